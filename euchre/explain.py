"""Engine facts turned into short, plain sentences for learners.

Every sentence that involves a bower says out loud which suit the bower belongs to, because
misreading the left bower is the most common beginner mistake.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from euchre.cards import Card, Rank, Suit
from euchre.ranking import (
    NoTrump,
    Trump,
    card_power,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
)
from euchre.scoring import Outcome
from euchre.seats import seat_name, side_name
from euchre.tricks import followers, follows, led_suit, legal_leads, legal_plays, next_seat

if TYPE_CHECKING:
    from euchre.rules import Rules
    from euchre.state import HandResult, HandState, Trick


def trump_words(trump: Trump | None) -> str:
    if trump is None:
        return "no trump yet"
    if isinstance(trump, NoTrump):
        return str(trump)
    return f"{trump.plural} are trump"


def card_role(card: Card, trump: Trump | None) -> str:
    """What a card is under this trump, in one clause."""
    if card.is_joker:
        if isinstance(trump, Suit):
            return f"the Joker is the highest trump: with {trump.plural} trump it counts as a {trump.singular}"
        return "the Joker is the highest card"
    if is_right_bower(card, trump):
        assert isinstance(trump, Suit)
        return f"{card} is the right bower, the highest {trump.singular}"
    if is_left_bower(card, trump):
        assert isinstance(trump, Suit) and card.suit is not None
        return (
            f"{card} is the left bower: with {trump.plural} trump it counts as a {trump.singular}, "
            f"not a {card.suit.singular}"
        )
    if is_trump(card, trump):
        assert isinstance(trump, Suit)
        return f"{card} is a trump"
    if isinstance(trump, NoTrump) and card.rank == Rank.JACK:
        return f"{card} is an ordinary jack in no-trump (there are no bowers)"
    suit = effective_suit(card, trump)
    return f"{card} is a {suit.singular if suit is not None else 'card'}"


def effective_suit_sentence(card: Card, trump: Trump | None) -> str:
    """"J♦ is the left bower: with hearts trump it counts as a heart, not a diamond."""
    return card_role(card, trump) + "."


def why_not_playable(
    card: Card,
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Trump | None,
    who: str = "you",
    rules: Rules | None = None,
) -> str:
    """Why `card` may not be played now (or a note that it may). `rules` decides whether the Joker may
    lead in no-trump (`Rules.joker_no_trump`); without it any card may lead."""
    subject = "you" if who == "you" else who
    has = "have" if who == "you" else "has"
    if card not in hand:
        return f"{card} is not in {'your' if who == 'you' else who + chr(39) + 's'} hand"
    if not trick:
        if card not in legal_leads(hand, trump, rules):
            return (
                f"{card} may not be led: in {trump} the Joker may not be led while "
                f"{subject} {has} another card (this ruleset's choice)"
            )
        return why_playable(card, hand, trick, trump, rules)
    led = led_suit(trick, trump)
    if led is None:
        return f"{card} may be played: the lead was the Joker, which asks for no suit"
    must = followers(hand, led, trump)
    if card in legal_plays(hand, trick, trump, rules):
        return why_playable(card, hand, trick, trump, rules)
    names = ", ".join(str(c) for c in must)
    reason = f"{subject} must follow {led.plural}, and {subject} {has} {names}."
    reason = reason[0].upper() + reason[1:]
    notes = [c for c in must if is_left_bower(c, trump) or c.is_joker]
    if is_left_bower(trick[0], trump) or trick[0].is_joker:
        reason += f" The card led was {trick[0]}."
        notes.insert(0, trick[0])
    if is_left_bower(card, trump):
        notes.append(card)
    for c in dict.fromkeys(notes):
        reason += f" {card_role(c, trump)}."
    return reason


def why_playable(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None, rules: Rules | None = None
) -> str:
    """Why a legal card is legal."""
    if not trick:
        if tuple(legal_leads(hand, trump, rules)) != tuple(hand):
            return f"{card} may be played: the leader may lead any card but the Joker"
        return f"{card} may be played: the leader may lead any card"
    led = led_suit(trick, trump)
    if led is None:
        return f"{card} may be played: the Joker was led, so any card may follow"
    if follows(card, led, trump):
        extra = f" ({card_role(card, trump)})" if is_left_bower(card, trump) else ""
        return f"{card} follows suit: it is a {led.singular}{extra}"
    return f"{card} may be played: you have no {led.plural}, so any card may be played"


def explain_legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None, rules: Rules | None = None
) -> str:
    if not trick:
        if tuple(legal_leads(hand, trump, rules)) != tuple(hand):
            return (
                "You are leading: any card but the Joker may be led "
                "(in no-trump the Joker may not be led while you hold another card)."
            )
        return "You are leading, so any card in your hand may be played."
    led = led_suit(trick, trump)
    if led is None:
        return "The Joker was led, so any card may be played."
    must = followers(hand, led, trump)
    if not must:
        return f"{led.plural.capitalize()} were led and you have none, so any card may be played."
    names = ", ".join(str(c) for c in must)
    lead_note = f" ({card_role(trick[0], trump)})" if is_left_bower(trick[0], trump) else ""
    text = f"{led.plural.capitalize()} were led{lead_note}, so you must follow with {names}."
    traps = [card_role(c, trump) for c in hand if is_left_bower(c, trump) and c not in must]
    traps += [card_role(c, trump) for c in must if is_left_bower(c, trump)]
    if traps:
        text += " " + "; ".join(dict.fromkeys(traps)) + "."
    return text


def why_card_won(trick: Sequence[Card], trump: Trump | None, winner_index: int) -> str:
    """Why the card at `winner_index` won the trick.

    Every other card is accounted for: a lower trump, a card that did not follow, or (in a double
    deck) a later copy of the winning card, which loses because the first one played ranks higher.
    """
    win = trick[winner_index]
    led = led_suit(trick, trump)
    copies = [i for i, c in enumerate(trick) if c == win and i != winner_index]
    others = [c for i, c in enumerate(trick) if c != win]
    if win.is_joker and not isinstance(trump, Suit):
        text = f"{win} wins: {card_role(win, trump)}, and in {trump_words(trump)} it wins any trick it is played to"
    elif is_trump(win, trump):
        lower = [c for c in others if is_trump(c, trump)]
        named = f" ({card_role(win, trump)})" if _is_special(win, trump) else ""
        if lower or copies:
            text = f"{win} wins: it is the highest trump played{named}"
            if lower:
                text += f", above {_names(lower)}"
            lefts = [c for c in lower if is_left_bower(c, trump)]
            if lefts:
                text += f"; {card_role(lefts[0], trump)}"
        else:
            text = f"{win} wins: it is the only trump played{named}"
    else:
        assert led is not None, "a card that is not trump wins only by following the led suit"
        if trump is NoTrump.LOW:
            text = (
                f"{win} wins: in low no-trump the lowest {led.singular} wins "
                "(the order is turned over: the lower the card, the better, and the ace is the worst)"
            )
        elif trump is NoTrump.HIGH:
            text = f"{win} wins: in high no-trump the highest {led.singular} wins (the ace is the best card)"
        else:
            text = f"{win} wins: no trump was played, so the highest {led.singular} (the suit led) wins"
        off = [c for c in others if not follows(c, led, trump)]
        if off:
            text += f"; {_names(off)} did not follow suit, so cannot win"
        lefts = [c for c in trick if is_left_bower(c, trump)]
        if lefts:
            text += f"; {card_role(lefts[0], trump)}"
    if copies:
        text += (
            f"; the other {win} was played later, and of two identical cards the first played ranks higher"
        )
    return text + "."


def _is_special(card: Card, trump: Trump | None) -> bool:
    return card.is_joker or is_left_bower(card, trump) or is_right_bower(card, trump)


def _names(cards: Sequence[Card]) -> str:
    return ", ".join(str(c) for c in cards)


def compare_cards(a: Card, b: Card, trump: Trump | None, led: Suit | None) -> str:
    """Which of two cards would win against the other in a trick led with `led`."""
    pa, pb = card_power(a, trump, led), card_power(b, trump, led)
    if pa == pb:
        return f"{a} and {b} rank the same here; the one played first wins"
    hi, lo = (a, b) if pa > pb else (b, a)
    return f"{hi} beats {lo}"


def trick_sentence(trick: Trick, trump: Trump | None, num_players: int = 4) -> str:
    cards = ", ".join(f"{seat_name(s, num_players)} {c}" for s, c in zip(trick.seats, trick.cards, strict=True))
    idx = trick.seats.index(trick.winner)
    return f"{cards}. {seat_name(trick.winner, num_players)} takes it. {why_card_won(trick.cards, trump, idx)}"


_OUTCOME_WORDS = {
    Outcome.MADE: "made it",
    Outcome.MARCH: "marched (took all the tricks)",
    Outcome.LONER_MADE: "made it alone",
    Outcome.LONER_MARCH: "marched alone",
    Outcome.EUCHRE: "were euchred",
    Outcome.LONER_EUCHRE: "were euchred alone",
    Outcome.LONE_DEFENDER_EUCHRE: "were euchred by a lone defender",
    Outcome.LONE_DEFENDER_MARCH: "lost every trick to a lone defender",
}


def explain_score(result: HandResult, rules: Rules) -> str:
    """How the hand was scored, in a sentence or two (and any renege that nobody called)."""
    text = _score_sentence(result, rules)
    if result.reneges and result.outcome is not Outcome.RENEGE:
        renege = result.reneges[0]
        text += f" {renege.sentence(rules.num_players)}, but nobody called it, so it stands."
    return text


def _score_sentence(result: HandResult, rules: Rules) -> str:
    from euchre.explain_contracts import special_score_sentence

    special = special_score_sentence(result, rules)
    if special is not None:
        return special
    n = rules.num_players
    if result.thrown_in:
        return "Everyone passed twice, so the hand was thrown in: nobody scores and the next player deals."
    assert result.maker is not None and result.makers is not None
    maker = seat_name(result.maker, n)
    made = result.tricks[result.makers]
    total = sum(result.tricks)
    team = f"{maker}'s side ({side_name(result.makers, n)})" if n == 4 else maker
    alone = " alone" if result.alone and n == 4 else ""
    named = trump_words(result.trump).replace(" are trump", "")
    head = f"{maker} made {named} trump{alone}; {team} took {made} of {total} tricks"
    out = result.outcome
    if out in (Outcome.MADE, Outcome.LONER_MADE):
        why = f"3 or 4 tricks is enough to make it: {rules.make_score} point"
        if rules.make_score != 1:
            why += "s"
        return f"{head}. {why} to the makers."
    if out is Outcome.MARCH:
        return f"{head}, a march: all {total} tricks score {rules.march_score} points."
    if out is Outcome.LONER_MARCH:
        return f"{head}, a lone march: all {total} tricks alone score {rules.loner_march_score} points."
    if out in (Outcome.EUCHRE, Outcome.LONER_EUCHRE):
        value = rules.loner_euchred_score if out is Outcome.LONER_EUCHRE else rules.euchre_score
        if n == 3:
            return f"{head}: fewer than 3, so they were euchred and each opponent scores {value}."
        if n == 2:
            return f"{head}: fewer than 3, so they were euchred and {seat_name(1 - result.makers, n)} scores {value}."
        defenders = side_name(1 - result.makers, n)
        return f"{head}: fewer than 3, so they were euchred and the defenders ({defenders}) score {value}."
    assert result.lone_defender is not None
    lone = seat_name(result.lone_defender, n)
    taken = result.tricks[rules.side_of(result.lone_defender)]
    if out is Outcome.LONE_DEFENDER_MARCH:
        return f"{head}. {lone} defended alone and took all {taken} tricks: {rules.lone_defender_march_score} points."
    return (
        f"{head}. {lone} defended alone and took {taken}, a euchre: "
        f"{rules.lone_defender_euchre_score} points to {lone}'s side."
    )


def outcome_words(result: HandResult) -> str:
    return _OUTCOME_WORDS.get(result.outcome, result.outcome.value)


def who_leads_sentence(state: HandState) -> str:
    """Why the first leader of the hand is the one it is."""
    from euchre.rules import LonerLead

    n = state.rules.num_players
    first = state.path()
    play_start = next((s for s in first if s.phase.value == "trick play"), None)
    if play_start is None or play_start.leader is None:
        return "Trick play has not started yet."
    lead = seat_name(play_start.leader, n)
    if state.rules.loner_lead is LonerLead.LEFT_OF_LONER and (state.alone or state.lone_defender is not None):
        if state.alone and state.lone_defender is not None:
            return f"{lead} leads: both sides went alone, and under 'left of the loner' the lone defender leads."
        return f"{lead} leads: under 'left of the loner', the player to the lone player's left leads."
    out = ""
    left = next_seat(state.dealer, n)
    if left in state.sitting_out:
        out = f" ({seat_name(left, n)} is sitting out, so the lead passes on)"
    return f"{lead} leads: the player to the dealer's left leads the first trick{out}."


def trump_order_sentence(cards: Sequence[Card], trump: Suit) -> str:
    """The given trumps from highest to lowest, with the bowers named: "With hearts trump, ..."."""
    from euchre.ranking import describe, trump_power

    ordered = sorted(cards, key=lambda c: -trump_power(c, trump))
    names = ", ".join(describe(c, trump) for c in ordered)
    return f"With {trump.plural} trump, the trumps rank from highest to lowest: {names}."
