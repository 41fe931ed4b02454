"""A puzzle as plain data: the position, the goal, the model line with the winning cards at every
decision that matters, the tempting cards that fail, the themes and the difficulty. One puzzle is one
line of JSON (`to_json` / `from_json`); its ID is a hash of the position and the goal (`ids.py`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from euchre.engine.cards import Card, Suit, parse_cards
from euchre.engine.ranking import NoTrump, Trump
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract
from euchre.i18n.context import current_language
from euchre.i18n.messages import N_, _
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.text import capitalize_first
from euchre.i18n.words import suit_words
from euchre.puzzles.board import LEARNER, Board, PuzzleError

VARIANTS: dict[str, str] = {
    "standard": N_("Euchre"),
    "loner": N_("Euchre, going alone"),
    "bid": N_("Bid Euchre, a trump suit"),
    "no-trump": N_("Bid Euchre, no-trump"),
    "moon": N_("Bid Euchre, shooting the moon"),
    "partners-best": N_("Bid Euchre, partner's best"),
}
"""Variant keys and their names (English): what the learner filters by. Show `variant_name(key)`."""

TEMPTATIONS: dict[str, str] = {
    "natural": N_("the natural play"),
    "highest": N_("your highest card"),
    "trump": N_("a trump"),
    "win-now": N_("taking the trick now"),
    "cash": N_("cashing a winner"),
}
"""Why a failing card is tempting, in words (English). Show `temptation_words(key)`."""


def variant_name(key: str) -> str:
    """A variant's name in the current language ("Euchre, going alone")."""
    return _(VARIANTS[key]) if key in VARIANTS else key


def temptation_words(key: str) -> str:
    """Why a card tempts, in the current language ("your highest card")."""
    return _(TEMPTATIONS[key]) if key in TEMPTATIONS else key

GOAL_KINDS = ("march", "make", "euchre", "stop-march", "bid", "set", "tricks")


@dataclass(frozen=True)
class Goal:
    """What the learner must achieve: North–South end the hand with `total` tricks. `kind` says what
    that total means (a march, making the contract, a euchre, ...), for the wording."""

    kind: str
    total: int

    def __post_init__(self) -> None:
        if self.kind not in GOAL_KINDS:
            raise PuzzleError(_("unknown goal {goal}: the goals are {known}", goal=repr(self.kind),
                                known=", ".join(GOAL_KINDS)))

    def need(self, board: Board) -> int:
        """Tricks still needed from `board`."""
        return self.total - board.won[0]

    def text(self, board: Board) -> str:
        """"Make your contract: take 3 of the remaining 4 tricks." (from the learner's point of view)"""
        need, rem = self.need(board), board.remaining
        alone = 0 in board.sitting_out
        if need == 1 and rem > 1:
            take = (_("take at least 1 of the remaining {rem} tricks (you alone, North sits out)", rem=rem) if alone
                    else _("take at least 1 of the remaining {rem} tricks (North–South together)", rem=rem))
        elif need == rem:
            take = (_("take all {rem} remaining tricks (you alone, North sits out)", rem=rem) if alone
                    else _("take all {rem} remaining tricks (North–South together)", rem=rem))
        else:
            take = (_("take {need} of the remaining {rem} tricks (you alone, North sits out)", need=need, rem=rem)
                    if alone else _("take {need} of the remaining {rem} tricks (North–South together)", need=need,
                                    rem=rem))
        if self.kind == "march":
            if board.alone:
                return _("March alone: {take}.", take=take)
            return _("March: {take}.", take=take)
        if self.kind == "make":
            return _("Make your contract: {take}.", take=take)
        if self.kind == "euchre":
            return _("Defeat the contract (a euchre): {take}.", take=take)
        if self.kind == "stop-march":
            return _("Stop the march: {take}.", take=take)
        if self.kind == "bid":
            return _("Make your bid of {bid}: {take}.", bid=board.bid, take=take)
        if self.kind == "set":
            return _("Set the bidders (they bid {bid}): {take}.", bid=board.bid, take=take)
        return _("Every trick scores: {take}.", take=take)


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
    def clear_choice(self) -> bool:
        """The first decision picks out the answer: one card reaches the goal, or fewer than half of the
        playable ones do. A puzzle where most cards win teaches nothing (issue 27), so the puzzle of the
        day is always one of these."""
        wins, playable = len(self.first_winning), len(self.board.legal())
        return wins == 1 or 2 * wins < playable

    @property
    def tricks_left(self) -> int:
        return self.board.remaining

    def situation(self) -> str:
        """What the learner is told: trump, the contract, the tricks so far, whose turn."""
        b = self.board
        parts = [_trump_text(b.trump)]
        if b.maker is not None:
            parts.append(_maker_text(b))
        parts.append(_("Tricks so far: North–South {ns}, East–West {ew}.", ns=b.won[0], ew=b.won[1]))
        if b.trick:
            played = ", ".join(_("{seat} {card}", seat=seat_name(s), card=str(c))
                               for s, c in zip(b.trick_seats, b.trick, strict=True))
            parts.append(_("In this trick: {cards}. You play next.", cards=played))
        else:
            parts.append(_("You are South, and it is your lead."))
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
            raise PuzzleError(_("not a puzzle record ({kind}: {error})", kind=type(exc).__name__, error=str(exc))
                              ) from None

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
    if trump is NoTrump.LOW:
        return _("The contract is low no-trump: no trumps and no bowers; nines are high and aces low.")
    if trump is NoTrump.HIGH:
        return _("The contract is high no-trump: no trumps and no bowers; aces are high.")
    return capitalize_first(_("{suit} are trump.", suit=suit_words(trump)), current_language())


def _maker_text(b: Board) -> str:
    """Who made trump (or bid) and how they play it, in one sentence."""
    assert b.maker is not None
    you = b.maker == LEARNER
    maker = seat_name(b.maker)
    bid = b.rules.family is Family.BID
    partner = b.rules.partner_of(b.maker)
    if b.alone and b.contract == Contract.PARTNERS_BEST.value:
        named = _("your partner North") if partner == 0 else seat_name(partner) if partner is not None else ""
        if you:
            return _("You bid {bid} as partner's best: {partner} passed you their best card and sits out.",
                     bid=b.bid, partner=named)
        return _("{maker} bid {bid} as partner's best: {partner} passed {maker} their best card and sits out.",
                 maker=maker, bid=b.bid, partner=named)
    if b.alone:
        moon = b.contract == Contract.MOON.value
        if partner is None:
            if bid:
                return (_("You bid {bid} and are playing alone.", bid=b.bid) if you
                        else _("{maker} bid {bid} and is playing alone.", maker=maker, bid=b.bid))
            return (_("You made trump and are playing alone.") if you
                    else _("{maker} made trump and is playing alone.", maker=maker))
        if moon and you:
            return _("You bid {bid} and are shooting the moon, playing alone ({partner} sits out).", bid=b.bid,
                     partner=_("your partner North") if partner == 0 else seat_name(partner))
        if moon:
            return _("{maker} bid {bid} and is shooting the moon, playing alone ({partner} sits out).", maker=maker,
                     bid=b.bid, partner=_("your partner North") if partner == 0 else seat_name(partner))
        named = _("your partner North") if partner == 0 else seat_name(partner)
        if bid:
            return (_("You bid {bid} and are playing alone ({partner} sits out).", bid=b.bid, partner=named) if you
                    else _("{maker} bid {bid} and is playing alone ({partner} sits out).", maker=maker, bid=b.bid,
                           partner=named))
        return (_("You made trump and are playing alone ({partner} sits out).", partner=named) if you
                else _("{maker} made trump and is playing alone ({partner} sits out).", maker=maker, partner=named))
    if bid:
        return _("You bid {bid}.", bid=b.bid) if you else _("{maker} bid {bid}.", maker=maker, bid=b.bid)
    return _("You made trump.") if you else _("{maker} made trump.", maker=maker)
