"""Reading what a learner answered: cards, lists of cards, seats and choices.

Every problem with the input raises `AnswerError` with a friendly message; `grade` turns it into
Feedback(correct=False, graded=False) so a user's input never raises.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from euchre.engine.cards import Card
from euchre.engine.errors import CardParseError
from euchre.engine.seats import SEAT_LETTERS, seat_name
from euchre.explain.cards import parse_card_words
from euchre.i18n import LANGUAGES, _, current_language, ngettext, use_language
from euchre.i18n.seats import seat_label
from euchre.i18n.text import capitalize_first, fold_key
from euchre.tutor.answer_ids import answer_id_of, choice_label

if TYPE_CHECKING:
    from euchre.tutor.question import Question


class AnswerError(Exception):
    """The answer could not be read; the message says so in words a learner understands."""


def read_card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if value is None or (isinstance(value, list | tuple) and not value):
        raise AnswerError(_("Pick a card first."))
    if not isinstance(value, str):
        raise AnswerError(_("{answer} is not a card. Pick one of the cards shown.", answer=repr(value)))
    if not value.strip():
        raise AnswerError(_("Pick a card first."))
    try:
        return parse_card_words(value.strip())  # a code, a symbol, or a name in words in any language
    except CardParseError as exc:
        raise AnswerError(capitalize_first(str(exc), current_language()) + ".") from None


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
    raise AnswerError(_("{answer} is not a list of cards. Pick cards from the ones shown.", answer=repr(value)))


def read_seat(value: object, num_players: int) -> int:
    """A seat from its name ("North", "player 2"), its letter ("N") or its number (0-based)."""
    if isinstance(value, bool):
        raise AnswerError(_("{answer} is not a seat. Pick one of the players shown.", answer=repr(value)))
    if isinstance(value, int):
        if 0 <= value < num_players:
            return value
        raise AnswerError(_("There is no seat number {number}. Pick one of the players shown.", number=value))
    if not isinstance(value, str) or not value.strip():
        raise AnswerError(_("Pick a player first."))
    if value.strip().startswith("seat:") and value.strip()[5:].isdigit():
        return read_seat(int(value.strip()[5:]), num_players)
    key = fold_key(value)
    for seat in range(num_players):
        names = {fold_key(seat_name(seat, num_players)), *_seat_labels(seat, num_players)}
        if num_players == 4:
            names.add(fold_key(SEAT_LETTERS[seat]))
        else:
            names.add(f"p{seat + 1}")
        if key in names:
            return seat
    shown = ", ".join(seat_label(s, num_players) for s in range(num_players))
    raise AnswerError(_("{answer} is not a player at this table. Pick one of: {players}.", answer=repr(value.strip()),
                        players=shown))


def read_choice(question: Question, answer: object, nothing: str) -> str | None:
    """The choice (an answer id) that `answer` names: the id itself, its number, its label in any of
    the tutor's languages (any case, dash or keyboard's i), or a label an older version saved; None
    for text that names none of them. `nothing` is the message for an empty answer or one that is not text."""
    choices = question.choices
    if isinstance(answer, int) and not isinstance(answer, bool):
        if 0 <= answer < len(choices):
            return choices[answer]
        raise AnswerError(ngettext("There is no choice number {number}. Pick one of the {n} choices.",
                                   "There is no choice number {number}. Pick one of the {n} choices.",
                                   len(choices), number=answer))
    if not isinstance(answer, str) or not answer.strip():
        raise AnswerError(nothing)
    text = answer.strip()
    if text in choices:
        return text
    old = answer_id_of(question.kind, text, question.rules, question)
    if old in choices:
        return old
    key = normalise_label(text)
    for lang in LANGUAGES:
        with use_language(lang):
            found = next((c for c in choices if normalise_label(choice_label(question, c)) == key), None)
        if found is not None:
            return found
    return None


def one_of_the_choices(question: Question, answer: object, nothing: str) -> str:
    """`read_choice`, refusing text that names no choice with the choices listed."""
    picked = read_choice(question, answer, nothing)
    if picked is None:
        raise AnswerError(_("{answer} is not a choice here. Pick one of: {choices}.", answer=repr(answer),
                            choices=shown_choices(question)))
    return picked


def shown_choices(question: Question, sep: str = "; ") -> str:
    """The choices as the learner reads them, for "Pick one of: ..."."""
    return sep.join(choice_label(question, c) for c in question.choices)


def normalise_label(text: str) -> str:
    return fold_key(text.replace("–", "-").replace("—", "-"))


def _seat_labels(seat: int, num_players: int) -> set[str]:
    """The seat's name in each of the tutor's languages, as matching keys ("kuzey", "pohjoinen")."""
    labels = set()
    for lang in LANGUAGES:
        with use_language(lang):
            labels.add(fold_key(seat_label(seat, num_players)))
    return labels
