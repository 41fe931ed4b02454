"""The `euchre` command: replay and check EGN files."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from euchre.cli import EXIT_CODES, INTERNAL, PROBLEMS, UNREADABLE, UNSUPPORTED, USAGE, main, terminal_safe
from euchre.engine import egn
from euchre.engine.cards import Suit, parse_cards
from euchre.explain.plays import explain_score, why_card_won

HERE = Path(__file__).parent
COMMITTED = HERE / "fixtures" / "egn"
SHARED = Path(__file__).parents[2] / "shared" / "egn"
NAMES = sorted(p.name for p in COMMITTED.glob("*.egn"))


@pytest.fixture(autouse=True)
def _english_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command speaks the terminal's language; these tests read its English, whatever the machine's LANG."""
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", "en")


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
def test_unreadable_files_exit_3(tmp_path: Path, command: str, content: str, message: str) -> None:
    path = tmp_path / "garbage.egn"
    path.write_text(content, "utf-8")
    code, out, err = run(command, str(path))
    assert code == UNREADABLE == 3 and out == ""
    assert err == f"euchre: {path}: {'file: ' if 'missing' in message else ''}{message}\n"


def test_missing_file_exits_3(tmp_path: Path) -> None:
    code, _, err = run("check", str(tmp_path / "nope.egn"))
    assert code == UNREADABLE and "cannot read" in err and "No such file" in err


def test_help_and_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    text = capsys.readouterr().out
    assert "replay" in text
    for code, words in EXIT_CODES.items():  # every exit status is documented in --help
        assert f"{code} {words}" in " ".join(text.split())
    assert main(["replay", "--help"]) == 0 and "--hands" in capsys.readouterr().out
    assert main([]) == USAGE == 2 and "COMMAND" in capsys.readouterr().err


def test_command_line_process_has_no_traceback(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.egn"
    garbage.write_bytes(b"\x00\xff{{{")
    for argv, expected in (
        (["check", str(fixture_path("epic_comeback.egn"))], 0),
        (["check", str(renege_copy(tmp_path))], 1),
        (["replay", str(garbage)], 3),
    ):
        proc = subprocess.run([sys.executable, "-m", "euchre.cli", *argv], capture_output=True, text=True,
                              encoding="utf-8", timeout=120)
        assert proc.returncode == expected, (argv, proc.stderr)
        assert "Traceback" not in proc.stdout + proc.stderr


# ---- bad input: every one is a clear message and a documented exit status, never a traceback ----
def _hustle_doc() -> dict:
    return json.loads(fixture_path("quite_the_hustle_annotated.egn").read_text("utf-8"))


def _check_refused(path: Path, *fragments: str, status: int = UNREADABLE) -> str:
    code, out, err = run("check", str(path))
    assert code == status and out == "", (code, out, err)
    assert err.startswith("euchre: ") and err.count("\n") == 1
    assert len(err) <= 320  # capped, whatever the size of the input
    for fragment in fragments:
        assert fragment in err, err
    return err


def test_huge_integer_is_refused_with_a_short_message(tmp_path: Path) -> None:
    doc = _hustle_doc()
    text = json.dumps(doc).replace('"initialScore": [0, 0]', '"initialScore": [' + "7" * 5000 + ", 0]")
    path = tmp_path / "digits.egn"
    path.write_text(text, "utf-8")
    _check_refused(path, "5,000 digits", "7777777")


def test_deep_nesting_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.egn"
    path.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    _check_refused(path, "nested more than")
    path.write_text('{"fileType": "Euchre Game Notation", "x": ' + "[" * 40 + "]" * 40 + "}", "utf-8")
    _check_refused(path, "nested more than")  # deep enough to matter, shallow enough for json


def test_a_50_megabyte_field_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    doc = _hustle_doc()
    doc["metadata"]["title"] = "x" * (50 * 1024 * 1024)
    path = tmp_path / "big.egn"
    path.write_text(json.dumps(doc), "utf-8")
    with mock.patch("euchre.engine.egn.limits.parse_json", side_effect=AssertionError("parsed")):
        _check_refused(path, "bytes; a record may have at most 8,388,608")


def test_a_long_field_inside_the_limit_is_quoted_short(tmp_path: Path) -> None:
    doc = _hustle_doc()
    doc["metadata"]["y" * 100_000] = 1  # an unknown field with a huge name
    path = tmp_path / "key.egn"
    path.write_text(json.dumps(doc), "utf-8")
    _check_refused(path, "unknown field 'yyyyy", "...")


def test_devices_and_fifos_are_refused_without_blocking(tmp_path: Path) -> None:
    _check_refused(Path("/dev/zero"), "not a regular file")
    fifo = tmp_path / "pipe.egn"
    os.mkfifo(fifo)  # opening it for reading would block until a writer came
    _check_refused(fifo, "not a regular file")
    _check_refused(tmp_path, "a folder")


def test_unsupported_parts_of_egn_have_their_own_status(tmp_path: Path) -> None:
    doc = _hustle_doc()
    doc["deals"][4]["phases"][0]["calls"][3] = "n"
    path = tmp_path / "no_trump.egn"
    path.write_text(json.dumps(doc), "utf-8")
    _check_refused(path, "no-trump call", status=UNSUPPORTED)
    code, _, _ = run("check", str(path), str(renege_copy(tmp_path)), str(tmp_path / "missing.egn"))
    assert code == UNREADABLE  # several files: the worst status wins (unreadable, then unsupported, then reneges)
    code, _, _ = run("check", str(path), str(renege_copy(tmp_path)))
    assert code == UNSUPPORTED
    code, _, _ = run("check", str(fixture_path("epic_comeback.egn")), str(renege_copy(tmp_path)))
    assert code == PROBLEMS


def test_an_internal_error_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    with mock.patch("euchre.engine.egn.check", side_effect=KeyError("boom")):
        code, _, err = run("check", str(fixture_path("epic_comeback.egn")))
    assert code == INTERNAL and "internal error (KeyError" in err and "Traceback" not in err


def test_control_characters_in_names_titles_and_notes_are_escaped(tmp_path: Path) -> None:
    doc = _hustle_doc()
    doc["metadata"]["title"] = "Finals\x1b[2J\x07"
    doc["metadata"]["description"] = "line one\nline two\u202e"
    doc["metadata"]["players"][1] = "Eve\x1b]0;owned\x07"
    doc["deals"][0]["phases"][1]["playAnnotations"] = {"0": ["nice\r\x1b[31mlead"]}
    path = tmp_path / "escapes.egn"
    path.write_text(json.dumps(doc), "utf-8")
    code, out, err = run("replay", str(path))
    assert code == 0 and err == ""
    assert not any(ch in out for ch in "\x1b\x07\r\u202e")
    lines = out.splitlines()
    assert lines[0] == "Finals\\x1b[2J\\x07"
    assert lines[1] == "line one\\nline two\\u202e"
    assert "East Eve\\x1b]0;owned\\x07" in lines[2]
    assert any(line.endswith("nice\\x0d\\x1b[31mlead") for line in lines)


def test_terminal_safe_keeps_printable_text() -> None:
    assert terminal_safe("J♥ wins — N–S 10") == "J♥ wins — N–S 10"
    assert terminal_safe("a\tb\x00\x9b") == "a\\tb\\x00\\x9b"


def test_puzzles_refuse_a_negative_count(capsys: pytest.CaptureFixture[str]) -> None:
    from euchre.puzzles.cli import main as puzzles_main

    for bad, words in (("-3", "at least 1, not -3"), ("0", "at least 1"), ("x" * 500, "is not a number")):
        assert puzzles_main(["generate", "--count", bad]) == 2
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err and len(err) < 600


def test_puzzle_files_are_read_within_the_record_limits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`euchre-puzzles verify FILE` refuses what `euchre replay` refuses, unread, and without a traceback."""
    from euchre.puzzles.cli import main as puzzles_main

    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)  # opening it for reading would block until a writer came
    deep = tmp_path / "deep.jsonl"
    deep.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    digits = tmp_path / "digits.jsonl"
    digits.write_text('{"id": ' + "9" * 5000 + "}", "utf-8")
    big = tmp_path / "big.jsonl"
    big.write_text('{"id": "' + "A" * 9_000_000 + '"}', "utf-8")
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xff\xfe\x00junk")
    cases = ((Path("/dev/zero"), "not a regular file"), (fifo, "not a regular file"), (tmp_path, "a folder"),
             (deep, "nested more than"), (digits, "5,000 digits"), (big, "at most 8,388,608"),
             (binary, "not UTF-8"), (tmp_path / "missing.jsonl", "No such file"))
    for path, words in cases:
        assert puzzles_main(["verify", str(path)]) == 2, path
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err and len(err) < 400, err[:400]


# ---- match files and older versions from the command line -------------------------------------
MATCH = COMMITTED / "versions" / "match_two_games.emn"


def test_replay_and_check_a_match_file() -> None:
    code, out, err = run("replay", str(MATCH))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Two games, five players"
    assert "=== Game 0 ===" in lines and "=== Game 1 ===" in lines
    assert "  Players: North Ann, East Cy, South Eve, West Di" in lines  # game 1's seats, from the registry
    scores = egn.replay_match(egn.load_match(MATCH)).scores()
    assert lines[-1] == "Match (games won): " + ", ".join(
        f"{name} {scores[pid]}" for pid, name in zip(sorted(scores), ["Ann", "Bob", "Cy", "Di", "Eve"], strict=True))
    assert run("check", str(MATCH)) == (0, "ok: 2 games, 3 deals, no problems\n", "")


def test_check_a_1_0_0_file() -> None:
    path = COMMITTED / "versions" / "v1_0_0_kitty_and_first_leader.egn"
    assert run("check", str(path)) == (0, "ok: 2 deals, no problems\n", "")
