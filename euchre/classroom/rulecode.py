"""A ruleset in a few characters, for quiz set codes: a preset by its tag, any other ruleset by
its differences from standard.

- A preset is one letter (standard is no letter at all): see PRESET_TAGS.
- A custom ruleset is "X" and then, for each option that differs from standard, the option's slot
  character and its value in Crockford base32 (fixed width per slot): `XS1W0F` is standard with
  stick the dealer (S=1) and 15 points to win (W=0F). The slot table only ever grows at the end,
  so old codes keep their meaning.

The code is self-contained: it needs no database, so a worksheet or a set code works on any
machine. Only standard-family options are encoded: a Bid Euchre ruleset travels as its preset's tag.
"""

from __future__ import annotations

import enum
from typing import Any

from euchre.errors import QuizCodeError, RulesError
from euchre.rules import PRESETS, Family, FarmersHand, JokerUpcard, LonerLead, RenegePenalty, Rules
from euchre.tutor.codes import ALPHABET

PRESET_TAGS: dict[str, str] = {
    "standard": "",
    "stick-the-dealer": "D",
    "hoyle": "H",
    "canadian": "C",
    "british": "B",
    "cutthroat": "T",
    "two-handed": "P",
    "bid-euchre-6": "E",
    "bid-euchre-moon": "M",
    "double-deck-bid": "K",
}
TAG_PRESETS: dict[str, str] = {tag: name for name, tag in PRESET_TAGS.items() if tag}
CUSTOM = "X"

SLOTS: tuple[tuple[str, str, int], ...] = (
    ("N", "num_players", 1),
    ("K", "min_rank", 1),
    ("J", "joker", 1),
    ("Y", "deck_copies", 1),
    ("Z", "hand_size", 1),
    ("S", "stick_the_dealer", 1),
    ("A", "allow_alone", 1),
    ("C", "canadian", 1),
    ("D", "defend_alone", 1),
    ("R", "defend_alone_requires_loner", 1),
    ("L", "loner_lead", 1),
    ("F", "farmers", 1),
    ("M", "make_score", 1),
    ("H", "march_score", 1),
    ("Q", "loner_march_score", 1),
    ("E", "euchre_score", 1),
    ("G", "loner_euchred_score", 1),
    ("T", "lone_defender_euchre_score", 1),
    ("V", "lone_defender_march_score", 1),
    ("W", "winning_score", 2),
    ("P", "deal_limit", 2),
    ("B", "renege_mode", 1),
    ("0", "renege_penalty", 1),
    ("1", "renege_points", 1),
    ("2", "renege_hand_scores", 1),
    ("3", "uncalled_renege_penalised", 1),
    ("4", "renege_call_ends_hand", 1),
    ("5", "joker_upcard", 1),
    ("6", "tie_plays_on", 1),
    ("7", "farmers_hand", 1),
    ("8", "dealer_pickup_behind_loner", 1),
)
"""(slot character, Rules field, width in base32 digits). Append only."""
_BY_SLOT = {slot: (name, width) for slot, name, width in SLOTS}
_ENUMS: dict[str, tuple[Any, ...]] = {
    "loner_lead": tuple(LonerLead),
    "renege_penalty": tuple(RenegePenalty),
    "joker_upcard": tuple(JokerUpcard),
    "farmers_hand": tuple(FarmersHand),
}
_STANDARD = Rules()


def _number(value: Any, name: str) -> int:
    if name in _ENUMS:
        return _ENUMS[name].index(value)
    return int(value)


def _digits(number: int, width: int, name: str) -> str:
    if not 0 <= number < 32**width:
        raise RulesError(f"{name}={number} cannot be put in a quiz code (0 to {32**width - 1} only)")
    out = ""
    for _ in range(width):
        number, digit = divmod(number, 32)
        out = ALPHABET[digit] + out
    return out


def encode_rules(rules: Rules) -> str:
    """The ruleset's tag: '' for standard, a preset's letter, or 'X' and the differences."""
    if rules.name in PRESET_TAGS and PRESETS[rules.name] == rules:
        return PRESET_TAGS[rules.name]
    for name, tag in PRESET_TAGS.items():
        if PRESETS[name] == rules:
            return tag
    if rules.family is not Family.STANDARD:
        bid = ", ".join(n for n, r in PRESETS.items() if r.family is Family.BID)
        raise RulesError(
            f"the {rules.name!r} ruleset changes a Bid Euchre preset, and a quiz code can only carry the "
            f"Bid Euchre presets themselves ({bid})"
        )
    check_codable(rules)
    encodable = {name for _, name, _ in SLOTS}
    out = CUSTOM
    differences = rules.differences(_STANDARD)
    stray = sorted(set(differences) - encodable)
    if stray:
        raise RulesError(f"these options cannot be put in a quiz code: {', '.join(stray)}")
    for slot, name, width in SLOTS:
        if name in differences:
            out += slot + _digits(_number(getattr(rules, name), name), width, name)
    return out


def decode_rules(tag: str) -> Rules:
    """The ruleset a tag stands for; raises QuizCodeError saying what is wrong."""
    tag = tag.upper()
    if tag == "":
        return PRESETS["standard"]
    if tag in TAG_PRESETS:
        return PRESETS[TAG_PRESETS[tag]]
    if not tag.startswith(CUSTOM):
        known = ", ".join(f"{t} ({n})" for t, n in TAG_PRESETS.items())
        raise QuizCodeError(f"{tag!r} is not a ruleset in a quiz code: use one of {known}, or X and options")
    changes: dict[str, Any] = {}
    i = 1
    while i < len(tag):
        slot = tag[i]
        if slot not in _BY_SLOT:
            raise QuizCodeError(f"{slot!r} is not a rule option in the quiz code's ruleset {tag!r}")
        name, width = _BY_SLOT[slot]
        text = tag[i + 1:i + 1 + width]
        if len(text) != width or any(ch not in ALPHABET for ch in text):
            raise QuizCodeError(f"the value of option {slot!r} in the ruleset {tag!r} is cut short or not base32")
        number = 0
        for ch in text:
            number = number * 32 + ALPHABET.index(ch)
        changes[name] = _value(name, number)
        i += 1 + width
    try:
        rules = _STANDARD.replace(name="custom", **changes)
        check_codable(rules)
    except RulesError as exc:
        raise QuizCodeError(f"the ruleset {tag!r} in the quiz code is not valid: {exc}") from None
    return rules


def check_codable(rules: Rules) -> None:
    """RulesError unless every kind of question can deal and grade under a custom (standard-family)
    ruleset. Only the hand size needs a check beyond Rules' own: the questions deal five cards a
    player and turn one up, and the other hand sizes belong to the Bid Euchre presets."""
    if rules.family is Family.STANDARD and rules.hand_size != _STANDARD.hand_size:
        raise RulesError(
            f"a quiz code deals {_STANDARD.hand_size} cards to each player, not {rules.hand_size} "
            "(the Bid Euchre presets are the rulesets with other hand sizes)"
        )


def _value(name: str, number: int) -> Any:
    if name in _ENUMS:
        choices = _ENUMS[name]
        if number >= len(choices):
            raise QuizCodeError(f"{number} is not a value of {name} in a quiz code")
        return choices[number]
    default = getattr(_STANDARD, name)
    if isinstance(default, bool):
        if number > 1:
            raise QuizCodeError(f"{name} is 0 or 1 in a quiz code, not {number}")
        return bool(number)
    if isinstance(default, enum.Enum):  # pragma: no cover - every enum option is in _ENUMS
        raise QuizCodeError(f"{name} cannot be read from a quiz code")
    return number
