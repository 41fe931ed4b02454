"""Every page starts the same way (euchre.widgets.page): nothing outside Voila; on a page, the picker,
with links to the page in the languages it exists in."""

from __future__ import annotations

import pytest

from euchre.widgets import page
from euchre.widgets.language import LanguagePicker
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")


def test_outside_a_voila_page_nothing_happens(monkeypatch):
    monkeypatch.delenv(page.KERNEL_ENV, raising=False)
    monkeypatch.setattr(page, "_started", False)
    shown = []
    monkeypatch.setattr("IPython.display.display", lambda *a, **k: shown.append(a))
    page.start_page()
    assert shown == [] and page._started is False


def test_on_a_page_the_picker_is_shown_once(monkeypatch, tmp_path):
    monkeypatch.setenv(page.KERNEL_ENV, "k1")
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/lessons/01_x.ipynb")
    monkeypatch.setattr(page, "_started", False)
    shown = []
    monkeypatch.setattr("IPython.display.display", lambda *a, **k: shown.append(a[0]))
    page.start_page()
    page.start_page()
    assert len(shown) == 1 and isinstance(shown[0], LanguagePicker)
    assert shown[0].page == "lessons/01_x.ipynb"


def test_a_pre_heated_page_waits_for_its_request_first(monkeypatch):
    monkeypatch.setenv(page.KERNEL_ENV, "k2")
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(page, "_started", False)
    order = []

    def arrive() -> None:
        order.append("request")
        monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "fi-FI,fi;q=0.9")

    monkeypatch.setattr(page, "wait_for_request", arrive)
    monkeypatch.setattr("IPython.display.display", lambda *a, **k: order.append(a[0].language))
    page.start_page()
    assert order == ["request", "fi"]


def test_page_paths_in_each_language(monkeypatch, tmp_path):
    assert page.page_path({"SCRIPT_NAME": "/voila/render/tr/index.ipynb"}) == "tr/index.ipynb"
    assert page.page_path({"SCRIPT_NAME": "/"}) is None
    assert page.page_in("tr/lessons/01.ipynb", "en") == "lessons/01.ipynb"
    assert page.page_in("lessons/01.ipynb", "fi") == "fi/lessons/01.ipynb"
    assert page.page_in("az/index.ipynb", "tr") == "tr/index.ipynb"
    assert page.page_address("fi/index.ipynb", {"SCRIPT_NAME": "/user/ada/voila/render/index.ipynb"}) == (
        "/user/ada/voila/render/fi/index.ipynb")
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "01.ipynb").write_text("{}")
    (tmp_path / "tr" / "lessons").mkdir(parents=True)
    (tmp_path / "tr" / "lessons" / "01.ipynb").write_text("{}")
    monkeypatch.setenv("EUCHRE_TUTOR_ROOT", str(tmp_path))
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/lessons/01.ipynb")
    assert page.page_exists("tr/lessons/01.ipynb") and not page.page_exists("fi/lessons/01.ipynb")
    assert not page.page_exists("../../etc/passwd")
    links = LanguagePicker(page="lessons/01.ipynb").pages.value
    assert 'href="/voila/render/tr/lessons/01.ipynb"' in links and "Türkçe" in links and "suomi" not in links


def test_the_request_arrives_on_voilas_socket(monkeypatch):
    """wait_for_request reads what Voila's RequestInfoSocketHandler sends, without importing voila."""
    import asyncio
    import json
    import sys
    import threading

    from tornado.web import Application
    from tornado.websocket import WebSocketHandler

    sent = {"HTTP_ACCEPT_LANGUAGE": "az-AZ,az;q=0.9", "SCRIPT_NAME": "/voila/render/index.ipynb"}
    opened: list[str] = []
    ready = threading.Event()
    where: dict[str, object] = {}

    class Query(WebSocketHandler):
        def open(self, kernel_id: str) -> None:
            opened.append(kernel_id)
            self.write_message(json.dumps(sent))

    def serve() -> None:
        async def main() -> None:
            server = Application([(r"/voila/query/(\w+)", Query)]).listen(0, "127.0.0.1")
            where["port"] = next(iter(server._sockets.values())).getsockname()[1]
            where["stop"] = asyncio.Event()
            where["loop"] = asyncio.get_running_loop()
            ready.set()
            await where["stop"].wait()  # type: ignore[union-attr]
            server.stop()

        asyncio.run(main())

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(10)
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv(page.KERNEL_ENV, "k3")
    monkeypatch.setenv("VOILA_APP_PORT", str(where["port"]))
    monkeypatch.setenv("VOILA_SERVER_URL", "/")
    for key in sent:
        monkeypatch.setenv(key, "before")  # monkeypatch puts every key back as it was afterwards
    before = set(sys.modules)
    try:
        page.wait_for_request()
    finally:
        where["loop"].call_soon_threadsafe(where["stop"].set)  # type: ignore[union-attr]
        thread.join(10)
    assert opened == ["k3"]
    assert {key: page.os.environ[key] for key in sent} == sent
    assert not any(name == "voila" or name.startswith("voila.") for name in set(sys.modules) - before)


def test_a_kernel_that_was_not_pre_heated_does_not_wait(monkeypatch, caplog):
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setenv("VOILA_APP_PORT", "9")  # nothing listens there: trying to connect would log a warning
    page.wait_for_request()
    assert not [r for r in caplog.records if r.name == "euchre.widgets"]


def test_only_the_root_folder_is_the_index(tmp_path):
    (tmp_path / "lessons").mkdir()
    env = {"EUCHRE_TUTOR_ROOT": str(tmp_path)}
    assert page.is_index_kernel(env, tmp_path)
    assert not page.is_index_kernel(env, tmp_path / "lessons")
    assert not page.is_index_kernel({}, tmp_path)
