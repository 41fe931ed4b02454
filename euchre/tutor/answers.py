"""Reading what a learner answered: cards, lists of cards, seats and choices.

Every problem with the input raises `AnswerError` with a friendly message; `grade` turns it into
Feedback(correct=False, graded=False) so a user's input never raises.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from euchre.cards import Card
from euchre.errors import CardParseError
from euchre.seats import SEAT_LETTERS, seat_name


class AnswerError(Exception):
    """The answer could not be read; the message says so in words a learner understands."""


def read_card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if value is None or (isinstance(value, list | tuple) and not value):
        raise AnswerError("Pick a card first.")
    if not isinstance(value, str):
        raise AnswerError(f"{value!r} is not a card. Pick one of the cards shown.")
    if not value.strip():
        raise AnswerError("Pick a card first.")
    try:
        return Card.parse(value.strip())
    except CardParseError as exc:
        raise AnswerError(_capital(str(exc)) + ".") from None


def read_cards(value: object) -> list[Card]:
    """A list of cards from a Card, a string like "JD 10H" or "J♦, 10♥", or any iterable of those."""
    if value is None:
        return []
    if isinstance(value, Card):
        return [value]
    if isinstance(value, str):
        return [read_card(part) for part in value.replace(",", " ").split()]
    if isinstance(value, Iterable):
        return [read_card(item) for item in value]
    raise AnswerError(f"{value!r} is not a list of cards. Pick cards from the ones shown.")


def read_seat(value: object, num_players: int) -> int:
    """A seat from its name ("North", "player 2"), its letter ("N") or its number (0-based)."""
    if isinstance(value, bool):
        raise AnswerError(f"{value!r} is not a seat. Pick one of the players shown.")
    if isinstance(value, int):
        if 0 <= value < num_players:
            return value
        raise AnswerError(f"There is no seat number {value}. Pick one of the players shown.")
    if not isinstance(value, str) or not value.strip():
        raise AnswerError("Pick a player first.")
    key = " ".join(value.strip().lower().split())
    for seat in range(num_players):
        names = {seat_name(seat, num_players).lower()}
        if num_players == 4:
            names.add(SEAT_LETTERS[seat].lower())
        else:
            names.add(f"p{seat + 1}")
        if key in names:
            return seat
    shown = ", ".join(seat_name(s, num_players) for s in range(num_players))
    raise AnswerError(f"{value.strip()!r} is not a player at this table. Pick one of: {shown}.")


def read_choice(choices: Sequence[str], answer: object, nothing: str) -> str | None:
    """The choice `answer` names, by its number or its label (any case and dash); None for a label
    that is not one of them. `nothing` is the message for an empty answer or one that is not text."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        if 0 <= answer < len(choices):
            return choices[answer]
        raise AnswerError(f"There is no choice number {answer}. Pick one of the {len(choices)} choices.")
    if not isinstance(answer, str) or not answer.strip():
        raise AnswerError(nothing)
    key = normalise_label(answer)
    return next((label for label in choices if normalise_label(label) == key), None)


def normalise_label(text: str) -> str:
    return " ".join(text.replace("–", "-").replace("—", "-").lower().split())


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
