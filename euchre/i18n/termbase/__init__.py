"""One word for each Euchre idea, per language: the term bases `euchre/i18n/termbase/<lang>.json`.

Each file maps an idea to the word the tutor uses for it and the competing words it must not use:

    {"suit": {"use": "renk", "avoid": ["tür"], "english": "\\bsuits?\\b", "note": "seed 000 ..."}}

- `use`: the one word (or stem) for the idea; `glossary` names the `euchre.i18n.terms.TERMS` entry
  whose catalogue word it is, when the glossary has the idea.
- `avoid`: competing words. Each is a stem matched at the start of a word, with any suffix after it
  (Turkish, Azerbaijani and Finnish add endings: "renk" finds "rengi" only as "re:"), and every word
  of a phrase is such a stem; `re:` starts a regular expression instead. A plain string is a
  competitor anywhere. `{"word": ..., "where": "english"}` is a competitor only in a message whose
  English speaks of this idea (the idea's `english` pattern), and with `"unless": "<idea>"` only
  when the English does not also speak of that idea: that is how a word right for one idea ("renk":
  suit) is flagged where it stands for another (colour); `"unless_english": "<pattern>"` likewise
  when the English itself says the competing thing ("its top card is turned up" defines the
  upcard). A competitor inside a longer word of the term base is that word ("eli" in "çiftçi eli",
  the farmer's hand).
- `note`: why, with the seed's words.

The English name beside the language's own, in parentheses ("Teklifli Euchre (Bid Euchre)"), is the
name a learner meets at a table and is not a competitor.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from euchre.i18n.text import lower

FOLDER = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Competitor:
    idea: str
    word: str
    pattern: re.Pattern[str]
    only_where: re.Pattern[str] | None = None
    unless: re.Pattern[str] | None = None
    unless_english: re.Pattern[str] | None = None


@dataclass(frozen=True)
class Hit:
    idea: str
    word: str
    found: str


def languages() -> list[str]:
    return sorted(path.stem for path in FOLDER.glob("*.json"))


@cache
def load(lang: str) -> dict[str, dict]:
    return json.loads((FOLDER / f"{lang}.json").read_text(encoding="utf-8"))


def word_pattern(word: str, lang: str) -> re.Pattern[str]:
    """A competitor's words as stems at the start of a word (`re:` for a regular expression)."""
    if word.startswith("re:"):
        body = word[3:]
    else:
        body = r"\s+".join(re.escape(lower(stem, lang)) + r"[\w'’]*" for stem in word.split())
    return re.compile(rf"(?<![\w'’])(?:{body})")


def _english(pattern: str | None) -> re.Pattern[str] | None:
    return re.compile(pattern, re.IGNORECASE) if pattern else None


@cache
def competitors(lang: str) -> tuple[Competitor, ...]:
    base = load(lang)
    out = []
    for idea, entry in base.items():
        for item in entry.get("avoid", []):
            if isinstance(item, str):
                out.append(Competitor(idea, item, word_pattern(item, lang)))
                continue
            unless = item.get("unless")
            out.append(Competitor(
                idea, item["word"], word_pattern(item["word"], lang),
                only_where=_english(entry["english"]) if item.get("where") == "english" else None,
                unless=_english(base[unless]["english"]) if unless else None,
                unless_english=_english(item.get("unless_english")),
            ))
    return tuple(out)


_MARKUP = [
    re.compile(r"\]\([^)]*\)"),  # a Markdown link's address
    re.compile(r"```.*?```", re.DOTALL),
    re.compile(r"`[^`]*`"),
    re.compile(r"<[^>]+>"),
    re.compile(r"\{[^{}]*\}"),  # a placeholder
    re.compile(r"https?://\S+"),
    re.compile(r"\b[\w-]+\.(?:ipynb|md|egn|json|py)\b"),
]


def running_text(text: str, lang: str) -> str:
    """What a reader reads: no links' addresses, code, tags or placeholders, in lower case."""
    for pattern in _MARKUP:
        text = pattern.sub(" ", text)
    text = lower(text, lang)
    for entry in (load(lang).values() if (FOLDER / f"{lang}.json").exists() else ()):
        use = re.escape(lower(entry["use"], lang))
        text = re.sub(rf"({use}[\w'’]*)\s*\([^()]*\)", r"\1", text)
    return text


def competing_words(text: str, english: str, lang: str) -> list[Hit]:
    """Every competing word in the translation `text` of the English `english`."""
    said = running_text(text, lang)
    source = running_text(english, "en")
    terms = [m.span() for pattern in uses(lang) for m in pattern.finditer(said)]
    hits = []
    for competitor in competitors(lang):
        if competitor.only_where is not None and not competitor.only_where.search(source):
            continue
        if any(pattern is not None and pattern.search(source)
               for pattern in (competitor.unless, competitor.unless_english)):
            continue
        hits += [Hit(competitor.idea, competitor.word, m.group(0)) for m in competitor.pattern.finditer(said)
                 if not _inside_longer(m.span(), terms)]
    return hits


@cache
def uses(lang: str) -> tuple[re.Pattern[str], ...]:
    return tuple(word_pattern(entry["use"], lang) for entry in load(lang).values())


def _inside_longer(span: tuple[int, int], terms: list[tuple[int, int]]) -> bool:
    """A competitor inside a longer term of another idea ("eli" in "çiftçi eli", the farmer's hand)
    is that term's word."""
    start, end = span
    return any(s <= start and end <= e and (e - s) > (end - start) for s, e in terms)
