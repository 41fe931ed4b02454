"""The play-a-hand widgets at every table size they offer (issue 27): the learner's seat, the seats drawn on
the table, the trick counts and the log all name the players as the ruleset's table size does, and hand
after hand can be dealt and played through the widgets' own controls."""

from __future__ import annotations

import html
import re

import pytest

from euchre.engine.phases import Phase
from euchre.engine.rules import Family, Rules
from euchre.i18n.seats import seat_label
from euchre.widgets.play import PlayHandWidget
from euchre.widgets.trainer import TrainerWidget

HANDS = 5
FAST = {"hint_samples": 4, "review_samples": 4, "time_limit": None}
COMPASS = ("North", "East", "South", "West")
STANDARD_PRESETS = [n for n in Rules.preset_names() if Rules.preset(n).family is Family.STANDARD]


def text(markup: str) -> str:
    markup = re.sub(r"<style.*?</style>", " ", markup, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


def seats_drawn(table: str) -> list[str]:
    """The seat names written on the table (each spot's label, without its badges)."""
    labels = re.findall(r'<div class="et-seat"[^>]*><small>(.*?)</small>', table)
    return [text(re.sub(r'<span class="et-badge">.*?</span>', "", label)) for label in labels]


def tricks_shown(info: str) -> list[int]:
    """The trick counts in the line "Tricks: you 2, Player 1 1, Player 2 0" (the numbers after each name)."""
    found = re.search(r"Tricks: (.*)", text(info))
    assert found, text(info)
    return [int(n) for n in re.findall(r"\b(\d+)(?=,|\s*(?:·|[A-Z]|$))", found.group(1).split(" · ")[0])]


def check_names(shown: str, num_players: int) -> None:
    """Compass seats at four, players' numbers at two or three, never both on one screen."""
    if num_players == 4:
        assert "Player " not in shown, shown
    else:
        assert not any(re.search(rf"\b{word}\b", shown) for word in COMPASS), shown
        assert "you and" not in shown, shown  # no partners at a table of two or three


def check_table(table: str, num_players: int) -> None:
    assert seats_drawn(table) == [seat_label(s, num_players) for s in range(num_players)], seats_drawn(table)


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
def test_play_hand_widget_plays_hand_after_hand_at_its_table_size(preset: str) -> None:
    rules = Rules.preset(preset)
    n = rules.num_players
    widget = PlayHandWidget(seed=7, rules=rules)
    me = widget.me
    assert f"({seat_label(me, n)})" in widget.hand.label
    dealers = []
    for _hand in range(HANDS):
        dealers.append(widget.state.dealer)
        for _step in range(60):
            state = widget.state
            check_table(widget.table.value, n)
            screen = text(widget.info.value + widget.steps_view.value + widget.status.value) + widget.hand.label
            check_names(screen, n)
            counts = tricks_shown(widget.info.value)
            assert len(counts) == rules.num_sides and sum(counts) == len(state.tricks), text(widget.info.value)
            if state.is_over:
                break
            assert state.to_act == me
            if widget.calls.children:
                widget.calls.children[-1].click()  # the boldest call on offer, so hands get played out
            elif state.phase is Phase.PLAY:
                widget.play(state.legal_plays()[-1])
            else:
                widget.play(state.hands[me][0])
            assert "Sorry" not in widget.status.value, widget.status.value
        assert widget.state.is_over
        assert sum(tricks_shown(widget.info.value)) == len(widget.state.tricks)
        widget.new_button.click()
        assert "Sorry" not in widget.status.value, widget.status.value
    assert dealers == [(dealers[0] + i) % n for i in range(HANDS)]  # the deal passes round the table


@pytest.mark.parametrize("preset", list(Rules.preset_names()))
def test_trainer_plays_hand_after_hand_in_every_preset_it_offers(preset: str) -> None:
    widget = TrainerWidget(bots="beginner", seed=3, **FAST)  # type: ignore[arg-type]
    assert preset in [name for _label, name in widget.rules_picker.options]
    widget.rules_picker.value = preset
    widget.new_button.click()
    rules = widget.trainer.rules
    n, me = rules.num_players, widget.trainer.seat
    assert f"({seat_label(me, n)})" in widget.hand.label
    for _hand in range(HANDS):
        for _step in range(120):
            state = widget.state
            check_table(widget.table.value, n)
            check_names(text(widget.info.value + widget.log_view.value) + widget.hand.label, n)
            shown = len(state.tricks) if state.is_over or not widget.trick_on_table else widget.seen_tricks + 1
            counts = tricks_shown(widget.info.value)
            assert len(counts) == rules.num_sides and sum(counts) == shown, text(widget.info.value)
            if state.is_over:
                break
            if widget.trick_on_table:
                widget.continue_button.click()
                continue
            calls = list(widget.calls.children)
            if calls:
                calls[-1].click()
            else:
                enabled = [c for c, b in zip(widget.hand.cards, widget.hand.buttons, strict=True) if not b.disabled]
                widget.play(enabled[-1])
            assert "Sorry" not in widget.status.value, widget.status.value
        assert widget.state.is_over
        widget.next_button.click()
        assert "Sorry" not in widget.status.value, widget.status.value


@pytest.mark.parametrize("preset", ["standard", "cutthroat"])
def test_trainer_log_stops_at_the_trick_on_the_table(preset: str) -> None:
    """While a finished trick waits on the table, the log ends with who took it: the bots' plays made since
    (to reach the learner's turn) are told once the learner moves on and the table shows them."""
    widget = TrainerWidget(preset, bots="beginner", seed=8, **FAST)
    waited = 0
    for _hand in range(3):
        for _step in range(120):
            if widget.state.is_over:
                break
            if widget.trick_on_table:
                waited += 1
                last = text(widget.log_view.value).rsplit(".", 2)[-2]
                assert re.search(rf"takes? trick {widget.seen_tricks + 1} with", last), text(widget.log_view.value)
                widget.continue_button.click()
                continue
            calls = list(widget.calls.children)
            if calls:
                calls[-1].click()
            else:
                enabled = [c for c, b in zip(widget.hand.cards, widget.hand.buttons, strict=True) if not b.disabled]
                widget.play(enabled[0])
        widget.next_button.click()
    assert waited


def test_win_chance_reads_a_score_below_zero_as_zero() -> None:
    """Bid Euchre's sets take a score below zero; the trainer's hints and review value a choice from there
    (they raised IndexError in exercise 9, a hand or two into a Bid Euchre game)."""
    from euchre.bots.equity import win_chance

    for target in (None, 32):
        behind = win_chance(-40, 5, target)
        assert 0.0 <= behind <= win_chance(0, 5, target) < 1.0
