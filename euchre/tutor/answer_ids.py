"""Stable answer ids: what a question offers and what a learner answered, independent of language.

An answer id is a short ASCII string; its label comes from the catalogue in the learner's language.

    JH              a card (its code, as today's choices already are)
    seat:2          a seat (0 = North; "Player 3" at a table of three)
    nobody          nobody (spot the renege: no one reneged)
    yes, no         yes or no (is it a farmer's hand?)
    score:0,2       the points each side (or player) scores, in seat order of sides; negatives lose
    action:order up a decision, as the engine's action text (euchre.actions.parse_action reads it)
    game:11,8:0     a running score after a hand, and the side that has won (`-`: nobody yet)

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
YES = "yes"
NO = "no"
SEAT = "seat:"
SCORE = "score:"
ACTION = "action:"
GAME = "game:"


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
    if text in (NOBODY, YES, NO) or re.fullmatch(r"seat:\d", text) or re.fullmatch(r"score:-?\d+(,-?\d+)*", text):
        return True
    if text.startswith(ACTION) and text[len(ACTION):].strip():
        return True
    if re.fullmatch(r"game:-?\d+(,-?\d+)*:(-|\d)", text):
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
    if answer_id == YES:
        return pgettext("answer", "Yes, a new deal")
    if answer_id == NO:
        return pgettext("answer", "No, play it")
    if answer_id.startswith(SEAT):
        return seat_label(int(answer_id[len(SEAT):]), n)
    if answer_id.startswith(SCORE):
        points = score_points(answer_id)
        return bid_score_label(points) if context == "bid" else euchre_score_label(points, n)
    if answer_id.startswith(ACTION):
        return answer_id[len(ACTION):]
    if answer_id.startswith(GAME):
        from euchre.tutor.game_score import game_label

        return game_label(answer_id, rules)
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
    if kind == "bid_options":
        return legacy_bid_call(text)
    if kind == "farmers_hand":
        return {"yes, a new deal": YES, "no, play it": NO}.get(fold_key(text))
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


# ---- a question's choices -------------------------------------------------------------------
CARD_KINDS = frozenset({"which_card_wins", "legal_follow", "rank_trumps", "partners_best"})


def choice_label(question: Question, token: str) -> str:
    """How one of `question`'s choices reads in the current language: "J♦", "Kuzey", "Hiç kimse",
    "Kuzey–Güney 2 puan alır", "Açılan kartı koz yap", "Pas"."""
    kind = question.kind
    if kind in CARD_KINDS:
        return str(Card.parse(token))
    if kind == "order_up" and token.startswith(ACTION):
        from euchre.tutor import order_up

        return order_up.choice_label(question, token)
    if kind == "bid_options" and token.startswith(ACTION):
        return bid_call_label(token)
    if kind == "dealer_options" and token.startswith(ACTION):
        from euchre.tutor.dealer_options import choice_label as dealer_choice

        return dealer_choice(token)
    if not is_answer_id(token):
        return token
    return label(token, question.rules, context="bid" if kind == "bid_score" else "euchre")


def bid_call_label(token: str) -> str:
    """A call of "Which bids may this player make?": "Pass" or the number of tricks bid."""
    text = token[len(ACTION):]
    if text == "pass":
        return pgettext("call", "Pass")
    return text.removeprefix("bid ")


def legacy_bid_call(text: str) -> str | None:
    """ "Pass" or "4", as "Which bids may this player make?" offered them before ids."""
    key = fold_key(text).removeprefix("bid ").strip()
    if key == "pass":
        return action_id("pass")
    return action_id(f"bid {int(key)}") if key.isdigit() else None


# ---- what the store keeps -------------------------------------------------------------------
def to_answer_ids(question: Question, answer: object) -> object:
    """An answer as the store keeps it: each choice named by its id ("seat:0", "JD", "score:2,0"),
    whatever form it was given in (a label in any language, a Card, an Action, a number). Anything
    that names no choice is kept as given (it was not graded, or is the learner's own text)."""
    from euchre.tutor.answers import AnswerError, read_cards

    if isinstance(answer, list | tuple):
        return [_one_id(question, item) for item in answer]
    if question.kind in CARD_KINDS and isinstance(answer, str):
        try:
            codes = [card.code for card in read_cards(answer)]
        except AnswerError:
            return answer
        return codes[0] if len(codes) == 1 and question.style == "single" else codes
    return _one_id(question, answer)


def _one_id(question: Question, answer: object) -> object:
    """One item of an answer as its id (see `to_answer_ids`)."""
    from euchre.actions import Action
    from euchre.tutor.answers import AnswerError, read_card, read_choice

    if isinstance(answer, Card):
        return answer.code
    if isinstance(answer, Action):
        answer = action_id(answer.text)
    if question.kind in CARD_KINDS and isinstance(answer, str):
        try:
            return read_card(answer).code
        except AnswerError:
            return answer
    if isinstance(answer, str | int) and not isinstance(answer, bool):
        try:
            found = read_choice(question, answer, "")
        except AnswerError:
            found = None
        if found is not None:
            return found
    return answer


def stored_label(kind: str, question_code: str, rules: Rules, value: object) -> str:
    """A stored answer as the viewer reads it, in the current language: ids and the English labels
    older versions saved alike ("Kuzey", "J♦, 10♥"); text nothing maps is shown as it was saved."""
    if isinstance(value, list | tuple):
        return ", ".join(stored_label(kind, question_code, rules, item) for item in value)
    if value is None:
        return ""
    question = _question(kind, question_code, rules) if kind in ("order_up", "bid_options") else None
    answer = answer_id_of(kind, value, rules, question)
    if answer is None:
        return str(value)
    if question is not None:
        return choice_label(question, answer)
    try:
        if kind == "bid_options" and answer.startswith(ACTION):
            return bid_call_label(answer)
        if kind == "dealer_options" and answer.startswith(ACTION):
            from euchre.tutor.dealer_options import choice_label as dealer_choice

            return dealer_choice(answer)
        return label(answer, rules, context="bid" if kind == "bid_score" else "euchre")
    except (AnswerIdError, ValueError):
        return str(value)


def _question(kind: str, code: str, rules: Rules) -> Question | None:
    from euchre.errors import EuchreError
    from euchre.tutor.questions import question_from_code

    try:
        question = question_from_code(code, rules)
    except (EuchreError, ValueError):
        return None
    return question if question.kind == kind else None
