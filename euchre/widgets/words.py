"""Sentences for the steps of a hand (used by the replay and the play-along widgets).

Pure functions over engine values, built on `euchre.explain`; no widget code here.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.actions import Action, Call, DefendAlone, Discard, NameTrump, OrderUp, Pass, Play
from euchre.cards import Card, Suit
from euchre.explain import card_role, explain_score, trick_sentence, trump_words
from euchre.ranking import Trump, is_left_bower, is_trump
from euchre.seats import seat_name
from euchre.state import HandState, Phase
from euchre.tricks import follows, led_suit, next_seat


def call_words(state: HandState, seat: int, action: Action) -> str:
    """A short name for a call made by `seat` before `action` was applied in `state`."""
    if isinstance(action, OrderUp):
        if seat == state.dealer:
            word = "picks it up"
        elif state.rules.partner_of(seat) == state.dealer:
            word = "assists"
        else:
            word = "orders it up"
        return word + (" and goes alone" if action.alone else "")
    if isinstance(action, Call):
        return f"names {action.suit.plural}" + (" and goes alone" if action.alone else "")
    if isinstance(action, Pass):
        return "passes"
    if isinstance(action, DefendAlone):
        return "defends alone"
    if isinstance(action, NameTrump):
        return f"names {action.trump} for the Joker"
    return action.text


def calls_text(state: HandState) -> list[str]:
    """Every call so far, as "East: passes", in order."""
    out = []
    node = state
    calls: list[tuple[HandState, int, Action]] = []
    while node.parent is not None:
        parent = node.parent
        if node.last_seat is not None and node.last_action is not None and not isinstance(
            node.last_action, (Play, Discard)
        ):
            calls.append((parent, node.last_seat, node.last_action))
        node = parent
    for before, seat, action in reversed(calls):
        out.append(f"{seat_name(seat, state.num_players)} {call_words(before, seat, action)}")
    return out


def step_sentence(state: HandState, *, with_score: bool = True) -> str:
    """What the last action did, in a sentence or two (or how the hand starts, for a fresh deal).

    At the end of the hand the score is explained too, unless `with_score` is False.
    """
    before, action, seat = state.parent, state.last_action, state.last_seat
    n = state.num_players
    if before is None or action is None or seat is None:
        dealer = seat_name(state.dealer, n)
        first = seat_name(next_seat(state.dealer, n), n)
        if state.phase is Phase.JOKER_SUIT:
            return (
                f"{dealer} dealt. The upcard is the Joker, so {dealer}, the dealer, acts first and names "
                f"the suit it stands for; then {first}, on the dealer's left, may order it up or pass."
            )
        return (
            f"{dealer} dealt. The upcard is {state.upcard}. {first}, on the dealer's left, "
            f"speaks first: order it up or pass."
        )
    who = seat_name(seat, n)
    if isinstance(action, Play):
        text = _play_sentence(before, state, seat, action.card)
    elif isinstance(action, OrderUp):
        text = f"{who} {call_words(before, seat, action)}: {trump_words(state.trump)}."
        if seat != before.dealer and before.dealer not in state.sitting_out:
            text += f" {seat_name(before.dealer, n)}, the dealer, takes the {before.upcard} and will discard."
        elif before.dealer in state.sitting_out and state.phase is Phase.DISCARD:
            text += (
                f" The dealer's partner is going alone, so {seat_name(before.dealer, n)} sits out, but first "
                f"takes the {before.upcard} and discards."
            )
        elif before.dealer in state.sitting_out:
            text += f" The dealer's partner is going alone, so {seat_name(before.dealer, n)} sits out."
    elif isinstance(action, Call):
        alone = " and goes alone" if action.alone else ""
        text = f"{who} names {action.suit.plural} as trump{alone}."
    elif isinstance(action, Pass):
        text = _pass_sentence(before, state, who)
    elif isinstance(action, Discard):
        text = f"{who}, the dealer, discards {action.card} face down."
    elif isinstance(action, DefendAlone):
        partner = state.rules.partner_of(seat)
        sits = f"; {seat_name(partner, n)} sits out" if partner is not None else ""
        text = f"{who} defends alone{sits}."
    elif isinstance(action, NameTrump) and isinstance(action.trump, Suit):
        first = seat_name(next_seat(before.dealer, n), n)
        text = (
            f"{who}, the dealer, names {action.trump.plural} for the Joker: round one is about "
            f"{action.trump.plural}, and {first}, on the dealer's left, speaks first."
        )
    else:
        text = f"{who}: {action.text}."
    if state.phase is Phase.PLAY and before.phase is not Phase.PLAY and state.leader is not None:
        lead = seat_name(state.leader, n)
        if state.sitting_out:
            out = ", ".join(seat_name(s, n) for s in state.sitting_out)
            text += f" {out} sits out this hand."
        text += f" {lead} leads the first trick."
    if state.is_over and with_score:
        text += " " + explain_score(state.result, state.rules)
    return text


def _pass_sentence(before: HandState, after: HandState, who: str) -> str:
    n = before.num_players
    if before.phase is Phase.DEFEND_ALONE:
        return f"{who} does not defend alone."
    if before.phase is Phase.ROUND_ONE and after.phase is Phase.ROUND_TWO:
        return (
            f"{who} passes. Everyone passed in round one, so the {before.upcard} is turned down; "
            f"round two starts with {seat_name(after.to_act or 0, n)}, who may name any suit but "
            f"{before.upcard_suit.plural if before.upcard_suit is not None else 'that one'}."
        )
    return f"{who} passes."


def _play_sentence(before: HandState, after: HandState, seat: int, card: Card) -> str:
    n = before.num_players
    who = seat_name(seat, n)
    trump = before.trump
    if len(after.tricks) > len(before.tricks):
        return trick_sentence(after.tricks[-1], trump, n)
    if not before.trick:
        text = f"{who} leads {card}"
        if is_left_bower(card, trump) or card.is_joker:
            text += f" ({card_role(card, trump)}, so others must follow {trump_plural(trump)})"
        elif is_trump(card, trump):
            text += " (a trump)"
        return text + "."
    led = led_suit(before.trick, trump)
    if led is None:
        return f"{who} plays {card}."
    if not follows(card, led, trump):
        if before.rules.renege_mode:
            # A card off the led suit may be a renege here: say what happened, not that the player is void.
            return f"{who} does not follow {led.plural}: {who} plays {card}."
        return f"{who} has no {led.plural}, so may play any card: {card}."
    text = f"{who} plays {card}, following {led.plural}"
    if is_left_bower(card, trump):
        text += f" ({card_role(card, trump)})"
    return text + "."


def trump_plural(trump: Trump | None) -> str:
    return trump.plural if isinstance(trump, Suit) else "the led suit"


def hands_rows(state: HandState, names: Sequence[str]) -> list[tuple[int, str]]:
    """(seat, label) for every seat, with dealer / maker / sitting-out notes."""
    rows = []
    for seat in range(state.num_players):
        notes = []
        if seat == state.dealer:
            notes.append("dealer")
        if seat == state.maker:
            notes.append("maker, alone" if state.alone else "maker")
        if seat == state.lone_defender:
            notes.append("defends alone")
        if seat in state.sitting_out:
            notes.append("sits out")
        label = names[seat] + (f" ({', '.join(notes)})" if notes else "")
        rows.append((seat, label))
    return rows
