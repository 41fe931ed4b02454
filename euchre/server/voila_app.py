"""Voila with the tutor's gate: `TutorVoila` serves the same pages, with the sign-in handlers
added, every page request checked by the Guard first, and the contents API (which lists the
app's folders) left out. `TutorVoila.index_served` is set once the index has been sent to a
browser, so that pre-heating the lessons waits until then (`euchre.app.preheat_after_index`)."""

from __future__ import annotations

import asyncio
from typing import Any

from tornado.ioloop import IOLoop
from voila.app import Voila
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler

from euchre.server.guard import Guard


class GatedVoilaHandler(TornadoVoilaHandler):
    async def get(self, path: str | None = None) -> Any:  # type: ignore[override]
        guard: Guard = self.settings["euchre_guard"]
        if guard.refuse_page(self, path or ""):
            return None
        try:
            return await super().get(path)
        finally:
            served = self.settings.get("euchre_index_served")
            if served is not None and (path or "").lstrip("/") == INDEX:
                served.set()


INDEX = "index.ipynb"


class TutorVoila(Voila):
    guard: Guard | None = None
    index_served: asyncio.Event | None = None

    def init_settings(self) -> dict:
        settings = super().init_settings()
        assert self.guard is not None, "set TutorVoila.guard before starting"
        self.guard.kernel_manager = self.kernel_manager
        self.guard.kernels.watch(self.kernel_manager)
        IOLoop.current().add_callback(self.guard.start_culling)
        settings["euchre_guard"] = self.guard
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
