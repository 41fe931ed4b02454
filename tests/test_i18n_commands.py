"""The command line and the EGN reader speak the terminal's language: an EGN error, `euchre check`'s
and `euchre replay`'s lines, their exit statuses, argparse's usage errors and `--help` read in Turkish,
Finnish and Azerbaijani with no English word left (`tests.widget_text.english_left`), and are the same
as before in English. The language comes from EUCHRE_TUTOR_LANG, then LC_ALL, LC_MESSAGES, LANG."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from euchre.cli import PROBLEMS, UNREADABLE, UNSUPPORTED, USAGE, main
from euchre.engine import egn
from euchre.engine.errors import EGNError
from euchre.i18n import terminal_language, use_language
from tests.i18n_helpers import english_session  # noqa: F401 (a fixture)
from tests.test_cli import fixture_path, renege_copy
from tests.widget_text import english_left

LANGS = ("tr", "fi", "az")


def run(lang: str, monkeypatch: pytest.MonkeyPatch, *argv: str) -> tuple[int, str, str]:
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", lang)
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("env", "lang"), [
    ({}, "en"),
    ({"LANG": "tr_TR.UTF-8"}, "tr"),
    ({"LANG": "fi_FI.UTF-8", "LC_MESSAGES": "az_AZ.UTF-8"}, "az"),
    ({"LANG": "tr_TR.UTF-8", "LC_ALL": "C.UTF-8"}, "en"),
    ({"LC_ALL": "fi_FI@euro"}, "fi"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "tr_TR.UTF-8", "EUCHRE_TUTOR_LANG": "az"}, "az"),
    ({"LANG": "tr_TR.UTF-8", "EUCHRE_TUTOR_LANG": "xx"}, "tr"),
])
def test_the_terminal_language_is_the_tutors_then_the_locales(env: dict[str, str], lang: str) -> None:
    assert terminal_language(env) == lang


def _egn_errors() -> dict[str, str]:
    """A reader error, a card error, a JSON error and the replay's renege, in the current language."""
    doc = json.loads(fixture_path("quite_the_hustle_annotated.egn").read_text("utf-8"))
    out = {}
    broken = json.loads(json.dumps(doc))
    del broken["deals"][1]["initialState"]["upCard"]
    bad_card = json.loads(json.dumps(doc))
    bad_card["deals"][2]["phases"][1]["tricks"][0][1] = "Zz"
    for name, text in (("missing", json.dumps(broken)), ("card", json.dumps(bad_card)), ("json", "{\"a\": }")):
        with pytest.raises(EGNError) as caught:
            egn.loads(text, schema=False)
        out[name] = str(caught.value)
    tricks = doc["deals"][3]["phases"][1]["tricks"]
    tricks[1][2], tricks[3][1] = tricks[3][1], tricks[1][2]
    game = egn.loads(json.dumps(doc), verify=False, schema=False)
    out["renege"] = "\n".join(str(p) for p in egn.check(game))
    return out


def test_egn_errors_are_unchanged_in_english(english_session) -> None:  # noqa: F811
    errors = _egn_errors()
    assert errors["missing"] == "deal 1: 'upCard' is missing"
    assert errors["card"].startswith("deal 2, trick 1: 'Zz' is not a card: an EGN card is a rank (9 or N, T, J, Q")
    assert errors["json"] == "not valid JSON: Expecting value at line 1, column 7"
    assert errors["renege"].startswith("deal 3, trick 2: West played ") and "— a renege" in errors["renege"]


@pytest.mark.parametrize("lang", LANGS)
def test_egn_errors_read_in_each_language(lang: str, english_session) -> None:  # noqa: F811
    english = _egn_errors()
    with use_language(lang):
        translated = _egn_errors()
    for name, text in translated.items():
        assert text != english[name] and not english_left(text), (name, text, english_left(text))
    assert "'upCard'" in translated["missing"] and "'Zz'" in translated["card"]


@pytest.mark.parametrize("lang", LANGS)
def test_check_reports_and_exit_statuses_in_each_language(
        lang: str, tmp_path: Path, monkeypatch, english_session) -> None:  # noqa: F811
    code, out, err = run(lang, monkeypatch, "check", str(tmp_path / "missing.egn"))
    assert code == UNREADABLE and out == "" and err.startswith("euchre: ") and not english_left(err), err
    code, out, err = run(lang, monkeypatch, "check", str(renege_copy(tmp_path)))
    assert code == PROBLEMS and err == "" and out.count("\n") == 2 and not english_left(out), out
    doc = json.loads(fixture_path("quite_the_hustle_annotated.egn").read_text("utf-8"))
    doc["deals"][4]["phases"][0]["calls"][3] = "n"
    no_trump = tmp_path / "no_trump.egn"
    no_trump.write_text(json.dumps(doc), "utf-8")
    code, out, err = run(lang, monkeypatch, "check", str(no_trump))
    assert code == UNSUPPORTED and not english_left(err), err
    code, out, err = run(lang, monkeypatch, "check", str(fixture_path("epic_comeback.egn")))
    assert code == 0 and not english_left(out), out
    code, out, err = run("en", monkeypatch, "check", str(fixture_path("epic_comeback.egn")))
    assert out.startswith("ok: ") and out.endswith(" deals, no problems\n")


@pytest.mark.parametrize("lang", LANGS)
def test_replay_reads_in_each_language(lang: str, monkeypatch, english_session) -> None:  # noqa: F811
    path = fixture_path("six_points_in_two_hands.egn")
    record = egn.load(path, verify=False)
    names = {record.metadata.title, record.metadata.description}
    code, out, err = run(lang, monkeypatch, "replay", "--hands", str(path))
    assert code == 0 and err == ""
    _, english, _ = run("en", monkeypatch, "replay", "--hands", str(path))
    lines = [line for line in out.splitlines() if line and line not in names]
    left = [found for line in lines if not line.startswith(("Oyuncular:", "Pelaajat:", "Oyunçular:"))
            for found in english_left(line)]
    assert left == [] and len(out.splitlines()) == len(english.splitlines())
    assert not set(out.splitlines()) & {line for line in english.splitlines() if line not in names and "♠" in line}


@pytest.mark.parametrize("lang", LANGS)
def test_help_and_usage_errors_in_each_language(lang: str, monkeypatch, capsys, english_session) -> None:  # noqa: F811
    for argv in (["--help"], ["replay", "--help"], ["check", "--help"]):
        code, _, _ = run(lang, monkeypatch, *argv)
        shown = capsys.readouterr().out.replace("Euchre Game Notation", "EGN")  # the format's name
        assert code == 0 and "EUCHRE_TUTOR_LANG" in shown and not english_left(shown), (argv, english_left(shown))
    code, _, _ = run(lang, monkeypatch, "chek")
    err = capsys.readouterr().err
    assert code == USAGE and "'chek'" in err and not english_left(err), err
    code, _, _ = run("en", monkeypatch, "chek")
    assert "error: argument COMMAND: invalid choice: 'chek'" in capsys.readouterr().err
    code, _, _ = run("en", monkeypatch, "--help")
    assert "show this help message and exit" in capsys.readouterr().out


def _broken_puzzle_file(tmp_path: Path) -> Path:
    """A shipped puzzle with a wrong ID and a tempting card that does not tempt: two verifier reports."""
    from euchre.puzzles import shipped

    data = json.loads(next(iter(shipped())).to_json())
    data["id"] = "ZZZZZ"
    path = tmp_path / "broken.jsonl"
    path.write_text(json.dumps(data) + "\n", "utf-8")
    return path


def _puzzles(lang: str, monkeypatch: pytest.MonkeyPatch, *argv: str) -> tuple[int, str, str]:
    from euchre.puzzles.cli import main as puzzles_main

    monkeypatch.setenv("EUCHRE_TUTOR_LANG", lang)
    out, err = io.StringIO(), io.StringIO()
    code = puzzles_main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("lang", LANGS)
def test_puzzle_reports_read_in_each_language(
        lang: str, tmp_path: Path, monkeypatch, english_session) -> None:  # noqa: F811
    path = _broken_puzzle_file(tmp_path)
    code, english, _ = _puzzles("en", monkeypatch, "verify", str(path))
    assert code == 1 and "the ID should be " in english and english.endswith("0 of 1 puzzles verified\n")
    code, out, err = _puzzles(lang, monkeypatch, "verify", str(path))
    assert code == 1 and err == "" and out != english and not english_left(out), out
    code, out, err = _puzzles(lang, monkeypatch, "show", "ZZZZZ")
    assert code == 2 and out == "" and err.startswith("euchre-puzzles: ") and not english_left(err), err
    from euchre.puzzles import shipped

    code, out, err = _puzzles(lang, monkeypatch, "show", next(iter(shipped())).id, "--solution")
    assert code == 0 and not english_left(out), english_left(out)
    code, out, err = _puzzles(lang, monkeypatch, "generate", "--count", "-3")
    assert code == 2


@pytest.mark.parametrize("lang", LANGS)
def test_solver_errors_read_in_each_language(lang: str, english_session) -> None:  # noqa: F811
    from euchre.engine.cards import Suit, parse_cards
    from euchre.engine.errors import SolverError
    from euchre.engine.rules import PRESETS
    from euchre.solver import Position, solve_points

    rules = PRESETS["standard"]
    hands = (parse_cards("AD KD"), parse_cards("JD 9C"), parse_cards("9D TC"), parse_cards("TD QC"))

    def errors() -> list[str]:
        found = []
        for build in (lambda: Position(hands=hands[:3], trump=Suit.HEARTS, to_act=0, rules=rules),
                      lambda: Position(hands=hands, trump=Suit.HEARTS, to_act=0, rules=rules, won=(1, 1),
                                       maker=0)):
            with pytest.raises(SolverError) as caught:
                solve_points(build())
            found.append(str(caught.value))
        return found

    english = errors()
    assert english == ["this ruleset has 4 players, but 3 hands were given",
                       "2 tricks won and 2 to play do not make the 5 of a hand"]
    with use_language(lang):
        translated = errors()
    for text, before in zip(translated, english, strict=True):
        assert text != before and not english_left(text), text


def _setup_errors(tmp_path: Path) -> list[str]:
    """The start-up refusals a teacher sees in the terminal, a quiz code's ruleset refusals and a typed seat."""
    from euchre.classroom.serve import CLASS_SIZE_ENV, class_size
    from euchre.engine.errors import RulesError, SeatError
    from euchre.engine.rules import PRESETS
    from euchre.engine.seats import seat_index
    from euchre.server.app import ROOT_ENV, AppError, find_root
    from euchre.server.limits import MAX_KERNELS_ENV, PAGE_RATE_ENV, Limits
    from euchre.tutor import codes

    refusals = [
        (AppError, lambda: find_root({ROOT_ENV: str(tmp_path)})),
        (ValueError, lambda: class_size({CLASS_SIZE_ENV: "lots"})),
        (ValueError, lambda: class_size({CLASS_SIZE_ENV: "999"})),
        (ValueError, lambda: Limits.from_env(0, {PAGE_RATE_ENV: "fast"})),
        (ValueError, lambda: Limits.from_env(0, {MAX_KERNELS_ENV: "0"})),
        (RulesError, lambda: codes.encode_rules(PRESETS["double-deck-bid"].replace(hand_size=11))),
        (RulesError, lambda: codes.check_codable(PRESETS["standard"].replace(hand_size=6))),
        (SeatError, lambda: seat_index("Northwest")),
    ]
    found = []
    for kind, refuse in refusals:
        with pytest.raises(kind) as caught:
            refuse()
        found.append(str(caught.value))
    return found


def test_setup_errors_are_unchanged_in_english(tmp_path: Path, english_session) -> None:  # noqa: F811
    errors = _setup_errors(tmp_path)
    assert errors[0] == f"EUCHRE_TUTOR_ROOT is {tmp_path}, but there is no index.ipynb there"
    assert errors[1] == "EUCHRE_TUTOR_CLASS_SIZE must be a number of learners, not 'lots'"
    assert errors[7] == "'Northwest' is not a seat: a seat is 0 to 3, or N, E, S, W, or North, East, South, West"


@pytest.mark.parametrize("lang", LANGS)
def test_setup_errors_read_in_each_language(
        lang: str, tmp_path: Path, capsys, monkeypatch, english_session) -> None:  # noqa: F811
    from euchre.server.app import parse_args

    english = _setup_errors(tmp_path)
    with use_language(lang):
        translated = _setup_errors(tmp_path)
    for text, before in zip(translated, english, strict=True):
        assert text != before and not english_left(text), text
    monkeypatch.setenv("EUCHRE_TUTOR_LANG", lang)
    from euchre.server.app import main as app_main

    with pytest.raises(SystemExit) as caught:
        app_main(["--port", "http"])
    err = capsys.readouterr().err
    assert caught.value.code == 2
    assert "'http'" in err and not english_left(err), err
    with use_language(lang), pytest.raises(SystemExit):
        parse_args(["--help"])
    shown = capsys.readouterr().out
    assert "EUCHRE_TUTOR_LANG" in shown and not english_left(shown), english_left(shown)


def _store_errors(tmp_path: Path) -> list[str]:
    """The progress store's refusals, which the progress page shows ("Progress is not available: ...")."""
    from euchre.progress import StoreError, open_store
    from euchre.progress.store import check_url, connect, sqlite_path

    not_sqlite = tmp_path / "notes.txt"
    not_sqlite.write_text("hello", "utf-8")
    refusals = (lambda: check_url("progress.sqlite"), lambda: check_url("postgresql:/srv/db"),
                lambda: sqlite_path("sqlite://x"), lambda: connect("mysql://x"), lambda: open_store(str(tmp_path)),
                lambda: open_store(str(not_sqlite)))
    found = []
    for refuse in refusals:
        with pytest.raises(StoreError) as caught:
            refuse()
        found.append(str(caught.value))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_progress_store_errors_read_in_each_language(
        lang: str, tmp_path: Path, english_session) -> None:  # noqa: F811
    english = _store_errors(tmp_path)
    assert english[0] == "the progress store is 'progress.sqlite', a relative path: each page's kernel would put " \
        "its own file in its own folder. Give an absolute path, e.g. /srv/euchre/progress.sqlite"
    with use_language(lang):
        translated = _store_errors(tmp_path)
    for text, before in zip(translated, english, strict=True):
        words = re.sub(r"\S*/\S*", "", text)  # paths and URLs ("/srv/euchre/progress.sqlite") are not words
        assert text != before and not english_left(words), text
