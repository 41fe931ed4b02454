"""Narrated games (euchre.tutor.narration and its widget): each rule the engine's game shows is explained
once, the score pad is the engine's score, and the three narrated pages show the games they promise."""

from __future__ import annotations

import json
from itertools import accumulate, takewhile
from pathlib import Path

import pytest

from euchre.engine.actions import OrderUp, Pass
from euchre.engine.game import Game
from euchre.engine.ranking import is_left_bower, is_right_bower
from euchre.engine.rules import Family
from euchre.engine.scoring import Contract, score_bid
from euchre.engine.tricks import follows, led_suit
from euchre.explain.plays import explain_score
from euchre.i18n.seats import seat_label
from euchre.tutor.narration import NarratedGame, bot_game, narrate_game, outcome_rule
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")

ROOT = Path(__file__).resolve().parent.parent
PAGES = {
    "game": ROOT / "exercises/16_a_narrated_game.ipynb",
    "bid": ROOT / "exercises/17_a_narrated_bid_euchre_hand.ipynb",
    "cutthroat": ROOT / "exercises/18_a_narrated_cutthroat_hand.ipynb",
}
GAMES = [("standard", 143, None), ("standard", 7, None), ("stick-the-dealer", 0, None), ("hoyle", 11, None),
         ("cutthroat", 5, None), ("two-handed", 2, None), ("bid-euchre-6", 148, 3), ("bid-euchre-moon", 4, 4)]


def _game(preset: str, seed: int, hands: int | None) -> tuple[Game, NarratedGame]:
    game = bot_game(preset, seed, hands=hands)
    return game, narrate_game(game)


def engine_events(game: Game) -> set[str]:
    """The rules a game shows, read from the engine's record of it (its calls, tricks and results)."""
    found = {outcome_rule(hand.result.outcome) for hand in game.hands}
    for hand in game.hands:
        contract = getattr(hand.result, "contract", None)
        if contract is Contract.MOON:
            found.add("moon")
        elif contract is Contract.PARTNERS_BEST:
            found.add("partners_best")
        elif hand.result.alone:
            found.add("alone")
        calls = list(hand.calls)
        for seat, action in calls:
            if isinstance(action, OrderUp):
                found.add("pick_up" if seat == hand.dealer else "order_up")
        passes = len(list(takewhile(lambda call: isinstance(call[1], Pass), calls)))
        n = game.rules.num_players
        if game.rules.family is Family.STANDARD and passes >= n:
            found.add("round_two")
        if game.rules.stick_the_dealer and passes == 2 * n - 1 and len(calls) > passes:
            found.add("stick_the_dealer")
        for trick in hand.tricks:
            led = led_suit(trick.cards[:1], hand.trump)
            for card in trick.cards:
                if is_left_bower(card, hand.trump):
                    found.add("left_bower")
                if is_right_bower(card, hand.trump):
                    found.add("right_bower")
            if led is not None and any(not follows(c, led, hand.trump) for c in trick.cards[1:]):
                found.add("void")
    if game.winner is not None:
        found.add("game_won")
    return found


@pytest.mark.parametrize(("preset", "seed", "hands"), GAMES)
def test_every_rule_the_game_shows_is_explained_once(preset: str, seed: int, hands: int | None) -> None:
    game, told = _game(preset, seed, hands)
    keys = [event.key for step in told.steps for event in step.new_rules]
    assert len(keys) == len(set(keys)), "a rule is explained twice"
    assert engine_events(game) <= set(keys)
    outcomes = {k for k in keys if k.startswith("outcome:")}
    assert outcomes == {k for k in engine_events(game) if k.startswith("outcome:")}


@pytest.mark.parametrize(("preset", "seed", "hands"), GAMES)
def test_nothing_is_said_twice(preset: str, seed: int, hands: int | None) -> None:
    _played, told = _game(preset, seed, hands)
    notes = [note for step in told.steps for note in step.notes()]
    assert notes and len(notes) == len(set(notes))
    for step in told.steps:
        said = step.said()
        assert said.startswith(step.action()) and step.action()
        assert not any(note in said for note in step.notes())
        if step.pad is not None:  # what the hand scored and why is said once: as the rule's note, or after the action
            assert (step.pad.words() in said) != (step.pad.words() in step.notes())


@pytest.mark.parametrize(("preset", "seed", "hands"), GAMES)
def test_the_score_pad_after_each_hand_is_the_engines_score(preset: str, seed: int, hands: int | None) -> None:
    game, told = _game(preset, seed, hands)
    assert len(told.pad) == len(game.hands)
    running = list(accumulate((h.result.points for h in game.hands),
                              lambda a, b: tuple(x + y for x, y in zip(a, b, strict=True))))
    assert [line.totals for line in told.pad] == [tuple(t) for t in running]
    assert told.scores == tuple(game.scores)
    assert told.winner == game.winner
    for line, hand in zip(told.pad, game.hands, strict=True):
        assert line.points == tuple(hand.result.points)
        assert line.words() == explain_score(hand.result, game.rules)
    ends = [step for step in told.steps if step.pad is not None]
    assert [step.hand for step in ends] == list(range(len(game.hands)))
    assert all(step.state.is_over for step in ends)


@pytest.mark.parametrize("seed", [148, 68, 1, 2])
def test_a_bid_euchre_hand_scores_as_the_bid_scoring_says(seed: int) -> None:
    game, told = _game("bid-euchre-6", seed, 1)
    result = game.hands[0].result
    assert game.rules.family is Family.BID and result.makers is not None
    expected = score_bid(game.rules, result.maker, result.bid, result.contract, result.tricks[result.makers])
    assert told.pad[0].points == expected.points
    assert told.pad[0].totals == expected.points


def _page_widgets(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Run a page's code as the notebook does and keep what it displays."""
    import IPython.display

    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **_kw: shown.extend(objs))
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    namespace: dict[str, object] = {}
    for cell in cells:
        if cell["cell_type"] == "code":
            exec("".join(cell["source"]), namespace)  # the project's own notebook
    return shown


def _narrated(path: Path, monkeypatch: pytest.MonkeyPatch):
    from euchre.widgets.narrated import NarratedGameWidget

    widgets = [w for w in _page_widgets(path, monkeypatch) if isinstance(w, NarratedGameWidget)]
    assert len(widgets) == 1
    return widgets[0]


def test_the_narrated_game_page_is_a_whole_game_with_a_euchre_a_march_and_a_loner(monkeypatch) -> None:
    widget = _narrated(PAGES["game"], monkeypatch)
    told = widget.game
    assert told.rules.name == "standard" and told.winner is not None
    assert max(told.scores) >= told.rules.winning_score
    outcomes = {line.result.outcome.value for line in told.pad}  # the engine's outcomes
    assert {"euchre", "march"} <= outcomes
    assert any(line.result.alone for line in told.pad)
    keys = {e.key for e in told.events}
    assert {"order_up", "pick_up", "discard", "round_two", "void", "left_bower", "alone", "game_won"} <= keys


def test_the_bid_euchre_page_narrates_an_auction_and_its_contract(monkeypatch) -> None:
    widget = _narrated(PAGES["bid"], monkeypatch)
    told = widget.game
    assert told.rules.family is Family.BID and len(told.hands) == 1
    keys = {e.key for e in told.events}
    assert "deal" in keys and "name_trump" in keys
    assert any(k.startswith("outcome:") for k in keys)


def test_the_cutthroat_page_names_three_players_not_compass_seats(monkeypatch) -> None:
    widget = _narrated(PAGES["cutthroat"], monkeypatch)
    assert widget.game.rules.num_players == 3
    players = [seat_label(s, 3) for s in range(3)]
    assert list(widget.names) == players == ["Player 1", "Player 2", "Player 3"]
    compass = ("North", "East", "South", "West")
    while True:
        shown = widget.narration.value + widget.trick_view.value + widget.hands_view.value + widget.pad_view.value
        assert not any(seat in shown for seat in compass), shown
        assert all(player in widget.hands_view.value for player in players)
        assert widget.trick_view.value.count('class="et-seat"') == 3
        if widget.step == widget.last_step:
            break
        widget.next()


def test_the_widget_steps_through_a_whole_game_and_back(monkeypatch) -> None:
    widget = _narrated(PAGES["game"], monkeypatch)
    told = widget.game
    seen_rules = []
    while widget.step < widget.last_step:
        widget.next()
        assert widget.narration.value and not widget.status.value
        seen_rules += [n for n in widget.current.notes()]
        for note in widget.current.notes():
            assert note.replace("'", "&#x27;") in widget.rules_view.value
    assert widget.next_button.disabled
    assert widget.shown_scores == told.scores
    assert f"→ {max(told.scores)}" in widget.pad_view.value
    assert len(seen_rules) == len(set(seen_rules))
    while widget.step > 0:
        widget.back()
    assert widget.shown_scores == (0, 0) and widget.back_button.disabled
    starts = []
    while not widget.next_hand_button.disabled:
        widget.next_hand()
        starts.append(widget.step)
    assert starts == told.hand_starts()[1:] + [widget.last_step]


@pytest.mark.parametrize("lang", ["tr", "fi", "az"])
def test_the_widget_says_everything_again_in_another_language(lang: str) -> None:
    from euchre.widgets._common import close_all
    from euchre.widgets.language import LanguagePicker
    from euchre.widgets.narrated import NarratedGameWidget
    from tests.widget_text import english_left, shown_text

    def switch(to: str) -> None:
        picker = LanguagePicker()
        picker.choose(to)
        picker.close()

    widget = NarratedGameWidget.from_bots("standard", 143)
    widget.go(widget.game.hand_starts()[1] - 1)  # the end of the first hand: rule notes and the score pad
    assert widget.current.notes() and widget.current.pad is not None
    assert english_left(shown_text(widget)), "the English widget shows no English: the check tests nothing"
    step, scores = widget.step, widget.shown_scores
    switch(lang)
    try:
        assert english_left(shown_text(widget)) == []
        assert (widget.step, widget.shown_scores) == (step, scores)
        widget.next()
        assert english_left(shown_text(widget)) == []
    finally:
        close_all(widget)
        switch("en")


def test_the_lead_against_a_loner_is_explained_when_it_first_comes_up() -> None:
    from euchre.explain.plays import who_leads_sentence

    _played, told = _game("hoyle", 4, None)
    firsts = [step for step in told.steps if step.state.phase.value == "trick play"
              and step.state.parent is not None and step.state.parent.phase.value != "trick play"]
    loner = next(s for s in firsts if s.state.alone or s.state.lone_defender is not None)
    assert loner.hand > firsts[0].hand, "the game's first hand has no loner: the check tests nothing"
    assert who_leads_sentence(loner.state) in loner.notes()
    assert who_leads_sentence(firsts[0].state) in firsts[0].notes()
    assert who_leads_sentence(loner.state) != who_leads_sentence(firsts[0].state)


def test_with_a_joker_the_bower_notes_put_the_joker_first() -> None:
    """Under a Joker ruleset the right bower is the highest trump only after the Joker: the narration's
    note says what the engine's explanation says, never "the highest trump"."""
    from euchre import Rules
    from euchre.tutor.narration import narrated_bot_game

    rules = Rules.preset("standard").replace(joker=True, name="standard with the Joker")
    notes = [n for seed in range(3) for st in narrated_bot_game(rules, seed, hands=2).steps for n in st.notes()]
    bowers = [n for n in notes if "right bower" in n]
    assert bowers and all("after the Joker" in n for n in bowers)
    assert not any("is the highest trump" in n or "second-highest trump" in n for n in notes)
