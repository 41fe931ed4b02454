"""The simulation results as SVG charts (plain strings, no plotting library)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape

from euchre.explain.charts import WARN, bar_chart_svg, column_chart_svg
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n.messages import _, ngettext
from euchre.variants.simulate import VariantStats

CHARTS_CSS = """
<style>
.et-charts{display:flex;flex-wrap:wrap;gap:10px 18px;align-items:flex-start;margin:6px 0}
.et-charts h4{width:100%;margin:8px 0 0;font:600 15px system-ui,sans-serif}
.et-charts svg.et-chart{max-width:100%;height:auto}
</style>
"""


TITLE_CHAR_WIDTH = 8
"""About the width of one character of a chart's 13px bold title, in pixels."""


def distribution_charts(stats: Mapping[str, VariantStats]) -> str:
    """One small column chart per variant: the share of played hands by the makers' net points."""
    charts = [
        column_chart_svg(
            [(f"{v:+d}" if v else "0", 100 * share) for v, share in s.points_distribution()],
            title=ruleset_label(name),
            width=max(220, 30 * len(s.net_points) + 20, TITLE_CHAR_WIDTH * len(ruleset_label(name))),
        )
        for name, s in stats.items()
    ]
    title = _("Points per hand: the makers' points minus their opponents' (+ or −), as a share of played hands")
    return (
        f'{CHARTS_CSS}<div class="et-charts"><h4>'
        f'{escape(title)}</h4>'
        f"<p class=\"et-sample\">{escape(sample_size(stats))}</p>{''.join(charts)}</div>"
    )


def rate_charts(stats: Mapping[str, VariantStats]) -> str:
    names = list(stats)

    def bars(value: Callable[[VariantStats], float], only: Callable[[str], bool] = lambda _n: True,
             ) -> list[tuple[str, float]]:
        return [(ruleset_label(n), value(stats[n])) for n in names if only(n)]

    charts = [
        bar_chart_svg(bars(lambda s: 100 * s.thrown_in_rate), title=_("Hands thrown in (% of deals)"), unit="%"),
        bar_chart_svg(bars(lambda s: 100 * s.stuck_rate), title=_("Dealer stuck (% of deals)"), unit="%",
                      colour=WARN),
        bar_chart_svg(bars(lambda s: 100 * s.loner_rate),
                      title=_("Makers alone: loner, moon, partner's best (% of played hands)"), unit="%"),
        bar_chart_svg(bars(lambda s: 100 * s.loner_success, lambda n: bool(stats[n].loners)),
                      title=_("Alone and made it (% of those hands)"), unit="%", max_value=100.0),
        bar_chart_svg(bars(lambda s: s.average_hands), title=_("Hands (deals) per game, on average")),
    ]
    title = _("How often each thing happens")
    return (
        f'{CHARTS_CSS}<div class="et-charts"><h4>{escape(title)}</h4>'
        f'<p class="et-sample">{escape(sample_size(stats))}</p>{"".join(charts)}</div>'
    )


def sample_size(stats: Mapping[str, VariantStats]) -> str:
    """How many games and deals each variant's numbers rest on, so a reader can judge the noise."""
    parts = [ngettext("{name} {n} game ({deals} deals)", "{name} {n} games ({deals} deals)", s.games,
                      name=ruleset_label(name), deals=s.deals) for name, s in stats.items()]
    return _("Simulated by the bots: {variants}. Few games give rough numbers.", variants="; ".join(parts))


def summary_line(stats: Mapping[str, VariantStats]) -> str:
    games = sum(s.games for s in stats.values())
    deals = sum(s.deals for s in stats.values())
    unfinished = sum(s.unfinished for s in stats.values())
    if unfinished:
        return _("{games} games ({unfinished} stopped unfinished), {deals} deals, {variants} variants.",
                 games=games, unfinished=unfinished, deals=deals, variants=len(stats))
    return _("{games} games, {deals} deals, {variants} variants.", games=games, deals=deals, variants=len(stats))
