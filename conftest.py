"""Test-session options shared by every test folder.

Simulations that take minutes are marked ``@pytest.mark.slow``; they run with ``--run-slow`` (or
``EUCHRE_TUTOR_RUN_SLOW=1``) and are left out of the default run, which stays well inside CI's time.
Checks that only a release must pass (no translation debt: every message and page translated) are
marked ``@pytest.mark.release`` and run with ``--release`` (or ``EUCHRE_TUTOR_RELEASE=1``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

BROWSER_TESTS = Path(__file__).parent / "tests" / "browser"

STRATEGY_SIM_HANDS = "40"
"""Hands per claim while a strategy page (`strategy/`, or its copy in a language folder) runs under
nbval, so each page runs in seconds (see `euchre.widgets.strategy.SIM_HANDS_ENV`)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", default=False, help="also run tests marked slow")
    parser.addoption("--release", action="store_true", default=False,
                     help="also run the release checks (tests marked release: no translation debt)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Playwright's sync API leaves its event loop marked as running in this thread for the rest of the
    # session, so tests that run an event loop of their own (asyncio.run, tornado's test cases) go first.
    items.sort(key=lambda item: BROWSER_TESTS in item.path.parents)
    if not (config.getoption("--release") or os.environ.get("EUCHRE_TUTOR_RELEASE") == "1"):
        release = pytest.mark.skip(reason="a release check: run with --release")
        for item in items:
            if "release" in item.keywords:
                item.add_marker(release)
    if config.getoption("--run-slow") or os.environ.get("EUCHRE_TUTOR_RUN_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow simulation: run with --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    """The strategy pages' small sample is set only while their items are set up, which is when nbval
    starts the notebook's kernel (the kernel keeps it), so no other test sees it."""
    if item.path.parent.name != "strategy" or item.path.suffix != ".ipynb":
        yield
        return
    before = os.environ.get("EUCHRE_TUTOR_SIM_HANDS")
    os.environ["EUCHRE_TUTOR_SIM_HANDS"] = STRATEGY_SIM_HANDS
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("EUCHRE_TUTOR_SIM_HANDS", None)
        else:
            os.environ["EUCHRE_TUTOR_SIM_HANDS"] = before
