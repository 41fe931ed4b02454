"""The gate's parts, each on its own: which notebook an address reaches (a table of spellings), the
visitor a page's kernel is handed (a fresh kernel in its environment, a pre-heated one in Voila's
request-info message), and the teacher's sign-in limit per client over the real handlers."""

from __future__ import annotations

import asyncio
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from tornado import testing, web

from euchre.progress.visitor import IDENTITY_ENV, KEY_ENV, Visitor, read
from euchre.server.guard import FREE_TRIES, LOCK_FIRST, LOCK_MAX, Guard, SignInLimit
from euchre.server.identity import CURRENT, KernelIdentities
from euchre.server.limits import Limits
from euchre.server.paths import Page, is_teacher_path, resolve_page
from euchre.server.secret import TeacherSecret, load_secret

ROOT = Path(__file__).resolve().parent.parent


def run(coroutine: Any) -> Any:
    """A loop of its own: Playwright's tests leave one running in this thread."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result(timeout=60)


# ---- which notebook an address reaches -------------------------------------------------------
DASHBOARD = Page("teacher/dashboard.ipynb", teacher=True)
SPELLINGS = [
    ("teacher/dashboard.ipynb", DASHBOARD),
    ("/teacher/dashboard.ipynb", DASHBOARD),
    ("//teacher/dashboard.ipynb", DASHBOARD),
    ("./teacher/dashboard.ipynb", DASHBOARD),
    ("teacher//dashboard.ipynb", DASHBOARD),
    ("teacher/./dashboard.ipynb", DASHBOARD),
    ("lessons/../teacher/dashboard.ipynb", DASHBOARD),
    ("tr/../teacher/dashboard.ipynb", DASHBOARD),
    ("./tr/../teacher/dashboard.ipynb", DASHBOARD),
    ("teacher/../teacher/dashboard.ipynb", DASHBOARD),
    ("teacher\\dashboard.ipynb", DASHBOARD),
    ("teacher/dashboard.ipynb/", DASHBOARD),
    ("tr/teacher/dashboard.ipynb", Page("tr/teacher/dashboard.ipynb", teacher=True)),
    ("fi//teacher/quiz_sets.ipynb", Page("fi/teacher/quiz_sets.ipynb", teacher=True)),
    ("az/./teacher/quiz_sets.ipynb", Page("az/teacher/quiz_sets.ipynb", teacher=True)),
    ("teacher/quiz_sets.ipynb", Page("teacher/quiz_sets.ipynb", teacher=True)),
    ("index.ipynb", Page("index.ipynb", teacher=False)),
    ("tr/index.ipynb", Page("tr/index.ipynb", teacher=False)),
    ("lessons/../index.ipynb", Page("index.ipynb", teacher=False)),
    # nothing there, outside the root, hidden, not a notebook, or malformed: no page (404)
    ("", None),
    ("/", None),
    ("../teacher/dashboard.ipynb", None),
    ("teacher/../../teacher/dashboard.ipynb", None),
    ("%2e%2e/teacher/dashboard.ipynb", None),
    ("teacher%2Fdashboard.ipynb", None),  # still encoded after tornado's decoding: a literal %
    ("\x00", None),
    ("teacher/dashboard.ipynb\x00", None),
    ("teacher/dashboard.ipynb\n", None),
    ("teacher/\x7fdashboard.ipynb", None),
    ("teacher/dashboard.ipynb ", None),
    ("teacher/dashboard.ipynb#x", None),
    ("teacher/dashboard.ipynb;x", None),
    ("teacher/.ipynb_checkpoints/dashboard-checkpoint.ipynb", None),
    ("teacher", None),
    ("teacher/", None),
    ("voila.json", None),
    ("teacher/" + "a/" * 300 + "dashboard.ipynb", None),
    ("a" * 5000 + ".ipynb", None),
    ("no/such/page.ipynb", None),
]


@pytest.mark.parametrize(("raw", "page"), SPELLINGS)
def test_every_spelling_reaches_one_page_or_none(raw: str, page: Page | None) -> None:
    assert resolve_page(ROOT, raw) == page


@pytest.mark.parametrize("folder", ["teacher", "Teacher", "TEACHER", "tEaChEr", "ＴＥＡＣＨＥＲ"])
def test_a_teachers_folder_is_one_in_any_case_under_any_language(folder: str, tmp_path: Path) -> None:
    for lang in ("", "tr/", "xx/"):
        (tmp_path / lang / folder).mkdir(parents=True, exist_ok=True)
        (tmp_path / lang / folder / "board.ipynb").write_text("{}", encoding="utf-8")
        page = resolve_page(tmp_path, f"{lang}{folder}/board.ipynb")
        assert page is not None and page.teacher and page.path == f"{lang}{folder}/board.ipynb"
    assert is_teacher_path("a/b/TEACHER/c.ipynb") and not is_teacher_path("teacher.ipynb")
    assert not is_teacher_path("lessons/teacher_notes.ipynb")


def test_a_link_into_the_teachers_folder_is_a_teachers_page(tmp_path: Path) -> None:
    (tmp_path / "teacher").mkdir()
    (tmp_path / "teacher" / "dashboard.ipynb").write_text("{}", encoding="utf-8")
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "copy.ipynb").symlink_to(tmp_path / "teacher" / "dashboard.ipynb")
    (tmp_path / "outside.ipynb").symlink_to(ROOT / "index.ipynb")
    assert resolve_page(tmp_path, "lessons/copy.ipynb") == Page("lessons/copy.ipynb", teacher=True)
    assert resolve_page(tmp_path, "outside.ipynb") is None  # the file lies outside the app root


# ---- the visitor a page's kernel is handed ---------------------------------------------------
class PoolManager:
    """The kernel manager calls Voila's page handler makes, without kernels."""

    def __init__(self) -> None:
        self.started: list[dict[str, Any]] = []

    async def start_kernel(self, **kwargs: Any) -> str:
        self.started.append(kwargs)
        return str(kwargs.get("kernel_id", "chosen-by-manager"))

    async def get_rendered_notebook(self, notebook_name: str, **kwargs: Any) -> tuple[None, list[str], str]:
        return None, [], "pooled-kernel"


def test_a_kernel_started_for_a_page_holds_its_visitor_signed_for_its_id() -> None:
    identities = KernelIdentities("the-key")
    manager = PoolManager()
    identities.watch(manager)
    teacher = Visitor(teacher=True, browser="b" * 22, client="192.0.2.7")

    async def page_request(visitor: Visitor | None) -> str:
        bound = CURRENT.set(visitor)
        try:
            env = {"PATH": "/bin", IDENTITY_ENV: "forged", KEY_ENV: "forged-key"}
            return await manager.start_kernel(kernel_name="python3", env=env)
        finally:
            CURRENT.reset(bound)

    kernel_id = run(page_request(teacher))
    env = manager.started[-1]["env"]
    assert manager.started[-1]["kernel_id"] == kernel_id and env["PATH"] == "/bin" and env[KEY_ENV] == "the-key"
    assert read(env[IDENTITY_ENV], kernel_id, "the-key") == teacher
    assert read(env[IDENTITY_ENV], "another-kernel", "the-key") is None
    run(page_request(None))  # not a page request: no visitor, and nothing forged gets through
    assert IDENTITY_ENV not in manager.started[-1]["env"]


def test_a_preheated_kernel_gets_its_visitor_with_the_request_and_nothing_reserved_from_outside() -> None:
    from voila.request_info_handler import RequestInfoSocketHandler

    identities = KernelIdentities("the-key")
    manager = PoolManager()
    identities.watch(manager)
    identities.watch_request_info()
    learner = Visitor(teacher=False, browser="c" * 22, client="192.0.2.8")

    async def page_request() -> str:
        bound = CURRENT.set(learner)
        try:
            _task, _cache, kernel_id = await manager.get_rendered_notebook("index.ipynb")
        finally:
            CURRENT.reset(bound)
        forged = {"HTTP_ACCEPT_LANGUAGE": "tr", IDENTITY_ENV: "forged", KEY_ENV: "forged-key"}
        RequestInfoSocketHandler.send_updates({"kernel_id": kernel_id, "payload": forged})
        return kernel_id

    try:
        kernel_id = run(page_request())
        payload = RequestInfoSocketHandler._cache.pop(kernel_id)  # no page waiting yet: kept for it
    finally:
        RequestInfoSocketHandler.send_updates = RequestInfoSocketHandler._euchre_original_send
    assert payload["HTTP_ACCEPT_LANGUAGE"] == "tr" and KEY_ENV not in payload
    assert read(payload[IDENTITY_ENV], kernel_id, "the-key") == learner
    assert identities.pending == {}


def test_the_server_makes_a_kernel_key_and_keeps_the_secret_and_any_identity_out_of_kernels(tmp_path: Path) -> None:
    from euchre.server.setup import prepare

    env = {"EUCHRE_TUTOR_TEACHER_SECRET": "a-long-teacher-secret", "EUCHRE_TUTOR_LOG_DIR": str(tmp_path),
           IDENTITY_ENV: "left-over"}
    guard = prepare(0, env, interactive=False)
    again = prepare(0, dict(env), interactive=False)
    assert len(env[KEY_ENV]) >= 32 and guard.kernel_key == env[KEY_ENV] != again.kernel_key
    assert IDENTITY_ENV not in env and "a-long-teacher-secret" not in env[KEY_ENV]


# ---- the teacher's sign-in, per client -------------------------------------------------------
def test_the_wait_grows_with_each_wrong_try_and_a_right_one_clears_it() -> None:
    limit = SignInLimit()
    waits = [limit.failed("10.0.0.1", 1000.0) for _ in range(FREE_TRIES + 10)]
    assert waits[:FREE_TRIES - 1] == [0.0] * (FREE_TRIES - 1)
    assert waits[FREE_TRIES - 1:FREE_TRIES + 2] == [LOCK_FIRST, 2 * LOCK_FIRST, 4 * LOCK_FIRST]
    assert max(waits) == LOCK_MAX
    assert limit.wait("10.0.0.1", 1000.0) == LOCK_MAX and limit.wait("10.0.0.2", 1000.0) == 0.0
    limit.succeeded("10.0.0.1")
    assert limit.wait("10.0.0.1", 1000.0) == 0.0


class TestSignInLockoutOverHttp(testing.AsyncHTTPTestCase):
    """The real sign-in handler; the test client is 127.0.0.1, and X-Real-IP names the client only
    because this server is told 127.0.0.1 is its proxy."""

    def get_app(self) -> web.Application:
        limits = Limits.from_env(0, {"EUCHRE_TUTOR_TRUSTED_PROXIES": "127.0.0.1"})
        self.guard = Guard(_secret("the-right-secret"), limits, "ABC123")
        return web.Application(self.guard.handlers(), cookie_secret="test-secret", xsrf_cookies=False)

    def sign_in(self, secret: str, client: str) -> Any:
        return self.fetch("/euchre/teacher", method="POST", body=f"secret={secret}&next=&_xsrf=t0ken",
                          headers={"X-Real-IP": client, "Cookie": "_xsrf=t0ken"}, follow_redirects=False)

    def test_an_attacker_elsewhere_is_locked_out_and_told_when_but_the_teacher_is_not(self) -> None:
        replies = [self.sign_in("guess", "203.0.113.9") for _ in range(FREE_TRIES + 1)]
        assert [r.code for r in replies[:FREE_TRIES - 1]] == [403] * (FREE_TRIES - 1)
        locked = replies[-1]
        assert replies[FREE_TRIES - 1].code == 429  # the fifth wrong try starts the wait
        assert locked.code == 429 and LOCK_FIRST - 2 <= int(locked.headers["Retry-After"]) <= LOCK_FIRST
        said = re.search(r'role="status">([^<]*)', locked.body.decode("utf-8"))
        assert said and f"{locked.headers['Retry-After']} seconds" in said.group(1)
        right = self.sign_in("the-right-secret", "203.0.113.9")
        assert right.code == 429  # even the right secret waits: guessing on is pointless
        teacher = self.sign_in("the-right-secret", "192.0.2.10")
        assert teacher.code == 303 and "euchre_teacher=" in teacher.headers.get("Set-Cookie", "")


class TestSignInWithoutATrustedProxy(testing.AsyncHTTPTestCase):
    def get_app(self) -> web.Application:
        self.guard = Guard(_secret("the-right-secret"), Limits.from_env(0, {}), "ABC123")
        return web.Application(self.guard.handlers(), cookie_secret="test-secret", xsrf_cookies=False)

    def test_a_new_forwarded_header_per_try_does_not_escape_the_limit(self) -> None:
        codes = [self.fetch("/euchre/teacher", method="POST", body="secret=guess&next=&_xsrf=t0ken",
                            headers={"X-Real-IP": f"10.0.0.{i}", "X-Forwarded-For": f"10.1.0.{i}",
                                     "Cookie": "_xsrf=t0ken"},
                            follow_redirects=False).code for i in range(FREE_TRIES + 3)]
        assert codes[-3:] == [429, 429, 429]


class TestSignInKeepsItsXsrfCheck(testing.AsyncHTTPTestCase):
    def get_app(self) -> web.Application:
        self.guard = Guard(_secret("the-right-secret"), Limits.from_env(0, {}), "ABC123")
        return web.Application(self.guard.handlers(), cookie_secret="test-secret", xsrf_cookies=True)

    def test_a_post_without_the_form_token_is_refused(self) -> None:
        reply = self.fetch("/euchre/teacher", method="POST", body="secret=the-right-secret&next=&_xsrf=forged",
                           headers={"Cookie": "_xsrf=t0ken"}, follow_redirects=False)
        assert reply.code == 403 and "euchre_teacher=" not in reply.headers.get("Set-Cookie", "")


def _secret(plain: str) -> TeacherSecret:
    return load_secret({"EUCHRE_TUTOR_TEACHER_SECRET": plain}, interactive=False)


class TestSignInStaysInTheTeachersLanguage(testing.AsyncHTTPTestCase):
    """A teacher sent from a Turkish teacher's page, or on `?lang=tr`, reads every answer of the
    sign-in in Turkish: the wrong-secret and lockout notes, the signed-in page and its links."""

    def get_app(self) -> web.Application:
        self.guard = Guard(_secret("the-right-secret"), Limits.from_env(0, {}), "ABC123")
        return web.Application(self.guard.handlers(), cookie_secret="test-secret", xsrf_cookies=False)

    def post(self, target: str, body: str, cookie: str = "_xsrf=t0ken") -> Any:
        return self.fetch(target, method="POST", body=body + "&_xsrf=t0ken", headers={"Cookie": cookie},
                          follow_redirects=False)

    def test_the_sign_in_reached_from_a_turkish_page_answers_in_turkish_to_the_end(self) -> None:
        from euchre.i18n import _, use_language

        with use_language("tr"):
            title, wrong, signed_in = _("Teacher sign-in"), _("That is not the teacher's secret."), _(
                "Signed in as the teacher")
        assert "sign-in" not in title and "secret" not in wrong  # Turkish words, not the English ones
        page = self.fetch("/euchre/teacher?next=/voila/render/tr/teacher/dashboard.ipynb").body.decode()
        assert title in page and 'action="/euchre/teacher?lang=tr"' in page
        refused = self.post("/euchre/teacher?lang=tr", "secret=guess&next=")
        assert refused.code == 403 and wrong in refused.body.decode()
        right = self.post("/euchre/teacher?lang=tr", "secret=the-right-secret&next=")
        assert right.code == 303 and right.headers["Location"] == "/euchre/teacher?lang=tr"
        cookie = right.headers["Set-Cookie"].split(";", 1)[0]
        home = self.fetch(right.headers["Location"], headers={"Cookie": cookie}).body.decode()
        assert signed_in in home
        assert 'href="/voila/render/tr/teacher/dashboard.ipynb"' in home
        assert 'action="/euchre/teacher/sign-out?lang=tr"' in home
        out = self.post("/euchre/teacher/sign-out?lang=tr", "x=1", cookie=f"{cookie}; _xsrf=t0ken")
        assert out.code == 303 and out.headers["Location"] == "/euchre/teacher?lang=tr"


class TestSignInWithACraftedNext(testing.AsyncHTTPTestCase):
    """A link to the sign-in page can carry any `next`; the teacher who signs in through it still
    lands on their page (never a 500, never a header of the link's making)."""

    def get_app(self) -> web.Application:
        self.guard = Guard(_secret("the-right-secret"), Limits.from_env(0, {}), "ABC123")
        return web.Application(self.guard.handlers(), cookie_secret="test-secret", xsrf_cookies=False)

    def test_the_teacher_signs_in_and_is_sent_home(self) -> None:
        for nxt in ["/voila/render/x%0d%0aSet-Cookie:%20a=b", "/voila/render/x%0aa", "/voila/render/x%09y",
                    "/voila/render/x%C2%85y"]:
            reply = self.fetch("/euchre/teacher", method="POST",
                               body=f"secret=the-right-secret&next={nxt}&_xsrf=t0ken",
                               headers={"Cookie": "_xsrf=t0ken"}, follow_redirects=False)
            assert reply.code == 303 and reply.headers["Location"].startswith("/euchre/teacher"), nxt
            assert "a=b" not in reply.headers.get("Set-Cookie", "")
