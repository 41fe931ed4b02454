"""The one-page rules summary: for every preset, every part is the engine's for that ruleset, in the
learner's language."""

from __future__ import annotations

import re
from html import unescape

import pytest

from euchre import Rules
from euchre.engine.cards import JOKER, Suit
from euchre.engine.ranking import left_bower, trump_order
from euchre.explain.render import esc
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import preset_name
from euchre.i18n import use_language
from euchre.widgets.cheatsheet import CheatSheet, cheat_sheet_html
from euchre.widgets.rulesets import scoring_html
from tests.i18n_helpers import english_session  # noqa: F401


def _text(html: str) -> str:
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.parametrize("preset", Rules.preset_names())
def test_every_part_of_the_sheet_is_the_engines_for_the_ruleset(preset: str) -> None:
    rules = Rules.preset(preset)
    with use_language("en"):
        html = cheat_sheet_html(rules, Suit.SPADES)
        text = _text(html)
        trumps = trump_order(Suit.SPADES, rules.min_rank, rules.joker)
        first_row = re.search(r'<div class="et-row">(.*?)</div>', html, flags=re.S)
        assert first_row is not None
        assert re.findall(r'data-card="([^"]+)"', first_row.group(1)) == [c.code for c in trumps]
        assert f"The left bower, {left_bower(Suit.SPADES)}" in text
        assert _text(scoring_html(rules)) in text
        for sentence in rules_summary(rules):
            assert " ".join(sentence.split()) in text, sentence
        assert ("7♠" in text) == (rules.min_rank == 7)


@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_the_sheet_speaks_the_learners_language(lang: str) -> None:
    from tests.widget_text import english_left

    with use_language(lang):
        text = _text(cheat_sheet_html(Rules.preset("standard")))
    assert english_left(text) == []
    assert "Following suit" not in text and "highest first" not in text


def test_picking_a_ruleset_writes_the_sheet_again() -> None:
    with use_language("en"):
        sheet = CheatSheet()
        assert f"Euchre on one page: {preset_name('standard')}" in sheet.sheet.value
        assert set(Rules.preset_names()) <= {name for _label, name in sheet.picker.dropdown.options}
        sheet.picker.dropdown.value = "british"
        assert f"Euchre on one page: {esc(preset_name('british'))}" in sheet.sheet.value
        assert f'data-card="{JOKER.code}"' in sheet.sheet.value


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_the_sheet_follows_a_language_switch_and_keeps_its_ruleset(lang: str) -> None:
    from euchre.i18n import context
    from euchre.widgets._common import close_all
    from euchre.widgets.language import LanguagePicker
    from tests.widget_text import english_left, shown_text

    before = len(context._listeners)
    sheet = CheatSheet("british")
    assert english_left(shown_text(sheet))
    picker = LanguagePicker()
    try:
        picker.choose(lang)
        assert english_left(shown_text(sheet)) == []
        assert sheet.rules == Rules.preset("british")
    finally:
        picker.choose("en")
        picker.close()
        close_all(sheet)
    assert len(context._listeners) == before
