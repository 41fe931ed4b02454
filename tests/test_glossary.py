"""The glossary: every word is one of the catalogue's terms, with one definition in every language,
and the numbers it states are the engine's."""

from __future__ import annotations

import pytest

from euchre import Rules
from euchre.glossary import GLOSSARY, glossary_entries
from euchre.i18n import LANGUAGES, use_language


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
    from euchre.scoring import score_standard

    assert score_standard(rules, 0, False, None, 2).points[rules.side_of(1)] == rules.euchre_score
    assert score_standard(rules, 0, False, None, 3).points[rules.side_of(0)] > 0
