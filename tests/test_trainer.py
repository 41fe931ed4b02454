"""The play-a-hand trainer (model and widget), the review's marks, the saved records, and the "Order up or
pass?" exercise widget: all without a browser."""

from __future__ import annotations

import base64
import html
import re
from typing import Any

import pytest

from euchre import Rules
from euchre.bots import Advisor
from euchre.bots.advisor import Advice, OptionValue
from euchre.bots.records import save_reviewed
from euchre.bots.review import MARKS, Graded, mark_for, review_hand
from euchre.bots.trainer import TrainingHand, learner_seat
from euchre.engine import egn, records
from euchre.engine.actions import Bid, Discard, Pass, Play
from euchre.engine.cards import Card
from euchre.engine.errors import IllegalActionError
from euchre.engine.phases import Phase
from euchre.explain.rule_summary import farmers_sentence, rules_summary
from euchre.widgets.calling import OrderUpExercise
from euchre.widgets.trainer import TrainerWidget

FAST = {"hint_samples": 30, "review_samples": 20, "time_limit": None}


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<style>.*?</style>|<[^>]+>", " ", html, flags=re.S)).strip()


def buttons(widget: Any) -> list[Any]:
    import ipywidgets as w

    found = [widget] if isinstance(widget, w.Button) else []
    for child in getattr(widget, "children", ()):
        found += buttons(child)
    return found


def move_on(widget: TrainerWidget) -> None:
    """Clear finished tricks from the table (each stays until the learner moves on)."""
    while widget.trick_on_table:
        assert widget.continue_button.layout.display == ""
        widget.continue_button.click()


def play_out(widget: TrainerWidget, prefer_calls: bool = True) -> int:
    """Click through the learner's turns until the hand is over: a call that is not a pass if there is
    one, else the first card the widget leaves enabled. Returns the number of clicks."""
    clicks = 0
    while not widget.state.is_over:
        move_on(widget)
        if widget.state.is_over:
            break
        calls = list(widget.calls.children)
        if calls:
            pick = next((b for b in calls if b.description != "Pass"), calls[0]) if prefer_calls else calls[0]
            pick.click()
        else:
            enabled = [c for c, b in zip(widget.hand.cards, widget.hand.buttons, strict=True) if not b.disabled]
            assert enabled, widget.info.value
            widget.play(enabled[0])
        clicks += 1
        assert "Sorry" not in widget.status.value, widget.status.value
        assert clicks < 40
    return clicks


# ---- the model ------------------------------------------------------------------------------------------
def test_a_whole_hand_with_a_hint_and_a_review() -> None:
    hand = TrainingHand(Rules.preset("standard"), bots="strong", seed=4, **FAST)
    assert hand.seat == 2 and hand.my_turn
    hint = hand.hint()
    assert hint.reason and hint.best in hand.legal()
    with pytest.raises(IllegalActionError, match="review comes"):
        hand.review()
    while not hand.state.is_over:
        hand.act(hand.hint().best if hand.state.phase is Phase.PLAY else hand.legal()[0])
    assert any(line.startswith(("You led ", "You played ")) for line in hand.log)
    bot_lines = [line for line in hand.lines if line.text.split()[0] in ("North", "East", "West") and line.private]
    assert bot_lines and all(line.private not in line.text for line in bot_lines)
    assert any(f"({line.private})" in full for line in bot_lines for full in hand.full_log())
    graded = hand.review()
    assert graded and all(isinstance(g, Graded) for g in graded)
    assert hand.review() is graded  # worked out once
    with pytest.raises(IllegalActionError):
        hand.act("pass")


def test_the_whole_log_says_each_bot_move_once_then_its_reason() -> None:
    """After the hand, a bot's line read "West led J♠. (led J♠: it is the only card West may play)": the move
    twice. The reason in brackets now gives only the why."""
    hand = TrainingHand(Rules.preset("standard"), bots="strong", seed=4, **FAST)
    while not hand.state.is_over:
        hand.act(hand.legal()[0])
    said_twice = [full for line, full in zip(hand.lines, hand.full_log(), strict=True)
                  if line.private and any(f"({verb} " in full for verb in ("led", "played", "passed", "ordered"))]
    assert [line for line in hand.lines if line.private], "the bots gave reasons"
    assert said_twice == []


def test_it_is_not_your_turn() -> None:
    hand = TrainingHand(seed=1, **FAST)
    hand.state = hand.state.apply(hand.legal()[0])  # pretend South acted without the bots moving on
    if hand.state.to_act != hand.seat:
        with pytest.raises(IllegalActionError, match="not your turn"):
            hand.act("pass")
        with pytest.raises(IllegalActionError, match="your turn"):
            hand.hint()


@pytest.mark.parametrize("preset", ["cutthroat", "two-handed", "bid-euchre-moon", "hoyle", "british"])
def test_every_ruleset_can_be_played_and_saved(preset: str) -> None:
    rules = Rules.preset(preset)
    hand = TrainingHand(rules, seed=2, **FAST)
    assert hand.seat == learner_seat(rules)
    while not hand.state.is_over:
        legal = hand.legal()
        plays = [a for a in legal if isinstance(a, Play) and a.card in hand.state.legal_plays()]
        hand.act(plays[0] if plays else next((a for a in legal if not isinstance(a, Pass)), legal[0]))
    record = hand.record()
    if record.format == "EGN":
        egn.replay(egn.loads(record.text))
    else:
        replayed_rules, states, _ = records.loads(record.text)
        assert replayed_rules == rules and states[0].history == hand.state.history


# ---- the review's marks ------------------------------------------------------------------------------------
def _advice(*means: float, spread: float = 0.0) -> Advice:
    from euchre.engine.actions import Bid

    options = []
    for i, mean in enumerate(means):
        values = tuple(mean + (spread if (k + i) % 2 else -spread) for k in range(40))
        options.append(OptionValue(Bid(i + 1), f"Bid {i + 1}", mean, 0.0, values))
    return Advice(0, tuple(options), 40, 0.0, "hidden", "")


def test_the_marks_follow_the_thresholds_in_the_table() -> None:
    advice = _advice(1.0, 0.85, -0.2, 0.4, 0.75)
    chosen = {o.mean: o.action for o in advice.options}
    assert [m.symbol for m in MARKS] == ["??", "?", "?!", "!?", "!!", "!"]
    assert mark_for(advice, chosen[-0.2]).symbol == "??"  # lost 1.2
    assert mark_for(advice, chosen[0.4]).symbol == "?"  # lost 0.6
    assert mark_for(advice, chosen[0.75]).symbol == "?!"  # lost 0.25
    assert mark_for(advice, chosen[0.85]).symbol == "!?"  # lost 0.15
    assert mark_for(_advice(1.0, 0.9), Bid(2)) is None  # lost 0.1: too small to feel, so nothing better is named
    assert mark_for(advice, chosen[1.0]) is None  # best, but only 0.15 ahead of the next
    assert mark_for(_advice(2.0, 0.5), _advice(2.0, 0.5).options[0].action).symbol == "!!"
    assert mark_for(_advice(1.0, 0.6), _advice(1.0, 0.6).options[0].action).symbol == "!"


def test_a_loss_within_noise_is_not_called_a_mistake() -> None:
    noisy = _advice(1.0, 0.4, spread=4.0)
    assert noisy.within_noise(noisy.options[1].action)
    mark = mark_for(noisy, noisy.options[1].action)
    assert mark is None or (mark.lost_at_least is not None and mark.lost_at_least < 0.2)


def test_review_comments_name_the_better_option() -> None:
    hand = TrainingHand(seed=9, **FAST)
    while not hand.state.is_over:
        legal = hand.legal()
        worst = legal[-1] if hand.state.phase is not Phase.PLAY else Play(hand.state.legal_plays()[-1])
        hand.act(worst)
    graded = review_hand(hand.state, hand.seat, Advisor(samples=20))
    for g in graded:
        assert g.comment.startswith(f"{g.mark.tag} " if g.mark else g.label[:1])
        if g.better is not None:
            assert f"{g.better.label} was better" in g.comment and f"lost {g.loss:.2f} points" in g.comment


def test_the_saved_egn_carries_the_marks_as_annotations() -> None:
    hand = TrainingHand(seed=5, **FAST)
    while not hand.state.is_over:
        legal = hand.legal()
        hand.act(Play(hand.state.legal_plays()[0]) if hand.state.phase is Phase.PLAY else legal[-1])
    graded = hand.review()
    record = save_reviewed(hand.state, graded, title="Test")
    assert record.format == "EGN" and record.filename.endswith(".egn")
    game = egn.loads(record.text)
    deal = game.deals[0]
    notes = [n for _, texts in deal.call_annotations + deal.play_annotations for n in texts]
    assert len(notes) == len(graded)
    assert sorted(notes) == sorted(g.comment for g in graded)
    replayed = egn.replay(game).deals[0]
    assert replayed.state.history == hand.state.history


def test_bid_euchre_reviews_go_in_the_extended_record() -> None:
    hand = TrainingHand(Rules.preset("bid-euchre-6"), seed=3, **FAST)
    while not hand.state.is_over:
        legal = hand.legal()
        if hand.state.phase is Phase.PLAY:
            hand.act(Play(hand.state.legal_plays()[0]))
        else:
            hand.act(legal[-1])
    record = hand.record()
    assert record.format == "extended" and "EGN records four-player standard" in record.note
    assert all(g.comment in record.text for g in hand.review())
    _, states, _ = records.loads(record.text)
    assert states[0].result.points == hand.state.result.points


# ---- the widget ----------------------------------------------------------------------------------------
def test_the_widget_plays_a_whole_hand_with_hint_review_and_download() -> None:
    widget = TrainerWidget("standard", bots="intermediate", seed=11, **FAST)
    assert "Your turn" in text(widget.info.value)
    widget.hint_button.click()
    hint = text(widget.hint_view.value)
    assert hint.startswith("Hint: ") and "to win the game from 0–0" in hint and "points in this hand" in hint
    assert "Chance to win the game" in widget.hint_view.value and "Points on average" in widget.hint_view.value
    play_out(widget)
    review = text(widget.review_view.value)
    assert "Review of your decisions" in review or "no real choices" in review
    link = re.search(r'download="([^"]+)" href="data:application/json;base64,([^"]+)"', widget.save_view.value)
    assert link is not None and link.group(1) == "reviewed-hand.egn"
    game = egn.loads(base64.b64decode(link.group(2)).decode("utf-8"))
    assert game.deals[0].player_cards is not None
    assert widget.next_button.layout.display == ""
    before = widget.state.dealer
    widget.next_button.click()
    assert widget.state.dealer == (before + 1) % 4 and not widget.state.is_over
    assert widget.review_view.value == ""


def test_illegal_cards_are_disabled_and_clicks_out_of_turn_explained() -> None:
    widget = TrainerWidget(seed=12, **FAST)
    while widget.state.phase is not Phase.PLAY or not widget.trainer.my_turn or widget.trick_on_table:
        move_on(widget)
        if widget.state.is_over:
            widget.next_button.click()
            continue
        calls = list(widget.calls.children)
        if calls:
            next((b for b in calls if b.description != "Pass"), calls[0]).click()
        else:
            enabled = [c for c, b in zip(widget.hand.cards, widget.hand.buttons, strict=True) if not b.disabled]
            widget.play(enabled[0])
    legal = set(widget.state.legal_plays())
    for card, button in zip(widget.hand.cards, widget.hand.buttons, strict=True):
        assert button.disabled == (card not in legal)
    widget.trainer.state = widget.trainer.state  # unchanged
    widget.hand.set_disabled(False)
    illegal = [c for c in widget.hand.cards if c not in legal]
    if illegal:
        widget.play(illegal[0])
        assert "may not" in text(widget.status.value) or "must follow" in text(widget.status.value)


def test_each_hand_the_trainer_draws_has_only_its_playable_cards_enabled_from_the_start() -> None:
    """A card drawn enabled and disabled a moment later could be clicked in between (a browser did)."""
    widget = TrainerWidget(seed=12, **FAST)
    row = next(c for c in widget.hand.children if "et-hand" in c._dom_classes)
    wrongly_enabled: list[Card] = []
    enabled_seen = 0

    def on_draw(change: Any) -> None:
        nonlocal enabled_seen
        state, ready = widget.state, widget.trainer.my_turn and not widget.trick_on_table
        playable = set(state.legal_plays()) if ready and state.phase is Phase.PLAY else set()
        if ready and state.phase is Phase.DISCARD:
            playable = set(widget.hand.cards)
        for card, button in zip(widget.hand.cards, change["new"], strict=True):
            if not button.disabled:
                enabled_seen += 1
                if card not in playable:
                    wrongly_enabled.append(card)

    row.observe(on_draw, "children")
    play_out(widget)
    assert enabled_seen and wrongly_enabled == []


def test_changing_the_rules_and_bots_starts_a_new_hand() -> None:
    widget = TrainerWidget(seed=13, **FAST)
    widget.rules_picker.value = "bid-euchre-moon"
    widget.bots_picker.value = "strong"
    widget.new_button.click()
    assert widget.trainer.rules.name == "bid-euchre-moon" and widget.trainer.strength.label == "strong"
    assert any(b.description.startswith(("Bid", "Pass")) for b in widget.calls.children)
    play_out(widget)
    assert "JSON" in text(widget.save_view.value) and 'download="reviewed-hand.json"' in widget.save_view.value


def test_the_dealers_discard_is_a_click() -> None:
    widget = TrainerWidget("standard", seed=21, dealer=2, **FAST)  # South deals
    while not (widget.state.phase is Phase.ROUND_ONE and widget.trainer.my_turn):
        widget.trainer.deal(2)  # until the three others pass round one
        widget.render()
    widget.act("order up")
    assert widget.state.phase is Phase.DISCARD and widget.trainer.my_turn
    assert "click the card to discard" in text(widget.info.value).lower()
    card = widget.hand.cards[0]
    widget.play(card)
    assert widget.state.discarded == card
    assert (2, Discard(card)) in widget.state.history


def test_every_button_can_be_clicked_without_a_traceback() -> None:
    widget = TrainerWidget(seed=14, **FAST)
    for button in buttons(widget):
        button.click()
        assert "Traceback" not in widget.status.value and "Sorry" not in widget.status.value


# ---- the "Order up or pass?" exercise -----------------------------------------------------------------------
def test_the_order_up_exercise_grades_with_the_numbers() -> None:
    exercise = OrderUpExercise(difficulty=1, count=3)
    quiz = exercise.quiz
    assert quiz is not None and quiz.question.kind == "order_up"
    assert "Order up or pass?" in text(quiz.header.value) and "et-card" in quiz.board.value
    quiz.select(quiz.question.choices[0])
    feedback = quiz.check()
    assert feedback.graded and "averages" in feedback.text
    assert text(quiz.feedback_html.value).startswith(("Correct", "Sound", "Not quite"))
    code = quiz.question.code
    exercise.level_picker.value = 3
    assert exercise.quiz.question.difficulty == 3
    assert exercise.load_code(code) and exercise.quiz.question.code == code
    assert not exercise.load_code("W2-0000")
    assert "not a code for this exercise" in text(exercise.status.value)


def test_renege_mode_from_the_table_rules_lets_you_renege_and_shows_in_the_rules() -> None:
    widget = TrainerWidget(seed=5, bots="strong", **FAST)
    assert not widget.house["renege_mode"].value
    widget.house["renege_mode"].value = True
    widget.new_button.click()
    assert widget.trainer.rules.renege_mode and widget.trainer.rules.name == "standard, renege mode"
    assert "Rules: Standard Euchre, renege mode" in text(widget.info.value)
    reneged = False
    for _ in range(30):
        move_on(widget)
        state = widget.state
        if state.is_over:
            if reneged:
                break
            widget.next_button.click()
            continue
        calls = [b for b in widget.calls.children if not b.description.startswith("Call a renege")]
        if calls:
            next((b for b in calls if b.description != "Pass"), calls[0]).click()
            continue
        hand = state.hand(widget.trainer.seat)
        legal = set(state.legal_plays())
        off = [c for c in hand if c not in legal]
        assert all(not b.disabled for b in widget.hand.buttons)  # nothing is refused in renege mode
        widget.play(off[0] if off and not reneged else hand[0] if not legal else next(iter(legal)))
        if off and not reneged:
            reneged = True
            assert any(r.seat == widget.trainer.seat for r in widget.state.reneges)
        assert "Sorry" not in widget.status.value
    assert reneged, "no chance to renege in 30 steps"
    assert widget.state.is_over


@pytest.mark.parametrize("lang", ["en", "tr", "fi", "az"])
def test_a_preset_with_table_rules_changed_reads_as_its_menu_name_and_the_rules_in_the_language(lang) -> None:
    """The rules line names the preset as the menu does and the table rules added or taken away in the
    learner's language; the stored name stays the English identifier."""
    from euchre.explain.ruleset_names import preset_name
    from euchre.i18n import pgettext, use_language
    from euchre.widgets.trainer import TABLE_RULES

    widget = TrainerWidget("hoyle", seed=6, **FAST)
    widget.house["renege_mode"].value = True
    widget.house["farmers"].value = not Rules.preset("hoyle").farmers
    widget.new_button.click()
    farmers = TABLE_RULES["farmers"][0 if widget.trainer.rules.farmers else 1]
    assert widget.trainer.rules.name == f"hoyle, renege mode, {farmers[1]}"
    widget.house["renege_mode"].value = False  # ticked after the deal: the hand's rules stay as dealt
    with use_language(lang):
        widget.relabel()
        shown = html.unescape(text(widget.info.value))
        expected = ", ".join([preset_name("hoyle"), pgettext(*TABLE_RULES["renege_mode"][0]), pgettext(*farmers)])
    assert f": {expected}" in shown
    assert "hoyle," not in shown and (lang == "en" or "renege mode" not in shown)
    widget.close()


def test_the_farmers_hand_rule_can_be_added_to_a_preset() -> None:
    widget = TrainerWidget("hoyle", seed=6, **FAST)
    widget.house["farmers"].value = True
    widget.new_button.click()
    rules = widget.trainer.rules
    assert rules.farmers and rules.name == "hoyle, farmer's hand"
    assert rules.loner_lead == Rules.preset("hoyle").loner_lead


def test_the_farmers_hand_box_reads_the_rules_picked() -> None:
    """The check box states the farmer's hand of the ruleset picked, in the summary's own sentence."""
    from euchre.engine.rules import FarmersHand

    custom = Rules(name="one ace at most", farmers_hand=FarmersHand.NO_FACE_ONE_ACE)
    widget = TrainerWidget(custom, seed=6, **FAST)
    box = widget.house["farmers"]
    assert box.description == farmers_sentence(custom)
    assert "at most one ace" in box.description and "at least one ace" not in box.description
    widget.rules_picker.value = "hoyle"
    assert box.description == farmers_sentence(Rules.preset("hoyle"))
    assert "at least one ace" in box.description
    box.value = True
    widget.new_button.click()
    assert box.description in rules_summary(widget.trainer.rules)


# ---- nothing hidden on screen during a hand ------------------------------------------------------------------
SYMBOL_CARD = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
CODE_CARD = re.compile(r'data-card="([^"]+)"')


def named_cards(html: str) -> set[Any]:
    """Every card an HTML fragment names, by its symbol form (J♠) or its code (data-card="JS")."""
    from euchre.engine.cards import Card

    found = {Card.parse(m.group(0)) for m in SYMBOL_CARD.finditer(html)}
    found |= {Card.parse(code) for code in CODE_CARD.findall(html)}
    if "Joker" in html:
        found.add(Card.parse("Joker"))
    return found


def visible_to(state: Any, seat: int) -> set[Any]:
    """The cards `seat` has seen by `state`: every card it held, the upcard and every card played."""
    seen: set[Any] = set()
    for node in state.path():
        seen |= set(node.hand(seat))
        if getattr(node, "upcard", None) is not None:
            seen.add(node.upcard)
        seen |= set(node.trick)
        for trick in node.tricks:
            seen |= set(trick.cards)
    return seen


def trainer_screen(widget: TrainerWidget) -> str:
    parts = [widget.info.value, widget.table.value, widget.upcard.value, widget.hint_view.value,
             widget.log_view.value, widget.status.value, widget.review_view.value]
    return " ".join(parts + [b.description for b in widget.calls.children])


@pytest.mark.parametrize(("preset", "bots", "seed"), [
    ("standard", "strong", 31), ("standard", "intermediate", 32), ("stick-the-dealer", "strong", 33),
    ("bid-euchre-6", "strong", 34), ("standard", "beginner", 35),
])
def test_nothing_shown_during_a_hand_names_a_card_the_learner_cannot_see(preset: str, bots: str, seed: int) -> None:
    widget = TrainerWidget(preset, bots=bots, seed=seed, dealer=None, **FAST)
    seat = widget.trainer.seat
    for _hand in range(3):
        steps = 0
        while not widget.state.is_over:
            hidden = named_cards(trainer_screen(widget)) - visible_to(widget.state, seat)
            assert not hidden, f"{hidden} on screen: {text(trainer_screen(widget))}"
            if widget.trick_on_table:
                widget.continue_button.click()
                continue
            if steps % 3 == 0 and widget.trainer.my_turn:
                widget.hint_button.click()
                hidden = named_cards(trainer_screen(widget)) - visible_to(widget.state, seat)
                assert not hidden, f"{hidden} in the hint: {text(widget.hint_view.value)}"
            calls = list(widget.calls.children)
            if calls:
                next((b for b in calls if b.description != "Pass"), calls[0]).click()
            else:
                enabled = [c for c, b in zip(widget.hand.cards, widget.hand.buttons, strict=True) if not b.disabled]
                widget.play(enabled[0])
            steps += 1
            assert steps < 60
        widget.next_button.click()


def test_the_bots_reasons_are_shown_after_the_hand_and_the_whole_log_reads_back() -> None:
    widget = TrainerWidget("standard", bots="strong", seed=41, **FAST)
    hand = widget.trainer
    with pytest.raises(IllegalActionError, match="when the hand is over"):
        hand.full_log()
    play_out(widget)
    full = hand.full_log()
    assert len(full) == len(hand.log) > 8
    import html

    shown = html.unescape(text(widget.log_view.value))
    assert any(line.private and f"({line.private})" in shown for line in hand.lines)
    assert "The whole log" in widget.log_view.value
    assert all(" ".join(line.split()) in shown for line in full[:3])


def test_a_finished_trick_stays_on_the_table_until_the_learner_moves_on() -> None:
    widget = TrainerWidget("standard", bots="strong", seed=42, **FAST)
    while not widget.trick_on_table:
        assert not widget.state.is_over
        calls = list(widget.calls.children)
        if calls:
            next((b for b in calls if b.description != "Pass"), calls[0]).click()
        else:
            enabled = [c for c, b in zip(widget.hand.cards, widget.hand.buttons, strict=True) if not b.disabled]
            widget.play(enabled[0])
    trick = widget.state.tricks[widget.seen_tricks]
    assert named_cards(widget.table.value) == set(trick.cards)
    assert all(b.disabled for b in widget.hand.buttons) and not widget.calls.children
    assert "click next trick" in text(widget.info.value).lower()
    widget.play(widget.hand.cards[0])
    assert "Next trick" in text(widget.status.value)
    widget.continue_button.click()
    assert widget.seen_tricks == 1 and widget.continue_button.layout.display == "none"
    assert named_cards(widget.table.value) == set(widget.state.trick)


def test_the_score_carries_across_hands_to_the_target() -> None:
    hand = TrainingHand(Rules.preset("standard"), bots="strong", seed=43, **FAST)
    total = [0, 0]
    for _ in range(30):
        while not hand.state.is_over:
            legal = hand.legal()
            plays = [a for a in legal if isinstance(a, Play) and a.card in hand.state.legal_plays()]
            hand.act(plays[0] if plays else legal[0])
        for side, points in enumerate(hand.state.result.points):
            total[side] += points
        assert hand.score == total
        assert f"Score: {hand.score_text()}" in " ".join(hand.log)
        if hand.game_over:
            assert max(hand.score) >= 10 and "Game over" in hand.log[-1]
            hand.deal()
            assert hand.score == [0, 0]
            break
        hand.deal()
    else:
        raise AssertionError("no game reached 10 points in 30 hands")


def test_the_review_gives_the_numbers_the_hint_gave() -> None:
    hand = TrainingHand(Rules.preset("standard"), bots="strong", seed=44, **FAST)
    hints = {}
    while not hand.state.is_over:
        if len(hand.state.legal_actions()) > 1:
            hint = hand.hint()
            hints[len(hand.state.history) + 1] = hint
            assert hand.hint() is hint
            hand.act(hint.best)
        else:
            hand.act(hand.legal()[0])
    graded = hand.review()
    for g in graded:
        if g.step in hints:
            assert g.advice.table() == hints[g.step].table()
            assert g.advice.reason == hints[g.step].reason
    assert any(g.step in hints for g in graded)
    # the game has a target, so both are in chances of winning the game, with the points beside
    assert all(h.unit == "win chance" and h.score == (0, 0) for h in hints.values())
    assert all(g.advice.unit == "win chance" for g in graded if g.valued)
    assert all(o.points is not None for h in hints.values() for o in h.options)
    for g in graded:
        if g.valued and g.better is not None:
            assert f"lost {g.loss:.1%} of the game ({g.points_loss:.2f} points in the hand)" in g.comment


def test_hints_are_valued_from_the_game_score() -> None:
    hand = TrainingHand(Rules.preset("standard"), bots="strong", seed=44, **FAST)
    assert hand.advice_score == (0, 0)
    hand.score = [6, 9]
    hand.deal()
    assert hand.score_before == (6, 9) and hand.advice_score == (6, 9)
    while not hand.my_turn or len(hand.legal()) < 2:
        hand.act(hand.legal()[0]) if hand.my_turn else hand.deal()
    hint = hand.hint()
    assert hint.unit == "win chance" and hint.score == (6, 9)
    assert "to win the game from 6–9" in hint.reason
    cutthroat = TrainingHand(Rules.preset("cutthroat"), seed=3, **FAST)
    assert cutthroat.advice_score is None


def test_lesson_8s_your_turn_never_names_a_card_south_cannot_see() -> None:
    from euchre.widgets import PlayHandWidget

    for seed in range(6):
        widget = PlayHandWidget(seed=seed, dealer=seed % 4)
        for _ in range(40):
            state = widget.state
            screen = " ".join([widget.info.value, widget.table.value, widget.upcard.value, widget.steps_view.value,
                               widget.status.value])
            hidden = named_cards(screen) - visible_to(state, 2)
            assert not hidden, f"{hidden}: {text(screen)}"
            if state.is_over:
                break
            calls = list(widget.calls.children)
            if calls:
                next((b for b in calls if b.description != "Pass"), calls[0]).click()
            else:
                card = next(c for c in state.hands[2] if state.phase is not Phase.PLAY or c in state.legal_plays())
                widget.play(card)


# ---- grading within noise ----------------------------------------------------------------------------------
def test_the_within_noise_rule() -> None:
    from euchre.bots.grading import CLOSE_POINTS, judge, within_noise

    noisy = _advice(1.0, 0.4, -0.8, spread=4.0)  # deal-by-deal differences swamp a 0.6 gap
    clear = _advice(1.0, 0.4, -0.8)  # the same gap on every deal
    second = noisy.options[1].action
    assert within_noise(noisy, second) and not within_noise(clear, clear.options[1].action)
    assert within_noise(clear, clear.options[0].action)  # the best is always right
    tiny = _advice(1.0, 1.0 - CLOSE_POINTS / 2)
    assert within_noise(tiny, tiny.options[1].action)  # too small to feel, however many deals
    verdict = judge(noisy, second)
    assert verdict.right and verdict.sound and not verdict.best and verdict.rank == 1 and verdict.of == 3
    assert "both sound" in verdict.line and "ranks joint 1st of 3" in verdict.line  # a tie shares the rank
    wrong = judge(clear, clear.options[2].action)
    assert not wrong.right and "ranks 3rd of 3" in wrong.line and "gives up 1.80 points" in wrong.line
    best = judge(clear, clear.options[0].action)
    assert best.best and best.right and "ranks 1st of 3" in best.line


def test_a_sound_second_choice_is_right_but_not_called_correct(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.engine.actions import parse_action
    from euchre.tutor import make_question
    from euchre.tutor import order_up as quiz

    question = make_question("order_up", difficulty=1, seed=3)
    labels = list(question.choices)
    options = []
    for i, label in enumerate(labels):
        mean = 0.5 - 0.05 * i if i < 2 else -2.0
        values = tuple(mean + (3.0 if (k + i) % 2 else -3.0) for k in range(40))
        options.append(OptionValue(parse_action(label.removeprefix("action:")), label, mean, 0.3, values))
    fake = Advice(0, tuple(options), 40, 0.0, "hidden", "", "40 test deals")
    monkeypatch.setattr(quiz, "advice", lambda q, samples=quiz.SAMPLES: fake)
    monkeypatch.setattr(quiz, "_by_id", lambda q, adv: {o.label: o for o in adv.options})
    monkeypatch.setattr(quiz, "_rule_of_thumb", lambda q, good, **_: "")
    best = quiz.grade(question, labels[0])
    assert best.correct and best.line.startswith("Correct!") and "ranks joint 1st" in best.text  # tied with the next
    if len(labels) > 1:
        second = quiz.grade(question, labels[1])
        assert second.correct and second.line.startswith("Sound!") and "too close to call" in second.line
        assert "ranks joint 1st" in second.text and not second.text.startswith("Correct")
    if len(labels) > 2:
        last = quiz.grade(question, labels[2])
        assert not last.correct and f"ranks 3rd of {len(labels)}" in last.text
