"""The bots' own sentences in Turkish, Finnish and Azerbaijani: the advisor's hint and the review of a
hand, the strategy claims and the example hands' notes read with no English sentence left, the
per-language example files are what the engine builds in that language, and the bots' reasons said of
another player (`person.about`) are third-person sentences of their own in every language."""

from __future__ import annotations

import json

import pytest

from euchre.bots.claims import CLAIMS, shipped
from euchre.bots.examples import TIP_IDS, build_example, example_path, load_stops, stops_path, stops_text
from euchre.bots.person import SAID_OF, about
from euchre.bots.trainer import TrainingHand
from euchre.engine import egn
from euchre.i18n import use_language
from euchre.i18n.numbers import decimal, percent, signed, whole
from euchre.i18n.tools import fields
from tests.i18n_helpers import english_session  # noqa: F401 (a fixture)
from tests.widget_text import english_left

LANGS = ("tr", "fi", "az")


def _played_hand(seed: int = 3) -> TrainingHand:
    hand = TrainingHand(seed=seed, hint_samples=16, review_samples=8, time_limit=None)
    while not hand.state.is_over:
        hand.act(hand.hint().best)
    return hand


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_and_a_review_have_no_english_sentence(lang, english_session):  # noqa: F811
    with use_language(lang):
        hand = TrainingHand(seed=3, hint_samples=16, review_samples=8, time_limit=None)
        hint = hand.hint()
        texts = [hint.reason, hint.method_text, *hand.log]
        while not hand.state.is_over:
            hand.act(hand.hint().best)
        texts += [g.comment for g in hand.review()]
        texts += hand.full_log()
        texts.append(hand.score_text())
    for text in texts:
        assert text and not english_left(text), (lang, text, english_left(text))


def test_the_english_hint_still_reads_as_it_did(english_session):  # noqa: F811
    hand = TrainingHand(seed=3, hint_samples=16, review_samples=8, time_limit=None)
    reason = hand.hint().reason
    assert reason.startswith("Pass: ") and "to win the game from 0–0" in reason
    assert "deals weighted by the bidding (of " in reason and ". Rule of thumb: " in reason
    assert hand.log[0] == "West deals."


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("claim_id", list(CLAIMS))
def test_every_claim_sentence_reads_in_each_language(lang, claim_id, english_session):  # noqa: F811
    result = shipped(claim_id)
    assert result is not None
    english = result.sentence
    with use_language(lang):
        said = result.sentence
        a, b = result.claim.said_a, result.claim.said_b
    assert said != english and not english_left(said), said
    assert a in said and b in said
    assert decimal(result.mean_a) in english
    with use_language(lang):
        assert decimal(result.mean_a) in said and whole(result.n) in said


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tip_id", TIP_IDS)
def test_each_languages_example_file_is_what_the_engine_builds_in_it(lang, tip_id, english_session):  # noqa: F811
    with use_language(lang):
        example = build_example(tip_id)
        assert example is not None
        path = example_path(tip_id, lang)
        assert path.read_text(encoding="utf-8") == example.text()
        assert load_stops(lang)[tip_id] == example.stop()
    english = build_example(tip_id)
    assert english is not None and english.final.history == example.final.history
    assert english.key_step == example.key_step and english.claims == example.claims
    game = egn.load(path)
    assert not egn.check(game)
    assert game.metadata.title != egn.load(example_path(tip_id)).metadata.title
    for step, note in example.notes.items():
        assert note != english.notes[step]
        assert not english_left(note), (lang, tip_id, note, english_left(note))
    assert not english_left(example.hint) and example.hint != english.hint


@pytest.mark.parametrize("lang", LANGS)
def test_each_languages_stops_file_is_what_the_engine_builds(lang, english_session):  # noqa: F811
    with use_language(lang):
        built = [build_example(t) for t in TIP_IDS]
    assert stops_path(lang).read_text(encoding="utf-8") == stops_text(built)  # type: ignore[arg-type]
    assert json.loads(stops_path(lang).read_text(encoding="utf-8")).keys() == set(TIP_IDS)


@pytest.mark.parametrize("lang", LANGS)
def test_a_bots_reason_about_a_player_names_them_in_every_language(lang, english_session):  # noqa: F811
    """In the trainer's log read back after the hand, each bot's reason is said of that bot, and differs
    from the sentence the bot would say to the learner."""
    from euchre.bots import HeuristicBot, Strength
    from euchre.engine.hands import new_hand
    from euchre.engine.rules import Rules

    bot = HeuristicBot(Strength.INTERMEDIATE, seed=1, endgame_cards=0)
    said_of = 0
    with use_language(lang):
        for seed in range(12):
            state = new_hand(Rules.preset("standard"), seed % 4, seed=seed)
            while not state.is_over:
                to_player = bot.decide(state)
                with about("Eli"):
                    of_eli = bot.decide(state)
                if of_eli.reason != to_player.reason:
                    said_of += 1
                    assert "Eli" in of_eli.reason and "Eli" not in to_player.reason
                state = state.apply(to_player.action)
    assert said_of > 20


def test_every_third_person_message_names_the_player_and_keeps_the_placeholders() -> None:
    for second, third in SAID_OF.items():
        assert "{name}" in third
        assert {b for b, _ in fields(second)} | {"name"} == {b for b, _ in fields(third)}


@pytest.mark.parametrize("lang", LANGS)
def test_numbers_are_written_as_each_language_writes_them(lang, english_session):  # noqa: F811
    assert (signed(-0.5), percent(0.456), decimal(1.234), whole(2000)) == ("-0.50", "46%", "1.23", "2,000")
    with use_language(lang):
        assert "," in decimal(1.234) and "46" in percent(0.456) and signed(0.5).startswith("+")
        assert whole(2000) != "2,000"


@pytest.mark.parametrize("lang", LANGS)
def test_rules_and_puzzle_errors_read_in_each_language(lang, english_session):  # noqa: F811
    from euchre.engine.errors import RulesError
    from euchre.engine.rules import Rules
    from euchre.puzzles.board import PuzzleError
    from euchre.puzzles.ids import normalise_id

    def message(call) -> str:
        with pytest.raises((RulesError, PuzzleError)) as caught:
            call()
        return str(caught.value)

    calls = (lambda: Rules(num_players=5), lambda: Rules.preset("nonesuch"),
             lambda: Rules.from_options({"nonesuch": 1}), lambda: normalise_id("??"))
    english = [message(c) for c in calls]
    assert english[0] == "num_players must be 2, 3 or 4, not 5"
    assert english[1].startswith("no preset called 'nonesuch'; the presets are: standard")
    with use_language(lang):
        said = [message(c) for c in calls]
    for en, other in zip(english, said, strict=True):
        assert other != en and not english_left(other), other


@pytest.mark.parametrize("lang", LANGS)
def test_the_reviews_marks_are_named_in_each_language(lang, english_session):  # noqa: F811
    from euchre.bots.review import MARKS
    from euchre.widgets.trainer import review_html
    from tests.html_text import visible_text

    english = {mark.symbol: mark.label for mark in MARKS}
    with use_language(lang):
        page = visible_text(review_html(_played_hand().review()), collapse=True)
        names = {mark.symbol: mark.label for mark in MARKS}
    for symbol, name in names.items():
        assert name and name != english[symbol], (lang, symbol, name)
        assert f"[{symbol}] {name}" in page
        assert f"[{symbol}] {english[symbol]}" not in page
    assert not english_left(page), english_left(page)
