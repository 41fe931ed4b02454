"""Every word a widget shows, for the tests that look for English left on a translated page: the
visible text of its HTML, its buttons' and boxes' descriptions, tooltips, placeholders, the labels of
its options and the titles of its sections, through all its children."""

from __future__ import annotations

import functools
import re
import string
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
    """The English words of the list found in `text`, each with a little of its context. A sentence
    waiting for its translation (translation debt: `python -m euchre.i18n.tools debt`) is meant to
    show in English until a release, so it is not counted; the release check requires none."""
    for waiting in waiting_sentences():
        text = waiting.sub(" ", text)
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


@functools.cache
def waiting_sentences() -> tuple[re.Pattern[str], ...]:
    """A pattern for each English message that waits for a translation in some language (its
    placeholders match any text, its markup is left out), longest first."""
    from euchre.i18n.tools import message_debt

    english = {item.msgid for items in message_debt(places=False).values() for item in items}
    patterns = (sentence_pattern(msgid) for msgid in sorted(english, key=len, reverse=True))
    return tuple(pattern for pattern in patterns if pattern is not None)


def sentence_pattern(msgid: str) -> re.Pattern[str] | None:
    """`msgid` as it reads on a page, or None for a message with no words of its own (only placeholders)."""
    parts = []
    try:
        parsed = list(string.Formatter().parse(msgid))
    except ValueError:
        parsed = [(msgid, None, None, None)]
    for literal, field, _, _ in parsed:
        words = re.sub(r"<[^>]+>", " ", literal).split()
        if words:
            parts.append(r"\s*" + r"\s+".join(map(re.escape, words)) + r"\s*")
        if field is not None:
            parts.append(".+?")
    if not any(re.search(r"[A-Za-z]", part) for part in parts):
        return None
    return re.compile("".join(parts), flags=re.DOTALL)
