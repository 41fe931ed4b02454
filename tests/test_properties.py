"""Random complete hands and games under every preset of both families, checking the invariants of the
rules at every step (OpenSpiel-style random simulation through the public API)."""

import itertools
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Card, IllegalActionError, Outcome, Phase, Rules, build_deck, new_hand
from euchre.engine.actions import PASS, Call, Discard, OrderUp, Play
from euchre.engine.cards import Suit
from euchre.engine.game import Game
from euchre.engine.ranking import NoTrump
from euchre.engine.rules import PRESETS, Family, JokerUpcard
from euchre.engine.tricks import legal_leads, legal_plays, trick_winner
from tests.rulesets import bid_rulesets, standard_rulesets

STANDARD_PRESETS = [name for name, r in PRESETS.items() if r.family is Family.STANDARD]
ALL_CARDS = build_deck(Rules(min_rank=7, joker=True))
EVERY_ACTION = [PASS, OrderUp(False), OrderUp(True)] + [Call(s, a) for s in Suit for a in (False, True)] + [
    Play(c) for c in ALL_CARDS] + [Discard(c) for c in ALL_CARDS]


def offered(hand, trick, trump, rules: Rules) -> set:
    """The cards the core lets a player play: in renege mode any card when following (a renege can be
    called later), but the lead rule (the Joker in no-trump) holds even then."""
    if rules.renege_mode:
        return set(legal_leads(hand, trump, rules)) if not trick else set(hand)
    return set(legal_plays(hand, trick, trump, rules))


def check_hand(rules: Rules, seed: int, dealer: int) -> None:
    rng = random.Random(seed)
    state = new_hand(rules, dealer, seed=seed)
    start_cards = sorted([c for h in state.hands for c in h] + [state.upcard, *state.kitty])
    assert start_cards == sorted(build_deck(rules))
    played: list[Card] = []
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, f"no legal action in {state}"
        illegal = [a for a in rng.sample(EVERY_ACTION, 12) if a not in legal]
        for action in illegal[:3]:
            try:
                state.apply(action)
            except IllegalActionError as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{action} was accepted but is not in legal_actions()")
        if state.phase is Phase.PLAY:
            plays = {a.card for a in legal if isinstance(a, Play)}
            assert plays == offered(state.hand(state.to_act), state.trick, state.trump, rules)
        action = rng.choice(legal)
        before = state
        state = state.apply(action)
        assert state.previous is before
        if isinstance(action, Play):
            played.append(action.card)
            if not state.trick and not state.is_over:
                last = state.tricks[-1]
                assert state.to_act == last.winner, "the winner leads the next trick"
                assert last.seats[trick_winner(last.cards, state.trump)] == last.winner
    result = state.result
    assert [h.last_action for h in state.path()[1:]] == [a for _, a in state.history]
    if result.thrown_in:
        if result.outcome is Outcome.FARMERS:
            assert rules.farmers and result.farmer is not None
        elif result.outcome is Outcome.JOKER_REDEAL:
            assert rules.joker and rules.joker_upcard is JokerUpcard.REDEAL
        else:
            assert not rules.stick_the_dealer
        assert result.points == (0,) * rules.num_sides
        return
    if result.outcome is Outcome.RENEGE:
        assert rules.renege_mode and result.reneges
        return
    active = rules.num_players - len(result.sat_out)
    assert len(played) == active * rules.tricks_per_hand
    assert len(set(played)) == len(played), "every card is played at most once"
    for seat in range(rules.num_players):
        if seat not in result.sat_out:
            assert not state.hand(seat), "every active player's cards are all played"
    assert sum(result.tricks) == rules.tricks_per_hand
    scorers = [s for s, p in enumerate(result.points) if p]
    if rules.num_players == 3 and result.outcome is Outcome.EUCHRE:
        assert len(scorers) == 2 and rules.side_of(result.maker) not in scorers
    else:
        assert len(scorers) == 1, "points go to exactly one side"


@settings(max_examples=150, deadline=None)
@given(preset=st.sampled_from(STANDARD_PRESETS), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_random_hands_obey_the_rules(preset: str, seed: int, dealer: int) -> None:
    rules = Rules.preset(preset)
    check_hand(rules, seed, dealer % rules.num_players)


@settings(max_examples=60, deadline=None)
@given(rules=standard_rulesets(), seed=st.integers(0, 2**32))
def test_random_hands_under_combined_house_rules(rules: Rules, seed: int) -> None:
    check_hand(rules, seed, seed % rules.num_players)


@settings(max_examples=15, deadline=None)
@given(preset=st.sampled_from(STANDARD_PRESETS), seed=st.integers(0, 2**32))
def test_random_games_reach_the_target_with_rotating_deal(preset: str, seed: int) -> None:
    rules = Rules.preset(preset)
    game = Game(rules, seed=seed).play_out(random.Random(seed))
    assert game.is_over and game.winner is not None
    assert max(game.scores) >= rules.winning_score
    assert sum(sum(r.points) for r in game.results) == sum(game.scores)
    dealers = [h.dealer for h in game.hands]
    assert all(b == (a + 1) % rules.num_players for a, b in itertools.pairwise(dealers))
    before_last = [sum(r.points[s] for r in game.results[:-1]) for s in range(rules.num_sides)]
    top = max(before_last)
    tied = before_last.count(top) > 1
    assert top < rules.winning_score or tied, "the game stops as soon as one side alone leads at the target"


# ---- the Bid Euchre family, at the same depth -------------------------------------------------
BID_PRESETS = [name for name, r in PRESETS.items() if r.family is Family.BID]


def check_bid_hand(rules: Rules, seed: int, dealer: int) -> None:
    from euchre.engine.actions import Bid, CallRenege, GiveCard, NameTrump, PlayContract

    every_action = [PASS, *(Bid(n) for n in range(1, 13)), *(NameTrump(t) for t in (*Suit, NoTrump.HIGH, NoTrump.LOW)),
                    PlayContract("moon"), PlayContract("partner's best"), *(Play(c) for c in ALL_CARDS),
                    *(Discard(c) for c in ALL_CARDS), *(GiveCard(c) for c in ALL_CARDS)]
    rng = random.Random(seed)
    state = new_hand(rules, dealer, seed=seed)
    assert sorted(c for h in state.hands for c in h) == sorted(build_deck(rules))
    played: list[Card] = []
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, f"no legal action in {state}"
        assert len(set(legal)) == len(legal)
        for action in [a for a in rng.sample(every_action, 12) if a not in legal][:3]:
            try:
                state.apply(action)
            except IllegalActionError as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{action} was accepted but is not in legal_actions()")
        if state.phase is Phase.PLAY:
            hand = state.hand(state.to_act)
            plays = {a.card for a in legal if isinstance(a, Play)}
            assert plays == offered(hand, state.trick, state.trump, rules)
            assert state.to_act not in state.sitting_out
        action = rng.choice(legal)
        before = state
        state = state.apply(action)
        assert state.previous is before
        if isinstance(action, Play):
            played.append(action.card)
            if not state.trick and not state.is_over:
                last = state.tricks[-1]
                assert state.to_act == last.winner, "the winner leads the next trick"
                assert last.seats[trick_winner(last.cards, state.trump)] == last.winner
        if isinstance(action, CallRenege) and state.is_over:
            assert state.result.reneges[0].seat == action.seat, "the caught renege is named first"
    result = state.result
    assert [h.last_action for h in state.path()[1:]] == [a for _, a in state.history]
    if result.thrown_in:
        if result.outcome is Outcome.FARMERS:
            assert rules.farmers and result.farmer is not None
        else:
            assert not rules.stick_the_dealer, "a stuck dealer's auction is never thrown in"
        assert result.points == (0,) * rules.num_sides
        return
    if result.outcome is Outcome.RENEGE:
        assert rules.renege_mode and result.reneges
        return
    active = rules.num_players - len(result.sat_out)
    assert len(played) == active * rules.tricks_per_hand
    assert not Counter(played) - Counter(build_deck(rules)), "no card is played more often than the deck holds it"
    assert sum(result.tricks) == rules.tricks_per_hand
    for seat in range(rules.num_players):
        if seat not in result.sat_out:
            assert not state.hand(seat), "every active player's cards are all played"
    makers = result.makers
    assert result.made == (result.tricks[makers] >= result.bid)
    assert (result.points[makers] > 0) == result.made


@settings(max_examples=150, deadline=None)
@given(preset=st.sampled_from(BID_PRESETS), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_random_bid_hands_obey_the_rules(preset: str, seed: int, dealer: int) -> None:
    rules = Rules.preset(preset)
    check_bid_hand(rules, seed, dealer % rules.num_players)


@settings(max_examples=60, deadline=None)
@given(rules=bid_rulesets(), seed=st.integers(0, 2**32))
def test_random_bid_hands_under_combined_house_rules(rules: Rules, seed: int) -> None:
    check_bid_hand(rules, seed, seed % rules.num_players)


def _play_bid_game(game: Game, rng: random.Random, max_hands: int = 200) -> Game:
    """Random play, but bidding low or passing: all-random auctions overbid, and both sides' scores
    then sink for ever rather than reach the target."""
    from euchre.engine.actions import Bid

    while not game.is_over and len(game.hands) < max_hands:
        legal = game.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids:
            lowest = min(bids, key=lambda a: a.tricks)
            game.apply(PASS if PASS in legal and rng.random() < 0.6 else lowest)
        else:
            game.apply(rng.choice(legal))
    return game


@settings(max_examples=25, deadline=None)
@given(
    preset=st.sampled_from(BID_PRESETS), seed=st.integers(0, 2**32),
    options=st.fixed_dictionaries({"win_needs_made_bid": st.booleans(), "tie_plays_on": st.booleans()}),
)
def test_random_bid_games_reach_the_target_with_rotating_deal(preset: str, seed: int, options: dict) -> None:
    rules = Rules.preset(preset).replace(**options)
    game = _play_bid_game(Game(rules, seed=seed), random.Random(seed))
    assert game.is_over and game.winner is not None
    assert sum(sum(r.points) for r in game.results) == sum(game.scores)
    dealers = [h.dealer for h in game.hands]
    assert all(b == (a + 1) % rules.num_players for a, b in itertools.pairwise(dealers))
    totals = [0] * rules.num_sides
    for number, result in enumerate(game.results, start=1):
        totals = [t + p for t, p in zip(totals, result.points, strict=True)]
        # the sides that may win on this hand: at the target, and (Bid Euchre's rule) made the bid or set the bidders
        able = [s for s, v in enumerate(totals) if v >= rules.winning_score
                and (not rules.win_needs_made_bid or result.qualifies_to_win(s))]
        if number < len(game.results):
            assert len(able) != 1, "the game stops on the hand a side alone may win"
            assert len(able) < 2 or rules.tie_plays_on or totals[0] == totals[1], "a higher score at the target wins"
        else:
            assert game.winner in able and all(totals[game.winner] > totals[s] for s in able if s != game.winner)
    assert totals == game.scores
