"""Test-session options shared by every test folder.

Simulations that take minutes are marked ``@pytest.mark.slow``; they run with ``--run-slow`` (or
``EUCHRE_TUTOR_RUN_SLOW=1``) and are left out of the default run, which stays well inside CI's time.
"""

from __future__ import annotations

import os

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", default=False, help="also run tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--run-slow") or os.environ.get("EUCHRE_TUTOR_RUN_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow simulation: run with --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
