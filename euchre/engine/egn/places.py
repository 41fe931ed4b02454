"""Where in a record a problem is, as facts: "deal 3, alternative line 1, trick 2" is
`within(deal(3), alternative(1), trick(2))`, and `at(where, problem)` is a located problem. Each is a
`Refusal` (a code and its values) that `euchre.explain.errors` words in the language current when it is
shown. EGN's own field names ('playerCards', 'upCard', 'matchFormat') are places as they are: they are
what the file says, in every language."""

from __future__ import annotations

from collections.abc import Sequence

from euchre.engine.errors import Refusal

Place = Refusal | str
"""A place in a record: a fact (`deal(3)`) or an EGN field name."""


def at(where: Place, problem: object) -> Refusal:
    """ "deal 3, trick 2: South played J♥ ...": the problem is a fact, an error or a message."""
    return Refusal("egn_at", {"where": where, "problem": problem})


def within(*parts: Place) -> Place:
    """A place inside a place: "deal 3" and "trick 2" give "deal 3, trick 2"; no places give ""."""
    kept = tuple(p for p in parts if p)
    if not kept:
        return ""
    return kept[0] if len(kept) == 1 else Refusal("egn_within", {"parts": kept})


def _numbered(kind: str, number: object) -> Refusal:
    return Refusal("egn_place", {"kind": kind, "number": number})


def deal(number: object) -> Refusal:
    return _numbered("deal", number)


def game(number: object) -> Refusal:
    return _numbered("game", number)


def call(number: object) -> Refusal:
    return _numbered("call", number)


def trick(number: object) -> Refusal:
    return _numbered("trick", number)


def phase(number: object) -> Refusal:
    return _numbered("phase", number)


def player(number: object) -> Refusal:
    return _numbered("player", number)


def alternative(number: object) -> Refusal:
    return _numbered("alternative line", number)


def _whole(kind: str) -> Refusal:
    return Refusal("egn_whole", {"kind": kind})


def main_line() -> Refusal:
    return _whole("main line")


def the_file() -> Refusal:
    return _whole("file")


def the_match() -> Refusal:
    return _whole("match")


def match_metadata() -> Refusal:
    return _whole("match metadata")


def whole_game() -> Refusal:
    return _whole("game")


def the_kitty() -> Refusal:
    return _whole("the kitty")


def the_discard() -> Refusal:
    return _whole("the discard")


def listed(items: Sequence[str]) -> str:
    """Items joined with commas (a list of cards, of options): the same in every language."""
    return ", ".join(items)
