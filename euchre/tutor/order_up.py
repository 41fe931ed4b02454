""""Order up or pass?": a real deal, the calls so far, your hand; make trump (alone or not) or pass.

The answer is not a rule: the advisor (`euchre.bots.Advisor`) deals the hidden cards many times and
plays every choice out (the rest of the bidding by the intermediate bot, the play solved exactly),
and the feedback shows the average points of each choice: "Ordering it up averages +0.62 points,
passing -0.10". Choices the deals cannot tell apart (within `NOISE_Z` standard errors of the best,
compared deal by deal) all count as right.

Everything is seeded from the question code, so a code always gives the same deal, the same numbers
and the same grade. Levels: 1 is round one away from the dealer, 2 adds the dealer and round two, 3 is
hands strong enough to think about going alone.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from euchre.engine.actions import Action, Call, NameTrump, Pass, Redeal
from euchre.engine.cards import Card, Suit
from euchre.engine.rules import JokerUpcard, Rules
from euchre.engine.state import HandState, Phase, new_standard_hand
from euchre.explain.action_words import action_label, choice_meanings
from euchre.explain.render import card_html, cards_html, esc
from euchre.i18n import ENGLISH, _, current_language, ngettext, pgettext, use_language
from euchre.i18n.numbers import decimal, signed
from euchre.i18n.seats import seat_label
from euchre.i18n.text import capitalize_first
from euchre.i18n.words import suit_words
from euchre.tutor.answer_ids import ACTION, action_id, choice_label
from euchre.tutor.answers import AnswerError, normalise_label, read_choice, shown_choices
from euchre.tutor.codes import parse_code
from euchre.tutor.question import Feedback, Question, Solution
from euchre.tutor.wording import and_list, either, join, quoted

if TYPE_CHECKING:
    from euchre.bots import Advice
    from euchre.bots.grading import Verdict

KIND = "order_up"
SAMPLES = 150
"""Deals of the hidden cards per question."""
NOISE_Z = 1.5
_TRIES = 400


# ---- the position -------------------------------------------------------------------------------
def position(rng: random.Random, rules: Rules, difficulty: int) -> HandState:
    """A calling decision drawn from `rng`: a deal, the passes before it, and the player to decide."""
    # the bots (and the solver) load only when this kind is asked, not with every quiz kind
    from euchre.bots.evaluate import best_suit, high_trumps, sure_tricks, trumps

    n = rules.num_players
    state: HandState | None = None
    for _attempt in range(_TRIES):
        dealer = rng.randrange(n)
        state = new_standard_hand(rules, dealer, seed=rng.getrandbits(32))
        if state.phase is Phase.JOKER_SUIT:
            if state.rules.joker_upcard is JokerUpcard.REDEAL:
                continue  # this deal is thrown in: there is no upcard to order up
            hand = [*state.hand(dealer), state.upcard]
            state = state.apply(NameTrump(best_suit(hand, rules, list(Suit))))
        round_two = difficulty > 1 and rng.random() < 0.4
        passes = rng.randrange(n) + (n if round_two else 0)
        if difficulty == 1:
            passes = rng.randrange(n - 1)
        for _pass in range(passes):
            state = state.apply(next(a for a in state.legal_actions() if isinstance(a, Pass)))
        seat = state.to_act
        assert seat is not None
        hand = list(state.hand(seat))
        suits: list[Suit]
        if state.phase is Phase.ROUND_ONE:
            assert state.upcard_suit is not None
            suits = [state.upcard_suit]
            if seat == dealer:
                hand.append(state.upcard)
        else:
            suits = [a.suit for a in state.legal_actions() if isinstance(a, Call)]
        best = max(suits, key=lambda s: (len(high_trumps(hand, s, rules)), len(trumps(hand, s))))
        high, count = len(high_trumps(hand, best, rules)), len(trumps(hand, best))
        if difficulty == 3:
            if sure_tricks(hand, best, rules) >= 3 or (high >= 3 and count >= 4):
                return state
        elif high >= 1 and count >= 2:
            return state
    assert state is not None
    return state


def state_of(question: Question) -> HandState:
    """The position a question was made from (rebuilt from its code)."""
    return _state_of(question.code, question.rules, question.difficulty)


@lru_cache(maxsize=256)
def _state_of(code: str, rules: Rules, difficulty: int) -> HandState:
    return position(random.Random(parse_code(code).seed), rules, difficulty)


def _actions(state: HandState) -> list[Action]:
    return [a for a in state.legal_actions() if not isinstance(a, Redeal)]


# ---- generating ---------------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    state = position(rng, rules, difficulty)
    seat = state.to_act
    assert seat is not None
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(state),
        choices=tuple(action_id(a.text) for a in _actions(state)),
        style="single",
        trump=state.upcard_suit if state.phase is Phase.ROUND_ONE else None,
        seat=seat,
        hand=tuple(state.hand(seat)),
        cards=(state.upcard,),
        dealer=state.dealer,
    )


def _prompt(state: HandState) -> str:
    n = state.num_players
    seat = state.to_act
    assert seat is not None
    dealer = seat_label(state.dealer, n)
    you = seat_label(seat, n)
    passed = [seat_label(s, n) for s, _seat in state.calls]
    parts = [_("{dealer} deals and turns up the {card}.", dealer=dealer, card=str(state.upcard))]
    if state.phase is Phase.ROUND_TWO:
        parts.append(_("Everyone passed in round one, so the {card} is turned down.", card=str(state.upcard)))
        passed = passed[n:]
    if passed:
        parts.append(ngettext("{players} passed.", "{players} passed.", len(passed), players=and_list(passed)))
    dealing = seat == state.dealer
    if state.phase is Phase.ROUND_ONE and state.upcard_suit is not None:
        suit = suit_words(state.upcard_suit)
        if dealing:
            parts.append(_("You are {player} (the dealer). Make {suit} trump, or pass?", player=you, suit=suit))
        else:
            parts.append(_("You are {player}. Make {suit} trump, or pass?", player=you, suit=suit))
    elif dealing:
        parts.append(_("You are {player} (the dealer). Name a suit, or pass?", player=you))
    else:
        parts.append(_("You are {player}. Name a suit, or pass?", player=you))
    parts.append(_("Choices too close to call all count as right."))
    return " ".join(parts)


# ---- the advisor's numbers ---------------------------------------------------------------------------
@lru_cache(maxsize=256)
def _advice(code: str, rules: Rules, difficulty: int, samples: int) -> tuple[HandState, Advice]:
    # (the bots load with this kind only)
    from euchre.bots import Advisor

    state = position(random.Random(parse_code(code).seed), rules, difficulty)
    seed = parse_code(code).seed
    return state, Advisor(samples=samples, seed=seed).advise(state)


def advice(question: Question, samples: int = SAMPLES) -> Advice:
    """The advisor's values for the question's choices (seeded by the code, cached), worded in the
    current language."""
    return _worded_advice(question.code, question.rules, question.difficulty, samples, current_language())


@lru_cache(maxsize=256)
def _worded_advice(code: str, rules: Rules, difficulty: int, samples: int, lang: str) -> Advice:
    return _advice(code, rules, difficulty, samples)[1].reworded()


def _by_id(question: Question, adv: Advice) -> dict[str, Any]:
    return {action_id(o.action.text): o for o in adv.options if action_id(o.action.text) in question.choices}


def close_choices(question: Question, samples: int = SAMPLES) -> tuple[str, ...]:
    """The choices within noise of the best, best first (`euchre.bots.grading.within_noise`)."""
    # (the bots load with this kind only)
    from euchre.bots.grading import within_noise

    adv = advice(question, samples)
    return tuple(action_id(o.action.text) for o in adv.options
                 if action_id(o.action.text) in question.choices and within_noise(adv, o.action, NOISE_Z))


def good_choices(question: Question, samples: int = SAMPLES) -> tuple[str, ...]:
    """The choices graded right: those within noise of the best, then the rule of thumb's call (the tips
    the strategy lessons teach) if the numbers of these deals put it lower: a sound principle is never
    marked wrong."""
    close = close_choices(question, samples)
    thumb = _thumb_id(question)
    return close if thumb in close or thumb not in question.choices else (*close, thumb)


def _thumb_id(question: Question) -> str:
    """The rule of thumb's call as a choice ("action:pass")."""
    return action_id(_thumb(question).action.text)


def _thumb(question: Question) -> Any:
    """The tip-following strong bot's call in the question's position, and the tip behind it."""
    return _thumb_of(question.code, question.rules, question.difficulty, current_language())


@lru_cache(maxsize=256)
def _thumb_of(code: str, rules: Rules, difficulty: int, lang: str) -> Any:
    """(`lang`: the reason is worded in it, so each language has its own.)"""
    # (the bots load with this kind only)
    from euchre.bots import HeuristicBot

    return HeuristicBot("strong", seed=parse_code(code).seed).decide(_state_of(code, rules, difficulty))


def _gerund(state: HandState, action: Action) -> str:
    """ "ordering it up", "passing", "naming hearts alone": a choice as the subject of a sentence."""
    with use_language(ENGLISH):
        label = action_label(state, action)
    alone = label.endswith(" alone")
    core = label[: -len(" alone")] if alone else label
    if core == "Pass":
        return pgettext("doing", "passing")
    if core == "Order it up":
        return pgettext("doing", "ordering it up alone") if alone else pgettext("doing", "ordering it up")
    if core == "Pick it up":
        return pgettext("doing", "picking it up alone") if alone else pgettext("doing", "picking it up")
    if core == "Assist":
        return pgettext("doing", "assisting alone") if alone else pgettext("doing", "assisting")
    if isinstance(action, Call) and core.startswith("Name "):
        if alone:
            return pgettext("doing", "naming {suit} alone", suit=suit_words(action.suit))
        return pgettext("doing", "naming {suit}", suit=suit_words(action.suit))
    return core.lower() + (" alone" if alone else "")


def numbers_sentence(question: Question, samples: int = SAMPLES) -> str:
    """ "Ordering it up averages +0.62 points, passing -0.10 and ordering it up alone -1.30"."""
    adv = advice(question, samples)
    state = state_of(question)
    shown = [o for o in adv.options if action_id(o.action.text) in question.choices]
    parts = [pgettext("numbers", "{choice} averages {points} points", choice=_gerund(state, o.action),
                      points=signed(o.mean)) if i == 0
             else pgettext("numbers", "{choice} {points}", choice=_gerund(state, o.action),
                           points=signed(o.mean))
             for i, o in enumerate(shown)]
    text = capitalize_first(and_list(parts), current_language())
    # the method has brackets of its own, so this sentence adds none around it
    return pgettext("numbers", "{numbers}: the points your side wins less the other side's, over {method}",
                    numbers=text, method=adv.method_text)


def solution(question: Question) -> Solution:
    good = good_choices(question)
    close = close_choices(question)
    adv = advice(question)
    best = quoted(choice_label(question, good[0]))
    tied = [quoted(choice_label(question, g)) for g in close[1:]]
    expected_text = best if not tied else _("{best} (or {others}: too close to call)", best=best, others=either(tied))
    if len(good) > len(close):
        expected_text = _("{answer}, or {thumb}: the rule of thumb's call", answer=expected_text,
                          thumb=quoted(choice_label(question, good[-1])))
    rule = _rule_of_thumb(question, close)
    return Solution(good, expected_text, join(rule, numbers_sentence(question), _noise_note(adv, len(close))))


def _noise_note(adv: Advice, good: int) -> str:
    if good < 2:
        return ""
    return _("Choices too close to the best for these deals to tell apart count as right: less than 0.1 points "
             "behind it, or behind by a gap the luck of the deals could explain")


def _rule_of_thumb(question: Question, good: tuple[str, ...], *, yours_favoured: bool = False) -> str:
    """The tip-following bot's call and why, and whether the numbers agree with it here; `yours_favoured` when
    the learner's own right answer is the choice the numbers favour over it."""
    label = action_label(state_of(question), _thumb(question).action)
    why = _why(question)
    if _thumb_id(question) in good:
        return _("Rule of thumb: {why}", why=why)
    if yours_favoured:
        return join(_("The rule of thumb says {choice}, for {why}", choice=quoted(label), why=why),
                    _("On this deal the numbers favour your choice over it; a call by the rule of thumb would "
                      "count as right too"))
    return join(_("The rule of thumb says {choice}, for {why}", choice=quoted(label), why=why),
                _("On this deal the numbers favour another choice, but a call by the rule of thumb is never marked "
                  "wrong"))


# ---- grading ---------------------------------------------------------------------------------------------
def _read(question: Question, answer: object) -> str:
    if isinstance(answer, bool):
        raise AnswerError(_("{answer} is not one of the choices. Pick one of: {choices}.", answer=repr(answer),
                            choices=shown_choices(question)))
    if isinstance(answer, Action):
        answer = action_id(answer.text)
    picked = read_choice(question, answer, _("Pick what you would do: one of the choices shown."))
    if picked is not None:
        return picked
    assert isinstance(answer, str)
    key = normalise_label(answer)
    for token in question.choices:
        if normalise_label(token[len(ACTION):]) == key:
            return token
    raise AnswerError(_("{answer} is not one of the choices. Pick one of: {choices}.", answer=repr(answer.strip()),
                        choices=shown_choices(question)))


def grade(question: Question, answer: object) -> Feedback:
    """Right for the best choice, for any choice within noise of it and for the rule of thumb's call.

    The feedback's first sentence is the reason a player can use (the hand in words, by the rule of thumb,
    or why going alone costs), never one that says the opposite of the grade; the numbers (averages, the
    gap, the rank) and how they were made follow it, in the details."""
    # (the bots load with this kind only)
    from euchre.bots.grading import judge

    picked = _read(question, answer)
    right = solution(question)
    close = close_choices(question)
    adv = advice(question)
    options = _by_id(question, adv)
    mine = options[picked]
    verdict = judge(adv, mine.action, [o.action for o in options.values()], NOISE_Z)
    thumb = _thumb_id(question)
    numbers = numbers_sentence(question)
    noise = _noise_note(adv, len(close))
    if picked in right.expected:
        headline = pgettext("feedback", "Correct!") if verdict.best else pgettext("feedback", "Sound!")
        rank = verdict.rank_text
        if picked == thumb:
            if picked in close:
                explanation = join(_call_here(question, thumb), numbers, rank, noise)
            else:  # the numbers of these deals favour another choice: say so after the reason
                explanation = join(_thumbs_call(question), numbers, _favour(question, adv, verdict))
        else:
            explanation = join(_scores_well(question, picked, close),
                               _rule_of_thumb(question, close, yours_favoured=True), numbers, rank, noise)
        return Feedback(True, right.expected, right.expected_text, explanation, verdict=headline)
    reason, named = _why_not(question, picked, close)
    explanation = join(*(() if thumb in named else (_rule_of_thumb(question, close),)), numbers, noise)
    best = adv.options[0]
    numbers_mistake = _("you chose {choice}: it averages {points} points, {less} points less than {best}, and {rank}",
                        choice=quoted(choice_label(question, picked)),
                        points=signed(mine.mean), less=decimal(best.mean - mine.mean),
                        best=_gerund(state_of(question), best.action), rank=verdict.rank_text)
    # the reason names every right answer: "The answer is ..." would only say it again
    said = reason if reason and set(right.expected) <= named else ""
    return Feedback(False, right.expected, right.expected_text, explanation, join(reason, numbers_mistake),
                    answer_sentence=join(said))


def _why(question: Question) -> str:
    """The rule of thumb's reason in words: "2 clubs, 1 high (A♣), about 1.8 tricks for your side's call: not
    enough to make trump from this seat (it takes 2.5)"."""
    return _thumb(question).reason.split(": ", 1)[-1]


def _call_here(question: Question, token: str) -> str:
    return _("{choice} is the call here — {why}", choice=quoted(choice_label(question, token)), why=_why(question))


def _thumbs_call(question: Question) -> str:
    thumb = _thumb_id(question)
    return _("{choice} is the rule of thumb's call — {why}", choice=quoted(choice_label(question, thumb)),
             why=_why(question))


def _scores_well(question: Question, picked: str, close: tuple[str, ...]) -> str:
    """Why a right choice that is not the rule of thumb's call is right: the numbers, in words."""
    thumb = _thumb_id(question)
    choice = quoted(choice_label(question, picked))
    if thumb in close:
        return _("{choice} scores about as well as the rule of thumb's call, {thumb}, on these deals: too close "
                 "to call", choice=choice, thumb=quoted(choice_label(question, thumb)))
    if picked == close[0]:
        return _("{choice} scores the most points on these deals", choice=choice)
    return _("{choice} scores about as well as the best choice, {best}, on these deals: too close to call",
             choice=choice, best=quoted(choice_label(question, close[0])))


def _why_not(question: Question, picked: str, close: tuple[str, ...]) -> tuple[str, set[str]]:
    """The one reason for a wrong choice, and the choices it names as right: going alone where the same call
    with a partner is right costs the partner's help; otherwise the rule of thumb's call and why (and what
    the deals favour, when that is another choice). Empty when the rule of thumb's call is not offered."""
    thumb = _thumb_id(question)
    good = good_choices(question)
    action = _by_id(question, advice(question))[picked].action
    if getattr(action, "alone", False):
        partnered = action_id(replace(action, alone=False).text)
        if partnered in good and partnered in (close[0], thumb):
            return _alone_costs(question, picked, partnered), {partnered}
    if thumb in close:
        return _call_here(question, thumb), {thumb}
    if thumb in question.choices:
        return (_("{thumb} is the rule of thumb's call — {why}; on these deals {best} scores more",
                  thumb=quoted(choice_label(question, thumb)), why=_why(question),
                  best=quoted(choice_label(question, close[0]))), {thumb, close[0]})
    return "", set()


def _alone_costs(question: Question, alone: str, partnered: str) -> str:
    """Why going alone costs here, from the deals: the partner's help is lost, and a march alone (its points
    by the rules) comes too seldom to make up for it."""
    values = _by_id(question, advice(question))[alone].values
    march = question.rules.loner_march_score
    marches = sum(1 for v in values if v >= march)
    choice = quoted(choice_label(question, partnered))
    if not marches:
        return ngettext("{choice} is the call here, with your partner: alone you lose your partner's help, and you "
                        "take all five tricks alone ({points} points) in none of the {deals} deal",
                        "{choice} is the call here, with your partner: alone you lose your partner's help, and you "
                        "take all five tricks alone ({points} points) in none of the {deals} deals", len(values),
                        choice=choice, deals=len(values), points=march)
    return ngettext("{choice} is the call here, with your partner: alone you lose your partner's help, and you "
                    "take all five tricks alone ({points} points) in only {marches} of {deals} deal, too few to make "
                    "up for it",
                    "{choice} is the call here, with your partner: alone you lose your partner's help, and you "
                    "take all five tricks alone ({points} points) in only {marches} of {deals} deals, too few to make "
                    "up for it", len(values),
                    choice=choice, marches=marches, deals=len(values), points=march)


def _favour(question: Question, adv: Advice, verdict: Verdict) -> str:
    """For the rule of thumb's call when the numbers of these deals favour another choice: what they favour,
    by how much, and why the call still counts as right."""
    return _("These deals favour {best} by {less} points ({rank}): the deals of one question can disagree with "
             "a sound principle, and a call by the tips is never marked wrong for it",
             best=_gerund(state_of(question), adv.options[0].action), less=decimal(verdict.loss),
             rank=verdict.rank_text)


def choice_notes(question: Question) -> list[str]:
    """What the choices "Assist" and "... alone" mean, once each, when the question offers them."""
    state = state_of(question)
    return choice_meanings(state, (a for a in _actions(state) if action_id(a.text) in question.choices))


# ---- the picture --------------------------------------------------------------------------------------
def board(question: Question) -> str:
    """The hand, the upcard (face up in round one, turned down in round two) and who deals."""
    upcard: Card = question.cards[0]
    round_one = question.trump is not None
    # no trump tags: nobody has made trump yet, the question is whether to make it
    up = card_html(upcard, None, dim=not round_one)
    seat = question.seat if question.seat is not None else 0
    dealer = seat_label(question.dealer or 0, question.num_players)
    caption = (pgettext("board", "Dealer: {dealer} · the upcard", dealer=dealer) if round_one
               else pgettext("board", "Dealer: {dealer} · the upcard, turned down", dealer=dealer))
    hand = pgettext("board", "Your hand ({player})", player=seat_label(seat, question.num_players))
    return (
        f'<div class="et-quiz-order-up"><div><small>{esc(caption)}</small>'
        f'<div class="et-row">{up}</div></div>'
        f"<div><small>{esc(hand)}</small>"
        f"{cards_html(question.hand, None)}</div></div>"
        + "".join(f'<div class="et-quiz-note"><small>{esc(note)}</small></div>' for note in choice_notes(question))
    )
