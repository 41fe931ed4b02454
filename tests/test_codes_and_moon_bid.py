"""One code format (euchre.tutor.codes), old codes keeping their meaning, crafted codes refused with a
reason, and the double deck's moon bid as an option carried everywhere a ruleset goes."""

from __future__ import annotations

import random

import pytest

from euchre import Rules, new_hand
from euchre.classroom import parse_quiz_set
from euchre.engine.errors import IllegalActionError, QuizCodeError, RulesError
from euchre.engine.rules import PRESETS, JokerNoTrump, LonerLead
from euchre.engine.scoring import Contract, Outcome
from euchre.explain.plays import explain_score
from euchre.explain.rule_summary import rules_summary
from euchre.tutor import codes
from euchre.tutor.answers import AnswerError  # noqa: F401  (the kinds' answer reader is importable)

DOUBLE = PRESETS["double-deck-bid"]
STD = Rules()


# ---- old codes keep their meaning -----------------------------------------------------------------
@pytest.mark.parametrize("tag, rules", [
    ("", STD),
    ("D", PRESETS["stick-the-dealer"]),
    ("H", PRESETS["hoyle"]),
    ("K", DOUBLE),
    ("XS1W0F", STD.replace(stick_the_dealer=True, winning_score=15)),
    ("XN3S1W0F", STD.replace(num_players=3, stick_the_dealer=True, winning_score=15)),
    ("XJ1S1", STD.replace(joker=True, stick_the_dealer=True)),
    ("XD1L1", STD.replace(loner_lead=LonerLead.LEFT_OF_LONER, defend_alone=True)),
    ("XB131", STD.replace(renege_mode=True, uncalled_renege_penalised=True)),
])
def test_codes_made_before_the_merge_read_as_they_did(tag: str, rules: Rules) -> None:
    assert codes.decode_rules(tag) == rules
    assert codes.encode_rules(rules) == tag


def test_old_set_and_question_codes_still_read() -> None:
    quiz = parse_quiz_set("WF2-8F2K-20H")
    assert (quiz.kinds, quiz.difficulty, quiz.count, quiz.rules) == (
        ("which_card_wins", "legal_follow"), 2, 20, PRESETS["hoyle"])
    assert quiz.seed == codes.decode_seed("8F2K") and quiz.code == "WF2-8F2K-20H"
    assert codes.parse_code("w3-8f2k").seed == codes.decode_seed("8F2K")
    assert codes.decode_seed("O1IL") == codes.decode_seed("0111")  # Crockford's look-alikes
    assert codes.decode_rules("XL1D1") == codes.decode_rules("XD1L1")  # slots in any order


def test_puzzle_ids_use_the_same_base32() -> None:
    from euchre.puzzles.ids import normalise_id

    assert normalise_id("puzzle k7-qxo") == "K7QX0"
    assert codes.encode_number(31, 2) == "0Z" and codes.decode_number("0Z", "x") == 31


# ---- a changed Bid Euchre preset travels as its letter and its differences ------------------------------
@pytest.mark.parametrize("changes, tag", [
    ({"moon_bid": 8}, "KX9K8"),
    ({"min_bid": 4}, "KX9A4"),
    ({"joker_no_trump": JokerNoTrump.NOT_LED}, "KX9J1"),
    ({"moon_score": 30, "partners_best_score": 16}, "KX9E0Y9G0G"),
])
def test_a_changed_bid_euchre_preset_round_trips(changes: dict, tag: str) -> None:
    rules = DOUBLE.replace(**changes)
    assert codes.encode_rules(rules) == tag
    assert codes.decode_rules(tag) == rules and codes.decode_rules(tag.lower()) == rules


def test_a_changed_six_card_preset_is_told_against_its_nearest_preset() -> None:
    rules = PRESETS["bid-euchre-moon"].replace(moon_bid=5)
    assert codes.encode_rules(rules) == "MX9K5"
    quiz = parse_quiz_set(f"WB2-0042-3{codes.encode_rules(rules)}")
    assert quiz.rules == rules
    for question in quiz.questions():
        assert question.prompt


@pytest.mark.parametrize("tag, reason", [
    ("KXZ6", "changes hand_size"),
    ("EXN3", "changes num_players"),
    ("EX9A0", "lowest bid must be 1 to 6"),
    ("EX9A9", "lowest bid must be 1 to 6"),
    ("KX9KF", "moon_bid must be 0"),
    ("X9Z1", "'9Z' is not a rule option"),
    ("X9K", "cut short"),
    ("XS1S0", "sets option 'S' twice"),
    ("DX9K1", "is not a ruleset"),
    ("X5Z", "31 is not a value of joker_upcard"),
    ("XW0U", "cut short or not base32"),
    ("XZ6", "deals 5 cards to each player, not 6"),
])
def test_crafted_ruleset_tags_are_refused_with_the_reason(tag: str, reason: str) -> None:
    with pytest.raises(QuizCodeError, match=reason):
        codes.decode_rules(tag)
    with pytest.raises(QuizCodeError, match=reason):
        parse_quiz_set(f"W1-0000-3{tag}")


def test_a_bid_euchre_ruleset_with_another_deal_cannot_be_coded() -> None:
    with pytest.raises(RulesError, match="cannot change hand_size"):
        codes.encode_rules(DOUBLE.replace(hand_size=11))


@pytest.mark.parametrize("lang", ["en", "tr", "fi", "az"])
def test_the_refusals_of_a_ruleset_name_its_preset_as_the_menu_does_in_the_language(lang) -> None:
    from euchre.engine.errors import UnsupportedRuleError
    from euchre.explain.ruleset_names import preset_name
    from euchre.i18n import use_language
    from euchre.tutor.questions import check_supported

    with use_language(lang):
        with pytest.raises(RulesError) as coded:
            codes.encode_rules(DOUBLE.replace(hand_size=11))
        with pytest.raises(UnsupportedRuleError) as asked:
            check_supported(["bid_score"], PRESETS["hoyle"])
        names = preset_name(DOUBLE.name), preset_name("hoyle")
    assert names[0] in str(coded.value) and DOUBLE.name not in str(coded.value)
    assert names[1] in str(asked.value) and "'hoyle'" not in str(asked.value)


# ---- the moon bid ---------------------------------------------------------------------------------
def test_the_moon_bid_is_an_option_shown_and_recorded() -> None:
    assert DOUBLE.moon_bid == 0 and DOUBLE.contract_bid == 12
    rules = DOUBLE.replace(moon_bid=8)
    assert rules.contract_bid == 8 and rules.options()["moon_bid"] == 8
    assert Rules.from_options(rules.options()) == rules
    assert any(line.startswith("A bid of 8 to 11 may be played that way too") for line in rules_summary(rules))
    assert not any("that way too" in line for line in rules_summary(DOUBLE))
    assert any("A bid of 12 may be played as" in line for line in rules_summary(DOUBLE))
    with pytest.raises(RulesError, match="moon_bid"):
        DOUBLE.replace(moon_bid=13)


def _auction(rules: Rules, bid: int, seed: int):  # type: ignore[no-untyped-def]
    state = new_hand(rules, 3, seed=seed)
    for action in (f"bid {bid}", "pass", "pass", "pass", "trump H"):
        state = state.apply(action)
    return state


def test_the_bid_euchre_machine_plays_the_moon_bid() -> None:
    rules = DOUBLE.replace(moon_bid=8)
    state = _auction(rules, 8, seed=5)
    assert [a.text for a in state.legal_actions()] == ["partner's best", "moon", "with partner"]
    assert _auction(rules, 7, seed=5).phase.name == "PLAY"  # below the moon bid: played as usual at once
    assert [a.text for a in _auction(DOUBLE, 12, seed=5).legal_actions()] == ["partner's best", "moon"]
    with pytest.raises(IllegalActionError):
        _auction(DOUBLE, 11, seed=5).apply("moon")
    for contract, outcomes in (("moon", (Outcome.MOON_MADE, Outcome.MOON_SET)),
                               ("with partner", (Outcome.BID_MADE, Outcome.BID_SET))):
        rng = random.Random(3)
        done = _auction(rules, 8, seed=5).apply(contract)
        while not done.is_over:
            done = done.apply(rng.choice(done.legal_actions()))
        result = done.result
        assert result.outcome in outcomes
        side = rules.side_of(result.maker)
        expected = Contract.MOON if contract == "moon" else Contract.NORMAL
        assert result.contract is expected
        made = result.tricks[side] >= 8
        said = explain_score(result, rules)
        assert ("at least the 8 bid" in said if made and contract == "moon" else "at least the 8 bid" not in said)
        if contract == "moon":
            assert result.points[side] == (rules.moon_score if made else -8)
        else:
            assert result.points[side] == (result.tricks[side] if made else -8)
            assert done.sitting_out == ()


def test_the_fast_mode_plays_a_moon_bid_below_every_trick_as_the_state_machine_does() -> None:
    """The fast mode never plays a different game: with a moon bid below every trick it offers the same
    contracts (the moon, partner's best, or with partner) and ends every hand the same way."""
    from euchre.engine.rollout import random_hand, unsupported_options

    rules = DOUBLE.replace(moon_bid=8)
    assert not unsupported_options(rules)
    contracts = set()
    for seed in range(80):
        fast = random_hand(rules, seed % 4, random.Random(seed), record=True)
        rng = random.Random(seed)
        state = new_hand(rules, seed % 4, rng=rng)
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rng.random() * len(legal))])
        assert fast.action_values() == state.history and fast.result == state.result
        contracts.add(state.result.contract if state.result.bid >= 8 else None)
    assert len(contracts - {None}) >= 2, contracts


def test_a_moon_made_on_the_moon_bid_is_explained_as_made_on_its_bid() -> None:
    rules = DOUBLE.replace(moon_bid=8)
    state = _auction(rules, 8, seed=24).apply("moon")
    rng = random.Random(3)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.result.outcome is Outcome.MOON_MADE and state.result.points[rules.side_of(state.result.maker)] == 24
    assert "at least the 8 bid, so the contract scores 24" in explain_score(state.result, rules)
