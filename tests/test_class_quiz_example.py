"""The class quiz page shows one example of a quiz set code: the one in the empty box is the one the
error quotes when a code cannot be read, and it opens a quiz, so a learner who compares the two is not
left wondering which form is right."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from euchre.i18n import use_language
from euchre.progress import open_store
from euchre.widgets import ClassQuizWidget
from euchre.widgets._common import close_all


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Any]:
    with open_store(f"sqlite:///{tmp_path}/p.sqlite") as s:
        yield s


@pytest.fixture(autouse=True)
def one_learner_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("JUPYTERHUB_USER", "EUCHRE_TUTOR_SIGN_IN", "EUCHRE_TUTOR_CLASS_CODE"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_boxs_example_is_the_errors_example_and_opens_a_quiz(store: Any, lang: str) -> None:
    with use_language(lang):
        page = ClassQuizWidget(store=store)
        try:
            example = page.code_text.placeholder.split()[-1]
            page.name_text.value, page.code_text.value = "Ada", "WF2-8F2K-2O!"
            page.start_button.click()
            assert page.quiz is None
            quoted = re.findall(r"'([0-9A-Z-]+)'", page.status.value.replace("&#x27;", "'"))
            assert quoted == [example], (page.status.value, example)
            page.code_text.value = example
            page.start_button.click()
            assert page.quiz is not None, page.status.value
        finally:
            close_all(page)
