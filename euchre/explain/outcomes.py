"""The short names of a hand's outcomes, for tables and the narration: the engine's `Outcome` in words."""

from __future__ import annotations

from euchre.engine.scoring import Outcome
from euchre.i18n.messages import NP_, pgettext

OUTCOME_NAMES: dict[Outcome, tuple[str, str]] = {
    Outcome.MADE: NP_("outcome", "made"),
    Outcome.MARCH: NP_("outcome", "march"),
    Outcome.LONER_MADE: NP_("outcome", "loner made"),
    Outcome.LONER_MARCH: NP_("outcome", "loner march"),
    Outcome.EUCHRE: NP_("outcome", "euchre"),
    Outcome.LONER_EUCHRE: NP_("outcome", "loner euchred"),
    Outcome.LONE_DEFENDER_EUCHRE: NP_("outcome", "lone defender euchre"),
    Outcome.LONE_DEFENDER_MARCH: NP_("outcome", "lone defender march"),
    Outcome.THROWN_IN: NP_("outcome", "thrown in"),
    Outcome.BID_MADE: NP_("outcome", "bid made"),
    Outcome.BID_SET: NP_("outcome", "set"),
    Outcome.MOON_MADE: NP_("outcome", "moon made"),
    Outcome.MOON_SET: NP_("outcome", "moon set"),
    Outcome.PARTNERS_BEST_MADE: NP_("outcome", "partner's best made"),
    Outcome.PARTNERS_BEST_SET: NP_("outcome", "partner's best set"),
    Outcome.RENEGE: NP_("outcome", "renege caught"),
    Outcome.FARMERS: NP_("outcome", "farmer's hand redeal"),
    Outcome.JOKER_REDEAL: NP_("outcome", "Joker turned up redeal"),
}
"""Each outcome's short name for a table (the English is the outcome's value), shown with `outcome_label`."""


def outcome_label(outcome: Outcome) -> str:
    """The outcome's short name in the current language: "loner march", Turkish "tek başına tüm eller"."""
    return pgettext(*OUTCOME_NAMES[outcome])
