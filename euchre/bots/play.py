"""Trick play by rules of thumb: which card to lead and which to follow with, and why.

A beginner leads its lowest card and takes tricks as cheaply as it can. From intermediate on, the bot
follows the tips: lead trump when your side called it, lead your best off-suit card when it did not,
never trump your partner's ace, don't overtrump your partner, and throw your lowest card when you
can't win. A strong bot also counts the cards played (which cards are now the best left, who is out
of which suit).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from euchre.bots.decision import Decision, Strength, decided
from euchre.bots.evaluate import strength, trumps
from euchre.bots.knowledge import SeatView, seat_view
from euchre.bots.person import said
from euchre.engine.actions import Play
from euchre.engine.cards import Card, Rank, Suit
from euchre.engine.hands import HandLike
from euchre.engine.ranking import NoTrump, Trump, card_power, effective_suit, is_trump
from euchre.engine.tricks import beats as beats_trick
from euchre.engine.tricks import followers, follows, led_suit, outranks, trick_winner
from euchre.i18n.messages import N_, _, pgettext

State = HandLike


@dataclass
class Table:
    """The facts of one play decision."""

    state: State
    level: Strength

    @cached_property
    def me(self) -> int:
        return int(self.state.to_act)

    @cached_property
    def trump(self) -> Trump | None:
        return self.state.trump  # type: ignore[no-any-return]

    @cached_property
    def partner(self) -> int | None:
        partner = self.state.rules.partner_of(self.me)
        return None if partner is None or partner in self.state.sitting_out else partner

    @cached_property
    def legal(self) -> tuple[Card, ...]:
        return tuple(dict.fromkeys(self.state.legal_plays()))

    @cached_property
    def hand(self) -> tuple[Card, ...]:
        return tuple(self.state.hand(self.me))

    @cached_property
    def our_call(self) -> bool:
        maker = self.state.maker
        return maker is not None and self.state.rules.side_of(maker) == self.state.rules.side_of(self.me)

    @cached_property
    def view(self) -> SeatView:
        return seat_view(self.state, self.me)

    def boss(self, card: Card, led: Suit | None = None) -> bool:
        return self.level >= Strength.STRONG and self.view.is_boss(card, led)

    def suit_length(self, card: Card) -> int:
        suit = effective_suit(card, self.trump)
        return sum(1 for c in self.hand if effective_suit(c, self.trump) == suit)


def choose_play(state: State, level: Strength) -> Decision:
    """The card to play now, with the reason."""
    table = Table(state, level)
    if len(table.legal) == 1:
        card = table.legal[0]
        what = _did("led {card}", card) if not state.trick else _did("played {card}", card)
        return decided(Play(card), "only_card", what)
    if not state.trick:
        return _lead(table)
    return _follow(table)


def _did(message: str, card: Card) -> str:
    """ "led J♣" / "played 9♥": the words of `euchre.explain.action_words.action_past`, in the current language."""
    return pgettext("done", message, card=str(card))


# ---- leading ---------------------------------------------------------------------------------------
def _lead(t: Table) -> Decision:
    legal, trump = t.legal, t.trump
    if t.level is Strength.BEGINNER:
        card = min(legal, key=lambda c: strength(c, trump, effective_suit(c, trump)))
        return decided(Play(card), "lead_low", _did("led {card}", card))
    if isinstance(trump, NoTrump) or trump is None:
        return _lead_no_trump(t)
    mine = trumps(legal, trump)
    if t.our_call and mine:
        if t.level >= Strength.STRONG and not _opponents_may_ruff(t):
            cash = _boss_off_suit(t)
            if cash is not None:
                return decided(Play(cash), "count_cards", _did("led {card}", cash),
                               _("counting the cards played shows the other side has no trumps left and {card} "
                                 "is the best card left in its suit, so cash it", card=str(cash)))
        return decided(Play(mine[0]), "lead_trump", _did("led {card}", mine[0]))
    off = [c for c in legal if not is_trump(c, trump)]
    if not off:
        card = min(legal, key=lambda c: strength(c, trump))
        return decided(Play(card), "lead_low", _did("led {card}", card), _("only trumps are left, so lead the lowest"))
    if t.level >= Strength.STRONG and not t.our_call and t.state.alone:
        aces = [c for c in off if c.rank == Rank.ACE or t.boss(c)]
        card = (min(aces, key=t.suit_length) if aces
                else min(off, key=lambda c: (strength(c, trump, effective_suit(c, trump)), t.suit_length(c))))
        return decided(Play(card), "lead_against_loner", _did("led {card}", card))
    if t.level >= Strength.STRONG:
        cash = _boss_off_suit(t)
        if cash is not None and cash.rank != Rank.ACE:
            return decided(Play(cash), "count_cards", _did("led {card}", cash),
                           _("counting the cards played shows {card} is now the best card left in its suit",
                             card=str(cash)))
    card = max(off, key=lambda c: (strength(c, trump, effective_suit(c, trump)), -t.suit_length(c)))
    if t.our_call:
        return decided(Play(card), "lead_off_suit", _did("led {card}", card),
                       said(N_("your side has no trumps in this hand to lead, so lead your highest off-suit card")))
    return decided(Play(card), "lead_off_suit", _did("led {card}", card))


def _lead_no_trump(t: Table) -> Decision:
    legal, trump = t.legal, t.trump
    if t.level >= Strength.STRONG:
        cash = _boss_off_suit(t)
        if cash is not None:
            return decided(Play(cash), "count_cards", _did("led {card}", cash),
                           _("counting the cards played shows {card} is the best card left in its suit",
                             card=str(cash)))
    card = max(legal, key=lambda c: (strength(c, trump, effective_suit(c, trump)), t.suit_length(c)))
    return decided(Play(card), "lead_off_suit", _did("led {card}", card),
                   said(N_("with no trump, lead your best card")))


def _boss_off_suit(t: Table) -> Card | None:
    """An off-suit card no one else can beat in its suit, if the hand has one (shortest suit first)."""
    bosses = [c for c in t.legal if not is_trump(c, t.trump) and t.boss(c)]
    if not bosses:
        return None
    return min(bosses, key=lambda c: (t.suit_length(c), -strength(c, t.trump)[0]))


def _opponents_may_ruff(t: Table) -> bool:
    """Whether an opponent may still hold a trump (as far as counting the cards shows)."""
    out = t.view.trumps_out()
    if not out:
        return False
    opponents = [s for s in t.state.active_seats if t.state.rules.side_of(s) != t.state.rules.side_of(t.me)]
    return any(t.view.may_hold(s, t.trump) for s in opponents)  # type: ignore[arg-type]


# ---- following ---------------------------------------------------------------------------------------
def _follow(t: Table) -> Decision:
    state, legal, trump = t.state, t.legal, t.trump
    trick: Sequence[Card] = state.trick
    led = led_suit(trick, trump)
    best = trick_winner(trick, trump)
    winner_seat, winning = state.trick_seats[best], trick[best]
    beats = [c for c in legal if beats_trick(c, trick, trump)]
    following = bool(followers(legal, led, trump))
    if winner_seat == t.partner:
        return _partner_winning(t, winning, beats, following, led)
    if beats:
        card = min(beats, key=lambda c: strength(c, trump, led))
        if (t.level >= Strength.STRONG and not following and len(trick) == 1 and t.partner is not None
                and _plays_last(t, t.partner)):
            low = _lowest(t, led)
            return decided(Play(low), "no_ruff_second", _did("played {card}", low))
        if t.level >= Strength.STRONG and following and not _is_last(t) and _safe_winner(t, beats, led) is None:
            if len(trick) == 1 and t.partner is not None and t.partner in _later(t):
                low = _lowest(t, led)
                return decided(Play(low), "second_hand_low", _did("played {card}", low))
            if len(trick) == 2 and state.trick_seats[0] == t.partner:
                high = max((c for c in beats if follows(c, led, trump)), key=lambda c: strength(c, trump, led))
                return decided(Play(high), "third_hand_high", _did("played {card}", high))
        if t.level >= Strength.STRONG and following and not _is_last(t):
            safe = _safe_winner(t, beats, led)
            if safe is not None and safe != card:
                threats = [c for c in dict.fromkeys(t.view.others_cards()) if outranks(c, card, trump, led)]
                top = [str(c) for c in sorted(threats, key=lambda c: -card_power(c, trump, led))[:2]]
                if len(top) == 1:
                    why = _("{threat} has not been played yet, so {card} could still be beaten, but nothing left "
                            "beats {safe}", threat=top[0], card=str(card), safe=str(safe))
                else:
                    why = _("{threat} and {other} have not been played yet, so {card} could still be beaten, but "
                            "nothing left beats {safe}", threat=top[0], other=top[1], card=str(card), safe=str(safe))
                return decided(Play(safe), "count_cards", _did("played {card}", safe), why)
        if not following and is_trump(card, trump):
            return decided(Play(card), "trump_in", _did("played {card}", card))
        return decided(Play(card), "win_cheaply", _did("played {card}", card))
    card = _lowest(t, led)
    return decided(Play(card), "throw_lowest", _did("played {card}", card))


def _partner_winning(t: Table, winning: Card, beats: list[Card], following: bool, led: Suit | None) -> Decision:
    trump = t.trump
    card = _lowest(t, led)
    if t.level is Strength.BEGINNER:
        return decided(Play(card), "partner_winning", _did("played {card}", card))
    if (t.level >= Strength.STRONG and t.state.alone and not t.our_call and _opponents_later(t)
            and not _safe_for_partner(t, winning, led)):
        cover = _safe_winner(t, beats, led)
        if cover is not None:
            return decided(Play(cover), "protect_partner", _did("played {card}", cover))
    could_trump = not following and any(is_trump(c, trump) for c in t.legal)
    if (t.level >= Strength.STRONG and could_trump and beats and winning.rank != Rank.ACE
            and not is_trump(winning, trump) and _opponents_later(t) and _higher_in_suit_out(t, winning, led)):
        # partner's plain card below the ace can still lose to a higher card of its suit that an opponent
        # after us may hold: it is not a winner to let stand, so trump it as cheaply as we can
        ruff = min(beats, key=lambda c: strength(c, trump, led))
        return decided(Play(ruff), "trump_in", _did("played {card}", ruff))
    if winning.rank == Rank.ACE and not is_trump(winning, trump) and could_trump:
        return decided(Play(card), "no_trump_partners_ace", _did("played {card}", card))
    if is_trump(winning, trump) and beats:
        return decided(Play(card), "no_overtrump_partner", _did("played {card}", card))
    return decided(Play(card), "partner_winning", _did("played {card}", card))


def _is_last(t: Table) -> bool:
    return len(t.state.trick) == len(t.state.active_seats) - 1


def _later(t: Table) -> list[int]:
    """The seats still to play to this trick after this one, in order."""
    state = t.state
    seats = list(state.active_seats)
    i = seats.index(t.me)
    rest = len(seats) - len(state.trick) - 1
    return [seats[(i + k) % len(seats)] for k in range(1, rest + 1)]


def _plays_last(t: Table, seat: int) -> bool:
    later = _later(t)
    return bool(later) and later[-1] == seat


def _opponents_later(t: Table) -> list[int]:
    rules = t.state.rules
    return [s for s in _later(t) if rules.side_of(s) != rules.side_of(t.me)]


def _safe_for_partner(t: Table, winning: Card, led: Suit | None) -> bool:
    """Whether partner's winning card must hold: no card left out beats it, and (for a plain card) no
    opponent after us may trump it."""
    if not t.view.is_boss(winning, led):
        return False
    if is_trump(winning, t.trump) or not t.view.trumps_out():
        return True
    if t.state.alone and not t.our_call:
        return False  # a lone maker holds most of the trumps: a plain card in front of it is not safe
    return all(t.view.may_hold(s, led) for s in _opponents_later(t))


def _higher_in_suit_out(t: Table, card: Card, led: Suit | None) -> bool:
    """Whether a higher card of the suit led than `card` may still be held by another player (trumps aside)."""
    return any(not is_trump(c, t.trump) and outranks(c, card, t.trump, led) for c in t.view.others_cards())


def _safe_winner(t: Table, beats: list[Card], led: Suit | None) -> Card | None:
    """The cheapest winning card nobody still to play can beat, by counting the cards."""
    state = t.state
    later = [s for s in state.active_seats if s not in state.trick_seats and s != t.me]
    opponents_later = [s for s in later if state.rules.side_of(s) != state.rules.side_of(t.me)]
    if not opponents_later:
        return None
    safe = []
    for card in beats:
        threats = [c for c in t.view.others_cards() if outranks(c, card, t.trump, led)]
        if not threats:
            safe.append(card)
    return min(safe, key=lambda c: strength(c, t.trump, led)) if safe else None


def _lowest(t: Table, led: Suit | None) -> Card:
    """The card that costs least to throw: off-suit before trump, low before high."""
    return min(t.legal, key=lambda card: card_cost(card, t.trump, led))


def card_cost(card: Card, trump: Trump | None, led: Suit | None) -> tuple[int, int, int, int]:
    """What giving up `card` costs, in a trick led in `led` (None for a lead): off-suit before trump, low
    before high. The lowest card of the tips ("throw your lowest card", "keep the high ones")."""
    base = strength(card, trump, led)
    return (int(is_trump(card, trump)), base[0], base[1], base[2])
