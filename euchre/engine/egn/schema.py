"""The EGN JSON schema, as a backstop for what the reader does not check (lengths, sizes)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from euchre.engine.egn import places
from euchre.engine.errors import EGNError, Refusal


@cache
def _validator() -> Any:
    try:
        import jsonschema
    except ImportError:  # pragma: no cover - jsonschema comes with Jupyter; the reader checks the rest
        return None
    from importlib import resources

    schema = json.loads(resources.files("euchre").joinpath("data/egn-schema-v1.json").read_text("utf-8"))
    return jsonschema.Draft7Validator(schema)


def validate_schema(data: Any) -> None:
    validator = _validator()
    if validator is None:
        return
    errors = sorted(validator.iter_errors(data), key=lambda e: [str(p) for p in e.absolute_path])
    if errors:
        error = _deepest(errors[0])
        message: Refusal | str
        if error.validator == "maxLength":
            message = Refusal("egn_text_too_long", {"value": error.instance, "n": error.validator_value})
        elif error.validator == "maxItems":
            message = Refusal("egn_too_many_entries", {"count": len(error.instance), "n": error.validator_value})
        else:
            message = error.message if len(error.message) <= 200 else error.message[:197] + "..."
        raise EGNError(places.at(_location(list(error.absolute_path), data), message))


def _deepest(error: Any) -> Any:
    """For a oneOf/anyOf failure, the error from the branch that fits the value best."""
    while error.context:
        branches: dict[int, list[Any]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        best = min(branches.values(), key=lambda errs: (-max(len(e.absolute_path) for e in errs), len(errs)))
        error = sorted(best, key=lambda e: -len(e.absolute_path))[0]
    return error


def _location(path: list[Any], data: Any) -> places.Place:
    parts: list[places.Place] = []
    node = data
    names = {"calls": places.call, "tricks": places.trick, "alternativeLines": places.alternative}
    for i, key in enumerate(path):
        prev = path[i - 1] if i else None
        if prev == "deals" and isinstance(key, int):
            number = node[key].get("dealNumber") if isinstance(node[key], dict) else None
            parts.append(places.deal(number if isinstance(number, int) else key))
        elif prev in names and isinstance(key, int):
            parts.append(names[prev](key + 1))
        elif isinstance(key, str) and key not in ("deals", "phases", *names):
            parts.append(key)
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            break
    return places.within(*parts) or places.the_file()
