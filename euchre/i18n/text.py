"""Locale-safe case changes and matching keys for user-visible text.

Turkish and Azerbaijani have a dotted and a dotless i (i/İ and ı/I), so `str.lower` and
`str.upper` get them wrong: "KIZ".lower() is "kiz" and "i".upper() is "I" where a Turkish reader
expects "kız" and "İ". Use `lower`, `upper` and `capitalize_first` with the text's language, and
`fold_key` to compare what a learner typed with a label in any language.
"""

from __future__ import annotations

from euchre.engine.keys import fold_key

__all__ = ["DOTTED_I_LANGUAGES", "capitalize_first", "fold_key", "lower", "upper"]

DOTTED_I_LANGUAGES = frozenset({"tr", "az"})


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


