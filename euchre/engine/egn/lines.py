"""A deal's lines (the main line and each alternative) resolved from the start of the deal and
bid through the engine: who played each card, and the suits each seat shows void in."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from euchre.engine.actions import DEFEND_ALONE, PASS, Action, Call, Discard, OrderUp
from euchre.engine.cards import Card, Suit, build_deck
from euchre.engine.egn.errors import EGNReplayError, Problem
from euchre.engine.egn.notation import SUIT_CALLS
from euchre.engine.egn.records import EGNAlternative, EGNDeal, EGNLine
from euchre.engine.errors import IllegalActionError, Refusal
from euchre.engine.rules import Rules
from euchre.engine.state import HandState, Phase, new_standard_hand
from euchre.engine.tricks import follows, led_suit, next_seat, trick_winner


@dataclass
class Line:
    """A line resolved from the start of the deal, and what its bidding and plays show."""

    record: EGNLine
    alt: int | None
    calls: tuple[str, ...]
    alone: bool
    alone_defender: int | None
    discard: Card | None
    tricks: tuple[tuple[Card, ...], ...]
    shares_bidding: bool = False
    """An alternative line that branches after the main line's bidding (so it shares its discard)."""
    trump: Suit | None = None
    pickup: bool = False
    seats: list[tuple[int, ...]] = field(default_factory=list)
    played: dict[int, list[tuple[int, Card]]] = field(default_factory=dict)
    """seat -> [(trick number, card)] in play order."""
    voids: dict[int, set[Suit]] = field(default_factory=dict)

    def problem(self, deal: EGNDeal, reason: str | Refusal, trick: int | None = None,
                call: int | None = None) -> EGNReplayError:
        return EGNReplayError(Problem(reason, deal.number, self.alt, trick, call))


def resolve_lines(deal: EGNDeal) -> tuple[list[Line], list[Problem]]:
    lines = [Line(deal, None, deal.calls, deal.alone, deal.alone_defender, deal.discard, deal.tricks)]
    problems = []
    ncalls = len(deal.calls)
    nactions = ncalls + len(deal.plays)
    for a, alt in enumerate(deal.alternative_lines, 1):
        b = alt.branch_index
        if b > nactions:
            reason = Refusal("egn_branch_beyond_main_line", {"after": b, "n": nactions})
        elif b < ncalls and not alt.has_bidding:
            reason = Refusal("egn_branch_in_bidding_without_bidding", {"n": b})
        elif b > ncalls and alt.has_bidding:
            reason = Refusal("egn_branch_in_play_with_bidding", {"n": b})
        else:
            lines.append(_branch(deal, a, alt))
            continue
        problems.append(Problem(reason, deal.number, a))
    return lines, problems


def _branch(deal: EGNDeal, a: int, alt: EGNAlternative) -> Line:
    b, ncalls = alt.branch_index, len(deal.calls)
    if b <= ncalls:
        src: EGNLine = alt if alt.has_bidding else deal
        calls = deal.calls[:b] + (alt.calls if alt.has_bidding else ())
        return Line(alt, a, calls, src.alone, src.alone_defender, src.discard, alt.tricks,
                    shares_bidding=not alt.has_bidding)
    kept, tricks = b - ncalls, []
    for trick in deal.tricks:
        if kept >= len(trick):
            tricks.append(trick)
            kept -= len(trick)
            continue
        if kept:
            tricks.append(trick[:kept] + (alt.tricks[0] if alt.tricks else ()))
            tricks.extend(alt.tricks[1:])
        else:
            tricks.extend(alt.tricks)
        break
    else:
        tricks.extend(alt.tricks)
    return Line(alt, a, deal.calls, deal.alone, deal.alone_defender, deal.discard, tuple(tricks), shares_bidding=True)


def _call_action(line: Line, deal: EGNDeal, k: int, call: str, phase: Phase, making_alone: bool) -> Action:
    if call == "Pass":
        return PASS
    if call == "Order":
        if phase is Phase.ROUND_ONE:
            return OrderUp(making_alone)
        raise line.problem(deal, Refusal("egn_order_in_round_two"), call=k)
    suit = SUIT_CALLS[call]
    if phase is Phase.ROUND_ONE:
        raise line.problem(deal, Refusal("egn_suit_named_in_round_one", {"call": call, "suit": suit}), call=k)
    return Call(suit, making_alone)


def apply_bidding(state: HandState, line: Line, deal: EGNDeal, discard: Card) -> HandState:
    """Apply the line's calls, the dealer's discard and any defending alone."""
    rules = state.rules
    for k, call in enumerate(line.calls, 1):
        if state.phase not in (Phase.ROUND_ONE, Phase.ROUND_TWO):
            if state.is_over:
                raise line.problem(deal, Refusal("egn_call_after_throw_in", {"call": call}), call=k)
            raise line.problem(deal, Refusal("egn_call_after_trump", {"call": call}), call=k)
        action = _call_action(line, deal, k, call, state.phase, line.alone and call != "Pass")
        try:
            after = state.apply(action)
        except IllegalActionError as exc:
            refused = Refusal("call_refused_in_record", {
                "seat": state.to_act, "dealer": state.dealer, "rules": rules, "action": action,
                "why": exc.refusal or str(exc)})
            raise line.problem(deal, refused, call=k) from None
        state = after
    if line.alone and state.maker is None:
        raise line.problem(deal, Refusal("egn_alone_without_maker"))
    if state.phase is Phase.DISCARD:
        line.pickup = True
        state = state.apply(Discard(discard))
    elif line.discard is not None:
        raise line.problem(deal, Refusal("egn_discard_without_pickup", {"card": line.discard}))
    defender = line.alone_defender
    if defender is not None and not -1 <= defender < rules.num_players:
        raise line.problem(deal, Refusal("egn_alone_defender_not_a_seat", {"defender": defender}))
    while state.phase is Phase.DEFEND_ALONE:
        state = state.apply(DEFEND_ALONE if state.to_act == defender else PASS)
    if defender is not None and defender >= 0 and state.lone_defender != defender:
        seat = {"seat": defender, "num_players": rules.num_players}
        if not rules.defend_alone:
            raise line.problem(deal, Refusal("egn_defending_alone_off", seat))
        raise line.problem(deal, Refusal("egn_could_not_defend_alone", seat))
    return state


def _provisional_hands(rules: Rules, upcard: Card) -> list[list[Card]]:
    cards = [c for c in build_deck(rules) if c != upcard]
    k = rules.hand_size
    return [cards[i * k:(i + 1) * k] for i in range(rules.num_players)]


def map_line(line: Line, deal: EGNDeal, rules: Rules) -> None:
    """Run the bidding (on placeholder hands: bidding does not depend on the cards) and work out
    who played each card, who won each trick, and which suits each seat showed void in."""
    n = rules.num_players
    state = new_standard_hand(rules, deal.dealer, hands=_provisional_hands(rules, deal.upcard), upcard=deal.upcard)
    state = apply_bidding(state, line, deal, deal.upcard)
    line.played = {s: [] for s in range(n)}
    line.voids = {s: set() for s in range(n)}
    if state.phase is not Phase.PLAY:
        if line.tricks:
            if state.is_over:
                raise line.problem(deal, Refusal("egn_tricks_after_throw_in"))
            raise line.problem(deal, Refusal("egn_tricks_before_bidding_ends", {
                "n": len(line.calls), "seat": state.to_act or 0, "num_players": n}))
        return
    assert isinstance(state.trump, Suit)
    trump = line.trump = state.trump
    active = [s for s in range(n) if s not in state.sitting_out]
    size = len(active)
    leader = state.leader
    assert leader is not None
    recorded = line.record.initial_lead
    from_start = line.alt is None or getattr(line.record, "branch_index", 0) <= len(deal.calls)
    if recorded is not None and recorded != leader and line.tricks and from_start:
        raise line.problem(deal, Refusal("egn_wrong_leader", {"recorded": recorded, "leader": leader,
                                                               "num_players": n}), 1)
    deck = Counter(build_deck(rules))
    seen: dict[Card, int] = {}
    if len(line.tricks) > rules.tricks_per_hand:
        raise line.problem(deal, Refusal("egn_too_many_tricks", {"count": len(line.tricks),
                                                                  "n": rules.tricks_per_hand}))
    for t, cards in enumerate(line.tricks, 1):
        last = t == len(line.tricks)
        if not cards or len(cards) > size or (len(cards) < size and not last):
            raise line.problem(deal, Refusal("egn_trick_size", {
                "count": len(cards), "n": size, "out": tuple(state.sitting_out), "num_players": n}), t)
        seats = [leader]
        while len(seats) < len(cards):
            seats.append(next_seat(seats[-1], n, state.sitting_out))
        for pos, (card, seat) in enumerate(zip(cards, seats, strict=True)):
            who = {"seat": seat, "num_players": n, "card": card}
            if card not in deck:
                raise line.problem(deal, Refusal("egn_card_not_in_deck", {**who, "size": rules.deck_size}), t)
            if card in seen:
                if seen[card] == t:
                    raise line.problem(deal, Refusal("egn_card_twice_in_trick", {"card": card}), t)
                raise line.problem(deal, Refusal("egn_card_twice", {"card": card, "first": seen[card], "second": t}),
                                   t)
            seen[card] = t
            if card == deal.upcard and not (seat == deal.dealer and line.pickup):
                if line.pickup:
                    raise line.problem(deal, Refusal("egn_upcard_played_after_pickup", who), t)
                raise line.problem(deal, Refusal("egn_upcard_played_from_kitty", who), t)
            if line.discard == card:
                raise line.problem(deal, Refusal("egn_discard_played", who), t)
            if deal.kitty and card in deal.kitty:
                raise line.problem(deal, Refusal("egn_kitty_card_played", who), t)
            line.played[seat].append((t, card))
            led = led_suit(cards, trump)
            if pos and led is not None and not follows(card, led, trump):
                line.voids[seat].add(led)
        line.seats.append(tuple(seats))
        if len(cards) == size:
            leader = seats[trick_winner(cards, trump)]
