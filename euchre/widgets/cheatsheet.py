"""A one-page rules summary for any ruleset, printable from the browser: the order of the trumps and
of the other suits, following suit with the left bower, the scoring table and the rules in force
(the calls, who leads, the house rules), every part drawn from the engine for that ruleset."""

from __future__ import annotations

import ipywidgets as w

from euchre.engine.cards import Suit
from euchre.engine.ranking import NoTrump, left_bower, suit_order, trump_order
from euchre.engine.rules import Rules
from euchre.explain.render import cards_html, esc
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n import _, current_language, html_lang
from euchre.i18n.words import suit_words
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded
from euchre.widgets.rulesets import RulesetPicker, scoring_html, summary_html

CHEAT_CSS = """<style>
.et-cheat{font:15px/1.4 system-ui,sans-serif;max-width:52em}
.et-cheat h3{font-size:1.05em;margin:.7em 0 .2em}
.et-cheat .et-row{flex-wrap:wrap}
@media print{
  @page{size:auto;margin:9mm}
  body *{visibility:hidden}
  .et-cheat,.et-cheat *{visibility:visible}
  .et-cheat{position:absolute;left:0;top:0;font-size:10px;line-height:1.3;max-width:none}
  .et-cheat ul{column-count:2;column-gap:1.5em;margin:0;padding-left:1.2em}
  .et-cheat p{margin:.2em 0}
  .et-cheat .et-card{transform:scale(.8);margin:-3px}
  .et-cheat h3{margin:.4em 0 .1em}
  .et-cheat .et-w,.et-cheat .et-grid,.et-cheat caption{font-size:inherit;line-height:inherit}
  .et-cheat .et-grid{margin:0}
  .et-cheat .et-grid td,.et-cheat .et-grid th{padding:0 4px}
}
</style>"""


def _other_colour(trump: Suit) -> Suit:
    return next(s for s in Suit if s.is_red != trump.is_red)


def cheat_sheet_html(rules: Rules, trump: Suit = Suit.HEARTS, lang: str | None = None) -> str:
    """The whole sheet for `rules`, with `trump` as the example trump suit, in the current language."""
    lang = lang or current_language()
    same, other = trump.partner, _other_colour(trump)
    title = _("Euchre on one page: {rules}", rules=ruleset_label(rules.name))
    parts = [
        (_("The trumps, highest first, when {suit} are trump", suit=suit_words(trump)),
         cards_html(trump_order(trump, rules.min_rank, rules.joker), trump)),
        (_("The other suit of the same colour, {suit}, highest first: its jack has gone to trump",
           suit=suit_words(same)), cards_html(suit_order(same, trump, rules.min_rank), trump)),
        (_("A suit of the other colour, {suit}, highest first", suit=suit_words(other)),
         cards_html(suit_order(other, trump, rules.min_rank), trump)),
    ]
    if rules.allow_no_trump:  # each suit's order in no-trump, as the engine ranks it
        parts += [
            (_("High no-trump: no trump and no bowers, each suit highest first, like {suit}", suit=suit_words(trump)),
             cards_html(suit_order(trump, NoTrump.HIGH, rules.min_rank), None)),
            (_("Low no-trump: the order is turned over, each suit best first, like {suit}", suit=suit_words(trump)),
             cards_html(suit_order(trump, NoTrump.LOW, rules.min_rank), None)),
        ]
    follow = _("Follow the suit led if you can. The left bower, {card}, is a trump: it follows when trump is led, "
               "and it is not one of the {suit} when {suit} are led.", card=str(left_bower(trump)),
               suit=suit_words(same))
    parts += [
        (_("Following suit"), f"<p>{esc(follow)}</p>"),
        (_("Scoring"), scoring_html(rules)),
        (_("The calls, who leads and the rest, as the engine states them"), summary_html(rules)),
    ]
    sections = "".join(f"<h3>{esc(head)}</h3>{body}" for head, body in parts)
    return (f'{STYLE}{CHEAT_CSS}<article class="et-cheat" lang="{html_lang(lang)}"><h2>{esc(title)}</h2>'
            f"{sections}</article>")


class CheatSheet(FollowsLanguage, w.VBox, Guarded):
    """A ruleset menu (every preset) and the one-page sheet for the ruleset chosen."""

    def __init__(self, rules: Rules | str = "standard") -> None:
        self.picker = RulesetPicker(rules, show_summary=False, presets=Rules.preset_names())
        self.sheet = w.HTML()
        super().__init__(children=[self.picker, self.sheet])
        self.add_class("et-cheat-sheet")
        self.picker.on_change(lambda _rules: self.relabel())
        self.relabel()
        self.follow_language(self.guarded(self.relabel))

    @property
    def rules(self) -> Rules:
        return self.picker.value

    def relabel(self) -> None:
        self.sheet.value = cheat_sheet_html(self.rules)
