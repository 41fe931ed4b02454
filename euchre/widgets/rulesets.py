"""Rulesets on screen: a preset picker with the rules in words, and the scoring table."""

from __future__ import annotations

import difflib
from collections.abc import Callable

import ipywidgets as w
import traitlets

from euchre.engine.errors import UnsupportedRuleError
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract, Score, score_bid, score_standard
from euchre.explain.outcomes import outcome_label
from euchre.explain.render import esc
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import preset_description, ruleset_label, ruleset_options
from euchre.i18n import N_, _, ngettext
from euchre.variants.table import difference_sentences
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded, relabel_options


def family_presets(family: Family) -> tuple[str, ...]:
    """The presets of one family (standard or Bid Euchre), in the engine's order."""
    return tuple(name for name in Rules.preset_names() if Rules.preset(name).family is family)


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


def summary_html(rules: Rules, *, changes_from: Rules | None = None, named: bool = False) -> str:
    """The ruleset's summary; with `changes_from`, only the sentences that ruleset does not say. `named` heads it
    with the ruleset's name as a question's check gives it ("Rules: Six-card Bid Euchre")."""
    if changes_from is not None:
        said = difference_sentences(rules, changes_from)
        about = _("What changes from {ruleset}:", ruleset=ruleset_label(changes_from.name))
    else:
        said, about = rules_summary(rules), preset_description(rules.name)
    lines = "".join(f"<li>{esc(line)}</li>" for line in said)
    intro = f"<p>{esc(about)}</p>" if about else ""
    if named:
        name = _("Rules: {rules}", rules=ruleset_label(rules.name))
        intro = f'<p class="et-rules-name"><b>{esc(name)}</b></p>{intro}'
    return f'{STYLE}<div class="et-w">{intro}<ul>{lines}</ul></div>'


def rule_changes(rules: Rules, before: Rules) -> list[str]:
    """What `rules` changes from `before`, in the engine's own sentences (`Rules.summary`): a sentence that
    takes the place of one of `before` says what it was, a new one stands alone, and a sentence of `before`
    with nothing in its place is no longer in force."""
    now, then = rules_summary(rules), rules_summary(before)
    changes: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=then, b=now, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        olds = list(then[i1:i2])
        for line in now[j1:j2]:
            alike = [old for old in olds if difflib.SequenceMatcher(a=old, b=line).ratio() >= _ALIKE]
            if alike:
                olds.remove(alike[0])
                changes.append(_("{rule} Before: {old}", rule=line, old=alike[0]))
            else:
                changes.append(line)
        changes.extend(_("No longer: {rule}", rule=old) for old in olds)
    return changes


_ALIKE = 0.6
"""How alike two sentences must be (difflib's ratio) to be read as one rule changed, not one dropped and
another added."""


def since_html(rules: Rules, before: Rules) -> str:
    """The box under a page's rules: what differs from the rules of the page before, or that nothing does."""
    changes = rule_changes(rules, before)
    if not changes:
        head = _("The same rules as the page before ({ruleset}).", ruleset=ruleset_label(before.name))
        return f'<p class="et-note">{esc(head)}</p>'
    head = _("What differs from the page before ({ruleset}):", ruleset=ruleset_label(before.name))
    items = "".join(f"<li>{esc(line)}</li>" for line in changes)
    return f'<div class="et-note"><p><b>{esc(head)}</b></p><ul>{items}</ul></div>'


class RulesView(FollowsLanguage, w.HTML):
    """A ruleset's rules, as `rules_summary` words them, in the current language; with
    `changes_from`, only what they change from that ruleset (a house rule met before the rest of the rules
    is taught, or added to rules already shown); with `since`, all of them and then what differs from the
    rules of the page before (`rule_changes`)."""

    def __init__(self, rules: Rules | str = "standard", *, changes_from: Rules | str | None = None,
                 since: Rules | str | None = None) -> None:
        super().__init__()
        self.add_class("et-rules")
        self.rules = rules if isinstance(rules, Rules) else Rules.preset(rules)
        self.changes_from = Rules.preset(changes_from) if isinstance(changes_from, str) else changes_from
        self.since = Rules.preset(since) if isinstance(since, str) else since
        self.render()
        self.follow_language(self.render)

    def render(self) -> None:
        html = summary_html(self.rules, changes_from=self.changes_from,
                            named=self.changes_from is None and self.rules.name in Rules.preset_names())
        if self.since is not None:
            html = html.removesuffix("</div>") + since_html(self.rules, self.since) + "</div>"
        self.value = html


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
        self.dropdown = w.Dropdown(options=ruleset_options(names), value=initial.name,
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
        relabel_options(self.dropdown, ruleset_options(name for _label, name in self.dropdown.options))
        self.summary.value = summary_html(self.value)

    def _on_choose(self, change: traitlets.Bunch) -> None:
        if self.relabelling:
            return
        name = change["new"]
        self.value = self._custom.get(name) or Rules.preset(name)

    @traitlets.observe("value")
    def _on_value(self, change: traitlets.Bunch) -> None:
        rules: Rules = change["new"]
        self.summary.value = summary_html(rules)
        names = [name for _label, name in self.dropdown.options]
        if rules.name in names and self.dropdown.value != rules.name:
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
    """The scoring table, computed by `score_standard` for every trick count (Bid Euchre: by the bid,
    `bid_scoring_rows`).

    Columns: makers together, maker alone (when allowed), and against a lone defender (when
    defending alone is allowed). Trick counts that score the same are merged ("0–2").
    """
    if rules.family is Family.BID:
        return bid_scoring_rows(rules)
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
    if rules.family is Family.BID:
        return bid_scoring_html(rules)
    heads = "".join(f"<th>{esc(h)}</th>" for h in scoring_headers(rules))
    rows = "".join(
        f"<tr><th>{esc(label)}</th>" + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>"
        for label, cells in scoring_rows(rules)
    )
    caption = _("Points for a hand under “{rules}” (first to {target})", rules=ruleset_label(rules.name),
                target=rules.winning_score)
    tricks = _("Makers' tricks") if rules.num_players == 4 else _("The maker's tricks")
    return (
        f'{STYLE}<div class="et-w"><table class="et-grid"><caption>{esc(caption)}</caption>'
        f"<tr><th>{esc(tricks)}</th>{heads}</tr>{rows}</table></div>"
    )


class ScoringTable(FollowsLanguage, w.VBox):
    """The points for every number of tricks the makers can take (Bid Euchre: for every bid), straight from
    the engine's scoring.

    With `choose=True` a ruleset picker above the table lets the learner compare presets: those of the
    ruleset's own family (or `presets`).
    """

    def __init__(self, rules: Rules | str = "standard", *, choose: bool = False,
                 presets: tuple[str, ...] | None = None) -> None:
        self.table = w.HTML()
        initial = rules if isinstance(rules, Rules) else Rules.preset(rules)
        if presets is None:
            presets = family_presets(initial.family) if initial.family is Family.BID else playable_presets()
        self.picker = RulesetPicker(initial, show_summary=False, presets=presets)
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


# ---- Bid Euchre: scored by the bid ----------------------------------------------------------------
def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else ("0" if points == 0 else f"−{-points}")


def _span(values: list[int], tricks: list[int]) -> str:
    """The points of a run of trick counts: one value, or "+3 to +6" (with "one per trick" when the engine
    gave exactly one point for each trick), lowest first."""
    if len(set(values)) == 1:
        return _signed(values[0])
    pairs = sorted(zip(tricks, values, strict=True))
    span = _("{low} to {high}", low=_signed(pairs[0][1]), high=_signed(pairs[-1][1]))
    if all(value == took for took, value in pairs):
        return _("{span}, one per trick", span=span)
    return span


def _bid_cell(rules: Rules, bid: int, contract: Contract, tricks: range) -> tuple[str, list[Score]]:
    """One cell of the Bid Euchre table: what each side scores for the bidders' trick counts in `tricks`,
    every number from `score_bid`; also the scores themselves (for tests and the caller)."""
    bidder = 0
    side = rules.side_of(bidder)
    scores = [score_bid(rules, bidder, bid, contract, took) for took in tricks]
    ours = [s.points[side] for s in scores]
    others = [s for s in range(rules.num_sides) if s != side]
    theirs = [s.points[others[0]] for s in scores]
    against = [rules.tricks_per_hand - took for took in tricks]
    four = rules.num_players == 4
    bidders = _("bidders {points}", points=_span(ours, list(tricks))) if four else \
        _("bidder {points}", points=_span(ours, list(tricks)))
    if four:
        defenders = _("defenders {points}", points=_span(theirs, against))
    elif len(others) > 1:
        defenders = _("each opponent {points}", points=_span(theirs, against))
    else:
        defenders = _("opponent {points}", points=_span(theirs, against))
    return _("{bidders}; {defenders}", bidders=bidders, defenders=defenders), scores


def _trick_range(tricks: range) -> str:
    if len(tricks) == 1:
        return ngettext("{n} trick", "{n} tricks", tricks[0], n=tricks[0])
    return _("{low}–{high} tricks", low=tricks[0], high=tricks[-1])


def bid_contracts(rules: Rules) -> list[tuple[int, Contract]]:
    """Every (bid, way of playing it) of a Bid Euchre ruleset: each bid with partner, then partner's best
    and the moon for the bids that may be played so (`Rules.contract_bid`, four players only)."""
    rows = [(bid, Contract.NORMAL) for bid in range(rules.min_bid, rules.hand_size + 1)]
    if rules.num_players == 4:
        for contract, offered in ((Contract.PARTNERS_BEST, rules.partners_best), (Contract.MOON, rules.moon)):
            if offered:
                rows.extend((bid, contract) for bid in range(max(rules.contract_bid, rules.min_bid),
                                                                 rules.hand_size + 1))
    return rows


_CONTRACT_ROWS = {
    Contract.NORMAL: N_("Bid {bid}"),
    Contract.PARTNERS_BEST: N_("Bid {bid}, partner's best"),
    Contract.MOON: N_("Bid {bid}, shooting the moon"),
}


def bid_scoring_rows(rules: Rules) -> list[tuple[str, list[str]]]:
    """The Bid Euchre table, by bid: (the bid and how it is played, [made, set]), each cell saying what each
    side scores for the trick counts of that column, every number from `score_bid`."""
    total = rules.tricks_per_hand
    rows: list[tuple[str, list[str]]] = []
    for bid, contract in bid_contracts(rules):
        made, short = range(bid, total + 1), range(0, bid)
        made_text, _s = _bid_cell(rules, bid, contract, made)
        set_text, _s = _bid_cell(rules, bid, contract, short)
        rows.append((_(_CONTRACT_ROWS[contract], bid=bid), [
            _("{tricks}: {scores}", tricks=_trick_range(made), scores=made_text),
            _("{tricks}: {scores}", tricks=_trick_range(short), scores=set_text),
        ]))
    return rows


def bid_scoring_html(rules: Rules) -> str:
    heads = (_("The bid"), _("Made: the bidders take the bid or more"), _("Set: the bidders fall short"))
    rows = "".join(
        f"<tr><th>{esc(label)}</th>" + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>"
        for label, cells in bid_scoring_rows(rules)
    )
    caption = _("Points for a hand under “{rules}”, by the bid (first to {target})", rules=ruleset_label(rules.name),
                target=rules.winning_score)
    notes = []
    if rules.allow_no_trump:
        notes.append(_("High and low no-trump score as a trump suit does."))
    note = "".join(f"<p class=\"et-small\">{esc(n)}</p>" for n in notes)
    return (
        f'{STYLE}<div class="et-w"><table class="et-grid"><caption>{esc(caption)}</caption>'
        f'<tr>{"".join(f"<th>{esc(h)}</th>" for h in heads)}</tr>{rows}</table>{note}</div>'
    )
