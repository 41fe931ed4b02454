"""A bot's reason in the third person: the bots give their reasons to the player ("you hold A♦ and
J♦, so call trump ..."), which is right for a hint; a note about another player, or a log line read
back after the hand, says it of that player ("Eli holds A♦ and J♦, so call trump ...")."""

from __future__ import annotations

import re

_THIRD = (
    (r"\byou hold\b", "{name} holds"), (r"\byou have\b", "{name} has"), (r"\byou are\b", "{name} is"),
    (r"\byou're\b", "{name} is"), (r"\byou've\b", "{name} has"),
    (r"\byour side's\b", "{name}'s side's"), (r"\byours\b", "{name}'s"), (r"\byour\b", "{name}'s"),
    (r"\byourself\b", "{name}"), (r"\byou\b", "{name}"),
)


def third_person(text: str, name: str) -> str:
    """A bot's reason ("you hold A♦ and J♦, so ...", said to the player) as a note about `name`
    ("Eli holds A♦ and J♦, so ...")."""
    for pattern, repl in _THIRD:
        text = re.sub(pattern, repl.format(name=name), text, flags=re.IGNORECASE)
    return text


def has_second_person(text: str) -> bool:
    return re.search(r"\byou(r|rs|rself|'re|'ve)?\b", text, flags=re.IGNORECASE) is not None
