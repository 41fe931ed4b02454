"""Rulesets on screen: a preset picker with the rules in words, and the scoring table."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w
import traitlets

from euchre.errors import UnsupportedRuleError
from euchre.i18n import N_, _
from euchre.render import esc
from euchre.rules import Family, Rules, preset_description
from euchre.scoring import Score, outcome_label, score_standard
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded


def playable_presets() -> tuple[str, ...]:
    """The standard-family presets: the ones the lessons' widgets (and `new_hand`) play.

    Bid Euchre presets are left out (some engine versions refuse them with UnsupportedRuleError).
    """
    names = []
    for name in Rules.preset_names():
        try:
            rules = Rules.preset(name)
        except UnsupportedRuleError:
            continue
        if rules.family is Family.STANDARD:
            names.append(name)
    return tuple(names)


def summary_html(rules: Rules, *, changes_from: Rules | None = None) -> str:
    """The ruleset's summary; with `changes_from`, only the sentences that ruleset does not say."""
    if changes_from is not None:
        from euchre.variants.table import difference_sentences

        said = difference_sentences(rules, changes_from)
        about = _("What changes from {ruleset}:", ruleset=changes_from.name)
    else:
        said, about = rules.summary(), preset_description(rules.name)
    lines = "".join(f"<li>{esc(line)}</li>" for line in said)
    intro = f"<p>{esc(about)}</p>" if about else ""
    return f'{STYLE}<div class="et-w">{intro}<ul>{lines}</ul></div>'


class RulesView(FollowsLanguage, w.HTML):
    """A ruleset's rules, as the engine states them (`Rules.summary()`), in the current language; with
    `changes_from`, only what they change from that ruleset (a house rule met before the rest of the rules
    is taught, or added to rules already shown)."""

    def __init__(self, rules: Rules | str = "standard", *, changes_from: Rules | str | None = None) -> None:
        super().__init__()
        self.add_class("et-rules")
        self.rules = rules if isinstance(rules, Rules) else Rules.preset(rules)
        self.changes_from = Rules.preset(changes_from) if isinstance(changes_from, str) else changes_from
        self.render()
        self.follow_language(self.render)

    def render(self) -> None:
        self.value = summary_html(self.rules, changes_from=self.changes_from)


class RulesetPicker(FollowsLanguage, w.VBox, Guarded):
    """A dropdown of the playable presets (or of `presets`); `value` is the chosen `Rules`, shown in words below."""

    value = traitlets.Instance(Rules)

    def __init__(
        self,
        value: Rules | str = "standard",
        *,
        description: str | None = None,
        show_summary: bool = True,
        presets: tuple[str, ...] | None = None,
    ):
        self.status = w.HTML()
        initial = value if isinstance(value, Rules) else Rules.preset(value)
        names = list(playable_presets() if presets is None else presets)
        if initial.name not in names:
            names.append(initial.name)
        self._custom = {} if initial.name in Rules.preset_names() else {initial.name: initial}
        self._description = description
        self.dropdown = w.Dropdown(options=names, value=initial.name,
                                   description=_("Rules:") if description is None else description)
        self.summary = w.HTML()
        super().__init__(children=[self.dropdown, self.summary, self.status] if show_summary else [self.dropdown])
        self.add_class("et-rules-picker")
        self.value = initial
        self.dropdown.observe(self.guarded(self._on_choose), "value")
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        if self._description is None:
            self.dropdown.description = _("Rules:")
        self.summary.value = summary_html(self.value)

    def _on_choose(self, change: traitlets.Bunch) -> None:
        name = change["new"]
        self.value = self._custom.get(name) or Rules.preset(name)

    @traitlets.observe("value")
    def _on_value(self, change: traitlets.Bunch) -> None:
        rules: Rules = change["new"]
        self.summary.value = summary_html(rules)
        if rules.name in self.dropdown.options and self.dropdown.value != rules.name:
            self.dropdown.value = rules.name
        self.status.value = ""

    def on_change(self, callback: Callable[[Rules], None]) -> None:
        """Call `callback(rules)` whenever another ruleset is chosen."""
        self.observe(self.guarded(lambda change: callback(change["new"])), "value")


_GAINS = {"makers": N_("makers +{points}"), "defenders": N_("defenders +{points}"), "maker": N_("maker +{points}"),
          "each opponent": N_("each opponent +{points}"), "opponent": N_("opponent +{points}")}


def _who(score: Score, rules: Rules, maker_side: int) -> str:
    gains = {("makers" if side == maker_side else "defenders"): p for side, p in enumerate(score.points) if p}
    if rules.num_players != 4:
        defenders = sum(1 for side, p in enumerate(score.points) if p and side != maker_side)
        gains = {("maker" if k == "makers" else "each opponent" if defenders > 1 else "opponent"): v
                 for k, v in gains.items()}
    return ", ".join(_(_GAINS[who], points=points) for who, points in gains.items()) or _("nobody scores")


def scoring_rows(rules: Rules) -> list[tuple[str, list[str]]]:
    """The scoring table, computed by `score_standard` for every trick count.

    Columns: makers together, maker alone (when allowed), and against a lone defender (when
    defending alone is allowed). Trick counts that score the same are merged ("0–2").
    """
    maker, maker_side = 0, rules.side_of(0)
    columns: list[tuple[bool, int | None]] = [(False, None)]
    four = rules.num_players == 4
    if four and rules.allow_alone:
        columns.append((True, None))
    if four and rules.defend_alone:
        lone = 1
        columns.append((False, lone) if not rules.defend_alone_requires_loner else (True, lone))
    total = rules.tricks_per_hand
    cells: list[list[str]] = []
    for tricks in range(total + 1):
        row = []
        for alone, lone_defender in columns:
            score = score_standard(rules, maker, alone, lone_defender, tricks)
            row.append(_("{who} ({outcome})", who=_who(score, rules, maker_side), outcome=outcome_label(score.outcome)))
        cells.append(row)
    merged: list[tuple[str, list[str]]] = []
    start = 0
    for tricks in range(1, total + 2):
        if tricks == total + 1 or cells[tricks] != cells[start]:
            label = str(start) if tricks - 1 == start else f"{start}–{tricks - 1}"
            merged.append((label, cells[start]))
            start = tricks
    return merged


def scoring_headers(rules: Rules) -> list[str]:
    four = rules.num_players == 4
    heads = [_("Makers play together") if four else _("Maker")]
    if four and rules.allow_alone:
        heads.append(_("Maker goes alone"))
    if four and rules.defend_alone:
        heads.append(_("A defender defends alone (against a loner)") if rules.defend_alone_requires_loner
                     else _("A defender defends alone"))
    return heads


def scoring_html(rules: Rules) -> str:
    heads = "".join(f"<th>{esc(h)}</th>" for h in scoring_headers(rules))
    rows = "".join(
        f"<tr><th>{esc(label)}</th>" + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>"
        for label, cells in scoring_rows(rules)
    )
    caption = _("Points for a hand under “{rules}” (first to {target})", rules=rules.name, target=rules.winning_score)
    tricks = _("Makers' tricks")
    return (
        f'{STYLE}<div class="et-w"><table class="et-grid"><caption>{esc(caption)}</caption>'
        f"<tr><th>{esc(tricks)}</th>{heads}</tr>{rows}</table></div>"
    )


class ScoringTable(FollowsLanguage, w.VBox):
    """The points for every number of tricks the makers can take, straight from the engine's scoring.

    With `choose=True` a ruleset picker above the table lets the learner compare presets.
    """

    def __init__(self, rules: Rules | str = "standard", *, choose: bool = False) -> None:
        self.table = w.HTML()
        self.picker = RulesetPicker(rules, show_summary=False)
        self.picker.on_change(self._show)
        super().__init__(children=[self.picker, self.table] if choose else [self.table])
        self.add_class("et-scoring")
        self._show(self.picker.value)
        self.follow_language(lambda: self._show(self.picker.value))

    @property
    def rules(self) -> Rules:
        return self.picker.value

    def _show(self, rules: Rules) -> None:
        self.table.value = scoring_html(rules)
