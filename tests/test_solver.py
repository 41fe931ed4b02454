"""The exact solver against brute force: a plain minimax over the public state API (`legal_actions`
and `apply`) on random endgames of every preset, loners, three- and two-handed play, Bid Euchre in
a suit and in high and low no-trump, the Joker and the double deck. Every legal card's value must
match exactly, and the solver's side, following the solver, is never held below the solved value by
any line of the opponents."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre import Card, Rules, build_deck, new_hand, parse_cards
from euchre.engine.actions import Play
from euchre.engine.bid import new_bid_hand
from euchre.engine.cards import Suit
from euchre.engine.errors import EuchreError, SolverError
from euchre.engine.ranking import NoTrump, trump_power
from euchre.engine.rules import PRESETS, Family
from euchre.engine.tricks import legal_plays, trick_winner
from euchre.solver import Position, SolverBudgetError, best_moves, solve, solve_points

State = Any

STANDARD_PRESETS = [name for name, rules in PRESETS.items() if rules.family is Family.STANDARD]
BID_PRESETS = [name for name, rules in PRESETS.items() if rules.family is Family.BID]
THIRTY_TWO = Rules(name="32-card", min_rank=7)
BID_JOKER = PRESETS["bid-euchre-6"].replace(name="bid-joker", joker=True)


# ---- getting to trick play ------------------------------------------------------------------------
def _is_play(state: State) -> bool:
    return state.phase.name == "PLAY"


def _pick(rng: random.Random, actions: tuple[Any, ...], prefer: Callable[[Any], bool] | None) -> Any:
    if prefer is not None:
        liked = [a for a in actions if prefer(a)]
        if liked:
            return rng.choice(liked)
    return rng.choice(actions)


def to_play(rules: Rules, seed: int, *, trump: str | None = None, alone: bool | None = None) -> State | None:
    """A random deal of `rules` taken by random legal bidding to the first lead (None if thrown in).

    `trump` steers Bid Euchre's choice: "suit", "high" or "low"; `alone` steers going alone."""
    rng = random.Random(seed)
    if rules.family is Family.BID:
        state = new_bid_hand(rules, seed % rules.num_players, seed=seed)
    else:
        state = new_hand(rules, seed % rules.num_players, seed=seed)
    while not _is_play(state):
        if state.is_over:
            return None
        actions = state.legal_actions()
        prefer: Callable[[Any], bool] | None = None
        phase = state.phase.name
        if phase == "DECLARE" and trump is not None:
            def prefer(a: Any) -> bool:
                kind = a.trump.value if isinstance(a.trump, NoTrump) else "suit"
                return kind == trump
        elif phase in ("ROUND_ONE", "ROUND_TWO") and alone is not None:
            def prefer(a: Any) -> bool:
                return a.text != "pass" and ("alone" in a.text) == alone
        elif phase == "DEFEND_ALONE" and alone:
            def prefer(a: Any) -> bool:
                return a.text != "pass"
        elif phase == "AUCTION" and rng.random() < 0.6:
            def prefer(a: Any) -> bool:
                return a.text != "pass"
        state = state.apply(_pick(rng, actions, prefer))
    return state


def plays(state: State) -> list[Play]:
    return [a for a in state.legal_actions() if isinstance(a, Play)]


def advance(state: State, rng: random.Random, tricks_left: int, extra: int) -> State:
    """Random legal plays until `tricks_left` tricks remain, then `extra` more cards into the trick."""
    while len(state.hand(state.to_act)) > tricks_left or state.trick:
        state = state.apply(rng.choice(plays(state)))
    for _ in range(extra):
        state = state.apply(rng.choice(plays(state)))
    return state


def endgame(rules: Rules, seed: int, tricks_left: int, **steer: Any) -> State | None:
    state = to_play(rules, seed, **steer)
    if state is None:
        return None
    rng = random.Random(seed * 7919 + 1)
    active = len(state.active_seats)
    return advance(state, rng, tricks_left, rng.randrange(active))


# ---- brute force ------------------------------------------------------------------------------------
def teams_of(state: State) -> tuple[int, ...]:
    n = state.rules.num_players
    if n == 4:
        return (0, 1, 0, 1)
    if n == 2:
        return (0, 1)
    return tuple(0 if s == state.maker else 1 for s in range(3))


def team_tricks(state: State, team: int) -> int:
    teams = teams_of(state)
    return sum(w for seat, w in enumerate(state.tricks_won) if teams[seat] == team)


def brute_team0(state: State) -> int:
    """Team 0's final trick total under best play by both teams: plain minimax, nothing clever."""
    if state.is_over:
        return team_tricks(state, 0)
    values = [brute_team0(state.apply(a)) for a in plays(state)]
    return max(values) if teams_of(state)[state.to_act] == 0 else min(values)


def brute_moves(state: State) -> dict[Card, int]:
    """Every legal card and the mover's team's remaining tricks after it, by brute force."""
    team = teams_of(state)[state.to_act]
    before = team_tricks(state, team)
    out = {}
    for a in plays(state):
        final0 = brute_team0(state.apply(a))
        final_team = final0 if team == 0 else state.rules.tricks_per_hand - final0
        out[a.card] = final_team - before
    return out


def brute_net_points(state: State) -> int:
    """The makers' net points (their points less everyone else's) under best play for points."""
    if state.is_over:
        points = state.result.points
        side = state.rules.side_of(state.maker)
        return points[side] - sum(p for s, p in enumerate(points) if s != side)
    makers = teams_of(state)[state.maker]
    values = [brute_net_points(state.apply(a)) for a in plays(state)]
    return max(values) if teams_of(state)[state.to_act] == makers else min(values)


def check_against_brute_force(state: State) -> None:
    expected = brute_moves(state)
    got = dict(best_moves(state))
    assert got == expected, (state.hands, state.trick, state.trump)
    sol = solve(state)
    mover = teams_of(state)[state.to_act]
    assert sol.value == max(expected.values())
    assert sol.tricks[mover] == sol.value and sum(sol.tricks) == len(state.hand(state.to_act))
    assert expected[sol.best] == sol.value


# ---- agreement with brute force ------------------------------------------------------------------------
ENDGAME_CASES = [(name, seed, left) for name in STANDARD_PRESETS for seed in range(6) for left in (2, 3)]


@pytest.mark.parametrize(("name", "seed", "left"), ENDGAME_CASES)
def test_standard_endgames_match_brute_force(name: str, seed: int, left: int) -> None:
    state = endgame(PRESETS[name], seed, left)
    if state is not None:
        check_against_brute_force(state)


@pytest.mark.parametrize("seed", range(4))
def test_four_trick_endgames_match_brute_force(seed: int) -> None:
    for name in ("standard", "british", "cutthroat", "two-handed"):
        state = endgame(PRESETS[name], seed, 4)
        if state is not None:
            check_against_brute_force(state)


@pytest.mark.parametrize("seed", range(12))
def test_loners_and_lone_defenders_match_brute_force(seed: int) -> None:
    for name in ("standard", "hoyle", "canadian"):
        state = endgame(PRESETS[name], seed, 2 + seed % 3, alone=True)
        if state is not None:
            assert state.sitting_out
            check_against_brute_force(state)


@pytest.mark.parametrize("seed", range(10))
def test_thirty_two_card_deck_matches_brute_force(seed: int) -> None:
    state = endgame(THIRTY_TWO, seed, 3)
    if state is not None:
        check_against_brute_force(state)


@pytest.mark.parametrize("trump", ["suit", "high", "low"])
@pytest.mark.parametrize("seed", range(8))
def test_bid_euchre_matches_brute_force(trump: str, seed: int) -> None:
    state = endgame(PRESETS["bid-euchre-6"], seed, 2 + seed % 2, trump=trump)
    assert state is not None
    kind = state.trump.value if isinstance(state.trump, NoTrump) else "suit"
    assert kind == trump
    check_against_brute_force(state)


@pytest.mark.parametrize("seed", range(10))
def test_moon_and_partners_best_match_brute_force(seed: int) -> None:
    state = endgame(PRESETS["bid-euchre-moon"], seed, 3)
    assert state is not None
    check_against_brute_force(state)


@pytest.mark.parametrize("trump", ["suit", "high", "low"])
@pytest.mark.parametrize("seed", range(6))
def test_bid_euchre_with_the_joker_matches_brute_force(trump: str, seed: int) -> None:
    state = endgame(BID_JOKER, seed, 3, trump=trump)
    assert state is not None
    check_against_brute_force(state)


@pytest.mark.parametrize("trump", ["suit", "high", "low"])
@pytest.mark.parametrize("seed", range(8))
def test_double_deck_endgames_match_brute_force(trump: str, seed: int) -> None:
    rules = PRESETS["double-deck-bid"].replace(allow_no_trump=True)
    state = endgame(rules, seed, 2 + seed % 2, trump=trump)
    assert state is not None
    check_against_brute_force(state)


def twin_split_deal(seed: int, gap: int) -> State:
    """A double-deck deal where the two copies of every card go to different players (`gap` seats
    apart: 1 for opponents, 2 for partners), taken to the first lead with a random bid and trump."""
    rules = PRESETS["double-deck-bid"].replace(allow_no_trump=True)
    rng = random.Random(seed)
    distinct = sorted(set(build_deck(rules)))
    rng.shuffle(distinct)
    hands: list[list[Card]] = [[] for _ in range(4)]
    for i, card in enumerate(distinct):
        hands[i % 4].append(card)
        hands[(i + gap) % 4].append(card)
    state = new_bid_hand(rules, seed % 4, hands=[tuple(h) for h in hands])
    trump = ("suit", "high", "low")[seed % 3]
    while not _is_play(state):
        actions = state.legal_actions()
        phase = state.phase.name
        if phase == "DECLARE":
            state = state.apply(_pick(rng, actions, lambda a: (
                a.trump.value if isinstance(a.trump, NoTrump) else "suit") == trump))
        elif phase == "AUCTION":
            state = state.apply(_pick(rng, actions, lambda a: a.text == "bid 6" if rng.random() < 0.2 else
                                      a.text != "pass"))
        else:
            state = state.apply(rng.choice(actions))
    return state


@pytest.mark.parametrize("gap", [1, 2])
@pytest.mark.parametrize("seed", range(8))
def test_double_deck_twin_ties_match_brute_force(gap: int, seed: int) -> None:
    """Identical cards in different hands everywhere: ties broken by who plays first, twins never merged
    across players, and the top-trump bound only for a trump that no twin can tie."""
    state = twin_split_deal(seed, gap)
    rng = random.Random(seed)
    state = advance(state, rng, 3 + seed % 2 if seed < 4 else 3, rng.randrange(len(state.active_seats)))
    check_against_brute_force(state)


# ---- an independent reference over explicit cards (for hand-made and twin-heavy positions) ----------
def reference_moves(pos: Position) -> dict[Card, int]:
    """Every legal card and the mover's team's remaining tricks after it: plain minimax with the engine's
    `legal_plays` and `trick_winner` (first played of identical cards wins), nothing clever."""
    teams = pos.teams
    active = pos.active_seats
    n = pos.rules.num_players

    def next_seat(seat: int) -> int:
        seat = (seat + 1) % n
        while seat not in active:
            seat = (seat + 1) % n
        return seat

    def team0(hands: tuple[tuple[Card, ...], ...], trick: tuple[tuple[int, Card], ...], seat: int) -> int:
        if not hands[seat]:
            return 0
        values = [team0_after(hands, trick, seat, c) for c in dict.fromkeys(
            legal_plays(hands[seat], [c for _, c in trick], pos.trump))]
        return max(values) if teams[seat] == 0 else min(values)

    def team0_after(hands: tuple[tuple[Card, ...], ...], trick: tuple[tuple[int, Card], ...], seat: int,
                    card: Card) -> int:
        hand = list(hands[seat])
        hand.remove(card)
        hands = (*hands[:seat], tuple(hand), *hands[seat + 1:])
        trick = (*trick, (seat, card))
        if len(trick) < len(active):
            return team0(hands, trick, next_seat(seat))
        winner = trick[trick_winner([c for _, c in trick], pos.trump)][0]
        return (1 if teams[winner] == 0 else 0) + team0(hands, (), winner)

    hands = tuple(pos.hands[s] if s in active else () for s in range(n))
    trick = tuple(zip(pos.trick_seats, pos.trick, strict=True))
    mover = teams[pos.to_act]
    rem = pos.remaining
    out = {}
    for c in dict.fromkeys(legal_plays(hands[pos.to_act], pos.trick, pos.trump)):
        v = team0_after(hands, trick, pos.to_act, c)
        out[c] = v if mover == 0 else rem - v
    return out


def random_twin_position(seed: int) -> Position:
    """A double-deck endgame where most cards have their identical twin in another hand."""
    rng = random.Random(seed)
    rules = PRESETS["double-deck-bid"].replace(allow_no_trump=True, joker=seed % 5 == 0)
    rem = 4 if seed % 6 == 0 else rng.choice((1, 2, 3, 3))
    trump = rng.choice([*Suit, NoTrump.HIGH, NoTrump.LOW])
    distinct = sorted(set(build_deck(rules)))
    rng.shuffle(distinct)
    if isinstance(trump, Suit) and seed % 2:
        # put both copies of the top trumps in play, so that identical top trumps meet
        distinct.sort(key=lambda card: -trump_power(card, trump))
    pool: list[Card] = []
    for card in distinct:
        pool += [card] * (1 if card.is_joker else 2)
        if len(pool) >= 4 * rem:
            break
    pool = pool[:4 * rem]
    hands = [pool[i::4] for i in range(4)]
    rng.shuffle(hands)
    leader = rng.randrange(4)
    # play a few cards of the first trick with the engine's rules
    trick: list[Card] = []
    seats: list[int] = []
    seat = leader
    for _ in range(rng.randrange(4)):
        card = rng.choice(legal_plays(hands[seat], trick, trump))
        hands[seat] = [*hands[seat]]
        hands[seat].remove(card)
        trick.append(card)
        seats.append(seat)
        seat = (seat + 1) % 4
    return Position(hands=tuple(tuple(h) for h in hands), trump=trump, to_act=seat, rules=rules,
                    trick=tuple(trick), trick_seats=tuple(seats))


@pytest.mark.parametrize("seed", range(200))
def test_twin_heavy_positions_match_the_reference(seed: int) -> None:
    pos = random_twin_position(seed)
    expected = reference_moves(pos)
    assert dict(best_moves(pos)) == expected, pos
    assert solve(pos).value == max(expected.values())


def test_a_later_identical_card_loses_in_every_seat() -> None:
    """Hearts trump, one trick: the first A♠ played wins, whichever seat plays the other one."""
    rules = PRESETS["double-deck-bid"]
    spade_ace, low = Card.parse("AS"), parse_cards("9S TS")
    for twin_seat in (1, 2, 3):
        hands = [(spade_ace,), (low[0],), (low[1],), (Card.parse("QS"),)]
        hands[twin_seat], hands[3] = hands[3], hands[twin_seat]
        hands[twin_seat] = (spade_ace,)
        pos = Position(hands=tuple(hands), trump=parse_suit("H"), to_act=0, rules=rules)
        assert solve(pos).tricks == (1, 0), twin_seat
        assert dict(best_moves(pos)) == reference_moves(pos)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from([*STANDARD_PRESETS, *BID_PRESETS]),
    seed=st.integers(0, 10**6),
    left=st.integers(1, 3),
)
def test_random_endgames_match_brute_force(name: str, seed: int, left: int) -> None:
    rules = PRESETS[name]
    if rules.family is Family.BID:
        rules = rules.replace(allow_no_trump=True)
    state = endgame(rules, seed, left)
    if state is not None:
        check_against_brute_force(state)


# ---- never beaten ------------------------------------------------------------------------------------
def worst_line(state: State, team: int) -> int:
    """`team` plays the solver's card at each of its turns; the others try every line. The fewest
    tricks `team` ends with."""
    if state.is_over:
        return team_tricks(state, team)
    if teams_of(state)[state.to_act] == team:
        return worst_line(state.apply(Play(solve(state).best)), team)
    return min(worst_line(state.apply(a), team) for a in plays(state))


NEVER_BEATEN_CASES = [
    (n, s) for n in ("standard", "hoyle", "cutthroat", "two-handed", "bid-euchre-6") for s in range(5)
]


@pytest.mark.parametrize(("name", "seed"), NEVER_BEATEN_CASES)
def test_solver_line_is_never_beaten(name: str, seed: int) -> None:
    state = endgame(PRESETS[name], seed, 3)
    if state is None:
        return
    team = teams_of(state)[state.to_act]
    before = team_tricks(state, team)
    for card, value in best_moves(state):
        worst = worst_line(state.apply(Play(card)), team) - before
        sol_value = dict(best_moves(state))[card]
        assert worst == sol_value == value
    # and for the other team, from the same position
    other = 1 - team
    value_other = len(state.hand(state.to_act)) - solve(state).value
    assert worst_line(state, other) - team_tricks(state, other) >= value_other


# ---- full deals ---------------------------------------------------------------------------------------
FULL_DEAL_CASES = [
    (name, seed, trump)
    for name, trump in (("standard", None), ("british", None), ("hoyle", None), ("cutthroat", None),
                        ("two-handed", None), ("bid-euchre-6", "suit"), ("bid-euchre-6", "low"))
    for seed in range(4)
]


@pytest.mark.parametrize(("name", "seed", "trump"), FULL_DEAL_CASES)
def test_full_deals_agree_along_a_line_down_to_brute_force(name: str, seed: int, trump: str | None) -> None:
    """From the first lead of a full deal, down a random line: at every step the value of every legal card
    equals the solved value of the position after it (solved afresh), the position's value is the best of
    them, and once three tricks remain the brute force takes over."""
    steer = {"trump": trump} if trump else {}
    state = to_play(PRESETS[name], seed, alone=True if name == "hoyle" else None, **steer)
    if state is None:
        return
    rng = random.Random(seed)
    while len(state.hand(state.to_act)) > 3 or state.trick:
        team = teams_of(state)[state.to_act]
        seat_of_team = state.to_act
        before = team_tricks(state, team)
        moves = dict(best_moves(state))
        sol = solve(state)
        assert sol.value == max(moves.values())
        assert moves[sol.best] == sol.value
        for a in plays(state):
            child = state.apply(a)
            after = solve(child).for_seat(seat_of_team) + team_tricks(child, team) - before
            assert moves[a.card] == after, (a.card, state.hands, state.trick)
        state = state.apply(rng.choice(plays(state)))
    check_against_brute_force(state)


def test_sure_march_and_hopeless_hand() -> None:
    """North holds every top trump: five tricks whatever North leads among them."""
    rules = PRESETS["standard"]
    hands = [parse_cards("JH JD AH KH QH"), parse_cards("9C TC QC KC AC"), parse_cards("TH 9H AS KS QS"),
             parse_cards("9D TD QD KD AD")]
    pos = Position(hands=hands_tuple(hands), trump=parse_suit("H"), to_act=0, rules=rules)
    sol = solve(pos, all_moves=True)
    assert sol.tricks == (5, 0) and sol.value == 5
    assert set(sol.optimal) == set(hands[0])
    # East to lead with nothing but clubs against North's trumps takes only club tricks North cannot stop
    pos2 = Position(hands=hands_tuple(hands), trump=parse_suit("H"), to_act=1, rules=rules)
    assert solve(pos2).for_seat(0) == 5


def hands_tuple(hands: list[tuple[Card, ...]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(h) for h in hands)


def parse_suit(text: str) -> Any:
    from euchre.engine.cards import Suit

    return Suit.parse(text)


def test_left_bower_follows_trump_not_its_printed_suit() -> None:
    """Diamonds led, hearts trump: the J♦ is a trump, so a player holding J♦ and no other diamond is void
    in diamonds and may ruff; the solver must not make it follow diamonds."""
    rules = PRESETS["standard"]
    hands = (parse_cards("AD"), parse_cards("JD"), parse_cards("9D"), parse_cards("TD"))
    pos = Position(hands=hands, trump=parse_suit("H"), to_act=0, rules=rules)
    assert solve(pos).tricks == (0, 1)


def test_double_deck_first_played_of_identical_cards_wins() -> None:
    rules = PRESETS["double-deck-bid"]
    ace = Card.parse("AS")
    hands = ((ace,), (ace,), (Card.parse("9S"),), (Card.parse("TS"),))
    pos = Position(hands=hands, trump=parse_suit("H"), to_act=1, rules=rules, trick=(), trick_seats=())
    assert solve(pos).tricks == (0, 1)  # East leads its ace first and wins
    pos = Position(hands=hands, trump=parse_suit("H"), to_act=0, rules=rules)
    assert solve(pos).tricks == (1, 0)


def test_double_deck_twins_are_not_merged_across_a_tie() -> None:
    """North holds A♠ and one K♠; the other K♠ is East's. N's K♠ is not equivalent to its A♠."""
    rules = PRESETS["double-deck-bid"]
    hands = (parse_cards("AS KS"), parse_cards("KS 9H"), parse_cards("9C TC"), parse_cards("QC JC"))
    pos = Position(hands=hands, trump=parse_suit("H"), to_act=1, rules=rules)
    values = dict(best_moves(pos))
    assert set(values) == {Card.parse("KS"), Card.parse("9H")}


# ---- points --------------------------------------------------------------------------------------------
POINTS_CASES = [
    (n, s, left)
    for n in ("standard", "hoyle", "british", "cutthroat", "two-handed", "bid-euchre-6", "bid-euchre-moon")
    for s in range(5)
    for left in (2, 3)
]


@pytest.mark.parametrize(("name", "seed", "left"), POINTS_CASES)
def test_points_match_brute_force(name: str, seed: int, left: int) -> None:
    """The net points of the makers under best play for points, and of every legal card, by brute force
    over the engine's own scoring (`state.result.points`)."""
    state = endgame(PRESETS[name], seed, left, alone=True if name == "hoyle" else None)
    if state is None:
        return
    side = state.rules.side_of(state.maker)
    makers = teams_of(state)[state.maker]
    mover_is_maker = teams_of(state)[state.to_act] == makers
    expected = {a.card: brute_net_points(state.apply(a)) for a in plays(state)}
    best_net = max(expected.values()) if mover_is_maker else min(expected.values())
    quick = solve_points(state)
    assert quick.net == best_net
    assert quick.points[side] - sum(p for s, p in enumerate(quick.points) if s != side) == best_net
    assert expected[quick.best] == best_net
    full = solve_points(state, all_moves=True)
    assert full.net == best_net
    assert dict(full.moves) == {card: (v if mover_is_maker else -v) for card, v in expected.items()}
    assert set(full.optimal) == {card for card, v in expected.items() if v == best_net}
    for card, pts in full.move_points.items():
        assert pts[side] - sum(p for s, p in enumerate(pts) if s != side) == expected[card]


def test_points_mode_needs_the_maker_and_the_tricks_won() -> None:
    rules = PRESETS["standard"]
    hands = (parse_cards("AD KD"), parse_cards("JD 9C"), parse_cards("9D TC"), parse_cards("TD QC"))
    pos = Position(hands=hands, trump=parse_suit("H"), to_act=0, rules=rules)
    with pytest.raises(SolverError, match="tricks won"):
        solve_points(pos)
    pos = Position(hands=hands, trump=parse_suit("H"), to_act=0, rules=rules, won=(2, 1))
    with pytest.raises(SolverError, match="maker"):
        solve_points(pos)
    pos = Position(hands=hands, trump=parse_suit("H"), to_act=0, rules=rules, won=(1, 1), maker=0)
    with pytest.raises(SolverError, match="do not make"):
        solve_points(pos)
    # North-South made trump and hold 2 tricks; with A♦ K♦ against no trumps they take both: a march
    pos = Position(hands=hands, trump=parse_suit("S"), to_act=0, rules=rules, won=(1, 2), maker=0)
    assert solve(pos).tricks == (2, 0)
    assert solve_points(pos).points == (1, 0)


# ---- typed errors ----------------------------------------------------------------------------------------
def test_not_in_trick_play_is_refused() -> None:
    state = new_hand(PRESETS["standard"], seed=3)
    with pytest.raises(SolverError, match="trick play"):
        solve(state)
    assert issubclass(SolverError, EuchreError) and issubclass(SolverError, ValueError)


def test_over_hand_is_refused() -> None:
    state = to_play(PRESETS["standard"], 1)
    assert state is not None
    rng = random.Random(0)
    while not state.is_over:
        state = state.apply(rng.choice(plays(state)))
    with pytest.raises(SolverError):
        solve(state)


def test_hidden_or_missing_cards_are_refused() -> None:
    rules = PRESETS["standard"]
    hands = (parse_cards("AD KD"), parse_cards("JD 9C"), parse_cards("9D TC"), parse_cards("TD QC"))
    with pytest.raises(SolverError, match="unknown card"):
        Position(hands=((None, None), *hands[1:]), trump=parse_suit("H"), to_act=0, rules=rules)  # type: ignore[arg-type]
    with pytest.raises(SolverError, match="hidden"):
        Position(hands=(parse_cards("AD"), *hands[1:]), trump=parse_suit("H"), to_act=1, rules=rules)
    with pytest.raises(SolverError, match="appears 2 times"):
        Position(hands=(parse_cards("AD KD"), parse_cards("AD 9C"), *hands[2:]), trump=parse_suit("H"), to_act=0,
                 rules=rules)
    with pytest.raises(SolverError, match="no-trump"):
        Position(hands=hands, trump=NoTrump.HIGH, to_act=0, rules=rules)
    with pytest.raises(SolverError, match="maker"):
        Position(hands=hands[:3], trump=parse_suit("H"), to_act=0, rules=PRESETS["cutthroat"])


def test_position_mid_trick_from_explicit_values() -> None:
    rules = PRESETS["standard"]
    # North led A♦; East (to move) holds J♦ (the left bower with hearts trump) and 9♣
    pos = Position(
        hands=(parse_cards("KS"), parse_cards("JD 9C"), parse_cards("9D TC"), parse_cards("TD QC")),
        trump=parse_suit("H"), to_act=1, rules=rules, trick=parse_cards("AD"), trick_seats=(0,),
    )
    values = dict(best_moves(pos))
    # East is void in diamonds (J♦ is a trump), so both cards are legal
    assert set(values) == set(parse_cards("JD 9C"))
    assert values[Card.parse("JD")] >= values[Card.parse("9C")]


def test_node_limit_raises_a_budget_error() -> None:
    state = to_play(PRESETS["standard"], 5)
    assert state is not None
    with pytest.raises(SolverBudgetError):
        solve(state, node_limit=3)
