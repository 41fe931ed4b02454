"""The link that saves a reviewed hand speaks the learner's language: under rules EGN cannot hold (Hoyle's
rules) it says why in words, never the engine's option names ("defend_alone_requires_loner=False") or
the untranslated format name "extended" inside a Finnish sentence."""

from __future__ import annotations

import re

import pytest

from euchre.i18n import use_language
from euchre.widgets._common import close_all
from euchre.widgets.trainer import TrainerWidget
from tests.test_trainer import FAST, play_out, text


def _save_link_words(preset: str, seed: int) -> tuple[str, str]:
    widget = TrainerWidget(preset, bots="intermediate", seed=seed, **FAST)
    try:
        play_out(widget)
        html = widget.save_view.value
    finally:
        close_all(widget)
    filename = re.search(r'download="([^"]+)"', html)
    assert filename is not None
    return filename.group(1), text(html)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_saving_a_hoyle_hand_says_why_in_words_not_option_names(lang: str) -> None:
    with use_language(lang):
        filename, words = _save_link_words("hoyle", seed=5)
    assert filename.endswith(".json"), "Hoyle's rules are beyond EGN, so the record is the JSON one"
    assert "EGN" in words and "JSON" in words, words
    assert not re.search(r"\w_\w|=", words), f"no option names or settings: {words}"
    assert "extended" not in words, f"the format's code name is not shown: {words}"
    if lang == "fi":
        assert "Tallenna" in words and "Save" not in words, words


def test_saving_a_standard_hand_offers_an_egn_file() -> None:
    with use_language("en"):
        filename, words = _save_link_words("standard", seed=11)
    assert filename.endswith(".egn") and words == "Save this hand as an annotated EGN file"
