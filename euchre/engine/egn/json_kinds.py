"""How error messages describe a JSON value: the kind a field wants, the kind it found (as facts,
worded by `euchre.explain.errors`), and a short excerpt."""

from __future__ import annotations

import json

from euchre.engine.errors import Refusal


def type_words(kind: type) -> Refusal:
    """What a field of type `kind` must be ("a whole number"), as a fact."""
    return Refusal("json_type_wanted", {"kind": kind.__name__})


def kind_of(value: object) -> Refusal:
    """What kind of JSON value `value` is ("a list", "null"), as a fact."""
    return Refusal("json_kind_found", {"kind": "null" if value is None else type(value).__name__})


def snippet(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."
