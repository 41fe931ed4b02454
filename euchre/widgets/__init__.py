"""Widgets for the tutor: thin ipywidgets views over engine values, imported on first use.

This is the only package that imports ipywidgets. Every widget catches errors in its callbacks and
shows a plain message instead of a traceback, and escapes any text a user or a file supplied.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "AuctionExplorer": "explorer",
    "BiddingExplorer": "explorer",
    "CardRow": "cards",
    "CardView": "cards",
    "CheatSheet": "cheatsheet",
    "ClaimRunner": "strategy",
    "ClassQuizWidget": "progress",
    "DealView": "deal",
    "DeckView": "cards",
    "ExerciseWidget": "quiz",
    "Glossary": "glossary",
    "HandPicker": "cards",
    "LegalPlayExplorer": "explorer",
    "LessonCheckWidget": "quiz",
    "MyProgress": "progress",
    "NarratedGameWidget": "narrated",
    "OrderUpExercise": "calling",
    "PlacementWidget": "placement",
    "PlayHandWidget": "play",
    "PresetTable": "explorer_variants",
    "ProgressWidget": "progress",
    "QuizSetMaker": "dashboard",
    "QuizWidget": "quiz",
    "ReplayWidget": "replay",
    "ReviewWidget": "progress",
    "RulesView": "rulesets",
    "RulesetPicker": "rulesets",
    "ScorePad": "cards",
    "ScoringTable": "rulesets",
    "StrategyExample": "strategy",
    "TeacherDashboard": "dashboard",
    "TrainerWidget": "trainer",
    "TrickExample": "table",
    "TrickView": "table",
    "TrumpIndicator": "cards",
    "UpcardView": "cards",
    "VariantSimulator": "explorer_variants",
    "example_path": "records",
}
"""Which module holds each widget: a page imports only the modules of the widgets it shows, so a
page opens without loading every widget (and the engine parts behind them)."""


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'euchre.widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"euchre.widgets.{_WHERE[name]}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])


__all__ = sorted(_WHERE)

from euchre.server.kernel_log import install as _install_error_log  # noqa: E402

_install_error_log()  # under euchre-tutor, this kernel's errors go to the server's log, not the page

from euchre.widgets.page import start_page as _start_page  # noqa: E402

_start_page()  # on a Voila page: the learner's language (a pre-heated kernel waits for it), then the picker
