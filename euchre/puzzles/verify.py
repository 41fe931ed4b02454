"""Re-checking a puzzle with the solver: what its data states must still be true.

`problems(puzzle)` is empty for a sound puzzle. It checks that the ID matches the position and goal,
that the goal is the one the generator would set, that along the model line the learner's winning
cards are exactly those stated (and every card wins at the learner's other turns), that the model line
reaches the goal, and that every tempting card at the start is legal and fails. With `replies=True`
it also checks that every computer reply on the line is trick-optimal for its side.
"""

from __future__ import annotations

from euchre.i18n.messages import _
from euchre.puzzles.board import LEARNER, PuzzleError
from euchre.puzzles.generate import goal_for
from euchre.puzzles.ids import puzzle_id
from euchre.puzzles.model import Puzzle
from euchre.puzzles.solving import secured, values, winning_cards


def problems(puzzle: Puzzle, *, replies: bool = False) -> list[str]:
    out: list[str] = []
    board = puzzle.board
    goal = puzzle.goal
    need = goal.total - board.won[0]
    if puzzle_id(board, goal.kind, need) != puzzle.id:
        out.append(_("the ID should be {id}", id=puzzle_id(board, goal.kind, need)))
    if board.to_act != LEARNER:
        return [*out, _("the learner (South) is not the one to move")]
    start = values(board)
    expected = goal_for(board, board.won[0] + max(start.values()))
    if expected != goal:
        out.append(_("the goal should be {expected}, not {found}", expected=str(expected), found=str(goal)))
    stated = {s.ply: set(s.winning) for s in puzzle.steps}
    if 0 not in stated:
        out.append(_("the first decision is not a step where some card fails"))
    wins0 = set(winning_cards(board, goal.total, start))
    for card, why in puzzle.tempting:
        if card not in board.legal():
            out.append(_("the tempting card {card} ({why}) is not legal at the start", card=str(card), why=why))
        elif card in wins0:
            out.append(_("the tempting card {card} ({why}) does not fail", card=str(card), why=why))
    if not puzzle.tempting:
        out.append(_("no tempting card"))
    for ply, card in enumerate(puzzle.line):
        if secured(board, goal.total):
            out.append(_("the goal is already secured before ply {ply}", ply=ply))
            break
        if card not in board.legal():
            out.append(_("ply {ply}: {card} may not be played", ply=ply, card=str(card)))
            break
        if board.to_act == LEARNER:
            wins = set(winning_cards(board, goal.total, start if ply == 0 else None))
            legal = set(board.legal())
            want = stated.get(ply, legal)
            if wins != want:
                out.append(_("ply {ply}: the winning cards are {found}, not {stated}", ply=ply,
                             found=str(sorted(map(str, wins))), stated=str(sorted(map(str, want)))))
            if ply in stated and wins == legal:
                out.append(_("ply {ply}: every card wins here, so it is not a step", ply=ply))
            if card not in wins:
                out.append(_("ply {ply}: the model card {card} does not win", ply=ply, card=str(card)))
        elif replies:
            vals = values(board)
            best = max(vals.values()) if board.side(board.to_act) == 0 else min(vals.values())
            if vals[card] != best:
                out.append(_("ply {ply}: the reply {card} is not best play", ply=ply, card=str(card)))
        board = board.play(card)
    else:
        if not secured(board, goal.total):
            out.append(_("the model line does not reach the goal"))
    extra = set(stated) - {p for p, _ in enumerate(puzzle.line)}
    if extra:
        out.append(_("steps at plies beyond the line: {plies}", plies=str(sorted(extra))))
    return out


def verify(puzzle: Puzzle, *, replies: bool = False) -> None:
    """Raise PuzzleError listing what is wrong with `puzzle` (nothing, for a sound one)."""
    found = problems(puzzle, replies=replies)
    if found:
        raise PuzzleError(_("puzzle {id}: {problems}", id=puzzle.id, problems="; ".join(found)))
