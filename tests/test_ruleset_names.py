"""Presets are named in the learner's language: every menu that offers presets shows their names (never
the code names, which stay the options' values), a switch of language relabels them and keeps the ruleset
chosen, and the glossary explains the words "preset", "cutthroat" and "Joker" in every language."""

from __future__ import annotations

import re
from collections.abc import Callable

import ipywidgets as w
import pytest

from euchre.engine.rules import PRESETS, Rules
from euchre.explain.charts import bar_chart_svg
from euchre.explain.glossary import GLOSSARY, entry
from euchre.explain.ruleset_names import (
    AT_TABLE,
    LESSON_RULESET_NAMES,
    preset_description,
    preset_name,
    ruleset_label,
)
from euchre.i18n import LANGUAGES, use_language
from euchre.i18n.termbase import load
from euchre.i18n.text import lower
from euchre.widgets._common import close_all
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

CODES = set(PRESETS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_preset_has_its_own_name_in_every_language(lang: str) -> None:
    with use_language(lang):
        names = {code: preset_name(code) for code in PRESETS}
    assert all(name.strip() and name != code for code, name in names.items()), names
    assert len(set(names.values())) == len(names), "two presets share a name"
    assert not CODES & set(names.values())


@pytest.mark.parametrize("lang", ["tr", "fi"])
def test_a_presets_name_says_the_term_bases_word_for_it(lang: str) -> None:
    base = load(lang)
    with use_language(lang):
        differ = {code: (base[f"preset {code}"]["use"], preset_name(code)) for code in PRESETS
                  if lower(base[f"preset {code}"]["use"], lang) not in lower(preset_name(code), lang)}
    assert differ == {}


def test_the_english_table_name_stands_beside_a_translated_name_only() -> None:
    with use_language("en"):
        english = {code: preset_name(code) for code in PRESETS}
    assert not any(f"({name})" in english[code] for code, name in AT_TABLE.items())
    for lang in ("tr", "fi", "az"):
        with use_language(lang):
            for code, name in AT_TABLE.items():
                assert preset_name(code).endswith(f"({name})"), (lang, code)
            assert preset_name("hoyle").count("(") == 0
    with use_language("tr"):
        assert preset_name("bid-euchre-6") == "Altı kartlı Teklifli Euchre (Bid Euchre)"


def test_a_rulesets_label_names_presets_lessons_and_custom_rulesets() -> None:
    with use_language("tr"):
        assert ruleset_label("hoyle") == preset_name("hoyle") == "Hoyle kuralları"
        assert ruleset_label(LESSON_RULESET_NAMES[0]) not in LESSON_RULESET_NAMES
        assert ruleset_label("my table's rules") == "my table's rules"
        assert preset_description("custom") == ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lessons_changed_preset_is_called_by_the_presets_name_not_its_code(lang: str) -> None:
    """Issue 30: "standard, with the farmer's hand" (Azerbaijani "standard (standart qaydalar), ...")
    began with the code name; it reads as the preset's name and the change."""
    from_standard = [name for name in LESSON_RULESET_NAMES if name.startswith("standard")]
    assert from_standard, "no lesson ruleset starts from a preset: the check tests nothing"
    with use_language(lang):
        standard = preset_name("standard")
        labels = [ruleset_label(name) for name in LESSON_RULESET_NAMES]
        from_standard_labels = [ruleset_label(name) for name in from_standard]
    assert not [label for label in labels if any(label.startswith(code) for code in CODES)], labels
    assert all(label.startswith(standard) and len(label) > len(standard) for label in from_standard_labels), labels
    assert len(set(labels)) == len(labels), labels


# ---- every menu of presets ---------------------------------------------------------------------
def _trainer() -> w.Widget:
    from euchre.widgets.trainer import TrainerWidget

    return TrainerWidget("hoyle", seed=2, hint_samples=4, review_samples=4, time_limit=None)


def _exercise() -> w.Widget:
    from euchre.widgets.quiz import ExerciseWidget

    return ExerciseWidget(rules="hoyle", count=2)


def _order_up() -> w.Widget:
    from euchre.widgets.calling import OrderUpExercise

    return OrderUpExercise("hoyle", count=2)


def _ruleset_picker() -> w.Widget:
    from euchre.widgets.rulesets import RulesetPicker

    return RulesetPicker("hoyle", presets=Rules.preset_names())


def _cheat_sheet() -> w.Widget:
    from euchre.widgets.cheatsheet import CheatSheet

    return CheatSheet("hoyle")


def _set_maker() -> w.Widget:
    from euchre.widgets.dashboard import QuizSetMaker

    return QuizSetMaker("hoyle")


MENUS: dict[str, Callable[[], w.Widget]] = {
    "trainer": _trainer, "quiz exercise": _exercise, "order up": _order_up, "ruleset picker": _ruleset_picker,
    "cheat sheet": _cheat_sheet, "quiz set maker": _set_maker,
}


def _preset_menus(widget: w.Widget) -> list[w.Dropdown]:
    """Every drop-down inside `widget` whose values are preset code names."""
    found = []
    if isinstance(widget, w.Dropdown) and widget.options and all(
            value in CODES for value in widget._options_values):
        found.append(widget)
    for child in getattr(widget, "children", ()):
        found.extend(_preset_menus(child))
    return found


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("name", sorted(MENUS))
def test_no_menu_of_presets_shows_a_code_name(name: str, lang: str) -> None:
    with use_language(lang):
        widget = MENUS[name]()
        menus = _preset_menus(widget)
        assert menus, "the widget offers no presets: the check tests nothing"
        for menu in menus:
            labels = list(menu._options_labels)
            assert not CODES & set(labels), labels
            assert labels == [preset_name(value) for value in menu._options_values]
        close_all(widget)


@pytest.mark.parametrize("name", sorted(MENUS))
def test_switching_the_language_relabels_the_menu_and_keeps_the_ruleset(name: str) -> None:
    from euchre.widgets.language import LanguagePicker

    widget = MENUS[name]()
    menu = _preset_menus(widget)[0]
    menu.value = "bid-euchre-6" if "bid-euchre-6" in menu._options_values else "canadian"
    chosen, rules_before = menu.value, getattr(widget, "rules", None)
    english = set(menu._options_labels)
    picker = LanguagePicker()
    picker.choose("tr")
    picker.close()
    with use_language("tr"):
        turkish = dict(zip(menu._options_values, menu._options_labels, strict=True))
        assert turkish[chosen] == preset_name(chosen)
    assert menu.value == chosen and getattr(widget, "rules", None) == rules_before
    assert turkish[chosen] not in english
    close_all(widget)


# ---- the glossary ------------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["preset", "cutthroat", "joker"])
def test_the_glossary_explains_presets_cutthroat_and_the_joker_in_every_language(key: str) -> None:
    word = entry(key)
    assert word in GLOSSARY
    with use_language("en"):
        english = (word.shown_term(), word.shown_definition())
    for lang in LANGUAGES:
        with use_language(lang):
            term, definition = word.shown_term(), word.shown_definition()
        assert term.strip() and definition.strip().endswith("."), (lang, key)
        if lang != "en":
            assert definition != english[1], (lang, key)
    with use_language("tr"):
        assert lower(entry("preset").shown_term(), "tr") == "hazır kural seti"


def test_the_joker_entry_says_what_the_british_preset_plays() -> None:
    british = PRESETS["british"]
    assert british.joker and not PRESETS["standard"].joker
    assert "25th" in entry("joker").definition and "highest trump" in entry("joker").definition


# ---- long names in the variant charts ----------------------------------------------------------
def _label_starts(svg: str) -> list[float]:
    """Where each bar's label begins, at 7 px a character for a right-aligned one."""
    label_text = r'<text x="([\d.]+)" y="[\d.]+"( text-anchor="end")? fill="#1f2328">([^<]*)</text>'
    starts = []
    for x, anchor, label in re.findall(label_text, svg):
        starts.append(float(x) - (7 * len(label) if anchor else 0))
    return starts


def test_a_long_bar_label_is_not_cut_off_at_the_charts_left_edge() -> None:
    short = bar_chart_svg([("a", 1.0), ("b", 2.0)], title="t")
    long = bar_chart_svg([(preset_name("bid-euchre-moon"), 1.0), ("b", 2.0)], title="t")
    assert _label_starts(short) and all(start >= 0 for start in _label_starts(short))
    assert len(_label_starts(long)) == 2 and all(start >= 0 for start in _label_starts(long))
    assert 'text-anchor="end"' in short and 'text-anchor="end"' not in long, "a long label stands above its bar"
