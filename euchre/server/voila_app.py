"""Voila with the tutor's gate: `TutorVoila` serves the same pages, with the sign-in handlers
added, every page request checked by the Guard first, and the contents API (which lists the
app's folders) left out."""

from __future__ import annotations

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
        return await super().get(path)


class TutorVoila(Voila):
    guard: Guard | None = None

    def init_settings(self) -> dict:
        settings = super().init_settings()
        assert self.guard is not None, "set TutorVoila.guard before starting"
        self.guard.kernel_manager = self.kernel_manager
        self.guard.kernels.watch(self.kernel_manager)
        IOLoop.current().add_callback(self.guard.start_culling)
        settings["euchre_guard"] = self.guard
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
