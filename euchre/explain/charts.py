"""Small charts as inline SVG strings: no plotting library, nothing fetched, every label escaped.

`bar_chart_svg` draws labelled horizontal bars (rates, counts); `column_chart_svg` draws a
distribution as columns over labelled categories.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.explain.render import esc
from euchre.i18n import _
from euchre.i18n.numbers import percent, short

INK = "#1f2328"
MUTED = "#57606a"
BAR = "#3d68a8"
WARN = "#b42318"
LABEL_CHAR_WIDTH = 7
"""About the width of one character of a 12px label, in pixels (wide enough for most letters)."""
TITLE_CHAR_WIDTH = 8
"""The same for a chart's 13px semibold title."""
LINE = 16
"""The distance between two lines of a title or of a label, in pixels."""


def _lines(text: str, chars: int) -> list[str]:
    """`text` broken between words into lines of at most `chars` characters (a longer word has a line
    to itself), so a long title or a long name in another language is wrapped, not cut off."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > chars:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines or [""]


def _text_lines(lines: Sequence[str], y: int, attributes: str) -> str:
    """One `<text>` per line, the first with its baseline at `y`, each next one LINE below."""
    return "".join(f'<text x="0" y="{y + LINE * i}" {attributes}>{esc(line)}</text>' for i, line in enumerate(lines))


def _fmt(value: float, unit: str) -> str:
    """A bar's value as the current language writes it ("45%", Turkish "%45"; "0.5", Finnish "0,5")."""
    if unit == "%":
        return percent(value / 100)
    return short(value) + unit


def bar_chart_svg(
    bars: Sequence[tuple[str, float]],
    *,
    title: str,
    unit: str = "",
    max_value: float | None = None,
    colour: str = BAR,
    width: int = 460,
    label_width: int = 150,
) -> str:
    """Horizontal bars, one per (label, value), with the value written at the bar's end. A label too long
    for `label_width` goes on a line of its own above its bar (every label of the chart then does), so no
    label is cut off and the chart keeps its width; a title or a label above its bar longer than the
    chart's width is wrapped between words onto more lines."""
    above = LABEL_CHAR_WIDTH * max((len(label) for label, _value in bars), default=0) > label_width - 6
    if above:
        label_width = 0
    title_lines = _lines(title, width // TITLE_CHAR_WIDTH)
    label_lines = [_lines(label, width // LABEL_CHAR_WIDTH) if above else [label] for label, _value in bars]
    row = 36 if above else 22
    top = 26 + LINE * (len(title_lines) - 1)
    height = top + sum(row + (LINE - 2) * (len(lines) - 1) for lines in label_lines) + (0 if bars else row) + 8
    scale_max = max_value if max_value is not None else max((v for _, v in bars), default=0.0)
    scale_max = scale_max or 1.0
    span = width - label_width - 60
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="et-chart" role="img" aria-label="{esc(title)}" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="system-ui,sans-serif" '
        f'font-size="12">',
        f"<title>{esc(title)}</title>",
        _text_lines(title_lines, 15, f'font-size="13" font-weight="600" fill="{INK}"'),
    ]
    y = top
    for (label, value), lines in zip(bars, label_lines, strict=True):
        length = max(0.0, min(1.0, value / scale_max)) * span
        if above:
            said = "".join(
                f'<text x="0" y="{y + 12 + (LINE - 2) * i}" fill="{INK}">{esc(line)}</text>'
                for i, line in enumerate(lines)
            )
            y += 14 + (LINE - 2) * (len(lines) - 1)
        else:
            said = f'<text x="{label_width - 6}" y="{y + 14}" text-anchor="end" fill="{INK}">{esc(label)}</text>'
        parts.append(
            said
            + f'<rect x="{label_width}" y="{y + 3}" width="{length:.1f}" height="14" fill="{colour}" rx="2"/>'
            f'<text x="{label_width + length + 4:.1f}" y="{y + 14}" fill="{MUTED}">{esc(_fmt(value, unit))}</text>'
        )
        y += row - (14 if above else 0)
    if not bars:
        empty = _("No data yet.")
        parts.append(f'<text x="0" y="{top + 14}" fill="{MUTED}">{esc(empty)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def column_chart_svg(
    columns: Sequence[tuple[str, float]],
    *,
    title: str,
    unit: str = "%",
    width: int = 300,
    height: int = 150,
    colour: str = BAR,
) -> str:
    """Columns over categories (a distribution), labels under the columns, values above them."""
    top, bottom, left = 22, 18, 4
    n = max(1, len(columns))
    slot = (width - left * 2) / n
    peak = max((v for _, v in columns), default=0.0) or 1.0
    area = height - top - bottom - 12
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="et-chart" role="img" aria-label="{esc(title)}" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="system-ui,sans-serif" '
        f'font-size="10">',
        f"<title>{esc(title)}</title>",
        f'<text x="0" y="13" font-size="12" font-weight="600" fill="{INK}">{esc(title)}</text>',
        f'<line x1="{left}" y1="{height - bottom}" x2="{width - left}" y2="{height - bottom}" stroke="{MUTED}"/>',
    ]
    for i, (label, value) in enumerate(columns):
        x = left + i * slot
        h = value / peak * area
        y = height - bottom - h
        parts.append(
            f'<rect x="{x + slot * 0.12:.1f}" y="{y:.1f}" width="{slot * 0.76:.1f}" height="{h:.1f}" fill="{colour}"/>'
            f'<text x="{x + slot / 2:.1f}" y="{height - 5}" text-anchor="middle" fill="{INK}">{esc(label)}</text>'
        )
        if value:
            parts.append(
                f'<text x="{x + slot / 2:.1f}" y="{y - 2:.1f}" text-anchor="middle" fill="{MUTED}">'
                f"{esc(_fmt(value, unit))}</text>"
            )
    parts.append("</svg>")
    return "".join(parts)
