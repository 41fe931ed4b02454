"""Limits that keep one server usable for a class: how many kernels may run, how fast one client
may open pages, and how soon idle kernels are culled once the class has ended.

    EUCHRE_TUTOR_MAX_KERNELS   kernels in use at once (default: the class size plus a margin)
    EUCHRE_TUTOR_PAGE_RATE     page opens per client, as COUNT/SECONDS (default 30/60)
    EUCHRE_TUTOR_CULL_AFTER    seconds an idle kernel is kept once the teacher ends the class (180)
    EUCHRE_TUTOR_CULL_CLOSED   seconds a page's kernel is kept once the page is closed (120)
    EUCHRE_TUTOR_TRUSTED_PROXIES  addresses (or networks) of the reverse proxies in front of the
                               server, comma-separated, e.g. 127.0.0.1,::1; only a request from one
                               of them may name the client in X-Real-IP / X-Forwarded-For (none)

Open pages count towards the kernel cap: a kernel counts while a browser is connected to it, and
from the moment it is handed to a page until that page connects. A page that has not connected
CONNECT_GRACE seconds after its kernel was handed out never will (nobody is waiting for it: a
script, or a tab closed while loading), and its kernel is shut down at the next look, so every
such kernel counts until it is gone. A learner clicking through the lessons, closing each page, is
never told the class is full: the kernels of closed pages stop counting and are shut down
CULL_CLOSED seconds later (Voila's own cull waits 600 s), or sooner when more closed pages than
the cap are waiting for that, so closed pages never hold more kernels than open ones may.
"""

from __future__ import annotations

import ipaddress
import os
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from euchre.i18n import _

MAX_KERNELS_ENV = "EUCHRE_TUTOR_MAX_KERNELS"
PAGE_RATE_ENV = "EUCHRE_TUTOR_PAGE_RATE"
CULL_AFTER_ENV = "EUCHRE_TUTOR_CULL_AFTER"
DEFAULT_PAGE_RATE = (30, 60.0)
CULL_CLOSED_ENV = "EUCHRE_TUTOR_CULL_CLOSED"
TRUSTED_PROXIES_ENV = "EUCHRE_TUTOR_TRUSTED_PROXIES"
DEFAULT_CULL_AFTER = 180
DEFAULT_CULL_CLOSED = 120
CONNECT_GRACE = 120.0
"""Seconds a page may take to connect to its kernel before the kernel is shut down. The page is sent
only once its cells have run (each cell may wait up to 60 s for output, voila.json's iopub_timeout),
and a crowded machine makes a browser slow to open the socket: twice that wait leaves a slow page
its kernel, while a script fetching pages it never opens holds each kernel (counted) two minutes."""
SOLO_MAX_KERNELS = 20
"""Without a class size: one learner (or a few) browsing the lessons."""


def margin(class_size: int) -> int:
    """Spare kernels above the class size: latecomers, a teacher, a learner with two tabs."""
    return max(5, class_size // 5)


def _int(env: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    text = env.get(name, "").strip()
    if not text:
        return default
    try:
        value = int(text)
    except ValueError:
        raise ValueError(_("{variable} must be a whole number, not {text}", variable=name, text=repr(text))) from None
    if not low <= value <= high:
        raise ValueError(_("{variable} must be between {low} and {high}, not {value}", variable=name, low=low,
                           high=high, value=value))
    return value


@dataclass(frozen=True)
class Limits:
    max_kernels: int
    page_rate: tuple[int, float]
    cull_after: int
    cull_closed: int = DEFAULT_CULL_CLOSED
    trusted_proxies: tuple[Any, ...] = ()
    """Networks of the reverse proxies allowed to name the client (`trusted_proxies`)."""

    @classmethod
    def from_env(cls, class_size: int, env: Mapping[str, str] | None = None) -> Limits:
        env = os.environ if env is None else env
        default = class_size + margin(class_size) if class_size else SOLO_MAX_KERNELS
        rate_text = env.get(PAGE_RATE_ENV, "").strip()
        rate = DEFAULT_PAGE_RATE
        if rate_text:
            match = re.fullmatch(r"(\d{1,5})\s*/\s*(\d{1,5})", rate_text)
            if not match or int(match[1]) < 1 or int(match[2]) < 1:
                raise ValueError(_("{variable} is page opens per seconds, like 30/60, not {text}",
                                   variable=PAGE_RATE_ENV, text=repr(rate_text)))
            rate = (int(match[1]), float(match[2]))
        return cls(
            max_kernels=_int(env, MAX_KERNELS_ENV, default, 1, 1000),
            page_rate=rate,
            cull_after=_int(env, CULL_AFTER_ENV, DEFAULT_CULL_AFTER, 10, 86400),
            cull_closed=_int(env, CULL_CLOSED_ENV, DEFAULT_CULL_CLOSED, 60, 86400),
            trusted_proxies=trusted_proxies(env.get(TRUSTED_PROXIES_ENV, "")),
        )


def trusted_proxies(text: str) -> tuple[Any, ...]:
    """`127.0.0.1, ::1, 10.0.0.0/8` as networks; a typo is an error, not a silent trust."""
    networks = []
    for item in text.replace(";", ",").split(","):
        item = item.strip()
        if not item:
            continue
        try:
            networks.append(ipaddress.ip_network(item, strict=False))
        except ValueError:
            raise ValueError(_("{variable} is a list of addresses like 127.0.0.1,::1, not {text}",
                               variable=TRUSTED_PROXIES_ENV, text=repr(item))) from None
    return tuple(networks)


@dataclass
class RateLimit:
    """A token bucket per client: `count` opens at once, refilled at count/seconds per second."""

    count: int
    seconds: float
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def allow(self, client: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        tokens, last = self._buckets.get(client, (float(self.count), now))
        tokens = min(float(self.count), tokens + (now - last) * self.count / self.seconds)
        allowed = tokens >= 1.0
        self._buckets[client] = (tokens - 1.0 if allowed else tokens, now)
        if len(self._buckets) > 10_000:
            self._forget(now)
        return allowed

    def _forget(self, now: float) -> None:
        rate = self.count / self.seconds
        full = [k for k, (t, last) in self._buckets.items() if t + (now - last) * rate >= self.count]
        for key in full:
            del self._buckets[key]


def _address(text: str) -> Any:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def _trusted(address: Any, proxies: tuple[Any, ...]) -> bool:
    return address is not None and any(address.version == net.version and address in net for net in proxies)


def client_address(remote_ip: str, headers: Mapping[str, str], proxies: tuple[Any, ...] = ()) -> str:
    """Who is asking: the peer's address; only when the peer is one of the trusted `proxies`
    (EUCHRE_TUTOR_TRUSTED_PROXIES), the address it passes in X-Real-IP, else the nearest
    X-Forwarded-For hop that is not itself a trusted proxy. Anyone can send those headers, so
    from any other peer they are ignored."""
    peer = _address(remote_ip)
    if not _trusted(peer, proxies):
        return str(peer) if peer is not None else remote_ip
    real = _address(headers.get("X-Real-IP") or "")
    if real is not None:
        return str(real)
    for hop in reversed((headers.get("X-Forwarded-For") or "").split(",")):
        address = _address(hop)
        if address is None:
            break
        if not _trusted(address, proxies):
            return str(address)
    return str(peer)


class KernelCount:
    """Counts the kernels serving an open page: those handed to a request (from a pool or started
    for it) that a browser is connected to, or that no browser has connected to yet. Pre-heated
    kernels waiting in Voila's pools do not count, nor do the kernels of closed pages; `closed(after)`
    lists those, and the ones whose page did not connect within `grace` seconds, for shutting down.

    `watch(manager)` wraps the two calls Voila's page handler makes on the kernel manager (a pool
    handout and a fresh start), and the two a kernel's websocket makes (connect, disconnect); the
    pools start their own kernels through another path."""

    def __init__(self, grace: float = CONNECT_GRACE, clock: Any = time.monotonic) -> None:
        self.grace = grace
        self.clock = clock
        self.handed: dict[str, float] = {}
        """Kernel id -> when it was handed out, or when its last browser went away."""
        self.waiting: set[str] = set()
        """Handed out, and no browser has connected yet."""
        self.connections: dict[str, int] = {}
        self.manager: Any = None

    def hand_out(self, kernel_id: str) -> None:
        self.handed[kernel_id] = self.clock()
        self.waiting.add(kernel_id)
        self.connections.pop(kernel_id, None)

    def connect(self, kernel_id: str) -> None:
        if kernel_id in self.handed:
            self.waiting.discard(kernel_id)
            self.connections[kernel_id] = self.connections.get(kernel_id, 0) + 1

    def disconnect(self, kernel_id: str) -> None:
        if self.connections.get(kernel_id, 0) > 0:
            self.connections[kernel_id] -= 1
            if not self.connections[kernel_id]:
                self.handed[kernel_id] = self.clock()

    def watch(self, manager: Any) -> None:
        self.manager = manager
        start = manager.start_kernel

        async def start_kernel(*args: Any, **kwargs: Any) -> str:
            result = start(*args, **kwargs)
            kernel_id = await result if hasattr(result, "__await__") else result
            self.hand_out(str(kernel_id))
            return str(kernel_id)

        manager.start_kernel = start_kernel
        if hasattr(manager, "get_rendered_notebook"):
            handout = manager.get_rendered_notebook

            async def get_rendered_notebook(*args: Any, **kwargs: Any) -> Any:
                result = await handout(*args, **kwargs)
                self.hand_out(str(result[2]))
                return result

            manager.get_rendered_notebook = get_rendered_notebook
        for name, note in (("notify_connect", self.connect), ("notify_disconnect", self.disconnect)):
            original = getattr(manager, name, None)
            if original is not None:
                setattr(manager, name, _also(original, note))

    def _prune(self) -> None:
        if self.manager is None:
            return
        running = set(map(str, self.manager.list_kernel_ids()))
        for kernel_id in set(self.handed) - running:
            self.forget(kernel_id)

    def forget(self, kernel_id: str) -> None:
        self.handed.pop(kernel_id, None)
        self.waiting.discard(kernel_id)
        self.connections.pop(kernel_id, None)

    def is_open(self, kernel_id: str, now: float) -> bool:
        """Counts towards the cap: connected, or handed out and not connected yet (however long:
        until it is shut down)."""
        return self.connections.get(kernel_id, 0) > 0 or kernel_id in self.waiting

    def in_use(self) -> int:
        self._prune()
        now = self.clock()
        return sum(self.is_open(kernel_id, now) for kernel_id in self.handed)

    def closed(self, after: float, keep: int | None = None) -> list[str]:
        """Kernels to shut down: those whose page was connected and has been gone for `after`
        seconds (a closed tab, or a page left for another, which cannot come back to them), and
        those handed to a page that has not connected within the grace (it never will). With
        `keep`, closed pages beyond the `keep` most recently closed go too, however recent: a
        script opening pages and closing them at once leaves no more than that running."""
        self._prune()
        now = self.clock()
        due = [k for k, since in self.handed.items() if not self.connections.get(k, 0)
               and now - since >= (self.grace if k in self.waiting else after)]
        if keep is not None:
            left = sorted((since, k) for k, since in self.handed.items()
                          if k not in self.waiting and not self.connections.get(k, 0) and k not in due)
            due += [k for _since, k in left[:max(0, len(left) - keep)]]
        return due


def _also(original: Any, note: Any) -> Any:
    def call(kernel_id: str, *args: Any, **kwargs: Any) -> Any:
        result = original(kernel_id, *args, **kwargs)
        note(str(kernel_id))
        return result

    return call


def end_class(manager: Any, cull_after: int) -> None:
    """Once the class is over: cull kernels idle for `cull_after` seconds, even with a tab open,
    and stop keeping kernels ready for the class pages."""
    manager.cull_idle_timeout = min(int(getattr(manager, "cull_idle_timeout", 0) or cull_after), cull_after)
    manager.cull_connected = True
    if hasattr(manager, "kernel_pools_config"):
        # the classroom's Jupyter imports load only with a Voila that pools kernels
        from euchre.classroom.serve import CLASS_PAGES

        config = dict(manager.kernel_pools_config)
        default = dict(config.get("default", {}))
        for page in CLASS_PAGES:
            config[page] = {**default, "pool_size": 0}
        manager.kernel_pools_config = config
