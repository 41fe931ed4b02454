"""Lesson notebooks in every language: the narrative of an English notebook through a catalogue.

    python -m euchre.i18n.notebooks extract update generate check

The choice (docs/i18n.md): one notebook per language, generated from the English one and the
`lessons` catalogue, with a check that they stay in step. Voila renders a notebook's Markdown as
it is, before any code runs, so a generated notebook keeps pages fast and lets nbval run every
language exactly as a learner sees it; authors edit only the English notebook.

- extract: one message per Markdown cell (msgctxt: the notebook's path and the cell's id, so a
  translator sees where it is; the same cell text elsewhere is its own message), into one
  template per folder (`PARTS`: `euchre/locale/lessons.pot`, `lessons-exercises.pot`, ...);
- update: each language's `.po` of each part brought in step (Babel's update, fuzzy matching
  included: a cell whose English changed keeps its old translation marked fuzzy, which is not used);
- generate: `<lang>/<folder>/<name>.ipynb` for every English notebook and language (and
  `<lang>/index.ipynb`): the Markdown translated, a cell with no translation yet (new, or its English
  changed) in English under a short note in the page's language (`NOT_TRANSLATED`), never a stale
  translation; a warning counts those cells. The code cells as they are, a first code cell
  that sets the page's language (`set_page_language`) and `metadata.language`. The folders keep
  their names under `<lang>/`, so the English notebooks' relative links and the app's URLs work
  unchanged (`tr/lessons/01_deck_and_ranks.ipynb` links to `../index.ipynb`, i.e. `tr/index.ipynb`);
- check: the links of a translation the same as the English cell's, the templates and `.po` files
  in step with the notebooks, and every generated notebook equal to a fresh translation; exits 1
  otherwise. Cells waiting for a translation are debt, not problems: `debt` lists them, and
  `python -m euchre.i18n.tools release-check` requires none.
"""

from __future__ import annotations

import argparse
import copy
import gettext
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import nbformat
from babel.messages.catalog import Catalog

from euchre.i18n import catalog as i18n_catalog
from euchre.i18n.catalog import DOMAIN, po_path, translations
from euchre.i18n.messages import N_
from euchre.i18n.pofiles import ROOT, TRANSLATED, Waiting, catalogue_debt, read_catalog, update_one

LESSONS_DOMAIN = "lessons"
PARTS: dict[str, tuple[str, ...]] = {
    LESSONS_DOMAIN: ("lessons/", "reference/", "index.ipynb"),
    "lessons-exercises": ("exercises/",),
    "lessons-strategy": ("strategy/",),
    "lessons-teacher": ("teacher/",),
}
"""Each part of the `lessons` catalogue and the notebooks (paths from the app's root) it holds:
one template and one `.po` per language for each folder, so a file stays small enough to review."""
FOLDERS = ("lessons", "exercises", "strategy", "teacher", "reference")
INDEX = "index.ipynb"
LANGUAGE_CELL_ID = "euchre-page-language"
LINK = re.compile(r"\]\(([^)\s]+)")
NOT_TRANSLATED = N_("This part is not translated yet, so it is shown in English.")
"""The note above a cell of a translated page that is still in English (said in the page's language)."""
NOTE_CLASS = "et-not-translated"
SERVER_PAGE = re.compile(r"\]\((/euchre/teacher)\)")
"""A link to one of the server's own pages, which (not being a notebook) takes its language from `?lang=`."""


def _context(path: str, cell: Any) -> str:
    return f"{path}#{cell.get('id', '')}"


def part_of(path: str) -> str:
    for part, prefixes in PARTS.items():
        if any(path.startswith(p) if p.endswith("/") else path == p for p in prefixes):
            return part
    raise ValueError(f"{path!r} is not a notebook of the app")


def english_notebooks(root: Path) -> list[str]:
    """Every English notebook of the app, as paths from `root`."""
    found = [INDEX] if (root / INDEX).is_file() else []
    for folder in FOLDERS:
        found += [p.relative_to(root).as_posix() for p in sorted((root / folder).glob("*.ipynb"))]
    return found


def _messages(nb: Any) -> Iterable[Any]:
    return (cell for cell in nb.cells if cell.cell_type == "markdown" and cell.source.strip())


def extract(paths: Iterable[Path], root: Path) -> Catalog:
    catalog = Catalog(project="euchre-tutor", domain=LESSONS_DOMAIN)
    for path in sorted(paths):
        relative = path.relative_to(root).as_posix()
        nb = nbformat.read(path, as_version=4)
        for cell in _messages(nb):
            catalog.add(cell.source, context=_context(relative, cell))
    return catalog


def language_cell(lang: str) -> Any:
    cell = nbformat.v4.new_code_cell(
        f'from euchre.i18n import set_page_language\n\nset_page_language("{lang}")')
    cell.id = LANGUAGE_CELL_ID
    return cell


def _locale_dir() -> Path:
    return i18n_catalog.LOCALE_DIR


def untranslated_note(lang: str) -> str:
    """NOT_TRANSLATED in `lang` (in English while the note itself waits for its translation)."""
    return translations(lang, DOMAIN, _locale_dir()).gettext(NOT_TRANSLATED)


def in_english(source: str, note: str, lang: str) -> str:
    """A cell's English Markdown under the note, marked as English for screen readers and the browser."""
    return (f'<p class="{NOTE_CLASS}" lang="{lang}"><small>⚠ {note}</small></p>\n\n'
            f'<div lang="en">\n\n{source}\n\n</div>')


def translate(nb: Any, translations: gettext.NullTranslations, lang: str, path: str, note: str | None = None
              ) -> tuple[Any, list[str]]:
    """(the translated notebook, the contexts of cells left in English). A cell with no translation
    (gettext gives back the English: fuzzy entries are never compiled) is the English under the note."""
    out = copy.deepcopy(nb)
    untranslated = []
    for cell in _messages(out):
        context = _context(path, cell)
        text = translations.pgettext(context, cell.source)
        if text == cell.source:
            untranslated.append(context)
            if note is None:
                note = untranslated_note(lang)
            text = in_english(cell.source, note, lang)
        cell.source = SERVER_PAGE.sub(rf"](\1?lang={lang})", text)
    out.cells.insert(0, language_cell(lang))
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


def link_problems(english: str, translated: str) -> list[str]:
    """A translation must link to the same pages (relative links: the same language's pages)."""
    want, got = sorted(LINK.findall(english)), sorted(LINK.findall(translated))
    return [] if want == got else [f"links {got} where the English has {want}"]


# ---- the repository's files -----------------------------------------------------------------
def _root() -> Path:
    return ROOT


def template_path(part: str) -> Path:
    return _locale_dir() / f"{part}.pot"


def generated_path(root: Path, lang: str, path: str) -> Path:
    return root / lang / path


def lesson_translations(lang: str, path: str) -> gettext.NullTranslations:
    return translations(lang, part_of(path), _locale_dir())


def templates(root: Path) -> dict[str, Catalog]:
    out = {part: Catalog(project="euchre-tutor", domain=part) for part in PARTS}
    for path in english_notebooks(root):
        nb = nbformat.read(root / path, as_version=4)
        for cell in _messages(nb):
            out[part_of(path)].add(cell.source, context=_context(path, cell))
    return out


def write_templates(root: Path) -> None:
    from babel.messages.pofile import write_po

    for part, catalog in templates(root).items():
        path = template_path(part)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as fp:
            write_po(fp, catalog, omit_header=True, no_location=True, width=120)


def update_catalogues() -> None:
    for lang in TRANSLATED:
        for part in PARTS:
            update_one(read_catalog(template_path(part)), po_path(lang, part, _locale_dir()), lang, part)


def _write(nb: Any, target: Path) -> bool:
    text = nbformat.writes(nb) + "\n"
    if target.exists() and target.read_text(encoding="utf-8") == text:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return True


def generate(root: Path, langs: Iterable[str] | None = None) -> dict[str, list[str]]:
    """Write every language's notebooks; returns, per language, the cells still in English."""
    left: dict[str, list[str]] = {}
    for lang in langs or TRANSLATED:
        left[lang] = []
        wanted = set()
        for path in english_notebooks(root):
            english = nbformat.read(root / path, as_version=4)
            nb, untranslated = translate(english, lesson_translations(lang, path), lang, path)
            left[lang] += untranslated
            target = generated_path(root, lang, path)
            wanted.add(target)
            _write(nb, target)
        for stale in (root / lang).glob("**/*.ipynb"):
            if stale not in wanted and ".ipynb_checkpoints" not in stale.parts:
                stale.unlink()
    return left


def debt(root: Path, langs: Iterable[str] | None = None) -> dict[str, list[Waiting]]:
    """Per language, every page cell shown in English because it has no translation or only a fuzzy one
    (its English changed since it was translated); its msgctxt names the notebook and the cell's id,
    `where` the translated page that shows it."""
    wanted = templates(root)
    out: dict[str, list[Waiting]] = {}
    for lang in langs or TRANSLATED:
        out[lang] = []
        for part, catalog in wanted.items():
            path = po_path(lang, part, _locale_dir())
            po = read_catalog(path, lang) if path.exists() else Catalog(locale=lang)
            places = {(m.context, m.id): (f"{lang}/{m.context.partition('#')[0]}",) for m in catalog if m.id}
            out[lang] += catalogue_debt(lang, part, catalog, po, places)
    return out


def check(root: Path, langs: Iterable[str] | None = None, complete: bool = False) -> list[str]:
    """What is out of step (templates, `.po` files, generated notebooks, links); with `complete` (a
    release), also every cell not translated or fuzzy."""
    problems = []
    wanted = templates(root)
    for part, catalog in wanted.items():
        path = template_path(part)
        have = read_catalog(path) if path.exists() else Catalog()
        if {(m.context, m.id) for m in catalog if m.id} != {(m.context, m.id) for m in have if m.id}:
            problems.append(f"{path.name} is not in step with the notebooks: "
                            "run python -m euchre.i18n.notebooks extract update generate")
    for lang in langs or TRANSLATED:
        for part, catalog in wanted.items():
            path = po_path(lang, part, _locale_dir())
            po = read_catalog(path, lang) if path.exists() else Catalog()
            for message in catalog:
                if not message.id:
                    continue
                got = po.get(message.id, context=message.context)
                where = f"{lang}: {message.context}"
                if got is None:
                    problems.append(f"{where}: not in {path.name}: run python -m euchre.i18n.notebooks update")
                elif not got.string or not str(got.string).strip():
                    problems += [f"{where}: not translated"] if complete else []
                elif got.fuzzy:
                    problems += [f"{where}: fuzzy (the English changed)"] if complete else []
                else:
                    problems += [f"{where}: {p}" for p in link_problems(message.id, str(got.string))]
        for path in english_notebooks(root):
            target = generated_path(root, lang, path)
            if not target.exists():
                problems.append(f"{lang}/{path} is missing: run python -m euchre.i18n.notebooks generate")
                continue
            english = nbformat.read(root / path, as_version=4)
            generated = nbformat.read(target, as_version=4)
            problems += out_of_step(english, generated, lesson_translations(lang, path), lang, path)
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m euchre.i18n.notebooks", description=__doc__.split("\n\n")[0])
    parser.add_argument("commands", nargs="+", choices=("extract", "update", "generate", "check"))
    args = parser.parse_args(argv)
    root = _root()
    for command in args.commands:
        if command == "extract":
            write_templates(root)
        elif command == "update":
            update_catalogues()
        elif command == "generate":
            left = generate(root)
            for lang, cells in left.items():
                print(f"{lang}: {len(cells)} cells left in English")
            total = sum(len(cells) for cells in left.values())
            if total:
                print(f"warning: translation debt: {total} page cells shown in English under a note "
                      f"({', '.join(f'{lang} {len(cells)}' for lang, cells in left.items())}); "
                      "see python -m euchre.i18n.tools debt", file=sys.stderr)
        else:
            problems = check(root)
            for problem in problems:
                print(problem)
            if problems:
                print(f"{len(problems)} problems", file=sys.stderr)
                return 1
            print("every notebook is in step")
    return 0


if __name__ == "__main__":
    sys.exit(main())
