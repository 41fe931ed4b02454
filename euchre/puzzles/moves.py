"""What a card does in a trick, read from the model line: the facts that both the themes and the
write-up are built on (a lead of trump that draws the opponents' trumps, a ruff, a duck, ...)."""

from __future__ import annotations

from dataclasses import dataclass

from euchre.engine.cards import Card
from euchre.engine.ranking import effective_suit, is_left_bower, is_right_bower, is_trump
from euchre.engine.tricks import beats, followers, follows, led_suit, outranks
from euchre.puzzles.board import LEARNER, PARTNER, Board
from euchre.puzzles.tempt import is_boss


def is_bower(card: Card, board: Board) -> bool:
    return card.is_joker or is_right_bower(card, board.trump) or is_left_bower(card, board.trump)


@dataclass(frozen=True)
class MoveFacts:
    """One card of the learner on the line, with the facts about it."""

    board: Board
    """The board before the card."""
    card: Card
    winner: int
    """Who wins the trick the card is played to."""
    critical: bool
    """Whether some legal card failed here."""
    failing: tuple[Card, ...]

    @property
    def leads(self) -> bool:
        return not self.board.trick

    @property
    def opponents_trumps(self) -> int:
        b = self.board
        return sum(1 for s in (1, 3) for c in b.hands[s] if is_trump(c, b.trump))

    @property
    def draws_trump(self) -> bool:
        return self.leads and is_trump(self.card, self.board.trump) and self.opponents_trumps > 0

    @property
    def cashes(self) -> bool:
        return self.leads and not is_trump(self.card, self.board.trump) and is_boss(self.board, self.card)

    @property
    def gives_partner_lead(self) -> bool:
        return self.leads and self.winner == PARTNER

    @property
    def void(self) -> bool:
        b = self.board
        if self.leads:
            return False
        led = led_suit(b.trick, b.trump)
        return led is not None and not followers(b.hands[LEARNER], led, b.trump)

    @property
    def ruffs(self) -> bool:
        return self.void and is_trump(self.card, self.board.trump)

    @property
    def discards(self) -> bool:
        return self.void and not is_trump(self.card, self.board.trump)

    @property
    def could_ruff(self) -> bool:
        return self.void and any(is_trump(c, self.board.trump) for c in self.board.hands[LEARNER])

    def _beats(self, card: Card) -> bool:
        return beats(card, self.board.trick, self.board.trump)

    @property
    def ducks(self) -> bool:
        b = self.board
        if self.leads or b.winning_seat is None or b.side(b.winning_seat) == 0:
            return False
        return not self._beats(self.card) and any(self._beats(c) for c in b.legal())

    @property
    def overtakes(self) -> bool:
        b = self.board
        return not self.leads and b.winning_seat == PARTNER and self._beats(self.card)

    @property
    def unblocks(self) -> bool:
        b = self.board
        if self.leads or self.void or self.winner != PARTNER or self.overtakes:
            return False
        suit = effective_suit(self.card, b.trump)
        lower = [c for c in self.failing if follows(c, suit, b.trump) and outranks(self.card, c, b.trump, suit)]
        return bool(lower)

    @property
    def saves_bower(self) -> bool:
        return (
            not is_bower(self.card, self.board)
            and any(is_bower(c, self.board) for c in self.failing)
        )


def learner_moves(board: Board, line: tuple[Card, ...], critical: dict[int, tuple[Card, ...]]) -> list[MoveFacts]:
    """The learner's cards on `line` from `board`, with their facts. `critical` maps a ply to the winning
    cards there (plies not in it are decisions where every card wins)."""
    boards = [board]
    for card in line:
        boards.append(boards[-1].play(card))
    out = []
    for ply, card in enumerate(line):
        b = boards[ply]
        if b.to_act != LEARNER:
            continue
        done = len(b.tricks)
        after = next((x for x in boards[ply + 1:] if len(x.tricks) > done), None)
        winner = after.tricks[done].winner if after is not None else -1
        wins = critical.get(ply)
        failing = tuple(c for c in b.legal() if wins is not None and c not in wins)
        out.append(MoveFacts(b, card, winner, wins is not None, failing))
    return out
