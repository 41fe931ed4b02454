"""The one-page rules summary prints on one page: every preset, on A4 and on Letter, in English and in
the language with the longest words (Finnish), as Chromium prints it."""

from __future__ import annotations

import re

import pytest

from euchre import Rules
from euchre.i18n import use_language
from euchre.widgets.cheatsheet import cheat_sheet_html


def _pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", pdf))


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_sheet_of_every_preset_prints_on_one_page(browser, lang: str) -> None:
    page = browser.new_page()
    try:
        for preset in Rules.preset_names():
            with use_language(lang):
                html = cheat_sheet_html(Rules.preset(preset))
            page.set_content(f"<!doctype html><html><body><p>page chrome that is not printed</p>{html}</body></html>")
            for size in ("A4", "Letter"):
                pdf = page.pdf(format=size)
                assert _pages(pdf) == 1, (lang, preset, size, _pages(pdf))
    finally:
        page.close()
