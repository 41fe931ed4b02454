"""RULES.md section 1 as tables: every card against every trump, for effective suit and ranking."""

import itertools

import pytest

from euchre import JOKER, Card, Rank, Rules, Suit, build_deck, effective_suit, trump_order
from euchre.engine.ranking import NoTrump, card_power, is_trump

SAME_COLOUR = {"C": "S", "S": "C", "D": "H", "H": "D"}
# RULES.md: trump ranks right bower, left bower, then A K Q 10 9 (8 7); plain suits A K Q J 10 9 (8 7).
TRUMP_ORDER_TEXT = ["J{t}", "J{p}", "A{t}", "K{t}", "Q{t}", "T{t}", "9{t}", "8{t}", "7{t}"]
PLAIN_ORDER_RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7"]
DECK32 = build_deck(Rules(min_rank=7))


def expected_effective(code: str, trump: str) -> str:
    rank, suit = code[0], code[1]
    if rank == "J" and suit == SAME_COLOUR[trump]:
        return trump
    return suit


@pytest.mark.parametrize("trump", "CDHS")
@pytest.mark.parametrize("card", [c.code for c in DECK32])
def test_effective_suit_every_card_every_trump(card: str, trump: str) -> None:
    assert effective_suit(Card.parse(card), Suit.parse(trump)).letter == expected_effective(card, trump)


@pytest.mark.parametrize("trump", "CDHS")
def test_trump_ranking_table(trump: str) -> None:
    expected = [Card.parse(t.format(t=trump, p=SAME_COLOUR[trump])) for t in TRUMP_ORDER_TEXT]
    assert list(trump_order(Suit.parse(trump), 7)) == expected
    assert list(trump_order(Suit.parse(trump))) == expected[:7]
    assert list(trump_order(Suit.parse(trump), 9, joker=True)) == [JOKER, *expected[:7]]


@pytest.mark.parametrize("trump", "CDHS")
def test_every_pair_of_cards_ranks_as_the_rules_say(trump: str) -> None:
    t = Suit.parse(trump)
    trumps = [Card.parse(x.format(t=trump, p=SAME_COLOUR[trump])) for x in TRUMP_ORDER_TEXT]
    for led in Suit:
        plain = [Card.parse(r + led.letter) for r in PLAIN_ORDER_RANKS]
        plain = [c for c in plain if c not in trumps]
        ladder = trumps + ([] if led == t else plain)
        for hi, lo in itertools.combinations(ladder, 2):
            assert card_power(hi, t, led) > card_power(lo, t, led), (hi, lo, led)
        for card in DECK32:
            if card not in ladder:
                assert card_power(card, t, led) == 0, "a card that neither trumps nor follows cannot win"


def test_joker_is_top_trump_and_counts_as_trump() -> None:
    for t in Suit:
        assert effective_suit(JOKER, t) == t
        assert is_trump(JOKER, t)
        assert card_power(JOKER, t, t) > card_power(Card(Rank.JACK, t), t, t)


@pytest.mark.parametrize(
    "trump, order",
    [(NoTrump.HIGH, ["A", "K", "Q", "J", "T", "9"]), (NoTrump.LOW, ["9", "T", "J", "Q", "K", "A"])],
)
def test_no_trump_ranking_has_no_bowers(trump: NoTrump, order: list[str]) -> None:
    for led in Suit:
        cards = [Card.parse(r + led.letter) for r in order]
        for hi, lo in itertools.pairwise(cards):
            assert card_power(hi, trump, led) > card_power(lo, trump, led)
        jack = Card(Rank.JACK, led.partner)
        assert effective_suit(jack, trump) == led.partner
        assert not is_trump(jack, trump)


def test_the_bowers_are_named_once() -> None:
    from euchre.engine.ranking import is_left_bower, is_right_bower, left_bower, right_bower

    assert left_bower(Suit.HEARTS) == Card.parse("JD") and right_bower(Suit.CLUBS) == Card.parse("JC")
    for suit in Suit:
        assert is_left_bower(left_bower(suit), suit) and is_right_bower(right_bower(suit), suit)
        assert left_bower(suit).suit is suit.partner
