"""The grammar around inserted values: every translated message with placeholders, rendered with sample
cards, suits, seats, numbers and lists in Turkish and Finnish, reads correctly whatever the value.

- Turkish: no suffix is glued to a placeholder unless it harmonises with every value the placeholder
  can take (a card symbol or a name is never followed by a suffix: the sentence names the case,
  `{card.acc}`, or puts a word after it, "{card} kartını"); numbers are read aloud for the check
  ("6'ya": altı, back vowels).
- Both: a sentence that starts with an inserted value starts with a capital letter (a suit's name is
  lower case, so "Kuzey. sineği koz yapar mısın" is wrong).
- Finnish: a list of several cards or players as a subject takes a plural verb ("{cards} eivät
  tunnusta"), never "ei tunnustanut".
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.lists import format_list

from euchre.engine.cards import Card, Suit
from euchre.i18n import use_language
from euchre.i18n.pofiles import msgids, msgstrs, read_catalog
from euchre.i18n.seats import seat_label
from euchre.i18n.words import card_words, suit_words
from tests.i18n_helpers import english_session  # noqa: F401

LOCALE = Path(__file__).resolve().parent.parent / "euchre" / "locale"
CODE_PARTS = ("euchre", "euchre-tutor", "euchre-bots", "euchre-pages", "euchre-server")

CARDS = [Card.parse(code) for code in ("AS", "9H", "JD", "TC", "QS", "KH")]
SUITS = list(Suit)
NUMBERS = [1, 2, 3, 6, 10, 32]
SUIT_NAMES = re.compile(r"suit|trump|led|colour|following")
SEAT_NAMES = re.compile(r"^(seat|player|dealer|who|name|partner|leader|lone|maker|bidder|caller|winner|to_act|"
                        r"holder|recorded|opponent|first|next|loner|defender|me|other_seat|side)\d?$")
NUMBER_NAMES = re.compile(r"^(n|count|number|points|tricks|size|hand|deck|total|least|most|bid|taken|score|"
                          r"target|step|deals|kitty|march|goal|ours|theirs|index|copies|round|trick|level)\d?$")
LIST_NAMES = re.compile(r"^(cards|players|names|seats|others|holders|winners|out)$")

TR_NUMBERS = {0: "sıfır", 1: "bir", 2: "iki", 3: "üç", 4: "dört", 5: "beş", 6: "altı", 7: "yedi", 8: "sekiz",
              9: "dokuz", 10: "on", 20: "yirmi", 30: "otuz", 40: "kırk", 50: "elli", 60: "altmış",
              70: "yetmiş", 80: "seksen", 90: "doksan", 100: "yüz", 1000: "bin"}
FRONT, BACK = set("eiöü"), set("aıou")
# Finnish singular finite verbs: after a list of several things as the subject, the verb is plural
FI_SINGULAR_VERBS = re.compile(
    r"^\s+(ei|on|oli|voi|saa|jää|jäi|istuu|pelaa|pelasi|passasi|voittaa|voitti|vie|vei|veisi|ottaa|otti|"
    r"tekee|teki|kuuluu|tunnustaa|tunnusti)\b")


@dataclass(frozen=True)
class Value:
    text: str
    kind: str  # "card", "word", "number", "seat", "list", "opaque"
    spoken: str  # how it is read aloud (a number in words), for the vowel of a suffix


def tr_number(n: int) -> str:
    if n in TR_NUMBERS:
        return TR_NUMBERS[n]
    if n < 100:
        return f"{TR_NUMBERS[n - n % 10]} {TR_NUMBERS[n % 10]}"
    return str(n)


def sample(field: str, english: str, lang: str, i: int) -> Value:
    """The i-th sample value of the placeholder `field` ("card.acc", "n") in `lang`."""
    base, _, case = field.partition(".")
    singular = base == "out" and re.search(r"\{out\} (is|was|sits)\b", english)  # one seat sitting out
    if LIST_NAMES.match(base) and not singular and not re.search(rf"=\{{{base}\}}|\{{{base}\}} (players|cards)\b",
                                                                   english):
        if base in ("cards", "others"):
            items = [str(CARDS[i % 6]), str(CARDS[(i + 1) % 6])]
        else:
            with use_language(lang):
                items = [seat_label(i % 4), seat_label((i + 2) % 4)]
        text = format_list(items, locale=lang)
        return Value(text, "list", text)
    if case or SUIT_NAMES.search(base):
        words = suit_words(SUITS[i % 4], lang) if SUIT_NAMES.search(base) else card_words(CARDS[i % 6], lang)
        text = words.case(case) if case and case != "one" else str(words)
        return Value(text, "word", text)
    if NUMBER_NAMES.match(base):
        n = NUMBERS[i % len(NUMBERS)]
        return Value(str(n), "number", tr_number(n) if lang == "tr" else str(n))
    if SEAT_NAMES.match(base):
        with use_language(lang):
            text = seat_label(i % 4)
        return Value(text, "seat", text)
    if re.search(r"card|upcard|winning|held|lead", base):
        text = str(CARDS[i % 6])
        return Value(text, "card", text)
    return Value(f"<{base}>", "opaque", "")


def render(template: str, english: str, lang: str, i: int) -> list[tuple[str, Value | None]]:
    """The message as pieces: (literal text, None) and (text, the value inserted there)."""
    pieces: list[tuple[str, Value | None]] = []
    for literal, field, _spec, _conv in string.Formatter().parse(template):
        if literal:
            pieces.append((literal, None))
        if field is not None:
            value = sample(field, english, lang, i)
            pieces.append((value.text, value))
    return pieces


def _last_vowel(text: str) -> str | None:
    vowels = [c for c in text.lower().replace("I", "ı") if c in FRONT | BACK]
    return vowels[-1] if vowels else None


def tr_suffix_problem(value: Value, after: str) -> str | None:
    """What is wrong with the suffix glued after `value` ("'ı", "-e", "ye"), or None."""
    glued = re.match(r"^['’-]?([a-zçğıöşü]+)", after)
    if not glued:
        return None
    suffix = glued.group(1)
    if value.kind in ("card", "opaque", "list") or not value.spoken:
        return f"suffix {glued.group(0)!r} glued to {value.text!r}, whose reading is unknown"
    last, first = _last_vowel(value.spoken), _last_vowel(suffix[:2]) or _last_vowel(suffix)
    if last is None or first is None:
        return None
    if (last in FRONT) != (first in FRONT):
        return f"suffix {glued.group(0)!r} after {value.text!r} ({value.spoken}) breaks vowel harmony"
    return None


def problems(pieces: list[tuple[str, Value | None]], lang: str) -> list[str]:
    found = []
    for k, (text, value) in enumerate(pieces):
        if value is None:
            continue
        before = pieces[k - 1][0] if k and pieces[k - 1][1] is None else ""
        after = pieces[k + 1][0] if k + 1 < len(pieces) and pieces[k + 1][1] is None else ""
        if re.search(r"[.!?]\s+$", before) and text[:1].islower():
            found.append(f"a sentence starts with {text!r} in lower case")
        if lang == "tr" and (problem := tr_suffix_problem(value, after)):
            found.append(problem)
        if lang == "fi" and value.kind == "list" and (verb := FI_SINGULAR_VERBS.match(after)):
            found.append(f"the list {text!r} takes the singular verb {verb.group(1)!r}")
    return found


def _messages(lang: str):
    """(English, translation) of every translated code message with a placeholder; for a plural
    message, its plural form with the English plural."""
    for part in CODE_PARTS:
        for message in read_catalog(LOCALE / lang / "LC_MESSAGES" / f"{part}.po", lang):
            if not message.id or message.fuzzy or not all(msgstrs(message)):
                continue
            english, said = msgids(message)[-1], msgstrs(message)[-1]
            if "{" in said:
                yield english, said


def rendered_problems(lang: str) -> list[str]:
    out = []
    for english, said in _messages(lang):
        for i in range(6):
            try:
                pieces = render(said, english, lang, i)
            except (AttributeError, KeyError, ValueError, IndexError):
                continue  # a case this sample has no form for: the catalogue check covers it
            out += [f"{said!r}: {problem}" for problem in problems(pieces, lang)]
    return sorted(set(out))


@pytest.mark.usefixtures("english_session")
def test_the_checks_find_the_issues_examples():
    # fi: a plural subject with a singular verb
    pieces = render("{cards} ei tunnustanut maata", "{cards} did not follow suit", "fi", 0)
    assert any("singular verb 'ei'" in p for p in problems(pieces, "fi"))
    assert problems(render("{cards} eivät tunnustaneet maata", "{cards} did not follow suit", "fi", 0), "fi") == []
    # tr: a lower-case suit name starting a sentence after a seat
    pieces = render("Senin yerin: {player}. {suit.acc} koz yapar mısın?", "You are {player}. Make {suit} trump?",
                    "tr", 0)
    assert any("lower case" in p for p in problems(pieces, "tr"))
    # tr: a suffix glued to a card symbol, and to a number with the wrong vowel (6 is "altı")
    assert problems(render("{card}'ı oyna", "Play {card}", "tr", 0), "tr")
    assert any("harmony" in p for p in problems(render("{most}'e kadar", "up to {most}", "tr", 3), "tr"))
    assert problems(render("{most}'ya kadar", "up to {most}", "tr", 3), "tr") == []


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", ["tr", "fi"])
def test_inserted_values_take_the_right_grammar(lang):
    assert rendered_problems(lang) == []


# ---- counts: every plural message said with 1 and with a bigger number ----------------------
FI_LOCAL_CASE = re.compile(r"(sta|stä|ssa|ssä|lla|llä|lta|ltä|na|nä)$")
"""Finnish case endings a counted word may take after any number ("1 kortista", "3 kortista")."""
PLURAL_SUFFIX = re.compile(r"(lar|ler|lər)", re.IGNORECASE)
COUNT_NAMES = ("n", "count", "hands", "deals")
"""The placeholders a plural message counts with (`ngettext`'s n, or the number it is passed as)."""


def _count_name(english: str) -> str | None:
    """The placeholder a plural message counts with: {n} where it has one."""
    return next((name for name in COUNT_NAMES if f"{{{name}}}" in english), None)


def _counted(template: str, english: str, lang: str, n: int) -> str:
    """The message said with the count `n` and samples for its other placeholders."""
    counted, out = _count_name(english), []
    for literal, field, _spec, _conv in string.Formatter().parse(template):
        out.append(literal)
        if field is not None:
            out.append(str(n) if field == counted else sample(field, english, lang, 1).text)
    return "".join(out)


def _after(count: int, text: str) -> str | None:
    found = re.search(rf"(?<![\d.,/–-]){count} (\w+)", text)
    return found.group(1) if found else None


def count_problems(lang: str) -> list[str]:
    """Finnish: after 1 the counted word is the nominative, so a word after 1 that is the same as
    after 3 and reads as a partitive ("1 korttia") is wrong. Turkish and Azerbaijani: a word after a
    number is never plural ("3 kartlar")."""
    found = []
    for part in CODE_PARTS:
        for message in read_catalog(LOCALE / lang / "LC_MESSAGES" / f"{part}.po", lang):
            ids, strs = msgids(message), msgstrs(message)
            if len(ids) < 2 or message.fuzzy or not all(strs) or _count_name(ids[-1]) is None:
                continue
            try:
                one, many = _counted(strs[0], ids[0], lang, 1), _counted(strs[-1], ids[-1], lang, 3)
            except (AttributeError, KeyError, ValueError, IndexError):
                continue
            if lang == "fi":
                after_one, after_many = _after(1, one), _after(3, many)
                if (after_one and after_one == after_many and after_one[-1] in "aä"
                        and not FI_LOCAL_CASE.search(after_one)):
                    found.append(f"{one!r}: a partitive after 1")
            elif (word := _after(3, many)) and PLURAL_SUFFIX.search(word):
                found.append(f"{many!r}: a plural after a number")
    return sorted(set(found))


@pytest.mark.usefixtures("english_session")
def test_the_count_checks_find_the_reviewers_examples():
    assert _after(1, "Aseta kaikki 1 korttia") == "korttia"
    assert PLURAL_SUFFIX.search(_after(3, "3 kartlar kaldı") or "")
    assert _after(3, "<done>/3 tehty") is None  # a fraction's denominator counts nothing


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", ["fi", "tr", "az"])
def test_counted_words_agree_with_one_and_with_many(lang):
    assert count_problems(lang) == []
