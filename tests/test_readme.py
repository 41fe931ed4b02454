"""The README a newcomer reads: short, its links resolve, and its engine example runs as it says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _local_links(path: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return [t for t in LINK.findall(text) if not re.match(r"[a-z]+:", t) and not t.startswith("#")]


def test_the_readme_is_short_enough_to_read_in_five_minutes() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 170
    assert len(text.split()) <= 1500


@pytest.mark.parametrize("doc", [README, *sorted((ROOT / "docs").glob("*.md")), ROOT / "bench" / "RESULTS.md"],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_every_local_link_resolves(doc: Path) -> None:
    missing = [t for t in _local_links(doc) if not (doc.parent / t.split("#")[0]).exists()]
    assert not missing, f"{doc.name} links to files that do not exist: {missing}"


def test_the_readme_engine_example_runs_as_its_comments_say() -> None:
    text = README.read_text(encoding="utf-8")
    block = re.search(r"## The engine in ten lines\s+```python\n(.*?)```", text, re.S)
    assert block, "the README has no engine example"
    namespace: dict[str, object] = {}
    raised = []
    for line in block[1].splitlines():
        code = line.split("  #")[0].strip()
        if not code:
            continue
        try:
            exec(code, namespace)
        except ValueError as exc:
            assert type(exc).__name__ in line, f"{code!r} raised {type(exc).__name__}, which its comment does not say"
            raised.append(code)
    assert len(raised) == 1, "the example shows exactly one refused action"
