"""A lesson test's own session: its checks are kept in a temporary folder of its own, under a session
named after the test, with no learner in the environment and nothing remembered from another test."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest


def own_session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str) -> None:
    from euchre.progress import lessons

    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setenv("EUCHRE_TUTOR_SESSION", name)
    monkeypatch.delenv("EUCHRE_TUTOR_LEARNER", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(lessons, "_memory", {})
