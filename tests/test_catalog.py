"""The catalogue names every notebook the app serves, once, and nothing that is not there."""

from __future__ import annotations

from pathlib import Path

from euchre.i18n import LANGUAGES, use_language
from euchre.tutor.catalog import TRACKS, all_pages, index_path

ROOT = Path(__file__).parents[1]


def test_every_page_exists_and_is_listed_once() -> None:
    ids = [page.id for page in all_pages()]
    assert len(ids) == len(set(ids))
    for page in all_pages():
        assert (ROOT / page.path).is_file(), page.path


def test_every_served_notebook_is_in_the_catalogue() -> None:
    listed = {page.path for page in all_pages()}
    for folder in ("lessons", "exercises", "strategy", "teacher", "reference"):
        for nb in (ROOT / folder).glob("*.ipynb"):
            assert f"{folder}/{nb.name}" in listed, nb


def test_track_ids_are_unique() -> None:
    assert len({t.id for t in TRACKS}) == len(TRACKS)


def test_every_page_exists_in_every_language():
    for lang in LANGUAGES:
        assert (ROOT / index_path(lang)).is_file(), index_path(lang)
        for page in all_pages():
            assert (ROOT / page.path_in(lang)).is_file(), page.path_in(lang)


def test_every_served_notebook_of_every_language_is_listed():
    listed = {path for lang in LANGUAGES for path in (index_path(lang), *(page.path_in(lang) for page in all_pages()))}
    for lang in LANGUAGES:
        base = ROOT if lang == "en" else ROOT / lang
        folders = ("lessons", "exercises", "strategy", "teacher", "reference")
        found = {nb.relative_to(ROOT).as_posix() for folder in folders for nb in (base / folder).glob("*.ipynb")}
        assert found and found <= listed, found - listed


def test_titles_are_shown_in_the_current_language():
    page = all_pages()[0]
    with use_language("tr"):
        turkish = page.shown_title()
    assert page.shown_title() == page.title and turkish != page.title
