"""Everything the standalone server sets up before Voila starts: the log folder, the class code,
the teacher's secret, the limits, and the environment the kernels inherit (sign-in on, where to
log, the class code, a fresh key for the visitors handed to page kernels; never the secret)."""

from __future__ import annotations

import logging
import os
import secrets
import sys
from pathlib import Path
from typing import Any

from euchre.classroom.identity import CLASS_CODE_ENV, SIGN_IN_ENV
from euchre.progress.visitor import IDENTITY_ENV, KEY_ENV, new_key
from euchre.server.guard import Guard
from euchre.server.kernel_log import LOG_DIR_ENV, SERVER_LOG
from euchre.server.limits import Limits
from euchre.server.secret import load_secret
from euchre.tutor.codes import ALPHABET

CLASS_CODE_LENGTH = 6


def log_dir(env: dict[str, str]) -> Path:
    if env.get(LOG_DIR_ENV, "").strip():
        return Path(env[LOG_DIR_ENV]).expanduser().resolve()
    base = Path(env["XDG_STATE_HOME"]) if env.get("XDG_STATE_HOME") else Path(env.get("HOME", "~")) / ".local/state"
    return (base.expanduser() / "euchre-tutor" / "logs").resolve()


def new_class_code() -> str:
    letters = ALPHABET.replace("0", "").replace("1", "")
    return "".join(secrets.choice(letters) for _ in range(CLASS_CODE_LENGTH))


def server_logging(folder: Path, loggers: list[Any]) -> Path:
    """Write the server's log to server.log in `folder` as well as the terminal."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / SERVER_LOG
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for logger in loggers:
        logger.addHandler(handler)
        if logger.level == logging.NOTSET or logger.level > logging.INFO:
            logger.setLevel(logging.INFO)
    return path


def prepare(class_size: int, env: dict[str, str] | None = None, interactive: bool | None = None) -> Guard:
    """Set up sign-in, limits and logs; updates `env` (os.environ by default) for the kernels."""
    env = os.environ if env is None else env  # type: ignore[assignment]
    folder = log_dir(env)
    env[LOG_DIR_ENV] = str(folder)
    code = "".join(env.get(CLASS_CODE_ENV, "").split()).upper() or new_class_code()
    env[CLASS_CODE_ENV] = code
    env[SIGN_IN_ENV] = "1"
    env.pop(IDENTITY_ENV, None)  # only a page's own kernel gets one, from the server
    env[KEY_ENV] = new_key()
    secret = load_secret(env, interactive=sys.stdin.isatty() if interactive is None else interactive)
    limits = Limits.from_env(class_size, env)
    server_logging(folder, [logging.getLogger("euchre.server"), logging.getLogger("tornado.access"),
                            logging.getLogger("tornado.application"), logging.getLogger("TutorVoila")])
    return Guard(secret=secret, limits=limits, class_code=code, kernel_key=env[KEY_ENV])
