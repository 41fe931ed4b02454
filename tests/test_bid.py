"""Bid Euchre (RULES.md sections 3 and 4) as tables and scenarios: the auction, naming trump or
no-trump, partner's best, the moon, the Joker's extra card, scoring, renege mode and winning."""

import random

import pytest

from euchre import Card, IllegalActionError, Outcome, Rules, Suit, parse_cards
from euchre.engine.bid import BidHandResult, best_cards_to_give, new_bid_hand
from euchre.engine.game import Game
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump
from euchre.engine.rules import PRESETS, RenegePenalty
from euchre.engine.scoring import Contract, score_bid

SIX = PRESETS["bid-euchre-6"]
MOON = PRESETS["bid-euchre-moon"]
DOUBLE = PRESETS["double-deck-bid"]
N, E, S, W = range(4)
# dealer West: North bids first, West (the dealer) last
HANDS6 = ["JH JD AH KH QH TH", "9H 9D TD QD KD AD", "9C TC QC KC AC JC", "9S TS QS KS AS JS"]


def run(state, *actions):
    for a in actions:
        state = state.apply(a)
    return state


def hand6(rules=SIX, hands=HANDS6, dealer=W):
    return new_bid_hand(rules, dealer, hands=hands)


# ---- the auction --------------------------------------------------------------------------------
def test_auction_order_and_bids_must_beat_the_standing_bid() -> None:
    s = hand6()
    assert s.phase is Phase.AUCTION and s.to_act == N
    assert {a.text for a in s.legal_actions()} == {"pass", "bid 3", "bid 4", "bid 5", "bid 6"}
    s = s.apply("bid 4")
    assert s.to_act == E
    with pytest.raises(IllegalActionError, match="beat the standing bid of 4"):
        s.apply("bid 4")
    with pytest.raises(IllegalActionError, match="from 3 to 6"):
        s.apply("bid 7")


def test_dealer_may_equal_the_standing_bid_to_take_it() -> None:
    s = run(hand6(), "bid 4", "pass", "pass")
    assert s.to_act == W
    assert "bid 4" in {a.text for a in s.legal_actions()}
    s = s.apply("bid 4")
    assert s.phase is Phase.DECLARE and s.high_bidder == W and s.high_bid == 4


def test_dealer_may_not_equal_where_the_rules_say_so() -> None:
    s = run(hand6(MOON), "bid 4", "pass", "pass")
    assert "bid 4" not in {a.text for a in s.legal_actions()}
    assert "bid 5" in {a.text for a in s.legal_actions()}


def test_stuck_dealer_must_bid_at_least_three() -> None:
    s = run(hand6(), "pass", "pass", "pass")
    assert s.to_act == W
    assert "pass" not in {a.text for a in s.legal_actions()}
    with pytest.raises(IllegalActionError, match="dealer must bid at least 3"):
        s.apply("pass")
    assert run(s, "bid 3").high_bidder == W


def test_all_pass_is_a_redeal_without_stick_the_dealer() -> None:
    s = run(hand6(MOON), "pass", "pass", "pass", "pass")
    assert s.is_over and s.result.thrown_in and s.result.points == (0, 0)


def test_partners_may_overbid_each_other() -> None:
    s = run(hand6(), "bid 3", "pass", "bid 5", "pass")
    assert s.high_bidder == S and s.high_bid == 5 and s.to_act == S


# ---- naming trump and no-trump --------------------------------------------------------------------
def test_high_bidder_names_trump_or_no_trump_and_leads() -> None:
    s = run(hand6(), "bid 4", "pass", "pass", "pass")
    names = {"trump C", "trump D", "trump H", "trump S", "trump high", "trump low"}
    assert {a.text for a in s.legal_actions()} == names
    s = s.apply("trump H")
    assert s.trump is Suit.HEARTS and s.phase is Phase.PLAY and s.to_act == N


def test_no_trump_only_where_allowed() -> None:
    s = run(hand6(MOON), "bid 4", "pass", "pass", "pass")
    with pytest.raises(IllegalActionError, match="no no-trump"):
        s.apply("trump low")


def test_low_no_trump_nine_is_best_and_jacks_are_plain() -> None:
    s = run(hand6(), "pass", "bid 3", "pass", "pass", "trump low")
    assert s.trump is NoTrump.LOW and s.to_act == E
    s = run(s, "play 9D", "play QC", "play 9S")
    assert {a.text for a in s.legal_actions()} == {"play JD"}  # no bowers: J♦ is North's only diamond
    s = s.apply("play JD")
    assert s.tricks[0].winner == E  # in low no-trump the 9 is the best card


# ---- moon and partner's best ---------------------------------------------------------------------------
def test_moon_made_scores_24_and_partner_sits_out() -> None:
    s = run(hand6(MOON), "bid 6", "pass", "pass", "pass", "trump H")
    assert s.phase is Phase.CONTRACT
    s = s.apply("moon")
    assert s.contract is Contract.MOON and s.sitting_out == (S,) and s.to_act == N
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert s.result.tricks == (6, 0) and s.result.outcome is Outcome.MOON_MADE
    assert s.result.points == (24, 0)
    assert all(len(t.cards) == 3 for t in s.tricks)


def test_moon_set_loses_the_bid() -> None:
    hands = ["9H 9D TD QD KD AD", "JH JD AH KH QH TH", "9C TC QC KC AC JC", "9S TS QS KS AS JS"]
    s = run(hand6(MOON, hands), "bid 6", "pass", "pass", "pass", "trump C", "moon")
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert s.result.outcome is Outcome.MOON_SET
    assert s.result.points[0] == -6 and s.result.points[1] == 6 - s.result.tricks[0]


def test_partners_best_with_no_trump_in_partners_hand() -> None:
    s = run(hand6(MOON), "bid 6", "pass", "pass", "pass", "trump H", "partner's best")
    assert s.phase is Phase.BIDDER_DISCARD and s.to_act == N
    s = s.apply("discard TH")
    assert s.phase is Phase.PARTNER_GIVES and s.to_act == S
    # South holds only clubs (no hearts): their best card is the A♣
    assert {a.text for a in s.legal_actions()} == {"give AC"}
    with pytest.raises(IllegalActionError, match="best trump"):
        s.apply("give 9C")
    s = s.apply("give AC")
    assert Card.parse("AC") in s.hand(N) and Card.parse("TH") not in s.hand(N)
    assert s.sitting_out == (S,) and s.phase is Phase.PLAY and s.to_act == N


def test_best_card_to_give_prefers_the_best_trump() -> None:
    assert best_cards_to_give(parse_cards("9H AS JD KC"), Suit.HEARTS) == parse_cards("JD")
    assert set(best_cards_to_give(parse_cards("AS AC 9D"), Suit.HEARTS)) == set(parse_cards("AS AC"))


@pytest.mark.parametrize("contract, tricks, points", [
    (Contract.NORMAL, 4, (4, 2)), (Contract.NORMAL, 3, (-4, 3)), (Contract.NORMAL, 6, (6, 0)),
    (Contract.PARTNERS_BEST, 6, (12, 0)), (Contract.PARTNERS_BEST, 5, (-6, 1)),
    (Contract.MOON, 6, (24, 0)), (Contract.MOON, 4, (-6, 2)),
])
def test_bid_scoring_table(contract: Contract, tricks: int, points: tuple[int, int]) -> None:
    bid = 6 if contract is not Contract.NORMAL else 4
    assert score_bid(MOON, N, bid, contract, tricks).points == points


# ---- the Joker and the double deck --------------------------------------------------------------------
def test_joker_dealer_gets_seven_and_discards_one() -> None:
    rules = MOON.replace(joker=True)
    s = new_bid_hand(rules, W, seed=5)
    assert len(s.hand(W)) == 7 and s.phase is Phase.DISCARD and s.to_act == W
    assert sum(len(h) for h in s.hands) == 25
    s = s.apply(s.legal_actions()[0])
    assert len(s.hand(W)) == 6 and s.phase is Phase.AUCTION and s.to_act == N


def test_double_deck_identical_cards_first_played_wins() -> None:
    s = new_bid_hand(DOUBLE, W, seed=11)
    assert [len(h) for h in s.hands] == [12] * 4
    assert len(set(s.deal_packets)) <= 48
    rng = random.Random(0)
    seen = False
    for seed in range(200):
        s = new_bid_hand(DOUBLE, W, seed=seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
        for t in s.tricks if not s.result.thrown_in else ():
            win = t.cards[t.seats.index(t.winner)]
            for i, c in enumerate(t.cards):
                if c == win and t.seats[i] != t.winner:
                    seen = True
                    assert t.seats.index(t.winner) < i, "of two identical cards the first played wins"
    assert seen


# ---- renege mode --------------------------------------------------------------------------------------
def test_renege_is_allowed_remembered_and_caught() -> None:
    rules = SIX.replace(renege_mode=True)
    s = run(hand6(rules), "bid 4", "pass", "pass", "pass", "trump H", "play AH")
    assert "play 9D" in {a.text for a in s.legal_actions()}  # East holds 9♥ but may renege
    s = s.apply("play 9D")
    assert s.reneges and s.reneges[0].seat == E and s.reneges[0].could_follow == (Card.parse("9H"),)
    s = run(s, "play 9C", "play 9S")
    assert s.to_act == N
    assert "call renege E" in {a.text for a in s.legal_actions()}
    s = s.apply("call renege E")
    assert s.is_over and s.result.outcome is Outcome.RENEGE
    assert s.result.points == (0, -2)


def test_false_renege_call_changes_nothing_and_cannot_repeat() -> None:
    rules = SIX.replace(renege_mode=True, renege_penalty=RenegePenalty.OPPONENTS_GAIN)
    s = run(hand6(rules), "bid 4", "pass", "pass", "pass", "trump H", "play AH", "play 9H")
    s = s.apply("call renege E")
    assert not s.is_over and "call renege E" not in {a.text for a in s.legal_actions()}


def test_uncaught_renege_is_detected_at_the_end() -> None:
    rules = SIX.replace(
        renege_mode=True, renege_penalty=RenegePenalty.OPPONENTS_GAIN, uncalled_renege_penalised=True
    )
    s = run(hand6(rules), "bid 4", "pass", "pass", "pass", "trump H", "play AH", "play 9D")
    while not s.is_over:
        s = s.apply(next(a for a in s.legal_actions() if a.text.startswith("play")))
    assert s.result.outcome is Outcome.RENEGE and s.result.points == (2, 0)


# ---- winning the game ---------------------------------------------------------------------------------
def finished(rules: Rules, bidder: int, bid: int, tricks: tuple[int, int], points: tuple[int, int]) -> BidHandResult:
    return BidHandResult(bidder, bidder % 2, Suit.HEARTS, False, None, (), tricks, points, Outcome.BID_MADE, bid=bid)


def game_after(rules: Rules, scores: list[int], last: BidHandResult) -> Game:
    game = Game(rules, seed=1)
    game.scores = scores

    class Done:
        result = last
    game.hands = [Done()]  # type: ignore[list-item]
    return game


def test_side_at_32_against_a_made_bid_does_not_win() -> None:
    # North-South bid 4 and made it (4 tricks); East-West took 2 tricks and reached 33, not a win
    last = finished(SIX, N, 4, (4, 2), (4, 2))
    assert game_after(SIX, [20, 33], last).winner is None
    # had East-West set the bidders, they would win
    set_hand = finished(SIX, N, 5, (4, 2), (-5, 2))
    assert game_after(SIX, [10, 33], set_hand).winner == 1


def test_negative_scores_are_kept() -> None:
    last = finished(SIX, N, 5, (2, 4), (-5, 4))
    game = game_after(SIX, [-3, 10], last)
    assert game.winner is None and game.scores[0] == -3


def test_tie_at_32_plays_another_hand() -> None:
    last = finished(MOON, N, 3, (3, 3), (3, 3))
    assert game_after(MOON, [33, 33], last).winner is None
    assert game_after(MOON, [34, 32], last).winner is None  # both reached it on this hand
    then = finished(MOON, N, 3, (4, 2), (4, 2))
    assert game_after(MOON, [38, 35], then).winner == 0  # the extra hand decides


def test_random_bid_games_end_with_a_winner() -> None:
    rng = random.Random(4)

    def modest(state):
        legal = state.legal_actions()
        bids = [a for a in legal if a.text.startswith("bid")]
        if bids and rng.random() < 0.5:
            return bids[0]
        return rng.choice([a for a in legal if not a.text.startswith("bid")] or legal)

    for name in ("bid-euchre-6", "bid-euchre-moon"):
        game = Game(PRESETS[name], seed=2)
        while not game.is_over and len(game.hands) < 3000:
            game.apply(modest(game.current))
        assert len(game.hands) < 3000
        assert game.winner is not None and game.scores[game.winner] >= 32


def test_bid_and_renege_explanations() -> None:
    from euchre.explain.plays import explain_score

    s = run(hand6(MOON), "bid 6", "pass", "pass", "pass", "trump H", "moon")
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    text = explain_score(s.result, s.rules)
    assert "shot the moon" in text and "24" in text
    rules = SIX.replace(renege_mode=True)
    s = run(hand6(rules), "bid 4", "pass", "pass", "pass", "trump H", "play AH", "play 9D", "play 9C", "play 9S")
    text = explain_score(s.apply("call renege E").result, rules)
    assert "East reneged in trick 1" in text and "9♥" in text and "lose 2 points" in text
