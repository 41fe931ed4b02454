"""Play a hand against the bots, with hints and a review afterwards (the model behind the trainer widget).

    hand = TrainingHand(Rules.preset("standard"), bots="strong", seed=7)
    hand.legal()                  # the learner's choices when it is their turn
    hand.act("order up")          # the learner acts; the bots then play until it is the learner's turn
    hand.hint().reason            # the advisor's choice and why
    hand.review()                 # once the hand is over: every decision graded, with EGN marks
    hand.record().text            # the reviewed hand as an annotated EGN (or extended) record

No widget code here; `euchre.widgets.trainer.TrainerWidget` draws it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from euchre.actions import Action, as_action
from euchre.bots.advisor import Advice, Advisor
from euchre.bots.decision import Strength
from euchre.bots.heuristic import HeuristicBot
from euchre.bots.records import SavedRecord, save_reviewed
from euchre.bots.review import Graded, review_hand
from euchre.bots.words import action_past
from euchre.errors import IllegalActionError
from euchre.explain import explain_score
from euchre.hands import deal_hand
from euchre.rules import Rules
from euchre.seats import seat_name

State = Any


def learner_seat(rules: Rules) -> int:
    """South with four players; the last seat with two or three."""
    return min(2, rules.num_players - 1)


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
        self.log: list[str] = []
        self.hands_played = 0
        self._review: list[Graded] | None = None
        first = dealer if dealer is not None else (self.seat + 1) % self.rules.num_players
        self.deal(first)

    # ---- the hand -------------------------------------------------------------------------------
    def deal(self, dealer: int | None = None) -> None:
        """A new hand (the deal passes to the left unless `dealer` is given)."""
        if dealer is None:
            dealer = (self.state.dealer + 1) % self.rules.num_players
        self.state: State = deal_hand(self.rules, dealer, rng=self._rng)
        self.hands_played += 1
        self.log = [f"{self.name(dealer)} deals."]
        self._review = None
        self._advance()

    @property
    def my_turn(self) -> bool:
        return not self.state.is_over and self.state.to_act == self.seat

    def legal(self) -> tuple[Action, ...]:
        return self.state.legal_actions() if self.my_turn else ()

    def act(self, action: Action | str) -> None:
        """The learner's action; raises IllegalActionError (with the reason) if it is not allowed now."""
        if not self.my_turn:
            raise IllegalActionError("it is not your turn" if not self.state.is_over else "the hand is over")
        action = as_action(action)
        before = self.state
        self.state = before.apply(action)
        self._note(before, f"You {action_past(before, action)}.")
        self._advance()

    def _advance(self) -> None:
        while not self.state.is_over and self.state.to_act != self.seat:
            before = self.state
            decision = self.bots[before.to_act].decide(before)
            self.state = before.apply(decision.action)
            self._note(before, f"{self.name(before.to_act)} {decision.reason}.")
        if self.state.is_over:
            self.log.append(explain_score(self.state.result, self.rules))

    def _note(self, before: State, line: str) -> None:
        self.log.append(line)
        after = self.state
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            verb = "take" if trick.winner == self.seat else "takes"
            self.log.append(f"{self.name(trick.winner)} {verb} trick {len(after.tricks)} with {trick.winning_card}.")

    def name(self, seat: int) -> str:
        return "You" if seat == self.seat else seat_name(seat, self.rules.num_players)

    # ---- help -----------------------------------------------------------------------------------
    def advisor(self, samples: int) -> Advisor:
        return Advisor(samples=samples, time_limit=self.time_limit, seed=self.seed)

    def hint(self) -> Advice:
        """The advisor's view of the learner's choices now."""
        if not self.my_turn:
            raise IllegalActionError("hints are for your turn")
        return self.advisor(self.hint_samples).advise(self.state)

    def review(self, progress: Callable[[int, int], None] | None = None) -> list[Graded]:
        """Every decision the learner made this hand, graded (worked out once, when the hand is over)."""
        if not self.state.is_over:
            raise IllegalActionError("the review comes when the hand is over")
        if self._review is None:
            self._review = review_hand(self.state, self.seat, self.advisor(self.review_samples), progress)
        return self._review

    def record(self) -> SavedRecord:
        """The reviewed hand as an annotated record (EGN where EGN can hold the ruleset)."""
        names = [self.name(s) if s != self.seat else "You" for s in range(self.rules.num_players)]
        return save_reviewed(self.state, self.review(), title=f"Trainer hand {self.hands_played}", players=names,
                             description=f"Played against {self.strength.label} bots; reviewed by the advisor.")
