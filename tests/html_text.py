"""The visible text of widget HTML (style blocks left out), for assertions on what a learner reads."""

from html.parser import HTMLParser


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: object) -> None:
        self._skip += tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._skip -= tag == "style"

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def visible_text(html: str, *, collapse: bool = False) -> str:
    parser = _Text()
    parser.feed(html)
    joined = "".join(parser.parts)
    return " ".join(joined.split()) if collapse else joined.strip()
