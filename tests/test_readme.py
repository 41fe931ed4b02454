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


def _shown_as(comment: str) -> re.Pattern[str] | None:
    """The value a comment says a line gives (from its first bracket or quote; "..." stands for the
    rest), as a pattern for the value's repr; None for a comment that says no value."""
    found = re.search(r"[(\['\"]", comment)
    if found is None:
        return None
    parts = comment[found.start():].strip().split("...")
    return re.compile(".*?".join(re.escape(part) for part in parts), re.S)


def _refusal_said(comment: str) -> re.Pattern[str]:
    """The message a refused line's comment quotes after the error's name: "Name (...): message ..."."""
    said = comment.split("): ", 1)[1].strip()
    return re.compile(".*?".join(re.escape(part) for part in said.split("...")), re.S)


def test_the_readme_engine_example_runs_as_its_comments_say() -> None:
    text = README.read_text(encoding="utf-8")
    block = re.search(r"## The engine in ten lines\s+```python\n(.*?)```", text, re.S)
    assert block, "the README has no engine example"
    namespace: dict[str, object] = {}
    raised, checked = [], 0
    for line in block[1].splitlines():
        code, _hash, comment = (part.strip() for part in line.partition("  #"))
        if not code:
            continue
        try:
            tree = compile(code, "README", "eval")
        except SyntaxError:
            tree = None
        try:
            if tree is None:
                exec(code, namespace)
                continue
            value = eval(tree, namespace)
        except ValueError as exc:
            assert type(exc).__name__ in comment, f"{code!r} raised {type(exc).__name__}, not in its comment"
            assert _refusal_said(comment).fullmatch(str(exc)), f"{code!r} says {str(exc)!r}, not its comment"
            raised.append(code)
            continue
        expected = _shown_as(comment)
        if expected is not None:
            assert expected.fullmatch(repr(value)), f"{code!r} gives {value!r}, not what its comment says: {comment}"
            checked += 1
    assert len(raised) == 1, "the example shows exactly one refused action"
    assert checked >= 4, "the example's comments say what most lines give"


def test_the_advice_section_says_what_its_terms_and_numbers_mean() -> None:
    """A newcomer read "games against plain PIMC ... with 95% intervals" above an empty table: an acronym never
    spelled out, intervals never explained, and no figure to read nor a word on where the figures are."""
    text = README.read_text(encoding="utf-8")
    section = text.split("## How good the advice is", 1)[1].split("\n## ", 1)[0]
    assert "PIMC (perfect-information Monte Carlo" in section
    assert "95% interval: " in section and "50% is level" in section
    assert "bench/RESULTS.md" in section.split("<!-- strategy table")[0].split("95% interval")[1]
