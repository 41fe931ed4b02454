"""Seat, side and player names in the current language (the engine's own names are in euchre.engine.seats)."""

from __future__ import annotations

from euchre.i18n.messages import pgettext

SEATS = ("North", "East", "South", "West")


def seat_label(seat: int, num_players: int = 4) -> str:
    """ "North" / "Kuzey" / "Pohjoinen" / "Şimal"; "Player 2" at a table of two or three."""
    if num_players == 4:
        return (pgettext("seat", "North"), pgettext("seat", "East"),
                pgettext("seat", "South"), pgettext("seat", "West"))[seat]
    return pgettext("seat", "Player {n}", n=seat + 1)


def side_label(side: int, num_players: int = 4) -> str:
    """ "North–South" / "East–West" at four; the player's name otherwise."""
    if num_players == 4:
        return (pgettext("side", "North–South"), pgettext("side", "East–West"))[side]
    return seat_label(side, num_players)
