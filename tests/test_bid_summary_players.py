"""`rules_summary(rules)` of Bid Euchre says what the engine does at each table size the engine plays:
partners and partner's best or the moon only with four players, the right number of other players in
the auction, and the scoring and the winner of a game without partners."""

import random

import pytest

from euchre import Rules, new_hand
from euchre.engine.phases import Phase
from euchre.engine.rules import PRESETS
from euchre.explain.rule_summary import rules_summary

# (preset, players, cards each): every card dealt, as Bid Euchre deals; a double deck dealt to three or
# two players (16 or 24 cards each) is more than the engine holds, so it is played by four only.
TABLES = [
    (name, n, size)
    for name in ("bid-euchre-6", "bid-euchre-moon")
    for n, size in ((4, 6), (3, 8), (2, 12))
] + [("double-deck-bid", 4, 12)]
OTHERS = {4: "the other three pass", 3: "the other two pass", 2: "the other player passes"}
ALL_PASS = {4: "If all four pass", 3: "If all three pass", 2: "If both players pass"}


def rules_for(name: str, n: int, size: int, **changes: object) -> Rules:
    return PRESETS[name].replace(num_players=n, hand_size=size, **changes)


def ruleset_ids(table: tuple[str, int, int]) -> str:
    return f"{table[0]}-{table[1]}p"


def auction_won_with_the_top_bid(rules: Rules):
    """The dealer's left bids every trick and the others pass; the bidder names the first contract."""
    s = new_hand(rules, 0, seed=7)
    s = s.apply(f"bid {rules.hand_size}")
    while s.phase is Phase.AUCTION:
        s = s.apply("pass")
    assert s.phase is Phase.DECLARE
    return s.apply(s.legal_actions()[0])


@pytest.mark.parametrize("table", TABLES, ids=ruleset_ids)
def test_partners_and_contracts_only_where_the_engine_has_them(table: tuple[str, int, int]) -> None:
    rules = rules_for(*table)
    lines = rules_summary(rules)
    n = rules.num_players
    assert any(line.startswith("Partners sit opposite") for line in lines) is (n == 4)
    if n != 4:
        alone = "the other two" if n == 3 else "the other player"
        assert f"Every player scores alone; the high bidder plays against {alone}. There is no kitty." in lines
        assert not any("with partner" in line or "Each side" in line or "First side" in line for line in lines)
    s = auction_won_with_the_top_bid(rules)
    offered = {a.text for a in s.legal_actions()} if s.phase is Phase.CONTRACT else set()
    assert ("partner's best" in offered) is any("may be played as partner's best" in line for line in lines)
    assert ("moon" in offered) is any("shooting the moon alone" in line for line in lines)
    if n != 4 and (rules.partners_best or rules.moon):
        assert not offered and any(line.startswith("Without partners there is no partner's best") for line in lines)


@pytest.mark.parametrize("stick", [False, True])
@pytest.mark.parametrize("table", TABLES, ids=ruleset_ids)
def test_the_passing_sentence_counts_the_other_players(table: tuple[str, int, int], stick: bool) -> None:
    rules = rules_for(*table, stick_the_dealer=stick)
    n = rules.num_players
    lines = rules_summary(rules)
    s = new_hand(rules, 0, seed=3)
    passes = 0
    while s.to_act != 0:  # round to the dealer, seat 0
        s = s.apply("pass")
        passes += 1
    assert passes == n - 1
    dealer_may_pass = "pass" in {a.text for a in s.legal_actions()}
    assert dealer_may_pass is not stick
    if stick:
        assert any(OTHERS[n] in line for line in lines)
    else:
        assert s.apply("pass").is_over and any(line.startswith(ALL_PASS[n]) for line in lines)
    other_counts = [words for count, words in OTHERS.items() if count != n] + [
        words for count, words in ALL_PASS.items() if count != n
    ]
    assert not any(words in line for words in other_counts for line in lines)


@pytest.mark.parametrize("table", TABLES, ids=ruleset_ids)
def test_the_scoring_sentence_is_how_hands_score(table: tuple[str, int, int]) -> None:
    rules = rules_for(*table)
    lines = rules_summary(rules)
    each_opponent = ("The bidder scores 1 point per trick, or loses the bid if they fall short; each opponent scores "
                     "1 point for every trick the bidder did not take, and scores can go negative.")
    assert (each_opponent in lines) is (rules.num_players != 4)
    assert any(line.startswith("Each side scores 1 point per trick") for line in lines) is (rules.num_players == 4)
    assert any(line.startswith("First player to" if rules.num_players != 4 else "First side to") for line in lines)
    rng = random.Random(5)
    scored = 0
    for seed in range(80):
        s = new_hand(rules, seed % rules.num_players, seed=seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
        result = s.result
        if result.makers is None or result.sat_out:
            continue
        scored += 1
        defenders = sum(result.tricks) - result.tricks[result.makers]
        for side, points in enumerate(result.points):
            if side != result.makers:
                own = result.tricks[side] if rules.num_players == 4 else defenders
                assert points == own
    assert scored >= 10
