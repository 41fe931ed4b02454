"""JupyterHub and PostgreSQL for real: a hub (the `jupyterhub` package, configurable-http-proxy
from npm) with the local-process spawner and the dummy authenticator, every learner's server
pointed at one throwaway PostgreSQL database. Two learners sign in through the hub in Chromium
and answer the same quiz set; the teacher's dashboard shows both; a learner opening the dashboard
is refused. The hub's configuration below is the production recipe in docs/deploying.md, with the test's
authenticator and folders.

Needs Chromium, PostgreSQL (initdb, pg_ctl) and `configurable-http-proxy` on PATH; without them
the test is skipped with the reason, except under CI=true, where that is a failure."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from conftest import free_port, require_chromium
from euchre.classroom import make_quiz_set
from euchre.progress import open_store
from euchre.server.app import TEMPLATE_DATA
from euchre.tutor import solve

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from progress_helpers import start_postgres

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "class-password"
ADMIN_TOKEN = "test-admin-" + "0123456789abcdef" * 2
QS = make_quiz_set(["which_card_wins", "who_leads"], 2, "standard", 1, seed=2718)
LEARNERS = ("ada", "bo")


def require_proxy() -> str:
    found = shutil.which("configurable-http-proxy")
    if found:
        return found
    reason = "configurable-http-proxy is not installed: npm install -g configurable-http-proxy"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(reason + " (CI=true, so this is a failure, not a skip)", pytrace=False)
    pytest.skip(reason)


HUB_CONFIG = '''
c = get_config()  # noqa: F821
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.JupyterHub.db_url = "sqlite:///{folder}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{folder}/cookie_secret"
c.JupyterHub.pid_file = "{folder}/jupyterhub.pid"

# Test sign-in: any user name with the shared password. Production: a real authenticator.
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {password!r}
c.Authenticator.allow_all = True
c.Authenticator.admin_users = {{"principal"}}
c.JupyterHub.load_groups = {{"teachers": {{"users": ["teacher"]}}}}

# One server per user, started as a local process (any spawner works the same way).
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{folder}/home/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = ["--allow-root", "--ServerApp.root_dir={root}", "--VoilaConfiguration.template=euchre-tutor",
                  "--VoilaConfiguration.show_tracebacks=False", "--VoilaConfiguration.strip_sources=True"]
c.Spawner.notebook_dir = "{root}"
c.Spawner.default_url = "/voila/render/index.ipynb"
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180

# Teachers are the hub's admins and the members of the "teachers" group (EUCHRE_TUTOR_TEACHER_GROUP
# names another): each page asks the hub with its server's own token, so nothing to compute here.
c.Spawner.environment = {{
    "EUCHRE_TUTOR_DB": {db!r},
    "EUCHRE_TUTOR_TEACHER_GROUP": "teachers",
    "JUPYTER_PATH": {template!r},
    "PYTHONPATH": {root!r},
}}

# The test's own hand on the hub's API, to change a group while servers run (not for production).
c.JupyterHub.services = [{{"name": "test-admin", "api_token": {admin_token!r}}}]
c.JupyterHub.load_roles = [{{"name": "test-admin", "scopes": ["admin:groups", "list:users"],
                            "services": ["test-admin"]}}]
'''


@dataclass
class Hub:
    base: str
    process: subprocess.Popen[str]
    log: Path


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Hub, str]]:
    require_chromium()
    proxy = require_proxy()
    postgres = start_postgres()
    folder = tmp_path_factory.mktemp("hub")
    port = free_port()
    config = folder / "jupyterhub_config.py"
    config.write_text(textwrap.dedent(HUB_CONFIG.format(
        port=port, hub_port=free_port(), proxy_port=free_port(), proxy=proxy, folder=folder, password=PASSWORD,
        singleuser=str(Path(sys.executable).with_name("jupyterhub-singleuser")), root=str(ROOT),
        db=postgres.url, template=str(TEMPLATE_DATA), admin_token=ADMIN_TOKEN,
    )))
    log = folder / "hub.log"
    with log.open("w") as handle:
        process = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=folder,
                                   stdout=handle, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    hub = Hub(f"http://127.0.0.1:{port}", process, log)
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"jupyterhub exited with {process.returncode}:\n{log.read_text()}")
            try:
                with urllib.request.urlopen(hub.base + "/hub/api", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"jupyterhub did not answer:\n{log.read_text()}") from None
                time.sleep(0.5)
        yield hub, postgres.url
    finally:
        import signal

        if process.poll() is None:
            process.send_signal(signal.SIGTERM)  # the hub stops the servers it spawned (cleanup_servers)
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
        postgres.stop()


def sign_in(browser: Any, hub: Hub, user: str) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(180_000)
    page.goto(hub.base + "/hub/login")
    page.fill("#username_input", user)
    page.fill("#password_input", PASSWORD)
    page.click("#login_submit")
    page.wait_for_url(f"**/user/{user}/voila/render/index.ipynb*", timeout=180_000)
    return context, page


def answer_the_set(page: Any, hub: Hub, user: str, right: list[bool]) -> None:
    page.goto(f"{hub.base}/user/{user}/voila/render/exercises/07_class_quiz.ipynb")
    widget = page.locator(".et-class-quiz")
    name = widget.locator(".et-learner-name input")
    name.wait_for()
    assert name.input_value() == user and name.is_disabled()  # the hub user, filled in and locked
    widget.locator(".et-set-code input").fill(QS.code)
    widget.locator(".et-start").click()
    quiz = widget.locator(".et-quiz")
    for i, question in enumerate(QS.questions()):
        quiz.locator(".et-quiz-head code", has_text=question.code).wait_for()
        expected = solve(question).expected[0]
        token = expected if right[i] else next(c for c in question.choices if c != expected)
        text = re.compile(f"^\\s*{re.escape(question.choice_text(token))}\\s*$")
        quiz.locator(".et-quiz-answer button", has_text=text).click()
        quiz.locator(".et-quiz-check").click()
        quiz.locator(".et-quiz-feedback " + (".et-feedback-ok" if right[i] else ".et-feedback-bad")).wait_for()
        if i + 1 < QS.count:
            quiz.locator(".et-quiz-next").click()


def test_two_learners_through_the_hub_and_the_teachers_dashboard(browser: Any, hub: tuple[Hub, str]) -> None:
    server, db = hub
    contexts = []
    try:
        for user, marks in zip(LEARNERS, ([True, True], [True, False]), strict=True):
            context, page = sign_in(browser, server, user)
            contexts.append(context)
            answer_the_set(page, server, user, marks)
        with open_store(db) as store:
            assert store.learners(set_code=QS.code) == list(LEARNERS)
            assert store.count(set_code=QS.code) == 2 * QS.count
        # a learner opening the teacher's pages on their own server is refused, under every spelling
        page = contexts[0].pages[0]
        for spelling in LEARNER_SPELLINGS:
            page.goto(f"{server.base}/user/ada/voila/render/{spelling}")
            page.locator(".et-refused, .et-dashboard, .et-set-maker, body").first.wait_for()
            page.wait_for_load_state("networkidle")
            text = page.content()
            assert page.locator(".et-dashboard-show, .et-make-set").count() == 0, spelling
            assert page.locator(".et-learner").count() == 0, spelling
            assert QS.code not in text, spelling
        # and the hub keeps ada out of bo's server
        response = page.goto(f"{server.base}/user/bo/voila/render/exercises/08_review_my_mistakes.ipynb")
        assert page.locator(".et-my-progress").count() == 0, response and response.status
        # the teacher (in the hub's teachers group) sees both learners
        context, page = sign_in(browser, server, "teacher")
        contexts.append(context)
        page.goto(f"{server.base}/user/teacher/voila/render/teacher/dashboard.ipynb")
        board = page.locator(".et-dashboard")
        board.locator(".et-dashboard-code input").fill(QS.code)
        board.locator(".et-dashboard-show").click()
        for user in LEARNERS:
            board.locator(".et-learner", has_text=user).wait_for()
        board.get_by_text(f"2 learners have answered {QS.code}.").wait_for()
    finally:
        for context in contexts:
            context.close()


LEARNER_SPELLINGS = (
    "teacher/dashboard.ipynb", "tr/teacher/dashboard.ipynb", "fi/teacher/quiz_sets.ipynb",
    "lessons/../teacher/dashboard.ipynb", "./teacher/dashboard.ipynb", "teacher%2Fdashboard.ipynb",
)
"""The teacher's pages as a learner might type them: the hub routes each to the learner's own server,
where the page's kernel asks the hub for the role and refuses."""


def hub_api(hub: Hub, method: str, path: str, body: dict[str, Any] | None = None) -> int:
    import json

    request = urllib.request.Request(
        f"{hub.base}/hub/api{path}", method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"token {ADMIN_TOKEN}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status


def dashboard_shown(page: Any, hub: Hub, user: str) -> bool:
    page.goto(f"{hub.base}/user/{user}/voila/render/teacher/dashboard.ipynb")
    page.locator(".et-dashboard-show, .et-refused").first.wait_for()
    return page.locator(".et-dashboard-show").count() == 1


def test_a_teacher_added_to_the_group_is_a_teacher_without_a_restart(browser: Any, hub: tuple[Hub, str]) -> None:
    server, _ = hub
    context, page = sign_in(browser, server, "mr-new")  # their server starts while they are a learner
    try:
        assert not dashboard_shown(page, server, "mr-new")
        page.get_by_text("This page is for the teacher").wait_for()
        assert hub_api(server, "POST", "/groups/teachers/users", {"users": ["mr-new"]}) == 200
        assert dashboard_shown(page, server, "mr-new")  # the same server, a new page: the hub is asked again
        assert hub_api(server, "DELETE", "/groups/teachers/users", {"users": ["mr-new"]}) == 200
        assert not dashboard_shown(page, server, "mr-new")
    finally:
        context.close()
