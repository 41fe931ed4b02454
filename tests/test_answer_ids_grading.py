"""Answers are ids: the same code gets the same verdict in every language, the store keeps ids, and a
store written before ids (English labels, tests/fixtures/progress/pre_answer_ids.sql) still loads,
grades and shows its answers on the dashboard in the viewer's language."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.engine.rules import PRESETS, Family
from euchre.i18n import LANGUAGES, use_language
from euchre.i18n.text import upper
from euchre.progress import answer_record, open_store
from euchre.tutor import grade, make_question, solve
from euchre.tutor.answer_ids import answer_id_of, is_answer_id
from euchre.tutor.questions import question_from_code
from euchre.tutor.registry import supports
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

FIXTURE = Path(__file__).parent / "fixtures" / "progress" / "pre_answer_ids.sql"
RULE_KINDS = ("which_card_wins", "legal_follow", "is_it_a_euchre", "rank_trumps", "who_leads", "spot_the_renege",
              "next_leader", "bid_score", "bid_options", "partners_best", "farmers_hand")
RULESETS = {**PRESETS, "standard+farmers": PRESETS["standard"].replace(farmers=True),
            "bid+farmers": PRESETS["bid-euchre-6"].replace(farmers=True)}
CASES = [(kind, name) for kind in RULE_KINDS for name in RULESETS if supports(kind, RULESETS[name])]


def _answers(question) -> list[object]:
    """Every single choice; for multi-select and ordering questions the right answer and a wrong one."""
    right = list(solve(question).expected)
    if question.style == "single":
        return list(question.choices)
    if question.style == "multi":
        flip = question.choices[0]
        return [right, [c for c in right if c != flip] if flip in right else [*right, flip]]
    return [right, right[::-1]]


def _verdict(question, answer) -> tuple[bool, bool, tuple[str, ...]]:
    feedback = grade(question, answer)
    return feedback.correct, feedback.graded, feedback.expected


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), level=st.sampled_from((1, 2, 3)), seed=st.integers(0, 2**20 - 1))
def test_a_code_gets_the_same_verdict_in_every_language(case, level, seed):
    kind, name = case
    preset = RULESETS[name]
    code = make_question(kind, rules=preset, difficulty=level, seed=seed).code
    english = question_from_code(code, preset)
    assert all(is_answer_id(c) for c in english.choices)
    for lang in LANGUAGES:
        with use_language(lang):
            question = question_from_code(code, preset)
            assert question.choices == english.choices  # the ids do not depend on the language
            for answer in _answers(question):
                with use_language("en"):
                    want = _verdict(english, answer)
                assert _verdict(question, answer) == want
                if isinstance(answer, str) and question.style == "single":
                    # the label the learner sees, typed back in capitals, grades as the id does
                    typed = upper(question.choice_text(answer), lang)
                    assert _verdict(question, typed) == want, (lang, typed)


def test_turkish_labels_are_on_the_buttons_and_english_still_reads():
    question = make_question("spot_the_renege", difficulty=2, seed=3)
    with use_language("tr"):
        labels = [question.choice_text(c) for c in question.choices]
        assert labels == ["Kuzey", "Doğu", "Güney", "Batı", "Hiç kimse"]
        assert grade(question, "HİÇ KİMSE").correct == grade(question, "nobody").correct
        assert grade(question, "Batı").correct == grade(question, "seat:3").correct == grade(question, "West").correct


def test_order_up_grades_alike_in_turkish_and_english():
    question = make_question("order_up", difficulty=1, seed=5)
    english = [_verdict(question, c) for c in question.choices]
    with use_language("tr"):
        assert [_verdict(question, c) for c in question.choices] == english
        assert [_verdict(question, i) for i in range(len(question.choices))] == english


def test_the_store_keeps_ids_whatever_form_the_answer_came_in(tmp_path):
    question = make_question("who_leads", difficulty=1, seed=2)
    with use_language("tr"):
        typed = question.choice_text(question.choices[1])
        record = answer_record("Ada", question, typed, grade(question, typed))
    assert json.loads(record.answer) == question.choices[1]
    follow = make_question("legal_follow", difficulty=1, seed=2)
    right = list(solve(follow).expected)
    record = answer_record("Ada", follow, " ".join(right), grade(follow, right))
    assert json.loads(record.answer) == right
    calls = make_question("bid_options", rules="bid-euchre-6", difficulty=1, seed=2)
    record = answer_record("Ada", calls, ["Pass", "4"], grade(calls, ["Pass", "4"]))
    assert json.loads(record.answer) == ["action:pass", "action:bid 4"]


# ---- a store from before ids ----------------------------------------------------------------
@pytest.fixture
def old_store(tmp_path):
    path = tmp_path / "old.sqlite"
    with sqlite3.connect(path) as con:
        con.executescript(FIXTURE.read_text(encoding="utf-8"))
    with open_store(f"sqlite:///{path}") as store:
        yield store


def _old_label(value: object) -> str:
    return ", ".join(value) if isinstance(value, list) else str(value)


def test_an_old_store_loads_and_every_old_label_maps_to_an_id(old_store):
    records = old_store.answers()
    assert len(records) == 36  # 18 questions of five sets, two learners
    kinds = {r.kind for r in records}
    assert {"is_it_a_euchre", "next_leader", "spot_the_renege", "bid_score", "bid_options", "order_up"} <= kinds
    for record in records:
        rules = record.rules
        question = question_from_code(record.question_code, rules)
        value = record.answer_value
        items = value if isinstance(value, list) else [value]
        ids = [answer_id_of(record.kind, item, rules, question) for item in items]
        assert all(i in question.choices for i in ids), (record.kind, value, ids)
        # grading the id gives the verdict stored with the old label
        answer = ids if isinstance(value, list) else ids[0]
        assert grade(question, answer).correct == record.correct, (record.kind, value)
        assert record.answer_label() == _old_label(value)  # English viewer: exactly what was saved


def test_the_dashboard_shows_an_old_stores_answers_in_the_viewers_language(old_store):
    from euchre.widgets.dashboard import TeacherDashboard

    records = old_store.answers(set_code="ELSN2-0001-6")
    board = TeacherDashboard(store=old_store)
    board.code_box.value = "ELSN2-0001-6"
    board.show_button.click()
    assert board.results is not None and len(board.results.learners) == 2
    for record in records:
        assert _old_label(record.answer_value) in board.report.value
    with use_language("tr"):
        board.show_button.click()
        report = board.report.value
        labels = {r.answer_label() for r in records}
    assert "Kuzey" in report or "Güney" in report or "Batı" in report or "Doğu" in report
    assert all(label in report for label in labels)
    for english in ("North", "East–West score", "Nobody"):
        assert english not in report.split("<h4>Answers</h4>")[-1].split("<h4>")[0]


def test_old_bid_euchre_rows_read_in_finnish(old_store):
    rows = [r for r in old_store.answers() if r.rules.family is Family.BID and r.kind == "bid_score"]
    assert rows
    with use_language("fi"):
        for record in rows:
            text = record.answer_label()
            assert "score" not in text and "lose" not in text and ("saa" in text or "menettää" in text)


def test_a_worksheet_carries_its_language_and_its_words():
    from euchre.classroom import parse_quiz_set, worksheet_html

    quiz_set = parse_quiz_set("WN2-0007-3")
    english = worksheet_html(quiz_set)
    assert '<html lang="en">' in english and "Answer key" in english
    turkish = worksheet_html(quiz_set, lang="tr")
    assert '<html lang="tr">' in turkish and "Cevap anahtarı" in turkish and "Euchre testi" in turkish
    assert "Answer key" not in turkish and "Which card wins?" not in turkish and "Hangi kart kazanır?" in turkish
    with use_language("fi"):
        finnish = worksheet_html(quiz_set)
    assert '<html lang="fi">' in finnish and "Vastaukset" in finnish
