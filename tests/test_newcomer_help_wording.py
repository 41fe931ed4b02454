"""Defects a newcomer's review found (issue 30, second part), each read from what a learner is shown:
the card and suit errors, the quiz set code's error, the Finnish cheat sheet, and two pages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from html_text import visible_text

from euchre.engine.cards import Suit, parse_hand
from euchre.engine.errors import EuchreError, QuizCodeError
from euchre.engine.rules import PRESETS, Family, Rules
from euchre.explain.errors import error_words
from euchre.i18n import use_language
from euchre.i18n.termbase import load as load_termbase
from euchre.i18n.words import suit_name
from euchre.tutor.codes import read_quiz_set_code
from tests.i18n_helpers import english_session  # noqa: F401 (a fixture)

LANGS = ("en", "tr", "fi", "az")
ROOT = Path(__file__).parents[1]


def _error(call) -> EuchreError:
    with pytest.raises(EuchreError) as caught:
        call()
    return caught.value


# ---- 1. the suit letters are English initials: every language says what they stand for ---------------
@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_card_names_what_each_suit_letter_stands_for(lang):
    error = _error(lambda: parse_hand("1X"))
    with use_language(lang):
        said = error_words(error.fact)
        letters = ", ".join(f"{s.letter} = {suit_name(s)}" for s in Suit)
    assert "'1X'" in said and letters in said, said


def test_the_finnish_card_error_reads_as_the_review_asked():
    error = _error(lambda: parse_hand("1X"))
    with use_language("fi"):
        said = error_words(error.fact)
    assert "C = risti, D = ruutu, H = hertta, S = pata" in said, said
    assert "a card is" not in said, said  # the sentence around the letters is Finnish too


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_suit_names_what_each_suit_letter_stands_for(lang):
    error = _error(lambda: Suit.parse("X"))
    with use_language(lang):
        said = error_words(error.fact)
        assert f"H = {suit_name(Suit.HEARTS)}" in said and f"S = {suit_name(Suit.SPADES)}" in said, said


# ---- 2. the quiz set code's error, without "seed" ----------------------------------------------------
@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize(("lang", "jargon"), [("en", "seed"), ("tr", "tohum"), ("fi", "siemen"), ("az", "toxum")])
def test_a_bad_quiz_set_code_is_explained_without_jargon(lang, jargon):
    with use_language(lang), pytest.raises(QuizCodeError) as caught:
        read_quiz_set_code("not a code")
    said = str(caught.value)
    assert jargon not in said.lower(), said
    # each part of the example is pointed out, the rules letter among them
    assert all(f"({part})" in said for part in ("WF2", "8F2K", "20", "H")), said


def test_the_quiz_set_code_error_says_the_rules_letter_is_optional():
    read_quiz_set_code("WF2-8F2K-20")  # what the message says may be left out is indeed optional
    with use_language("en"), pytest.raises(QuizCodeError) as caught:
        read_quiz_set_code("not a code")
    assert "only if the rules are not the standard ones" in str(caught.value)


# ---- 3. one Finnish word for the maker(s) on the cheat sheet ---------------------------------------------
@pytest.mark.parametrize("preset", sorted(p for p in PRESETS if PRESETS[p].family is Family.STANDARD))
def test_the_finnish_cheat_sheet_calls_the_maker_one_thing(preset):
    from euchre.widgets.cheatsheet import cheat_sheet_html

    with use_language("fi"):
        said = visible_text(cheat_sheet_html(Rules.preset(preset))).lower()
    assert not re.search(r"valitsij", said), said
    assert "valtin valinn" in said, said


# ---- 4. the play-a-hand page says what its Rules menu offers ------------------------------------------
def _first_cell(page: str) -> str:
    """The page's first Markdown cell: its introduction."""
    cells = json.loads((ROOT / page).read_text(encoding="utf-8"))["cells"]
    return "".join(next(c for c in cells if c["cell_type"] == "markdown")["source"])


@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", LANGS)
def test_the_play_a_hand_intro_names_the_kinds_of_game_its_rules_menu_offers(lang):
    from euchre.widgets.trainer import TrainerWidget

    trainer = TrainerWidget()
    offered = [Rules.preset(name) for _, name in trainer.rules_picker.options]
    trainer.close()
    page = "exercises/09_play_a_hand.ipynb" if lang == "en" else f"{lang}/exercises/09_play_a_hand.ipynb"
    intro = _first_cell(page)
    bid_word = "Bid Euchre" if lang == "en" else load_termbase(lang)["Bid Euchre"]["use"]
    assert any(r.family is Family.BID for r in offered) and bid_word in intro.replace("\n", " "), intro
    assert {2, 3} <= {r.num_players for r in offered}
    assert "cutthroat" in intro and "other three seats" not in intro, intro


# ---- 5. Bid Euchre lesson 1 names the ruleset where it shows the rules -----------------------------------
@pytest.mark.usefixtures("english_session")
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_bid_euchre_lesson_1_names_its_ruleset_as_its_check_does(lang, monkeypatch, tmp_path, request):
    import IPython.display
    import ipywidgets as w
    from lesson_session import own_session
    from widget_text import shown_text

    from euchre.widgets import LessonCheckWidget, RulesView

    own_session(monkeypatch, tmp_path, request.node.name)
    page = "lessons/10_bid_euchre_the_auction.ipynb"
    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **_kw: shown.extend(objs))
    namespace: dict[str, object] = {}
    for cell in json.loads((ROOT / (page if lang == "en" else f"{lang}/{page}")).read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), page, "exec"), namespace)
    with use_language(lang):
        rules = next(o for o in shown if isinstance(o, RulesView) and o.changes_from is None)
        check = next(o for o in shown if isinstance(o, LessonCheckWidget))
        assert isinstance(check, w.Widget)
        # the check's head: "Check: which bids are open · Rules: Six-card Bid Euchre · Question code: A1-0034"
        head = next(line for line in shown_text(check).splitlines() if line.count(" · ") >= 2)
        named = head.split(" · ")[-2]
        assert "Euchre" in named, head  # the ruleset part of the head, not the check's title
        # the rules at the top of the page name the ruleset the same way
        assert named in visible_text(rules.value), (named, visible_text(rules.value)[:300])
