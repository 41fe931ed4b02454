"""The measured claims behind the strategy tips: each tip is checked on simulated hands by the engine.

    result = measure("lead_trump", hands=2000, seed=0, progress=print)
    result.sentence   # "In 2,000 simulated hands, leading your highest trump ... 0.31 more tricks ..."

Most claims find positions where the tip applies (in hands bid and played by the intermediate bot on
the engine's fast mode, `euchre.engine.rollout`: the state machine's deals, rules and games), then value the
tip's card and the tempting other card with the exact solver: the tricks the player's side takes with
best play by everyone afterwards. "call_two_high" orders up and passes on
the same hands, in every seat; "count_cards" takes the positions where the strong bot's card counting
changes its card, and compares that card with the one the same bot plays without counting.

Every claim is reproducible from its seed, and reports a standard error of the differences, which are
paired, deal by deal (the same bot with and without the tip).
"""

from __future__ import annotations

import json
import math
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from euchre.bots import playout
from euchre.bots.advisor import net_points
from euchre.bots.decision import Strength
from euchre.bots.evaluate import high_trumps, strength, trumps
from euchre.bots.heuristic import HeuristicBot
from euchre.engine.actions import PASS, Action, OrderUp, Play
from euchre.engine.cards import Card, Rank
from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.hands import HandLike, new_hand
from euchre.engine.phases import Phase
from euchre.engine.ranking import is_trump
from euchre.engine.rollout import random_hand
from euchre.engine.rollout_players import FastPosition, PlayerChooser
from euchre.engine.rules import Rules
from euchre.engine.shuffle import seeded
from euchre.engine.state import HandState, new_standard_hand
from euchre.engine.tricks import beats, followers, led_suit, trick_winner
from euchre.i18n.context import current_language, use_language
from euchre.i18n.messages import N_, NP_, gettext, pgettext
from euchre.i18n.numbers import decimal, whole
from euchre.i18n.text import capitalize_first
from euchre.solver import best_moves

State = HandLike
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Claim:
    """What a claim compares: the tip's choice (`a`) against the tempting one (`b`)."""

    id: str
    a: str
    b: str
    unit: str
    default_hands: int
    template: str
    """The sentence, with {n}, {a}, {b}, {diff}, {more}, {mean_a}, {mean_b}, {err}, {unit}."""

    @property
    def said_a(self) -> str:
        """`a` in the current language (`a`, `b` and `template` are the English, the catalogue's keys)."""
        return gettext(self.a)

    @property
    def said_b(self) -> str:
        return gettext(self.b)


_MORE = {
    ("tricks", True): NP_("claim difference", "more tricks"),
    ("tricks", False): NP_("claim difference", "fewer tricks"),
    ("points", True): NP_("claim difference", "more points"),
    ("points", False): NP_("claim difference", "fewer points"),
}
_UNITS = {"tricks": NP_("claim unit", "tricks"), "points": NP_("claim unit", "points")}


CLAIMS: dict[str, Claim] = {c.id: c for c in (
    Claim("lead_trump", N_("leading your highest trump"), N_("leading an off-suit ace"), "tricks", 2000,
          N_("In {n} simulated hands where your side called trump and you led first, {a} made {diff} {more} for your "
          "side than {b} ({mean_a} against {mean_b} {unit}, ±{err}).")),
    Claim("lead_off_suit", N_("leading your off-suit ace"), N_("leading your highest trump"), "tricks", 2000,
          N_("In {n} simulated hands where the other side called trump and you led first, {a} made {diff} {more} for "
          "your side than {b} ({mean_a} against {mean_b} {unit}, ±{err}).")),
    Claim("call_two_high", N_("ordering up"), N_("passing"), "points", 1000,
          N_("In {n} simulated hands where the player to speak held two or more high trumps of the upcard's suit "
          "(every seat in turn, the players before having passed), {a} scored {diff} {more} per hand than {b} "
          "on the same hands ({mean_a} against {mean_b} {unit}, ±{err}), with the rest of the bidding by the "
          "intermediate bot and the play by players who see only their own cards.")),
    Claim("no_overtrump_partner", N_("playing low"), N_("overtrumping your partner"), "tricks", 600,
          N_("In {n} simulated positions where your partner was winning with a trump, {a} made {diff} {more} for your "
          "side than {b} ({mean_a} against {mean_b} {unit}, ±{err}).")),
    Claim("no_trump_partners_ace", N_("throwing a low card"), N_("trumping your partner's ace"), "tricks", 600,
          N_("In {n} simulated positions where your partner's ace was winning and you could trump it, {a} made {diff} "
          "{more} for your side than {b} ({mean_a} against {mean_b} {unit}, ±{err}).")),
    Claim("throw_lowest", N_("throwing your lowest card"), N_("throwing your highest"), "tricks", 1000,
          N_("In {n} simulated positions where you could not win the trick, {a} made {diff} {more} for your side than "
          "{b} ({mean_a} against {mean_b} {unit}, ±{err}).")),
    Claim("count_cards", N_("the card the count picks"), N_("the card played without counting"), "tricks", 200,
          N_("In {n} simulated positions where counting the cards played changed the strong bot's card, {a} made "
          "{diff} {more} for its side than {b} ({mean_a} against {mean_b} {unit}, ±{err}).")),
)}


@dataclass(frozen=True)
class ClaimResult:
    claim: Claim
    n: int
    mean_a: float
    mean_b: float
    stderr: float
    deals: int
    """Deals dealt to find the `n` hands (or positions) that fit."""
    seconds: float
    measured: str = ""
    """The date of a shipped figure (`FIGURES`), empty for one measured now."""
    seed: int = 0

    @property
    def diff(self) -> float:
        return self.mean_a - self.mean_b

    @property
    def sentence(self) -> str:
        c = self.claim
        more = pgettext(*_MORE[c.unit, self.diff >= 0])
        text = gettext(c.template, n=whole(self.n), a=c.said_a, b=c.said_b, diff=decimal(abs(self.diff)), more=more,
                 mean_a=decimal(self.mean_a), mean_b=decimal(self.mean_b), err=decimal(self.stderr),
                 unit=pgettext(*_UNITS[c.unit]))
        return capitalize_first(text, current_language())

    @property
    def significant(self) -> bool:
        """Whether the difference is more than two standard errors from zero."""
        return abs(self.diff) > 2 * self.stderr


# ---- finding positions -------------------------------------------------------------------------------
RULES = Rules.preset("standard")
_BIDDER = HeuristicBot(Strength.INTERMEDIATE)


def _deal_seed(seed: int, i: int) -> int:
    return seed * 1_000_003 + i


def _deals(seed: int) -> Iterator[HandState]:
    i = 0
    while True:
        yield new_standard_hand(RULES, i % 4, seed=_deal_seed(seed, i))
        i += 1


def _bid(state: State, bot: HeuristicBot = _BIDDER) -> State | None:
    while state.phase is not Phase.PLAY:
        if state.is_over:
            return None
        state = state.apply(bot.choose(state))
    return state


Fits = Callable[[State], tuple[Card, Card] | None]


def positions(seed: int, fits: Fits, first_lead_only: bool, counter: list[int]) -> Iterator[tuple[State, Card, Card]]:
    """Positions where `fits` names the tip's card and the other card; at most one per deal. The deals are
    bid and played by the intermediate bot on the engine's fast mode (a `FastPosition` is yielded); a deal
    the fast mode refuses (`UnsupportedRuleError`) is played on the state machine instead."""
    i = 0
    while True:
        counter[0] += 1
        try:
            found = _fast_position(i, seed, fits, first_lead_only)
        except UnsupportedRuleError:
            found = _machine_position(new_hand(RULES, i % 4, seed=_deal_seed(seed, i)), fits, first_lead_only)
        if found is not None:
            yield found
        i += 1


def machine_positions(seed: int, fits: Fits, first_lead_only: bool,
                      counter: list[int]) -> Iterator[tuple[State, Card, Card]]:
    """`positions` with every deal played on the state machine."""
    for deal in _deals(seed):
        counter[0] += 1
        found = _machine_position(deal, fits, first_lead_only)
        if found is not None:
            yield found


def _machine_position(deal: State, fits: Fits, first_lead_only: bool) -> tuple[State, Card, Card] | None:
    state = _bid(deal)
    while state is not None and not state.is_over:
        found = fits(state)
        if found is not None:
            return state, found[0], found[1]
        if first_lead_only:
            return None
        state = state.apply(_BIDDER.choose(state))
    return None


class _Stop(Exception):
    """Ends a fast-mode hand at the position wanted (or once it cannot come)."""

    def __init__(self, found: tuple[State, Card, Card] | None) -> None:
        super().__init__()
        self.found = found


def _fast_position(i: int, seed: int, fits: Fits, first_lead_only: bool) -> tuple[State, Card, Card] | None:
    """`_machine_position` of the `i`th deal, on the fast mode: the same deal, the same bot, the same fit."""

    def player(position: FastPosition) -> Action:
        if position.phase is Phase.PLAY:
            found = fits(position)
            if found is not None:
                raise _Stop((position, found[0], found[1]))
            if first_lead_only:
                raise _Stop(None)
        return _BIDDER.choose(position)

    try:
        random_hand(RULES, i % 4, seeded(_deal_seed(seed, i)), chooser=PlayerChooser(player))
    except _Stop as stop:
        return stop.found
    return None


# ---- what each tip compares -------------------------------------------------------------------------
def _our_call(state: State) -> bool:
    return state.rules.side_of(state.maker) == state.rules.side_of(state.to_act)


def _off_aces(hand: tuple[Card, ...], trump: Any) -> list[Card]:
    return [c for c in hand if c.rank == Rank.ACE and not is_trump(c, trump)]


def _fits_lead_trump(state: State) -> tuple[Card, Card] | None:
    hand, trump = state.hand(state.to_act), state.trump
    mine, aces = trumps(hand, trump), _off_aces(hand, trump)
    if not _our_call(state) or not mine or not aces:
        return None
    return mine[0], aces[0]


def _fits_lead_off_suit(state: State) -> tuple[Card, Card] | None:
    hand, trump = state.hand(state.to_act), state.trump
    mine, aces = trumps(hand, trump), _off_aces(hand, trump)
    if _our_call(state) or not mine or not aces:
        return None
    return aces[0], mine[0]


def _winning(state: State) -> tuple[int, Card, Any]:
    trick, trump = state.trick, state.trump
    best = trick_winner(trick, trump)
    return state.trick_seats[best], trick[best], led_suit(trick, trump)


def _partner(state: State) -> int | None:
    partner = state.rules.partner_of(state.to_act)
    return None if partner is None or partner in state.sitting_out else partner


def _fits_no_overtrump(state: State) -> tuple[Card, Card] | None:
    if not state.trick or _partner(state) is None:
        return None
    seat, card, led = _winning(state)
    trump = state.trump
    if seat != _partner(state) or not is_trump(card, trump):
        return None
    legal = state.legal_plays()
    over = [c for c in legal if is_trump(c, trump) and beats(c, state.trick, trump)]
    under = [c for c in legal if not beats(c, state.trick, trump)]
    if not over or not under:
        return None
    return min(under, key=lambda c: strength(c, trump, led)), min(over, key=lambda c: strength(c, trump, led))


def _fits_no_trump_ace(state: State) -> tuple[Card, Card] | None:
    if not state.trick or _partner(state) is None:
        return None
    seat, card, led = _winning(state)
    trump = state.trump
    if seat != _partner(state) or card.rank != Rank.ACE or is_trump(card, trump):
        return None
    legal = state.legal_plays()
    if followers(legal, led, trump):
        return None
    ruffs = [c for c in legal if is_trump(c, trump)]
    throws = [c for c in legal if not is_trump(c, trump)]
    if not ruffs or not throws:
        return None
    return min(throws, key=lambda c: strength(c, trump)), min(ruffs, key=lambda c: strength(c, trump))


def _fits_throw_lowest(state: State) -> tuple[Card, Card] | None:
    if not state.trick:
        return None
    seat, _, led = _winning(state)
    trump = state.trump
    if state.rules.side_of(seat) == state.rules.side_of(state.to_act):
        return None
    legal = list(dict.fromkeys(state.legal_plays()))
    if any(beats(c, state.trick, trump) for c in legal) or len(legal) < 2:
        return None
    low = min(legal, key=lambda c: strength(c, trump, led))
    high = max(legal, key=lambda c: strength(c, trump, led))
    if strength(low, trump, led) == strength(high, trump, led):
        return None
    return low, high


_COUNTING = HeuristicBot(Strength.INTERMEDIATE, play=Strength.STRONG, endgame_cards=0)


def _fits_count_cards(state: State) -> tuple[Card, Card] | None:
    """The strong bot's card when counting the cards played decided it, and the card the same bot plays
    without counting (the intermediate play), when they differ."""
    counted = _COUNTING.decide(state)
    if counted.tip.id != "count_cards" or not isinstance(counted.action, Play):
        return None
    plain = _BIDDER.decide(state).action
    if not isinstance(plain, Play) or plain.card == counted.action.card:
        return None
    return counted.action.card, plain.card


FITS: dict[str, tuple[Fits, bool]] = {
    "lead_trump": (_fits_lead_trump, True),
    "lead_off_suit": (_fits_lead_off_suit, True),
    "no_overtrump_partner": (_fits_no_overtrump, False),
    "no_trump_partners_ace": (_fits_no_trump_ace, False),
    "throw_lowest": (_fits_throw_lowest, False),
    "count_cards": (_fits_count_cards, False),
}


# ---- measuring ---------------------------------------------------------------------------------------
find_positions = positions
"""Where the card claims find their positions (`machine_positions` to measure on the state machine)."""


def measure(claim_id: str, hands: int | None = None, seed: int = 0, progress: Progress | None = None) -> ClaimResult:
    """Measure one claim on `hands` hands (or positions); `progress(done, total)` is called as it goes."""
    if claim_id not in CLAIMS:
        raise ValueError(f"no claim called {claim_id!r}; the claims are: {', '.join(CLAIMS)}")
    claim = CLAIMS[claim_id]
    n = claim.default_hands if hands is None else hands
    if n < 2:
        raise ValueError("a claim needs at least 2 hands")
    start = time.perf_counter()
    counter = [0]
    with use_language(current_language()):  # looked up once, not at every reason the bots give
        if claim_id == "call_two_high":
            pairs = _measure_calls(n, seed, progress, counter)
        else:
            pairs = _measure_cards(claim_id, n, seed, progress, counter)
    a = [x for x, _ in pairs]
    b = [y for _, y in pairs]
    diffs = [x - y for x, y in pairs]
    err = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return ClaimResult(claim, len(pairs), statistics.fmean(a), statistics.fmean(b), err, counter[0],
                       time.perf_counter() - start)


def _measure_cards(claim_id: str, n: int, seed: int, progress: Progress | None,
                   counter: list[int]) -> list[tuple[float, float]]:
    fits, first_only = FITS[claim_id]
    out: list[tuple[float, float]] = []
    for state, tip_card, other in find_positions(seed, fits, first_only, counter):
        values = dict(best_moves(state))
        won = state.tricks_by_side()[state.rules.side_of(state.to_act)]
        out.append((won + values[tip_card], won + values[other]))
        if progress is not None:
            progress(len(out), n)
        if len(out) >= n:
            break
    return out


def _measure_calls(n: int, seed: int, progress: Progress | None, counter: list[int]) -> list[tuple[float, float]]:
    """Deal after deal, the seat to decide turns round the table; the players before it pass. When it
    holds two or more high trumps of the upcard's suit (the dealer counting the upcard), the same deal is
    played on twice: once ordering up, once passing (the rest of the bidding by the intermediate bot, the
    play by players who see only their own cards). Its side's net points, ordering against passing."""
    def finish(state: State, seat: int) -> float:
        # on the fast mode: the rest of the bidding by the intermediate bot, then the hidden-card play-out
        return net_points(playout.finish_play_out(state, _BIDDER.choose), RULES.side_of(seat))

    out: list[tuple[float, float]] = []
    for i, deal in enumerate(_deals(seed)):
        counter[0] += 1
        state = deal
        for _ in range(i % 4):
            state = state.apply(PASS)
        seat = state.to_act
        suit = state.upcard_suit
        hand = list(state.hand(seat)) + ([state.upcard] if seat == state.dealer else [])
        if len(high_trumps(hand, suit, RULES)) < 2:
            continue
        order = next(a for a in state.legal_actions() if isinstance(a, OrderUp) and not a.alone)
        out.append((finish(state.apply(order), seat), finish(state.apply(PASS), seat)))
        if progress is not None:
            progress(len(out), n)
        if len(out) >= n:
            return out
    raise AssertionError("unreachable")  # pragma: no cover



# ---- shipped figures --------------------------------------------------------------------------------------
FIGURES = Path(__file__).resolve().parent.parent / "data" / "strategy" / "claims.json"
"""Every claim measured once at its full size (`python -m euchre.bots.claims --write`), so a lesson page
shows its figure at once; its "Measure again" button runs the simulation on fresh deals."""


def shipped(claim_id: str) -> ClaimResult | None:
    """The shipped figure of a claim, if there is one."""
    if not FIGURES.exists():
        return None
    entry = json.loads(FIGURES.read_text(encoding="utf-8")).get(claim_id)
    if entry is None or claim_id not in CLAIMS:
        return None
    return ClaimResult(CLAIMS[claim_id], entry["n"], entry["mean_a"], entry["mean_b"], entry["stderr"],
                       entry["deals"], entry["seconds"], entry["measured"], entry["seed"])


def write_figures(claims: list[str] | None = None, hands: int | None = None, seed: int = 0) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIGURES.read_text(encoding="utf-8")) if FIGURES.exists() else {}
    for claim_id in claims or list(CLAIMS):
        r = measure(claim_id, hands, seed)
        data[claim_id] = {"n": r.n, "mean_a": r.mean_a, "mean_b": r.mean_b, "stderr": r.stderr, "deals": r.deals,
                          "seconds": round(r.seconds, 1), "measured": time.strftime("%Y-%m-%d"), "seed": seed}
        FIGURES.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(r.sentence, flush=True)
    return data


def main(argv: list[str] | None = None) -> None:
    import argparse

    parser = argparse.ArgumentParser(description="Measure the strategy claims and ship the figures.")
    parser.add_argument("--write", action="store_true", help="measure and write euchre/data/strategy/claims.json")
    parser.add_argument("--hands", type=int, default=None, help="hands per claim (default: each claim's own)")
    parser.add_argument("claims", nargs="*", help="claim ids (default: all)")
    args = parser.parse_args(argv)
    if args.write:
        write_figures(args.claims or None, args.hands)
    else:
        for claim_id in args.claims or list(CLAIMS):
            print(measure(claim_id, args.hands).sentence, flush=True)


if __name__ == "__main__":
    main()
