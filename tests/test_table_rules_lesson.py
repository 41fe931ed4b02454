"""Issue 27: the table rules (the renege, the dealer behind a loner, defending alone and the farmer's
hand) are taught on a page of their own, lesson 8b, right after the complete hand; each is
introduced there on the concept map; a check passed under the page it used to be on still counts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lesson_session import own_session

from euchre.progress import lessons, open_store
from euchre.progress.concepts import LESSON_IDEAS, course_pages, question_ideas, untaught_ideas
from euchre.progress.lessons import (
    completed_pages,
    lesson_check,
    page_checks,
    page_progress,
    record_check,
)
from euchre.tutor import make_question
from euchre.tutor.catalog import track

ROOT = Path(__file__).parents[1]
HAND = "lessons/08_a_complete_hand"
TABLE = "lessons/08_b_table_rules"
RULES = {"renege": "renege", "dealer-behind-loner": "dealer behind a loner", "lone-defender": "defending alone",
         "farmers-hand": "farmer's hand"}
"""Each table rule's check on the page, and the idea it checks."""
OLD_PAGES = {"renege": HAND, "dealer-behind-loner": "lessons/07_going_alone_and_defending_alone",
             "lone-defender": "lessons/07_going_alone_and_defending_alone",
             "farmers-hand": "lessons/04_deal_kitty_upcard"}


@pytest.fixture(autouse=True)
def _own_session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    own_session(monkeypatch, tmp_path, request.node.name)


def _ideas(check_id: str) -> set[str]:
    check = lesson_check(TABLE, check_id)
    return question_ideas(make_question(check.kind, rules=check.ruleset, difficulty=check.difficulty,
                                        seed=check.seed))


def test_the_table_rules_are_a_page_of_their_own_right_after_the_complete_hand() -> None:
    pages = course_pages()
    assert pages.index(TABLE) == pages.index(HAND) + 1
    rules_track = [page.id for page in track("rules").pages]
    assert rules_track.index(TABLE) == rules_track.index(HAND) + 1
    assert next(p for p in track("rules").pages if p.id == TABLE).title == "The table rules"
    cells = json.loads((ROOT / f"{TABLE}.ipynb").read_text(encoding="utf-8"))["cells"]
    assert "".join(cells[0]["source"]).startswith("# Lesson 8b · The table rules\n")
    assert page_checks(TABLE) == tuple(RULES), "the four checks, in the page's order"
    for page in (HAND, *OLD_PAGES.values()):
        assert not set(page_checks(page)) & {"dealer-behind-loner", "lone-defender", "farmers-hand"}
    assert "renege" not in page_checks(HAND)


@pytest.mark.parametrize("check_id", RULES)
def test_each_table_rule_is_introduced_on_that_page_and_checked_there(check_id: str) -> None:
    idea = RULES[check_id]
    assert [page for page, ideas in LESSON_IDEAS.items() if idea in ideas] == [TABLE]
    assert untaught_ideas(HAND, {idea}) == {idea}, "the complete hand comes before it"
    assert idea in _ideas(check_id)
    assert untaught_ideas(TABLE, _ideas(check_id)) == set()


def test_the_map_finds_the_dealer_behind_a_loner_in_the_lesson_on_going_alone() -> None:
    """Lesson 7 checked what the dealer does behind a loner; the map now says it comes too early there."""
    early = untaught_ideas("lessons/07_going_alone_and_defending_alone", _ideas("dealer-behind-loner"))
    assert early == {"dealer behind a loner"}
    level_1 = make_question("dealer_pickup", rules=lesson_check(TABLE, "dealer-behind-loner").ruleset,
                            difficulty=1, seed=73)
    assert "dealer behind a loner" not in question_ideas(level_1), "a call not alone is lesson 5's"


def test_a_check_passed_under_its_old_page_still_counts(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path}/progress.sqlite")
    for check_id, old in OLD_PAGES.items():  # as an earlier version of the tutor recorded them
        lessons._write("Ada", store, old, check_id)
    assert page_progress(TABLE, "Ada", store=store) == (4, 4)
    assert TABLE in completed_pages("Ada", store=store)
    assert completed_pages("Bob", store=store) == set()
    lessons._memory.clear()
    assert TABLE in completed_pages("Ada", store=store), "read back from the store, not this kernel"
    assert record_check(OLD_PAGES["renege"], "renege", correct=True, learner="Cy", store=store) is False
    assert page_progress(TABLE, "Cy", store=store) == (1, 4), "an old page's id records on the new page"


def test_the_deal_lesson_is_done_by_its_own_check_not_by_the_next_lessons() -> None:
    """Lesson 4 had no check and was counted done once lesson 5 was started; it has its own now."""
    deal = "lessons/04_deal_kitty_upcard"
    assert page_checks(deal) == ("deal-order",)
    for page in course_pages()[:3]:
        for check_id in page_checks(page):
            record_check(page, check_id, correct=True)
    record_check("lessons/05_making_trump", page_checks("lessons/05_making_trump")[0], correct=True)
    assert deal not in completed_pages(), "another lesson's check does not pass the deal's"
    assert page_progress(deal) == (0, 1)
    assert record_check(deal, "deal-order", correct=True) is True
    assert deal in completed_pages()
