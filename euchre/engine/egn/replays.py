"""Playing EGN records through the engine: `replay` stops at the first renege or inconsistency,
`check` lists them all, and `iter_actions` walks a replayed line with its EGN indexes."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from euchre.engine.actions import Play
from euchre.engine.cards import Card, build_deck
from euchre.engine.egn.errors import EGNReplayError, Problem
from euchre.engine.egn.infer import infer_discards, infer_hands
from euchre.engine.egn.lines import Line, apply_bidding, map_line, resolve_lines
from euchre.engine.egn.records import EGNDeal, EGNGame, EGNLine, EGNMatch
from euchre.engine.errors import EuchreError, IllegalActionError, Refusal
from euchre.engine.rules import Rules
from euchre.engine.state import HandState, Phase, new_standard_hand
from euchre.engine.tricks import followers, led_suit, legal_plays, side_of


@dataclass(frozen=True)
class LineReplay:
    """One line of a deal played through the engine."""

    line: EGNLine
    state: HandState
    """The state after the last recorded action; `state.path()` steps through the line."""
    discard: Card | None
    """The dealer's discard (None when the dealer did not pick up)."""
    discard_inferred: bool
    """The file does not record the discard, so it was inferred (show it as unknown)."""

    @property
    def is_complete(self) -> bool:
        return self.state.is_over


@dataclass(frozen=True)
class DealReplay(LineReplay):
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's five dealt cards (before the dealer picks up)."""
    inferred: tuple[frozenset[Card], ...]
    """Per seat, the cards of `hands` the record does not show: placeholders, not facts."""
    score_before: tuple[int, ...]
    score_after: tuple[int, ...]
    alternatives: tuple[LineReplay, ...]

    @property
    def deal(self) -> EGNDeal:
        assert isinstance(self.line, EGNDeal)
        return self.line

    @property
    def points(self) -> tuple[int, ...] | None:
        """Points per side (side 0 = seats 0 and 2), or None when the record stops before the end."""
        return self.state.result.points if self.state.is_over else None


@dataclass(frozen=True)
class GameReplay:
    game: EGNGame
    deals: tuple[DealReplay, ...]

    @property
    def initial_score(self) -> tuple[int, ...]:
        return self.game.metadata.initial_score

    @property
    def final_score(self) -> tuple[int, ...]:
        return self.deals[-1].score_after if self.deals else self.initial_score


def _renege_reason(card: Card, hand: Sequence[Card], trick: Sequence[Card], line: Line, seat: int, t: int,
                   num_players: int) -> Refusal:
    trump = line.trump
    led = led_suit(trick, trump)
    assert led is not None
    could = tuple(followers(hand, led, trump))
    later = {c: when for when, c in line.played[seat] if when > t}
    return Refusal("renege_in_record", {
        "seat": seat, "num_players": num_players, "card": card, "led": led, "could": could,
        "later": tuple((c, later[c]) for c in could if c in later), "lead": trick[0], "trump": trump})


def _scan(line: Line, deal: EGNDeal, hands: Sequence[Sequence[Card]], discard: Card | None,
          rules: Rules) -> list[Problem]:
    """Every renege (and card not held) in the line, without stopping at the first."""
    held = [list(h) for h in hands]
    if line.pickup:
        held[deal.dealer].append(deal.upcard)
        if discard in held[deal.dealer]:
            held[deal.dealer].remove(discard)
    problems = []
    for t, (cards, seats) in enumerate(zip(line.tricks, line.seats, strict=False), 1):
        for pos, (card, seat) in enumerate(zip(cards, seats, strict=True)):
            hand = held[seat]
            if card not in hand:
                reason = Refusal("egn_card_not_held", {"seat": seat, "num_players": rules.num_players, "card": card,
                                                       "hand": tuple(hand)})
                problems.append(Problem(reason, deal.number, line.alt, t))
                continue
            if card not in legal_plays(hand, cards[:pos], line.trump, rules):
                problems.append(Problem(_renege_reason(card, hand, cards[:pos], line, seat, t, rules.num_players),
                                        deal.number, line.alt, t))
            hand.remove(card)
    return problems


def _play_line(line: Line, deal: EGNDeal, hands: Sequence[Sequence[Card]], discard: Card | None,
               rules: Rules) -> HandState:
    try:
        state = new_standard_hand(rules, deal.dealer, hands=hands, upcard=deal.upcard)
    except EuchreError as exc:
        raise line.problem(deal, exc.fact or str(exc)) from None
    state = apply_bidding(state, line, deal, discard or deal.upcard)
    for t, cards in enumerate(line.tricks, 1):
        for card in cards:
            seat = state.to_act or 0
            try:
                state = state.apply(Play(card))
            except IllegalActionError as exc:
                raise line.problem(deal, Refusal("egn_cannot_play", {
                    "seat": seat, "num_players": rules.num_players, "card": card, "reason": exc.fact or str(exc)}),
                    t) from None
    return state


@dataclass
class _DealOutcome:
    problems: list[Problem]
    main: LineReplay | None = None
    hands: list[list[Card]] = field(default_factory=list)
    inferred: list[set[Card]] = field(default_factory=list)
    alternatives: list[LineReplay] = field(default_factory=list)


def _replay_deal(deal: EGNDeal, rules: Rules) -> _DealOutcome:
    if deal.upcard not in build_deck(rules):
        return _DealOutcome([Problem(Refusal("egn_upcard_not_in_deck", {"card": deal.upcard, "size": rules.deck_size}),
                                     deal.number)])
    if deal.upcard.is_joker:
        return _DealOutcome([Problem(Refusal("egn_joker_turned_up"), deal.number)])
    lines, problems = resolve_lines(deal)
    mapped = []
    main_failures: set[tuple[str, int | None, int | None]] = set()
    for line in lines:
        try:
            map_line(line, deal, rules)
            mapped.append(line)
        except EGNReplayError as exc:
            p = exc.problem
            if (p.reason, p.trick, p.call) not in main_failures:  # an alternative inheriting the same fault
                problems.append(p)
            if line.alt is None:
                main_failures.add((p.reason, p.trick, p.call))
    if not mapped or mapped[0].alt is not None:
        return _DealOutcome(problems)
    try:
        hands, inferred = infer_hands(deal, mapped, rules)
    except EGNReplayError as exc:
        return _DealOutcome([*problems, exc.problem])
    out = _DealOutcome(problems, hands=hands, inferred=inferred)
    discards = infer_discards(hands[deal.dealer], mapped, deal, inferred[deal.dealer])[0]
    main_discard = discards[0][0] if discards[0] else None
    for line, chosen in zip(mapped, discards, strict=True):
        discard, guessed = None, False
        if chosen is not None:
            discard, guessed = chosen
            if discard is None:
                reason = (Refusal("egn_discard_not_held", {"card": line.discard, "hand": tuple(hands[deal.dealer]),
                                                           "upcard": deal.upcard})
                          if line.discard is not None else
                          Refusal("egn_plays_main_discard", {"card": main_discard}))
                out.problems.append(Problem(reason, deal.number, line.alt))
                continue
        reneges = _scan(line, deal, hands, discard, rules)
        if reneges:
            out.problems.extend(reneges)
            continue
        try:
            state = _play_line(line, deal, hands, discard, rules)
        except EGNReplayError as exc:
            out.problems.append(exc.problem)
            continue
        replayed = LineReplay(line.record, state, discard, guessed)
        if line.alt is None:
            out.main = replayed
        else:
            out.alternatives.append(replayed)
    return out


def _replay(game: EGNGame) -> tuple[list[DealReplay], list[Problem]]:
    score = tuple(game.metadata.initial_score)
    deals: list[DealReplay] = []
    problems: list[Problem] = []
    if game.rules.num_players != 4:
        problems.append(Problem(Refusal("egn_players_not_replayed", {"players": game.rules.num_players})))
        return deals, problems
    for deal in game.deals:
        out = _replay_deal(deal, game.rules)
        problems.extend(out.problems)
        if out.main is None:
            continue
        before = score
        if out.main.state.is_over:
            score = tuple(a + b for a, b in zip(score, out.main.state.result.points, strict=True))
        deals.append(DealReplay(
            line=deal, state=out.main.state, discard=out.main.discard, discard_inferred=out.main.discard_inferred,
            hands=tuple(tuple(h) for h in out.hands), inferred=tuple(frozenset(s) for s in out.inferred),
            score_before=before, score_after=score, alternatives=tuple(out.alternatives),
        ))
    final = game.metadata.final_score
    complete = len(deals) == len(game.deals) and all(d.is_complete for d in deals)
    if final is not None and complete and not problems and tuple(final) != score:
        recorded, counted = f"{final[0]}–{final[1]}", f"{score[0]}–{score[1]}"
        problems.append(Problem(Refusal("egn_final_score", {"recorded": recorded, "counted": counted})))
    return deals, problems


def replay(game: EGNGame) -> GameReplay:
    """Play every deal (and every alternative line) through the engine.

    Raises EGNReplayError (an EGNError) at the first renege or inconsistency; `check` lists them all.
    """
    deals, problems = _replay(game)
    if problems:
        raise EGNReplayError(problems[0])
    return GameReplay(game, tuple(deals))


def check(game: EGNGame) -> list[Problem]:
    """Every renege and inconsistency in the game, in file order (an empty list when it is clean)."""
    return _replay(game)[1]


@dataclass(frozen=True)
class MatchReplay:
    """Every game of a match played through the engine."""

    match: EGNMatch
    games: tuple[GameReplay, ...]

    def scores(self) -> dict[str, int]:
        """Each player's match score, as EMN counts it: games won, or (in a progressive match or
        games with a deal limit) the points their side scored."""
        return match_scores(self.match, self.games)


def match_scores(match: EGNMatch, games: Sequence[GameReplay]) -> dict[str, int]:
    scores = {p.id or "": 0 for p in match.players}
    for entry, played in zip(match.games, games, strict=True):
        final = played.final_score
        by_points = match.format_type == "PROGRESSIVE" or entry.game.rules.deal_limit > 0
        for seat, pid in enumerate(entry.player_ids):
            side = side_of(seat, 4)
            if by_points:
                scores[pid] += final[side]
            elif final[side] > final[1 - side]:
                scores[pid] += 1
    return scores


def _replay_match(match: EGNMatch) -> tuple[list[GameReplay], list[Problem]]:
    games: list[GameReplay] = []
    problems: list[Problem] = []
    for entry in match.games:
        deals, found = _replay(entry.game)
        problems.extend(dataclasses.replace(p, game=entry.index) for p in found)
        games.append(GameReplay(entry.game, tuple(deals)))
    complete = all(len(g.deals) == len(g.game.deals) and all(d.is_complete for d in g.deals) for g in games)
    result = match.result
    if result is not None and result.scores and complete and not problems:
        counted = match_scores(match, games)
        for key, value in result.scores:
            if key in counted and counted[key] != value:
                name = match.player(key).name
                problems.append(Problem(Refusal("egn_match_result", {"name": name, "id": key, "recorded": value,
                                                                     "counted": counted[key]})))
    return games, problems


def replay_match(match: EGNMatch) -> MatchReplay:
    """Play every game of a match; raises EGNReplayError at the first problem (`check_match` lists them)."""
    games, problems = _replay_match(match)
    if problems:
        raise EGNReplayError(problems[0])
    return MatchReplay(match, tuple(games))


def check_match(match: EGNMatch) -> list[Problem]:
    """Every renege and inconsistency in every game of the match (each names its game)."""
    return _replay_match(match)[1]


def iter_actions(state: HandState) -> Iterator[tuple[HandState, int | None, int | None]]:
    """Walk a replayed line: (state after the action, EGN call index or None, EGN play index or None).

    The indexes are the ones EGN annotations use (the discard and defending alone have neither)."""
    calls = plays = 0
    for node in state.path()[1:]:
        parent = node.parent
        assert parent is not None
        if parent.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO):
            yield node, calls, None
            calls += 1
        elif isinstance(node.last_action, Play):
            yield node, None, plays
            plays += 1
        else:
            yield node, None, None
