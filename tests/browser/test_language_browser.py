"""The browser's language reaches the kernel, the picker switches it with no restart, and two
learners on one server read two languages at the same time; a pre-heated page opens in the
browser's language too.

This module serves its own app root (EUCHRE_TUTOR_ROOT): the project's voila.json (which pre-heats
the index), an index that says which language it resolved, and one page that imports the widgets
(every page does; the picker comes with them) and has a Turkish copy, so it depends on no lesson's
wording.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

from conftest import App, free_port, require_chromium, start_app, stop_app, wait_until_serving

ROOT = Path(__file__).resolve().parents[2]
PAGE = "languages.ipynb"
WIDGET_PAGES = {
    "quiz.ipynb": "from euchre.widgets import QuizWidget\nQuizWidget('which_card_wins', count=3)",
    "puzzles.ipynb": "from euchre.puzzles import MemoryHistory\nfrom euchre.widgets.puzzle import PuzzlePage\n"
                     "PuzzlePage(history=MemoryHistory(), mode='practice')",
    "trainer.ipynb": "from euchre.widgets import TrainerWidget\n"
                     "TrainerWidget(seed=1, hint_samples=8, review_samples=8, time_limit=None)",
}
"""Pages of one widget each (no narrative, so every word on them is the widgets' and the picker's)."""


def _notebook(path: Path, *cells: nbformat.NotebookNode) -> None:
    nb = nbformat.v4.new_notebook(cells=list(cells))
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nbformat.write(nb, path)


@pytest.fixture(scope="module")
def language_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    require_chromium()
    root = tmp_path_factory.mktemp("language-root")
    shutil.copy(ROOT / "voila.json", root / "voila.json")
    _notebook(root / "index.ipynb", nbformat.v4.new_markdown_cell("# Index"), nbformat.v4.new_code_cell(
        "import os\nimport euchre.widgets\nfrom euchre.i18n import resolve_language\n"
        "print('resolved:', *resolve_language(), 'pre-heated:', os.environ.get('VOILA_PREHEAT'))"))
    _notebook(root / PAGE, nbformat.v4.new_code_cell("import euchre.widgets"))  # the picker comes with it
    for name, code in WIDGET_PAGES.items():
        _notebook(root / name, nbformat.v4.new_code_cell(code))
    (root / "tr").mkdir()
    _notebook(root / "tr" / PAGE, nbformat.v4.new_code_cell(
        "from euchre.i18n import set_page_language\nset_page_language('tr')"), nbformat.v4.new_code_cell(
        "import euchre.widgets"))
    env = {"EUCHRE_TUTOR_ROOT": str(root), "EUCHRE_TUTOR_LANG_PREFS": str(root / "languages.json")}
    before = {key: os.environ.get(key) for key in (*env, "EUCHRE_TUTOR_LANG")}
    os.environ.update(env)
    os.environ.pop("EUCHRE_TUTOR_LANG", None)
    try:
        app = start_app(free_port(), root / "app.log", root)
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    try:
        wait_until_serving(app)
        yield app
    finally:
        stop_app(app)


def _open(browser: object, app: App, locale: str, path: str = PAGE) -> object:
    context = browser.new_context(locale=locale, viewport={"width": 1000, "height": 700})  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.route("**/*", lambda route: route.continue_() if "127.0.0.1" in route.request.url
               or route.request.url.startswith(("data:", "blob:")) else route.abort())
    page.goto(f"{app.base}/voila/render/{path}")
    page.locator(".et-language select").wait_for()
    return page


def _label(page: object) -> str:
    return page.locator(".et-language label[for]").inner_text().strip()  # type: ignore[attr-defined]


def _chosen(page: object) -> str:
    return page.locator(".et-language select").evaluate("s => s.options[s.selectedIndex].text")  # type: ignore[attr-defined]


def test_the_browsers_language_is_the_pages_language(browser, language_app):
    turkish = _open(browser, language_app, "tr-TR")
    finnish = _open(browser, language_app, "fi-FI")  # a second learner, at the same time
    try:
        assert (_chosen(turkish), _label(turkish)) == ("Türkçe", "Dil")
        assert (_chosen(finnish), _label(finnish)) == ("suomi", "Kieli")
    finally:
        turkish.context.close()
        finnish.context.close()


def test_the_picker_switches_the_language_without_a_restart(browser, language_app):
    page = _open(browser, language_app, "en-US")
    try:
        assert (_chosen(page), _label(page)) == ("English", "Language")
        page.locator(".et-language select").select_option(label="Azərbaycanca")
        page.get_by_text("Proqramın dili indi: Azərbaycanca.").wait_for()
        assert _label(page) == "Dil"
        page.locator(".et-language select").select_option(label="suomi")
        page.get_by_text("Kieli on nyt suomi.").wait_for()
        assert _label(page) == "Kieli"
    finally:
        page.context.close()
    assert not (Path(language_app.log).parent / "languages.json").exists()  # nobody named: not saved


def test_the_picker_links_to_the_page_in_the_languages_it_exists_in(browser, language_app):
    page = _open(browser, language_app, "en-US")
    try:
        links = page.locator(".et-language-pages a")
        assert links.count() == 1 and links.first.inner_text() == "Türkçe"
        assert links.first.get_attribute("hreflang") == "tr"
        links.first.click()
        page.wait_for_url(f"**/voila/render/tr/{PAGE}")
        page.locator(".et-language select").wait_for()
        assert (_chosen(page), _label(page)) == ("Türkçe", "Dil")  # the Turkish page speaks Turkish
        assert page.locator(".et-language-pages a").first.inner_text() == "English"
    finally:
        page.context.close()


def test_picking_a_language_the_page_is_written_in_opens_that_page(browser, language_app):
    """The narrative of a page is its notebook's: picking Türkçe on the English page opens the Turkish
    notebook; on it, picking a language it has no notebook in switches the widgets and stays."""
    page = _open(browser, language_app, "en-US")
    try:
        page.locator(".et-language select").select_option(label="Türkçe")
        page.wait_for_url(f"**/voila/render/tr/{PAGE}")
        page.locator(".et-language select").wait_for()
        assert (_chosen(page), _label(page)) == ("Türkçe", "Dil")
        page.locator(".et-language select").select_option(label="suomi")
        page.get_by_text("Kieli on nyt suomi.").wait_for()
        assert page.url.endswith(f"/voila/render/tr/{PAGE}") and _label(page) == "Kieli"
    finally:
        page.context.close()


def test_a_pre_heated_page_opens_in_the_browsers_language(browser, language_app):
    """The index is pre-heated (voila.json): its kernel ran before the request, and waited for it
    (voila.utils.wait_for_request) before drawing anything that has words."""
    deadline = time.monotonic() + 120
    while True:
        page = _open(browser, language_app, "tr-TR", "index.ipynb")
        try:
            said = page.get_by_text("resolved:").inner_text()
            chosen, label = _chosen(page), _label(page)
        finally:
            page.context.close()
        if "pre-heated: True" in said or time.monotonic() > deadline:
            break
        time.sleep(8)  # the pool was not filled yet: this page got a fresh kernel; wait for the refill
    assert "pre-heated: True" in said, said
    assert "resolved: tr browser" in said
    assert (chosen, label) == ("Türkçe", "Dil")


@pytest.mark.parametrize(("name", "ready", "act"), [
    ("quiz.ipynb", ".et-quiz-check", ".et-quiz-choice button"),
    ("puzzles.ipynb", ".et-puzzle-hand button.et-cardbtn", ".et-puzzle-hand button.et-cardbtn:enabled"),
    ("trainer.ipynb", ".et-trainer-hint", ".et-trainer-hint"),
])
def test_switching_the_picker_leaves_no_english_sentence_on_a_widget_page(browser, language_app, name, ready, act):
    """A quiz answered, a puzzle card played, a trainer's hint asked, then the picker switched to
    Turkish: the widgets redraw themselves, with nothing left in English (and the answer, the card
    played and the hint stay)."""
    from test_translated_pages_browser import english_left

    from euchre.i18n import _, pgettext, use_language

    with use_language("tr"):  # the words to wait for, as the catalogue has them
        said = pgettext("picker", "The tutor now uses {language}.", language="Türkçe")
        check, hint, start_over = _("Check answer"), _("Hint"), _("Start over")
    page = _open(browser, language_app, "en-US", name)
    try:
        page.locator(ready).first.wait_for()
        page.locator(act).first.click()
        if name == "quiz.ipynb":
            page.locator(".et-quiz-check").click()
            page.locator(".et-quiz-feedback .et-feedback-line").wait_for()
        elif name == "puzzles.ipynb":
            page.locator(".et-puzzle-feedback [role=status]").first.wait_for()
        else:
            page.locator(".et-trainer-hint-text").wait_for()
        english = page.locator("body").inner_text()
        assert english_left(english), "the English page shows no English: the check tests nothing"
        page.locator(".et-language select").select_option(label="Türkçe")
        page.get_by_text(said).wait_for()
        if name == "quiz.ipynb":
            page.get_by_role("button", name=check).wait_for()
            assert page.locator(".et-quiz-feedback .et-feedback-line").count() == 1  # the feedback stays
        elif name == "trainer.ipynb":
            page.get_by_role("button", name=hint).wait_for()
            assert page.locator(".et-trainer-hint-text").count() == 1  # the hint stays
        else:
            page.get_by_role("button", name=start_over).wait_for()
            assert page.locator(".et-puzzle-feedback [role=status]").count() == 1  # the feedback stays
        deadline = time.monotonic() + 30
        while english_left(page.locator("body").inner_text()) and time.monotonic() < deadline:
            time.sleep(0.5)  # the last redraws may still be on their way
        assert english_left(page.locator("body").inner_text()) == []
    finally:
        page.context.close()
