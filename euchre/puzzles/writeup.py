"""The write-up: the idea of a puzzle in words, generated from the solver's line and the engine's
explanations ("Lead J♥ (the right bower) to draw the last trump, then cash A♠.").

Each of the learner's cards at a decision that matters becomes a phrase; the phrases are joined with
"then". The trap, the tempting card that fails, is shown failing with the engine's explanation of the
trick that beats it.
"""

from __future__ import annotations

from euchre.engine.cards import Card
from euchre.engine.tricks import led_suit
from euchre.explain.cards import describe
from euchre.explain.plays import trick_sentence
from euchre.i18n.context import current_language
from euchre.i18n.messages import _, ngettext
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.text import capitalize_first
from euchre.i18n.words import suit_words
from euchre.puzzles.board import LEARNER, PARTNER, Board
from euchre.puzzles.model import Puzzle, temptation_words
from euchre.puzzles.moves import MoveFacts, is_bower, learner_moves
from euchre.puzzles.solving import refutation


def move_phrase(m: MoveFacts, keep_bower: bool = True) -> str:
    """One learner card as an instruction: "lead J♥ (the right bower) to draw the last trump"."""
    b, card = m.board, m.card
    name = describe(card, b.trump)
    if m.draws_trump:
        if m.opponents_trumps == 1:
            return _("lead {card} to draw the last trump", card=name)
        return _("lead {card} to draw trumps", card=name)
    if m.cashes:
        phrase = _("cash {card}", card=name)
    elif m.gives_partner_lead:
        phrase = _("lead {card} to put your partner North on lead", card=name)
    elif m.leads:
        if m.winner in (1, 3):
            phrase = _("lead {card}, giving up the lead to {seat}", card=name, seat=seat_name(m.winner))
        else:
            phrase = _("lead {card}", card=name)
    elif m.ruffs:
        led = led_suit(b.trick, b.trump)
        if led is None:
            phrase = _("trump the lead with {card}", card=name)
        else:
            phrase = _("trump the {suit.one} with {card}", suit=suit_words(led), card=name)
    elif m.discards:
        phrase = _("throw {card} instead of trumping", card=name) if m.could_ruff else _("throw {card}", card=name)
    elif m.ducks:
        winning = b.trick[b.trick_seats.index(b.winning_seat)] if b.winning_seat is not None else None
        if winning is not None and b.winning_seat is not None:
            phrase = _("duck with {card}, letting {seat}'s {winning} win", card=name, seat=seat_name(b.winning_seat),
                       winning=str(winning))
        else:
            phrase = _("duck with {card}", card=name)
    elif m.overtakes:
        phrase = _("overtake your partner's card with {card} to take the lead", card=name)
    elif m.unblocks:
        phrase = _("unblock with {card}, so that your partner keeps control", card=name)
    elif m.winner == LEARNER and any(m.board.power(c) < m.board.power(card) for c in m.failing):
        phrase = _("win the trick with {card}, not a cheaper card", card=name)
    elif b.winning_seat == PARTNER:
        winning = b.trick[b.trick_seats.index(PARTNER)]
        phrase = _("play {card} under your partner's {winning}", card=name, winning=str(winning))
    else:
        phrase = _("play {card}", card=name)
    if m.saves_bower and keep_bower:
        bower = next(c for c in m.failing if is_bower(c, b))
        phrase = _("{move}, keeping {bower} for later", move=phrase, bower=describe(bower, b.trump))
    return phrase


def _sentence(text: str) -> str:
    return capitalize_first(text, current_language())


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
        phrases = [move_phrase(moves[0])] if moves else [_("play out the hand")]
    text = phrases[0]
    for later in phrases[1:]:
        text = _("{earlier}, then {later}", earlier=text, later=later)
    return _sentence(text) + "."


def line_steps(puzzle: Puzzle, line: tuple[Card, ...] | None = None) -> list[str]:
    """Each of the learner's cards on a winning `line` (the model line by default) with its reason,
    as the solved message lists them: "Lead J♥ (the right bower) to draw the last trump: South wins
    the trick." A decision where every card works says so."""
    line = puzzle.line if line is None else line
    critical = {s.ply: s.winning for s in puzzle.steps}
    steps = []
    for m in learner_moves(puzzle.board, line, critical):
        move = _sentence(move_phrase(m))
        if m.critical and m.failing:
            text = _("{move}: {seat} wins the trick; {cards} would miss the goal.", move=move,
                     seat=seat_name(m.winner), cards=", ".join(str(c) for c in m.failing))
        else:
            text = _("{move}: {seat} wins the trick (any card would do here).", move=move, seat=seat_name(m.winner))
        steps.append(text)
    return steps


def trap(puzzle: Puzzle) -> str:
    """Why the tempting card fails, with the trick that beats it explained by the engine."""
    card, why = puzzle.tempting[0]
    board = puzzle.board.play(card)
    line = refutation(board, puzzle.goal.total)
    head = _("The trap: {why}, {card}, fails.", why=temptation_words(why), card=describe(card, puzzle.board.trump))
    return head + " " + failure_story(puzzle, puzzle.board, card, line)


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
    left = puzzle.tricks_left
    if got <= 0:
        count = _("With best play from there, North–South take no tricks of the {left}, and the goal needs {need}.",
                  left=left, need=need)
    else:
        count = ngettext(
            "With best play from there, North–South take only {n} trick of the {left}, and the goal needs {need}.",
            "With best play from there, North–South take only {n} tricks of the {left}, and the goal needs {need}.",
            got, left=left, need=need,
        )
    return story + count


def writeup(puzzle: Puzzle, line: tuple[Card, ...] | None = None) -> str:
    """The idea, then the trap."""
    return f"{idea(puzzle, line)} {trap(puzzle)}"
