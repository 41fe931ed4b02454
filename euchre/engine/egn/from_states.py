"""EGN records of hands played in the engine, so a played or reviewed hand can be saved."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

from euchre.engine.actions import Call, DefendAlone, OrderUp, Pass, Play
from euchre.engine.cards import Card
from euchre.engine.egn.errors import EGNUnsupportedError
from euchre.engine.egn.records import EGNDeal, EGNGame, EGNMetadata
from euchre.engine.egn.rulesets import rules_to_egn
from euchre.engine.errors import Refusal
from euchre.engine.phases import Phase
from euchre.engine.rules import Family
from euchre.engine.state import HandState

Notes = Mapping[int, Sequence[str]]


def deal_from_state(
    state: HandState, number: int = 0, *, call_notes: Notes | None = None, play_notes: Notes | None = None
) -> EGNDeal:
    """The EGN deal of a hand played in the engine (finished or not), with every hand recorded.

    Notes are keyed like EGN's: the index of the call, or of the play among all plays of the hand.
    """
    rules = state.rules
    if rules.family is not Family.STANDARD or rules.num_players != 4:
        raise EGNUnsupportedError(Refusal("egn_standard_four_only"))
    if state.initial.upcard.is_joker:
        raise EGNUnsupportedError(Refusal("egn_joker_suit_not_recorded"))
    rules_to_egn(rules)
    calls: list[str] = []
    lone_defender: int | None = None
    plays: list[Card] = []
    path = state.path()
    for before, after in itertools.pairwise(path):
        action, phase = after.last_action, before.phase
        if phase in (Phase.DISCARD, Phase.DEFEND_ALONE) and not isinstance(action, DefendAlone):
            continue
        if isinstance(action, Pass):
            calls.append("Pass")
        elif isinstance(action, OrderUp):
            calls.append("Order")
        elif isinstance(action, Call):
            calls.append(action.suit.letter.lower())
        elif isinstance(action, DefendAlone):
            lone_defender = before.to_act
        elif isinstance(action, Play):
            plays.append(action.card)
        else:
            raise EGNUnsupportedError(Refusal("egn_action_not_recordable", {"action": action.text}))
    per_trick = len(state.active_seats)
    tricks = tuple(tuple(plays[i:i + per_trick]) for i in range(0, len(plays), per_trick))
    first = state.initial
    return EGNDeal(
        number=number, dealer=state.dealer, upcard=first.upcard, player_cards=first.hands,
        calls=tuple(calls), alone=state.alone,
        alone_defender=(lone_defender if lone_defender is not None else -1) if rules.defend_alone else None,
        discard=state.discarded, tricks=tricks, has_play=bool(tricks),
        call_annotations=_notes(call_notes), play_annotations=_notes(play_notes),
    )


def _notes(notes: Notes | None) -> tuple[tuple[int, tuple[str, ...]], ...]:
    if not notes:
        return ()
    return tuple(sorted((int(k), tuple(str(t) for t in v)) for k, v in notes.items() if v))


def game_from_states(
    states: Sequence[HandState],
    *,
    title: str | None = None,
    players: Sequence[str] = ("North", "East", "South", "West"),
    initial_score: tuple[int, int] = (0, 0),
    date: str | None = None,
) -> EGNGame:
    if not states:
        raise EGNUnsupportedError(Refusal("egn_no_hands"))
    rules = states[0].rules
    metadata = EGNMetadata(
        players=tuple(players), initial_score=initial_score, title=title, date=date,
    )
    return EGNGame(metadata=metadata, rules=rules, deals=tuple(deal_from_state(s, i) for i, s in enumerate(states)))
