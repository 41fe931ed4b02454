"""The head-to-head bookkeeping of `bench/strategy.py`: games saved with older code are kept only when
the first pairs replay to the same results with the current code, and the report says so."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import euchre.bots.match as match
from euchre.bots.match import PairResult
from euchre.engine.rules import Rules

BENCH = Path(__file__).resolve().parents[1] / "bench" / "strategy.py"


@pytest.fixture(scope="module")
def strategy() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_strategy_under_test", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _saved(pairs: dict[str, list[int]]) -> tuple[dict[str, Any], str]:
    old_key = "expert vs strong @ 000000000000"
    return {"pairings": {old_key: {"pairs": pairs, "seconds": 10.0, "commit": "abc1234"}}}, old_key


def _replaying(monkeypatch: pytest.MonkeyPatch, results: dict[int, list[int]]) -> list[int]:
    played: list[int] = []

    def fake(rules: Rules, bot: str, opponent: str, seed: int, pair: int) -> PairResult:
        played.append(pair)
        return PairResult(*results[pair])

    monkeypatch.setattr(match, "play_pair", fake)
    return played


def test_older_games_are_kept_when_the_first_pairs_replay_the_same(strategy: ModuleType,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    saved = {str(p): [1, 10 + p, 9, 20] for p in range(5)}
    run, old_key = _saved(saved)
    played = _replaying(monkeypatch, {p: saved[str(p)] for p in range(5)})
    said: list[str] = []
    strategy.reuse_if_replayed(run, Rules.preset("standard"), "expert", "strong", 1, said.append)
    assert played == list(range(strategy.PROBE_PAIRS))
    entry = run["pairings"][strategy.pairing_key("expert", "strong")]
    assert entry["pairs"] == saved and entry["reused_from"] == old_key
    assert "replay identically" in said[0] and "10 games" in said[0]


def test_older_games_are_not_kept_when_a_probe_pair_differs(strategy: ModuleType,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    saved = {str(p): [1, 10 + p, 9, 20] for p in range(5)}
    run, _ = _saved(saved)
    replay = {p: saved[str(p)] for p in range(5)}
    replay[strategy.PROBE_PAIRS - 1] = [0, 9, 10, 20]
    _replaying(monkeypatch, replay)
    said: list[str] = []
    strategy.reuse_if_replayed(run, Rules.preset("standard"), "expert", "strong", 1, said.append)
    assert strategy.pairing_key("expert", "strong") not in run["pairings"]
    assert "replay differently" in said[0]


def test_too_few_saved_pairs_to_probe_plays_nothing(strategy: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    run, _ = _saved({"0": [1, 10, 9, 20]})
    played = _replaying(monkeypatch, {})
    strategy.reuse_if_replayed(run, Rules.preset("standard"), "expert", "strong", 1, lambda _: None)
    assert played == [] and len(run["pairings"]) == 1


def test_the_report_names_the_kept_games(strategy: ModuleType, monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    saved = {str(p): [2 if p % 2 else 1, 12, 9, 20] for p in range(6)}
    run, _ = _saved(saved)
    _replaying(monkeypatch, {p: saved[str(p)] for p in range(6)})
    strategy.reuse_if_replayed(run, Rules.preset("standard"), "expert", "strong", 1, lambda _: None)
    rules = Rules.preset("standard")
    settings = strategy.match_settings(rules, 1)
    path = tmp_path / "h2h.json"
    data = {"about": "test", "runs": {json.dumps(settings, sort_keys=True): {"settings": settings, **run}}}
    strategy.save_results(str(path), data)
    report = strategy.summarize_games(rules, 1, str(path), [("expert", "strong")])
    row = report["matches"][0]
    assert row["games"] == 12 and row["code"].startswith(strategy.code_fingerprint())
    assert "games of 000000000000 kept" in row["code"] and "older code" not in row["code"]


def test_kept_games_follow_their_source_when_it_grows(strategy: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = {str(p): [1, 10 + p, 9, 20] for p in range(4)}
    run, old_key = _saved(saved)
    _replaying(monkeypatch, {p: saved[str(p)] for p in range(4)})
    strategy.reuse_if_replayed(run, Rules.preset("standard"), "expert", "strong", 1, lambda _: None)
    run["pairings"][old_key]["pairs"]["4"] = [2, 21, 9, 20]  # more games played with the older code
    played = _replaying(monkeypatch, {})
    strategy.reuse_if_replayed(run, Rules.preset("standard"), "expert", "strong", 1, lambda _: None)
    entry = run["pairings"][strategy.pairing_key("expert", "strong")]
    assert played == [] and len(entry["pairs"]) == 5 and entry["reused_from"] == old_key
    entry["pairs"]["9"] = [1, 12, 9, 20]  # a game of the current code's own: nothing is replaced
    strategy.reuse_if_replayed(run, Rules.preset("standard"), "expert", "strong", 1, lambda _: None)
    assert "9" in run["pairings"][strategy.pairing_key("expert", "strong")]["pairs"]


def test_a_run_that_plays_no_games_keeps_the_time_of_the_last_game(strategy: ModuleType, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules.preset("standard")
    key = json.dumps(strategy.match_settings(rules, 1), sort_keys=True)
    pairing = strategy.pairing_key("intermediate", "beginner")
    saved = {"about": "test", "runs": {key: {
        "settings": strategy.match_settings(rules, 1), "started": "2026-01-01 10:00 UTC",
        "updated": "2026-01-01 11:00 UTC",
        "pairings": {pairing: {"pairs": {"0": [1, 12, 9, 20]}, "seconds": 3.0, "commit": "abc1234"}}}}}
    path = tmp_path / "head_to_head.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    played = _replaying(monkeypatch, {})
    strategy.run_games(rules, 2, workers=1, path=str(path), pairings=[("intermediate", "beginner")],
                       log=lambda _: None)
    after = json.loads(path.read_text(encoding="utf-8"))["runs"][key]
    assert played == [] and after["updated"] == "2026-01-01 11:00 UTC"
    assert after["pairings"][pairing]["pairs"] == {"0": [1, 12, 9, 20]}


def _report(strategy: ModuleType, tmp_path: Path, pairings: dict[str, dict[str, Any]]) -> dict[str, Any]:
    rules = Rules.preset("standard")
    settings = strategy.match_settings(rules, 1)
    path = tmp_path / "h2h.json"
    run = {"settings": settings, "pairings": pairings}
    strategy.save_results(str(path), {"about": "test", "runs": {json.dumps(settings, sort_keys=True): run}})
    return strategy.summarize_games(rules, 1, str(path), [("expert", "pimc")])


def test_a_run_of_todays_code_that_has_not_caught_up_is_shown_beside_the_older_finished_one(
        strategy: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    older = {str(p): [1, 12, 9, 10] for p in range(6)}
    today = {str(p): [2, 20, 9, 10] for p in range(2)}
    report = _report(strategy, tmp_path, {
        "expert vs pimc @ 000000000000": {"pairs": older, "seconds": 10.0, "commit": "abc1234"},
        strategy.pairing_key("expert", "pimc"): {"pairs": today, "seconds": 5.0, "commit": "def5678"}})
    shown = [(m["games"], "older code" in m["code"]) for m in report["matches"]]
    assert shown == [(4, False), (12, True)]

    written: list[tuple[str, str]] = []
    monkeypatch.syspath_prepend(str(BENCH.parent))
    import results

    monkeypatch.setattr(results, "readme_row", lambda key, text, *a, **k: written.append((key, text)))
    monkeypatch.setattr(results, "record", lambda *a, **k: None)
    strategy.record_head_to_head(report)
    assert len(written) == 1 and written[0][0] == "expert bot against PIMC-100"
    assert "4 games" in written[0][1] and "so far: the run goes on to 10,000 hands" in written[0][1]


def test_an_older_sample_alone_is_shown_as_the_earlier_codes(strategy: ModuleType, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    report = _report(strategy, tmp_path, {
        "expert vs pimc @ 000000000000": {"pairs": {"0": [1, 12, 9, 10]}, "seconds": 1.0, "commit": "abc1234"}})
    assert [m["games"] for m in report["matches"]] == [2] and "older code" in report["matches"][0]["code"]
    written: list[tuple[str, str]] = []
    monkeypatch.syspath_prepend(str(BENCH.parent))
    import results

    monkeypatch.setattr(results, "readme_row", lambda key, text, *a, **k: written.append((key, text)))
    monkeypatch.setattr(results, "record", lambda *a, **k: None)
    strategy.record_head_to_head(report)
    assert len(written) == 1 and "the expert's earlier code" in written[0][1]


@pytest.mark.parametrize(("share", "low", "hands", "verdict"), [
    (0.538, 0.52, 10_400, "met (53% of points reached)"),
    (0.510, 0.503, 10_376, "met by the interval wholly above 50% (53% of points not reached)"),
    (0.504, 0.498, 10_305, "not met"),
    (0.511, 0.504, 8_447, "not met (too few hands yet)"),
    (0.540, 0.520, 2_900, "not met (too few hands yet)"),
])
def test_the_pimc_goal_says_which_branch_met_it_and_never_meets_it_early(
        strategy: ModuleType, share: float, low: float, hands: int, verdict: str) -> None:
    m = {"points_share": share, "points_ci95": (low, 2 * share - low), "hands": hands}
    assert strategy.pimc_goal_verdict(m) == verdict
