"""The server's own small pages: the teacher's sign-in, the class-full and slow-down notices.
Plain HTML with no scripts and nothing from outside hosts; every value is escaped.

Each page is drawn in the language of its request (`request_language`): the handlers call the
page functions inside `use_language(request_language(request))`, and the page's `lang` says it."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from euchre.explain.render import esc
from euchre.i18n import ENGLISH, LANG_ENV, _, current_language, html_lang, ngettext, resolve_language, supported

INDEX_URL = "/voila/render/index.ipynb"
_CSS = """
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;max-width:36em;margin:3em auto;
padding:0 1em}
h1{font-size:1.5em}
label{display:block;margin:.6em 0 .2em;font-weight:600}
input[type=password]{font-size:1em;padding:.4em;width:100%;max-width:20em}
button{font-size:1em;padding:.45em 1.1em;margin:.6em .4em 0 0;cursor:pointer}
.msg{padding:.5em .8em;border-radius:6px;background:#fff4e5;border:1px solid #f0b429}
.ok{background:#e9f7ef;border-color:#1a7f37}
code{font-size:1.4em;letter-spacing:.08em}
a{color:#0b57d0}
"""


def request_language(request: Any, path: str = "") -> str:
    """The language of a server page for a request: the language folder of the page asked for
    (`tr/lessons/...`), then `?lang=`, the server's default (`EUCHRE_TUTOR_LANG`) and the browser's
    Accept-Language, as for a lesson's kernel (docs/i18n.md); English otherwise."""
    folder = supported(path.split("/", 1)[0]) if "/" in path else None
    if folder:
        return folder
    headers: Mapping[str, str] = getattr(request, "headers", None) or {}
    env = {
        "QUERY_STRING": getattr(request, "query", "") or "",
        "HTTP_ACCEPT_LANGUAGE": headers.get("Accept-Language", "") or "",
        LANG_ENV: os.environ.get(LANG_ENV, ""),
    }
    return resolve_language(env)[0]


def page(title: str, body: str) -> str:
    lang = html_lang(current_language())
    return (
        f'<!DOCTYPE html><html lang="{esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" '
        f'content="width=device-width, initial-scale=1"><title>{esc(title)}</title><style>{_CSS}</style></head>'
        f"<body><main><h1>{esc(title)}</h1>{body}</main></body></html>"
    )


def message(text: str, ok: bool = False) -> str:
    return f'<p class="msg{" ok" if ok else ""}" role="status">{esc(text)}</p>' if text else ""


def in_language(page_path: str) -> str:
    """The address of an app page (`teacher/dashboard.ipynb`) in the current language's folder."""
    lang = current_language()
    return "/voila/render/" + (page_path if lang == ENGLISH else f"{lang}/{page_path}")


def keep_language(url: str) -> str:
    """A server page's own address that answers in the current language (its forms post there)."""
    return f"{url}?lang={current_language()}"


def _link(href: str, text: str) -> str:
    return f'<a href="{esc(href)}">{esc(text)}</a>'


def _back() -> str:
    return "<p>" + _link(in_language("index.ipynb"), _("Back to the lessons")) + "</p>"


def _button(kind: str, text: str) -> str:
    return f'<button type="submit" class="{kind}">{esc(text)}</button>'


def sign_in_page(xsrf: str, next_url: str, note: str = "", can_sign_in: bool = True) -> str:
    title = _("Teacher sign-in")
    if not can_sign_in:
        return page(title, message(_(
            "No teacher's secret is set on this server. Restart it with EUCHRE_TUTOR_TEACHER_SECRET set, "
            "or start it once in a terminal to choose one.")) + _back())
    lessons = _link(in_language("index.ipynb"), _("the lessons"))
    learners = _("Learners do not need this page: they go to {link}.", link=lessons)
    label = _("Teacher's secret")
    return page(title, (
        message(note)
        + f'<form method="post" action="{esc(keep_language("/euchre/teacher"))}">'
        + xsrf
        + f'<input type="hidden" name="next" value="{esc(next_url)}">'
        + f'<label for="secret">{esc(label)}</label>'
        + '<input id="secret" name="secret" type="password" autocomplete="current-password" required autofocus>'
        + "<div>" + _button("sign-in", _("Sign in")) + "</div></form>"
        + f"<p>{learners}</p>"
    ))


def teacher_page(xsrf: str, class_code: str, note: str = "", class_over: bool = False) -> str:
    over = _("The class has ended: idle pages are closed sooner.") if class_over else ""
    code = _("Class code for the learners: {code}", code='<code class="class-code">' + esc(class_code) + "</code>")
    links = (_link(in_language("teacher/dashboard.ipynb"), _("Class results (dashboard)")),
             _link(in_language("teacher/quiz_sets.ipynb"), _("Make a quiz set")),
             _link(in_language("index.ipynb"), _("The lessons")))
    return page(_("Signed in as the teacher"), (
        message(note or over, ok=True)
        + f"<p>{code}</p>"
        + "<ul>" + "".join(f"<li>{link}</li>" for link in links) + "</ul>"
        + f'<form method="post" action="{esc(keep_language("/euchre/teacher/end-class"))}">{xsrf}'
        + _button("end-class", _("End the class")) + "</form>"
        + f'<form method="post" action="{esc(keep_language("/euchre/teacher/sign-out"))}">{xsrf}'
        + _button("sign-out", _("Sign out")) + "</form>"
    ))


def class_full_page(retry_after: int) -> str:
    return page(_("The class is full"), message(ngettext(
        "The class is full right now: every place on this server is taken. Try again in a minute "
        "(this page can be reloaded in {n} second).",
        "The class is full right now: every place on this server is taken. Try again in a minute "
        "(this page can be reloaded in {n} seconds).", retry_after))
        + "<p>" + _link(INDEX_URL, _("Try again")) + "</p>")


def slow_down_page() -> str:
    return page(_("One moment"), message(_(
        "Pages were opened very quickly from this computer. Wait a few seconds, then reload the page.")))


def refused_page() -> str:
    return page(_("For teachers only"), message(_(
        "This page is for the teacher. Learners see their own progress in Exercise 8."))
        + "<p>" + _link("/euchre/teacher", _("Teacher sign-in")) + " · " + _link(INDEX_URL, _("Back to the lessons"))
        + "</p>")
