"""How error messages describe a JSON value: its kind, the kind a field wants, and a short excerpt."""

from __future__ import annotations

import json

TYPE_WORDS = {bool: "true or false", int: "a whole number", str: "a string", list: "a list", dict: "an object"}
"""What a field of each type must be, in an error message."""


def kind_of(value: object) -> str:
    if value is None:
        return "null"
    return {bool: "true/false", int: "a number", float: "a number", str: "a string", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)


def snippet(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."
