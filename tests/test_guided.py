"""Guided play: the replay stops at marked moments, asks, grades with the engine's reason, then shows
the step and its note."""

from __future__ import annotations

import pytest

from euchre import Rules, new_hand
from euchre.engine.actions import Play
from euchre.explain.refusals import why_illegal
from euchre.explain.render import esc
from euchre.tutor.guided import grade_stop, stop_choices, stops_for_seat
from euchre.widgets import ReplayWidget, example_path

HAND = example_path("lesson_hand.egn")


def _guided() -> ReplayWidget:
    return ReplayWidget.from_egn(HAND, guide_seat=2)


def test_next_stops_before_the_learners_decision_and_hides_the_note() -> None:
    replay = _guided()
    first = min(replay.stops)
    for _ in range(first - 1):
        replay.next()
    assert replay.step == first - 1
    replay.next()
    assert replay.pending == first and replay.step == first - 1, "the widget waits for the learner"
    assert replay.next_button.disabled and replay.stop_box.layout.display == ""
    assert "Note:" not in replay.annotation.value or replay.annotations.get(first - 1)
    feedback = replay.answer_stop(None)
    assert not feedback.graded and "Pick" in replay.stop_feedback.value and replay.pending == first
    recorded = replay.states[first].last_action
    assert recorded is not None
    feedback = replay.answer_stop(recorded.text)
    assert feedback.correct and replay.step == first and replay.pending is None
    note = esc(replay.annotations[first])
    shown = replay.annotation.value + replay.stop_feedback.value
    assert shown.count(note.split(". ")[0]) == 1, "the note comes after the answer, said once"


def test_an_illegal_card_is_refused_with_the_engines_reason() -> None:
    replay = _guided()
    states = replay.states
    for step, kind in replay.stops.items():
        before, recorded = states[step - 1], states[step].last_action
        assert recorded is not None
        if kind != "legal" or not isinstance(recorded, Play):
            continue
        illegal = [a for a in stop_choices(before, recorded) if a not in before.legal_actions()]
        for action in illegal:
            feedback = grade_stop(before, recorded, action.text, kind)
            assert feedback.graded and not feedback.correct
            assert feedback.mistake.rstrip(".").lower() in why_illegal(before, action).lower() + "."
        for action in before.legal_actions():
            assert grade_stop(before, recorded, action, kind).correct


def test_a_recorded_stop_wants_the_move_the_hand_shows() -> None:
    replay = _guided()
    step = next(s for s, k in replay.stops.items() if k == "recorded")
    before, recorded = replay.states[step - 1], replay.states[step].last_action
    assert recorded is not None
    other = next(a for a in before.legal_actions() if a != recorded)
    feedback = grade_stop(before, recorded, other, "recorded", replay.annotations.get(step, ""))
    assert not feedback.correct and "In this hand" in feedback.mistake
    assert grade_stop(before, recorded, recorded, "recorded").correct


@pytest.mark.parametrize("preset", ["standard", "bid-euchre-6", "cutthroat", "two-handed"])
def test_stops_work_in_every_family(preset: str) -> None:
    rules = Rules.preset(preset)
    state = new_hand(rules, 0, seed=5)
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1 if state.phase.value != "trick play" else 0])
    path = state.path()
    stops = stops_for_seat(path, 1)
    for step, kind in stops.items():
        before, recorded = path[step - 1], path[step].last_action
        assert grade_stop(before, recorded, recorded, kind).correct


def test_bad_stops_are_refused() -> None:
    state = new_hand(Rules.preset("standard"), 0, seed=1).apply("pass")
    with pytest.raises(ValueError, match="not an action"):
        ReplayWidget(state, stops={7: "legal"})
    with pytest.raises(ValueError, match="'legal' or 'recorded'"):
        ReplayWidget(state, stops={1: "best"})


def test_a_move_as_good_as_the_recorded_one_is_right_too() -> None:
    replay = _guided()
    step = next(s for s, k in replay.stops.items() if k == "recorded")
    before, recorded = replay.states[step - 1], replay.states[step].last_action
    assert recorded is not None
    other = next(a for a in before.legal_actions() if a != recorded)
    assert not grade_stop(before, recorded, other, "recorded").correct
    feedback = grade_stop(before, recorded, other, "recorded", "the reason", also=[other.text])
    assert feedback.correct and "as good as" in feedback.explanation and "the reason" in feedback.explanation.lower()


def test_while_a_stop_asks_only_the_asked_players_cards_are_face_up() -> None:
    replay = ReplayWidget.from_egn(HAND, guide_seat=2, show_all=True)
    assert "face-down card" not in replay.hands_view.value
    replay.ask_at(min(replay.stops))
    assert replay.pending == min(replay.stops) and "face-down card" in replay.hands_view.value
    replay.show_all.value = False
    replay.show_all.value = True
    assert "face-down card" in replay.hands_view.value, "ticking the box does not reveal them while it asks"
    replay.answer_stop(replay.states[min(replay.stops)].last_action.text)
    assert "face-down card" not in replay.hands_view.value


def _at_first_stop() -> ReplayWidget:
    replay = _guided()
    while replay.pending is None:
        replay.next_button.click()
    return replay


def test_a_stop_answered_is_settled_and_check_again_shows_no_error() -> None:
    """Lesson 8's step-through: after an answer the choice can no longer be changed nor checked, and
    pressing Check again shows the same feedback, not "Sorry, something went wrong"."""
    replay = _at_first_stop()
    wrong = next(value for _, value in replay.stop_choices.options
                 if value != replay.states[replay.pending].last_action.text)
    replay.stop_choices.value = wrong
    replay.stop_check.click()
    feedback = replay.stop_feedback.value
    assert replay.stop_choices.disabled and replay.stop_check.disabled
    assert replay.stop_buttons.layout.display == "none"
    replay.stop_check.click()
    assert "went wrong" not in replay.status.value and replay.status.value == ""
    assert replay.stop_feedback.value == feedback


def test_a_stops_feedback_keeps_the_players_name_capitalised_and_says_the_note_once() -> None:
    replay = _at_first_stop()
    step = replay.pending
    wrong = next(value for _, value in replay.stop_choices.options if value != replay.states[step].last_action.text)
    replay.stop_choices.value = wrong
    replay.stop_check.click()
    line = replay.stop_feedback.value.split('et-feedback-line">')[1].split("</span>")[0]
    first_sentence = replay.annotations[step].split(". ")[0]
    assert first_sentence.split()[0] in replay.player_names, "the example's note starts with a player's name"
    assert line == "Not quite: " + esc(first_sentence) + "."
    assert esc(first_sentence) not in replay.annotation.value, "the yellow note does not say it again"
