"""EGN's ruleset toggles, mapped to the engine's `Rules` and back."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from euchre.engine.egn.errors import EGNUnsupportedError
from euchre.engine.egn.json_kinds import kind_of, type_words
from euchre.engine.egn.places import at
from euchre.engine.errors import EGNError, EuchreError, Refusal
from euchre.engine.rules import PRESETS, LonerLead, Rules

EGN_DEFAULTS: dict[str, Any] = {
    "std": True, "min_rank": 9, "winning_score": 10, "num_deals": 0, "canadian": False,
    "loner_lead": "LEFT_OF_DEALER", "loner_march_score": 4, "loner_euchred_score": 2, "defend_alone": False,
    "farmers": False, "partners_best": False, "go_under": False, "joker": False, "num_players": 4,
    "allow_no_trump": False, "fast_break": False, "four_trick_tokens": False,
}
"""Every EGN 1.4 ruleset toggle with its default. Note `std` (stick the dealer) defaults to true."""

DEFAULT_RULESET_KEYS = ("std", "canadian", "loner_lead")
"""The toggles written even at their default value (the form the known EGN writers use)."""

_NOT_PLAYED_YET = ("partners_best", "go_under", "allow_no_trump", "fast_break", "four_trick_tokens")
"""The toggles the engine does not play yet (`euchre.explain.errors` says what each is)."""
_RULESET = "ruleset"
"""Where a toggle's error is: EGN's own field name, the same in every language."""
_PLAYER_COUNT_BASE = {4: "standard", 3: "cutthroat", 2: "two-handed"}


def rules_from_egn(toggles: Mapping[str, Any] | None) -> Rules:
    """The `Rules` for an EGN ruleset object. Missing toggles take EGN's defaults (stick the dealer on).

    Raises EGNUnsupportedError (also an UnsupportedRuleError) naming a toggle the engine does not
    play yet, when it is set to anything but its default, and EGNError for a malformed toggle.
    """
    if toggles is None:
        toggles = {}
    if not isinstance(toggles, Mapping):
        raise EGNError(at(_RULESET, Refusal("egn_toggles_not_object", {"found": kind_of(toggles)})))
    if "max_deals" in toggles:  # the draft name of num_deals, which EGN's own upgrader renames
        if "num_deals" in toggles:
            raise EGNError(at(_RULESET, Refusal("egn_max_and_num_deals")))
        toggles = {("num_deals" if k == "max_deals" else k): v for k, v in toggles.items()}
    for key, value in toggles.items():
        if key not in EGN_DEFAULTS:
            raise EGNError(at(_RULESET, Refusal("egn_unknown_toggle", {"toggle": key, "known": tuple(EGN_DEFAULTS)})))
        expected = type(EGN_DEFAULTS[key])
        if type(value) is not expected:
            raise EGNError(at(_RULESET, Refusal("egn_toggle_kind", {"toggle": key, "kind": type_words(expected),
                                                                    "value": value})))
    value = {**EGN_DEFAULTS, **toggles}
    for key in _NOT_PLAYED_YET:
        if value[key] != EGN_DEFAULTS[key]:
            raise EGNUnsupportedError(at(_RULESET, Refusal("egn_toggle_not_played", {"toggle": key,
                                                                                     "value": value[key]})))
    if value["loner_lead"] not in LonerLead.__members__:
        raise EGNError(at(_RULESET, Refusal("egn_loner_lead", {"value": value["loner_lead"]})))
    base_name = _PLAYER_COUNT_BASE.get(value["num_players"])
    if base_name is None:
        raise EGNUnsupportedError(at(_RULESET, Refusal("egn_players_not_played", {"players": value["num_players"]})))
    try:
        rules = PRESETS[base_name].replace(
            stick_the_dealer=value["std"],
            min_rank=value["min_rank"],
            winning_score=value["winning_score"],
            deal_limit=value["num_deals"],
            canadian=value["canadian"],
            loner_lead=LonerLead[value["loner_lead"]],
            loner_march_score=value["loner_march_score"],
            loner_euchred_score=value["loner_euchred_score"],
            # EGN's aloneDefender is "only relevant when ... isAlone is true": defending alone is
            # against a lone maker, and EGN scores a lone defender 4 for 3 or more tricks.
            defend_alone=value["defend_alone"],
            defend_alone_requires_loner=value["defend_alone"],
            farmers=value["farmers"],
            joker=value["joker"],
        )
    except EuchreError as exc:
        raise EGNError(at(_RULESET, exc)) from None
    name = next((n for n, preset in PRESETS.items() if preset == rules), "custom")
    return rules.replace(name=name)


def rules_to_egn(rules: Rules, keys: Sequence[str] | None = DEFAULT_RULESET_KEYS) -> dict[str, Any]:
    """The EGN ruleset object for `rules`: the toggles in `keys` plus every toggle off its default.

    Raises EGNUnsupportedError when EGN cannot express the ruleset (the difference is named).
    """
    value: dict[str, Any] = {
        "std": rules.stick_the_dealer, "min_rank": rules.min_rank, "winning_score": rules.winning_score,
        "num_deals": rules.deal_limit, "canadian": rules.canadian, "loner_lead": rules.loner_lead.name,
        "loner_march_score": rules.loner_march_score, "loner_euchred_score": rules.loner_euchred_score,
        "defend_alone": rules.defend_alone, "farmers": rules.farmers, "joker": rules.joker,
        "num_players": rules.num_players, **{k: EGN_DEFAULTS[k] for k in _NOT_PLAYED_YET},
    }
    always = keys or ()
    order = [k for k in always if k in value] + [k for k in EGN_DEFAULTS if k not in always]
    out = {k: value[k] for k in order if k in always or value[k] != EGN_DEFAULTS[k]}
    if "winning_score" in out and "num_deals" in out:
        raise EGNUnsupportedError(Refusal("egn_score_and_deal_limit"))
    try:
        back = rules_from_egn(out)
    except EGNError as exc:
        raise EGNUnsupportedError(Refusal("egn_ruleset_not_expressible", {"reason": exc})) from None
    if back != rules:
        diffs = ", ".join(f"{k}={mine!r}" for k, (mine, _) in rules.differences(back).items())
        raise EGNUnsupportedError(Refusal("egn_no_toggle_for", {"settings": diffs}))
    return out
