""""Who leads?": the dealer, the maker and any loner or lone defender are given; choose the first leader.

The answer comes from the hand state machine itself: the calls are replayed on a hand and the
seat that the engine puts on lead is the answer, so `rules.loner_lead` is honoured by construction.
"""

from __future__ import annotations

import random

from euchre.actions import DEFEND_ALONE, PASS, Call
from euchre.cards import Suit
from euchre.explain import who_leads_sentence
from euchre.rules import LonerLead, Rules
from euchre.seats import seat_name
from euchre.state import HandState, Phase, new_hand
from euchre.tutor.answers import read_seat
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import join

KIND = "who_leads"
_DEAL_SEED = 0
"""The deal does not change who leads; a fixed one keeps the replay (and the trump named) reproducible."""


def first_lead(rules: Rules, dealer: int, maker: int, alone: bool, lone_defender: int | None) -> HandState:
    """Replay a hand to the first lead: everyone passes round one, `maker` names trump in round two
    (alone or not), and `lone_defender` (if any) defends alone. Returns the state at the first lead."""
    state = new_hand(rules, dealer, seed=_DEAL_SEED)
    while state.phase is Phase.JOKER_SUIT:
        state = state.apply(state.legal_actions()[0])
    while state.phase is Phase.ROUND_ONE:
        state = state.apply(PASS)
    while state.to_act != maker:
        state = state.apply(PASS)
    call = next(a for a in state.legal_actions() if isinstance(a, Call) and a.alone == alone)
    state = state.apply(call)
    while state.phase is Phase.DEFEND_ALONE:
        state = state.apply(DEFEND_ALONE if state.to_act == lone_defender else PASS)
    if state.phase is not Phase.PLAY:
        raise ValueError(f"the calls did not reach trick play: {state!r}")
    if lone_defender is not None and state.lone_defender != lone_defender:
        raise ValueError(f"{seat_name(lone_defender)} could not defend alone under {rules.name!r}")
    return state


def lead_traps(state: HandState) -> set[str]:
    rules, n = state.rules, state.rules.num_players
    left_of_dealer = (state.dealer + 1) % n
    traps: set[str] = set()
    if state.alone or state.lone_defender is not None:
        traps.add("loner")
    if left_of_dealer in state.sitting_out:
        traps.add("skip")
    if rules.loner_lead is LonerLead.LEFT_OF_LONER and "loner" in traps and state.leader != left_of_dealer:
        traps.add("left_of_loner")
    if state.alone and state.lone_defender is not None:
        traps.add("both")
    return traps


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    can_alone = rules.allow_alone and n == 4
    can_defend = rules.defend_alone and n == 4
    state: HandState | None = None
    for _ in range(100):
        dealer, maker = rng.randrange(n), rng.randrange(n)
        alone = can_alone and difficulty > 1 and rng.random() < 0.85
        lone = None
        if can_defend and difficulty > 1 and (alone or not rules.defend_alone_requires_loner) and rng.random() < 0.5:
            lone = rng.choice([s for s in range(n) if rules.side_of(s) != rules.side_of(maker)])
        state = first_lead(rules, dealer, maker, alone, lone)
        traps = lead_traps(state)
        if difficulty < 3 or not (can_alone or can_defend) or traps & {"skip", "left_of_loner", "both"}:
            break
    assert state is not None
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(state, difficulty),
        choices=tuple(seat_name(s, n) for s in range(n)),
        style="single",
        trump=state.trump if isinstance(state.trump, Suit) else None,
        dealer=state.dealer,
        maker=state.maker,
        alone=state.alone,
        lone_defender=state.lone_defender,
    )


def _prompt(state: HandState, difficulty: int) -> str:
    rules, n = state.rules, state.rules.num_players
    assert state.maker is not None and isinstance(state.trump, Suit)
    maker = seat_name(state.maker, n)
    parts = [f"{seat_name(state.dealer, n)} deals.", f"{maker} makes {state.trump.plural} trump"]
    if state.alone:
        parts[-1] += f" and goes alone, so {seat_name((state.maker + 2) % 4)} sits out"
    parts[-1] += "."
    if state.lone_defender is not None:
        partner = seat_name((state.lone_defender + 2) % 4)
        parts.append(f"{seat_name(state.lone_defender)} defends alone, so {partner} sits out.")
    if difficulty < 3 and n == 4 and (state.alone or state.lone_defender is not None):
        parts.append(f"(These rules: {_lead_rule(rules).lower()})")
    parts.append("Who leads the first trick?")
    return " ".join(parts)


def _lead_rule(rules: Rules) -> str:
    if rules.loner_lead is LonerLead.LEFT_OF_LONER:
        return "Against a loner, the player to the loner's left leads; if both sides go alone, the lone defender leads."
    return "The player to the dealer's left leads, skipping anyone who sits out."


# ---- grading -------------------------------------------------------------------------------
def _state(question: Question) -> HandState:
    assert question.dealer is not None and question.maker is not None
    return first_lead(question.rules, question.dealer, question.maker, question.alone, question.lone_defender)


def solution(question: Question) -> Solution:
    state = _state(question)
    assert state.leader is not None
    name = question.seat_name(state.leader)
    return Solution((name,), name, join(who_leads_sentence(state)))


def grade(question: Question, answer: object) -> Feedback:
    n = question.num_players
    picked = read_seat(answer, n)
    state = _state(question)
    right = solution(question)
    if picked == state.leader:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    return Feedback(False, right.expected, right.expected_text, right.explanation, _why_not(state, picked))


def _why_not(state: HandState, picked: int) -> str:
    n = state.rules.num_players
    name = seat_name(picked, n)
    loner = state.alone or state.lone_defender is not None
    if picked in state.sitting_out:
        why = f"{name} sits out this hand, so {name} cannot lead"
    elif state.rules.loner_lead is LonerLead.LEFT_OF_LONER and loner:
        if state.alone and state.lone_defender is not None:
            why = "when both sides go alone, these rules give the lead to the lone defender"
        else:
            why = f"{name} is not to the left of the lone player, and these rules start the lead there"
    elif picked == state.dealer:
        why = f"{name} is the dealer, and the lead starts to the dealer's left"
    else:
        why = "the lead starts to the dealer's left"
        if loner:
            why += ", even when someone goes alone (only a seat that sits out is skipped)"
    return join(f"you chose {name}", why)
