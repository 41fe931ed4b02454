"""Extended records: every variant's random hands save and replay to the same states and scores."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import EGNError, new_hand
from euchre.engine.egn import rules_to_egn
from euchre.engine.records import dumps, game_to_json, hand_to_json, load_hands, loads, save_hands
from euchre.engine.rules import PRESETS

EGN_EXPRESSIBLE = {"standard", "stick-the-dealer", "canadian", "british", "british-32"}
VARIANTS = list(PRESETS.values()) + [
    PRESETS["hoyle"].replace(renege_mode=True, farmers=True, name="hoyle-renege"),
    PRESETS["british"].replace(min_rank=7, name="british-32"),
    PRESETS["bid-euchre-moon"].replace(joker=True, name="moon-joker"),
    PRESETS["bid-euchre-6"].replace(renege_mode=True, name="six-renege"),
]


def random_hand(rules, seed):
    rng = random.Random(seed)
    state = new_hand(rules, seed % rules.num_players, seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=60, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seeds=st.lists(st.integers(0, 10**9), min_size=1, max_size=3))
def test_round_trip(variant, seeds) -> None:
    hands = [random_hand(variant, s) for s in seeds]
    text = dumps(game_to_json(hands, variant, title="<b>t</b>"))
    rules, replayed, meta = loads(text)
    assert rules == variant and meta["title"] == "<b>t</b>"
    for a, b in zip(hands, replayed, strict=True):
        assert [x.text for _, x in a.history] == [x.text for _, x in b.history]
        assert a.result == b.result
    assert dumps(game_to_json(replayed, rules, title="<b>t</b>")) == text


def test_record_shape_uses_the_documented_phases() -> None:
    rules = PRESETS["bid-euchre-moon"]
    for seed in range(200):
        state = random_hand(rules, seed)
        if state.result.contract.value == "partner's best":
            break
    record = hand_to_json(state)
    types = [p["type"] for p in record["phases"]]
    assert types == ["BID_AUCTION", "TRUMP_DECLARATION", "TRICK_PLAY"]
    decl = record["phases"][1]
    assert decl["contract"] == "partners_best" and "discard" in decl and len(decl["cardExchanges"]) == 1
    assert all(len(t) == 3 for t in record["phases"][2]["tricks"])


def corrupt(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("change, words", [
    (lambda d: d["deals"][0]["phases"][0]["calls"].__setitem__(0, "nine"), "call 'nine'"),
    (lambda d: d["deals"][0]["initialState"].pop("playerCards"), "playerCards"),
    (lambda d: d["metadata"]["ruleset"]["options"].__setitem__("family", "poker"), "unknown value"),
    (lambda d: d.__setitem__("fileType", "Euchre Game Notation"), r"not a Euchre Game Notation \(extended\)"),
    (lambda d: d["deals"][0]["phases"][-1]["tricks"][0].__setitem__(1, "Zz"), "trick 1"),
])
def test_corrupt_records_get_located_errors(change, words) -> None:
    state = random_hand(PRESETS["bid-euchre-6"], 3)
    text = dumps(game_to_json([state], PRESETS["bid-euchre-6"]))
    with pytest.raises(EGNError, match=words):
        loads(corrupt(text, change))


def test_illegal_play_in_a_record_names_deal_and_trick() -> None:
    state = random_hand(PRESETS["bid-euchre-6"], 8)
    data = game_to_json([state], PRESETS["bid-euchre-6"])
    tricks = data["deals"][0]["phases"][-1]["tricks"]
    tricks[0][1] = tricks[0][0]  # the second player "plays" the card the leader just played
    with pytest.raises(EGNError, match=r"deal 0, trick 1: .* not in"):
        loads(json.dumps(data))
    with pytest.raises(EGNError, match="not valid JSON"):
        loads("{")


@settings(max_examples=30, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**9))
def test_save_hands_picks_egn_when_it_can(variant, seed) -> None:
    state = random_hand(variant, seed)
    text = save_hands([state], title="t")
    try:
        rules_to_egn(variant)
        egn_ok = variant.num_players == 4 and not state.initial.upcard.is_joker
    except EGNError:
        egn_ok = False
    assert egn_ok == (variant.name in EGN_EXPRESSIBLE and not state.initial.upcard.is_joker)
    assert json.loads(text)["fileType"] == ("Euchre Game Notation" if egn_ok else "Euchre Game Notation (extended)")
    rules, states = load_hands(text)
    assert rules == variant
    assert states[0].result.points == state.result.points
    assert [a.text for _, a in states[0].history] == [a.text for _, a in state.history]
