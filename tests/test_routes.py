"""The app's routes over HTTP: Voila's template files are served, and every other address under
`/voila/templates/` is not found (404), never a server error, including attempts to climb out of
the template folders."""

from __future__ import annotations

import pytest
from tornado import testing, web
from voila.static_file_handler import TemplateStaticFileHandler

from euchre.server.routes import TemplateFiles, app_handlers, template_file_address

NOT_THERE = [
    "/voila/templates/",
    "/voila/templates/nope.css",
    "/voila/templates/lab",
    "/voila/templates/lab/static",
    "/voila/templates/lab/static/",
    "/voila/templates/lab/nostatic/voila.js",
    "/voila/templates/lab/static/nope.js",
    "/voila/templates/nope/static/nope.js",
    "/voila/templates/lab/static/../../../../etc/passwd",
    "/voila/templates/lab/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/voila/templates/..%2f..%2f..%2fetc/passwd",
    "/voila/templates/lab/static//etc/passwd",
    "/voila/templates/lab/static/%5c..%5c..%5cetc%5cpasswd",
    "/voila/templates/lab/static/./voila.js",
]


def voila_like_handlers() -> list[tuple]:
    """The one handler of Voila's that these tests are about, as Voila registers it."""
    return [(r"/voila/templates/(.*)", TemplateStaticFileHandler)]


def test_the_template_files_handler_is_replaced() -> None:
    handlers = app_handlers("/", voila_like_handlers)
    assert [h[1] for h in handlers if h[0] == r"/voila/templates/(.*)"] == [TemplateFiles]


@pytest.mark.parametrize("path", ["lab/static/voila.js", "euchre-tutor/static/index.css", "a/static/b/c.js"])
def test_a_template_file_address(path: str) -> None:
    assert template_file_address(path)


@pytest.mark.parametrize("path", ["", "lab", "lab/static", "lab/static/", "x.css", "lab/other/x.js",
                                  "lab/static/../x", "lab/static/./x", "../static/x", "lab/static//x",
                                  "lab/static/..\\x"])
def test_not_a_template_file_address(path: str) -> None:
    assert not template_file_address(path)


class TestTemplateFilesOverHttp(testing.AsyncHTTPTestCase):
    def get_app(self) -> web.Application:
        return web.Application(app_handlers("/", voila_like_handlers))

    def test_a_template_file_is_served(self) -> None:
        reply = self.fetch("/voila/templates/lab/static/voila.js")
        assert reply.code == 200 and len(reply.body) > 0

    def test_every_other_address_is_not_found(self) -> None:
        codes = {path: self.fetch(path).code for path in NOT_THERE}
        assert codes == {path: 404 for path in NOT_THERE}
