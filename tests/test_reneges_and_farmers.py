"""Renege mode and the farmer's hand in the standard family (RULES.md section 2.8)."""

import copy
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Card, IllegalActionError, Outcome, Phase, Rules, Suit, new_hand
from euchre.engine.farmers import code_farmers_hand
from euchre.engine.game import Game
from euchre.engine.reneges import Renege, caught_first
from euchre.engine.rules import FarmersHand, RenegePenalty
from euchre.engine.state import is_farmers_hand
from euchre.engine.tricks import CARDS
from euchre.explain.plays import explain_score
from euchre.explain.reneges import penalty_sentence
from euchre.explain.rule_summary import rules_summary

PLAY_HANDS = ["9C TC QC KC AC", "JD TD QD KD AD", "9S TS QS KS AS", "JC JS 9D JH 9H"]
N, E, S, W = range(4)


def ordered(rules: Rules):
    """Hearts trump: West orders up the Q♥, dealer North discards 9♣, East leads."""
    s = new_hand(rules, N, hands=PLAY_HANDS, upcard="QH")
    for a in ("pass", "pass", "order up", "discard 9C"):
        s = s.apply(a)
    return s


def test_without_renege_mode_the_renege_is_refused() -> None:
    s = ordered(Rules()).apply("play TD").apply("play 9S")
    with pytest.raises(IllegalActionError, match="must follow diamonds"):
        s.apply("play JH")


def test_renege_mode_allows_remembers_and_catches_the_renege() -> None:
    rules = Rules(renege_mode=True)
    s = ordered(rules).apply("play TD").apply("play 9S")
    assert "play JH" in {a.text for a in s.legal_actions()}
    s = s.apply("play JH")  # West holds 9♦ but trumps
    assert len(s.reneges) == 1 and s.reneges[0].seat == W and s.reneges[0].could_follow == (Card.parse("9D"),)
    s = s.apply("play QH")  # North; the trick ends and West won it with the right bower
    assert s.tricks[0].winner == W and s.to_act == W
    s = s.apply("play 9H")
    assert "call renege W" in {a.text for a in s.legal_actions()}  # North to act may accuse West
    s = s.apply("call renege W")
    assert s.is_over and s.result.outcome is Outcome.RENEGE
    assert s.result.points == (0, -2)
    text = explain_score(s.result, rules)
    assert "West reneged in trick 1" in text and "9♦" in text


def test_opponents_gain_option() -> None:
    rules = Rules(renege_mode=True, renege_penalty=RenegePenalty.OPPONENTS_GAIN)
    s = ordered(rules).apply("play TD").apply("play 9S").apply("play JH").apply("play QH").apply("play 9H")
    assert s.apply("call renege W").result.points == (2, 0)


def test_false_call_changes_nothing_and_is_not_offered_again() -> None:
    s = ordered(Rules(renege_mode=True)).apply("play TD")
    assert s.to_act == S
    s = s.apply("call renege E")
    assert not s.is_over and s.to_act == S
    assert "call renege E" not in {a.text for a in s.legal_actions()}


def test_uncaught_renege_is_found_at_the_end_of_the_hand() -> None:
    for scores in (False, True):
        rules = Rules(renege_mode=True, renege_hand_scores=scores, uncalled_renege_penalised=True)
        s = ordered(rules).apply("play TD").apply("play 9S").apply("play JH")
        while not s.is_over:
            s = s.apply(next(a for a in s.legal_actions() if a.text.startswith("play")))
        assert s.result.outcome is Outcome.RENEGE and s.result.reneges[0].seat == W
        hand_points = [0, 0]
        if scores:  # the hand's own score is kept and the penalty added
            from euchre.engine.scoring import score_standard
            hand_points = list(score_standard(rules, W, False, None, s.tricks_by_side()[1]).points)
        assert s.result.points == (hand_points[0], hand_points[1] - 2)


def test_random_renege_mode_hands_end_and_penalise_the_offenders() -> None:
    rng = random.Random(1)
    caught = 0
    for seed in range(300):
        s = new_hand(Rules(renege_mode=True, uncalled_renege_penalised=True), seed % 4, seed=seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
        if s.result.outcome is Outcome.RENEGE:
            caught += 1
            offender = s.rules.side_of(s.result.reneges[0].seat)
            assert s.result.points[offender] == -2
    assert caught > 50


@pytest.mark.parametrize("hand, ace_no_face, no_face_one_ace", [
    ("AS 9C TC 9D TH", True, True), ("9C TC 9D TD 9H", False, True), ("AS AC 9D TD 9H", True, False),
    ("AS 9C TC 9D JH", False, False), ("KS 9C TC 9D TH", False, False), ("7C 8C 9D TD AH", True, True),
    ("B 9C TC 9D AH", False, False),
])
def test_farmers_hand_table(hand: str, ace_no_face: bool, no_face_one_ace: bool) -> None:
    """RULES.md section 6: seed 004's ace-no-face (the default) and the other common reading."""
    cards = [Card.parse(c) for c in hand.split()]
    assert is_farmers_hand(cards, FarmersHand.ACE_NO_FACE) is ace_no_face
    assert is_farmers_hand(cards, FarmersHand.NO_FACE_ONE_ACE) is no_face_one_ace
    assert Rules().farmers_hand is FarmersHand.ACE_NO_FACE


@settings(max_examples=300, deadline=None)
@given(hand=st.lists(st.integers(0, len(CARDS) - 1), min_size=1, max_size=12), kind=st.sampled_from(list(FarmersHand)))
def test_the_fast_modes_farmers_hand_over_card_codes_is_the_card_rule(hand: list[int], kind: FarmersHand) -> None:
    assert code_farmers_hand(hand, kind) is is_farmers_hand([CARDS[c] for c in hand], kind)


def test_the_caught_renege_is_listed_first_and_only_once() -> None:
    nine, ten, jack = Card.parse("9H"), Card.parse("TH"), Card.parse("JH")
    first = Renege(1, 1, Card.parse("AS"), Suit.HEARTS, (nine,))
    same_seat_later = Renege(1, 3, Card.parse("KS"), Suit.HEARTS, (ten,))
    other_seat = Renege(2, 3, Card.parse("QS"), Suit.HEARTS, (jack,))
    copy = Renege(1, 3, Card.parse("KS"), Suit.HEARTS, (ten,))  # an equal value, not the same object
    assert caught_first([first, same_seat_later, other_seat], copy) == (copy, first, other_seat)
    assert caught_first([first, same_seat_later, other_seat], other_seat) == (other_seat, first, same_seat_later)
    assert caught_first([first, other_seat], None) == (first, other_seat)


def test_a_renege_is_a_value_equal_by_its_fields_that_survives_a_pickle_and_a_copy() -> None:
    fields = (1, 3, Card.parse("KS"), Suit.HEARTS, (Card.parse("TH"), Card.parse("AH")), Suit.CLUBS)
    renege = Renege(*fields)
    same = Renege(*fields)
    assert renege == same and hash(renege) == hash(same) and len({renege, same}) == 1
    for i, other in enumerate((2, 4, Card.parse("QS"), Suit.DIAMONDS, (Card.parse("TH"),), Suit.SPADES)):
        changed = Renege(*fields[:i], other, *fields[i + 1:])  # type: ignore[arg-type]
        assert changed != renege and not changed == renege
    assert Renege(*fields[:5]).trump is None and Renege(*fields[:5]) != renege
    assert renege != fields and renege != "a renege"
    for clone in (pickle.loads(pickle.dumps(renege)), copy.deepcopy(renege), copy.copy(renege)):
        assert type(clone) is Renege and clone == renege and hash(clone) == hash(renege)
        assert (clone.seat, clone.trick, clone.card, clone.led, clone.could_follow, clone.trump) == fields
    assert repr(renege) == (
        "Renege(seat=1, trick=3, card=Card.parse('KS'), led=<Suit.HEARTS: 2>, "
        "could_follow=(Card.parse('TH'), Card.parse('AH')), trump=<Suit.CLUBS: 0>)"
    )


def test_farmers_hand_may_call_a_redeal_only_with_the_option() -> None:
    hands = ["AS 9C TC 9D TH", "JD TD QD KD AD", "KS QS JS QC JC", "KC AC QH KH AH"]
    s = new_hand(Rules(), W, hands=hands, upcard="9S")
    assert "redeal" not in {a.text for a in s.legal_actions()}
    s = new_hand(Rules(farmers=True), W, hands=hands, upcard="9S")
    assert s.to_act == N and "redeal" in {a.text for a in s.legal_actions()}
    done = s.apply("redeal")
    assert done.is_over and done.result.thrown_in and done.result.outcome is Outcome.FARMERS
    assert done.result.farmer == N
    assert "farmer" in explain_score(done.result, done.rules)
    after = s.apply("pass")
    assert after.to_act == E and "redeal" not in {a.text for a in after.legal_actions()}
    assert after.phase is Phase.ROUND_ONE


def test_game_redeals_after_a_farmers_hand() -> None:
    game = Game(Rules(farmers=True), seed=3)
    for _ in range(2000):
        if game.is_over:
            break
        legal = game.legal_actions()
        redeal = [a for a in legal if a.text == "redeal"]
        before = len(game.hands)
        game.apply(redeal[0] if redeal else legal[0])
        if redeal:
            assert len(game.hands) == before + 1 and game.hands[-1].result.outcome is Outcome.FARMERS
            assert game.current.dealer == (game.hands[-1].dealer + 1) % 4
            break
    else:
        raise AssertionError("no farmer's hand was dealt in the sample")


def test_ace_no_face_redeal_in_bid_euchre() -> None:
    from euchre.engine.rules import PRESETS

    rules = PRESETS["bid-euchre-moon"].replace(farmers=True)
    hands = ["AS 9C TC 9D TH 9H", "JD TD QD KD AD JH", "KS QS JS QC JC TS", "KC AC QH KH AH 9S"]
    s = new_hand(rules, W, hands=hands)
    assert s.to_act == N and "redeal" in {a.text for a in s.legal_actions()}
    done = s.apply("redeal")
    assert done.is_over and done.result.outcome is Outcome.FARMERS and done.result.farmer == N
    assert "redeal" not in {a.text for a in s.apply("pass").legal_actions()}


def _played_out(rules: Rules, call: bool):
    """West's renege of trick 1, called by North once West leads trick 2 when `call` is set, then every play."""
    s = ordered(rules).apply("play TD").apply("play 9S").apply("play JH").apply("play QH").apply("play 9H")
    if call:
        s = s.apply(next(a for a in s.legal_actions() if a.text == "call renege W"))
    while not s.is_over:
        s = s.apply(next(a for a in s.legal_actions() if a.text.startswith("play")))
    return s


@pytest.mark.parametrize("penalty", list(RenegePenalty))
def test_an_uncalled_renege_is_not_said_to_be_caught(penalty: RenegePenalty) -> None:
    """The end-of-hand penalty of `uncalled_renege_penalised` says nobody called the renege; when a call
    could also have caught it without ending the hand, the result cannot tell, and says only when it is
    penalised; a call that ends the hand still catches it."""
    base = Rules(renege_mode=True, uncalled_renege_penalised=True, renege_penalty=penalty)
    text = explain_score(_played_out(base, call=False).result, base)
    assert "is caught" not in text and "Nobody called the renege, so it is penalised at the end of the hand" in text
    on = base.replace(renege_call_ends_hand=False)
    for call in (False, True):
        s = _played_out(on, call)
        assert s.result.outcome is Outcome.RENEGE
        text = explain_score(s.result, on)
        assert "is caught" not in text and "Nobody called" not in text
        assert "The renege is penalised at the end of the hand" in text
    s = _played_out(base.replace(uncalled_renege_penalised=False, renege_call_ends_hand=False), call=True)
    assert "The renege is caught" in explain_score(s.result, s.rules)
    s = ordered(base).apply("play TD").apply("play 9S").apply("play JH").apply("play QH").apply("play 9H")
    s = s.apply("call renege W")
    assert s.is_over and "The renege is caught" in explain_score(s.result, base)


# ---- the penalty in words, by the number of players ------------------------------------------------------------------
@pytest.mark.parametrize("called", [True, False, None])
@pytest.mark.parametrize("preset, penalty, words", [
    ("standard", RenegePenalty.OFFENDERS_LOSE, "North–South lose 2 points"),
    ("standard", RenegePenalty.OPPONENTS_GAIN, "their opponents gain 2 points"),
    ("cutthroat", RenegePenalty.OPPONENTS_GAIN, "their opponents gain 2 points"),
    ("two-handed", RenegePenalty.OPPONENTS_GAIN, "their opponent gains 2 points"),
])
def test_the_penalty_sentence_names_who_pays_for_the_table(preset: str, penalty: RenegePenalty, words: str,
                                                          called: bool | None) -> None:
    rules = Rules.preset(preset).replace(renege_mode=True, renege_penalty=penalty)
    renege = Renege(0, 1, Card.parse("9S"), Suit.HEARTS, (Card.parse("AH"),), Suit.CLUBS)
    text = penalty_sentence(rules, renege, called)
    assert words in text, text
    assert ("their opponents" in text) == (words.startswith("their opponents"))


@pytest.mark.parametrize("preset, words", [
    ("standard", "the offending side loses 2 points"),
    ("cutthroat", "the player who reneged loses 2 points"),
    ("two-handed", "the player who reneged loses 2 points"),
])
def test_the_rules_summary_names_who_pays_for_a_renege(preset: str, words: str) -> None:
    rules = Rules.preset(preset).replace(renege_mode=True)
    assert any(words in line for line in rules_summary(rules))
