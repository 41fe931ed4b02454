"""Small helpers that put engine sentences together into a learner's feedback."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from euchre.cards import Card, Rank, Suit
from euchre.explain import card_role
from euchre.ranking import NoTrump, Trump, is_left_bower


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = text.strip()
    if not text:
        return ""
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def join(*parts: str) -> str:
    return " ".join(sentence(p) for p in parts if p and p.strip())


def card_list(cards: Sequence[Card]) -> str:
    """ "J♦", "J♦ and A♥", "J♦, A♥ and 9♠"."""
    names = [str(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def left_bower_notes(cards: Iterable[Card], trump: Trump | None, already: str) -> str:
    """The role of every left bower among `cards` (every jack, in no-trump, where there are no bowers)
    that `already` does not explain yet."""
    notes: list[str] = []
    for card in dict.fromkeys(cards):
        plain_jack = isinstance(trump, NoTrump) and card.rank == Rank.JACK
        if is_left_bower(card, trump) or plain_jack or (card.is_joker and trump is not None):
            role = card_role(card, trump)
            if role not in already and role not in notes:
                notes.append(role)
    return " ".join(sentence(n) for n in notes)


def trump_sentence(trump: Trump) -> str:
    if isinstance(trump, Suit):
        return f"{trump.plural.capitalize()} are trump."
    return sentence(f"this hand is played in {trump}")
