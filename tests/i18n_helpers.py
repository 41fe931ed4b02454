"""Shared by the language tests: a clean slate, so the tests never depend on the machine's settings."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from euchre.i18n import context as i18n_context
from euchre.i18n import preferences

LANGUAGE_ENVS = ("EUCHRE_TUTOR_LANG", "HTTP_ACCEPT_LANGUAGE", "QUERY_STRING", "EUCHRE_TUTOR_LEARNER",
                 "JUPYTERHUB_USER")


@pytest.fixture
def english_session(monkeypatch: pytest.MonkeyPatch, tmp_path) -> Iterator[None]:
    """No language in the environment, no session choice, and a private preferences file."""
    for name in LANGUAGE_ENVS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(preferences.PREFS_ENV, str(tmp_path / "languages.json"))
    i18n_context._reset_session_for_tests()
    yield
    i18n_context._reset_session_for_tests()


def has_second_person(text: str) -> bool:
    """Whether an English sentence speaks to the player ("you", "your", "you're" ...)."""
    return re.search(r"\byou(r|rs|rself|'re|'ve)?\b", text, flags=re.IGNORECASE) is not None
