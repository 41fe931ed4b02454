"""The write-up: the idea of a puzzle in words, generated from the solver's line and the engine's
explanations ("Lead J♥ (the right bower) to draw the last trump, then cash A♠.").

Each of the learner's cards at a decision that matters becomes a phrase; the phrases are joined with
"then". The trap, the tempting card that fails, is shown failing with the engine's explanation of the
trick that beats it.
"""

from __future__ import annotations

from euchre.cards import Card
from euchre.explain import trick_sentence
from euchre.puzzles.board import LEARNER, PARTNER, Board
from euchre.puzzles.model import TEMPTATIONS, Puzzle
from euchre.puzzles.moves import MoveFacts, is_bower, learner_moves
from euchre.puzzles.solving import refutation
from euchre.ranking import describe
from euchre.seats import seat_name
from euchre.tricks import led_suit


def move_phrase(m: MoveFacts, keep_bower: bool = True) -> str:
    """One learner card as an instruction: "lead J♥ (the right bower) to draw the last trump"."""
    b, card = m.board, m.card
    name = describe(card, b.trump)
    if m.draws_trump:
        left = m.opponents_trumps
        return f"lead {name} to draw {'the last trump' if left == 1 else 'trumps'}"
    if m.cashes:
        phrase = f"cash {name}"
    elif m.gives_partner_lead:
        phrase = f"lead {name} to put your partner North on lead"
    elif m.leads:
        phrase = f"lead {name}"
        if m.winner in (1, 3):
            phrase += f", giving up the lead to {seat_name(m.winner)}"
    elif m.ruffs:
        led = led_suit(b.trick, b.trump)
        phrase = f"trump the {led.singular if led is not None else 'lead'} with {name}"
    elif m.discards:
        phrase = f"throw {name}" + (" instead of trumping" if m.could_ruff else "")
    elif m.ducks:
        winning = b.trick[b.trick_seats.index(b.winning_seat)] if b.winning_seat is not None else None
        phrase = f"duck with {name}" + (f", letting {seat_name(b.winning_seat)}'s {winning} win"
                                         if winning is not None and b.winning_seat is not None else "")
    elif m.overtakes:
        phrase = f"overtake your partner's card with {name} to take the lead"
    elif m.unblocks:
        phrase = f"unblock with {name}, so that your partner keeps control"
    elif m.winner == LEARNER and any(m.board.power(c) < m.board.power(card) for c in m.failing):
        phrase = f"win the trick with {name}, not a cheaper card"
    elif b.winning_seat == PARTNER:
        winning = b.trick[b.trick_seats.index(PARTNER)]
        phrase = f"play {name} under your partner's {winning}"
    else:
        phrase = f"play {name}"
    if m.saves_bower and keep_bower:
        bower = next(c for c in m.failing if is_bower(c, b))
        phrase += f", keeping {describe(bower, b.trump)} for later"
    return phrase


def idea(puzzle: Puzzle, line: tuple[Card, ...] | None = None) -> str:
    """The plan in one sentence, from the model line (or another winning `line`)."""
    line = puzzle.line if line is None else line
    critical = {s.ply: s.winning for s in puzzle.steps}
    moves = learner_moves(puzzle.board, line, critical)
    phrases = []
    kept = False
    for m in moves:
        if m.critical:
            phrases.append(move_phrase(m, keep_bower=not kept))
            kept = kept or m.saves_bower
    cashes = [m for m in moves if not m.critical and (m.cashes or m.draws_trump)]
    if cashes and phrases:
        phrases.append(move_phrase(cashes[0]))
    if not phrases:
        phrases = [move_phrase(moves[0])] if moves else ["play out the hand"]
    text = ", then ".join(phrases)
    return text[:1].upper() + text[1:] + "."


def line_steps(puzzle: Puzzle, line: tuple[Card, ...] | None = None) -> list[str]:
    """Each of the learner's cards on a winning `line` (the model line by default) with its reason,
    as the solved message lists them: "Lead J♥ (the right bower) to draw the last trump: South wins
    the trick." A decision where every card works says so."""
    line = puzzle.line if line is None else line
    critical = {s.ply: s.winning for s in puzzle.steps}
    steps = []
    for m in learner_moves(puzzle.board, line, critical):
        phrase = move_phrase(m)
        text = phrase[:1].upper() + phrase[1:]
        text += f": {seat_name(m.winner)} wins the trick"
        if m.critical and m.failing:
            text += f"; {', '.join(str(c) for c in m.failing)} would miss the goal."
        else:
            text += " (any card would do here)."
        steps.append(text)
    return steps


def trap(puzzle: Puzzle) -> str:
    """Why the tempting card fails, with the trick that beats it explained by the engine."""
    card, why = puzzle.tempting[0]
    board = puzzle.board.play(card)
    line = refutation(board, puzzle.goal.total)
    head = f"The trap: {TEMPTATIONS.get(why, why)}, {describe(card, puzzle.board.trump)}, fails. "
    return head + failure_story(puzzle, puzzle.board, card, line)


def failure_story(puzzle: Puzzle, before: Board, card: Card, line: list[Card]) -> str:
    """How a wrong card fails: the trick it goes to (explained) and the final count against the goal."""
    board = before.play(card)
    tricks_before = len(before.tricks)
    for c in line:
        board = board.play(c)
    first = board.tricks[tricks_before] if len(board.tricks) > tricks_before else None
    got = board.won[0] - puzzle.board.won[0]
    need = puzzle.goal.total - puzzle.board.won[0]
    story = trick_sentence(first, board.trump) + " " if first is not None else ""
    taken = "no tricks" if got <= 0 else "only 1 trick" if got == 1 else f"only {got} tricks"
    return f"{story}With best play from there, North–South take {taken} of the {puzzle.tricks_left}, " \
           f"and the goal needs {need}."


def writeup(puzzle: Puzzle, line: tuple[Card, ...] | None = None) -> str:
    """The idea, then the trap."""
    return f"{idea(puzzle, line)} {trap(puzzle)}"
