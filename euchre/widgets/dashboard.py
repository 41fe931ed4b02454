"""The teacher's side: make a quiz set (a code to share and a printable worksheet), and see the
class's results for a set. Thin views over euchre.classroom; every learner name is escaped there.

The CSV and the worksheet are offered as data: URI links, so nothing is written on the server and
Voila's file allow-list stays as it is.
"""

from __future__ import annotations

import base64
from collections.abc import Callable

import ipywidgets as w

from euchre.classroom import ClassResults, QuizSet, make_quiz_set, parse_quiz_set, worksheet_html
from euchre.classroom.access import TEACHERS_ONLY, TeacherAccess
from euchre.classroom.identity import Mode, Setting
from euchre.classroom.report import REPORT_CSS, csv_link, report_html
from euchre.engine.rules import Family, Rules
from euchre.explain.render import esc
from euchre.i18n import N_, _, ngettext
from euchre.progress import ProgressStore
from euchre.server.kernel_log import note_code
from euchre.tutor import KIND_TITLES, KINDS
from euchre.tutor.kinds import BID_KINDS
from euchre.tutor.registry import supports
from euchre.widgets._common import STYLE, FollowsLanguage, message_html, relabel_options, replace_children
from euchre.widgets.progress import StoreUser
from euchre.widgets.rulesets import RulesetPicker

HOUSE_RULES: dict[str, str] = {
    "stick_the_dealer": N_("Stick the dealer"),
    "defend_alone": N_("Defending alone"),
    "canadian": N_("Canadian loner"),
    "joker": N_("Joker (Benny)"),
    "farmers": N_("Farmer's hand"),
}
"""Options the set maker offers as checkboxes on top of the chosen preset."""



def refuse_unless_teacher(widget: w.VBox, setting: Setting | None = None) -> bool:
    """Show only a refusal (and return True) when this kernel's user is not a teacher. Without a
    setting, the role is looked up again (on a hub, the hub is asked: someone taken out of the
    teachers' group loses the page at their next click)."""
    setting = Setting.from_env() if setting is None else setting
    if setting.may_teach:
        return False
    widget.add_class("et-refused")
    replace_children(widget, [w.HTML(STYLE + message_html(_(TEACHERS_ONLY)))])
    return True


def refused(widget: w.VBox) -> bool:
    """Whether `widget` shows the refusal (said again in the current language if so)."""
    if "et-refused" not in widget._dom_classes:
        return False
    replace_children(widget, [w.HTML(STYLE + message_html(_(TEACHERS_ONLY)))])
    return True


class TeacherDashboard(FollowsLanguage, w.VBox, StoreUser):
    """Class results for a quiz set: a table per learner, accuracy per question and per concept,
    the most-missed concepts as bars, and the CSV (a download link, or the text itself). On the
    class server the teacher can also reset a learner's passphrase. Teachers only: the widget shows a
    refusal to anyone else, and every read of the class's data goes through
    `euchre.classroom.access.TeacherAccess`, which checks the role again where the data is read."""

    def __init__(self, code: str | None = None, store: ProgressStore | None = None) -> None:
        super().__init__()
        self.add_class("et-dashboard")
        self._store = store
        self.setting = Setting.from_env()
        if refuse_unless_teacher(self, self.setting):
            return
        self.code_box = w.Combobox(value=code or "", ensure_option=False)
        self.code_box.add_class("et-dashboard-code")
        self.show_button = w.Button(button_style="primary", icon="table")
        self.show_button.add_class("et-dashboard-show")
        self.csv_button = w.Button(icon="file-text")
        self.csv_button.add_class("et-dashboard-csv")
        self.status = w.HTML()
        self.report = w.HTML()
        self.report.add_class("et-dashboard-report")
        self.csv_html = w.HTML()
        self.csv_text = w.Textarea(layout=w.Layout(width="100%", height="160px", display="none"))
        self.results: ClassResults | None = None
        self.show_button.on_click(self.guarded(lambda _: refuse_unless_teacher(self) or self.show()))
        self.csv_button.on_click(self.guarded(lambda _: refuse_unless_teacher(self) or self.toggle_csv()))
        self.reset_picker = w.Dropdown(options=())
        self.reset_picker.add_class("et-reset-learner")
        self.reset_button = w.Button(icon="key")
        self.reset_button.add_class("et-reset-passphrase")
        self.reset_button.on_click(self.guarded(lambda _: refuse_unless_teacher(self) or self.reset_passphrase()))
        self.reset_note = w.HTML()
        self.reset_row = w.HBox([self.reset_picker, self.reset_button])
        self.reset_said = w.HTML()
        self.reset_said.add_class("et-reset-said")
        self._reset_outcome: tuple[Callable[[], str], bool] | None = None
        """What the last reset did, said under its button (on a phone the status line is a screen above)."""
        self.reset_box = w.VBox([self.reset_note, self.reset_row, self.reset_said])
        if self.setting.mode is not Mode.SIGN_IN:
            self.reset_box.layout.display = "none"
        self.import_heading = w.HTML()
        self.import_file = w.FileUpload(accept=".json,application/json", multiple=False)
        self.import_file.add_class("et-import-file")
        self.import_name = w.Text()
        self.import_name.add_class("et-import-learner")
        self.import_button = w.Button(icon="upload")
        self.import_button.add_class("et-import-progress")
        self.import_button.on_click(self.guarded(lambda _: refuse_unless_teacher(self) or self.import_progress()))
        self.import_box = w.VBox([self.import_heading, w.HBox([self.import_file, self.import_name,
                                                               self.import_button])])
        self.children = [
            w.HTML(STYLE), w.HBox([self.code_box, self.show_button]), self.status, self.report,
            w.HBox([self.csv_html, self.csv_button]), self.csv_text, self.reset_box, self.import_box,
        ]
        self._label()
        self.guarded(self._load_codes)()
        if code:
            self.guarded(self.show)()
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        self.code_box.placeholder = _("a quiz set code")
        self.code_box.description = _("Set code")
        self.show_button.description = _("Show results")
        self.csv_button.description = _("Show CSV text") if self.csv_text.layout.display == "none" else _(
            "Hide CSV text")
        self.reset_picker.description = _("Learner")
        self.reset_button.description = _("Reset passphrase")
        self._reset_note()
        self.import_heading.value = "<h4>{}</h4><p class=\"et-small\">{}</p>".format(
            esc(_("Progress from the offline edition")),
            esc(_("A learner who practised in the offline edition downloads their progress there as a file; "
                  "choose it here with their name to add it to the class's results.")))
        self.import_file.description = _("Progress file")
        self.import_name.description = _("Learner")
        self.import_name.placeholder = _("their name")
        self.import_button.description = _("Import")

    def _reset_note(self) -> None:
        """The passphrases' heading and note; with no learner to pick, the picker is hidden and the note says so
        (an empty drop-down would show nothing)."""
        passphrases = _("Passphrases")
        forgot = _("A learner who forgot their passphrase chooses a new one the next time they sign in; their "
                   "answers stay.")
        nobody = _("No learner has a passphrase yet.")
        none = "" if self.reset_picker.options else f"<p>{esc(nobody)}</p>"
        self.reset_note.value = f'<h4>{esc(passphrases)}</h4><p class="et-small">{esc(forgot)}</p>{none}'
        self.reset_row.layout.display = "" if self.reset_picker.options else "none"
        said = self._reset_outcome
        self.reset_said.value = message_html(said[0](), said[1]) if said else ""

    def relabel(self) -> None:
        """The words again in the current language; the results shown stay (drawn again)."""
        if refused(self):
            return
        self._label()
        if self.results is not None:
            self._show_results(self.results)

    @property
    def access(self) -> TeacherAccess:
        return TeacherAccess(self.store)

    def _load_codes(self) -> None:
        self.code_box.options = tuple(self.access.set_codes())
        if self.setting.mode is Mode.SIGN_IN:
            self.reset_picker.options = tuple(self.access.protected_learners())
            self._reset_note()

    def reset_passphrase(self) -> bool:
        name = self.reset_picker.value
        if not name:
            self.show_message(lambda: _("No learner has a passphrase yet."))
            return False
        done = self.access.reset_passphrase(name)
        self._reset_outcome = (lambda: _("{name} chooses a new passphrase at the next sign-in.", name=name) if done
                               else _("{name} has no passphrase to reset.", name=name), done)
        self._load_codes()
        self._reset_note()
        return done

    def import_progress(self) -> tuple[int, int] | None:
        """Add the chosen progress file's answers and passed checks to the store under the typed name."""
        name = self.import_name.value.strip()
        if not self.import_file.value:
            self.show_message(lambda: _("Choose a progress file first."))
            return None
        if not name:
            self.show_message(lambda: _("Type the learner's name the progress belongs to."))
            return None
        content = bytes(self.import_file.value[0]["content"])
        counts = self.access.import_progress(content, name)
        self.import_file.value = ()
        self._load_codes()
        self.show_message(lambda: _("Imported for {name}: {answers} answers and {checks} passed lesson checks.",
                                    name=name, answers=counts[0], checks=counts[1]), ok=True)
        return counts

    def show(self) -> ClassResults | None:
        text = self.code_box.value.strip()
        if not text:
            self.show_message(lambda: _("Type or pick the code of a quiz set."))
            return None
        note_code(text, type(self).__name__)
        quiz_set = parse_quiz_set(text)
        self.results = self.access.results(quiz_set)
        self._show_results(self.results)
        self._load_codes()
        self.show_message(lambda: _answered_line(len(self.results.learners), quiz_set.code), ok=True)
        return self.results

    def _show_results(self, results: ClassResults) -> None:
        self.report.value = report_html(results)
        self.csv_html.value = csv_link(results, f"results-{results.set_code}.csv")
        self.csv_text.value = results.to_csv()

    def toggle_csv(self) -> None:
        hidden = self.csv_text.layout.display == "none"
        self.csv_text.layout.display = None if hidden else "none"
        self.csv_button.description = _("Hide CSV text") if hidden else _("Show CSV text")


class QuizSetMaker(FollowsLanguage, w.VBox, StoreUser):
    """Choose the kinds of question, how many, the level and the rules; get a code to share and a
    printable worksheet with an answer key and explanations."""

    def __init__(self, rules: Rules | str = "standard") -> None:
        super().__init__()
        self.add_class("et-set-maker")
        self._store = None
        if refuse_unless_teacher(self, Setting.from_env()):
            return
        self.kind_boxes = {k: w.Checkbox(value=k in KINDS, indent=False) for k in (*KINDS, *BID_KINDS)}
        self.count = w.BoundedIntText(value=10, min=1, max=100)
        self.level = w.ToggleButtons(options=_levels(), value=1)
        self.rules_picker = RulesetPicker(rules, show_summary=False, presets=Rules.preset_names())
        self.house = {name: w.Checkbox(indent=False) for name in HOUSE_RULES}
        self.title_text = w.Text(value=_("Euchre quiz"))
        self.make_button = w.Button(button_style="primary")
        self.make_button.add_class("et-make-set")
        self.status = w.HTML()
        self.result = w.HTML()
        self.result.add_class("et-set-result")
        self.quiz_set: QuizSet | None = None
        self._on_rules(self.rules_picker.value)
        self.rules_picker.on_change(self._on_rules)
        self.make_button.on_click(self.guarded(lambda _: refuse_unless_teacher(self) or self.make()))
        self.children = [
            w.HTML(STYLE), w.HBox(list(self.kind_boxes.values())), self.count, self.level, self.rules_picker,
            w.HBox(list(self.house.values())), self.title_text, self.make_button, self.status, self.result,
        ]
        self._title = self.title_text.value
        self._label()
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        for kind, box in self.kind_boxes.items():
            box.description = _(KIND_TITLES[kind])
        self.count.description = _("Questions")
        self.level.description = _("Difficulty")
        for name, box in self.house.items():
            box.description = _(HOUSE_RULES[name])
        self.title_text.description = _("Title")
        self.make_button.description = _("Make the set")

    def relabel(self) -> None:
        """The words again in the current language; the choices made and the set made stay (the
        default title follows the language, a title the teacher typed stays)."""
        if refused(self):
            return
        relabel_options(self.level, _levels())
        self._label()
        if self.title_text.value == self._title:
            self.title_text.value = self._title = _("Euchre quiz")
        if self.quiz_set is not None:
            self._show_set(self.quiz_set)

    def _on_rules(self, rules: Rules) -> None:
        """Show the preset's house rules, and offer only the kinds of question its rules allow."""
        for name, box in self.house.items():
            box.value = bool(getattr(rules, name))
            box.disabled = rules.family is not Family.STANDARD
        for kind, box in self.kind_boxes.items():
            box.disabled = not supports(kind, rules)
            if box.disabled:
                box.value = False
        if not any(box.value for box in self.kind_boxes.values()):
            for box in self.kind_boxes.values():
                box.value = not box.disabled

    @property
    def rules(self) -> Rules:
        base = self.rules_picker.value
        changes = {n: box.value for n, box in self.house.items() if box.value != getattr(base, n)}
        return base.replace(**changes) if changes else base

    def make(self, seed: int | None = None) -> QuizSet | None:
        kinds = [k for k, box in self.kind_boxes.items() if box.value]
        if not kinds:
            self.show_message(lambda: _("Pick at least one kind of question."))
            return None
        self.quiz_set = make_quiz_set(kinds, self.count.value, self.rules, self.level.value, seed=seed)
        self._show_set(self.quiz_set)
        self.show_message("")
        return self.quiz_set

    def _show_set(self, quiz_set: QuizSet) -> None:
        """The code to share, the worksheet link and the first questions, in the current language."""
        self.quiz_set = quiz_set
        page = worksheet_html(self.quiz_set, title=self.title_text.value)
        data = base64.b64encode(page.encode("utf-8")).decode("ascii")
        code = self.quiz_set.code
        prompts = "".join(f"<li>{esc(q.prompt)}</li>" for q in self.quiz_set.questions()[:3])
        share = _("Share this code with the class: {code}",
                  code='<code class="et-new-code" style="font-size:20px">' + esc(code) + "</code>")
        words = _("Download the printable worksheet")
        link = (f'<a class="et-worksheet-link" download="worksheet-{esc(code)}.html" '
                f'href="data:text/html;charset=utf-8;base64,{data}">{esc(words)}</a>')
        download = _("{link} (questions, then the answer key and the explanations on their own pages)", link=link)
        first = _("The first questions:")
        self.result.value = (
            f'{REPORT_CSS}<div class="et-w"><p>{share}</p><p>{esc(self.quiz_set.describe())}</p>'
            f"<p>{download}</p><p>{esc(first)}</p><ol>{prompts}</ol></div>"
        )


def _levels() -> list[tuple[str, int]]:
    return [(_("Level {n}", n=n), n) for n in (1, 2, 3)]


def _answered_line(learners: int, code: str) -> str:
    if learners == 0:
        return _("Nobody has answered {code} yet.", code=code)
    return ngettext("{n} learner has answered {code}.", "{n} learners have answered {code}.", learners, code=code)
