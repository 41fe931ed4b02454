"""The app's own routes in Voila's server: `/` opens the index, and no file tree is reachable.

Voila, serving a folder, answers `/` and `/voila/tree/...` with a listing of the folder and
`/voila/api/contents/...` with the same listing as JSON. The app replaces all three: the tree
pages redirect to the index, and the contents API answers 404. `/euchre/xsrf` sets the `_xsrf`
cookie the page template needs (see the template's footer script) without rendering anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join

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
    return ours + [h for h in voila_handlers() if not _replaced(h[0], server_url)]


def install(voila: Any) -> None:
    """Make `voila.start()` register the app's routes in place of the folder listing."""
    original = voila.init_handlers
    voila.init_handlers = lambda: app_handlers(voila.server_url, original)
