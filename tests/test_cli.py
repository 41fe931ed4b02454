"""The `euchre` command: replay and check EGN files."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from euchre import egn
from euchre.cards import Suit, parse_cards
from euchre.cli import main
from euchre.explain import explain_score, why_card_won

HERE = Path(__file__).parent
COMMITTED = HERE / "fixtures" / "egn"
SHARED = Path(__file__).parents[2] / "shared" / "egn"
NAMES = sorted(p.name for p in COMMITTED.glob("*.egn"))


def fixture_path(name: str) -> Path:
    shared = SHARED / name
    return shared if shared.exists() else COMMITTED / name


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def renege_copy(tmp_path: Path) -> Path:
    """quite_the_hustle deal 3 with West's Q♣ (trick 2) and 10♦ (trick 4) swapped: a renege in trick 2."""
    doc = json.loads(fixture_path("quite_the_hustle_annotated.egn").read_text("utf-8"))
    tricks = doc["deals"][3]["phases"][1]["tricks"]
    tricks[1][2], tricks[3][1] = tricks[3][1], tricks[1][2]
    path = tmp_path / "renege.egn"
    path.write_text(json.dumps(doc), "utf-8")
    return path


def test_replay_prints_tricks_winners_and_final_score() -> None:
    code, out, err = run("replay", str(fixture_path("six_points_in_two_hands.egn")))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert "Deal 0 — North deals; the upcard is K♠." in lines
    assert "  K♠ is turned down." in lines
    assert "  South names hearts (alone)." in lines
    assert "  Trump: hearts (♥), made by South (North–South); North sits out." in lines
    first = [line for line in lines if line.startswith("  Trick 1: E 9♠, S A♠, W J♠ — South wins with A♠: ")]
    why = why_card_won(parse_cards("9S AS JS"), Suit.HEARTS, 1)  # the engine's own sentence, reworded
    assert len(first) == 1 and first[0].endswith(why.split(": ", 1)[1])
    assert any(line.startswith("  Trick 3: S J♦, W K♥, E Q♥ — South wins with J♦") and "left bower" in line
               for line in lines)
    assert "  Points: North–South +4." in lines
    assert "  Score: North–South 8, East–West 9" in lines
    assert "  South orders up Q♦." in lines
    assert any(line.startswith("  Trick 5: S 9♠, W A♣, N K♠, E Q♥ — North wins with K♠") for line in lines)
    assert lines[-1] == "Final score: North–South 10, East–West 9"
    for deal in egn.replay(egn.load(fixture_path("six_points_in_two_hands.egn"))).deals:
        assert f"  {explain_score(deal.state.result, deal.state.rules)}" in lines


def test_replay_prints_annotations_under_their_action() -> None:
    code, out, _ = run("replay", str(fixture_path("vwec_finals_annotated.egn")))
    assert code == 0
    lines = out.splitlines()
    call = lines.index("  North names clubs.")
    assert lines[call + 1].startswith("      » Pretty ambitious next call.")
    trick = next(i for i, line in enumerate(lines) if line.startswith("  Trick 3: E K♠, S Q♠, W J♥, N A♠"))
    assert lines[trick + 1] == "      » W J♥: Even if dealer trumps here we get the last two tricks."
    assert "  Alternative line 1 (after the bidding and 4 cards):" in lines
    assert lines[-1] == "Final score: North–South 8, East–West 10"
    assert "East, the dealer, picks up 10♠ (alone)." in out


def test_replay_can_leave_out_alternatives_and_show_hands() -> None:
    path = str(fixture_path("six_points_in_two_hands.egn"))
    _, with_alts, _ = run("replay", str(fixture_path("me_and_bears.egn")))
    _, without, _ = run("replay", "--no-alternatives", str(fixture_path("me_and_bears.egn")))
    assert "Alternative line" in with_alts and "Alternative line" not in without
    _, out, _ = run("replay", "--hands", path)
    # North sits out deal 0, so all five of North's cards are placeholders
    north = next(line for line in out.splitlines() if line.startswith("  North "))
    assert north.count("(") == 5
    assert "placeholders" in out


@pytest.mark.parametrize("name", NAMES)
def test_check_is_clean_on_every_fixture(name: str) -> None:
    code, out, err = run("check", str(fixture_path(name)))
    deals = len(json.loads(fixture_path(name).read_text("utf-8"))["deals"])
    assert (code, err) == (0, "")
    assert out == f"ok: {deals} deal{'s' if deals != 1 else ''}, no problems\n"


def test_check_reports_a_renege(tmp_path: Path) -> None:
    code, out, err = run("check", str(renege_copy(tmp_path)))
    assert code == 1 and err == ""
    assert out.splitlines() == [
        "deal 3, trick 2: West played 10♦ but had to follow clubs (holds Q♣, played in trick 4) — a renege",
        "1 problem in 11 deals",
    ]


def test_check_several_files(tmp_path: Path) -> None:
    bad = renege_copy(tmp_path)
    good = fixture_path("custom_scenario.egn")
    code, out, _ = run("check", str(good), str(bad))
    assert code == 1
    assert f"{good}: ok: 1 deal, no problems" in out.splitlines()
    assert f"{bad}: deal 3, trick 2: " in out


def test_replay_of_a_file_with_a_renege(tmp_path: Path) -> None:
    path = renege_copy(tmp_path)
    code, out, err = run("replay", str(path))
    assert code == 1 and out == ""
    assert err.startswith(f"euchre: {path}: deal 3, trick 2: West played 10♦")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("this is not json", "not valid JSON: Expecting value at line 1, column 1"),
        ('{"fileType": "Euchre Game Notation"}', "'version' is missing"),
        ("[1, 2]", "an EGN file holds a JSON object, not a list"),
    ],
)
@pytest.mark.parametrize("command", ["check", "replay"])
def test_unreadable_files_exit_2(tmp_path: Path, command: str, content: str, message: str) -> None:
    path = tmp_path / "garbage.egn"
    path.write_text(content, "utf-8")
    code, out, err = run(command, str(path))
    assert code == 2 and out == ""
    assert err == f"euchre: {path}: {'file: ' if 'missing' in message else ''}{message}\n"


def test_missing_file_exits_2(tmp_path: Path) -> None:
    code, _, err = run("check", str(tmp_path / "nope.egn"))
    assert code == 2 and "cannot read" in err and "No such file" in err


def test_help_and_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    assert "replay" in capsys.readouterr().out
    with pytest.raises(SystemExit) as info:
        main(["replay", "--help"])
    assert info.value.code == 0 and "--hands" in capsys.readouterr().out
    with pytest.raises(SystemExit) as info:
        main([])
    assert info.value.code == 2 and "COMMAND" in capsys.readouterr().err


def test_command_line_process_has_no_traceback(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.egn"
    garbage.write_bytes(b"\x00\xff{{{")
    for argv, expected in (
        (["check", str(fixture_path("epic_comeback.egn"))], 0),
        (["check", str(renege_copy(tmp_path))], 1),
        (["replay", str(garbage)], 2),
    ):
        proc = subprocess.run([sys.executable, "-m", "euchre.cli", *argv], capture_output=True, text=True,
                              encoding="utf-8", timeout=120)
        assert proc.returncode == expected, (argv, proc.stderr)
        assert "Traceback" not in proc.stdout + proc.stderr
