"""Pages tell a learner which preset to pick by the name the Rules menu shows, in the page's language,
never by the preset's code name (the menu's value, which a learner never sees)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from euchre.explain.ruleset_names import PRESET_NAMES, preset_name
from euchre.i18n import ENGLISH, use_language
from euchre.i18n.notebooks import english_notebooks, generated_path
from euchre.i18n.tools import TRANSLATED

ROOT = Path(__file__).resolve().parent.parent
MARKS = "`*_\"'“”‘’«»"
MARKED_CODE = re.compile(
    rf"[{MARKS}]\s*(?:{'|'.join(re.escape(code) for code in PRESET_NAMES)})\s*[{MARKS}]")
"""A code name set off as something to pick: in backticks, quotes or emphasis (`hoyle`, *hoyle*)."""


def _page(lang: str, path: str) -> Path:
    return ROOT / path if lang == ENGLISH else generated_path(ROOT, lang, path)


def _markdown(lang: str, path: str) -> list[str]:
    nb = nbformat.read(_page(lang, path), as_version=4)
    return [cell.source for cell in nb.cells if cell.cell_type == "markdown"]


def test_the_check_spots_a_code_name_offered_as_a_menu_choice():
    assert MARKED_CODE.search("This page starts with the `hoyle` rules.")
    assert MARKED_CODE.search("Switch the rules to *standard* and try again.")
    assert MARKED_CODE.search("Kokeile `british`-sääntöjä.")
    assert not MARKED_CODE.search("This page starts with *Hoyle's rules*; the standard rules differ.")
    assert not MARKED_CODE.search("Üç kişilik Euchre (cutthroat)")


@pytest.mark.parametrize("lang", [ENGLISH, *TRANSLATED])
def test_no_page_names_a_preset_to_pick_by_its_code_name(lang):
    pages = english_notebooks(ROOT)
    assert len(pages) > 20
    found = [f"{lang}/{path}: {match.group(0)}" for path in pages for source in _markdown(lang, path)
             for match in MARKED_CODE.finditer(source)]
    assert found == []


@pytest.mark.parametrize("lang", [ENGLISH, *TRANSLATED])
@pytest.mark.parametrize(("path", "codes"), [
    ("exercises/05_who_leads.ipynb", ("hoyle", "standard")),
    ("exercises/15_bid_euchre_auction.ipynb", ("bid-euchre-moon", "double-deck-bid", "bid-euchre-6")),
    ("lessons/09_b_other_tables.ipynb", ("stick-the-dealer",)),
])
def test_a_page_names_the_presets_it_offers_as_the_menu_shows_them_in_its_language(lang, path, codes):
    text = "\n".join(_markdown(lang, path))
    with use_language(lang):
        names = [preset_name(code) for code in codes]
    assert [name for name in names if f"*{name}*" not in text] == []
