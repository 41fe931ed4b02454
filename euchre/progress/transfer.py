"""A learner's progress as a file: written by the static edition (the learner downloads it), read by the
served app (the teacher imports it into the class's store under the learner's name).

The file is JSON: {"format": "euchre-tutor-progress", "version": 2, "exported_at": ..., "checks": [...],
"answers": [...]}, a check being {"page", "check", "at"} and an answer the fields of an AnswerRecord. Times
(`exported_at`, a check's `at`, an answer's `answered_at`) are written as ISO 8601 times in UTC that a person
can read ("2026-12-06T22:58:03.250Z"). Version 1 files hold Unix seconds (a number); both versions are read,
and an app that reads only version 1 refuses a version 2 file by its version, not as a damaged file.
Every field is checked on the way in (the file comes from a browser: anyone may have edited it); a bad file is a
ProgressFileError that says what is wrong, and nothing of it is stored.

    text = export_progress(log)                          # in the browser
    imported = import_progress(read_progress(text), store, "Ada")   # on the server
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from typing import Any

from euchre.engine.errors import EuchreError
from euchre.i18n import _
from euchre.progress import lessons
from euchre.progress.browser import BrowserLog
from euchre.progress.records import AnswerRecord, clean_learner
from euchre.progress.store import ProgressStore

FORMAT = "euchre-tutor-progress"
VERSION = 2
"""The version this app writes: 2, times as ISO 8601 text."""
READS = (1, 2)
"""The versions it reads: 1 held times as Unix seconds."""
MAX_BYTES = 5_000_000
MAX_ROWS = 50_000
_TEXT_FIELDS = ("question_code", "kind", "rules_name", "rules_options", "answer", "set_code", "uid")


class ProgressFileError(EuchreError):
    """The file is not a progress file this app can read; the message says why (a ValueError, shown to the
    teacher as it is)."""


@dataclass(frozen=True)
class ProgressFile:
    checks: tuple[tuple[str, str], ...]
    """(page id, check id) of every passed lesson check."""
    answers: tuple[AnswerRecord, ...]


def export_progress(log: BrowserLog) -> str:
    """Everything this browser's learner did, as the text of a progress file."""
    checks = [{"page": r["page"], "check": r["check"], "at": iso_time(r["at"])} for r in log.rows()
              if r["type"] == "check"]
    answers = []
    for answer in log.answers():
        fields = asdict(answer)
        for unused in ("id", "learner"):
            fields.pop(unused)
        fields["concepts"] = list(answer.concepts)
        fields["answered_at"] = iso_time(answer.answered_at)
        answers.append(fields)
    return json.dumps({"format": FORMAT, "version": VERSION, "exported_at": iso_time(time.time()), "checks": checks,
                       "answers": answers}, ensure_ascii=False, indent=1)


def iso_time(seconds: float) -> str:
    """Unix seconds as the file writes a time: ISO 8601 in UTC, to the millisecond ("2026-12-06T22:58:03.250Z")."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def read_time(value: object) -> float:
    """A time of the file as Unix seconds: an ISO 8601 time with its offset from UTC (as `iso_time` writes it),
    or a number (files written before times were ISO 8601). ValueError for anything else."""
    if isinstance(value, bool):
        raise ValueError("a time is not true or false")
    if isinstance(value, int | float):
        seconds = float(value)
    elif isinstance(value, str):
        when = datetime.fromisoformat(value.strip())
        if when.tzinfo is None:
            raise ValueError(f"the time {value!r} does not say its offset from UTC")
        seconds = when.timestamp()
    else:
        raise ValueError(f"{value!r} is not a time")
    if not math.isfinite(seconds):
        raise ValueError("a time must be finite")
    return seconds


def read_progress(text: str | bytes) -> ProgressFile:
    """The checks and answers of a progress file; ProgressFileError if it is not one."""
    if len(text) > MAX_BYTES:
        raise ProgressFileError(_("the file is too large to be a progress file ({size} bytes)", size=len(text)))
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise ProgressFileError(_("the file is not a progress file: it is not JSON")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProgressFileError(_("the file is not a Euchre Tutor progress file"))
    version = data.get("version")
    if isinstance(version, bool) or version not in READS:
        raise ProgressFileError(_("the progress file has version {version}; this app reads versions {first} to {last}",
                                  version=str(version)[:20], first=READS[0], last=READS[-1]))
    raw_checks, raw_answers = data.get("checks", []), data.get("answers", [])
    if not isinstance(raw_checks, list) or not isinstance(raw_answers, list):
        raise ProgressFileError(_("the progress file's checks and answers must be lists"))
    if len(raw_checks) + len(raw_answers) > MAX_ROWS:
        raise ProgressFileError(_("the progress file holds too many rows"))
    checks = []
    for n, row in enumerate(raw_checks, 1):
        page, check = (row.get("page"), row.get("check")) if isinstance(row, dict) else (None, None)
        if not isinstance(page, str) or not isinstance(check, str):
            raise ProgressFileError(_("check {n} of the progress file has no page or check id", n=n))
        try:
            lessons.lesson_check(*_moved(page, check))
        except KeyError:
            raise ProgressFileError(_("check {n} of the progress file names no lesson check of this app", n=n)
                                    ) from None
        checks.append((page, check))
    answers = tuple(_answer(row, n) for n, row in enumerate(raw_answers, 1))
    return ProgressFile(tuple(checks), answers)


def _moved(page: str, check: str) -> tuple[str, str]:
    return lessons.MOVED_CHECKS.get((page, check), page), check


def _answer(row: Any, n: int) -> AnswerRecord:
    bad = ProgressFileError(_("answer {n} of the progress file is damaged", n=n))
    if not isinstance(row, dict):
        raise bad
    if any(not isinstance(row.get(name, ""), str) for name in _TEXT_FIELDS) or not row.get("uid"):
        raise bad
    concepts = row.get("concepts", [])
    if not isinstance(concepts, list) or not all(isinstance(c, str) for c in concepts):
        raise bad
    try:
        at = read_time(row["answered_at"])
        position = int(row.get("position", -1))
        correct = row["correct"]
    except (KeyError, TypeError, ValueError):
        raise bad from None
    if not isinstance(correct, bool):
        raise bad
    return AnswerRecord(
        learner="", question_code=row["question_code"], kind=row["kind"], rules_name=row["rules_name"],
        rules_options=row["rules_options"], answer=row["answer"], correct=correct, answered_at=at,
        concepts=tuple(concepts), set_code=row.get("set_code", ""), position=position, uid=row["uid"],
    )


def import_progress(progress: ProgressFile, store: ProgressStore, learner: str) -> tuple[int, int]:
    """Store a progress file's answers and passed checks under `learner` (an answer already imported is
    not stored twice). Returns (answers, checks) read from the file. ValueError for an empty name."""
    name = clean_learner(learner)
    for answer in progress.answers:
        store.record(replace(answer, learner=name, uid=f"{name}:{answer.uid}"))
    for page, check in progress.checks:
        lessons.record_check(page, check, True, name, store=store)
    return len(progress.answers), len(progress.checks)


__all__ = [
    "FORMAT", "ProgressFile", "ProgressFileError", "export_progress", "import_progress", "iso_time", "read_progress",
    "read_time",
]
