"""The language of a message: resolved per call, per thread and per session, never at import."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from euchre.i18n import (
    LANGUAGES,
    UnsupportedLanguageError,
    _,
    current_language,
    html_lang,
    ngettext,
    parse_accept_language,
    pgettext,
    preferences,
    resolve_language,
    set_session_language,
    set_session_learner,
    use_language,
)
from euchre.i18n import context as i18n_context
from euchre.i18n.messages import _render
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")


def test_english_by_default_and_messages_are_the_english_source():
    assert current_language() == "en"
    assert resolve_language() == ("en", "default")
    assert pgettext("picker", "Language") == "Language"


@pytest.mark.parametrize(("lang", "word"), [("en", "Language"), ("tr", "Dil"), ("fi", "Kieli"), ("az", "Dil")])
def test_use_language_switches_and_restores(lang, word):
    with use_language(lang):
        assert current_language() == lang
        assert pgettext("picker", "Language") == word
    assert current_language() == "en"


def test_use_language_nests_and_accepts_region_tags():
    with use_language("tr-TR"):
        with use_language("fi"):
            assert pgettext("seat", "North") == "Pohjoinen"
        assert pgettext("seat", "North") == "Kuzey"


def test_unsupported_language_is_a_value_error():
    with pytest.raises(UnsupportedLanguageError, match="de"):
        with use_language("de"):
            pass
    with pytest.raises(ValueError):
        set_session_language("klingon")


def test_two_threads_render_in_two_languages_at_the_same_time():
    barrier = threading.Barrier(4)

    def render(lang: str) -> tuple[str, str]:
        with use_language(lang):
            barrier.wait(timeout=10)  # every thread is inside its block before any reads
            first = pgettext("seat", "West")
            barrier.wait(timeout=10)
            return first, pgettext("answer", "Nobody")

    with ThreadPoolExecutor(4) as pool:
        results = dict(zip(LANGUAGES, pool.map(render, LANGUAGES), strict=True))
    assert results == {
        "en": ("West", "Nobody"), "tr": ("Batı", "Hiç kimse"), "fi": ("Länsi", "Ei kukaan"), "az": ("Qərb", "Heç kim"),
    }
    assert current_language() == "en"


def test_a_thread_does_not_see_another_threads_language():
    seen = []
    with use_language("az"):
        worker = threading.Thread(target=lambda: seen.append(current_language()))
        worker.start()
        worker.join()
        assert current_language() == "az"
    assert seen == ["en"]


async def _in_task(lang: str) -> str:
    import asyncio

    with use_language(lang):
        await asyncio.sleep(0.01)
        return pgettext("seat", "South")


def test_asyncio_tasks_keep_their_own_language():
    import asyncio

    async def main() -> list[str]:
        return list(await asyncio.gather(*(_in_task(lang) for lang in LANGUAGES)))

    # A thread of its own: the browser tests' Playwright keeps an event loop in the main thread.
    results: list[list[str]] = []
    worker = threading.Thread(target=lambda: results.append(asyncio.run(main())))
    worker.start()
    worker.join(timeout=30)
    assert results == [["South", "Güney", "Etelä", "Cənub"]]


def test_resolution_order(monkeypatch):
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "fi-FI,fi;q=0.9,en;q=0.5")
    assert resolve_language() == ("fi", "browser")
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", "az")
    assert resolve_language() == ("az", "server")
    monkeypatch.setenv("QUERY_STRING", "code=S2-8F2K&lang=tr")
    assert resolve_language() == ("tr", "address")
    set_session_language("fi", remember=False)
    assert resolve_language() == ("fi", "session")
    monkeypatch.setenv("JUPYTERHUB_USER", "ada")
    preferences.save_language("ada", "az")
    assert resolve_language() == ("az", "learner")
    with use_language("en"):
        assert resolve_language() == ("en", "call")


def test_unsupported_sources_are_skipped(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lang=de")
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", "xx-<script>")
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "de-DE,de;q=0.9,tr;q=0.8")
    assert resolve_language() == ("tr", "browser")


def test_the_picker_choice_is_remembered_for_a_named_learner_only(monkeypatch):
    set_session_learner("Ada")
    assert set_session_language("tr") == "tr"
    assert preferences.saved_language("Ada") == "tr"
    i18n_context._reset_session_for_tests()
    set_session_learner("Ada")
    assert resolve_language() == ("tr", "learner")  # a new page (kernel) for Ada
    set_session_learner("Grace")
    assert resolve_language() == ("en", "default")
    i18n_context._reset_session_for_tests()
    set_session_language("fi")  # nobody named: this session only
    assert preferences._read(preferences.prefs_path()) == {"Ada": "tr"}


def test_a_broken_preferences_file_is_ignored(tmp_path, monkeypatch):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    monkeypatch.setenv(preferences.PREFS_ENV, str(path))
    monkeypatch.setenv("JUPYTERHUB_USER", "ada")
    assert resolve_language() == ("en", "default")
    monkeypatch.setenv(preferences.PREFS_ENV, str(tmp_path / "file" / "under" / "a" / "file"))
    (tmp_path / "file").write_text("")
    assert preferences.save_language("ada", "tr") is False


def test_listeners_hear_the_switch():
    heard = []
    stop = i18n_context.on_language_change(heard.append)
    set_session_language("az")
    set_session_language(None)
    stop()
    set_session_language("fi")
    assert heard == ["az", "en"]


@pytest.mark.parametrize(
    ("header", "want"),
    [
        ("fi-FI,fi;q=0.9,en;q=0.5", ["fi", "en"]),
        ("en;q=0.4, tr;q=0.8, az-Latn-AZ", ["az", "tr", "en"]),
        ("de-DE,de;q=0.9", []),
        ("tr;q=0, fi", ["fi"]),
        ("tr;q=abc, fi;level=1, az", ["az"]),
        ("", []),
        (None, []),
    ],
)
def test_accept_language(header, want):
    assert parse_accept_language(header) == want


def test_plurals_and_placeholders():
    assert ngettext("{side} score {n}", "{side} score {n}", 2, side="East–West") == "East–West score 2"
    with use_language("fi"):
        assert ngettext("{side} score {n}", "{side} score {n}", 1, side="Itä–Länsi") == "Itä–Länsi saa 1 pisteen"
        assert ngettext("{side} score {n}", "{side} score {n}", 4, side="Itä–Länsi") == "Itä–Länsi saa 4 pistettä"
    with use_language("tr"):
        assert pgettext("picker", "The tutor now uses {language}.", language="suomi") == "Dil artık suomi."


def test_a_message_not_in_the_catalogue_is_shown_in_english():
    with use_language("tr"):
        assert _("A sentence nobody translated: {x}", x=1) == "A sentence nobody translated: 1"


def test_a_broken_translation_falls_back_to_the_english_sentence(caplog):
    assert _render("{kart.acc} oyna", "Play {card}", {"card": "J♥"}, "tr") == "Play J♥"
    assert "broken tr translation" in caplog.text


def test_html_lang():
    assert [html_lang(lang) for lang in LANGUAGES] == ["en", "tr", "fi", "az"]
    with use_language("az"):
        assert html_lang() == "az"
    assert html_lang() == "en"


def test_the_language_follows_the_environment_after_import(monkeypatch):
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", "fi")
    assert current_language() == "fi"
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", "tr")
    assert current_language() == "tr"


def test_voila_passes_the_browsers_language_to_the_kernel():
    """Voila copies the headers listed in http_header_envs into the kernel's environment as HTTP_*."""
    import json
    from pathlib import Path

    config = json.loads((Path(__file__).resolve().parent.parent / "voila.json").read_text(encoding="utf-8"))
    assert "Accept-Language" in config["VoilaConfiguration"]["http_header_envs"]
