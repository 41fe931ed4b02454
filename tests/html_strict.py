"""A strict little HTML checker for the pages the classroom makes (worksheets, reports).

Stricter than a browser: every element is closed in order (no implied end tags), void elements
have no end tag, only a list of known tags and no event-handler attributes or scripts are allowed,
phrasing elements hold no blocks, ids are unique, and no bare `&` or stray `<` is left in text.
An injected `<img onerror=...>` or `<script>` fails it.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

VOID = {"meta", "br", "hr", "img", "input", "link", "rect", "line"}
ALLOWED = {
    "html", "head", "body", "title", "meta", "style", "header", "section", "h1", "h2", "h3", "h4", "p", "div", "span",
    "small", "b", "i", "code", "ol", "ul", "li", "dl", "dt", "dd", "table", "caption", "tr", "th", "td", "a", "br",
    "svg", "text", "rect", "line", "details", "summary",
}
PHRASING_PARENTS = {"p", "span", "small", "b", "i", "code", "h1", "h2", "h3", "h4", "a", "caption", "title"}
BLOCKS = {"div", "p", "table", "ol", "ul", "li", "section", "header", "h1", "h2", "h3", "h4", "dl"}
BARE_AMP = re.compile(r"&(?![a-zA-Z][a-zA-Z0-9]*;|#[0-9]+;|#x[0-9a-fA-F]+;)")


class StrictHTML(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.ids: set[str] = set()
        self.text: list[str] = []
        self.doctype = False

    def handle_decl(self, decl: str) -> None:
        self.doctype = self.doctype or decl.lower() == "doctype html"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open(tag, attrs)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open(tag, attrs)

    def _open(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED:
            self.errors.append(f"<{tag}> is not allowed")
        names = [name for name, _ in attrs]
        if len(names) != len(set(names)):
            self.errors.append(f"<{tag}> repeats an attribute")
        for name, value in attrs:
            if name.startswith("on") or name in ("srcdoc", "formaction"):
                self.errors.append(f"<{tag}> has the event attribute {name}")
            if name == "href" and value and value.strip().lower().startswith("javascript:"):
                self.errors.append("a javascript: link")
            if name == "id":
                if value in self.ids:
                    self.errors.append(f"duplicate id {value}")
                self.ids.add(value or "")
        if tag in BLOCKS and self.stack and self.stack[-1] in PHRASING_PARENTS:
            self.errors.append(f"<{tag}> inside <{self.stack[-1]}>")

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            self.errors.append(f"</{tag}> closes a void element")
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> does not close the open <{self.stack[-1] if self.stack else 'nothing'}>")
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1] == "style":
            return
        if "<" in data or ">" in data:
            self.errors.append(f"a raw angle bracket in text: {data[:40]!r}")
        if BARE_AMP.search(data):
            self.errors.append(f"a bare & in text: {data[:40]!r}")
        self.text.append(data)

    def handle_entityref(self, name: str) -> None:
        self.text.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.text.append(f"&#{name};")


def check(html: str, *, document: bool = True) -> StrictHTML:
    """Parse `html`, raising AssertionError with every problem found."""
    parser = StrictHTML()
    parser.feed(html)
    parser.close()
    errors = list(parser.errors)
    if parser.stack:
        errors.append(f"left open: {parser.stack}")
    if document and not parser.doctype:
        errors.append("no <!DOCTYPE html>")
    assert not errors, errors
    return parser
