"""Each named learner's chosen language, kept in a small JSON file so it follows them from page
to page (every Voila page is a new kernel) and to their next visit.

The file is `$EUCHRE_TUTOR_LANG_PREFS` if set, else `languages.json` next to the default progress
store (`$XDG_DATA_HOME/euchre-tutor/`, or `~/.local/share/euchre-tutor/`). Learners without a name
keep their choice for the session only. A file that cannot be read or written is logged and
ignored: the tutor then falls back to the next source of the language, never fails.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import threading
from pathlib import Path

from euchre.i18n.languages import supported

PREFS_ENV = "EUCHRE_TUTOR_LANG_PREFS"
log = logging.getLogger("euchre.i18n")
_lock = threading.Lock()
_cache: dict[str, tuple[float, dict[str, str]]] = {}


def prefs_path() -> Path:
    if os.environ.get(PREFS_ENV, "").strip():
        return Path(os.environ[PREFS_ENV].strip()).expanduser()
    base = Path(os.environ["XDG_DATA_HOME"]) if os.environ.get("XDG_DATA_HOME") else Path.home() / ".local/share"
    return base / "euchre-tutor" / "languages.json"


def _read(path: Path) -> dict[str, str]:
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return {}
    cached = _cache.get(str(path))
    if cached and cached[0] == mtime:
        return cached[1]
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("cannot read the language choices in %s: %s", path, exc)
        return {}
    if not isinstance(data, dict):
        data = {}
    choices = {str(k): v for k, v in data.items() if isinstance(v, str) and supported(v)}
    _cache[str(path)] = (mtime, choices)
    return choices


def saved_language(learner: str) -> str | None:
    return supported(_read(prefs_path()).get(learner.strip()))


def save_language(learner: str, lang: str | None) -> bool:
    """Remember (or, with None, forget) `learner`'s language. False if the file could not be written."""
    path = prefs_path()
    with _lock:
        choices = dict(_read(path))
        if lang is None:
            choices.pop(learner.strip(), None)
        else:
            choices[learner.strip()] = lang
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".languages-", suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as fp:
                json.dump(choices, fp, ensure_ascii=False, sort_keys=True, indent=0)
            os.replace(tmp, path)
        except OSError as exc:
            log.warning("cannot save the language choices in %s: %s", path, exc)
            return False
        _cache.pop(str(path), None)
    return True
