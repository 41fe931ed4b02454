"""The engine's refusals in the learner's words, and the wording of every engine error.

The state machines say why an action is not allowed as facts (`HandState.refusal`, a
`euchre.engine.errors.Refusal`: a reason code and its values); this module words them, and sets itself as
the wording of every engine error (`EuchreError.fact`; the errors that are not refused actions are worded
in `euchre.explain.errors`), so an error's message reads in the language current when it is shown.

    why_illegal(state, "play JH")   # "You must follow spades, and you have A♠." in the learner's language
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from euchre.engine.actions import Action
from euchre.engine.errors import Refusal, word_refusals_with
from euchre.engine.handlike import HandLike
from euchre.engine.ranking import is_left_bower
from euchre.explain.action_words import call_label
from euchre.explain.cards import card_role
from euchre.explain.errors import error_words
from euchre.explain.plays import why_not_playable
from euchre.explain.steps import phase_words
from euchre.i18n import ENGLISH, current_language
from euchre.i18n.messages import _, pgettext
from euchre.i18n.seats import seat_label
from euchre.i18n.words import suit_words


def why_illegal(state: HandLike, action: Action | str) -> str:
    """Why `action` is not allowed in `state`, in the current language."""
    return refusal_words(state.refusal(action))


def refusal_words(refusal: Refusal) -> str:
    """A refusal, or any other fact an engine error carries (worded by `euchre.explain.errors`), in the
    current language; an unknown reason shows its code and values."""
    words = _WORDS.get(refusal.reason)
    if words is not None:
        return words(**refusal.values)
    said = error_words(refusal)
    if said is not None:
        return said
    return refusal.reason + "".join(f" {k}={v}" for k, v in refusal.values.items())


def _who(seat: int | None, num_players: int) -> str:
    return seat_label(seat, num_players) if seat is not None else pgettext("seat", "nobody")


def _card_not_playable(card: Any, hand: Any, trick: Any, trump: Any, seat: int | None, num_players: int,
                       rules: Any) -> str:
    return why_not_playable(card, hand, trick, trump, _who(seat, num_players), rules)


def _not_allowed_now(action: str, phase: Any, seat: int | None, num_players: int, options: tuple[str, ...]) -> str:
    return _("{action} is not allowed now ({phase}, {who} to act); allowed: {options}",
             action=repr(action), phase=phase_words(phase), who=_who(seat, num_players), options=", ".join(options))


def _renege_in_record(seat: int, num_players: int, card: Any, led: Any, could: tuple[Any, ...],
                      later: tuple[tuple[Any, int], ...], lead: Any, trump: Any) -> str:
    """A renege an EGN record proves: the cards of the led suit held, each with the trick it was played in."""
    played = dict(later)
    held = ", ".join(_("{card}, played in trick {trick}", card=str(c), trick=played[c]) if c in played else str(c)
                     for c in could)
    reason = _("{seat} played {card} but had to follow {suit} (holds {cards}) — a renege",
               seat=seat_label(seat, num_players), card=str(card), suit=suit_words(led), cards=held)
    notes = [card_role(c, trump) for c in (lead, *could, card) if is_left_bower(c, trump)]
    if notes:
        reason += "; " + "; ".join(dict.fromkeys(notes))
    return reason


def _call_refused_in_record(seat: int | None, dealer: int, rules: Any, action: Any, why: object) -> str:
    """A call of an EGN record the engine refuses; the action as the engine writes it in English ("order up
    alone"), else as a player says it."""
    words = action.text if current_language() == ENGLISH else call_label(action, seat, dealer, rules)
    return _("{seat} cannot {action}: {reason}", seat=seat_label(seat or 0, rules.num_players), action=words,
             reason=str(why))


_WORDS: dict[str, Callable[..., str]] = {
    "hand_over": lambda: _("the hand is over: no more actions can be taken"),
    "not_time_to_play": lambda phase: _("it is not time to play a card yet: this is {phase}",
                                        phase=phase_words(phase)),
    "card_not_playable": _card_not_playable,
    "discard_not_held": lambda card: _("{card} is not in the dealer's hand", card=str(card)),
    "stick_the_dealer": lambda: _("with stick the dealer, the dealer may not pass in round two and must name a suit"),
    "suit_turned_down": lambda card, suit: _(
        "the {card} was turned down in round one, so {suit} cannot be named in round two",
        card=str(card), suit=suit_words(suit)),
    "no_going_alone": lambda: _("this ruleset does not allow going alone"),
    "canadian_loner": lambda: _("under the Canadian loner, the dealer's partner may order up only by going alone"),
    "bid_out_of_range": lambda least, top: _("a bid is a number of tricks from {least} to {top}",
                                             least=least, top=top),
    "dealer_below_standing_bid": lambda bid: _(
        "the dealer must bid at least the standing bid of {bid}: the dealer may take the contract by equalling it",
        bid=bid),
    "bid_equals_only_dealer": lambda bid: _("a bid must beat the standing bid of {bid}: only the dealer may equal it",
                                            bid=bid),
    "bid_equals_nobody": lambda bid: _(
        "a bid must beat the standing bid of {bid}: under these rules not even the dealer may equal it", bid=bid),
    "bid_too_low": lambda bid: _("a bid must beat the standing bid of {bid}", bid=bid),
    "dealer_must_bid": lambda least: _("everyone else passed, so the dealer must bid at least {least}", least=least),
    "no_no_trump": lambda: _("this ruleset has no no-trump contracts"),
    "partners_best": lambda: _(
        "under partner's best, the partner must pass their best trump (or their best card if they have no trump)"),
    "not_allowed_now": _not_allowed_now,
    "renege_in_record": _renege_in_record,
    "call_refused_in_record": _call_refused_in_record,
}
"""Each reason code of the state machines and of an EGN replay, and its words."""

word_refusals_with(refusal_words)
