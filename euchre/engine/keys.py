"""Matching keys for typed text: what a user typed, read the same whatever the keyboard or case."""

from __future__ import annotations

import unicodedata

_COMBINING_DOT = "\u0307"


def fold_key(text: str) -> str:
    """A key for matching typed text in any of the tutor's languages, whatever the keyboard.

    NFC-normalised, the four i's (i, ı, I, İ) made one letter, case-folded, spaces collapsed:
    "KIZ", "kız", "Kiz" and "KİZ" give the same key, and so do "DİAMONDS" and "diamonds".
    Never shown to anyone: only compared."""
    text = unicodedata.normalize("NFC", text)
    text = text.replace("İ", "i").replace("I", "i").replace("ı", "i")
    text = text.casefold().replace(_COMBINING_DOT, "")
    return " ".join(text.split())
