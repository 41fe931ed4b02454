"""The bots: `HeuristicBot` at three strengths, and `RandomBot`, the baseline.

    bot = HeuristicBot("strong", seed=7)
    decision = bot.decide(state)      # Decision(action, tip, reason)
    state = state.apply(decision.action)
    decision.reason                   # "led J♣: your side called trump, so lead your highest trump"

A bot sees only what its seat may see (its own cards, the upcard, the calls and the cards played),
makes every decision of every variant (standard, Bid Euchre, the Joker, renege mode), and is
deterministic: the same seed and the same state give the same decision.
"""

from __future__ import annotations

import random
from typing import Protocol

from euchre.bots.advisor import Advisor
from euchre.bots.decision import Decision, Strength, decided
from euchre.bots.inference import supported
from euchre.bots.thumb import RuleOfThumbBot
from euchre.bots.tips import tip
from euchre.engine.actions import Action, CallRenege, Play
from euchre.engine.hands import HandLike
from euchre.engine.phases import Phase
from euchre.explain.action_words import action_past
from euchre.i18n.messages import _, pgettext

State = HandLike

ENDGAME_CARDS = 3
"""A strong bot solves the last tricks exactly (over sampled deals of the hidden cards) from this many cards."""
ENDGAME_SAMPLES = 12
EXPERT_SAMPLES = 100
EXPERT_SECONDS = 0.6
"""The expert bot's advisor: at most this many deals and about this long a decision."""


class Bot(Protocol):
    """Anything that decides for the player to act."""

    name: str

    def decide(self, state: State) -> Decision: ...


def choose(bot: Bot, state: State) -> Action:
    return bot.decide(state).action


class HeuristicBot(RuleOfThumbBot):
    """A rule-of-thumb player (`RuleOfThumbBot`) that at "strong" solves the last tricks over sampled deals,
    and at "expert" follows the advisor. `strength` is "beginner", "intermediate", "strong" or "expert"."""

    def __init__(
        self, strength: Strength | str = Strength.INTERMEDIATE, seed: int = 0, *, endgame_cards: int = ENDGAME_CARDS,
        endgame_samples: int = ENDGAME_SAMPLES, play: Strength | str | None = None,
    ) -> None:
        super().__init__(strength, seed, play=play)
        self.endgame_cards = endgame_cards
        self.endgame_samples = endgame_samples

    def decide(self, state: State) -> Decision:
        """The action for the player to act, and the rule of thumb behind it."""
        if state.is_over or state.to_act is None:
            raise ValueError("nobody is to act: the hand is over")
        if self.strength is Strength.EXPERT:
            return self._expert(state)
        return self._rule(state)

    def _expert(self, state: State) -> Decision:
        """The advisor's choice (about a second at most), naming the strong bot's tip when they agree. In the
        bidding and the discard, a tip's action within noise of the best is taken: the values there rest on
        guessed deals played out exactly, and the tips' thresholds are a second opinion fitted to published
        tables. In the play, where each guessed deal is solved from the cards as they lie, the best value is
        taken."""
        rule = self._rule(state)
        choices = state.legal_plays() if state.phase is Phase.PLAY else state.legal_actions()
        if len(set(choices)) < 2 or not supported(state):
            return rule
        advice = Advisor(samples=EXPERT_SAMPLES, time_limit=EXPERT_SECONDS, seed=self.seed).advise(state, self.score)
        if not advice.valued:
            return rule
        best = advice.options[0]
        ruled = advice.value(rule.action)
        if best.action == rule.action or (ruled is not None and ruled >= best.mean):
            return rule
        if state.phase is not Phase.PLAY and ruled is not None and advice.within_noise(rule.action):
            return rule
        why = advice.reason.split(": ", 1)[-1]
        return Decision(best.action, tip("advisor"), _("{what}: {because}", what=action_past_text(state, best.action),
                                                       because=why), why)

    def _refine_play(self, state: State, decision: Decision) -> Decision:
        strong = min(self.play_strength, Strength.STRONG) >= Strength.STRONG
        if strong and len(state.hand(state.to_act)) <= self.endgame_cards:
            return self._endgame(state, decision)
        return decision

    def _endgame(self, state: State, heuristic: Decision) -> Decision:
        """Solve the last tricks exactly over a few deals of the hidden cards; keep the rule of thumb when
        it is among the best cards found, so the reason stays a tip a learner can use."""
        if len(state.legal_plays()) < 2:
            return heuristic
        advice = Advisor(samples=self.endgame_samples, seed=self.seed, method="double dummy").advise(state)
        best = advice.options[0]
        chosen = heuristic.action
        mine = advice.value(chosen)
        if mine is not None and mine >= best.mean - 1e-9:
            return heuristic
        assert isinstance(best.action, Play)
        card = str(best.action.card)
        return decided(best.action, "count_cards", pgettext("done", "played {card}", card=card),
                       _("counting the cards left and solving the last tricks, {card} scores best", card=card))


class RandomBot:
    """Picks a legal action at random: the baseline the other bots are measured against."""

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)
        self.name = "random"

    def __repr__(self) -> str:
        return "RandomBot()"

    def choose(self, state: State) -> Action:
        return self.decide(state).action

    def decide(self, state: State) -> Decision:
        legal = [a for a in state.legal_actions() if not isinstance(a, CallRenege)]
        if state.phase is Phase.PLAY:
            plays = {a for a in legal if isinstance(a, Play)}
            follow = [a for a in legal if isinstance(a, Play) and a.card in state.legal_plays()]
            legal = follow or [a for a in legal if a in plays] or legal
        action = self.rng.choice(legal)
        return Decision(action, tip("random"), _("{what}: {because}", what=action.text,
                                                 because=tip("random").said_because))


STRENGTHS: tuple[str, ...] = tuple(s.label for s in Strength if s is not Strength.EXPERT)
"""The rule-of-thumb strengths (the expert, which runs the advisor, is measured on its own: it is slow)."""


def action_past_text(state: State, action: Action) -> str:
    return action_past(state, action)


def make_bot(kind: str | Strength, seed: int = 0) -> Bot:
    """A bot by name: "random", "beginner", "intermediate", "strong", "expert", or "pimc" (the plain
    perfect-information Monte Carlo baseline: 100 deals, each solved double dummy)."""
    if isinstance(kind, str) and kind.strip().lower() == "random":
        return RandomBot(seed)
    if isinstance(kind, str) and kind.strip().lower() == "pimc":
        return PimcBot(seed)
    return HeuristicBot(kind, seed)


class PimcBot:
    """The literature's baseline: deal the hidden cards `samples` times (the hard facts only) and pick
    the action that scores best over those deals, each guessed deal solved exactly (a guess at the hidden
    cards, played as if the guess were the true deal: nothing hidden is seen)."""

    def __init__(self, seed: int = 0, samples: int = 100) -> None:
        self.seed, self.samples = seed, samples
        self.name = "pimc"
        self.rules_bot = HeuristicBot(Strength.STRONG, seed)

    def __repr__(self) -> str:
        return f"PimcBot(samples={self.samples})"

    def choose(self, state: State) -> Action:
        return self.decide(state).action

    def decide(self, state: State) -> Decision:
        choices = state.legal_plays() if state.phase is Phase.PLAY else state.legal_actions()
        if len(set(choices)) < 2:
            return self.rules_bot.decide(state)
        advice = Advisor(samples=self.samples, seed=self.seed, method="double dummy", stop_early=False).advise(state)
        if not advice.valued:
            return self.rules_bot.decide(state)
        best = advice.options[0].action
        why = advice.reason.split(": ", 1)[-1]
        return Decision(best, tip("advisor"), _("{what}: {because}", what=action_past_text(state, best), because=why),
                        why)
