"""`Rules.replace` checks each value against its option: a wrong-typed value is refused with a
typed RulesError (a ValueError) and a one-line reason, never stored in a ruleset."""

from __future__ import annotations

import dataclasses
import enum

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre.engine.errors import RulesError
from euchre.engine.rules import MAX_OPTION_NUMBER, PRESETS, Family, Rules

FIELDS = {f.name: f.default for f in dataclasses.fields(Rules) if f.name != "name"}

ANY_VALUE = st.one_of(
    st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True), st.text(max_size=8),
    st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
    st.tuples(), st.sampled_from([Family.BID, b"x", object(), 1.0, 0.0, True, False]),
)


def _fits(default: object, value: object) -> bool:
    """Whether `value` is a value the option with `default` takes (an independent statement of the rule)."""
    if isinstance(default, enum.Enum):
        values = [m.value for m in type(default)]
        return isinstance(value, type(default)) or (isinstance(value, str) and value in values)
    if isinstance(default, bool):
        return type(value) is bool
    if isinstance(default, int):
        return type(value) is int and 0 <= value <= MAX_OPTION_NUMBER
    return isinstance(value, str)


@settings(max_examples=400, deadline=None)
@given(field=st.sampled_from(sorted(FIELDS)), value=ANY_VALUE, preset=st.sampled_from(sorted(PRESETS)))
def test_a_wrong_typed_value_is_refused_for_every_option(field: str, value: object, preset: str) -> None:
    base = PRESETS[preset]
    try:
        changed = base.replace(**{field: value})
    except RulesError as exc:
        assert str(exc) and "\n" not in str(exc)
        if not _fits(FIELDS[field], value):
            assert field in str(exc)  # the reason names the option
        return
    assert _fits(FIELDS[field], value), f"{field}={value!r} was accepted"
    kept = getattr(changed, field)
    default = FIELDS[field]
    assert type(kept) is type(default)
    if isinstance(default, enum.Enum):
        assert kept in type(default)


@pytest.mark.parametrize(("changes", "words"), [
    ({"family": "x"}, "family"), ({"joker": []}, "True or False"), ({"joker": 1}, "True or False"),
    ({"winning_score": "10"}, "whole number"), ({"winning_score": 10.0}, "whole number"),
    ({"winning_score": True}, "whole number"), ({"deal_limit": -1}, "from 0"),
    ({"moon_score": MAX_OPTION_NUMBER + 1}, "from 0"), ({"hand_size": 0}, "from 1"),
    ({"name": 3}, "text"), ({"no_such_option": 1}, "not a rule option"),
])
def test_the_reason_says_what_the_option_takes(changes: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        Rules().replace(**changes)


def test_right_values_still_make_a_ruleset() -> None:
    rules = Rules().replace(joker=True, winning_score=11, family=Family.STANDARD, name="mine")
    assert rules.joker and rules.winning_score == 11 and rules.name == "mine"
    assert Rules().replace(family=Family.BID.value).family is Family.BID
