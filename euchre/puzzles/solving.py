"""The solver's answers a puzzle needs: which cards reach the goal, how the defence and the partner
reply, and the lines that show a right move working and a wrong one failing.

A goal is a trick total for North–South (the learner's side) at the end of the hand. A card *wins*
when, after it, best play by both sides still gives North–South that total. Every choice here is
decided by the exact values of the solver and fixed tie-breaks, so the same position always gets the
same replies, in every process and whatever the solver's search order.
"""

from __future__ import annotations

from euchre.engine.cards import Card
from euchre.i18n.messages import _
from euchre.puzzles.board import LEARNER, Board, PuzzleError
from euchre.solver import solve

LOOKAHEAD_CANDIDATES = 4
"""A reply looks ahead among at most this many equally good cards (more is rare, and costs more)."""


def values(board: Board) -> dict[Card, int]:
    """North–South's remaining tricks (the current one included) after each legal card, under best play."""
    solution = solve(board.position, all_moves=True)
    rem = board.remaining
    ns_moves = board.side(board.to_act) == 0
    return {card: (v if ns_moves else rem - v) for card, v in solution.moves}


def still_needed(board: Board, total: int) -> int:
    """Tricks North–South must still take to reach `total`."""
    return total - board.won[0]


def secured(board: Board, total: int) -> bool:
    return board.won[0] >= total


def winning_cards(board: Board, total: int, vals: dict[Card, int] | None = None) -> tuple[Card, ...]:
    """The legal cards after which North–South still reach `total`, in hand order."""
    vals = values(board) if vals is None else vals
    need = still_needed(board, total)
    return tuple(c for c in board.legal() if vals[c] >= need)


def _optimal(board: Board, vals: dict[Card, int]) -> list[Card]:
    """The mover's trick-optimal cards, in natural order (highest first on lead, cheapest following)."""
    ns = board.side(board.to_act) == 0
    best = max(vals.values()) if ns else min(vals.values())
    return board.natural_order([c for c in board.legal() if vals[c] == best])


def default_reply(board: Board) -> Card:
    """The mover's trick-optimal card (natural order among equals), with no look-ahead."""
    return _optimal(board, values(board))[0]


def reply(board: Board, total: int) -> Card:
    """The card a computer seat (partner or opponent) plays: trick-optimal for its side; among equally
    good cards, the one that leaves the learner the fewest good cards at their next turn (the defence
    always punishes, and the partner never solves the puzzle for the learner); then natural order."""
    vals = values(board)
    options = _optimal(board, vals)
    if len(options) == 1 or len(options) > LOOKAHEAD_CANDIDATES:
        return options[0]
    if not reachable_after(board, total, vals):
        return options[0]
    return min(options, key=lambda c: (_learner_share(board.play(c), total), options.index(c)))


def reachable_after(board: Board, total: int, vals: dict[Card, int]) -> bool:
    return max(vals.values()) >= still_needed(board, total) if board.side(board.to_act) == 0 else (
        min(vals.values()) >= still_needed(board, total)
    )


def _learner_share(board: Board, total: int) -> float:
    """The share of the learner's legal cards that win at their next turn (1.0 if there is none)."""
    while not board.is_over and not secured(board, total) and board.to_act != LEARNER:
        board = board.play(default_reply(board))
    if board.is_over or secured(board, total):
        return 1.0
    legal = board.legal()
    return len(winning_cards(board, total)) / len(legal)


def learner_choice(board: Board, total: int) -> Card:
    """The learner's card on the model line: a winning card, the most tricks first, then natural order."""
    vals = values(board)
    need = still_needed(board, total)
    wins = [c for c in board.legal() if vals[c] >= need]
    if not wins:
        raise PuzzleError(_("no card reaches the goal from here"))
    top = max(vals[c] for c in wins)
    return board.natural_order([c for c in wins if vals[c] == top])[0]


def advance(board: Board, total: int, *, until_learner: bool = True) -> list[Card]:
    """The computer seats' replies from `board` until the learner is to move (or the goal is secured,
    or the hand is over). Returns the cards played, in order."""
    out = []
    while not board.is_over and not secured(board, total) and (board.to_act != LEARNER or not until_learner):
        card = reply(board, total)
        out.append(card)
        board = board.play(card)
    return out


def model_line(board: Board, total: int) -> list[Card]:
    """The whole solution from `board`: the learner's model cards and the replies, until the goal is
    secured. Raises PuzzleError if the goal cannot be reached."""
    line: list[Card] = []
    while not secured(board, total):
        if board.is_over:
            raise PuzzleError(_("the goal cannot be reached from this position"))
        card = learner_choice(board, total) if board.to_act == LEARNER else reply(board, total)
        line.append(card)
        board = board.play(card)
    return line


def refutation(board: Board, total: int) -> list[Card]:
    """Best play by everyone from `board` to the end of the hand (after a wrong move: it shows the goal
    failing). North–South play for the most tricks, East–West for the fewest."""
    line: list[Card] = []
    while not board.is_over:
        card = default_reply(board) if board.to_act == LEARNER else reply(board, total)
        line.append(card)
        board = board.play(card)
    return line


def random_success(board: Board, total: int, budget: int = 400) -> float:
    """The chance that a learner picking a random legal card at every turn solves the puzzle (against
    the same replies). Every winning card is followed where some card fails; where every card wins,
    only the model card is followed (the choice cannot fail there). `budget` bounds the solver calls;
    past it, the model line stands for the rest."""
    calls = [0]
    memo: dict[tuple[object, ...], float] = {}

    def go(b: Board) -> float:
        for card in advance(b, total):
            b = b.play(card)
        if secured(b, total):
            return 1.0
        if b.is_over:
            return 0.0
        key = b.key()
        if key in memo:
            return memo[key]
        calls[0] += 1
        legal = b.legal()
        wins = winning_cards(b, total)
        if len(wins) == len(legal) or calls[0] > budget:
            p = go(b.play(learner_choice(b, total))) * len(wins) / len(legal)
        else:
            p = sum(go(b.play(c)) for c in wins) / len(legal)
        memo[key] = p
        return p

    return go(board)

