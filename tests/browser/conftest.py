"""Fixtures for driving the real app in Debian's Chromium.

The app is started the way a user starts it (`euchre-tutor --port N`, from another directory).
Chromium is never downloaded: Debian's /usr/bin/chromium is used through Playwright's
`executable_path`. Without it the browser tests are skipped, except under CI=true, where a
missing browser is a failure. Every request to a host other than 127.0.0.1/localhost is blocked
and recorded, and page errors and console errors are collected for the tests to check.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path(os.environ.get("EUCHRE_TUTOR_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
START_TIMEOUT = 90.0
TEACHER_SECRET = "browser-test-teacher"
CLASS_CODE = "TESTK7"
SERVER_ENV = {
    "EUCHRE_TUTOR_TEACHER_SECRET": TEACHER_SECRET,
    "EUCHRE_TUTOR_CLASS_CODE": CLASS_CODE,
    "EUCHRE_TUTOR_PAGE_RATE": "1000/60",  # one browser opens every page of the suite
}
"""The test servers' sign-in: the teacher's secret comes from the environment, as it can on a real server."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


def require_chromium() -> None:
    if CHROMIUM.exists():
        return
    reason = f"Chromium not found at {CHROMIUM}: install Debian's chromium (apt-get install chromium) for browser tests"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(reason + " (CI=true, so this is a failure, not a skip)", pytrace=False)
    pytest.skip(reason)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def app_command() -> list[str]:
    """The installed console script of this Python environment (as a user would run it)."""
    script = Path(sys.executable).with_name("euchre-tutor")
    if script.exists():
        return [str(script)]
    found = shutil.which("euchre-tutor")
    if found:
        return [found]
    return [sys.executable, "-m", "euchre.server.app"]


@dataclass
class App:
    port: int
    process: subprocess.Popen[str]
    log: Path

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def index(self) -> str:
        return f"{self.base}/voila/render/index.ipynb"

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    @property
    def log_dir(self) -> Path:
        return self.log.parent / f"logs-{self.port}"


def sign_in_teacher(page: object, app: App, secret: str = TEACHER_SECRET) -> None:
    """Sign in as the teacher through the app's sign-in page (the session cookie stays in the page's context)."""
    page.goto(f"{app.base}/euchre/teacher")  # type: ignore[attr-defined]
    page.fill("#secret", secret)  # type: ignore[attr-defined]
    page.click("button.sign-in")  # type: ignore[attr-defined]


def join_class(widget: object, name: str, passphrase: str, class_code: str = CLASS_CODE) -> None:
    """Fill in a learner's sign-in boxes on the class quiz or progress page."""
    widget.locator(".et-class-code input").fill(class_code)  # type: ignore[attr-defined]
    widget.locator(".et-learner-name input").fill(name)  # type: ignore[attr-defined]
    widget.locator(".et-passphrase input").fill(passphrase)  # type: ignore[attr-defined]


def start_app(port: int, log: Path, cwd: Path, env: dict[str, str] | None = None) -> App:
    """Start `euchre-tutor`; `env` adds variables to this process's environment (and SERVER_ENV's) for it."""
    handle = log.open("w", encoding="utf-8")
    server_env = {**os.environ, "EUCHRE_TUTOR_LOG_DIR": str(log.parent / f"logs-{port}"), **SERVER_ENV, **(env or {})}
    process = subprocess.Popen(
        [*app_command(), "--port", str(port)],
        cwd=cwd, stdout=handle, stderr=subprocess.STDOUT, text=True, start_new_session=True, env=server_env,
    )
    handle.close()
    return App(port, process, log)


def wait_until_serving(app: App, timeout: float = START_TIMEOUT) -> float:
    """Seconds until the server answers (a static file, so no kernel is used up)."""
    start = time.monotonic()
    url = f"{app.base}/voila/static/voila.js"
    while time.monotonic() - start < timeout:
        if app.process.poll() is not None:
            raise RuntimeError(f"euchre-tutor exited with {app.process.returncode}:\n{app.output()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return time.monotonic() - start
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"euchre-tutor did not answer within {timeout:.0f} s:\n{app.output()}")


def stop_app(app: App) -> None:
    if app.process.poll() is None:
        app.process.send_signal(signal.SIGTERM)
        try:
            app.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(app.process.pid, signal.SIGKILL)  # the session this fixture started
            app.process.wait(timeout=5)


def test_environment(folder: Path) -> dict[str, str]:
    """A progress store of the test's own, and short simulations on the strategy and variant pages."""
    return {
        "EUCHRE_TUTOR_DB": f"sqlite:///{folder / 'progress.sqlite'}",
        "EUCHRE_TUTOR_SIM_HANDS": "40",
        "EUCHRE_TUTOR_SIM_GAMES": "1",
        "EUCHRE_TUTOR_PAGE_RATE": "600/60",  # the screens suite opens every page from one client
    }


@pytest.fixture(scope="session")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    require_chromium()
    elsewhere = tmp_path_factory.mktemp("cwd")
    app = start_app(free_port(), elsewhere / "euchre-tutor.log", elsewhere, env=test_environment(elsewhere))
    try:
        wait_until_serving(app)
        yield app
    finally:
        stop_app(app)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@dataclass
class PageWatch:
    """What the page did that a test may want to assert on."""

    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    """Requests the app answered with an HTTP error, as "STATUS METHOD URL"."""


def is_local(url: str) -> bool:
    return url.startswith(("data:", "blob:")) or urlsplit(url).hostname in LOCAL_HOSTS


def observe_page(page: object, watch: PageWatch) -> None:
    """Record the page's errors, its failed requests and every request for another host."""
    page.on(  # type: ignore[attr-defined]
        "request", lambda request: None if is_local(request.url) else watch.blocked.append(request.url))
    page.on("pageerror", lambda error: watch.page_errors.append(str(error)))  # type: ignore[attr-defined]
    page.on(  # type: ignore[attr-defined]
        "response",
        lambda r: watch.failed.append(f"{r.status} {r.request.method} {r.url}") if r.status >= 400 else None,
    )
    page.on(  # type: ignore[attr-defined]
        "console", lambda message: watch.console_errors.append(message.text) if message.type == "error" else None
    )


def guard_page(page: object, watch: PageWatch) -> None:
    """observe_page, and abort every request for another host (routing turns the page's HTTP cache off)."""
    def route(route: object) -> None:
        if is_local(route.request.url):  # type: ignore[attr-defined]
            route.continue_()  # type: ignore[attr-defined]
        else:
            route.abort()  # type: ignore[attr-defined]

    page.route("**/*", route)  # type: ignore[attr-defined]
    observe_page(page, watch)


OFFLINE_ARGS = ["--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=127.0.0.1;localhost"]
"""Chromium flags that send every request for another host to a closed port, so a browser needs
no routing (and keeps its HTTP cache) to stay offline; observe_page still records such requests."""


@pytest.fixture
def watch() -> PageWatch:
    return PageWatch()


@pytest.fixture
def page(browser: object, watch: PageWatch) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(120_000)  # a loaded machine can take a minute to start a kernel
    guard_page(page, watch)
    yield page
    for opened in context.pages:
        opened.close(run_before_unload=True)  # as a closed tab does: Voila shuts the page's kernel down
    context.close()
