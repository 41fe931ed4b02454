"""A quiz set as a printable HTML page: the questions with their cards, then the answer key and
then the explanations, each starting on a new printed page. One self-contained file (inline CSS,
no scripts, nothing fetched); every text that did not come from the engine is escaped."""

from __future__ import annotations

from euchre.classroom.quizset import QuizSet
from euchre.explain.render import CSS, esc
from euchre.explain.rule_summary import rules_summary
from euchre.i18n import check_language, current_language, html_lang, use_language
from euchre.tutor import Question, solve
from euchre.tutor.board import board_html
from euchre.tutor.kinds import kind_title
from euchre.tutor.printed import heading, how_to_answer, question_line, set_line

PRINT_CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#111;margin:24px;max-width:820px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0 0 10px}
.meta{color:#444;margin:0 0 6px}.name-line{margin:14px 0 18px}
.rules{margin:0 0 14px 18px;padding:0;color:#333;font-size:13px}
.questions>li{margin:0 0 18px;padding-bottom:10px;border-bottom:1px solid #ddd;break-inside:avoid;
  page-break-inside:avoid}
.prompt{margin:4px 0 6px}.choices{margin:6px 0}.kind{color:#555;font-size:12px}
.answer-line{margin:8px 0 0}
.answer-key,.explanations{break-before:page;page-break-before:always}
.answer-key li,.explanations li{margin:0 0 8px;break-inside:avoid;page-break-inside:avoid}
code{background:#f3f4f6;padding:0 4px;border-radius:4px}
@media print{body{margin:0}.et-card{box-shadow:none}}
"""


def _style() -> str:
    inner = CSS.strip().removeprefix("<style>").removesuffix("</style>")
    return f"<style>{inner}{PRINT_CSS}</style>"


def _board(question: Question) -> str:
    return board_html(question).replace(CSS, "")


def _choices(question: Question) -> str:
    texts = " · ".join(esc(question.choice_text(t)) for t in question.choices)
    return f'<p class="choices"><b>{esc(how_to_answer(question.style))}:</b> {texts}</p>'


def _code(text: str, code: str) -> str:
    """`text` (escaped) with the code in it set as <code>."""
    before, _, after = text.partition(code)
    return f"{esc(before)}<code>{esc(code)}</code>{esc(after)}"


def worksheet_html(quiz_set: QuizSet, *, title: str | None = None, note: str = "", lang: str | None = None) -> str:
    """The whole page as a string, in `lang` (default: the current language), which its `lang`
    attribute names. `title` and `note` are the teacher's text (escaped; the title defaults to
    "Euchre quiz" in the sheet's language)."""
    code = check_language(lang) if lang is not None else current_language()
    with use_language(code):
        return _worksheet(quiz_set, title=title if title and title.strip() else heading("title"), note=note,
                          lang=code)


def _worksheet(quiz_set: QuizSet, *, title: str, note: str, lang: str) -> str:
    questions = quiz_set.questions()
    solutions = [solve(q) for q in questions]
    rules = "".join(f"<li>{esc(line)}</li>" for line in rules_summary(quiz_set.rules))
    items = "".join(
        f'<li class="question"><div class="kind">{_code(question_line(kind_title(q.kind), q.code), q.code)}</div>'
        f'<p class="prompt">{esc(q.prompt)}</p>{_board(q)}{_choices(q)}'
        f'<p class="answer-line">{esc(heading("answer"))} ______________________________</p></li>'
        for q in questions
    )
    key = "".join(f"<li>{esc(s.expected_text)}</li>" for s in solutions)
    why = "".join(
        f"<li><p><b>{esc(s.expected_text)}</b></p><p>{esc(s.explanation)}</p></li>" for s in solutions
    )
    note_html = f"<p>{esc(note)}</p>" if note.strip() else ""
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{html_lang(lang)}"><head><meta charset="utf-8"><title>{esc(title)}</title>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">{_style()}</head><body>'
        f"<header><h1>{esc(title)}</h1>"
        f'<p class="meta">{_code(set_line(quiz_set.code, quiz_set.describe()), quiz_set.code)}</p>'
        f'{note_html}<p class="name-line">{esc(heading("name"))} ______________________________</p></header>'
        f'<ul class="rules">{rules}</ul>'
        f'<ol class="questions">{items}</ol>'
        f'<section class="answer-key"><h2>{esc(heading("answer key"))}</h2><ol>{key}</ol></section>'
        f'<section class="explanations"><h2>{esc(heading("why"))}</h2><ol>{why}</ol></section>'
        "</body></html>\n"
    )
