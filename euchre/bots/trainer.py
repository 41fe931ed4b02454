"""Play a hand against the bots, with hints and a review afterwards (the model behind the trainer widget).

    hand = TrainingHand(Rules.preset("standard"), bots="strong", seed=7)
    hand.legal()                  # the learner's choices when it is their turn
    hand.act("order up")          # the learner acts; the bots then play until it is the learner's turn
    hand.hint().reason            # the advisor's choice and why
    hand.review()                 # once the hand is over: every decision graded, with EGN marks
    hand.record().text            # the reviewed hand as an annotated EGN (or extended) record

What the learner is shown during a hand is only what their seat may know: the log says what each bot
did in public ("East passed", "West discards a card face down"), and each bot's private reason (which
names the cards in its hand) is kept back until the hand is over (`LogLine.private`, `full_log`). A hint
is the advisor's view from the learner's seat, and the review reuses the advice a hint gave for the same
position, so the numbers agree. The score of the game carries from hand to hand, and in four-handed games
to a target, hints and the review value each choice as the chance of winning the game from that score
(`euchre.bots.equity`), with the average points in the hand beside it.

No widget code here; `euchre.widgets.trainer.TrainerWidget` draws it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from euchre.bots.advisor import Advice, Advisor
from euchre.bots.decision import Decision, Strength
from euchre.bots.heuristic import HeuristicBot
from euchre.bots.person import about
from euchre.bots.records import SavedRecord, save_reviewed
from euchre.bots.review import Graded, review_hand
from euchre.engine.actions import Action, Discard, GiveCard, as_action
from euchre.engine.errors import IllegalActionError
from euchre.engine.hands import HandLike, new_hand
from euchre.engine.rules import Rules
from euchre.engine.tricks import next_seat
from euchre.explain.action_words import action_past, assist_meaning, is_assist, you_did
from euchre.explain.plays import explain_score
from euchre.i18n.context import current_language
from euchre.i18n.messages import _, later
from euchre.i18n.seats import seat_label

State = HandLike


def learner_seat(rules: Rules) -> int:
    """South with four players; the last seat with two or three."""
    return min(2, rules.num_players - 1)


@dataclass(frozen=True)
class LogLine:
    """One line of the hand's log: what everyone at the table saw, and (for a bot) its private reason,
    each said in the language current when it is read (the learner may switch it during the hand)."""

    words: Callable[[], str]
    reason: Callable[[], str] | None = None
    """The bot's reason in its own words; it may name cards only that bot holds, so it is shown after the hand."""
    ends_trick: bool = False
    """The line says who took a trick: the log up to here is what the table has shown of that trick."""

    @property
    def text(self) -> str:
        return self.words()

    @property
    def private(self) -> str:
        return self.reason() if self.reason is not None else ""


def public_words(state: State, action: Action) -> str:
    """What the player to act in `state` did, as the other players see it: a face-down discard or a card
    passed across is not named."""
    if isinstance(action, Discard):
        return _("discards a card face down")
    if isinstance(action, GiveCard):
        return _("passes a card across face down")
    return action_past(state, action)


class TrainingHand:
    """One learner against bots, hand after hand. `bots` is a strength for all three other seats."""

    def __init__(
        self, rules: Rules | None = None, *, bots: Strength | str = Strength.INTERMEDIATE, seed: int | None = None,
        dealer: int | None = None, hint_samples: int = 200, review_samples: int = 100,
        time_limit: float | None = 1.0,
    ) -> None:
        self.rules = rules or Rules.preset("standard")
        self.seat = learner_seat(self.rules)
        self.strength = Strength.parse(bots)
        self.seed = seed if seed is not None else random.getrandbits(32)
        self._rng = random.Random(self.seed)
        self.hint_samples = hint_samples
        self.review_samples = review_samples
        self.time_limit = time_limit
        self.bots = [HeuristicBot(self.strength, seed=self.seed + s) for s in range(self.rules.num_players)]
        self.lines: list[LogLine] = []
        self.hands_played = 0
        self.score: list[int] = [0] * self.rules.num_sides
        """Points per side in the game so far; a new game starts once a side reaches the target."""
        self._review: list[Graded] | None = None
        self._reviewed: dict[str, list[Graded]] = {}
        self._advice: dict[int, Advice] = {}
        self._worded: dict[tuple[int, str], Advice] = {}
        first = dealer if dealer is not None else next_seat(self.seat, self.rules.num_players)
        self.deal(first)

    # ---- the hand -------------------------------------------------------------------------------
    def deal(self, dealer: int | None = None) -> None:
        """A new hand (the deal passes to the left unless `dealer` is given)."""
        if dealer is None:
            dealer = next_seat(self.state.dealer, self.rules.num_players)
        if self.game_over:
            self.score = [0] * len(self.score)
        self.state: State = new_hand(self.rules, dealer, rng=self._rng)
        self.score_before = tuple(self.score)
        """The game's score when this hand was dealt: the bots call by it, and hints and the review value the
        choices as the chance of winning the game from it (`advice_score`)."""
        for bot in self.bots:
            bot.score = self.score_before
        self.hands_played += 1
        self.lines = [LogLine(later(lambda: _("You deal.") if dealer == self.seat
                                    else _("{who} deals.", who=self.name(dealer))))]
        self._review = None
        self._advice = {}
        self._worded = {}
        self._advance()

    @property
    def log(self) -> list[str]:
        """The log as everyone at the table saw it (no bot's private reason)."""
        return [line.text for line in self.lines]

    def full_log(self) -> list[str]:
        """The log read back after the hand, each bot line with the reason behind it (refused during the hand)."""
        if not self.state.is_over:
            raise IllegalActionError(_("the bots' reasons are shown when the hand is over"))
        return [_("{line} ({reason})", line=line.text, reason=line.private) if line.private else line.text
                for line in self.lines]

    @property
    def game_over(self) -> bool:
        target = self.rules.winning_score
        return bool(target) and max(self.score, default=0) >= target

    def score_text(self, score: tuple[int, ...] | None = None) -> str:
        """"You and North 4, East and West 7 (to 10)": the game's score now, or `score`."""
        points_now = self.score if score is None else score
        parts = ", ".join(_("{side} {points}", side=self.side_name(side), points=points)
                          for side, points in enumerate(points_now))
        target = self.rules.winning_score
        return _("{score} (to {target})", score=parts, target=target) if target else parts

    def side_name(self, side: int) -> str:
        if self.rules.num_players == 4:
            return _("you and North") if side == self.rules.side_of(self.seat) else _("East and West")
        return self.name(side)

    @property
    def my_turn(self) -> bool:
        return not self.state.is_over and self.state.to_act == self.seat

    def legal(self) -> tuple[Action, ...]:
        return self.state.legal_actions() if self.my_turn else ()

    def act(self, action: Action | str) -> None:
        """The learner's action; raises IllegalActionError (with the reason) if it is not allowed now."""
        if not self.my_turn:
            raise IllegalActionError(_("it is not your turn") if not self.state.is_over else _("the hand is over"))
        action = as_action(action)
        before = self.state
        self.state = before.apply(action)
        self._note(before, LogLine(later(lambda: you_did(before, action))))
        self._advance()

    def _advance(self) -> None:
        while not self.state.is_over and self.state.to_act != self.seat:
            before = self.state
            who = self.name(before.to_act)
            with about(who):
                decision = self.bots[before.to_act].decide(before)
            self.state = before.apply(decision.action)
            self._note(before, self._bot_line(before, decision))
        if self.state.is_over:
            result = self.state.result
            for side, points in enumerate(result.points[: len(self.score)]):
                self.score[side] += points
            self.lines.append(LogLine(later(lambda: explain_score(result, self.rules))))
            score, over = tuple(self.score), self.game_over
            self.lines.append(LogLine(later(lambda: self._score_line(score, over))))

    def _bot_line(self, before: State, decision: Decision) -> LogLine:
        seat, action = before.to_act, decision.action

        def did() -> str:
            return _("{who} {did}.", who=self.name(seat), did=public_words(before, action))

        def why() -> str:  # the reason without the action, which the line itself names ("West led J♠.")
            with about(self.name(seat)):
                again = self.bots[seat].decide(before)
            return again.why if again.action == action else decision.why  # a timed expert may differ

        return LogLine(later(did), later(why, decision.why))

    def _score_line(self, score: tuple[int, ...], over: bool) -> str:
        shown = _("Score: {score}.", score=self.score_text(score))
        return _("{score} Game over.", score=shown) if over else shown

    def _note(self, before: State, line: LogLine) -> None:
        self.lines.append(line)
        after = self.state
        if after.last_action is not None and is_assist(before, after.last_action):
            side = self.rules.side_of(before.to_act)
            self.lines.append(LogLine(later(lambda: _("{meaning} The makers: {side}.", meaning=assist_meaning(),
                                                      side=self.side_name(side)))))
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            n, card = len(after.tricks), str(trick.winning_card)
            def text() -> str:
                if trick.winner == self.seat:
                    return _("You take trick {n} with {card}.", n=n, card=card)
                return _("{who} takes trick {n} with {card}.", who=self.name(trick.winner), n=n, card=card)

            self.lines.append(LogLine(later(text), ends_trick=True))

    def name(self, seat: int) -> str:
        return _("You") if seat == self.seat else seat_label(seat, self.rules.num_players)

    # ---- help -----------------------------------------------------------------------------------
    @property
    def advice_score(self) -> tuple[int, ...] | None:
        """The score hints and the review value choices from: the game's score before this hand, when the game
        is four-handed and played to a target (otherwise None, and the values are points in the hand)."""
        if self.rules.num_players != 4 or not self.rules.winning_score:
            return None
        return self.score_before

    def advisor(self, samples: int) -> Advisor:
        return Advisor(samples=samples, time_limit=self.time_limit, seed=self.seed)

    def hint(self) -> Advice:
        """The advisor's view of the learner's choices now."""
        if not self.my_turn:
            raise IllegalActionError(_("hints are for your turn"))
        step = len(self.state.history) + 1
        lang = current_language()
        if step not in self._advice:
            self._advice[step] = self.advisor(self.hint_samples).advise(self.state, self.advice_score)
            self._worded[step, lang] = self._advice[step]
        if (step, lang) not in self._worded:  # the learner switched the language: the same numbers, new words
            self._worded[step, lang] = self._advice[step].reworded()
        return self._worded[step, lang]

    def review(self, progress: Callable[[int, int], None] | None = None) -> list[Graded]:
        """Every decision the learner made this hand, graded (worked out once, when the hand is over). A
        position the learner asked a hint for is graded with that same advice."""
        if not self.state.is_over:
            raise IllegalActionError(_("the review comes when the hand is over"))
        if self._review is None:
            self._review = review_hand(self.state, self.seat, self.advisor(self.review_samples), progress,
                                       known=self._advice, score=self.advice_score)
            self._reviewed = {current_language(): self._review}
        lang = current_language()
        if lang not in self._reviewed:  # the learner switched the language: the same numbers, new words
            self._reviewed[lang] = [replace(g, advice=g.advice.reworded()) for g in self._review]
        return self._reviewed[lang]

    @property
    def reviewed(self) -> bool:
        """Whether the hand's review has been worked out."""
        return self._review is not None

    def record(self) -> SavedRecord:
        """The reviewed hand as an annotated record (EGN where EGN can hold the ruleset)."""
        names = [self.name(s) for s in range(self.rules.num_players)]
        return save_reviewed(self.state, self.review(), title=_("Trainer hand {n}", n=self.hands_played),
                             players=names, description=_("Played against {strength} bots; reviewed by the advisor.",
                                                          strength=self.strength.shown_label))
