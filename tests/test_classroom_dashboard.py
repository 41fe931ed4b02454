"""Class results for a set: the tables, the CSV, the charts, and the teacher's widgets, with
untrusted learner names escaped everywhere."""

from __future__ import annotations

import base64
import csv
import io
import json
import re
from pathlib import Path

import pytest
from html_strict import check

from euchre.classroom import ClassResults, make_quiz_set, parse_quiz_set
from euchre.classroom.report import csv_link, report_html
from euchre.classroom.results import TOTAL_ROW, learner_feedback
from euchre.progress import AnswerRecord, concepts_for, open_store
from euchre.widgets import QuizSetMaker, TeacherDashboard

EVIL = "<img src=x onerror=alert(1)>"
QS = make_quiz_set(["which_card_wins", "is_it_a_euchre"], 4, "standard", 2, seed=77)


def answers(learner: str, marks: list[bool | None], t0: float = 1000.0, code: str = QS.code) -> list[AnswerRecord]:
    out = []
    for i, (q, mark) in enumerate(zip(QS.questions(), marks, strict=True)):
        if mark is None:
            continue
        out.append(AnswerRecord(learner, q.code, q.kind, "standard", json.dumps(q.rules.options(), sort_keys=True),
                                '"x"', mark, t0 + i, concepts_for(q), code, i))
    return out


def results() -> ClassResults:
    records = answers("Ada", [True, True, False, True]) + answers(EVIL, [False, True, None, False], 2000)
    records += answers("Ada", [False, False, False, False], 3000)  # a second attempt: the first one counts
    records += answers("Cy", [True, True, True, True], 4000, code="OTHER")
    return ClassResults.from_records(sorted(records, key=lambda r: r.answered_at), QS)


def test_rows_per_learner_question_and_concept() -> None:
    r = results()
    assert sorted(row.learner for row in r.learners) == sorted(["Ada", EVIL])
    ada = next(row for row in r.learners if row.learner == "Ada")
    assert ada.marks == (True, True, False, True) and ada.accuracy == 0.75
    evil = next(row for row in r.learners if row.learner == EVIL)
    assert evil.marks == (False, True, None, False) and evil.answered == 3
    assert [(q.attempts, q.correct) for q in r.questions] == [(2, 1), (2, 2), (1, 0), (2, 1)]
    assert [q.question_code for q in r.questions] == [q.code for q in QS.questions()]
    by_concept = {c.concept: c for c in r.concepts}
    assert sum(c.attempts for c in r.concepts) >= 7
    assert by_concept["scoring"].attempts == sum(q.attempts for q in r.questions if q.kind == "is_it_a_euchre")
    assert r.most_missed()[0].missed == max(c.missed for c in r.concepts)


def test_csv_has_a_row_per_learner_and_defuses_formulas() -> None:
    records = answers("=HYPERLINK(\"http://x\")", [True, None, None, None]) + answers("Bo", [True] * 4, 5)
    text = ClassResults.from_records(records, QS).to_csv()
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0][:4] == ["learner", "answered", "correct", "accuracy %"] and len(rows[0]) == 5 + 4 + 1
    assert rows[0][-1] == "feedback"
    by_name = {row[0]: row for row in rows[1:]}
    assert by_name["Bo"][5:9] == ["1", "1", "1", "1"]
    assert by_name["'=HYPERLINK(\"http://x\")"][5:9] == ["1", "", "", ""]
    assert by_name["Bo"][9].startswith("4 of 4 right (100%).") and "Nothing to review" in by_name["Bo"][9]
    total = by_name[TOTAL_ROW]
    assert total[1:4] == ["5", "5", "100"] and total[5:9] == ["2", "1", "1", "1"]


def test_feedback_names_what_each_learner_should_review() -> None:
    r = results()
    ada = next(row for row in r.learners if row.learner == "Ada")
    missed = [c for c in ada.concepts if c.missed]
    assert missed and sum(c.attempts for c in ada.concepts) >= ada.answered
    text = learner_feedback(ada)
    assert text.startswith("3 of 4 right (75%).")
    for concept in missed:
        assert f"{concept.concept} ({concept.missed} of {concept.attempts} missed)" in text
    assert "Exercise 8" in text


def test_the_csv_download_opens_as_utf8_in_a_spreadsheet() -> None:
    link = csv_link(results())
    data = re.search(r'base64,([A-Za-z0-9+/=]+)"', link)
    assert data is not None
    raw = base64.b64decode(data.group(1))
    assert raw.startswith(b"\xef\xbb\xbf")  # the byte-order mark spreadsheets look for
    assert raw[3:].decode("utf-8") == results().to_csv()


def test_the_report_escapes_names_and_is_well_formed() -> None:
    page = report_html(results())
    assert EVIL not in page and "&lt;img src=x onerror=alert(1)&gt;" in page
    check(page.split("</style>", 1)[1], document=False)
    link = csv_link(results())
    data = re.search(r'base64,([A-Za-z0-9+/=]+)"', link)
    assert data and EVIL in base64.b64decode(data.group(1)).decode()
    assert 'download="class-results.csv"' in link


def test_a_set_nobody_answered_yet() -> None:
    r = ClassResults.from_records([], QS)
    assert r.learners == () and len(r.questions) == 4 and r.most_missed() == []
    assert "No answers for this set yet" in report_html(r)


@pytest.fixture
def store_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path}/class.sqlite"


def test_dashboard_widget_shows_a_set_and_its_csv(store_url: str) -> None:
    with open_store(store_url) as store:
        for record in answers("Ada", [True, False, True, True]) + answers(EVIL, [True, True, True, False], 2000):
            store.record(record)
        board = TeacherDashboard(store=store)
        assert board.code_box.options == (QS.code,)
        board.code_box.value = QS.code.lower()
        board.show_button.click()
        assert board.results is not None and len(board.results.learners) == 2
        assert EVIL not in board.report.value and "&lt;img" in board.report.value
        assert "2 learners" in board.status.value
        assert board.csv_text.layout.display == "none"
        board.csv_button.click()
        assert board.csv_text.layout.display is None and EVIL in board.csv_text.value
        board.code_box.value = "nonsense"
        board.show_button.click()
        assert "not a quiz set code" in board.status.value


def test_set_maker_makes_a_code_and_a_worksheet_link() -> None:
    maker = QuizSetMaker()
    maker.kind_boxes["who_leads"].value = False
    maker.count.value = 6
    maker.level.value = 2
    maker.house["stick_the_dealer"].value = True
    maker.title_text.value = EVIL
    qs = maker.make(seed=5)
    assert qs is not None and parse_quiz_set(qs.code) == qs
    assert qs.code.endswith("-6D") and qs.rules.stick_the_dealer  # standard + stick the dealer is that preset
    assert qs.code in maker.result.value
    page = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)\"", maker.result.value).group(1)).decode()
    check(page)
    assert "&lt;img src=x" in page
    maker.house["farmers"].value = True
    assert "F1" in maker.make(seed=5).code  # a custom ruleset travels in the code
    for box in maker.kind_boxes.values():
        box.value = False
    assert maker.make() is None and "at least one" in maker.status.value


def test_set_maker_offers_only_the_kinds_a_bid_euchre_preset_allows() -> None:
    maker = QuizSetMaker()
    assert not maker.kind_boxes["bid_score"].value and maker.kind_boxes["bid_score"].disabled
    maker.rules_picker.dropdown.value = "bid-euchre-moon"
    assert maker.kind_boxes["is_it_a_euchre"].disabled and not maker.kind_boxes["is_it_a_euchre"].value
    assert not maker.kind_boxes["who_leads"].disabled and not maker.kind_boxes["partners_best"].disabled
    assert not maker.kind_boxes["bid_score"].disabled
    assert all(box.disabled for box in maker.house.values())
    maker.kind_boxes["bid_score"].value = True
    qs = maker.make(seed=8)
    assert qs is not None and qs.code.endswith("M") and "bid_score" in qs.kinds
    assert parse_quiz_set(qs.code).rules.name == "bid-euchre-moon"
    maker.rules_picker.dropdown.value = "standard"
    assert maker.kind_boxes["bid_score"].disabled and not maker.kind_boxes["bid_score"].value
    assert maker.make(seed=8) is not None
