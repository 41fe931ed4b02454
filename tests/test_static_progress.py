"""The static edition's progress, outside a browser: the log a page keeps in the browser's storage (read
back by the next page), the store built on it, the link to each page, and the progress file a learner
downloads and a teacher imports into the served app's store."""

from __future__ import annotations

import base64
import importlib.util
import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from euchre.i18n import use_language
from euchre.progress import browser, lessons
from euchre.progress.backends import StoreError
from euchre.progress.browser import BrowserLog
from euchre.progress.records import AnswerRecord
from euchre.progress.store import BrowserStore, open_store, shared_store
from euchre.progress.transfer import ProgressFileError, export_progress, import_progress, read_progress
from euchre.tutor.catalog import TRACKS
from euchre.widgets import landing
from tests.html_text import visible_text
from tests.widget_text import english_left

LESSON = "lessons/01_deck_and_ranks"
CHECK = lessons.LESSON_CHECKS[LESSON][0].id


def _answer(uid: str, set_code: str = "", at: float = 100.0, correct: bool = True) -> AnswerRecord:
    return AnswerRecord(learner="~me", question_code="T1-000B", kind="which_card_wins", rules_name="standard",
                        rules_options="{}", answer='"QS"', correct=correct, answered_at=at,
                        concepts=("following suit",), set_code=set_code, uid=uid)


@pytest.fixture
def in_a_browser(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> BrowserLog:
    """This process acts as a static page: its log in tmp_path, and a fresh shared store."""
    log = BrowserLog(tmp_path / "progress.jsonl")
    monkeypatch.setattr(browser, "in_browser", lambda: True)
    monkeypatch.setattr(landing, "in_browser", lambda: True)
    monkeypatch.setitem(browser._state, "log", log)
    monkeypatch.setattr("euchre.progress.store._SHARED", {})
    monkeypatch.setattr(lessons, "_memory", {})
    return log


def test_a_passed_check_is_read_back_by_the_next_page_and_a_cut_line_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "progress.jsonl"
    BrowserLog(path).add_check("~me", LESSON, CHECK)
    with path.open("a") as f:
        f.write('{"type": "check", "learner": "~me", "pa')  # a page closed in the middle of a write
    again = BrowserLog(path)
    assert again.checks("~me") == {(LESSON, CHECK)}
    assert again.checks("someone else") == set()


def test_a_retried_answer_is_kept_once(tmp_path: Path) -> None:
    log = BrowserLog(tmp_path / "progress.jsonl")
    first = log.add_answer(_answer("u1"))
    again = log.add_answer(_answer("u1"))
    assert first.id == again.id
    assert [a.uid for a in BrowserLog(log.path).answers()] == ["u1"]


def test_a_lesson_check_on_a_static_page_is_kept_in_the_browser(in_a_browser: BrowserLog) -> None:
    assert lessons.record_check(LESSON, CHECK, True)
    assert (LESSON, CHECK) in BrowserLog(in_a_browser.path).checks(lessons.SESSION_LEARNER)
    assert LESSON in lessons.completed_pages()


def test_the_browser_store_answers_like_the_servers_and_refuses_what_needs_it(in_a_browser: BrowserLog) -> None:
    store = shared_store()
    assert isinstance(store, BrowserStore)
    store.record(_answer("a", set_code="SET1", at=1.0))
    store.record(_answer("b", set_code="SET2", at=2.0, correct=False))
    assert [a.uid for a in store.answers()] == ["a", "b"]
    assert store.count(set_code="SET1") == 1
    assert store.set_codes() == ["SET2", "SET1"]
    assert store.learners() == ["~me"]
    with pytest.raises(StoreError, match="served app"):
        store.passphrase_hash("Ada")


def test_the_index_of_the_static_edition_links_to_html_pages_and_says_where_the_rest_is(
        in_a_browser: BrowserLog) -> None:
    first = TRACKS[0].pages[0]
    assert landing.page_href(first, "en") == "lessons/01_deck_and_ranks.html"
    assert landing.page_href(first, "tr", "tr") == "lessons/01_deck_and_ranks.html"
    assert "offline edition" in landing.landing_html()


def test_the_static_index_offers_the_learners_progress_as_a_file_the_dashboard_reads(
        in_a_browser: BrowserLog) -> None:
    lessons.record_check(LESSON, CHECK, True)
    found = re.search(r'download="euchre-progress.json" href="data:application/json;base64,([^"]+)"',
                      landing.landing_html())
    assert found is not None
    assert read_progress(base64.b64decode(found.group(1))).checks == ((LESSON, CHECK),)


def _folders_the_static_build_serves() -> tuple[str, ...]:
    path = Path(__file__).resolve().parents[1] / "scripts" / "static_build.py"
    spec = importlib.util.spec_from_file_location("static_build_folders", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return tuple(module.FOLDERS)


@pytest.mark.parametrize("lang", ["en", "az"])
def test_every_link_of_the_static_index_leads_to_a_page_the_static_edition_has(
        in_a_browser: BrowserLog, lang: str) -> None:
    served = _folders_the_static_build_serves()
    with use_language(lang):
        html = landing.landing_html(base="" if lang == "en" else lang)
    links = [href for href in re.findall(r'href="([^"]+)"', html) if not href.startswith("data:")]
    assert links, "the index links to its pages"
    assert [href for href in links if href.split("/", 1)[0] not in served] == []


def test_the_static_index_never_sends_a_learner_on_to_a_page_that_needs_the_server(
        in_a_browser: BrowserLog) -> None:
    learner_pages = [page.id for track in TRACKS if not track.needs_server for page in track.pages]
    assert landing.next_page(learner_pages) is None
    assert "You have done every page" in landing.landing_html(learner_pages)


@pytest.mark.parametrize("lang", ["en", "tr", "fi", "az"])
def test_the_static_index_says_what_works_offline_before_it_lists_any_page(
        in_a_browser: BrowserLog, lang: str) -> None:
    with use_language(lang):
        html = landing.landing_html(base="" if lang == "en" else lang)
    note = html.index('class="et-static-note"')
    assert note < html.index('<section class="et-track'), "a learner on a phone reads the note without scrolling"
    said = visible_text(html[note:html.index("</p>", note)], collapse=True)
    if lang == "en":
        assert "every page in your language opens without a connection" in said
    else:
        assert english_left(said) == [], said
    assert "euchre-tutor" not in said, "no command name a learner cannot use"


def test_the_served_index_still_offers_the_teachers_pages() -> None:
    teachers = [track for track in TRACKS if track.needs_server]
    assert teachers, "some pages need the server"
    html = landing.landing_html()
    for page in (page for track in teachers for page in track.pages):
        assert f'href="{page.path}"' in html


def test_the_served_index_links_to_notebooks_and_has_no_offline_note() -> None:
    assert landing.page_href(TRACKS[0].pages[0], "en") == "lessons/01_deck_and_ranks.ipynb"
    assert "offline edition" not in landing.landing_html()


def test_a_downloaded_progress_file_is_imported_under_the_learners_name_once(
        in_a_browser: BrowserLog, tmp_path: Path) -> None:
    lessons.record_check(LESSON, CHECK, True)
    shared_store().record(_answer("a", set_code="SET1"))
    text = export_progress(in_a_browser)
    with open_store("sqlite:///" + str(tmp_path / "class.sqlite")) as store:
        assert import_progress(read_progress(text), store, "Ada") == (1, 1)
        import_progress(read_progress(text), store, "Ada")  # the same file twice
        answers = store.answers(learner="Ada")
        assert [(a.question_code, a.set_code, a.correct) for a in answers] == [("T1-000B", "SET1", True)]
        assert LESSON in lessons.completed_pages("Ada", store=store)


def test_a_progress_file_writes_its_times_as_iso_8601_in_utc_and_reads_them_back(in_a_browser: BrowserLog) -> None:
    lessons.record_check(LESSON, CHECK, True)
    at = datetime(2026, 12, 6, 22, 58, 3, 250000, tzinfo=UTC).timestamp()
    shared_store().record(_answer("a", at=at))
    data = json.loads(export_progress(in_a_browser))
    assert data["version"] == 2  # an app that reads version 1 only says so, and does not call the file damaged
    assert data["answers"][0]["answered_at"] == "2026-12-06T22:58:03.250Z"
    for when in (data["exported_at"], data["checks"][0]["at"]):
        assert isinstance(when, str) and datetime.fromisoformat(when).utcoffset().total_seconds() == 0
        assert abs(datetime.fromisoformat(when).timestamp() - datetime.now(UTC).timestamp()) < 600
    assert read_progress(json.dumps(data)).answers[0].answered_at == at


def test_a_progress_file_written_with_unix_seconds_is_still_read() -> None:
    """Files downloaded before the times were ISO 8601 hold numbers: a teacher can still import them."""
    answer = {k: v for k, v in vars(_answer("a", at=1_765_061_883.25)).items() if k not in ("id", "learner")}
    old = {"format": "euchre-tutor-progress", "version": 1, "exported_at": 1_765_061_900.5,
           "checks": [{"page": LESSON, "check": CHECK, "at": 1_765_061_800.0}],
           "answers": [{**answer, "concepts": list(answer["concepts"])}]}
    read = read_progress(json.dumps(old))
    assert read.answers[0].answered_at == 1_765_061_883.25 and read.checks == ((LESSON, CHECK),)
    offset = {**old, "answers": [{**old["answers"][0], "answered_at": "2025-12-07T00:58:03.250+02:00"}]}
    assert read_progress(json.dumps(offset)).answers[0].answered_at == 1_765_061_883.25


@pytest.mark.parametrize(("text", "says"), [
    ("not json", "not JSON"),
    (json.dumps({"format": "something-else"}), "not a Euchre Tutor progress file"),
    (json.dumps({"format": "euchre-tutor-progress", "version": 99}), "version 99; this app reads versions 1 to 2"),
    (json.dumps({"format": "euchre-tutor-progress", "version": True}), "version True"),
    (json.dumps({"format": "euchre-tutor-progress", "version": "2"}), "version 2; this app reads versions 1 to 2"),
    (json.dumps({"format": "euchre-tutor-progress", "version": 1, "checks": [{"page": LESSON, "check": "nope"}]}),
     "names no lesson check"),
    (json.dumps({"format": "euchre-tutor-progress", "version": 1, "answers": [
        {**{k: v for k, v in vars(_answer("a")).items() if k not in ("id", "learner")}, "correct": "yes",
         "concepts": []}]}), "answer 1 of the progress file is damaged"),
    *((json.dumps({"format": "euchre-tutor-progress", "version": 1, "answers": [
        {**{k: v for k, v in vars(_answer("a")).items() if k not in ("id", "learner")}, "answered_at": when,
         "concepts": []}]}), "answer 1 of the progress file is damaged")
      for when in ("yesterday", "2026-12-06T22:58:03", True, None, [1])),
])
def test_a_file_that_is_not_a_good_progress_file_is_refused_with_the_reason(text: str, says: str) -> None:
    with pytest.raises(ProgressFileError, match=says):
        read_progress(text)
    assert issubclass(ProgressFileError, ValueError)


def _upload(content: bytes) -> tuple[dict[str, object], ...]:
    return ({"name": "euchre-progress.json", "type": "application/json", "size": len(content),
             "content": memoryview(content), "last_modified": datetime.now(UTC)},)


def test_the_teachers_dashboard_imports_a_progress_file_and_refuses_a_bad_one(
        in_a_browser: BrowserLog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.widgets import TeacherDashboard

    shared_store().record(_answer("a", set_code="SET1"))
    lessons.record_check(LESSON, CHECK, True)
    text = export_progress(in_a_browser).encode()
    monkeypatch.setattr(browser, "in_browser", lambda: False)  # now the served app, with its own store
    evil = "<b>Ada</b>"
    with open_store("sqlite:///" + str(tmp_path / "class.sqlite")) as store:
        board = TeacherDashboard(store=store)
        board.import_file.value = _upload(b"junk")
        board.import_name.value = evil
        board.import_button.click()
        assert "not JSON" in board.status.value
        assert store.count() == 0
        board.import_file.value = _upload(text)
        board.import_button.click()
        assert [a.set_code for a in store.answers(learner=evil)] == ["SET1"]
        assert LESSON in lessons.completed_pages(evil, store=store)
        assert evil not in board.status.value and "&lt;b&gt;Ada" in board.status.value
        assert "SET1" in board.code_box.options


def test_a_claim_is_measured_without_a_thread_in_the_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.widgets import strategy

    monkeypatch.setattr(strategy, "in_browser", lambda: True)  # Pyodide cannot start a thread
    runner = strategy.ClaimRunner("lead_trump", hands=4, background=True)
    assert runner._thread is None
    assert runner.result is not None and runner.progress.value == runner.progress.max


def test_the_class_quiz_page_imports_without_argon2_which_the_browser_lacks() -> None:
    """The static edition's class quiz page (exercise 7) imports the classroom's identity module; the browser's
    Python has no argon2 (passphrases need the server), so importing it must not need argon2."""
    import subprocess
    import sys

    code = ("import sys\nsys.modules['argon2'] = None\n"  # as in the browser: `import argon2` fails
            "from euchre.widgets import ClassQuizWidget\nfrom euchre.classroom import identity\nprint('imported')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "imported", done.stderr[-1500:]
