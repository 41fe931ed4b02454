"""Seat, side and player names in the current language (the engine's own names are in euchre.engine.seats)."""

from __future__ import annotations

import re

from euchre.i18n.messages import pgettext

SEATS = ("North", "East", "South", "West")


_PLAYER_BEFORE = {"fi": re.compile(r"\bpelaaj[a-zäö]*\s+$", re.IGNORECASE)}
"""Where a language names a seat with its word for "player" carrying the case just before the name
("pelaajan {seat}", "Pelaajalla {seat}": "pelaajan Länsi")."""


class SmallTableSeat(str):
    """The name of a seat at a table of two or three ("Player 2", "Pelaaja 2"). Right after a word for
    player that a sentence puts before a seat's name it is its number alone: "pelaajan 2", not
    "pelaajan Pelaaja 2"."""

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
        return str(self.number) if player is not None and player.search(before) else str(self)

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
