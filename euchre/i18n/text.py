"""Locale-safe case changes and matching keys for user-visible text.

Turkish and Azerbaijani have a dotted and a dotless i (i/İ and ı/I), so `str.lower` and
`str.upper` get them wrong: "KIZ".lower() is "kiz" and "i".upper() is "I" where a Turkish reader
expects "kız" and "İ". Use `lower`, `upper` and `capitalize_first` with the text's language, and
`fold_key` to compare what a learner typed with a label in any language.
"""

from __future__ import annotations

import unicodedata

DOTTED_I_LANGUAGES = frozenset({"tr", "az"})
_COMBINING_DOT = "\u0307"


def lower(text: str, lang: str) -> str:
    """Lower case for `lang`: in Turkish and Azerbaijani I becomes ı and İ becomes i."""
    if lang in DOTTED_I_LANGUAGES:
        text = text.replace("I", "ı").replace("İ", "i")
    return text.lower()


def upper(text: str, lang: str) -> str:
    """Upper case for `lang`: in Turkish and Azerbaijani i becomes İ and ı becomes I."""
    if lang in DOTTED_I_LANGUAGES:
        text = text.replace("i", "İ").replace("ı", "I")
    return text.upper()


def capitalize_first(text: str, lang: str) -> str:
    """The first letter in upper case for `lang`, the rest unchanged ("işte" -> "İşte" in Turkish)."""
    return upper(text[:1], lang) + text[1:]


def fold_key(text: str) -> str:
    """A key for matching typed text in any of the tutor's languages, whatever the keyboard.

    NFC-normalised, the four i's (i, ı, I, İ) made one letter, case-folded, spaces collapsed:
    "KIZ", "kız", "Kiz" and "KİZ" give the same key, and so do "DİAMONDS" and "diamonds".
    Never shown to anyone: only compared."""
    text = unicodedata.normalize("NFC", text)
    text = text.replace("İ", "i").replace("I", "i").replace("ı", "i")
    text = text.casefold().replace(_COMBINING_DOT, "")
    return " ".join(text.split())
