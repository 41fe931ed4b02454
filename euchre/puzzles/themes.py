"""Themes: the ideas a puzzle tests, detected from its solution. A theme of play is tagged when the
learner's card at a decision that matters (some card fails there) does that thing; the context themes
come from the contract and the goal."""

from __future__ import annotations

from collections.abc import Callable

from euchre.cards import Card
from euchre.puzzles.board import LEARNER, Board
from euchre.puzzles.moves import MoveFacts, is_bower, learner_moves
from euchre.ranking import NoTrump

THEMES: dict[str, str] = {
    "drawing trump": "lead trump to pull the opponents' trumps",
    "cashing winners": "take your sure tricks at the right moment",
    "giving partner the lead": "put your partner on lead",
    "ruffing": "trump a suit you are out of",
    "discarding": "pick the right card to throw away",
    "ducking": "let a trick go to win more later",
    "overtaking": "take your partner's trick to get the lead",
    "unblocking": "play a high card to clear the way for your partner",
    "saving a bower": "keep a bower for later",
    "loner play": "play a hand alone",
    "defending a loner": "beat a player going alone",
    "no-trump play": "play with no trump suit",
    "going for the march": "take every trick",
    "euchring the makers": "defend to a euchre",
    "stopping the march": "save a trick on defence",
    "setting the bidders": "defend a Bid Euchre contract",
}
"""Every theme, with a short description a learner sees by the filter."""

_PLAY: tuple[tuple[str, Callable[[MoveFacts], bool]], ...] = (
    ("drawing trump", lambda m: m.draws_trump),
    ("cashing winners", lambda m: m.cashes),
    ("giving partner the lead", lambda m: m.gives_partner_lead),
    ("ruffing", lambda m: m.ruffs),
    ("discarding", lambda m: m.discards),
    ("ducking", lambda m: m.ducks),
    ("overtaking", lambda m: m.overtakes),
    ("unblocking", lambda m: m.unblocks),
    ("saving a bower", lambda m: m.saves_bower),
)
_GOALS = {"march": "going for the march", "euchre": "euchring the makers", "stop-march": "stopping the march",
          "set": "setting the bidders"}


def play_themes(move: MoveFacts) -> list[str]:
    return [name for name, test in _PLAY if test(move)]


def detect_themes(
    board: Board,
    goal_kind: str,
    line: tuple[Card, ...],
    critical: dict[int, tuple[Card, ...]],
    tempting: tuple[tuple[Card, str], ...] = (),
) -> tuple[str, ...]:
    """The themes of a puzzle, in the order of THEMES."""
    found: set[str] = set()
    for move in learner_moves(board, line, critical):
        if move.critical:
            found.update(play_themes(move))
    first = critical.get(0, ())
    if any(is_bower(c, board) for c, _ in tempting) and not any(is_bower(c, board) for c in first):
        found.add("saving a bower")
    if board.alone:
        found.add("loner play" if board.maker == LEARNER else "defending a loner")
    if isinstance(board.trump, NoTrump):
        found.add("no-trump play")
    if goal_kind in _GOALS:
        found.add(_GOALS[goal_kind])
    return tuple(t for t in THEMES if t in found)
