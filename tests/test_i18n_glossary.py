"""Each language's glossary (docs/glossary/<lang>.md) and the catalogue say the same words."""

from __future__ import annotations

from pathlib import Path

import pytest

from euchre.i18n import pgettext, use_language
from euchre.i18n.terms import TERMS
from euchre.i18n.words import BOWER_NAMES, RANK_NAMES, SUIT_NAMES
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

GLOSSARY = Path(__file__).resolve().parent.parent / "docs" / "glossary"
ENTRIES = {english: (context, english) for context, english in
           [*TERMS.values(), *SUIT_NAMES.values(), *RANK_NAMES.values(), *BOWER_NAMES.values()]}


def _rows(lang: str) -> dict[str, str]:
    """English -> word, from the two-column word tables (Terms; Suits, ranks and the bowers)."""
    rows: dict[str, str] = {}
    section = ""
    for line in (GLOSSARY / f"{lang}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:]
        elif line.startswith("| ") and section in ("Terms", "Suits, ranks and the bowers"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if cells[0] not in ("English", "---", "") and not set(cells[0]) <= {"-"}:
                assert cells[0] not in rows, f"{lang}: {cells[0]!r} twice"
                rows[cells[0]] = cells[1]
    return rows


@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_the_glossary_lists_every_term_with_the_catalogues_word(lang):
    rows = _rows(lang)
    assert set(rows) == set(ENTRIES)
    with use_language(lang):
        differ = {english: (word, pgettext(*ENTRIES[english])) for english, word in rows.items()
                  if pgettext(*ENTRIES[english]) != word}
    assert differ == {}


def test_the_seeds_words_are_kept():
    with use_language("tr"):
        assert pgettext(*TERMS["trump"]) == "koz"
        assert pgettext(*TERMS["kitty"]) == "kitty"
    with use_language("az"):
        assert pgettext(*TERMS["shoot the moon"]) == "ayı vurmaq"
    with use_language("fi"):
        assert pgettext(*TERMS["go alone"]) == "pelata yksin"
