"""Explanations: the wording learners read for trick winners, legal plays and every scoring case."""

import pytest

from euchre import Card, Rules, Suit, new_hand, parse_cards
from euchre.engine.ranking import NoTrump
from euchre.engine.scoring import Outcome
from euchre.engine.state import HandResult
from euchre.explain.plays import card_role, explain_legal_plays, explain_score, trick_sentence, why_card_won

H = Suit.HEARTS


def test_card_roles_say_the_bower_suits_out_loud() -> None:
    assert card_role(Card.parse("JD"), H) == (
        "J♦ is the left bower: with hearts trump it counts as a heart, not a diamond"
    )
    assert card_role(Card.parse("JH"), H) == "J♥ is the right bower, the highest heart"
    assert "ordinary jack" in card_role(Card.parse("JD"), NoTrump.HIGH)
    assert "highest trump" in card_role(Card.parse("B"), H)


def test_trick_winner_sentences() -> None:
    assert why_card_won(parse_cards("AH JD KH QH"), H, 1).startswith("J♦ wins: it is the highest trump played")
    assert "only trump" in why_card_won(parse_cards("AS KS 9H QS"), H, 2)
    assert "did not follow suit" in why_card_won(parse_cards("9S AC AD KS"), H, 3)
    low = why_card_won(parse_cards("AS 9S KS"), NoTrump.LOW, 1)
    assert "low no-trump" in low and "lowest spade wins" in low and "ace is the worst" in low
    high = why_card_won(parse_cards("JS 9S AS"), NoTrump.HIGH, 2)
    assert high.startswith("A♠ wins: in high no-trump the highest spade wins")


def test_legal_plays_sentence_mentions_the_trap() -> None:
    text = explain_legal_plays(parse_cards("JD AS 9C"), parse_cards("AD"), H)
    assert "no diamonds" in text or "any card" in text
    text = explain_legal_plays(parse_cards("JD AS 9C"), parse_cards("KH"), H)
    assert "must follow with J♦" in text and "left bower" in text


def result(outcome: Outcome, maker=0, alone=False, defender=None, tricks=(3, 2), points=(1, 0), sat_out=()):
    return HandResult(maker, maker % 2, H, alone, defender, sat_out, tricks, points, outcome)


@pytest.mark.parametrize("res, words", [
    (result(Outcome.MADE), ["took 3 of 5", "1 point"]),
    (result(Outcome.MARCH, tricks=(5, 0), points=(2, 0)), ["march", "2 points"]),
    (result(Outcome.LONER_MARCH, alone=True, tricks=(5, 0), points=(4, 0), sat_out=(2,)), ["alone", "4 points"]),
    (result(Outcome.EUCHRE, tricks=(2, 3), points=(0, 2)), ["euchred", "East–West", "2"]),
    (result(Outcome.LONER_EUCHRE, alone=True, tricks=(1, 4), points=(0, 2)), ["were euchred", "2"]),
    (result(Outcome.LONE_DEFENDER_EUCHRE, defender=1, tricks=(2, 3), points=(0, 4), sat_out=(3,)),
     ["East defended alone", "euchre", "4 points"]),
    (result(Outcome.LONE_DEFENDER_MARCH, defender=1, tricks=(0, 5), points=(0, 4), sat_out=(3,)),
     ["all 5", "4 points"]),
])
def test_score_explanations(res: HandResult, words: list[str]) -> None:
    text = explain_score(res, Rules.preset("standard").replace(defend_alone=True))
    for w in words:
        assert w in text, (w, text)


def test_trick_sentence_names_seats_and_winner() -> None:
    s = new_hand(Rules(), 0, hands=["9C TC QC KC AC", "JD TD QD KD AD", "9S TS QS KS AS", "JC JS 9D JH 9H"],
                 upcard="QH")
    for a in ("pass", "pass", "order up", "discard 9C", "play JD", "play 9S", "play JH", "play QH"):
        s = s.apply(a)
    text = trick_sentence(s.tricks[0], s.trump)
    assert text.startswith("East J♦, South 9♠, West J♥, North Q♥. West takes it.")
    assert "right bower" in text


# ---- the Joker-lead option reaches every explanation of a lead -------------------------------
def test_lead_explanations_follow_the_joker_no_trump_option() -> None:
    from euchre.engine.rules import JokerNoTrump
    from euchre.explain.plays import why_not_playable, why_playable

    hand = parse_cards("B 9H KS")
    joker = hand[0]
    may = Rules.preset("bid-euchre-6").replace(joker=True, joker_no_trump=JokerNoTrump.MAY_LEAD)
    banned = may.replace(joker_no_trump=JokerNoTrump.NOT_LED)
    for trump in (NoTrump.HIGH, NoTrump.LOW):
        refused = why_not_playable(joker, hand, (), trump, "North", banned)
        assert refused.startswith(f"{joker} may not be led: in {trump} the Joker may not be led")
        assert "North has another card" in refused
        assert "leader may lead any card" in why_not_playable(joker, hand, (), trump, "North", may)
        assert "any card but the Joker" in why_playable(hand[1], hand, (), trump, banned)
        assert "any card but the Joker" in explain_legal_plays(hand, (), trump, banned)
        assert explain_legal_plays(hand, (), trump, may) == "You are leading, so any card in your hand may be played."
    # a suit contract, or the Joker as the last card, leaves every lead open
    assert "leader may lead any card" in why_not_playable(joker, hand, (), H, "you", banned)
    assert "leader may lead any card" in why_not_playable(joker, (joker,), (), NoTrump.LOW, "you", banned)


def test_follow_explanations_agree_with_the_core_on_every_card() -> None:
    """why_playable / why_not_playable never disagree with tricks.legal_plays about a card."""
    import random

    from euchre.engine.tricks import legal_plays
    from euchre.explain.plays import why_not_playable, why_playable

    rng = random.Random(11)
    deck = list(parse_cards("9S TS JS QS KS AS 9H TH JH QH KH AH 9D TD JD QD KD AD 9C TC JC QC KC AC B"))
    for _ in range(300):
        trump = rng.choice([*Suit, NoTrump.HIGH, NoTrump.LOW])
        cards = rng.sample(deck, 8)
        hand, trick = cards[:5], cards[5:5 + rng.randrange(4)]
        legal = legal_plays(hand, trick, trump)
        for card in hand:
            text = why_not_playable(card, hand, trick, trump)
            if card in legal:
                assert "may be played" in text or "follows suit" in text, text
                assert "must follow" not in why_playable(card, hand, trick, trump)
            else:
                assert "must follow" in text, text
