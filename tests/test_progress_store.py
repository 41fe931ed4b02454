"""The progress store: SQLite by default, PostgreSQL by URL; transactions that lose nothing when
several processes write at once, retries on a busy database, and a killed writer that loses at
most the answer it was writing."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from progress_helpers import start_postgres, writer_command

from euchre.progress import AnswerRecord, StoreError, answer_record, default_url, open_store
from euchre.progress.backends import SQLiteBackend
from euchre.progress.store import ProgressStore, sqlite_path
from euchre.tutor import grade, make_question, solve


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    server = start_postgres()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/progress.sqlite"
        return
    url = request.getfixturevalue("postgres_url")
    with open_store(url) as store:  # each test starts from an empty table
        store.backend.transaction(lambda execute: execute("DELETE FROM answers", ()))
    yield url


def record(learner: str = "Ada", i: int = 0, correct: bool = True, set_code: str = "") -> AnswerRecord:
    return AnswerRecord(
        learner=learner, question_code=f"W1-{i:04d}", kind="which_card_wins", rules_name="standard",
        rules_options="{}", answer='"JD"', correct=correct, answered_at=1000.0 + i, concepts=("following suit",),
        set_code=set_code, position=i,
    )


# ---- where the store is -----------------------------------------------------------------------
def test_default_is_sqlite_in_the_user_data_dir() -> None:
    assert default_url({"HOME": "/home/ada"}) == "sqlite:////home/ada/.local/share/euchre-tutor/progress.sqlite"
    assert default_url({"HOME": "/h", "XDG_DATA_HOME": "/data"}) == "sqlite:////data/euchre-tutor/progress.sqlite"
    assert sqlite_path(default_url({"HOME": "/home/ada"})) == "/home/ada/.local/share/euchre-tutor/progress.sqlite"
    assert default_url({"HOME": "/h", "EUCHRE_TUTOR_DB": "postgresql://db/x"}) == "postgresql://db/x"
    assert default_url({"HOME": "/h", "EUCHRE_TUTOR_DB": "/srv/p.sqlite"}) == "/srv/p.sqlite"


def test_sqlite_urls_and_paths() -> None:
    assert sqlite_path("sqlite:////srv/class/p.sqlite") == "/srv/class/p.sqlite"
    assert sqlite_path("sqlite:///:memory:") == ":memory:"
    assert sqlite_path("/tmp/x.sqlite") == "/tmp/x.sqlite"
    with pytest.raises(StoreError, match="sqlite:////path"):
        sqlite_path("sqlite://host/x")
    with pytest.raises(StoreError, match="unknown progress store"):
        open_store("mysql://db/x")


def test_three_slashes_and_a_relative_path_are_refused_and_nothing_is_made_at_the_root(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """sqlite:///dir/x.sqlite is a relative path in SQLAlchemy's reading: refused with the four-slash
    spelling, and no folder is made at the root of the file system (nor in the current folder)."""
    monkeypatch.chdir(tmp_path)
    name = "euchre-tutor-no-such-dir-9f3a"
    with pytest.raises(StoreError, match=f"sqlite:////{name}/x.sqlite"):
        open_store(f"sqlite:///{name}/x.sqlite")
    monkeypatch.setenv("EUCHRE_TUTOR_DB", f"sqlite:///{name}/x.sqlite")
    with pytest.raises(StoreError, match="four slashes"):
        default_url()
    assert not Path("/" + name).exists() and not (tmp_path / name).exists()
    url = f"sqlite:///{tmp_path}/abs.sqlite"  # what scripts/test writes: $(mktemp -d) starts with a slash
    assert url.startswith("sqlite:////")
    with open_store(url) as store:
        store.record(record())
        assert store.url == url and sqlite_path(store.url) == str(tmp_path / "abs.sqlite")
    assert (tmp_path / "abs.sqlite").is_file()


def test_env_var_picks_the_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TUTOR_DB", str(tmp_path / "sub" / "mine.sqlite"))
    with open_store() as store:
        store.record(record())
    assert (tmp_path / "sub" / "mine.sqlite").is_file()


def test_sqlite_uses_wal_and_a_busy_timeout(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path}/p.sqlite") as store:
        backend = store.backend
        assert isinstance(backend, SQLiteBackend)
        conn = backend._conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA busy_timeout").fetchone()[0] == 5000
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


# ---- the same behaviour on both databases -----------------------------------------------------------
def test_record_and_read_back(store_url: str) -> None:
    question = make_question("legal_follow", rules="hoyle", difficulty=2, seed=5)
    right = list(solve(question).expected)
    with open_store(store_url) as store:
        saved = store.record(answer_record("Ada", question, right, grade(question, right), set_code="F2-0005-5H",
                                           position=0, at=999.0))
        store.record(record("<b>Bob</b>", 1, correct=False, set_code="F2-0005-5H"))
        store.record(record("Ada", 2))
        assert saved.id is not None and store.count() == 3
        got = store.answers(learner="Ada")
        assert [a.question_code for a in got] == [question.code, "W1-0002"]
        first = got[0]
        assert first.rules == question.rules and first.rules_name == "hoyle"
        assert first.answer_value == right and first.correct and first.kind == "legal_follow"
        assert "following suit" in first.concepts
        assert sorted(store.learners()) == ["<b>Bob</b>", "Ada"]
        assert store.learners(set_code="F2-0005-5H") == sorted(["<b>Bob</b>", "Ada"])
        assert store.set_codes() == ["F2-0005-5H"]
        assert store.count(learner="Ada", set_code="F2-0005-5H") == 1


def test_a_retried_write_is_stored_once(store_url: str) -> None:
    answer = record()
    with open_store(store_url) as store:
        assert store.record(answer).id == store.record(answer).id
        assert store.count() == 1


def test_unicode_and_markup_in_names_are_kept_as_given(store_url: str) -> None:
    name = "<img src=x onerror=alert(1)> Zoë ♥ '; DROP TABLE answers; --"
    with open_store(store_url) as store:
        store.record(record(name))
        assert store.learners() == [name]
        assert store.answers(learner=name)[0].learner == name


def test_processes_writing_at_once_lose_nothing(store_url: str) -> None:
    writers, each = 4, 100
    open_store(store_url).close()  # not needed for correctness: the writers also race to create the schema
    start = time.time() + 1.5
    procs = [subprocess.Popen(writer_command(store_url, w, each, start), stdout=subprocess.PIPE, text=True)
             for w in range(writers)]
    outputs = [p.communicate(timeout=180)[0] for p in procs]
    assert [p.returncode for p in procs] == [0] * writers
    assert all(len(out.split()) == each for out in outputs)
    with open_store(store_url) as store:
        assert store.count(set_code="concurrency") == writers * each
        for w in range(writers):
            positions = [a.position for a in store.answers(learner=f"writer {w}")]
            assert positions == list(range(each))


# ---- SQLite: busy files and killed kernels ----------------------------------------------------------
def test_a_locked_file_is_retried_until_it_is_free(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite"
    store = ProgressStore(SQLiteBackend(str(path), busy_timeout=0.05, retry_for=30))
    blocker = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN EXCLUSIVE")
    threading.Timer(0.6, lambda: blocker.execute("COMMIT")).start()
    started = time.monotonic()
    store.record(record())
    assert time.monotonic() - started >= 0.5
    assert store.count() == 1
    blocker.close()
    store.close()


def test_a_file_locked_for_too_long_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite"
    store = ProgressStore(SQLiteBackend(str(path), busy_timeout=0.05, retry_for=0.3))
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    with pytest.raises(StoreError, match="busy"):
        store.record(record())
    blocker.execute("COMMIT")
    store.record(record())  # usable again afterwards
    assert store.count() == 1
    blocker.close()
    store.close()


def test_a_killed_writer_loses_at_most_the_answer_being_written(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/p.sqlite"
    proc = subprocess.Popen(writer_command(url, 0, -1, 0.0), stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    committed = 0
    while committed < 40:
        line = proc.stdout.readline()
        assert line, "the writer stopped early"
        committed += 1
    proc.send_signal(signal.SIGKILL)
    rest = proc.stdout.read()
    proc.wait()
    committed += len(rest.split())
    with open_store(url) as store:
        stored = store.count()
        assert committed <= stored <= committed + 1
        assert isinstance(store.backend, SQLiteBackend) and store.backend.integrity() == "ok"
        store.record(record("after"))  # no lock left behind
        assert store.count() == stored + 1


def test_an_unwritable_place_is_a_clear_error(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    with pytest.raises(StoreError, match="cannot"):
        open_store(f"sqlite:///{blocked}/progress.sqlite")


def test_postgres_without_a_server_is_a_clear_error() -> None:
    pytest.importorskip("psycopg")
    with pytest.raises(StoreError, match="cannot connect"):
        open_store("postgresql://nobody@127.0.0.1:1/none?connect_timeout=2")
