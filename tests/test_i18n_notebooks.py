"""The lesson notebooks through a catalogue: extraction, translation, and the in-step check."""

from __future__ import annotations

import io
from pathlib import Path

import nbformat
from babel.messages.mofile import write_mo
from babel.support import NullTranslations, Translations

from euchre.i18n.notebooks import extract, out_of_step, translate

ROOT = Path(__file__).resolve().parent.parent
LESSON = ROOT / "lessons" / "01_deck_and_ranks.ipynb"
PATH = "lessons/01_deck_and_ranks.ipynb"


def _catalogue_with_first_cell_translated(text: str):
    catalog = extract([LESSON], ROOT)
    first = next(m for m in catalog if m.id)
    first.string = text
    out = io.BytesIO()
    write_mo(out, catalog)
    out.seek(0)
    return first, Translations(out)


def test_every_markdown_cell_of_the_lessons_is_a_message():
    paths = sorted((ROOT / "lessons").glob("*.ipynb"))
    catalog = extract(paths, ROOT)
    cells = sum(1 for p in paths for c in nbformat.read(p, as_version=4).cells
                if c.cell_type == "markdown" and c.source.strip())
    assert len([m for m in catalog if m.id]) == cells > 0
    assert all(m.context.startswith("lessons/") and "#" in m.context for m in catalog if m.id)


def test_a_translated_notebook_keeps_its_code_and_lists_what_is_left_in_english():
    english = nbformat.read(LESSON, as_version=4)
    first, translations = _catalogue_with_first_cell_translated("# Ders 1 · Deste ve kartların sırası")
    turkish, left = translate(english, translations, "tr", PATH)
    assert turkish.metadata["language"] == "tr"
    assert any(c.source == "# Ders 1 · Deste ve kartların sırası" for c in turkish.cells)
    assert first.context not in left and len(left) == len(
        [c for c in english.cells if c.cell_type == "markdown" and c.source.strip()]) - 1
    assert [c.source for c in turkish.cells if c.cell_type == "code"] == [
        c.source for c in english.cells if c.cell_type == "code"]
    assert english.metadata.get("language") is None  # the English notebook is not changed


def test_the_in_step_check_finds_a_stale_translation():
    english = nbformat.read(LESSON, as_version=4)
    _, translations = _catalogue_with_first_cell_translated("# Ders 1")
    generated, _ = translate(english, translations, "tr", PATH)
    assert out_of_step(english, generated, translations, "tr", PATH) == []
    _, newer = _catalogue_with_first_cell_translated("# Ders 1 · Deste")
    assert any("differs" in p for p in out_of_step(english, generated, newer, "tr", PATH))
    generated.cells.pop()
    assert any("cells" in p for p in out_of_step(english, generated, newer, "tr", PATH))
    assert out_of_step(english, translate(english, NullTranslations(), "fi", PATH)[0], NullTranslations(), "tr",
                       PATH) == [f"{PATH} (tr): metadata.language is 'fi'"]
