"""A whole game told step by step: every action in words, each rule explained the first time it comes up,
and the score pad after every hand.

`narrate(hands, rules)` reads finished hands (a `Game`'s, or one hand) and finds, from the engine's own
facts (the actions, the cards of each trick, each hand's result), the rules each step shows. A rule is
explained once, at the first step that shows it. `bot_game` plays a seeded game with the project's bots.

Words are made when asked for (`NarratedStep.action`, `.notes`, `PadLine.words`), so the same
narration is told again in another language. Pure: the widget (`euchre.widgets.narrated`) only shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from euchre.engine.actions import (
    Bid,
    Call,
    DefendAlone,
    Discard,
    GiveCard,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    PlayContract,
)
from euchre.engine.cards import Card, Suit
from euchre.engine.game import Game, game_winner
from euchre.engine.handlike import is_bid
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump, is_left_bower, is_right_bower, is_trump
from euchre.engine.rules import Family, LonerLead, Rules
from euchre.engine.scoring import Outcome
from euchre.engine.state import HandResult, HandState
from euchre.engine.tricks import follows, led_suit, next_seat
from euchre.explain.cards import card_role
from euchre.explain.outcomes import outcome_label
from euchre.explain.plays import explain_score, who_leads_sentence
from euchre.explain.steps import step_sentence
from euchre.i18n import _, current_language, ngettext
from euchre.i18n.seats import side_label
from euchre.i18n.text import capitalize_first


@dataclass(frozen=True)
class RuleEvent:
    """A rule a step shows: its `key` ("void", "outcome:euchre" ...) and the card it is about, if any."""

    key: str
    card: Card | None = None


def _deal_note(state: HandState) -> str:
    rules = state.rules
    if rules.family is Family.BID:
        return _("Bid Euchre starts with an auction: from the dealer's left, each player once bids how many tricks "
                 "their side will take, beating the standing bid, or passes. The high bidder names trump.")
    return ngettext("Each player is dealt {n} card; the rest is the kitty, and its top card is turned up. In round "
                    "one, from the dealer's left, each player may order that suit up as trump, or pass.",
                    "Each player is dealt {n} cards; the rest is the kitty, and its top card is turned up. In round "
                    "one, from the dealer's left, each player may order that suit up as trump, or pass.",
                    rules.hand_size)


def _joker_bower(state: HandState, event: RuleEvent) -> str:
    """With a Joker in the deck the bowers come after it: the card's role as the engine words it."""
    if not state.rules.joker or event.card is None:
        return ""
    return capitalize_first(card_role(event.card, state.trump, joker=True), current_language()) + "."


_NOTES: dict[str, Callable[[HandState, RuleEvent], str]] = {
    "deal": lambda s, e: _deal_note(s),
    "order_up": lambda s, e: _("Ordering up: any player may tell the dealer to pick the upcard up, which makes its "
                               "suit trump for everyone."),
    "pick_up": lambda s, e: _("The dealer may pick the upcard up, which makes its suit trump."),
    "discard": lambda s, e: _("With the upcard the dealer holds one card too many, so the dealer discards one face "
                              "down: any card, even the upcard."),
    "round_two": lambda s, e: _("When everyone passes in round one, the upcard is turned down. In round two, from "
                                "the dealer's left, each player may name any other suit as trump, or pass."),
    "stick_the_dealer": lambda s, e: _("Stick the dealer: when everyone else passes in round two, the dealer may "
                                       "not pass and must name trump."),
    "alone": lambda s, e: _("Going alone: the maker's partner sits out, and a lone march scores {points} points "
                            "instead of {march}.", points=s.rules.loner_march_score, march=s.rules.march_score),
    "defend_alone": lambda s, e: _("Defending alone: against the makers, one defender may play without a partner "
                                   "for a bigger score."),
    "first_lead": lambda s, e: who_leads_sentence(s),
    "first_lead_loner": lambda s, e: who_leads_sentence(s),
    "first_lead_skip": lambda s, e: who_leads_sentence(s),
    "follow": lambda s, e: _("Everyone must follow the suit that was led if they can."),
    "void": lambda s, e: _void_note(s),
    "trumped": lambda s, e: _("A trump beats every card of the other suits, so the highest trump played takes the "
                              "trick."),
    "right_bower": lambda s, e: _joker_bower(s, e) or _("The right bower, the jack of the trump suit, is the highest "
                                                       "trump."),
    "left_bower": lambda s, e: _joker_bower(s, e) or _(
        "The left bower, the other jack of the same colour as trump, is the second-highest "
        "trump: it belongs to the trump suit, not to its own."),
    "winner_leads": lambda s, e: _("The winner of a trick leads the next one."),
    "dealer_equal": lambda s, e: _("The dealer bids last and may take the contract by equalling the standing bid."),
    "stuck_dealer": lambda s, e: _("The dealer is stuck: when everyone else passes, the dealer must bid at least "
                                   "{least}.", least=s.rules.min_bid),
    "name_trump": lambda s, e: _("The high bidder names trump."),
    "high_no_trump": lambda s, e: _("High no-trump: there is no trump and no bower; the highest card of the led suit "
                                    "wins, and the ace is the best card."),
    "low_no_trump": lambda s, e: _("Low no-trump: there is no trump and no bower, and the order is turned over: the "
                                   "lowest card of the led suit wins."),
    "moon": lambda s, e: _("Shooting the moon: the bidder plays alone and must take every trick, for {points} "
                           "points.", points=s.rules.moon_score),
    "partners_best": lambda s, e: _("Partner's best: the partner passes their best card to the bidder and sits out; "
                                    "the bidder must take every trick, for {points} points.",
                                    points=s.rules.partners_best_score),
    "game_won": lambda s, e: _("First to {points} points wins the game.", points=s.rules.winning_score),
}


def _void_note(state: HandState) -> str:
    if state.rules.joker:
        return _("A player who has no card of the led suit may play any card.")
    if isinstance(state.trump, Suit):
        return _("A player who has no card of the led suit may play any card: a trump to win the trick, or another "
                 "card to throw away.")
    return _("A player who has no card of the led suit may play any card, but without trump it cannot win the "
             "trick.")


_SAME_RULE = {
    Outcome.MOON_MADE: Outcome.BID_MADE, Outcome.PARTNERS_BEST_MADE: Outcome.BID_MADE,
    Outcome.MOON_SET: Outcome.BID_SET, Outcome.PARTNERS_BEST_SET: Outcome.BID_SET,
    Outcome.LONE_DEFENDER_MARCH: Outcome.LONE_DEFENDER_EUCHRE,
}
"""Outcomes scored by the same rule as another (the moon and partner's best add their own note when chosen)."""


def outcome_rule(outcome: Outcome) -> str:
    """The key of the scoring rule a hand's outcome shows: "outcome:euchre"."""
    return "outcome:" + _SAME_RULE.get(outcome, outcome).value


def rule_note(state: HandState, event: RuleEvent) -> str:
    """The one-line explanation of the rule `event` names, as the step at `state` shows it."""
    if event.key.startswith("outcome:"):
        return explain_score(state.result, state.rules)  # the engine's own reason for the score
    return _NOTES[event.key](state, event)


def note_label(state: HandState, event: RuleEvent) -> str:
    """What a note is, said before it: a hand's score is its outcome ("Euchre", "March"); anything else is a
    rule of the game (taught in the lessons, so not "new", but said here the first time it comes up)."""
    if event.key.startswith("outcome:") and state.result is not None:
        return capitalize_first(outcome_label(state.result.outcome), current_language())
    return _("Rule")


def step_events(state: HandState) -> list[RuleEvent]:
    """Every rule the step that led to `state` shows (the deal, for a fresh hand), read from the engine's facts."""
    before, action, seat = state.parent, state.last_action, state.last_seat
    if before is None or action is None or seat is None:
        return [RuleEvent("deal")]
    events: list[RuleEvent] = []
    if isinstance(action, OrderUp):
        events.append(RuleEvent("pick_up" if seat == before.dealer else "order_up"))
    if before.phase is Phase.DISCARD and isinstance(action, Discard):
        events.append(RuleEvent("discard"))
    if before.phase is Phase.ROUND_ONE and state.phase is Phase.ROUND_TWO:
        events.append(RuleEvent("round_two"))
    if before.phase is Phase.ROUND_TWO and isinstance(action, Call) and Pass() not in before.legal_actions():
        events.append(RuleEvent("stick_the_dealer"))
    if isinstance(action, OrderUp | Call) and action.alone:
        events.append(RuleEvent("alone"))
    if isinstance(action, DefendAlone):
        events.append(RuleEvent("defend_alone"))
    if isinstance(action, Bid) and seat == before.dealer:
        if Pass() not in before.legal_actions():
            events.append(RuleEvent("stuck_dealer"))
        elif is_bid(before) and action.tricks == before.high_bid:
            events.append(RuleEvent("dealer_equal"))
    if isinstance(action, NameTrump) and before.phase is Phase.DECLARE:
        trump = action.trump
        events.append(RuleEvent("name_trump"))
        if trump is NoTrump.HIGH:
            events.append(RuleEvent("high_no_trump"))
        elif trump is NoTrump.LOW:
            events.append(RuleEvent("low_no_trump"))
    if isinstance(action, PlayContract) and action.kind == "moon":
        events.append(RuleEvent("moon"))
    if isinstance(action, PlayContract) and action.kind == "partner's best":
        events.append(RuleEvent("partners_best"))
    if isinstance(action, GiveCard):
        events.append(RuleEvent("partners_best"))
    if state.phase is Phase.PLAY and before.phase is not Phase.PLAY:
        events.append(RuleEvent(_first_lead_rule(state)))
    if isinstance(action, Play):
        events.extend(_play_events(before, state, action.card))
    if state.is_over:
        events.append(RuleEvent(outcome_rule(state.result.outcome)))
    return events


def _first_lead_rule(state: HandState) -> str:
    """Which rule chose the first leader (each is worded by `who_leads_sentence`)."""
    rules = state.rules
    if rules.family is Family.BID:
        return "first_lead"
    if rules.loner_lead is LonerLead.LEFT_OF_LONER and (state.alone or state.lone_defender is not None):
        return "first_lead_loner"
    if next_seat(state.dealer, rules.num_players) in state.sitting_out:
        return "first_lead_skip"
    return "first_lead"


def _play_events(before: HandState, after: HandState, card: Card) -> list[RuleEvent]:
    trump = before.trump
    events: list[RuleEvent] = []
    if before.trick:
        led = led_suit(before.trick, trump)
        if led is not None:
            events.append(RuleEvent("follow" if follows(card, led, trump) else "void"))
    if isinstance(trump, Suit) and is_right_bower(card, trump):
        events.append(RuleEvent("right_bower", card))
    if isinstance(trump, Suit) and is_left_bower(card, trump):
        events.append(RuleEvent("left_bower", card))
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        won = trick.cards[trick.seats.index(trick.winner)]
        led = led_suit(trick.cards, trump)
        if isinstance(trump, Suit) and led is not trump and is_trump(won, trump):
            events.append(RuleEvent("trumped"))
        if len(after.tricks) == 1 and not after.is_over:
            events.append(RuleEvent("winner_leads"))
    return events


@dataclass(frozen=True)
class PadLine:
    """The score pad after a hand: what each side scored on it, the totals, and the engine's reason."""

    hand: int
    result: HandResult
    totals: tuple[int, ...]
    rules: Rules

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(self.result.points)

    def words(self) -> str:
        """What the hand scored and why (the engine's explanation of the score)."""
        return explain_score(self.result, self.rules)


@dataclass(frozen=True)
class NarratedStep:
    """One step of the game: the hand it is in, the state after the action, and the rules first met here."""

    hand: int
    index: int
    state: HandState
    new_rules: tuple[RuleEvent, ...] = ()
    pad: PadLine | None = None
    winner: int | None = None

    def action(self) -> str:
        """The action in words (the deal, for a fresh hand)."""
        return step_sentence(self.state, with_score=False)

    def notes(self) -> list[str]:
        """The rules met for the first time at this step, one line each."""
        return [note for note in (rule_note(self.state, e) for e in self.new_rules) if note]

    def labelled_notes(self) -> list[str]:
        """The notes, each after what it is: "Rule: …", "Euchre: …"."""
        return [_("{label}: {note}", label=note_label(self.state, e), note=note)
                for e, note in ((e, rule_note(self.state, e)) for e in self.new_rules) if note]

    def said(self) -> str:
        """What the step says: the action, and at the end of a hand what it scored and why (unless that is a
        rule met for the first time, said as its note), and who won the game."""
        parts = [self.action()]
        new_score_rule = any(e.key.startswith("outcome:") for e in self.new_rules)
        if self.pad is not None and not new_score_rule:
            parts.append(self.pad.words())
        if self.winner is not None:
            parts.append(self.winner_words())
        return " ".join(parts)

    def winner_words(self) -> str:
        if self.winner is None:
            return ""
        n = self.state.rules.num_players
        return _("{side} wins the game.", side=side_label(self.winner, n))


@dataclass(frozen=True)
class NarratedGame:
    rules: Rules
    hands: tuple[HandState, ...]
    steps: tuple[NarratedStep, ...]
    pad: tuple[PadLine, ...]
    winner: int | None = None
    events: tuple[RuleEvent, ...] = field(default=())
    """Every rule explained, in the order first met."""

    def hand_starts(self) -> list[int]:
        """The step number at which each hand starts (its deal)."""
        return [i for i, s in enumerate(self.steps) if s.index == 0]

    @property
    def scores(self) -> tuple[int, ...]:
        return self.pad[-1].totals if self.pad else (0,) * self.rules.num_sides


def narrate(hands: Sequence[HandState], rules: Rules | None = None,
            initial_score: Sequence[int] | None = None) -> NarratedGame:
    """The narration of finished hands played one after another (a game's, in order)."""
    if not hands:
        raise ValueError("there is no hand to narrate")
    rules = rules or hands[0].rules
    totals = list(initial_score or (0,) * rules.num_sides)
    met: set[str] = set()
    order: list[RuleEvent] = []
    steps: list[NarratedStep] = []
    pad: list[PadLine] = []
    winner: int | None = None
    for number, hand in enumerate(hands):
        if not hand.is_over:
            raise ValueError("only finished hands can be narrated")
        path = hand.path()
        for index, state in enumerate(path):
            line: PadLine | None = None
            events = step_events(state)
            won: int | None = None
            if index == len(path) - 1:
                for side, points in enumerate(hand.result.points):
                    totals[side] += points
                line = PadLine(number, hand.result, tuple(totals), rules)
                pad.append(line)
                won = game_winner(rules, totals, hand.result, number + 1)
                if won is not None:
                    winner = won
                    events.append(RuleEvent("game_won"))
            new = []
            for event in events:
                if event.key not in met:
                    met.add(event.key)
                    new.append(event)
                    order.append(event)
            steps.append(NarratedStep(number, index, state, tuple(new), line, won))
    return NarratedGame(rules, tuple(hands), tuple(steps), tuple(pad), winner, tuple(order))


def narrate_game(game: Game) -> NarratedGame:
    return narrate(game.hands, game.rules, game.initial_score)


def bot_game(rules: Rules | str, seed: int, *, hands: int | None = None, strength: str = "intermediate",
             first_dealer: int = 0) -> Game:
    """A game played by the project's bots from `seed` (every seat at `strength`): to the winning score, or
    only its first `hands` hands."""
    # the bots load only when a narrated game is played, not with every quiz kind
    from euchre.bots.heuristic import make_bot
    from euchre.bots.match import MAX_HANDS, play_game

    rules = Rules.preset(rules) if isinstance(rules, str) else rules
    seats = [make_bot(strength, seed=seed * 8 + s) for s in range(rules.num_players)]
    return play_game(rules, seats, seed, first_dealer, max_hands=hands or MAX_HANDS)


def narrated_bot_game(rules: Rules | str, seed: int, *, hands: int | None = None,
                      strength: str = "intermediate") -> NarratedGame:
    """`bot_game`, narrated."""
    return narrate_game(bot_game(rules, seed, hands=hands, strength=strength))
