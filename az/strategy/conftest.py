"""Under pytest (nbval), the strategy lessons' simulations use a small sample and run in the foreground,
so every notebook runs in seconds (see `euchre.widgets.strategy.SIM_HANDS_ENV`).

The variable is set only while a notebook's items are being set up, which is when nbval starts the
notebook's kernel (the kernel keeps it), so the rest of the test session never sees it."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

SIM_HANDS = "40"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    before = os.environ.get("EUCHRE_TUTOR_SIM_HANDS")
    os.environ["EUCHRE_TUTOR_SIM_HANDS"] = SIM_HANDS
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("EUCHRE_TUTOR_SIM_HANDS", None)
        else:
            os.environ["EUCHRE_TUTOR_SIM_HANDS"] = before
