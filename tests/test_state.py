"""The hand state machine on hand-built deals: bidding rounds, stick the dealer, throw-in, Canadian
loner, going and defending alone, both loner_lead settings, discards, refusals and history."""

import pytest

from euchre import (
    Card,
    IllegalActionError,
    LonerLead,
    Outcome,
    Phase,
    Rules,
    RulesError,
    Suit,
    build_deck,
    new_hand,
    parse_action,
)
from euchre.explain.plays import explain_score, who_leads_sentence

HANDS = ["9C TC QC KC AC", "9D TD QD KD AD", "9S TS QS KS AS", "JC JS JD JH 9H"]
UPCARD = "TH"
N, E, S, W = range(4)


def deal(rules: Rules | None = None, dealer: int = N, hands=HANDS, upcard=UPCARD):
    return new_hand(rules or Rules.preset("standard"), dealer, hands=hands, upcard=upcard)


def run(state, *actions: str):
    for a in actions:
        state = state.apply(a)
    return state


def test_given_deal_is_recorded_with_its_packets() -> None:
    s = deal()
    assert s.phase is Phase.ROUND_ONE and s.to_act == E
    assert s.upcard == Card.parse("TH") and sorted(s.kitty) == sorted(Card.parse(c) for c in ("QH", "KH", "AH"))
    assert s.deal_pattern == "3-2 then 2-3"
    assert [seat for seat, _ in s.deal_packets] == [E, S, W, N, E, S, W, N]
    assert [len(p) for _, p in s.deal_packets] == [3, 2, 3, 2, 2, 3, 2, 3]


def test_bad_deals_are_refused() -> None:
    with pytest.raises(RulesError, match="4 players"):
        new_hand(Rules(), 0, hands=HANDS[:3], upcard=UPCARD)
    with pytest.raises(RulesError, match="dealt 2 times"):
        new_hand(Rules(), 0, hands=[HANDS[0], HANDS[0], HANDS[2], HANDS[3]], upcard=UPCARD)
    with pytest.raises(RulesError, match="not in the 24-card deck"):
        new_hand(Rules(), 0, hands=[*HANDS[:3], "JC JS JD JH 7H"], upcard=UPCARD)
    with pytest.raises(ValueError, match="not a card"):
        new_hand(Rules(), 0, hands=[*HANDS[:3], "JC JS JD JH ZZ"], upcard=UPCARD)


def test_seeded_deals_are_reproducible_and_use_the_whole_deck() -> None:
    a, b = new_hand(seed=42), new_hand(seed=42)
    assert a.hands == b.hands and a.upcard == b.upcard
    assert new_hand(seed=43).hands != a.hands
    cards = [c for h in a.hands for c in h] + [a.upcard, *a.kitty]
    assert sorted(cards) == sorted(build_deck(Rules()))


def test_everyone_passes_twice_and_the_hand_is_thrown_in() -> None:
    s = run(deal(), *["pass"] * 4)
    assert s.phase is Phase.ROUND_TWO and s.to_act == E
    s = run(s, *["pass"] * 4)
    assert s.is_over and s.result.thrown_in and s.result.points == (0, 0)
    assert s.result.outcome is Outcome.THROWN_IN
    assert "thrown in" in explain_score(s.result, s.rules)


def test_stick_the_dealer_refuses_the_dealers_pass() -> None:
    s = run(deal(Rules.preset("stick-the-dealer")), *["pass"] * 7)
    assert s.to_act == N
    assert parse_action("pass") not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="stick the dealer"):
        s.apply("pass")
    s = s.apply("call clubs")
    assert s.trump is Suit.CLUBS and s.maker == N and s.phase is Phase.PLAY


def test_turned_down_suit_cannot_be_named_in_round_two() -> None:
    s = run(deal(), *["pass"] * 4)
    with pytest.raises(IllegalActionError, match="turned down"):
        s.apply("call H")
    assert {a.text for a in s.legal_actions()} >= {"call C", "call D alone", "call S", "pass"}


def test_order_up_dealer_picks_up_and_may_discard_the_upcard() -> None:
    s = deal().apply("order up")
    assert s.phase is Phase.DISCARD and s.to_act == N and s.maker == E and s.trump is Suit.HEARTS
    assert len(s.hand(N)) == 6 and Card.parse("TH") in s.hand(N)
    after = s.apply("discard TH")
    assert after.discarded == Card.parse("TH") and len(after.hand(N)) == 5
    assert after.phase is Phase.PLAY and after.to_act == E
    with pytest.raises(IllegalActionError, match="not in the dealer's hand"):
        s.apply("discard JH")


PLAY_HANDS = ["9C TC QC KC AC", "JD TD QD KD AD", "9S TS QS KS AS", "JC JS 9D JH 9H"]


def ordered_by_west():
    """Hearts trump: West orders up the Q♥, dealer North discards 9♣, East leads."""
    s = run(new_hand(Rules(), N, hands=PLAY_HANDS, upcard="QH"), "pass", "pass", "order up", "discard 9C")
    assert s.trump is Suit.HEARTS and s.maker == W and s.to_act == E
    return s


def test_must_follow_the_suit_led() -> None:
    s = run(ordered_by_west(), "play TD", "play 9S")
    with pytest.raises(IllegalActionError) as info:
        s.apply("play JH")
    assert "West must follow diamonds" in str(info.value) and "9♦" in str(info.value)
    s = run(s, "play 9D", "play QH")
    assert s.tricks[0].winner == N and s.to_act == N
    assert s.tricks[0].winning_card == Card.parse("QH")


def test_left_bower_led_must_be_followed_with_trump() -> None:
    s = run(ordered_by_west(), "play JD", "play 9S")
    assert {a.text for a in s.legal_actions()} == {"play JH", "play 9H"}
    with pytest.raises(IllegalActionError) as info:
        s.apply("play 9D")
    text = str(info.value)
    assert "must follow hearts" in text
    assert "J♦ is the left bower: with hearts trump it counts as a heart" in text
    s = run(s, "play JH", "play QH")
    assert s.tricks[0].winner == W  # the right bower beats the left


def test_play_before_trump_is_made_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="not time to play"):
        new_hand(Rules(), N, hands=PLAY_HANDS, upcard="QH").apply("play JD")


def test_going_alone_partner_sits_out_and_lead_skips_them() -> None:
    s = run(deal(), *["pass"] * 4, "pass", "pass", "call S alone")  # West calls spades alone
    assert s.maker == W and s.alone and s.sitting_out == (E,)
    assert s.to_act == S  # left of dealer is East, who sits out
    assert "sitting out" in who_leads_sentence(s)
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert all(len(t.cards) == 3 for t in s.tricks)
    assert E not in {seat for t in s.tricks for seat in t.seats}
    assert s.result.sat_out == (E,) and s.result.alone


def test_left_of_loner_lead() -> None:
    rules = Rules.preset("standard").replace(loner_lead=LonerLead.LEFT_OF_LONER)
    s = run(deal(rules), *["pass"] * 4, "pass", "pass", "call S alone")
    assert s.to_act == N  # left of West
    assert "loner's left" in who_leads_sentence(s) or "lone player's left" in who_leads_sentence(s)


def test_canadian_loner_dealers_partner_must_go_alone() -> None:
    s = deal(Rules.preset("canadian")).apply("pass")
    assert s.to_act == S
    assert {a.text for a in s.legal_actions()} == {"pass", "order up alone"}
    with pytest.raises(IllegalActionError, match="Canadian"):
        s.apply("order up")
    s = s.apply("order up alone")
    assert s.alone and s.sitting_out == (N,)
    assert s.phase is Phase.PLAY  # the dealer sits out, so nobody picks up
    assert s.to_act == E


def test_defend_alone_in_order_from_dealers_left() -> None:
    s = deal(Rules.preset("hoyle")).apply("pass").apply("order up")  # South orders up
    s = s.apply("discard 9C")
    assert s.phase is Phase.DEFEND_ALONE and s.to_act == E
    s = s.apply("pass")
    assert s.to_act == W
    s = s.apply("defend alone")
    assert s.lone_defender == W and s.sitting_out == (E,)
    assert s.phase is Phase.PLAY and s.to_act == N  # left of the lone defender (LEFT_OF_LONER)


def test_defend_alone_requires_loner_option() -> None:
    rules = Rules.preset("hoyle").replace(defend_alone_requires_loner=True)
    s = run(deal(rules), "pass", "order up", "discard 9C")
    assert s.phase is Phase.PLAY
    s = run(deal(rules), "pass", "order up alone")
    assert s.sitting_out == (N,)
    assert s.phase is Phase.DEFEND_ALONE and s.to_act == E


def test_both_alone_lone_defender_leads_under_left_of_loner() -> None:
    s = run(deal(Rules.preset("hoyle")), "order up alone", "discard 9C")  # East alone, dealer North discards
    assert s.phase is Phase.DEFEND_ALONE and s.to_act == S
    s = s.apply("defend alone")
    assert set(s.sitting_out) == {W, N}
    assert s.to_act == S


def test_history_and_recovery_of_earlier_states() -> None:
    s = run(deal(), "pass", "order up", "discard 9C", "play AD")
    assert [f"{seat}:{a}" for seat, a in s.history] == ["1:pass", "2:order up", "0:discard 9C", "1:play AD"]
    path = s.path()
    assert len(path) == 5 and path[0] is s.initial and path[0].phase is Phase.ROUND_ONE
    assert path[-2].previous is path[-3]
    assert path[2].phase is Phase.DISCARD and len(path[2].hand(N)) == 6
    assert path[0].hands[N] == tuple(Card.parse(c) for c in HANDS[N].split())


def test_actions_given_as_text_or_values_are_the_same() -> None:
    a = deal().apply("order up")
    b = deal().apply(parse_action("pick up"))
    assert a.maker == b.maker and a.hands == b.hands


def test_apply_after_the_end_and_result_before_the_end() -> None:
    s = deal()
    with pytest.raises(IllegalActionError):
        _ = s.result
    s = run(s, *["pass"] * 8)
    with pytest.raises(IllegalActionError, match="over"):
        s.apply("pass")


def test_joker_upcard_dealer_names_the_suit_first() -> None:
    hands = ["9C TC QC KC AC", "9D TD QD KD AD", "9S TS QS KS AS", "JC JS JD JH 9H"]
    s = new_hand(Rules.preset("british"), N, hands=hands, upcard="B")
    assert s.phase is Phase.JOKER_SUIT and s.to_act == N
    s = s.apply("trump S")
    assert s.phase is Phase.ROUND_ONE and s.upcard_suit is Suit.SPADES
    s = run(s, "order up")
    assert s.trump is Suit.SPADES and s.phase is Phase.DISCARD
