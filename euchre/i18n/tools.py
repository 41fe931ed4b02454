"""Catalogue tooling: `python -m euchre.i18n.tools extract|update|compile|check|all`.

- extract: Babel's Python extractor over the package into one template per part of
  the `euchre` domain (`euchre/locale/<part>.pot`; `catalog.PARTS` says which folders each part
  holds), and the templates of the case forms (`euchre/locale/templates/euchre-cases-<lang>.pot`, one message per
  inflected name and case of that language);
- update:  `pybabel update` of every language's `.po` files (one per part, and the cases) from those templates;
- compile: `pybabel compile` into `.mo` files beside them (the package build does this too, and
  the tutor compiles a `.po` in memory when its `.mo` is missing or older, so this is optional);
- check:   every message translated in every language (no fuzzy entries, the same placeholders,
  only cases the language has), and the template in step with the code; exits 1 otherwise.
"""

from __future__ import annotations

import argparse
import io
import json
import string
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from euchre.i18n.catalog import CASES_DOMAIN, DOMAIN, LOCALE_DIR, PARTS, part_of, po_path
from euchre.i18n.languages import ENGLISH, LANGUAGES
from euchre.i18n.words import CASES, INFLECTED

ROOT = LOCALE_DIR.parent.parent
PACKAGE = LOCALE_DIR.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
TEMPLATES_DIR = LOCALE_DIR / "templates"
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != ENGLISH)
PROJECT = "euchre-tutor"


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
    path = po_path(lang, domain)
    if path.exists():
        catalog = read_catalog(path, lang)
        created = catalog.creation_date
        catalog.update(template)
        catalog.obsolete.clear()
        catalog.creation_date = created
    else:
        catalog = Catalog(locale=lang, domain=domain, project=PROJECT)
        catalog.update(template)
        path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, catalog, width=120)
    if not path.exists() or _body(path.read_bytes()) != _body(out.getvalue()):
        path.write_bytes(out.getvalue())


def _body(text: bytes) -> bytes:
    dates = (b'"POT-Creation-Date', b'"PO-Revision-Date')
    return b"\n".join(line for line in text.splitlines() if not line.startswith(dates))


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
    problems = []
    for wanted in template:
        if not wanted.id:
            continue
        label = f"{lang}: {wanted.context + ' | ' if wanted.context else ''}{_ids(wanted)[0]!r}"
        got = po.get(wanted.id, context=wanted.context)
        if got is None:
            problems.append(f"{label}: missing")
            continue
        if got.fuzzy:
            problems.append(f"{label}: fuzzy")
        strings = _strings(got)
        if not all(s.strip() for s in strings):
            problems.append(f"{label}: not translated")
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


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=lang)


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m euchre.i18n.tools", description=__doc__.split("\n\n")[0])
    parser.add_argument("commands", nargs="+", choices=("extract", "update", "compile", "check", "all"))
    args = parser.parse_args(argv)
    commands = ["extract", "update", "compile", "check"] if "all" in args.commands else args.commands
    for command in commands:
        if command == "extract":
            extract()
        elif command == "update":
            update()
        elif command == "compile":
            compile_all()
        else:
            problems = check()
            for problem in problems:
                print(problem)
            if problems:
                print(f"{len(problems)} problems", file=sys.stderr)
                return 1
            print("every message is translated in " + ", ".join(TRANSLATED))
    return 0


if __name__ == "__main__":
    sys.exit(main())
