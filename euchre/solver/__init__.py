"""An exact (double-dummy) solver for the trick play of a hand whose every card is known.

    from euchre.solver import Position, solve, best_moves, solve_points

    solution = solve(state)                  # a HandState or BidHandState in trick play, or a Position
    solution.value, solution.tricks          # remaining tricks of the side to move; by team
    best_moves(state)                        # [(card, value), ...] for EVERY legal card, best first
    solve_points(state).points               # the final hand score per side under best play

The game is played between two *teams*: the partnerships in four-handed play, the two players in
two-handed play, and in three-handed (cutthroat) play the maker against the other two, who defend
together. Team 0 is the side of seat 0 (North-South) with four players, seat 0 with two, and the maker
with three. Each team maximises its own number of tricks; in standard scoring and in Bid Euchre the
score of a hand only grows with the makers' tricks, so the trick-optimal value is also the
point-optimal one (`solve_points` checks this and maps tricks to points through `euchre.engine.scoring`).

How it is fast, in pure Python (about half a millisecond for a full five-card deal; see
`bench/strategy.py`):

- A position is renumbered once into bits (`numbering.py`): bit i of a mask is one card, the cards of
  an effective suit sit in one contiguous run in ascending power, and trump is on top. Following suit
  is a mask AND, "does card c beat the winning card w" is `c > w and c & (led suit | trump)`, and a
  hand is an int.
- The search (`search.py`) is a fail-soft null-window test, "can team 0 take at least k of the
  remaining tricks?", stepped MTD-style to the exact value. A transposition table keyed on (every
  hand, the leader) at trick boundaries keeps a lower and an upper bound on team 0's tricks from there.
- Equivalent cards are merged: two cards of one player with no live card of anyone else between them
  in the same effective suit (cards already played are gaps) are the same card for the rest of the
  hand, so only one of them is searched. All of a hand's runs are found at once with one addition
  whose carries jump the gaps. With a double deck, a card whose identical twin is live elsewhere is
  never merged, because identical cards tie-break by who played first.
- Moves are ordered (on lead the top card of a suit, trump first; following, the cheapest card that
  beats the opponents, then the cheapest card), and sure tricks cut the search at trick boundaries:
  the holder of the top trump wins a trick with each trump above everyone else's, and the leader can
  cash its top trumps and, once those have drawn the opponents' trumps, its top side-suit cards.
- The last two tricks are solved by a dedicated routine (nested loops with four players).

The solver plays by the rules of following suit (it never reneges: renege mode's illegal plays and
renege calls are not searched) and has no notion of hidden cards: every card must be known. Sizes: a
standard deal solves in about half a millisecond, a six-card Bid Euchre deal in about 2 ms, a
double-deck endgame of up to seven tricks in a few milliseconds, and a full 12-card double-deck deal
in about a second but sometimes far longer; pass `node_limit` to bound the work.
"""

from __future__ import annotations

import itertools
from typing import Any

from euchre.engine.cards import Card
from euchre.engine.errors import SolverError
from euchre.engine.rules import Family
from euchre.engine.scoring import score_bid, score_standard
from euchre.i18n import _
from euchre.solver.position import PointsSolution, Position, Solution
from euchre.solver.search import Search, SolverBudgetError

__all__ = [
    "PointsSolution",
    "Position",
    "Solution",
    "SolverBudgetError",
    "SolverError",
    "best_moves",
    "solve",
    "solve_points",
]


def _position(source: Position | Any) -> Position:
    return source if isinstance(source, Position) else Position.from_state(source)


def solve(source: Position | Any, *, all_moves: bool = False, node_limit: int | None = None) -> Solution:
    """Solve a position (or a HandState / BidHandState in trick play) exactly.

    With `all_moves`, every legal card is valued too (`Solution.moves`, best first). `node_limit`
    raises SolverBudgetError once the search has visited that many positions at trick boundaries (a
    full five-card deal takes about a hundred; see `Solution.nodes`).
    """
    pos = _position(source)
    search = Search(pos, node_limit)
    mover_team = pos.teams[pos.to_act]
    rem = pos.remaining
    if all_moves:
        moves = tuple(
            sorted(
                ((card, v if mover_team == 0 else rem - v) for card, v in _all_move_values(search)),
                key=lambda cv: -cv[1],
            )
        )
        best_value = moves[0][1]
        team0 = best_value if mover_team == 0 else rem - best_value
        return Solution(
            tricks=(team0, rem - team0), teams=pos.teams, to_act=pos.to_act, best=moves[0][0], moves=moves,
            nodes=search.visited,
        )
    team0, best = search.value()
    return Solution(
        tricks=(team0, rem - team0), teams=pos.teams, to_act=pos.to_act, best=search.table.card(best),
        nodes=search.visited,
    )


def _all_move_values(search: Search, cuts: tuple[int, ...] | None = None) -> list[tuple[Card, int]]:
    """Every distinct legal card and team 0's value after it (to within the payoff, with `cuts`)."""
    rep_value: dict[int, int] = {}
    guess = None
    for c in search.root_moves():
        guess = rep_value[c] = search.move_value(c, cuts, guess)
    out: dict[Card, int] = {}
    for c in search.legal_bits():
        card = search.table.card(c)
        if card in out:
            continue
        for r, v in rep_value.items():
            if search.equivalent(c, r):
                out[card] = v
                break
        else:  # pragma: no cover - every legal card is in some run
            raise AssertionError(f"{card} has no representative")
    return list(out.items())


def best_moves(source: Position | Any, *, node_limit: int | None = None) -> list[tuple[Card, int]]:
    """Every legal card of the player to move with its exact value (the remaining tricks of the mover's
    team under best play after it), best first. The optimal cards are those with the top value."""
    return list(solve(source, all_moves=True, node_limit=node_limit).moves)


# ---- points ---------------------------------------------------------------------------------------


def _points_table(pos: Position) -> list[tuple[int, ...]]:
    """Final points per side for every final trick total of the makers (0 .. tricks per hand)."""
    rules = pos.rules
    if pos.maker is None:
        raise SolverError(_("points need the maker (and how the hand is played) in the position"))
    out = []
    for t in range(rules.tricks_per_hand + 1):
        if rules.family is Family.BID:
            score = score_bid(rules, pos.maker, pos.bid, pos.contract, t)
        else:
            score = score_standard(rules, pos.maker, pos.alone, pos.lone_defender, t)
        out.append(score.points)
    return out


def _net(points: tuple[int, ...], makers_side: int) -> int:
    """The makers' points less everyone else's."""
    return points[makers_side] - sum(p for s, p in enumerate(points) if s != makers_side)


def solve_points(
    source: Position | Any, *, all_moves: bool = False, node_limit: int | None = None
) -> PointsSolution:
    """Best play for the hand's score: the makers maximise their net points (their points less
    everyone else's), the defenders minimise them.

    Every scoring table of `euchre.engine.scoring` only grows with the makers' tricks (this is checked; a
    table that did not would raise SolverError), so the best play for points is the best play for
    tricks, and the points only change at a few trick counts (in standard scoring: 3 and 5 for the
    makers). The search tests only those counts, so valuing every card in points (`all_moves`) costs
    less than valuing it in tricks. With `all_moves`, `moves` gives every legal card and the net points
    of the mover's team after it, best first, and `move_points` the final points per side.
    """
    pos = _position(source)
    rules = pos.rules
    if pos.won is None:
        raise SolverError(_("points need the tricks won so far (Position.won)"))
    remaining = pos.remaining
    if sum(pos.won) + remaining != rules.tricks_per_hand:
        raise SolverError(_("{won} tricks won and {remaining} to play do not make the {total} of a hand",
                            won=sum(pos.won), remaining=remaining, total=rules.tricks_per_hand))
    table = _points_table(pos)
    assert pos.maker is not None
    makers_side = rules.side_of(pos.maker)
    nets = [_net(p, makers_side) for p in table]
    if any(b < a for a, b in itertools.pairwise(nets)):
        raise SolverError(_("this scoring does not grow with the makers' tricks, so tricks cannot stand for points"))
    teams = pos.teams
    maker_team = teams[pos.maker]
    # sides are the partnerships with four players and single seats otherwise: side s holds seat s
    makers_won = sum(w for side, w in enumerate(pos.won) if teams[side] == maker_team)

    def points_for(team0: int) -> tuple[int, ...]:
        """The final points when team 0 takes `team0` of the remaining tricks."""
        makers_rest = team0 if maker_team == 0 else remaining - team0
        return table[makers_won + makers_rest]

    cuts = tuple(k for k in range(1, remaining + 1) if points_for(k) != points_for(k - 1))
    search = Search(pos, node_limit)
    mover_is_maker = teams[pos.to_act] == maker_team
    if all_moves:
        move_points = {card: points_for(v) for card, v in _all_move_values(search, cuts)}
        scored = []
        for card, pts in move_points.items():
            net = _net(pts, makers_side)
            scored.append((card, net if mover_is_maker else -net))
        moves = tuple(sorted(scored, key=lambda cv: -cv[1]))
        best = moves[0][0]
        points = move_points[best]
    else:
        team0, best_bit = search.value(cuts)
        points = points_for(team0)
        best = search.table.card(best_bit)
        moves = ()
        move_points = {}
    return PointsSolution(
        points=points, net=_net(points, makers_side), best=best, moves=moves, move_points=move_points,
        nodes=search.visited,
    )
