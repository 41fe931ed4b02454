"""Every word a widget shows, for the tests that look for English left on a translated page: the
visible text of its HTML, its buttons' and boxes' descriptions, tooltips, placeholders, the labels of
its options and the titles of its sections, through all its children."""

from __future__ import annotations

import re
from collections.abc import Iterator

import ipywidgets as w

from tests.html_text import visible_text

ENGLISH_WORDS = ("the", "and", "you", "your", "is", "of", "to", "with", "which", "who", "card", "cards",
                 "trick", "tricks", "trump", "wins", "hand", "deal", "deals", "passes", "bids", "game", "games",
                 "puzzle", "show", "click", "play", "next", "start", "learner", "teacher", "name", "rules",
                 "question", "level", "hint", "review", "score", "points", "progress", "dealer", "yet")
"""English function words and the tutor's own English words, whole words, case ignored. Names, card
symbols, preset names (`standard`, `bid-euchre-6`), the engine's option names (`renege_mode`), EGN marks
and the loanwords Euchre, kitty, bower and renege are not on the list."""


def english_left(text: str) -> list[str]:
    """The English words of the list found in `text`, each with a little of its context."""
    padded = " " + re.sub(r"\s+", " ", text) + " "
    found = []
    for word in ENGLISH_WORDS:
        for match in re.finditer(rf"(?<![\w'’-]){word}(?![\w'’-])", padded, flags=re.IGNORECASE):
            found.append(padded[max(0, match.start() - 30):match.end() + 30])
    return found


def widget_texts(widget: w.Widget) -> Iterator[str]:
    for name in ("description", "tooltip", "placeholder", "label"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value:
            yield value
    if isinstance(widget, (w.HTML, w.HTMLMath)):
        yield visible_text(widget.value, collapse=True)
    if hasattr(widget, "_options_labels"):
        yield from widget._options_labels
    if isinstance(widget, w.Accordion | w.Tab):
        yield from (title for title in widget.titles if title)
    for child in getattr(widget, "children", ()):
        yield from widget_texts(child)


def shown_text(widget: w.Widget) -> str:
    return "\n".join(widget_texts(widget))
