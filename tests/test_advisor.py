"""The advisor: hidden cards sampled consistently with what the seat knows, every legal action valued
in points over deals solved exactly, the obvious answer in clear-cut positions, and the "Order up or
pass?" quiz graded by its numbers."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre import Rules, new_hand
from euchre.bots import Advisor, HeuristicBot, SamplingError, sample_hands, sample_state, seat_view
from euchre.bots.advisor import Advice, OptionValue, net_points
from euchre.bots.knowledge import my_discards, picked_up
from euchre.bots.playout import finish_play_out
from euchre.engine.actions import OrderUp, Pass, Play
from euchre.engine.cards import build_deck
from euchre.engine.phases import Phase
from euchre.engine.ranking import effective_suit
from euchre.solver import Position, solve_points
from euchre.tutor import Feedback, grade, make_question, question_from_code, solve
from euchre.tutor import order_up as quiz
from euchre.tutor.wording import quoted

STANDARD = Rules.preset("standard")
BOT = HeuristicBot("intermediate")


def _midplay(rules: Rules, seed: int, steps: int) -> Any:
    """A random deal bid and played by the bot for `steps` actions into trick play."""
    rng = random.Random(seed)
    state = new_hand(rules, seed % rules.num_players, rng=rng)
    while state.phase is not Phase.PLAY:
        if state.is_over:
            state = new_hand(rules, seed % rules.num_players, rng=rng)
            continue
        state = state.apply(BOT.choose(state))
    for _ in range(steps):
        if state.is_over:
            break
        choices = state.legal_plays()
        state = state.apply(Play(rng.choice(choices)) if rng.random() < 0.5 else BOT.choose(state))
    return state


# ---- sampling ---------------------------------------------------------------------------------------
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(["standard", "hoyle", "british", "cutthroat", "two-handed", "bid-euchre-6",
                               "bid-euchre-moon"]),
       seed=st.integers(0, 10_000), steps=st.integers(0, 22))
def test_samples_agree_with_what_the_seat_knows(preset: str, seed: int, steps: int) -> None:
    rules = Rules.preset(preset)
    state = _midplay(rules, seed, steps)
    if state.is_over:
        return
    me = state.to_act
    view = seat_view(state, me)
    played = Counter(view.played)
    rng = random.Random(seed)
    for _ in range(5):
        hands = sample_hands(view, rng)
        assert hands[me] == tuple(state.hand(me))
        seen = Counter(c for h in hands for c in h) + played
        assert not seen - Counter(build_deck(rules)), "a card was dealt twice"
        for seat in range(rules.num_players):
            if seat in state.sitting_out:
                assert hands[seat] == ()
                continue
            assert len(hands[seat]) == len(state.hand(seat))
            if seat != me:
                for card in hands[seat]:
                    assert effective_suit(card, state.trump) not in view.voids[seat], (seat, card)
        if picked_up(state) and me != state.dealer and state.upcard not in view.played:
            assert state.upcard in hands[state.dealer]
        others = Counter(c for s, h in enumerate(hands) if s != me for c in h)
        for card in my_discards(state, me):  # only the seat that discarded knows the card is out of play
            assert others[card] + played[card] + state.hand(me).count(card) < build_deck(rules).count(card)


def test_voids_shown_are_never_refilled() -> None:
    state = new_hand(STANDARD, 3, hands=["AS KD QD 9C TC", "KS 9D TD QC AC", "9S JD AD KC JC", "TS QS JS AH KH"],
                     upcard="9H").apply("order up").apply("discard KH")
    state = state.apply("play AS").apply("play KS").apply("play 9S").apply("play TS")  # all follow
    state = state.apply("play 9C").apply("play AC").apply("play JC").apply("play AH")  # West trumps: void in clubs
    view = seat_view(state, state.to_act)
    assert "♣" in {str(s) for s in view.voids[3]}
    rng = random.Random(0)
    for _ in range(30):
        hands = sample_hands(view, rng)
        assert all(effective_suit(c, state.trump).name != "CLUBS" for c in hands[3])


def test_the_upcard_stays_with_the_dealer_and_my_discard_is_out_of_play() -> None:
    state = new_hand(STANDARD, 3, seed=5).apply("order up")
    discard = state.hand(3)[0]
    state = state.apply(f"discard {discard.code}")
    dealer_view = seat_view(state, 3)
    assert discard not in dealer_view.unseen and discard not in dealer_view.hand
    other = seat_view(state, state.to_act)
    assert other.held[3] == (state.upcard,) and state.upcard not in other.unseen
    assert other.out_of_play == 4  # three kitty cards and the dealer's discard


def test_an_impossible_view_is_refused() -> None:
    state = _midplay(STANDARD, 3, 5)
    view = seat_view(state)
    impossible = type(view)(**{**view.__dict__, "voids": tuple(frozenset(range(4)) for _ in view.voids)})
    with pytest.raises(SamplingError):
        sample_hands(impossible, random.Random(1))  # type: ignore[arg-type]


def test_bidding_samples_keep_my_hand_and_replay_the_calls() -> None:
    state = new_hand(STANDARD, 0, seed=12).apply("pass").apply("pass")
    me = state.to_act
    rng = random.Random(3)
    for _ in range(10):
        sample = sample_state(state, me, rng, BOT.choose)
        assert sample.hand(me) == state.hand(me) and sample.upcard == state.upcard
        assert sample.phase is state.phase and sample.to_act == me
        assert [a for _, a in sample.history] == [a for _, a in state.history]


# ---- clear-cut positions --------------------------------------------------------------------------------
def test_a_certain_march_is_ordered_up_alone() -> None:
    state = new_hand(STANDARD, 0, hands=["9S TS 9C TC QC", "JH JD AH KH QH", "KS AS AC KC 9D", "QS JS JC TD QD"],
                     upcard="9H")
    advice = Advisor(samples=60).advise(state)
    assert advice.best == OrderUp(alone=True)
    assert advice.option(OrderUp(alone=True)).mean == pytest.approx(4.0)  # a lone march, every deal
    assert advice.option(OrderUp()).mean == pytest.approx(2.0)
    assert "Order it up alone" in advice.reason and "points on average" in advice.reason


def test_the_deals_stop_once_the_choice_is_clear_beyond_noise() -> None:
    state = new_hand(STANDARD, 0, hands=["9S TS 9C TC QC", "JH JD AH KH QH", "KS AS AC KC 9D", "QS JS JC TD QD"],
                     upcard="9H")
    quick = Advisor(samples=60).advise(state)
    assert quick.samples < 60 and "no more deals were needed" in quick.method_text
    assert quick.best == OrderUp(alone=True)
    full = Advisor(samples=60, stop_early=False).advise(state)
    assert full.samples == 60 and "no more deals were needed" not in full.method_text
    assert full.best == quick.best


def test_settled_means_every_rival_is_clearly_worse_or_clearly_equal() -> None:
    from euchre.bots.advisor import settled

    rng = random.Random(3)
    noise = [rng.gauss(0, 1) for _ in range(32)]
    best = [1.0 + x for x in noise]
    assert settled([best, [x - 1.0 for x in best]], 0.1)  # 1 point worse on every deal
    assert settled([best, list(best)], 0.1)  # the same on every deal
    assert settled([best, [x - 0.05 for x in best]], 0.1)  # worse by less than a player could feel
    other = [rng.gauss(0.9, 1) for _ in range(32)]
    assert not settled([best, other], 0.1)  # 0.1 apart with independent noise: more deals could change it
    assert not settled([[1.0], [0.0]], 0.1)  # one deal proves nothing


def test_a_hopeless_call_is_passed() -> None:
    state = new_hand(STANDARD, 0, hands=["JH JD AH KH QH", "9S TS 9C TC QC", "KS AS AC KC 9D", "QS JS JC TD QD"],
                     upcard="9H")
    advice = Advisor(samples=60).advise(state)
    assert advice.best == Pass()
    assert advice.value(OrderUp()) < advice.value(Pass()) - 0.3
    assert advice.value(OrderUp(alone=True)) == pytest.approx(-2.0)


def test_the_last_tricks_are_valued_exactly() -> None:
    # East holds the top two trumps with two tricks left: leading one takes both, the off-suit card may not
    state = new_hand(STANDARD, 3, hands=["AS KD QD 9C TC", "JH JD 9S TD QC", "9D AD KC JC TS", "QS JS KS AH 9H"],
                     upcard="KH").apply("order up").apply("discard 9H")
    bot = HeuristicBot("intermediate")
    while len(state.hand(1)) > 2 or state.to_act != 1:
        state = state.apply(bot.choose(state))
        if state.is_over:
            pytest.skip("the bots finished differently")
    advice = Advisor(samples=30).advise(state)
    assert advice.method == "hidden" and "each a guess at the hidden cards" in advice.method_text
    assert all(o.stderr >= 0 for o in advice.options)
    played = Advisor(samples=30, exact=False).advise(state)
    assert played.method == "hidden" and "see only their own cards" in played.method_text
    exact = Advisor(samples=30, method="double dummy").advise(state)
    assert exact.method == "double dummy" and "solved exactly" in exact.method_text
    assert {o.action for o in exact.options} == {o.action for o in advice.options}


def _best_on_every_layout(state: Any, layouts: int = 150) -> Any:
    """The card that the solver finds at least as good as every other on every drawn layout of the hidden
    cards that fits what the player to act knows, and better on some (None if no card is)."""
    seat = state.to_act
    side = state.rules.side_of(seat)
    base = Position.from_state(state)
    rng = random.Random(3)
    cards = sorted(set(state.legal_plays()), key=str)
    values: dict[Any, list[float]] = {c: [] for c in cards}
    for _ in range(layouts):
        hands = sample_hands(seat_view(state, seat), rng)
        solved = solve_points(replace(base, hands=hands), all_moves=True)
        for c in cards:
            values[c].append(net_points(solved.move_points[c], side))
    for c in cards:
        others = [o for o in cards if o != c]
        if all(all(a >= b for a, b in zip(values[c], values[o], strict=True)) and values[c] != values[o]
               for o in others):
            return c
    return None


def test_each_weighted_deal_is_solved_exactly_so_a_card_best_on_every_layout_is_advised() -> None:
    # West must follow clubs with J♣ or K♣ in a diamond hand South made; the rule of thumb plays low
    state = new_hand(STANDARD, 1, seed=25)
    for action in ("order up", "discard QH", "play JH", "play TS", "play KD", "play JD", "play QC", "play KS"):
        state = state.apply(action)
    card = _best_on_every_layout(state)
    assert card is not None, "the position no longer has a card best on every layout"
    advice = Advisor(samples=100).advise(state)
    assert advice.recommended == Play(card) and advice.best == Play(card)
    best = advice.option(Play(card))
    assert best is not None
    for other in advice.options:
        assert all(a >= b for a, b in zip(best.values, other.values, strict=True))
    assert not advice.within_noise(next(o.action for o in advice.options if o.action != Play(card)))


def test_an_exact_finish_scores_the_solved_play_after_the_bidding() -> None:
    bot = HeuristicBot("strong")
    for seed in range(6):
        start = new_hand(STANDARD, seed % 4, seed=100 + seed)
        state = start
        while not state.is_over and state.phase is not Phase.PLAY:
            state = state.apply(bot.choose(state))
        exact = finish_play_out(start, bot.choose, exact=True)
        if state.is_over:
            assert exact == tuple(state.result.points)
        else:
            assert exact == tuple(solve_points(Position.from_state(state)).points)


def test_the_first_lead_values_every_legal_card() -> None:
    state = new_hand(STANDARD, 0, seed=4).apply("order up")
    state = state.apply(state.legal_actions()[0])
    advice = Advisor(samples=50).advise(state)
    assert {o.action for o in advice.options} == {Play(c) for c in state.legal_plays()}
    means = [o.mean for o in advice.options]
    assert means == sorted(means, reverse=True)
    assert advice.samples == 50 and all(o.samples == 50 for o in advice.options)
    assert advice.reason.startswith(advice.options[0].label)


# ---- sampling weighted by the bidding ------------------------------------------------------------------------
def _public(state: Any, me: int) -> tuple[Any, ...]:
    """What `me` sees: its hands, the upcard, every call and every card played (others' discards hidden)."""
    history = tuple((who, "discard ?" if who != me and a.text.startswith("discard") else a.text)
                    for who, a in state.history)
    tricks = tuple((t.seats, t.cards) for t in state.tricks)
    return (state.hand(me), state.initial.hand(me), state.upcard, history, tricks, tuple(state.trick),
            tuple(state.trick_seats), state.dealer, state.trump, state.phase)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(["standard", "stick-the-dealer", "hoyle", "canadian"]), seed=st.integers(0, 10_000),
       steps=st.integers(-4, 18))
def test_weighted_deals_agree_with_every_public_fact(preset: str, seed: int, steps: int) -> None:
    from euchre.bots.inference import DealSampler, supported

    rules = Rules.preset(preset)
    rng = random.Random(seed)
    if steps < 0:  # somewhere in the bidding
        state = new_hand(rules, seed % 4, rng=rng)
        for _ in range(-steps):
            if state.phase not in (Phase.ROUND_ONE, Phase.ROUND_TWO):
                break
            state = state.apply(BOT.choose(state))
        if state.is_over or state.phase not in (Phase.ROUND_ONE, Phase.ROUND_TWO):
            return
    else:
        state = _midplay(rules, seed, steps)
        if state.is_over:
            return
    assert supported(state)
    me = state.to_act
    view = seat_view(state, me)
    sampler = DealSampler(state, me, random.Random(seed + 1), 12, chooser=BOT.choose)
    deals = list(sampler)
    assert 1 <= len(deals) <= 12 and sampler.drawn >= sampler.kept
    seen = Counter(view.played) + Counter(state.hand(me))
    for deal in deals:
        assert 0 < deal.weight <= 1
        assert deal.hands[me] == state.hand(me)
        for seat in range(4):
            if seat == me or seat in state.sitting_out:
                continue
            held = deal.hands[seat]
            assert len(held) == len(state.hand(seat))
            assert not any(effective_suit(c, state.trump) in view.voids[seat] for c in held)
            assert all(c in held for c in view.held[seat])  # the upcard stays with the dealer who took it
        placed = Counter(c for h in deal.hands for c in h) + Counter(view.played)
        assert max(placed.values()) == 1 and not (Counter(c for h in deal.hands for c in h) & Counter(view.played))
        assert all(placed[c] for c in seen)
        if deal.state is not None:  # in the bidding: a whole deal replayed to the same public position
            assert _public(deal.state, me) == _public(state, me)
            assert Counter(c for s in range(4) for c in deal.state.initial.hand(s)) + Counter(
                [state.upcard, *deal.state.initial.kitty]) == Counter(build_deck(rules))


def test_the_weights_follow_the_calls() -> None:
    from euchre.bots.evaluate import trumps
    from euchre.bots.inference import DealSampler

    # South deals and West, first to speak, orders up: South, discarding, should see West with more trumps
    state = new_hand(STANDARD, 2, seed=12).apply("order up")
    assert state.phase is Phase.DISCARD and state.to_act == 2
    trump = state.trump

    def west_trumps(weighted: bool) -> float:
        deals = list(DealSampler(state, 2, random.Random(1), 150, chooser=BOT.choose, weighted=weighted))
        return sum(len(trumps(d.hands[3], trump)) for d in deals) / len(deals)

    assert west_trumps(True) > west_trumps(False) + 0.3
    first = list(DealSampler(state, 2, random.Random(1), 30, chooser=BOT.choose))
    again = list(DealSampler(state, 2, random.Random(1), 30, chooser=BOT.choose))
    assert [d.hands for d in again] == [d.hands for d in first]


def _west_led_nine_of_spades() -> Any:
    """South deals, picks up 10♥ after three passes and discards; West, a defender, leads 9♠."""
    from euchre.engine.cards import Card

    def cards(text: str) -> tuple[Card, ...]:
        return tuple(Card.parse(x) for x in text.split())

    hands = [cards("9C 10C JC QD AD"), cards("9H KS QS JS AS"), cards("JH JD AH KH QH"), cards("9S 10S AC KD 9D")]
    state = new_hand(STANDARD, 2, hands=hands, upcard=Card.parse("10H"), kitty=list(cards("10D QC KC")))
    for action in ("pass", "pass", "pass", "order up", "discard QH"):
        state = state.apply(action)
    return state.apply(Play(Card.parse("9S"))), cards


def test_the_plays_weigh_the_deals_by_the_play_model() -> None:
    from euchre.bots.inference import PLAY_MISS, DealSampler, PlayEvidence

    state, cards = _west_led_nine_of_spades()
    evidence = PlayEvidence(state, 2)
    assert evidence.informative
    current = [tuple(state.hand(s)) for s in range(4)]
    # with a singleton 9♦ beside two spades the model (a defender without a sure winner leads its lowest
    # card, from its shortest suit) would have led 9♦, not 9♠: that deal is less likely
    short_nine, spades_low = list(current), list(current)
    short_nine[3] = cards("10S 9D KC QC")
    spades_low[3] = cards("10S KD QC AC")
    assert evidence.likelihood(tuple(short_nine)) == pytest.approx(PLAY_MISS)
    assert evidence.likelihood(tuple(spades_low)) == 1.0

    def mean_fit(weighted: bool) -> float:
        deals = list(DealSampler(state, 2, random.Random(5), 150, chooser=BOT.choose, weighted=weighted))
        return sum(evidence.likelihood(d.hands) for d in deals) / len(deals)

    assert mean_fit(True) > mean_fit(False) + 0.05
    sampler = DealSampler(state, 2, random.Random(5), 20, chooser=BOT.choose)
    list(sampler)
    assert "weighted by the bidding and the cards played" in sampler.describe()


def test_few_deals_fit_the_calls_so_the_best_weighted_fill_in(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.bots import inference

    state = new_hand(STANDARD, 2, seed=12)
    while state.to_act != 2:
        state = state.apply(Pass())
    # a model under which the calls made are all but impossible
    monkeypatch.setattr(inference, "call_likelihood", lambda *args: 1e-6)
    sampler = inference.DealSampler(state, 2, random.Random(3), 40, chooser=BOT.choose)
    deals = list(sampler)
    assert len(deals) == sampler.minimum == 10 and sampler.fallback == 10
    assert sampler.drawn == 40 * inference.MAX_DRAWS
    assert "kept with a low weight" in sampler.describe()


def test_the_advice_names_its_method_and_its_deals() -> None:
    state = new_hand(STANDARD, 0, seed=4).apply("order up")
    state = state.apply(state.legal_actions()[0])
    advice = Advisor(samples=20).advise(state)
    assert advice.method == "hidden"
    assert "deals weighted by the bidding" in advice.reason and "solved exactly as guessed" in advice.reason
    assert advice.method_text.startswith(f"{advice.samples} deals")
    pimc = Advisor(samples=20, method="double dummy").advise(state)
    assert pimc.method == "double dummy" and "guessed deals of the hidden cards" in pimc.reason
    assert "as if every card were seen" not in pimc.reason


# ---- parameters and determinism ----------------------------------------------------------------------------
def test_same_position_same_numbers_and_seed_matters() -> None:
    state = new_hand(STANDARD, 1, seed=8)
    a = Advisor(samples=40, seed=1).advise(state)
    b = Advisor(samples=40, seed=1).advise(state)
    assert a.table() == b.table()
    c = Advisor(samples=40, seed=2).advise(state)
    assert [o.values for o in c.options] != [o.values for o in a.options]


def test_time_limit_and_sample_count_are_parameters() -> None:
    state = new_hand(STANDARD, 1, seed=8)
    start = time.perf_counter()
    advice = Advisor(samples=100_000, time_limit=0.2, min_samples=5).advise(state)
    assert time.perf_counter() - start < 5
    assert 5 <= advice.samples < 100_000
    assert Advisor(samples=7).advise(state).samples == 7
    with pytest.raises(ValueError):
        Advisor(samples=0)


def test_the_advice_is_the_same_in_a_fresh_interpreter() -> None:
    script = (
        "import json\nfrom euchre import Rules, new_hand\nfrom euchre.bots import Advisor\n"
        "state = new_hand(Rules.preset('standard'), 2, seed=31)\n"
        "print(json.dumps(Advisor(samples=25, seed=4).advise(state).table()))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "99", "PATH": ""})
    here = Advisor(samples=25, seed=4).advise(new_hand(STANDARD, 2, seed=31)).table()
    assert json.loads(out.stdout) == [list(row) for row in here]


def test_bid_euchre_bids_and_plays_are_valued() -> None:
    rules = Rules.preset("bid-euchre-6")
    state = new_hand(rules, 0, rng=random.Random(2))
    advice = Advisor(samples=10).advise(state)
    assert advice.method == "double dummy" and len(advice.options) == len(state.legal_actions())
    state = _midplay(rules, 4, 6)
    advice = Advisor(samples=10).advise(state)
    assert {o.action for o in advice.options} == {Play(c) for c in set(state.legal_plays())}


def test_too_many_cards_to_solve_falls_back_to_the_strong_bot() -> None:
    state = new_hand(Rules.preset("double-deck-bid"), 0, rng=random.Random(1))
    advice = Advisor(samples=10).advise(state)
    assert advice.method == "rule of thumb" and len(advice.options) == 1
    assert "too many cards are hidden" in advice.reason


def test_noise_and_net_points() -> None:
    same = OptionValue(Pass(), "Pass", 0.5, 0.1, (0.0, 1.0, 0.0, 1.0))
    close = OptionValue(OrderUp(), "Order it up", 0.25, 0.1, (0.0, 1.0, 0.0, 0.0))
    advice = Advice(0, (same, close), 4, 0.0, "hidden", "")
    assert advice.loss(OrderUp()) == pytest.approx(0.25)
    assert advice.within_noise(OrderUp()) and advice.within_noise(Pass())
    assert not advice.within_noise(OrderUp(), z=0.1)
    assert net_points((2, 0), 0) == 2 and net_points((0, 2, 2), 0) == -2 and net_points((1, 0, 0), 0) == 1


# ---- the "Order up or pass?" quiz --------------------------------------------------------------------------
@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_order_up_questions_are_graded_by_the_numbers(difficulty: int) -> None:
    question = make_question("order_up", difficulty=difficulty, seed=difficulty * 11)
    assert question.code.startswith(f"C{difficulty}-")
    assert question_from_code(question.code) == question
    state = quiz.state_of(question)
    assert state.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO) and state.to_act == question.seat
    right = solve(question)
    feedback = grade(question, right.expected[0])
    assert feedback.correct and "averages" in feedback.explanation and "points" in feedback.explanation
    advice = quiz.advice(question)
    for option in advice.options:
        token = f"action:{option.action.text}"
        if token in question.choices and token not in quiz.good_choices(question):
            wrong = grade(question, option.label)
            assert not wrong.correct and f"You chose {quoted(option.label)}" in wrong.mistake
            assert f"{option.mean:+.2f}" in wrong.mistake
            # the reason comes first, in words; the numbers are in the details
            assert "averages" not in wrong.line and f"{option.mean:+.2f}" not in wrong.line
            assert f"{option.mean:+.2f}" in wrong.details
            break


def test_choices_within_noise_both_count() -> None:
    found = False
    for seed in range(40):
        question = make_question("order_up", difficulty=2, seed=seed)
        good = quiz.close_choices(question)
        if len(good) > 1:
            assert all(grade(question, g).correct for g in good)
            assert "too close to call" in solve(question).expected_text
            found = True
            break
    assert found


def test_order_up_answers_in_any_form_and_garbage() -> None:
    question = make_question("order_up", difficulty=1, seed=5)
    by_label = grade(question, question.choices[0])
    assert grade(question, 0).correct == by_label.correct
    assert grade(question, "pass").correct == grade(question, "Pass").correct
    for answer in (None, "", "bid 9", 99, True, ["x"]):
        feedback = grade(question, answer)
        assert isinstance(feedback, Feedback) and not feedback.graded and feedback.text == feedback.mistake


def test_order_up_numbers_are_the_same_in_a_fresh_interpreter() -> None:
    code = make_question("order_up", difficulty=2, seed=77).code
    script = (
        "import sys\nfrom euchre.tutor import question_from_code, solve\n"
        f"print(solve(question_from_code({code!r})).explanation)\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "7", "PATH": ""})
    assert out.stdout.strip() == solve(question_from_code(code)).explanation
