"""The glossary page: every word of `euchre.explain.glossary` with its definition, as plain HTML.

Plain HTML and not a widget, marked for the page template to write into the page itself
(`STATIC_OUTPUT`, as the index's landing is): so the anchor of each term (`#term-trump`) is there when
a lesson's link opens the page, and the browser scrolls to it and highlights it. Each language has its
own glossary notebook, so the page is drawn once, in the page's language."""

from __future__ import annotations

from euchre.explain.glossary import GLOSSARY, anchor
from euchre.explain.render import esc
from euchre.i18n import current_language, html_lang, ngettext
from euchre.widgets.landing import STATIC_OUTPUT

GLOSSARY_CSS = """<style>
.et-glossary{font:16px/1.5 system-ui,sans-serif;max-width:46em}
.et-glossary dl{margin:0}
.et-glossary dt{font-weight:600;margin-top:.8em;scroll-margin-top:1em}
.et-glossary dt:target{background:#fff3bf;outline:2px solid #f0c000;border-radius:3px}
.et-glossary dd{margin:0 0 0 1.2em}
</style>"""


def glossary_html(lang: str | None = None) -> str:
    lang = lang or current_language()
    count = ngettext("{n} word, in the order the lessons meet it.", "{n} words, in the order the lessons meet them.",
                     len(GLOSSARY))
    rows = "".join(f'<dt id="{esc(anchor(entry.key))}">{esc(entry.shown_term())}</dt>'
                   f"<dd>{esc(entry.shown_definition())}</dd>" for entry in GLOSSARY)
    return (f'{GLOSSARY_CSS}<section class="et-glossary" lang="{html_lang(lang)}">'
            f"<p>{esc(count)}</p><dl>{rows}</dl></section>")


class Glossary:
    """Shown with `display(Glossary())`: the glossary in the current language."""

    def _repr_html_(self) -> str:
        return glossary_html()

    def _ipython_display_(self) -> None:
        from IPython.display import HTML, display

        display(HTML(glossary_html()), metadata={STATIC_OUTPUT: True})
