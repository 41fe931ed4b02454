"""The kernel cap counts open pages only: one learner clicking through more pages than the cap,
one after another, gets every page; a class that really fills the server gets the friendly
"the class is full" page. The server here allows 2 kernels, as a class server would allow its size."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from conftest import App, PageWatch, free_port, guard_page, require_chromium, start_app, stop_app, wait_until_serving

CAP = 2
PAGES = [f"exercises/{name}.ipynb" for name in (
    "01_which_card_wins", "02_legal_follow", "03_is_it_a_euchre", "05_who_leads", "14_who_leads_the_next_trick")]
READY = ".et-quiz .et-quiz-head code"


@pytest.fixture(scope="module")
def capped_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    require_chromium()
    folder = tmp_path_factory.mktemp("cap")
    app = start_app(free_port(), folder / "app.log", folder, env={
        "EUCHRE_TUTOR_MAX_KERNELS": str(CAP), "EUCHRE_TUTOR_DB": f"sqlite:///{folder}/p.sqlite"})
    try:
        wait_until_serving(app)
        yield app
    finally:
        stop_app(app)


def open_page(context: Any, app: App, path: str) -> tuple[Any, Any, PageWatch]:
    page = context.new_page()
    page.set_default_timeout(90_000)
    watch = PageWatch()
    guard_page(page, watch)
    response = page.goto(f"{app.base}/voila/render/{path}")
    return page, response, watch


def test_one_learner_clicking_through_more_pages_than_the_cap_gets_every_page(browser: Any, capped_app: App) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        for path in PAGES[:CAP + 2]:  # more pages than the cap, one after another
            page, response, watch = open_page(context, capped_app, path)
            assert response.status == 200, f"{path}: {response.status} {page.content()[:300]}"
            page.locator(READY).first.wait_for()  # drawn by the widgets, so the kernel's websocket is connected
            assert not watch.page_errors and not watch.console_errors
            page.close()  # no beforeunload: the page's kernel is left for the server to cull
    finally:
        context.close()
    log = capped_app.output()
    assert "The class is full" not in log and "kernels in use" not in (capped_app.log_dir / "server.log").read_text()


def test_a_server_full_of_open_pages_says_the_class_is_full(browser: Any, capped_app: App) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        kept = []
        for path in PAGES[:CAP]:
            page, response, _ = open_page(context, capped_app, path)
            assert response.status == 200
            page.locator(READY).first.wait_for()
            kept.append(page)
        page, response, _ = open_page(context, capped_app, PAGES[CAP])
        assert response.status == 503 and response.headers["retry-after"] == "60"
        page.get_by_role("heading", name="The class is full").wait_for()
        kept[0].close()  # a learner leaves: their place is free again, once the server sees the page's socket close
        deadline = time.monotonic() + 20
        while True:
            page, response, _ = open_page(context, capped_app, PAGES[CAP])
            if response.status != 503 or time.monotonic() > deadline:
                break
            page.close()
            time.sleep(0.5)
        assert response.status == 200
        page.locator(READY).first.wait_for()
    finally:
        context.close()
    assert f"{CAP} kernels in use (the most is {CAP})" in (capped_app.log_dir / "server.log").read_text()

