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

    monkeypatch.setattr("voila.utils.wait_for_request", arrive)
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
