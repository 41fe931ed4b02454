"""Seat names and the clockwise order around the table, and reading a seat a user typed."""

from __future__ import annotations

from euchre.engine.errors import SeatError
from euchre.i18n.messages import _

SEAT_NAMES = ("North", "East", "South", "West")
SEAT_LETTERS = "NESW"


def seat_name(seat: int, num_players: int = 4) -> str:
    if num_players == 4:
        return SEAT_NAMES[seat]
    return f"Player {seat + 1}"


def side_name(side: int, num_players: int = 4) -> str:
    if num_players == 4:
        return ("North–South", "East–West")[side]
    return seat_name(side, num_players)


def _seat_words(num_players: int) -> str:
    if num_players == 4:
        return _("a seat is 0 to 3, or N, E, S, W, or North, East, South, West")
    return _("a seat is 0 to {last}, or 'Player 1' to 'Player {n}'", last=num_players - 1, n=num_players)


def _is_number(word: str) -> bool:
    """A short run of ASCII digits (`str.isdigit` also takes "²" and other scripts' digits)."""
    return word.isascii() and word.isdigit() and len(word) <= 3


def seat_index(seat: object, num_players: int = 4) -> int:
    """The seat number for 0-based `seat`, a letter (N E S W) or a name (North, "player 2").

    Raises SeatError (a ValueError) for anything else, quoting at most a short prefix of it."""
    if isinstance(seat, int) and not isinstance(seat, bool):
        if 0 <= seat < num_players:
            return seat
        shown = str(seat) if len(str(seat)) <= 12 else str(seat)[:12] + "…"
        raise SeatError(_("{text} is not a seat: {seats}", text=shown, seats=_seat_words(num_players)))
    if isinstance(seat, str):
        word = seat.strip().lower()
        if num_players == 4:
            if len(word) == 1 and word in "nesw":
                return "nesw".index(word)
            names = [n.lower() for n in SEAT_NAMES]
            if word in names:
                return names.index(word)
        prefix, _space, number = word.partition(" ")
        if prefix == "player" and _is_number(number) and 1 <= int(number) <= num_players:
            return int(number) - 1
        if _is_number(word) and int(word) < num_players:
            return int(word)
        shown = seat if len(seat) <= 24 else seat[:24] + "…"
        raise SeatError(_("{text} is not a seat: {seats}", text=repr(shown), seats=_seat_words(num_players)))
    raise SeatError(_("a seat is a number or a seat name, not {type}: {seats}", type=type(seat).__name__,
                      seats=_seat_words(num_players)))
