"""The variant explorer: the presets side by side, then bot simulations with a progress bar and
charts. Thin views over euchre.variants."""

from __future__ import annotations

import os
from collections.abc import Sequence

import ipywidgets as w

from euchre.engine.rules import PRESETS, Rules
from euchre.i18n import _, ngettext
from euchre.variants import preset_table_html, simulate_variants
from euchre.variants.charts import distribution_charts, rate_charts, summary_line
from euchre.variants.simulate import VariantStats
from euchre.variants.table import preset_sentences_html, presets_of
from euchre.widgets._common import STYLE, FollowsLanguage, Guarded

GAMES_ENV = "EUCHRE_TUTOR_SIM_GAMES"
DEFAULT_GAMES = 8
"""Games per variant when the page opens: small, so the page (and the notebook under test) is quick."""


def default_games() -> int:
    try:
        return max(1, int(os.environ.get(GAMES_ENV, DEFAULT_GAMES)))
    except ValueError:
        return DEFAULT_GAMES


class PresetTable(FollowsLanguage, w.VBox):
    """Every preset in words: its description and what it changes from the standard rules, in the
    sentences of `rules_summary(rules)`; the option grid by field name sits in a closed section below."""

    def __init__(self, presets: Sequence[Rules] | None = None, *, tables: str | None = None) -> None:
        """`tables`: "house rules" (the four-player game's presets) or "other tables" (the rest), when no
        `presets` are given; every preset by default."""
        super().__init__()
        self.add_class("et-preset-table")
        self.presets = list(presets) if presets else presets_of(tables)
        self.all_options = w.Checkbox(value=False, indent=False)
        self.table = w.HTML()
        self.sentences = w.HTML()
        self.all_options.observe(lambda _: self._draw(), names="value")
        self.by_name = w.Accordion(children=[w.VBox([self.all_options, self.table])], selected_index=None)
        self.children = [self.sentences, self.by_name]
        self.relabel()
        self.follow_language(self.relabel)

    def relabel(self) -> None:
        """Every word in the current language (the section open or closed, and the box, stay)."""
        self.all_options.description = _("Show the options every preset shares too")
        self.sentences.value = preset_sentences_html(self.presets)
        self.by_name.set_title(0, _("Every option by its name in the engine (for the curious)"))
        self._draw()

    def _draw(self) -> None:
        self.table.value = preset_table_html(self.presets, only_differences=not self.all_options.value)


class VariantSimulator(FollowsLanguage, w.VBox, Guarded):
    """Simulate games with the bots under each preset; a progress bar while it runs, then charts."""

    def __init__(self, games: int | None = None, presets: Sequence[Rules] | None = None, *, seed: int = 0,
                 run: bool = True) -> None:
        super().__init__()
        self.add_class("et-variant-sim")
        self.presets = list(presets or PRESETS.values())
        self.seed = seed
        self.games = w.IntSlider(value=games or default_games(), min=1, max=400)
        self.run_button = w.Button(button_style="primary", icon="play")
        self.progress = w.IntProgress(value=0, min=0, max=1, bar_style="info")
        self.status = w.HTML()
        self.rates = w.HTML()
        self.distributions = w.HTML()
        self.stats: dict[str, VariantStats] = {}
        self.run_button.on_click(self.guarded(lambda _: self.run()))
        self.children = [
            w.HTML(STYLE), w.HBox([self.games, self.run_button]), self.progress, self.status, self.rates,
            self.distributions,
        ]
        self._label()
        if run:
            self.guarded(self.run)()
        self.follow_language(self.guarded(self.relabel))

    def _label(self) -> None:
        self.games.description = _("Games each")
        self.run_button.description = _("Run the simulation")
        self.progress.description = _("Games")

    def relabel(self) -> None:
        """Every word in the current language; the games played stay (nothing is played again)."""
        self._label()
        if self.stats:
            self._show_stats()

    def _show_stats(self) -> None:
        self.rates.value = rate_charts(self.stats)
        self.distributions.value = distribution_charts(self.stats)
        self.show_message(lambda: summary_line(self.stats), ok=True)

    def run(self) -> dict[str, VariantStats]:
        games = self.games.value
        self.run_button.disabled = True
        self.progress.max, self.progress.value = games * len(self.presets), 0
        self.progress.bar_style = "info"
        self.show_message(lambda: ngettext("Playing {n} game of each variant…", "Playing {n} games of each variant…",
                                           games), ok=True)
        try:
            self.stats = simulate_variants(self.presets, games, self.seed, progress=self._tick)
        finally:
            self.run_button.disabled = False
        self.seed += 1  # the next run plays new games
        self.progress.bar_style = "success"
        self._show_stats()
        return self.stats

    def _tick(self, done: int, total: int) -> None:
        self.progress.value = done
