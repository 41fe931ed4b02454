"""Class mode: kernels kept ready for the class quiz page, and only a few refilled afterwards."""

from __future__ import annotations

from typing import Any

import pytest

from euchre.classroom.serve import CLASS_PAGES, LATECOMERS, class_size, preheat_class


class FakeManager:
    def __init__(self) -> None:
        self.kernel_pools_config: dict[str, Any] = {"default": {"pool_size": 1}}
        self.fill_delay = 5.0
        self.started: list[tuple[str, int]] = []

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None) -> None:
        assert notebook_name is not None
        size = self.kernel_pools_config.get(notebook_name, self.kernel_pools_config["default"])["pool_size"]
        self.started.append((notebook_name, size))


class FakeVoila:
    def __init__(self) -> None:
        self.kernel_manager = FakeManager()


def test_class_size_from_the_environment() -> None:
    assert class_size({}) == 0 and class_size({"EUCHRE_TUTOR_CLASS_SIZE": " 30 "}) == 30
    with pytest.raises(ValueError, match="number of learners"):
        class_size({"EUCHRE_TUTOR_CLASS_SIZE": "lots"})
    with pytest.raises(ValueError, match="between"):
        class_size({"EUCHRE_TUTOR_CLASS_SIZE": "5000"})


def test_the_class_page_gets_a_pool_then_only_a_few_refills() -> None:
    voila = FakeVoila()
    assert preheat_class(voila, 30) == list(CLASS_PAGES)
    manager = voila.kernel_manager
    assert manager.started == [(page, 30) for page in CLASS_PAGES]
    assert all(manager.kernel_pools_config[page]["pool_size"] == LATECOMERS for page in CLASS_PAGES)
    assert manager.kernel_pools_config["default"] == {"pool_size": 1} and manager.fill_delay == 5.0


def test_nothing_happens_without_a_class_or_without_preheating() -> None:
    voila = FakeVoila()
    assert preheat_class(voila, 0) == [] and voila.kernel_manager.started == []
    assert preheat_class(object(), 30) == []
