"""Hand a kernel (this test process) a visitor the way the class server does: a token signed with the
server's key for this kernel's id, in the kernel's environment."""

from __future__ import annotations

import pytest

from euchre.classroom import identity
from euchre.progress.visitor import IDENTITY_ENV, KERNEL_ID_ENV, KEY_ENV, Visitor, issue

KEY = "the-servers-kernel-key"
KERNEL = "kernel-of-this-page"


def hand_over(monkeypatch: pytest.MonkeyPatch, visitor: Visitor | None, *, kernel: str = KERNEL,
              key: str = KEY) -> None:
    """This kernel's visitor becomes `visitor` (signed for `kernel` with `key`); None: no visitor."""
    monkeypatch.setenv(KEY_ENV, KEY)
    monkeypatch.setenv(KERNEL_ID_ENV, KERNEL)
    if visitor is None:
        monkeypatch.delenv(IDENTITY_ENV, raising=False)
    else:
        monkeypatch.setenv(IDENTITY_ENV, issue(visitor, kernel, key))


def forget_sign_ins() -> None:
    """A new page: no learner has given their passphrase in this kernel yet."""
    identity._opened.clear()


TEACHER = Visitor(teacher=True, browser="teachers-browser", client="192.0.2.1")
LEARNER = Visitor(teacher=False, browser="learners-browser", client="192.0.2.7")
