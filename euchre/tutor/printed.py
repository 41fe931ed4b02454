"""The words of a quiz printed on paper (the classroom's worksheet): how to answer each style of
question, and the sheet's headings. Kept with the quiz kinds, in the tutor's catalogue."""

from __future__ import annotations

from euchre.i18n import _, pgettext
from euchre.tutor.kinds import AnswerStyle


def how_to_answer(style: AnswerStyle) -> str:
    """ "Choose one", "Choose every one that applies", "Put in order"."""
    if style == "single":
        return pgettext("worksheet", "Choose one")
    if style == "multi":
        return pgettext("worksheet", "Choose every one that applies")
    return pgettext("worksheet", "Put in order")


def heading(name: str) -> str:
    """One of the sheet's fixed words, in the current language."""
    words = {
        "answer": pgettext("worksheet", "Answer:"),
        "name": pgettext("worksheet", "Name:"),
        "answer key": pgettext("worksheet", "Answer key"),
        "why": pgettext("worksheet", "Why: the explanations"),
        "title": pgettext("worksheet", "Euchre quiz"),
    }
    return words[name]


def question_line(kind_title: str, code: str) -> str:
    """ "Which card wins? · code {code}" (the code is put in by the caller as HTML)."""
    return _("{kind} · code {code}", kind=kind_title, code=code)


def set_line(code: str, description: str) -> str:
    return _("Quiz set {code} · {description}", code=code, description=description)
