"""Widgets for the tutor: thin ipywidgets views over engine values.

This is the only package that imports ipywidgets. Every widget catches errors in its callbacks and
shows a plain message instead of a traceback, and escapes any text a user or a file supplied.
"""

from euchre.widgets.calling import OrderUpExercise
from euchre.widgets.cards import CardRow, CardView, DeckView, HandPicker, ScorePad, TrumpIndicator, UpcardView
from euchre.widgets.dashboard import QuizSetMaker, TeacherDashboard
from euchre.widgets.deal import DealView
from euchre.widgets.explorer import BiddingExplorer, LegalPlayExplorer
from euchre.widgets.explorer_variants import PresetTable, VariantSimulator
from euchre.widgets.play import PlayHandWidget
from euchre.widgets.progress import ClassQuizWidget, MyProgress, ProgressWidget, ReviewWidget
from euchre.widgets.quiz import ExerciseWidget, LessonCheckWidget, QuizWidget
from euchre.widgets.records import example_path
from euchre.widgets.replay import ReplayWidget
from euchre.widgets.rulesets import RulesetPicker, RulesView, ScoringTable
from euchre.widgets.strategy import ClaimRunner, StrategyExample
from euchre.widgets.table import TrickExample, TrickView
from euchre.widgets.trainer import TrainerWidget

__all__ = [
    "BiddingExplorer",
    "CardRow",
    "CardView",
    "ClaimRunner",
    "ClassQuizWidget",
    "DealView",
    "DeckView",
    "ExerciseWidget",
    "HandPicker",
    "LegalPlayExplorer",
    "LessonCheckWidget",
    "MyProgress",
    "OrderUpExercise",
    "PlayHandWidget",
    "PresetTable",
    "ProgressWidget",
    "QuizSetMaker",
    "QuizWidget",
    "ReplayWidget",
    "ReviewWidget",
    "RulesView",
    "RulesetPicker",
    "ScorePad",
    "ScoringTable",
    "StrategyExample",
    "TeacherDashboard",
    "TrainerWidget",
    "TrickExample",
    "TrickView",
    "TrumpIndicator",
    "UpcardView",
    "VariantSimulator",
    "example_path",
]
