"""Numbers in sentences, written the way the current language writes them: "+1.32" and "45%" in
English, "+1,32" and "%45" in Turkish, "+1,32" and "45 %" in Finnish (Babel's CLDR patterns).

English is exactly Python's format (`f"{x:+.2f}"`, `f"{x:.0%}"`), so English sentences read as they
always have."""

from __future__ import annotations

from babel import Locale
from babel.numbers import format_decimal, format_percent

from euchre.i18n.context import current_language
from euchre.i18n.languages import ENGLISH


def decimal(value: float, digits: int = 2) -> str:
    """`f"{value:.2f}"` in the current language."""
    lang = current_language()
    if lang == ENGLISH:
        return f"{value:.{digits}f}"
    return format_decimal(round(value, digits), format="0." + "0" * digits if digits else "0", locale=lang)


def short(value: float, digits: int = 2) -> str:
    """`value` to at most `digits` decimals, without trailing zeros ("0.5", "2"; Turkish "0,5")."""
    lang = current_language()
    if lang == ENGLISH:
        return f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
    return format_decimal(round(value, digits), format="0." + "#" * digits if digits else "0", locale=lang)


def whole(value: int) -> str:
    """`f"{value:,}"` in the current language ("2,000"; Turkish "2.000", Finnish "2 000")."""
    lang = current_language()
    if lang == ENGLISH:
        return f"{value:,}"
    return format_decimal(value, locale=lang)


def signed(value: float, digits: int = 2) -> str:
    """`f"{value:+.2f}"` in the current language: the sign always shown."""
    lang = current_language()
    if lang == ENGLISH:
        return f"{value:+.{digits}f}"
    text = decimal(abs(value), digits)
    negative = round(value, digits) < 0
    return ("-" if negative else "+") + text


def percent(value: float, digits: int = 0) -> str:
    """`f"{value:.0%}"` in the current language."""
    lang = current_language()
    if lang == ENGLISH:
        return f"{value:.{digits}%}"
    pattern = Locale.parse(lang).percent_formats[None].pattern
    if digits:
        pattern = pattern.replace("#,##0", "#,##0." + "0" * digits, 1)
    return format_percent(value, format=pattern, locale=lang)
