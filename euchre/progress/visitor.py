"""Who opened this page, as the server saw the request: the identity a page's kernel trusts.

The standalone server (`euchre-tutor`) decides, for every page request, whether the browser holds
the teacher's session and which browser it is (a random id in a signed cookie). It writes that as
a `Visitor`, signs it with a key only the server and the kernels it starts know
(`EUCHRE_TUTOR_KERNEL_KEY`, made at start-up), binds it to the kernel that serves the page, and
hands it to that kernel: in the kernel's environment when the kernel is started for the request,
or with the request's other variables when a pre-heated kernel is taken (Voila's request-info
hand-off). Nothing a browser sends can set it: the request's headers and query reach the kernel
under other names, and a token signed for another kernel, or not signed with the key, is ignored.

    token = issue(Visitor(teacher=False, browser="k3J…", client="192.0.2.7"), kernel_id, key)
    env[IDENTITY_ENV] = token
    current_visitor()          # in that kernel: the Visitor, or None when none was handed over

A kernel with no visitor (personal use in JupyterLab, nbval, or a page whose hand-off failed) is
nobody's in particular: `euchre.classroom.identity.Setting` decides what that means per mode.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
import secrets
from collections.abc import Mapping
from dataclasses import asdict, dataclass

IDENTITY_ENV = "EUCHRE_TUTOR_IDENTITY"
"""The signed visitor, in the kernel's environment (set by the server, never by a request)."""
KEY_ENV = "EUCHRE_TUTOR_KERNEL_KEY"
"""The key the server signs visitors with; the kernels inherit it from the server's environment."""
KERNEL_ID_ENV = "VOILA_KERNEL_ID"
"""Voila sets this in every page's kernel, pre-heated or not."""
BROWSER_ID_BYTES = 16
MAX_TOKEN = 2048


@dataclass(frozen=True)
class Visitor:
    """The request behind a page, as the server checked it.

    - `teacher`: the browser holds a live teacher's session (or, under a hub, the hub says so);
    - `browser`: a random id the server keeps in a signed cookie, one per browser: the learner
      whose progress an anonymous page reads and writes;
    - `client`: the client's address as the server sees it (for limits on tries)."""

    teacher: bool = False
    browser: str = ""
    client: str = ""

    @property
    def anonymous_learner(self) -> str:
        """The progress-store name of this browser's anonymous learner ('' without a browser id)."""
        return f"~{self.browser}" if self.browser else ""


def new_browser_id() -> str:
    return secrets.token_urlsafe(BROWSER_ID_BYTES)


def new_key() -> str:
    return secrets.token_urlsafe(32)


def _mac(key: str, body: bytes) -> str:
    return hmac.new(key.encode("utf-8"), body, hashlib.sha256).hexdigest()


def issue(visitor: Visitor, kernel_id: str, key: str) -> str:
    """The visitor as a token for one kernel, signed with `key`."""
    body = json.dumps({**asdict(visitor), "kernel": kernel_id}, separators=(",", ":"), sort_keys=True)
    data = base64.urlsafe_b64encode(body.encode("utf-8")).decode("ascii")
    return f"{data}.{_mac(key, data.encode('ascii'))}"


def read(token: str, kernel_id: str, key: str) -> Visitor | None:
    """The visitor in `token` if it is signed with `key` for `kernel_id`; None otherwise."""
    if not token or not key or not kernel_id or len(token) > MAX_TOKEN or token.count(".") != 1:
        return None
    data, mac = token.split(".")
    if not hmac.compare_digest(mac, _mac(key, data.encode("ascii", "replace"))):
        return None
    try:
        fields = json.loads(base64.urlsafe_b64decode(data.encode("ascii")).decode("utf-8"))
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(fields, dict) or fields.get("kernel") != kernel_id:
        return None
    teacher, browser, client = fields.get("teacher"), fields.get("browser"), fields.get("client")
    if not isinstance(teacher, bool) or not isinstance(browser, str) or not isinstance(client, str):
        return None
    return Visitor(teacher=teacher, browser=browser, client=client)


def current_visitor(env: Mapping[str, str] | None = None) -> Visitor | None:
    """This kernel's visitor, if the server handed one over (checked against the key and the kernel id)."""
    env = os.environ if env is None else env
    return read(env.get(IDENTITY_ENV, ""), env.get(KERNEL_ID_ENV, ""), env.get(KEY_ENV, ""))
