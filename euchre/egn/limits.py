"""Reading a game record safely: the bytes read are capped before parsing, only regular files are
opened, and the JSON may not hold huge numbers or deep nesting. Every refusal is an EGNError whose
message quotes at most a short prefix of the input."""

from __future__ import annotations

import json
import os
import stat
from typing import IO, Any

from euchre.errors import EGNError

MAX_BYTES = 8 * 1024 * 1024
"""The largest record read (8 MiB, the cap EGN's own converter puts on its files). Real games are a
few kilobytes, and a match of several games a few hundred."""
MAX_DEPTH = 24
"""The deepest nesting of lists and objects (an EGN match needs 12)."""
MAX_DIGITS = 18
"""The longest whole number (a score or an index never needs more)."""
MAX_QUOTE = 60
"""How much of a value an error message quotes."""


def quote(value: object, limit: int = MAX_QUOTE) -> str:
    """A value as an error message shows it: `repr` for a string, JSON for the rest, cut to a short
    prefix so that a message stays a few hundred characters however big the input."""
    if isinstance(value, str):
        text = repr(value[:limit])
        return text if len(value) <= limit else text[:-1] + "..." + text[-1]
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (ValueError, RecursionError):
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def read_source(source: str | os.PathLike[str] | IO[str] | IO[bytes], limit: int = MAX_BYTES) -> str | bytes:
    """The text of a path or an open file, refusing anything but a regular file and more than
    `limit` bytes (a FIFO, /dev/zero and a terminal are refused before they are read)."""
    if not isinstance(source, (str, os.PathLike)):
        data = source.read(limit + 1)
        _check_size(data, limit, "the input")
        return data
    path = os.fspath(source)
    shown = quote(path, 80)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise EGNError(f"cannot read {shown}: {exc.strerror or exc}") from None
    except ValueError:  # a NUL in the path
        raise EGNError(f"cannot read {shown}: not a valid path") from None
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file (a device, pipe or socket)"
        raise EGNError(f"cannot read {shown}: it is {kind}")
    if info.st_size > limit:
        raise EGNError(f"cannot read {shown}: it has {info.st_size:,} bytes; a record may have at most {limit:,}")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # replaced since the check
                raise EGNError(f"cannot read {shown}: it is not a regular file")
            data = f.read(limit + 1)
    except OSError as exc:
        raise EGNError(f"cannot read {shown}: {exc.strerror or exc}") from None
    _check_size(data, limit, shown)
    return data


def _check_size(data: str | bytes, limit: int, what: str) -> None:
    if len(data) > limit:
        raise EGNError(f"{what} is larger than {limit:,} bytes, the most a record may have")


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise EGNError(f"the number {text[:20]}... has {len(text.lstrip('-')):,} digits; "
                       f"numbers in a record have at most {MAX_DIGITS}")
    return int(text)


def _fraction(text: str) -> float:
    if len(text) > 2 * MAX_DIGITS:
        raise EGNError(f"the number {text[:20]}... is {len(text):,} characters long")
    return float(text)


def _constant(text: str) -> Any:
    raise EGNError(f"{text} is not valid JSON")


def parse_json(text: str | bytes, limit: int = MAX_BYTES) -> Any:
    """JSON text as Python values, with the limits above. Raises EGNError."""
    _check_size(text, limit, "the input")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise EGNError(f"not valid JSON: the bytes are not UTF-8 text (at byte {exc.start})") from None
    try:
        data = json.loads(text, parse_int=_whole_number, parse_float=_fraction, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise EGNError(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise EGNError(f"not valid JSON for a record: lists and objects are nested more than {MAX_DEPTH} "
                       "levels deep") from None
    _check_depth(data)
    return data


def _check_depth(data: Any) -> None:
    stack = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise EGNError(f"not valid JSON for a record: lists and objects are nested more than {MAX_DEPTH} "
                           "levels deep")
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)
