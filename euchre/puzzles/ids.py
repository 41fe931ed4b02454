"""Short stable puzzle IDs: five Crockford base32 characters from a SHA-256 of the canonical position
and goal, so "puzzle K7QX2" is the same puzzle in every process, on every machine, in every version
that keeps this text. (Python's own `hash` is salted per process, so it is never used here.)
"""

from __future__ import annotations

import hashlib

from euchre.engine.errors import shown
from euchre.i18n.messages import _
from euchre.puzzles.board import Board, PuzzleError
from euchre.puzzles.model import trump_code
from euchre.tutor.codes import encode_number, is_base32, normalise_base32

ID_CHARS = 5
"""25 bits: a few thousand puzzles collide with odds of well under one in a hundred (the generator
skips a colliding puzzle)."""


def canonical_text(board: Board, goal_kind: str, need: int) -> str:
    """The position and the goal as one line of text; hands are listed in a fixed card order."""
    hands = "/".join(" ".join(sorted(c.code for c in h)) for h in board.hands)
    trick = " ".join(c.code for c in board.trick)
    return (
        f"euchre-puzzle-v1|{board.rules.name}|{trump_code(board.trump)}|{hands}|lead {board.leader}|"
        f"trick {trick}|won {board.won[0]}-{board.won[1]}|maker {board.maker}|alone {int(board.alone)}|"
        f"bid {board.bid}|{goal_kind} {need}" + (f"|contract {board.contract}" if board.contract else "")
    )


def puzzle_id(board: Board, goal_kind: str, need: int) -> str:
    digest = hashlib.sha256(canonical_text(board, goal_kind, need).encode("utf-8")).digest()
    value = int.from_bytes(digest[:8], "big") >> (64 - 5 * ID_CHARS)
    return encode_number(value, ID_CHARS)


def normalise_id(text: object) -> str:
    """An ID as typed ("k7qx2", "puzzle K7QX2", "#k7-qx2") in its canonical form; PuzzleError if it
    cannot be one. Crockford's O, I and L read as 0, 1 and 1."""
    if not isinstance(text, str):
        raise PuzzleError(_("{text} is not a puzzle ID: an ID is {n} letters and digits, like K7QX2", text=shown(text),
                             n=ID_CHARS))
    cleaned = text.strip().upper()
    if not cleaned:
        raise PuzzleError(_("type a puzzle ID first: an ID is {n} letters and digits, like K7QX2", n=ID_CHARS))
    if cleaned.startswith("PUZZLE"):
        cleaned = cleaned[len("PUZZLE"):]
    cleaned = "".join(ch for ch in cleaned if ch not in " #-_")
    if len(cleaned) != ID_CHARS or not is_base32(cleaned):
        raise PuzzleError(_("{text} is not a puzzle ID: an ID is {n} letters and digits, like K7QX2 (there is no U; "
                            "O, I and L read as 0, 1 and 1)", text=shown(text.strip()), n=ID_CHARS))
    return normalise_base32(cleaned)
