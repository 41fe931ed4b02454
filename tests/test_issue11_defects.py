"""Regression tests for the confirmed defects of issue 11, item 5: each was reproduced first."""

from __future__ import annotations

import pytest

from euchre import Card, IllegalActionError, Rules, Suit, new_hand, parse_cards
from euchre.bots.evaluate import no_trump_tricks
from euchre.engine.bid import BidHandResult, new_bid_hand
from euchre.engine.game import Game, game_winner
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump
from euchre.engine.reneges import find_renege
from euchre.engine.rules import PRESETS
from euchre.engine.scoring import Outcome
from euchre.engine.tricks import trick_winner
from euchre.explain.plays import explain_score, why_card_won
from euchre.explain.reneges import penalty_sentence
from euchre.explain.ruleset_names import PRESET_DESCRIPTIONS
from euchre.explain.steps import step_sentence
from euchre.widgets.cards import ScorePad

N, E, S, W = range(4)
H = Suit.HEARTS
SIX = PRESETS["bid-euchre-6"]
MOON = PRESETS["bid-euchre-moon"]


def run(state, *actions):
    for a in actions:
        state = state.apply(a)
    return state


def won(cards: str, trump) -> str:
    trick = parse_cards(cards)
    return why_card_won(trick, trump, trick_winner(trick, trump))


# ---- why_card_won ----------------------------------------------------------------------------
@pytest.mark.parametrize("cards", ["JH 9S JH AS", "JH JH 9H AH", "9H JH AH JH"])
def test_identical_trumps_name_the_first_played_rule_and_no_empty_list(cards: str) -> None:
    text = won(cards, H)
    assert "above ." not in text and "above ;" not in text and "only trump" not in text
    assert "the other J♥ was played later" in text and "the first played ranks higher" in text


def test_identical_trumps_still_name_the_lower_ones() -> None:
    assert "above 9♥, A♥" in won("JH JH 9H AH", H)


@pytest.mark.parametrize("trump", [NoTrump.HIGH, NoTrump.LOW])
@pytest.mark.parametrize("cards", ["AS Joker KS QS", "Joker AS KS QS", "9S KS QS Joker"])
def test_joker_in_no_trump_wins_without_contradiction(cards: str, trump: NoTrump) -> None:
    text = won(cards, trump)
    assert text.startswith("Joker wins") and "did not follow" not in text and "wins any trick" in text


def test_low_no_trump_in_a_32_card_deck_does_not_call_the_nine_best() -> None:
    text = won("8S 7S 9S AS", NoTrump.LOW)
    assert text.startswith("7♠ wins") and "9 is the best" not in text and "lowest spade" in text


def test_bots_count_low_no_trump_runs_from_the_decks_own_best_card() -> None:
    assert no_trump_tricks(parse_cards("7S 8S 9S"), NoTrump.LOW, min_rank=7) == 3
    assert no_trump_tricks(parse_cards("9S TS JS"), NoTrump.LOW, min_rank=9) == 3
    assert no_trump_tricks(parse_cards("9S TS JS"), NoTrump.LOW, min_rank=7) < 1


# ---- reneges ---------------------------------------------------------------------------------
# Dealer West, North bids 4 in diamonds and leads A♥: East (holding 9♥) and then West (holding 10♥;
# J♥ is the left bower, a diamond) both renege. North calls West's renege, the later one.
TWO_RENEGES = ["AH KH QH AS KS QS", "9H 9S TD QD KD AD", "9C TC QC KC AC JC", "TH TS JH JS 9D JD"]


def test_bid_euchre_names_the_caught_renege_not_the_first_one() -> None:
    rules = SIX.replace(renege_mode=True)
    s = run(new_bid_hand(rules, W, hands=TWO_RENEGES), "bid 4", "pass", "pass", "pass", "trump D",
            "play AH", "play 9S", "play 9C", "play TS")
    assert [r.seat for r in s.reneges] == [E, W]
    result = s.apply("call renege W").result
    assert result.outcome is Outcome.RENEGE and result.reneges[0].seat == W
    text = explain_score(result, rules)
    assert text.startswith("West reneged in trick 1") and "East reneged" not in text


def test_renege_sentence_names_the_left_bower_as_a_trump() -> None:
    hand = parse_cards("JD 9S AC")
    renege = find_renege(E, hand, parse_cards("AH"), H, Card.parse("9S"), 2)
    assert renege is not None
    text = penalty_sentence(Rules(renege_mode=True), renege)
    assert "J♦ is the left bower: with hearts trump it counts as a heart" in text


def test_renege_narration_does_not_claim_a_void() -> None:
    hands = ["9C TC QC KC AC", "JD TD QD KD AD", "9S TS QS KS AS", "JC JS 9D JH 9H"]
    s = run(new_hand(Rules(renege_mode=True), N, hands=hands, upcard="QH"),
            "pass", "pass", "order up", "discard 9C", "play TD", "play 9S", "play JH")
    assert s.reneges and s.reneges[-1].seat == W  # West holds 9♦
    text = step_sentence(s)
    assert "has no diamonds" not in text and "does not follow diamonds" in text
    plain = run(new_hand(Rules(), N, hands=hands, upcard="QH"),
                "pass", "pass", "order up", "discard 9C", "play TD")
    assert "has no diamonds" in step_sentence(plain.apply("play 9S"))  # South really is void


# ---- calls and the auction -------------------------------------------------------------------
def test_turned_up_joker_narration_says_the_dealer_acts_first() -> None:
    rules = PRESETS["british"]
    s = next(h for h in (new_hand(rules, N, seed=k) for k in range(500)) if h.upcard.is_joker)
    assert s.phase is Phase.JOKER_SUIT and s.to_act == N
    text = step_sentence(s)
    assert "North, the dealer, acts first" in text and "speaks first" not in text


def test_bid_euchre_pass_out_is_not_everyone_passed_twice() -> None:
    s = new_bid_hand(MOON, W)
    while not s.is_over:
        s = s.apply("pass")
    text = explain_score(s.result, MOON)
    assert "twice" not in text and text.startswith("Everyone passed")


def test_bid_euchre_first_lead_is_explained_by_the_high_bidder() -> None:
    # found by the audit of issue 11: the golden transcripts said "West leads: the player to the
    # dealer's left leads" with North dealing, where West led as the high bidder
    from euchre.explain.plays import who_leads_sentence

    for dealer, bidder in ((N, W), (N, S), (E, E)):
        s = new_bid_hand(SIX, dealer)
        while s.to_act != bidder:
            s = s.apply("pass")
        s = run(s, "bid 4")
        while s.phase is not Phase.DECLARE:
            s = s.apply("pass")
        s = s.apply("trump H")
        assert s.phase is Phase.PLAY and s.to_act == bidder
        text = who_leads_sentence(s)
        assert text.startswith(f"{['North', 'East', 'South', 'West'][bidder]} leads") and "high bidder" in text
        assert "dealer's left" not in text


def test_dealer_may_equal_is_explained_as_equal_or_more() -> None:
    s = run(new_bid_hand(SIX, W, seed=3), "bid 4", "pass", "pass")
    assert s.to_act == W and "bid 4" in {a.text for a in s.legal_actions()}
    with pytest.raises(IllegalActionError) as info:
        s.apply("bid 3")
    assert "beat" not in str(info.value) and "at least the standing bid of 4" in str(info.value)


def test_preset_descriptions_claim_no_renege_cost_the_preset_refuses() -> None:
    for name, text in PRESET_DESCRIPTIONS.items():
        if not PRESETS[name].renege_mode and "renege" in text.lower():
            assert "renege mode" in text.lower(), name


# ---- the game-winning rule -------------------------------------------------------------------
def made(bidder: int, bid: int, tricks: tuple[int, int], points: tuple[int, int]) -> BidHandResult:
    return BidHandResult(bidder, bidder % 2, H, False, None, (), tricks, points, Outcome.BID_MADE, bid=bid)


def test_score_pad_uses_the_one_game_winning_rule() -> None:
    # East-West reach 33 with 2 tricks against North-South's made bid of 4: not a win in Bid Euchre
    pad = ScorePad(rules=SIX)
    pad.add((20, 31))
    pad.add_result(made(N, 4, (4, 2), (4, 2)))
    assert pad.totals == (24, 33)
    assert pad.winner is None and game_winner(SIX, pad.totals, made(N, 4, (4, 2), (4, 2)), 2) is None
    # both sides reaching 32 on the same hand plays on under bid-euchre-moon
    tie = ScorePad(rules=MOON)
    tie.add((30, 29))
    tie.add_result(made(N, 3, (3, 3), (3, 3)))
    assert tie.totals == (33, 32) and tie.winner is None
    standard = ScorePad(target=10)
    standard.add((10, 0))
    assert standard.winner == "North–South"


def test_game_and_score_pad_agree_on_random_games() -> None:
    for name in ("standard", "cutthroat", "bid-euchre-6"):
        game = Game(PRESETS[name], seed=5).play_out()
        pad = ScorePad(names=[str(s) for s in range(PRESETS[name].num_sides)], rules=PRESETS[name])
        for hand in game.hands:
            pad.add_result(hand.result)
        assert pad.totals == tuple(game.scores)
        assert pad.winner == (None if game.winner is None else str(game.winner))
