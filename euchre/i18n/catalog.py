"""Loading the message catalogues: compiled `.mo` files when they are current, else the `.po`
files compiled in memory on first use, so a fresh checkout or an editable install needs no build step.

Domains:
- `euchre`: every learner-facing message (English msgids, with `msgctxt` where a word is ambiguous).
  It is kept in parts, one `.po` file per part and language (`PARTS`: which package folders each
  part's messages come from), so that people translating different parts of the tutor never edit
  the same file; `translations(lang)` reads them as one catalogue.
- `euchre-cases`: the inflected forms of card and suit names, one message per case, for each
  language's own cases (Turkish and Azerbaijani: acc, gen, dat, loc, abl; Finnish: gen, part, ine,
  ela, ill, ade, abl, all, ess, tra). The msgctxt is the case, the msgid the English name.
"""

from __future__ import annotations

import functools
import gettext
import io
import time
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

from euchre.i18n.languages import ENGLISH

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "euchre"
CASES_DOMAIN = "euchre-cases"
PARTS: dict[str, tuple[str, ...]] = {
    DOMAIN: (),
    "euchre-tutor": ("tutor/",),
    "euchre-bots": ("bots/", "puzzles/", "solver/"),
    "euchre-pages": ("widgets/",),
    "euchre-server": ("progress/", "classroom/", "server/", "app.py", "catalog.py", "routes.py"),
}
"""Each part of the `euchre` domain and the package paths (relative to `euchre/`) whose messages it
holds; `euchre` itself holds every message from anywhere else. A message used in two parts is in both."""
DOMAINS = (*PARTS, CASES_DOMAIN)


def part_of(path: str) -> str:
    """The part that holds the messages of `path`, a file path relative to the `euchre` package."""
    path = path.replace("\\", "/")
    for part, prefixes in PARTS.items():
        if any(path.startswith(prefix) for prefix in prefixes):
            return part
    return DOMAIN


def po_path(lang: str, domain: str = DOMAIN, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{domain}.po"


def translations(lang: str, domain: str = DOMAIN, locale_dir: Path = LOCALE_DIR) -> gettext.NullTranslations:
    """The catalogue of `lang` (English, the source language, has none and returns the msgids)."""
    if lang == ENGLISH:
        return NullTranslations()
    key = (lang, domain, str(locale_dir))
    now = time.monotonic()
    seen = _recent.get(key)
    if seen is not None and now - seen[0] < RECHECK_SECONDS:
        return seen[1]
    if domain == DOMAIN:
        files = tuple(_files(po_path(lang, part, locale_dir)) for part in PARTS)
        loaded = _load_parts(files, lang)
    else:
        loaded = _load(*_files(po_path(lang, domain, locale_dir)), lang, domain)
    _recent[key] = (now, loaded)
    return loaded


RECHECK_SECONDS = 2.0
"""How long a loaded catalogue is used before its files are looked at again (an edit shows up after that)."""
_recent: dict[tuple[str, str, str], tuple[float, gettext.NullTranslations]] = {}


def _files(po: Path) -> tuple[str, float | None, str, float | None]:
    mo = po.with_suffix(".mo")
    return str(po), _mtime(po), str(mo), _mtime(mo)


def _mtime(path: Path) -> float | None:
    try:
        return path.stat().st_mtime
    except OSError:
        return None


@functools.lru_cache(maxsize=64)
def _load(po: str, po_mtime: float | None, mo: str, mo_mtime: float | None, lang: str, domain: str
          ) -> gettext.NullTranslations:
    # The modification times are part of the cache key, so an edited .po is picked up without a restart.
    if mo_mtime is not None and (po_mtime is None or mo_mtime >= po_mtime):
        with open(mo, "rb") as fp:
            return Translations(fp, domain)
    if po_mtime is None:
        return NullTranslations()
    return Translations(io.BytesIO(compile_po(Path(po), lang)), domain)


@functools.lru_cache(maxsize=16)
def _load_parts(files: tuple[tuple[str, float | None, str, float | None], ...], lang: str
                ) -> gettext.NullTranslations:
    merged: Catalog | None = None
    for po, po_mtime, mo, mo_mtime in files:
        if mo_mtime is not None and (po_mtime is None or mo_mtime >= po_mtime):
            with open(mo, "rb") as fp:
                part = read_mo(fp)
        elif po_mtime is not None:
            with open(po, "rb") as fp:
                part = read_po(fp, locale=lang)
        else:
            continue
        if merged is None:
            merged = part
            continue
        for message in part:
            if message.id:
                merged.add(message.id, message.string, context=message.context, flags=message.flags)
    if merged is None:
        return NullTranslations()
    out = io.BytesIO()
    write_mo(out, merged, use_fuzzy=False)
    out.seek(0)
    return Translations(out, DOMAIN)


def compile_po(po: Path, lang: str) -> bytes:
    """The `.mo` bytes of a `.po` file; fuzzy entries are left out, as `pybabel compile` does."""
    with po.open("rb") as fp:
        catalog = read_po(fp, locale=lang)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()
