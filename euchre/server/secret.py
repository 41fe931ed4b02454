"""The teacher's secret on the standalone server: from `EUCHRE_TUTOR_TEACHER_SECRET`, or chosen
at a prompt on the first run and kept as an argon2 hash (never the secret itself) in
`$XDG_CONFIG_HOME/euchre-tutor/teacher-secret.argon2`."""

from __future__ import annotations

import getpass
import os
from collections.abc import Callable, Mapping
from pathlib import Path

from euchre.classroom.identity import hash_secret, verify_secret
from euchre.i18n import _

SECRET_ENV = "EUCHRE_TUTOR_TEACHER_SECRET"
SECRET_FILE = "teacher-secret.argon2"
MIN_SECRET = 8


class TeacherSecret:
    """A hashed secret: `check(text)` says whether `text` is it."""

    def __init__(self, hashed: str | None, source: str) -> None:
        self.hashed = hashed
        self.source = source

    @property
    def is_set(self) -> bool:
        return self.hashed is not None

    def check(self, text: str) -> bool:
        return self.hashed is not None and bool(text) and verify_secret(self.hashed, text)


def secret_path(env: Mapping[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    base = Path(env["XDG_CONFIG_HOME"]) if env.get("XDG_CONFIG_HOME") else Path(env.get("HOME", "~")) / ".config"
    return base.expanduser() / "euchre-tutor" / SECRET_FILE


def load_secret(
    env: dict[str, str] | None = None, *, interactive: bool = False, ask: Callable[[str], str] = getpass.getpass,
) -> TeacherSecret:
    """The teacher's secret for this run. The environment variable wins (and is removed from
    `env`, so the kernels never see it); then the stored hash; then, in a terminal, a prompt whose
    answer is stored hashed. Otherwise no secret: the teacher's pages say how to set one."""
    env = os.environ if env is None else env  # type: ignore[assignment]
    text = env.pop(SECRET_ENV, "").strip()  # type: ignore[union-attr]
    if text:
        if len(text) < MIN_SECRET:
            raise ValueError(_("{variable} must have at least {n} characters", variable=SECRET_ENV, n=MIN_SECRET))
        return TeacherSecret(hash_secret(text), f"the {SECRET_ENV} environment variable")
    path = secret_path(env)
    if path.is_file():
        return TeacherSecret(path.read_text(encoding="utf-8").strip(), str(path))
    if not interactive:
        return TeacherSecret(None, "")
    print(_("Choose the teacher's secret: it opens the dashboard and the quiz set maker."))
    print(_("(At least {n} characters; it is stored hashed in {path}. Press Enter to skip.)", n=MIN_SECRET,
            path=str(path)))
    while True:
        first = ask(_("Teacher's secret: ")).strip()
        if not first:
            return TeacherSecret(None, "")
        if len(first) < MIN_SECRET:
            print(_("That is shorter than {n} characters; try again.", n=MIN_SECRET))
            continue
        if ask(_("Type it again: ")).strip() != first:
            print(_("The two did not match; try again."))
            continue
        break
    hashed = hash_secret(first)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(hashed + "\n")
    return TeacherSecret(hashed, str(path))
