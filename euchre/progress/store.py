"""The progress store: where answers are kept, and the queries the views need.

    open_store()                                  # $EUCHRE_TUTOR_DB, else the default SQLite file
    open_store("sqlite:////srv/class/progress.sqlite")
    open_store("postgresql://tutor@db.example/euchre")

The default is `$XDG_DATA_HOME/euchre-tutor/progress.sqlite` (`~/.local/share/...` without it).
`EUCHRE_TUTOR_DB` may hold an absolute file path or a URL: `sqlite:////abs/path` or `postgresql://...`.
SQLite URLs read as SQLAlchemy reads them: after `sqlite:///` comes the path, so an absolute path
gives four slashes. `sqlite:///dir/x.sqlite` (a relative path in that reading, which each page's
kernel would resolve from its own folder) is refused with a message naming the four-slash form.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from euchre.i18n import _
from euchre.progress.backends import COLUMNS, Backend, Execute, PostgresBackend, Row, SQLiteBackend, StoreError
from euchre.progress.browser import BrowserLog, browser_log
from euchre.progress.records import AnswerRecord

DB_ENV = "EUCHRE_TUTOR_DB"
APP_DIR = "euchre-tutor"
DB_FILE = "progress.sqlite"
_SELECT = f"SELECT id, {', '.join(COLUMNS)} FROM answers"
_ORDER = " ORDER BY answered_at, id"


_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]+):(/{0,2})")


def default_url(env: dict[str, str] | None = None) -> str:
    """$EUCHRE_TUTOR_DB if set, else SQLite in the user data directory. A value that looks like a
    mistyped URL, or a relative path (which each kernel would read from its own folder), is refused."""
    env = dict(os.environ) if env is None else env
    if env.get(DB_ENV, "").strip():
        return check_url(env[DB_ENV].strip(), DB_ENV)
    base = Path(env["XDG_DATA_HOME"]) if env.get("XDG_DATA_HOME") else Path(env.get("HOME", "~")) / ".local/share"
    return "sqlite:///" + (base.expanduser() / APP_DIR / DB_FILE).as_posix()


def check_url(url: str, source: str | None = None) -> str:
    """`url` if it is a well-formed store URL or an absolute path; StoreError saying what is wrong."""
    source = _("the progress store") if source is None else source
    match = _SCHEME.match(url)
    if match:
        scheme, slashes = match.group(1).lower(), match.group(2)
        if scheme in ("postgresql", "postgres") and slashes != "//":
            rest = url[match.end():]
            start, meant = f"'{scheme}://'", f"{scheme}://{rest}"
            raise StoreError(_("{source} is {url}, which looks like a mistyped URL: a PostgreSQL URL starts with "
                               "{start} (did you mean {meant}?)", source=source, url=repr(url), start=start,
                               meant=meant))
        if scheme not in ("postgresql", "postgres", "sqlite"):
            raise StoreError(_("{source} is {url}: use an absolute file path, sqlite:////abs/path or postgresql://...",
                               source=source, url=repr(url)))
        if scheme == "sqlite":
            sqlite_path(url)
        return url
    if not Path(url).expanduser().is_absolute():
        raise StoreError(_("{source} is {url}, a relative path: each page's kernel would put its own file in its "
                           "own folder. Give an absolute path, e.g. /srv/euchre/progress.sqlite", source=source,
                           url=repr(url)))
    return url


def sqlite_path(url: str) -> str:
    """The file a sqlite URL (or a plain path) names: sqlite:////abs/path, sqlite:///:memory:.
    As in SQLAlchemy, the path is what follows `sqlite:///`; a relative one is refused (each page's
    kernel runs in its own folder), with the absolute spelling the writer probably meant."""
    if not url.startswith("sqlite:"):
        return str(Path(url).expanduser())
    if not url.startswith("sqlite:///"):
        raise StoreError(_("{url} is not a SQLite URL: write sqlite:////path/to/progress.sqlite (four slashes for "
                           "an absolute path)", url=repr(url)))
    path = url[len("sqlite:///"):]
    if path == ":memory:":
        return path
    if not path:
        raise StoreError(_("{url} names no file: write sqlite:////path/to/progress.sqlite", url=repr(url)))
    if not path.startswith("/"):
        meant = "sqlite:////" + path
        raise StoreError(_("{url} names the relative path {path} (after sqlite:/// comes the path, as in SQLAlchemy), "
                           "which each page's kernel would look for in its own folder. For an absolute path write "
                           "four slashes: {meant}", url=repr(url), path=repr(path), meant=meant))
    return path


def connect(url: str) -> Backend:
    scheme = urlsplit(url).scheme.lower() if "://" in url else ""
    if scheme in ("postgresql", "postgres"):
        return PostgresBackend(url)
    if scheme in ("", "sqlite"):
        return SQLiteBackend(sqlite_path(url))
    raise StoreError(_("unknown progress store {url}: use a file path, sqlite:////abs/path or postgresql://...",
                       url=repr(url)))


class ProgressStore:
    """Answers in, answers out. Every `record` is its own transaction, so a killed kernel loses at
    most the answer it was writing; many processes may write to one store at once."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend

    @property
    def url(self) -> str:
        return self.backend.url

    def record(self, answer: AnswerRecord) -> AnswerRecord:
        """Store one answer (once, even if retried); returns it with its row id."""
        values = _values(answer)
        marks = ", ".join("?" for _ in COLUMNS)

        def write(execute: Execute) -> int:
            execute(
                f"INSERT INTO answers ({', '.join(COLUMNS)}) VALUES ({marks}) ON CONFLICT (uid) DO NOTHING", values
            )
            return int(execute("SELECT id FROM answers WHERE uid = ?", (answer.uid,))[0][0])

        return replace(answer, id=self.backend.transaction(write))

    def answers(self, *, learner: str | None = None, set_code: str | None = None) -> list[AnswerRecord]:
        """Stored answers, oldest first; only one learner's and/or one set's when given."""
        where, params = _where(learner=learner, set_code=set_code)
        rows = self.backend.transaction(lambda execute: execute(_SELECT + where + _ORDER, params))
        return [_record(row) for row in rows]

    def learners(self, set_code: str | None = None) -> list[str]:
        where, params = _where(set_code=set_code)
        rows = self.backend.transaction(
            lambda execute: execute(f"SELECT DISTINCT learner FROM answers{where} ORDER BY learner", params)
        )
        return [str(r[0]) for r in rows]

    def set_codes(self) -> list[str]:
        """The quiz sets that have answers, most recently answered first."""
        rows = self.backend.transaction(
            lambda execute: execute(
                "SELECT set_code, MAX(answered_at) AS last FROM answers WHERE set_code <> '' "
                "GROUP BY set_code ORDER BY last DESC",
                (),
            )
        )
        return [str(r[0]) for r in rows]

    def count(self, *, learner: str | None = None, set_code: str | None = None) -> int:
        where, params = _where(learner=learner, set_code=set_code)
        rows = self.backend.transaction(lambda execute: execute(f"SELECT COUNT(*) FROM answers{where}", params))
        return int(rows[0][0])

    # ---- learners' passphrases (argon2 hashes; see euchre.classroom.identity) ----------------
    def passphrase_hash(self, learner: str) -> str | None:
        rows = self.backend.transaction(
            lambda execute: execute("SELECT passphrase FROM learners WHERE name = ?", (learner,))
        )
        return str(rows[0][0]) if rows else None

    def claim_passphrase(self, learner: str, hashed: str, at: float) -> bool:
        """Set a learner's passphrase unless one is set already; True if this call set it (so two
        people choosing one name at once cannot both win)."""

        def write(execute: Execute) -> bool:
            execute(
                "INSERT INTO learners (name, passphrase, set_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
                (learner, hashed, float(at)),
            )
            return execute("SELECT passphrase FROM learners WHERE name = ?", (learner,))[0][0] == hashed

        return bool(self.backend.transaction(write))

    def replace_passphrase(self, learner: str, hashed: str) -> None:
        """Store a new hash for a learner who already has one (argon2 parameters were upgraded)."""
        self.backend.transaction(
            lambda execute: execute("UPDATE learners SET passphrase = ? WHERE name = ?", (hashed, learner))
        )

    def reset_passphrase(self, learner: str) -> bool:
        """Forget a learner's passphrase (the teacher's reset): the next sign-in sets a new one."""

        def write(execute: Execute) -> bool:
            had = execute("SELECT 1 FROM learners WHERE name = ?", (learner,))
            execute("DELETE FROM learners WHERE name = ?", (learner,))
            return bool(had)

        return bool(self.backend.transaction(write))

    def protected_learners(self) -> list[str]:
        """The learners who have set a passphrase."""
        rows = self.backend.transaction(lambda execute: execute("SELECT name FROM learners ORDER BY name", ()))
        return [str(r[0]) for r in rows]

    # ---- tries at passphrases and class codes (see euchre.classroom.limits) -------------------
    def take_try(self, keys: Sequence[str], now: float, lock_for: Callable[[str, int], float],
                 forget_after: float) -> float:
        """Count one try against every key, in one transaction (so kernels trying at once all count);
        returns 0 when the try may go ahead, else the seconds until the longest lock ends (and then
        nothing is counted). `lock_for(key, failures)` is how long a key is locked after that many
        failures (0: not locked); failures older than `forget_after` seconds are forgotten."""

        def write(execute: Execute) -> float:
            rows = {}
            for key in keys:
                found = execute("SELECT failures, last_at, locked_until FROM sign_in_attempts WHERE key = ?", (key,))
                failures, last_at, locked_until = found[0] if found else (0, 0.0, 0.0)
                if now - float(last_at) > forget_after and float(locked_until) <= now:
                    failures = 0
                rows[key] = (int(failures), float(locked_until))
            wait = max((until - now for _failures, until in rows.values()), default=0.0)
            if wait > 0:
                return wait
            for key, (failures, _until) in rows.items():
                locked = now + lock_for(key, failures + 1) if lock_for(key, failures + 1) > 0 else 0.0
                execute(
                    "INSERT INTO sign_in_attempts (key, failures, last_at, locked_until) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_at = excluded.last_at, "
                    "locked_until = excluded.locked_until",
                    (key, failures + 1, float(now), float(locked)),
                )
            return 0.0

        return float(self.backend.transaction(write))

    def forgive_try(self, key: str, lock_for: Callable[[str, int], float], *, all_of_them: bool = False) -> None:
        """Take back a try that succeeded: one (a client's), or every failure (the name that was opened)."""

        def write(execute: Execute) -> None:
            found = execute("SELECT failures, last_at FROM sign_in_attempts WHERE key = ?", (key,))
            if not found:
                return
            failures = 0 if all_of_them else max(0, int(found[0][0]) - 1)
            if failures == 0:
                execute("DELETE FROM sign_in_attempts WHERE key = ?", (key,))
                return
            locked = float(found[0][1]) + lock_for(key, failures) if lock_for(key, failures) > 0 else 0.0
            execute("UPDATE sign_in_attempts SET failures = ?, locked_until = ? WHERE key = ?",
                    (failures, locked, key))

        self.backend.transaction(write)

    def close(self) -> None:
        self.backend.close()

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ProgressStore({self.url!r})"


def open_store(url: str | None = None) -> ProgressStore:
    """A store for `url` (default: `default_url()`). Raises StoreError saying what is wrong."""
    return ProgressStore(connect(url or default_url()))


class _NoDatabase:
    """The static edition's stand-in for a database: what needs one (passphrases, limits on tries) is the
    served app's, and is refused with a StoreError that says so."""

    url = "browser:"

    def transaction(self, fn: Callable[[Execute], Any]) -> Any:
        raise StoreError(_("this needs the served app: the static edition keeps only answers and passed checks"))

    def close(self) -> None:
        pass


class BrowserStore(ProgressStore):
    """The progress store of a static page: answers kept in the browser (`euchre.progress.browser`)."""

    def __init__(self, log: BrowserLog) -> None:
        super().__init__(_NoDatabase())
        self.log = log

    def record(self, answer: AnswerRecord) -> AnswerRecord:
        return self.log.add_answer(answer)

    def answers(self, *, learner: str | None = None, set_code: str | None = None) -> list[AnswerRecord]:
        return [a for a in self.log.answers()
                if (learner is None or a.learner == learner) and (set_code is None or a.set_code == set_code)]

    def learners(self, set_code: str | None = None) -> list[str]:
        return sorted({a.learner for a in self.answers(set_code=set_code)})

    def set_codes(self) -> list[str]:
        last: dict[str, float] = {}
        for a in self.answers():
            if a.set_code:
                last[a.set_code] = max(last.get(a.set_code, 0.0), a.answered_at)
        return sorted(last, key=lambda code: last[code], reverse=True)

    def count(self, *, learner: str | None = None, set_code: str | None = None) -> int:
        return len(self.answers(learner=learner, set_code=set_code))


_SHARED: dict[str, ProgressStore] = {}
_SHARED_LOCK = threading.Lock()


def shared_store(url: str | None = None) -> ProgressStore:
    """One open store per URL for this process (a kernel's widgets share one connection). On a page of the
    static edition, the store kept in the browser."""
    in_browser = browser_log() if url is None else None
    key = "browser:" if in_browser is not None else url or default_url()
    with _SHARED_LOCK:
        if in_browser is not None and key not in _SHARED:
            _SHARED[key] = BrowserStore(in_browser)
        if key not in _SHARED:
            _SHARED[key] = open_store(key)
        return _SHARED[key]


def _where(**filters: str | None) -> tuple[str, tuple[Any, ...]]:
    parts, params = [], []
    for column, value in filters.items():
        if value is not None:
            parts.append(f"{column} = ?")
            params.append(value)
    return (" WHERE " + " AND ".join(parts) if parts else ""), tuple(params)


def _values(a: AnswerRecord) -> tuple[Any, ...]:
    return (
        a.uid, a.learner, a.question_code, a.kind, a.set_code, a.position, a.rules_name, a.rules_options,
        a.answer, 1 if a.correct else 0, ",".join(a.concepts), float(a.answered_at),
    )


def _record(row: Row) -> AnswerRecord:
    (rid, uid, learner, code, kind, set_code, position, rules_name, rules_options, answer, correct, concepts,
     answered_at) = row
    return AnswerRecord(
        learner=learner, question_code=code, kind=kind, rules_name=rules_name, rules_options=rules_options,
        answer=answer, correct=bool(correct), answered_at=float(answered_at),
        concepts=tuple(c for c in str(concepts).split(",") if c), set_code=set_code, position=int(position),
        uid=uid, id=int(rid),
    )


__all__ = [
    "DB_ENV", "BrowserStore", "ProgressStore", "StoreError", "default_url", "open_store", "shared_store", "sqlite_path",
]
