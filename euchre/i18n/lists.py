"""Lists in words: "hearts or spades" in the current language."""

from __future__ import annotations

from collections.abc import Sequence

from babel.lists import format_list

from euchre.i18n.context import ENGLISH, current_language


def either(items: Sequence[str]) -> str:
    """ "hearts or spades": English joins every item with "or", other languages use their own list."""
    items = list(items)
    if current_language() == ENGLISH or len(items) <= 1:
        return " or ".join(items)
    return format_list(items, style="or", locale=current_language())


def together(items: Sequence[str]) -> str:
    """ "lead Q♦ and lead 9♠": every item, joined with "and" in the current language's own way."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return format_list(items, style="standard", locale=current_language())
