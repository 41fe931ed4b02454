"""The outside benchmark: decisions transcribed from published Euchre experts, not written by the team.

The decisions are data (`euchre/data/strategy/published_decisions.json`): each names its source (a
book, a column, a quiz page), quotes the expert's answer in one short sentence, says the principle in
the team's words, and gives the position as the team's own list does (`euchre.bots.benchmark`): the
seat's hand, the upcard, the dealer, the calls and plays so far, the score when it matters, and the
answers the expert accepts. Where a source states a rule rather than a deal, one concrete position
that fits the rule is built and marked `instantiated`; the old books' sevens and eights, which the
24-card pack lacks, become nines and tens there.

    for d in published_decisions():
        d.state()                    # the position, hidden hands filled in to fit the calls and plays
        d.agrees(action)

The split into a tuning part and a held-out part is by source, fixed once in the file: every source
belongs to one part, so nothing tuned on one part has seen any decision of a source in the other.
`published_agreement(decide)` scores a decider as `benchmark.agreement` does, with the parts.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from euchre.bots.benchmark import Agreement, ExpertDecision, State, agreement, decision_fields
from euchre.engine.actions import Action

FILE = Path(__file__).resolve().parent.parent / "data" / "strategy" / "published_decisions.json"
TUNING = "tuning"
HELD_OUT = "held out"
PARTS = (TUNING, HELD_OUT)
QUOTE_MAX = 200
"""A quote is one short sentence at most (characters)."""


@dataclass(frozen=True)
class Source:
    key: str
    title: str
    author: str
    year: str
    url: str
    part: str


@dataclass(frozen=True)
class PublishedDecision(ExpertDecision):
    source: str = ""
    quote: str = ""
    instantiated: bool = False
    note: str = ""


def _parse(entry: dict[str, Any]) -> PublishedDecision:
    return PublishedDecision(
        **decision_fields(entry), source=entry["source"], quote=entry["quote"],
        instantiated=bool(entry["instantiated"]), note=entry.get("note", ""),
    )


@cache
def _data() -> dict[str, Any]:
    return json.loads(FILE.read_text(encoding="utf-8"))


@cache
def sources() -> dict[str, Source]:
    return {key: Source(key=key, title=s["title"], author=s["author"], year=s["year"], url=s["url"], part=s["part"])
            for key, s in _data()["sources"].items()}


@cache
def published_decisions() -> tuple[PublishedDecision, ...]:
    return tuple(_parse(e) for e in _data()["decisions"])


@cache
def parts() -> dict[str, str]:
    """Each decision's part, by id: the part its source belongs to."""
    by_source = sources()
    return {d.id: by_source[d.source].part for d in published_decisions()}


def published_agreement(decide: Callable[[State, ExpertDecision], Action]) -> Agreement:
    """Score `decide(state, decision)` on every published decision; `rate(half=TUNING)` and
    `rate(source=key)` break the result down."""
    return agreement(decide, published_decisions(), parts())
