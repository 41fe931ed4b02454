"""The app's own routes in Voila's server: `/` opens the index, and no file tree is reachable.

Voila, serving a folder, answers `/` and `/voila/tree/...` with a listing of the folder and
`/voila/api/contents/...` with the same listing as JSON. The app replaces all three: the tree
pages redirect to the index, and the contents API answers 404. `/euchre/xsrf` sets the `_xsrf`
cookie the page template needs (see the template's footer script) without rendering anything.
Voila's template files (`/voila/templates/<template>/static/<file>`) answer 404 for any other
shape of address, where Voila's own handler fails with a 500 (a missing part, `..`, a folder).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join
from tornado.web import HTTPError
from voila.static_file_handler import TemplateStaticFileHandler

INDEX_PATH = "voila/render/index.ipynb"
XSRF_PATH = "euchre/xsrf"


class IndexRedirect(JupyterHandler):
    """`/` and every tree page: a redirect to the index (sets the `_xsrf` cookie on the way)."""

    def get(self, *args: Any) -> None:
        self.xsrf_token  # noqa: B018  (reading it sets the cookie)
        self.redirect(url_path_join(self.base_url, INDEX_PATH), permanent=False)


class NotServed(JupyterHandler):
    """The folder listing as JSON: not part of the app."""

    def get(self, *args: Any) -> None:
        self.set_status(404)
        self.finish({"message": "Not found"})


class XsrfCookie(JupyterHandler):
    """No content; sets the `_xsrf` cookie that Voila's render page does not set itself."""

    def get(self) -> None:
        self.xsrf_token  # noqa: B018
        self.set_header("Cache-Control", "no-store")
        self.set_status(204)
        self.finish()


class TemplateFiles(TemplateStaticFileHandler):
    """Voila's template files, with every address not of the form `<template>/static/<file>` not found."""

    def parse_url_path(self, url_path: str) -> str:
        if not template_file_address(url_path):
            raise HTTPError(404)
        return super().parse_url_path(url_path)


def template_file_address(url_path: str) -> bool:
    """`<template>/static/<file>`, each part a plain name (no empty part, `.` or `..`, no backslash)."""
    parts = url_path.split("/")
    return (len(parts) >= 3 and parts[1] == "static" and "\\" not in url_path
            and all(part not in ("", ".", "..") for part in parts))


def _replaced(pattern: str, server_url: str) -> bool:
    tree = url_path_join(server_url, "/voila/tree")
    contents = url_path_join(server_url, "/voila/api/contents")
    return pattern == server_url or pattern.startswith((tree, contents))


def app_handlers(server_url: str, voila_handlers: Callable[[], list[Any]]) -> list[Any]:
    """Voila's handlers with the tree pages and the contents API replaced by the app's routes."""
    ours: list[Any] = [
        (server_url, IndexRedirect),
        (url_path_join(server_url, r"/voila/tree(.*)"), IndexRedirect),
        (url_path_join(server_url, r"/voila/api/contents(.*)"), NotServed),
        (url_path_join(server_url, "/" + XSRF_PATH), XsrfCookie),
    ]
    return ours + [_safe(h) for h in voila_handlers() if not _replaced(h[0], server_url)]


def _safe(handler: Any) -> Any:
    if handler[1] is TemplateStaticFileHandler:
        return (handler[0], TemplateFiles, *handler[2:])
    return handler


def install(voila: Any) -> None:
    """Make `voila.start()` register the app's routes in place of the folder listing."""
    original = voila.init_handlers
    voila.init_handlers = lambda: app_handlers(voila.server_url, original)
