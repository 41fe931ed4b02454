"""What the strategy trainer shows a learner: ranks that tie are said to tie, the advisor's method says why the
deals stopped and what a deal is, a pass with too few trumps is worded for the hand held, a mark always
agrees with the "Better" column, and the rule of thumb's call in "Order up or pass?" says first why it counts
as right, then the numbers."""

from __future__ import annotations

import re

from euchre import Rules, new_hand
from euchre.bots import HeuristicBot
from euchre.bots.advisor import Advice, OptionValue, _method_words
from euchre.bots.grading import judge
from euchre.bots.review import Graded, grade_decision, mark_for
from euchre.engine.actions import Bid, OrderUp, Pass
from euchre.tutor import grade, question_from_code
from euchre.tutor import order_up as quiz
from euchre.widgets.trainer import review_html

STANDARD = Rules.preset("standard")


from tests.test_trainer import _advice  # noqa: E402  (advice with set means, shared with the review tests)


# ---- 1: moves that tie share a rank ------------------------------------------------------------------------
def test_moves_exactly_as_good_share_a_rank() -> None:
    advice = _advice(1.0, 0.5, 0.5, 0.5, 0.5)
    last = advice.options[-1].action
    verdict = judge(advice, last)
    assert verdict.rank == 2 and verdict.rank_text == "your choice ranks joint 2nd of 5"
    top = judge(_advice(1.0, 1.0, 0.0), Bid(2))
    assert top.rank == 1 and top.best and "joint 1st of 3" in top.line
    assert judge(_advice(1.0, 0.0, -1.0), Bid(3)).rank_text == "your choice ranks 3rd of 3"


def test_a_move_within_noise_of_the_best_is_not_ranked_below_it() -> None:
    noisy = _advice(1.0, 0.8, -2.0, spread=3.0)  # the deals cannot tell the first two apart
    assert judge(noisy, Bid(2)).rank_text == "your choice ranks joint 1st of 3"
    assert judge(noisy, Bid(3)).rank_text == "your choice ranks 3rd of 3"


def test_the_review_says_a_tie_is_a_tie() -> None:
    state = new_hand(STANDARD, 3, hands=["9S TS 9C TC QC", "JH JD AH KH QH", "KS AS AC KC 9D", "QS JS JC TD QD"],
                     upcard="9H")
    def option(action: OrderUp | Pass, label: str, mean: float) -> OptionValue:
        return OptionValue(action, label, mean, 0.0, tuple(mean for _ in range(40)))

    advice = Advice(0, (option(OrderUp(), "Order it up", 1.0), option(OrderUp(alone=True), "Order it up alone", 0.95),
                        option(Pass(), "Pass", 0.95)), 40, 0.0, "hidden", "")  # 0.05 apart: too small to feel
    graded = Graded(1, state, Pass(), advice, None)
    assert graded.better is None
    assert "3rd" not in graded.comment and "ranks joint 1st of 3" in graded.comment


# ---- 2 and 5: the method says why the deals stopped, and that a deal is a guess ------------------------------
def test_stopping_early_says_the_rivals_are_equal_when_they_are() -> None:
    tied = _advice(1.0, 1.0, -1.0)  # equal on every deal
    text = _method_words(None, 40, True, True, tied)
    assert "clear beyond noise" not in text and text.endswith("the closest choices are equal on every deal")
    near = _advice(1.0, 0.9, -1.0, spread=2.0)  # apart on average, within the noise of the deals
    text = _method_words(None, 40, True, True, near)
    assert "clear beyond noise" not in text and "as good as each other" in text
    clear = _advice(1.0, -1.0)
    assert "clear beyond noise" in _method_words(None, 40, True, True, clear)
    assert "no more deals" not in _method_words(None, 40, False, True, tied)


def test_the_method_says_each_deal_is_a_guess_and_nothing_hidden_is_seen() -> None:
    text = _method_words(None, 40, False, True, _advice(1.0, -1.0))
    assert "as if every card were seen" not in text
    assert "guess" in text and "no hidden card is seen" in text
    dealt = _method_words(lambda: "150 deals weighted by the bidding", 150, False, True, _advice(1.0, -1.0))
    assert dealt.startswith("150 deals weighted by the bidding, each a guess at the hidden cards")


# ---- 3: a weak pass is worded for the hand held ---------------------------------------------------------------
def test_too_few_trumps_and_no_ace_does_not_mention_aces() -> None:
    state = new_hand(STANDARD, 3, hands=["9S TS 9C TC QD", "JH JD AH KH QH", "KS AS AC KC 9D", "QS JS JC TD 9H"],
                     upcard="KD")
    reason = HeuristicBot("strong").decide(state).reason
    assert "fewer than two trumps" in reason and "ace" not in reason.split("fewer than two trumps", 1)[1]


def test_too_few_trumps_with_one_ace_says_an_ace_alone() -> None:
    state = new_hand(STANDARD, 3, hands=["AS TS 9C TC QD", "JH JD AH KH QH", "KS 9S AC KC 9D", "QS JS JC TD 9H"],
                     upcard="KD")
    reason = HeuristicBot("strong").decide(state).reason
    assert "an ace alone does not make trump" in reason


# ---- 4: a mark agrees with the "Better" column --------------------------------------------------------------------
def test_no_close_call_when_nothing_better_is_named() -> None:
    state = new_hand(STANDARD, 3, hands=["9S TS 9C TC QC", "JH JD AH KH QH", "KS AS AC KC 9D", "QS JS JC TD QD"],
                     upcard="9H")
    clear = Advice(0, (OptionValue(OrderUp(), "Order it up", 1.0, 0.0, tuple(1.0 for _ in range(40))),
                       OptionValue(Pass(), "Pass", -0.5, 0.0, tuple(-0.5 for _ in range(40)))),
                   40, 0.0, "hidden", "")
    assert mark_for(clear, Pass(), sound=True) is None  # the tips' sound call: no mark, nothing better named
    sound = Graded(1, state, Pass(), clear, mark_for(clear, Pass(), sound=True), sound=True)
    assert sound.better is None and "<b>[!?]</b>" not in review_html([sound])
    close = _advice(1.0, 0.9)  # 0.1 apart: too small to feel, within the noise test
    assert mark_for(close, Bid(2)) is None
    named = _advice(1.0, 0.85)  # beyond it: a close call, and the better choice is named
    graded = grade_decision(1, state, Bid(2), named)
    assert graded.mark is not None and graded.mark.symbol == "!?" and graded.better is not None


def test_every_marked_worse_choice_names_a_better_one() -> None:
    state = new_hand(STANDARD, 3, hands=["9S TS 9C TC QC", "JH JD AH KH QH", "KS AS AC KC 9D", "QS JS JC TD QD"],
                     upcard="9H")
    for spread in (0.0, 0.3, 1.0, 3.0):
        advice = _advice(1.0, 0.9, 0.6, 0.2, -0.5, spread=spread)
        for option in advice.options[1:]:
            for sound in (False, True):
                mark = mark_for(advice, option.action, sound=sound)
                graded = Graded(1, state, option.action, advice, mark, sound=sound)
                assert (mark is not None) == (graded.better is not None), (spread, option.label, sound)


# ---- 6: the rule of thumb's call in "Order up or pass?" ------------------------------------------------------------
def _sound_by_the_tips() -> str:
    """A first-seat question whose rule of thumb orders up with three trumps (the left bower among them) while
    the numbers favour passing (found with the module's own generator: `make_question("order_up", 1, seed=202)`)."""
    return "C1-006A"


def test_the_tips_call_says_first_why_it_counts_as_right() -> None:
    question = question_from_code(_sound_by_the_tips())
    assert quiz.state_of(question).to_act == (question.dealer + 1) % 4  # first seat
    thumb = quiz._thumb(question).action
    assert thumb == OrderUp()
    assert f"action:{thumb.text}" in quiz.good_choices(question)
    assert f"action:{thumb.text}" not in quiz.close_choices(question)
    feedback = grade(question, f"action:{thumb.text}")
    assert feedback.correct
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z])", feedback.explanation)
    first = sentences[0]
    # the call and the tip's reason for this hand, in one line, then the numbers
    assert "rule of thumb's call" in first and "enough to make trump" in first and "points" not in first
    assert feedback.line == f"Sound! {first}"
    assert "averages" in sentences[1]
    assert feedback.explanation.count("favour") == 1  # said once, not again in other words
    assert "numbers favour another choice" not in feedback.explanation


# ---- a newcomer's review: ties, units and words a learner knows -------------------------------------------
def test_the_review_calls_an_exact_tie_a_tie_not_a_near_thing_within_noise() -> None:
    """Every deal lost either way (-2.00 and -2.00) read "Play 9♥ is as good within the noise of the deals", which
    suggests a small gap hidden by luck; the same average on these deals is said plainly."""
    state = new_hand(STANDARD, 3, hands=["9S TS 9C TC QC", "JH JD AH KH QH", "KS AS AC KC 9D", "QS JS JC TD QD"],
                     upcard="9H")
    advice = _advice(-2.0, -2.0, -3.0)
    comment = Graded(1, state, Bid(1), advice, None).comment
    assert "among the best" in comment and "just as good on these deals" in comment
    assert "noise" not in comment
    near = Graded(1, state, Bid(1), _advice(1.0, 0.8, -2.0, spread=3.0), None).comment
    assert "within the noise" in near  # a real near thing keeps its words


def test_a_wrong_call_says_its_gap_in_points() -> None:
    """"it averages -0.62 points, 2.00 less than assisting": the second number had no unit."""
    question = question_from_code("C1-QS1B")
    wrong = next(choice for choice in question.choices if not grade(question, choice).correct)
    mistake = grade(question, wrong).mistake
    assert re.search(r"\d\.\d\d points less than", mistake), mistake


def test_the_order_up_note_on_ties_needs_no_statistics() -> None:
    """The note on choices too close to call spoke of "1.5 standard errors", a term the course never teaches."""
    note = quiz._noise_note(_advice(1.0, 1.0), 2)
    assert note and "standard error" not in note and "0.1 points" in note


def test_the_hint_says_what_to_do_and_why_before_how_the_numbers_were_found() -> None:
    """The hint read "Pass: 42% to win the game from 0–0 (...) over 80 deals weighted by the bidding (of 218
    drawn), each a guess at the hidden cards ... (no more deals needed: ...), 2.9% more than order it up (39%).
    Rule of thumb: ...": the comparison and the reason came after three lines of method. Now the choice, its
    numbers against the next best, and the rule of thumb come first, and the method is the last sentence."""
    from euchre.bots.trainer import TrainingHand

    hand = TrainingHand(seed=9, bots="strong", hint_samples=8, review_samples=8, time_limit=None)
    advice = hand.hint()
    reason, method = advice.reason, advice.method_text
    assert len(advice.options) >= 2 and "Rule of thumb: " in reason
    last = reason.index("These numbers come from ")
    assert reason.endswith(f"These numbers come from {method}.")
    assert method not in reason[:last]
    assert reason.index("Rule of thumb: ") < last
    assert any(words in reason[:last] for words in (" more than ", " as good as ")), reason


def test_a_tip_s_measurement_is_green_only_when_the_hands_bear_the_tip_out() -> None:
    """Strategy 1's measurement on 40 hands read "leading your highest trump made 0.02 fewer tricks ... these
    hands cannot tell the two apart" in the green box of a confirmed answer; its note spoke of "two standard
    errors"."""
    from euchre.bots.claims import CLAIMS, ClaimResult
    from euchre.widgets.strategy import claim_html

    claim = CLAIMS["lead_trump"]
    unclear = claim_html(ClaimResult(claim, 40, 3.35, 3.38, 0.13, 241, 0.2))
    worse = claim_html(ClaimResult(claim, 4000, 3.0, 3.5, 0.01, 9000, 2.0))
    better = claim_html(ClaimResult(claim, 4000, 3.5, 3.0, 0.01, 9000, 2.0))
    green = 'class="et-msg et-msg-ok"'
    assert green not in unclear and green not in worse and green in better
    assert "cannot tell the two apart" in unclear and "standard error" not in unclear


def test_a_choice_tied_for_first_is_one_of_the_best_not_the_best() -> None:
    """"“Order it up” is the best choice here (your choice ranks joint 1st of 3)" called a choice the best
    and, in the same breath, tied with another."""
    line = judge(_advice(1.0, 1.0, 0.0), Bid(1)).line
    assert "joint 1st of 3" in line and "one of the best choices" in line and "is the best choice" not in line
    assert "is the best choice here" in judge(_advice(1.0, 0.0, -1.0), Bid(1)).line


def test_the_method_never_puts_two_brackets_in_a_row() -> None:
    """"... solved exactly as guessed (no hidden card is seen) (no more deals needed: the choice is clear beyond
    noise)": two brackets side by side, in the hint, the review and Order up or pass?."""
    for advice in (_advice(1.0, -1.0), _advice(1.0, 1.0, -1.0)):
        for exact in (True, False):
            text = _method_words(lambda: "40 deals weighted by the bidding (of 52 drawn)", 40, True, exact, advice)
            assert ") (" not in text, text
            assert "no more deals" in text


def test_two_chances_that_round_alike_are_shown_to_a_tenth() -> None:
    """"Lead A♣: 54% to win the game ..., 0.8% more than lead 10♦ (54%)": more than the same number."""
    from euchre.bots.advisor import _main_sentence

    state = new_hand(STANDARD, 3, seed=5)
    def option(action: OrderUp | Pass, label: str, chance: float) -> OptionValue:
        return OptionValue(action, label, chance, 0.0, tuple(chance for _ in range(40)), 0.1)

    close = Advice(state.to_act, (option(OrderUp(), "Order it up", 0.544), option(Pass(), "Pass", 0.536)), 40, 0.0,
                   "hidden", "", unit="win chance", score=(0, 0))
    sentence = _main_sentence(close, state)
    assert "54.4% to win" in sentence and "(53.6%)" in sentence, sentence
    apart = Advice(state.to_act, (option(OrderUp(), "Order it up", 0.60), option(Pass(), "Pass", 0.50)), 40, 0.0,
                   "hidden", "", unit="win chance", score=(0, 0))
    assert "60% to win" in _main_sentence(apart, state)


def test_the_hint_table_says_what_a_standard_error_is() -> None:
    """The hint's table showed "Std. error: ±1.2%" to a learner who had never met the term."""
    from euchre.bots.trainer import TrainingHand
    from euchre.widgets.trainer import hint_html

    hand = TrainingHand(seed=9, bots="strong", hint_samples=8, review_samples=8, time_limit=None)
    shown = hint_html(hand.hint(), state=hand.state)
    assert "Std. error" in shown and "Std. error: how far the luck of the deals could move" in shown


def test_a_pass_holding_two_high_trumps_says_so_rather_than_seem_to_break_the_tip() -> None:
    """The tip is "call trump with two or more high trumps"; the strong bot passing such a hand from a weak seat
    said only "not enough to make trump from this seat", which a newcomer read as a contradiction."""
    from euchre.bots.evaluate import high_trumps

    seen = 0
    for seed in range(300):
        state = new_hand(STANDARD, seed % 4, seed=seed)
        seat = state.to_act
        suit = state.upcard.suit
        if len(high_trumps(state.hand(seat), suit, STANDARD)) < 2:
            continue
        decision = HeuristicBot("strong", seed=seed).decide(state)
        if decision.action == Pass() and "not enough to make trump from this seat" in decision.reason:
            seen += 1
            assert "from this seat, even with two high trumps" in decision.reason, decision.reason
    assert seen >= 1  # the case arises on these deals
