"""The lesson notebooks through a catalogue: extraction, translation, and the in-step check."""

from __future__ import annotations

import io
from pathlib import Path

import nbformat
import pytest
from babel.messages.mofile import write_mo
from babel.support import NullTranslations, Translations

from euchre.i18n import catalog as i18n_catalog
from euchre.i18n import notebooks, tools
from euchre.i18n.notebooks import (
    LANGUAGE_CELL_ID,
    LINK,
    NOT_TRANSLATED,
    NOTE_CLASS,
    check,
    debt,
    english_notebooks,
    extract,
    generated_path,
    link_problems,
    out_of_step,
    part_of,
    translate,
    untranslated_note,
)
from euchre.i18n.pofiles import FUZZY
from euchre.i18n.tools import TRANSLATED

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


def _catalogue_with_every_cell_translated():
    catalog = extract([LESSON], ROOT)
    for message in catalog:
        if message.id:
            message.string = "Çeviri: " + message.id
    out = io.BytesIO()
    write_mo(out, catalog)
    out.seek(0)
    return Translations(out)


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
    assert turkish.cells[0].id == LANGUAGE_CELL_ID and 'set_page_language("tr")' in turkish.cells[0].source
    assert [c.source for c in turkish.cells[1:] if c.cell_type == "code"] == [
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
    every = _catalogue_with_every_cell_translated()
    assert out_of_step(english, translate(english, every, "fi", PATH)[0], every, "tr",
                       PATH) == [f"{PATH} (tr): cell {LANGUAGE_CELL_ID} differs from a fresh translation",
                                 f"{PATH} (tr): metadata.language is 'fi'"]
    # A cell left in English carries the note in the page's language: a page made for Finnish is not Turkish.
    assert any("differs" in p and LANGUAGE_CELL_ID not in p for p in out_of_step(
        english, translate(english, NullTranslations(), "fi", PATH)[0], NullTranslations(), "tr", PATH))


def test_every_page_of_the_app_is_extracted_into_one_part():
    paths = english_notebooks(ROOT)
    assert "index.ipynb" in paths and any(p.startswith("strategy/") for p in paths)
    assert {part_of(p) for p in paths} == {"lessons", "lessons-exercises", "lessons-strategy", "lessons-teacher"}
    assert part_of("index.ipynb") == "lessons"


def test_a_translation_must_link_to_the_same_pages():
    english = "See [lesson 2](02_trump_and_bowers.ipynb) and [the index](../index.ipynb)."
    assert link_problems(english, "Bkz. [ders 2](02_trump_and_bowers.ipynb), [dizin](../index.ipynb).") == []
    assert link_problems(english, "Bkz. [ders 2](../lessons/02_trump_and_bowers.ipynb) ve [dizin](../index.ipynb).")


def test_every_generated_notebook_is_a_fresh_translation():
    """The repository's notebooks in every language: each equals what the catalogues give today
    (re-run `python -m euchre.i18n.notebooks extract update generate` after editing an English
    notebook; a cell waiting for its translation is then English under a note), every `.po` in step
    with the notebooks, and every translation links to the same pages as the English."""
    assert check(ROOT) == []


@pytest.mark.release
def test_a_release_has_every_cell_of_every_page_translated():
    assert check(ROOT, complete=True) == []
    assert debt(ROOT) == {lang: [] for lang in TRANSLATED}


def test_the_generated_notebooks_are_where_the_english_links_expect_them():
    for lang in TRANSLATED:
        for path in english_notebooks(ROOT):
            target = generated_path(ROOT, lang, path)
            assert target.relative_to(ROOT).as_posix() == f"{lang}/{path}"
            nb = nbformat.read(target, as_version=4)
            assert nb.metadata["language"] == lang


def _ui_labels(lang: str) -> dict[str, set[str]]:
    """English message -> its translations in the code parts (the words on the buttons)."""
    from babel.messages.pofile import read_po

    labels: dict[str, set[str]] = {}
    for po in sorted((ROOT / "euchre" / "locale" / lang / "LC_MESSAGES").glob("euchre*.po")):
        with po.open("rb") as fp:
            for message in read_po(fp):
                ids = message.id if isinstance(message.id, tuple) else (message.id,)
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                for english, said in zip(ids, strings, strict=False):
                    labels.setdefault(english, set()).add(" ".join(said.split()))
    return labels


def test_a_lesson_names_a_button_as_the_button_says_it():
    # "press **Run the simulation**": the translated cell must say the button's own translated label.
    import re

    from babel.messages.pofile import read_po

    bold = re.compile(r"\*\*([^*]+)\*\*")
    wrong = []
    for lang in TRANSLATED:
        labels = _ui_labels(lang)
        for po in sorted((ROOT / "euchre" / "locale" / lang / "LC_MESSAGES").glob("lessons*.po")):
            with po.open("rb") as fp:
                for message in read_po(fp):
                    said = {" ".join(text.split()) for text in bold.findall(message.string or "")}
                    for english in bold.findall(message.id or ""):
                        english = " ".join(english.split())
                        if english[:1].isupper() and english in labels and not labels[english] & said:
                            wrong.append((lang, message.context, english, sorted(labels[english])))
    assert wrong == []


def _lesson_root(tmp_path: Path, monkeypatch) -> Path:
    """An app of one lesson, with its own copy of the catalogues, as the repository has them today."""
    import shutil

    root = tmp_path / "app"
    (root / "lessons").mkdir(parents=True)
    shutil.copy(LESSON, root / "lessons" / LESSON.name)
    locale = tmp_path / "locale"
    shutil.copytree(i18n_catalog.LOCALE_DIR, locale, ignore=shutil.ignore_patterns("*.mo"))
    monkeypatch.setattr(i18n_catalog, "LOCALE_DIR", locale)
    monkeypatch.setattr(i18n_catalog, "RECHECK_SECONDS", 0.0)
    monkeypatch.setenv(i18n_catalog.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(notebooks, "_root", lambda: root)
    notebooks.write_templates(root)
    notebooks.update_catalogues()
    notebooks.generate(root)
    return root


def test_a_cell_whose_english_changed_shows_the_english_under_a_note_and_is_listed_as_debt(
        tmp_path, monkeypatch, capsys):
    root = _lesson_root(tmp_path, monkeypatch)
    assert check(root) == [] and debt(root) == {lang: [] for lang in TRANSLATED}
    lesson = root / PATH
    english = nbformat.read(lesson, as_version=4)
    cell = next(c for c in english.cells if c.cell_type == "markdown" and len(c.source.split()) > 8)
    turkish_before = next(c.source for c in nbformat.read(root / "tr" / PATH, as_version=4).cells
                          if c.get("id") == cell.id)
    cell.source = cell.source.rstrip() + " This sentence is new."
    nbformat.write(english, lesson)

    # The author runs the build: extract, update, generate. It warns; nothing fails.
    assert notebooks.main(["extract", "update", "generate"]) == 0
    assert "translation debt: 3 page cells shown in English" in capsys.readouterr().err
    assert check(root) == []

    for lang in TRANSLATED:
        page = nbformat.read(root / lang / PATH, as_version=4)
        shown = next(c.source for c in page.cells if c.get("id") == cell.id)
        note = untranslated_note(lang)
        assert note != NOT_TRANSLATED  # the note is said in the page's language
        assert f'class="{NOTE_CLASS}" lang="{lang}"' in shown and note in shown
        assert cell.source in shown and '<div lang="en">' in shown
        others = [c for c in page.cells if c.cell_type == "markdown" and c.get("id") != cell.id]
        assert others and not any(NOTE_CLASS in c.source for c in others)  # the rest stays translated
    page = nbformat.read(root / "tr" / PATH, as_version=4)
    assert turkish_before not in {c.source for c in page.cells}  # no stale translation of the old cell

    waiting = debt(root)
    assert {lang: [(w.state, w.msgid, w.where) for w in items] for lang, items in waiting.items()} == {
        lang: [(FUZZY, cell.source, (f"{lang}/{PATH}",))] for lang in TRANSLATED}
    assert {w.context for items in waiting.values() for w in items} == {f"{PATH}#{cell.id}"}
    assert any("fuzzy" in p for p in check(root, complete=True))
    release = tools.release_problems(root=root)
    assert sorted(p for p in release if PATH in p) == sorted(
        f"{lang}: {w.line()}" for lang, items in waiting.items() for w in items)


def test_a_translated_page_links_to_the_teachers_sign_in_in_its_own_language():
    """The sign-in page is the server's, not a notebook in a language folder: it learns the language
    from `?lang=`, so a Turkish dashboard's link must carry it (else the teacher lands in English)."""
    english = nbformat.read(ROOT / "teacher" / "dashboard.ipynb", as_version=4)
    assert any("](/euchre/teacher)" in cell.source for cell in english.cells)
    for lang in TRANSLATED:
        fresh, _ = translate(english, NullTranslations(), lang, "teacher/dashboard.ipynb")
        links = [link for cell in fresh.cells for link in LINK.findall(cell.source) if "/euchre/" in link]
        assert links == [f"/euchre/teacher?lang={lang}"]
        served = nbformat.read(generated_path(ROOT, lang, "teacher/dashboard.ipynb"), as_version=4)
        assert f"](/euchre/teacher?lang={lang})" in "".join(cell.source for cell in served.cells)
