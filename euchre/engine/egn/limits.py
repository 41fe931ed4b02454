"""Reading a game record safely: the bytes read are capped before parsing, only regular files are
opened, and the JSON may not hold huge numbers or deep nesting. Every refusal is an EGNError whose
fact `euchre.explain.errors` words, quoting at most a short prefix of the input."""

from __future__ import annotations

import json
import os
import stat
from typing import IO, Any

from euchre.engine.errors import EGNError, Refusal

MAX_BYTES = 8 * 1024 * 1024
"""The largest record read (8 MiB, the cap EGN's own converter puts on its files). Real games are a
few kilobytes, and a match of several games a few hundred."""
MAX_DEPTH = 24
"""The deepest nesting of lists and objects (an EGN match needs 12)."""
MAX_DIGITS = 18
"""The longest whole number (a score or an index never needs more)."""
def read_source(source: str | os.PathLike[str] | IO[str] | IO[bytes], limit: int = MAX_BYTES) -> str | bytes:
    """The text of a path or an open file, refusing anything but a regular file and more than
    `limit` bytes (a FIFO, /dev/zero and a terminal are refused before they are read)."""
    if not isinstance(source, (str, os.PathLike)):
        data = source.read(limit + 1)
        _check_size(data, limit, None)
        return data
    path = os.fspath(source)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise EGNError(_cannot_read(path, exc)) from None
    except ValueError:  # a NUL in the path
        raise EGNError(Refusal("egn_not_a_path", {"path": path})) from None
    if not stat.S_ISREG(info.st_mode):
        if stat.S_ISDIR(info.st_mode):
            raise EGNError(Refusal("egn_path_is_folder", {"path": path}))
        raise EGNError(Refusal("egn_path_not_a_file", {"path": path, "special": True}))
    if info.st_size > limit:
        raise EGNError(Refusal("egn_file_too_large", {"path": path, "size": info.st_size, "limit": limit}))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # replaced since the check
                raise EGNError(Refusal("egn_path_not_a_file", {"path": path, "special": False}))
            data = f.read(limit + 1)
    except OSError as exc:
        raise EGNError(_cannot_read(path, exc)) from None
    _check_size(data, limit, path)
    return data


def _cannot_read(path: str, exc: OSError) -> Refusal:
    """The system's reason a file cannot be read: its error number, and its own (English) words."""
    return Refusal("egn_cannot_read", {"path": path, "code": exc.errno, "words": str(exc.strerror or exc)})


def _check_size(data: str | bytes, limit: int, path: str | None) -> None:
    """`path` is the file read, or None for text or an open file given."""
    if len(data) > limit:
        raise EGNError(Refusal("egn_input_too_large", {"path": path, "limit": limit}))


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise EGNError(Refusal("egn_number_too_long", {"number": text[:20], "digits": len(text.lstrip("-")),
                                                       "most": MAX_DIGITS}))
    return int(text)


def _fraction(text: str) -> float:
    if len(text) > 2 * MAX_DIGITS:
        raise EGNError(Refusal("egn_fraction_too_long", {"number": text[:20], "length": len(text)}))
    return float(text)


def _constant(text: str) -> Any:
    raise EGNError(Refusal("egn_json_constant", {"text": text}))


def parse_json(text: str | bytes, limit: int = MAX_BYTES) -> Any:
    """JSON text as Python values, with the limits above. Raises EGNError."""
    _check_size(text, limit, None)
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise EGNError(Refusal("egn_not_utf8", {"byte": exc.start})) from None
    try:
        data = json.loads(text, parse_int=_whole_number, parse_float=_fraction, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise EGNError(Refusal("egn_not_json", {"reason": exc.msg, "line": exc.lineno, "column": exc.colno})) from None
    except RecursionError:
        raise EGNError(_too_deep()) from None
    _check_depth(data)
    return data


def _check_depth(data: Any) -> None:
    stack = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise EGNError(_too_deep())
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)


def _too_deep() -> Refusal:
    return Refusal("egn_too_deep", {"depth": MAX_DEPTH})
