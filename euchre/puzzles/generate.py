"""The generator: deals played to a starting point (`deals.py`), kept as puzzles only when the solver
proves a goal reachable and at least one tempting card fails.

    for puzzle in generate(100, variants=("standard", "no-trump"), seed=1):
        print(puzzle.id, puzzle.goal_text())

Everything here is deterministic for a given seed: the deals come from `random.Random` seeded with
text, and every reply is fixed by the solver's exact values and fixed tie-breaks.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

from euchre.engine.cards import Card
from euchre.engine.rules import Family
from euchre.i18n.messages import _
from euchre.puzzles.board import LEARNER, Board
from euchre.puzzles.deals import SOURCES, starting_points
from euchre.puzzles.ids import puzzle_id
from euchre.puzzles.model import VARIANTS, Goal, Puzzle, Step
from euchre.puzzles.rating import difficulty
from euchre.puzzles.solving import learner_choice, model_line, random_success, values, winning_cards
from euchre.puzzles.tempt import tempting_cards
from euchre.puzzles.themes import detect_themes

MAX_LEARNER_STEPS = 4
"""A puzzle asks for at most this many decisions that matter (longer ones are split by nature)."""


def goal_for(board: Board, best_total: int) -> Goal | None:
    """The goal worth setting when North–South can take `best_total` tricks in the hand at most: the
    best score boundary they can reach (standard scoring), or every trick (Bid Euchre scores each).
    None when there is nothing left to play for."""
    ours = board.makers_side == 0
    if board.rules.family is Family.BID:
        if best_total <= board.won[0]:
            return None
        if ours and best_total == board.bid:
            return Goal("bid", best_total)
        if not ours and best_total == board.rules.tricks_per_hand - board.bid + 1:
            return Goal("set", best_total)
        return Goal("tricks", best_total)
    size = board.rules.tricks_per_hand
    marks = [(size, "march"), (3, "make")] if ours else [(3, "euchre"), (1, "stop-march")]
    for total, kind in marks:
        if best_total >= total > board.won[0]:
            return Goal(kind, total)
    return None


def make_puzzle(board: Board, source: str = "") -> Puzzle | None:
    """The puzzle for `board` (the learner, South, to move), or None when it would not be one: no goal
    to play for, no card that fails, no tempting card among those that fail."""
    vals = values(board)
    goal = goal_for(board, board.won[0] + max(vals.values()))
    if goal is None:
        return None
    wins = winning_cards(board, goal.total, vals)
    legal = board.legal()
    if len(wins) == len(legal):
        return None
    tempting = tuple((c, why) for c, why in tempting_cards(board) if c not in wins)
    if not tempting:
        return None
    line = tuple(model_line(board, goal.total))
    steps = _steps(board, goal.total, line)
    if len(steps) > MAX_LEARNER_STEPS:
        return None
    critical = {s.ply: s.winning for s in steps}
    themes = detect_themes(board, goal.kind, line, critical, tempting)
    chance = random_success(board, goal.total)
    natural_fails = tempting[0][1] == "natural"
    unique = len(wins) == 1
    need = goal.total - board.won[0]
    return Puzzle(
        id=puzzle_id(board, goal.kind, need), board=board, goal=goal, line=line, steps=steps, tempting=tempting,
        themes=themes, rating=difficulty(chance, natural_fails, unique), source=source,
    )


def _steps(board: Board, total: int, line: tuple[Card, ...]) -> tuple[Step, ...]:
    out = []
    for ply, card in enumerate(line):
        if board.to_act == LEARNER:
            wins = winning_cards(board, total)
            if len(wins) < len(board.legal()):
                out.append(Step(ply, wins))
            assert card in wins
        board = board.play(card)
    return tuple(out)


def generate(
    count: int,
    *,
    variants: Iterable[str] = tuple(VARIANTS),
    sources: Iterable[str] = SOURCES,
    seed: int = 0,
    skip: Iterable[str] = (),
    max_deals: int | None = None,
) -> Iterator[Puzzle]:
    """Up to `count` new puzzles, the variants taken in turn (so each gets its share) and the sources
    alternating; `skip` holds IDs to leave out (the library's, so a new batch never repeats or collides
    with it). `max_deals` bounds the deals tried per variant."""
    variants, sources = tuple(variants), tuple(sources)
    for v in variants:
        if v not in VARIANTS:
            raise ValueError(_("unknown variant {variant}: the variants are {known}", variant=repr(v),
                               known=", ".join(VARIANTS)))
    for src in sources:
        if src not in SOURCES:
            raise ValueError(_("unknown source {source}: the sources are {known}", source=repr(src),
                               known=", ".join(SOURCES)))
    seen = set(skip)
    deals = dict.fromkeys(variants, 0)
    for made in range(count):
        variant = variants[made % len(variants)]
        puzzle = _next_puzzle(variant, sources, seed, deals, seen, max_deals)
        if puzzle is None:
            return
        seen.add(puzzle.id)
        yield puzzle


def _next_puzzle(
    variant: str, sources: tuple[str, ...], seed: int, deals: dict[str, int], seen: set[str], max_deals: int | None
) -> Puzzle | None:
    """The next puzzle of `variant` from its run of deals (None once `max_deals` deals gave none)."""
    tried = 0
    while max_deals is None or tried < max_deals:
        n = deals[variant]
        deals[variant] = n + 1
        tried += 1
        source = sources[n % len(sources)]
        rng = random.Random(f"euchre-puzzles:{seed}:{variant}:{source}:{n}")
        for board in starting_points(variant, source, rng):
            puzzle = make_puzzle(board, f"{source}:{seed}:{n}")
            if puzzle is not None and puzzle.id not in seen:
                return puzzle
    return None


__all__ = ["generate", "goal_for", "learner_choice", "make_puzzle"]
