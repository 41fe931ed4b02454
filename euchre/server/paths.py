"""Which notebook a page address would serve, decided once, before anything else looks at it.

Voila renders `/voila/render/<path>` by opening `<path>` inside the app root, so many spellings
reach one file: `teacher/dashboard.ipynb`, `//teacher/dashboard.ipynb`, `./teacher/...`,
`lessons/../teacher/...`, `teacher%2Fdashboard.ipynb` (tornado decodes the percent-encoding before
the handler sees the path), `tr/teacher/...` (the same page in Turkish). `resolve_page` walks the
path the way the file system would, inside the root, and answers with the one `Page` it reaches:
its plain spelling and whether it is a teacher's page. A page is the teacher's when any folder on
its way, as asked or as the file really lies (after links), is named `teacher` in any case, under
any language folder. Anything that does not reach an existing notebook inside the root, or holds
a control character, a `%`, a hidden part or an absurd length, is no page at all (None: 404).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

TEACHER_FOLDER = "teacher"
NOTEBOOK = ".ipynb"
MAX_PATH = 512
"""Characters: the app's longest page path is under 80."""


@dataclass(frozen=True)
class Page:
    path: str
    """The plain spelling, relative to the app root: `tr/teacher/dashboard.ipynb`."""
    teacher: bool


def _fold(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()


def is_teacher_path(path: str) -> bool:
    """Whether a folder of `path` (a relative, '/'-separated path) is the teachers' folder."""
    folders = path.replace("\\", "/").split("/")[:-1]
    return any(_fold(folder) == TEACHER_FOLDER for folder in folders)


def plain_parts(raw: str) -> list[str] | None:
    """The parts of a decoded page path after `\\`, `//`, `.` and `..` are resolved, or None when the
    path is malformed or climbs out of the root."""
    if not raw or len(raw) > MAX_PATH or "%" in raw:
        return None
    if any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 or ch in "\u2028\u2029" for ch in raw):
        return None
    parts: list[str] = []
    for part in raw.replace("\\", "/").split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                return None
            parts.pop()
            continue
        if part.startswith(".") or part != part.strip():
            return None
        parts.append(part)
    return parts or None


def resolve_page(root: Path | str, raw: str | None) -> Page | None:
    """The notebook inside `root` that the decoded page path `raw` reaches, or None."""
    parts = plain_parts(raw or "")
    if parts is None or not parts[-1].casefold().endswith(NOTEBOOK):
        return None
    try:
        base = Path(root).resolve(strict=True)
        target = base.joinpath(*parts).resolve(strict=True)
        if not target.is_relative_to(base) or not target.is_file():
            return None
        real = target.relative_to(base).as_posix()
    except (OSError, RuntimeError, ValueError):  # too long, a link loop, not there
        return None
    path = "/".join(parts)
    return Page(path=path, teacher=is_teacher_path(path) or is_teacher_path(real))
