"""Sentences for Bid Euchre contracts and caught reneges (the standard family is in explain.py)."""

from __future__ import annotations

from typing import Any

from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract, Outcome
from euchre.explain.cards import contract_words
from euchre.explain.reneges import penalty_sentence
from euchre.explain.rule_summary import farmers_hand_words
from euchre.i18n.messages import _
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.seats import side_label as side_name

BID_OUTCOMES = {
    Outcome.BID_MADE, Outcome.BID_SET, Outcome.MOON_MADE, Outcome.MOON_SET,
    Outcome.PARTNERS_BEST_MADE, Outcome.PARTNERS_BEST_SET,
}


def explain_bid_score(result: Any, rules: Rules) -> str:
    """How a Bid Euchre hand was scored."""
    n = rules.num_players
    bidder = seat_name(result.maker, n)
    side = result.makers
    took = result.tricks[side]
    others = [s for s in range(rules.num_sides) if s != side]
    defenders = ", ".join(_("{side} {tricks}", side=side_name(s, n), tricks=result.tricks[s]) for s in others)
    trump = result.trump
    named = contract_words(trump)
    said = {"bidder": bidder, "bid": result.bid, "trump": named, "took": took}
    contract = result.contract
    if contract is Contract.MOON and result.outcome is Outcome.MOON_SET:
        head = _("{bidder} bid {bid} in {trump} to shoot the moon alone, and their side took {took}", **said)
    elif contract is Contract.MOON:
        head = _("{bidder} shot the moon ({bid} alone) in {trump} and their side took {took}", **said)
    elif contract is Contract.PARTNERS_BEST:
        head = _("{bidder} bid {bid} with partner's best in {trump} and their side took {took}", **said)
    else:
        head = _("{bidder} bid {bid} in {trump} and their side took {took}", **said)
    if result.outcome in (Outcome.BID_SET, Outcome.MOON_SET, Outcome.PARTNERS_BEST_SET):
        return _("{head}: fewer than {bid}, so they are set and lose {bid} points; the defenders score 1 per "
                 "trick ({defenders}).", head=head, bid=result.bid, defenders=defenders)
    if result.outcome in (Outcome.MOON_MADE, Outcome.PARTNERS_BEST_MADE) and result.bid < rules.tricks_per_hand:
        points = rules.moon_score if result.outcome is Outcome.MOON_MADE else rules.partners_best_score
        return _("{head}: at least the {bid} bid, so the contract scores {points}; the defenders "
                 "score 1 per trick ({defenders}).", head=head, bid=result.bid, points=points, defenders=defenders)
    if result.outcome is Outcome.MOON_MADE:
        return _("{head}: all of them, so the moon scores {points}; the defenders score 1 per trick ({defenders}).",
                 head=head, points=rules.moon_score, defenders=defenders)
    if result.outcome is Outcome.PARTNERS_BEST_MADE:
        return _("{head}: all of them, so partner's best scores {points}; the defenders score 1 per trick "
                 "({defenders}).", head=head, points=rules.partners_best_score, defenders=defenders)
    return _("{head}: the bid is made and scores 1 point per trick, {took}; the defenders score 1 per trick "
             "({defenders}).", head=head, took=took, defenders=defenders)


def explain_renege(result: Any, rules: Rules) -> str:
    renege = result.reneges[0]
    played_out = sum(result.tricks) == rules.tricks_per_hand
    if not played_out:
        return penalty_sentence(rules, renege) + " " + _("The call ends the hand, which is not otherwise scored.")
    text = penalty_sentence(rules, renege, _called_in_played_out_hand(rules))
    if rules.renege_hand_scores:
        return text + " " + _("The hand's own score still counts.")
    return text + " " + _("The hand is not otherwise scored.")


def _called_in_played_out_hand(rules: Rules) -> bool | None:
    """Whether a call caught the renege penalised in a hand that was played out: a call that ends the hand
    cannot have, and without `uncalled_renege_penalised` only a call penalises one; else either."""
    if not rules.uncalled_renege_penalised:
        return True
    return False if rules.renege_call_ends_hand else None


def special_score_sentence(result: Any, rules: Rules) -> str | None:
    """The explanation for a Bid Euchre result or a caught renege, or None for the standard cases."""
    if result.outcome is Outcome.RENEGE:
        return explain_renege(result, rules)
    if result.outcome is Outcome.FARMERS:
        hand = farmers_hand_words(rules.farmers_hand, rules)
        if result.farmer is None:
            return _("A player showed a farmer's hand ({hand}), so the cards were thrown in: nobody scores and the "
                     "next player deals.", hand=hand)
        return _("{who} showed a farmer's hand ({hand}), so the cards were thrown in: nobody scores and the next "
                 "player deals.", who=seat_name(result.farmer, rules.num_players), hand=hand)
    if result.outcome is Outcome.JOKER_REDEAL:
        return _("The Joker was turned up, so the cards were thrown in: nobody scores and the next player deals.")
    if result.outcome in BID_OUTCOMES:
        return explain_bid_score(result, rules)
    if result.outcome is Outcome.THROWN_IN and rules.family is Family.BID:
        return _("Everyone passed, so nobody bid: the cards are thrown in, nobody scores and the next player deals.")
    return None
