"""The README's one current strategy table: `bench/results.py`'s `readme_row` keeps a row per measure, replaces
a row measured again, keeps the others, and refuses a README that has lost its table."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.fixture
def results():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(BENCH))
    try:
        import results as module

        yield module
    finally:
        sys.path.remove(str(BENCH))


def readme(tmp_path: Path, results) -> Path:  # type: ignore[no-untyped-def]
    path = tmp_path / "README.md"
    path.write_text(f"# Title\n\nBefore.\n\n{results.README_START}\n| measure | result | measured |\n|---|---|---|\n"
                    f"{results.README_END}\n\nAfter.\n", encoding="utf-8")
    return path


def rows(path: Path) -> list[list[str]]:
    return [[c.strip() for c in line.strip("|").split("|")] for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("| ") and not line.startswith("| measure ")]


def test_a_new_measure_is_added_and_a_remeasured_one_replaced(tmp_path: Path, results) -> None:  # type: ignore[no-untyped-def]
    path = readme(tmp_path, results)
    day1, day2 = datetime(2026, 12, 1, tzinfo=UTC), datetime(2026, 12, 6, tzinfo=UTC)
    results.readme_row("expert bot against PIMC-100", "50.6% of the points", path, day1)
    results.readme_row("advisor: agreement", "94/131 (72%)", path, day1)
    results.readme_row("expert bot against PIMC-100", "51.0% of the points", path, day2)
    assert rows(path) == [["expert bot against PIMC-100", "51.0% of the points", "2026-12-06"],
                          ["advisor: agreement", "94/131 (72%)", "2026-12-01"]]
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Title\n\nBefore.\n") and text.endswith("After.\n")


def test_a_readme_without_its_table_is_refused_and_left_as_it_was(tmp_path: Path, results) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "README.md"
    path.write_text("# Title\n", encoding="utf-8")
    with pytest.raises(ValueError, match="no strategy table"):
        results.readme_row("x", "y", path)
    assert path.read_text(encoding="utf-8") == "# Title\n"


def test_the_projects_readme_has_the_table_the_bench_writes(results) -> None:  # type: ignore[no-untyped-def]
    text = results.README.read_text(encoding="utf-8")
    assert 0 <= text.find(results.README_START) < text.find(results.README_END)
