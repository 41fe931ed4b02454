"""Limits on tries at a learner's passphrase and at the class code, shared by every page's kernel.

Each page runs in its own kernel (its own process), so the counts live in the progress store
(`sign_in_attempts`, SQLite or PostgreSQL alike). A try is counted before the passphrase is checked,
in one transaction with the check of the lock, so pages trying at once all count; a try that
succeeds is taken back. Three counters:

- per learner name: FREE_TRIES[NAME] wrong tries, then a wait that doubles with each further try,
  up to MAX_WAIT (a learner locked out by someone else's guesses waits at most that long);
- per client (the address the server saw): more free tries, since a whole class may share one
  school address;
- per client for the class code.

Failures are forgotten FORGET_AFTER seconds after the last one. The wait is said in words:
`try_again_words(seconds)`.
"""

from __future__ import annotations

import math
import time
from typing import Any

from euchre.engine.errors import EuchreError
from euchre.i18n import ngettext

NAME, CLIENT, CODE = "name", "client", "code"
FREE_TRIES = {NAME: 5, CLIENT: 30, CODE: 10}
FIRST_WAIT = 2.0
MAX_WAIT = 300.0
FORGET_AFTER = 900.0


class TooManyTriesError(EuchreError):
    """A sign-in was refused before it was checked: too many wrong tries; the message says when to try again."""

    def __init__(self, message: str, wait: float) -> None:
        super().__init__(message)
        self.wait = wait


def name_key(learner: str) -> str:
    return f"{NAME}:{learner}"


def client_key(client: str) -> str:
    return f"{CLIENT}:{client or '?'}"


def code_key(client: str) -> str:
    return f"{CODE}:{client or '?'}"


def lock_for(key: str, failures: int) -> float:
    """Seconds a key is locked after `failures` tries: none within its free tries, then doubling."""
    over = failures - FREE_TRIES.get(key.split(":", 1)[0], FREE_TRIES[NAME])
    return 0.0 if over <= 0 else min(MAX_WAIT, FIRST_WAIT * 2 ** min(over - 1, 20))


def _now() -> float:
    return time.time()


def take(store: Any, keys: list[str], now: float | None = None) -> None:
    """Count one try against `keys`; TooManyTriesError (saying when to try again) if one is locked."""
    wait = store.take_try(keys, _now() if now is None else now, lock_for, FORGET_AFTER)
    if wait > 0:
        raise TooManyTriesError(try_again_words(wait), wait)


def forgive(store: Any, key: str, *, all_of_them: bool = False) -> None:
    """Take back a try that succeeded (every failure of a name that was opened)."""
    store.forgive_try(key, lock_for, all_of_them=all_of_them)


def try_again_words(wait: float) -> str:
    if wait <= 60:
        seconds = max(1, math.ceil(wait))
        return ngettext("Too many wrong tries. Try again in {n} second.",
                        "Too many wrong tries. Try again in {n} seconds.", seconds)
    minutes = math.ceil(wait / 60)
    return ngettext("Too many wrong tries. Try again in {n} minute, or ask your teacher.",
                    "Too many wrong tries. Try again in {n} minutes, or ask your teacher.", minutes)


__all__ = ["TooManyTriesError", "client_key", "code_key", "forgive", "lock_for", "name_key", "take",
           "try_again_words"]
