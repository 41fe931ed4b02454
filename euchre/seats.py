"""Seat names and the clockwise order around the table."""

from __future__ import annotations

SEAT_NAMES = ("North", "East", "South", "West")
SEAT_LETTERS = "NESW"


def seat_name(seat: int, num_players: int = 4) -> str:
    if num_players == 4:
        return SEAT_NAMES[seat]
    return f"Player {seat + 1}"


def left_of(seat: int, num_players: int = 4) -> int:
    return (seat + 1) % num_players


def side_name(side: int, num_players: int = 4) -> str:
    if num_players == 4:
        return ("North–South", "East–West")[side]
    return seat_name(side, num_players)
