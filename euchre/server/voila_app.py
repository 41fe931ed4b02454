"""Voila with the tutor's gate: `TutorVoila` serves the same pages, with the sign-in handlers
added, every page request checked by the Guard first, and the contents API (which lists the
app's folders) left out. `TutorVoila.index_served` is set once the index has been sent to a
browser, so that pre-heating the lessons waits until then (`euchre.server.app.preheat_after_index`)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any
from urllib.parse import quote

from jupyter_server.utils import url_path_join
from tornado import web
from tornado.ioloop import IOLoop
from voila.app import Voila
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler

from euchre.explain.render import esc
from euchre.server.guard import Guard
from euchre.server.identity import CURRENT, KernelIdentities
from euchre.server.paths import resolve_page

log = logging.getLogger("euchre.server")


class GatedVoilaHandler(TornadoVoilaHandler):
    """Voila's page handler behind the gate: the address is resolved to the one notebook it
    reaches (none: 404, before any limit is counted; another spelling: a redirect to the plain
    one), the Guard decides, and the page's kernel is handed the request's `Visitor`."""

    async def get(self, path: str | None = None) -> Any:  # type: ignore[override]
        guard: Guard = self.settings["euchre_guard"]
        page = resolve_page(self.settings["euchre_root"], path)
        if page is None:
            log.info("no page at %r for %s", (path or "")[:200], guard.client(self.request))
            raise web.HTTPError(404)
        if page.path != path:
            query = f"?{self.request.query}" if self.request.query else ""
            self.redirect(url_path_join(self.base_url, "voila/render", quote(page.path)) + query, status=302)
            return None
        if guard.refuse_page(self, page):
            return None
        bound = CURRENT.set(guard.visitor_for(self))
        try:
            return await super().get(path)
        finally:
            CURRENT.reset(bound)
            served = self.settings.get("euchre_index_served")
            if served is not None and page.path == INDEX:
                served.set()

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """A short page for any error: no traceback or exception text reaches a browser (the log has them)."""
        reason = esc(self._reason)
        self.finish(f"<!DOCTYPE html><title>{status_code}</title><p>{status_code}: {reason}</p>")


INDEX = "index.ipynb"


class TutorVoila(Voila):
    guard: Guard | None = None
    index_served: asyncio.Event | None = None

    def init_settings(self) -> dict:
        settings = super().init_settings()
        assert self.guard is not None, "set TutorVoila.guard before starting"
        self.guard.kernel_manager = self.kernel_manager
        identities = KernelIdentities(self.guard.kernel_key)
        identities.watch(self.kernel_manager)
        identities.watch_request_info()
        self.guard.kernels.watch(self.kernel_manager)
        IOLoop.current().add_callback(self.guard.start_culling)
        settings["euchre_guard"] = self.guard
        settings["euchre_root"] = self.root_dir
        self.index_served = asyncio.Event()
        settings["euchre_index_served"] = self.index_served
        return settings

    def init_handlers(self) -> list:
        assert self.guard is not None
        handlers: list = list(self.guard.handlers())
        for rule in super().init_handlers():
            if rule[1] is VoilaContentsHandler:
                continue
            if rule[1] is TornadoVoilaHandler:
                rule = (rule[0], GatedVoilaHandler, *rule[2:])
            handlers.append(rule)
        return handlers
