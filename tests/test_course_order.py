"""The course as a beginner meets it: no check or question on a lesson page uses an idea that page or
an earlier one has not taught (the concept map of `euchre.progress.concepts`), every check names the
ruleset it is asked under and says only what that ruleset has, and a translated page opens without a
stray output line."""

from __future__ import annotations

import ast
import html
import json
import re
from pathlib import Path

import pytest

from euchre import Rules
from euchre.progress.concepts import (
    IDEAS,
    KIND_IDEAS,
    LESSON_IDEAS,
    course_pages,
    question_ideas,
    rules_ideas,
    untaught_ideas,
)
from euchre.progress.lessons import LESSON_CHECKS, LessonCheck, lesson_check
from euchre.tutor import make_question
from euchre.tutor.kinds import KIND_LETTERS
from euchre.tutor.session import QuizSession

ROOT = Path(__file__).parents[1]
SEEDS = range(12)
"""How many questions of each kind a practice quiz is sampled with."""


def _check_question(check: LessonCheck):
    return make_question(check.kind, rules=check.ruleset, difficulty=check.difficulty, seed=check.seed)


def test_every_lesson_is_on_the_concept_map_and_every_idea_is_taught_once() -> None:
    assert set(course_pages()) == set(LESSON_IDEAS)
    taught = [idea for page in course_pages() for idea in LESSON_IDEAS[page]]
    assert sorted(taught) == sorted(set(taught)) and set(taught) == set(IDEAS)
    assert set(KIND_IDEAS) == set(KIND_LETTERS), "every question kind says which ideas it needs"


@pytest.mark.parametrize("page", course_pages(), ids=lambda p: p.split("/")[-1])
def test_no_check_uses_an_idea_before_it_is_taught(page: str) -> None:
    for check in LESSON_CHECKS.get(page, ()):
        assert untaught_ideas(page, question_ideas(_check_question(check))) == set(), (page, check.id)


def test_the_map_finds_the_checks_that_came_too_early() -> None:
    """Issue 27: lesson 3 seated a player out and said who made trump, lesson 1 asked about a trump,
    lesson 9 asked about the moon; each is found."""
    rules = Rules.preset("standard")
    sits_out = make_question("next_leader", rules=rules, difficulty=2, seed=0)
    assert {"going alone"} <= untaught_ideas("lessons/03_following_suit_and_winning_tricks", question_ideas(sits_out))
    renege = make_question("spot_the_renege", rules=rules, difficulty=1, seed=34)
    assert "making trump" in untaught_ideas("lessons/03_following_suit_and_winning_tricks", question_ideas(renege))
    small_trump = make_question("which_card_wins", rules=rules, difficulty=1, seed=12)
    assert untaught_ideas("lessons/01_deck_and_ranks", question_ideas(small_trump)) == {"trump"}
    moon = make_question("bid_score", rules=Rules.preset("bid-euchre-moon"), difficulty=2, seed=91)
    assert {"bid euchre", "moon"} <= untaught_ideas("lessons/09_a_house_rules", question_ideas(moon))
    assert untaught_ideas("lessons/12_bid_euchre_partners_best_and_the_moon", question_ideas(moon)) == set()


# ---- what a lesson page shows, built from its own code cells -------------------------------------------
def _shown(page: str) -> list[tuple[str, set[str]]]:
    """Each check, practice quiz, rules summary, scoring table and ruleset menu a page shows, with the
    ideas it needs. Calls are evaluated from the page's code (imports and the display calls alone)."""
    from euchre.widgets import BiddingExplorer, RulesetPicker, RulesView, ScoringTable

    namespace: dict[str, object] = {}
    found: list[tuple[str, set[str]]] = []
    cells = json.loads((ROOT / f"{page}.ipynb").read_text(encoding="utf-8"))["cells"]
    for source in ("".join(c["source"]) for c in cells if c["cell_type"] == "code"):
        for node in ast.parse(source).body:
            if isinstance(node, ast.Import | ast.ImportFrom | ast.Assign):
                exec(compile(ast.Module([node], []), page, "exec"), namespace)
                continue
            for call in ast.walk(node):
                name = getattr(getattr(call, "func", None), "id", "")
                if not isinstance(call, ast.Call) or name not in {
                        "LessonCheckWidget", "QuizWidget", "RulesView", "ScoringTable", "RulesetPicker",
                        "BiddingExplorer"}:
                    continue
                args = [eval(compile(ast.Expression(a), page, "eval"), namespace) for a in call.args]
                kwargs = {k.arg: eval(compile(ast.Expression(k.value), page, "eval"), namespace)
                          for k in call.keywords if k.arg}
                label = ast.unparse(call)
                if name == "LessonCheckWidget":
                    found.append((label, question_ideas(_check_question(lesson_check(*args)))))
                elif name == "QuizWidget":
                    if args and isinstance(args[0], str):
                        args[0] = (args[0],)  # QuizWidget("who_leads", ...): one kind
                    session = QuizSession(*args, **{k: v for k, v in kwargs.items() if k != "count"})
                    for kind in session.kinds:
                        for seed in SEEDS:
                            q = make_question(kind, rules=session.rules, difficulty=session.difficulty, seed=seed)
                            found.append((f"{label} seed {seed}", question_ideas(q)))
                elif name == "RulesView":
                    view = RulesView(*args, **kwargs)
                    ideas = rules_ideas(view.rules, summary=True)
                    if view.changes_from is not None:
                        ideas -= rules_ideas(view.changes_from, summary=True)
                    found.append((label, ideas))
                else:
                    widget = {"ScoringTable": ScoringTable, "RulesetPicker": RulesetPicker,
                              "BiddingExplorer": BiddingExplorer}[name](*args, **kwargs)
                    picker = widget if isinstance(widget, RulesetPicker) else widget.picker
                    # a table or a summary shows a ruleset whole; a menu without one shows only names
                    whole = name == "ScoringTable" or (name == "RulesetPicker" and kwargs.get("show_summary", True))
                    summary = name == "RulesetPicker" and whole
                    found.append((label, rules_ideas(picker.value, in_full=whole, summary=summary)))
                    if name != "ScoringTable" or kwargs.get("choose"):
                        for preset in [name for _label, name in picker.dropdown.options]:
                            found.append((f"{label}: {preset}",
                                          rules_ideas(Rules.preset(preset), in_full=whole, summary=summary)))
    return found


MY_PAGES = [p for p in course_pages() if p[len("lessons/"):][:2] in {f"{n:02d}" for n in (*range(1, 10), 16)}]


@pytest.mark.parametrize("page", MY_PAGES, ids=lambda p: p.split("/")[-1])
def test_nothing_a_page_shows_needs_an_idea_not_yet_taught(page: str) -> None:
    """Checks, practice quizzes (a sample of each kind), rules summaries, scoring tables and every
    preset a menu offers: issue 27 found loners and seven presets offered in lessons 5 and 6, and moon
    and no-trump questions in lesson 9."""
    shown = _shown(page)
    assert shown or not LESSON_CHECKS.get(page), page  # a page with checks shows them
    early = {label: sorted(untaught_ideas(page, ideas)) for label, ideas in shown if untaught_ideas(page, ideas)}
    assert early == {}, page


def test_lesson_1_shows_no_trump_and_lesson_2_checks_that_a_trump_wins() -> None:
    for label, ideas in _shown("lessons/01_deck_and_ranks"):
        assert "trump" not in ideas, label
    trump_check = next(c for c in LESSON_CHECKS["lessons/02_trump_and_bowers"] if c.id == "trump-beats")
    assert "trump" in question_ideas(_check_question(trump_check))


# ---- what a check says of itself -----------------------------------------------------------------------
def test_every_check_names_its_ruleset() -> None:
    """The farmer's-hand check (lesson 4, now lesson 8b) read "Rules: custom"."""
    from euchre.widgets import LessonCheckWidget

    for checks in LESSON_CHECKS.values():
        for check in checks:
            assert check.ruleset.name != "custom", (check.page, check.id)
    widget = LessonCheckWidget("lessons/08_b_table_rules", "farmers-hand")
    assert "farmer" in widget.header.value and "custom" not in widget.header.value


def test_a_lessons_name_for_a_changed_ruleset_is_said_in_the_pages_language() -> None:
    """The review of issue 27: the Turkish lesson 8b read "tables where the dealer picks up first
    kurallarından farkı" and "Kurallar: standard, with the farmer's hand"; a lesson's name for a preset
    with one rule changed is words, so it is translated like the sentence around it."""
    from euchre.explain.ruleset_names import LESSON_RULESET_NAMES, preset_name
    from euchre.i18n import use_language
    from euchre.widgets import LessonCheckWidget, RulesView

    behind = Rules.preset("standard").replace(dealer_pickup_behind_loner=True,
                                              name="tables where the dealer picks up first")
    assert {behind.name, lesson_check("lessons/08_b_table_rules", "farmers-hand").ruleset.name} <= set(
        LESSON_RULESET_NAMES)
    for lang in ("tr", "fi", "az"):
        with use_language(lang):
            view = RulesView("standard", changes_from=behind).value
            header = LessonCheckWidget("lessons/08_b_table_rules", "farmers-hand").header.value
            standard = preset_name("standard")
        assert "picks up first" not in view and "farmer's hand" not in header, (lang, header)
        assert standard in header and "standard," not in header, "the preset is named as its menus name it"
    english = LessonCheckWidget("lessons/08_b_table_rules", "farmers-hand").header.value
    assert "Standard Euchre with the farmer" in english and "standard," not in english, english


def test_a_check_speaks_of_a_lone_defender_only_under_rules_that_have_one() -> None:
    """Lesson 7's loner check was labelled "and a lone defender" under the standard rules."""
    for checks in LESSON_CHECKS.values():
        for check in checks:
            if "lone defender" in check.idea or "defends alone" in check.idea:
                assert check.ruleset.defend_alone, (check.page, check.id, check.idea)


def test_the_variant_chart_says_what_it_plots() -> None:
    """Lesson 9's chart plots the makers' points minus their opponents': a euchre is −2, not a loss of
    what the makers 'gained'."""
    from euchre.variants.charts import distribution_charts
    from euchre.variants.simulate import simulate_variants

    html = distribution_charts(simulate_variants([Rules.preset("standard")], games=1, seed=1))
    assert "minus" in html and "gained" not in html
    cells = json.loads((ROOT / "lessons/09_b_other_tables.ipynb").read_text(encoding="utf-8"))["cells"]
    page = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "what the makers gained" not in page and "minus" in page


def test_counting_cards_does_not_say_every_trick_has_four() -> None:
    cells = json.loads((ROOT / "strategy/07_count_the_cards.ipynb").read_text(encoding="utf-8"))["cells"]
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "Every trick shows four cards" not in text and "three when someone plays alone" in text


# ---- translated pages ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_a_translated_page_opens_without_a_language_code_line(lang: str) -> None:
    """The first cell of a generated notebook sets the page's language; Jupyter displays a cell's last
    value, so it must be None (it was the code itself: a stray 'tr' line at the top of every page)."""
    from IPython.core.interactiveshell import InteractiveShell

    from euchre.i18n import context

    shell = InteractiveShell.instance()
    for path in (f"{lang}/index.ipynb", f"{lang}/lessons/01_deck_and_ranks.ipynb"):
        first = json.loads((ROOT / path).read_text(encoding="utf-8"))["cells"][0]
        try:
            result = shell.run_cell("".join(first["source"]), store_history=False)
            assert result.success and result.result is None, (path, result.result)
            assert context.page_language() == lang
        finally:
            context._session.page = None


def test_a_scoring_tables_caption_names_a_lessons_ruleset_in_the_pages_language() -> None:
    """The newcomer review: lesson 6's table read "standard, without going alone" in English on the
    Finnish page; a lesson's name for a changed preset is words, translated like the caption around it."""
    from euchre.explain.ruleset_names import preset_name
    from euchre.i18n import use_language
    from euchre.widgets import ScoringTable

    rules = Rules.preset("standard").replace(allow_alone=False, name="standard, without going alone")

    def shown(widget) -> str:
        said = [widget.value] if isinstance(getattr(widget, "value", None), str) else []
        return " ".join(said + [shown(child) for child in getattr(widget, "children", ())])

    for lang in ("tr", "fi", "az"):
        with use_language(lang):
            text = shown(ScoringTable(rules))
            standard = preset_name("standard")
        assert "without going alone" not in text and standard in text and "standard," not in text, lang


def _words(text: str) -> list[str]:
    return re.findall(r"[\w♠♥♦♣'’-]+", text.lower())


def _runs(text: str, n: int = 4) -> set[tuple[str, ...]]:
    said = _words(text)
    return {tuple(said[i:i + n]) for i in range(len(said) - n + 1)}


def test_no_check_title_gives_away_its_answer() -> None:
    """A check's shown title names the idea asked about, not the answer: lesson 5's "the dealer may
    discard any card, even the upcard" and lesson 16's "the Joker is the highest trump" said it. The
    title shares no run of four words with what a right answer is told, nor holds the answer itself."""
    from euchre.tutor.grading import grade, solve
    from euchre.widgets import LessonCheckWidget

    given_away = []
    for page, checks in LESSON_CHECKS.items():
        for check in checks:
            widget = LessonCheckWidget(page, check.id)
            head = html.unescape(re.sub(r"<[^>]+>", "", widget.header.value.split("</style>")[-1]))
            title = head.strip().split(" · ")[0].removeprefix("Check: ")
            assert title.strip() and title in head, (page, check.id, head)
            solution = solve(widget.question)
            right = grade(widget.question, list(solution.expected) if len(solution.expected) > 1
                          else solution.expected[0])
            told = f"{solution.expected_text} {right.the_answer} {right.text}"
            shared = _runs(title) & _runs(told)
            if shared or solution.expected_text.lower() in title.lower():
                given_away.append((page, check.id, title, sorted(shared)))
    assert not given_away, given_away
