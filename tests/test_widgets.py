"""The lesson widgets without a browser: construct them, set values, press buttons, read the HTML."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import ipywidgets as w
import pytest
import traitlets

from euchre import Card, Rules, Suit, new_hand
from euchre.engine import egn
from euchre.engine.actions import Play
from euchre.engine.scoring import score_standard
from euchre.engine.state import Phase
from euchre.explain.render import card_label
from euchre.explain.rule_summary import rules_summary
from euchre.widgets import (
    BiddingExplorer,
    CardRow,
    CardView,
    DealView,
    DeckView,
    HandPicker,
    LegalPlayExplorer,
    PlayHandWidget,
    ReplayWidget,
    RulesetPicker,
    RulesView,
    ScorePad,
    ScoringTable,
    TrickExample,
    TrickView,
    TrumpIndicator,
    UpcardView,
    bot,
    example_path,
)
from euchre.widgets.play import SOUTH
from euchre.widgets.rulesets import playable_presets, scoring_rows

EVIL = "<img src=x onerror=alert(1)>"
EVIL_ESCAPED = "&lt;img src=x onerror=alert(1)&gt;"
HANDS = ["9C TC QC KC AC", "9D TD QD KD AD", "9S TS QS KS AS", "JC JS JD JH 9H"]


def text(html: str) -> str:
    """The visible words of some widget HTML (styles and tags removed, whitespace squeezed)."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def assert_escaped(html: str) -> None:
    assert EVIL not in html
    assert EVIL_ESCAPED in html


def played_state(seed: int = 17):
    """A finished hand, played by the bot."""
    state = new_hand(Rules.preset("standard"), 3, seed=seed)
    while not state.is_over:
        state = state.apply(bot.choose_action(state))
    return state


# ---- single cards, hands, upcard, trump ----------------------------------------------------
def test_card_view_has_a_picture_and_an_accessible_label() -> None:
    view = CardView("JD", "H")
    assert 'aria-label="jack of diamonds, the left bower (trump)"' in view.value
    assert "J♦" in view.value and "et-red" in view.value
    assert view.label == "jack of diamonds, the left bower (trump)"
    view.card = "9S"
    assert 'aria-label="nine of spades"' in view.value and "et-black" in view.value


def test_card_row_shows_cards_with_labels_and_an_escaped_caption() -> None:
    row = CardRow("JH JD AH", "H", caption=EVIL)
    assert row.value.count('role="img"') == 3
    assert 'aria-label="jack of diamonds, the left bower (trump)"' in row.value
    assert_escaped(row.value)


def test_hand_picker_buttons_show_cards_with_accessible_tooltips() -> None:
    picker = HandPicker("JD AH 9S", Suit.HEARTS)
    assert [b.description for b in picker.buttons] == ["J♦", "A♥", "9♠"]
    assert [b.tooltip for b in picker.buttons] == [card_label(c, Suit.HEARTS) for c in picker.cards]
    assert picker.buttons[0].style.text_color != picker.buttons[2].style.text_color
    assert all("et-cardbtn" in b._dom_classes for b in picker.buttons)  # the buttons are the cards
    assert "et-tag-lb" in picker.buttons[0]._dom_classes and "et-tag-lb" not in picker.buttons[1]._dom_classes
    pictures = [c.value for c in picker.children if isinstance(c, w.HTML)]
    assert not any('role="img"' in html for html in pictures)  # each card is drawn once, as its button


def test_hand_picker_value_follows_clicks_and_selection() -> None:
    picker = HandPicker("JD AH 9S")
    picked: list[Card] = []
    picker.on_pick(picked.append)
    picker.buttons[2].value = True
    picker.click("JD")
    assert picker.value == (Card.parse("JD"), Card.parse("9S"))
    assert picked == [Card.parse("9S"), Card.parse("JD")]
    picker.click("JD")
    assert picker.value == (Card.parse("9S"),)
    picker.select(["AH"])
    assert [b.value for b in picker.buttons] == [False, True, False]
    with pytest.raises(traitlets.TraitError, match="not in this hand"):
        picker.select(["KC"])


def test_single_choice_hand_picker_keeps_one_card() -> None:
    picker = HandPicker("JD AH 9S", multiple=False)
    picker.click("JD")
    picker.click("9S")
    assert picker.value == (Card.parse("9S"),)
    assert [b.value for b in picker.buttons] == [False, False, True]


def test_hand_picker_can_disable_cards() -> None:
    picker = HandPicker("JD AH 9S")
    picker.set_disabled([Card.parse("AH")])
    assert [b.disabled for b in picker.buttons] == [False, True, False]
    picker.set_disabled(True)
    assert all(b.disabled for b in picker.buttons)


def drawn_states(picker: HandPicker) -> list[list[bool]]:
    """The cards' disabled flags each time the picker puts a hand on screen (what the page receives)."""
    row = next(c for c in picker.children if "et-hand" in c._dom_classes)
    seen: list[list[bool]] = []
    row.observe(lambda change: seen.append([b.disabled for b in change["new"]]), "children")
    return seen


def test_a_new_hand_is_drawn_with_its_cards_already_enabled_or_disabled() -> None:
    picker = HandPicker("JD AH 9S")
    seen = drawn_states(picker)
    picker.set_cards("JD 9S", disabled=[Card.parse("9S")])
    assert seen == [[False, True]]
    picker.set_cards("KC QC", disabled=True)
    assert seen[-1] == [True, True]


def test_the_same_hand_keeps_its_buttons_and_clears_the_selection() -> None:
    picker = HandPicker("JD AH 9S", Suit.HEARTS)
    buttons = picker.buttons
    picker.select(["AH"])
    seen = drawn_states(picker)
    picker.set_cards("JD AH 9S", Suit.HEARTS, disabled=[Card.parse("9S")])
    assert picker.buttons == buttons and seen == []
    assert picker.value == () and not any(b.value for b in buttons)
    assert [b.disabled for b in buttons] == [False, False, True]
    picker.set_cards("JD AH 9S", Suit.SPADES)
    assert picker.buttons != buttons and seen == [[False, False, False]]


def test_upcard_view_shows_the_upcard_and_a_face_down_kitty() -> None:
    view = UpcardView("KD", 3)
    assert 'aria-label="king of diamonds"' in view.value
    assert view.value.count("face-down card") == 3
    assert "turned face up" in text(view.value)
    down = UpcardView("KD", 3, status="down")
    assert down.value.count("face-down card") == 4 and "turned face down" in text(down.value)
    with pytest.raises(ValueError, match="status"):
        UpcardView("KD", status="sideways")


def test_upcard_status_follows_the_hand() -> None:
    state = new_hand(Rules.preset("standard"), 0, hands=HANDS, upcard="TH")
    assert UpcardView.from_state(state).status == "up"
    assert UpcardView.from_state(state.apply("order up")).status == "taken"
    for _ in range(4):
        state = state.apply("pass")
    assert UpcardView.from_state(state).status == "down"


def test_trump_indicator_marks_the_left_bower_as_trump() -> None:
    view = TrumpIndicator(Suit.HEARTS)
    assert [c.code for c in view.order] == ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]
    html = view.view.value
    assert 'aria-label="jack of diamonds, the left bower (trump)"' in html
    assert "left bower" in html and "right bower" in html
    assert "J♦ is the left bower: with hearts trump it counts as a heart, not a diamond." in text(html)
    assert "diamonds (no J: J♦ is a trump now)" in text(html)


def test_trump_indicator_can_switch_suits() -> None:
    view = TrumpIndicator(Suit.HEARTS, choose=True)
    view.picker.value = Suit.CLUBS
    assert view.trump is Suit.CLUBS
    assert [c.code for c in view.order][:2] == ["JC", "JS"]
    assert "J♠ is the left bower" in text(view.view.value)


def test_deck_view_lists_the_ruleset_deck() -> None:
    assert "24 cards" in text(DeckView().value)
    assert DeckView().value.count('role="img"') == 24
    assert DeckView(Rules.preset("british")).value.count('role="img"') == 25


# ---- tricks and tables --------------------------------------------------------------------
def test_trick_view_marks_dealer_leader_sitting_out_and_winner() -> None:
    view = TrickView({1: "AH", 3: "9H"}, Suit.HEARTS, dealer=0, leader=1, sitting_out=[2], winner=1)
    words = text(view.value)
    assert "dealer" in words and "leads" in words and "sitting out" in words
    assert "et-win" in view.value and 'aria-label="ace of hearts (trump)"' in view.value
    assert "Trump: ♥ hearts" in words


def test_trick_view_from_state_shows_the_trick_just_completed() -> None:
    state = played_state()
    before_last = state.parent
    assert before_last is not None
    view = TrickView.from_state(state)
    assert view.winner == state.tricks[-1].winner
    assert len(view.played) == 4
    mid = next(s for s in state.path() if len(s.trick) == 2)
    view.show_state(mid)
    assert len(view.played) == 2 and view.winner is None


def test_trick_example_explains_the_winner() -> None:
    example = TrickExample("JD AH 9D KH", "H", leader=0)
    assert example.winner == Card.parse("JD")
    assert "J♦ is the left bower" in text(example.explanation.value)
    with pytest.raises(ValueError):
        TrickExample("JD", "H")


def test_names_are_escaped_everywhere() -> None:
    assert_escaped(TrickView(names=[EVIL, "b", "c", "d"]).value)
    pad = ScorePad(names=(EVIL, "them"))
    pad.add((10, 0))
    assert_escaped(pad.value)
    picker = HandPicker("9H", label=EVIL)
    assert_escaped(picker._label.value)
    replay = ReplayWidget(played_state(), names=[EVIL] * 4, title=EVIL, annotations={0: EVIL}, show_all=True)
    for html in (replay.header.value, replay.annotation.value, replay.hands_view.value, replay.trick_view.value):
        assert_escaped(html)


# ---- score pad and rules ------------------------------------------------------------------------
def test_score_pad_totals_and_winner() -> None:
    pad = ScorePad(target=10)
    pad.add((1, 0))
    pad.add((4, 2))
    assert pad.totals == (5, 2) and pad.winner is None
    pad.add((5, 0))
    assert pad.winner == "North–South"
    assert "North–South win the game" in text(pad.value)
    with pytest.raises(ValueError):
        pad.add((1,))


def test_score_pad_from_an_egn_record() -> None:
    pad = ScorePad.from_egn(example_path("lesson_examples.egn"))
    assert pad.rows == [(1, 0), (1, 0), (0, 0), (0, 2), (4, 0)]
    assert pad.totals == (6, 2)


def test_ruleset_picker_offers_playable_presets_and_emits_rules() -> None:
    picker = RulesetPicker()
    offered = [name for _label, name in picker.dropdown.options]
    assert "standard" in offered and "hoyle" in offered
    assert not any(name.startswith(("bid", "double")) for name in offered)
    assert set(offered) == set(playable_presets())
    seen: list[Rules] = []
    picker.on_change(seen.append)
    picker.dropdown.value = "stick-the-dealer"
    assert picker.value == Rules.preset("stick-the-dealer") and seen == [picker.value]
    for line in rules_summary(Rules.preset("stick-the-dealer")):
        assert line in text(picker.summary.value)


def test_rules_view_states_the_engine_summary() -> None:
    words = text(RulesView("hoyle").value)
    for line in rules_summary(Rules.preset("hoyle")):
        assert line in words


@pytest.mark.parametrize("preset", ["standard", "hoyle", "cutthroat"])
def test_scoring_table_is_the_engine_scoring(preset: str) -> None:
    rules = Rules.preset(preset)
    rows = dict(scoring_rows(rules))
    march = score_standard(rules, 0, False, None, rules.tricks_per_hand)
    assert f"+{max(march.points)} ({march.outcome.value})" in rows[str(rules.tricks_per_hand)][0]
    euchre = score_standard(rules, 0, False, None, 0)
    first = next(label for label in rows if label.startswith("0"))
    assert f"+{max(euchre.points)} ({euchre.outcome.value})" in rows[first][0]
    assert scoring_rows(rules)[-1][0] == str(rules.tricks_per_hand)


def test_scoring_table_follows_the_picker() -> None:
    table = ScoringTable("standard", choose=True)
    assert "Maker goes alone" in table.table.value and "defends alone" not in table.table.value
    table.picker.dropdown.value = "hoyle"
    assert table.rules == Rules.preset("hoyle")
    assert "A defender defends alone" in text(table.table.value)
    assert "lone defender march" in text(table.table.value)


# ---- explorers ----------------------------------------------------------------------------------
def test_legal_play_explorer_marks_each_card_with_a_reason() -> None:
    explorer = LegalPlayExplorer(trump=Suit.HEARTS, led="JD", hand="9D AD JH QS KC")
    assert explorer.playable == (Card.parse("JH"),)
    words = text(explorer.view.value)
    assert words.count("✘ may not be played") == 4 and words.count("✔ may be played") == 1
    assert "J♦ is the left bower" in words
    explorer.led_picker.value = Card.parse("AD")
    assert set(explorer.playable) == {Card.parse("9D"), Card.parse("AD")}
    explorer.led_picker.index = 0  # nothing led: the picker still shows its choice
    assert explorer.led is None and explorer.playable == explorer.hand
    explorer.relabel()
    assert explorer.led_picker.index == 0 and LegalPlayExplorer(led=None).led_picker.index == 0


def test_legal_play_explorer_says_what_the_led_left_bower_is_once_and_ends_each_reason_once() -> None:
    """The review of issue 27: with J♦ led under hearts, each refused card read "... The card led was J♦.
    J♦ is the left bower: ... not a diamond.." — the note under "Led:" four more times, and two stops."""
    explorer = LegalPlayExplorer(trump=Suit.HEARTS, led="JD", hand="9D AD JH QS KC")
    words = text(explorer.view.value)
    assert ".." not in words, words
    assert words.count("J♦ is the left bower") <= 2, words  # the "Led:" line and the summary under it
    assert words.count("You must follow hearts, and you have J♥.") == 4, words
    explorer.hand_box.value = "9D AD 10H QS KC"
    words = text(explorer.view.value)
    assert ".." not in words and words.count("may not be played") == 4, words


def test_legal_play_explorer_explains_bad_input_without_raising() -> None:
    explorer = LegalPlayExplorer()
    explorer.hand_box.value = "JH ZZ"
    assert "is not a card" in explorer.status.value and explorer.view.value == ""
    explorer.hand_box.value = "JD 9S"
    assert "cannot also be in your hand" in explorer.status.value
    explorer.hand_box.value = f"{EVIL}"
    assert EVIL not in explorer.status.value
    explorer.deal_button.click()
    assert len(explorer.hand) == 5 and explorer.status.value == ""


def test_bidding_explorer_asks_the_engine() -> None:
    explorer = BiddingExplorer("stick-the-dealer")
    assert explorer.try_action("pass") == ("Not allowed: with stick the dealer, the dealer may not pass in round two "
                                           "and must name a suit.")
    turned = explorer.state.upcard_suit
    assert turned is not None
    assert "turned down" in explorer.try_action(f"call {turned.letter}")
    other = next(s for s in Suit if s != turned)
    assert explorer.try_action(f"call {other.letter}").startswith("Allowed")
    explorer.picker.dropdown.value = "standard"
    explorer.buttons.children[0].click()
    assert "thrown in" in explorer.result.value


# ---- deal, replay and play ------------------------------------------------------------------------
def test_deal_view_steps_through_the_packets() -> None:
    view = DealView(seed=4)
    state = view.state
    assert "3-2 then 2-3" in text(view.view.value)
    view.next_button.click()
    seat, cards = state.deal_packets[0]
    assert f"gives {['North', 'East', 'South', 'West'][seat]} {len(cards)} cards" in text(view.view.value)
    view.all_button.click()
    assert view.step == view.last_step and view.next_button.disabled
    assert f"the upcard, {state.upcard}" in text(view.view.value)
    view.back_button.click()
    assert view.step == view.last_step - 1
    view.again_button.click()
    assert view.state.dealer == (state.dealer + 1) % 4 and view.step == 0


def test_deal_view_of_bid_euchre_ends_without_a_kitty() -> None:
    """Bid Euchre deals every card: the last step says so instead of reading an upcard it has not got."""
    view = DealView(seed=4, rules=Rules.preset("bid-euchre-6"))
    view.all_button.click()
    shown = text(view.view.value)
    assert view.step == view.last_step and "Every card is dealt: there is no kitty and no upcard." in shown
    assert all(len(view.state.hand(seat)) == 6 and str(view.state.hand(seat)[0]) in shown for seat in range(4))


def test_replay_widget_steps_with_its_buttons() -> None:
    state = played_state()
    replay = ReplayWidget(state)
    assert replay.step == 0 and replay.back_button.disabled and replay.start_button.disabled
    assert "West dealt" in text(replay.explanation.value)
    replay.next_button.click()
    assert replay.step == 1 and "North passes" in text(replay.explanation.value)
    replay.end_button.click()
    assert replay.state is state and replay.next_button.disabled
    assert "3 or 4 tricks is enough to make it" in text(replay.explanation.value)
    replay.back_button.click()
    assert replay.step == replay.last_step - 1
    replay.start_button.click()
    assert replay.step == 0


def test_replay_widget_hides_other_hands_until_asked() -> None:
    state = played_state()
    replay = ReplayWidget(state)
    north = state.initial.hands[0][0]
    assert card_label(north) not in replay.hands_view.value
    replay.show_all.value = True
    assert card_label(north) in replay.hands_view.value


def test_replay_from_egn_attaches_annotations_to_steps() -> None:
    replay = ReplayWidget.from_egn(example_path("lesson_hand.egn"))
    assert replay.title == "A complete hand"
    assert set(replay.annotations) == {1, 3, 6, 10, 15, 24}  # EGN call 0 and 2, plays 1, 5, 10 and 19
    replay.go(6)
    assert "The J♥ is the left bower" in text(replay.annotation.value)
    assert "East has no spades" in text(replay.explanation.value)
    assert "Sam" in text(replay.hands_view.value)


@pytest.mark.parametrize("name", ["lesson_hand.egn", "lesson_examples.egn"])
def test_shipped_examples_are_valid_egn(name: str) -> None:
    game = egn.load(example_path(name), verify=True)  # the schema check the lessons skip for speed
    assert egn.check(game) == []
    assert all(deal.player_cards for deal in game.deals)


def test_replay_from_egn_escapes_the_file_text(tmp_path: Path) -> None:
    data = json.loads(example_path("lesson_hand.egn").read_text(encoding="utf-8"))
    data["metadata"]["title"] = EVIL
    data["metadata"]["players"] = [EVIL, "b", "c", "d"]
    data["deals"][0]["phases"][1]["playAnnotations"] = {"0": [EVIL]}
    path = tmp_path / "evil.egn"
    path.write_text(json.dumps(data), encoding="utf-8")
    replay = ReplayWidget.from_egn(path, start=5)
    assert_escaped(replay.header.value)
    assert_escaped(replay.annotation.value)
    assert_escaped(replay.hands_view.value)
    assert_escaped(replay.trick_view.value)


def test_replay_callback_errors_become_a_friendly_message(monkeypatch: pytest.MonkeyPatch) -> None:
    replay = ReplayWidget(played_state())

    def broken(self: ReplayWidget) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(ReplayWidget, "render", broken)
    replay.next_button.click()
    assert "Sorry, something went wrong" in replay.status.value
    assert "boom" not in replay.status.value and "Traceback" not in replay.status.value


def test_play_hand_widget_plays_a_whole_hand_by_clicks() -> None:
    for seed in range(6):
        widget = PlayHandWidget(seed=seed)
        for _ in range(40):
            state = widget.state
            if state.is_over:
                break
            assert state.to_act == SOUTH
            if state.phase is Phase.PLAY:
                illegal = [c for c in state.hands[SOUTH] if c not in state.legal_plays()]
                if illegal:
                    widget.play(illegal[0])
                    assert f"You may not play {illegal[0]}. You must follow" in text(widget.status.value)
                    assert widget.state is state
                widget.play(state.legal_plays()[0])
            elif state.phase is Phase.DISCARD:
                widget.play(state.hands[SOUTH][0])
            else:
                widget.calls.children[0].click()
        assert widget.state.is_over
        assert "point" in text(widget.steps_view.value) or "thrown in" in text(widget.steps_view.value)


def test_play_hand_widget_hint_and_turn_messages() -> None:
    widget = PlayHandWidget(seed=3)
    widget.hint_button.click()
    assert widget.state.phase is Phase.PLAY
    assert "must follow" in widget.status.value or "any card" in widget.status.value
    widget.new_button.click()
    assert widget.state.dealer == 0 and widget.state.to_act in (SOUTH, None)


# ---- the bot ------------------------------------------------------------------------------
def test_bot_plays_the_lowest_winning_card_else_the_lowest() -> None:
    state = new_hand(Rules.preset("standard"), 3, hands=HANDS, upcard="TH")
    state = state.apply("pass").apply("pass").apply("pass").apply("order up").apply("discard 9H")
    assert state.phase is Phase.PLAY and state.to_act == 0
    assert bot.choose_card(state) == Card.parse("9C")  # a leader leads its lowest card
    for card in ("9C", "9D", "9S", "JC"):
        state = state.apply(Play(Card.parse(card)))
    assert state.to_act == 3  # West took the first trick with the J♣ (hearts are trump)
    assert bot.choose_card(state) == Card.parse("JS")  # lowest: the J♠ is a plain spade here
    state = state.apply(Play(Card.parse("JS")))
    assert bot.choose_card(state) == Card.parse("TC")  # North cannot win: its lowest card
    state = state.apply(Play(Card.parse("TC")))
    state = state.apply(Play(Card.parse("TD")))
    assert bot.choose_card(state) == Card.parse("QS")  # South: the cheapest spade that beats the J♠


def test_bot_makes_trump_with_three_trumps() -> None:
    state = new_hand(Rules.preset("standard"), 2, hands=HANDS, upcard="TH")
    assert state.to_act == 3 and bot.choose_action(state).text == "order up"  # West: J♥ J♦ 9♥
    state = new_hand(Rules.preset("standard"), 3, hands=HANDS, upcard="TH")
    assert bot.choose_action(state).text == "pass"  # North holds no hearts
