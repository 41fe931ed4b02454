"""What every hand state offers for replay: the actions so far and the states they passed through."""

from __future__ import annotations

from typing import Self

from euchre.engine.actions import Action


class StateHistory:
    """A mixin for immutable states linked to the state before them (`parent`, `last_action`)."""

    __slots__ = ()

    parent: Self | None
    last_action: Action | None

    @property
    def last_seat(self) -> int | None:
        """Who made `last_action`."""
        raise NotImplementedError

    @property
    def history(self) -> list[tuple[int, Action]]:
        """Every (seat, action) from the deal to here."""
        out: list[tuple[int, Action]] = []
        node: StateHistory | None = self
        while node is not None and node.last_action is not None:
            assert node.last_seat is not None
            out.append((node.last_seat, node.last_action))
            node = node.parent
        out.reverse()
        return out

    def path(self) -> list[Self]:
        """Every state from the deal to this one."""
        out = []
        node: Self | None = self
        while node is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    @property
    def initial(self) -> Self:
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    @property
    def previous(self) -> Self | None:
        return self.parent
