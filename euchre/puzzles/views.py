"""HTML for puzzles (plain strings, escaped; built on euchre.explain.render). The widgets only put these on
screen, and tests can read them without a browser."""

from __future__ import annotations

from collections.abc import Sequence

from euchre.engine.cards import Card
from euchre.explain.plays import trick_sentence
from euchre.explain.render import card_html, esc, trump_html
from euchre.i18n.messages import _
from euchre.i18n.seats import seat_label as seat_name
from euchre.puzzles.board import Board
from euchre.puzzles.model import Puzzle, variant_name
from euchre.puzzles.themes import theme_name

PUZZLE_CSS = """
<style>
.et-pz-head{font:14px system-ui,sans-serif;color:#444;margin:2px 0}
.et-pz-head code{font-size:15px;background:#f3f4f6;padding:0 5px;border-radius:4px;letter-spacing:1px}
.et-pz-goal{font:15px/1.45 system-ui,sans-serif;margin:6px 0;padding:6px 10px;border-left:4px solid #1a7f37;
  background:#f0faf3}
.et-pz-seat{font:13px system-ui,sans-serif;text-align:center;min-width:150px}
.et-pz-seat b{display:block;margin-bottom:2px}
.et-pz-log{font:13px/1.45 system-ui,sans-serif;color:#333;margin:4px 0;max-width:760px}
.et-pz-log li{margin:2px 0}
.et-pz-ok,.et-pz-bad,.et-pz-info{font:14px/1.45 system-ui,sans-serif;padding:6px 10px;border-radius:6px;margin:4px 0;
  max-width:760px}
.et-pz-ok{background:#e9f7ef;border:1px solid #1a7f37}
.et-pz-bad{background:#fdecea;border:1px solid #b42318}
.et-pz-info{background:#f3f6fb;border:1px solid #3d68a8}
.et-pz-themes .et-badge{font-size:12px}
.et-pz-middle{flex-wrap:wrap;justify-content:center;max-width:100%}
@media screen and (max-width:600px){
  .et-pz-middle .et-pz-west,.et-pz-middle .et-pz-east{flex:1 1 45%;min-width:0}
  .et-pz-middle .et-pz-west .et-pz-seat,.et-pz-middle .et-pz-east .et-pz-seat{min-width:0}
  .et-pz-middle .et-pz-trick{order:3;flex:1 1 100%;display:flex;justify-content:center}}
</style>
"""


def header_html(puzzle: Puzzle, *, reveal: bool = False, note: str = "") -> str:
    """"Puzzle K7QX2 · Euchre, going alone · rated 1450" (and the themes once solved or failed)."""
    themes = ""
    if reveal and puzzle.themes:
        badges = "".join(f'<span class="et-badge">{esc(theme_name(t))}</span>' for t in puzzle.themes)
        label = _("Themes:")
        themes = f' · <span class="et-pz-themes">{esc(label)} {badges}</span>'
    extra = f" · {esc(note)}" if note else ""
    head = esc(_("Puzzle {id} · {variant} · rated {rating}", id="\0", variant=variant_name(puzzle.variant),
                 rating=puzzle.rating)).replace("\0", f"<code>{esc(puzzle.id)}</code>")
    return f'{PUZZLE_CSS}<div class="et-pz-head">{head}{extra}{themes}</div>'



def situation_html(puzzle: Puzzle) -> str:
    goal = _("Goal:")
    return (
        f'<div class="et-pz-head">{trump_html(puzzle.board.trump)} {esc(puzzle.situation())}</div>'
        f'<div class="et-pz-goal" role="note"><b>{esc(goal)}</b> {esc(puzzle.goal_text())}</div>'
    )


def seat_html(board: Board, seat: int, *, maker_note: bool = True) -> str:
    """One player's hand, face up (every card is shown in a puzzle), with the seat's name."""
    name = _("{seat} (your partner)", seat=seat_name(seat)) if seat == 0 else seat_name(seat)
    if maker_note and seat == board.maker:
        name = _("{seat} · maker, alone", seat=name) if board.alone else _("{seat} · maker", seat=name)
    if seat in board.sitting_out:
        out = _("sits out")
        body = f'<span class="et-out">{esc(out)}</span>'
    elif not board.hands[seat]:
        out = _("no cards left")
        body = f'<span class="et-out">{esc(out)}</span>'
    else:
        body = "".join(card_html(c, board.trump) for c in board.hands[seat])
    label = _("{seat}'s hand", seat=seat_name(seat))
    return (
        f'<div class="et-pz-seat" role="group" aria-label="{esc(label)}"><b>{esc(name)}</b>'
        f'<div class="et-row" style="justify-content:center">{body}</div></div>'
    )


def log_html(start: Board, played: Sequence[tuple[int, Card]]) -> str:
    """The tricks played since the start of the puzzle, each explained by the engine, and the trick in
    progress."""
    board = start
    items = []
    for _seat, card in played:
        done = len(board.tricks)
        board = board.play(card)
        if len(board.tricks) > done:
            items.append(trick_sentence(board.tricks[-1], board.trump))
    if board.trick:
        cards = ", ".join(_("{seat} {card}", seat=seat_name(s), card=str(c))
                          for s, c in zip(board.trick_seats, board.trick, strict=True))
        items.append(f"{cards} …")
    if not items:
        return ""
    body = "".join(f"<li>{esc(text)}</li>" for text in items)
    score = esc(_("(N–S {ns}, E–W {ew})", ns=board.won[0], ew=board.won[1]))
    title = _("Play so far")
    return f'<div class="et-pz-log"><b>{esc(title)}</b> {score}<ol>{body}</ol></div>'


def feedback_html(text: str, kind: str = "info") -> str:
    """kind: "ok", "bad" or "info"."""
    if not text:
        return ""
    return f'<div class="et-pz-{kind}" role="status" aria-live="polite">{esc(text)}</div>'


def table_cards(board: Board) -> dict[int, Card]:
    """The cards to show in the middle: the trick in progress, or the last trick completed."""
    if board.trick:
        return dict(zip(board.trick_seats, board.trick, strict=True))
    if board.tricks:
        last = board.tricks[-1]
        return dict(zip(last.seats, last.cards, strict=True))
    return {}


def last_winner(board: Board) -> int | None:
    return board.tricks[-1].winner if not board.trick and board.tricks else None


__all__ = ["feedback_html", "header_html", "last_winner", "log_html", "seat_html", "situation_html", "table_cards"]
