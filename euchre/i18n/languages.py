"""The tutor's languages: their codes, their own names, and reading a browser's preferences."""

from __future__ import annotations

import re

ENGLISH = "en"
LANGUAGES: tuple[str, ...] = ("en", "tr", "fi", "az")
"""English first: it is the source language of every message."""

AUTONYMS: dict[str, str] = {"en": "English", "tr": "Türkçe", "fi": "suomi", "az": "Azərbaycanca"}
"""Each language in its own words, as a language picker shows them (never translated)."""

HTML_LANG: dict[str, str] = {"en": "en", "tr": "tr", "fi": "fi", "az": "az"}

_TAG = re.compile(r"^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$")


def supported(tag: object) -> str | None:
    """The tutor's language for a language tag ("tr", "tr-TR", "az_Latn_AZ", "FI"), or None."""
    if not isinstance(tag, str):
        return None
    tag = tag.strip()
    if not _TAG.match(tag):
        return None
    primary = tag.replace("_", "-").split("-")[0].lower()
    return primary if primary in LANGUAGES else None


def parse_accept_language(header: str | None) -> list[str]:
    """The supported languages an Accept-Language header asks for, most wanted first.

    "fi-FI,fi;q=0.9,en;q=0.5" gives ["fi", "en"]; entries with q=0, malformed or unsupported
    entries are dropped; equal weights keep the header's order."""
    if not header:
        return []
    weighted: list[tuple[float, int, str]] = []
    for index, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        params = params.strip()
        if params:
            name, _, value = params.partition("=")
            if name.strip().lower() != "q":
                continue
            try:
                weight = float(value)
            except ValueError:
                continue
        lang = supported(tag)
        if lang is not None and weight > 0:
            weighted.append((-weight, index, lang))
    return list(dict.fromkeys(lang for _, _, lang in sorted(weighted)))
