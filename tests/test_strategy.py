"""The strategy lessons: the example hands (exactly what the engine builds, replayable, annotated, the tip's
move confirmed by the solver), the measured claims, their widgets and the notebooks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from euchre.bots.claims import CLAIMS, measure
from euchre.bots.examples import (
    EXAMPLE_SEEDS,
    HERO,
    build_example,
    claim_holds,
    example_path,
    load_stops,
)
from euchre.bots.tips import LESSON_TIPS, TIPS
from euchre.engine import egn
from euchre.engine.rules import Rules
from euchre.widgets.strategy import ClaimRunner, StrategyExample
from tests.i18n_helpers import has_second_person

ROOT = Path(__file__).resolve().parent.parent
TIP_IDS = [t.id for t in LESSON_TIPS]


def test_seven_tips_each_with_an_example_a_claim_and_a_lesson() -> None:
    assert len(TIP_IDS) == 7 and set(TIP_IDS) == set(EXAMPLE_SEEDS) == set(CLAIMS)
    notebooks = sorted((ROOT / "strategy").glob("[0-9][0-9]_*.ipynb"))
    assert len(notebooks) == 7
    from euchre.widgets.landing import landing_html

    links = landing_html()  # the index page lists every page of the catalogue
    for notebook, tip_id in zip(notebooks, TIP_IDS, strict=True):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        assert f'StrategyExample("{tip_id}")' in code and f'ClaimRunner("{tip_id}")' in code
        assert all(not c.get("outputs") for c in cells if c["cell_type"] == "code")
        assert f"strategy/{notebook.name}" in links
    assert "exercises/09_play_a_hand.ipynb" in links and "exercises/11_order_up_or_pass.ipynb" in links


@pytest.mark.parametrize("tip_id", TIP_IDS)
def test_the_example_file_is_what_the_engine_builds(tip_id: str) -> None:
    example = build_example(tip_id)
    assert example is not None, "the deal no longer shows the tip"
    path = example_path(tip_id)
    assert path.read_text(encoding="utf-8") == example.text()
    game = egn.load(path)
    assert not egn.check(game)
    replayed = egn.replay(game).deals[0]
    assert replayed.state.history == example.final.history and replayed.state.is_over
    key = example.notes[example.key_step]
    assert ("Solved exactly" if tip_id != "call_two_high" else "played out by the bots") in key
    assert "It works" in key
    before = example.final.path()[example.key_step - 1]
    assert before.to_act == HERO
    assert load_stops()[tip_id] == example.stop()


def test_the_stops_file_is_what_the_engine_builds() -> None:
    from euchre.bots.examples import STOPS, stops_text

    built = [build_example(t) for t in TIP_IDS]
    assert all(built)
    assert STOPS.read_text(encoding="utf-8") == stops_text(built)  # type: ignore[arg-type]


@pytest.mark.parametrize("tip_id", TIP_IDS)
def test_every_claim_of_a_note_is_how_the_replayed_hand_ends(tip_id: str) -> None:
    """The claims sit beside the notes as data; the shipped record, replayed by the engine, ends as they say."""
    stop = load_stops()[tip_id]
    final = egn.replay(egn.load(example_path(tip_id))).deals[0].state
    kinds = {c["kind"] for c in stop["claims"]}
    assert stop["claims"] and kinds & {"side_tricks", "makes_it"}, "every example says how the hand ends"
    assert len(kinds) >= 2, "and what the tip did at its moment"
    for claim in stop["claims"]:
        assert claim_holds(claim, final), (tip_id, claim)
    path = final.path()
    assert path[stop["key_step"]].last_action.text == stop["move"]
    assert path[stop["key_step"] - 1].to_act == HERO


def test_a_claim_that_does_not_hold_is_caught() -> None:
    final = egn.replay(egn.load(example_path("lead_off_suit"))).deals[0].state
    side = load_stops()["lead_off_suit"]["claims"][0]["side"]
    took = final.tricks_by_side()[side]
    assert claim_holds({"kind": "side_tricks", "side": side, "tricks": took}, final)
    assert not claim_holds({"kind": "side_tricks", "side": side, "tricks": took + 1}, final)
    assert not claim_holds({"kind": "trick_side", "trick": 0, "side": 1 - side}, final) or \
        not claim_holds({"kind": "trick_side", "trick": 0, "side": side}, final)
    with pytest.raises(ValueError):
        claim_holds({"kind": "nonsense"}, final)


def _notes(tip_id: str) -> list[str]:
    data = json.loads(example_path(tip_id).read_text(encoding="utf-8"))
    notes = []
    for phase in data["deals"][0]["phases"]:
        for key in ("callAnnotations", "playAnnotations"):
            for texts in phase.get(key, {}).values():
                notes += texts
    return notes


@pytest.mark.parametrize("tip_id", TIP_IDS)
def test_notes_are_in_the_third_person(tip_id: str) -> None:
    notes = _notes(tip_id)
    assert notes
    for note in notes:
        assert not has_second_person(note), note
        assert ".." not in note.replace("...", ""), note


def test_third_person_covers_every_reason_the_bots_give() -> None:
    """Every reason the bots give, over many deals and every level, has a third-person sentence of its own
    (`person.about`), and in English it says exactly what the rewrite of the second-person one says."""
    from euchre.bots import HeuristicBot, Strength
    from euchre.bots.person import about, third_person
    from euchre.engine.hands import new_hand

    seen = 0
    for level in (Strength.BEGINNER, Strength.INTERMEDIATE, Strength.STRONG):
        bot = HeuristicBot(level, seed=1, endgame_cards=0)
        for seed in range(60):
            state = new_hand(Rules.preset("stick the dealer" if seed % 3 == 0 else "standard"), seed % 4, seed=seed)
            while not state.is_over:
                decision = bot.decide(state)
                with about("Eli"):
                    of_eli = bot.decide(state)
                assert of_eli.action == decision.action
                assert not has_second_person(of_eli.reason), (decision.reason, of_eli.reason)
                assert of_eli.reason == third_person(decision.reason, "Eli")
                seen += has_second_person(decision.reason)
                state = state.apply(decision.action)
    assert seen > 50, "the bots' reasons do speak to the player, so the third-person sentences are needed"
    said = third_person("you hold A♦, so your partner can help you", "Eli")
    assert said == "Eli holds A♦, so Eli's partner can help Eli"


def test_the_tip_card_beats_the_other_card_in_the_examples() -> None:
    from euchre.solver import best_moves

    for tip_id in TIP_IDS:
        example = build_example(tip_id)
        assert example is not None
        if tip_id == "call_two_high":
            continue
        before = example.final.path()[example.key_step - 1]
        played = example.final.path()[example.key_step].last_action.card
        values = dict(best_moves(before))
        assert values[played] == max(values.values()), tip_id
        assert any(v < values[played] for v in values.values()), tip_id


def test_the_example_widget_steps_shows_notes_and_hides_hands() -> None:
    widget = StrategyExample("no_trump_partners_ace")
    replay = widget.replay
    assert replay.step == 0 and replay.show_all.value
    widget.key_button.click()
    assert replay.pending == widget.key_step and replay.step == widget.key_step - 1, "it asks first"
    assert "Note:" not in replay.annotation.value and "Your turn as South (Sam)" in replay.stop_prompt.value
    assert "face-down card" in replay.hands_view.value, "while it asks, only Sam's cards are face up"
    replay.answer_stop(load_stops()["no_trump_partners_ace"]["move"])
    assert replay.step == widget.key_step and "Note:" in replay.annotation.value
    assert "ace" in replay.annotation.value and "face-down card" not in replay.hands_view.value
    replay.back_button.click()
    assert replay.step == widget.key_step - 1
    replay.next_button.click()
    assert replay.step == widget.key_step
    assert "face-down card" not in replay.hands_view.value
    replay.show_all.value = False
    assert "face-down card" in replay.hands_view.value


# ---- the claims ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("claim_id", list(CLAIMS))
def test_every_claim_runs_on_a_small_sample_and_reproduces(claim_id: str) -> None:
    steps: list[tuple[int, int]] = []
    result = measure(claim_id, hands=12, seed=4, progress=lambda d, t: steps.append((d, t)))
    assert result.n >= 12 and result.deals >= result.n // 2
    assert steps and steps[-1][0] >= 12
    assert result.sentence.startswith("In ") and "simulated" in result.sentence and "±" in result.sentence
    again = measure(claim_id, hands=12, seed=4)
    assert (again.mean_a, again.mean_b, again.stderr) == (result.mean_a, result.mean_b, result.stderr)


def test_the_strongest_claims_hold_on_a_modest_sample() -> None:
    # at full size every claim is well above its error; these two are large even on 200 positions
    result = measure("no_trump_partners_ace", hands=200, seed=1)
    assert result.diff > 2 * result.stderr, result.sentence
    # ordering against passing on the same hands: ordering with two high trumps is not worse
    calls = measure("call_two_high", hands=200, seed=1)
    assert calls.diff > -2 * calls.stderr and "on the same hands" in calls.sentence, calls.sentence


def test_a_page_shows_the_shipped_figure_at_once_and_can_measure_again(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.bots.claims import shipped

    monkeypatch.delenv("EUCHRE_TUTOR_SIM_HANDS", raising=False)
    for claim_id in CLAIMS:
        figure = shipped(claim_id)
        assert figure is not None and figure.measured and figure.n >= 800, claim_id  # far more than the 300 of old
    runner = ClaimRunner("throw_lowest")
    assert runner._thread is None and runner.result == shipped("throw_lowest")
    assert "Measured on" in runner.text.value and not runner.again.disabled
    assert runner.hands == CLAIMS["throw_lowest"].default_hands < runner.result.n, "measuring again takes less"
    runner.hands, runner.background = 10, False
    runner.again.click()
    assert runner.result is not None and runner.result.n == 10 and not runner.result.measured


def test_the_claim_widget_runs_with_a_progress_bar() -> None:
    runner = ClaimRunner("throw_lowest", hands=20, background=False)
    assert runner.result is not None and runner.progress.value == runner.progress.max == 20
    assert "simulated" in runner.text.value and not runner.again.disabled
    runner.again.click()
    assert runner.seed == 1 and runner.result is not None
    threaded = ClaimRunner("lead_off_suit", hands=15, background=True)
    assert threaded.wait(60) is not None and threaded.progress.value == 15


def test_tests_run_the_claims_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TUTOR_SIM_HANDS", "10")
    runner = ClaimRunner("throw_lowest")
    assert runner.hands == 10 and not runner.background and runner.result is not None


def test_unknown_names_are_refused() -> None:
    with pytest.raises(ValueError, match="the claims are"):
        measure("no_such_tip")
    with pytest.raises(ValueError):
        ClaimRunner("no_such_tip")
    assert {t.id for t in LESSON_TIPS} <= set(TIPS)


@pytest.mark.parametrize("tip_id", TIP_IDS)
def test_every_example_stops_at_its_key_moment_and_grades_with_the_reason(tip_id: str) -> None:
    stop = load_stops()[tip_id]
    widget = StrategyExample(tip_id)
    replay = widget.replay
    assert replay.stops == {stop["key_step"]: "recorded"}
    for _ in range(stop["key_step"]):
        replay.next()
    assert replay.pending == stop["key_step"], "Next ▶ stops before the key moment"
    before = replay.states[stop["key_step"] - 1]
    worse = [a for a in before.legal_actions()
             if a.text != stop["move"] and a.text not in stop["as_good"] and a.text != "call renege"]
    assert worse, "there is a wrong choice to make"
    feedback = replay.answer_stop(worse[0].text)
    assert not feedback.correct and "In this hand" in feedback.mistake
    assert stop["hint"].lower() in feedback.mistake.lower(), "the reason comes with the verdict"
    assert replay.step == stop["key_step"] and "It works" in replay.annotation.value, "then the note"
    again = StrategyExample(tip_id).replay
    again.ask_at(stop["key_step"])
    right = again.answer_stop(stop["move"])
    assert right.correct and stop["hint"].lower() in right.explanation.lower()
    for move in stop["as_good"]:
        other = StrategyExample(tip_id).replay
        other.ask_at(stop["key_step"])
        assert other.answer_stop(move).correct


@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_the_tips_question_names_the_seat_without_brackets_inside_brackets(lang: str) -> None:
    """The example asks in Sam's seat; the translations put the seat in brackets, and the seat is itself
    "South (Sam)": a Finnish learner read "Sinun vuorosi (Etelä (Sam)): ..."."""
    import re

    from euchre.i18n import use_language

    with use_language(lang):
        widget = StrategyExample("no_trump_partners_ace")
        widget.key_button.click()
        prompt = widget.replay.stop_prompt.value
    assert "Sam" in prompt and "Your turn" not in prompt, prompt
    assert not re.search(r"\([^()]*\(", prompt), prompt


@pytest.mark.parametrize("lang", ["en", "tr", "fi", "az"])
def test_the_tips_call_buttons_are_the_trainers_words_in_the_pages_language(lang: str) -> None:
    """The call-two-high example asks Sam, the dealer's partner, for a call. The buttons read the engine's
    English ("Pass", "Order up") on every page; they now read as the trainer's buttons for the same call, in
    the page's language, and a button that assists comes with what assisting is."""
    from euchre.engine.actions import OrderUp, Pass
    from euchre.explain.action_words import action_label, assist_meaning
    from euchre.i18n import use_language

    with use_language(lang):
        widget = StrategyExample("call_two_high")
        widget.key_button.click()
        replay = widget.replay
        before = replay.states[replay.pending - 1]
        shown = dict((value, label) for label, value in replay.stop_choices.options)
        assert shown["order up"] == action_label(before, OrderUp())
        assert shown["pass"] == action_label(before, Pass())
        assert assist_meaning() in replay.stop_prompt.value
        replay.answer_stop("pass")
        feedback = replay.stop_feedback.value
        assert action_label(before, OrderUp()) in feedback
    if lang != "en":
        assert not {"Pass", "Order up", "Order up alone"} & set(shown.values()), shown
        assert "Order up" not in feedback
    else:
        assert shown["order up"] == "Assist"
