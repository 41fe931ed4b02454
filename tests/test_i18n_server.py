"""The server part (`euchre-server`) in Turkish, Finnish and Azerbaijani: the server's own pages in the
language of their request (with the page's `lang`), the sign-in errors, the progress summary, the class
report, a learner's feedback and a quiz set's description, with no English sentence left."""

from __future__ import annotations

import re
import time
from types import SimpleNamespace

import pytest
from tornado import testing, web

from euchre.classroom import ClassResults, make_quiz_set
from euchre.classroom.identity import Mode, Setting, SignInError, check_passphrase, sign_in_learner
from euchre.classroom.report import report_html
from euchre.classroom.results import learner_feedback
from euchre.i18n import use_language
from euchre.progress import AnswerRecord, open_store
from euchre.progress.views import progress_html
from euchre.server import pages
from euchre.server.guard import Guard
from euchre.server.limits import Limits
from euchre.server.secret import TeacherSecret
from tests.html_text import visible_text
from tests.i18n_helpers import english_session  # noqa: F401
from tests.widget_text import english_left

pytestmark = pytest.mark.usefixtures("english_session")

LANGS = ("tr", "fi", "az")


def _lang_attr(html: str) -> str | None:
    found = re.search(r'<html lang="([^"]*)"', html)
    return found.group(1) if found else None


def _every_page() -> list[str]:
    return [
        pages.sign_in_page("", "", note="", can_sign_in=True),
        pages.sign_in_page("", "", can_sign_in=False),
        pages.teacher_page("", "ABC123", class_over=True),
        pages.class_full_page(60),
        pages.slow_down_page(),
        pages.refused_page(),
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_the_server_pages_speak_the_language_and_say_so(lang: str) -> None:
    with use_language("en"):
        english = _every_page()
    with use_language(lang):
        translated = _every_page()
    for before, after in zip(english, translated, strict=True):
        assert _lang_attr(before) == "en" and _lang_attr(after) == lang
        assert english_left(visible_text(before))  # the check sees English where there is some
        assert english_left(visible_text(after)) == []


def test_the_language_of_a_request() -> None:
    def request(query: str = "", accept: str = "") -> SimpleNamespace:
        return SimpleNamespace(query=query, headers={"Accept-Language": accept} if accept else {})

    assert pages.request_language(request()) == "en"
    assert pages.request_language(request(accept="tr-TR,tr;q=0.9,en;q=0.5")) == "tr"
    assert pages.request_language(request(query="lang=fi", accept="tr-TR")) == "fi"
    assert pages.request_language(request(query="lang=xx", accept="az-AZ")) == "az"
    assert pages.request_language(request(accept="tr-TR"), "fi/lessons/01_deck_and_ranks.ipynb") == "fi"
    assert pages.request_language(request(accept="de-DE")) == "en"


def test_the_server_default_comes_before_the_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", "az")
    assert pages.request_language(SimpleNamespace(query="", headers={"Accept-Language": "fi"})) == "az"
    assert pages.request_language(SimpleNamespace(query="lang=tr", headers={})) == "tr"


class TestSignInPageOverHttp(testing.AsyncHTTPTestCase):
    """The real handlers: a Turkish browser gets the Turkish sign-in page, and a wrong secret is
    refused in the language of the request."""

    def get_app(self) -> web.Application:
        guard = Guard(TeacherSecret(None, ""), Limits(4, (100, 60.0), 600), "ABC123")
        return web.Application(guard.handlers(), cookie_secret="test-secret", xsrf_cookies=False)

    def test_a_turkish_browser_gets_the_turkish_page(self) -> None:
        reply = self.fetch("/euchre/teacher", headers={"Accept-Language": "tr-TR,tr;q=0.9"})
        html = reply.body.decode("utf-8")
        assert reply.code == 200 and _lang_attr(html) == "tr"
        assert "Öğretmen girişi" in html and english_left(visible_text(html)) == []
        reply = self.fetch("/euchre/teacher?lang=fi", headers={"Accept-Language": "tr-TR"})
        assert _lang_attr(reply.body.decode("utf-8")) == "fi"
        english = self.fetch("/euchre/teacher").body.decode("utf-8")
        assert _lang_attr(english) == "en" and "Teacher sign-in" in english


@pytest.mark.parametrize("lang", LANGS)
def test_sign_in_errors_are_in_the_language(lang: str, tmp_path) -> None:
    setting = Setting(Mode.SIGN_IN, class_code="ABC123")
    with open_store(f"sqlite:///{tmp_path}/s.sqlite") as store, use_language(lang):
        said = []
        for attempt in (lambda: check_passphrase("ab"),
                        lambda: sign_in_learner(store, "", "secret1"),
                        lambda: sign_in_learner(store, "Ada", "secret1", class_code="WRONG", setting=setting)):
            with pytest.raises(SignInError) as raised:
                attempt()
            said.append(str(raised.value))
    assert all(text and english_left(text) == [] for text in said), said


def _records() -> list[AnswerRecord]:
    quiz_set = make_quiz_set(["which_card_wins", "rank_trumps"], 4, seed=3)
    now = time.time()
    rows = []
    for learner, marks in (("Ada", [True, False, True, False]), ("Bülent", [True, True, True, True])):
        for i, (question, mark) in enumerate(zip(quiz_set.questions(), marks, strict=True)):
            from euchre.progress.concepts import concepts_for

            rows.append(AnswerRecord(
                learner=learner, question_code=question.code, kind=question.kind, rules_name="standard",
                rules_options="{}", answer='"JD"', correct=mark, answered_at=now - 3600 + i,
                concepts=concepts_for(question), set_code=quiz_set.code, position=i,
            ))
    return rows


@pytest.mark.parametrize("lang", LANGS)
def test_progress_report_and_feedback_have_no_english_left(lang: str) -> None:
    records = _records()
    quiz_set = make_quiz_set(["which_card_wins", "rank_trumps"], 4, seed=3)
    results = ClassResults.from_records(records, quiz_set)
    ada = [r for r in records if r.learner == "Ada"]

    def texts() -> list[str]:
        return [visible_text(progress_html("Ada", ada, time.time()), collapse=True),
                visible_text(progress_html("Ada", [], time.time()), collapse=True),
                visible_text(report_html(results), collapse=True),
                *(learner_feedback(row) for row in results.learners),
                quiz_set.describe()]

    with use_language("en"):
        english = texts()
    with use_language(lang):
        translated = texts()
    for before, after in zip(english, translated, strict=True):
        assert before != after
        assert english_left(after) == [], after
    assert english[3].startswith("2 of 4 right (50%).") and "Review " in english[3]
