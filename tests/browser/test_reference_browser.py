"""The reference pages in a real browser: a lesson's link opens its word on the glossary page, the
word highlighted; a translated page opens with no stray output line; the cheat sheet follows its menu."""

from __future__ import annotations

from typing import Any

from test_app_browser import assert_clean

from euchre.explain.ruleset_names import preset_name
from euchre.i18n import use_language

SLOW = 240_000
"""Milliseconds: a whole page runs before Voila sends it, and the test machine may be busy."""


def test_a_lesson_link_opens_its_word_in_the_glossary(page: Any, app_server: Any, watch: Any) -> None:
    page.set_default_timeout(SLOW)
    page.goto(f"{app_server.base}/voila/render/tr/lessons/01_deck_and_ranks.ipynb", timeout=SLOW)
    page.get_by_role("heading", name="Ders 1 · Deste ve kartların sırası").wait_for()
    text = page.locator("body").inner_text()
    assert "'tr'" not in text, "the page's language was shown as an output line"
    page.locator('a[href$="glossary.ipynb#term-euchre"]').first.click()
    page.wait_for_url("**/tr/reference/glossary.ipynb#term-euchre", timeout=SLOW)
    page.locator("dt#term-euchre").wait_for()
    assert page.evaluate("document.querySelector('dt:target') && document.querySelector('dt:target').id") \
        == "term-euchre"
    assert page.locator("html").get_attribute("lang") == "tr"
    assert "'tr'" not in page.locator("body").inner_text()
    assert_clean(watch)


def test_the_cheat_sheet_is_written_for_the_ruleset_picked(page: Any, app_server: Any, watch: Any) -> None:
    page.set_default_timeout(SLOW)
    page.goto(f"{app_server.base}/voila/render/reference/cheat_sheet.ipynb", timeout=SLOW)
    with use_language("en"):
        standard, british = preset_name("standard"), preset_name("british")
    page.locator(".et-cheat h2", has_text=f"Euchre on one page: {standard}").wait_for()
    menu = page.locator(".et-cheat-sheet select")
    assert "british" not in menu.inner_text() and british in menu.inner_text().replace("\xa0", " ")
    menu.select_option(british)
    page.locator(".et-cheat h2", has_text=f"Euchre on one page: {british}").wait_for()
    assert page.locator('.et-cheat .et-card[data-card="B"]').count() == 1
    assert_clean(watch)
