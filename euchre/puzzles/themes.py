"""Themes: the ideas a puzzle tests, detected from its solution. A theme of play is tagged when the
learner's card at a decision that matters (some card fails there) does that thing; the context themes
come from the contract and the goal."""

from __future__ import annotations

from collections.abc import Callable

from euchre.engine.cards import Card
from euchre.engine.ranking import NoTrump
from euchre.i18n.messages import N_, NP_, _, pgettext
from euchre.puzzles.board import LEARNER, Board
from euchre.puzzles.moves import MoveFacts, is_bower, learner_moves

THEMES: dict[str, str] = {
    "drawing trump": N_("lead trump to pull the opponents' trumps"),
    "cashing winners": N_("take your sure tricks at the right moment"),
    "giving partner the lead": N_("put your partner on lead"),
    "ruffing": N_("trump a suit you are out of"),
    "discarding": N_("pick the right card to throw away"),
    "ducking": N_("let a trick go to win more later"),
    "overtaking": N_("take your partner's trick to get the lead"),
    "unblocking": N_("play a high card to clear the way for your partner"),
    "saving a bower": N_("keep a bower for later"),
    "loner play": N_("play a hand alone"),
    "defending a loner": N_("beat a player going alone"),
    "no-trump play": N_("play with no trump suit"),
    "going for the march": N_("take every trick"),
    "euchring the makers": N_("defend to a euchre"),
    "stopping the march": N_("save a trick on defence"),
    "setting the bidders": N_("defend a Bid Euchre contract"),
}
"""Every theme (its key, in English), with a short description (English) a learner sees by the filter."""

THEME_NAMES: dict[str, tuple[str, str]] = {
    "drawing trump": NP_("puzzle theme", "drawing trump"),
    "cashing winners": NP_("puzzle theme", "cashing winners"),
    "giving partner the lead": NP_("puzzle theme", "giving partner the lead"),
    "ruffing": NP_("puzzle theme", "ruffing"),
    "discarding": NP_("puzzle theme", "discarding"),
    "ducking": NP_("puzzle theme", "ducking"),
    "overtaking": NP_("puzzle theme", "overtaking"),
    "unblocking": NP_("puzzle theme", "unblocking"),
    "saving a bower": NP_("puzzle theme", "saving a bower"),
    "loner play": NP_("puzzle theme", "loner play"),
    "defending a loner": NP_("puzzle theme", "defending a loner"),
    "no-trump play": NP_("puzzle theme", "no-trump play"),
    "going for the march": NP_("puzzle theme", "going for the march"),
    "euchring the makers": NP_("puzzle theme", "euchring the makers"),
    "stopping the march": NP_("puzzle theme", "stopping the march"),
    "setting the bidders": NP_("puzzle theme", "setting the bidders"),
}
"""Each theme's name for a learner (the English is its key, which puzzles and filters store)."""


def theme_name(theme: str) -> str:
    """A theme's name in the current language ("drawing trump")."""
    return pgettext(*THEME_NAMES[theme]) if theme in THEME_NAMES else theme


def theme_description(theme: str) -> str:
    """A theme's description in the current language ("lead trump to pull the opponents' trumps")."""
    return _(THEMES[theme]) if theme in THEMES else ""


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
