"""Puzzles as values: the board, IDs, goals, the solver's winning cards and replies, themes, the
write-up, Glicko-2, the generator, history and streaks, and the `euchre-puzzles` command."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from euchre.engine.cards import Card, Suit, parse_cards
from euchre.engine.ranking import NoTrump
from euchre.engine.rules import Rules
from euchre.puzzles import (
    Board,
    MemoryHistory,
    Puzzle,
    PuzzleError,
    PuzzlePlay,
    PuzzleResult,
    Streak,
    best_streak,
    due_again,
    generate,
    learner_rating,
    make_puzzle,
    next_practice,
    normalise_id,
    problems,
    puzzle_id,
    shipped,
)
from euchre.puzzles.choose import NEAREST
from euchre.puzzles.cli import main
from euchre.puzzles.deals import rotate
from euchre.puzzles.history import COME_BACK_AFTER, summary
from euchre.puzzles.rating import Rating, after_puzzle, difficulty, expected_score, update
from euchre.puzzles.solving import model_line, values, winning_cards
from euchre.puzzles.tempt import natural_play
from euchre.puzzles.writeup import idea, writeup

STANDARD = Rules.preset("standard")


def draw_then_cash() -> Board:
    """Hearts trump, South made it and has three tricks; J♥ and A♠ left, West holds the last trump and
    no spade. Leading A♠ first gets it ruffed: draw the trump first."""
    return Board(
        rules=STANDARD, trump=Suit.HEARTS, leader=2, won=(3, 0), maker=2,
        hands=(parse_cards("TC 9D"), parse_cards("QC 9C"), parse_cards("JH AS"), parse_cards("9H QD")),
    )


@pytest.fixture(scope="module")
def classic() -> Puzzle:
    puzzle = make_puzzle(draw_then_cash())
    assert puzzle is not None
    return puzzle


# ---- the board ----------------------------------------------------------------------------------------
def test_board_plays_a_trick_and_counts_it() -> None:
    b = draw_then_cash()
    assert b.to_act == 2 and b.remaining == 2 and b.legal() == parse_cards("JH AS")
    for card in parse_cards("JH 9H 9D 9C"):
        b = b.play(card)
    assert b.won == (4, 0) and b.leader == 2 and b.tricks[-1].winner == 2 and b.trick == ()


def test_illegal_card_message_names_the_rule() -> None:
    b = Board(rules=STANDARD, trump=Suit.HEARTS, leader=1, trick=parse_cards("QC"), won=(0, 0), maker=2,
              hands=(parse_cards("TC 9D"), parse_cards("9C"), parse_cards("AC AS"), parse_cards("9H QD")))
    with pytest.raises(PuzzleError, match="must follow clubs"):
        b.play(Card.parse("AS"))


def test_rotation_puts_the_mover_south_and_keeps_the_value() -> None:
    b = draw_then_cash()
    for seat in range(4):
        turned = rotate(rotate(b, 2), seat)
        back = rotate(turned, turned.to_act)
        assert back == b
    east = rotate(b, 0)  # South's cards now sit North: the learner's side becomes East-West
    assert east.hands[0] == b.hands[2] and east.won == (3, 0) and east.maker == 0
    odd = rotate(b, 1)
    assert odd.won == (0, 3) and odd.maker == 3 and odd.hands[3] == b.hands[2]


def test_loner_board_skips_the_partner() -> None:
    b = Board(rules=STANDARD, trump=Suit.SPADES, leader=2, won=(1, 0), maker=2, alone=True,
              hands=((), parse_cards("KD 9D AC"), parse_cards("QH TS JH"), parse_cards("AS TD AH")))
    assert b.sitting_out == (0,)
    b = b.play(Card.parse("QH"))
    assert b.to_act == 3
    b = b.play(Card.parse("AH")).play(Card.parse("9D"))
    assert b.tricks[-1].seats == (2, 3, 1) and b.won == (1, 1)


# ---- solving, goals, lines ----------------------------------------------------------------------------
def test_the_classic_puzzle(classic: Puzzle) -> None:
    assert classic.goal.kind == "march" and classic.goal.total == 5
    assert classic.first_winning == (Card.parse("JH"),)
    assert classic.tempting == ((Card.parse("AS"), "cash"),)
    assert "drawing trump" in classic.themes and "going for the march" in classic.themes
    assert classic.goal_text() == "March: take all 2 remaining tricks (North–South together)."
    assert problems(classic, replies=True) == []
    assert idea(classic) == "Lead J♥ (the right bower) to draw the last trump, then cash A♠."
    assert "The trap: cashing a winner, A♠, fails. South A♠, West 9♥" in writeup(classic)


def test_values_are_north_south_tricks_whoever_moves() -> None:
    b = draw_then_cash()
    assert values(b) == {Card.parse("JH"): 2, Card.parse("AS"): 1}
    b = b.play(Card.parse("AS"))  # West to move: the values stay North–South's
    assert values(b) == {Card.parse("9H"): 1, Card.parse("QD"): 2}


def test_the_defence_punishes_and_model_line_is_reproducible(classic: Puzzle) -> None:
    assert tuple(model_line(classic.board, classic.goal.total)) == classic.line
    for puzzle in shipped().puzzles[::40]:
        assert tuple(model_line(puzzle.board, puzzle.goal.total)) == puzzle.line, puzzle.id


def test_natural_play_follows_the_simple_habits() -> None:
    b = draw_then_cash()
    assert natural_play(b) == Card.parse("JH")  # our trump: lead the highest trump
    b = b.play(Card.parse("AS"))
    assert natural_play(b) == Card.parse("9H")  # void in spades, an opponent winning: trump in cheaply


def test_no_puzzle_without_a_failing_card() -> None:
    easy = Board(rules=STANDARD, trump=Suit.HEARTS, leader=2, won=(3, 0), maker=2,
                 hands=(parse_cards("TC 9D"), parse_cards("QC 9C"), parse_cards("JH AH"), parse_cards("9S QD")))
    assert make_puzzle(easy) is None


def test_no_trump_board_has_no_bowers() -> None:
    rules = Rules.preset("bid-euchre-6")
    b = Board(rules=rules, trump=NoTrump.LOW, leader=2, won=(2, 2), maker=2, bid=3,
              hands=(parse_cards("JD KD"), parse_cards("TC JS"), parse_cards("KS 9H"), parse_cards("9C QC")))
    assert set(winning_cards(b, 3)) == {Card.parse("9H")}
    assert b.power(Card.parse("9H")) > b.power(Card.parse("KS"))


# ---- IDs ----------------------------------------------------------------------------------------------
def test_ids_are_fixed_text_hashes(classic: Puzzle) -> None:
    assert classic.id == "K32WA"
    assert puzzle_id(classic.board, "march", 2) == "K32WA"
    assert puzzle_id(classic.board, "make", 1) != "K32WA"


def test_ids_are_the_same_in_another_process() -> None:
    sample = shipped().puzzles[:25]
    code = (
        "import json,sys\nfrom euchre.puzzles import Puzzle, puzzle_id\n"
        "rows=[json.loads(l) for l in sys.stdin]\n"
        "print(' '.join(puzzle_id(p.board, p.goal.kind, p.goal.total - p.board.won[0])"
        " for p in map(Puzzle.from_dict, rows)))"
    )
    stdin = "".join(p.to_json() + "\n" for p in sample)
    for seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", code], input=stdin, capture_output=True, text=True, env=env,
                             check=True).stdout.split()
        assert out == [p.id for p in sample]


@pytest.mark.parametrize(("typed", "canonical"), [
    ("k32wa", "K32WA"), ("puzzle K32WA", "K32WA"), ("#K32-WA", "K32WA"), (" Puzzle k32wa ", "K32WA"),
    ("O1LI2", "01112"),
])
def test_typed_ids_are_normalised(typed: str, canonical: str) -> None:
    assert normalise_id(typed) == canonical


@pytest.mark.parametrize("bad", ["", "K32W", "K32WAX", "KU2WA", None, 12345])
def test_bad_ids_are_refused_with_the_form(bad: object) -> None:
    with pytest.raises(PuzzleError, match="like K7QX2"):
        normalise_id(bad)


def test_json_round_trip(classic: Puzzle) -> None:
    again = Puzzle.from_json(classic.to_json())
    assert again == classic and again.to_json() == classic.to_json()
    data = json.loads(classic.to_json())
    del data["goal"]
    with pytest.raises(PuzzleError, match="not a puzzle record"):
        Puzzle.from_dict(data)


# ---- ratings ------------------------------------------------------------------------------------------
def test_glicko2_matches_glickmans_worked_example() -> None:
    new = update(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert new.rd == pytest.approx(151.52, abs=0.01)
    assert new.volatility == pytest.approx(0.05999, abs=1e-5)


def test_rating_moves_with_results() -> None:
    start = Rating()
    up = after_puzzle(start, 1500, True)
    down = after_puzzle(start, 1500, False)
    assert up.rating > 1500 > down.rating and up.rd < start.rd
    assert after_puzzle(start, 2000, True).rating - 1500 > up.rating - 1500  # a hard solve counts more
    assert expected_score(Rating(1800, 60), 1500) > 0.8


def test_difficulty_grows_as_random_play_gets_less_likely() -> None:
    assert difficulty(0.5, False, False) < difficulty(0.125, False, False) < difficulty(0.125, True, True)
    assert 600 <= difficulty(1.0, False, False) and difficulty(1e-9, True, True) == 2400


# ---- generation ---------------------------------------------------------------------------------------
def test_generator_is_deterministic_and_every_puzzle_verifies() -> None:
    first = list(generate(12, seed=99))
    again = list(generate(12, seed=99))
    assert [p.to_json() for p in first] == [p.to_json() for p in again]
    assert [p.variant for p in first] == ["standard", "loner", "bid", "no-trump", "moon", "partners-best"] * 2
    for p in first:
        assert problems(p, replies=True) == [], p.id
        assert p.board.to_act == 2 and p.tempting


def test_generator_skips_known_ids() -> None:
    first = next(generate(1, variants=["standard"], seed=5))
    other = next(generate(1, variants=["standard"], seed=5, skip={first.id}))
    assert other.id != first.id


def test_generator_refuses_unknown_variants() -> None:
    with pytest.raises(ValueError, match="unknown variant"):
        next(generate(1, variants=["hearts"]))


# ---- playing one puzzle ---------------------------------------------------------------------------------
def test_wrong_card_is_played_out_then_retry_then_solve(classic: Puzzle) -> None:
    play = PuzzlePlay(classic)
    wrong = play.play("AS")
    assert not wrong.correct and wrong.decided and play.outcome is False and play.status == "failed"
    assert wrong.played[:2] == ((2, Card.parse("AS")), (3, Card.parse("9H")))
    assert "West takes it" in wrong.text and "North–South take only 1 trick of the 2" in wrong.text
    with pytest.raises(PuzzleError, match="Retry"):
        play.play("JH")
    play.retry()
    assert play.board == classic.board and play.played == []
    right = play.play("JH")
    assert right.correct and right.solved and not right.decided and play.outcome is False
    assert right.text.startswith("Solved on a later try") and "The trap" in right.text


def test_clean_solve_counts(classic: Puzzle) -> None:
    play = PuzzlePlay(classic)
    assert play.hint() == "Only one of your 2 playable cards reaches the goal."
    feedback = play.play(Card.parse("JH"))
    assert feedback.solved and feedback.decided and play.outcome is True and play.first_moves == [Card.parse("JH")]
    with pytest.raises(PuzzleError, match="solved"):
        play.play("AS")


def test_asking_for_the_solution_counts_as_a_miss(classic: Puzzle) -> None:
    play = PuzzlePlay(classic)
    assert play.solution().startswith("Lead J♥")
    assert play.outcome is False


def test_every_shipped_variant_can_be_solved_by_following_the_model() -> None:
    lib = shipped()
    for variant in ("standard", "loner", "bid", "no-trump"):
        puzzle = lib.select(variant=variant)[3]
        play = PuzzlePlay(puzzle)
        while play.status == "playing":
            play.play(play.model_card())
        assert play.status == "solved" and play.outcome is True


# ---- history, practice, streaks ---------------------------------------------------------------------------
def _result(pid: str, solved: bool, at: float, rating: int = 1500, **kw: object) -> PuzzleResult:
    return PuzzleResult(pid, solved, rating, at=at, **kw)  # type: ignore[arg-type]


def test_failed_puzzles_come_back_after_a_few_others() -> None:
    lib = shipped()
    pool = lib.puzzles[:60]
    results = [_result(pool[0].id, False, 1000.0)]
    assert due_again(results, now=1001.0) == []
    for i in range(1, COME_BACK_AFTER + 1):
        results.append(_result(pool[i].id, True, 1000.0 + i))
    assert due_again(results, now=1010.0) == [pool[0].id]
    choice = next_practice(pool, results, now=1010.0)
    assert choice.puzzle.id == pool[0].id and choice.mode == "again"
    results.append(_result(pool[0].id, True, 1020.0))
    assert due_again(results, now=1030.0) == []
    assert next_practice(pool, results, now=1030.0).puzzle.id not in {r.puzzle_id for r in results}
    assert due_again([_result("AAAAA", False, 0.0)], now=2 * 86400.0) == ["AAAAA"]  # a day later anyway


def test_practice_picks_near_the_rating_and_reproducibly() -> None:
    pool = shipped().puzzles
    a = next_practice(pool, [])
    assert a.puzzle == next_practice(pool, []).puzzle
    ranks = sorted(abs(p.rating - 1500) for p in pool)
    assert abs(a.puzzle.rating - 1500) <= ranks[NEAREST - 1]


def test_streak_gets_harder_until_a_miss() -> None:
    streak = Streak(shipped().puzzles, run="t")
    ratings = []
    for _ in range(6):
        ratings.append(streak.next().rating)
        streak.result(True)
    assert all(r >= 900 + 60 * i for i, r in enumerate(ratings)), ratings
    assert streak.target == 900 + 6 * 60 and len(streak.used) == 6
    streak.next()
    streak.result(False)
    with pytest.raises(PuzzleError, match="streak is over"):
        streak.next()
    results = [_result(f"P{i}", i != 3, float(i), mode="streak", run="r") for i in range(6)]
    assert best_streak(results) == 3


def test_learner_rating_and_summary() -> None:
    results = [_result("AAAAA", True, 1.0, 1600), _result("BBBBB", False, 2.0, 1200)]
    rating = learner_rating(results)
    assert rating == after_puzzle(after_puzzle(Rating(), 1600, True), 1200, False)
    assert summary(results).startswith(f"Rating {round(rating.rating)}?") and "2 puzzles, 1 solved" in summary(results)


def test_memory_and_store_histories_agree(tmp_path: object) -> None:
    from euchre.progress import open_store
    from euchre.progress.puzzle_history import StoreHistory

    results = [_result("K32WA", False, 10.0, 1240, mode="daily", moves=("AS",)),
               _result("K32WA", True, 20.0, 1240, mode="streak", run="r1", moves=("JH",), rules_name="standard")]
    with open_store(f"sqlite:///{tmp_path}/p.sqlite") as store:
        history = StoreHistory(store, "Ada")
        for r in results:
            history.record(r)
        assert history.results() == results
        assert StoreHistory(store, "Bob").results() == []
        saved = store.answers(learner="Ada")
        assert {a.kind for a in saved} == {"puzzle"} and all(a.concepts == () and a.set_code == "" for a in saved)
    memory = MemoryHistory()
    for r in results:
        memory.record(r)
    assert memory.results() == results


# ---- the command ------------------------------------------------------------------------------------------
def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_cli_generate_appends_new_verified_puzzles(tmp_path: object) -> None:
    path = f"{tmp_path}/more.jsonl"
    code, _, err = run("generate", "--count", "2", "--variant", "no-trump", "--seed", "3", "--out", path)
    assert code == 0 and "2 verified puzzles" in err and "a minute" in err
    code, _, _ = run("generate", "--count", "1", "--variant", "no-trump", "--seed", "3", "--out", path)
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    assert code == 0 and len(rows) == 3 and len({r["id"] for r in rows}) == 3
    assert all(r["trump"] in ("high", "low") and r["id"] not in shipped() for r in rows)
    code, out, _ = run("verify", path)
    assert code == 0 and "3 of 3 puzzles verified" in out
    code, out, _ = run("stats", path)
    assert code == 0 and "3 puzzles" in out and "no-trump play: 3" in out


def test_cli_show_and_daily() -> None:
    pid = shipped().puzzles[0].id
    code, out, _ = run("show", pid.lower(), "--solution")
    assert code == 0 and f"Puzzle {pid}" in out and "South (you)" in out and "Solution: " in out
    code, out, _ = run("daily", "--date", "2025-03-14")
    assert code == 0 and "Puzzle of the day for 2025-03-14" in out and shipped().of_the_day(
        __import__("datetime").date(2025, 3, 14)).id in out
    code, _, err = run("show", "ZZZZZ")
    assert code == 2 and "no puzzle ZZZZZ" in err


def test_cli_verify_reports_a_broken_puzzle(tmp_path: object, classic: Puzzle) -> None:
    data = json.loads(classic.to_json())
    data["steps"] = [[0, "JH AS"]]
    path = f"{tmp_path}/bad.jsonl"
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(json.dumps(data) + "\n")
    code, out, _ = run("verify", path)
    assert code == 1 and "K32WA: ply 0: the winning cards are ['J♥'], not ['A♠', 'J♥']" in out
