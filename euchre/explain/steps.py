"""Sentences for the steps of a hand: the replay, the play-along widgets and the narrated games use them.

Pure functions over engine values, built on `euchre.explain.plays`; no widget code here.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.engine.actions import (
    Action,
    Bid,
    Call,
    DefendAlone,
    Discard,
    GiveCard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    PlayContract,
)
from euchre.engine.bid import BidHandState
from euchre.engine.cards import Card, Suit
from euchre.engine.ranking import Trump, is_left_bower, is_trump
from euchre.engine.state import HandState, Phase
from euchre.engine.tricks import follows, led_suit, next_seat
from euchre.explain.cards import contract_words
from euchre.explain.plays import card_role, explain_score, trick_sentence, trump_words
from euchre.i18n import N_, _
from euchre.i18n.messages import NP_, pgettext
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.words import suit_words

_CALLS = {
    "picks": (N_("{seat} picks it up"), N_("{seat} picks it up and goes alone")),
    "assists": (N_("{seat} assists"), N_("{seat} assists and goes alone")),
    "orders": (N_("{seat} orders it up"), N_("{seat} orders it up and goes alone")),
    "names": (N_("{seat} names {suit}"), N_("{seat} names {suit} and goes alone")),
}


_BID_PHASES = frozenset({Phase.AUCTION, Phase.DECLARE, Phase.CONTRACT, Phase.BIDDER_DISCARD, Phase.PARTNER_GIVES})
"""The phases of a Bid Euchre hand whose calls `bid_call_sentence` words."""


def bid_call_sentence(action: Action, who: str) -> str:
    """A Bid Euchre call (a bid, naming trump, how a bid of every trick is played, the bidder's discard or
    the partner's card) as a sentence: "North bids 4.", "East names low no-trump."."""
    if isinstance(action, Bid):
        return _("{seat} bids {n}.", seat=who, n=action.tricks)
    if isinstance(action, NameTrump):
        t = action.trump
        if isinstance(t, Suit):
            return _("{seat} names {suit}.", seat=who, suit=suit_words(t))
        if t.value == "high":
            return _("{seat} names high no-trump.", seat=who)
        return _("{seat} names low no-trump.", seat=who)
    if isinstance(action, PlayContract):
        if action.kind == "partner's best":
            return _("{seat} plays it as partner's best.", seat=who)
        return _("{seat} shoots the moon.", seat=who)
    if isinstance(action, Discard):
        return _("{seat} discards {card}.", seat=who, card=str(action.card))
    if isinstance(action, GiveCard):
        return _("{seat} passes {card} to the bidder and sits out.", seat=who, card=str(action.card))
    return _("{seat} passes.", seat=who)


def call_sentence(state: HandState, seat: int, action: Action, who: str) -> str:
    """The call `who` (sitting at `seat`) made before `action` was applied in `state`: "East passes"."""
    if state.phase in _BID_PHASES:
        # The list of calls runs its entries together without their full stops, as the standard calls.
        return bid_call_sentence(action, who).removesuffix(".")
    if isinstance(action, OrderUp):
        if seat == state.dealer:
            key = "picks"
        elif state.rules.partner_of(seat) == state.dealer:
            key = "assists"
        else:
            key = "orders"
        return _(_CALLS[key][action.alone], seat=who)
    if isinstance(action, Call):
        return _(_CALLS["names"][action.alone], seat=who, suit=suit_words(action.suit))
    if isinstance(action, Pass):
        return _("{seat} passes", seat=who)
    if isinstance(action, DefendAlone):
        return _("{seat} defends alone", seat=who)
    if isinstance(action, NameTrump):
        return _("{seat} names {trump} for the Joker", seat=who, trump=_trump_words(action.trump))
    return _("{seat}: {action}", seat=who, action=action.text)


def _trump_words(trump: Trump | None) -> object:
    return _("no trump yet") if trump is None else contract_words(trump)


def calls_text(state: HandState) -> list[str]:
    """Every call so far, as "East passes", in order."""
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
        out.append(call_sentence(before, seat, action, seat_name(seat, state.num_players)))
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
        if isinstance(state, BidHandState):
            return _("{dealer} deals, and the auction starts on the dealer's left.", dealer=dealer)
        if state.phase is Phase.JOKER_SUIT:
            return _("{dealer} dealt. The upcard is the Joker, so {dealer}, the dealer, acts first and names the "
                     "suit it stands for; then {first}, on the dealer's left, may order it up or pass.",
                     dealer=dealer, first=first)
        return _("{dealer} dealt. The upcard is {upcard}. {first}, on the dealer's left, speaks first: order it "
                 "up or pass.", dealer=dealer, upcard=str(state.upcard), first=first)
    who = seat_name(seat, n)
    sentences = []
    if isinstance(action, Play):
        sentences.append(_play_sentence(before, state, seat, action.card))
    elif before.phase is Phase.BIDDER_DISCARD and isinstance(action, Discard):
        sentences.append(_("{seat}, the bidder, discards {card} face down to make room for the partner's best "
                           "card.", seat=who, card=str(action.card)))
    elif before.phase in _BID_PHASES:
        sentences.append(bid_call_sentence(action, who))
    elif isinstance(action, OrderUp):
        sentences.append(_("{call}: {trump}.", call=call_sentence(before, seat, action, who),
                           trump=trump_words(state.trump)))
        dealer, upcard = seat_name(before.dealer, n), str(before.upcard)
        if seat != before.dealer and before.dealer not in state.sitting_out:
            sentences.append(_("{dealer}, the dealer, takes the {upcard} and will discard.", dealer=dealer,
                               upcard=upcard))
        elif before.dealer in state.sitting_out and state.phase is Phase.DISCARD:
            sentences.append(_("The dealer's partner is going alone, so {dealer} sits out, but first takes the "
                               "{upcard} and discards.", dealer=dealer, upcard=upcard))
        elif before.dealer in state.sitting_out:
            sentences.append(_("The dealer's partner is going alone, so {dealer} sits out.", dealer=dealer))
    elif isinstance(action, Call):
        suit = suit_words(action.suit)
        sentences.append(_("{seat} names {suit} as trump and goes alone.", seat=who, suit=suit) if action.alone
                         else _("{seat} names {suit} as trump.", seat=who, suit=suit))
    elif isinstance(action, Pass):
        sentences.append(_pass_sentence(before, state, who))
    elif isinstance(action, Discard):
        sentences.append(_("{seat}, the dealer, discards {card} face down.", seat=who, card=str(action.card)))
    elif isinstance(action, DefendAlone):
        partner = state.rules.partner_of(seat)
        if partner is not None:
            sentences.append(_("{seat} defends alone; {partner} sits out.", seat=who,
                               partner=seat_name(partner, n)))
        else:
            sentences.append(_("{seat} defends alone.", seat=who))
    elif isinstance(action, NameTrump) and isinstance(action.trump, Suit):
        first = seat_name(next_seat(before.dealer, n), n)
        sentences.append(_("{seat}, the dealer, names {suit} for the Joker: round one is about {suit}, and "
                           "{first}, on the dealer's left, speaks first.", seat=who,
                           suit=suit_words(action.trump), first=first))
    else:
        sentences.append(_("{seat}: {action}.", seat=who, action=action.text))
    if state.phase is Phase.PLAY and before.phase is not Phase.PLAY and state.leader is not None:
        lead = seat_name(state.leader, n)
        if state.sitting_out and not isinstance(action, GiveCard):  # the partner's card already says so
            out = ", ".join(seat_name(s, n) for s in state.sitting_out)
            sentences.append(_("{seats} sits out this hand.", seats=out))
        sentences.append(_("{seat} leads the first trick.", seat=lead))
    if state.is_over and with_score:
        sentences.append(explain_score(state.result, state.rules))
    return " ".join(sentences)


def bidder_discard_hidden(state: HandState) -> str | None:
    """For a Bid Euchre bidder's discard (the last action of `state`), the sentence that does not name the
    card; None for any other action."""
    before, seat = state.parent, state.last_seat
    if before is None or seat is None or before.phase is not Phase.BIDDER_DISCARD:
        return None
    return _("{seat}, the bidder, discards a card face down to make room for the partner's best card.",
             seat=seat_name(seat, state.num_players))


def partner_card_hidden(state: HandState, viewer: int) -> str | None:
    """For the card a Bid Euchre partner passes face down to the bidder (the last action of `state`), the
    sentence that does not name the card, when `viewer` is neither of the two; None otherwise."""
    seat = state.last_seat
    if not isinstance(state, BidHandState) or seat is None or not isinstance(state.last_action, GiveCard):
        return None
    if viewer in (seat, state.high_bidder):
        return None
    return _("{seat} passes a card face down to the bidder and sits out.", seat=seat_name(seat, state.num_players))


def _pass_sentence(before: HandState, after: HandState, who: str) -> str:
    n = before.num_players
    if before.phase is Phase.DEFEND_ALONE:
        return _("{seat} does not defend alone.", seat=who)
    if before.phase is Phase.ROUND_ONE and after.phase is Phase.ROUND_TWO:
        values = {"seat": who, "upcard": str(before.upcard), "first": seat_name(after.to_act or 0, n)}
        if before.upcard_suit is not None:
            return _("{seat} passes. Everyone passed in round one, so the {upcard} is turned down; round two "
                     "starts with {first}, who may name any suit but {suit}.", suit=suit_words(before.upcard_suit),
                     **values)
        return _("{seat} passes. Everyone passed in round one, so the {upcard} is turned down; round two starts "
                 "with {first}, who may name any suit but that one.", **values)
    return _("{seat} passes.", seat=who)


def _play_sentence(before: HandState, after: HandState, seat: int, card: Card) -> str:
    n = before.num_players
    who = seat_name(seat, n)
    trump = before.trump
    shown = str(card)
    if len(after.tricks) > len(before.tricks):
        return trick_sentence(after.tricks[-1], trump, n, before.rules.joker)
    if not before.trick:
        if is_left_bower(card, trump) or card.is_joker:
            if isinstance(trump, Suit):
                return _("{seat} leads {card} ({role}, so others must follow {suit}).", seat=who, card=shown,
                         role=card_role(card, trump), suit=suit_words(trump))
            return _("{seat} leads {card} ({role}, so others must follow the led suit).", seat=who, card=shown,
                     role=card_role(card, trump))
        if is_trump(card, trump):
            return _("{seat} leads {card} (a trump).", seat=who, card=shown)
        return _("{seat} leads {card}.", seat=who, card=shown)
    led = led_suit(before.trick, trump)
    if led is None:
        return _("{seat} plays {card}.", seat=who, card=shown)
    suit = suit_words(led)
    if not follows(card, led, trump):
        if before.rules.renege_mode:
            # A card off the led suit may be a renege here: say what happened, not that the player is void.
            return _("{seat} does not follow {suit}: {seat} plays {card}.", seat=who, suit=suit, card=shown)
        return _("{seat} has no {suit}, so may play any card: {card}.", seat=who, suit=suit, card=shown)
    if is_left_bower(card, trump):
        return _("{seat} plays {card}, following {suit} ({role}).", seat=who, card=shown, suit=suit,
                 role=card_role(card, trump))
    return _("{seat} plays {card}, following {suit}.", seat=who, card=shown, suit=suit)


_NOTES = {"dealer": N_("dealer"), "maker": N_("maker"), "maker, alone": N_("maker, alone"),
          "defends alone": N_("defends alone"), "sits out": N_("sits out")}


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
        shown = ", ".join(_(_NOTES[note]) for note in notes)
        label = _("{seat} ({notes})", seat=names[seat], notes=shown) if notes else names[seat]
        rows.append((seat, label))
    return rows


PHASE_NAMES: dict[Phase, tuple[str, str]] = {
    Phase.FARMERS: NP_("phase", "farmer's hand"),
    Phase.JOKER_SUIT: NP_("phase", "dealer names the Joker's suit"),
    Phase.ROUND_ONE: NP_("phase", "round one"),
    Phase.DISCARD: NP_("phase", "dealer discards"),
    Phase.ROUND_TWO: NP_("phase", "round two"),
    Phase.DEFEND_ALONE: NP_("phase", "defending alone"),
    Phase.AUCTION: NP_("phase", "auction"),
    Phase.DECLARE: NP_("phase", "naming trump"),
    Phase.CONTRACT: NP_("phase", "choosing how to play the bid"),
    Phase.BIDDER_DISCARD: NP_("phase", "bidder discards"),
    Phase.PARTNER_GIVES: NP_("phase", "partner passes a card"),
    Phase.PLAY: NP_("phase", "trick play"),
    Phase.OVER: NP_("phase", "over"),
}
"""Each phase's name for a learner (the English is the phase's value), shown with `phase_words`."""


def phase_words(phase: Phase) -> str:
    """The phase's name in the current language: "round two", Turkish "ikinci tur"."""
    return pgettext(*PHASE_NAMES[phase])
