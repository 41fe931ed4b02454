"""The shipped library of verified puzzles (`euchre/data/puzzles.jsonl`, one puzzle per line): lookup
by ID, filters by theme, variant and rating, and the puzzle of the day.

The puzzle of the day is picked from the date alone (a SHA-256 of "YYYY-MM-DD"), among puzzles of
middling difficulty whose first decision is a real choice (`Puzzle.clear_choice`: one card, or fewer
than half of the playable cards, reach the goal), so everyone with the same library gets the same
puzzle on the same day.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from euchre.engine.egn.limits import parse_json, read_source
from euchre.engine.errors import EGNError
from euchre.i18n.messages import _, ngettext
from euchre.puzzles.board import PuzzleError
from euchre.puzzles.ids import normalise_id
from euchre.puzzles.model import VARIANTS, Puzzle
from euchre.puzzles.themes import THEMES

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "puzzles.jsonl"
DAILY_RANGE = (1100, 1800)
"""The puzzle of the day is drawn from puzzles rated in this range."""


NEWCOMER_VARIANT = "standard"
"""The puzzle of the day is standard Euchre for anyone who has not picked another variant."""


@dataclass(frozen=True)
class Library:
    puzzles: tuple[Puzzle, ...]
    _by_id: dict[str, Puzzle] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ids = Counter(p.id for p in self.puzzles)
        twice = [i for i, n in ids.items() if n > 1]
        if twice:
            raise PuzzleError(_("puzzle IDs appear twice in the library: {ids}", ids=", ".join(sorted(twice))))
        object.__setattr__(self, "_by_id", {p.id: p for p in self.puzzles})

    def __len__(self) -> int:
        return len(self.puzzles)

    def __iter__(self) -> Iterator[Puzzle]:
        return iter(self.puzzles)

    def __contains__(self, puzzle_id: object) -> bool:
        try:
            return normalise_id(puzzle_id) in self._by_id
        except PuzzleError:
            return False

    def get(self, puzzle_id: str) -> Puzzle:
        """The puzzle with this ID (typed in any case, with or without "puzzle"); PuzzleError if none."""
        key = normalise_id(puzzle_id)
        try:
            return self._by_id[key]
        except KeyError:
            raise PuzzleError(ngettext("there is no puzzle {key} in the library ({n} puzzle)",
                                        "there is no puzzle {key} in the library ({n} puzzles)", len(self),
                                        key=key)) from None

    def select(
        self,
        *,
        theme: str | None = None,
        variant: str | None = None,
        rating: tuple[int, int] | None = None,
    ) -> list[Puzzle]:
        """The puzzles with `theme` among their themes, of `variant`, rated within `rating` (inclusive)."""
        if theme is not None and theme not in THEMES:
            raise PuzzleError(_("unknown theme {theme}: the themes are {themes}", theme=repr(theme),
                                   themes=", ".join(THEMES)))
        if variant is not None and variant not in VARIANTS:
            raise PuzzleError(_("unknown variant {variant}: the variants are {variants}", variant=repr(variant),
                                   variants=", ".join(VARIANTS)))
        out = []
        for p in self.puzzles:
            if theme is not None and theme not in p.themes:
                continue
            if variant is not None and p.variant != variant:
                continue
            if rating is not None and not rating[0] <= p.rating <= rating[1]:
                continue
            out.append(p)
        return out

    def theme_counts(self, variant: str | None = None) -> dict[str, int]:
        """How many puzzles have each theme (every theme listed, in THEMES order)."""
        counts = Counter(t for p in self.select(variant=variant) for t in p.themes)
        return {t: counts.get(t, 0) for t in THEMES}

    def variant_counts(self) -> dict[str, int]:
        counts = Counter(p.variant for p in self.puzzles)
        return {v: counts.get(v, 0) for v in VARIANTS}

    def of_the_day(self, day: dt.date | None = None, variant: str | None = NEWCOMER_VARIANT) -> Puzzle:
        """The puzzle of the day (today, by the local calendar, unless `day` is given), of `variant`:
        standard Euchre unless the learner chose another (None: any variant)."""
        day = day or dt.date.today()
        candidates = self.select(rating=DAILY_RANGE, variant=variant) or self.select(variant=variant) or self.puzzles
        pool = sorted([p for p in candidates if p.clear_choice] or candidates, key=lambda p: p.id)
        if not pool:
            raise PuzzleError(_("the library is empty"))
        digest = hashlib.sha256(f"euchre puzzle of the day {day.isoformat()}".encode()).digest()
        return pool[int.from_bytes(digest[:8], "big") % len(pool)]


def read_puzzles(path: str | Path) -> list[Puzzle]:
    """Every puzzle in a JSON Lines file (blank lines and lines starting with # are skipped).

    The file is read as a game record is (`euchre.engine.egn.limits`): only a regular file, at most
    `MAX_BYTES`, and no line with huge numbers or deep nesting; each refusal is a PuzzleError."""
    try:
        data = read_source(path)
    except EGNError as exc:
        raise PuzzleError(str(exc)) from None
    try:
        lines = (data.decode("utf-8") if isinstance(data, bytes) else data).splitlines()
    except UnicodeDecodeError as exc:
        raise PuzzleError(_("{path}: the bytes are not UTF-8 text (at byte {byte})", path=str(path),
                            byte=exc.start)) from None
    out = []
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        try:
            out.append(Puzzle.from_dict(parse_json(text)))
        except (ValueError, PuzzleError) as exc:
            raise PuzzleError(_("{path}, line {number}: {error}", path=str(path), number=number,
                                error=str(exc))) from None
    return out


def load(path: str | Path | None = None) -> Library:
    """A library from a JSON Lines file (the shipped one by default, read once per process)."""
    if path is None:
        return shipped()
    return Library(tuple(read_puzzles(path)))


@cache
def shipped() -> Library:
    return Library(tuple(read_puzzles(DATA_FILE)))


def get(puzzle_id: str) -> Puzzle:
    """The shipped puzzle with this ID."""
    return shipped().get(puzzle_id)


def puzzle_of_the_day(day: dt.date | None = None, variant: str | None = NEWCOMER_VARIANT) -> Puzzle:
    return shipped().of_the_day(day, variant)
