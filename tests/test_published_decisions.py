"""The outside benchmark: decisions transcribed from published experts, each a real position in the engine."""

from __future__ import annotations

import json
import re

import pytest

from euchre.bots.benchmark import SEATS
from euchre.bots.published import (
    FILE,
    HELD_OUT,
    QUOTE_MAX,
    TUNING,
    PublishedDecision,
    parts,
    published_agreement,
    published_decisions,
    sources,
)
from euchre.engine.actions import as_action
from euchre.engine.phases import Phase

RAW = json.loads(FILE.read_text(encoding="utf-8"))
FIELDS = ("id", "source", "phase", "principle", "dealer", "seat", "hand", "upcard", "calls", "plays", "answer",
          "score", "quote", "instantiated")
PHASES = {"order", "round two", "alone", "discard", "lead", "later lead", "follow"}
DECISIONS = published_decisions()


def test_every_decision_has_every_field_and_names_a_known_source() -> None:
    known = set(RAW["sources"])
    for entry in RAW["decisions"]:
        missing = [f for f in FIELDS if f not in entry]
        assert not missing, (entry.get("id"), missing)
        assert entry["source"] in known, entry["id"]
        assert entry["phase"] in PHASES, entry["id"]
        assert entry["dealer"] in SEATS and entry["seat"] in SEATS, entry["id"]
        assert entry["answer"] and isinstance(entry["instantiated"], bool), entry["id"]
        assert entry["principle"].strip() and entry["principle"] != entry["quote"], entry["id"]
    ids = [e["id"] for e in RAW["decisions"]]
    assert len(ids) == len(set(ids))


def test_every_quote_is_one_short_sentence() -> None:
    for d in DECISIONS:
        assert d.quote.strip(), d.id
        assert len(d.quote) <= QUOTE_MAX, d.id
        assert "\n" not in d.quote and not re.search(r"[.!?] [A-Z]", d.quote), d.id


def test_every_source_is_named_and_used() -> None:
    used = {d.source for d in DECISIONS}
    assert len(sources()) >= 3
    for key, source in sources().items():
        assert source.title.strip() and source.author.strip() and source.url.startswith("http"), key
        assert key in used, key


def test_the_reserved_outside_quiz_is_not_a_source() -> None:
    for source in sources().values():
        assert "ohioeuchre" not in source.url.lower() and "ohio euchre" not in source.title.lower()


def test_the_benchmark_has_at_least_120_decisions() -> None:
    assert len(DECISIONS) >= 120


@pytest.mark.parametrize("d", DECISIONS, ids=lambda d: d.id)
def test_the_position_builds_as_the_text_gives_it_and_the_answer_is_legal(d: PublishedDecision) -> None:
    state = d.state()
    assert state.to_act == d.seat and state.dealer == d.dealer and state.upcard == d.upcard
    picked_up = d.seat == d.dealer and any(c.startswith("order up") for c in d.calls)
    discarded = {as_action(c).card for c in d.calls if c.startswith("discard")} if picked_up else set()
    played = {card for seat, card in d.plays if seat == d.seat}
    expected = (set(d.hand) | ({d.upcard} if picked_up else set())) - discarded - played
    assert set(state.hand(d.seat)) == expected
    legal = set(state.legal_actions())
    assert all(as_action(answer) in legal for answer in d.answers)
    if state.phase is Phase.PLAY and state.trick:
        assert list(zip(state.trick_seats, state.trick, strict=True)) == list(d.plays[-len(state.trick):])


def test_the_split_is_by_source() -> None:
    split = parts()
    assert set(split) == {d.id for d in DECISIONS} and set(split.values()) == {TUNING, HELD_OUT}
    part_of_source: dict[str, set[str]] = {}
    for d in DECISIONS:
        part_of_source.setdefault(d.source, set()).add(split[d.id])
    assert all(len(p) == 1 for p in part_of_source.values())
    ordered = sorted(sources())
    assert [sources()[k].part for k in ordered] == [TUNING if i % 2 == 0 else HELD_OUT for i in range(len(ordered))]


def test_agreement_breaks_down_by_part_and_by_source() -> None:
    result = published_agreement(lambda state, d: state.legal_actions()[0])
    everything = result.rate()
    assert everything[1] == len(DECISIONS)
    tuning, held = result.rate(half=TUNING), result.rate(half=HELD_OUT)
    assert (tuning[0] + held[0], tuning[1] + held[1]) == everything
    by_source = [result.rate(source=key) for key in sources()]
    assert (sum(r for r, _ in by_source), sum(n for _, n in by_source)) == everything
    assert all(n > 0 for _, n in by_source)
