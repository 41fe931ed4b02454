"""The expert benchmark: decisions on which expert Euchre strategy agrees, each with its principle.

The decisions are data (`euchre/data/strategy/expert_decisions.json`): orders and passes by seat,
round-two calls ("next" from first seat), going alone, discards that make a void, opening leads with
and without partner's call, second hand low, not trumping partner's winner, leads against a loner,
and calls that depend on the score. Each gives the seat's hand, the upcard, the calls and plays so far
and the answers experts accept, and says why in words.

    for d in expert_decisions():
        state = d.state()            # a real position; the hidden hands are filled in to fit the play
        d.agrees(action)             # is this one of the accepted answers?

`agreement(decide)` scores any decider (the advisor, a bot) by phase, separately for the
score-independent and the score-dependent decisions. The hidden hands do not matter to a fair
decider, which sees only the seat's cards; they are filled from a seed so that every play shown is
legal (a player who did not follow suit holds none of that suit).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from euchre.engine.actions import Action, Discard, Play, as_action
from euchre.engine.cards import Card, build_deck, parse_cards
from euchre.engine.errors import EuchreError
from euchre.engine.phases import Phase
from euchre.engine.ranking import effective_suit
from euchre.engine.rules import Rules
from euchre.engine.state import HandState, new_standard_hand

State = HandState

SEATS = {"N": 0, "E": 1, "S": 2, "W": 3}
FILE = Path(__file__).resolve().parent.parent / "data" / "strategy" / "expert_decisions.json"


@dataclass(frozen=True)
class ExpertDecision:
    id: str
    phase: str
    principle: str
    dealer: int
    seat: int
    hand: tuple[Card, ...]
    upcard: Card
    calls: tuple[str, ...]
    plays: tuple[tuple[int, Card], ...]
    answers: tuple[str, ...]
    score: tuple[int, int] | None = None
    """The game score (the seat's side first), for the decisions that depend on it."""

    @property
    def score_dependent(self) -> bool:
        return self.score is not None

    def agrees(self, action: Action | str) -> bool:
        return as_action(action).text in self.answers

    def state(self) -> State:
        return _build(self)


def decision_fields(entry: dict[str, Any]) -> dict[str, Any]:
    """The position and answer of a decision as written in a decision list's JSON."""
    score = entry.get("score")
    return dict(
        id=entry["id"], phase=entry["phase"], principle=entry["principle"], dealer=SEATS[entry["dealer"]],
        seat=SEATS[entry["seat"]], hand=tuple(parse_cards(entry["hand"])), upcard=Card.parse(entry["upcard"]),
        calls=tuple(entry["calls"]), plays=tuple((SEATS[s], Card.parse(c)) for s, c in entry["plays"]),
        answers=tuple(entry["answer"]), score=tuple(score) if score else None,
    )


def _parse(entry: dict[str, Any]) -> ExpertDecision:
    return ExpertDecision(**decision_fields(entry))


@cache
def expert_decisions() -> tuple[ExpertDecision, ...]:
    text = FILE.read_text(encoding="utf-8")
    return tuple(_parse(e) for e in json.loads(text)["decisions"])


RULES = Rules.preset("standard")


@cache
def _build(d: ExpertDecision) -> State:
    """The position: the seat's hand and the upcard as given, the others' cards filled in (seeded by the
    decision's id) so that every call and play replays legally."""
    rng = random.Random(d.id)
    for _ in range(3000):
        state = _try(d, rng)
        if state is not None:
            return state
    raise EuchreError(f"the expert decision {d.id!r} cannot be set up: no deal fits its plays")


def _try(d: ExpertDecision, rng: random.Random) -> State | None:
    played_by: dict[int, list[Card]] = {s: [] for s in range(4)}
    for seat, card in d.plays:
        played_by[seat].append(card)
    hands: dict[int, list[Card]] = {d.seat: list(d.hand)}
    for s in range(4):
        if s != d.seat:  # the upcard a dealer plays was picked up, not dealt
            hands[s] = [c for c in played_by[s] if c != d.upcard]
    used = set(d.hand) | {d.upcard} | {c for s in hands for c in hands[s]}
    pool = [c for c in build_deck(RULES) if c not in used]
    rng.shuffle(pool)
    for s in range(4):
        while len(hands[s]) < RULES.hand_size:
            hands[s].append(pool.pop())
    try:
        state = new_standard_hand(RULES, d.dealer, hands=[hands[s] for s in range(4)], upcard=d.upcard, kitty=pool)
        for text in d.calls:
            state = state.apply(text)
        if state.phase is Phase.DISCARD and state.to_act != d.seat:
            later = set(played_by[state.dealer])
            options = [c for c in state.hand(state.dealer) if c not in later and c != d.upcard]
            trump = state.trump
            card = min(options, key=lambda c: (effective_suit(c, trump) == trump, c.rank))
            state = state.apply(Discard(card))
        for _seat, card in d.plays:
            state = state.apply(Play(card))
    except (EuchreError, ValueError):
        return None
    if state.to_act != d.seat or any(as_action(a) not in state.legal_actions() for a in d.answers):
        return None
    return state


@dataclass(frozen=True)
class Agreement:
    """How often a decider chose an accepted answer, by phase and by score-dependence."""

    results: tuple[tuple[ExpertDecision, str, bool], ...]
    parts: dict[str, str] | None = None
    """Each decision's part (tuning or held out) by id; `halves()` of the team's list when None."""

    def rate(self, *, phase: str | None = None, score_dependent: bool | None = None,
             half: str | None = None, source: str | None = None) -> tuple[int, int]:
        """(agreed, decisions) among those of `phase`, of that score-dependence, in that `half` (`parts`,
        or `halves` for the team's list) and from that `source` (published decisions only)."""
        split = (self.parts if self.parts is not None else halves()) if half is not None else {}
        chosen = [ok for d, _, ok in self.results
                  if (phase is None or d.phase == phase)
                  and (score_dependent is None or d.score_dependent == score_dependent)
                  and (half is None or split[d.id] == half)
                  and (source is None or getattr(d, "source", None) == source)]
        return sum(chosen), len(chosen)

    @property
    def phases(self) -> list[str]:
        return list(dict.fromkeys(d.phase for d, _, _ in self.results))

    def misses(self) -> list[tuple[ExpertDecision, str]]:
        return [(d, chosen) for d, chosen, ok in self.results if not ok]


TUNING = "tuning"
HELD_OUT = "held out"


@cache
def halves() -> dict[str, str]:
    """A fixed split of the decisions into a tuning half and a held-out half, by decision id: within each
    phase and score-dependence, the decisions sorted by a hash of their id go alternately to each half.
    Thresholds and play rules may be fitted on the tuning half only; the held-out half measures how
    well that carries to decisions not looked at (`Agreement.rate(half=...)`)."""
    groups: dict[tuple[str, bool], list[ExpertDecision]] = {}
    for d in expert_decisions():
        groups.setdefault((d.phase, d.score_dependent), []).append(d)
    out = {}
    for group in groups.values():
        ordered = sorted(group, key=lambda d: hashlib.sha256(d.id.encode()).hexdigest())
        for i, d in enumerate(ordered):
            out[d.id] = TUNING if i % 2 == 0 else HELD_OUT
    return out


def absolute_score(d: ExpertDecision) -> tuple[int, int] | None:
    """The decision's score as points per side (side 0 is North and South), for `Advisor.advise` and bots."""
    if d.score is None:
        return None
    ours, theirs = d.score
    return (ours, theirs) if RULES.side_of(d.seat) == 0 else (theirs, ours)


def agreement(decide: Callable[[State, ExpertDecision], Action],
              decisions: Sequence[ExpertDecision] | None = None, parts: dict[str, str] | None = None) -> Agreement:
    """Score `decide(state, decision)` on every decision of `decisions` (the team's list by default; it gets
    the decision only for its score), split into parts by `parts` (`halves()` by default)."""
    out = []
    for d in expert_decisions() if decisions is None else decisions:
        action = decide(d.state(), d)
        out.append((d, action.text, d.agrees(action)))
    return Agreement(tuple(out), parts)
