"""Widgets for the tutor: thin ipywidgets views over engine values.

This is the only package that imports ipywidgets. Every widget catches errors in its callbacks and
shows a plain message instead of a traceback, and escapes any text a user or a file supplied.
"""

from euchre.widgets.cards import CardRow, CardView, DeckView, HandPicker, ScorePad, TrumpIndicator, UpcardView
from euchre.widgets.deal import DealView
from euchre.widgets.explorer import BiddingExplorer, LegalPlayExplorer
from euchre.widgets.play import PlayHandWidget
from euchre.widgets.quiz import ExerciseWidget, QuizWidget
from euchre.widgets.records import example_path
from euchre.widgets.replay import ReplayWidget
from euchre.widgets.rulesets import RulesetPicker, RulesView, ScoringTable
from euchre.widgets.table import TrickExample, TrickView

__all__ = [
    "BiddingExplorer",
    "CardRow",
    "CardView",
    "DealView",
    "DeckView",
    "ExerciseWidget",
    "HandPicker",
    "LegalPlayExplorer",
    "PlayHandWidget",
    "QuizWidget",
    "ReplayWidget",
    "RulesView",
    "RulesetPicker",
    "ScorePad",
    "ScoringTable",
    "TrickExample",
    "TrickView",
    "TrumpIndicator",
    "UpcardView",
    "example_path",
]
