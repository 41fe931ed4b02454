"""The gettext calls: whole sentences with named placeholders, rendered in the current language.

    _("{card} wins the trick", card="J♦")
    ngettext("{n} trick", "{n} tricks", 3)             # n is a placeholder too
    pgettext("seat", "North")                          # the context tells a translator which "North"

Placeholders are `str.format` names. A translation may pick a case of a word passed as
`euchre.i18n.words.Words` by writing `{card.acc}` where the English has `{card}`. If a translation
is broken (a placeholder it does not have), the English sentence is shown and the error is logged:
a learner never sees a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from euchre.i18n.catalog import translations
from euchre.i18n.context import current_language

log = logging.getLogger("euchre.i18n")


def _render(text: str, source: str, values: dict[str, Any], lang: str) -> str:
    if not values:
        return text
    try:
        return text.format(**values)
    except (KeyError, AttributeError, IndexError, ValueError) as exc:
        log.error("broken %s translation of %r: %s", lang, source, exc)
        return source.format(**values)


def gettext(message: str, /, **values: Any) -> str:
    lang = current_language()
    return _render(translations(lang).gettext(message), message, values, lang)


def ngettext(singular: str, plural: str, n: int, /, **values: Any) -> str:
    lang = current_language()
    values.setdefault("n", n)
    source = singular if n == 1 else plural
    return _render(translations(lang).ngettext(singular, plural, n), source, values, lang)


def pgettext(context: str, message: str, /, **values: Any) -> str:
    lang = current_language()
    return _render(translations(lang).pgettext(context, message), message, values, lang)


def npgettext(context: str, singular: str, plural: str, n: int, /, **values: Any) -> str:
    lang = current_language()
    values.setdefault("n", n)
    source = singular if n == 1 else plural
    return _render(translations(lang).npgettext(context, singular, plural, n), source, values, lang)


def later(words: Callable[[], str], said: str | None = None) -> Callable[[], str]:
    """`words` (a function that says something in the current language) as one that can be called
    again after the learner switches the language: each language's text is worked out once. `said`
    is the text already said in the current language, so it need not be worked out again."""
    known: dict[str, str] = {} if said is None else {current_language(): said}

    def say() -> str:
        lang = current_language()
        if lang not in known:
            known[lang] = words()
        return known[lang]

    return say


def N_(message: str) -> str:
    """Marks a message for the catalogue where it is defined (a table); translate it where it is shown."""
    return message


def NP_(context: str, message: str) -> tuple[str, str]:
    """As N_, with a context: (context, message), for `pgettext(*pair)` where it is shown."""
    return context, message


_ = gettext
