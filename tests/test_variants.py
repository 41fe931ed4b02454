"""Every preset of RULES.md section 5 plays whole games through the same interface: every card is
accounted for, there is always a legal action until the game ends, and every hand's points match
the ruleset's scoring table recomputed from the tricks."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Outcome, build_deck
from euchre.engine.game import Game
from euchre.engine.rules import PRESETS, Family
from euchre.engine.scoring import score_bid, score_standard

ALL_PRESETS = list(PRESETS)


def modest_policy(rng: random.Random):
    """Random legal actions, but in an auction bid the minimum half the time (so games end)."""

    def choose(state):
        legal = state.legal_actions()
        bids = [a for a in legal if a.text.startswith("bid")]
        if bids and rng.random() < 0.5:
            return bids[0]
        calls = [a for a in legal if not a.text.startswith(("bid", "call renege"))]
        return rng.choice(calls or legal)

    return choose


def expected_points(state) -> tuple[int, ...]:
    rules, result = state.rules, state.result
    if result.thrown_in:
        return (0,) * rules.num_sides
    tricks = result.tricks[result.makers]
    if rules.family is Family.BID:
        return score_bid(rules, result.maker, result.bid, result.contract, tricks).points
    return score_standard(rules, result.maker, result.alone, result.lone_defender, tricks).points


def check_cards(state) -> None:
    rules = state.rules
    first = state.initial
    cards = Counter(c for h in first.hands for c in h)
    cards.update(getattr(first, "kitty", ()) or ())
    if getattr(first, "upcard", None) is not None:
        cards[first.upcard] += 1
    assert cards == Counter(build_deck(rules)), "the deal uses every card of the deck exactly once"
    if state.result.thrown_in:
        return
    played = Counter(c for t in state.tricks for c in t.cards)
    for seat in range(rules.num_players):
        if seat not in state.sitting_out:
            assert not state.hands[seat]
    assert len(state.tricks) == rules.tricks_per_hand
    assert sum(played.values()) == rules.tricks_per_hand * len(state.active_seats)
    assert not played - cards, "only dealt cards are played"


@settings(max_examples=30, deadline=None)
@given(preset=st.sampled_from(ALL_PRESETS), seed=st.integers(0, 10**9))
def test_random_games_under_every_preset(preset: str, seed: int) -> None:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    choose = modest_policy(rng)
    game = Game(rules, seed=seed)
    while not game.is_over and len(game.hands) < 400:
        assert game.legal_actions(), "a legal action exists until the game ends"
        game.apply(choose(game.current))
    assert game.is_over and game.winner is not None
    assert max(game.scores) >= rules.winning_score
    for hand in game.hands:
        check_cards(hand)
        assert hand.result.points == expected_points(hand), hand.result
        assert hand.result.outcome is not Outcome.RENEGE


@settings(max_examples=30, deadline=None)
@given(preset=st.sampled_from(ALL_PRESETS), seed=st.integers(0, 10**9), penalised=st.booleans())
def test_renege_mode_hands_under_every_preset(preset: str, seed: int, penalised: bool) -> None:
    rules = PRESETS[preset].replace(renege_mode=True, uncalled_renege_penalised=penalised)
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    for _ in range(3):
        hand_count = len(game.hands)
        while len(game.hands) == hand_count and not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        hand = game.hands[-1]
        result = hand.result
        reneges = getattr(hand, "reneges", ())
        if reneges and penalised:
            assert result.outcome is Outcome.RENEGE
        if reneges and result.outcome is Outcome.RENEGE:
            offender = rules.side_of(reneges[0].seat) if not hasattr(result, "reneges") else None
            assert offender is None or result.points[offender] <= 0
        if not reneges:
            assert result.outcome is not Outcome.RENEGE
