"""The catalogue names every notebook the app serves, once, and nothing that is not there."""

from __future__ import annotations

from pathlib import Path

from euchre.catalog import TRACKS, all_pages

ROOT = Path(__file__).parents[1]


def test_every_page_exists_and_is_listed_once() -> None:
    ids = [page.id for page in all_pages()]
    assert len(ids) == len(set(ids))
    for page in all_pages():
        assert (ROOT / page.path).is_file(), page.path


def test_every_served_notebook_is_in_the_catalogue() -> None:
    listed = {page.path for page in all_pages()}
    for folder in ("lessons", "exercises", "strategy", "teacher"):
        for nb in (ROOT / folder).glob("*.ipynb"):
            assert f"{folder}/{nb.name}" in listed, nb


def test_track_ids_are_unique() -> None:
    assert len({t.id for t in TRACKS}) == len(TRACKS)
