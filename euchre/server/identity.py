"""Handing each page's kernel the visitor the server saw (`euchre.progress.visitor`), server side.

`GatedVoilaHandler.get` sets `CURRENT` to the request's `Visitor` for the time Voila serves the
page; Voila asks the kernel manager for the page's kernel inside that same task, so the wrappers
`KernelIdentities.watch` puts on the manager see it:

- a kernel started for the request (`start_kernel`) is given an id chosen here, and its
  environment gets IDENTITY_ENV = the visitor signed for that id;
- a pre-heated kernel taken from a pool (`get_rendered_notebook`) gets the same token in the
  request's variables Voila hands it next (`RequestInfoSocketHandler.send_updates`), which the
  page copies into its environment (`euchre.widgets.page.wait_for_request`).

Any IDENTITY_ENV or KEY_ENV among the request's variables is dropped first: only this module
writes them. The key the tokens are signed with is made at start-up (`setup.prepare`) and reaches
the kernels through the server's environment.
"""

from __future__ import annotations

import logging
import os
import uuid
from contextvars import ContextVar
from typing import Any

from euchre.progress.visitor import IDENTITY_ENV, KEY_ENV, Visitor, issue

CURRENT: ContextVar[Visitor | None] = ContextVar("euchre_visitor", default=None)
"""The visitor of the page request being served in this task (None outside a page request)."""
RESERVED = (IDENTITY_ENV, KEY_ENV)
MAX_PENDING = 1000
log = logging.getLogger("euchre.server")


class KernelIdentities:
    def __init__(self, key: str) -> None:
        self.key = key
        self.pending: dict[str, str] = {}
        """Kernel id -> token, for pool kernels whose request variables are not sent yet."""

    def start_kwargs(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """`start_kernel`'s arguments with the kernel's id chosen and its visitor in its environment."""
        kwargs = dict(kwargs)
        visitor = CURRENT.get()
        if "env" in kwargs or visitor is not None:
            env = {k: v for k, v in dict(kwargs.get("env") or os.environ).items() if k not in RESERVED}
            env[KEY_ENV] = self.key
            if visitor is not None:
                kernel_id = str(kwargs.get("kernel_id") or uuid.uuid4())
                kwargs["kernel_id"] = kernel_id
                env[IDENTITY_ENV] = issue(visitor, kernel_id, self.key)
            kwargs["env"] = env
        return kwargs

    def handed_out(self, kernel_id: str) -> None:
        """A pool kernel was taken for the current request: keep its token for the hand-over."""
        visitor = CURRENT.get()
        if visitor is None:
            return
        if len(self.pending) >= MAX_PENDING:
            self.pending.pop(next(iter(self.pending)))
        self.pending[kernel_id] = issue(visitor, kernel_id, self.key)

    def request_info(self, message: dict[str, Any]) -> dict[str, Any]:
        """Voila's request-info message for a kernel, with its visitor and nothing reserved from outside."""
        kernel_id = str(message.get("kernel_id", ""))
        payload = {k: v for k, v in dict(message.get("payload") or {}).items() if k not in RESERVED}
        token = self.pending.pop(kernel_id, None)
        if token:
            payload[IDENTITY_ENV] = token
        return {**message, "payload": payload}

    def watch(self, manager: Any) -> None:
        """Wrap the kernel manager's two page calls (before `KernelCount.watch` wraps them again)."""
        start = manager.start_kernel

        async def start_kernel(*args: Any, **kwargs: Any) -> Any:
            result = start(*args, **self.start_kwargs(kwargs))
            return await result if hasattr(result, "__await__") else result

        manager.start_kernel = start_kernel
        if hasattr(manager, "get_rendered_notebook"):
            handout = manager.get_rendered_notebook

            async def get_rendered_notebook(*args: Any, **kwargs: Any) -> Any:
                result = await handout(*args, **kwargs)
                self.handed_out(str(result[2]))
                return result

            manager.get_rendered_notebook = get_rendered_notebook

    def watch_request_info(self) -> None:
        """Make Voila's request-info hand-over carry the visitor (once per process)."""
        from voila.request_info_handler import RequestInfoSocketHandler

        original = getattr(RequestInfoSocketHandler, "_euchre_original_send", None)
        if original is None:
            original = RequestInfoSocketHandler.send_updates
            RequestInfoSocketHandler._euchre_original_send = original  # type: ignore[attr-defined]
        identities = self

        def send_updates(cls: Any, msg: dict[str, Any]) -> None:
            original(identities.request_info(msg))

        RequestInfoSocketHandler.send_updates = classmethod(send_updates)  # type: ignore[method-assign,assignment]
