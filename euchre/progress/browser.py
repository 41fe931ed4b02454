"""Progress kept in the learner's browser, for the static edition (the pages run in Pyodide, with no server).

There is no SQLite in the browser's Python (and SQLite on a browser's file system is known to corrupt), so
the progress is a log: one JSON line per passed lesson check or answered question, appended to a file in a
folder that lives in the browser's IndexedDB (Emscripten's IDBFS). Every page's first cell awaits
`load_browser_progress()`, which mounts that folder and reads it back; each write is followed by a save to
IndexedDB. A line is never rewritten, so a page closed in the middle of a save loses at most that line.

    await load_browser_progress()        # first cell of every static page (does nothing elsewhere)
    log = browser_log()                  # None outside a browser
    log.add_check("~me", "lessons/01_deck_and_ranks", "highest-card")
    log.export_json()                    # the file a learner downloads (see euchre.progress.transfer)
"""

from __future__ import annotations

import json
import logging
import sys
import time
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path
from typing import Any

from euchre.progress.records import AnswerRecord

log = logging.getLogger(__name__)

MOUNT = "/euchre-progress"
"""The folder kept in IndexedDB."""
LOG_FILE = "progress.jsonl"
_state: dict[str, Any] = {"mounted": False, "log": None}


def in_browser() -> bool:
    """Whether this Python runs in a browser (Pyodide), i.e. on a page of the static edition."""
    return sys.platform == "emscripten"


async def load_browser_progress() -> None:
    """Mount the IndexedDB folder and read what earlier visits saved (once per page; nothing outside a browser)."""
    if not in_browser() or _state["mounted"]:
        return
    import js  # type: ignore[import-not-found]  # Pyodide's modules, present only in a browser
    import pyodide_js  # type: ignore[import-not-found]

    fs = pyodide_js.FS
    fs.mkdirTree(MOUNT)
    fs.mount(fs.filesystems.IDBFS, js.Object.new(), MOUNT)
    _state["mounted"] = True
    error = await _sync(populate=True)
    if error:
        log.warning("progress saved in this browser could not be read: %s", error)


def _sync(*, populate: bool) -> Any:
    """FS.syncfs as an awaitable (populate: IndexedDB to the folder; else the folder to IndexedDB)."""
    import asyncio

    import pyodide_js  # type: ignore[import-not-found]
    from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]

    done = asyncio.get_event_loop().create_future()

    def finished(error: object = None) -> None:
        if not done.done():
            done.set_result(str(error) if error else "")

    pyodide_js.FS.syncfs(populate, create_once_callable(finished))
    return done


def _save_soon() -> None:
    """Start writing the folder to IndexedDB; the browser finishes it while Python goes on."""
    if in_browser() and _state["mounted"]:
        _sync(populate=False)


class BrowserLog:
    """The progress log of one browser: a JSON-lines file, read once and appended to."""

    def __init__(self, path: Path, *, on_write: Any = None) -> None:
        self.path = path
        self._on_write = on_write
        self._rows: list[dict[str, Any]] = list(self._read())

    def _read(self) -> Iterator[dict[str, Any]]:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return
        except OSError as exc:
            log.warning("cannot read the progress kept in this browser: %s", exc)
            return
        for line in lines:
            try:
                row = json.loads(line)
            except ValueError:
                continue  # a line cut short by a closed page: the lines before and after it still count
            if isinstance(row, dict) and row.get("type") in ("check", "answer"):
                yield row

    def _append(self, row: dict[str, Any]) -> None:
        self._rows.append(row)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
        if self._on_write is not None:
            self._on_write()

    # ---- lesson checks ----
    def add_check(self, learner: str, page_id: str, check_id: str) -> None:
        if (page_id, check_id) not in self.checks(learner):
            self._append({"type": "check", "learner": learner, "page": page_id, "check": check_id,
                          "at": time.time()})

    def checks(self, learner: str) -> set[tuple[str, str]]:
        return {(str(r["page"]), str(r["check"])) for r in self._rows
                if r["type"] == "check" and r.get("learner") == learner}

    # ---- answers ----
    def add_answer(self, answer: AnswerRecord) -> AnswerRecord:
        for i, row in enumerate(self._rows):
            if row["type"] == "answer" and row.get("uid") == answer.uid:
                return _answer(row, i + 1)
        fields = asdict(answer)
        fields.pop("id")
        fields["concepts"] = list(answer.concepts)
        self._append({"type": "answer", **fields})
        return _answer(self._rows[-1], len(self._rows))

    def answers(self) -> list[AnswerRecord]:
        return sorted((_answer(r, i + 1) for i, r in enumerate(self._rows) if r["type"] == "answer"),
                      key=lambda a: (a.answered_at, a.id or 0))

    def rows(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self._rows]


def _answer(row: dict[str, Any], row_id: int) -> AnswerRecord:
    return AnswerRecord(
        learner=str(row["learner"]), question_code=str(row["question_code"]), kind=str(row["kind"]),
        rules_name=str(row["rules_name"]), rules_options=str(row["rules_options"]), answer=str(row["answer"]),
        correct=bool(row["correct"]), answered_at=float(row["answered_at"]),
        concepts=tuple(str(c) for c in row.get("concepts", ())), set_code=str(row.get("set_code", "")),
        position=int(row.get("position", -1)), uid=str(row["uid"]), id=row_id,
    )


def browser_log() -> BrowserLog | None:
    """This page's progress log in the browser's storage; None outside a browser."""
    if not in_browser():
        return None
    if _state["log"] is None:
        _state["log"] = BrowserLog(Path(MOUNT) / LOG_FILE, on_write=_save_soon)
    return _state["log"]


__all__ = ["BrowserLog", "browser_log", "in_browser", "load_browser_progress"]
