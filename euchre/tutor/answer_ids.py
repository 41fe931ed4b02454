"""Stable answer ids: what a question offers and what a learner answered, independent of language.

An answer id is a short ASCII string; its label comes from the catalogue in the learner's language.

    JH              a card (its code, as today's choices already are)
    seat:2          a seat (0 = North; "Player 3" at a table of three)
    nobody          nobody (spot the renege: no one reneged)
    yes, no         yes or no (is it a farmer's hand?)
    score:0,2       the points each side (or player) scores, in seat order of sides; negatives lose
    action:order up a decision, as the engine's action text (euchre.engine.actions.parse_action reads it)
    game:11,8:0     a running score after a hand, and the side that has won (`-`: nobody yet)
    upcard:any      what the dealer does with the upcard once round one's call is made (any, held,
                    after, none: see `UPCARD_IDS`)

`label(answer_id, rules)` renders one; `legacy_id(kind, text, rules)` reads a label saved by
earlier versions (English, as the store kept it) back into an id, so stores written before ids
keep loading and grading; `answer_id_of` accepts either. See docs/i18n.md for the migration plan.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from babel.lists import format_list

from euchre.engine.actions import Call, OrderUp, Pass, parse_action
from euchre.engine.cards import Card
from euchre.engine.errors import CardParseError
from euchre.engine.rules import Rules
from euchre.engine.seats import seat_name, side_name
from euchre.explain.action_words import call_label
from euchre.i18n import _, current_language, ngettext, pgettext
from euchre.i18n.seats import seat_label, side_label
from euchre.i18n.text import fold_key
from euchre.i18n.words import suit_words
from euchre.tutor.kinds import CHOICE_WORDS

if TYPE_CHECKING:
    from euchre.tutor.question import Question

NOBODY = "nobody"
YES = "yes"
NO = "no"
SEAT = "seat:"
SCORE = "score:"
ACTION = "action:"
GAME = "game:"
NOBODY_WON = "-"
UPCARD_ANY = "upcard:any"
"""The dealer takes the upcard and may discard any card, the upcard too."""
UPCARD_HELD = "upcard:held"
"""The dealer takes the upcard but must discard one of the cards dealt."""
UPCARD_AFTER = "upcard:after"
"""The dealer takes the upcard, discards, then sits out behind a lone partner."""
UPCARD_NONE = "upcard:none"
"""The dealer sits out behind a lone partner without taking the upcard."""
UPCARD_IDS = (UPCARD_ANY, UPCARD_HELD, UPCARD_AFTER, UPCARD_NONE)
_GAME_ID = re.compile(r"game:(-?\d+(?:,-?\d+)*):(-|\d)")


class AnswerIdError(ValueError):
    """Text that is not an answer id."""


# ---- making ids -----------------------------------------------------------------------------
def seat_id(seat: int) -> str:
    return f"{SEAT}{seat}"


def score_id(points: Sequence[int]) -> str:
    return SCORE + ",".join(str(int(p)) for p in points)


def action_id(action_text: str) -> str:
    return ACTION + " ".join(action_text.split())


def is_answer_id(text: object) -> bool:
    if not isinstance(text, str):
        return False
    if text in (NOBODY, YES, NO, *UPCARD_IDS):
        return True
    if re.fullmatch(r"seat:\d", text) or re.fullmatch(r"score:-?\d+(,-?\d+)*", text):
        return True
    if text.startswith(ACTION) and text[len(ACTION):].strip():
        return True
    if is_game_id(text):
        return True
    return _card_code(text) is not None


def _card_code(text: str) -> Card | None:
    try:
        card = Card.parse(text)
    except CardParseError:
        return None
    return card if card.code == text else None


def game_id(totals: Sequence[int], winner: int | None) -> str:
    """A running score after a hand and the side that has won, if one has: `game:11,8:0`, `game:9,8:-`."""
    return f"{GAME}{','.join(str(int(v)) for v in totals)}:{NOBODY_WON if winner is None else winner}"


def is_game_id(text: str) -> bool:
    return bool(_GAME_ID.fullmatch(text))


def parse_game_id(token: str) -> tuple[tuple[int, ...], int | None]:
    found = _GAME_ID.fullmatch(token)
    if not found:
        raise ValueError(f"{token!r} is not a game score id")
    totals = tuple(int(v) for v in found.group(1).split(","))
    return totals, None if found.group(2) == NOBODY_WON else int(found.group(2))


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
    if answer_id in UPCARD_IDS:
        return upcard_label(answer_id)
    if answer_id.startswith(SEAT):
        return seat_label(int(answer_id[len(SEAT):]), n)
    if answer_id.startswith(SCORE):
        points = score_points(answer_id)
        return bid_score_label(points) if context == "bid" else euchre_score_label(points, n)
    if answer_id.startswith(ACTION):
        return answer_id[len(ACTION):]
    if answer_id.startswith(GAME):
        return game_label(answer_id, rules)
    card = _card_code(answer_id)
    if card is None:
        raise AnswerIdError(f"{answer_id!r} is not an answer id")
    return str(card)


def upcard_label(answer_id: str) -> str:
    """A choice of "Trump is made in round one: what happens to the upcard?"."""
    words = {
        UPCARD_ANY: pgettext("answer", "The dealer takes it and may discard any card, even the upcard"),
        UPCARD_HELD: pgettext("answer", "The dealer takes it but must discard one of the cards dealt, not the upcard"),
        UPCARD_AFTER: pgettext("answer", "The dealer takes it, discards any card, then sits out"),
        UPCARD_NONE: pgettext("answer", "The dealer sits out without taking it"),
    }
    return words[answer_id]


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


def score_words(totals: Sequence[int], num_players: int) -> str:
    """ "North–South 9, East–West 8" in the current language."""
    return ", ".join(pgettext("running score", "{side} {points}", side=side_label(s, num_players), points=v)
                     for s, v in enumerate(totals))


def won_words(side: int, num_players: int) -> str:
    """ "North–South win the game", "Player 2 wins the game"."""
    if num_players == 4:
        return _("{side} win the game", side=side_label(side, 4))
    return _("{player} wins the game", player=side_label(side, num_players))


def game_label(token: str, rules: Rules) -> str:
    """ "North–South 11, East–West 8: North–South win the game", "...: nobody has won yet"."""
    totals, winner = parse_game_id(token)
    n = rules.num_players
    verdict = _("nobody has won yet") if winner is None else won_words(winner, n)
    return pgettext("running score", "{score}: {verdict}", score=score_words(totals, n), verdict=verdict)


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
    key = _dash(text)
    for token in question.choices:
        if token.startswith(ACTION) and key in (_dash(choice_label(question, token)), _dash(_action_text(token))):
            return token
    return None


def _action_text(token: str) -> str:
    return parse_action(token[len(ACTION):]).text


def answer_id_of(kind: str, value: object, rules: Rules, question: Question | None = None) -> str | None:
    """An id from a stored answer: ids pass through, old English labels are mapped, None otherwise."""
    if isinstance(value, str) and is_answer_id(value):
        return value
    return legacy_id(kind, value, rules, question)


# ---- a question's choices -------------------------------------------------------------------
def choice_label(question: Question, token: str) -> str:
    """How one of `question`'s choices reads in the current language: "J♦", "Kuzey", "Hiç kimse",
    "Kuzey–Güney 2 puan alır", "Açılan kartı koz yap", "Pas". Which words a kind's choices take is
    `euchre.tutor.kinds.CHOICE_WORDS`."""
    words = CHOICE_WORDS[question.kind]
    if words == "card":
        return str(Card.parse(token))
    if words == "order_call" and token.startswith(ACTION):
        return order_call_label(question, token)
    if not is_answer_id(token):
        return token
    return kind_label(question.kind, token, question.rules)


def kind_label(kind: str, answer_id: str, rules: Rules) -> str:
    """An answer id of a `kind` question in words, where the words need no more of the question than
    its rules (every kind's but the calls of "Order up or pass?", which name the caller's seat)."""
    words = CHOICE_WORDS[kind]
    if words == "bid_call" and answer_id.startswith(ACTION):
        return bid_call_label(answer_id)
    if words == "dealer_call" and answer_id.startswith(ACTION):
        return dealer_call_label(answer_id)
    return label(answer_id, rules, context="bid" if words == "bid_score" else "euchre")


def order_call_label(question: Question, token: str) -> str:
    """A call of "Order up or pass?" as the button says it from the question's seat: "Order it up",
    "Pick it up" (the dealer), "Assist" (the dealer's partner), "Name hearts alone", "Pass"."""
    action = parse_action(token[len(ACTION):])
    if not isinstance(action, OrderUp | Call | Pass) or question.seat is None or question.dealer is None:
        raise AnswerIdError(f"{token!r} is not a call of the first two rounds of bidding")
    return call_label(action, question.seat, question.dealer, question.rules)


def dealer_call_label(token: str) -> str:
    """A choice of "Everyone passed twice": "Pass", "Name hearts", "Name hearts alone"."""
    action = parse_action(token[len(ACTION):])
    if isinstance(action, Call):
        if action.alone:
            return _("Name {suit} alone", suit=suit_words(action.suit))
        return _("Name {suit}", suit=suit_words(action.suit))
    return pgettext("call", "Pass")


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
