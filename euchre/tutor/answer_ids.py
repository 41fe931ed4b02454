"""Stable answer ids: what a question offers and what a learner answered, independent of language.

An answer id is a short ASCII string; its label comes from the catalogue in the learner's language.

    JH              a card (its code, as today's choices already are)
    seat:2          a seat (0 = North; "Player 3" at a table of three)
    nobody          nobody (spot the renege: no one reneged)
    score:0,2       the points each side (or player) scores, in seat order of sides; negatives lose
    action:order up a decision, as the engine's action text (euchre.actions.parse_action reads it)

`label(answer_id, rules)` renders one; `legacy_id(kind, text, rules)` reads a label saved by
earlier versions (English, as the store kept it) back into an id, so stores written before ids
keep loading and grading; `answer_id_of` accepts either. See docs/i18n.md for the migration plan.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from babel.lists import format_list

from euchre.cards import Card
from euchre.errors import CardParseError
from euchre.i18n import current_language, ngettext, pgettext
from euchre.i18n.seats import seat_label, side_label
from euchre.i18n.text import fold_key
from euchre.rules import Rules
from euchre.seats import seat_name, side_name

if TYPE_CHECKING:
    from euchre.tutor.question import Question

NOBODY = "nobody"
SEAT = "seat:"
SCORE = "score:"
ACTION = "action:"


class AnswerIdError(ValueError):
    """Text that is not an answer id."""


# ---- making ids -----------------------------------------------------------------------------
def seat_id(seat: int) -> str:
    return f"{SEAT}{seat}"


def score_id(points: Sequence[int]) -> str:
    return SCORE + ",".join(str(int(p)) for p in points)


def action_id(action_text: str) -> str:
    return ACTION + " ".join(action_text.split())


def card_id(card: Card) -> str:
    return card.code


def is_answer_id(text: object) -> bool:
    if not isinstance(text, str):
        return False
    if text == NOBODY or re.fullmatch(r"seat:\d", text) or re.fullmatch(r"score:-?\d+(,-?\d+)*", text):
        return True
    if text.startswith(ACTION) and text[len(ACTION):].strip():
        return True
    return _card_code(text) is not None


def _card_code(text: str) -> Card | None:
    try:
        card = Card.parse(text)
    except CardParseError:
        return None
    return card if card.code == text else None


def score_points(answer_id: str) -> tuple[int, ...]:
    if not answer_id.startswith(SCORE):
        raise AnswerIdError(f"{answer_id!r} is not a score id")
    return tuple(int(p) for p in answer_id[len(SCORE):].split(","))


# ---- labels ---------------------------------------------------------------------------------
def label(answer_id: str, rules: Rules, *, context: str = "euchre") -> str:
    """The id as the learner reads it, in the current language. `context` is "euchre" for the
    "Is it a euchre?" score labels and "bid" for Bid Euchre's (both sides, losses included)."""
    n = rules.num_players
    if answer_id == NOBODY:
        return pgettext("answer", "Nobody")
    if answer_id.startswith(SEAT):
        return seat_label(int(answer_id[len(SEAT):]), n)
    if answer_id.startswith(SCORE):
        points = score_points(answer_id)
        return bid_score_label(points) if context == "bid" else euchre_score_label(points, n)
    if answer_id.startswith(ACTION):
        return answer_id[len(ACTION):]
    card = _card_code(answer_id)
    if card is None:
        raise AnswerIdError(f"{answer_id!r} is not an answer id")
    return str(card)


def _and(names: list[str]) -> str:
    return format_list(names, locale=current_language())


def euchre_score_label(points: Sequence[int], num_players: int) -> str:
    """ "North–South score 2", "Player 1 scores 3", "Player 2 and Player 3 score 2 each"."""
    scorers = [(s, p) for s, p in enumerate(points) if p]
    if not scorers:
        return pgettext("answer", "Nobody scores")
    if len(scorers) == 1:
        side, value = scorers[0]
        if num_players == 4:
            return ngettext("{side} score {n}", "{side} score {n}", value, side=side_label(side, 4))
        return ngettext("{player} scores {n}", "{player} scores {n}", value, player=side_label(side, num_players))
    names = _and([side_label(s, num_players) for s, _ in scorers])
    values = {p for _, p in scorers}
    if len(values) == 1:
        value = values.pop()
        return ngettext("{names} score {n} each", "{names} score {n} each", value, names=names)
    return ", ".join(
        ngettext("{side} {n}", "{side} {n}", p, side=side_label(s, num_players)) for s, p in scorers
    )


def bid_score_label(points: Sequence[int]) -> str:
    """ "North–South score 4; East–West score 2", "North–South lose 5; East–West score 3"."""
    parts = []
    for side, value in enumerate(points):
        name = side_label(side, 4)
        if value < 0:
            parts.append(ngettext("{side} lose {n}", "{side} lose {n}", -value, side=name))
        else:
            parts.append(ngettext("{side} score {n}", "{side} score {n}", value, side=name))
    return "; ".join(parts)


# ---- reading what older versions saved ------------------------------------------------------
_NOBODY_WORDS = {"nobody", "no one", "noone", "none", "no renege", "no-one"}


def _english_seats(rules: Rules) -> dict[str, int]:
    return {fold_key(seat_name(s, rules.num_players)): s for s in range(rules.num_players)}


def _english_sides(rules: Rules) -> dict[str, int]:
    n = rules.num_players
    return {fold_key(side_name(s, n).replace("–", "-")): s for s in range(rules.num_sides)}


def _dash(text: str) -> str:
    return fold_key(text.replace("–", "-").replace("—", "-"))


def legacy_id(kind: str, text: object, rules: Rules, question: Question | None = None) -> str | None:
    """The id of an answer saved as an English label by earlier versions, or None if it is not one.

    Cards are already ids; seats ("North", "Player 2"), "Nobody" and the score labels of
    "Is it a euchre?" and the Bid Euchre scoring quiz are read back. Decisions of "Order up or
    pass?" are labels of the question's own position ("Order it up", "Tell partner to pick it up"),
    so they need the `question` (rebuilt from the stored code with `question_from_code`)."""
    if not isinstance(text, str) or not text.strip():
        return None
    if kind == "order_up":
        return None if question is None else _legacy_action(question, text)
    if _card_code(text.strip()) is not None:
        return text.strip()
    key = _dash(text)
    if key in _NOBODY_WORDS:
        return NOBODY
    seats = _english_seats(rules)
    if key in seats and kind not in ("is_it_a_euchre", "bid_score"):
        return seat_id(seats[key])
    points = _legacy_bid_points(key, rules) if kind == "bid_score" else _legacy_euchre_points(key, rules)
    return None if points is None else score_id(points)


def _legacy_euchre_points(key: str, rules: Rules) -> tuple[int, ...] | None:
    sides = _english_sides(rules)
    points = [0] * rules.num_sides
    if key == "nobody scores":
        return tuple(points)
    match = re.fullmatch(r"(.+?) scores? (\d+)( each)?", key)
    if match:
        names = re.split(r", | and ", match.group(1))
        if not all(n in sides for n in names):
            return None
        for name in names:
            points[sides[name]] = int(match.group(2))
        return tuple(points)
    for part in key.split(", "):
        item = re.fullmatch(r"(.+) (\d+)", part)
        if not item or item.group(1) not in sides:
            return None
        points[sides[item.group(1)]] = int(item.group(2))
    return tuple(points)


def _legacy_bid_points(key: str, rules: Rules) -> tuple[int, ...] | None:
    sides = _english_sides(rules)
    points = [0] * rules.num_sides
    parts = key.split("; ")
    for part in parts:
        item = re.fullmatch(r"(.+) (score|lose) (\d+)", part)
        if not item or item.group(1) not in sides:
            return None
        value = int(item.group(3))
        points[sides[item.group(1)]] = -value if item.group(2) == "lose" else value
    return tuple(points) if len(parts) == rules.num_sides else None


def _legacy_action(question: Question, text: str) -> str | None:
    from euchre.bots.words import action_label
    from euchre.tutor import order_up

    key = _dash(text)
    state = order_up.state_of(question)
    for action in order_up._actions(state):
        if key in (_dash(action_label(state, action)), _dash(action.text)):
            return action_id(action.text)
    return None


def answer_id_of(kind: str, value: object, rules: Rules, question: Question | None = None) -> str | None:
    """An id from a stored answer: ids pass through, old English labels are mapped, None otherwise."""
    if isinstance(value, str) and is_answer_id(value):
        return value
    return legacy_id(kind, value, rules, question)
