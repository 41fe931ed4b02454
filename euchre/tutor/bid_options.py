""""Which bids may this player make?": a Bid Euchre auction so far; select every call the player
to act may make (Pass and each number of tricks).

The auction is replayed on the Bid Euchre state machine and its legal actions are the answer, so the
rules in force (beating the standing bid, the dealer's privilege to equal it, the stuck dealer) are
the engine's. Level 1 asks a player before the dealer, level 2 the dealer after a bid, level 3 the
dealer after three passes (or, where the dealer is never stuck, after a bid again).
"""

from __future__ import annotations

import random
from typing import Any

from euchre.engine.actions import PASS, Action, Bid, Redeal, parse_action
from euchre.engine.bid import BidHandState
from euchre.engine.hands import new_hand
from euchre.engine.phases import Phase
from euchre.engine.rules import Family, Rules
from euchre.engine.seats import seat_name
from euchre.explain.refusals import why_illegal
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n import LANGUAGES, _, ngettext, pgettext, use_language
from euchre.i18n.seats import seat_label
from euchre.tutor.answer_ids import ACTION, action_id, bid_call_label, legacy_bid_call
from euchre.tutor.answers import AnswerError, normalise_label, shown_choices
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import and_list, join, or_list, quoted, sentence

KIND = "bid_options"
FAMILIES = (Family.BID,)
PASS_LABEL = "Pass"
_DEAL_SEED = 0
"""Which calls are legal does not depend on the cards (farmers' redeals are left out)."""


def _token_action(token: str) -> Action:
    return parse_action(token[len(ACTION):])


def auction_state(rules: Rules, dealer: int, calls: tuple[tuple[int, str], ...]) -> BidHandState:
    """The auction after `calls`, replayed by the engine (IllegalActionError if one is not allowed)."""
    state: Any = new_hand(rules.replace(farmers=False), dealer, rng=random.Random(_DEAL_SEED))
    while state.phase is Phase.DISCARD:
        state = state.apply(state.legal_actions()[0])
    for seat, text in calls:
        if state.to_act != seat:
            raise ValueError(f"the calls are out of turn: {seat_name(seat, rules.num_players)} cannot call now")
        state = state.apply(parse_action(text))
    if state.phase is not Phase.AUCTION:
        raise ValueError("the auction is already over")
    return state  # type: ignore[no-any-return]


def legal_calls(state: BidHandState) -> tuple[Action, ...]:
    return tuple(a for a in state.legal_actions() if not isinstance(a, Redeal))


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    dealer = rng.randrange(n)
    before = rng.randrange(n - 1) if difficulty == 1 else n - 1
    for _attempt in range(60):
        state = auction_state(rules, dealer, ())
        calls: list[tuple[int, str]] = []
        for _k in range(before):
            options = legal_calls(state)
            bids = [a for a in options if isinstance(a, Bid)]
            if difficulty == 3 and rules.stick_the_dealer:
                action: Action = PASS
            elif bids and rng.random() < 0.55:
                action = rng.choice(bids[: max(1, len(bids) // 2)])
            else:
                action = PASS
            calls.append((state.to_act or 0, action.text))
            state = state.apply(action)
        if difficulty == 2 and not state.high_bid:
            continue
        if difficulty == 3 and not rules.stick_the_dealer and not state.high_bid:
            continue
        if state.high_bid >= rules.hand_size and difficulty > 1:
            continue
        break
    seat = state.to_act
    assert seat is not None
    choices = (action_id(PASS.text), *(action_id(Bid(k).text) for k in range(rules.min_bid, rules.hand_size + 1)))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(rules, dealer, tuple(calls), seat),
        choices=choices,
        style="multi",
        seat=seat,
        dealer=dealer,
        bid=state.high_bid or None,
        calls=tuple(calls),
    )


def calls_sentence(calls: tuple[tuple[int, str], ...], n: int) -> str:
    """ "North passed, East bid 4 and South passed." in the current language."""
    if not calls:
        return _("Nobody has called yet.")
    return sentence(and_list([_call_words(seat_label(seat, n), text) for seat, text in calls]))


def _call_words(player: str, text: str) -> str:
    if text == "pass":
        return pgettext("call", "{player} passed", player=player)
    if text.startswith("bid ") and text[4:].isdigit():
        return pgettext("call", "{player} bid {number}", player=player, number=int(text[4:]))
    return pgettext("call", "{player} {call}", player=player, call=text)


def _prompt(rules: Rules, dealer: int, calls: tuple[tuple[int, str], ...], seat: int) -> str:
    n = rules.num_players
    who = seat_label(seat, n)
    you = _("You are {player}, the dealer.", player=who) if seat == dealer else _("You are {player}.", player=who)
    return " ".join((
        _("Game: {ruleset}.", ruleset=ruleset_label(rules.name)),
        _("{dealer} deals, and the auction starts on the dealer's left.", dealer=seat_label(dealer, n)),
        calls_sentence(calls, n), you, _("Select every call you may make."),
    ))


# ---- grading -------------------------------------------------------------------------------
def _state(question: Question) -> BidHandState:
    assert question.dealer is not None
    return auction_state(question.rules, question.dealer, question.calls)


def rule_reason(state: BidHandState) -> str:
    """Why these calls and no others, from the ruleset in force and the auction so far."""
    rules, n = state.rules, state.rules.num_players
    seat = state.to_act
    assert seat is not None
    legal = legal_calls(state)
    bids = [a.tricks for a in legal if isinstance(a, Bid)]
    span = or_list([str(b) for b in bids]) if len(bids) <= 2 else _("{low} to {high}", low=bids[0], high=bids[-1])
    is_dealer = seat == state.dealer
    pass_ = _in_sentence(action_id(PASS.text))
    if not state.high_bid:
        if is_dealer and PASS not in legal:
            return ngettext(
                "the other {n} passed, and under these rules a stuck dealer must bid: at least {least}, so {bids}, "
                "and no {pass_}",
                "the other {n} passed, and under these rules a stuck dealer must bid: at least {least}, so {bids}, "
                "and no {pass_}",
                n - 1, least=rules.min_bid, bids=span, pass_=pass_)
        return _("nobody has bid yet, so any bid from {low} to {high} is open, or {pass_}", low=rules.min_bid,
                 high=rules.hand_size, pass_=pass_)
    high = seat_label(state.high_bidder or 0, n)
    if is_dealer and rules.dealer_may_equal:
        return _("the standing bid is {bid} ({player}), and the dealer may take the contract by equalling it, so "
                 "{bids}, or {pass_}", bid=state.high_bid, player=high, bids=span, pass_=pass_)
    if not bids:
        return _("the standing bid is {bid} ({player}), the most there is, so only {pass_}", bid=state.high_bid,
                 player=high, pass_=pass_)
    return _("the standing bid is {bid} ({player}), and each bid must beat it, so {bids}, or {pass_}",
             bid=state.high_bid, player=high, bids=span, pass_=pass_)


def solution(question: Question) -> Solution:
    state = _state(question)
    legal = legal_calls(state)
    expected = tuple(t for t in question.choices if _token_action(t) in legal)
    text = ", ".join(_in_sentence(t) for t in expected)
    return Solution(expected, text, join(rule_reason(state)))


def _in_sentence(token: str) -> str:
    """A call as it stands inside a sentence: a number as it is, "Pass" in quotation marks."""
    return quoted(bid_call_label(token)) if token == action_id(PASS.text) else bid_call_label(token)


def _read(question: Question, answer: object) -> set[str]:
    if answer is None or isinstance(answer, int | float):
        items: list[object] = [] if answer is None else [answer]
    elif isinstance(answer, str):
        items = list(answer.replace(",", " ").split())
    elif isinstance(answer, list | tuple | set):
        items = list(answer)
    else:
        raise AnswerError(_("{answer} is not a call. Pick from: {choices}.", answer=repr(answer),
                            choices=shown_choices(question, ", ")))
    if not items:
        raise AnswerError(_("Pick a call first: select every call this player may make."))
    picked: set[str] = set()
    for item in items:
        token = _call_of(question, item)
        if token is None:
            raise AnswerError(_("{answer} is not one of the calls. Pick from: {choices}.", answer=repr(item),
                                choices=shown_choices(question, ", ")))
        picked.add(token)
    return picked


def _call_of(question: Question, item: object) -> str | None:
    """The call (an answer id) an item of the answer names: an id, "Pass" or a number (in any language)."""
    if isinstance(item, bool):
        return None
    if isinstance(item, int | float):
        item = str(int(item)) if float(item).is_integer() else str(item)
    if not isinstance(item, str):
        return None
    if item in question.choices:
        return item
    key = normalise_label(item)
    old = legacy_bid_call(key)
    if old in question.choices:
        return old
    for lang in LANGUAGES:
        with use_language(lang):
            found = next((c for c in question.choices if normalise_label(bid_call_label(c)) == key), None)
        if found is not None:
            return found
    return None


def grade(question: Question, answer: object) -> Feedback:
    picked = _read(question, answer)
    state = _state(question)
    right = solution(question)
    wrong = [t for t in question.choices if t in picked and t not in right.expected]
    missed = [t for t in right.expected if t not in picked]
    pass_id = action_id(PASS.text)
    if not wrong and not missed:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    parts = []
    if wrong:
        found = dict.fromkeys(why_illegal(state, _token_action(t)) for t in wrong)
        # "a bid must beat 4" says nothing that "a bid must beat 4: only the dealer may equal it" does not
        reasons = [r for r in found if not any(other != r and other.startswith(r) for other in found)]
        shown = ", ".join(bid_call_label(t) for t in wrong)
        parts.append(ngettext("{calls} is not allowed: {reasons}", "{calls} are not allowed: {reasons}", len(wrong),
                              calls=shown, reasons="; ".join(reasons)))
    numbers = [bid_call_label(t) for t in missed if t != pass_id]
    if numbers:
        parts.append(ngettext("you missed {bids}: that bid is open", "you missed {bids}: those bids are open",
                              len(numbers), bids=", ".join(numbers)))
    if pass_id in missed:
        parts.append(_("you may also pass"))
    return Feedback(False, right.expected, right.expected_text, right.explanation, join(*parts))
