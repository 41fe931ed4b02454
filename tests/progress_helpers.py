"""Helpers for the progress store tests: a real PostgreSQL server on a free port, and writer
processes that hammer one store at once.

The server is Debian's (initdb and pg_ctl from /usr/lib/postgresql/*/bin), started on a fresh
temporary folder and 127.0.0.1 only, with trust authentication, and stopped afterwards. PostgreSQL
refuses to run as root, so as root it runs as the `postgres` user (runuser). Without PostgreSQL or
psycopg the tests that need it are skipped with the reason, except under CI=true, where that is a
failure.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

WRITER = r"""
import sys, time
from euchre.progress import AnswerRecord, open_store
url, writer, count, start = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
store = open_store(url)
while time.time() < start:
    time.sleep(0.001)
i = 0
while count < 0 or i < count:
    store.record(AnswerRecord(
        learner=f"writer {writer}", question_code=f"W1-{i:04d}", kind="which_card_wins", rules_name="standard",
        rules_options="{}", answer='"JD"', correct=i % 2 == 0, answered_at=time.time(), concepts=("following suit",),
        set_code="concurrency", position=i,
    ))
    print(i, flush=True)
    i += 1
"""


def writer_command(url: str, writer: int, count: int, start: float) -> list[str]:
    """A process that writes `count` answers (forever if negative), printing each index once committed."""
    return [sys.executable, "-c", WRITER, url, str(writer), str(count), str(start)]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def postgres_bin() -> Path | None:
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name), reverse=True)
    for folder in candidates:
        if (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    found = shutil.which("initdb")
    return Path(found).resolve().parent if found and shutil.which("pg_ctl") else None


def require_postgres() -> Path:
    folder = postgres_bin()
    reason = ""
    if folder is None:
        reason = "PostgreSQL is not installed (no initdb/pg_ctl): apt-get install postgresql to run these tests"
    else:
        try:
            import psycopg  # noqa: F401
        except ImportError:
            reason = "psycopg is not installed: pip install 'euchre-tutor[postgres]' to run these tests"
    if reason:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(reason + " (CI=true, so this is a failure, not a skip)", pytrace=False)
        pytest.skip(reason)
    assert folder is not None
    return folder


@dataclass
class PostgresServer:
    folder: Path
    bin: Path
    port: int
    as_user: list[str]

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/euchre"

    def run(self, *args: str) -> None:
        subprocess.run([*self.as_user, *args], check=True, capture_output=True, text=True, timeout=120)

    def stop(self) -> None:
        try:
            self.run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def start_postgres() -> PostgresServer:
    """A fresh server on a temporary folder and a free port of 127.0.0.1, with an `euchre` database."""
    binaries = require_postgres()
    folder = Path(tempfile.mkdtemp(prefix="euchre-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    server = PostgresServer(folder, binaries, free_port(), as_user)
    try:
        server.run(str(binaries / "initdb"), "-D", str(folder / "data"), "-U", "postgres", "--auth=trust",
                   "--no-sync", "-E", "UTF8", "--locale=C")
        options = f"-h 127.0.0.1 -p {server.port} -k {folder} -c fsync=off -c max_connections=60"
        server.run(str(binaries / "pg_ctl"), "-D", str(folder / "data"), "-o", options, "-l", str(folder / "log"),
                   "-w", "-t", "60", "start")
    except subprocess.CalledProcessError as exc:
        log = (folder / "log").read_text(errors="replace") if (folder / "log").exists() else ""
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"PostgreSQL did not start: {exc.stderr}\n{log}") from None
    import psycopg

    for _ in range(50):
        try:
            with psycopg.connect(f"postgresql://postgres@127.0.0.1:{server.port}/postgres", autocommit=True) as conn:
                conn.execute("CREATE DATABASE euchre")
            break
        except psycopg.OperationalError:
            time.sleep(0.1)
    return server
