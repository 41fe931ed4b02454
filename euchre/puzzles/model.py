"""A puzzle as plain data: the position, the goal, the model line with the winning cards at every
decision that matters, the tempting cards that fail, the themes and the difficulty. One puzzle is one
line of JSON (`to_json` / `from_json`); its ID is a hash of the position and the goal (`ids.py`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from euchre.cards import Card, Suit, parse_cards
from euchre.puzzles.board import LEARNER, Board, PuzzleError
from euchre.ranking import NoTrump, Trump
from euchre.rules import Family, Rules
from euchre.scoring import Contract
from euchre.seats import seat_name

VARIANTS: dict[str, str] = {
    "standard": "Euchre",
    "loner": "Euchre, going alone",
    "bid": "Bid Euchre, a trump suit",
    "no-trump": "Bid Euchre, no-trump",
    "moon": "Bid Euchre, shooting the moon",
    "partners-best": "Bid Euchre, partner's best",
}
"""Variant keys and their names: what the learner filters by."""

TEMPTATIONS: dict[str, str] = {
    "natural": "the natural play",
    "highest": "your highest card",
    "trump": "a trump",
    "win-now": "taking the trick now",
    "cash": "cashing a winner",
}
"""Why a failing card is tempting, in words."""

GOAL_KINDS = ("march", "make", "euchre", "stop-march", "bid", "set", "tricks")


@dataclass(frozen=True)
class Goal:
    """What the learner must achieve: North–South end the hand with `total` tricks. `kind` says what
    that total means (a march, making the contract, a euchre, ...), for the wording."""

    kind: str
    total: int

    def __post_init__(self) -> None:
        if self.kind not in GOAL_KINDS:
            raise PuzzleError(f"unknown goal {self.kind!r}: the goals are {', '.join(GOAL_KINDS)}")

    def need(self, board: Board) -> int:
        """Tricks still needed from `board`."""
        return self.total - board.won[0]

    def text(self, board: Board) -> str:
        """"Make your contract: take 3 of the remaining 4 tricks." (from the learner's point of view)"""
        need, rem = self.need(board), board.remaining
        take = f"take all {rem} remaining tricks" if need == rem else f"take {need} of the remaining {rem} tricks"
        if need == 1 and rem > 1:
            take = f"take at least 1 of the remaining {rem} tricks"
        head = {
            "march": "March" + (" alone" if board.alone else ""),
            "make": "Make your contract",
            "euchre": "Defeat the contract (a euchre)",
            "stop-march": "Stop the march",
            "bid": f"Make your bid of {board.bid}",
            "set": f"Set the bidders (they bid {board.bid})",
            "tricks": "Every trick scores",
        }[self.kind]
        who = "you alone, North sits out" if 0 in board.sitting_out else "North–South together"
        return f"{head}: {take} ({who})."


@dataclass(frozen=True)
class Step:
    """A decision of the learner on the model line where some legal card fails: `ply` indexes the line,
    `winning` holds every card that still reaches the goal there."""

    ply: int
    winning: tuple[Card, ...]


@dataclass(frozen=True)
class Puzzle:
    id: str
    board: Board
    goal: Goal
    line: tuple[Card, ...]
    """The model solution: every card played from the start until the goal is secured."""
    steps: tuple[Step, ...]
    tempting: tuple[tuple[Card, str], ...]
    """Cards at the start that look right and fail, each with why it tempts (a TEMPTATIONS key)."""
    themes: tuple[str, ...] = ()
    rating: int = 1500
    """Difficulty on the learner rating scale (Glicko-2, 1500 = average)."""
    source: str = ""
    """How the deal was played to this point: "random" or "bot" (with its seed)."""

    # ---- facts -------------------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.board.rules

    @property
    def variant(self) -> str:
        if self.rules.family is Family.BID:
            if self.board.contract == Contract.PARTNERS_BEST.value:
                return "partners-best"
            if self.board.alone:
                return "moon"
            return "no-trump" if isinstance(self.board.trump, NoTrump) else "bid"
        return "loner" if self.board.alone else "standard"

    @property
    def first_winning(self) -> tuple[Card, ...]:
        """The winning cards at the start."""
        return self.steps[0].winning

    @property
    def tricks_left(self) -> int:
        return self.board.remaining

    def situation(self) -> str:
        """What the learner is told: trump, the contract, the tricks so far, whose turn."""
        b = self.board
        parts = [_trump_text(b.trump)]
        if b.maker is not None:
            who = "You" if b.maker == LEARNER else seat_name(b.maker)
            verb = "bid" if b.rules.family is Family.BID else "made trump"
            what = f"{who} {verb}" + (f" {b.bid}" if b.rules.family is Family.BID else "")
            partner = b.rules.partner_of(b.maker)
            partner_name = "your partner North" if partner == 0 else seat_name(partner) if partner is not None else ""
            if b.alone and b.contract == Contract.PARTNERS_BEST.value:
                to = "you" if b.maker == LEARNER else seat_name(b.maker)
                what += f" as partner's best: {partner_name} passed {to} their best"
                what += " card and sits out"
            elif b.alone:
                doing = "shooting the moon, playing alone" if b.contract == Contract.MOON.value else "playing alone"
                what += " and " + ("are" if b.maker == LEARNER else "is") + f" {doing}"
                if partner is not None:
                    what += f" ({partner_name} sits out)"
            parts.append(what + ".")
        parts.append(f"Tricks so far: North–South {b.won[0]}, East–West {b.won[1]}.")
        if b.trick:
            played = ", ".join(f"{seat_name(s)} {c}" for s, c in zip(b.trick_seats, b.trick, strict=True))
            parts.append(f"In this trick: {played}. You play next.")
        else:
            parts.append("You are South, and it is your lead.")
        return " ".join(parts)

    def goal_text(self) -> str:
        return self.goal.text(self.board)

    # ---- JSON --------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        b = self.board
        out: dict[str, Any] = {
            "id": self.id,
            "rules": b.rules.name,
            "trump": trump_code(b.trump),
            "hands": [" ".join(c.code for c in h) for h in b.hands],
            "leader": b.leader,
            "trick": " ".join(c.code for c in b.trick),
            "won": list(b.won),
            "maker": b.maker,
        }
        if b.alone:
            out["alone"] = True
        if b.bid:
            out["bid"] = b.bid
        if b.contract:
            out["contract"] = b.contract
        out.update(
            goal=self.goal.kind,
            need=self.goal.total - b.won[0],
            line=" ".join(c.code for c in self.line),
            steps=[[s.ply, " ".join(c.code for c in s.winning)] for s in self.steps],
            tempt=[[c.code, why] for c, why in self.tempting],
            themes=list(self.themes),
            rating=self.rating,
            src=self.source,
        )
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Puzzle:
        try:
            board = board_from_dict(data)
            won0 = board.won[0]
            return cls(
                id=str(data["id"]),
                board=board,
                goal=Goal(str(data["goal"]), won0 + int(data["need"])),
                line=parse_cards(data["line"]),
                steps=tuple(Step(int(ply), parse_cards(cards)) for ply, cards in data["steps"]),
                tempting=tuple((Card.parse(code), str(why)) for code, why in data["tempt"]),
                themes=tuple(data.get("themes", ())),
                rating=int(data.get("rating", 1500)),
                source=str(data.get("src", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, PuzzleError):
                raise
            raise PuzzleError(f"not a puzzle record ({type(exc).__name__}: {exc})") from None

    @classmethod
    def from_json(cls, text: str) -> Puzzle:
        return cls.from_dict(json.loads(text))

    def __repr__(self) -> str:
        return f"<Puzzle {self.id}: {self.variant}, {self.tricks_left} tricks left, rating {self.rating}>"


def trump_code(trump: Trump) -> str:
    return trump.value if isinstance(trump, NoTrump) else trump.letter


def parse_trump(text: str) -> Trump:
    if text in ("high", "low"):
        return NoTrump(text)
    return Suit.parse(text)


def board_from_dict(data: dict[str, Any]) -> Board:
    rules = Rules.preset(str(data["rules"]))
    hands = tuple(parse_cards(h) if h else () for h in data["hands"])
    won = data.get("won", [0, 0])
    return Board(
        rules=rules, trump=parse_trump(str(data["trump"])), hands=hands, leader=int(data["leader"]),
        trick=parse_cards(data.get("trick", "")) if data.get("trick") else (), won=(int(won[0]), int(won[1])),
        maker=None if data.get("maker") is None else int(data["maker"]), alone=bool(data.get("alone", False)),
        bid=int(data.get("bid", 0)), contract=str(data.get("contract", "")),
    )


def _trump_text(trump: Trump) -> str:
    if isinstance(trump, NoTrump):
        order = "nines are high and aces low" if trump is NoTrump.LOW else "aces are high"
        return f"The contract is {trump}: no trumps and no bowers; {order}."
    return f"{trump.plural.capitalize()} are trump."
