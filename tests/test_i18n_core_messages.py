"""The core's, the explanations', the bots' and the puzzles' sentences go through the catalogue:
English is exactly what it was before (tests/fixtures/english_sentences.json, recorded before the
wrapping), and a sample of each module's sentences reads in Turkish, Finnish and Azerbaijani."""

from __future__ import annotations

import json

import pytest

from euchre.engine.cards import Card, Suit
from euchre.engine.rules import PRESETS
from euchre.explain.refusals import why_illegal
from euchre.explain.reneges import renege_sentence
from euchre.explain.rule_summary import rules_summary
from euchre.explain.ruleset_names import PRESET_DESCRIPTIONS, preset_description
from euchre.i18n import use_language
from tests.english_samples import FIXTURE, samples
from tests.i18n_helpers import english_session  # noqa: F401 (a fixture)

LANGS = ("tr", "fi", "az")


@pytest.fixture(scope="module")
def recorded() -> dict[str, list[str]]:
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def english_now() -> dict[str, list[str]]:
    with use_language("en"):
        return samples()


@pytest.mark.parametrize("kind", json.loads(FIXTURE.read_text(encoding="utf-8")))
def test_english_is_byte_for_byte_what_it_was(kind, recorded, english_now):
    assert english_now[kind] == recorded[kind]


def _differs_everywhere(english: list[str], translated: list[str]) -> None:
    assert len(english) == len(translated)
    for en, other in zip(english, translated, strict=True):
        assert other and other != en, en


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_rules_summary_sentence_is_translated(lang, preset, english_session):  # noqa: F811
    rules = PRESETS[preset]
    english = rules_summary(rules)
    with use_language(lang):
        translated = rules_summary(rules)
    _differs_everywhere(english, translated)


@pytest.mark.parametrize("lang", LANGS)
def test_preset_descriptions_read_in_each_language(lang, english_session):  # noqa: F811
    with use_language(lang):
        translated = [preset_description(name) for name in PRESET_DESCRIPTIONS]
    _differs_everywhere(list(PRESET_DESCRIPTIONS.values()), translated)
    assert preset_description("custom") == ""


def test_a_summary_in_each_language_uses_its_glossary(english_session):  # noqa: F811
    rules = PRESETS["stick-the-dealer"]
    with use_language("tr"):
        tr = " ".join(rules_summary(rules))
    with use_language("fi"):
        fi = " ".join(rules_summary(rules))
    with use_language("az"):
        az = " ".join(rules_summary(rules))
    assert "Dağıtan mecbur" in tr and "koz" in tr
    assert "Jakajan pakko" in fi and "valtti" in fi
    assert "Diler məcburdur" in az and "kozır" in az


def test_a_refused_play_and_a_bad_card_read_in_each_language(english_session):  # noqa: F811
    from euchre.engine.errors import CardParseError
    from euchre.engine.game import Game

    game = Game(PRESETS["standard"], seed=3)
    state = game.current
    with use_language("en"):
        english = why_illegal(state, "play JH")
    for lang, word in (("tr", "henüz kart oynama zamanı değil"), ("fi", "vielä ei ole aika pelata korttia"),
                       ("az", "hələ kart oynamaq vaxtı deyil")):
        with use_language(lang):
            assert word in why_illegal(state, "play JH") != english
            with pytest.raises(CardParseError) as caught:
                Card.parse("ZZ")
            assert "'ZZ'" in str(caught.value) and "is not a card" not in str(caught.value)
            with pytest.raises(CardParseError):
                Suit.parse("nothing")


def test_a_renege_sentence_inflects_the_led_suit_in_finnish(english_session):  # noqa: F811
    from euchre.engine.reneges import Renege

    renege = Renege(1, 2, Card.parse("9S"), Suit.HEARTS, (Card.parse("AH"),), Suit.CLUBS)
    with use_language("fi"):
        said = renege_sentence(renege)
    assert said.startswith("Itä jätti tunnustamatta tikissä 2") and "herttaa" in said
    with use_language("en"):
        assert renege_sentence(renege) == "East reneged in trick 2: played 9♠ on a heart lead while holding A♥"


def _played_hand(preset: str, seed: int):
    import random

    from euchre.engine.game import Game

    game = Game(PRESETS[preset], seed=seed)
    rng = random.Random(seed)
    while not any(not h.result.thrown_in for h in game.hands):
        game.apply(rng.choice(game.current.legal_actions()))
    return next(h for h in game.hands if not h.result.thrown_in)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", ["standard", "cutthroat", "bid-euchre-6", "bid-euchre-moon"])
def test_a_trick_and_a_score_are_explained_in_each_language(lang, preset, english_session):  # noqa: F811
    from euchre.explain import plays as explain
    from euchre.explain.contracts import special_score_sentence

    hand = _played_hand(preset, 7)
    result, rules = hand.result, hand.rules
    score = explain.explain_score if rules.family.value == "standard" else special_score_sentence

    def said() -> list[str]:
        lines = [score(result, rules)]
        lines += [explain.trick_sentence(t, result.trump, rules.num_players) for t in hand.tricks]
        return lines

    with use_language("en"):
        english = said()
    with use_language(lang):
        translated = said()
    _differs_everywhere(english, translated)
    assert not any(word in " ".join(translated) for word in (" wins", " takes it", " trump", " tricks"))


@pytest.mark.parametrize(("lang", "words"), [
    ("tr", ("kupa oynamak zorundasın", "sol bower'dır", "karo değil, kupa sayılır")),
    ("fi", ("Sinun on tunnustettava herttaa", "vasen bower", "se lasketaan hertaksi eikä ruuduksi")),
    ("az", ("ürəkdən oynamalısınız", "sol bower-dır", "kərpic yox, ürək sayılır")),
])
def test_a_refusal_names_the_left_bower_in_each_language(lang, words, english_session):  # noqa: F811
    from euchre.engine.cards import parse_cards
    from euchre.explain.plays import why_not_playable

    hand, trick = parse_cards("JD 9H AS KC QH"), parse_cards("TH")
    with use_language(lang):
        said = why_not_playable(Card.parse("AS"), hand, trick, Suit.HEARTS)
    for word in words:
        assert word in said
    with use_language("en"):
        assert why_not_playable(Card.parse("AS"), hand, trick, Suit.HEARTS) == (
            "You must follow hearts, and you have J♦, 9♥, Q♥. "
            "J♦ is the left bower: with hearts trump it counts as a heart, not a diamond."
        )


def test_a_suit_led_is_capitalised_for_the_language(english_session):  # noqa: F811
    from euchre.engine.cards import parse_cards
    from euchre.explain.plays import explain_legal_plays

    with use_language("tr"):
        said = explain_legal_plays(parse_cards("9C AS"), parse_cards("TD"), Suit.HEARTS)
    assert said.startswith("Karo ile başlandı")


def test_no_message_is_marked_inside_an_f_string():
    """Babel's extractor does not see a gettext call inside an f-string, so such a message would
    never reach the catalogue and would stay English in every language."""
    import ast
    from pathlib import Path

    import euchre

    names = {"_", "gettext", "ngettext", "pgettext", "npgettext", "N_", "NP_"}
    found = []
    for path in Path(euchre.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                for inner in ast.walk(node):
                    if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id in names
                            and any(isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                                    for arg in inner.args)):
                        found.append(f"{path.name}:{inner.lineno}")  # a literal message Babel will not see
    assert found == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_puzzle_is_told_and_played_in_each_language(lang, english_session):  # noqa: F811
    from euchre.puzzles import PuzzlePlay, shipped
    from euchre.puzzles.themes import THEMES, theme_description, theme_name
    from euchre.puzzles.views import header_html
    from euchre.puzzles.writeup import line_steps, writeup

    puzzle = next(p for p in shipped() if p.themes)

    def told() -> list[str]:
        play = PuzzlePlay(puzzle)
        wrong = next(c for c in play.legal() if c not in puzzle.first_winning)
        return [puzzle.situation(), puzzle.goal_text(), writeup(puzzle), *line_steps(puzzle), play.hint(),
                play.play(wrong).text, header_html(puzzle, reveal=True)]

    with use_language("en"):
        english = told()
    with use_language(lang):
        translated = told()
        names = [theme_name(t) for t in THEMES]
        descriptions = [theme_description(t) for t in THEMES]
    _differs_everywhere(english, translated)
    _differs_everywhere(list(THEMES), names)
    _differs_everywhere(list(THEMES.values()), descriptions)


@pytest.mark.parametrize("lang", LANGS)
def test_bot_reasons_and_action_labels_read_in_each_language(lang, english_session):  # noqa: F811
    from euchre.bots import TIPS
    from euchre.bots.thumb import RuleOfThumbBot
    from euchre.engine.hands import new_hand
    from euchre.explain.action_words import action_label, action_past

    bot = RuleOfThumbBot("strong", 1)

    def said() -> list[str]:
        lines, state = [], new_hand(PRESETS["standard"], 0, seed=4)
        while not state.is_over:
            lines += [action_label(state, a) for a in state.legal_actions()]
            lines += [action_past(state, a) for a in state.legal_actions()]
            decision = bot.decide(state)
            lines.append(decision.reason)
            state = state.apply(decision.action)
        return lines

    with use_language("en"):
        english = said()
    with use_language(lang):
        translated = said()
        titles = [t.said_title for t in TIPS.values()]
    _differs_everywhere(english, translated)
    _differs_everywhere([t.title for t in TIPS.values()], titles)
