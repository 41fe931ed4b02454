"""What a learner calls each ruleset: the presets' names and descriptions in the current language.

A preset's code name (`standard`, `bid-euchre-6`) is an identifier: it stays the value of every menu
option, in addresses, records and quiz codes. A learner reads its name here instead, in every menu and
sentence:

    preset_name("bid-euchre-6")     # "Six-card Bid Euchre"; Turkish "Altı kartlı Teklifli Euchre (Bid Euchre)"
    ruleset_label(rules.name)       # a preset's name, a lesson's changed ruleset, or a custom name as given
    ruleset_options(names)          # (label, code) pairs for a Dropdown

Outside English a name is the term base's word for the preset (`euchre/i18n/termbase/<lang>.json`,
"preset <code>"); where players at a table call the game by an English name (`AT_TABLE`), that name
stands beside it in parentheses, as the term bases allow ("Teklifli Euchre (Bid Euchre)").
"""

from __future__ import annotations

from collections.abc import Iterable

from euchre.i18n import ENGLISH, current_language
from euchre.i18n.messages import N_, NP_, _, pgettext
from euchre.i18n.text import fold_key

PRESET_NAMES: dict[str, tuple[str, str]] = {
    "standard": NP_("preset", "Standard Euchre"),
    "stick-the-dealer": NP_("preset", "Stick the dealer"),
    "hoyle": NP_("preset", "Hoyle's rules"),
    "canadian": NP_("preset", "Canadian loner"),
    "british": NP_("preset", "British Euchre"),
    "cutthroat": NP_("preset", "Cutthroat, three players"),
    "two-handed": NP_("preset", "Two-handed Euchre"),
    "bid-euchre-6": NP_("preset", "Six-card Bid Euchre"),
    "bid-euchre-moon": NP_("preset", "Bid Euchre with the moon and partner's best"),
    "double-deck-bid": NP_("preset", "Double-deck Bid Euchre"),
}
"""Every preset's name, a message (context "preset") keyed by the preset's code name."""

AT_TABLE: dict[str, str] = {
    "cutthroat": "cutthroat",
    "bid-euchre-6": "Bid Euchre",
    "bid-euchre-moon": "Bid Euchre",
    "double-deck-bid": "Bid Euchre",
}
"""The English name players use at a table, shown beside a translated name (never translated)."""

PRESET_DESCRIPTIONS: dict[str, str] = {
    "standard": N_("Four players in two partnerships, a 24-card deck, two rounds of making trump, and a "
        "redeal when everyone passes twice. The maker may go alone. First to 10 wins."),
    "stick-the-dealer": N_("Standard Euchre, except the dealer may not pass in round two: if the other "
        "three pass, the dealer must name trump."),
    "hoyle": N_("Standard Euchre with defending alone: a defender may play alone against the makers. "
        "Against a loner the player to the loner's left leads. A lone defender scores 2 for a euchre "
        "and 4 for taking all five tricks."),
    "canadian": N_("Standard Euchre with the Canadian loner: the dealer's partner may only order up "
        "if they go alone."),
    "british": N_("Standard Euchre with a 25th card, the Joker (Benny), which is always the highest trump."),
    "cutthroat": N_("Three players, each scoring alone. The maker plays against the other two: 1 point "
        "for 3 or 4 tricks, 3 for a march, and 2 to each opponent on a euchre."),
    "two-handed": N_("Two players, 5 cards each from a 24-card deck, the same two rounds of making "
        "trump. A march scores 2."),
    "bid-euchre-6": N_("Six cards each and no kitty. One auction round of bids from 3 to 6; the high "
        "bidder names trump or high or low no-trump. One point per trick, a set loses the bid, first "
        "to 32."),
    "bid-euchre-moon": N_("Bid Euchre where a 6 bid can be played as partner's best (12 points) or "
        "shooting the moon alone (24 points). A tie at 32 plays on. Illegal plays are refused; with renege "
        "mode turned on, a caught renege costs the offending side 2 points."),
    "double-deck-bid": N_("Bid Euchre with two 24-card decks, 12 cards each. Of two identical cards in "
        "a trick, the first one played wins. A bid of all 12 tricks may be played as partner's best (12 "
        "points) or shooting the moon (24 points), the same values as the six-card game (both are options)."),
}
"""What each preset is, in English (marked for the catalogue): show `preset_description(name)`."""

LESSON_RULESETS: dict[str, tuple[str | None, tuple[str, str]]] = {
    "standard, with the farmer's hand": ("standard", NP_("lesson ruleset", "{preset} with the farmer's hand")),
    "tables where the dealer picks up first": (None, NP_("lesson ruleset", "tables where the dealer picks up first")),
    "standard, without going alone": ("standard", NP_("lesson ruleset", "{preset} without going alone")),
}
"""Rulesets a lesson makes from a preset by changing one rule, by the name the lesson stores (in records
and addresses, never shown): the preset they start from, if the name says it, and what a learner reads,
the preset's own name (`{preset}`) and the change."""

LESSON_RULESET_NAMES = tuple(LESSON_RULESETS)
"""The names lessons store for their changed presets."""


def preset_name(code: str) -> str:
    """The preset's name in the current language, with the English name players use beside a translation
    where they have one; a name that is not a preset's comes back as it is."""
    message = PRESET_NAMES.get(code)
    if message is None:
        return code
    name = pgettext(*message)
    english = AT_TABLE.get(code)
    if english is None or current_language() == ENGLISH or fold_key(english) in fold_key(name):
        return name
    return pgettext("preset name", "{name} ({english})", name=name, english=english)


def ruleset_label(name: str) -> str:
    """A ruleset's name as a learner reads it: a preset's name, a lesson's name for a changed preset, both
    in the current language, or the name a custom ruleset was given."""
    if name in PRESET_NAMES:
        return preset_name(name)
    lesson = LESSON_RULESETS.get(name)
    if lesson is None:
        return name
    preset, message = lesson
    return pgettext(*message, preset=preset_name(preset)) if preset else pgettext(*message)


def ruleset_options(names: Iterable[str]) -> list[tuple[str, str]]:
    """(label, name) for a menu of rulesets: the label in the current language, the name as the value."""
    return [(ruleset_label(name), name) for name in names]


def preset_description(name: str) -> str:
    """The preset's description in the current language ("" for a ruleset that is not a preset)."""
    english = PRESET_DESCRIPTIONS.get(name)
    return _(english) if english else ""
