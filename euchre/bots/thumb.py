"""The rules of thumb alone: a player that decides every call and card by the strategy tips, with no
search. The advisor plays its deals out with it; `euchre.bots.heuristic.HeuristicBot` builds on it
(the strong bot's solved endgame, the expert level that follows the advisor).
"""

from __future__ import annotations

from collections.abc import Callable

from euchre.bots import bidding
from euchre.bots.decision import Decision, Strength, decided
from euchre.bots.knowledge import is_bid, seat_view
from euchre.bots.play import choose_play
from euchre.engine.actions import REDEAL, Action, CallRenege
from euchre.engine.hands import HandLike, is_standard
from euchre.engine.phases import Phase
from euchre.i18n.messages import pgettext
from euchre.i18n.seats import seat_label

State = HandLike

_PHASES: dict[Phase, Callable[[State, Strength], Decision]] = {
    Phase.DEFEND_ALONE: bidding.defend_alone,
    Phase.JOKER_SUIT: bidding.joker_suit,
    Phase.AUCTION: bidding.auction,
    Phase.DECLARE: bidding.declare,
    Phase.CONTRACT: bidding.contract,
    Phase.BIDDER_DISCARD: bidding.bidder_discard,
    Phase.PARTNER_GIVES: bidding.give,
}


class RuleOfThumbBot:
    """A rule-of-thumb player. `strength` is "beginner", "intermediate" or "strong" (see `Strength`; the
    expert plays the strong bot's rules here)."""

    def __init__(self, strength: Strength | str = Strength.INTERMEDIATE, seed: int = 0, *,
                 play: Strength | str | None = None) -> None:
        self.strength = Strength.parse(strength)
        self.play_strength = self.strength if play is None else Strength.parse(play)
        """Trick play may follow another strength than the bidding (to measure one habit at a time)."""
        self.seed = seed
        self.score: tuple[int, ...] | None = None
        """The game's points per side before this hand, when the owner of the bot knows them (for the
        score-aware calls of the strong bot and the expert's win chances)."""
        self.name = self.strength.label

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.strength.label!r}, seed={self.seed})"

    def choose(self, state: State) -> Action:
        return self.decide(state).action

    def decide(self, state: State) -> Decision:
        """The action for the player to act, and the rule of thumb behind it."""
        if state.is_over or state.to_act is None:
            raise ValueError("nobody is to act: the hand is over")
        return self._rule(state)

    def _rule(self, state: State) -> Decision:
        legal = state.legal_actions()
        level = min(self.strength, Strength.STRONG)
        if REDEAL in legal:
            return bidding.redeal(state, level)
        phase = state.phase
        if phase is Phase.DISCARD:
            return bidding.dealer_discard_bid(state, level) if is_bid(state) else bidding.discard(state, level)
        if phase is Phase.PLAY:
            return self._play(state, legal)
        if phase is Phase.ROUND_ONE and is_standard(state):
            decision = bidding.round_one(state, level, self.score)
        elif phase is Phase.ROUND_TWO and is_standard(state):
            decision = bidding.round_two(state, level)
        else:
            decision = _PHASES[phase](state, level)
        if decision.action not in legal:  # a rule of thumb must never break the rules
            raise AssertionError(f"{self!r} chose {decision.action} in {state!r}; allowed: {legal}")
        return decision

    def _play(self, state: State, legal: tuple[Action, ...]) -> Decision:
        level = min(self.play_strength, Strength.STRONG)
        if state.rules.renege_mode and level >= Strength.INTERMEDIATE:
            accused = [a for a in legal if isinstance(a, CallRenege)]
            if accused:
                seen = seat_view(state).reneged
                for call in accused:
                    if call.seat in seen:
                        who = seat_label(call.seat, state.num_players)
                        return decided(call, "call_renege", pgettext("done", "called a renege on {seat}", seat=who))
        return self._refine_play(state, choose_play(state, level))

    def _refine_play(self, state: State, decision: Decision) -> Decision:
        """A hook for a stronger player to second-guess the rule of thumb's card (here: keep it)."""
        return decision
