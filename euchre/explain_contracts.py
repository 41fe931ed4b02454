"""Sentences for Bid Euchre contracts and caught reneges (the standard family is in explain.py)."""

from __future__ import annotations

from typing import Any

from euchre.reneges import penalty_sentence
from euchre.rules import Family, Rules, farmers_hand_words
from euchre.scoring import Contract, Outcome
from euchre.seats import seat_name, side_name

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
    defenders = ", ".join(f"{side_name(s, n)} {result.tricks[s]}" for s in others)
    trump = result.trump
    named = trump.plural if hasattr(trump, "plural") else str(trump)
    contract = result.contract
    how = {
        Contract.NORMAL: f"bid {result.bid}",
        Contract.MOON: f"shot the moon ({result.bid} alone)",
        Contract.PARTNERS_BEST: f"bid {result.bid} with partner's best",
    }[contract]
    head = f"{bidder} {how} in {named} and their side took {took}"
    tail = f"; the defenders score 1 per trick ({defenders})."
    if result.outcome in (Outcome.BID_SET, Outcome.MOON_SET, Outcome.PARTNERS_BEST_SET):
        return f"{head}: fewer than {result.bid}, so they are set and lose {result.bid} points{tail}"
    if result.outcome is Outcome.MOON_MADE:
        return f"{head}: all of them, so the moon scores {rules.moon_score}{tail}"
    if result.outcome is Outcome.PARTNERS_BEST_MADE:
        return f"{head}: all of them, so partner's best scores {rules.partners_best_score}{tail}"
    return f"{head}: the bid is made and scores 1 point per trick, {took}{tail}"


def explain_renege(result: Any, rules: Rules) -> str:
    renege = result.reneges[0]
    text = penalty_sentence(rules, renege)
    played_out = sum(result.tricks) == rules.tricks_per_hand
    if not played_out:
        return text + " The call ends the hand, which is not otherwise scored."
    if rules.renege_hand_scores:
        return text + " The hand's own score still counts."
    return text + " The hand is not otherwise scored."


def special_score_sentence(result: Any, rules: Rules) -> str | None:
    """The explanation for a Bid Euchre result or a caught renege, or None for the standard cases."""
    if result.outcome is Outcome.RENEGE:
        return explain_renege(result, rules)
    if result.outcome is Outcome.FARMERS:
        who = seat_name(result.farmer, rules.num_players) if result.farmer is not None else "A player"
        return (
            f"{who} showed a farmer's hand ({farmers_hand_words(rules.farmers_hand)}), so the cards were "
            "thrown in: nobody scores and the next player deals."
        )
    if result.outcome is Outcome.JOKER_REDEAL:
        return "The Joker was turned up, so the cards were thrown in: nobody scores and the next player deals."
    if result.outcome in BID_OUTCOMES:
        return explain_bid_score(result, rules)
    if result.outcome is Outcome.THROWN_IN and rules.family is Family.BID:
        return "Everyone passed, so nobody bid: the cards are thrown in, nobody scores and the next player deals."
    return None
