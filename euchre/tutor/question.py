"""A quiz question and its feedback as plain values, with a JSON form for the question."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from euchre.engine.cards import Card, Suit
from euchre.engine.ranking import NoTrump, Trump
from euchre.engine.rules import Rules
from euchre.i18n import ENGLISH, current_language, pgettext
from euchre.i18n.seats import seat_label
from euchre.i18n.text import fold_key
from euchre.tutor.answer_ids import choice_label
from euchre.tutor.kinds import CARD_KINDS, AnswerStyle, check_kind

JSON_VERSION = 1


@dataclass(frozen=True)
class Question:
    """Everything needed to show and grade one question. The answer is not stored: `grade` asks the engine.

    Which facts are filled depends on the kind: a trick for "which_card_wins" and "legal_follow", a hand
    for "legal_follow", the cards to order for "rank_trumps", and the calls and trick counts for
    "is_it_a_euchre" and "who_leads", and every trick of a hand for "spot_the_renege".
    """

    kind: str
    code: str
    rules: Rules
    difficulty: int
    prompt: str
    choices: tuple[str, ...]
    """The answers offered, as answer ids (`euchre.tutor.answer_ids`): card codes ("JD"), seats
    ("seat:0"), "nobody", scores ("score:2,0") or calls ("action:order up"); the same in every language."""
    style: AnswerStyle
    """"single" (pick one choice), "multi" (pick every right choice) or "order" (put every choice in order)."""
    trump: Trump | None = None
    """A suit, or high or low no-trump (Bid Euchre)."""
    trick: tuple[tuple[int, Card], ...] = ()
    """(seat, card) in the order played; the first is the lead."""
    seat: int | None = None
    """The seat of the player answering, when the question puts you at the table."""
    hand: tuple[Card, ...] = ()
    cards: tuple[Card, ...] = ()
    """The cards to put in order ("rank_trumps"), as shown."""
    dealer: int | None = None
    maker: int | None = None
    alone: bool = False
    lone_defender: int | None = None
    tricks: tuple[int, ...] = ()
    """Tricks taken per side (per player in two- and three-handed play)."""
    history: tuple[tuple[tuple[int, Card], ...], ...] = ()
    """Every trick of a hand, each as (seat, card) in the order played ("spot_the_renege")."""
    bid: int | None = None
    """The winning bid of a Bid Euchre hand ("bid_score")."""
    contract: str | None = None
    """How that bid was played: a `euchre.engine.scoring.Contract` value ("with partner", "moon", "partner's best")."""
    calls: tuple[tuple[int, str], ...] = ()
    """The calls of the bidding so far as (seat, action text), in order ("bid_options", Bid Euchre "who_leads")."""
    scores: tuple[int, ...] = ()
    """The running score of the game before the hand, per side ("game_score")."""
    hands_played: int = 0
    """The hands of the game played before this one ("game_score", for a ruleset with a deal limit)."""
    asks: str = ""
    """Which of its questions a kind with several asks ("the_deal": "first", "next" or "last")."""

    def __post_init__(self) -> None:
        check_kind(self.kind)

    # ---- derived facts ----------------------------------------------------------------------
    @property
    def trick_cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.trick)

    @property
    def trick_seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, _ in self.trick)

    @property
    def leader(self) -> int | None:
        return self.trick[0][0] if self.trick else None

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    def seat_name(self, seat: int) -> str:
        """The seat's name in the current language ("North", "Kuzey"; "Player 2" at two or three)."""
        return seat_label(seat, self.rules.num_players)

    @property
    def choice_cards(self) -> tuple[Card, ...] | None:
        """The choices as cards, when the choices are cards."""
        if self.kind in CARD_KINDS:
            return tuple(Card.parse(token) for token in self.choices)
        return None

    def choice_text(self, token: str) -> str:
        """How a choice reads on a button, in the current language: "J♦" for a card code, "Kuzey" for
        `seat:0`, a score or a call in words (`euchre.tutor.answer_ids.choice_label`)."""
        return choice_label(self, token)

    # ---- JSON -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "version": JSON_VERSION,
            "kind": self.kind,
            "code": self.code,
            "rules": rules_to_dict(self.rules),
            "difficulty": self.difficulty,
            "prompt": self.prompt,
            "choices": list(self.choices),
            "style": self.style,
            "trump": trump_to_text(self.trump),
            "trick": [[seat, card.code] for seat, card in self.trick],
            "seat": self.seat,
            "hand": [card.code for card in self.hand],
            "cards": [card.code for card in self.cards],
            "dealer": self.dealer,
            "maker": self.maker,
            "alone": self.alone,
            "lone_defender": self.lone_defender,
            "tricks": list(self.tricks),
            "history": [[[seat, card.code] for seat, card in trick] for trick in self.history],
            "bid": self.bid,
            "contract": self.contract,
            **({"calls": [[seat, text] for seat, text in self.calls]} if self.calls else {}),
            **({"scores": list(self.scores), "hands_played": self.hands_played} if self.scores else {}),
            **({"asks": self.asks} if self.asks else {}),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Question:
        trump = data.get("trump")
        return cls(
            kind=data["kind"],
            code=data["code"],
            rules=rules_from_dict(data["rules"]),
            difficulty=int(data["difficulty"]),
            prompt=data["prompt"],
            choices=tuple(data["choices"]),
            style=data["style"],
            trump=trump_from_text(trump),
            trick=tuple((int(seat), Card.parse(code)) for seat, code in data.get("trick", ())),
            seat=data.get("seat"),
            hand=tuple(Card.parse(code) for code in data.get("hand", ())),
            cards=tuple(Card.parse(code) for code in data.get("cards", ())),
            dealer=data.get("dealer"),
            maker=data.get("maker"),
            alone=bool(data.get("alone", False)),
            lone_defender=data.get("lone_defender"),
            tricks=tuple(int(n) for n in data.get("tricks", ())),
            history=tuple(
                tuple((int(seat), Card.parse(code)) for seat, code in trick) for trick in data.get("history", ())
            ),
            bid=data.get("bid"),
            contract=data.get("contract"),
            calls=tuple((int(seat), str(text)) for seat, text in data.get("calls", ())),
            scores=tuple(int(v) for v in data.get("scores", ())),
            hands_played=int(data.get("hands_played", 0)),
            asks=str(data.get("asks", "")),
        )

    @classmethod
    def from_json(cls, text: str) -> Question:
        return cls.from_dict(json.loads(text))


class Solution(NamedTuple):
    """The right answer to a question, worked out by the engine."""

    expected: tuple[str, ...]
    expected_text: str
    explanation: str
    answer_sentence: str = ""
    """A whole sentence saying the right answer, for a kind whose choices are sentences of their own
    ("The dealer takes it…", "Yes, a new deal") that "The answer is {answer}." cannot hold; empty: that one."""


@dataclass(frozen=True)
class Feedback:
    """The grade of one answer: right or not, the right answer, and why, in plain sentences."""

    correct: bool
    expected: tuple[str, ...]
    """The right answer as answer ids (in order, for "rank_trumps")."""
    expected_text: str
    """The right answer as a learner reads it: "J♦ (East)", "North", "East–West score 2"."""
    explanation: str
    """Why the right answer is right, built from euchre.explain.plays."""
    mistake: str = ""
    """Why the given answer is wrong, or what was wrong with the input; empty when correct."""
    graded: bool = True
    """False when the answer could not be read (nothing picked, not a card, incomplete): it does not count."""
    verdict: str = ""
    """Instead of "Correct!" for a right answer that is not the only best one ("Sound!")."""
    answer_sentence: str = ""
    """`Solution.answer_sentence`: the right answer in a sentence of its own, instead of "The answer is …"."""
    names: tuple[str, ...] = ()
    """Names of people the reasons may start with ("Sam"): kept capitalised after "Not quite:"."""

    @property
    def headline(self) -> str:
        if not self.correct:
            return pgettext("feedback", "Not quite.")
        return self.verdict or pgettext("feedback", "Correct!")

    @property
    def line(self) -> str:
        """The verdict and one reason, in one line: "Not quite: J♦ is a heart while hearts are trump.",
        "Correct! ...".
        An answer that could not be read gets only what to do ("Pick a card first.")."""
        if not self.graded:
            return " ".join(self.mistake.split()) or pgettext("feedback", "Pick an answer first.")
        if self.correct:
            reason = first_sentence(self.explanation)
            return f"{self.headline} {reason}" if reason else self.headline
        said = sentences(self.mistake)
        while len(said) > 1 and _only_repeats_the_answer(said[0]):
            said = said[1:]
        reason = said[0] if said else self.the_answer
        if current_language() == ENGLISH:
            reason = _lower_first(reason, self.names)
        return pgettext("feedback", "Not quite: {reason}", reason=reason)

    @property
    def the_answer(self) -> str:
        """The sentence that says the right answer: "The answer is North.", or the kind's own."""
        return self.answer_sentence or the_answer_is(self.expected_text)

    @property
    def details(self) -> str:
        """The full explanation behind "Why?": every sentence not already in `line`, each once."""
        if not self.graded:
            return ""
        parts = [self.mistake] if not self.correct else []
        if not self.correct:
            parts.append(self.the_answer)
        parts.append(self.explanation)
        line = sentences(self.line.split(": ", 1)[-1] if not self.correct else self.line)
        said = {_key(s) for s in line}
        out: list[str] = []
        for part in parts:
            for s in sentences(part):
                if _key(s) not in said:
                    said.add(_key(s))
                    out.append(s)
        return " ".join(s for s in out if not _said_inside(s, [*line, *out]))

    @property
    def text(self) -> str:
        """The whole message: the line ("Correct! ..." or "Not quite: ..."), then the details; no
        sentence twice."""
        return f"{self.line} {self.details}".strip()


def sentences(text: str) -> list[str]:
    """`text` cut into sentences (a full stop, ! or ? followed by a space and a capital or a card)."""
    out: list[str] = []
    start = 0
    text = " ".join(text.split())
    for i, ch in enumerate(text):
        ends = i + 1 == len(text) or (text[i + 1] == " " and i + 2 < len(text) and not text[i + 2].islower())
        if ch in ".!?" and ends:
            piece = text[start:i + 1].strip()
            if piece:
                out.append(piece)
            start = i + 1
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return out


_CHOSE = re.compile(r"^You (chose|picked) [^.:,]*\.$")
"""A sentence that only repeats the learner's own answer ("You chose North."): never the one reason."""


def the_answer_is(answer: str) -> str:
    """ "The answer is North." in the current language."""
    return pgettext("feedback", "The answer is {answer}.", answer=answer)


def you_chose(answer: str) -> str:
    """ "You chose North." in the current language: the learner's own answer, said back."""
    return pgettext("feedback", "You chose {answer}.", answer=answer)


def _only_repeats_the_answer(sentence: str) -> bool:
    if _CHOSE.match(sentence):
        return True
    before, _, after = you_chose("\0").partition("\0")
    return bool(before or after) and sentence.startswith(before) and sentence.endswith(after) and not any(
        mark in sentence[len(before):len(sentence) - len(after)] for mark in ".:,")


def _said_inside(sentence: str, others: list[str]) -> bool:
    """Whether `sentence` (of three words or more) is said word for word inside another sentence, as a
    clause or in brackets: "J♦ is the right bower." after "J♦ wins (J♦ is the right bower), above A♦."."""
    inner = _bare(sentence)
    if len(inner.split()) < 3:
        return False
    return any(inner in _bare(other) and _bare(other) != inner for other in others)


def _bare(sentence: str) -> str:
    return " ".join(sentence.rstrip(".!? ").split()).casefold()


def first_sentence(text: str) -> str:
    found = sentences(text)
    return found[0] if found else ""


def _key(sentence: str) -> str:
    return fold_key(sentence.rstrip(".!? "))


def _lower_first(text: str, names: Iterable[str] = ()) -> str:
    """Lower-case the first letter unless it starts a card, a seat, a name (`names`: a player's) or "I"."""
    first = text.split()[0].split("'")[0].split("’")[0].rstrip(",.:;")
    proper = first in _PROPER or first in {n.split()[0] for n in names if n.strip()}
    if len(text) > 1 and text[0].isupper() and (text[1].islower() or text[1] == " ") and not proper:
        return text[0].lower() + text[1:]
    return text


_PROPER = frozenset({
    "North", "East", "South", "West", "North–South", "East–West", "Nobody", "Player", "Ace", "King", "Queen", "Jack",
    "Joker", "Benny", "I",
})


def trump_to_text(trump: Trump | None) -> str | None:
    """"H" for a suit; "high" or "low" for no-trump."""
    if trump is None:
        return None
    return trump.letter if isinstance(trump, Suit) else trump.value


def trump_from_text(text: str | None) -> Trump | None:
    if text is None:
        return None
    return NoTrump(text) if text in (t.value for t in NoTrump) else Suit.parse(text)


def rules_to_dict(rules: Rules) -> dict[str, Any]:
    return {"name": rules.name, "options": rules.options()}


def rules_from_dict(data: dict[str, Any]) -> Rules:
    """Rebuild a ruleset from `rules_to_dict` output (enum options are stored by value)."""
    return Rules.from_options(data.get("options", {}), name=data.get("name", "custom"))
