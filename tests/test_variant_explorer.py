"""The variant explorer: the preset table comes from the Rules values, the bots play every preset
(Bid Euchre included), the counts mean what the charts say, and the widget shows a progress bar."""

from __future__ import annotations

import random

import pytest
from html_strict import check

from euchre.engine.game import Game
from euchre.engine.hands import new_hand
from euchre.engine.rules import PRESETS, Family, Rules
from euchre.explain.render import esc
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import preset_name
from euchre.variants import choose_action, hand_facts, option_rows, preset_table_html, simulate_variant
from euchre.variants.charts import distribution_charts, rate_charts
from euchre.variants.simulate import play_game, simulate_variants
from euchre.variants.table import shared_options
from euchre.widgets import PresetTable, VariantSimulator
from euchre.widgets.explorer_variants import GAMES_ENV, default_games


def test_the_table_is_generated_from_the_rules_values() -> None:
    rows = dict(option_rows())
    standard = PRESETS["standard"].options()
    presets = list(PRESETS.values())
    for option, cells in rows.items():
        for rules, (value, differs) in zip(presets, cells, strict=True):
            assert value == rules.options()[option]
            assert differs == (value != standard[option])
    every_difference = {k for r in presets for k in r.differences(PRESETS["standard"])}
    assert set(rows) == every_difference
    assert set(shared_options()) | set(rows) == set(standard)
    assert rows["stick_the_dealer"][1] == (True, True)  # stick-the-dealer's column, highlighted
    assert len(dict(option_rows(only_differences=False))) == len(standard)


def test_the_table_marks_differences_without_relying_on_colour() -> None:
    page = preset_table_html()
    check(page.split("</style>", 1)[1], document=False)
    assert page.count('class="diff"') == sum(d for _, cells in option_rows() for _, d in cells)
    assert "● yes" in page
    assert f'<th scope="col">{esc(preset_name("bid-euchre-moon"))}</th>' in page
    assert "<th scope=\"col\">bid-euchre-moon</th>" not in page


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_bots_finish_games_under_every_preset(name: str) -> None:
    rules = PRESETS[name]
    game = play_game(rules, seed=3)
    assert game.is_over and game.winner is not None
    for hand in game.hands:
        facts = hand_facts(hand)
        assert facts.thrown_in == hand.result.thrown_in
        if not facts.thrown_in:
            makers = hand.result.makers
            assert facts.makers_net == hand.result.points[makers] - max(
                p for s, p in enumerate(hand.result.points) if s != makers)


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_bot_only_takes_legal_actions(name: str) -> None:
    rng = random.Random(name)
    for _ in range(20):
        state = new_hand(PRESETS[name], rng.randrange(PRESETS[name].num_players), rng=rng)
        while not state.is_over:
            action = choose_action(state)
            assert action in state.legal_actions()
            state = state.apply(action)


def test_what_each_variant_changes_shows_in_the_numbers() -> None:
    stats = simulate_variants([PRESETS[n] for n in ("standard", "stick-the-dealer", "canadian", "bid-euchre-6")],
                              games=12, seed=1)
    assert stats["stick-the-dealer"].thrown_in == 0 and stats["stick-the-dealer"].dealer_stuck > 0
    assert stats["standard"].dealer_stuck == 0 and stats["standard"].thrown_in > 0
    assert stats["canadian"].loner_rate > stats["standard"].loner_rate
    assert stats["bid-euchre-6"].dealer_stuck > 0  # Bid Euchre 6 sticks the dealer too
    assert min(stats["bid-euchre-6"].net_points) < -2  # a set costs the whole bid
    for s in stats.values():
        assert s.games == 12 and len(s.hands_per_game) == 12 and s.deals == sum(s.hands_per_game)
        assert abs(sum(share for _, share in s.points_distribution()) - 1) < 1e-9
        assert 0 <= s.loner_success <= 1 and s.unfinished == 0


def test_a_simulation_is_reproducible_and_reports_progress() -> None:
    seen: list[tuple[int, int]] = []
    presets = [PRESETS["hoyle"], PRESETS["cutthroat"]]
    a = simulate_variants(presets, 3, seed=5, progress=lambda d, t: seen.append((d, t)))
    b = simulate_variants(presets, 3, seed=5)
    assert seen == [(i, 6) for i in range(1, 7)]
    assert {k: (v.net_points, v.hands_per_game) for k, v in a.items()} == {
        k: (v.net_points, v.hands_per_game) for k, v in b.items()}


def test_charts_are_svg_with_escaped_labels() -> None:
    stats = {"<b>x</b>": simulate_variant(Rules(name="<b>x</b>"), 2)}
    for page in (rate_charts(stats), distribution_charts(stats)):
        body = page.split("</style>", 1)[1]
        check(body, document=False)
        assert "<b>x</b>" not in body and "&lt;b&gt;x&lt;/b&gt;" in body and "<svg" in body


def test_the_widgets(monkeypatch: pytest.MonkeyPatch) -> None:
    table = PresetTable()
    rows_before = table.table.value.count("<tr>")
    table.all_options.value = True
    assert table.table.value.count("<tr>") > rows_before
    monkeypatch.setenv(GAMES_ENV, "2")
    assert default_games() == 2
    sim = VariantSimulator(presets=[PRESETS["standard"], PRESETS["double-deck-bid"]])
    assert sim.progress.value == sim.progress.max == 4 and sim.progress.bar_style == "success"
    assert "<svg" in sim.rates.value and esc(preset_name("double-deck-bid")) in sim.distributions.value
    assert "4 games" in sim.status.value
    sim.games.value = 1
    sim.run_button.click()
    assert sim.progress.max == 2 and sim.stats["standard"].games == 1
    monkeypatch.setenv(GAMES_ENV, "lots")
    assert default_games() == 8


def test_game_and_bid_families_are_both_covered() -> None:
    assert {r.family for r in PRESETS.values()} == {Family.STANDARD, Family.BID}
    assert isinstance(Game(PRESETS["double-deck-bid"], seed=1).current.rules, Rules)


def test_the_presets_are_described_in_sentences_that_fit_the_page() -> None:
    from euchre.variants.charts import rate_charts, sample_size
    from euchre.variants.table import difference_sentences, preset_sentences_html

    page = preset_sentences_html()
    fields = set(PRESETS["standard"].options())
    body = page.split("</style>", 1)[1]
    assert not any(f">{field}<" in body or f" {field} " in body for field in fields if "_" in field)
    assert "table-layout:fixed" in page and "white-space:normal" in page
    for name, rules in PRESETS.items():
        assert esc(preset_name(name)) in body
        for line in difference_sentences(rules) if name != "standard" else rules_summary(rules):
            assert esc(line) in body, (name, line)
    assert any("must name a suit" in s or "dealer must" in s for s in difference_sentences(PRESETS["stick-the-dealer"]))
    stats = {"standard": simulate_variant(PRESETS["standard"], 2)}
    said = sample_size(stats)
    assert f"{preset_name('standard')} 2 games" in said and said in rate_charts(stats).replace("&#x27;", "'")
    widget = PresetTable()
    assert widget.sentences.value == page and widget.by_name.selected_index is None
