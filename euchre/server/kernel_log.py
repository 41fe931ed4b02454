"""Errors in a page's kernel go to the server's error log, never to the browser.

A kernel's stderr, its loggers and IPython's tracebacks all travel to the page as websocket
messages. When the server sets `EUCHRE_TUTOR_LOG_DIR` (euchre-tutor does), `install()` sends them
to `errors.log` in that folder instead, next to `server.log`: the root logger, the kernel's own
logger and the `Comm` logger get a file handler and lose the handlers that write to stderr, and
IPython's `showtraceback` (which ipywidgets calls when a callback fails) logs instead of sending
the traceback. Each line names the kernel, the page's folder and the quiz code in use
(`note_code`); the learner sees the widget's friendly message.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

LOG_DIR_ENV = "EUCHRE_TUTOR_LOG_DIR"
ERROR_LOG = "errors.log"
SERVER_LOG = "server.log"

_state: dict[str, Any] = {"installed": False, "code": "", "widget": ""}


def note_code(code: str, widget: str = "") -> None:
    """Remember the quiz or set code this kernel's learner is on, for the error log."""
    _state["code"] = str(code)[:80]
    if widget:
        _state["widget"] = widget


def kernel_id() -> str:
    try:
        from ipykernel import get_connection_file

        name = Path(get_connection_file()).stem
    except Exception:
        return f"pid {os.getpid()}"
    return name.removeprefix("kernel-")


class _Context(logging.Filter):
    def __init__(self, root: Path | None) -> None:
        super().__init__()
        self.root = root

    def filter(self, record: logging.LogRecord) -> bool:
        cwd = Path.cwd()
        page = cwd.relative_to(self.root).as_posix() if self.root and cwd.is_relative_to(self.root) else cwd.name
        record.page = (os.environ.get("SCRIPT_NAME") or f"{page or '.'}/") + (
            f" ({_state['widget']})" if _state["widget"] else "")
        record.code = _state["code"] or "-"
        record.kernel = kernel_id()
        return True


def error_handler(log_dir: Path, root: Path | None = None) -> logging.Handler:
    log_dir.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(log_dir / ERROR_LOG, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter(
        "%(asctime)s %(levelname)s kernel=%(kernel)s page=%(page)s code=%(code)s %(name)s: %(message)s"))
    handler.addFilter(_Context(root))
    handler.setLevel(logging.WARNING)
    return handler


def install(env: Mapping[str, str] | None = None) -> bool:
    """Route this kernel's errors to the server's error log; False (and nothing changed) when not
    running under euchre-tutor or outside a kernel."""
    env = os.environ if env is None else env
    folder = env.get(LOG_DIR_ENV, "").strip()
    if _state["installed"] or not folder:
        return bool(_state["installed"])
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipykernel
        return False
    shell = get_ipython()
    if shell is None or not hasattr(shell, "kernel"):
        return False
    root = Path(env["EUCHRE_TUTOR_ROOT"]) if env.get("EUCHRE_TUTOR_ROOT") else None
    handler = error_handler(Path(folder), root)
    root_logger = logging.getLogger()
    loggers = [root_logger, logging.getLogger("Comm"), logging.getLogger("traitlets")]
    kernel_log = getattr(shell.kernel, "log", None)
    if isinstance(kernel_log, logging.Logger):
        loggers.append(kernel_log)
    for logger in loggers:
        for old in list(logger.handlers):
            if isinstance(old, logging.StreamHandler) and not isinstance(old, logging.FileHandler):
                logger.removeHandler(old)
        logger.addHandler(handler)
        if logger is not root_logger:
            logger.propagate = False
    logging.captureWarnings(True)
    errors = logging.getLogger("euchre.kernel")

    def showtraceback(*args: Any, **kwargs: Any) -> None:
        errors.error("an error in the page's kernel", exc_info=sys.exc_info())

    shell.showtraceback = showtraceback
    shell.showsyntaxerror = showtraceback
    _state["installed"] = True
    return True
