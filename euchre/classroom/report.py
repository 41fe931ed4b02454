"""Class results as HTML tables and SVG bars (plain strings: the dashboard widget only shows them).
Learner names are untrusted and escaped everywhere; the CSV is offered as a data: URI link."""

from __future__ import annotations

import base64

from euchre.classroom.results import ClassResults
from euchre.explain.charts import WARN, bar_chart_svg
from euchre.explain.render import esc
from euchre.i18n import _, ngettext
from euchre.i18n.numbers import percent
from euchre.progress.concepts import concept_label

REPORT_CSS = """
<style>
.et-report{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328}
.et-report h4{margin:10px 0 4px;font-size:15px}
.et-report table{border-collapse:collapse;margin:4px 0;display:block;max-width:100%;overflow-x:auto}
.et-report td,.et-report th{border:1px solid #bbb;padding:3px 7px;text-align:left}
.et-report th{background:#f3f4f6;white-space:nowrap;word-break:normal;overflow-wrap:normal}
.et-report td{word-break:normal;overflow-wrap:normal}
.et-report td.num{text-align:right}
.et-report .ok{color:#1a7f37;font-weight:600}.et-report .no{color:#b42318;font-weight:600}
.et-report .none{color:#999}
a.et-csv-link,a.et-worksheet-link{color:#0969da;text-decoration:underline;margin-right:10px}
</style>
"""


def _pct(value: float) -> str:
    return percent(value)


def _mark(mark: bool | None) -> str:
    if mark is None:
        return '<td class="none" title="' + esc(_("not answered")) + '">·</td>'
    if mark:
        return '<td class="ok" title="' + esc(_("right")) + '">✓</td>'
    return '<td class="no" title="' + esc(_("wrong")) + '">✗</td>'


def learners_table(results: ClassResults) -> str:
    head = "".join(f'<th title="{esc(q.question_code)}">Q{q.position + 1}</th>' for q in results.questions)
    rows = "".join(
        f'<tr><td class="et-learner">{esc(row.learner)}</td><td class="num">{row.answered}</td>'
        f'<td class="num">{row.correct}</td><td class="num">{_pct(row.accuracy)}</td>'
        f'{"".join(_mark(m) for m in row.marks)}</tr>'
        for row in results.learners
    )
    if not rows:
        return "<p>" + esc(_("No answers for this set yet.")) + "</p>"
    heads = _th(_("Learner"), _("Answered"), _("Right"), _("Accuracy"))
    return f'<table class="et-learners"><tr>{heads}{head}</tr>{rows}</table>'


def answers_list(results: ClassResults) -> str:
    """What each learner answered, question by question, in the viewer's language (a list that wraps
    on a phone rather than a wider table)."""
    items = []
    for row in results.learners:
        said = [
            f'<span class="{"ok" if mark else "no"}">Q{i + 1}: {esc(answer)} {"✓" if mark else "✗"}</span>'
            for i, (answer, mark) in enumerate(zip(row.answers, row.marks, strict=False)) if answer is not None
        ]
        if said:
            items.append(f'<li><span class="et-answers-learner">{esc(row.learner)}</span>: {" · ".join(said)}</li>')
    return f'<ul class="et-answers">{"".join(items)}</ul>' if items else ""


def questions_table(results: ClassResults) -> str:
    rows = "".join(
        f"<tr><td>Q{q.position + 1}</td><td><code>{esc(q.question_code)}</code></td><td>{esc(q.title)}</td>"
        f"<td>{esc(', '.join(concept_label(c) for c in q.concepts))}</td><td class=\"num\">{q.attempts}</td>"
        f'<td class="num">{_pct(q.accuracy) if q.attempts else "–"}</td></tr>'
        for q in results.questions
    )
    heads = _th(_("Question"), _("Code"), _("Kind"), _("Concepts"), _("Answers"), _("Right"))
    return f"<table><tr>{heads}</tr>{rows}</table>"


def concepts_table(results: ClassResults) -> str:
    rows = "".join(
        f'<tr><td>{esc(concept_label(c.concept))}</td><td class="num">{c.attempts}</td><td class="num">{c.missed}</td>'
        f'<td class="num">{_pct(c.accuracy) if c.attempts else "–"}</td></tr>'
        for c in results.concepts
    )
    heads = _th(_("Concept"), _("Answers"), _("Missed"), _("Right"))
    return f"<table><tr>{heads}</tr>{rows}</table>"


def _th(*heads: str) -> str:
    return "".join(f"<th>{esc(head)}</th>" for head in heads)


def missed_chart(results: ClassResults) -> str:
    bars = [(concept_label(c.concept), 100.0 * c.missed / c.attempts) for c in results.most_missed() if c.attempts]
    return bar_chart_svg(bars, title=_("Most-missed concepts (% of answers wrong)"), unit="%", max_value=100.0,
                         colour=WARN)


def csv_link(results: ClassResults, filename: str = "class-results.csv") -> str:
    """A download link that carries the CSV itself (a data: URI): nothing is written on the server.
    The file starts with a UTF-8 byte-order mark, which is how spreadsheets know to read it as UTF-8."""
    data = base64.b64encode(results.to_csv().encode("utf-8-sig")).decode("ascii")
    words = _("Download the results as CSV")
    return (
        f'<a class="et-csv-link" download="{esc(filename)}" href="data:text/csv;charset=utf-8;base64,{data}">'
        f"{esc(words)}</a>"
    )


def report_html(results: ClassResults) -> str:
    learners = ngettext("{n} learner", "{n} learners", len(results.learners))
    answers = ngettext("{n} answer", "{n} answers", results.answered)
    summary = "<p>" + _("Set {code} · {learners} · {answers}", code="<code>" + esc(results.set_code) + "</code>",
                        learners=esc(learners), answers=esc(answers)) + "</p>"
    listed = answers_list(results)
    heads = [f"<h4>{esc(text)}</h4>" for text in (_("Learners"), _("Answers"), _("Questions"), _("Concepts"))]
    return (
        f'{REPORT_CSS}<div class="et-report">{summary}'
        f"{heads[0]}{learners_table(results)}"
        f"{heads[1] + listed if listed else ''}"
        f"{heads[2]}{questions_table(results)}"
        f"{heads[3]}{concepts_table(results)}{missed_chart(results)}</div>"
    )
