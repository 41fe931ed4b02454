"""Sign-in on the class server, in a real browser and on the kernel's websocket: the teacher's
pages need the teacher, a learner's answers need their passphrase, a full server says so, and no
frame the server sends carries a traceback (the server's error log does).

This module starts its own app with a fresh SQLite store and its own log folder."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from conftest import (
    App,
    free_port,
    join_class,
    require_chromium,
    sign_in_teacher,
    start_app,
    stop_app,
    wait_until_serving,
)
from euchre.classroom import make_quiz_set
from euchre.progress import open_store

QS = make_quiz_set(["which_card_wins"], 2, "standard", 1, seed=99)
CLASS_PAGE = "/voila/render/exercises/07_class_quiz.ipynb"
PROGRESS_PAGE = "/voila/render/exercises/08_review_my_mistakes.ipynb"
DASHBOARD = "/voila/render/teacher/dashboard.ipynb"
TRACE_MARKS = ("Traceback", 'File "/', "site-packages", "/euchre/")


@pytest.fixture(scope="module")
def class_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[App, str]]:
    require_chromium()
    folder = tmp_path_factory.mktemp("signin")
    url = f"sqlite:///{folder}/class.sqlite"
    app = start_app(free_port(), folder / "app.log", folder, env={"EUCHRE_TUTOR_DB": url})
    try:
        wait_until_serving(app)
        yield app, url
    finally:
        stop_app(app)


def start_class_quiz(page: Any, app: App, name: str, passphrase: str) -> Any:
    page.goto(app.base + CLASS_PAGE)
    widget = page.locator(".et-class-quiz")
    join_class(widget, name, passphrase)
    widget.locator(".et-set-code input").fill(QS.code)
    widget.locator(".et-start").click()
    return widget


def test_a_learner_cannot_open_the_dashboard(page: Any, class_app: tuple[App, str], watch: Any) -> None:
    app, _ = class_app
    page.goto(app.base + DASHBOARD)
    page.get_by_role("heading", name="Teacher sign-in").wait_for()
    assert page.url.startswith(app.base + "/euchre/teacher?next=")
    assert page.locator(".et-dashboard").count() == 0
    page.fill("#secret", "a learner's guess")
    page.click("button.sign-in")
    page.get_by_text("That is not the teacher's secret.").wait_for()
    assert page.locator(".et-dashboard").count() == 0
    with pytest.raises(urllib.error.HTTPError) as refused:  # the contents API would list the app's folders
        urllib.request.urlopen(app.base + "/voila/api/contents", timeout=10)
    assert refused.value.code == 404
    assert watch.page_errors == [] and watch.blocked == []


def test_the_teacher_signs_in_and_out(page: Any, class_app: tuple[App, str], watch: Any) -> None:
    app, _ = class_app
    sign_in_teacher(page, app)
    page.get_by_role("heading", name="Signed in as the teacher").wait_for()
    assert page.locator(".class-code").inner_text() == "TESTK7"
    cookie = next(c for c in page.context.cookies() if c["name"] == "euchre_teacher")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"
    page.goto(app.base + DASHBOARD)
    page.locator(".et-dashboard .et-dashboard-show").wait_for()
    page.goto(app.base + "/euchre/teacher")
    page.click("button.end-class")
    page.get_by_text("The class has ended: pages left idle for 180 seconds are closed.").wait_for()
    assert "the teacher ended the class" in (app.log_dir / "server.log").read_text(encoding="utf-8")
    page.click("button.sign-out")
    page.get_by_role("heading", name="Teacher sign-in").wait_for()
    page.goto(app.base + DASHBOARD)
    page.get_by_role("heading", name="Teacher sign-in").wait_for()
    assert page.locator(".et-dashboard").count() == 0
    assert watch.page_errors == [] and watch.blocked == []


def test_a_wrong_passphrase_is_refused_and_opens_no_answers(browser: Any, class_app: tuple[App, str]) -> None:
    app, url = class_app
    ada = browser.new_context()
    other = browser.new_context()
    try:
        page = ada.new_page()
        page.set_default_timeout(60_000)
        widget = start_class_quiz(page, app, "Ada", "tulip garden")
        widget.locator(".et-quiz").wait_for()
        assert widget.locator(".et-learner-name input").is_disabled()
        # someone else, on another computer, claims to be Ada
        intruder = other.new_page()
        intruder.set_default_timeout(60_000)
        widget = start_class_quiz(intruder, app, "Ada", "guess")
        widget.get_by_text("That passphrase does not open Ada's answers").wait_for()
        assert widget.locator(".et-quiz").count() == 0
        intruder.goto(app.base + PROGRESS_PAGE)
        mine = intruder.locator(".et-my-progress")
        join_class(mine, "Ada", "guess")
        mine.locator(".et-show-progress").click()
        mine.get_by_text("That passphrase does not open Ada's answers").wait_for()
        assert mine.locator(".et-progress-widget").count() == 0
        # Ada herself sees her progress with her passphrase
        page.goto(app.base + PROGRESS_PAGE)
        mine = page.locator(".et-my-progress")
        join_class(mine, "Ada", "tulip garden")
        mine.locator(".et-show-progress").click()
        mine.locator(".et-progress-widget").wait_for()
    finally:
        ada.close()
        other.close()
    with open_store(url) as store:
        assert store.protected_learners() == ["Ada"]


# ---- the websocket: crafted messages get friendly answers, tracebacks go to the server log ------
async def _kernel_session(app: App) -> tuple[list[str], str]:
    """Open the class quiz page as a client would, then send the kernel wrong-typed widget values and
    a crafted quiz code over its websocket. Returns every text frame received and the status text."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    with urllib.request.urlopen(app.base + CLASS_PAGE, timeout=60) as response:
        html = response.read().decode()
    kernel = html.split('"kernelId": "', 1)[1].split('"', 1)[0] if '"kernelId": "' in html else ""
    if not kernel:
        import re

        kernel = re.search(r'kernelId["\\s:=]+["\']([0-9a-f-]{36})', html).group(1)  # type: ignore[union-attr]
    session = uuid.uuid4().hex
    ws = await websocket_connect(HTTPRequest(
        f"ws://127.0.0.1:{app.port}/api/kernels/{kernel}/channels?session_id={session}"))
    frames: list[str] = []

    def message(msg_type: str, content: dict[str, Any]) -> str:
        return json.dumps({
            "header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "session": session, "username": "",
                       "version": "5.3", "date": ""},
            "parent_header": {}, "metadata": {}, "content": content, "channel": "shell", "buffers": [],
        })

    async def read_for(seconds: float) -> list[dict[str, Any]]:
        got: list[dict[str, Any]] = []
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        while (left := end - loop.time()) > 0:
            try:
                text = await asyncio.wait_for(ws.read_message(), left)
            except TimeoutError:
                break
            if text is None:
                break
            frames.append(str(text))
            got.append(json.loads(text))
        return got

    await ws.write_message(message("comm_info_request", {"target_name": "jupyter.widget"}))
    replies = await read_for(5)
    comms = next(r["content"]["comms"] for r in replies if r["header"]["msg_type"] == "comm_info_reply")
    for comm_id in comms:
        await ws.write_message(message("comm_msg", {"comm_id": comm_id, "data": {"method": "request_state"}}))
    states: dict[str, dict[str, Any]] = {}
    for reply in await read_for(8):
        data = reply["content"].get("data", {})
        if reply["header"]["msg_type"] == "comm_msg" and data.get("method") == "update":
            states[reply["content"]["comm_id"]] = data.get("state", {})

    def model(cls: str) -> str:
        return next(c for c, s in states.items() if cls in s.get("_dom_classes", ()))

    code_box, start, status = model("et-set-code"), model("et-start"), model("et-class-status")
    name_box = model("et-learner-name")
    sends = [
        (code_box, {"method": "update", "state": {"value": 12345}}),  # a number where text belongs
        (name_box, {"method": "update", "state": {"disabled": "yes please"}}),
        (start, {"method": "update", "state": {"layout": "not a model"}}),
        (code_box, {"method": "no-such-method"}),
        (name_box, {"method": "update", "state": {"value": "Ada"}}),
        (code_box, {"method": "update", "state": {"value": "S1-0000-1XZ6"}}),  # a crafted quiz set code
        (start, {"method": "custom", "content": {"event": "click"}}),
    ]
    for comm_id, data in sends:
        await ws.write_message(message("comm_msg", {"comm_id": comm_id, "data": data}))
    status_text = ""
    for reply in await read_for(8):
        content = reply["content"]
        if content.get("comm_id") == status:
            status_text = content.get("data", {}).get("state", {}).get("value", status_text)
    ws.close()
    return frames, status_text


def test_no_frame_carries_a_traceback_and_the_server_log_does(class_app: tuple[App, str]) -> None:
    app, _ = class_app
    with ThreadPoolExecutor(1) as pool:  # Playwright's event loop runs in this thread
        frames, status = pool.submit(asyncio.run, _kernel_session(app)).result(timeout=120)
    assert frames, "the kernel answered nothing"
    for frame in frames:
        for mark in TRACE_MARKS:
            assert mark not in frame, f"a frame carries {mark!r}: {frame[:400]}"
    assert "deals 5 cards to each player, not 6" in status  # the crafted code is refused with the reason
    log = (app.log_dir / "errors.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "TraitError" in log
    assert "kernel=" in log and "exercises/07_class_quiz.ipynb" in log
    server_log = (app.log_dir / "server.log").read_text(encoding="utf-8")
    assert "page exercises/07_class_quiz.ipynb opened by 127.0.0.1" in server_log


def test_a_full_server_says_the_class_is_full(tmp_path: Path) -> None:
    require_chromium()
    app = start_app(free_port(), tmp_path / "app.log", tmp_path,
                    env={"EUCHRE_TUTOR_MAX_KERNELS": "1", "EUCHRE_TUTOR_DB": f"sqlite:///{tmp_path}/p.sqlite"})
    try:
        wait_until_serving(app)
        with urllib.request.urlopen(app.base + CLASS_PAGE, timeout=60) as first:
            assert first.status == 200
        with pytest.raises(urllib.error.HTTPError) as full:
            urllib.request.urlopen(app.base + PROGRESS_PAGE, timeout=60)
        assert full.value.code == 503 and full.value.headers["Retry-After"] == "60"
        assert "The class is full" in full.value.read().decode()
    finally:
        stop_app(app)


def test_pages_opened_too_fast_are_slowed_down(tmp_path: Path) -> None:
    require_chromium()
    app = start_app(free_port(), tmp_path / "app.log", tmp_path,
                    env={"EUCHRE_TUTOR_PAGE_RATE": "2/600", "EUCHRE_TUTOR_DB": f"sqlite:///{tmp_path}/p.sqlite",
                         "EUCHRE_TUTOR_TRUSTED_PROXIES": "127.0.0.1,::1"})  # as behind a proxy on this machine
    try:
        wait_until_serving(app)
        codes = []
        for _ in range(3):
            try:
                with urllib.request.urlopen(app.base + "/voila/render/teacher/quiz_sets.ipynb", timeout=60) as r:
                    codes.append(r.status)
            except urllib.error.HTTPError as exc:
                codes.append(exc.code)
        assert codes[-1] == 429 and 429 not in codes[:2]
        request = urllib.request.Request(app.base + "/voila/render/teacher/quiz_sets.ipynb",
                                         headers={"X-Real-IP": "10.1.2.3"})  # another learner behind the proxy
        try:
            urllib.request.urlopen(request, timeout=60)
        except urllib.error.HTTPError as exc:
            assert exc.code != 429
    finally:
        stop_app(app)

