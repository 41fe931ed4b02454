"""The two databases behind the progress store: SQLite (one file, WAL mode) and PostgreSQL.

A backend runs one function in one transaction and retries it when the database is busy. SQL is
written once with `?` placeholders; the PostgreSQL backend turns them into `%s`. Retrying is safe
because every answer carries a unique id (`uid`) and is inserted with ON CONFLICT DO NOTHING.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from euchre.i18n import _

try:
    import sqlite3
except ImportError:  # the browser's Python (Pyodide) has none: there, euchre.progress.browser keeps progress
    sqlite3 = None  # type: ignore[assignment]

T = TypeVar("T")
Row = tuple[Any, ...]
Execute = Callable[[str, Sequence[Any]], list[Row]]
"""Run one statement inside the current transaction; returns the rows (empty for a write)."""

SCHEMA_VERSION = 1
COLUMNS = (
    "uid", "learner", "question_code", "kind", "set_code", "position", "rules_name", "rules_options",
    "answer", "correct", "concepts", "answered_at",
)
_TABLE = """
CREATE TABLE IF NOT EXISTS answers (
    id {id_type},
    uid TEXT NOT NULL UNIQUE,
    learner TEXT NOT NULL,
    question_code TEXT NOT NULL,
    kind TEXT NOT NULL,
    set_code TEXT NOT NULL DEFAULT '',
    position INTEGER NOT NULL DEFAULT -1,
    rules_name TEXT NOT NULL,
    rules_options TEXT NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER NOT NULL,
    concepts TEXT NOT NULL DEFAULT '',
    answered_at {real_type} NOT NULL
)"""
_INDEXES = (
    "CREATE INDEX IF NOT EXISTS answers_by_learner ON answers (learner, answered_at)",
    "CREATE INDEX IF NOT EXISTS answers_by_set ON answers (set_code, learner)",
)
_LEARNERS = """
CREATE TABLE IF NOT EXISTS learners (
    name TEXT PRIMARY KEY,
    passphrase TEXT NOT NULL,
    set_at {real_type} NOT NULL
)"""
"""A learner's passphrase (an argon2 hash) on the standalone server: see euchre.classroom.identity."""
_ATTEMPTS = """
CREATE TABLE IF NOT EXISTS sign_in_attempts (
    key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    last_at {real_type} NOT NULL,
    locked_until {real_type} NOT NULL
)"""
"""Tries at a learner's passphrase or the class code, per name and per client, shared by every kernel
(each page is its own process): see euchre.classroom.limits."""
_META = "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"
_VERSION = "INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT (key) DO NOTHING"


class StoreError(Exception):
    """The progress store cannot be opened or used; the message says why and what to do."""


class Backend(Protocol):
    url: str

    def transaction(self, fn: Callable[[Execute], T]) -> T: ...

    def close(self) -> None: ...


def create_schema(execute: Execute, id_type: str, real_type: str) -> None:
    execute(_TABLE.format(id_type=id_type, real_type=real_type), ())
    for sql in _INDEXES:
        execute(sql, ())
    execute(_LEARNERS.format(real_type=real_type), ())
    execute(_ATTEMPTS.format(real_type=real_type), ())
    execute(_META, ())
    execute(_VERSION, (str(SCHEMA_VERSION),))


def check_schema(execute: Execute, where: str) -> None:
    """StoreError unless the tables are this app's: a table called `answers` with other columns, or
    a newer schema version, belongs to someone else (or a later version) and is never written to."""
    try:
        execute(f"SELECT id, {', '.join(COLUMNS)} FROM answers WHERE 1 = 0", ())
        rows = execute("SELECT value FROM meta WHERE key = 'schema_version'", ())
    except Exception as exc:
        raise StoreError(_("{where} holds an 'answers' table that is not Euchre Tutor's ({reason}): it was left "
                           "untouched. Point EUCHRE_TUTOR_DB at a new file or database.", where=where,
                           reason=_first_line(exc))) from None
    version = str(rows[0][0]) if rows else str(SCHEMA_VERSION)
    if not version.isdigit() or int(version) > SCHEMA_VERSION:
        raise StoreError(_("{where} was written by a newer Euchre Tutor (schema version {version}, this one reads "
                           "{known}): upgrade the app", where=where, version=version, known=SCHEMA_VERSION))


def _backoff(attempt: int) -> float:
    return min(0.5, 0.005 * 2**attempt) * random.uniform(0.5, 1.5)


# ---- SQLite -------------------------------------------------------------------------------
def _is_busy(exc: sqlite3.OperationalError) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return True
    text = str(exc).lower()
    return "locked" in text or "busy" in text


class SQLiteBackend:
    """One SQLite file in WAL mode: readers never block the writer, and each write is its own
    transaction (BEGIN IMMEDIATE ... COMMIT) with synchronous=FULL, so a committed answer survives
    a killed kernel (and a power cut). A busy database waits `busy_timeout`, then the whole
    transaction is retried with a growing, jittered pause for up to `retry_for` seconds."""

    def __init__(self, path: str, *, busy_timeout: float = 5.0, retry_for: float = 60.0) -> None:
        if sqlite3 is None:
            raise StoreError(_("this Python has no sqlite3 module, so the progress file {path} cannot be opened",
                               path=path))
        self.path = path
        self.url = "sqlite:///" + path
        self.retry_for = retry_for
        if path != ":memory:":
            _check_sqlite_file(Path(path))
            try:
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(_("cannot create the folder for the progress file {path}: {reason}", path=path,
                                   reason=exc.strerror)) from None
        try:
            self._conn = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise StoreError(_("cannot open the progress file {path}: {reason}", path=path, reason=str(exc))) from None
        self._lock = threading.RLock()
        self._conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        self._retry(self._setup)

    def _setup(self) -> None:
        self._check_tables()
        if self.path != ":memory:":
            mode = self._conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreError(_("the progress file {path} cannot use WAL mode (journal mode is {mode})",
                                   path=self.path, mode=mode))
        self._conn.execute("PRAGMA synchronous = FULL")
        self._run(lambda execute: create_schema(execute, "INTEGER PRIMARY KEY AUTOINCREMENT", "REAL"))

    def _check_tables(self) -> None:
        """Read (never write) what the file holds before anything changes it, WAL mode included."""
        where = _("the progress file {path}", path=self.path)
        try:
            names = {str(r[0]) for r in self._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        except sqlite3.OperationalError as exc:
            if _is_busy(exc):
                raise
            raise StoreError(_("{where} cannot be read ({reason}): it was left untouched", where=where,
                               reason=str(exc))) from None
        except sqlite3.DatabaseError as exc:
            raise StoreError(_("{where} is damaged or not a SQLite database ({reason}): it was left untouched. Restore "
                               "it from a backup, or point EUCHRE_TUTOR_DB at a new file", where=where,
                               reason=str(exc))) from None
        if not names:
            return
        if "answers" not in names:
            shown = ", ".join(sorted(names)[:5])
            raise StoreError(_("{where} is another program's database (its tables are {tables}; there is no 'answers' "
                               "table): it was left untouched. Point EUCHRE_TUTOR_DB at a new file", where=where,
                               tables=shown))
        if "meta" in names:
            check_schema(self._execute, where)
        else:
            try:
                self._execute(f"SELECT id, {', '.join(COLUMNS)} FROM answers WHERE 1 = 0", ())
            except sqlite3.DatabaseError as exc:
                raise StoreError(_("{where} holds an 'answers' table that is not Euchre Tutor's ({reason}): it was "
                                   "left untouched", where=where, reason=str(exc))) from None

    def _execute(self, sql: str, params: Sequence[Any]) -> list[Row]:
        return self._conn.execute(sql, tuple(params)).fetchall()

    def _run(self, fn: Callable[[Execute], T]) -> T:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            result = fn(self._execute)
            self._conn.execute("COMMIT")
            return result
        except BaseException:
            if self._conn.in_transaction:
                self._conn.execute("ROLLBACK")
            raise

    def _retry(self, fn: Callable[[], T]) -> T:
        deadline = time.monotonic() + self.retry_for
        attempt = 0
        while True:
            try:
                return fn()
            except sqlite3.OperationalError as exc:
                if not _is_busy(exc) or time.monotonic() > deadline:
                    raise StoreError(_("the progress file {path} is busy or unusable: {reason}", path=self.path,
                                       reason=str(exc))) from exc
            except sqlite3.DatabaseError as exc:
                raise StoreError(_("the progress file {path} is damaged: {reason}", path=self.path,
                                   reason=str(exc))) from exc
            attempt += 1
            time.sleep(_backoff(attempt))

    def transaction(self, fn: Callable[[Execute], T]) -> T:
        with self._lock:
            return self._retry(lambda: self._run(fn))

    def integrity(self) -> str:
        with self._lock:
            return str(self._conn.execute("PRAGMA integrity_check").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._conn.close()


# ---- PostgreSQL ---------------------------------------------------------------------------
class PostgresBackend:
    """A PostgreSQL database through psycopg 3. Each call is one transaction; a serialization
    failure, a deadlock or a dropped connection is retried (reconnecting when needed)."""

    RETRIES = 8

    def __init__(self, url: str, *, connect_timeout: int = 10) -> None:
        try:
            import psycopg
        except ImportError:
            raise StoreError(_("a postgresql:// progress store needs psycopg 3: pip install 'euchre-tutor[postgres]'")
                             ) from None
        self._psycopg = psycopg
        self.url = url
        self._connect_timeout = connect_timeout
        self._lock = threading.RLock()
        self._conn: Any = None
        self._connect()
        self.transaction(self._setup)

    def _connect(self) -> None:
        try:
            self._conn = self._psycopg.connect(self.url, autocommit=False, connect_timeout=self._connect_timeout)
        except self._psycopg.Error as exc:
            raise StoreError(_("cannot connect to the progress database: {reason}", reason=_first_line(exc))) from None

    def _setup(self, execute: Execute) -> None:
        execute("SELECT pg_advisory_xact_lock(72657463)", ())  # one creator at a time
        tables = {str(r[0]) for r in execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()", ())}
        if "answers" in tables:
            check_schema_pg(execute, tables, _("the progress database"))
        create_schema(execute, "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY", "DOUBLE PRECISION")

    def _run(self, fn: Callable[[Execute], T]) -> T:
        conn = self._conn

        def execute(sql: str, params: Sequence[Any]) -> list[Row]:
            cursor = conn.execute(sql.replace("?", "%s"), tuple(params))
            return list(cursor.fetchall()) if cursor.description is not None else []

        with conn.transaction():
            return fn(execute)

    def transaction(self, fn: Callable[[Execute], T]) -> T:
        errors = self._psycopg.errors
        retryable = (errors.SerializationFailure, errors.DeadlockDetected, self._psycopg.OperationalError)
        with self._lock:
            for attempt in range(self.RETRIES):
                try:
                    if self._conn is None or self._conn.closed or self._conn.broken:
                        self._connect()
                    return self._run(fn)
                except retryable as exc:
                    if attempt == self.RETRIES - 1:
                        raise StoreError(_("the progress database failed: {reason}", reason=_first_line(exc))) from exc
                    time.sleep(_backoff(attempt + 3))
        raise AssertionError("unreachable")

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()


def check_schema_pg(execute: Execute, tables: set[str], where: str) -> None:
    """The PostgreSQL form of check_schema: look at the columns without running a failing query."""
    columns = {str(r[0]) for r in execute(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = 'answers'", ())}
    missing = sorted({"id", *COLUMNS} - columns)
    if missing:
        raise StoreError(_("{where} holds an 'answers' table that is not Euchre Tutor's (it has no {columns}): it "
                           "was left untouched. Use a database of its own", where=where, columns=", ".join(missing)))
    if "meta" in tables:
        rows = execute("SELECT value FROM meta WHERE key = 'schema_version'", ())
        version = str(rows[0][0]) if rows else str(SCHEMA_VERSION)
        if not version.isdigit() or int(version) > SCHEMA_VERSION:
            raise StoreError(_("{where} was written by a newer Euchre Tutor (schema version {version}): upgrade the "
                               "app", where=where, version=version))


_SQLITE_HEADER = b"SQLite format 3\x00"


def _check_sqlite_file(path: Path) -> None:
    """StoreError if `path` exists and is not a SQLite file (checked from its first bytes, read only)."""
    if path.is_dir():
        example = path / "progress.sqlite"
        raise StoreError(_("the progress file {path} is a folder: name a file in it, e.g. {example}", path=path,
                           example=example))
    try:
        with path.open("rb") as f:
            head = f.read(len(_SQLITE_HEADER))
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreError(_("cannot read the progress file {path}: {reason}", path=path, reason=exc.strerror)) from None
    if head and head != _SQLITE_HEADER:
        raise StoreError(_("the progress file {path} is not a SQLite database (it does not start with SQLite's "
                           "header): it was left untouched. Point EUCHRE_TUTOR_DB at a new file", path=path))


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]
