""""Everyone passed twice: what may the dealer do now?": the upcard was turned down, every other
player passed in both rounds, and it is the dealer's turn; select everything the dealer may do
(pass, or name each suit, alone or not).

The position is replayed on the standard state machine (everyone passes up to the dealer's last
call) and its legal actions are the answer, so the rules in force are the engine's: under stick the
dealer the dealer may not pass; otherwise a pass throws the hand in. The suit turned down can never
be named, and going alone is offered only where the ruleset allows it. The reasons are the state
machine's own (`euchre.explain.refusals.why_illegal`). Level 1 offers Pass and the four suits, level 2 adds two
lone calls (at a table of four), level 3 every lone call.
"""

from __future__ import annotations

import random

from euchre.engine.actions import PASS, Action, Call, parse_action
from euchre.engine.cards import Card, Suit
from euchre.engine.phases import Phase
from euchre.engine.rules import Rules
from euchre.engine.state import HandState
from euchre.explain.refusals import why_illegal
from euchre.explain.render import card_html, cards_html, esc
from euchre.i18n import _, ngettext
from euchre.i18n.seats import seat_label
from euchre.i18n.words import suit_name
from euchre.tutor.answer_ids import ACTION, action_id, dealer_call_label
from euchre.tutor.answers import AnswerError, read_choice, shown_choices
from euchre.tutor.drawing import dealer_deal, deck_cards
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import and_list, join, or_list, quoted, sentence

KIND = "dealer_options"


# ---- the position ----------------------------------------------------------------------------
def dealer_state(rules: Rules, dealer: int, hand: tuple[Card, ...], upcard: Card) -> HandState:
    """The hand with `upcard` turned up and the dealer holding `hand`, after every other call has
    been a pass in both rounds: the dealer's last call, as the engine has it."""
    state = dealer_deal(rules, dealer, hand, upcard)
    while not (state.phase is Phase.ROUND_TWO and state.to_act == dealer):
        if state.is_over or PASS not in state.legal_actions():
            raise ValueError("the calls cannot all be passes in this deal")
        state = state.apply(PASS)
    return state


def state_of(question: Question) -> HandState:
    assert question.dealer is not None and question.cards
    return dealer_state(question.rules, question.dealer, question.hand, question.cards[0])


def _action(token: str) -> Action:
    return parse_action(token[len(ACTION):])


# ---- generating ----------------------------------------------------------------------------
def _choices(rules: Rules, difficulty: int, upcard: Card, rng: random.Random) -> tuple[str, ...]:
    out = [action_id(PASS.text), *(action_id(Call(s).text) for s in Suit)]
    if rules.num_players == 4 and difficulty >= 2:
        turned = upcard.suit
        others = [s for s in Suit if s != turned]
        alone = list(Suit) if difficulty == 3 else sorted({turned, rng.choice(others)}, key=list(Suit).index)
        out += [action_id(Call(s, alone=True).text) for s in alone if s is not None]
    return tuple(out)


def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    pool = deck_cards(rules)
    n = rules.num_players
    for _attempt in range(200):
        cards = rng.sample(pool, rules.hand_size + 1)
        upcard, hand = cards[0], tuple(cards[1:])
        if upcard.is_joker:
            continue
        dealer = rng.randrange(n)
        held = tuple(sorted(hand, key=lambda c: (int(c.suit) if c.suit is not None else -1, -int(c.rank))))
        try:
            dealer_state(rules, dealer, held, upcard)
        except ValueError:
            continue
        break
    else:  # pragma: no cover - every ruleset of the standard family passes round after round
        raise ValueError("no deal found where everyone may pass")
    who = seat_label(dealer, n)
    prompt = " ".join((
        _("{dealer} deals and turns up {card}.", dealer=who, card=str(upcard)),
        _("Everyone passed in round one, and in round two everyone but the dealer has passed again."),
        _("You are {dealer}, the dealer. Select everything you may do now.", dealer=who),
    ))
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=prompt,
        choices=_choices(rules, difficulty, upcard, rng),
        style="multi",
        seat=dealer,
        hand=held,
        cards=(upcard,),
        dealer=dealer,
    )


# ---- grading -------------------------------------------------------------------------------
def _legal(question: Question, state: HandState) -> tuple[str, ...]:
    legal = state.legal_actions()
    return tuple(t for t in question.choices if _action(t) in legal)


def rule_reason(question: Question, state: HandState) -> str:
    """Why these choices and no others: the engine's facts about the dealer's last call."""
    legal = state.legal_actions()
    dealer = seat_label(state.dealer, state.rules.num_players)
    parts: list[str] = []
    if PASS in legal:
        after = state.apply(PASS)
        assert after.is_over and after.result.thrown_in
        parts.append(_("Under these rules the dealer may pass as well: if {dealer} passes, the hand is thrown in "
                       "and the next player deals", dealer=dealer))
    else:
        parts.append(why_illegal(state, PASS))
    turned = state.upcard_suit
    named = [s for s in Suit if Call(s) in legal]
    parts.append(why_illegal(state, Call(turned)))
    parts.append(_("{dealer} may name {suits}", dealer=dealer, suits=or_list([suit_name(s) for s in named])))
    calls = [_action(t) for t in question.choices]
    lone = [a for a in calls if isinstance(a, Call) and a.alone]
    if lone:
        allowed = [a for a in lone if a in legal]
        if allowed:
            parts.append(_("going alone is allowed too, in any suit that may be named"))
        else:
            parts.append(why_illegal(state, lone[0]))
    return join(*parts)


def solution(question: Question) -> Solution:
    state = state_of(question)
    expected = _legal(question, state)
    text = and_list([quoted(dealer_call_label(t)) for t in expected])
    return Solution(expected, text, rule_reason(question, state))


def _read(question: Question, answer: object) -> set[str]:
    nothing = _("Pick first: select everything the dealer may do.")
    if answer is None:
        raise AnswerError(nothing)
    items: list[object]
    if isinstance(answer, str):
        items = [answer] if answer.strip() else []
    elif isinstance(answer, list | tuple | set | frozenset):
        items = list(answer)
    else:
        items = [answer]
    if not items:
        raise AnswerError(nothing)
    picked: set[str] = set()
    for item in items:
        token = read_choice(question, item, nothing)
        if token is None:
            raise AnswerError(_("{answer} is not one of the choices. Pick from: {choices}.", answer=repr(item),
                                choices=shown_choices(question, ", ")))
        picked.add(token)
    return picked


def grade(question: Question, answer: object) -> Feedback:
    picked = _read(question, answer)
    state = state_of(question)
    right = solution(question)
    wrong = [t for t in question.choices if t in picked and t not in right.expected]
    missed = [t for t in right.expected if t not in picked]
    if not wrong and not missed:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    parts: list[str] = []
    for reason in dict.fromkeys(why_illegal(state, _action(t)) for t in wrong):
        parts.append(reason)
    if missed:
        shown = and_list([quoted(dealer_call_label(t)) for t in missed])
        parts.append(ngettext("you missed {choices}: that is allowed too", "you missed {choices}: those are "
                              "allowed too", len(missed), choices=shown))
    return Feedback(False, right.expected, right.expected_text, right.explanation,
                    " ".join(sentence(p) for p in parts))


def board(question: Question) -> str:
    """The upcard, turned down, and the dealer's hand."""
    dealer = seat_label(question.dealer or 0, question.num_players)
    caption = _("Dealer: {dealer} · the upcard, turned down", dealer=dealer)
    yours = _("Your hand ({seat})", seat=dealer)
    return (
        f'<div class="et-quiz-order-up"><div><small>{esc(caption)}</small>'
        f'<div class="et-row">{card_html(question.cards[0], None, dim=True)}</div></div>'
        f"<div><small>{esc(yours)}</small>{cards_html(question.hand, None)}</div></div>"
    )
