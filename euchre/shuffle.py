"""Shuffling a deck of card codes exactly as `random.Random.shuffle` does, for both families."""

from __future__ import annotations

import random
from collections.abc import Sequence


def shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The swaps of a shuffle of `size` cards: (position, how many to draw from, bits to draw)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


def shuffled(deck: Sequence[int], steps: tuple[tuple[int, int, int], ...], rng: random.Random) -> list[int]:
    """`deck` shuffled exactly as `rng.shuffle` would: the same numbers drawn in the same order, so seeded
    deals stay reproducible, but without a method call per card."""
    out = list(deck)
    if type(rng) is not random.Random:
        rng.shuffle(out)
        return out
    getrandbits = rng.getrandbits
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        out[i], out[j] = out[j], out[i]
    return out
