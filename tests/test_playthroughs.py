"""The golden playthroughs under tests/playthroughs/ match the engine exactly.

After an intended change to the rules or their wording, rewrite them with
`python -m euchre.explain.playthrough --regenerate` and review the diff."""

import pytest

from euchre.engine.rules import PRESETS
from euchre.explain.playthrough import CASES, DIRECTORY, path_of, play, transcript


@pytest.mark.parametrize("name", list(CASES))
def test_playthrough_matches_its_transcript(name: str) -> None:
    case = CASES[name]
    assert case.shows(play(case)), f"{name}: the seed no longer plays the hand it is meant to show"
    expected = path_of(case).read_text(encoding="utf-8")
    assert transcript(case) == expected, (
        f"{name}: run python -m euchre.explain.playthrough --regenerate and review the diff")


def test_every_preset_and_both_families_house_rules_have_a_transcript() -> None:
    names = set(CASES)
    assert set(PRESETS) <= names
    assert {"standard-renege", "standard-farmers", "bid-euchre-6-renege", "bid-euchre-6-farmers"} <= names
    assert {p.stem for p in DIRECTORY.glob("*.txt")} == names
