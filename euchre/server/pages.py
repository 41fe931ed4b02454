"""The server's own small pages: the teacher's sign-in, the class-full and slow-down notices.
Plain HTML with no scripts and nothing from outside hosts; every value is escaped."""

from __future__ import annotations

from euchre.render import esc

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


def page(title: str, body: str) -> str:
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" '
        f'content="width=device-width, initial-scale=1"><title>{esc(title)}</title><style>{_CSS}</style></head>'
        f"<body><main><h1>{esc(title)}</h1>{body}</main></body></html>"
    )


def message(text: str, ok: bool = False) -> str:
    return f'<p class="msg{" ok" if ok else ""}" role="status">{esc(text)}</p>' if text else ""


def sign_in_page(xsrf: str, next_url: str, note: str = "", can_sign_in: bool = True) -> str:
    if not can_sign_in:
        return page("Teacher sign-in", message(
            "No teacher's secret is set on this server. Restart it with EUCHRE_TUTOR_TEACHER_SECRET set, "
            "or start it once in a terminal to choose one.") + f'<p><a href="{INDEX_URL}">Back to the lessons</a></p>')
    return page("Teacher sign-in", (
        message(note)
        + '<form method="post" action="/euchre/teacher">'
        + xsrf
        + f'<input type="hidden" name="next" value="{esc(next_url)}">'
        + '<label for="secret">Teacher\'s secret</label>'
        + '<input id="secret" name="secret" type="password" autocomplete="current-password" required autofocus>'
        + '<div><button type="submit" class="sign-in">Sign in</button></div></form>'
        + f'<p>Learners do not need this page: they go to <a href="{INDEX_URL}">the lessons</a>.</p>'
    ))


def teacher_page(xsrf: str, class_code: str, note: str = "", class_over: bool = False) -> str:
    over = ("The class has ended: idle pages are closed sooner." if class_over else "")
    return page("Signed in as the teacher", (
        message(note or over, ok=True)
        + f'<p>Class code for the learners: <code class="class-code">{esc(class_code)}</code></p>'
        + '<ul><li><a href="/voila/render/teacher/dashboard.ipynb">Class results (dashboard)</a></li>'
        + '<li><a href="/voila/render/teacher/quiz_sets.ipynb">Make a quiz set</a></li>'
        + f'<li><a href="{INDEX_URL}">The lessons</a></li></ul>'
        + f'<form method="post" action="/euchre/teacher/end-class">{xsrf}'
        + '<button type="submit" class="end-class">End the class</button></form>'
        + f'<form method="post" action="/euchre/teacher/sign-out">{xsrf}'
        + '<button type="submit" class="sign-out">Sign out</button></form>'
    ))


def class_full_page(retry_after: int) -> str:
    return page("The class is full", message(
        f"The class is full right now: every place on this server is taken. Try again in a minute "
        f"(this page can be reloaded in {retry_after} seconds).") + f'<p><a href="{INDEX_URL}">Try again</a></p>')


def slow_down_page() -> str:
    return page("One moment", message(
        "Pages were opened very quickly from this computer. Wait a few seconds, then reload the page."))


def refused_page() -> str:
    return page("For teachers only", message(
        "This page is for the teacher. Learners see their own progress in Exercise 8.")
        + '<p><a href="/euchre/teacher">Teacher sign-in</a> · '
        + f'<a href="{INDEX_URL}">Back to the lessons</a></p>')
