"""Playing one puzzle: the model behind the puzzle widget (no widget code here).

    play = PuzzlePlay(get("K7QX2"))
    feedback = play.play("AS")     # a wrong card: played out to show it failing
    play.retry()                   # back to just before the mistake
    feedback = play.play("JH")     # right: the defence and partner reply, until the learner's turn

The first attempt decides the result that counts (`outcome`): solved without a wrong card, or failed
at the first wrong card (or when the solution was asked for). Retries are for learning, not for score.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from euchre.engine.cards import Card
from euchre.explain.cards import describe
from euchre.i18n.messages import _, later
from euchre.puzzles.board import LEARNER, Board, PuzzleError
from euchre.puzzles.model import Puzzle
from euchre.puzzles.solving import advance, learner_choice, model_line, refutation, secured, winning_cards
from euchre.puzzles.writeup import failure_story, idea, writeup


@dataclass(frozen=True)
class Feedback:
    correct: bool
    words: Callable[[], str]
    """The feedback in the language current when it is read (`text`): the learner may switch it."""
    played: tuple[tuple[int, Card], ...]
    """The cards this move put on the table: the learner's, then the replies (or the refutation)."""
    solved: bool = False
    decided: bool = False
    """True when this move settled the puzzle's result (the first solve, or the first mistake)."""

    @property
    def text(self) -> str:
        return self.words()


class PuzzlePlay:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.board: Board = puzzle.board
        self.played: list[tuple[int, Card]] = []
        """Every card on the table since the start of the puzzle in this attempt, with its seat."""
        self.status = "playing"
        """"playing", "failed" (a wrong card was just played out) or "solved"."""
        self.mistakes = 0
        self.outcome: bool | None = None
        """The result that counts: True solved cleanly, False failed, None not decided yet."""
        self.first_moves: list[Card] = []
        """The learner's cards in the first attempt, up to and including the first wrong one."""
        self._checkpoint: tuple[Board, int] | None = None
        self.last: Feedback | None = None

    @property
    def total(self) -> int:
        return self.puzzle.goal.total

    @property
    def your_turn(self) -> bool:
        return self.status == "playing" and not self.board.is_over and self.board.to_act == LEARNER

    def legal(self) -> tuple[Card, ...]:
        return self.board.legal() if self.your_turn else ()

    def play(self, card: Card | str) -> Feedback:
        """The learner plays `card`. A card that keeps the goal in reach gets the computer seats' replies;
        one that does not is played out to the end to show the goal failing (then `retry`)."""
        card = card if isinstance(card, Card) else Card.parse(card)
        if self.status == "solved":
            raise PuzzleError(_("this puzzle is solved: open the next one"))
        if self.status == "failed":
            raise PuzzleError(_("that line failed: press Retry to go back to before the mistake"))
        before = self.board
        before.check(card)
        wins = winning_cards(before, self.total)
        if self.outcome is None:
            self.first_moves.append(card)
        if card not in wins:
            return self._wrong(before, card)
        every = len(wins) == len(before.legal())
        board = before.play(card)
        played = [(LEARNER, card)]
        for reply in advance(board, self.total):
            played.append((board.to_act, reply))
            board = board.play(reply)
        rest = self._rest_plays_itself(board)
        for c in rest:
            played.append((board.to_act, c))
            board = board.play(c)
        self.board = board
        self.played.extend(played)
        if secured(board, self.total):
            self.status = "solved"
            decided = self.outcome is None
            if decided:
                self.outcome = True
            line = tuple(c for _, c in self.played)
            clean = self.mistakes == 0
            first_try = self.outcome is True

            def solved() -> str:
                told = idea(self.puzzle, line) if clean else writeup(self.puzzle, line)
                if rest:
                    told = _("From there every card works, so the rest was played for you. {idea}", idea=told)
                if not first_try:  # what the rating and the count of puzzles solved say, told the same way
                    return _("Solved on a later try. Only a first try counts, so your rating and your count of "
                             "puzzles solved take this one as missed. {idea}", idea=told)
                return _("Solved! {idea}", idea=told)

            return self._done(Feedback(True, later(solved), tuple(played), solved=True, decided=decided))

        def right() -> str:
            if every:
                return _("Any card keeps the goal in reach here. Your turn again.")
            return _("Right: {card} keeps the goal in reach. Your turn again.", card=describe(card, before.trump))

        return self._done(Feedback(True, later(right), tuple(played)))

    def _rest_plays_itself(self, board: Board) -> list[Card]:
        """The model line to the goal when every card of the learner wins at each of their turns on it
        (nothing is left to find), else []."""
        if secured(board, self.total) or board.to_act != LEARNER:
            return []
        line = model_line(board, self.total)
        b = board
        for card in line:
            if b.to_act == LEARNER and len(winning_cards(b, self.total)) < len(b.legal()):
                return []
            b = b.play(card)
        return line

    def _wrong(self, before: Board, card: Card) -> Feedback:
        self.mistakes += 1
        decided = self.outcome is None
        if decided:
            self.outcome = False
        self._checkpoint = (before, len(self.played))
        board = before.play(card)
        line = refutation(board, self.total)
        played = [(LEARNER, card)]
        for c in line:
            played.append((board.to_act, c))
            board = board.play(c)
        self.board = board
        self.played.extend(played)
        self.status = "failed"
        def wrong() -> str:
            return _("Not {card}: it fails. {story} Press Retry to try again from before that card.",
                     card=describe(card, before.trump), story=failure_story(self.puzzle, before, card, line))

        return self._done(Feedback(False, later(wrong), tuple(played), decided=decided))

    def retry(self) -> None:
        """Back to just before the wrong card."""
        if self._checkpoint is None or self.status != "failed":
            raise PuzzleError(_("there is nothing to retry: no wrong card was played"))
        self.board, count = self._checkpoint
        del self.played[count:]
        self.status = "playing"
        self.last = None

    def restart(self) -> None:
        """Back to the start of the puzzle (the result that counts stays as it was)."""
        self.board = self.puzzle.board
        self.played = []
        self.status = "playing"
        self._checkpoint = None
        self.last = None

    def hint(self) -> str:
        """How many of the learner's cards win now (without saying which)."""
        if not self.your_turn:
            return _("Wait for your turn.")
        wins = winning_cards(self.board, self.total)
        legal = self.board.legal()
        if len(wins) == len(legal):
            return _("Any card does here.")
        if len(wins) == 1:
            return _("Only one of your {playable} playable cards reaches the goal.", playable=len(legal))
        return _("{wins} of your {playable} playable cards reach the goal.", wins=len(wins), playable=len(legal))

    def solution(self) -> str:
        """Give up: the idea in words and the trap. Counts as a failure if the result is not decided."""
        if self.outcome is None:
            self.outcome = False
        return writeup(self.puzzle)

    def model_card(self) -> Card:
        """A winning card for the learner now (what the model line would play)."""
        if not self.your_turn:
            raise PuzzleError(_("it is not your turn"))
        return learner_choice(self.board, self.total)

    def _done(self, feedback: Feedback) -> Feedback:
        self.last = feedback
        return feedback
