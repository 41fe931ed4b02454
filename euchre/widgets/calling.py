"""The "Order up or pass?" exercise: the quiz widget for calling decisions, with pickers for the level and
the house rules. The questions and their grading are `euchre.tutor.order_up` (the advisor's numbers)."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from euchre.engine.rules import Rules
from euchre.explain.render import CSS, esc
from euchre.explain.ruleset_names import ruleset_options
from euchre.i18n import N_, _
from euchre.tutor import parse_set_code
from euchre.tutor.codes import example_code
from euchre.widgets._common import FollowsLanguage, Guarded, relabel_options
from euchre.widgets.quiz import QUIZ_CSS, QuizWidget, standard_preset_names

KIND = "order_up"
LEVELS = [(N_("Level 1"), 1), (N_("Level 2"), 2), (N_("Level 3"), 3)]
EXAMPLE = example_code((KIND,))
"""The code the box suggests ("C2-8F2K"), and the example a refused code's message gives."""


class OrderUpExercise(FollowsLanguage, w.VBox, Guarded):
    """A set of `count` calling decisions; changing the level or the rules starts a new set, and a set
    code ("C2-8F2K") typed in replays one exactly. A switch of language redraws it, keeping the set."""

    def __init__(self, rules: Rules | str = "standard", difficulty: int = 1, code: str | None = None,
                 count: int | None = 10) -> None:
        self.status = w.HTML()
        self.count = count
        start = Rules.preset(rules) if isinstance(rules, str) else rules
        names = list(standard_preset_names())
        self._custom = {} if start.name in names else {start.name: start}
        self.level_picker = w.ToggleButtons(options=_levels(), value=difficulty)
        self.rules_picker = w.Dropdown(options=ruleset_options([*names, *self._custom]), value=start.name)
        self.code_text = w.Text()
        self.load_button = w.Button()
        self.quiz_box = w.VBox()
        self.quiz: QuizWidget | None = None
        self._syncing = False
        self._refused: str | None = None
        """The code refused, while its message is shown (said again by `say_again`)."""
        self._code_shown = ""
        """The set code's line, while it is shown (said again in a new language)."""
        self._label()
        for picker in (self.level_picker, self.rules_picker):
            picker.observe(self.guarded(self._on_change), names="value")
        self.load_button.on_click(self.guarded(lambda _b: self.load_code(self.code_text.value)))
        super().__init__(children=[
            w.HTML(CSS + QUIZ_CSS), self.level_picker, self.rules_picker,
            w.HBox([self.code_text, self.load_button]), self.status, self.quiz_box,
        ])
        self.add_class("et-order-up-exercise")
        if code is not None:
            self.load_code(code)
        else:
            self.new_set()
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        self.level_picker.description = _("Difficulty")
        self.level_picker.tooltips = [_("Round one, away from the dealer"), _("The dealer and round two too"),
                                      _("Going alone or not")]
        self.rules_picker.description = _("Rules")
        self.code_text.placeholder = _("e.g. {code}", code=EXAMPLE)
        self.code_text.description = _("Set code")
        self.load_button.description = _("Load set")

    def relabel(self) -> None:
        """Every word again in the current language; the set and its quiz stay (the quiz redraws itself)."""
        self._syncing = True
        try:
            relabel_options(self.level_picker, _levels())
            relabel_options(self.rules_picker, ruleset_options(name for _label, name in self.rules_picker.options))
        finally:
            self._syncing = False
        self._label()
        if self._refused is None and self.quiz is not None and self.status.value == self._code_shown:
            self._show_code()

    @property
    def rules(self) -> Rules:
        name = self.rules_picker.value
        return self._custom.get(name) or Rules.preset(name)

    def new_set(self) -> None:
        self._start(QuizWidget(KIND, self.rules, self.level_picker.value, count=self.count))

    def load_code(self, code: str) -> bool:
        parsed = parse_set_code(code, EXAMPLE)
        if parsed.kinds != (KIND,):
            self._refuse(code)
            return False
        self._syncing = True
        try:
            self.level_picker.value = parsed.difficulty
        finally:
            self._syncing = False
        self._start(QuizWidget(KIND, self.rules, code=str(parsed), count=self.count))
        return True

    def _refuse(self, code: str) -> None:
        self._refused = code
        self.show_message(lambda: _("{code} is not a code for this exercise: its codes start with C.",
                                    code=repr(code.strip())))

    def _start(self, quiz: QuizWidget) -> None:
        old, self.quiz = self.quiz, quiz
        self.quiz_box.children = [quiz]
        if old is not None:
            old.close()
        self._refused = None
        self._show_code()

    def _show_code(self) -> None:
        assert self.quiz is not None
        message = _("Set code: {code}. Type it in the box above later to replay this set.",
                    code=self.quiz.session.code)
        self.status.value = self._code_shown = f'<div class="et-quiz-head" role="status">{esc(message)}</div>'

    def _on_change(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.new_set()


def _levels() -> list[tuple[str, int]]:
    return [(_(label), value) for label, value in LEVELS]


__all__ = ["OrderUpExercise"]
