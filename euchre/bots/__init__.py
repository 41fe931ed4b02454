"""Bots that play by the strategy tips, and an advisor that values every legal action.

    from euchre.bots import HeuristicBot, Advisor

    HeuristicBot("strong", seed=1).decide(state)   # Decision(action, tip, reason)
    Advisor(samples=200).advise(state)            # Advice: ranking, numbers, one-line reason

No ipywidgets here: the widgets (`euchre.widgets.trainer`, `euchre.widgets.strategy`) sit on top.
"""

from euchre.bots.advisor import Advice, Advisor, OptionValue, net_points
from euchre.bots.decision import Decision, Strength
from euchre.bots.heuristic import STRENGTHS, Bot, HeuristicBot, RandomBot, make_bot
from euchre.bots.knowledge import SeatView, seat_view
from euchre.bots.sampling import SamplingError, sample_hands, sample_state
from euchre.bots.tips import LESSON_TIPS, TIPS, Tip, tip

__all__ = [
    "LESSON_TIPS", "STRENGTHS", "TIPS", "Advice", "Advisor", "Bot", "Decision", "HeuristicBot", "OptionValue",
    "RandomBot", "SamplingError", "SeatView", "Strength", "Tip", "make_bot", "net_points", "sample_hands",
    "sample_state", "seat_view", "tip",
]
