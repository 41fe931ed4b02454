"""Inferring the dealt hands from the cards each seat plays.

EGN files rarely record the hands. The cards nobody saw are filled in from the unseen cards,
never in a suit the seat later shows void in; they are returned as inferred, placeholders rather
than facts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence, Set
from itertools import combinations

from euchre.engine.cards import Card, build_deck
from euchre.engine.egn import places
from euchre.engine.egn.lines import Line
from euchre.engine.egn.records import EGNDeal
from euchre.engine.errors import Refusal
from euchre.engine.ranking import effective_suit, plain_power, trump_power
from euchre.engine.rules import Rules


def _held_rest(seat: int, hand: Sequence[Card], line: Line, deal: EGNDeal) -> Counter[Card]:
    held = Counter(hand)
    if seat == deal.dealer and line.pickup:
        held[deal.upcard] += 1
    held.subtract(c for _, c in line.played[seat])
    return held


def _violates(card: Card, seat: int, line: Line) -> bool:
    return line.trump is not None and effective_suit(card, line.trump) in line.voids.get(seat, ())


def _discard_for(hand: Sequence[Card], line: Line, deal: EGNDeal, fillers: Set[Card],
                 forced: Card | None = None, avoid: Set[Card] = frozenset()) -> tuple[Card | None, bool, bool]:
    """The dealer's discard in a line where the dealer picked up: (discard, not in the file, fits).

    The discard is the recorded one (or `forced`, the main line's, for a line branching after it),
    else the one card left over in a complete line, else a card the dealer could not have kept (of a
    suit the dealer later shows void in), else the weakest, leaving out the cards in `avoid` (those
    the dealer plays in lines branching after the discard) while there is a choice. `fits` is False when inferred cards
    (`fillers`) would be left in a suit the dealer shows void in. The discard is None when the
    known discard is not among the dealer's cards (a problem the caller reports).
    """
    rest = +_held_rest(deal.dealer, hand, line, deal)
    known = line.discard or forced
    if known is not None:
        if rest[known] <= 0:
            return None, line.discard is None, True
        rest[known] -= 1
        return known, line.discard is None, not any(c in fillers and _violates(c, deal.dealer, line) for c in +rest)
    candidates = sorted(rest, key=lambda c: (c in avoid, trump_power(c, line.trump), plain_power(c, line.trump), c))
    bad = [c for c in candidates if c in fillers and _violates(c, deal.dealer, line)]
    pick = (bad or [c for c in candidates if _violates(c, deal.dealer, line)] or candidates or [None])[0]
    return pick, True, len(bad) <= 1


def infer_discards(hand: Sequence[Card], lines: Sequence[Line], deal: EGNDeal,
                   fillers: Set[Card]) -> tuple[list[tuple[Card | None, bool] | None], bool]:
    """The dealer's (discard, not in the file) in each line (None where the dealer did not pick up),
    and whether the inferred cards fit every line."""
    out: list[tuple[Card | None, bool] | None] = []
    main: Card | None = None
    fits = True
    avoid = {c for line in lines if line.shares_bidding for _, c in line.played.get(deal.dealer, ())}
    for line in lines:
        if not line.pickup:
            out.append(None)
            continue
        forced = main if line.shares_bidding else None
        card, inferred, ok = _discard_for(hand, line, deal, fillers, forced, avoid if line.alt is None else set())
        fits = fits and ok
        if line.alt is None:
            main = card
        out.append((card, inferred))
    return out, fits


def _seat_fits(seat: int, hand: Sequence[Card], fillers: Set[Card], lines: Sequence[Line], deal: EGNDeal) -> bool:
    """No inferred card (filler) may sit in a seat's hand in a suit the seat shows void in."""
    if seat == deal.dealer and not infer_discards(hand, lines, deal, fillers)[1]:
        return False
    for line in lines:
        if seat == deal.dealer and line.pickup:
            continue
        if any(c in fillers and _violates(c, seat, line) for c in +_held_rest(seat, hand, line, deal)):
            return False
    return True


_SEARCH_BUDGET = 20000


def infer_hands(deal: EGNDeal, lines: Sequence[Line], rules: Rules) -> tuple[list[list[Card]], list[set[Card]]]:
    n, k = rules.num_players, rules.hand_size
    fail = lines[0].problem
    given = [list(h) for h in deal.player_cards] if deal.player_cards is not None else [[] for _ in range(n)]
    kitty = [c for c in deal.kitty or () if c != deal.upcard]
    deck = set(build_deck(rules))
    for s, h in enumerate(given):
        if len(h) > k:
            raise fail(deal, Refusal("egn_too_many_dealt", {"seat": s, "num_players": n, "count": len(h), "n": k}))
    dealt = Counter(c for h in given for c in h)
    dealt.update(kitty)
    dealt[deal.upcard] += 1
    for card, count in dealt.items():
        if card not in deck:
            raise fail(deal, Refusal("egn_dealt_card_not_in_deck", {"card": card, "size": rules.deck_size}))
        if count > 1:
            also = "upcard" if card == deal.upcard else "kitty" if card in kitty else None
            raise fail(deal, Refusal("egn_dealt_twice", {"card": card, "also": also}))
    if deal.player_cards is not None and all(len(h) == k for h in given):
        return given, [set() for _ in range(n)]
    # Seats whose whole hand the file gives: a card they play that is not in it is for the replay to report.
    full = {s for s in range(n) if len(given[s]) == k}
    owner: dict[Card, tuple[int, places.Place]] = {}
    must: list[list[Card]] = [[] for _ in range(n)]

    def claim(card: Card, seat: int, where: places.Place) -> None:
        if card in owner:
            other, other_where = owner[card]
            if other < 0:
                raise fail(deal, Refusal("egn_kitty_card_held", {"card": card, "where": where, "seat": seat,
                                                                 "num_players": n}))
            if other != seat:
                raise fail(deal, Refusal("egn_card_held_twice", {"card": card, "seat": other, "where": other_where,
                                                                 "other": seat, "other_where": where,
                                                                 "num_players": n}))
            return
        owner[card] = (seat, where)
        must[seat].append(card)

    for s, h in enumerate(given):
        for card in h:
            claim(card, s, "'playerCards'")
    for card in kitty:
        owner[card] = (-1, places.the_kitty())
    for line in lines:
        name = places.main_line() if line.alt is None else places.alternative(line.alt)
        for seat, plays in line.played.items():
            for t, card in plays:
                if not (card == deal.upcard and seat == deal.dealer) and seat not in full:
                    claim(card, seat, places.within(name, places.trick(t)))
        if line.pickup and line.discard is not None and line.discard != deal.upcard and deal.dealer not in full:
            claim(line.discard, deal.dealer, places.within(name, places.the_discard()))
    for s in range(n):
        if len(must[s]) > k:
            raise fail(deal, Refusal("egn_needs_too_many", {"seat": s, "num_players": n, "cards": tuple(must[s]),
                                                            "n": k}))
    pool = [c for c in build_deck(rules) if c != deal.upcard and c not in owner]

    def card_ok(seat: int, card: Card) -> bool:
        return seat == deal.dealer or not any(_violates(card, seat, line) for line in lines)

    order = sorted(range(n), key=lambda s: (sum(card_ok(s, c) for c in pool) - (k - len(must[s])), s))
    budget = [_SEARCH_BUDGET]

    def search(i: int, free: list[Card]) -> dict[int, list[Card]] | None:
        if i == len(order):
            return {}
        seat = order[i]
        candidates = [c for c in free if card_ok(seat, c)]
        for combo in combinations(candidates, k - len(must[seat])):
            budget[0] -= 1
            if budget[0] < 0:
                return None
            hand = must[seat] + list(combo)
            if not _seat_fits(seat, hand, set(combo), lines, deal):
                continue
            found = search(i + 1, [c for c in free if c not in combo])
            if found is not None:
                found[seat] = hand
                return found
        return None

    found = search(0, pool)
    if found is None:
        for seat in order:
            need = k - len(must[seat])
            if sum(card_ok(seat, c) for c in pool) < need:
                voids = sorted({v for line in lines for v in line.voids[seat]}, key=lambda v: v.plural)
                raise fail(deal, Refusal("egn_no_deal_fits_seat", {"seat": seat, "num_players": n, "n": need,
                                                                   "cards": tuple(pool), "suits": tuple(voids)}))
        raise fail(deal, Refusal("egn_no_deal_fits"))
    hands = [found[s] for s in range(n)]
    return hands, [set(hands[s]) - set(must[s]) for s in range(n)]
