"""Card, rank and suit names in words, in each language, with the grammatical cases a sentence needs.

English sentences say "the jack of hearts" with one form; Turkish says "kupa valesi", "kupa
valesini", "kupa valesinden" and Finnish "herttajätkä", "herttajätkää", "herttajätkällä". So every
name is a message of the `euchre` catalogue (its nominative), and every other case is its own
message of the `euchre-cases` catalogue (msgctxt: the case). A translated sentence picks the case:

    _("You may not play {card} now", card=card_words(card))
    # tr.po: msgstr "Şimdi {card.acc} oynayamazsın"

The symbols stay: a screen shows J♥ and these words are for sentences, labels and screen readers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import nullcontext
from functools import partial
from typing import TYPE_CHECKING

from euchre.i18n.catalog import CASES_DOMAIN, translations
from euchre.i18n.context import current_language, use_language
from euchre.i18n.languages import LANGUAGES
from euchre.i18n.messages import NP_, pgettext, say_the_joker_with
from euchre.i18n.text import fold_key

if TYPE_CHECKING:
    from euchre.engine.cards import Card, Rank, Suit

NOMINATIVE = "nom"
CASES: dict[str, tuple[str, ...]] = {
    "en": (),
    "tr": ("acc", "gen", "dat", "loc", "abl"),
    "az": ("acc", "gen", "dat", "loc", "abl"),
    "fi": ("gen", "part", "ine", "ela", "ill", "ade", "abl", "all", "ess", "tra"),
}
"""The cases each language has a message for, besides the nominative ("nom")."""

CASE_NAMES: dict[str, str] = {
    "nom": "nominative", "acc": "accusative", "gen": "genitive", "dat": "dative", "loc": "locative",
    "abl": "ablative", "part": "partitive", "ine": "inessive", "ela": "elative", "ill": "illative",
    "ade": "adessive", "all": "allative", "ess": "essive", "tra": "translative",
}

SUIT_NAMES: dict[str, tuple[str, str]] = {
    "C": NP_("suit", "clubs"),
    "D": NP_("suit", "diamonds"),
    "H": NP_("suit", "hearts"),
    "S": NP_("suit", "spades"),
}
RANK_NAMES: dict[str, tuple[str, str]] = {
    "7": NP_("rank", "seven"),
    "8": NP_("rank", "eight"),
    "9": NP_("rank", "nine"),
    "T": NP_("rank", "ten"),
    "J": NP_("rank", "jack"),
    "Q": NP_("rank", "queen"),
    "K": NP_("rank", "king"),
    "A": NP_("rank", "ace"),
    "B": NP_("rank", "Joker"),
}
CARD_NAMES: dict[str, tuple[str, str]] = {
    "7C": NP_("card", "seven of clubs"),
    "8C": NP_("card", "eight of clubs"),
    "9C": NP_("card", "nine of clubs"),
    "TC": NP_("card", "ten of clubs"),
    "JC": NP_("card", "jack of clubs"),
    "QC": NP_("card", "queen of clubs"),
    "KC": NP_("card", "king of clubs"),
    "AC": NP_("card", "ace of clubs"),
    "7D": NP_("card", "seven of diamonds"),
    "8D": NP_("card", "eight of diamonds"),
    "9D": NP_("card", "nine of diamonds"),
    "TD": NP_("card", "ten of diamonds"),
    "JD": NP_("card", "jack of diamonds"),
    "QD": NP_("card", "queen of diamonds"),
    "KD": NP_("card", "king of diamonds"),
    "AD": NP_("card", "ace of diamonds"),
    "7H": NP_("card", "seven of hearts"),
    "8H": NP_("card", "eight of hearts"),
    "9H": NP_("card", "nine of hearts"),
    "TH": NP_("card", "ten of hearts"),
    "JH": NP_("card", "jack of hearts"),
    "QH": NP_("card", "queen of hearts"),
    "KH": NP_("card", "king of hearts"),
    "AH": NP_("card", "ace of hearts"),
    "7S": NP_("card", "seven of spades"),
    "8S": NP_("card", "eight of spades"),
    "9S": NP_("card", "nine of spades"),
    "TS": NP_("card", "ten of spades"),
    "JS": NP_("card", "jack of spades"),
    "QS": NP_("card", "queen of spades"),
    "KS": NP_("card", "king of spades"),
    "AS": NP_("card", "ace of spades"),
    "B": NP_("card", "Joker"),
}
BOWER_NAMES: dict[str, tuple[str, str]] = {
    "right": NP_("bower", "right bower"),
    "left": NP_("bower", "left bower"),
}

NO_TRUMP_NAMES: dict[str, tuple[str, str]] = {
    "high": NP_("term", "high no-trump"),
    "low": NP_("term", "low no-trump"),
}
"""Bid Euchre's two no-trump contracts, named where a suit could stand ("named {trump}"), so they take
the cases a suit takes."""

INFLECTED: tuple[tuple[str, str], ...] = (*CARD_NAMES.values(), *SUIT_NAMES.values(), *BOWER_NAMES.values(),
                                          *NO_TRUMP_NAMES.values())
"""The names that take cases: every card, every suit, the two bowers and the two no-trump contracts (ranks
and the other terms are nominative only)."""


class UnknownCaseError(ValueError):
    """A grammatical case the language has no message for."""


class Words:
    """A name in one language with its cases: str() is the nominative, `.acc`, `.gen`, ... the others.
    `remake()` names the same thing in the current language (a sentence said again after the learner
    switched the language)."""

    __slots__ = ("_remake", "forms", "lang")

    def __init__(self, lang: str, forms: Mapping[str, str], remake: Callable[[], Words] | None = None) -> None:
        object.__setattr__(self, "lang", lang)
        object.__setattr__(self, "forms", dict(forms))
        object.__setattr__(self, "_remake", remake)

    def remake(self) -> Words:
        remake = object.__getattribute__(self, "_remake")
        return self if remake is None else remake()

    def __getattr__(self, case: str) -> str:
        forms = object.__getattribute__(self, "forms")
        if case in forms:
            return forms[case]
        lang = object.__getattribute__(self, "lang")
        raise AttributeError(f"{lang!r} has no case {case!r}: it has {', '.join(forms)}")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Words are read-only")

    def case(self, case: str) -> str:
        try:
            return self.forms[case]
        except KeyError:
            raise UnknownCaseError(f"{self.lang!r} has no case {case!r}: it has {', '.join(self.forms)}") from None

    def __str__(self) -> str:
        return self.forms[NOMINATIVE]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Words) and (self.lang, self.forms) == (other.lang, other.forms)

    def __hash__(self) -> int:
        return hash((self.lang, tuple(sorted(self.forms.items()))))

    def __repr__(self) -> str:
        return f"Words({self.lang!r}, {self.forms!r})"


def _in(lang: str | None):
    return nullcontext() if lang is None else use_language(lang)


def words_for(entry: tuple[str, str], lang: str | None = None) -> Words:
    """The nominative and every case of one named thing (a pair from the tables above)."""
    with _in(lang):
        code = current_language()
        context, english = entry
        forms = {NOMINATIVE: pgettext(context, english)}
        if CASES[code]:
            catalogue = translations(code, CASES_DOMAIN)
            for case in CASES[code]:
                form = catalogue.pgettext(case, english)
                # An untranslated case falls back to the nominative rather than showing English.
                forms[case] = forms[NOMINATIVE] if form == english else form
        return Words(code, forms, partial(words_for, entry))


def _card_key(card: Card) -> str:
    return card.code


def card_words(card: Card, lang: str | None = None) -> Words:
    return words_for(CARD_NAMES[_card_key(card)], lang)


def joker_words(lang: str | None = None) -> Words:
    """The Joker's name in `lang` with its cases; a sentence that gets the Joker as a value says this
    (`euchre.i18n.messages`), since the engine shows it as the English word "Joker"."""
    return words_for(CARD_NAMES["B"], lang)


say_the_joker_with(joker_words)


def card_name(card: Card, lang: str | None = None, case: str = NOMINATIVE) -> str:
    """ "jack of hearts"; Turkish "kupa valesi" (case="acc": "kupa valesini"); Finnish "herttajätkä"."""
    return card_words(card, lang).case(case)


SINGULAR = "one"
"""A form every suit's Words has besides the cases: English "heart" ("it counts as a {suit.one}").
The other languages name a suit the same for one card or many, so theirs is the nominative, and their
translations never write it (the catalogue check refuses a form that is not one of the language's cases)."""


def suit_words(suit: Suit, lang: str | None = None) -> Words:
    words = words_for(SUIT_NAMES[suit.letter], lang)
    one = suit.singular if words.lang == "en" else words.forms[NOMINATIVE]
    return Words(words.lang, {**words.forms, SINGULAR: one}, partial(suit_words, suit))


def suit_name(suit: Suit, lang: str | None = None, case: str = NOMINATIVE) -> str:
    """ "hearts"; Turkish "kupa"; Finnish "hertta"; Azerbaijani "ürək"."""
    return suit_words(suit, lang).case(case)


def rank_name(rank: Rank, lang: str | None = None) -> str:
    with _in(lang):
        return pgettext(*RANK_NAMES[rank.code])


def no_trump_words(kind: str, lang: str | None = None) -> Words:
    """ "high no-trump" / "low no-trump" (`kind`: the contract's value, "high" or "low") with its cases."""
    return words_for(NO_TRUMP_NAMES[kind], lang)


def bower_words(left: bool, lang: str | None = None) -> Words:
    return words_for(BOWER_NAMES["left" if left else "right"], lang)


def bower_name(left: bool, lang: str | None = None, case: str = NOMINATIVE) -> str:
    """ "right bower" / "left bower"; Turkish "sağ bower" / "sol bower"; Finnish "oikea bower"."""
    return bower_words(left, lang).case(case)


# ---- reading names typed in any language ----------------------------------------------------
def _all_forms() -> Iterator[tuple[str, str]]:
    for lang in LANGUAGES:
        for code, entry in CARD_NAMES.items():
            words = words_for(entry, lang)
            for form in words.forms.values():
                yield fold_key(form), code


_FORM_INDEX: dict[str, str] | None = None


def _index() -> dict[str, str]:
    global _FORM_INDEX
    if _FORM_INDEX is None:
        index: dict[str, str] = {}
        clashes: set[str] = set()
        for key, code in _all_forms():
            if index.setdefault(key, code) != code:
                clashes.add(key)
        for key in clashes:
            del index[key]
        _FORM_INDEX = index
    return _FORM_INDEX


def card_code_from_words(text: str) -> str | None:
    """The code of the card a name in any of the tutor's languages names, in any case and with either
    keyboard's i ("jack of hearts", "KUPA VALESİ", "kupa valesini", "herttajätkä", "ürək ceki" give "JH"),
    or None (`euchre.explain.cards.parse_card_words` reads a code, a symbol or a name)."""
    return _index().get(fold_key(text))
