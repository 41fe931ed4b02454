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
  teacher has signed in (see euchre.server.auth), and, whatever path opened a page, its kernel is
  the teacher's only if the server handed it a signed visitor with the teacher's role
  (`euchre.progress.visitor`): without one a kernel is nobody's, never the teacher's. Tries at
  passphrases and the class code are limited per name and per client (euchre.classroom.limits).
- **Personal use** (a notebook in JupyterLab, nbval): a name is enough; nothing to protect.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import json
import logging
import os
import time
import unicodedata
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from euchre.classroom import limits
from euchre.engine.errors import EuchreError
from euchre.i18n import _
from euchre.progress.records import clean_learner
from euchre.progress.visitor import Visitor, current_visitor

if TYPE_CHECKING:
    from argon2 import PasswordHasher

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
"""The shortest passphrase that still opens a name (passphrases chosen before NEW_PASSPHRASE)."""
NEW_PASSPHRASE = 8
"""The shortest passphrase a learner may choose now."""
MAX_PASSPHRASE = 64
COMMON_PASSPHRASES = frozenset({
    "password", "password1", "passphrase", "12345678", "123456789", "1234567890", "87654321", "qwertyui",
    "qwertyuiop", "asdfghjk", "abcdefgh", "abcd1234", "iloveyou", "letmein1", "sunshine", "football",
    "baseball", "princess", "trustno1", "welcome1", "euchre123", "euchretutor", "myname123", "changeme",
})
"""A few passphrases anyone would try first: refused when a learner chooses one."""
ANONYMOUS_MARK = "~"
"""Browsers' anonymous learners are stored as "~<browser id>"; a typed name never starts with it."""


@functools.cache
def _hasher() -> PasswordHasher:
    """OWASP's minimum for argon2id: 19 MiB and 2 passes, so 30 learners signing in at once stay small.
    Imported on first use: the static edition's pages import this module, and its browser has no argon2
    (nor passphrases: they need the server)."""
    from argon2 import PasswordHasher

    return PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)


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
    visitor: Visitor | None = None
    """On the standalone server, the request behind this page as the server signed it (None: none)."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Setting:
        env = os.environ if env is None else env
        user = env.get(HUB_USER_ENV, "").strip()
        if user:
            return cls(Mode.HUB, hub_user=user, teacher=hub_teacher(env))
        if env.get(SIGN_IN_ENV, "").strip() == "1":
            visitor = current_visitor(env)
            return cls(Mode.SIGN_IN, class_code=env.get(CLASS_CODE_ENV, "").strip().upper(),
                       teacher=visitor is not None and visitor.teacher, visitor=visitor)
        return cls(Mode.PERSONAL, teacher=True)

    @property
    def learner_can_type_name(self) -> bool:
        return self.mode is not Mode.HUB

    @property
    def needs_passphrase(self) -> bool:
        return self.mode is Mode.SIGN_IN

    @property
    def may_teach(self) -> bool:
        """Whether this kernel may read the class's data. On the standalone server only a kernel whose
        signed visitor holds the teacher's role (a kernel without a visitor is nobody's, whatever page
        it runs); on the hub the role comes from the hub; personal use is the owner's."""
        if self.mode is Mode.SIGN_IN:
            return self.visitor is not None and self.visitor.teacher
        return self.teacher

    @property
    def client(self) -> str:
        """The client's address as the server saw it ('' without a visitor): the key of limits on tries."""
        return self.visitor.client if self.visitor is not None else ""


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
    return _hasher().hash(_normal(secret))


def verify_secret(hashed: str, secret: str) -> bool:
    from argon2.exceptions import InvalidHashError, VerificationError

    try:
        return _hasher().verify(hashed, _normal(secret))
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


def check_new_passphrase(passphrase: str, learner: str) -> str:
    """A passphrase a learner may choose now: NEW_PASSPHRASE characters or more, not their name, not
    one character over and over, not one of the first passphrases anyone tries. SignInError why not."""
    text = check_passphrase(passphrase)
    folded = "".join(text.casefold().split())
    if len(text) < NEW_PASSPHRASE:
        raise SignInError(_("Choose a passphrase of at least {n} characters: two or three words you will remember.",
                            n=NEW_PASSPHRASE))
    if folded in ("".join(learner.casefold().split()), "".join(reversed("".join(learner.casefold().split())))):
        raise SignInError(_("Your passphrase cannot be your name: choose words only you know."))
    if len(set(folded)) <= 2 or folded in COMMON_PASSPHRASES or folded in _runs():
        raise SignInError(_("That passphrase is too easy to guess: choose two or three words only you know."))
    return text


@functools.cache
def _runs() -> frozenset[str]:
    """Keyboard and alphabet runs such as 12345678 or abcdefghi, as someone might type them."""
    runs = set()
    for line in ("0123456789", "abcdefghijklmnopqrstuvwxyz", "qwertyuiop", "asdfghjkl", "zxcvbnm"):
        for start in range(len(line)):
            for end in range(start + NEW_PASSPHRASE, len(line) + 1):
                runs.add(line[start:end])
                runs.add(line[start:end][::-1])
    return frozenset(runs)


def check_class_code(setting: Setting, code: str, store: object | None = None) -> None:
    """SignInError unless `code` is the class's code; with a store, tries are limited per client."""
    if setting.mode is not Mode.SIGN_IN or not setting.class_code:
        return
    if not code.strip():
        raise SignInError(_("Type the class code first: it is on the board, or ask your teacher for it."))
    key = limits.code_key(setting.client)
    if store is not None:
        limits.take(store, [key])
    if not hmac.compare_digest("".join(code.split()).upper().encode(), setting.class_code.encode()):
        log.warning("a wrong class code from client %s", setting.client or "?")
        raise SignInError(_("That is not this class's code: ask your teacher for it (it is on the board)."))
    if store is not None:
        limits.forgive(store, key)


_opened: set[str] = set()
"""The learners whose passphrase was given on this kernel (this page): the only ones whose answers it
may read on the standalone server (see euchre.classroom.access)."""


def opened_here(learner: str) -> bool:
    return learner in _opened


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
    if learner.startswith(ANONYMOUS_MARK):
        raise SignInError(_("A name cannot start with {mark}: type your own name.", mark=ANONYMOUS_MARK))
    check_class_code(setting, class_code, store)
    text = check_passphrase(passphrase)
    name_key, client_key = limits.name_key(learner), limits.client_key(setting.client)
    limits.take(store, [name_key, client_key])
    stored = store.passphrase_hash(learner)  # type: ignore[attr-defined]
    if stored is None:
        try:
            check_new_passphrase(text, learner)
        except SignInError:
            limits.forgive(store, name_key)
            limits.forgive(store, client_key)
            raise
        if store.claim_passphrase(learner, hash_secret(text), time.time()):  # type: ignore[attr-defined]
            return _opened_by(store, learner, name_key, client_key)
        stored = store.passphrase_hash(learner)  # type: ignore[attr-defined]
    if stored is None or not verify_secret(stored, text):
        log.warning("a wrong passphrase for %r from client %s", learner, setting.client or "?")
        raise SignInError(_("That passphrase does not open {learner}'s answers. Check it, or ask your teacher to "
                            "reset it.", learner=learner))
    if _hasher().check_needs_rehash(stored):
        store.replace_passphrase(learner, hash_secret(text))  # type: ignore[attr-defined]
    return _opened_by(store, learner, name_key, client_key)


def _opened_by(store: object, learner: str, name_key: str, client_key: str) -> str:
    limits.forgive(store, name_key, all_of_them=True)
    limits.forgive(store, client_key)
    _opened.add(learner)
    return learner
