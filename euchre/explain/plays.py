"""Engine facts turned into short, plain sentences for learners.

Every sentence that involves a bower says out loud which suit the bower belongs to, because
misreading the left bower is the most common beginner mistake.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.ranking import (
    NoTrump,
    Trump,
    is_left_bower,
    is_right_bower,
    is_trump,
    trump_power,
)
from euchre.engine.rules import Family, LonerLead
from euchre.engine.scoring import Outcome
from euchre.engine.tricks import followers, follows, led_suit, legal_leads, legal_plays, next_seat, outranks
from euchre.explain.cards import card_role, describe, no_trump_words, trump_words
from euchre.explain.contracts import special_score_sentence
from euchre.explain.reneges import renege_sentence
from euchre.i18n.context import current_language
from euchre.i18n.messages import N_, NP_, _, gettext, ngettext, pgettext
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.seats import side_label as side_name
from euchre.i18n.text import capitalize_first
from euchre.i18n.words import suit_words

if TYPE_CHECKING:
    from euchre.engine.rules import Rules
    from euchre.engine.state import HandResult, HandState, Trick


def _capital(text: str) -> str:
    return capitalize_first(text, current_language())


def why_not_playable(
    card: Card,
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Trump | None,
    who: str = "you",
    rules: Rules | None = None,
    *,
    led_note: bool = True,
) -> str:
    """Why `card` may not be played now (or a note that it may). `rules` decides whether the Joker may
    lead in no-trump (`Rules.joker_no_trump`); without it any card may lead. `led_note=False` leaves out
    what the led card is, for a page that already says it once above its cards."""
    you = who == "you"
    if card not in hand:
        if you:
            return _("{card} is not in your hand", card=str(card))
        return _("{card} is not in {who}'s hand", card=str(card), who=who)
    if not trick:
        if card not in legal_leads(hand, trump, rules):
            named = no_trump_words(trump) if isinstance(trump, NoTrump) else str(trump)
            if you:
                return _("{card} may not be led: in {trump} the Joker may not be led while you have another card "
                         "(this ruleset's choice)", card=str(card), trump=named)
            return _("{card} may not be led: in {trump} the Joker may not be led while {who} has another card "
                     "(this ruleset's choice)", card=str(card), trump=named, who=who)
        return why_playable(card, hand, trick, trump, rules)
    led = led_suit(trick, trump)
    if led is None:
        return _("{card} may be played: the lead was the Joker, which asks for no suit", card=str(card))
    must = followers(hand, led, trump)
    if card in legal_plays(hand, trick, trump, rules):
        return why_playable(card, hand, trick, trump, rules)
    names = ", ".join(str(c) for c in must)
    if you:
        reason = _("You must follow {suit}, and you have {cards}.", suit=suit_words(led), cards=names)
    else:
        reason = _capital(_("{who} must follow {suit}, and {who} has {cards}.", who=who, suit=suit_words(led),
                            cards=names))
    notes = [c for c in must if is_left_bower(c, trump) or c.is_joker]
    if led_note and (is_left_bower(trick[0], trump) or trick[0].is_joker):
        reason += " " + _("The card led was {card}.", card=str(trick[0]))
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
            return _("{card} may be played: the leader may lead any card but the Joker", card=str(card))
        return _("{card} may be played: the leader may lead any card", card=str(card))
    led = led_suit(trick, trump)
    if led is None:
        return _("{card} may be played: the Joker was led, so any card may follow", card=str(card))
    if follows(card, led, trump):
        if is_left_bower(card, trump):
            return _("{card} follows suit: it is a {suit.one} ({role})", card=str(card), suit=suit_words(led),
                     role=card_role(card, trump))
        return _("{card} follows suit: it is a {suit.one}", card=str(card), suit=suit_words(led))
    return _("{card} may be played: you have no {suit}, so any card may be played", card=str(card),
             suit=suit_words(led))


def explain_legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], trump: Trump | None, rules: Rules | None = None
) -> str:
    if not trick:
        if tuple(legal_leads(hand, trump, rules)) != tuple(hand):
            return _(
                "You are leading: any card but the Joker may be led "
                "(in no-trump the Joker may not be led while you hold another card)."
            )
        return _("You are leading, so any card in your hand may be played.")
    led = led_suit(trick, trump)
    if led is None:
        return _("The Joker was led, so any card may be played.")
    must = followers(hand, led, trump)
    if not must:
        return _capital(_("{suit} were led and you have none, so any card may be played.", suit=suit_words(led)))
    names = ", ".join(str(c) for c in must)
    if is_left_bower(trick[0], trump):
        text = _capital(_("{suit} were led ({role}), so you must follow with {cards}.", suit=suit_words(led),
                          role=card_role(trick[0], trump), cards=names))
    else:
        text = _capital(_("{suit} were led, so you must follow with {cards}.", suit=suit_words(led), cards=names))
    traps = [card_role(c, trump) for c in hand if is_left_bower(c, trump) and c not in must]
    traps += [card_role(c, trump) for c in must if is_left_bower(c, trump)]
    if traps:
        text += " " + "; ".join(dict.fromkeys(traps)) + "."
    return text


def why_card_won(trick: Sequence[Card], trump: Trump | None, winner_index: int, joker: bool = False) -> str:
    """Why the card at `winner_index` won the trick (`joker`: the deck has a Joker; a Joker in the trick
    says so too).

    Every other card is accounted for: a lower trump, a card that did not follow, or (in a double
    deck) a later copy of the winning card, which loses because the first one played ranks higher.
    """
    win = trick[winner_index]
    joker = joker or any(c.is_joker for c in trick)
    led = led_suit(trick, trump)
    copies = [i for i, c in enumerate(trick) if c == win and i != winner_index]
    others = [c for i, c in enumerate(trick) if c != win]
    card = str(win)
    clauses: list[str] = []
    if win.is_joker and not isinstance(trump, Suit):
        clauses.append(_("{card} wins: {role}, and in {trump} it wins any trick it is played to", card=card,
                         role=card_role(win, trump), trump=trump_words(trump)))
    elif is_trump(win, trump):
        lower = [c for c in others if is_trump(c, trump)]
        role = card_role(win, trump, joker) if _is_special(win, trump) else None
        if lower or copies:
            if lower and role:
                clauses.append(_("{card} wins: it is the highest trump played ({role}), above {cards}", card=card,
                                 role=role, cards=_names(lower)))
            elif lower:
                clauses.append(_("{card} wins: it is the highest trump played, above {cards}", card=card,
                                 cards=_names(lower)))
            elif role:
                clauses.append(_("{card} wins: it is the highest trump played ({role})", card=card, role=role))
            else:
                clauses.append(_("{card} wins: it is the highest trump played", card=card))
            lefts = [c for c in lower if is_left_bower(c, trump)]
            if lefts:
                clauses.append(card_role(lefts[0], trump))
        elif role:
            clauses.append(_("{card} wins: it is the only trump played ({role})", card=card, role=role))
        else:
            clauses.append(_("{card} wins: it is the only trump played", card=card))
    else:
        assert led is not None, "a card that is not trump wins only by following the led suit"
        suit = suit_words(led)
        if trump is NoTrump.LOW:
            clauses.append(_(
                "{card} wins: in low no-trump the lowest {suit.one} wins "
                "(the order is turned over: the lower the card, the better, and the ace is the worst)",
                card=card, suit=suit,
            ))
        elif trump is NoTrump.HIGH and win.rank is Rank.ACE:  # the ace is named only where it is played
            clauses.append(_("{card} wins: in high no-trump the highest {suit.one} wins (the ace is the best card)",
                             card=card, suit=suit))
        elif trump is NoTrump.HIGH:
            clauses.append(_("{card} wins: in high no-trump the highest {suit.one} wins",
                             card=card, suit=suit))
        elif trump is None:
            clauses.append(_("{card} wins: it is the highest {suit.one}, the suit led", card=card, suit=suit))
        else:
            clauses.append(_("{card} wins: no trump was played, so the highest {suit.one} (the suit led) wins",
                             card=card, suit=suit))
        off = [c for c in others if not follows(c, led, trump)]
        if off:
            clauses.append(_("{cards} did not follow suit, so cannot win", cards=_names(off)))
        lefts = [c for c in trick if is_left_bower(c, trump)]
        if lefts:
            clauses.append(card_role(lefts[0], trump))
    if copies:
        clauses.append(_("the other {card} was played later, and of two identical cards the first played ranks "
                         "higher", card=card))
    return "; ".join(clauses) + "."


def _is_special(card: Card, trump: Trump | None) -> bool:
    return card.is_joker or is_left_bower(card, trump) or is_right_bower(card, trump)


def _names(cards: Sequence[Card]) -> str:
    return ", ".join(str(c) for c in cards)


def compare_cards(a: Card, b: Card, trump: Trump | None, led: Suit | None) -> str:
    """Which of two cards would win against the other in a trick led with `led`."""
    if not outranks(a, b, trump, led) and not outranks(b, a, trump, led):
        return _("{a} and {b} rank the same here; the one played first wins", a=str(a), b=str(b))
    hi, lo = (a, b) if outranks(a, b, trump, led) else (b, a)
    return _("{high} beats {low}", high=str(hi), low=str(lo))


def trick_sentence(trick: Trick, trump: Trump | None, num_players: int = 4, joker: bool = False) -> str:
    """ "North J♦, East 9♣, …. North takes it. J♦ wins: …" (`joker`: the deck has a Joker)."""
    cards = ", ".join(
        _("{seat} {card}", seat=seat_name(s, num_players), card=str(c))
        for s, c in zip(trick.seats, trick.cards, strict=True)
    )
    idx = trick.seats.index(trick.winner)
    takes = _("{seat} takes it.", seat=seat_name(trick.winner, num_players))
    return f"{cards}. {takes} {why_card_won(trick.cards, trump, idx, joker)}"


_OUTCOME_WORDS = {
    Outcome.MADE: N_("made it"),
    Outcome.MARCH: N_("marched (took all the tricks)"),
    Outcome.LONER_MADE: N_("made it alone"),
    Outcome.LONER_MARCH: N_("marched alone"),
    Outcome.EUCHRE: N_("were euchred"),
    Outcome.LONER_EUCHRE: N_("were euchred alone"),
    Outcome.LONE_DEFENDER_EUCHRE: N_("were euchred by a lone defender"),
    Outcome.LONE_DEFENDER_MARCH: N_("lost every trick to a lone defender"),
}
"""What the makers did, after their names ("North–South made it"): translated where it is shown."""

_ONE_MAKER_WORDS = {
    Outcome.MADE: NP_("one maker", "made it"),
    Outcome.MARCH: NP_("one maker", "marched (took all the tricks)"),
    Outcome.LONER_MADE: NP_("one maker", "made it alone"),
    Outcome.LONER_MARCH: NP_("one maker", "marched alone"),
    Outcome.EUCHRE: NP_("one maker", "was euchred"),
    Outcome.LONER_EUCHRE: NP_("one maker", "was euchred alone"),
    Outcome.LONE_DEFENDER_EUCHRE: NP_("one maker", "was euchred by a lone defender"),
    Outcome.LONE_DEFENDER_MARCH: NP_("one maker", "lost every trick to a lone defender"),
}
"""What one maker did (a cutthroat or two-handed table): a verb of its own where a language says one."""


def explain_score(result: HandResult, rules: Rules) -> str:
    """How the hand was scored, in a sentence or two (and any renege that nobody called)."""
    text = _score_sentence(result, rules)
    if result.reneges and result.outcome is not Outcome.RENEGE:
        renege = result.reneges[0]
        said = renege_sentence(renege, rules.num_players)
        text += " " + _("{renege}, but nobody called it, so it stands.", renege=said)
    return text


def _score_sentence(result: HandResult, rules: Rules) -> str:
    special = special_score_sentence(result, rules)
    if special is not None:
        return special
    n = rules.num_players
    if result.thrown_in:
        return _("Everyone passed twice, so the hand was thrown in: nobody scores and the next player deals.")
    assert result.maker is not None and result.makers is not None
    maker = seat_name(result.maker, n)
    made = result.tricks[result.makers]
    total = sum(result.tricks)
    suit = suit_words(result.trump) if isinstance(result.trump, Suit) else trump_words(result.trump)
    said = {"maker": maker, "suit": suit, "made": made, "total": total}
    if n == 4 and result.alone:
        head = _("{maker} made {suit} trump alone; {maker}'s side ({side}) took {made} of {total} tricks",
                 side=side_name(result.makers, n), **said)
    elif n == 4:
        head = _("{maker} made {suit} trump; {maker}'s side ({side}) took {made} of {total} tricks",
                 side=side_name(result.makers, n), **said)
    else:
        head = _("{maker} made {suit} trump; {maker} took {made} of {total} tricks", **said)
    out = result.outcome
    if out in (Outcome.MADE, Outcome.LONER_MADE) and n < 4:  # one maker against the rest
        return ngettext("{head}: 3 or 4 tricks is enough to make it, {n} point to the maker.",
                        "{head}: 3 or 4 tricks is enough to make it, {n} points to the maker.",
                        rules.make_score, head=head)
    if out in (Outcome.MADE, Outcome.LONER_MADE):
        return ngettext("{head}: 3 or 4 tricks is enough to make it, {n} point to the makers.",
                        "{head}: 3 or 4 tricks is enough to make it, {n} points to the makers.",
                        rules.make_score, head=head)
    if out is Outcome.MARCH:
        return _("{head}, a march: all {total} tricks score {points} points.", head=head, total=total,
                 points=rules.march_score)
    if out is Outcome.LONER_MARCH:
        return _("{head}, a lone march: all {total} tricks alone score {points} points.", head=head, total=total,
                 points=rules.loner_march_score)
    if out in (Outcome.EUCHRE, Outcome.LONER_EUCHRE):
        value = rules.loner_euchred_score if out is Outcome.LONER_EUCHRE else rules.euchre_score
        if n == 3:
            return _("{head}: fewer than 3, so they were euchred and each opponent scores {points}.", head=head,
                     points=value)
        if n == 2:
            return _("{head}: fewer than 3, so they were euchred and {opponent} scores {points}.", head=head,
                     opponent=seat_name(1 - result.makers, n), points=value)
        return _("{head}: fewer than 3, so they were euchred and the defenders ({defenders}) score {points}.",
                 head=head, defenders=side_name(1 - result.makers, n), points=value)
    assert result.lone_defender is not None
    lone = seat_name(result.lone_defender, n)
    taken = result.tricks[rules.side_of(result.lone_defender)]
    if out is Outcome.LONE_DEFENDER_MARCH:
        return _("{head}: {lone} defended alone and took all {taken} tricks, a lone defender's march worth "
                 "{points} points.", head=head,
                 lone=lone, taken=taken, points=rules.lone_defender_march_score)
    return _("{head}: {lone} defended alone and took {taken}, a lone defender's euchre worth {points} points to "
             "{lone}'s side.",
             head=head, lone=lone, taken=taken, points=rules.lone_defender_euchre_score)


def outcome_words(result: HandResult, one_maker: bool = False) -> str:
    """What the makers did, in the current language; `one_maker` when a single player made trump."""
    if one_maker and result.outcome in _ONE_MAKER_WORDS:
        return pgettext(*_ONE_MAKER_WORDS[result.outcome])
    english = _OUTCOME_WORDS.get(result.outcome)
    return gettext(english) if english else result.outcome.value


def who_leads_sentence(state: HandState) -> str:
    """Why the first leader of the hand is the one it is."""
    n = state.rules.num_players
    first = state.path()
    play_start = next((s for s in first if s.phase.value == "trick play"), None)
    if play_start is None or play_start.leader is None:
        return _("Trick play has not started yet.")
    lead = seat_name(play_start.leader, n)
    if state.rules.family is Family.BID:
        return _("{seat} leads: in Bid Euchre the high bidder leads the first trick.", seat=lead)
    if state.rules.loner_lead is LonerLead.LEFT_OF_LONER and (state.alone or state.lone_defender is not None):
        if state.alone and state.lone_defender is not None:
            return _("{seat} leads: both sides went alone, and under 'left of the loner' the lone defender leads.",
                     seat=lead)
        return _("{seat} leads: under 'left of the loner', the player to the lone player's left leads.", seat=lead)
    left = next_seat(state.dealer, n)
    if left in state.sitting_out:
        return _("{seat} leads: the player to the dealer's left leads the first trick ({out} is sitting out, so "
                 "the lead passes on).", seat=lead, out=seat_name(left, n))
    return _("{seat} leads: the player to the dealer's left leads the first trick.", seat=lead)


def trump_order_sentence(cards: Sequence[Card], trump: Suit) -> str:
    """The given trumps from highest to lowest, with the bowers named: "With hearts trump, ..."."""
    ordered = sorted(cards, key=lambda c: -trump_power(c, trump))
    names = ", ".join(describe(c, trump) for c in ordered)
    return _("With {suit} trump, the trumps rank from highest to lowest: {cards}.", suit=suit_words(trump),
             cards=names)
