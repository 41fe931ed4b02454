"""Under JupyterHub the teacher's role is asked of the hub's API each time a page checks it (kept
for ROLE_CACHE_SECONDS), so a teacher added to the group is a teacher without a restart. A small
HTTP server stands in for the hub's `GET /hub/api/user` here; tests/browser/test_hub_browser.py
does the same against a real JupyterHub."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from euchre.classroom import identity
from euchre.classroom.identity import (
    HUB_API_TOKEN_ENV,
    HUB_API_URL_ENV,
    HUB_USER_ENV,
    ROLE_CACHE_SECONDS,
    ROLE_ENV,
    TEACHER_GROUP_ENV,
    Setting,
    forget_roles,
    hub_teacher,
)

TOKEN = "server-token-of-ada"


class FakeHub:
    def __init__(self) -> None:
        self.model: dict[str, Any] = {"kind": "user", "name": "ada", "admin": False, "groups": []}
        self.asked = 0
        self.tokens: list[str] = []


@pytest.fixture
def hub() -> Iterator[tuple[FakeHub, dict[str, str]]]:
    fake = FakeHub()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            fake.asked += 1
            fake.tokens.append(self.headers.get("Authorization", ""))
            if self.path != "/hub/api/user" or self.headers.get("Authorization") != f"token {TOKEN}":
                self.send_response(403)
                self.end_headers()
                return
            body = json.dumps(fake.model).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    env = {HUB_USER_ENV: "ada", HUB_API_URL_ENV: f"http://127.0.0.1:{server.server_port}/hub/api/",
           HUB_API_TOKEN_ENV: TOKEN}
    forget_roles()
    try:
        yield fake, env
    finally:
        forget_roles()
        server.shutdown()
        server.server_close()


def test_the_teachers_group_and_the_admins_are_teachers(hub: tuple[FakeHub, dict[str, str]]) -> None:
    fake, env = hub
    assert not Setting.from_env(env).may_teach
    fake.model["groups"] = ["teachers"]
    forget_roles()
    assert Setting.from_env(env).may_teach and fake.tokens[-1] == f"token {TOKEN}"
    fake.model.update(groups=["year-9"], admin=True)
    forget_roles()
    assert hub_teacher(env)
    fake.model["admin"] = False
    forget_roles()
    assert not hub_teacher(env)
    assert hub_teacher({**env, TEACHER_GROUP_ENV: "year-9"})  # the school's own group name


def test_a_teacher_added_to_the_group_is_a_teacher_once_the_short_cache_ends(
        hub: tuple[FakeHub, dict[str, str]]) -> None:
    fake, env = hub
    assert not hub_teacher(env, now=0.0)
    fake.model["groups"] = ["teachers"]  # the hub's admin adds ada to the group
    assert not hub_teacher(env, now=ROLE_CACHE_SECONDS - 1) and fake.asked == 1  # the answer is kept a moment
    assert hub_teacher(env, now=ROLE_CACHE_SECONDS + 1) and fake.asked == 2  # then the hub is asked again
    fake.model["groups"] = []  # and taken out again
    assert not hub_teacher(env, now=2 * ROLE_CACHE_SECONDS + 2)


def test_a_hub_that_does_not_answer_makes_nobody_a_teacher(hub: tuple[FakeHub, dict[str, str]],
                                                          caplog: pytest.LogCaptureFixture) -> None:
    fake, env = hub
    fake.model["groups"] = ["teachers"]
    assert not hub_teacher({**env, HUB_API_TOKEN_ENV: "someone else's"})  # refused by the hub
    assert not hub_teacher({**env, HUB_API_URL_ENV: "http://127.0.0.1:9/hub/api", ROLE_ENV: "teacher"})
    assert "treated as a learner" in caplog.text
    assert not hub_teacher({**env, HUB_USER_ENV: "bo"})  # the token is not this server's user's


def test_without_the_hub_api_the_servers_role_variable_decides() -> None:
    assert Setting.from_env({HUB_USER_ENV: "mrs-k", ROLE_ENV: "teacher"}).may_teach
    assert not Setting.from_env({HUB_USER_ENV: "ada"}).may_teach


def test_the_dashboard_checks_the_role_again_at_every_click(hub: tuple[FakeHub, dict[str, str]],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.widgets import TeacherDashboard

    fake, env = hub
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(identity, "ROLE_CACHE_SECONDS", 0.0)
    fake.model["groups"] = ["teachers"]
    board = TeacherDashboard()
    assert len(board.children) > 1 and "et-refused" not in board._dom_classes
    fake.model["groups"] = []  # taken out of the group while the page is open
    board.show_button.click()
    assert "et-refused" in board._dom_classes and "for the teacher" in board.children[0].value
