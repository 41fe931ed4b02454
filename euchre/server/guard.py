"""The server's gate in front of Voila: teacher sessions, the teacher's pages, the kernel cap and
the per-client page rate. Tornado handlers for sign-in, sign-out and ending the class.

The teacher signs in at /euchre/teacher with the secret; the server keeps a random session id and
gives the browser a signed cookie (HttpOnly, SameSite=Strict, Secure behind https) holding it.
Signing out forgets the id, and so does a restart. Pages under teacher/ are served only to a
browser holding a live session; anyone else is sent to the sign-in page (or told the page is the
teacher's). Which page a request is for is decided from the file it reaches (`paths.resolve_page`),
so no other spelling of a teacher's page gets past. The forms carry tornado's XSRF token.

Wrong secrets are counted per client: after FREE_TRIES the client waits, twice as long after each
further wrong try (up to LOCK_MAX seconds), and is told for how long. Another address trying
secrets never locks the teacher out. Each page request also gets its `Visitor` (`visitor_for`):
teacher or not, the browser's id from a signed cookie, and the client.
"""

from __future__ import annotations

import logging
import math
import re
import secrets
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from tornado import web

from euchre.i18n import _, ngettext, use_language
from euchre.progress.visitor import Visitor, new_browser_id
from euchre.server import pages
from euchre.server.limits import KernelCount, Limits, RateLimit, client_address, end_class
from euchre.server.paths import Page
from euchre.server.secret import TeacherSecret

COOKIE = "euchre_teacher"
BROWSER_COOKIE = "euchre_browser"
BROWSER_DAYS = 400
"""The browser id's cookie lasts as long as browsers keep one (about 13 months)."""
BROWSER_ID = re.compile(r"[A-Za-z0-9_-]{16,64}")
SESSION_HOURS = 12
RETRY_AFTER = 60
FREE_TRIES = 5
"""Wrong teacher's secrets a client may send before it has to wait."""
LOCK_FIRST = 30.0
LOCK_MAX = 3600.0
FORGET_AFTER = 24 * 3600.0
"""Seconds after its last wrong try that a client's count starts again."""
CULL_EVERY = 15.0
"""Seconds between two looks for the kernels of closed pages."""
log = logging.getLogger("euchre.server")


@dataclass
class Guard:
    secret: TeacherSecret
    limits: Limits
    class_code: str
    kernel_manager: Any = None
    kernel_key: str = ""
    """The key page kernels' visitors are signed with (also in the kernels' environment)."""
    kernels: KernelCount = field(default_factory=KernelCount)
    class_over: bool = False
    _sessions: dict[str, float] = field(default_factory=dict)
    _culler: Any = field(default=None, init=False, repr=False)
    _pages: RateLimit = field(init=False)
    _sign_ins: SignInLimit = field(init=False)

    def __post_init__(self) -> None:
        self._pages = RateLimit(*self.limits.page_rate)
        self._sign_ins = SignInLimit()

    def client(self, request: Any) -> str:
        """The client's address (a proxy's header counts only from a trusted proxy)."""
        return client_address(request.remote_ip or "", request.headers, self.limits.trusted_proxies)

    def visitor_for(self, handler: web.RequestHandler) -> Visitor:
        """Who asks for this page: teacher or not, which browser (a new id in a cookie if it had
        none, or a forged one), and from where."""
        browser = _browser_id(handler)
        if browser is None:
            browser = new_browser_id()
            handler.set_signed_cookie(BROWSER_COOKIE, browser, expires_days=BROWSER_DAYS, httponly=True,
                                      samesite="Lax", secure=_https(handler.request), path="/")
        return Visitor(teacher=self.is_teacher(_token(handler)), browser=browser, client=self.client(handler.request))

    # ---- teacher sessions ------------------------------------------------------------------
    def new_session(self) -> str:
        token = secrets.token_urlsafe(32)
        self._sessions[token] = time.time() + SESSION_HOURS * 3600
        return token

    def is_teacher(self, token: str | None) -> bool:
        if not token:
            return False
        expires = self._sessions.get(token)
        if expires is None or expires < time.time():
            self._sessions.pop(token, None)
            return False
        return True

    def end_session(self, token: str | None) -> None:
        if token:
            self._sessions.pop(token, None)

    # ---- kernels of closed pages -------------------------------------------------------------
    def start_culling(self) -> None:
        """Shut down closed pages' kernels every CULL_EVERY seconds (call on the server's loop)."""
        from tornado.ioloop import PeriodicCallback

        self._culler = PeriodicCallback(self.cull_closed, CULL_EVERY * 1000)
        self._culler.start()

    async def cull_closed(self) -> list[str]:
        manager = self.kernel_manager
        if manager is None:
            return []
        culled = []
        for kernel_id in self.kernels.closed(self.limits.cull_closed, keep=self.limits.max_kernels):
            self.kernels.forget(kernel_id)
            try:
                result = manager.shutdown_kernel(kernel_id)
                if hasattr(result, "__await__"):
                    await result
            except Exception:  # already gone (its page shut it down, or Voila's culler did)
                log.debug("kernel %s was already gone", kernel_id, exc_info=True)
                continue
            culled.append(kernel_id)
            log.info("kernel %s shut down: its page was closed, or never connected", kernel_id)
        return culled

    # ---- pages -------------------------------------------------------------------------------
    def refuse_page(self, handler: web.RequestHandler, page: Page) -> bool:
        """Answer the request with a notice and return True if the page may not be served now."""
        with use_language(pages.request_language(handler.request, page.path)):
            return self._refuse_page(handler, page)

    def _refuse_page(self, handler: web.RequestHandler, page: Page) -> bool:
        path = page.path
        client = self.client(handler.request)
        if not self._pages.allow(client):
            log.warning("page %s refused to %s: too many page opens", path, client)
            handler.set_status(429)
            handler.set_header("Retry-After", "10")
            handler.finish(pages.slow_down_page())
            return True
        if page.teacher and not self.is_teacher(_token(handler)):
            log.info("teacher page %s sent to sign-in for %s", path, client)
            handler.redirect("/euchre/teacher?next=" + quote("/voila/render/" + path, safe="/"), status=303)
            return True
        in_use = self.kernels.in_use()
        if in_use >= self.limits.max_kernels:
            log.warning("page %s refused to %s: %d kernels in use (the most is %d)", path, client,
                        in_use, self.limits.max_kernels)
            handler.set_status(503)
            handler.set_header("Retry-After", str(RETRY_AFTER))
            handler.finish(pages.class_full_page(RETRY_AFTER))
            return True
        log.info("page %s opened by %s", path, client)
        return False

    def handlers(self) -> list[tuple[str, type, dict[str, Any]]]:
        args = {"guard": self}
        return [
            (r"/euchre/teacher", SignInHandler, args),
            (r"/euchre/teacher/sign-out", SignOutHandler, args),
            (r"/euchre/teacher/end-class", EndClassHandler, args),
        ]


@dataclass
class SignInLimit:
    """Wrong teacher's secrets per client: FREE_TRIES, then a wait that doubles with each wrong
    try (LOCK_FIRST, 2 x LOCK_FIRST, ... up to LOCK_MAX). A right secret clears the client."""

    _clients: dict[str, tuple[int, float, float]] = field(default_factory=dict)
    """Client -> (wrong tries, locked until, last wrong try)."""

    def wait(self, client: str, now: float | None = None) -> float:
        """Seconds this client must still wait before trying (0: it may try now)."""
        now = time.time() if now is None else now
        tries, until, last = self._clients.get(client, (0, 0.0, 0.0))
        if tries and now - last > FORGET_AFTER:
            del self._clients[client]
            return 0.0
        return max(0.0, until - now)

    def failed(self, client: str, now: float | None = None) -> float:
        """Count a wrong try; the seconds the client must now wait."""
        now = time.time() if now is None else now
        self.wait(client, now)
        tries = self._clients.get(client, (0, 0.0, 0.0))[0] + 1
        lock = 0.0 if tries < FREE_TRIES else min(LOCK_MAX, LOCK_FIRST * 2 ** (tries - FREE_TRIES))
        self._clients[client] = (tries, now + lock, now)
        if len(self._clients) > 10_000:
            for key in [k for k, (_n, until, last) in self._clients.items() if until <= now][:5000]:
                del self._clients[key]
        return lock

    def succeeded(self, client: str) -> None:
        self._clients.pop(client, None)


def _browser_id(handler: web.RequestHandler) -> str | None:
    value = handler.get_signed_cookie(BROWSER_COOKIE, max_age_days=BROWSER_DAYS)
    text = value.decode("ascii", "replace") if value else ""
    return text if BROWSER_ID.fullmatch(text) else None


def _token(handler: web.RequestHandler) -> str | None:
    value = handler.get_signed_cookie(COOKIE, max_age_days=SESSION_HOURS / 24)
    return value.decode("ascii", "replace") if value else None


def _https(request: Any) -> bool:
    """Whether the browser reached us over https: directly, or through a reverse proxy on this
    machine that says so in X-Forwarded-Proto."""
    if request.protocol == "https":
        return True
    local = client_address(request.remote_ip or "", {}) in ("127.0.0.1", "::1")
    return local and request.headers.get("X-Forwarded-Proto", "").lower() == "https"


def _safe_next(url: str) -> str:
    """`url` if it is an address of the app's pages with no space or control character (which
    would make the redirect itself fail); else ''."""
    plain = all(ch.isprintable() and not ch.isspace() for ch in url)
    return url if plain and url.startswith("/voila/render/") and "//" not in url and "\\" not in url else ""


def _language(handler: web.RequestHandler) -> str:
    """The language of a sign-in page: the language folder of the page it leads back to
    (`next=/voila/render/tr/teacher/...`), else `?lang=` and the rest (`pages.request_language`)."""
    nxt = _safe_next(handler.get_argument("next", ""))
    return pages.request_language(handler.request, nxt.removeprefix("/voila/render/"))


class _Base(web.RequestHandler):
    def initialize(self, guard: Guard) -> None:
        self.guard = guard

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")

    def show(self, note: str = "", status: int = 200) -> None:
        self.set_status(status)
        xsrf = self.xsrf_form_html()
        if self.guard.is_teacher(_token(self)):
            self.finish(pages.teacher_page(xsrf, self.guard.class_code, note, self.guard.class_over))
        else:
            nxt = _safe_next(self.get_argument("next", ""))
            self.finish(pages.sign_in_page(xsrf, nxt, note, self.guard.secret.is_set))


class SignInHandler(_Base):
    def get(self) -> None:
        with use_language(_language(self)):
            self.show()

    def post(self) -> None:
        with use_language(_language(self)):
            self._sign_in()

    def _sign_in(self) -> None:
        self.check_xsrf_cookie()
        client = self.guard.client(self.request)
        wait = self.guard._sign_ins.wait(client)
        if wait > 0:
            log.warning("teacher sign-in refused to %s: too many wrong tries, %.0f s to wait", client, wait)
            self.locked(wait)
            return
        if not self.guard.secret.check(self.get_body_argument("secret", "")):
            wait = self.guard._sign_ins.failed(client)
            log.warning("teacher sign-in with a wrong secret from %s", client)
            if wait > 0:
                self.locked(wait)
            else:
                self.show(_("That is not the teacher's secret."), status=403)
            return
        self.guard._sign_ins.succeeded(client)
        token = self.guard.new_session()
        self.set_signed_cookie(
            COOKIE, token, expires_days=None, httponly=True, samesite="Strict",
            secure=_https(self.request), path="/",
        )
        log.info("teacher signed in from %s", client)
        nxt = _safe_next(self.get_body_argument("next", ""))
        self.redirect(nxt or pages.keep_language("/euchre/teacher"), status=303)


    def locked(self, wait: float) -> None:
        seconds = max(1, math.ceil(wait))
        self.set_header("Retry-After", str(seconds))
        self.show(ngettext("Too many wrong tries from this computer: you can try again in {n} second.",
                           "Too many wrong tries from this computer: you can try again in {n} seconds.",
                           seconds), status=429)


class SignOutHandler(_Base):
    def post(self) -> None:
        self.check_xsrf_cookie()
        self.guard.end_session(_token(self))
        self.clear_cookie(COOKIE, path="/")
        with use_language(_language(self)):
            self.redirect(pages.keep_language("/euchre/teacher"), status=303)


class EndClassHandler(_Base):
    def post(self) -> None:
        with use_language(pages.request_language(self.request)):
            self._end_class()

    def _end_class(self) -> None:
        self.check_xsrf_cookie()
        if not self.guard.is_teacher(_token(self)):
            raise web.HTTPError(403)
        if self.guard.kernel_manager is not None:
            end_class(self.guard.kernel_manager, self.guard.limits.cull_after)
        self.guard.class_over = True
        log.info("the teacher ended the class: idle kernels are culled after %d s", self.guard.limits.cull_after)
        self.show(ngettext("The class has ended: pages left idle for {n} second are closed.",
                           "The class has ended: pages left idle for {n} seconds are closed.",
                           self.guard.limits.cull_after))
