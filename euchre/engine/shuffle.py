"""Shuffling a deck of card codes exactly as `random.Random.shuffle` does, for both families."""

from __future__ import annotations

import random
from _random import Random as _CRandom
from collections.abc import Sequence

from euchre.engine.errors import DealError, Refusal

_PyRandom = random.Random
Generator = random.Random | _CRandom
"""What deals a hand: a `random.Random`, or the C type under it that `seeded` makes."""


def seeded(seed: int | str | None) -> random.Random | _CRandom:
    """A Mersenne Twister seeded exactly as `random.Random(seed)` is. For an integer seed it is the C type
    underneath `random.Random`, whose draws are the same, without the Python-level constructor and seed
    method (a noticeable part of a hand that is dealt from a seed of its own)."""
    if type(seed) is int:
        return _CRandom(seed)
    if seed is not None and not isinstance(seed, (int, float, str, bytes, bytearray)):
        raise DealError(Refusal("not_a_seed", {"value": seed}))
    return random.Random(seed)


def shuffle_steps(size: int) -> tuple[tuple[int, int], ...]:
    """The swaps of a shuffle of `size` cards: (position, bits to draw). A draw above the position is
    drawn again, as `random.Random._randbelow` does."""
    return tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


def shuffled(
    deck: Sequence[int], steps: tuple[tuple[int, int], ...], rng: random.Random | _CRandom
) -> list[int]:
    """`deck` shuffled exactly as `rng.shuffle` would: the same numbers drawn in the same order, so seeded
    deals stay reproducible, but without a method call per card."""
    out = list(deck)
    kind = type(rng)
    if kind is not _PyRandom and kind is not _CRandom:
        if not callable(getattr(rng, "shuffle", None)):
            raise DealError(Refusal("not_a_generator", {"value": rng}))
        rng.shuffle(out)  # type: ignore[union-attr]
        return out
    getrandbits = rng.getrandbits
    for i, k in steps:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        out[i], out[j] = out[j], out[i]
    return out
