"""Loading the message catalogues: compiled `.mo` files when they are current, else the `.po`
files compiled on first use, so a fresh checkout or an editable install needs no build step.

Every page of the app is a kernel of its own, and each one loads its learner's catalogue, so
loading is kept cheap: a `.mo` is read by the standard library's `gettext` (Babel is imported only
to compile a `.po`), and the app's own `.po` files, once compiled, are kept in a cache folder
(`$EUCHRE_TUTOR_CACHE`, else `$XDG_CACHE_HOME/euchre-tutor` or `~/.cache/euchre-tutor`) under a
name made of the file's path, modification time and size, so the next kernel reads the compiled
file (about a millisecond) instead of parsing the `.po` again (a tenth of a second or more), and
an edited `.po` is compiled afresh. A cache that cannot be written is skipped.

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
import hashlib
import io
import os
import tempfile
import time
from gettext import GNUTranslations, NullTranslations
from pathlib import Path

from euchre.i18n.languages import ENGLISH

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
CACHE_ENV = "EUCHRE_TUTOR_CACHE"
CACHE_VERSION = "1"
"""Part of every cached file's name: a change to how catalogues are compiled starts a new cache."""
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
    data = _compiled(po, po_mtime, mo, mo_mtime, lang)
    return NullTranslations() if data is None else GNUTranslations(io.BytesIO(data))


@functools.lru_cache(maxsize=16)
def _load_parts(files: tuple[tuple[str, float | None, str, float | None], ...], lang: str
                ) -> gettext.NullTranslations:
    """The parts as one catalogue: a message found in a later part wins, as if the parts were one file."""
    merged: gettext.NullTranslations | None = None
    for po, po_mtime, mo, mo_mtime in reversed(files):
        data = _compiled(po, po_mtime, mo, mo_mtime, lang)
        if data is None:
            continue
        part = GNUTranslations(io.BytesIO(data))
        if merged is None:
            merged = part
        else:
            merged.add_fallback(part)
    return NullTranslations() if merged is None else merged


def _compiled(po: str, po_mtime: float | None, mo: str, mo_mtime: float | None, lang: str) -> bytes | None:
    """The `.mo` bytes of one catalogue: its own `.mo` when current, else the cached compilation of
    its `.po`, else the `.po` compiled now (and cached, for the app's own catalogues)."""
    if mo_mtime is not None and (po_mtime is None or mo_mtime >= po_mtime):
        with open(mo, "rb") as fp:
            return fp.read()
    if po_mtime is None:
        return None
    cached = _cache_file(Path(po), po_mtime, lang)
    if cached is not None:
        try:
            return cached.read_bytes()
        except OSError:
            pass
    data = compile_po(Path(po), lang)
    if cached is not None:
        _write_quietly(cached, data)
    return data


def cache_dir(env: os._Environ[str] | dict[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    if env.get(CACHE_ENV):
        return Path(env[CACHE_ENV]) / "catalogues"
    base = Path(env["XDG_CACHE_HOME"]) if env.get("XDG_CACHE_HOME") else Path.home() / ".cache"
    return base / "euchre-tutor" / "catalogues"


def _cache_file(po: Path, po_mtime: float, lang: str) -> Path | None:
    """Where the compiled `po` is kept, or None for a catalogue outside the app's own folder (a test's copy)."""
    try:
        if not po.resolve().is_relative_to(LOCALE_DIR):
            return None
        size = po.stat().st_size
    except OSError:
        return None
    key = hashlib.sha256(f"{CACHE_VERSION}\0{po.resolve()}\0{po_mtime!r}\0{size}\0{lang}".encode()).hexdigest()
    return cache_dir() / f"{lang}-{po.stem}-{key[:20]}.mo"


def _write_quietly(target: Path, data: bytes) -> None:
    """Write `target` whole or not at all (another kernel may be writing the same file); a cache
    that cannot be written is only slower."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".mo")
        try:
            with os.fdopen(fd, "wb") as fp:
                fp.write(data)
            os.replace(name, target)
        except BaseException:
            os.unlink(name)
            raise
    except OSError:
        pass


def compile_po(po: Path, lang: str) -> bytes:
    """The `.mo` bytes of a `.po` file; fuzzy entries are left out, as `pybabel compile` does."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fp:
        catalog = read_po(fp, locale=lang)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()
