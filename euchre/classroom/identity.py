"""Who is answering: learners' passphrases, the teacher's secret, and the identity a page's kernel
is given by the server it runs under. Pure Python (argon2-cffi for the hashes); no widget code.

Three ways the app runs, read from the kernel's environment (which the server sets, and a browser
cannot change):

- **JupyterHub**: `JUPYTERHUB_USER` is the learner. Teachers are the hub's admins and the members
  of its teachers' group (`EUCHRE_TUTOR_TEACHER_GROUP`, default "teachers"), asked of the hub's API
  each time a page checks (the server's own token, `JUPYTERHUB_API_TOKEN`, may read its user's name,
  admin flag and groups), with the answer kept ROLE_CACHE_SECONDS. So a teacher added to the group
  is a teacher on the next page, without restarting their server. Without the hub's API in the
  environment, `EUCHRE_TUTOR_ROLE=teacher` marks a teacher; if the hub does not answer, nobody is.
- **The standalone server** (`euchre-tutor`, which sets `EUCHRE_TUTOR_SIGN_IN=1`): a learner joins
  with the class code, their name and a passphrase they choose on first use (kept as an argon2
  hash in the progress store). The teacher's pages are refused by the server itself unless the
  teacher has signed in (see euchre.server.auth).
- **Personal use** (a notebook in JupyterLab, nbval): a name is enough; nothing to protect.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
import unicodedata
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from euchre.errors import EuchreError
from euchre.i18n import _
from euchre.progress.records import clean_learner

SIGN_IN_ENV = "EUCHRE_TUTOR_SIGN_IN"
ROLE_ENV = "EUCHRE_TUTOR_ROLE"
CLASS_CODE_ENV = "EUCHRE_TUTOR_CLASS_CODE"
HUB_USER_ENV = "JUPYTERHUB_USER"
HUB_API_URL_ENV = "JUPYTERHUB_API_URL"
HUB_API_TOKEN_ENV = "JUPYTERHUB_API_TOKEN"
TEACHER_GROUP_ENV = "EUCHRE_TUTOR_TEACHER_GROUP"
DEFAULT_TEACHER_GROUP = "teachers"
ROLE_CACHE_SECONDS = 30.0
"""How long a kernel trusts the hub's answer about its user's role before asking again."""
HUB_TIMEOUT = 5.0
log = logging.getLogger("euchre.classroom")
MIN_PASSPHRASE = 4
MAX_PASSPHRASE = 64

_HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)
"""OWASP's minimum for argon2id: 19 MiB and 2 passes, so 30 learners signing in at once stay small."""


class SignInError(EuchreError):
    """A sign-in was refused; the message says why in words a learner understands."""


class Mode(Enum):
    HUB = "hub"
    SIGN_IN = "sign-in"
    PERSONAL = "personal"


@dataclass(frozen=True)
class Setting:
    """How this kernel's server identifies people."""

    mode: Mode
    hub_user: str = ""
    teacher: bool = False
    class_code: str = ""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Setting:
        env = os.environ if env is None else env
        user = env.get(HUB_USER_ENV, "").strip()
        if user:
            return cls(Mode.HUB, hub_user=user, teacher=hub_teacher(env))
        if env.get(SIGN_IN_ENV, "").strip() == "1":
            return cls(Mode.SIGN_IN, class_code=env.get(CLASS_CODE_ENV, "").strip().upper())
        return cls(Mode.PERSONAL, teacher=True)

    @property
    def learner_can_type_name(self) -> bool:
        return self.mode is not Mode.HUB

    @property
    def needs_passphrase(self) -> bool:
        return self.mode is Mode.SIGN_IN

    @property
    def may_teach(self) -> bool:
        """Whether this kernel may show the teacher's widgets. On the standalone server the server
        refuses teacher pages to anyone not signed in as the teacher, so a kernel running one was
        opened by the teacher; on the hub the role comes from the hub; personal use is the owner's."""
        return self.mode is Mode.SIGN_IN or self.teacher


_roles: dict[str, tuple[float, bool]] = {}


def hub_teacher(env: Mapping[str, str], now: float | None = None) -> bool:
    """Whether the hub says this server's user is a teacher: an admin, or in the teachers' group.
    Asked of the hub's API (`GET $JUPYTERHUB_API_URL/user` with the server's token), and kept for
    ROLE_CACHE_SECONDS; without the API in the environment, `EUCHRE_TUTOR_ROLE`."""
    url = env.get(HUB_API_URL_ENV, "").strip().rstrip("/")
    token = env.get(HUB_API_TOKEN_ENV, "").strip()
    if not url or not token:
        return env.get(ROLE_ENV, "").strip().lower() == "teacher"
    group = env.get(TEACHER_GROUP_ENV, "").strip() or DEFAULT_TEACHER_GROUP
    key = hashlib.sha256(f"{url}\0{token}\0{group}".encode()).hexdigest()
    now = time.monotonic() if now is None else now
    cached = _roles.get(key)
    if cached is not None and now < cached[0]:
        return cached[1]
    try:
        model = _hub_user(url, token)
    except (OSError, ValueError) as exc:
        log.error("the hub's API did not say who %s is (%s): treated as a learner",
                  env.get(HUB_USER_ENV, "?"), exc)
        return False
    teacher = bool(model.get("admin")) or group in (model.get("groups") or [])
    if model.get("name") != env.get(HUB_USER_ENV, "").strip():
        log.error("the hub's API names %r, not this server's user: treated as a learner", model.get("name"))
        teacher = False
    _roles[key] = (now + ROLE_CACHE_SECONDS, teacher)
    return teacher


def _hub_user(url: str, token: str) -> dict:
    request = urllib.request.Request(url + "/user", headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=HUB_TIMEOUT) as response:
        model = json.loads(response.read(1 << 20).decode("utf-8"))
    if not isinstance(model, dict):
        raise ValueError("the hub's answer is not a user")
    return model


def forget_roles() -> None:
    """Ask the hub again on the next check (tests, and a teacher's "check again")."""
    _roles.clear()


def hash_secret(secret: str) -> str:
    return _HASHER.hash(_normal(secret))


def verify_secret(hashed: str, secret: str) -> bool:
    try:
        return _HASHER.verify(hashed, _normal(secret))
    except (VerificationError, InvalidHashError):
        return False


def _normal(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def check_passphrase(passphrase: str) -> str:
    text = _normal(passphrase.strip())
    if len(text) < MIN_PASSPHRASE:
        raise SignInError(_("Choose a passphrase of at least {n} characters (a short word you will remember).",
                            n=MIN_PASSPHRASE))
    if len(text) > MAX_PASSPHRASE:
        raise SignInError(_("A passphrase has at most {n} characters.", n=MAX_PASSPHRASE))
    return text


def check_class_code(setting: Setting, code: str) -> None:
    if setting.mode is not Mode.SIGN_IN or not setting.class_code:
        return
    if "".join(code.split()).upper() != setting.class_code:
        raise SignInError(_("That is not this class's code: ask your teacher for it (it is on the board)."))


def sign_in_learner(store: object, name: str, passphrase: str, *, class_code: str = "",
                    setting: Setting | None = None) -> str:
    """The learner's name once they are who they say: under JupyterHub the hub user (whatever was
    typed), on the standalone server the name whose passphrase matches (set on first use), and in
    personal use the name typed. Raises SignInError saying why not."""
    setting = setting or Setting.from_env()
    if setting.mode is Mode.HUB:
        return clean_learner(setting.hub_user)
    if not name.strip():
        raise SignInError(_("Type your name first, so your teacher sees your answers."))
    learner = clean_learner(name)
    if setting.mode is Mode.PERSONAL:
        return learner
    check_class_code(setting, class_code)
    text = check_passphrase(passphrase)
    stored = store.passphrase_hash(learner)  # type: ignore[attr-defined]
    if stored is None:
        if store.claim_passphrase(learner, hash_secret(text), time.time()):  # type: ignore[attr-defined]
            return learner
        stored = store.passphrase_hash(learner)  # type: ignore[attr-defined]
    if stored is None or not verify_secret(stored, text):
        raise SignInError(_("That passphrase does not open {learner}'s answers. Check it, or ask your teacher to "
                            "reset it.", learner=learner))
    if _HASHER.check_needs_rehash(stored):
        store.replace_passphrase(learner, hash_secret(text))  # type: ignore[attr-defined]
    return learner
