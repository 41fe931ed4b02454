"""Class results as HTML tables and SVG bars (plain strings: the dashboard widget only shows them).
Learner names are untrusted and escaped everywhere; the CSV is offered as a data: URI link."""

from __future__ import annotations

import base64

from euchre.charts import WARN, bar_chart_svg
from euchre.classroom.results import ClassResults
from euchre.render import esc

REPORT_CSS = """
<style>
.et-report{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328}
.et-report h4{margin:10px 0 4px;font-size:15px}
.et-report table{border-collapse:collapse;margin:4px 0}
.et-report td,.et-report th{border:1px solid #bbb;padding:3px 7px;text-align:left}
.et-report th{background:#f3f4f6}
.et-report td.num{text-align:right}
.et-report .ok{color:#1a7f37;font-weight:600}.et-report .no{color:#b42318;font-weight:600}
.et-report .none{color:#999}
a.et-csv-link,a.et-worksheet-link{color:#0969da;text-decoration:underline;margin-right:10px}
</style>
"""


def _pct(value: float) -> str:
    return f"{100 * value:.0f}%"


def _mark(mark: bool | None) -> str:
    if mark is None:
        return '<td class="none" title="not answered">·</td>'
    if mark:
        return '<td class="ok" title="right">✓</td>'
    return '<td class="no" title="wrong">✗</td>'


def learners_table(results: ClassResults) -> str:
    head = "".join(f'<th title="{esc(q.question_code)}">Q{q.position + 1}</th>' for q in results.questions)
    rows = "".join(
        f'<tr><td class="et-learner">{esc(row.learner)}</td><td class="num">{row.answered}</td>'
        f'<td class="num">{row.correct}</td><td class="num">{_pct(row.accuracy)}</td>'
        f'{"".join(_mark(m) for m in row.marks)}</tr>'
        for row in results.learners
    )
    if not rows:
        return "<p>No answers for this set yet.</p>"
    return (
        f'<table class="et-learners"><tr><th>Learner</th><th>Answered</th><th>Right</th><th>Accuracy</th>{head}'
        f"</tr>{rows}</table>"
    )


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
        f"<td>{esc(', '.join(q.concepts))}</td><td class=\"num\">{q.attempts}</td>"
        f'<td class="num">{_pct(q.accuracy) if q.attempts else "–"}</td></tr>'
        for q in results.questions
    )
    return (
        "<table><tr><th>Question</th><th>Code</th><th>Kind</th><th>Concepts</th><th>Answers</th>"
        f"<th>Right</th></tr>{rows}</table>"
    )


def concepts_table(results: ClassResults) -> str:
    rows = "".join(
        f'<tr><td>{esc(c.concept)}</td><td class="num">{c.attempts}</td><td class="num">{c.missed}</td>'
        f'<td class="num">{_pct(c.accuracy) if c.attempts else "–"}</td></tr>'
        for c in results.concepts
    )
    return f"<table><tr><th>Concept</th><th>Answers</th><th>Missed</th><th>Right</th></tr>{rows}</table>"


def missed_chart(results: ClassResults) -> str:
    bars = [(c.concept, 100.0 * c.missed / c.attempts) for c in results.most_missed() if c.attempts]
    return bar_chart_svg(bars, title="Most-missed concepts (% of answers wrong)", unit="%", max_value=100.0,
                         colour=WARN)


def csv_link(results: ClassResults, filename: str = "class-results.csv") -> str:
    """A download link that carries the CSV itself (a data: URI): nothing is written on the server.
    The file starts with a UTF-8 byte-order mark, which is how spreadsheets know to read it as UTF-8."""
    data = base64.b64encode(results.to_csv().encode("utf-8-sig")).decode("ascii")
    return (
        f'<a class="et-csv-link" download="{esc(filename)}" href="data:text/csv;charset=utf-8;base64,{data}">'
        f"Download the results as CSV</a>"
    )


def report_html(results: ClassResults) -> str:
    summary = (
        f"<p>Set <code>{esc(results.set_code)}</code> · {len(results.learners)} learners · "
        f"{results.answered} answers</p>"
    )
    return (
        f'{REPORT_CSS}<div class="et-report">{summary}'
        f"<h4>Learners</h4>{learners_table(results)}"
        f"{'<h4>Answers</h4>' + answers_list(results) if answers_list(results) else ''}"
        f"<h4>Questions</h4>{questions_table(results)}"
        f"<h4>Concepts</h4>{concepts_table(results)}{missed_chart(results)}</div>"
    )
