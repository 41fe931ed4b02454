"""Tempting cards: what a player without the solver would reach for. A puzzle is kept only when at
least one of these fails, so the puzzle has a trap to avoid.

The natural play is a small rule-of-thumb player (the habits a beginner is taught): lead trump when
your side made it, otherwise lead your best card; follow cheaply (the lowest card that wins, or the
lowest card when you cannot win or your partner is winning). It is also the player the generator uses
for "bot-played" deals.
"""

from __future__ import annotations

from euchre.engine.cards import Card
from euchre.engine.ranking import effective_suit, is_trump
from euchre.engine.tricks import beats, followers, led_suit, outranks
from euchre.puzzles.board import Board


def natural_play(board: Board) -> Card:
    """The rule-of-thumb card for the player to move."""
    legal = board.legal()
    if len(legal) == 1:
        return legal[0]
    seat = board.to_act
    if not board.trick:
        trumps = [c for c in legal if is_trump(c, board.trump)]
        ours = board.makers_side == board.side(seat)
        if ours and trumps:
            return max(trumps, key=board.power)
        off = [c for c in legal if not is_trump(c, board.trump)] or list(legal)
        return max(off, key=lambda c: (board.power(c), c))
    winner = board.winning_seat
    assert winner is not None
    lowest = min(legal, key=lambda c: (board.power(c), c))
    if board.side(winner) == board.side(seat):
        return lowest
    beats = _beating(board, legal)
    return min(beats, key=lambda c: (board.power(c), c)) if beats else lowest


def _beating(board: Board, cards: tuple[Card, ...]) -> list[Card]:
    """The cards that would take the lead in the current trick."""
    return [c for c in cards if beats(c, board.trick, board.trump)]


def is_boss(board: Board, card: Card) -> bool:
    """No card still held by anyone else beats `card` in its own effective suit."""
    suit = effective_suit(card, board.trump)
    others = [c for s, h in enumerate(board.hands) if s != board.to_act for c in h]
    return not any(outranks(c, card, board.trump, suit) for c in followers(others, suit, board.trump))


def tempting_cards(board: Board) -> list[tuple[Card, str]]:
    """Cards that look right, each with why (a key of `model.TEMPTATIONS`), the most natural first."""
    legal = board.legal()
    out: dict[Card, str] = {natural_play(board): "natural"}
    out.setdefault(max(legal, key=lambda c: (board.power(c), c)), "highest")
    trumps = [c for c in legal if is_trump(c, board.trump)]
    if trumps:
        if not board.trick:
            out.setdefault(max(trumps, key=board.power), "trump")
        elif led_suit(board.trick, board.trump) != board.trump:  # void in the suit led: a ruff
            winning = _beating(board, tuple(trumps))
            if winning:
                out.setdefault(min(winning, key=board.power), "trump")
    if board.trick:
        winner = board.winning_seat
        beats = _beating(board, legal)
        if beats and winner is not None and board.side(winner) != board.side(board.to_act):
            out.setdefault(min(beats, key=board.power), "win-now")
    else:
        bosses = [c for c in legal if not is_trump(c, board.trump) and is_boss(board, c)]
        if bosses:
            out.setdefault(max(bosses, key=board.power), "cash")
    return list(out.items())
