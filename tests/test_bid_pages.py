"""The Bid Euchre pages (lessons 10-14, exercises 13 and 15) read as a learner reads them: every widget is
built for every ruleset its menu offers, every number it shows is the engine's for that ruleset, each page
states the rules in force and what differs from the page before, and a refused bid says why."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import ipywidgets as w
import pytest

from euchre import Rules
from euchre.engine.rules import Family
from euchre.engine.scoring import Contract, score_bid, score_standard
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import preset_name
from euchre.i18n.seats import seat_label, side_label
from euchre.widgets import AuctionExplorer, DealView, RulesetPicker, RulesView, ScoringTable
from euchre.widgets.quiz import ExerciseWidget
from euchre.widgets.rulesets import bid_contracts, rule_changes, scoring_rows

ROOT = Path(__file__).parents[1]
BID_LESSONS = sorted((ROOT / "lessons").glob("1[0-4]_bid_euchre_*.ipynb"))
BID_PRESETS = [name for name in Rules.preset_names() if Rules.preset(name).family is Family.BID]


def text(html: str) -> str:
    """The visible words of some widget HTML (styles and tags removed, whitespace squeezed)."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def _number(shown: str) -> int:
    return int(shown.replace("−", "-").replace("+", ""))


# ---- the scoring table, by the bid -------------------------------------------------------------------
_CELL = re.compile(r"^(\d+)(?:–(\d+))? tricks?: bidders (.+); defenders (.+)$")
_SPAN = re.compile(r"^([+−]?\d+)(?: to ([+−]?\d+)(, one per trick)?)?$")


def _check_span(shown: str, values: list[int], counts: list[int]) -> None:
    """`shown` ("+3 to +6, one per trick", "−4") says exactly what the engine's `values` are."""
    match = _SPAN.match(shown)
    assert match, shown
    low, high, per_trick = match.groups()
    if high is None:
        assert set(values) == {_number(low)}, (shown, values)
        return
    ordered = [v for _c, v in sorted(zip(counts, values, strict=True))]
    assert (_number(low), _number(high)) == (ordered[0], ordered[-1]), (shown, values)
    assert bool(per_trick) == (values == counts), (shown, values, counts)


@pytest.mark.parametrize("preset", BID_PRESETS)
def test_the_bid_euchre_scoring_table_is_score_bid_for_every_bid_made_and_set(preset: str) -> None:
    rules = Rules.preset(preset)
    total = rules.tricks_per_hand
    rows = scoring_rows(rules)
    assert len(rows) == len(bid_contracts(rules))
    for (label, cells), (bid, contract) in zip(rows, bid_contracts(rules), strict=True):
        assert label.startswith(f"Bid {bid}")
        for cell, tricks in zip(cells, (range(bid, total + 1), range(0, bid)), strict=True):
            match = _CELL.match(cell)
            assert match, cell
            first, last, bidders, defenders = match.groups()
            assert (int(first), int(last or first)) == (tricks[0], tricks[-1]), cell
            scores = [score_bid(rules, 0, bid, contract, took) for took in tricks]
            _check_span(bidders, [s.points[0] for s in scores], list(tricks))
            _check_span(defenders, [s.points[1] for s in scores], [total - took for took in tricks])


def test_lesson_12s_table_shows_both_ways_of_playing_every_trick_and_their_failure() -> None:
    """It showed standard Euchre's march and euchre; the moon's 24 and partner's best 12 were nowhere."""
    rules = Rules.preset("bid-euchre-moon")
    shown = text(ScoringTable(rules).table.value)
    assert "march" not in shown and "euchre)" not in shown
    top = rules.tricks_per_hand
    for contract, name in ((Contract.PARTNERS_BEST, "partner's best"), (Contract.MOON, "shooting the moon")):
        made = score_bid(rules, 0, top, contract, top).points[0]
        failed = score_bid(rules, 0, top, contract, top - 1).points[0]
        row = next(cells for label, cells in scoring_rows(rules) if label == f"Bid {top}, {name}")
        assert f"bidders +{made};" in row[0] and f"bidders −{-failed};" in row[1]
        assert f"+{made}" in shown


def test_a_bid_euchre_scoring_tables_menu_offers_the_bid_euchre_presets_and_follows_them() -> None:
    table = ScoringTable("bid-euchre-6", choose=True)
    assert [name for _label, name in table.picker.dropdown.options] == BID_PRESETS
    for name in BID_PRESETS:
        table.picker.dropdown.value = name
        shown = text(table.table.value)
        assert table.rules == Rules.preset(name) and f"“{preset_name(name)}”" in shown
        assert f"Bid {Rules.preset(name).hand_size}" in shown


def _standard_cell_numbers(rules: Rules, label: str, cells: list[str]) -> None:
    """Every number in a standard row is a score the engine gives for one of the row's trick counts."""
    first, _dash, last = label.partition("–")
    counts = range(int(first), int(last or first) + 1)
    engine = {p for t in counts for alone in (False, True) for lone in (None, 1)
              for p in score_standard(rules, 0, alone and rules.allow_alone, lone, t).points}
    for cell in cells:
        for shown in re.findall(r"\+(\d+)", cell):
            assert int(shown) in engine, (rules.name, label, cell)


def _menus() -> list[tuple[str, w.Widget, w.Dropdown, object]]:
    """Every widget of these pages' files that offers a ruleset menu, with its menu and what it shows."""
    standard = ScoringTable("standard", choose=True)
    bid = ScoringTable("bid-euchre-6", choose=True)
    picker = RulesetPicker()
    return [("standard table", standard, standard.picker.dropdown, lambda: standard.table.value),
            ("bid table", bid, bid.picker.dropdown, lambda: bid.table.value),
            ("picker", picker, picker.dropdown, lambda: picker.summary.value)]


@pytest.mark.parametrize("which", ["standard table", "bid table", "picker"])
def test_every_ruleset_menu_builds_for_every_ruleset_it_offers_with_the_engines_numbers(which: str) -> None:
    _name, widget, menu, shown = next(m for m in _menus() if m[0] == which)
    for _label, name in menu.options:
        menu.value = name
        rules = Rules.preset(name)
        words = text(shown())  # type: ignore[operator]
        if isinstance(widget, RulesetPicker):
            assert all(line in words for line in rules_summary(rules))
            continue
        rows = scoring_rows(rules)
        if rules.family is Family.BID:
            labels = [label for label, _cells in rows]
            assert labels == [f"Bid {bid}" + ("" if c is Contract.NORMAL else ", " + (
                "partner's best" if c is Contract.PARTNERS_BEST else "shooting the moon"))
                for bid, c in bid_contracts(rules)]
            assert "march" not in words and "euchre)" not in words
        else:
            covered = [t for label, _c in rows for t in range(int(label.split("–")[0]), int(label.split("–")[-1]) + 1)]
            assert covered == list(range(rules.tricks_per_hand + 1)), name  # every trick count once
            for label, cells in rows:
                _standard_cell_numbers(rules, label, cells)


# ---- the rules in force, and what changed -------------------------------------------------------------
def _page_widgets(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[w.Widget]:
    """Run a notebook's code cells as its kernel would, keeping what they display."""
    import IPython.display

    shown: list[w.Widget] = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **_kw: shown.extend(objs))
    namespace: dict[str, object] = {}
    for cell in json.loads(path.read_text())["cells"]:
        if cell["cell_type"] == "code":
            exec("".join(cell["source"]), namespace)
    return shown


def _walk(widget: object) -> list[object]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found.extend(_walk(child))
    return found


def _page_rules(widgets: list[w.Widget]) -> RulesView:
    return next(v for v in widgets if isinstance(v, RulesView) and v.changes_from is None)


def test_each_bid_euchre_page_states_its_rules_and_what_differs_from_the_page_before(monkeypatch) -> None:
    before = Rules.preset("standard")  # lesson 9's
    assert len(BID_LESSONS) == 5
    for path in BID_LESSONS:
        widgets = [x for top in _page_widgets(path, monkeypatch) for x in _walk(top)]
        view = _page_rules(widgets)
        words = text(view.value)
        assert all(line in words for line in rules_summary(view.rules)), path.stem
        assert view.since == before, (path.stem, view.since, before)
        for change in rule_changes(view.rules, before):
            assert change in words, (path.stem, change)
        if view.rules == before:
            assert "The same rules as the page before" in words
        full = [v for v in widgets if isinstance(v, RulesView) and v.changes_from is None and v.rules == view.rules]
        assert len(full) == 1, f"{path.stem} shows its rules {len(full)} times"
        before = view.rules


def test_a_changed_rule_is_said_as_what_it_was_and_a_dropped_one_as_no_longer() -> None:
    changes = rule_changes(Rules.preset("bid-euchre-moon"), Rules.preset("bid-euchre-6"))
    assert "Nobody may equal the standing bid, not even the dealer." in changes
    assert ("No longer: The dealer bids last and may take the contract by equalling the standing bid."
            in changes)
    assert rule_changes(Rules.preset("bid-euchre-6"), Rules.preset("bid-euchre-6")) == []


@pytest.mark.parametrize(("preset", "reason"), [
    ("bid-euchre-6", "only the dealer may equal it"),
    ("bid-euchre-moon", "not even the dealer may equal it"),
])
def test_a_bid_that_only_equals_the_standing_bid_is_refused_with_the_rule_that_refuses_it(preset, reason) -> None:
    explorer = AuctionExplorer(preset, seed=4, dealer=0)
    assert explorer.try_action("bid 4").startswith("Allowed")  # East
    said = explorer.try_action("bid 4")  # South, not the dealer
    assert said.startswith("Not allowed: a bid must beat the standing bid of 4") and reason in said
    for _seat in ("South", "West"):
        assert explorer.try_action("pass").startswith("Allowed")
    said = explorer.try_action("bid 4")  # North, the dealer
    rules = Rules.preset(preset)
    assert said.startswith("Allowed") == rules.dealer_may_equal, said
    if not rules.dealer_may_equal:
        assert "not even the dealer may equal it" in said


def test_a_pages_auction_explorer_can_leave_the_rules_to_the_page() -> None:
    assert not any(isinstance(c, RulesView) for c in AuctionExplorer("bid-euchre-6", show_rules=False).children)
    assert any(isinstance(c, RulesView) for c in AuctionExplorer("bid-euchre-6").children)


# ---- the deal, one card at a time ---------------------------------------------------------------------
@pytest.mark.parametrize("joker", [False, True])
def test_the_bid_euchre_deal_names_each_card_its_taker_and_the_jokers_extra_card_and_discard(joker: bool) -> None:
    rules = Rules.preset("bid-euchre-6").replace(joker=joker)
    view = DealView(seed=4, rules=rules)
    state, n = view.state, rules.num_players
    dealer = seat_label(state.dealer, n)
    said = []
    for step in range(view.last_step + 1):
        view.go(step)
        said.append(text(view.view.value).split(" North (dealer)")[0])
    assert not any(f"{dealer} gives {dealer}" in s for s in said)
    assert not any("time round" in s for s in said)
    dealt = n * rules.hand_size + (1 if joker else 0)
    assert said[dealt].startswith(f"Card {dealt} of {dealt}")
    if joker:
        assert f"the dealer, {dealer}, takes it and holds {rules.hand_size + 1}" in said[dealt]
        assert view.discard is not None and "back face down" in said[dealt + 1]
        assert str(view.discard) in said[dealt + 1]
        view.go(view.last_step)
        assert f"Put back face down by the dealer: {view.discard}" in text(view.view.value)
    assert view.last_step == dealt + (2 if joker else 1)


def test_the_standard_deal_says_the_dealer_takes_their_own_packet() -> None:
    view = DealView(seed=4)
    seat = next(i for i, (s, _c) in enumerate(view.state.deal_packets) if s == view.state.dealer)
    view.go(seat + 1)
    dealer = seat_label(view.state.dealer, 4)
    assert f"{dealer}, the dealer, takes" in text(view.view.value)


# ---- the exercises: every ruleset in the menu, several questions each ------------------------------------
@pytest.mark.parametrize(("kinds", "start"), [("bid_score", "bid-euchre-moon"),
                                              (("bid_options", "partners_best", "who_leads"), "bid-euchre-moon")])
@pytest.mark.parametrize("level", [1, 3])
def test_the_bid_exercises_ask_well_posed_questions_under_every_ruleset_they_offer(kinds, start, level) -> None:
    exercise = ExerciseWidget(kinds=kinds, rules=start, difficulty=level)
    for _label, name in exercise.rules_picker.options:
        exercise.rules_picker.value = name
        rules = Rules.preset(name)
        n = rules.num_players
        seats = {seat_label(s, n) for s in range(n)} | {side_label(s, n) for s in range(rules.num_sides)}
        for _question in range(4):
            quiz = exercise.quiz
            assert quiz is not None
            prompt = text(quiz.prompt.value)
            assert f"Game: {preset_name(name)}." in prompt or kinds != "bid_score", prompt
            for named in re.findall(r"\b(North|East|South|West|Player \d)\b", prompt):
                assert named in seats or any(named in s for s in seats), (name, prompt)
            took = [int(t) for t in re.findall(r"took (\d+) tricks?", prompt)]
            if took:
                assert sum(took) == rules.tricks_per_hand, (name, prompt)
            if "shoot the moon" in prompt or "partner's best" in prompt:
                assert "shot the moon" not in prompt
            quiz.next_question()


@pytest.mark.parametrize("preset", Rules.preset_names())
def test_the_deal_view_deals_every_preset_to_seats_of_its_table_size(preset: str) -> None:
    rules = Rules.preset(preset)
    view = DealView(seed=3, rules=rules)
    n = rules.num_players
    names = [seat_label(s, n) for s in range(n)]
    view.go(view.last_step)
    shown = view.view.value
    rows = re.findall(r"<tr><th>(.*?)</th>", shown)
    assert [unescape(r).removesuffix(" (dealer)") for r in rows] == names
    table = shown.split('<table class="et-hands">')[1].split("</table>")[0]
    held = [len(re.findall(r'data-card="', row)) for row in table.split("<tr><th>")[1:]]
    assert held == [rules.hand_size] * n, (preset, held)
    for step in range(1, len(view.state.deal_packets) + 1):
        view.go(step)
        said = text(view.view.value)
        assert not re.search(r"\b(North|East|South|West)\b", said) or n == 4, said


def test_a_failed_moon_is_told_as_an_attempt_and_a_made_one_as_shot() -> None:
    """"South shot the moon ... and their side took 2" contradicted itself."""
    from types import SimpleNamespace

    from euchre.engine.cards import Suit
    from euchre.engine.scoring import Outcome
    from euchre.explain.contracts import explain_bid_score

    rules = Rules.preset("bid-euchre-moon")
    top = rules.tricks_per_hand
    for took, outcome in ((2, Outcome.MOON_SET), (top, Outcome.MOON_MADE)):
        assert score_bid(rules, 2, top, Contract.MOON, took).outcome is outcome
        result = SimpleNamespace(maker=2, makers=0, tricks=(took, top - took), trump=Suit.SPADES, bid=top,
                                 contract=Contract.MOON, outcome=outcome)
        said = explain_bid_score(result, rules)
        assert ("shot the moon" in said) == (outcome is Outcome.MOON_MADE), said


def test_lesson_14_shows_a_partners_best_worth_choosing_beside_the_presets_equal_one(monkeypatch) -> None:
    """The double deck's partner's best scores what an ordinary bid of 12 scores; the page must show it and a
    value that makes the contract worth choosing, both from the engine."""
    path = next(p for p in BID_LESSONS if p.stem.startswith("14_"))
    tables = [x for top in _page_widgets(path, monkeypatch) for x in _walk(top) if isinstance(x, ScoringTable)]
    worth = set()
    for table in tables:
        rules = table.rules
        top = rules.tricks_per_hand
        best = score_bid(rules, 0, top, Contract.PARTNERS_BEST, top).points[0]
        plain = score_bid(rules, 0, top, Contract.NORMAL, top).points[0]
        assert f"bidders +{best};" in text(table.table.value)
        worth.add(best > plain)
    assert worth == {True, False}
