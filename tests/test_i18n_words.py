"""Card and suit names in words in every language, their cases, and reading them back."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from euchre.engine.cards import JOKER, Card, Rank, Suit, standard_ranks
from euchre.engine.errors import CardParseError
from euchre.explain.cards import parse_card_words
from euchre.i18n import LANGUAGES, _, use_language
from euchre.i18n.text import capitalize_first, fold_key, lower, upper
from euchre.i18n.words import (
    CASES,
    UnknownCaseError,
    Words,
    bower_name,
    card_name,
    card_words,
    rank_name,
    suit_name,
    suit_words,
)
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

CARDS = [Card(r, s) for s in Suit for r in standard_ranks(7)] + [JOKER]


@pytest.mark.parametrize(
    ("lang", "code", "nom", "case", "form"),
    [
        ("en", "JH", "jack of hearts", "nom", "jack of hearts"),
        ("tr", "JH", "kupa valesi", "acc", "kupa valesini"),
        ("tr", "QS", "maça kızı", "abl", "maça kızından"),
        ("tr", "AC", "sinek ası", "gen", "sinek asının"),
        ("tr", "9D", "karo dokuzlusu", "dat", "karo dokuzlusuna"),
        ("fi", "JH", "herttajätkä", "ade", "herttajätkällä"),
        ("fi", "KS", "patakuningas", "gen", "patakuninkaan"),
        ("fi", "TD", "ruutukymppi", "part", "ruutukymppiä"),
        ("fi", "8C", "ristikasi", "ine", "ristikasissa"),
        ("az", "JH", "ürək ceki", "acc", "ürək cekini"),
        ("az", "TS", "pika onluğu", "loc", "pika onluğunda"),
        ("az", "QD", "kərpic kraliçası", "abl", "kərpic kraliçasından"),
        ("tr", "B", "joker", "dat", "jokere"),
        ("fi", "B", "jokeri", "ill", "jokeriin"),
    ],
)
def test_card_names(lang, code, nom, case, form):
    card = Card.parse(code)
    assert card_name(card, lang) == nom
    assert card_name(card, lang, case) == form


def test_english_card_names_match_the_engines_screen_reader_words():
    for card in CARDS:
        if not card.is_joker:
            assert card_name(card, "en") == card.name


def test_every_card_has_a_distinct_name_and_every_case_in_every_language():
    for lang in LANGUAGES:
        names = [card_words(card, lang) for card in CARDS]
        assert len({str(n) for n in names}) == len(CARDS)
        for words in names:
            assert set(words.forms) == {"nom", *CASES[lang]}
            assert all(form.strip() for form in words.forms.values())
            if lang != "en":
                assert not set(words.forms.values()) & {"jack", "hearts", "of"}
        for case in CASES[lang]:
            assert len({n.case(case) for n in names}) == len(CARDS), (lang, case)


def test_suits_ranks_and_bowers():
    assert [suit_name(s, "tr") for s in Suit] == ["sinek", "karo", "kupa", "maça"]
    assert [suit_name(s, "fi") for s in Suit] == ["risti", "ruutu", "hertta", "pata"]
    assert [suit_name(s, "az") for s in Suit] == ["xaç", "kərpic", "ürək", "pika"]
    assert suit_name(Suit.CLUBS, "tr", "loc") == "sinekte"
    assert suit_name(Suit.HEARTS, "az", "acc") == "ürəyi"
    assert suit_name(Suit.DIAMONDS, "fi", "gen") == "ruudun"
    assert [rank_name(r, "tr") for r in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)] == ["vale", "kız", "papaz", "as"]
    assert rank_name(Rank.TEN, "fi") == "kymppi"
    assert bower_name(False, "tr") == "sağ bower"
    assert bower_name(True, "tr", "abl") == "sol bower'dan"
    assert bower_name(True, "az", "acc") == "sol bower-ı"
    assert bower_name(True, "fi", "gen") == "vasemman bowerin"
    assert bower_name(False, "en") == "right bower"


def test_the_current_language_is_used_when_none_is_given():
    with use_language("fi"):
        assert card_name(Card.parse("AS")) == "pataässä"
    assert card_name(Card.parse("AS")) == "ace of spades"


def test_a_translation_picks_the_case_of_a_placeholder():
    words = card_words(Card.parse("QS"), "tr")
    translated, broken = "{card.acc} oyna", "{card.part}"  # as a msgstr would be
    assert translated.format(card=words) == "maça kızını oyna"
    assert f"{words}" == "maça kızı"
    with pytest.raises(AttributeError, match="no case 'part'"):
        broken.format(card=words)
    with pytest.raises(UnknownCaseError):
        card_name(Card.parse("QS"), "en", "acc")
    with pytest.raises(AttributeError):
        words.lang = "fi"
    with use_language("tr"):
        # English msgid, no translation yet: the nominative is shown, as English would.
        assert _("Play {card}", card=words) == "Play maça kızı"


def test_words_are_values():
    assert card_words(Card.parse("JH"), "tr") == card_words(Card.parse("JH"), "tr")
    assert card_words(Card.parse("JH"), "tr") != card_words(Card.parse("JH"), "az")
    assert len({suit_words(Suit.HEARTS, "fi"), suit_words(Suit.HEARTS, "fi")}) == 1
    assert "kupa valesi" in repr(card_words(Card.parse("JH"), "tr"))
    assert isinstance(card_words(JOKER, "az"), Words)


# ---- vowel harmony: the case forms agree with the word they inflect --------------------------
_TR_BACK, _TR_FRONT = set("aıou"), set("eiöü")
_AZ_BACK, _AZ_FRONT = set("aıou"), set("əeiöü")


def _last_vowel(word: str, vowels: set[str]) -> str:
    return [c for c in word if c in vowels][-1]


@pytest.mark.parametrize("lang", ["tr", "az"])
def test_turkic_case_endings_follow_vowel_harmony(lang):
    back, front = (_TR_BACK, _TR_FRONT) if lang == "tr" else (_AZ_BACK, _AZ_FRONT)
    for card in CARDS:
        words = card_words(card, lang)
        last = str(words).split()[-1].replace("'", "")
        is_back = _last_vowel(last, back | front) in back
        for case in ("dat", "loc", "abl"):
            ending = words.case(case).split()[-1]
            vowel = _last_vowel(ending, back | front)
            assert (vowel in back) == is_back, (lang, card, case, words.case(case))
        # the two-way endings are a/e (tr) or a/ə (az)
        assert words.dat[-1] in ("a", "e", "ə"), words.dat


def test_finnish_case_endings_follow_vowel_harmony():
    for card in CARDS:
        words = card_words(card, "fi")
        stem = str(words)
        back = bool(re.search(r"[aou]", stem[-6:] if card.is_joker else _fi_last_part(stem)))
        for case in ("part", "ine", "ela", "ade", "abl", "ess"):
            ending = words.case(case)[-3:]
            has_front = bool(re.search(r"[äöy]", ending))
            has_back = bool(re.search(r"[aou]", ending))
            assert has_back == back and has_front != back, (card, case, words.case(case))


def _fi_last_part(name: str) -> str:
    for suit in ("risti", "ruutu", "hertta", "pata"):
        if name.startswith(suit):
            return name[len(suit):]
    return name


# ---- reading names -------------------------------------------------------------------------
def test_every_name_and_case_reads_back_in_any_letter_case():
    for lang in LANGUAGES:
        for card in CARDS:
            for form in card_words(card, lang).forms.values():
                assert parse_card_words(form) == card
                assert parse_card_words(upper(form, lang)) == card
                assert parse_card_words(form.upper()) == card  # typed on a keyboard without İ


@pytest.mark.parametrize(
    ("typed", "code"),
    [("KUPA VALESİ", "JH"), ("MAÇA KIZI", "QS"), ("maça kizi", "QS"), ("Sinek Ası", "AC"), ("JH", "JH"),
     ("10♦", "TD"), ("  herttajätkä ", "JH"), ("ÜRƏK CEKİ", "JH"), ("jack of hearts", "JH"), ("JOKER", "B")],
)
def test_typed_names(typed, code):
    assert parse_card_words(typed) == Card.parse(code)


def test_a_name_that_is_no_card_is_a_parse_error():
    with pytest.raises(CardParseError):
        parse_card_words("kupa prensi")


# ---- locale-safe case changes --------------------------------------------------------------
def test_turkish_and_azerbaijani_case_changes():
    assert lower("KIZ", "tr") == "kız" and "KIZ".lower() == "kiz"
    assert upper("valesi", "tr") == "VALESİ" and "valesi".upper() == "VALESI"
    assert lower("İKİ", "az") == "iki"
    assert upper("ıi", "az") == "Iİ"
    assert lower("KIZ", "fi") == "kiz" and upper("ysi", "en") == "YSI"
    assert capitalize_first("işte", "tr") == "İşte"
    assert capitalize_first("ilk", "en") == "Ilk"


def test_fold_key_makes_the_four_is_one_letter():
    keys = {fold_key(t) for t in ("KIZ", "kız", "Kiz", "KİZ", "kİz", "ki\u0307z")}
    assert keys == {"kiz"}
    assert fold_key("  Maça   Kızı ") == "maça kizi"


_LETTERS = "abcçdefgğhıijklmnoöprsştuüvyzqwxəäåİIÇĞÖŞÜƏÄ "


@given(st.text(alphabet=_LETTERS, max_size=20), st.sampled_from(LANGUAGES))
def test_fold_key_ignores_case_changes_in_every_language(text, lang):
    assert fold_key(upper(text, lang)) == fold_key(text) == fold_key(lower(text, lang))


def test_card_and_suit_parsing_accept_a_turkish_keyboards_i():
    assert Suit.parse("DİAMONDS") == Suit.DIAMONDS
    assert Suit.parse("dıamonds") == Suit.DIAMONDS  # "DIAMONDS" lower-cased the Turkish way
    assert Card.parse("best bower") == JOKER == Card.parse("BEST BOWER")
    with pytest.raises(CardParseError):
        Suit.parse("dıamondz")
