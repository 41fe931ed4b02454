"""The server's limits at their real defaults, on a simulated clock: the kernel cap counts only
open pages (a learner clicking through more pages than the cap is never refused, a full class is),
closed pages' kernels are shut down, the page rate lets a reader through and stops a burst, and
ending the class makes jupyter_server's own culler take idle kernels sooner."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

from euchre.server.guard import CULL_EVERY, Guard
from euchre.server.limits import (
    CONNECT_GRACE,
    DEFAULT_CULL_AFTER,
    DEFAULT_CULL_CLOSED,
    DEFAULT_PAGE_RATE,
    SOLO_MAX_KERNELS,
    KernelCount,
    Limits,
    RateLimit,
    end_class,
)
from euchre.server.secret import TeacherSecret


def run(coroutine: Any) -> Any:
    """A loop of its own: Playwright's tests leave one running in this thread."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result(timeout=120)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Kernels:
    """The kernel manager calls Voila and a kernel's websocket make, without kernels."""

    def __init__(self) -> None:
        self.running: list[str] = []
        self.shut: list[str] = []

    def list_kernel_ids(self) -> list[str]:
        return list(self.running)

    async def start_kernel(self, **kwargs: object) -> str:
        self.running.append(f"k{len(self.running) + len(self.shut)}")
        return self.running[-1]

    def notify_connect(self, kernel_id: str) -> None:
        pass

    def notify_disconnect(self, kernel_id: str) -> None:
        pass

    async def shutdown_kernel(self, kernel_id: str) -> None:
        self.running.remove(kernel_id)
        self.shut.append(kernel_id)


def solo_guard(clock: Clock) -> tuple[Guard, Kernels]:
    limits = Limits.from_env(0, {})
    guard = Guard(secret=TeacherSecret(None, ""), limits=limits, class_code="ABCDEF",
                  kernels=KernelCount(clock=clock))
    manager = Kernels()
    guard.kernel_manager = manager
    guard.kernels.watch(manager)
    return guard, manager


def test_a_learner_opening_and_closing_more_pages_than_the_cap_is_never_refused() -> None:
    clock = Clock()
    guard, manager = solo_guard(clock)
    assert guard.limits.max_kernels == SOLO_MAX_KERNELS
    for _ in range(3 * SOLO_MAX_KERNELS):
        assert guard.kernels.in_use() < guard.limits.max_kernels  # the page would be served
        kernel = run(manager.start_kernel())
        clock.now += 3.0  # the page runs, then its websocket connects
        manager.notify_connect(kernel)
        assert guard.kernels.in_use() == 1
        clock.now += 10.0  # read for a while, then close the tab (or click the next link)
        manager.notify_disconnect(kernel)
    assert guard.kernels.in_use() == 0
    pages = 3 * SOLO_MAX_KERNELS
    assert len(manager.running) == pages  # nothing shut down yet: Voila alone would keep them 600 s
    clock.now += DEFAULT_CULL_CLOSED / 2
    culled = run(guard.cull_closed())
    recent = [f"k{i}" for i in range(pages) if (pages - 1 - i) * 13.0 < DEFAULT_CULL_CLOSED / 2]
    assert culled and sorted(manager.running) == sorted(recent)  # pages closed 2 minutes ago are gone
    clock.now += DEFAULT_CULL_CLOSED / 2
    run(guard.cull_closed())
    assert manager.running == [] and len(manager.shut) == pages


def test_open_pages_fill_the_cap_and_a_closed_one_makes_room() -> None:
    clock = Clock()
    guard, manager = solo_guard(clock)
    kernels = []
    for _ in range(SOLO_MAX_KERNELS):
        kernels.append(run(manager.start_kernel()))
        manager.notify_connect(kernels[-1])
        clock.now += 1.0
    assert guard.kernels.in_use() == SOLO_MAX_KERNELS  # the next page gets "the class is full"
    clock.now += 3600.0
    assert guard.kernels.in_use() == SOLO_MAX_KERNELS  # open pages keep counting, however long
    assert run(guard.cull_closed()) == []  # and are never shut down by this culler
    manager.notify_disconnect(kernels[4])
    assert guard.kernels.in_use() == SOLO_MAX_KERNELS - 1
    manager.notify_connect(kernels[4])  # the page's websocket reconnects (a network blip)
    assert guard.kernels.in_use() == SOLO_MAX_KERNELS


def test_a_page_that_never_connects_counts_until_its_kernel_is_shut_down_after_the_grace() -> None:
    clock = Clock()
    guard, manager = solo_guard(clock)
    fetched = run(manager.start_kernel())  # a page fetched without a browser: it never connects
    assert guard.kernels.in_use() == 1
    clock.now += CONNECT_GRACE - 1
    assert guard.kernels.in_use() == 1 and run(guard.cull_closed()) == []  # a slow page still has its kernel
    clock.now += 2
    assert guard.kernels.in_use() == 1  # still running, so still counted
    assert run(guard.cull_closed()) == [fetched] and manager.running == []
    assert guard.kernels.in_use() == 0


def test_a_slow_page_that_connects_within_the_grace_keeps_its_kernel() -> None:
    clock = Clock()
    guard, manager = solo_guard(clock)
    slow = run(manager.start_kernel())
    clock.now += CONNECT_GRACE - 5  # a crowded machine: the page connects late, but in time
    manager.notify_connect(slow)
    clock.now += 10 * CONNECT_GRACE
    assert run(guard.cull_closed()) == [] and manager.running == [slow] and guard.kernels.in_use() == 1


def test_one_client_fetching_pages_it_never_opens_cannot_run_kernels_past_the_cap() -> None:
    """The report: 35 fetches from one client in a minute took a server from 40 to 60 kernels,
    because a page that never connected stopped counting after 60 s and ran until Voila's cull."""
    clock = Clock()
    guard, manager = solo_guard(clock)
    most = 0
    for _ in range(600):  # one fetch every 2 s for 20 minutes, each page refused once the cap is reached
        if guard.kernels.in_use() < guard.limits.max_kernels:
            run(manager.start_kernel())
        most = max(most, len(manager.running))
        clock.now += 2.0
        if clock.now % CULL_EVERY < 2.0:
            run(guard.cull_closed())
    assert most <= guard.limits.max_kernels


def test_a_script_opening_and_closing_pages_at_once_leaves_no_more_closed_kernels_than_the_cap() -> None:
    clock = Clock()
    guard, manager = solo_guard(clock)
    for _ in range(3 * SOLO_MAX_KERNELS):  # each page's websocket connects and goes away at once
        kernel = run(manager.start_kernel())
        manager.notify_connect(kernel)
        manager.notify_disconnect(kernel)
        clock.now += 0.5
    assert guard.kernels.in_use() == 0  # closed pages do not count ...
    run(guard.cull_closed())  # ... but only the cap's worth of the latest stay, for a moment
    latest = [f"k{i}" for i in range(2 * SOLO_MAX_KERNELS, 3 * SOLO_MAX_KERNELS)]
    assert manager.running == latest


def test_a_kernel_shut_down_elsewhere_stops_counting() -> None:
    clock = Clock()
    guard, manager = solo_guard(clock)
    kernel = run(manager.start_kernel())
    manager.notify_connect(kernel)
    manager.running.remove(kernel)  # the page's beforeunload shut it down, or Voila's culler did
    assert guard.kernels.in_use() == 0 and run(guard.cull_closed()) == []


# ---- the page rate at its default -------------------------------------------------------------
def test_the_default_page_rate_lets_a_reader_through_and_stops_a_burst() -> None:
    count, seconds = Limits.from_env(30, {}).page_rate
    assert (count, seconds) == DEFAULT_PAGE_RATE == (30, 60.0)
    limit = RateLimit(count, seconds)
    now = 0.0
    for _ in range(600):  # a page every 2.5 s for 25 minutes, from one computer
        assert limit.allow("10.0.0.1", now)
        now += 2.5
    burst = [limit.allow("10.0.0.2", now) for _ in range(count + 1)]
    assert burst == [True] * count + [False]  # 30 at once, then "wait a few seconds"
    assert not limit.allow("10.0.0.2", now + 1.0)
    assert limit.allow("10.0.0.2", now + seconds / count + 0.01)  # one page back every 2 s
    # a whole class behind distinct addresses opens its first pages at the same moment
    assert all(limit.allow(f"10.0.1.{i}", now) for i in range(30) for _ in range(5))


def test_ten_thousand_clients_are_forgotten_once_their_buckets_refill() -> None:
    limit = RateLimit(*DEFAULT_PAGE_RATE)
    for i in range(10_001):
        limit.allow(f"client-{i}", 0.0)
    limit.allow("late", 600.0)
    assert len(limit._buckets) <= 2


# ---- the end of the class, with jupyter_server's own culler -----------------------------------
def test_ending_the_class_makes_the_server_cull_an_idle_open_page_sooner() -> None:
    from jupyter_server._tz import utcnow
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    assert Limits.from_env(30, {}).cull_after == DEFAULT_CULL_AFTER == 180

    async def scenario() -> tuple[bool, bool, bool]:
        manager = AsyncMappingKernelManager(cull_idle_timeout=600, cull_connected=False)
        kernel_id = await manager.start_kernel(kernel_name="python3")
        try:
            manager.notify_connect(kernel_id)  # the learner's tab is still open
            kernel = manager.get_kernel(kernel_id)
            kernel.execution_state = "idle"
            kernel.last_activity = utcnow() - timedelta(seconds=DEFAULT_CULL_AFTER + 20)  # idle 200 s
            await manager.cull_kernel_if_idle(kernel_id)
            kept_during_class = kernel_id in manager
            end_class(manager, DEFAULT_CULL_AFTER)
            kernel.last_activity = utcnow() - timedelta(seconds=DEFAULT_CULL_AFTER - 30)  # idle 150 s
            await manager.cull_kernel_if_idle(kernel_id)
            kept_before_timeout = kernel_id in manager
            kernel.last_activity = utcnow() - timedelta(seconds=DEFAULT_CULL_AFTER + 20)
            await manager.cull_kernel_if_idle(kernel_id)
            return kept_during_class, kept_before_timeout, kernel_id in manager
        finally:
            if kernel_id in manager:
                await manager.shutdown_kernel(kernel_id, now=True)

    kept_during_class, kept_before_timeout, kept_after = run(scenario())
    assert kept_during_class  # during the class a tab left open keeps its kernel for 600 s
    assert kept_before_timeout
    assert not kept_after  # once the class has ended, 180 s idle is enough, tab open or not
