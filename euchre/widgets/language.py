"""The language picker: switches the tutor's language for this learner, no restart needed.

The choice is kept for the session (this page's kernel) and, for a learner with a name (signed in
through JupyterHub or named in a progress widget), saved for their next pages; see
`euchre.i18n.context` for how the language is resolved. Widgets that render text can follow the
switch with `euchre.i18n.on_language_change`.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w

from euchre.explain.render import esc
from euchre.i18n import (
    AUTONYMS,
    ENGLISH,
    LANGUAGES,
    current_language,
    on_language_change,
    pgettext,
    set_session_language,
)
from euchre.widgets._common import STYLE, Guarded, message_html
from euchre.widgets.page_paths import page_address, page_exists, page_in


class LanguagePicker(w.VBox, Guarded):
    """A labelled drop-down of the tutor's languages, each in its own name (English, Türkçe, suomi,
    Azərbaycanca), and a status line saying what changed, in the new language."""

    def __init__(self, on_change: Callable[[str], None] | None = None, *, page: str | None = None) -> None:
        """`page`: this page's notebook relative to the app root ("lessons/01_deck_and_ranks.ipynb"),
        to link to the same page in the other languages (their narrative is their own notebook)."""
        self._on_change = on_change
        self.page = page
        self._following = False
        self.dropdown = w.Dropdown(options=[(AUTONYMS[lang], lang) for lang in LANGUAGES], value=current_language())
        self.status = w.HTML()
        self.pages = w.HTML()
        self._style = w.HTML(STYLE)
        self._relabel()
        self.dropdown.observe(self.guarded(self._picked), names="value")
        self._stop = on_language_change(self.guarded(self._followed))
        row = w.HBox([self.dropdown, self.pages], layout=w.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([self._style, row, self.status])
        self.add_class("et-w")
        self.add_class("et-language")

    @property
    def language(self) -> str:
        return self.dropdown.value

    def choose(self, lang: str) -> None:
        """As a learner picking `lang` in the drop-down."""
        self.dropdown.value = lang

    def _relabel(self) -> None:
        self.dropdown.description = pgettext("picker", "Language")
        self.dropdown.tooltip = pgettext("picker", "Choose the language of the tutor")
        self.pages.value = self.page_links()

    def page_links(self) -> str:
        """Links to this page in the other languages, each named in its own language (a page's
        narrative is written in one language; its translations are pages of their own)."""
        if not self.page:
            return ""
        here = page_in(self.page, ENGLISH)
        links = []
        for lang in LANGUAGES:
            target = page_in(here, lang)
            if target != self.page and page_exists(target):
                links.append(f'<a href="{esc(page_address(target))}" hreflang="{lang}" lang="{lang}" '
                             f'class="et-language-page">{esc(AUTONYMS[lang])}</a>')
        if not links:
            return ""
        label = esc(pgettext("picker", "Language"))
        return f'<nav class="et-language-pages" aria-label="{label}">{" · ".join(links)}</nav>'

    def _picked(self, change: dict) -> None:
        if self._following:
            return
        set_session_language(change["new"])
        self._go_to_page_in(change["new"])

    def _go_to_page_in(self, lang: str) -> None:
        """The learner picked `lang` on a page that has its own notebook in `lang`: its narrative is
        that notebook's, so the page template's script opens it (the link `et-language-go` tells it
        to; outside Voila nothing happens and the widgets have switched already)."""
        if not self.page:
            return
        target = page_in(page_in(self.page, ENGLISH), lang)
        if target != self.page and page_exists(target):
            self.pages.value += (f'<a class="et-language-go" href="{esc(page_address(target))}" hreflang="{lang}" '
                                 'hidden></a>')

    def _followed(self, lang: str) -> None:
        if self.dropdown.value != lang:
            self._following = True
            try:
                self.dropdown.value = lang
            finally:
                self._following = False
        self._relabel()
        self.status.value = message_html(
            pgettext("picker", "The tutor now uses {language}.", language=AUTONYMS[lang]), ok=True
        )
        if self._on_change is not None:
            self._on_change(lang)

    def close(self) -> None:
        self._stop()
        super().close()
