"""Where in a record a problem is, in the current language: "deal 3, alternative line 1, trick 2",
and the frame "{where}: {problem}" every located error message uses. EGN's own field names
('playerCards', 'upCard', 'matchFormat') are not translated: they are what the file says."""

from __future__ import annotations

from collections.abc import Sequence

from babel.lists import format_list

from euchre.i18n import ENGLISH, _, current_language


def at(where: str, problem: object) -> str:
    """ "deal 3, trick 2: South played J♥ ..." """
    return _("{where}: {problem}", where=where, problem=str(problem))


def within(*parts: str) -> str:
    """A place inside a place: "deal 3" and "trick 2" give "deal 3, trick 2"."""
    return ", ".join(p for p in parts if p)


def deal(number: object) -> str:
    return _("deal {number}", number=number)


def game(number: object) -> str:
    return _("game {number}", number=number)


def call(number: object) -> str:
    return _("call {number}", number=number)


def trick(number: object) -> str:
    return _("trick {number}", number=number)


def phase(number: object) -> str:
    return _("phase {number}", number=number)


def player(number: object) -> str:
    return _("player {number}", number=number)


def alternative(number: object) -> str:
    return _("alternative line {number}", number=number)


def main_line() -> str:
    return _("main line")


def the_file() -> str:
    return _("file")


def the_match() -> str:
    return _("match")


def match_metadata() -> str:
    return _("match metadata")


def whole_game() -> str:
    return _("game")


def either(items: Sequence[str]) -> str:
    """ "hearts or spades": English joins every item with "or", other languages use their own list."""
    items = list(items)
    if current_language() == ENGLISH or len(items) <= 1:
        return " or ".join(items)
    return format_list(items, style="or", locale=current_language())


def listed(items: Sequence[str]) -> str:
    """Items joined with commas (a list of cards, of options): the same in every language."""
    return ", ".join(items)
