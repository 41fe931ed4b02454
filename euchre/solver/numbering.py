"""How the solver numbers the cards of one position: bit i of a mask is one card, each effective suit a
contiguous run in ascending power, trump on top."""

from __future__ import annotations

from collections.abc import Sequence

from euchre.engine.cards import Card, build_deck
from euchre.engine.ranking import Trump, effective_suit, plain_power, trump_power
from euchre.engine.rules import Rules


def card_code(card: Card) -> int:
    """A small integer for a card: rank + 16 * (suit + 1), and 15 (rank of the Joker) for the Joker."""
    suit = card.suit
    return card.rank + 16 * suit + 16 if suit is not None else card.rank


class TrumpInfo:
    """Per trump (or no-trump), for every card code: its effective-suit group (0-3 a plain suit, 4 trump,
    which in no-trump is the Joker alone), whether it follows a suit, and its sort key (group, power)."""

    __slots__ = ("card_of", "group", "sort_key", "suited")

    def __init__(self, trump: Trump) -> None:
        size = 16 * 5
        self.card_of: list[Card | None] = [None] * size
        self.group = [0] * size
        self.suited = [False] * size
        self.sort_key = [0] * size
        for card in build_deck(Rules(min_rank=7, joker=True)):
            code = card_code(card)
            suit = effective_suit(card, trump)
            tp = trump_power(card, trump)
            group = 4 if tp else int(suit)  # type: ignore[arg-type]
            power = tp if tp else plain_power(card, trump)
            self.card_of[code] = card
            self.group[code] = group
            self.suited[code] = suit is not None
            self.sort_key[code] = group * 256 + power


_TRUMP_INFO: dict[Trump, TrumpInfo] = {}


def _trump_info(trump: Trump) -> TrumpInfo:
    info = _TRUMP_INFO.get(trump)
    if info is None:
        info = _TRUMP_INFO[trump] = TrumpInfo(trump)
    return info


class CardTable:
    """Bit i of a mask is `cards[i]`. Effective suits are contiguous runs in ascending power, trump on
    top (in no-trump, the Joker plays that part). Identical cards of a double deck are neighbours."""

    __slots__ = ("all", "cards", "first", "follow", "groups", "lower_twins", "trump_mask", "upper_twins")

    def __init__(self, codes: list[int], trump: Trump) -> None:
        info = _trump_info(trump)
        ordered = sorted(codes, key=info.sort_key.__getitem__)
        card_of = info.card_of
        self.cards: tuple[Card, ...] = tuple([card_of[c] for c in ordered])  # type: ignore[misc]
        everything = self.all = (1 << len(ordered)) - 1
        group_mask = [0] * 5
        group_code = info.group
        first: dict[int, int] = {}
        upper = 0
        prev = -1
        bit = 1
        for i, code in enumerate(ordered):
            group_mask[group_code[code]] |= bit
            if code == prev:
                upper |= bit
                prev = -1  # a third copy would start a new pair (never happens with two decks)
            else:
                first[code] = i
                prev = code
            bit <<= 1
        self.first = first
        self.groups: tuple[int, ...] = tuple([g for g in group_mask if g])
        self.trump_mask = group_mask[4]
        suited = info.suited
        self.follow = {
            1 << i: group_mask[group_code[code]] if suited[code] else everything for i, code in enumerate(ordered)
        }
        self.upper_twins = upper
        self.lower_twins = upper >> 1

    @property
    def group_of(self) -> dict[int, int]:
        """The effective-suit mask of every card bit."""
        return {1 << i: g for g in self.groups for i in range(g.bit_length()) if g >> i & 1}

    def masks(self, groups_of_codes: Sequence[Sequence[int]]) -> list[int]:
        """The masks of several disjoint multisets of cards (with twins, each copy gets its own bit)."""
        nxt = dict(self.first)
        out = []
        for codes in groups_of_codes:
            mask = 0
            for code in codes:
                i = nxt[code]
                nxt[code] = i + 1
                mask |= 1 << i
            out.append(mask)
        return out

    def card(self, bit: int) -> Card:
        return self.cards[bit.bit_length() - 1]
