"""The server's gate in front of Voila: teacher sessions, the teacher's pages, the kernel cap and
the per-client page rate. Tornado handlers for sign-in, sign-out and ending the class.

The teacher signs in at /euchre/teacher with the secret; the server keeps a random session id and
gives the browser a signed cookie (HttpOnly, SameSite=Strict, Secure behind https) holding it.
Signing out forgets the id, and so does a restart. Pages under teacher/ are served only to a
browser holding a live session; anyone else is sent to the sign-in page (or told the page is the
teacher's). The forms carry tornado's XSRF token.
"""

from __future__ import annotations

import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from tornado import web

from euchre.i18n import _, ngettext, use_language
from euchre.server import pages
from euchre.server.limits import KernelCount, Limits, RateLimit, client_address, end_class
from euchre.server.secret import TeacherSecret

COOKIE = "euchre_teacher"
SESSION_HOURS = 12
TEACHER_PREFIX = "teacher/"
RETRY_AFTER = 60
SIGN_IN_RATE = (5, 60.0)
CULL_EVERY = 15.0
"""Seconds between two looks for the kernels of closed pages."""
log = logging.getLogger("euchre.server")


@dataclass
class Guard:
    secret: TeacherSecret
    limits: Limits
    class_code: str
    kernel_manager: Any = None
    kernels: KernelCount = field(default_factory=KernelCount)
    class_over: bool = False
    _sessions: dict[str, float] = field(default_factory=dict)
    _culler: Any = field(default=None, init=False, repr=False)
    _pages: RateLimit = field(init=False)
    _sign_ins: RateLimit = field(init=False)

    def __post_init__(self) -> None:
        self._pages = RateLimit(*self.limits.page_rate)
        self._sign_ins = RateLimit(*SIGN_IN_RATE)

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
        for kernel_id in self.kernels.closed(self.limits.cull_closed):
            self.kernels.forget(kernel_id)
            try:
                result = manager.shutdown_kernel(kernel_id)
                if hasattr(result, "__await__"):
                    await result
            except Exception:  # already gone (its page shut it down, or Voila's culler did)
                log.debug("kernel %s was already gone", kernel_id, exc_info=True)
                continue
            culled.append(kernel_id)
            log.info("kernel %s shut down: its page was closed %d s ago", kernel_id, self.limits.cull_closed)
        return culled

    # ---- pages -------------------------------------------------------------------------------
    def refuse_page(self, handler: web.RequestHandler, path: str) -> bool:
        """Answer the request with a notice and return True if the page may not be served now."""
        with use_language(pages.request_language(handler.request, path)):
            return self._refuse_page(handler, path)

    def _refuse_page(self, handler: web.RequestHandler, path: str) -> bool:
        client = client_address(handler.request.remote_ip or "", handler.request.headers)
        if not self._pages.allow(client):
            log.warning("page %s refused to %s: too many page opens", path, client)
            handler.set_status(429)
            handler.set_header("Retry-After", "10")
            handler.finish(pages.slow_down_page())
            return True
        if path.startswith(TEACHER_PREFIX) and not self.is_teacher(_token(handler)):
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
    return url if url.startswith("/voila/render/") and "//" not in url and "\\" not in url else ""


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
        with use_language(pages.request_language(self.request)):
            self.show()

    def post(self) -> None:
        with use_language(pages.request_language(self.request)):
            self._sign_in()

    def _sign_in(self) -> None:
        self.check_xsrf_cookie()
        client = client_address(self.request.remote_ip or "", self.request.headers)
        if not self.guard._sign_ins.allow(client):
            log.warning("teacher sign-in refused to %s: too many tries", client)
            self.show(_("Too many tries: wait a minute, then try again."), status=429)
            return
        if not self.guard.secret.check(self.get_body_argument("secret", "")):
            log.warning("teacher sign-in with a wrong secret from %s", client)
            self.show(_("That is not the teacher's secret."), status=403)
            return
        token = self.guard.new_session()
        self.set_signed_cookie(
            COOKIE, token, expires_days=None, httponly=True, samesite="Strict",
            secure=_https(self.request), path="/",
        )
        log.info("teacher signed in from %s", client)
        nxt = _safe_next(self.get_body_argument("next", ""))
        self.redirect(nxt or "/euchre/teacher", status=303)


class SignOutHandler(_Base):
    def post(self) -> None:
        self.check_xsrf_cookie()
        self.guard.end_session(_token(self))
        self.clear_cookie(COOKIE, path="/")
        self.redirect("/euchre/teacher", status=303)


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
