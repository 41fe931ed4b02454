"""The fast mode (`euchre.engine.rollout`) plays exactly the hands the state machines play: same deals, same
choices, same legal options in the same order, same actions, trick winners and results, under every
preset and every combination of house rules of both families."""

import copy
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import LonerLead, Phase, Rules, UnsupportedRuleError, build_deck, new_hand
from euchre.engine.actions import (
    PASS,
    REDEAL,
    Action,
    Bid,
    Call,
    CallRenege,
    DefendAlone,
    Discard,
    GiveCard,
    NameTrump,
    OrderUp,
    Play,
    PlayContract,
)
from euchre.engine.cards import Suit
from euchre.engine.errors import RulesError
from euchre.engine.hands import HandLike
from euchre.engine.ranking import NoTrump
from euchre.engine.rollout import PLAY, action_code, code_action, random_hand, rollout_hand
from euchre.engine.rules import PRESETS, Family, FarmersHand, JokerNoTrump, JokerUpcard, RenegePenalty
from euchre.engine.scoring import Outcome

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
    dealer_pickup_behind_loner=st.booleans(),
    farmers=st.booleans(),
    farmers_hand=st.sampled_from(list(FarmersHand)),
    joker_upcard=st.sampled_from(list(JokerUpcard)),
    renege_mode=st.booleans(),
    renege_penalty=st.sampled_from(list(RenegePenalty)),
    renege_hand_scores=st.booleans(),
    uncalled_renege_penalised=st.booleans(),
    renege_call_ends_hand=st.booleans(),
)


def _bid_rules(preset: str, table: tuple[int, int, bool], moon_bid: int = 0, **options: object) -> Rules:
    """A Bid Euchre ruleset whose deck deals out evenly (the only kind Bid Euchre plays)."""
    num_players, min_rank, joker = table
    base = PRESETS[preset]
    if base.deck_copies == 2:  # 12 cards a hand is as many as a double deck deals
        num_players, min_rank = 4, 9
    cards = (15 - min_rank) * 4 * base.deck_copies
    hand_size = cards // num_players
    return base.replace(num_players=num_players, min_rank=min_rank, joker=joker, hand_size=hand_size,
                        moon_bid=min(moon_bid, hand_size), **options)


BID_TABLES = [(4, 9, False), (4, 9, True), (4, 7, False), (3, 9, False), (3, 9, True), (2, 9, False)]
"""(players, lowest rank, Joker) of the Bid Euchre tables whose decks deal out evenly."""
BID_HOUSE_RULES = st.builds(
    _bid_rules,
    preset=st.sampled_from(BID_PRESETS),
    table=st.sampled_from(BID_TABLES),
    moon_bid=st.sampled_from([0, 0, 4, 5, 8]),
    joker_no_trump=st.sampled_from(list(JokerNoTrump)),
    stick_the_dealer=st.booleans(),
    dealer_may_equal=st.booleans(),
    allow_no_trump=st.booleans(),
    min_bid=st.integers(1, 4),
    moon=st.booleans(),
    partners_best=st.booleans(),
    farmers=st.booleans(),
    farmers_hand=st.sampled_from(list(FarmersHand)),
    renege_mode=st.booleans(),
    renege_penalty=st.sampled_from(list(RenegePenalty)),
    renege_hand_scores=st.booleans(),
    uncalled_renege_penalised=st.booleans(),
    renege_call_ends_hand=st.booleans(),
)
HOUSE_OPTIONS: list[dict] = [
    {"farmers": True}, {"farmers": True, "farmers_hand": FarmersHand.NO_FACE_ONE_ACE}, {"renege_mode": True},
    {"renege_mode": True, "renege_call_ends_hand": False, "uncalled_renege_penalised": True,
     "renege_hand_scores": True, "renege_penalty": RenegePenalty.OPPONENTS_GAIN},
    {"dealer_pickup_behind_loner": True}, {"joker": True, "joker_upcard": JokerUpcard.REDEAL},
    {"joker": True, "joker_no_trump": JokerNoTrump.NOT_LED}, {"min_rank": 7}, {"moon_bid": 5},
]


def play_state_machine(rules: Rules, dealer: int, rng: random.Random) -> HandLike:
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
    assert fast.trick_record == state.tricks  # who led, the cards and seats, the winner, trick by trick
    assert fast.winners == tuple(t.winner for t in state.tricks)
    assert fast.hand_result() == state.result
    assert random_hand(rules, dealer, random.Random(seed)).hand_result() == state.result


@settings(max_examples=300, deadline=None)
@given(preset=st.sampled_from(list(PRESETS)), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_seeded_random_hands_match_the_state_machine(preset: str, seed: int, dealer: int) -> None:
    assert_same_hand(Rules.preset(preset), seed, dealer)


@settings(max_examples=200, deadline=None)
@given(rules=HOUSE_RULES, seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_seeded_random_hands_match_under_combined_house_rules(rules: Rules, seed: int, dealer: int) -> None:
    assert_same_hand(rules, seed, dealer)


@settings(max_examples=200, deadline=None)
@given(rules=BID_HOUSE_RULES, seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_seeded_bid_euchre_hands_match_under_combined_house_rules(rules: Rules, seed: int, dealer: int) -> None:
    assert_same_hand(rules, seed, dealer)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_many_seeds_per_preset(preset: str) -> None:
    rules = Rules.preset(preset)
    for seed in range(100 if rules.family is Family.STANDARD else 40):
        assert_same_hand(rules, seed, seed)


@pytest.mark.parametrize(("preset", "option"), [
    pytest.param(preset, option, id=f"{preset}-{','.join(sorted(option))}")
    for preset in PRESETS for option in HOUSE_OPTIONS
    if not (PRESETS[preset].family is Family.BID and "min_rank" in option)  # a 32-card Bid deck is in BID_TABLES
])
def test_every_preset_with_each_house_rule(preset: str, option: dict) -> None:
    rules = Rules.preset(preset).replace(**option)
    for seed in range(25 if rules.family is Family.STANDARD else 6):
        assert_same_hand(rules, seed, seed)


def every_house_rule(preset: str, **options: object) -> Rules:
    """A preset with every house rule of its family on at once (the benchmark's "+ house rules")."""
    rules = Rules.preset(preset)
    house: dict[str, object] = {"farmers": True, "renege_mode": True}
    if rules.family is Family.STANDARD:
        house.update(dealer_pickup_behind_loner=True, joker=True, defend_alone=rules.num_players == 4)
    return rules.replace(**{**house, **options})


@pytest.mark.parametrize("ends_hand", [False, True])
@pytest.mark.parametrize("preset", ["standard", "cutthroat", "two-handed", "bid-euchre-6"])
def test_every_house_rule_at_once_plays_the_state_machines_hand(preset: str, ends_hand: bool) -> None:
    rules = every_house_rule(preset, renege_call_ends_hand=ends_hand)
    outcomes = set()
    for seed in range(120 if rules.family is Family.STANDARD else 50):
        assert_same_hand(rules, seed, seed)
        outcomes.add(random_hand(rules, seed % rules.num_players, random.Random(seed)).outcome)
    assert Outcome.RENEGE in outcomes  # the comparisons covered hands where a call caught a renege


@settings(max_examples=150, deadline=None)
@given(rules=st.one_of(HOUSE_RULES, BID_HOUSE_RULES), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_random_hands_in_renege_mode_match_under_any_other_house_rules(rules: Rules, seed: int, dealer: int) -> None:
    """The fast mode's own trick loop for renege mode, under every mix of the other options."""
    assert_same_hand(rules.replace(renege_mode=True), seed, dealer)


def test_the_house_rules_come_into_play() -> None:
    """The comparisons above would prove little if the house rules never changed a hand: they do."""
    seen: set[str] = set()
    for preset in ("standard", "bid-euchre-6"):
        for option in HOUSE_OPTIONS:
            if preset != "standard" and "min_rank" in option:
                continue
            rules = Rules.preset(preset).replace(**option)
            for seed in range(60):
                result = random_hand(rules, seed % rules.num_players, random.Random(seed), record=True)
                actions = {type(a) for _, a in result.action_values()}
                seen |= {t.__name__ for t in actions & {REDEAL.__class__, CallRenege}}
                seen |= {"renege"} if result.result.reneges else set()
                seen |= {"no-trump"} if isinstance(result.trump, NoTrump) else set()
    assert {"Redeal", "CallRenege", "renege", "no-trump"} <= seen


class Mirror:
    """A chooser that steps the state machine alongside the rollout and checks every offer it gets."""

    def __init__(self, state: HandLike, rng: random.Random) -> None:
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


@settings(max_examples=150, deadline=None)
@given(rules=st.one_of(HOUSE_RULES, BID_HOUSE_RULES), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_given_deals_under_house_rules_see_the_legal_actions_in_order(rules: Rules, seed: int, dealer: int) -> None:
    dealer %= rules.num_players
    start = new_hand(rules, dealer, seed=seed)
    bid = rules.family is Family.BID
    upcard = None if bid else start.upcard  # type: ignore[attr-defined]
    mirror = Mirror(new_hand(rules, dealer, hands=start.hands, upcard=upcard), random.Random(seed))
    fast = rollout_hand(rules, dealer, start.hands, upcard, chooser=mirror, record=True)
    assert mirror.state.is_over
    assert fast.action_values() == mirror.state.history
    assert fast.trick_record == mirror.state.tricks
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
    actions += [NameTrump(NoTrump.HIGH), NameTrump(NoTrump.LOW), REDEAL, PlayContract("partner's best"),
                PlayContract("moon"), PlayContract("with partner")]
    actions += [CallRenege(s) for s in range(4)] + [GiveCard(c) for c in cards] + [Bid(n) for n in range(25)]
    codes = [action_code(a) for a in actions]
    assert len(set(codes)) == len(codes)
    assert [code_action(c) for c in codes] == actions
    assert all(action_code(Play(c)) == PLAY + i for i, c in enumerate(cards))


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


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
def test_states_holding_reneges_pickle_and_copy_like_values(preset: str) -> None:
    rules = Rules.preset(preset).replace(renege_mode=True, renege_call_ends_hand=False)
    rng = random.Random(8)
    holding = 0
    for seed in range(40):
        state = new_hand(rules, seed % rules.num_players, seed=seed)
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
            if state.reneges:
                holding += 1
                for clone in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
                    assert clone.reneges == state.reneges and hash(clone.reneges) == hash(state.reneges)
                    assert clone.legal_actions() == state.legal_actions()
        assert pickle.loads(pickle.dumps(state)).result == state.result
    assert holding > 0


def test_recorded_actions_are_needed_for_action_values() -> None:
    result = random_hand(Rules.preset("standard"), 0, random.Random(2))
    with pytest.raises(ValueError, match="record"):
        result.action_values()


@pytest.mark.parametrize("option", [
    {"farmers": True}, {"renege_mode": True}, {"dealer_pickup_behind_loner": True},
    {"joker": True, "joker_upcard": JokerUpcard.REDEAL},
])
def test_house_rules_once_refused_are_played_as_the_state_machine_plays_them(option: dict) -> None:
    """Regression: under farmers=True and renege_mode=True, random_hand used to play a different game from
    the state machine (no farmer's redeal, no reneges); then it refused them. Now it plays them."""
    for preset in ("standard", "hoyle", "bid-euchre-moon"):
        rules = Rules.preset(preset).replace(**option)
        for seed in range(30):
            assert_same_hand(rules, seed, seed)


def test_what_the_fast_mode_cannot_play_is_refused() -> None:
    rules = Rules(hand_size=6)  # 24 cards dealt to four: no upcard
    with pytest.raises(UnsupportedRuleError, match="upcard"):
        random_hand(rules, 0, random.Random(1))
    uneven = PRESETS["bid-euchre-6"].replace(num_players=3)  # 18 of the 24 cards dealt
    for play in (lambda: random_hand(uneven, 0, random.Random(1)), lambda: new_hand(uneven, 0, seed=1)):
        with pytest.raises(UnsupportedRuleError, match="deals every card"):
            play()
