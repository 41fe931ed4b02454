"""Every row of RULES.md's scoring table (section 2.6), the loner and lone-defender cases, and
three- and two-handed scoring (section 2.9)."""

import pytest

from euchre import Outcome, Rules
from euchre.engine.scoring import score_standard

STANDARD = Rules.preset("standard")
HOYLE = Rules.preset("hoyle")
EGN_DEFAULT = STANDARD.replace(defend_alone=True)  # EGN: a lone defender scores 4 for 3 or more

# (rules, maker seat, maker alone, lone defender seat, makers' tricks) -> (outcome, points per side)
TABLE = [
    # makers together
    (STANDARD, 0, False, None, 3, Outcome.MADE, (1, 0)),
    (STANDARD, 0, False, None, 4, Outcome.MADE, (1, 0)),
    (STANDARD, 1, False, None, 5, Outcome.MARCH, (0, 2)),
    (STANDARD, 0, False, None, 2, Outcome.EUCHRE, (0, 2)),
    (STANDARD, 0, False, None, 1, Outcome.EUCHRE, (0, 2)),
    (STANDARD, 3, False, None, 0, Outcome.EUCHRE, (2, 0)),
    # maker alone
    (STANDARD, 2, True, None, 3, Outcome.LONER_MADE, (1, 0)),
    (STANDARD, 2, True, None, 4, Outcome.LONER_MADE, (1, 0)),
    (STANDARD, 2, True, None, 5, Outcome.LONER_MARCH, (4, 0)),
    (STANDARD, 1, True, None, 2, Outcome.LONER_EUCHRE, (2, 0)),
    (STANDARD.replace(loner_march_score=5), 2, True, None, 5, Outcome.LONER_MARCH, (5, 0)),
    (STANDARD.replace(loner_euchred_score=4), 1, True, None, 0, Outcome.LONER_EUCHRE, (4, 0)),
    # lone defender, seed 003 values (2 and 4)
    (HOYLE, 0, False, 1, 2, Outcome.LONE_DEFENDER_EUCHRE, (0, 2)),
    (HOYLE, 0, False, 1, 1, Outcome.LONE_DEFENDER_EUCHRE, (0, 2)),
    (HOYLE, 0, True, 3, 0, Outcome.LONE_DEFENDER_MARCH, (0, 4)),
    (HOYLE, 0, False, 1, 3, Outcome.MADE, (1, 0)),
    (HOYLE, 0, True, 1, 5, Outcome.LONER_MARCH, (4, 0)),
    # lone defender, EGN values (4 for 3 or more)
    (EGN_DEFAULT, 1, False, 0, 2, Outcome.LONE_DEFENDER_EUCHRE, (4, 0)),
    (EGN_DEFAULT, 1, False, 0, 0, Outcome.LONE_DEFENDER_MARCH, (4, 0)),
    # three-handed cutthroat: maker alone against two
    (Rules.preset("cutthroat"), 1, False, None, 3, Outcome.MADE, (0, 1, 0)),
    (Rules.preset("cutthroat"), 1, False, None, 5, Outcome.MARCH, (0, 3, 0)),
    (Rules.preset("cutthroat"), 1, False, None, 2, Outcome.EUCHRE, (2, 0, 2)),
    # two-handed: a march scores 2
    (Rules.preset("two-handed"), 0, False, None, 5, Outcome.MARCH, (2, 0)),
    (Rules.preset("two-handed"), 0, False, None, 4, Outcome.MADE, (1, 0)),
    (Rules.preset("two-handed"), 1, False, None, 1, Outcome.EUCHRE, (2, 0)),
]


@pytest.mark.parametrize("rules, maker, alone, defender, tricks, outcome, points", TABLE)
def test_scoring_table(rules, maker, alone, defender, tricks, outcome, points) -> None:
    score = score_standard(rules, maker, alone, defender, tricks)
    assert score.outcome is outcome
    assert score.points == points


def test_presets_differ_where_rules_md_says() -> None:
    assert HOYLE.lone_defender_euchre_score == 2 and HOYLE.lone_defender_march_score == 4
    assert HOYLE.defend_alone and HOYLE.loner_lead.value == "LEFT_OF_LONER"
    assert Rules.preset("stick the dealer").stick_the_dealer
    assert Rules.preset("canadian").canadian
    assert Rules.preset("british").joker and Rules.preset("british").deck_size == 25
    assert Rules.preset("cutthroat").num_players == 3 and Rules.preset("cutthroat").kitty_size == 9
    assert Rules.preset("two-handed").num_players == 2 and Rules.preset("two-handed").deck_size == 24
