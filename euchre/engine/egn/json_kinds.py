"""How error messages describe a JSON value: its kind, the kind a field wants, and a short excerpt
(the words in the current language)."""

from __future__ import annotations

import json

from euchre.i18n import N_, _

TYPE_WORDS = {bool: N_("true or false"), int: N_("a whole number"), str: N_("a string"), list: N_("a list"),
              dict: N_("an object")}
"""What a field of each type must be, in an error message (messages: `type_words` translates them)."""
_KINDS = {bool: N_("true/false"), int: N_("a number"), float: N_("a number"), str: N_("a string"),
          list: N_("a list"), dict: N_("an object")}


def type_words(kind: type) -> str:
    return _(TYPE_WORDS[kind]) if kind in TYPE_WORDS else kind.__name__


def kind_of(value: object) -> str:
    if value is None:
        return "null"
    kind = _KINDS.get(type(value))
    return _(kind) if kind is not None else type(value).__name__


def snippet(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."
