"""Reading and updating `.po` files, and what a catalogue still waits for (its translation debt).

Shared by `euchre.i18n.tools` (the code's messages) and `euchre.i18n.notebooks` (the pages' cells),
so neither imports the other's command line.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

from euchre.i18n.catalog import LOCALE_DIR
from euchre.i18n.languages import ENGLISH, LANGUAGES

ROOT = LOCALE_DIR.parent.parent
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != ENGLISH)
PROJECT = "euchre-tutor"

UNTRANSLATED = "not translated"
FUZZY = "fuzzy"
"""A fuzzy entry is Babel's guess from an older English sentence: it is never used (`compile_po`
and `pybabel compile` leave it out), so the English shows until a translator confirms it."""


@dataclass(frozen=True)
class Waiting:
    """One message or page cell whose translation is owed: shown in English until it is translated."""

    lang: str
    domain: str
    context: str | None
    msgid: str
    state: str  # UNTRANSLATED or FUZZY
    where: tuple[str, ...] = ()

    def line(self) -> str:
        context = f"[{self.context}] " if self.context else ""
        first = self.msgid.strip().splitlines()[0] if self.msgid.strip() else ""
        short = first if len(first) <= 90 else first[:87] + "..."
        used = f"  (used in {', '.join(self.where)})" if self.where else ""
        return f"{self.domain}: {context}{short!r}: {self.state}{used}"


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=lang)


def msgids(message: Message) -> list[str]:
    return list(message.id) if isinstance(message.id, list | tuple) else [message.id]


def msgstrs(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, list | tuple) else [message.string]


def waiting_state(message: Message | None) -> str | None:
    """Why `message` (a `.po` entry, None when the file has none) is shown in English, or None when
    its translation is used."""
    if message is None or not all((s or "").strip() for s in msgstrs(message)):
        return UNTRANSLATED
    if message.fuzzy:
        return FUZZY
    return None


def catalogue_debt(lang: str, domain: str, template: Catalog, po: Catalog,
                   where: dict[tuple[str | None, str], tuple[str, ...]] | None = None) -> list[Waiting]:
    """Every message of `template` that `po` does not translate, or translates only by a fuzzy guess."""
    out = []
    for wanted in template:
        if not wanted.id:
            continue
        state = waiting_state(po.get(wanted.id, context=wanted.context))
        if state is not None:
            first = msgids(wanted)[0]
            out.append(Waiting(lang, domain, wanted.context, first, state,
                               (where or {}).get((wanted.context, first), ())))
    return out


def update_one(template: Catalog, path: Path, lang: str, domain: str) -> None:
    """`path` brought in step with `template` (as `pybabel update` does, fuzzy matching included). The
    file is rewritten only when its messages change, and keeps its header dates."""
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


def debt_summary(waiting: dict[str, list[Waiting]]) -> str:
    """'12 waiting (tr 4, fi 4, az 4)', or '' when nothing waits."""
    total = sum(len(items) for items in waiting.values())
    if not total:
        return ""
    return f"{total} waiting ({', '.join(f'{lang} {len(items)}' for lang, items in waiting.items())})"
