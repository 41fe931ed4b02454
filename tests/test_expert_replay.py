"""The expert and PIMC bots decide exactly as recorded: as before the sampler of the weighted deals was made cheaper,
and as the bots play since issue 28's second pass.

`tests/fixtures/expert_replay.json` was recorded from the code before the speed-up (main at 1fddb19), and
recorded again when the bots' play changed on purpose (a void player trumps partner's card below the ace that
a higher card still out can beat; cards the deals value alike are followed with cheapest first), and again
when the expert began to take its best-valued card in the play even with the tip's card within noise (the
advice up to the first such card replayed as recorded):
the first three hands of a seeded expert-against-strong game and the first hand of a seeded
expert-against-PIMC game, played as `euchre.bots.match.play_pair` plays them, with every action and,
for every advice asked (the expert's and PIMC's), the deals used and every option's value. The expert's
time limit per decision (`EXPERT_SECONDS`, wall clock) is lifted here, so that the deals used do not
depend on the machine's speed; everything else is the head-to-head's setting. The cheaper code must draw the same
random numbers in the same order and weigh each deal the same, so both must replay exactly. The fixture's deals were
played out by the play model, so the advisor replays them with `exact=False` (since issue 28 its default solves
each deal exactly instead, which changes the values, not the deals)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import euchre.bots.heuristic as heuristic
from euchre.bots.advisor import Advisor
from euchre.bots.match import pair_seats, play_game
from euchre.engine.rules import Rules

FIXTURE = Path(__file__).parent / "fixtures" / "expert_replay.json"
BENCH = Path(__file__).resolve().parents[1] / "bench" / "expert_games.py"
GAMES = json.loads(FIXTURE.read_text(encoding="utf-8"))["games"]


def _bench() -> ModuleType:
    """`bench/expert_games.py`, whose recording of the advice the fixture was made with."""
    spec = importlib.util.spec_from_file_location("bench_expert_games", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _replay(opponent: str, seed: int, pair: int, hands: int) -> list[str]:
    rules = Rules.preset("standard")
    seats, game_seed, first_dealer = pair_seats(rules, "expert", opponent, seed, pair)
    actions: list[str] = []
    play_game(rules, seats, game_seed, first_dealer, max_hands=hands,
              on_action=lambda seat, action: actions.append(f"{seat} {action.text}"))
    return actions


@pytest.mark.parametrize("game", GAMES, ids=[f"expert-{g['opponent']}" for g in GAMES])
def test_seeded_games_replay_as_recorded_before_the_speed_up(game: dict[str, Any],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heuristic, "EXPERT_SECONDS", None)
    setup = Advisor.__init__

    def played_out(self: Advisor, *args: Any, **kwargs: Any) -> None:
        setup(self, *args, **{**kwargs, "exact": False})

    monkeypatch.setattr(Advisor, "__init__", played_out)
    log: list[Any] = []
    monkeypatch.setattr(Advisor, "advise", _bench().recording_advice(log))
    actions = _replay(game["opponent"], game["seed"], game["pair"], game["hands"])
    assert actions == game["actions"]
    assert log == game["advice"]
