"""A learner's progress as HTML (plain strings, escaped): the streak, a mastery bar per concept and
what is due for review. The widgets only put these on screen."""

from __future__ import annotations

from collections.abc import Sequence

from euchre.progress.records import AnswerRecord
from euchre.progress.review import next_due, review_queue
from euchre.progress.stats import mastery, streaks
from euchre.render import esc

PROGRESS_CSS = """
<style>
.et-progress{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328}
.et-progress table{border-collapse:collapse;margin:6px 0}
.et-progress td{padding:3px 8px 3px 0;vertical-align:middle}
.et-meter{display:inline-block;width:160px;height:12px;background:#eaeef2;border-radius:6px;overflow:hidden;
  vertical-align:middle}
.et-meter>span{display:block;height:100%;background:#1a7f37}
.et-progress .lvl{color:#57606a;font-size:13px}
.et-progress .due{margin:6px 0;padding:6px 10px;border-left:4px solid #b8860b;background:#fffbea}
</style>
"""


def when_text(seconds: float) -> str:
    if seconds <= 0:
        return "now"
    if seconds < 3600:
        return f"in {max(1, round(seconds / 60))} min"
    if seconds < 86400:
        return f"in {round(seconds / 3600)} h"
    return f"in {round(seconds / 86400)} days"


def progress_html(learner: str, records: Sequence[AnswerRecord], now: float) -> str:
    s = streaks(records)
    head = (
        f"<p><b>{esc(learner)}</b>: {s.answered} answers, {s.correct} right · "
        f"streak <b>{s.current}</b> · best {s.best}</p>"
    )
    rows = []
    for m in mastery(records).values():
        width = round(100 * m.score)
        detail = f"{m.recent_correct}/{m.recent_attempts} of the last answers" if m.attempts else ""
        rows.append(
            f'<tr><td>{esc(m.concept)}</td><td><span class="et-meter" role="meter" aria-valuemin="0" '
            f'aria-valuemax="100" aria-valuenow="{width}" aria-label="{esc(m.concept)} mastery">'
            f'<span style="width:{width}%"></span></span></td>'
            f'<td class="lvl">{esc(m.level)}{" · " + esc(detail) if detail else ""}</td></tr>'
        )
    table = f"<table>{''.join(rows)}</table>"
    return f'{PROGRESS_CSS}<div class="et-progress">{head}{table}{review_html(records, now)}</div>'


def review_html(records: Sequence[AnswerRecord], now: float) -> str:
    queue = review_queue(records, now)
    if queue:
        names = ", ".join(dict.fromkeys(item.concept for item in queue))
        return f'<div class="due">Due for review now: {esc(names)}.</div>'
    upcoming = next_due(records)
    if upcoming is None:
        return '<div class="due">Nothing to review: no mistakes waiting.</div>'
    return (
        f'<div class="due">Nothing due now. Next review: {esc(upcoming.concept)} '
        f"{esc(when_text(upcoming.due_at - now))}.</div>"
    )
