"""The presets side by side, generated from the `Rules` values, with every option that differs
from standard highlighted (marked with a dot as well as colour)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from euchre.engine.rules import PRESETS, Family, Rules
from euchre.explain.render import esc
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import preset_description, ruleset_label
from euchre.i18n.messages import _, pgettext

TABLE_CSS = """
<style>
.et-variants{border-collapse:collapse;font:13px system-ui,sans-serif;margin:6px 0}
.et-variants th,.et-variants td{border:1px solid #c8ccd1;padding:3px 6px;text-align:center;white-space:nowrap}
.et-variants th{background:#f3f4f6;position:sticky;top:0}
.et-variants td.opt{text-align:left;font-family:ui-monospace,monospace}
.et-variants td.diff{background:#fff1c2;font-weight:700}
.et-variants th[scope=col]{white-space:normal;min-width:6em;max-width:9em;vertical-align:bottom}
.et-variants-wrap{overflow-x:auto;max-width:100%;container-type:inline-size}
.et-variants caption{max-width:100cqw;text-align:left;white-space:normal}
.et-desc dt{font-weight:600;margin-top:6px}.et-desc dd{margin:0 0 0 14px}
.et-variant-words{border-collapse:collapse;font:14px/1.45 system-ui,sans-serif;margin:6px 0;width:100%;
  table-layout:fixed}
.et-variant-words th,.et-variant-words td{border:1px solid #c8ccd1;padding:6px 8px;text-align:left;
  vertical-align:top;white-space:normal;overflow-wrap:anywhere}
.et-variant-words th{width:28%;background:#f3f4f6}
.et-variant-words th small{display:block;font-weight:400;color:#444}
.et-variant-words ul{margin:0;padding-left:18px}
</style>
"""


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return pgettext("option value", "yes") if value else pgettext("option value", "no")
    return str(value)


def option_rows(
    presets: Sequence[Rules] | None = None, *, only_differences: bool = True
) -> list[tuple[str, list[tuple[Any, bool]]]]:
    """(option, [(value, differs from standard) per preset]); with `only_differences`, the options
    that every preset shares are left out."""
    rulesets = list(presets or PRESETS.values())
    standard = PRESETS["standard"].options()
    rows = []
    for option in standard:
        cells = [(r.options()[option], r.options()[option] != standard[option]) for r in rulesets]
        if only_differences and not any(differs for _, differs in cells):
            continue
        rows.append((option, cells))
    return rows


def shared_options(presets: Sequence[Rules] | None = None) -> list[str]:
    rulesets = list(presets or PRESETS.values())
    first = rulesets[0].options()
    return [k for k in first if all(r.options()[k] == first[k] for r in rulesets)]


def is_four_player_house_rule(rules: Rules) -> bool:
    """Whether `rules` is the standard four-player game with its 24 cards, changed only by house rules (stick
    the dealer, the lead against a loner, the Canadian loner): not another table, deck or family."""
    return (rules.family is Family.STANDARD and rules.num_players == 4 and not rules.joker and rules.min_rank == 9
            and rules.deck_copies == 1)


def presets_of(tables: str | None) -> list[Rules]:
    """The presets a table of presets shows: "house rules" (the four-player game's), "other tables" (every
    other table, deck and family), or every preset (None)."""
    presets = list(PRESETS.values())
    if tables is None:
        return presets
    if tables not in ("house rules", "other tables"):
        raise ValueError(f"tables must be 'house rules', 'other tables' or None, not {tables!r}")
    return [r for r in presets if is_four_player_house_rule(r) == (tables == "house rules")]


def preset_table_html(presets: Sequence[Rules] | None = None, *, only_differences: bool = True) -> str:
    rulesets = list(presets or PRESETS.values())
    head = "".join(f"<th scope=\"col\">{esc(ruleset_label(r.name))}</th>" for r in rulesets)
    body = []
    differs_title = _("differs from standard")
    for option, cells in option_rows(rulesets, only_differences=only_differences):
        tds = "".join(
            f'<td class="diff" title="{esc(differs_title)}">● {esc(_show(v))}</td>' if differs
            else f"<td>{esc(_show(v))}</td>"
            for v, differs in cells
        )
        body.append(f'<tr><td class="opt">{esc(option)}</td>{tds}</tr>')
    note = ""
    if only_differences:
        same = shared_options(rulesets)
        shares = _("Every preset also shares: {options}.", options=", ".join(same))
        note = f'<p class="et-small">{esc(shares)}</p>' if same else ""
    label = _("rule options of each preset")
    caption = _("Rule options of each preset; ● marks a value that differs from standard")
    option = pgettext("table header", "option")
    return (
        f'{TABLE_CSS}<div class="et-variants-wrap" tabindex="0" role="region" '
        f'aria-label="{esc(label)}">'
        f'<table class="et-variants"><caption>'
        f'{esc(caption)}</caption>'
        f'<tr><th scope="col">{esc(option)}</th>{head}</tr>'
        f'{"".join(body)}</table></div>{note}'
    )


def difference_sentences(rules: Rules, base: Rules | None = None) -> list[str]:
    """The sentences of `rules_summary(rules)` that the standard rules (or `base`) do not say: what this
    preset changes, in the words the app uses everywhere, never an option's field name."""
    said = set(rules_summary(base or PRESETS["standard"]))
    return [line for line in rules_summary(rules) if line not in said]


def preset_sentences_html(presets: Sequence[Rules] | None = None) -> str:
    """Each preset in a row: its name and one-line description, then what it changes from the
    standard rules, in sentences. Two columns that wrap, so it fits a phone as well as a desktop."""
    rulesets = list(presets or PRESETS.values())
    standard = PRESETS["standard"]
    rows = []
    for r in rulesets:
        if r == standard:
            lines = rules_summary(r)
            lead = _("The standard rules, which the others are compared with:")
        else:
            lines = difference_sentences(r)
            lead = _("What changes from standard:") if lines else _("The same sentences as standard.")
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        rows.append(
            f'<tr><th scope="row">{esc(ruleset_label(r.name))}<small>{esc(preset_description(r.name))}</small></th>'
            f"<td>{esc(lead)}<ul>{items}</ul></td></tr>"
        )
    caption = _("Each preset, and what it changes from the standard rules")
    return (
        f'{TABLE_CSS}<table class="et-variant-words"><caption>'
        f'{esc(caption)}</caption>{"".join(rows)}</table>'
    )
