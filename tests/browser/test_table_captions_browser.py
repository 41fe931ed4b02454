"""The captions of the tables that scroll sideways at a phone's width (390 px), in Chromium: each caption
wraps inside the visible width, so it reads whole without scrolling (the review of issue 27 found
them cut at the screen's edge, their end reachable only by scrolling the table)."""

from __future__ import annotations

from typing import Any

import pytest

from euchre import Rules
from euchre.explain.render import score_html
from euchre.variants.table import preset_table_html
from euchre.widgets.rulesets import scoring_html

PHONE = 390

CAPTIONS = """
() => Array.from(document.querySelectorAll("caption")).map(caption => {
  const box = caption.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(caption);
  const text = range.getBoundingClientRect();
  return {text: caption.innerText.slice(0, 50), right: Math.max(box.right, text.right),
          left: Math.min(box.left, text.left)};
})
"""

TABLES = {
    "bid scoring (lesson 12)": lambda: scoring_html(Rules.preset("bid-euchre-moon")),
    "standard scoring (lesson 6)": lambda: scoring_html(Rules.preset("standard")),
    "presets' options (lesson 9)": lambda: preset_table_html(),
    "score pad": lambda: score_html(["North–South", "East–West"], [[1, 0], [0, 2], [2, 0], [0, 1]] * 3, 10),
}


@pytest.mark.parametrize("name", list(TABLES))
def test_a_scrolling_tables_caption_wraps_inside_a_phones_width(page: Any, name: str) -> None:
    page.set_viewport_size({"width": PHONE, "height": 800})
    page.set_content(f'<!doctype html><html><body style="margin:8px">{TABLES[name]()}</body></html>')
    captions = page.evaluate(CAPTIONS)
    assert captions, name
    for caption in captions:
        assert caption["left"] >= 0 and caption["right"] <= PHONE - 8 + 1, (name, caption)
