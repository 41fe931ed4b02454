"""Catalogue tooling: `python -m euchre.i18n.tools extract|update|compile|check|debt|release-check|all`.

- extract: Babel's Python extractor over the package into one template per part of
  the `euchre` domain (`euchre/locale/<part>.pot`; `catalog.PARTS` says which folders each part
  holds), and the templates of the case forms (`euchre/locale/templates/euchre-cases-<lang>.pot`, one message per
  inflected name and case of that language);
- update:  `pybabel update` of every language's `.po` files (one per part, and the cases) from those templates;
- compile: `pybabel compile` into `.mo` files beside them (the package build does this too, and
  the tutor compiles a `.po` in memory when its `.mo` is missing or older, so this is optional);
- check:   the catalogues are well-formed (the same placeholders, only cases the language has, every
  `.po` in step with its template) and the templates in step with the code; exits 1 otherwise. A
  message not translated yet, or only fuzzily, is not a problem here: it is translation debt, shown
  in English (a page cell with a note), and counted in a warning;
- debt:    every message and page cell waiting for a translation, per language, and where it is used;
- release-check: `check`, the pages' check, and zero debt; exits 1 otherwise (run before a release).
"""

from __future__ import annotations

import argparse
import json
import string
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import write_po

from euchre.i18n import notebooks
from euchre.i18n.catalog import CASES_DOMAIN, DOMAIN, LOCALE_DIR, PARTS, part_of, po_path
from euchre.i18n.pofiles import (
    PROJECT,
    ROOT,
    TRANSLATED,
    Waiting,
    catalogue_debt,
    debt_summary,
    read_catalog,
    update_one,
    waiting_state,
)
from euchre.i18n.words import CASES, INFLECTED

PACKAGE = LOCALE_DIR.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
TEMPLATES_DIR = LOCALE_DIR / "templates"


def part_template(part: str) -> Path:
    return LOCALE_DIR / f"{part}.pot"


def cases_template(lang: str) -> Path:
    return TEMPLATES_DIR / f"{CASES_DOMAIN}-{lang}.pot"


def _pybabel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def extract() -> None:
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    catalogs = {part: Catalog(project=PROJECT, domain=part) for part in PARTS}
    for part, context, ids in _extracted():
        catalogs[part].add(ids if len(ids) > 1 else ids[0], context=context)
    for part, catalog in catalogs.items():
        with part_template(part).open("wb") as fp:
            write_po(fp, catalog, omit_header=True, sort_output=True, no_location=True, width=76)
    TEMPLATES_DIR.mkdir(parents=True, exist_ok=True)
    for lang in TRANSLATED:
        catalog = Catalog(project=PROJECT, domain=CASES_DOMAIN)
        for case in CASES[lang]:
            for context, english in INFLECTED:
                catalog.add(english, context=case, auto_comments=[f"{context} name, {case}"])
        with cases_template(lang).open("wb") as fp:
            write_po(fp, catalog, omit_header=True, sort_output=True, width=120)


def update() -> None:
    """Each `.po` brought in step with its template. A file is rewritten only when its messages
    change, and keeps its header dates, so updating one part never touches another part's files."""
    for lang in TRANSLATED:
        pairs = [(part, part_template(part)) for part in PARTS] + [(CASES_DOMAIN, cases_template(lang))]
        for domain, template in pairs:
            _update_one(lang, domain, read_catalog(template))


def _update_one(lang: str, domain: str, template: Catalog) -> None:
    update_one(template, po_path(lang, domain), lang, domain)


def compile_all() -> None:
    for lang in TRANSLATED:
        for domain in (*PARTS, CASES_DOMAIN):
            _pybabel("compile", "-d", str(LOCALE_DIR), "-D", domain, "-l", lang, "--statistics")


# ---- checks ---------------------------------------------------------------------------------
def fields(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The placeholders of a brace-format message: ("card", ("acc",)) for "{card.acc}"."""
    out = []
    for _, name, _, _ in string.Formatter().parse(text):
        if name is None:
            continue
        base, *attrs = name.split(".")
        out.append((base.split("[")[0], tuple(attrs)))
    return out


def _bases(text: str) -> set[str]:
    try:
        return {base for base, _ in fields(text)}
    except ValueError:
        return set()


def placeholder_problems(source: str, translated: str, lang: str) -> list[str]:
    problems = []
    try:
        want = {base for base, _ in fields(source)}
        got = fields(translated)
    except ValueError as exc:
        return [f"not a valid format string: {exc}"]
    if {base for base, _ in got} - want:
        problems.append(f"placeholders {sorted({b for b, _ in got} - want)} are not in the English")
    for base, attrs in got:
        for attr in attrs:
            if attr not in CASES[lang]:
                problems.append(f"{{{base}.{attr}}}: {lang} has no case {attr!r}")
    return problems


def _strings(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, list | tuple) else [message.string]


def _ids(message: Message) -> list[str]:
    return list(message.id) if isinstance(message.id, list | tuple) else [message.id]


def catalogue_problems(lang: str, template: Catalog, po: Catalog) -> list[str]:
    """What is wrong with `po` against `template`: a message missing from the file (run `update`), a
    translation whose placeholders or cases do not fit, a message the template no longer has. A
    message not translated yet, or fuzzy, is debt (`catalogue_debt`), not a problem: it is never used."""
    problems = []
    for wanted in template:
        if not wanted.id:
            continue
        label = f"{lang}: {wanted.context + ' | ' if wanted.context else ''}{_ids(wanted)[0]!r}"
        got = po.get(wanted.id, context=wanted.context)
        if got is None:
            problems.append(f"{label}: missing (run python -m euchre.i18n.tools update)")
            continue
        strings = _strings(got)
        if isinstance(wanted.id, list | tuple) and len(strings) != po.num_plurals:
            problems.append(f"{label}: {len(strings)} plural forms, {lang} has {po.num_plurals}")
        if waiting_state(got) is not None:
            continue
        for translated in strings:
            source = _ids(wanted)[-1] if len(_ids(wanted)) > 1 else _ids(wanted)[0]
            # Every plural form may use the plural's placeholders ({n} is given to both).
            problems += [f"{label}: {p}" for p in placeholder_problems(source, translated, lang)]
        missing = _bases(_ids(wanted)[0]) - {b for s in strings for b in _bases(s)}
        if missing:
            problems.append(f"{label}: the translation drops {sorted(missing)}")
    extra = [m for m in po if m.id and template.get(m.id, context=m.context) is None]
    problems += [f"{lang}: {m.context or ''} {_ids(m)[0]!r} is not in the template" for m in extra]
    return problems


KEYWORD_SPECS = {"_": None, "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
                 "npgettext": ((1, "c"), 2, 3), "N_": None, "NP_": ((1, "c"), 2)}


def _extracted() -> list[tuple[str, str | None, tuple[str, ...]]]:
    """(part, context, ids) of every message the code marks, read with Babel's extractor, and the
    words of the hand records shipped for the lessons (`record_texts`)."""
    method_map = [("**.py", "python")]
    found = []
    for filename, _, message, _, context in extract_from_dir(str(PACKAGE), method_map, keywords=KEYWORD_SPECS):
        ids = tuple(message) if isinstance(message, tuple) else (message,)
        found.append((part_of(filename), context, ids))
    found += [(part_of("widgets/records.py"), RECORD_CONTEXT, (text,)) for text in record_texts()]
    return found


def _places() -> dict[tuple[str | None, str], tuple[str, ...]]:
    """(context, msgid) -> the files and lines that mark it ("widgets/quiz.py:120")."""
    method_map = [("**.py", "python")]
    places: dict[tuple[str | None, str], list[str]] = {}
    for filename, line, message, _, context in extract_from_dir(str(PACKAGE), method_map, keywords=KEYWORD_SPECS):
        first = message[0] if isinstance(message, tuple) else message
        places.setdefault((context, first), []).append(f"{filename}:{line}")
    for text in record_texts():
        places.setdefault((RECORD_CONTEXT, text), []).append("data/*.egn")
    return {key: tuple(value) for key, value in places.items()}


def record_texts() -> list[str]:
    """The title and every call and play annotation of the EGN records in `euchre/data/` (the lessons'
    replays show them; `euchre.widgets.records` says them through the catalogue, msgctxt "record")."""
    texts: list[str] = []

    def walk(node: object, key: str = "") -> None:
        if isinstance(node, dict):
            for name, value in node.items():
                walk(value, key if key in _RECORD_KEYS else name)  # an annotations table: step -> notes
        elif isinstance(node, list):
            for value in node:
                walk(value, key)
        elif isinstance(node, str) and key in _RECORD_KEYS:
            texts.append(node)

    for path in sorted((PACKAGE / "data").glob("*.egn")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return list(dict.fromkeys(texts))


RECORD_CONTEXT = "record"
_RECORD_KEYS = frozenset({"title", "callAnnotations", "playAnnotations"})


def template_messages(template: Catalog) -> set[tuple[str | None, tuple[str, ...]]]:
    return {(m.context, tuple(_ids(m))) for m in template if m.id}


def check(langs: Iterable[str] = TRANSLATED) -> list[str]:
    problems = []
    extracted = _extracted()
    templates = {}
    for part in PARTS:
        path = part_template(part)
        templates[part] = read_catalog(path) if path.exists() else Catalog()
        wanted = {(context, ids) for p, context, ids in extracted if p == part}
        stale = wanted ^ template_messages(templates[part])
        if stale:
            problems.append(f"{path.name} is not in step with the code ({len(stale)} messages differ): "
                            "run python -m euchre.i18n.tools extract update")
    for lang in langs:
        pairs = [*templates.items(), (CASES_DOMAIN, read_catalog(cases_template(lang)))]
        for domain, tmpl in pairs:
            path = po_path(lang, domain)
            if not path.exists():
                if any(m.id for m in tmpl):
                    problems.append(f"{lang}: {path.relative_to(ROOT)} is missing")
                continue
            problems += catalogue_problems(lang, tmpl, read_catalog(path, lang))
    return problems


def message_debt(langs: Iterable[str] = TRANSLATED, places: bool = True) -> dict[str, list[Waiting]]:
    """Per language, every message of the code (and of the case forms) shown in English because it is
    not translated yet or its translation is fuzzy (the English changed since it was translated)."""
    where = _places() if places else {}
    out: dict[str, list[Waiting]] = {}
    for lang in langs:
        out[lang] = []
        pairs = [(part, part_template(part)) for part in PARTS] + [(CASES_DOMAIN, cases_template(lang))]
        for domain, template_file in pairs:
            if not template_file.exists():
                continue
            path = po_path(lang, domain)
            po = read_catalog(path, lang) if path.exists() else Catalog(locale=lang)
            out[lang] += catalogue_debt(lang, domain, read_catalog(template_file), po, where)
    return out


def debt(langs: Iterable[str] = TRANSLATED, root: Path | None = None, places: bool = True
         ) -> dict[str, list[Waiting]]:
    """The translation debt: every message and every page cell waiting for a translation, per language."""
    langs = tuple(langs)
    messages = message_debt(langs, places)
    cells = notebooks.debt(root or ROOT, langs)
    return {lang: messages[lang] + cells[lang] for lang in langs}


def release_problems(langs: Iterable[str] = TRANSLATED, root: Path | None = None) -> list[str]:
    """What stops a release: every problem of `check` and of the pages' check, and every item of debt."""
    langs = tuple(langs)
    problems = check(langs) + notebooks.check(root or ROOT, langs)
    for lang, items in debt(langs, root, places=False).items():
        problems += [f"{lang}: {item.line()}" for item in items]
    return problems


def print_debt(waiting: dict[str, list[Waiting]]) -> None:
    for lang, items in waiting.items():
        print(f"{lang}: {len(items)} waiting")
        for item in items:
            print(f"  {item.line()}")


def warn_debt(waiting: dict[str, list[Waiting]], what: str = "messages") -> None:
    summary = debt_summary(waiting)
    if summary:
        print(f"warning: translation debt: {summary} {what} shown in English; "
              "see python -m euchre.i18n.tools debt", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m euchre.i18n.tools", description=__doc__.split("\n\n")[0])
    parser.add_argument("commands", nargs="+",
                        choices=("extract", "update", "compile", "check", "debt", "release-check", "all"))
    args = parser.parse_args(argv)
    commands = ["extract", "update", "compile", "check"] if "all" in args.commands else args.commands
    for command in commands:
        if command == "extract":
            extract()
        elif command == "update":
            update()
            warn_debt(message_debt(places=False))
        elif command == "compile":
            compile_all()
        elif command == "debt":
            waiting = debt()
            print_debt(waiting)
            warn_debt(waiting, "messages and page cells")
        elif command == "release-check":
            problems = release_problems()
            for problem in problems:
                print(problem)
            if problems:
                print(f"{len(problems)} problems: a release needs every message and page translated",
                      file=sys.stderr)
                return 1
            print("ready for a release: every message and page is translated in " + ", ".join(TRANSLATED))
        else:
            problems = check()
            for problem in problems:
                print(problem)
            if problems:
                print(f"{len(problems)} problems", file=sys.stderr)
                return 1
            print("the catalogues are well-formed and in step in " + ", ".join(TRANSLATED))
            warn_debt(message_debt(places=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
