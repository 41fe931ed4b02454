"""Short codes that reproduce a question or a set of questions.

A question code is a kind letter, a difficulty and a seed in Crockford base32: ``W3-8F2K``.
A set code has one letter per kind in the set: ``WFE2-8F2K``. A question code is also a valid
set code for a one-kind set, and that set starts with exactly that question.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from euchre.errors import QuizCodeError
from euchre.tutor.kinds import KIND_LETTERS, LETTER_KINDS, check_difficulty, check_kind

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous."""
_DECODE = {ch: i for i, ch in enumerate(ALPHABET)}
_DECODE.update({"O": 0, "I": 1, "L": 1})

SEED_BITS = 20
SEED_CHARS = 4
MAX_SEED_CHARS = 8
_FORM = (
    f"a code looks like 'W3-8F2K': kind letters ({', '.join(KIND_LETTERS.values())}), a difficulty 1-3, a dash "
    "and a seed"
)
_PATTERN = re.compile(r"^([A-Z]+)([0-9])-([0-9A-Z]+)$")


@dataclass(frozen=True)
class SetCode:
    """The parts of a set code: the kinds in order, the difficulty and the seed."""

    kinds: tuple[str, ...]
    difficulty: int
    seed: int

    def __str__(self) -> str:
        return format_set_code(self.kinds, self.difficulty, self.seed)


@dataclass(frozen=True)
class QuestionCode:
    """The parts of a question code."""

    kind: str
    difficulty: int
    seed: int

    def __str__(self) -> str:
        return format_code(self.kind, self.difficulty, self.seed)


def encode_seed(seed: int) -> str:
    if seed < 0:
        raise ValueError("a seed must not be negative")
    out = ""
    while seed:
        seed, digit = divmod(seed, 32)
        out = ALPHABET[digit] + out
    return out.rjust(SEED_CHARS, "0")


def decode_seed(text: str) -> int:
    value = 0
    for ch in text:
        if ch not in _DECODE:
            raise QuizCodeError(f"{ch!r} cannot appear in a code's seed: {_FORM}")
        value = value * 32 + _DECODE[ch]
    return value


def random_seed(rng: random.Random | None = None) -> int:
    return (rng or random.Random()).getrandbits(SEED_BITS)


def format_code(kind: str, difficulty: int, seed: int) -> str:
    return f"{KIND_LETTERS[check_kind(kind)]}{check_difficulty(difficulty)}-{encode_seed(seed)}"


def format_set_code(kinds: tuple[str, ...], difficulty: int, seed: int) -> str:
    if not kinds:
        raise ValueError("a set needs at least one kind of question")
    letters = "".join(KIND_LETTERS[check_kind(k)] for k in kinds)
    return f"{letters}{check_difficulty(difficulty)}-{encode_seed(seed)}"


def parse_set_code(code: object) -> SetCode:
    """Read a set code (or a question code); raises QuizCodeError saying what is wrong."""
    if not isinstance(code, str):
        raise QuizCodeError(f"{code!r} is not a code: {_FORM}")
    text = "".join(code.split()).upper().replace("–", "-")
    if not text:
        raise QuizCodeError(f"the code is empty: {_FORM}")
    match = _PATTERN.match(text)
    if match is None:
        raise QuizCodeError(f"{code.strip()!r} is not a quiz code: {_FORM}")
    letters, digit, seed_text = match.groups()
    unknown = [ch for ch in letters if ch not in LETTER_KINDS]
    if unknown:
        raise QuizCodeError(f"{unknown[0]!r} is not a kind letter in {code.strip()!r}: {_FORM}")
    if len(set(letters)) != len(letters):
        raise QuizCodeError(f"{code.strip()!r} names a kind twice: {_FORM}")
    difficulty = int(digit)
    if difficulty not in (1, 2, 3):
        raise QuizCodeError(f"the difficulty in {code.strip()!r} must be 1, 2 or 3, not {difficulty}: {_FORM}")
    if len(seed_text) > MAX_SEED_CHARS:
        raise QuizCodeError(
            f"the seed in {code.strip()!r} is too long (at most {MAX_SEED_CHARS} characters): {_FORM}"
        )
    seed = decode_seed(seed_text)
    return SetCode(tuple(LETTER_KINDS[ch] for ch in letters), difficulty, seed)


def parse_code(code: object) -> QuestionCode:
    """Read a question code such as "W3-8F2K"; raises QuizCodeError saying what is wrong."""
    parsed = parse_set_code(code)
    if len(parsed.kinds) != 1:
        raise QuizCodeError(f"{str(code).strip()!r} is a set code; a question code has one kind letter")
    return QuestionCode(parsed.kinds[0], parsed.difficulty, parsed.seed)


def question_seed(set_code: SetCode, index: int) -> tuple[str, int]:
    """The kind and seed of question `index` of a set: question 0 is the set's own seed."""
    if index < 0:
        raise ValueError("a question index must not be negative")
    if index == 0:
        return set_code.kinds[0], set_code.seed
    rng = random.Random((set_code.seed << 16) ^ index)
    kind = set_code.kinds[rng.randrange(len(set_code.kinds))]
    return kind, rng.getrandbits(SEED_BITS)
