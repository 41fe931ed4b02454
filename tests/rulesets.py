"""Hypothesis strategies that draw whole rulesets of either family: a preset with its house rules varied
(the Joker and its lead in no-trump, the turned-up Joker, going and defending alone, the farmer's hand,
renege mode and its penalties), for the property tests of the rules core."""

from hypothesis import strategies as st

from euchre.engine.rules import (
    PRESETS,
    Family,
    FarmersHand,
    JokerNoTrump,
    JokerUpcard,
    LonerLead,
    RenegePenalty,
    Rules,
)

STANDARD_PRESETS = sorted(name for name, r in PRESETS.items() if r.family is Family.STANDARD)
BID_PRESETS = sorted(name for name, r in PRESETS.items() if r.family is Family.BID)

# house rules both families play
SHARED = {
    "stick_the_dealer": st.booleans(),
    "joker": st.booleans(),
    "farmers": st.booleans(),
    "farmers_hand": st.sampled_from(list(FarmersHand)),
    "renege_mode": st.booleans(),
    "renege_penalty": st.sampled_from(list(RenegePenalty)),
    "renege_points": st.integers(1, 4),
    "renege_hand_scores": st.booleans(),
    "uncalled_renege_penalised": st.booleans(),
    "renege_call_ends_hand": st.booleans(),
}
STANDARD = {
    **SHARED,
    "min_rank": st.sampled_from([7, 9]),
    "joker_upcard": st.sampled_from(list(JokerUpcard)),
    "allow_alone": st.booleans(),
    "canadian": st.booleans(),
    "defend_alone": st.booleans(),
    "defend_alone_requires_loner": st.booleans(),
    "loner_lead": st.sampled_from(list(LonerLead)),
    "dealer_pickup_behind_loner": st.booleans(),
}
BID = {
    **SHARED,
    "joker_no_trump": st.sampled_from(list(JokerNoTrump)),
    "allow_no_trump": st.booleans(),
    "dealer_may_equal": st.booleans(),
    "moon": st.booleans(),
    "partners_best": st.booleans(),
}


@st.composite
def standard_rulesets(draw: st.DrawFn) -> Rules:
    """A standard-family preset with its house rules drawn."""
    base = Rules.preset(draw(st.sampled_from(STANDARD_PRESETS)))
    return base.replace(**draw(st.fixed_dictionaries(STANDARD)))


@st.composite
def bid_rulesets(draw: st.DrawFn) -> Rules:
    """A Bid Euchre preset with its house rules drawn; a single deck may be the 32-card one, dealt out
    evenly (eight cards each), as Bid Euchre deals every card."""
    base = Rules.preset(draw(st.sampled_from(BID_PRESETS)))
    options = draw(st.fixed_dictionaries(BID))
    if base.deck_copies == 1 and draw(st.booleans()):
        options.update(min_rank=7, hand_size=8)
    return base.replace(**options)


def rulesets() -> st.SearchStrategy[Rules]:
    """A ruleset of either family."""
    return st.one_of(standard_rulesets(), bid_rulesets())
