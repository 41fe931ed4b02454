"""Practice puzzles: play-it-out problems the exact solver proves.

A puzzle is a position with every card shown (double dummy), a goal for the learner's side ("make
your contract: take 3 of the remaining 4 tricks"), and the winning cards at every decision of the
model line. The defence and the partner reply with the solver's best cards; a wrong card is played out
to show it failing, then the learner retries.

    from euchre.puzzles import get, puzzle_of_the_day, PuzzlePlay

    puzzle = get("K7QX2")                  # a shipped puzzle by its stable ID
    play = PuzzlePlay(puzzle)
    play.play("AS")                        # Feedback(correct=False, text="Not A♠: it fails. ...")
    play.retry()

    shipped().select(theme="drawing trump", variant="loner")
    generate(50, variants=["no-trump"], seed=1)   # new puzzles (also: the `euchre-puzzles` command)

Modules: `board` (trick play as a value), `solving` (winning cards, replies, lines), `model` (the
puzzle as data), `ids`, `tempt`, `themes`, `writeup`, `rating` (Glicko-2), `deals` and `generate`,
`verify`, `library` (the shipped puzzles, puzzle of the day), `history` and `choose` (results,
rating, failed puzzles coming back, streak mode), `session` (playing one puzzle).
"""

from euchre.puzzles.board import LEARNER, Board, PuzzleError
from euchre.puzzles.choose import Choice, Streak, next_practice
from euchre.puzzles.generate import generate, make_puzzle
from euchre.puzzles.history import (
    MemoryHistory,
    PuzzleHistory,
    PuzzleResult,
    best_streak,
    due_again,
    learner_rating,
)
from euchre.puzzles.ids import normalise_id, puzzle_id
from euchre.puzzles.library import Library, get, load, puzzle_of_the_day, shipped
from euchre.puzzles.model import VARIANTS, Goal, Puzzle, Step
from euchre.puzzles.rating import Rating
from euchre.puzzles.session import Feedback, PuzzlePlay
from euchre.puzzles.themes import THEMES
from euchre.puzzles.verify import problems, verify
from euchre.puzzles.writeup import idea, writeup

__all__ = [
    "LEARNER", "THEMES", "VARIANTS", "Board", "Choice", "Feedback", "Goal", "Library", "MemoryHistory", "Puzzle",
    "PuzzleError", "PuzzleHistory", "PuzzlePlay", "PuzzleResult", "Rating", "Step", "Streak",
    "best_streak", "due_again", "generate", "get", "idea", "learner_rating", "load", "make_puzzle", "next_practice",
    "normalise_id", "problems", "puzzle_id", "puzzle_of_the_day", "shipped", "verify", "writeup",
]
