"""The simulation results as SVG charts (plain strings, no plotting library)."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from euchre.charts import WARN, bar_chart_svg, column_chart_svg
from euchre.variants.simulate import VariantStats

CHARTS_CSS = """
<style>
.et-charts{display:flex;flex-wrap:wrap;gap:10px 18px;align-items:flex-start;margin:6px 0}
.et-charts h4{width:100%;margin:8px 0 0;font:600 15px system-ui,sans-serif}
</style>
"""


def distribution_charts(stats: Mapping[str, VariantStats]) -> str:
    """One small column chart per variant: the share of played hands by the makers' net points."""
    charts = [
        column_chart_svg(
            [(f"{v:+d}" if v else "0", 100 * share) for v, share in s.points_distribution()],
            title=name, width=max(220, 30 * len(s.net_points) + 20),
        )
        for name, s in stats.items()
    ]
    return (
        f'{CHARTS_CSS}<div class="et-charts"><h4>Points per hand: what the makers gained (+) or gave away (−), '
        f"as a share of played hands</h4><p class=\"et-sample\">{escape(sample_size(stats))}</p>{''.join(charts)}</div>"
    )


def rate_charts(stats: Mapping[str, VariantStats]) -> str:
    names = list(stats)
    charts = [
        bar_chart_svg([(n, 100 * stats[n].thrown_in_rate) for n in names], title="Hands thrown in (% of deals)",
                      unit="%"),
        bar_chart_svg([(n, 100 * stats[n].stuck_rate) for n in names], title="Dealer stuck (% of deals)", unit="%",
                      colour=WARN),
        bar_chart_svg([(n, 100 * stats[n].loner_rate) for n in names],
                      title="Makers alone: loner, moon, partner's best (% of played hands)", unit="%"),
        bar_chart_svg([(n, 100 * stats[n].loner_success) for n in names if stats[n].loners],
                      title="Alone and made it (% of those hands)", unit="%", max_value=100.0),
        bar_chart_svg([(n, stats[n].average_hands) for n in names], title="Hands (deals) per game, on average"),
    ]
    return (
        f'{CHARTS_CSS}<div class="et-charts"><h4>How often each thing happens</h4>'
        f'<p class="et-sample">{escape(sample_size(stats))}</p>{"".join(charts)}</div>'
    )


def sample_size(stats: Mapping[str, VariantStats]) -> str:
    """How many games and deals each variant's numbers rest on, so a reader can judge the noise."""
    parts = [f"{name} {s.games} game{'s' if s.games != 1 else ''} ({s.deals} deals)" for name, s in stats.items()]
    return "Simulated by the bots: " + "; ".join(parts) + ". Few games give rough numbers."


def summary_line(stats: Mapping[str, VariantStats]) -> str:
    games = sum(s.games for s in stats.values())
    deals = sum(s.deals for s in stats.values())
    unfinished = sum(s.unfinished for s in stats.values())
    extra = f" ({unfinished} stopped unfinished)" if unfinished else ""
    return f"{games} games{extra}, {deals} deals, {len(stats)} variants."
