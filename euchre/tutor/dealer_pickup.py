""""Trump is made in round one: what happens to the upcard?": a deal, the passes, and the call that
accepts the upcard's suit; pick what the dealer does with the upcard now.

The position is replayed on the standard state machine, and the answer is what it does next: the
dealer takes the upcard and discards (its legal discards say which cards may go: any of them, the
upcard too), then sits out if the dealer's partner is playing alone; or, when the ruleset says so
(`Rules.dealer_pickup_behind_loner`), the dealer sits out without taking it. Level 1 is a call by
anyone, not alone; level 2 is the dealer's partner going alone; level 3 mixes lone calls from every
seat (at a table of four where going alone is allowed; otherwise every level is level 1).
"""

from __future__ import annotations

import random

from euchre.engine.actions import PASS, Discard, OrderUp, parse_action
from euchre.engine.cards import Card
from euchre.engine.phases import Phase
from euchre.engine.rules import Rules
from euchre.engine.state import HandState
from euchre.engine.tricks import partner_of
from euchre.explain.render import card_html, cards_html, esc
from euchre.explain.rule_summary import loner_pickup_words
from euchre.i18n import _, ngettext, pgettext
from euchre.i18n.seats import seat_label
from euchre.tutor.answer_ids import UPCARD_AFTER, UPCARD_ANY, UPCARD_HELD, UPCARD_NONE, label
from euchre.tutor.answers import one_of_the_choices
from euchre.tutor.drawing import dealer_deal, deck_cards
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import and_list, join

KIND = "dealer_pickup"


def _loners(rules: Rules) -> bool:
    return rules.num_players == 4 and rules.allow_alone


# ---- the position ----------------------------------------------------------------------------
def replay(rules: Rules, dealer: int, hand: tuple[Card, ...], upcard: Card,
           calls: tuple[tuple[int, str], ...]) -> HandState:
    """The hand with `upcard` turned up and the dealer holding `hand`, after `calls` (passes, then
    the call that accepts the upcard's suit), as the engine has it; ValueError if the engine refuses
    one of the calls."""
    state = dealer_deal(rules, dealer, hand, upcard)
    for seat, text in calls:
        action = parse_action(text)
        if state.phase is not Phase.ROUND_ONE or state.to_act != seat or action not in state.legal_actions():
            raise ValueError(f"the engine does not accept {text!r} from seat {seat} here")
        state = state.apply(action)
    return state


def state_of(question: Question) -> HandState:
    assert question.dealer is not None and question.cards
    return replay(question.rules, question.dealer, question.hand, question.cards[0], question.calls)


def _caller(rng: random.Random, rules: Rules, difficulty: int, dealer: int) -> tuple[int, bool]:
    n = rules.num_players
    if not _loners(rules) or difficulty == 1:
        return rng.randrange(n), False
    if difficulty == 2:
        partner = partner_of(dealer, rules.num_players)
        assert partner is not None
        return partner, True
    return rng.randrange(n), rng.random() < 0.7


# ---- generating ------------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    pool = deck_cards(rules)
    n = rules.num_players
    for _attempt in range(200):
        cards = rng.sample(pool, rules.hand_size + 1)
        upcard, hand = cards[0], cards[1:]
        if upcard.is_joker:
            continue
        dealer = rng.randrange(n)
        caller, alone = _caller(rng, rules, difficulty, dealer)
        held = tuple(sorted(hand, key=lambda c: (int(c.suit) if c.suit is not None else -1, -int(c.rank))))
        seats = [(dealer + k) % n for k in range(1, n + 1)]
        calls = (*((s, PASS.text) for s in seats[:seats.index(caller)]), (caller, OrderUp(alone).text))
        try:
            replay(rules, dealer, held, upcard, calls)
        except ValueError:
            continue  # a farmer's hand, or a call the ruleset refuses (the Canadian loner)
        break
    else:  # pragma: no cover - every ruleset of the standard family lets someone order up
        raise ValueError("no deal found where the upcard can be ordered up")
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(rules, dealer, upcard, calls),
        choices=(UPCARD_ANY, UPCARD_HELD, UPCARD_AFTER, UPCARD_NONE) if _loners(rules) else (UPCARD_ANY, UPCARD_HELD),
        style="single",
        seat=caller,
        hand=held,
        cards=(upcard,),
        dealer=dealer,
        maker=caller,
        alone=alone,
        calls=calls,
    )


def _prompt(rules: Rules, dealer: int, upcard: Card, calls: tuple[tuple[int, str], ...]) -> str:
    n = rules.num_players
    who = seat_label(dealer, n)
    parts = [_("{dealer} deals and turns up {card}.", dealer=who, card=str(upcard))]
    passed = [seat_label(s, n) for s, text in calls if text == PASS.text]
    if passed:
        parts.append(ngettext("{players} passed.", "{players} passed.", len(passed), players=and_list(passed)))
    caller, text = calls[-1]
    alone = parse_action(text) == OrderUp(alone=True)
    player = seat_label(caller, n)
    if caller == dealer:
        parts.append(_("{dealer}, the dealer, picks it up and goes alone.", dealer=who) if alone
                     else _("{dealer}, the dealer, picks it up.", dealer=who))
    elif caller == partner_of(dealer, n):
        parts.append(_("{player}, the dealer's partner, orders it up and goes alone.", player=player) if alone
                     else _("{player}, the dealer's partner, assists.", player=player))
    else:
        parts.append(_("{player} orders it up and goes alone.", player=player) if alone
                     else _("{player} orders it up.", player=player))
    parts.append(_("What happens to the upcard now?"))
    return " ".join(parts)


# ---- grading -------------------------------------------------------------------------------
def _answer(state: HandState) -> str:
    """What the engine does next, as the choice that says it."""
    if state.phase is Phase.DISCARD and state.to_act == state.dealer:
        if Discard(state.upcard) not in state.legal_actions():
            return UPCARD_HELD
        return UPCARD_AFTER if state.dealer in state.sitting_out else UPCARD_ANY
    assert state.dealer in state.sitting_out
    return UPCARD_NONE


def _why(state: HandState) -> list[str]:
    """The engine's facts, the deciding one first."""
    n = state.num_players
    dealer, card = seat_label(state.dealer, n), str(state.upcard)
    maker = state.maker
    assert maker is not None
    player = seat_label(maker, n)
    answer = _answer(state)
    parts: list[str] = []
    if answer in (UPCARD_AFTER, UPCARD_NONE):
        parts.append(loner_pickup_words(state.rules))
    if answer != UPCARD_NONE:
        discards = [a for a in state.legal_actions() if isinstance(a, Discard)]
        if answer == UPCARD_HELD:
            parts.append(_("{dealer} adds {card} to their hand and discards one of the other cards face down; {card} "
                           "itself may not go", dealer=dealer, card=card))
        else:
            parts.append(ngettext(
                "{dealer} adds {card} to their hand and discards one card face down: any of the {n} cards may go, "
                "even {card} itself",
                "{dealer} adds {card} to their hand and discards one card face down: any of the {n} cards may go, "
                "even {card} itself", len(discards), dealer=dealer, card=card))
    if answer == UPCARD_AFTER:
        parts.append(_("then {dealer} sits out while {player} plays alone", dealer=dealer, player=player))
    elif answer == UPCARD_NONE:
        parts.append(_("{dealer} sits out while {player} plays alone; {card} stays with the kitty", dealer=dealer,
                       player=player, card=card))
    elif state.alone:
        out = seat_label(state.sitting_out[0], n)
        parts.append(_("{player} plays alone, so only {partner}, the lone player's partner, sits out; the dealer "
                       "plays the hand", player=player, partner=out))
    return parts


def solution(question: Question) -> Solution:
    state = state_of(question)
    answer = _answer(state)
    return Solution((answer,), label(answer, question.rules), join(*_why(state)), answer_sentence(answer))


def answer_sentence(answer: str) -> str:
    """The right answer as a whole sentence (the choices' labels are sentences of their own)."""
    words = {
        UPCARD_ANY: pgettext("feedback", "The answer is that the dealer takes the upcard and may discard any card, "
                                         "even the upcard itself."),
        UPCARD_HELD: pgettext("feedback", "The answer is that the dealer takes the upcard but must discard one of "
                                          "the cards dealt, not the upcard."),
        UPCARD_AFTER: pgettext("feedback", "The answer is that the dealer takes the upcard, discards any card, "
                                           "then sits out."),
        UPCARD_NONE: pgettext("feedback", "The answer is that the dealer sits out without taking the upcard."),
    }
    return words[answer]


def _mistake(state: HandState, picked: str, answer: str) -> str:
    card = str(state.upcard)
    if answer in (UPCARD_AFTER, UPCARD_NONE):
        return loner_pickup_words(state.rules)
    if picked in (UPCARD_AFTER, UPCARD_NONE):
        if state.alone:
            return _("{dealer} does not sit out: only the lone player's partner does",
                     dealer=seat_label(state.dealer, state.num_players))
        return _("no one is going alone, so no one sits out")
    if answer == UPCARD_ANY:
        return _("the dealer may discard any card, even {card} just picked up", card=card)
    return _("{card} itself may not be discarded under these rules", card=card)


def grade(question: Question, answer: object) -> Feedback:
    picked = one_of_the_choices(question, answer, _("Pick what happens to the upcard first."))
    right = solution(question)
    if picked in right.expected:
        return Feedback(True, right.expected, right.expected_text, right.explanation,
                        answer_sentence=right.answer_sentence)
    state = state_of(question)
    return Feedback(False, right.expected, right.expected_text, right.explanation,
                    join(_mistake(state, picked, right.expected[0])), answer_sentence=right.answer_sentence)


def board(question: Question) -> str:
    """The upcard and the dealer's hand."""
    dealer = seat_label(question.dealer or 0, question.num_players)
    caption = pgettext("board", "Dealer: {dealer} · the upcard", dealer=dealer)
    hand = pgettext("board", "The dealer's hand ({dealer})", dealer=dealer)
    return (
        f'<div class="et-quiz-order-up"><div><small>{esc(caption)}</small>'
        f'<div class="et-row">{card_html(question.cards[0], question.trump)}</div></div>'
        f"<div><small>{esc(hand)}</small>{cards_html(question.hand, question.trump)}</div></div>"
    )
