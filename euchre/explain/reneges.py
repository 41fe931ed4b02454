"""A renege and its penalty in words (the engine finds and scores reneges: `euchre.engine.reneges`)."""

from __future__ import annotations

from euchre.engine.cards import Card
from euchre.engine.ranking import Trump, is_left_bower
from euchre.engine.reneges import Renege
from euchre.engine.rules import RenegePenalty, Rules
from euchre.explain.cards import card_role
from euchre.i18n.messages import _
from euchre.i18n.seats import seat_label, side_label
from euchre.i18n.words import suit_words


def renege_sentence(renege: Renege, num_players: int = 4) -> str:
    """What the renege was: who, in which trick, the card and what they held of the led suit."""
    held = ", ".join(str(c) for c in renege.could_follow)
    special = [c for c in (renege.card, *renege.could_follow) if _is_special(c, renege.trump)]
    notes = "".join(f" ({card_role(c, renege.trump)})" for c in dict.fromkeys(special))
    return _(
        "{seat} reneged in trick {trick}: played {card} on a {led.one} lead while holding {cards}",
        seat=seat_label(renege.seat, num_players), trick=renege.trick, card=str(renege.card),
        led=suit_words(renege.led), cards=held,
    ) + notes


def _is_special(card: Card, trump: Trump | None) -> bool:
    """A card whose suit in this hand is not the one printed on it: the left bower or the Joker."""
    return card.is_joker or is_left_bower(card, trump)


def penalty_sentence(rules: Rules, renege: Renege, called: bool | None = True) -> str:
    """The renege and its penalty. `called` says whether a call caught it: True, False (nobody called it
    and it is penalised at the end of the hand, `uncalled_renege_penalised`), or None when a played-out
    hand's result cannot tell (a call that did not end the hand, or none)."""
    side = rules.side_of(renege.seat)
    who = side_label(side, rules.num_players)
    said = renege_sentence(renege, rules.num_players)
    lose = rules.renege_penalty is RenegePenalty.OFFENDERS_LOSE
    if not lose and rules.num_players == 2:
        return _two_player_penalty(said, called, rules.renege_points)
    if called is False:
        if lose:
            return _("{renege}. Nobody called the renege, so it is penalised at the end of the hand: {side} lose "
                     "{points} points.", renege=said, side=who, points=rules.renege_points)
        return _("{renege}. Nobody called the renege, so it is penalised at the end of the hand: their opponents "
                 "gain {points} points.", renege=said, points=rules.renege_points)
    if called is None:
        if lose:
            return _("{renege}. The renege is penalised at the end of the hand: {side} lose {points} points.",
                     renege=said, side=who, points=rules.renege_points)
        return _("{renege}. The renege is penalised at the end of the hand: their opponents gain {points} points.",
                 renege=said, points=rules.renege_points)
    if lose:
        return _("{renege}. The renege is caught: {side} lose {points} points.",
                 renege=said, side=who, points=rules.renege_points)
    return _("{renege}. The renege is caught: their opponents gain {points} points.",
             renege=said, points=rules.renege_points)


def _two_player_penalty(said: str, called: bool | None, points: int) -> str:
    """`penalty_sentence` when the one opponent gains the points."""
    if called is False:
        return _("{renege}. Nobody called the renege, so it is penalised at the end of the hand: their opponent "
                 "gains {points} points.", renege=said, points=points)
    if called is None:
        return _("{renege}. The renege is penalised at the end of the hand: their opponent gains {points} points.",
                 renege=said, points=points)
    return _("{renege}. The renege is caught: their opponent gains {points} points.", renege=said, points=points)
