"""The rollout path plays exactly the hands the state machine plays: same deals, same choices, same
legal options in the same order, same actions and same results, under every standard-family preset."""

import copy
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import HandState, LonerLead, Phase, Rules, UnsupportedRuleError, build_deck, new_hand
from euchre.actions import PASS, Action, Call, DefendAlone, Discard, NameTrump, OrderUp, Play
from euchre.cards import Suit
from euchre.errors import RulesError
from euchre.rollout import PLAY, action_code, code_action, random_hand, rollout_hand
from euchre.rules import PRESETS, Family

STANDARD_PRESETS = [name for name, r in PRESETS.items() if r.family is Family.STANDARD]
BID_PRESETS = [name for name, r in PRESETS.items() if r.family is Family.BID]
HOUSE_RULES = st.builds(
    Rules,
    num_players=st.sampled_from([2, 3, 4]),
    stick_the_dealer=st.booleans(),
    allow_alone=st.booleans(),
    canadian=st.booleans(),
    defend_alone=st.booleans(),
    defend_alone_requires_loner=st.booleans(),
    loner_lead=st.sampled_from(list(LonerLead)),
    joker=st.booleans(),
    min_rank=st.sampled_from([7, 9]),
    deck_copies=st.sampled_from([1, 1, 2]),
    loner_march_score=st.integers(1, 6),
    lone_defender_euchre_score=st.integers(1, 6),
)


def play_state_machine(rules: Rules, dealer: int, rng: random.Random) -> HandState:
    """The public API driven the way `random_hand` draws: the deal, then one draw per choice."""
    state = new_hand(rules, dealer, rng=rng)
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.random() * len(legal))])
    return state


def assert_same_hand(rules: Rules, seed: int, dealer: int) -> None:
    dealer %= rules.num_players
    fast = random_hand(rules, dealer, random.Random(seed), record=True)
    state = play_state_machine(rules, dealer, random.Random(seed))
    assert fast.action_values() == state.history
    assert fast.hand_result() == state.result
    assert random_hand(rules, dealer, random.Random(seed)).hand_result() == state.result


@settings(max_examples=300, deadline=None)
@given(preset=st.sampled_from(STANDARD_PRESETS), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_seeded_random_hands_match_the_state_machine(preset: str, seed: int, dealer: int) -> None:
    assert_same_hand(Rules.preset(preset), seed, dealer)


@settings(max_examples=150, deadline=None)
@given(rules=HOUSE_RULES, seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_seeded_random_hands_match_under_combined_house_rules(rules: Rules, seed: int, dealer: int) -> None:
    assert_same_hand(rules, seed, dealer)


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
def test_many_seeds_per_preset(preset: str) -> None:
    rules = Rules.preset(preset)
    for seed in range(200):
        assert_same_hand(rules, seed, seed)


class Mirror:
    """A chooser that steps the state machine alongside the rollout and checks every offer it gets."""

    def __init__(self, state: HandState, rng: random.Random) -> None:
        self.state = state
        self.rng = rng
        self.steps = 0

    def __call__(self, seat: int, options: tuple[int, ...]) -> int:
        legal = self.state.legal_actions()
        assert seat == self.state.to_act
        assert options == tuple(action_code(a) for a in legal)
        choice = self.rng.randrange(len(options))
        self.state = self.state.apply(legal[choice])
        self.steps += 1
        return choice


@settings(max_examples=200, deadline=None)
@given(
    preset=st.sampled_from(STANDARD_PRESETS), seed=st.integers(0, 2**32), dealer=st.integers(0, 3),
    upcard_joker=st.booleans(),
)
def test_given_deal_with_a_chooser_sees_the_legal_actions_in_order(
    preset: str, seed: int, dealer: int, upcard_joker: bool
) -> None:
    rules = Rules.preset(preset)
    dealer %= rules.num_players
    start = new_hand(rules, dealer, seed=seed)
    hands, upcard = start.hands, start.upcard
    if upcard_joker and rules.joker:
        cards = build_deck(rules)
        dealt = {c for h in hands for c in h}
        upcard = next(c for c in cards if c.is_joker)
        if upcard in dealt:
            return
    mirror = Mirror(new_hand(rules, dealer, hands=hands, upcard=upcard), random.Random(seed))
    fast = rollout_hand(rules, dealer, hands, upcard, chooser=mirror, record=True)
    assert mirror.state.is_over
    assert fast.action_values() == mirror.state.history
    assert len(fast.actions or ()) == mirror.steps
    assert fast.hand_result() == mirror.state.result


def test_rollout_hand_with_a_random_source_is_reproducible() -> None:
    rules = Rules.preset("hoyle")
    start = new_hand(rules, 2, seed=5)
    a = rollout_hand(rules, 2, start.hands, start.upcard, rng=random.Random(9), record=True)
    b = rollout_hand(rules, 2, [[str(c) for c in h] for h in start.hands], str(start.upcard), rng=random.Random(9))
    assert a.hand_result() == b.hand_result()
    assert b.actions is None
    assert a.actions and all(isinstance(code, int) for _, code in a.actions)


def test_thrown_in_hand() -> None:
    rules = Rules.preset("standard")
    start = new_hand(rules, 0, seed=1)
    result = rollout_hand(rules, 0, start.hands, start.upcard, chooser=lambda seat, options: 0, record=True)
    assert result.thrown_in and result.points == (0, 0) and result.maker is None
    assert [code_action(c) for _, c in result.actions or ()] == [PASS] * 8


def test_every_action_has_a_code_and_back() -> None:
    cards = build_deck(Rules(min_rank=7, joker=True))
    actions: list[Action] = [PASS, OrderUp(False), OrderUp(True), DefendAlone()]
    actions += [Call(s, a) for s in Suit for a in (False, True)] + [NameTrump(s) for s in Suit]
    actions += [Play(c) for c in cards] + [Discard(c) for c in cards]
    codes = [action_code(a) for a in actions]
    assert len(set(codes)) == len(codes)
    assert [code_action(c) for c in codes] == actions
    assert all(action_code(Play(c)) == PLAY + i for i, c in enumerate(cards))


@pytest.mark.parametrize("preset", BID_PRESETS)
def test_bid_euchre_is_refused_clearly(preset: str) -> None:
    rules = PRESETS[preset]
    with pytest.raises(UnsupportedRuleError, match="Bid Euchre"):
        random_hand(rules, 0, random.Random(1))


def test_bad_deals_are_refused() -> None:
    rules = Rules.preset("standard")
    start = new_hand(rules, 0, seed=3)
    with pytest.raises(RulesError, match="dealer"):
        rollout_hand(rules, 4, start.hands, start.upcard)
    with pytest.raises(RulesError, match="dealt 4 times"):
        rollout_hand(rules, 0, [start.hands[0]] * 4, start.upcard)


def test_states_sharing_tables_keep_their_own_results() -> None:
    """The fast state machine shares per-hand tables between states; finishing the same hand many
    ways from one state must leave every final state with the result of its own tricks."""
    rng = random.Random(4)
    start = new_hand(Rules.preset("hoyle"), 1, seed=8)
    while start.phase is not Phase.PLAY:
        legal = start.legal_actions()
        start = start.apply(legal[-1] if start.phase is Phase.ROUND_ONE else legal[0])
    finals = []
    for _ in range(40):
        state = start
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        finals.append(state)
    assert len({f.tricks_by_side() for f in finals}) > 1
    for final in finals:
        replayed = new_hand(final.rules, final.dealer, hands=final.initial.hands, upcard=final.upcard)
        for _, action in final.history:
            replayed = replayed.apply(action)
        assert final.result == replayed.result
        assert final.result.tricks == final.tricks_by_side()


@pytest.mark.parametrize("preset", ["hoyle", "british", "cutthroat"])
def test_states_pickle_and_copy_like_values(preset: str) -> None:
    rng = random.Random(6)
    state = new_hand(Rules.preset(preset), 1, seed=6)
    while not state.is_over:
        for clone in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
            assert clone.history == state.history and clone.hands == state.hands
            assert clone.legal_actions() == state.legal_actions() and clone.tricks == state.tricks
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    assert pickle.loads(pickle.dumps(state)).result == state.result


def test_recorded_actions_are_needed_for_action_values() -> None:
    result = random_hand(Rules.preset("standard"), 0, random.Random(2))
    with pytest.raises(ValueError, match="record"):
        result.action_values()


@pytest.mark.parametrize("option", [
    {"farmers": True}, {"renege_mode": True}, {"dealer_pickup_behind_loner": True},
    {"joker": True, "joker_upcard": "redeal"},
])
def test_house_rules_the_rollout_cannot_play_are_refused_not_ignored(option: dict) -> None:
    """Regression: under farmers=True and renege_mode=True, random_hand used to play a different game from
    the state machine (no farmer's redeal, no reneges) instead of saying it could not."""
    from euchre.rules import JokerUpcard

    if "joker_upcard" in option:
        option = {**option, "joker_upcard": JokerUpcard.REDEAL}
    rules = Rules.preset("standard").replace(**option)
    with pytest.raises(UnsupportedRuleError, match="rollout path cannot play"):
        random_hand(rules, 0, random.Random(1))
    state = new_hand(rules, 0, seed=1)
    assert state.legal_actions(), "the state machine plays it"
