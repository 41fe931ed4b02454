"""Serving a class from one Voila server: pre-heated kernels for the class quiz page.

A Voila page runs in a kernel of its own, and starting one takes a second or two of CPU. When a
whole class opens the quiz page at once, pre-heated kernels (started and run before anybody asks)
make the page appear at once. `EUCHRE_TUTOR_CLASS_SIZE=30 euchre-tutor` keeps that many kernels
ready for the class quiz page; without it (one learner on a laptop) nothing extra is started.

Once the class has taken those kernels, Voila keeps only LATECOMERS kernels ready for the page
(not the whole class again), so 30 replacement kernels do not start at once and compete for the
CPU with learners who are answering.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from euchre.i18n import _

CLASS_SIZE_ENV = "EUCHRE_TUTOR_CLASS_SIZE"
CLASS_PAGES: tuple[str, ...] = ("exercises/07_class_quiz.ipynb",)
MAX_CLASS_SIZE = 200
LATECOMERS = 3
START_DELAY = 1.0


def class_size(env: Mapping[str, str] | None = None) -> int:
    """The number of learners to keep kernels ready for: $EUCHRE_TUTOR_CLASS_SIZE, else 0."""
    text = (os.environ if env is None else env).get(CLASS_SIZE_ENV, "").strip()
    if not text:
        return 0
    try:
        size = int(text)
    except ValueError:
        raise ValueError(_("{variable} must be a number of learners, not {text}", variable=CLASS_SIZE_ENV,
                           text=repr(text))) from None
    if not 0 <= size <= MAX_CLASS_SIZE:
        raise ValueError(_("{variable} must be between 0 and {most}, not {size}", variable=CLASS_SIZE_ENV,
                           most=MAX_CLASS_SIZE, size=size))
    return size


def preheat_class(voila: Any, size: int, pages: Sequence[str] = CLASS_PAGES) -> list[str]:
    """Give each class page a pool of `size` pre-heated kernels; returns the pages pre-heated.
    Does nothing for size 0 or when Voila's pre-heating is off."""
    manager: Any = getattr(voila, "kernel_manager", None)
    if size <= 0 or manager is None or not hasattr(manager, "fill_if_needed"):
        return []
    config = dict(manager.kernel_pools_config)
    default = dict(config.get("default", {}))
    for page in pages:
        config[page] = {**default, "pool_size": size}
    manager.kernel_pools_config = config
    for page in pages:
        manager.fill_if_needed(delay=START_DELAY, notebook_name=page)  # starts `size` kernels now
    refill = dict(manager.kernel_pools_config)
    for page in pages:
        refill[page] = {**default, "pool_size": min(size, LATECOMERS)}
    manager.kernel_pools_config = refill  # what Voila tops the pool up to after the class arrives
    return list(pages)
