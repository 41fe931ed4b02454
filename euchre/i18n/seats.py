"""Seat, side and player names in the current language (the engine's own names are in euchre.engine.seats)."""

from __future__ import annotations

import re

from euchre.i18n.messages import pgettext

SEATS = ("North", "East", "South", "West")


_PLAYER_BEFORE = {"fi": re.compile(r"\bpelaaj[a-zäö]*\s+$", re.IGNORECASE)}
"""Where a language names a seat with its word for "player" carrying the case just before the name
("pelaajan {seat}", "Pelaajalla {seat}": "pelaajan Länsi")."""


_PLAYER_AFTER = {
    "tr": re.compile(r" oyuncusu(nun|na|nda|ndan)(?![a-zçğıöşü])"),
    "az": re.compile(r" oyunçusu(nun|na|ndadır|nda|ndan)(?![a-zçğıöşüə])"),
}
"""Where a language names a seat with its word for "player" just after the name, carrying the case
("{seat} oyuncusunun": "Kuzey oyuncusunun"); the group is the case ending."""

_NUMBER_CASES: dict[str, dict[str, tuple[str, str, str]]] = {
    # Turkish: an apostrophe, the ending as "bir", "iki", "üç" take it (üç devoices: 3'te).
    "tr": {"nun": ("'in", "'nin", "'ün"), "na": ("'e", "'ye", "'e"), "nda": ("'de", "'de", "'te"),
           "ndan": ("'den", "'den", "'ten")},
    # Azerbaijani: a hyphen, the ending as "bir", "iki", "üç" take it.
    "az": {"nun": ("-in", "-nin", "-ün"), "na": ("-ə", "-yə", "-ə"), "nda": ("-də", "-də", "-də"),
           "ndadır": ("-dədir", "-dədir", "-dədir"), "ndan": ("-dən", "-dən", "-dən")},
}
"""The case endings of the numbers 1, 2 and 3 for each ending the word for player carries above."""


class SmallTableSeat(str):
    """The name of a seat at a table of two or three ("Player 2", "Pelaaja 2"). Right after a word for
    player that a sentence puts before a seat's name it is its number alone: "pelaajan 2", not
    "pelaajan Pelaaja 2". Where the word for player follows the name and carries the case, the name
    takes the case itself and the word goes: "Oyuncu 2'nin", not "Oyuncu 2 oyuncusunun"."""

    number: int
    num_players: int

    def __new__(cls, text: str, seat: int, num_players: int) -> SmallTableSeat:
        name = super().__new__(cls, text)
        name.number, name.num_players = seat + 1, num_players
        return name

    def __getnewargs__(self) -> tuple[str, int, int]:  # type: ignore[override]
        return str(self), self.number - 1, self.num_players

    def said_beside(self, before: str, after: str, lang: str) -> str:
        player = _PLAYER_BEFORE.get(lang)
        if player is not None and player.search(before):
            return str(self.number)
        ending = self._case_after(after, lang)
        return str(self) + ending[0] if ending else str(self)

    def swallows(self, after: str, lang: str) -> int:
        """How much of the text after the name `said_beside` already says (the word for player)."""
        ending = self._case_after(after, lang)
        return ending[1] if ending else 0

    def _case_after(self, after: str, lang: str) -> tuple[str, int] | None:
        """The case ending the name takes for the word for player that opens `after`, and that word's
        length; None where no such word follows."""
        player = _PLAYER_AFTER.get(lang)
        found = player.match(after) if player is not None else None
        if found is None or not 1 <= self.number <= 3:
            return None
        return _NUMBER_CASES[lang][found.group(1)][self.number - 1], found.end()

    def remake(self) -> str:
        """The same seat named in the current language (a sentence said again after a switch)."""
        return seat_label(self.number - 1, self.num_players)


def seat_label(seat: int, num_players: int = 4) -> str:
    """ "North" / "Kuzey" / "Pohjoinen" / "Şimal"; "Player 2" at a table of two or three."""
    if num_players == 4:
        return (pgettext("seat", "North"), pgettext("seat", "East"),
                pgettext("seat", "South"), pgettext("seat", "West"))[seat]
    return SmallTableSeat(pgettext("seat", "Player {n}", n=seat + 1), seat, num_players)


def side_label(side: int, num_players: int = 4) -> str:
    """ "North–South" / "East–West" at four; the player's name otherwise."""
    if num_players == 4:
        return (pgettext("side", "North–South"), pgettext("side", "East–West"))[side]
    return seat_label(side, num_players)
