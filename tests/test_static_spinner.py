"""The static edition's corner spinner, shown while Python starts in the browser (scripts/static_build.py
`label_spinner`, `spinner_words`): a screen reader hears it as a status, in the page's language, and not the
picture's title ("spin"). Checked on voila's own spinner markup, without a browser."""

from __future__ import annotations

import io
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from euchre.i18n import use_language
from euchre.i18n.catalog import part_of, po_path
from euchre.i18n.messages import gettext
from euchre.widgets import landing

VOILA_SPINNER = (
    '<div id="loading" style="display: flex;">\n    <div class="spinner-container">\n      <svg class="spinner" '
    'data-name="c1" version="1.1" viewBox="0 0 500 500" xmlns="http://www.w3.org/2000/svg"><title>spin</title>'
    '<path d="m250 405"/></svg>\n    </div>\n    <h2 id="loading_text">Running 03_trump...</h2>\n  </div>'
)
"""The spinner as voila's template (templates/base/spinner.macro.html.j2) writes it into every page."""
LANGS = ("en", "tr", "fi", "az")


class _Spinner(HTMLParser):
    """What a screen reader gets from #loading: its attributes, the text it reads, and whether the picture is hidden."""

    def __init__(self) -> None:
        super().__init__()
        self.attrs: dict[str, str | None] = {}
        self.depth = 0
        self.hidden_below = 0
        self.text = ""
        self.picture_hidden: bool | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id") == "loading":
            self.attrs, self.depth = found, 1
        elif self.depth:
            self.depth += 1
            if tag == "svg":
                self.picture_hidden = found.get("aria-hidden") == "true"
            if self.hidden_below or found.get("aria-hidden") == "true" or found.get("id") == "loading_text":
                self.hidden_below += 1  # #loading_text is display: none in the static edition

    def handle_endtag(self, tag: str) -> None:
        if self.depth:
            self.depth -= 1
            if self.hidden_below:
                self.hidden_below -= 1

    def handle_data(self, data: str) -> None:
        if self.depth and not self.hidden_below:
            self.text += data


def _spinner(page: Path) -> _Spinner:
    parser = _Spinner()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def _site(tmp_path: Path) -> dict[str, Path]:
    render = tmp_path / "voici" / "render"
    pages = {"en": render / "lessons/03_trump.html", "tr": render / "tr/lessons/03_trump.html",
             "fi": render / "fi/index.html", "az": render / "az/exercises/11_calling.html"}
    for page in pages.values():
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(f"<!doctype html><html><body>{VOILA_SPINNER}<main>the page</main></body></html>",
                        encoding="utf-8")
    return pages


def _translated() -> dict[str, str]:
    words = {}
    for lang in LANGS:
        with use_language(lang):
            words[lang] = gettext(landing.STARTING)
    return words


def test_the_build_says_the_sentence_the_package_translates(static_build: ModuleType) -> None:
    assert static_build.SPINNER_MESSAGE == landing.STARTING


def test_the_spinner_is_a_status_with_words_in_the_pages_language(static_build: ModuleType, tmp_path: Path) -> None:
    pages = _site(tmp_path)
    words = _translated()
    assert len(set(words.values())) == len(LANGS)  # translated in every language
    before = _spinner(pages["tr"])
    assert "role" not in before.attrs and before.text.strip() == "spin" and not before.picture_hidden  # all it said
    assert static_build.label_spinner(tmp_path, words) == len(pages)
    for lang, page in pages.items():
        spinner = _spinner(page)
        assert spinner.attrs["role"] == "status" and spinner.attrs["aria-live"] == "polite", lang
        assert spinner.attrs["lang"] == lang and spinner.attrs["style"] == "display: flex;"
        assert spinner.text.strip() == words[lang]
        assert spinner.picture_hidden
        assert "<main>the page</main>" in page.read_text(encoding="utf-8")


def test_the_words_come_from_the_catalogues_compiled_into_the_wheel(static_build: ModuleType, tmp_path: Path) -> None:
    wheel = tmp_path / "euchre_tutor-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        for lang in LANGS[1:]:
            for part in ("euchre", part_of("widgets/landing.py")):
                with po_path(lang, part).open("rb") as f:
                    catalog = read_po(f, locale=lang)
                compiled = io.BytesIO()
                write_mo(compiled, catalog)
                z.writestr(f"euchre/locale/{lang}/LC_MESSAGES/{part}.mo", compiled.getvalue())
    assert static_build.spinner_words(wheel) == _translated()


def test_a_page_without_voilas_spinner_stops_the_build(static_build: ModuleType, tmp_path: Path) -> None:
    page = tmp_path / "voici/render/index.html"
    page.parent.mkdir(parents=True)
    page.write_text("<!doctype html><html><body><div id='loading'>…</div></body></html>", encoding="utf-8")
    with pytest.raises(static_build.BuildError, match="spinner"):
        static_build.label_spinner(tmp_path, _translated())
