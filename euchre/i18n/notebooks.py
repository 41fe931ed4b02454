"""Lesson notebooks in every language: the narrative of an English notebook through a catalogue.

The choice (docs/i18n.md): one notebook per language, generated from the English one and the
`lessons` catalogue, with a check that they stay in step. Voila renders a notebook's Markdown as
it is, before any code runs, so a generated notebook keeps pages fast and lets nbval run every
language exactly as a learner sees it; authors edit only the English notebook.

- `extract(paths)`: a catalogue with one message per Markdown cell (msgctxt: the notebook's path
  and the cell's id, so a translator sees where it is; the same cell text elsewhere is its own
  message), and the title in the notebook's metadata if it has one;
- `translate(nb, translations, lang)`: the same notebook with the Markdown translated, code cells
  untouched (they hold only imports and `display` calls), `metadata.language` set, and the
  untranslated cells listed;
- `out_of_step(english, generated, translations, lang)`: what differs from a fresh translation.

Nothing is generated in the repository until the lessons of issue 13 are final (step 4 of issue 16).
"""

from __future__ import annotations

import copy
import gettext
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import nbformat
from babel.messages.catalog import Catalog

LESSONS_DOMAIN = "lessons"


def _context(path: str, cell: Any) -> str:
    return f"{path}#{cell.get('id', '')}"


def extract(paths: Iterable[Path], root: Path) -> Catalog:
    catalog = Catalog(project="euchre-tutor", domain=LESSONS_DOMAIN)
    for path in sorted(paths):
        relative = path.relative_to(root).as_posix()
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "markdown" and cell.source.strip():
                catalog.add(cell.source, context=_context(relative, cell), auto_comments=[relative])
    return catalog


def translate(nb: Any, translations: gettext.NullTranslations, lang: str, path: str
              ) -> tuple[Any, list[str]]:
    """(the translated notebook, the contexts of cells left in English)."""
    out = copy.deepcopy(nb)
    untranslated = []
    for cell in out.cells:
        if cell.cell_type != "markdown" or not cell.source.strip():
            continue
        context = _context(path, cell)
        text = translations.pgettext(context, cell.source)
        if text == cell.source:
            untranslated.append(context)
        cell.source = text
    out.metadata["language"] = lang
    return out, untranslated


def out_of_step(english: Any, generated: Any, translations: gettext.NullTranslations, lang: str, path: str
                ) -> list[str]:
    """Why `generated` is not the translation of `english` today (empty when they are in step)."""
    fresh, _ = translate(english, translations, lang, path)
    problems = []
    if len(fresh.cells) != len(generated.cells):
        problems.append(f"{path} ({lang}): {len(generated.cells)} cells, the English has {len(fresh.cells)}")
        return problems
    for want, got in zip(fresh.cells, generated.cells, strict=True):
        if (want.cell_type, want.source) != (got.cell_type, got.source):
            problems.append(f"{path} ({lang}): cell {want.get('id', '?')} differs from a fresh translation")
    if generated.metadata.get("language") != lang:
        problems.append(f"{path} ({lang}): metadata.language is {generated.metadata.get('language')!r}")
    return problems
