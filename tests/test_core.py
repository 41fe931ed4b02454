"""The trick-play core (`euchre.engine.tricks`): its code tables, the solver's bit tables and both state
machines agree with its card-level rules, on random positions of every family."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Rules, new_hand
from euchre.engine.actions import CallRenege, Play
from euchre.engine.cards import Card, Suit, build_deck
from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, effective_suit
from euchre.engine.reneges import code_renege_record, find_renege
from euchre.engine.rules import PRESETS, Family
from euchre.engine.tricks import (
    CARDS,
    CODE,
    EFFECTIVE_SUIT,
    NO_SUIT,
    POWER,
    SEATS_OF,
    TRUMP_INDEX,
    TRUMPS,
    accusable,
    accusable_bits,
    beats,
    code_renege,
    code_winner,
    joker_lead_barred,
    legal_plays,
    next_seat,
    opponent_bits,
    play_order,
    side_of,
    trick_winner,
)
from euchre.solver.numbering import CardTable, card_code
from euchre.solver.position import Position
from euchre.solver.search import _beats
from tests.rulesets import rulesets

H, S, D, C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS


@settings(max_examples=300, deadline=None)
@given(trump=st.sampled_from(TRUMPS), codes=st.lists(st.integers(0, len(CARDS) - 1), min_size=1, max_size=6))
def test_code_tables_agree_with_the_card_rules(trump, codes) -> None:
    t = TRUMP_INDEX[trump]
    cards = [CARDS[c] for c in codes]
    assert code_winner(codes, EFFECTIVE_SUIT[t], POWER[t]) == trick_winner(cards, trump)
    for card in cards:
        suit = effective_suit(card, trump)
        assert EFFECTIVE_SUIT[t][CODE[card]] == (NO_SUIT if suit is None else int(suit))


@settings(max_examples=300, deadline=None)
@given(
    trump=st.sampled_from(TRUMPS), hand=st.lists(st.integers(0, len(CARDS) - 1), min_size=1, max_size=6),
    led=st.integers(0, len(CARDS) - 1), pick=st.integers(0, 5), number=st.integers(1, 6), seat=st.integers(0, 3),
)
def test_a_renege_found_over_codes_is_recorded_as_find_renege_records_it(trump, hand, led, pick, number, seat) -> None:
    t = TRUMP_INDEX[trump]
    eff = EFFECTIVE_SUIT[t]
    code = hand[pick % len(hand)]
    cards = [CARDS[c] for c in hand]
    expected = find_renege(seat, cards, [CARDS[led]], trump, CARDS[code], number)
    assert code_renege(hand, code, eff[led], eff) is (expected is not None)
    if expected is not None:
        could = [c for c in hand if eff[c] == eff[led]]
        assert code_renege_record(seat, number, code, could, eff[led], trump) == expected


@settings(max_examples=300, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]), seat=st.integers(0, 3), played=st.sets(st.integers(0, 3)),
    refused=st.sets(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(1, 3))), number=st.integers(1, 3),
)
def test_renege_calls_over_seat_masks_are_the_calls_accusable_allows(players, seat, played, refused, number) -> None:
    seat %= players
    played = {s for s in played if s < players}
    sides = tuple(side_of(s, players) for s in range(players))
    mine = sum(1 << accused for caller, accused, when in refused if caller == seat and when == number)
    bits = accusable_bits(opponent_bits(sides)[seat], sum(1 << s for s in played), mine)
    assert SEATS_OF[bits] == accusable(seat, played, sides, refused, number)


def test_identical_cards_first_played_wins_and_a_later_copy_does_not_beat_it() -> None:
    ace = Card.parse("AH")
    trick = [Card.parse("9H"), ace]
    assert trick_winner([*trick, ace], S) == 1
    assert not beats(ace, trick, S)
    assert beats(Card.parse("JH"), trick, H)


def test_the_joker_is_barred_from_leading_only_in_no_trump_under_not_led() -> None:
    from euchre.engine.rules import JokerNoTrump

    barred = Rules.preset("bid-euchre-6").replace(joker=True, joker_no_trump=JokerNoTrump.NOT_LED)
    free = barred.replace(joker_no_trump=JokerNoTrump.MAY_LEAD)
    assert joker_lead_barred(NoTrump.HIGH, barred) and joker_lead_barred(NoTrump.LOW, barred)
    assert not joker_lead_barred(S, barred) and not joker_lead_barred(NoTrump.HIGH, free)
    assert not joker_lead_barred(NoTrump.HIGH, None)
    hand = [Card.parse("B"), Card.parse("9H")]
    assert legal_plays(hand, [], NoTrump.HIGH, barred) == (hand[1],)
    assert set(legal_plays(hand, [], NoTrump.HIGH, free)) == set(hand)


def test_seats_that_sit_out_are_skipped() -> None:
    assert next_seat(3, 4, (0,)) == 1
    assert play_order(1, 4, (3,)) == (1, 2, 0)
    assert play_order(2, 3) == (2, 0, 1)
    assert [side_of(s, 4) for s in range(4)] == [0, 1, 0, 1]
    assert [side_of(s, 3) for s in range(3)] == [0, 1, 2]


def _random_play_states(rules: Rules, seed: int):
    """Every trick-play state of a random hand (bidding choices random too)."""
    rng = random.Random(seed)
    state = new_hand(rules, seed % rules.num_players, seed=seed)
    while not state.is_over:
        if state.phase is Phase.PLAY:
            yield state
        state = state.apply(rng.choice(state.legal_actions()))


FAMILIES = [*PRESETS, "bid-euchre-6 high", "bid-euchre-6 low"]


def _rules(name: str) -> tuple[Rules, NoTrump | None]:
    if name.endswith((" high", " low")):
        base, which = name.rsplit(" ", 1)
        return Rules.preset(base), NoTrump(which)
    return Rules.preset(name), None


def _force_no_trump(rules: Rules, seed: int, which: NoTrump):
    """A Bid Euchre hand played in the no-trump contract `which`."""
    from euchre.engine.actions import NameTrump

    rng = random.Random(seed)
    state = new_hand(rules, 0, seed=seed)
    while not state.is_over:
        if state.phase is Phase.PLAY:
            yield state
        legal = state.legal_actions()
        if state.phase is Phase.DECLARE:
            action = NameTrump(which)
        else:
            action = rng.choice(legal)
        state = state.apply(action)


@pytest.mark.parametrize("name", FAMILIES)
def test_state_machines_and_the_solver_tables_agree_with_the_core(name: str) -> None:
    rules, no_trump = _rules(name)
    checked = 0
    for seed in range(12):
        states = _force_no_trump(rules, seed, no_trump) if no_trump else _random_play_states(rules, seed)
        for state in states:
            _check_against_the_core(state)
            checked += 1
    assert checked > 0


@settings(max_examples=40, deadline=None)
@given(rules=rulesets(), seed=st.integers(0, 2**32))
def test_drawn_rulesets_play_by_the_core(rules: Rules, seed: int) -> None:
    """Every house rule varied (the Joker's lead in no-trump, renege mode, the farmer's hand...): the
    state machines and the solver's tables still offer and rank what the core says."""
    for state in _random_play_states(rules, seed):
        _check_against_the_core(state)


def _check_against_the_core(state) -> None:
    rules = state.rules
    hand = state.hand(state.to_act)
    core = set(legal_plays(hand, state.trick, state.trump, rules))
    plays = {a.card for a in state.legal_actions() if isinstance(a, Play)}
    if rules.renege_mode and state.trick:
        assert plays == set(hand)
    else:
        assert plays == core
    if state.trick:
        seats = state.trick_seats
        assert seats == play_order(seats[0], rules.num_players, state.sitting_out)[: len(seats)]
        assert state.to_act == next_seat(seats[-1], rules.num_players, state.sitting_out)
    if rules.joker and joker_lead_barred(state.trump, rules):
        with pytest.raises(UnsupportedRuleError):
            Position.from_state(state)
        return
    # the solver's tables, built for this position
    pos = Position.from_state(state)
    codes = [card_code(c) for s in pos.active_seats for c in pos.hands[s]] + [card_code(c) for c in pos.trick]
    table = CardTable(codes, pos.trump)
    masks = table.masks([[card_code(c) for c in hand], *([card_code(c)] for c in pos.trick)])
    h, trick_bits = masks[0], masks[1:]
    if trick_bits:
        f = table.follow[trick_bits[0]]
        legal = h & f or h
        wbit, wseat = trick_bits[0], 0
        for i, b in enumerate(trick_bits[1:], start=1):
            if _beats(table, b, wbit, f):
                wbit, wseat = b, i
        assert wseat == trick_winner(pos.trick, pos.trump)
    else:
        legal = h
    solver_legal = {table.card(1 << i) for i in range(legal.bit_length()) if legal >> i & 1}
    assert solver_legal == core


def _steered_renege_hand(rules: Rules, seed: int):
    """A renege-mode hand in which North and South renege whenever they can and East and West never do,
    up to the moment both have reneged and an opponent may call; returns that state (or None)."""
    rng = random.Random(seed)
    state = new_hand(rules, 0, seed=seed)
    while not state.is_over:
        legal = [a for a in state.legal_actions() if not isinstance(a, CallRenege)]
        if state.phase is Phase.PLAY:
            core = set(legal_plays(state.hand(state.to_act), state.trick, state.trump, rules))
            cheats = [a for a in legal if isinstance(a, Play) and a.card not in core]
            if state.to_act % 2 == 1:
                legal = [a for a in legal if not isinstance(a, Play) or a.card in core]
            elif cheats:
                legal = cheats
        state = state.apply(rng.choice(legal))
        offenders = {r.seat for r in getattr(state, "reneges", ())}
        if len(offenders) == 2 and not state.is_over and state.phase is Phase.PLAY and state.to_act % 2 == 1:
            return state
    return None


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6"])
def test_the_caught_renege_is_named_first_in_both_families(preset: str) -> None:
    """Regression: Bid Euchre listed the first renege first even when the later one was caught, while
    the standard family listed the caught one first (the two copies of the penalty disagreed)."""
    rules = Rules.preset(preset).replace(renege_mode=True)
    found = 0
    for seed in range(200):
        state = _steered_renege_hand(rules, seed)
        if state is None:
            continue
        first, later = state.reneges[0], next(r for r in state.reneges if r.seat != state.reneges[0].seat)
        call = CallRenege(later.seat)
        assert call in state.legal_actions()
        result = state.apply(call).result
        assert result.reneges[0] == later
        assert first in result.reneges
        found += 1
        if found == 3:
            break
    assert found


def test_every_card_of_every_deck_has_a_code() -> None:
    for rules in PRESETS.values():
        assert all(card in CODE for card in build_deck(rules))
    assert {r.family for r in PRESETS.values()} == {Family.STANDARD, Family.BID}


def test_both_families_implement_the_hand_protocol_and_bid_hands_have_no_upcard() -> None:
    from euchre.engine.bid import BidHandState
    from euchre.engine.hands import HandLike
    from euchre.engine.state import HandState

    members = {name for name in dir(HandLike) if not name.startswith("_")} | set(HandLike.__annotations__)
    for cls in (HandState, BidHandState):
        missing = {name for name in members if not hasattr(cls, name) and name not in cls.__slots__}
        assert not missing, f"{cls.__name__} lacks {missing}"
    assert not hasattr(BidHandState, "upcard") and not hasattr(BidHandState, "kitty")
    state = new_hand(Rules.preset("bid-euchre-6"), 0, seed=3)
    assert state.reneges == () and new_hand(Rules.preset("standard"), 0, seed=3).reneges == ()


@settings(max_examples=100, deadline=None)
@given(trump=st.sampled_from(list(Suit)), seed=st.integers(0, 2**32), size=st.integers(2, 4))
def test_the_advisors_play_out_tables_agree_with_the_core(trump: Suit, seed: int, size: int) -> None:
    from euchre.bots.playout import _tables
    from euchre.engine.tricks import code_followers, code_trick_winner

    rules = Rules.preset("british")
    t = _tables(rules, trump)
    rng = random.Random(seed)
    cards = rng.sample(sorted(set(build_deck(rules))), size + 3)
    trick, hand = cards[:size], cards[size:]
    pairs = [(seat, t.index[c]) for seat, c in enumerate(trick)]
    assert code_trick_winner(pairs, t.suit, t.power) == trick_winner(trick, trump)
    led = t.suit[t.index[trick[0]]]
    follow = {c for c in hand if t.index[c] in code_followers([t.index[c] for c in hand], led, t.suit)}
    assert (follow or set(hand)) == set(legal_plays(hand, trick[:1], trump, rules))
