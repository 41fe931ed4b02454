"""The glossary: every word is one of the catalogue's terms, with one definition in every language,
and the numbers it states are the engine's."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from euchre import Rules
from euchre.explain.glossary import GLOSSARY, glossary_entries
from euchre.i18n import LANGUAGES, use_language
from euchre.widgets.glossary import glossary_html


def test_every_term_is_defined_once_and_names_a_catalogue_term() -> None:
    keys = [entry.key for entry in GLOSSARY]
    assert len(keys) == len(set(keys)) >= 20
    for entry in GLOSSARY:
        assert entry.name_message and entry.shown_term().strip()
        assert entry.definition.strip().endswith(".")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_definition_is_said_in_every_language(lang: str) -> None:
    with use_language("en"):
        english = glossary_entries()
    with use_language(lang):
        shown = glossary_entries()
    assert len(shown) == len(GLOSSARY)
    for (term, definition), (en_term, en_definition) in zip(shown, english, strict=True):
        assert term.strip() and definition.strip(), (lang, en_term)
        if lang != "en":
            assert definition != en_definition, (lang, en_term)


def test_the_euchre_and_the_makers_need_are_the_engines_numbers() -> None:
    rules = Rules.preset("standard")
    euchre = next(e for e in GLOSSARY if e.key == "euchre").definition
    assert f"{rules.euchre_score} points" in euchre and "fewer than three" in euchre
    from euchre.engine.scoring import score_standard

    assert score_standard(rules, 0, False, None, 2).points[rules.side_of(1)] == rules.euchre_score
    assert score_standard(rules, 0, False, None, 3).points[rules.side_of(0)] > 0


# ---- the glossary page and the links to it ---------------------------------------------------------
ROOT = Path(__file__).parents[1]
GLOSSARY_LINK = re.compile(r"\]\(([^)\s]*reference/glossary\.ipynb)(#[^)\s]*)?\)")


def _markdown(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _prose(path: Path) -> str:
    """A page's narrative, lower-cased, without the titles of the pages it links to ("Next: ...")."""
    return re.sub(r"\[[^\]]*\]\((?![^)]*glossary)[^)]*\)", " ", _markdown(path)).lower()


def _glossary_ids(lang: str) -> set[str]:
    with use_language(lang):
        return set(re.findall(r'<dt id="([^"]+)"', glossary_html()))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_glossary_link_of_a_lesson_opens_a_word_of_the_glossary(lang: str) -> None:
    base = ROOT if lang == "en" else ROOT / lang
    ids = _glossary_ids(lang)
    assert len(ids) == len(GLOSSARY)
    linked = []
    for path in sorted((base / "lessons").glob("*.ipynb")):
        for target, fragment in GLOSSARY_LINK.findall(_markdown(path)):
            assert (path.parent / target).resolve() == (base / "reference" / "glossary.ipynb").resolve(), path
            assert fragment and fragment[1:] in ids, (path.name, fragment)
            linked.append(fragment[1:])
    assert len(linked) == len(set(linked)) >= 15, "each word is linked once, where a lesson first uses it"


def test_a_word_is_linked_where_the_course_first_uses_it() -> None:
    """The first lesson page (in course order) whose narrative links a word is the first that uses it."""
    from euchre.progress.concepts import course_pages

    first_link: dict[str, str] = {}
    for page in course_pages():
        for _, fragment in GLOSSARY_LINK.findall(_markdown(ROOT / f"{page}.ipynb")):
            first_link.setdefault(fragment[1:], page)
    words = {"term-makers": "makers", "term-kitty": "kitty", "term-upcard": "upcard", "term-march": "march",
             "term-renege": "reneg", "term-defenders": "defenders"}
    for anchor_id, word in words.items():
        first_use = next(p for p in course_pages() if word in _prose(ROOT / f"{p}.ipynb"))
        assert first_link[anchor_id] == first_use, (word, first_use)


@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_the_glossary_page_speaks_the_pages_language(lang: str) -> None:
    from tests.widget_text import english_left

    with use_language(lang):
        text = re.sub(r"<style>.*?</style>|<[^>]+>", " ", glossary_html(), flags=re.S)
    assert english_left(text) == []
    with use_language("en"):
        english = glossary_html()
    assert all(e.definition not in text for e in GLOSSARY) and GLOSSARY[0].definition in english


def test_the_index_leads_to_the_glossary() -> None:
    from euchre.tutor.catalog import all_pages
    from euchre.widgets.landing import landing_html

    assert "reference/glossary" in {p.id for p in all_pages()}
    with use_language("en"):
        assert 'href="reference/glossary.ipynb"' in landing_html()
    assert "](reference/glossary.ipynb)" in _markdown(ROOT / "index.ipynb")


def test_the_glossary_lists_its_words_in_the_order_the_lessons_link_them() -> None:
    """Its count line says the words come in the order the lessons meet them."""
    from euchre.explain.glossary import anchor
    from euchre.progress.concepts import course_pages

    linked: list[str] = []
    for page in course_pages():
        for _, fragment in GLOSSARY_LINK.findall(_markdown(ROOT / f"{page}.ipynb")):
            if fragment[1:] not in linked:
                linked.append(fragment[1:])
    order = [anchor(e.key) for e in GLOSSARY]
    assert [order.index(a) for a in linked] == sorted(order.index(a) for a in linked), linked
