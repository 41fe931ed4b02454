"""Our engine against OpenSpiel's `euchre`, hand by hand: the same deal is given to both, random legal
actions are taken in ours and made in OpenSpiel too, and at every decision both must agree on who acts
and on the whole set of legal actions, after every trick on its leader, cards and winner, and at the end
on what each seat scores (OpenSpiel's `returns()`, the makers' points and minus them for the defenders).

OpenSpiel's game has two options, `stick_the_dealer` and `allow_lone_defender`; each is compared with
ours (`stick_the_dealer`, `defend_alone`), on the standard preset, whose other options are OpenSpiel's
rules: four players, 24 cards, the maker may go alone, the first lead from the dealer's left, 1 for 3 or
4 tricks, 2 for a march, 4 for a loner's march, 2 for a euchre alone or not, and 4 to a lone defender
who takes 3 or more tricks (RULES.md section 2).

OpenSpiel's decisions come in another order and encoding, mapped here:
- a bid is Pass or a suit (the upcard's in round one); "alone" is asked of the maker afterwards (after
  the dealer's discard in round one), so our "order up", "order up alone", "call S" and "call S alone"
  are OpenSpiel's suit and then Alone or Partner, and both must always be open;
- OpenSpiel's dealer takes the upcard and discards before the maker says whether they go alone, so
  behind a partner's loner the dealer still discards: our `dealer_pickup_behind_loner=True` is that
  order exactly. With it off (our default), our dealer makes no discard there and OpenSpiel's, whose
  hand is never played, discards one of the cards dealt to them;
- OpenSpiel's dealer may not discard the upcard just taken; RULES.md section 2.2 allows it, so our
  discards are OpenSpiel's and the upcard, and the random choice here never discards the upcard (from
  there on OpenSpiel could not follow);
- to defend alone is OpenSpiel's Alone, and not to is its Partner.

A deterministic sample runs in the default suite (`HANDS` a configuration); `SLOW_HANDS` more are
`@pytest.mark.slow`. Without OpenSpiel the test is skipped with the reason, except under CI=true,
where that is a failure (`scripts/test` installs it).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pytest

from euchre import Card, Phase, Rules, build_deck, new_hand
from euchre.engine.actions import DEFEND_ALONE, PASS, Action, Call, DefendAlone, Discard, OrderUp, Pass, Play
from euchre.engine.scoring import Outcome

HANDS = 1000
"""Hands per configuration in the default run."""
SLOW_HANDS = 20000
"""Hands per configuration under --run-slow (other seeds)."""
BID_PASS_CHANCE = 0.75
"""How often a random bidder passes when it may: often enough that round two, the dealer stuck in it
and hands thrown in come up in every sample."""


@dataclass(frozen=True)
class Config:
    stick_the_dealer: bool
    lone_defender: bool
    pickup_behind_loner: bool

    @property
    def id(self) -> str:
        return "-".join([
            "stick" if self.stick_the_dealer else "redeal",
            "lone-defender" if self.lone_defender else "no-lone-defender",
            "pickup-behind-loner" if self.pickup_behind_loner else "no-pickup-behind-loner",
        ])

    def openspiel_params(self) -> dict[str, bool]:
        return {"stick_the_dealer": self.stick_the_dealer, "allow_lone_defender": self.lone_defender}

    def rules(self) -> Rules:
        return Rules.preset("standard").replace(
            stick_the_dealer=self.stick_the_dealer,
            defend_alone=self.lone_defender,
            defend_alone_requires_loner=False,
            dealer_pickup_behind_loner=self.pickup_behind_loner,
        )


CONFIGS = [Config(s, d, p) for s in (True, False) for d in (False, True) for p in (True, False)]


@pytest.fixture(scope="module")
def pyspiel() -> Any:
    try:
        import pyspiel
    except ImportError:
        reason = "OpenSpiel is not installed: pip install --no-deps 'open_spiel>=1.5' (scripts/test does)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(reason + " (CI=true, so this is a failure, not a skip)", pytrace=False)
        pytest.skip(reason)
    return pyspiel


# ---- the encodings ------------------------------------------------------------------------------
def spiel_card(card: Card) -> int:
    """OpenSpiel's card number: rank (9 T J Q K A from 0) times 4 plus suit (C D H S from 0, as ours)."""
    assert card.suit is not None
    return (int(card.rank) - 9) * 4 + int(card.suit)


class Spiel:
    """OpenSpiel's action numbers, from its own module."""

    def __init__(self, pyspiel: Any) -> None:
        e = pyspiel.euchre
        self.passing: int = e.PASS_ACTION
        self.suit: list[int] = [
            e.CLUBS_TRUMP_ACTION, e.DIAMONDS_TRUMP_ACTION, e.HEARTS_TRUMP_ACTION, e.SPADES_TRUMP_ACTION
        ]
        self.alone: int = e.GO_ALONE_ACTION
        self.partner: int = e.PLAY_WITH_PARTNER_ACTION

    def bid(self, action: Action, upcard: Card) -> int:
        """A bid of ours as OpenSpiel's bid (alone or not, which OpenSpiel asks afterwards)."""
        if isinstance(action, Pass):
            return self.passing
        if isinstance(action, OrderUp):
            assert upcard.suit is not None
            return self.suit[upcard.suit]
        assert isinstance(action, Call), action
        return self.suit[action.suit]


def deal(rng: random.Random, rules: Rules) -> tuple[int, list[tuple[Card, ...]], Card, tuple[Card, ...]]:
    deck = list(build_deck(rules))
    rng.shuffle(deck)
    hands = [tuple(deck[5 * seat:5 * seat + 5]) for seat in range(4)]
    return rng.randrange(4), hands, deck[20], tuple(deck[21:])


def spiel_deal(game: Any, dealer: int, hands: list[tuple[Card, ...]], upcard: Card) -> Any:
    """OpenSpiel's hand after its chance nodes: the dealer, then 20 cards (its k-th card goes to the k-th
    seat from the dealer, the dealer first), then the upcard."""
    state = game.new_initial_state()
    state.apply_action(dealer)
    for k in range(20):
        state.apply_action(spiel_card(hands[(dealer + k) % 4][k // 4]))
    state.apply_action(spiel_card(upcard))
    holders = state.card_holder()
    for seat, hand in enumerate(hands):
        assert {holders[spiel_card(c)] for c in hand} == {seat}
    return state


def pick(rng: random.Random, options: Iterable[Action]) -> Action:
    options = list(options)
    passing = [a for a in options if isinstance(a, Pass)]
    others = [a for a in options if not isinstance(a, Pass)]
    if passing and (not others or rng.random() < BID_PASS_CHANCE):
        return passing[0]
    return rng.choice(others)


# ---- one hand in both engines -------------------------------------------------------------------
def play_both(pyspiel: Any, game: Any, rules: Rules, seed: str, seen: Counter[str]) -> None:
    codes = Spiel(pyspiel)
    rng = random.Random(seed)
    dealer, hands, upcard, kitty = deal(rng, rules)
    ours = new_hand(rules, dealer, hands=hands, upcard=upcard, kitty=kitty)
    spiel = spiel_deal(game, dealer, hands, upcard)
    where = f"seed {seed!r}, dealer {dealer}"

    def agree(legal: set[int]) -> None:
        assert spiel.current_player() == ours.to_act, f"{where}: {ours} / {spiel}"
        assert set(spiel.legal_actions()) == legal, f"{where}: {ours} {ours.legal_actions()} / {spiel}"

    while not ours.is_over:
        seat: int = ours.to_act  # type: ignore[assignment]
        legal = ours.legal_actions()
        phase = ours.phase
        if phase in (Phase.ROUND_ONE, Phase.ROUND_TWO):
            agree({codes.bid(a, upcard) for a in legal})
            stuck = phase is Phase.ROUND_TWO and PASS not in legal
            action = pick(rng, legal)
            spiel.apply_action(codes.bid(action, upcard))
            ours = ours.apply(action)
            if isinstance(action, Pass):
                continue
            assert isinstance(action, (OrderUp, Call))
            made_alone = {a.alone for a in legal if codes.bid(a, upcard) == codes.bid(action, upcard)}
            if phase is Phase.ROUND_ONE:
                seen["round one call"] += 1
                dealt = {spiel_card(c) for c in hands[dealer]}
                assert spiel.current_player() == dealer, where
                assert set(spiel.legal_actions()) == dealt, where
                if ours.phase is Phase.DISCARD:
                    discards = ours.legal_actions()
                    assert {spiel_card(a.card) for a in discards if isinstance(a, Discard)} == dealt | {
                        spiel_card(upcard)
                    }, where
                    discard = rng.choice([a for a in discards if isinstance(a, Discard) and a.card != upcard])
                    spiel.apply_action(spiel_card(discard.card))
                    ours = ours.apply(discard)
                    seen["dealer discards"] += 1
                else:
                    assert dealer in ours.sitting_out and not rules.dealer_pickup_behind_loner, where
                    spiel.apply_action(rng.choice(sorted(dealt)))
                    seen["no pickup behind a partner's loner"] += 1
            else:
                seen["round two call"] += 1
                seen["dealer stuck"] += stuck
            assert spiel.current_player() == seat, where
            assert made_alone == {True, False}, f"{where}: OpenSpiel lets the maker choose to go alone"
            assert set(spiel.legal_actions()) == {codes.alone, codes.partner}, where
            spiel.apply_action(codes.alone if action.alone else codes.partner)
            seen["loner"] += action.alone
        elif phase is Phase.DEFEND_ALONE:
            assert set(legal) == {PASS, DEFEND_ALONE}, where
            agree({codes.alone, codes.partner})
            action = rng.choice(legal)
            spiel.apply_action(codes.alone if isinstance(action, DefendAlone) else codes.partner)
            ours = ours.apply(action)
            seen["lone defender"] += isinstance(action, DefendAlone)
        elif phase is Phase.PLAY:
            plays = [a for a in legal if isinstance(a, Play)]
            assert len(plays) == len(legal), where
            agree({spiel_card(a.card) for a in plays})
            play = rng.choice(plays)
            spiel.apply_action(spiel_card(play.card))
            before = len(ours.tricks)
            ours = ours.apply(play)
            if len(ours.tricks) > before:
                mine, theirs = ours.tricks[-1], spiel.tricks()[len(ours.tricks) - 1]
                assert theirs.leader() == mine.leader, where
                assert theirs.cards() == [spiel_card(c) for c in mine.cards], where
                assert theirs.winner() == mine.winner, f"{where}: trick {len(ours.tricks)}"
        else:
            pytest.fail(f"{where}: a phase OpenSpiel has no counterpart for: {phase}")
    assert spiel.is_terminal(), f"{where}: ours is over, OpenSpiel's is not: {spiel}"
    result = ours.result
    seen[result.outcome.value] += 1
    points = result.points
    for seat in range(4):
        mine = points[rules.side_of(seat)]
        assert spiel.returns()[seat] == mine - (sum(points) - mine), f"{where}: {result} / {spiel.returns()}"


def run(pyspiel: Any, config: Config, seeds: Iterable[str]) -> Counter[str]:
    game = pyspiel.load_game("euchre", config.openspiel_params())
    rules = config.rules()
    seen: Counter[str] = Counter()
    for seed in seeds:
        play_both(pyspiel, game, rules, seed, seen)
    return +seen  # the events that happened (a count of 0 is dropped)


def expected_events(config: Config) -> set[str]:
    """What every sample must have met, so that each mapping above was exercised."""
    events = {"round one call", "round two call", "dealer discards", "loner", Outcome.MADE.value,
              Outcome.MARCH.value, Outcome.EUCHRE.value, Outcome.LONER_MADE.value, Outcome.LONER_MARCH.value,
              Outcome.LONER_EUCHRE.value}
    events.add("dealer stuck" if config.stick_the_dealer else Outcome.THROWN_IN.value)
    if not config.pickup_behind_loner:
        events.add("no pickup behind a partner's loner")
    if config.lone_defender:
        events |= {"lone defender", Outcome.LONE_DEFENDER_EUCHRE.value, Outcome.LONE_DEFENDER_MARCH.value}
    return events


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.id)
def test_hands_agree_with_openspiel(pyspiel: Any, config: Config) -> None:
    seen = run(pyspiel, config, (f"{config.id}-{i}" for i in range(HANDS)))
    missing = expected_events(config) - set(seen)
    assert not missing, f"the sample never met {sorted(missing)}: {seen}"


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.id)
def test_many_hands_agree_with_openspiel(pyspiel: Any, config: Config) -> None:
    seen = run(pyspiel, config, (f"slow-{config.id}-{i}" for i in range(SLOW_HANDS)))
    assert expected_events(config) <= set(seen)
