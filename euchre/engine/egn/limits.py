"""Reading a game record safely: the bytes read are capped before parsing, only regular files are
opened, and the JSON may not hold huge numbers or deep nesting. Every refusal is an EGNError whose
message quotes at most a short prefix of the input."""

from __future__ import annotations

import errno
import json
import os
import stat
from typing import IO, Any

from euchre.engine.errors import SHOWN_CHARS, EGNError, shown
from euchre.i18n import ENGLISH, N_, _, current_language
from euchre.i18n.numbers import whole

MAX_BYTES = 8 * 1024 * 1024
"""The largest record read (8 MiB, the cap EGN's own converter puts on its files). Real games are a
few kilobytes, and a match of several games a few hundred."""
MAX_DEPTH = 24
"""The deepest nesting of lists and objects (an EGN match needs 12)."""
MAX_DIGITS = 18
"""The longest whole number (a score or an index never needs more)."""
MAX_QUOTE = SHOWN_CHARS
"""How much of a value an error message quotes."""


def quote(value: object, limit: int = MAX_QUOTE) -> str:
    """A value as an error message shows it: `repr` for a string, JSON for the rest, cut to a short
    prefix so that a message stays a few hundred characters however big the input."""
    if isinstance(value, str):
        return shown(value, limit)
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (ValueError, RecursionError):
        text = _("a {type}", type=type(value).__name__)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def read_source(source: str | os.PathLike[str] | IO[str] | IO[bytes], limit: int = MAX_BYTES) -> str | bytes:
    """The text of a path or an open file, refusing anything but a regular file and more than
    `limit` bytes (a FIFO, /dev/zero and a terminal are refused before they are read)."""
    if not isinstance(source, (str, os.PathLike)):
        data = source.read(limit + 1)
        _check_size(data, limit, _("the input"))
        return data
    path = os.fspath(source)
    shown = quote(path, 80)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise EGNError(_("cannot read {path}: {reason}", path=shown, reason=_os_reason(exc))) from None
    except ValueError:  # a NUL in the path
        raise EGNError(_("cannot read {path}: not a valid path", path=shown)) from None
    if not stat.S_ISREG(info.st_mode):
        if stat.S_ISDIR(info.st_mode):
            raise EGNError(_("cannot read {path}: it is a folder", path=shown))
        raise EGNError(_("cannot read {path}: it is not a regular file (a device, pipe or socket)", path=shown))
    if info.st_size > limit:
        raise EGNError(_("cannot read {path}: it has {size} bytes; a record may have at most {limit}", path=shown,
                         size=whole(info.st_size), limit=whole(limit)))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # replaced since the check
                raise EGNError(_("cannot read {path}: it is not a regular file", path=shown))
            data = f.read(limit + 1)
    except OSError as exc:
        raise EGNError(_("cannot read {path}: {reason}", path=shown, reason=_os_reason(exc))) from None
    _check_size(data, limit, shown)
    return data


_OS_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
}
"""The system's commonest reasons a file cannot be read, as messages: in English the system's own
words are shown as they are."""


def _os_reason(exc: OSError) -> str:
    if exc.errno in _OS_REASONS and current_language() != ENGLISH:
        return _(_OS_REASONS[exc.errno])
    return str(exc.strerror or exc)


def _check_size(data: str | bytes, limit: int, what: str) -> None:
    if len(data) > limit:
        raise EGNError(_("{what} is larger than {limit} bytes, the most a record may have", what=what,
                         limit=whole(limit)))


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise EGNError(_("the number {number}... has {digits} digits; numbers in a record have at most {most}",
                         number=text[:20], digits=whole(len(text.lstrip("-"))), most=MAX_DIGITS))
    return int(text)


def _fraction(text: str) -> float:
    if len(text) > 2 * MAX_DIGITS:
        raise EGNError(_("the number {number}... is {length} characters long", number=text[:20],
                         length=whole(len(text))))
    return float(text)


def _constant(text: str) -> Any:
    raise EGNError(_("{text} is not valid JSON", text=text))


def parse_json(text: str | bytes, limit: int = MAX_BYTES) -> Any:
    """JSON text as Python values, with the limits above. Raises EGNError."""
    _check_size(text, limit, _("the input"))
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise EGNError(_("not valid JSON: the bytes are not UTF-8 text (at byte {byte})", byte=exc.start)) from None
    try:
        data = json.loads(text, parse_int=_whole_number, parse_float=_fraction, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise EGNError(_("not valid JSON: {reason} at line {line}, column {column}", reason=_json_reason(exc.msg),
                         line=exc.lineno, column=exc.colno)) from None
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


_JSON_REASONS = {
    "Expecting value": N_("Expecting value"),
    "Expecting ',' delimiter": N_("Expecting ',' delimiter"),
    "Expecting ':' delimiter": N_("Expecting ':' delimiter"),
    "Expecting property name enclosed in double quotes": N_("Expecting property name enclosed in double quotes"),
    "Unterminated string starting at": N_("Unterminated string starting at"),
    "Invalid control character at": N_("Invalid control character at"),
    "Invalid \\escape": N_("Invalid \\escape"),
    "Invalid \\uXXXX escape": N_("Invalid \\uXXXX escape"),
    "Extra data": N_("Extra data"),
    "Illegal trailing comma before end of object": N_("Illegal trailing comma before end of object"),
    "Illegal trailing comma before end of array": N_("Illegal trailing comma before end of array"),
}
"""The json module's own reasons (English), as messages."""


def _json_reason(reason: str) -> str:
    return _(_JSON_REASONS[reason]) if reason in _JSON_REASONS else reason


def _too_deep() -> str:
    return _("not valid JSON for a record: lists and objects are nested more than {depth} levels deep",
             depth=MAX_DEPTH)
