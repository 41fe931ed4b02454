"""The choices the sources leave open (RULES.md section 6), each a field of `Rules`: shown in the
summary and `options()`, carried by quiz codes and records, and played by the engine in both
families. Tables from RULES.md, scenarios, and hypothesis properties."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Card, IllegalActionError, Outcome, Phase, Rules, new_hand, parse_cards
from euchre.classroom import decode_rules, encode_rules
from euchre.engine.bid import new_bid_hand
from euchre.engine.game import Game, game_winner
from euchre.engine.records import rules_from_json, rules_to_json
from euchre.engine.rules import (
    PRESETS,
    FarmersHand,
    JokerNoTrump,
    JokerUpcard,
    RenegePenalty,
)
from euchre.engine.scoring import Outcome as O
from euchre.explain.plays import explain_score
from euchre.explain.rule_summary import farmers_hand_words, rules_summary
from euchre.explain.ruleset_names import PRESET_DESCRIPTIONS
from euchre.explain.steps import step_sentence
from euchre.widgets.trainer import table_rule_label

N, E, S, W = range(4)
SIX = PRESETS["bid-euchre-6"]
NEW_OPTIONS = {
    "uncalled_renege_penalised": True,
    "renege_call_ends_hand": False,
    "joker_upcard": JokerUpcard.REDEAL,
    "joker_no_trump": JokerNoTrump.NOT_LED,
    "farmers_hand": FarmersHand.NO_FACE_ONE_ACE,
    "dealer_pickup_behind_loner": True,
    "tie_plays_on": True,
}
"""Each new option and its value other than the default."""
# where each option shows in the summary: a ruleset in which it applies
WHERE = {
    "uncalled_renege_penalised": Rules(renege_mode=True),
    "renege_call_ends_hand": Rules(renege_mode=True),
    "joker_upcard": Rules(joker=True),
    "joker_no_trump": SIX.replace(joker=True),
    "farmers_hand": Rules(farmers=True),
    "dealer_pickup_behind_loner": Rules(),
    "tie_plays_on": PRESETS["cutthroat"],
}


def run(state, *actions):
    for a in actions:
        state = state.apply(a)
    return state


def texts(state) -> set[str]:
    return {a.text for a in state.legal_actions()}


# ---- shown, stored and carried ---------------------------------------------------------------
def test_defaults_follow_the_seeds_where_they_have_a_reading() -> None:
    rules = Rules()
    assert rules.farmers_hand is FarmersHand.ACE_NO_FACE  # seed 004: at least one ace, no face cards
    assert rules.uncalled_renege_penalised is False  # seed 004: reneging "hoping not to get caught"
    assert rules.joker_upcard is JokerUpcard.DEALER_NAMES  # RULES.md: the common rule
    assert rules.dealer_pickup_behind_loner is False  # RULES.md 6 calls it OpenSpiel's: see test_openspiel_agreement
    assert PRESETS["bid-euchre-moon"].tie_plays_on  # seed 004: a tie at 32 plays another hand


@pytest.mark.parametrize("option", sorted(NEW_OPTIONS))
def test_every_option_is_listed_and_changes_the_summary(option: str) -> None:
    rules = WHERE[option]
    assert option in rules.options()
    flipped = rules.replace(**{option: NEW_OPTIONS[option]})
    assert flipped.options()[option] != rules.options()[option]
    assert rules_summary(flipped) != rules_summary(rules)


# every field of Rules, a ruleset in which it plays a part, and another value of it
MOON_SIX = SIX.replace(moon=True, partners_best=True)
EVERY_FIELD = {
    "family": (Rules(), {"family": SIX.family, "hand_size": 6, "num_players": 4}),
    "num_players": (Rules(), {"num_players": 3}),
    "min_rank": (Rules(), {"min_rank": 7}),
    "joker": (Rules(), {"joker": True}),
    "deck_copies": (PRESETS["double-deck-bid"], {"deck_copies": 1, "hand_size": 6}),
    "hand_size": (SIX, {"hand_size": 5}),
    "joker_upcard": (Rules(joker=True), {"joker_upcard": JokerUpcard.REDEAL}),
    "joker_no_trump": (SIX.replace(joker=True), {"joker_no_trump": JokerNoTrump.NOT_LED}),
    "stick_the_dealer": (Rules(), {"stick_the_dealer": True}),
    "allow_alone": (Rules(), {"allow_alone": False}),
    "canadian": (Rules(), {"canadian": True}),
    "defend_alone": (Rules(), {"defend_alone": True}),
    "defend_alone_requires_loner": (Rules(defend_alone=True), {"defend_alone_requires_loner": True}),
    "loner_lead": (Rules(), {"loner_lead": PRESETS["hoyle"].loner_lead}),
    "dealer_pickup_behind_loner": (Rules(), {"dealer_pickup_behind_loner": True}),
    "farmers": (Rules(), {"farmers": True}),
    "farmers_hand": (Rules(farmers=True), {"farmers_hand": FarmersHand.NO_FACE_ONE_ACE}),
    "make_score": (Rules(), {"make_score": 2}),
    "march_score": (Rules(), {"march_score": 3}),
    "loner_march_score": (Rules(), {"loner_march_score": 5}),
    "euchre_score": (Rules(), {"euchre_score": 3}),
    "loner_euchred_score": (Rules(), {"loner_euchred_score": 4}),
    "lone_defender_euchre_score": (Rules(defend_alone=True), {"lone_defender_euchre_score": 5}),
    "lone_defender_march_score": (Rules(defend_alone=True), {"lone_defender_march_score": 6}),
    "winning_score": (Rules(), {"winning_score": 11}),
    "deal_limit": (Rules(), {"deal_limit": 8}),
    "renege_mode": (Rules(), {"renege_mode": True}),
    "renege_penalty": (Rules(renege_mode=True), {"renege_penalty": RenegePenalty.OPPONENTS_GAIN}),
    "renege_points": (Rules(renege_mode=True), {"renege_points": 3}),
    "renege_hand_scores": (Rules(renege_mode=True, renege_call_ends_hand=False), {"renege_hand_scores": True}),
    "uncalled_renege_penalised": (Rules(renege_mode=True), {"uncalled_renege_penalised": True}),
    "renege_call_ends_hand": (Rules(renege_mode=True), {"renege_call_ends_hand": False}),
    "min_bid": (SIX, {"min_bid": 4}),
    "dealer_may_equal": (SIX, {"dealer_may_equal": not SIX.dealer_may_equal}),
    "allow_no_trump": (SIX, {"allow_no_trump": not SIX.allow_no_trump}),
    "moon": (SIX, {"moon": not SIX.moon}),
    "moon_score": (MOON_SIX, {"moon_score": 30}),
    "partners_best": (SIX, {"partners_best": not SIX.partners_best}),
    "partners_best_score": (MOON_SIX, {"partners_best_score": 14}),
    "moon_bid": (MOON_SIX, {"moon_bid": 5}),
    "tie_plays_on": (PRESETS["cutthroat"], {"tie_plays_on": True}),
    "win_needs_made_bid": (SIX, {"win_needs_made_bid": not SIX.win_needs_made_bid}),
}


def test_every_field_of_rules_has_a_case() -> None:
    from dataclasses import fields

    assert {f.name for f in fields(Rules)} - {"name"} == set(EVERY_FIELD)


@pytest.mark.parametrize("option", sorted(EVERY_FIELD))
def test_every_field_that_plays_a_part_shows_in_the_summary(option: str) -> None:
    """The summary is the ruleset in words: two rulesets that play differently never read the same."""
    rules, changes = EVERY_FIELD[option]
    other = rules.replace(**changes)
    assert getattr(other, option) != getattr(rules, option)
    assert rules_summary(other) != rules_summary(rules)


def test_bid_euchre_summary_states_the_deal_limit() -> None:
    limited = SIX.replace(deal_limit=6)
    assert "The game stops after 6 deals." in rules_summary(limited)
    no_target = rules_summary(SIX.replace(deal_limit=6, winning_score=0))
    assert "The game stops after 6 deals." in no_target and not any("to 0" in line for line in no_target)


def test_a_euchred_loner_is_stated_when_it_differs_from_a_euchre() -> None:
    assert "A lone maker who is euchred gives the defenders 4." in rules_summary(Rules(loner_euchred_score=4))
    assert not any("lone maker who is euchred" in line for line in rules_summary(Rules()))


@pytest.mark.parametrize("option", sorted(set(NEW_OPTIONS) - {"joker_no_trump"}))
def test_quiz_codes_carry_the_standard_options(option: str) -> None:
    rules = Rules(renege_mode=True, joker=True, farmers=True).replace(**{option: NEW_OPTIONS[option]})
    assert decode_rules(encode_rules(rules)) == rules


def test_old_quiz_codes_decode_as_before() -> None:
    assert decode_rules("XS1W0F") == Rules(stick_the_dealer=True, winning_score=15)
    assert decode_rules("XB1") == Rules(renege_mode=True)


@settings(max_examples=60, deadline=None)
@given(st.fixed_dictionaries({}, optional={k: st.just(v) for k, v in NEW_OPTIONS.items()}),
       st.sampled_from(sorted(PRESETS)))
def test_options_round_trip_through_records_and_from_options(changes: dict, preset: str) -> None:
    rules = PRESETS[preset].replace(**changes)
    assert Rules.from_options(rules.options()) == rules
    assert rules_from_json(rules_to_json(rules)) == rules


def test_records_made_before_an_option_existed_still_load() -> None:
    options = Rules().options()
    del options["farmers_hand"], options["renege_call_ends_hand"]
    assert Rules.from_options(options) == Rules()


# ---- the farmer's hand -----------------------------------------------------------------------
def test_farmers_hand_reads_the_same_in_engine_summary_explanation_and_widgets() -> None:
    hands = ["9C TC 9D 9H TH", "JD TD QD KD AD", "KS QS JS QC JC", "KC AC QH KH AH"]
    for kind, offered in ((FarmersHand.ACE_NO_FACE, False), (FarmersHand.NO_FACE_ONE_ACE, True)):
        rules = Rules(farmers=True, farmers_hand=kind)
        s = new_hand(rules, W, hands=hands, upcard="9S")
        assert ("redeal" in texts(s)) is offered  # North holds only nines and tens
        words = farmers_hand_words(kind, rules)
        assert any(words in line for line in rules_summary(rules))
        if offered:
            assert words in explain_score(s.apply("redeal").result, rules)
        assert table_rule_label("farmers", rules) in rules_summary(rules)
        assert words in table_rule_label("farmers", rules)


def test_farmers_hand_kind_in_bid_euchre() -> None:
    hands = ["AS AC 9D TD 9H TH", "JD QD KD AD JH 9C", "KS QS JS QC JC TS", "KC TC QH KH AH 9S"]
    for kind, offered in ((FarmersHand.ACE_NO_FACE, True), (FarmersHand.NO_FACE_ONE_ACE, False)):
        s = new_bid_hand(SIX.replace(farmers=True, farmers_hand=kind), W, hands=hands)
        assert ("redeal" in texts(s)) is offered  # North: two aces, no face cards


# ---- the dealer behind a partner's loner -----------------------------------------------------
PICKUP_HANDS = ["9C TC QC KC AC", "JD TD QD KD AD", "9S TS QS KS AS", "JC JS 9D JH 9H"]


@pytest.mark.parametrize("pickup", [False, True])
def test_dealer_behind_a_partners_loner(pickup: bool) -> None:
    rules = Rules(dealer_pickup_behind_loner=pickup)
    # dealer North; South, the dealer's partner, orders up the Q♥ alone
    s = run(new_hand(rules, N, hands=PICKUP_HANDS, upcard="QH"), "pass", "order up alone")
    assert s.sitting_out == (N,)
    if pickup:
        assert s.phase is Phase.DISCARD and s.to_act == N and Card.parse("QH") in s.hand(N)
        assert "first takes the Q♥" in step_sentence(s)
        s = s.apply("discard 9C")
        assert s.discarded == Card.parse("9C")
    assert s.phase is Phase.PLAY and s.to_act == E and N not in s.trick_seats
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert all(N not in t.seats for t in s.tricks)


# ---- a turned-up Joker ------------------------------------------------------------------------
def joker_up(rules: Rules):
    return next(h for h in (new_hand(rules, N, seed=k) for k in range(500)) if h.upcard.is_joker)


def test_turned_up_joker_redeal() -> None:
    rules = PRESETS["british"].replace(joker_upcard=JokerUpcard.REDEAL)
    s = joker_up(rules)
    assert s.phase is Phase.JOKER_SUIT and s.to_act == N and texts(s) == {"redeal"}
    done = s.apply("redeal")
    assert done.is_over and done.result.outcome is O.JOKER_REDEAL and done.result.points == (0, 0)
    assert "Joker was turned up" in explain_score(done.result, rules)
    named = joker_up(PRESETS["british"])
    assert "redeal" not in texts(named) and "trump H" in texts(named)


def test_games_redeal_after_a_turned_up_joker() -> None:
    rules = PRESETS["british"].replace(joker_upcard=JokerUpcard.REDEAL)
    game = Game(rules, seed=0)
    rng = random.Random(0)
    seen = 0
    while not game.is_over and len(game.hands) < 400:
        game.apply(rng.choice(game.legal_actions()))
        if game.hands and game.hands[-1].result.outcome is O.JOKER_REDEAL and game.current.parent is None:
            seen += 1
            assert game.current.dealer == (game.hands[-1].dealer + 1) % 4
    assert seen and all(
        h.result.outcome is O.JOKER_REDEAL for h in game.hands if h.initial.upcard.is_joker
    )


# ---- the Joker in no-trump -------------------------------------------------------------------
# Dealer West holds 7 cards with the Joker and discards one; North bids 4 in high no-trump and leads.
JOKER_HANDS = ["B AH KH QH JH TH", "9H 9D TD QD KD AD", "9C TC QC KC AC JC", "9S TS QS KS AS JS JD"]


@pytest.mark.parametrize("rule", list(JokerNoTrump))
def test_joker_in_no_trump_may_or_may_not_lead(rule: JokerNoTrump) -> None:
    rules = SIX.replace(joker=True, joker_no_trump=rule)
    s = run(new_bid_hand(rules, W, hands=JOKER_HANDS), "discard JD", "bid 4", "pass", "pass", "pass", "trump high")
    assert s.phase is Phase.PLAY and s.to_act == N
    if rule is JokerNoTrump.MAY_LEAD:
        assert "play B" in texts(s)
        s = run(s, "play B", "play 9D", "play 9C", "play 9S")
        assert s.tricks[0].winner == N  # led, it asks for no suit and wins
    else:
        assert "play B" not in texts(s) and "play AH" in texts(s)
        with pytest.raises(IllegalActionError, match="may not be led"):
            s.apply("play B")
        s = run(s, "play AH", "play 9H", "play 9C", "play 9S")
        assert s.tricks[0].winner == N
    renege = new_bid_hand(rules.replace(renege_mode=True), W, hands=JOKER_HANDS)
    s = run(renege, "discard JD", "bid 4", "pass", "pass", "pass", "trump low")
    assert ("play B" in texts(s)) is (rule is JokerNoTrump.MAY_LEAD)


def test_joker_as_the_last_card_may_always_be_led() -> None:
    from euchre.engine.ranking import NoTrump
    from euchre.engine.tricks import legal_leads

    rules = SIX.replace(joker=True, joker_no_trump=JokerNoTrump.NOT_LED)
    assert legal_leads(parse_cards("B"), NoTrump.LOW, rules) == parse_cards("B")
    assert legal_leads(parse_cards("B 9H"), NoTrump.LOW, rules) == parse_cards("9H")
    assert legal_leads(parse_cards("B 9H"), Card.parse("9H").suit, rules) == parse_cards("B 9H")


# ---- ties at the target in three-handed play -------------------------------------------------
@pytest.mark.parametrize("plays_on, scores, points, winner", [
    (False, [10, 4, 11], (2, 0, 2), 2),  # two reach 10 on the same hand: the higher score wins
    (True, [10, 4, 11], (2, 0, 2), None),  # or another hand is played
    (False, [10, 4, 10], (2, 0, 2), None),  # an equal score always plays on
    (True, [12, 4, 13], (1, 0, 0), 2),  # after the extra hand, the higher score wins
    (False, [10, 4, 8], (3, 0, 0), 0),
])
def test_three_handed_tie_at_the_target(plays_on: bool, scores: list[int], points: tuple, winner: int | None) -> None:
    rules = PRESETS["cutthroat"].replace(tie_plays_on=plays_on)
    assert game_winner(rules, scores, None, 1, points) == winner
    assert any("same hand" in line for line in rules_summary(rules))


# ---- reneges nobody called, and calls that do not end the hand -------------------------------
RENEGE_HANDS = PICKUP_HANDS


def west_reneges(rules: Rules):
    """Hearts trump; East leads 10♦, South shows out, West trumps with the J♥ holding 9♦."""
    s = run(new_hand(rules, N, hands=RENEGE_HANDS, upcard="QH"), "pass", "pass", "order up", "discard 9C",
            "play TD", "play 9S", "play JH")
    assert s.reneges[-1].seat == W
    return s


def play_out(s):
    while not s.is_over:
        s = s.apply(next(a for a in s.legal_actions() if a.text.startswith("play")))
    return s


@pytest.mark.parametrize("penalised", [False, True])
def test_an_uncalled_renege_stands_or_is_penalised_at_the_end(penalised: bool) -> None:
    rules = Rules(renege_mode=True, uncalled_renege_penalised=penalised)
    s = play_out(west_reneges(rules))
    assert s.result.reneges and s.result.reneges[0].seat == W
    if penalised:
        assert s.result.outcome is Outcome.RENEGE and s.result.points[1] == -2
    else:
        assert s.result.outcome is not Outcome.RENEGE and min(s.result.points) >= 0
        assert "nobody called it, so it stands" in explain_score(s.result, rules)


@pytest.mark.parametrize("hand_scores", [False, True])
def test_a_call_that_does_not_end_the_hand(hand_scores: bool) -> None:
    rules = Rules(renege_mode=True, renege_call_ends_hand=False, renege_hand_scores=hand_scores)
    s = west_reneges(rules).apply("play QH")  # North; West wins the trick and leads
    s = s.apply("play 9H")
    s = s.apply("call renege W")
    assert not s.is_over and not any(t.startswith("call") for t in texts(s))
    s = play_out(s)
    assert s.result.outcome is Outcome.RENEGE and s.result.reneges[0].seat == W
    from euchre.engine.scoring import score_standard

    own = score_standard(rules, W, False, None, s.tricks_by_side()[1]).points if hand_scores else (0, 0)
    assert s.result.points == (own[0], own[1] - 2)


def test_a_call_that_ends_the_hand_is_the_default() -> None:
    s = west_reneges(Rules(renege_mode=True)).apply("play QH").apply("play 9H").apply("call renege W")
    assert s.is_over and len(s.tricks) == 1


BID_HANDS = ["JH JD AH KH QH TH", "9H 9D TD QD KD AD", "9C TC QC KC AC JC", "9S TS QS KS AS JS"]


@pytest.mark.parametrize("ends", [False, True])
@pytest.mark.parametrize("penalised", [False, True])
def test_bid_euchre_renege_options(ends: bool, penalised: bool) -> None:
    rules = SIX.replace(renege_mode=True, renege_call_ends_hand=ends, uncalled_renege_penalised=penalised)
    start = run(new_bid_hand(rules, W, hands=BID_HANDS), "bid 4", "pass", "pass", "pass", "trump H",
                "play AH", "play 9D")  # East holds 9♥
    uncalled = play_out(start)
    assert (uncalled.result.outcome is Outcome.RENEGE) is penalised
    called = run(start, "play 9C", "play 9S", "call renege E")
    assert called.is_over is ends
    called = play_out(called)
    assert called.result.outcome is Outcome.RENEGE and called.result.points[1] == -2


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.booleans(), st.booleans(), st.sampled_from(["standard", "bid-euchre-6"]))
def test_random_renege_hands_penalise_only_what_the_rules_say(
    seed: int, ends: bool, penalised: bool, preset: str
) -> None:
    rules = PRESETS[preset].replace(
        renege_mode=True, renege_call_ends_hand=ends, uncalled_renege_penalised=penalised
    )
    rng = random.Random(seed)
    s = new_hand(rules, seed % 4, seed=seed)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    path = s.path()
    caught = any(
        b.last_action is not None and b.last_action.text.startswith("call")
        and any(r.seat == b.last_action.seat for r in a.reneges)
        for a, b in itertools.pairwise(path)
    )
    result = s.result
    if result.outcome is Outcome.RENEGE:
        assert caught or penalised
        offender = rules.side_of(result.reneges[0].seat)
        assert result.points[offender] <= -2 or result.points[offender] == -rules.renege_points
    else:
        assert not caught and not (penalised and result.reneges)
    if caught and ends:
        assert len(s.tricks) < rules.tricks_per_hand or result.outcome is Outcome.RENEGE


def test_double_deck_contract_values_are_stated() -> None:
    rules = PRESETS["double-deck-bid"]
    text = " ".join(rules_summary(rules))
    assert f"{rules.moon_score} points" in text and f"{rules.partners_best_score} points" in text
    assert "24 points" in PRESET_DESCRIPTIONS["double-deck-bid"] and "12" in PRESET_DESCRIPTIONS["double-deck-bid"]


def test_renege_explanation_says_whether_the_hand_scores() -> None:
    rules = Rules(renege_mode=True, renege_hand_scores=True)
    ended = west_reneges(rules).apply("play QH").apply("play 9H").apply("call renege W")
    assert "ends the hand" in explain_score(ended.result, rules) and ended.result.points == (0, -2)
    rules = rules.replace(renege_call_ends_hand=False)
    played = play_out(west_reneges(rules).apply("play QH").apply("play 9H").apply("call renege W"))
    assert "own score still counts" in explain_score(played.result, rules)


def test_hands_under_the_new_options_save_and_load() -> None:
    from euchre.engine.records import load_hands, save_hands

    redealt = joker_up(PRESETS["british"].replace(joker_upcard=JokerUpcard.REDEAL)).apply("redeal")
    rules = Rules(renege_mode=True, renege_call_ends_hand=False)
    played = play_out(west_reneges(rules).apply("play QH").apply("play 9H").apply("call renege W"))
    for state in (redealt, played):
        loaded_rules, (back,) = load_hands(save_hands([state]))
        assert loaded_rules == state.rules and back.result == state.result


def test_the_solver_refuses_a_joker_that_may_not_be_led() -> None:
    from euchre.engine.errors import UnsupportedRuleError
    from euchre.solver.position import Position

    for rule in JokerNoTrump:
        rules = SIX.replace(joker=True, joker_no_trump=rule)
        s = run(new_bid_hand(rules, W, hands=JOKER_HANDS), "discard JD", "bid 4", "pass", "pass", "pass",
                "trump high")
        if rule is JokerNoTrump.NOT_LED:
            with pytest.raises(UnsupportedRuleError):
                Position.from_state(s)
        else:
            assert Position.from_state(s).trump is not None


def test_quizzes_make_questions_when_a_turned_up_joker_is_redealt() -> None:
    from euchre.tutor import make_question

    rules = PRESETS["british"].replace(joker_upcard=JokerUpcard.REDEAL)
    for kind in ("who_leads", "order_up"):
        for seed in range(12):
            question = make_question(kind, rules=rules, difficulty=1, seed=seed)
            assert question.rules == rules
