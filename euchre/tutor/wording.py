"""Small helpers that put engine sentences together into a learner's feedback."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from babel.lists import format_list

from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.ranking import NoTrump, Trump, is_left_bower
from euchre.explain.cards import contract_words
from euchre.explain.plays import card_role
from euchre.i18n import ENGLISH, _, current_language, ngettext, pgettext
from euchre.i18n.seats import seat_label
from euchre.i18n.terms import TERMS
from euchre.i18n.text import capitalize_first
from euchre.i18n.words import Words, joker_words, suit_words


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = text.strip()
    if not text:
        return ""
    text = capitalize_first(text, current_language())
    return text if text[-1] in ".!?" else text + "."


def quoted(label: str) -> str:
    """A choice's label as it stands inside a sentence, in the language's quotation marks ("you chose
    “Pass”"), so a label's capital ("Name clubs", "Pick it up") does not read as a new sentence."""
    return pgettext("a choice's label inside a sentence", "“{label}”", label=label)


def join(*parts: str) -> str:
    return " ".join(sentence(p) for p in parts if p and p.strip())


def and_list(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c" in the current language (Babel's list patterns)."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    if current_language() == ENGLISH:  # the tutor's English has no serial comma
        return ", ".join(items[:-1]) + " and " + items[-1]
    return format_list(items, locale=current_language())


def or_list(items: Sequence[str]) -> str:
    """ "a", "a or b", "a, b or c" in the current language (Babel's "or" list patterns)."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    if current_language() == ENGLISH:
        return ", ".join(items[:-1]) + " or " + items[-1]
    return format_list(items, style="or", locale=current_language())


def either(items: Sequence[str]) -> str:
    """ "J♦ or J♥", "a or b or c": English joins every item with "or"; other languages use their own
    "or" list pattern."""
    if current_language() == ENGLISH:
        return " or ".join(items)
    return or_list(items)


def card_list(cards: Sequence[Card]) -> str:
    """ "J♦", "J♦ and A♥", "J♦, A♥ and 9♠"; the Joker by its name in the current language ("J♦ ja jokeri")."""
    return and_list([str(joker_words()) if c.is_joker else str(c) for c in cards])


def plays_sentence(trick: Sequence[tuple[int, Card]], num_players: int) -> str:
    """ "North led J♦, East played 9♣ and South played A♥." in the current language."""
    first, card = trick[0]
    plays = [pgettext("play", "{player} led {card}", player=seat_label(first, num_players), card=str(card))]
    plays += [pgettext("play", "{player} played {card}", player=seat_label(s, num_players), card=str(c))
              for s, c in trick[1:]]
    return sentence(and_list(plays))


def left_bower_notes(cards: Iterable[Card], trump: Trump | None, already: str, joker: bool = False) -> str:
    """The role of every left bower among `cards` (every jack, in no-trump, where there are no bowers)
    that `already` does not explain yet (`joker`: the deck has a Joker)."""
    notes: list[str] = []
    jacks: list[Card] = []
    for card in dict.fromkeys(cards):
        plain_jack = isinstance(trump, NoTrump) and card.rank == Rank.JACK
        if is_left_bower(card, trump) or plain_jack or (card.is_joker and trump is not None):
            role = card_role(card, trump, joker)
            if role not in already and role not in notes:
                notes.append(role)
                if plain_jack:
                    jacks.append(card)
    if len(jacks) > 1:  # one sentence for every plain jack, not the same sentence per jack
        notes = [n for n in notes if not any(n == card_role(j, trump) for j in jacks)]
        notes.append(ngettext("{cards} is an ordinary jack in no-trump (there are no bowers)",
                              "{cards} are ordinary jacks in no-trump (there are no bowers)", len(jacks),
                              cards=card_list(jacks)))
    return " ".join(sentence(n) for n in notes)


def sits_out(player: str) -> str:
    """ "North sits out this hand, so North cannot lead" in the current language."""
    return _("{player} sits out this hand, so {player} cannot lead", player=player)


def trump_name(trump: Trump) -> Words:
    """ "hearts" / "high no-trump" / "yüksek kozsuz": what a bidder named, in the current language, with
    the cases of a suit's name."""
    return contract_words(trump)


def trump_sentence(trump: Trump) -> str:
    """ "Hearts are trump." / "Koz: kupa." / "This hand is played in low no-trump."."""
    if isinstance(trump, Suit):
        return sentence(_("{suit} are trump.", suit=suit_words(trump)))
    return sentence(_("This hand is played in {trump}.", trump=pgettext(*TERMS[str(trump)])))
