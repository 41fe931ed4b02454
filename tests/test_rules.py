"""Rules as a value: presets and aliases, equality and hashing, options, summaries and errors."""

import pytest

from euchre import Phase, Rules, RulesError, new_hand
from euchre.engine.rules import PRESETS, Family, LonerLead
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import PRESET_DESCRIPTIONS

RULES_MD_PRESETS = [
    "standard", "stick-the-dealer", "hoyle", "canadian", "british", "cutthroat", "two-handed",
    "bid-euchre-6", "bid-euchre-moon", "double-deck-bid",
]


def test_every_rules_md_preset_exists_with_a_description() -> None:
    assert list(PRESETS) == RULES_MD_PRESETS
    for name in RULES_MD_PRESETS:
        assert PRESET_DESCRIPTIONS[name].strip()


@pytest.mark.parametrize("alias, name", [
    ("Standard", "standard"), ("stick the dealer", "stick-the-dealer"), ("STD", "stick-the-dealer"),
    ("stick_the_dealer", "stick-the-dealer"), ("Hoyle", "hoyle"), ("three-handed", "cutthroat"),
    ("2-handed", "two-handed"), ("Joker", "british"),
])
def test_lookup_by_name_and_alias(alias: str, name: str) -> None:
    assert Rules.preset(alias) is PRESETS[name]


def test_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(RulesError, match=r"no preset called 'backgammon'.*standard"):
        Rules.preset("backgammon")


@pytest.mark.parametrize("name", ["bid-euchre-6", "bid-euchre-moon", "double-deck-bid"])
def test_bid_presets_are_playable(name: str) -> None:
    rules = Rules.preset(name)
    assert rules.family is Family.BID
    state = new_hand(rules, 0, seed=1)
    assert state.phase is Phase.AUCTION and len(state.hand(1)) == rules.hand_size


def test_equality_ignores_the_name_and_hashing_agrees() -> None:
    custom = Rules(name="my house rules", stick_the_dealer=True)
    assert custom == Rules.preset("stick-the-dealer")
    assert hash(custom) == hash(Rules.preset("stick-the-dealer"))
    assert custom != Rules.preset("standard")
    assert len({Rules.preset(n) for n in RULES_MD_PRESETS[:7]}) == 7


def test_rules_are_frozen() -> None:
    with pytest.raises(AttributeError):
        Rules().stick_the_dealer = True  # type: ignore[misc]


def test_replace_and_differences() -> None:
    std = Rules.preset("standard")
    hoyle = Rules.preset("hoyle")
    diff = std.differences(hoyle)
    assert diff["defend_alone"] == (False, True)
    assert diff["loner_lead"] == ("LEFT_OF_DEALER", "LEFT_OF_LONER")
    assert "winning_score" not in diff
    with pytest.raises(RulesError):
        std.replace(no_such_option=1)


@pytest.mark.parametrize("bad", [dict(num_players=5), dict(min_rank=8), dict(deck_copies=3),
                                 dict(winning_score=0), dict(winning_score=-1)])
def test_invalid_options_raise(bad: dict) -> None:
    with pytest.raises(RulesError):
        Rules(**bad)


def test_summary_reflects_the_options() -> None:
    std = "\n".join(rules_summary(Rules.preset("standard")))
    assert "thrown in" in std and "first to 10" in std.lower()
    stick = "\n".join(rules_summary(Rules.preset("stick-the-dealer")))
    assert "Stick the dealer" in stick
    hoyle = "\n".join(rules_summary(Rules.preset("hoyle")))
    assert "defend alone" in hoyle and "loner's left" in hoyle
    assert "Joker" in "\n".join(rules_summary(Rules.preset("british")))
    assert "3 players" in "\n".join(rules_summary(Rules.preset("cutthroat")))


def test_options_table_lists_every_field() -> None:
    opts = Rules.preset("hoyle").options()
    assert opts["loner_lead"] == LonerLead.LEFT_OF_LONER.value
    assert "name" not in opts and "stick_the_dealer" in opts and "renege_penalty" in opts
