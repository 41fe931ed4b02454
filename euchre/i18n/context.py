"""Which language a message is rendered in, resolved on every call (never fixed at import).

In order, the first that gives a supported language wins:

1. `use_language(lang)`: a context variable, so each thread or asyncio task (one request, one
   rendering for one learner) can hold its own language at the same time as the others;
   then the page's own language (`set_page_language`): a translated notebook says which language
   its narrative is in, so its widgets speak it too, until the learner picks another language;
2. the learner's saved choice (`euchre.i18n.preferences`), for the learner of this session;
3. the session's choice: what the picker set in this kernel (one Voila page is one kernel);
4. `?lang=xx` in the page's address (Voila puts the query string in the kernel's `QUERY_STRING`);
5. `EUCHRE_TUTOR_LANG`, the server's default (a class's teacher sets it for the whole class);
6. the browser's preferred languages: Voila passes the `Accept-Language` header to the kernel as
   `HTTP_ACCEPT_LANGUAGE` when `voila.json` lists it in `VoilaConfiguration.http_header_envs`;
7. English.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from urllib.parse import parse_qs

from euchre.i18n import preferences
from euchre.i18n.languages import ENGLISH, HTML_LANG, LANGUAGES, parse_accept_language, supported

LANG_ENV = "EUCHRE_TUTOR_LANG"
LEARNER_ENVS = ("EUCHRE_TUTOR_LEARNER", "JUPYTERHUB_USER")
"""Where the learner's name comes from when no widget has set it (as `euchre.widgets.progress`)."""

_call_language: ContextVar[str | None] = ContextVar("euchre_tutor_language", default=None)


@dataclass
class _Session:
    """This kernel's choices, set at run time by the picker and the sign-in widgets (never at import)."""

    language: str | None = None
    learner: str | None = None
    page: str | None = None


_session = _Session()
_session_lock = threading.Lock()
_listeners: list[Callable[[str], None]] = []


class UnsupportedLanguageError(ValueError):
    """A language the tutor has no catalogue for."""


def check_language(lang: object) -> str:
    """The tutor's code for `lang` ("tr-TR" -> "tr"); UnsupportedLanguageError otherwise."""
    code = supported(lang)
    if code is None:
        raise UnsupportedLanguageError(f"{lang!r} is not a language of the tutor: use one of {', '.join(LANGUAGES)}")
    return code


@contextmanager
def use_language(lang: str) -> Iterator[str]:
    """Render every message in `lang` inside the block (this thread or task only)."""
    token = _call_language.set(check_language(lang))
    try:
        yield _call_language.get() or ENGLISH
    finally:
        _call_language.reset(token)


def session_learner(env: Mapping[str, str] | None = None) -> str:
    """The learner of this session: the one a widget named, else the environment's, else ''."""
    if _session.learner:
        return _session.learner
    env = os.environ if env is None else env
    return next((env[k].strip() for k in LEARNER_ENVS if env.get(k, "").strip()), "")


def set_session_learner(learner: str | None) -> None:
    with _session_lock:
        _session.learner = (learner or "").strip() or None


def set_session_language(lang: str | None, *, remember: bool = True) -> str:
    """Switch this session to `lang` (None: back to the defaults) and tell the listeners; with
    `remember`, a named learner's choice is saved for their next pages. Returns the language now in force."""
    code = None if lang is None else check_language(lang)
    with _session_lock:
        _session.language = code
        _session.page = None
    learner = session_learner()
    if remember and learner:
        preferences.save_language(learner, code)
    now = current_language()
    for listener in list(_listeners):
        listener(now)
    return now


def set_page_language(lang: str) -> None:
    """The language this page (kernel) is written in: the first cell of a translated notebook calls it,
    so its widgets render in the language of its narrative. A pick in the language picker
    (`set_session_language`) overrides it. Returns nothing, so the cell that calls it shows no output
    (`page_language()` reads it back)."""
    code = check_language(lang)
    with _session_lock:
        _session.page = code


def page_language() -> str | None:
    """The language the page set for itself (None on an English notebook, which does not set one)."""
    return _session.page


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call `listener(lang)` whenever the session's language changes; returns a function that stops it."""
    _listeners.append(listener)

    def stop() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return stop


def resolve_language(env: Mapping[str, str] | None = None) -> tuple[str, str]:
    """(language, where it came from): "call", "page", "learner", "session", "address", "server", "browser"
    or "default"."""
    explicit = _call_language.get()
    if explicit:
        return explicit, "call"
    if _session.page:
        return _session.page, "page"
    env = os.environ if env is None else env
    learner = session_learner(env)
    if learner:
        saved = preferences.saved_language(learner)
        if saved:
            return saved, "learner"
    if _session.language:
        return _session.language, "session"
    query = parse_qs(env.get("QUERY_STRING", "") or "").get("lang", [])
    if query and supported(query[-1]):
        return supported(query[-1]) or ENGLISH, "address"
    server = supported(env.get(LANG_ENV, ""))
    if server:
        return server, "server"
    browser = parse_accept_language(env.get("HTTP_ACCEPT_LANGUAGE"))
    if browser:
        return browser[0], "browser"
    return ENGLISH, "default"


LOCALE_ENVS = ("LC_ALL", "LC_MESSAGES", "LANG")
"""The POSIX locale variables a command's language falls back to, the first one set deciding."""


def terminal_language(env: Mapping[str, str] | None = None) -> str:
    """The language of a command's output (`euchre`, `euchre-puzzles`, `euchre-tutor`'s start-up):
    `EUCHRE_TUTOR_LANG`, else the first of LC_ALL, LC_MESSAGES and LANG that is set ("tr_TR.UTF-8"
    is Turkish; "C", "POSIX" and languages the tutor does not speak are English), else English."""
    env = os.environ if env is None else env
    chosen = supported(env.get(LANG_ENV, ""))
    if chosen:
        return chosen
    for name in LOCALE_ENVS:
        value = env.get(name, "").strip()
        if value:
            return supported(value.split(".")[0].split("@")[0]) or ENGLISH
    return ENGLISH


def current_language() -> str:
    return resolve_language()[0]


def _reset_session_for_tests() -> None:
    with _session_lock:
        _session.language = None
        _session.learner = None
        _session.page = None
    _listeners.clear()


def html_lang(lang: str | None = None) -> str:
    """The value of an HTML `lang` attribute for a tutor language (default: the current one).

    A page must carry the language its text is in: a worksheet whose sentences are still English
    says "en" even when the learner chose Turkish, so call this with the language the page was
    rendered in."""
    if lang is None:
        lang = current_language()
    return HTML_LANG[lang]
