"""Every word of a bar chart stays inside the chart in every language: a long translated title or
preset name (Finnish "Tarjous-Euchre kumppanin parhaalla kortilla ja kuuhun ampumisella (Bid Euchre)")
is wrapped onto more lines, never drawn past the chart's right edge, where a phone cuts it off."""

from __future__ import annotations

import re
from html import unescape

import pytest

from euchre.engine.rules import PRESETS
from euchre.explain.charts import bar_chart_svg
from euchre.explain.ruleset_names import preset_name
from euchre.i18n import LANGUAGES, _, use_language

LABEL_CHAR_WIDTH, TITLE_CHAR_WIDTH = 7, 8
"""About the width of a character of a 12px label and of the 13px semibold title, in pixels."""
_TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)"([^>]*)>([^<]*)</text>')


def _words_that_overflow(svg: str) -> list[str]:
    """Each text of the chart whose estimated extent leaves the viewBox, left or right."""
    width = float(re.search(r'viewBox="0 0 ([\d.]+) [\d.]+"', svg).group(1))
    height = float(re.search(r'viewBox="0 0 [\d.]+ ([\d.]+)"', svg).group(1))
    out = []
    for x, y, attributes, words in _TEXT.findall(svg):
        extent = (TITLE_CHAR_WIDTH if 'font-size="13"' in attributes else LABEL_CHAR_WIDTH) * len(unescape(words))
        start = float(x) - (extent if 'text-anchor="end"' in attributes else 0)
        if start < 0 or start + extent > width or float(y) > height:
            out.append(words)
    return out


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_title_and_preset_name_of_a_bar_chart_fits_inside_it(lang: str) -> None:
    with use_language(lang):
        title = _("Makers alone: loner, moon, partner's best (% of played hands)")
        bars = [(preset_name(name), float(i)) for i, name in enumerate(PRESETS)]
        svg = bar_chart_svg(bars, title=title, unit="%")
        assert _words_that_overflow(svg) == [], lang
        shown = unescape(" ".join(words for *_rest, words in _TEXT.findall(svg)))
    for name, _value in bars:
        assert all(word in shown for word in name.split()), f"every word of {name!r} is still shown"
    assert all(word in shown for word in title.split()), "every word of the title is still shown"


def test_a_wrapped_label_pushes_the_bars_below_it_down() -> None:
    long = "word " * 30
    svg = bar_chart_svg([(long, 1.0), ("next", 2.0)], title="t")
    ys = {words: float(y) for _x, y, _a, words in _TEXT.findall(svg)}
    last_line_of_long = max(float(y) for _x, y, _a, words in _TEXT.findall(svg) if words.startswith("word"))
    assert ys["next"] > last_line_of_long, "the next label starts below every line of the long one"
    assert _words_that_overflow(svg) == []
