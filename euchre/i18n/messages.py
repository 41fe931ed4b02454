"""The gettext calls: whole sentences with named placeholders, rendered in the current language.

    _("{card} wins the trick", card="J♦")
    ngettext("{n} trick", "{n} tricks", 3)             # n is a placeholder too
    pgettext("seat", "North")                          # the context tells a translator which "North"

Placeholders are `str.format` names. A translation may pick a case of a word passed as
`euchre.i18n.words.Words` by writing `{card.acc}` where the English has `{card}`. If a translation
is broken (a placeholder it does not have), the English sentence is shown and the error is logged:
a learner never sees a traceback.

Text already said can be said again in another language: `said_again(text)` finds how `text` was
worked out (the message and its values) among the last messages said, so a message built where it
is raised (an error's reason) is not stuck in the language it was raised in. The engine's errors need
none of this (each carries its facts and is worded when shown); the errors of the layers above that
word their own messages still do.
"""

from __future__ import annotations

import logging
import string
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from euchre.i18n.catalog import translations
from euchre.i18n.context import current_language
from euchre.i18n.text import capitalize_first

log = logging.getLogger("euchre.i18n")

_Said = tuple[str, Callable[..., str], tuple[str, ...], dict[str, Any]]
"""(the text, the gettext function, its messages, its values)."""
_RECENT: deque[_Said] = deque(maxlen=64)
"""The last messages said, for `said_again`: an error is caught, and its reason read, moments after
its message is said, so a short memory is enough, and a miss only means the text stays as it was."""


JOKER_SHOWN = "Joker"
"""How the engine shows the Joker (`str(JOKER)`): the one card whose symbol is an English word."""


_joker_words: Callable[[str], Any] | None = None


def say_the_joker_with(words: Callable[[str], Any]) -> None:
    """How a sentence names the Joker in a language (`euchre.i18n.words.joker_words`, which says its
    names with this module's functions, so it hands itself over rather than being imported here)."""
    global _joker_words
    _joker_words = words


def _is_joker(value: Any) -> bool:
    return value == JOKER_SHOWN if isinstance(value, str) else getattr(value, "is_joker", False) is True


def _named(values: dict[str, Any], lang: str) -> tuple[dict[str, Any], set[str]]:
    """The values with the Joker said in `lang` (with its case forms: "{card.gen}" reads "jokerin"),
    and the names of the placeholders that hold it. English keeps the engine's "Joker"."""
    named = {name for name, value in values.items() if _is_joker(value)}
    if lang == "en" or not named or _joker_words is None:
        return values, set()
    joker = _joker_words(lang)
    return {name: joker if name in named else value for name, value in values.items()}, named


def _opens_with(text: str, names: set[str]) -> bool:
    return any(text.startswith("{" + name + "}") or text.startswith("{" + name + ".") for name in names)


def _format(text: str, values: dict[str, Any], lang: str) -> str:
    """`text.format(**values)`, except that a value that words itself by its neighbours (it has
    `said_beside(before, after, lang)`, like a seat of a small table after Finnish "pelaajan") is
    asked how it reads where it stands; `swallows(after, lang)` says how much of the text after it
    its words already say (Turkish "Oyuncu 2'nin" stands for "Oyuncu 2 oyuncusunun")."""
    if not any(hasattr(value, "said_beside") for value in values.values()):
        return text.format(**values)
    formatter = string.Formatter()
    pieces = list(formatter.parse(text))
    out = []
    skip = 0
    for k, (literal, field, spec, conversion) in enumerate(pieces):
        out.append(literal[skip:])
        skip = 0
        if field is None:
            continue
        value, _key = formatter.get_field(field, (), values)
        if hasattr(value, "said_beside"):
            after = pieces[k + 1][0] if k + 1 < len(pieces) else ""
            skip = value.swallows(after, lang) if hasattr(value, "swallows") else 0
            value = value.said_beside("".join(out), after, lang)
        out.append(formatter.format_field(formatter.convert_field(value, conversion), spec or ""))
    return "".join(out)


def _render(text: str, source: str, values: dict[str, Any], lang: str) -> str:
    if not values:
        return text
    shown, joker = _named(values, lang)
    try:
        said = _format(text, shown, lang)
        if _opens_with(text, joker):  # the Joker's name opens the sentence
            said = capitalize_first(said, lang)
        return said
    except (KeyError, AttributeError, IndexError, ValueError) as exc:
        log.error("broken %s translation of %r: %s", lang, source, exc)
        return source.format(**values)


def _remember(text: str, said: Callable[..., str], messages: tuple[Any, ...], values: dict[str, Any]) -> str:
    _RECENT.append((text, said, messages, values))
    return text


def gettext(message: str, /, **values: Any) -> str:
    lang = current_language()
    text = _render(translations(lang).gettext(message), message, values, lang)
    return _remember(text, gettext, (message,), values)


def ngettext(singular: str, plural: str, n: int, /, **values: Any) -> str:
    lang = current_language()
    values.setdefault("n", n)
    source = singular if n == 1 else plural
    text = _render(translations(lang).ngettext(singular, plural, n), source, values, lang)
    return _remember(text, ngettext, (singular, plural, n), values)


def pgettext(context: str, message: str, /, **values: Any) -> str:
    lang = current_language()
    text = _render(translations(lang).pgettext(context, message), message, values, lang)
    return _remember(text, pgettext, (context, message), values)


def npgettext(context: str, singular: str, plural: str, n: int, /, **values: Any) -> str:
    lang = current_language()
    values.setdefault("n", n)
    source = singular if n == 1 else plural
    text = _render(translations(lang).npgettext(context, singular, plural, n), source, values, lang)
    return _remember(text, npgettext, (context, singular, plural, n), values)


def said_again(text: str) -> Callable[[], str] | None:
    """A function that says `text` again in the current language, if `text` is a message said a
    moment ago (an error's reason, caught where it is shown): the same message with the same values,
    each value said again too (an error, a name in words, a message said before it). None if `text`
    is not one of the last messages said (then it can only be shown as it is)."""
    return _again(text, tuple(_RECENT), 0)


def _again(text: str, recent: Sequence[_Said], depth: int) -> Callable[[], str] | None:
    found = next((i for i in range(len(recent) - 1, -1, -1) if recent[i][0] is text), None)
    if found is None:
        found = next((i for i in range(len(recent) - 1, -1, -1) if recent[i][0] == text), None)
    if found is None:
        return None
    _text, said, messages, values = recent[found]
    earlier = recent[:found]
    parts = {name: _value_again(value, earlier, depth + 1) for name, value in values.items()}

    def again() -> str:
        return said(*messages, **{name: part() for name, part in parts.items()})

    return again


def _value_again(value: Any, earlier: Sequence[_Said], depth: int) -> Callable[[], Any]:
    remake = getattr(value, "remake", None)  # a name in words (`euchre.i18n.words.Words`)
    if callable(remake):
        return remake
    if getattr(value, "fact", None) is not None:  # an engine error: worded from its facts whenever shown
        return lambda: value
    text = str(value) if isinstance(value, BaseException) and value.args else value
    if isinstance(text, str) and text and depth < 8:
        again = _again(text, earlier, depth)
        if again is not None:
            return again
    return lambda: value


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
