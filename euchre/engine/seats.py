"""Seat names and the clockwise order around the table, and reading a seat a user typed."""

from __future__ import annotations

from euchre.engine.errors import Refusal, SeatError

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


def _is_number(word: str) -> bool:
    """A short run of ASCII digits (`str.isdigit` also takes "²" and other scripts' digits)."""
    return word.isascii() and word.isdigit() and len(word) <= 3


def seat_index(seat: object, num_players: int = 4) -> int:
    """The seat number for 0-based `seat`, a letter (N E S W) or a name (North, "player 2").

    Raises SeatError (a ValueError) for anything else, quoting at most a short prefix of it."""
    if isinstance(seat, int) and not isinstance(seat, bool):
        if 0 <= seat < num_players:
            return seat
        raise SeatError(Refusal("not_a_seat", {"seat": seat, "num_players": num_players}))
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
        raise SeatError(Refusal("not_a_seat", {"seat": seat, "num_players": num_players}))
    raise SeatError(Refusal("seat_of_wrong_type", {"kind": type(seat).__name__, "num_players": num_players}))
