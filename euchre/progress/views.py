"""A learner's progress as HTML (plain strings, escaped): the streak, a mastery bar per concept and
what is due for review. The widgets only put these on screen."""

from __future__ import annotations

from collections.abc import Sequence

from euchre.explain.render import esc
from euchre.i18n import _, ngettext
from euchre.progress.concepts import concept_label
from euchre.progress.records import AnswerRecord
from euchre.progress.review import next_due, review_queue
from euchre.progress.stats import level_label, mastery, streaks

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
        return _("now")
    if seconds < 3600:
        return _("in {n} min", n=max(1, round(seconds / 60)))
    if seconds < 86400:
        return _("in {n} h", n=round(seconds / 3600))
    days = round(seconds / 86400)
    return ngettext("in {n} day", "in {n} days", days)


def progress_html(learner: str, records: Sequence[AnswerRecord], now: float) -> str:
    s = streaks(records)
    answers = ngettext("{n} answer", "{n} answers", s.answered)
    summary = _("{answers}, {right} right · streak {streak} · best {best}", answers=esc(answers), right=s.correct,
                streak="<b>" + str(s.current) + "</b>", best=s.best)
    head = f"<p><b>{esc(learner)}</b>: {summary}</p>"
    rows = []
    for m in mastery(records).values():
        width = round(100 * m.score)
        detail = _("{right}/{answered} of the last answers", right=m.recent_correct,
                   answered=m.recent_attempts) if m.attempts else ""
        concept = concept_label(m.concept)
        meter = _("{concept} mastery", concept=concept)
        rows.append(
            f'<tr><td>{esc(concept)}</td><td><span class="et-meter" role="meter" aria-valuemin="0" '
            f'aria-valuemax="100" aria-valuenow="{width}" aria-label="{esc(meter)}">'
            f'<span style="width:{width}%"></span></span></td>'
            f'<td class="lvl">{esc(level_label(m.level))}{" · " + esc(detail) if detail else ""}</td></tr>'
        )
    table = f"<table>{''.join(rows)}</table>"
    return f'{PROGRESS_CSS}<div class="et-progress">{head}{table}{review_html(records, now)}</div>'


def review_html(records: Sequence[AnswerRecord], now: float) -> str:
    queue = review_queue(records, now)
    if queue:
        names = ", ".join(dict.fromkeys(concept_label(item.concept) for item in queue))
        text = _("Due for review now: {concepts}.", concepts=names)
        return f'<div class="due">{esc(text)}</div>'
    upcoming = next_due(records)
    if upcoming is None:
        text = _("Nothing to review: no mistakes waiting.")
        return f'<div class="due">{esc(text)}</div>'
    text = _("Nothing due now. Next review: {concept} {when}.", concept=concept_label(upcoming.concept),
             when=when_text(upcoming.due_at - now))
    return f'<div class="due">{esc(text)}</div>'
