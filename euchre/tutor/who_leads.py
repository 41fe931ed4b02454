""""Who leads?": the dealer, the maker and any loner or lone defender are given; choose the first leader.

The answer comes from the hand state machine itself: the calls are replayed on a hand and the
seat that the engine puts on lead is the answer, so `rules.loner_lead` is honoured by construction.
"""

from __future__ import annotations

import random
from typing import Any

from euchre.engine.actions import DEFEND_ALONE, PASS, Bid, Call, parse_action
from euchre.engine.cards import Suit
from euchre.engine.rules import Family, JokerUpcard, LonerLead, Rules
from euchre.engine.seats import seat_name
from euchre.engine.state import HandState, Phase, new_standard_hand
from euchre.engine.tricks import next_seat, partner_of
from euchre.explain.plays import who_leads_sentence
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n import _
from euchre.i18n.seats import seat_label
from euchre.i18n.words import suit_words
from euchre.tutor.answer_ids import seat_id
from euchre.tutor.answers import read_seat
from euchre.tutor.bid_options import auction_state, calls_sentence, legal_calls
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import join, sits_out, trump_name

KIND = "who_leads"
FAMILIES = (Family.STANDARD, Family.BID)
_DEAL_SEED = 0
"""The deal does not change who leads; a fixed one keeps the replay (and the trump named) reproducible."""


def first_lead(
    rules: Rules, dealer: int, maker: int, alone: bool, lone_defender: int | None, trump: Suit | None = None
) -> HandState:
    """Replay a hand to the first lead: everyone passes round one, `maker` names trump in round two
    (`trump` if given and it may be named, alone or not), and `lone_defender` (if any) defends alone.
    Returns the state at the first lead."""
    state = new_standard_hand(rules, dealer, seed=_DEAL_SEED)
    for deal in range(_DEAL_SEED, _DEAL_SEED + 12):
        # A deal whose upcard is not of `trump`, so `trump` may be named in round two.
        state = new_standard_hand(rules, dealer, seed=deal)
        if state.upcard.is_joker and state.rules.joker_upcard is JokerUpcard.REDEAL:
            continue  # this ruleset throws the hand in: no first lead to show
        if trump is None or (state.upcard_suit not in (None, trump) and not state.upcard.is_joker):
            break
    while state.phase is Phase.JOKER_SUIT:
        state = state.apply(state.legal_actions()[0])
    while state.phase is Phase.ROUND_ONE:
        state = state.apply(PASS)
    while state.to_act != maker:
        state = state.apply(PASS)
    calls = [a for a in state.legal_actions() if isinstance(a, Call) and a.alone == alone]
    call = next((a for a in calls if a.suit == trump), calls[0])
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
    left_of_dealer = next_seat(state.dealer, n)
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
    if rules.family is Family.BID:
        return _generate_bid(rng, rules, difficulty, code)
    n = rules.num_players
    can_alone = rules.allow_alone and n == 4
    can_defend = rules.defend_alone and n == 4
    state: HandState | None = None
    for _attempt in range(100):
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
    state = first_lead(rules, state.dealer, state.maker or 0, state.alone, state.lone_defender, rng.choice(list(Suit)))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(state, difficulty),
        choices=tuple(seat_id(s) for s in range(n)),
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
    maker, suit = seat_label(state.maker, n), suit_words(state.trump)
    parts = [_("{dealer} deals.", dealer=seat_label(state.dealer, n))]
    if state.alone:
        parts.append(_("{maker} makes {suit} trump and goes alone, so {partner} sits out.", maker=maker, suit=suit,
                       partner=seat_label(partner_of(state.maker, 4))))
    else:
        parts.append(_("{maker} makes {suit} trump.", maker=maker, suit=suit))
    if state.lone_defender is not None:
        parts.append(_("{defender} defends alone, so {partner} sits out.", defender=seat_label(state.lone_defender),
                       partner=seat_label(partner_of(state.lone_defender, 4))))
    if difficulty < 3 and n == 4 and (state.alone or state.lone_defender is not None):
        parts.append(_lead_rule(rules))
    parts.append(_("Who leads the first trick?"))
    return " ".join(parts)


def _lead_rule(rules: Rules) -> str:
    if rules.loner_lead is LonerLead.LEFT_OF_LONER:
        return _("(These rules: against a loner, the player to the loner's left leads; if both sides go alone, the "
                 "lone defender leads.)")
    return _("(These rules: the player to the dealer's left leads, skipping anyone who sits out.)")


# ---- grading -------------------------------------------------------------------------------
def _state(question: Question) -> HandState:
    assert question.dealer is not None and question.maker is not None
    trump = question.trump if isinstance(question.trump, Suit) else None
    return first_lead(question.rules, question.dealer, question.maker, question.alone, question.lone_defender, trump)


def solution(question: Question) -> Solution:
    if question.rules.family is Family.BID:
        return _bid_solution(question)
    state = _state(question)
    assert state.leader is not None
    name = question.seat_name(state.leader)
    return Solution((seat_id(state.leader),), name, join(who_leads_sentence(state)))


def grade(question: Question, answer: object) -> Feedback:
    n = question.num_players
    picked = read_seat(answer, n)
    if question.rules.family is Family.BID:
        return _bid_grade(question, picked)
    state = _state(question)
    right = solution(question)
    if picked == state.leader:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    return Feedback(False, right.expected, right.expected_text, right.explanation, _why_not(state, picked))


def _why_not(state: HandState, picked: int) -> str:
    n = state.rules.num_players
    name = seat_label(picked, n)
    loner = state.alone or state.lone_defender is not None
    if picked in state.sitting_out:
        why = sits_out(name)
    elif state.rules.loner_lead is LonerLead.LEFT_OF_LONER and loner:
        if state.alone and state.lone_defender is not None:
            why = _("when both sides go alone, these rules give the lead to the lone defender")
        else:
            why = _("{player} is not to the left of the lone player, and these rules start the lead there", player=name)
    elif picked == state.dealer:
        why = _("{player} is the dealer, and the lead starts to the dealer's left", player=name)
    elif loner:
        why = _("the lead starts to the dealer's left, even when someone goes alone (only a seat that sits out is "
                "skipped)")
    else:
        why = _("the lead starts to the dealer's left")
    return join(you_chose(name), why)



# ---- Bid Euchre: the high bidder leads -------------------------------------------------------
def bid_first_lead(rules: Rules, dealer: int, calls: tuple[tuple[int, str], ...]) -> Any:
    """Replay a Bid Euchre auction (`calls`: bids, the trump named and how the bid is played) on the
    engine and go on to the first lead (any discard and the partner's card, which do not change who
    leads). Returns the state at the first lead."""
    state: Any = auction_state(rules, dealer, ())
    for _seat, text in calls:
        state = state.apply(parse_action(text))
    while state.phase in (Phase.BIDDER_DISCARD, Phase.PARTNER_GIVES):
        state = state.apply(state.legal_actions()[0])
    if state.phase is not Phase.PLAY:
        raise ValueError(f"the calls did not reach trick play: {state!r}")
    return state


def _generate_bid(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    for _attempt in range(100):
        dealer = rng.randrange(n)
        state: Any = auction_state(rules, dealer, ())
        calls: list[tuple[int, str]] = []
        while state.phase is Phase.AUCTION:
            options = [a for a in legal_calls(state) if not (difficulty < 3 and isinstance(a, Bid) and a.tricks
                                                               == rules.hand_size)]
            bids = [a for a in options if isinstance(a, Bid)]
            want_bid = bids and (rng.random() < 0.4 or (difficulty == 3 and rng.random() < 0.5))
            action = rng.choice(bids[:3]) if want_bid else (PASS if PASS in options else rng.choice(bids))
            calls.append((state.to_act, action.text))
            state = state.apply(action)
        if state.phase is Phase.OVER:
            continue
        while state.phase in (Phase.DECLARE, Phase.CONTRACT):
            action = rng.choice(state.legal_actions())
            calls.append((state.to_act if state.to_act is not None else state.high_bidder, action.text))
            state = state.apply(action)
        high = state.high_bidder
        if difficulty == 1 and high == next_seat(dealer, n):
            continue
        if difficulty == 3 and high != dealer and state.contract.value == "with partner" and rng.random() < 0.7:
            continue
        break
    lead = bid_first_lead(rules, dealer, tuple(calls))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_bid_prompt(rules, dealer, tuple(calls), lead),
        choices=tuple(seat_id(s) for s in range(n)),
        style="single",
        trump=lead.trump,
        dealer=dealer,
        maker=lead.high_bidder,
        alone=bool(lead.sitting_out),
        bid=lead.high_bid,
        contract=lead.contract.value,
        calls=tuple(calls),
    )


def _bid_prompt(rules: Rules, dealer: int, calls: tuple[tuple[int, str], ...], lead: Any) -> str:
    n = rules.num_players
    auction = tuple(c for c in calls if c[1] == "pass" or c[1].startswith("bid "))
    named = trump_name(lead.trump)
    high, bid = seat_label(lead.high_bidder, n), lead.high_bid
    out = seat_label(lead.sitting_out[0], n) if lead.sitting_out else None
    if lead.contract.value == "with partner":
        won = _("{player} wins the auction with {bid} and names {trump}.", player=high, bid=bid, trump=named)
    elif lead.contract.value == "moon" and out is not None:
        won = _("{player} wins the auction with {bid}, names {trump} and shoots the moon, so {partner} sits out.",
                player=high, bid=bid, trump=named, partner=out)
    elif lead.contract.value == "moon":
        won = _("{player} wins the auction with {bid}, names {trump} and shoots the moon, so the partner sits out.",
                player=high, bid=bid, trump=named)
    elif out is not None:
        won = _("{player} wins the auction with {bid}, names {trump} and plays it as partner's best, so {partner} "
                "sits out.", player=high, bid=bid, trump=named, partner=out)
    else:
        won = _("{player} wins the auction with {bid}, names {trump} and plays it as partner's best, so the partner "
                "sits out.", player=high, bid=bid, trump=named)
    return " ".join((
        _("Game: {ruleset}.", ruleset=ruleset_label(rules.name)), _("{dealer} deals.", dealer=seat_label(dealer, n)),
        calls_sentence(auction, n), won, _("Who leads the first trick?"),
    ))


def _bid_solution(question: Question) -> Solution:
    assert question.dealer is not None
    lead = bid_first_lead(question.rules, question.dealer, question.calls)
    name = question.seat_name(lead.leader)
    if lead.contract.value != "with partner":
        why = _("{player} leads: in Bid Euchre the high bidder leads the first trick, even when the partner sits out",
                player=name)
    else:
        why = _("{player} leads: in Bid Euchre the high bidder leads the first trick", player=name)
    return Solution((seat_id(lead.leader),), name, join(why))


def _bid_grade(question: Question, picked: int) -> Feedback:
    assert question.dealer is not None
    lead = bid_first_lead(question.rules, question.dealer, question.calls)
    right = _bid_solution(question)
    if picked == lead.leader:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    n = question.num_players
    name = seat_label(picked, n)
    if picked in lead.sitting_out:
        why = sits_out(name)
    elif picked == next_seat(question.dealer, n):
        why = _("in Bid Euchre the lead does not start on the dealer's left: the high bidder leads")
    elif picked == question.dealer:
        why = _("the dealer does not lead because they dealt: the high bidder leads")
    else:
        why = _("{player} did not win the auction, and the high bidder leads", player=name)
    return Feedback(False, right.expected, right.expected_text, right.explanation, join(you_chose(name), why))
