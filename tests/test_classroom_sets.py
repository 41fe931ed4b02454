"""Quiz sets by code: the ruleset inside the code, and the same questions in the same order in
this process and in a fresh interpreter (with another hash seed)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre.classroom import PRESET_TAGS, decode_rules, encode_rules, make_quiz_set, parse_quiz_set
from euchre.engine.errors import QuizCodeError, RulesError
from euchre.engine.rules import PRESETS, Family, LonerLead, Rules
from euchre.explain.ruleset_names import preset_name
from euchre.i18n import use_language
from euchre.tutor import KINDS, QuizSession
from euchre.tutor.codes import SLOTS, decode_seed

STANDARD_PRESETS = [name for name, r in PRESETS.items() if r.family is Family.STANDARD]


# ---- rulesets in a code -------------------------------------------------------------------------
@pytest.mark.parametrize("name", STANDARD_PRESETS)
def test_every_quizzable_preset_has_a_tag(name: str) -> None:
    tag = encode_rules(PRESETS[name])
    assert tag == PRESET_TAGS[name] and len(tag) <= 1
    assert decode_rules(tag) is PRESETS[name]


BID_PRESETS = [name for name, r in PRESETS.items() if r.family is Family.BID]


@pytest.mark.parametrize("name", BID_PRESETS)
def test_bid_euchre_presets_travel_as_their_tag(name: str) -> None:
    tag = encode_rules(PRESETS[name])
    assert tag == PRESET_TAGS[name] and len(tag) == 1 and tag not in {"X", ""}
    assert decode_rules(tag) is PRESETS[name]
    quiz_set = make_quiz_set(("which_card_wins", "spot_the_renege", "bid_score"), 6, name, 2, seed=31)
    again = parse_quiz_set(quiz_set.code)
    assert again == quiz_set and again.rules is PRESETS[name]
    assert [q.to_json() for q in again.questions()] == [q.to_json() for q in quiz_set.questions()]


def test_a_changed_bid_euchre_ruleset_and_a_kind_it_refuses_are_refused_with_a_reason() -> None:
    with pytest.raises(RulesError, match="cannot change hand_size"):
        encode_rules(PRESETS["bid-euchre-6"].replace(hand_size=5))
    assert encode_rules(PRESETS["bid-euchre-6"].replace(min_bid=4)) == "EX9A4"  # a changed preset travels
    with pytest.raises(RulesError, match="Is it a euchre"):
        make_quiz_set(("which_card_wins", "is_it_a_euchre"), 5, "bid-euchre-moon")
    assert len(set(PRESET_TAGS.values())) == len(PRESET_TAGS)


def test_a_custom_ruleset_is_its_differences_from_standard() -> None:
    rules = Rules().replace(stick_the_dealer=True, winning_score=15)
    assert encode_rules(rules) == "XS1W0F"
    assert decode_rules("XS1W0F") == rules and decode_rules("xs1w0f") == rules
    same_as_hoyle = Rules().replace(name="my rules", **{k: v for k, (v, _) in
                                                        PRESETS["hoyle"].differences(Rules()).items()
                                                        if k != "loner_lead"}, loner_lead=LonerLead.LEFT_OF_LONER)
    assert encode_rules(same_as_hoyle) == "H"


custom_rules = st.builds(
    lambda n, stick, alone, canadian, defend, req, lead, farmers, joker, march, euchre, win: Rules().replace(
        num_players=n, stick_the_dealer=stick, allow_alone=alone and n == 4, canadian=canadian, defend_alone=defend,
        defend_alone_requires_loner=req, loner_lead=lead, farmers=farmers, joker=joker, march_score=march,
        euchre_score=euchre, winning_score=win,
    ),
    st.sampled_from([2, 3, 4]), st.booleans(), st.booleans(), st.booleans(), st.booleans(), st.booleans(),
    st.sampled_from(list(LonerLead)), st.booleans(), st.booleans(), st.integers(1, 9), st.integers(1, 9),
    st.integers(1, 1000),
)


@settings(max_examples=150, deadline=None)
@given(custom_rules)
def test_any_custom_ruleset_round_trips(rules: Rules) -> None:
    tag = encode_rules(rules)
    assert decode_rules(tag) == rules
    assert len(tag) <= 1 + sum(1 + width for _, _, width in SLOTS)


@pytest.mark.parametrize("tag, message", [
    ("Q", "not a ruleset"), ("XS", "cut short"), ("X!1", "not a rule option"), ("XS7", "0 or 1"),
    ("XN7", "not valid"), ("XL9", "not a value"),
])
def test_bad_ruleset_tags_say_what_is_wrong(tag: str, message: str) -> None:
    with pytest.raises(QuizCodeError, match=message):
        decode_rules(tag)


# ---- quiz set codes ------------------------------------------------------------------------------------
def test_a_set_code_holds_kinds_level_seed_count_and_rules() -> None:
    qs = make_quiz_set(["which_card_wins", "legal_follow"], count=20, rules="hoyle", difficulty=2,
                       seed=decode_seed("8F2K"))
    assert qs.code == "WF2-8F2K-20H"
    again = parse_quiz_set(" wf2-8f2k-20h ")
    assert again == qs and again.rules.name == "hoyle"
    assert parse_quiz_set("WF2-8F2K").count == 10 and parse_quiz_set("WF2-8F2K").rules == Rules()
    custom = make_quiz_set("rank_trumps", 5, Rules().replace(joker=True, stick_the_dealer=True), 3, seed=1)
    assert custom.code == "R3-0001-5XJ1S1" and parse_quiz_set(custom.code).rules == custom.rules


@pytest.mark.parametrize("code, message", [
    ("", "not a quiz set code"), ("WF2-8F2K-0", "1 to 100"), ("WF2-8F2K-101", "1 to 100"),
    ("WF4-8F2K-10", "level .* must be 1, 2 or 3, not 4"), ("WQ2-8F2K-10", "kind letter"),
    ("WF2-8F2K-10Q", "not a ruleset"),
    (None, "not a quiz set code"),
])
def test_bad_set_codes_say_what_is_wrong(code: object, message: str) -> None:
    with pytest.raises(QuizCodeError, match=message):
        parse_quiz_set(code)


def test_a_set_is_the_tutor_session_under_its_rules() -> None:
    qs = make_quiz_set(KINDS, 12, "british", 3, seed=99)
    session = QuizSession(code=str(qs.set_code), rules=PRESETS["british"])
    assert qs.questions() == session.questions(12)
    assert len(qs.questions()) == 12 and all(q.rules == PRESETS["british"] for q in qs.questions())


SNAPSHOT = """
import json, sys
from euchre.classroom import parse_quiz_set
print(json.dumps([q.to_dict() for q in parse_quiz_set(sys.argv[1]).questions()]))
"""


@pytest.mark.parametrize("code", ["WFERL3-7QX2-25", "WF2-0C1S-20H", "ER1-0001-8XS1D1W0F", "L2-ZZZZ-6T"])
def test_the_same_code_gives_the_same_questions_in_a_fresh_interpreter(code: str) -> None:
    here = [q.to_dict() for q in parse_quiz_set(code).questions()]
    assert here == [q.to_dict() for q in parse_quiz_set(code).questions()]
    for hash_seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-c", SNAPSHOT, code], capture_output=True, text=True, env=env,
                             check=True, timeout=120).stdout
        assert json.loads(out) == json.loads(json.dumps(here))


# ---- what a learner reads about a set -----------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "az", "tr", "fi"])
def test_a_sets_description_names_its_rules_as_a_learner_reads_them_not_by_their_code(lang: str) -> None:
    quiz_set = parse_quiz_set("WF2-8F2K-20H")  # H: Hoyle's rules
    assert quiz_set.rules.name == "hoyle"
    with use_language(lang):
        shown = quiz_set.describe()
        assert preset_name("hoyle") in shown, shown
    assert " hoyle " not in f" {shown} ".replace("·", " "), shown
    if lang == "en":
        assert "rules: Hoyle's rules ·" in shown
