"""Every quiz kind speaks Turkish, Finnish and Azerbaijani: no English sentence is left in a
question's prompt, choices, feedback, "why" or input errors, and English is unchanged.

The sweep makes one question per kind, preset and level, renders it in English and in each
language, grades every choice (and a few unreadable answers), and compares sentence by sentence:
a sentence of the translated rendering that is also a sentence of the English one, and has a
word in it (not only card symbols, seat-free numbers or "Joker"), is English left over.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from typing import Any

import pytest

from euchre.engine.rules import PRESETS, Rules
from euchre.i18n import use_language
from euchre.i18n.catalog import po_path
from euchre.i18n.tools import catalogue_problems, check, part_template, read_catalog
from euchre.tutor.answers import AnswerError
from euchre.tutor.kinds import KIND_LETTERS, STRATEGY_KINDS
from euchre.tutor.question import Question, sentences
from euchre.tutor.questions import make_question
from euchre.tutor.registry import grader, solver, supports

LANGS = ("tr", "fi", "az")
PART = "euchre-tutor"
UNREADABLE: tuple[object, ...] = ("zz", 99, None, "", -1, True)
_WORD = re.compile(r"[A-Za-z]{3,}")
_NAMES = ("Joker",)


def _answers(question: Question) -> list[object]:
    choices = list(question.choices)
    if question.style == "multi":
        return [choices[:1], choices, choices[1:]]
    if question.style == "order":
        return [choices, choices[::-1], choices[:1], choices + choices[:1]]
    return choices


def rendered(question: Question) -> Iterator[str]:
    """Every text a learner can see for `question`, in the current language."""
    yield question.prompt
    yield from (question.choice_text(c) for c in question.choices)
    right = solver(question.kind)(question)
    yield right.expected_text
    yield right.explanation
    for answer in [*_answers(question), *UNREADABLE]:
        try:
            feedback = grader(question.kind)(question, answer)
        except AnswerError as exc:
            yield str(exc)
            continue
        yield from (feedback.line, feedback.details, feedback.expected_text)


def english_left(question_in: dict[str, Question]) -> list[str]:
    english = {s for text in rendered(question_in["en"]) for s in sentences(text)}
    left = []
    for lang in LANGS:
        with use_language(lang):
            for text in rendered(question_in[lang]):
                for s in sentences(text):
                    words = s
                    for name in _NAMES:
                        words = words.replace(name, "")
                    if s in english and _WORD.search(words):
                        left.append(f"{lang}: {s}")
    return left


def _questions(kind: str, rules: Rules, difficulty: int, seed: int) -> dict[str, Question]:
    out = {}
    for lang in ("en", *LANGS):
        with use_language(lang):
            out[lang] = make_question(kind, rules=rules, difficulty=difficulty, seed=seed)
    return out


RULES_KINDS = [k for k in KIND_LETTERS if k not in STRATEGY_KINDS]
CASES = [(kind, preset) for kind in RULES_KINDS for preset in PRESETS if supports(kind, Rules.preset(preset))]


@pytest.mark.parametrize(("kind", "preset"), CASES)
def test_no_english_sentence_left(kind: str, preset: str, caplog: pytest.LogCaptureFixture) -> None:
    rules = Rules.preset(preset)
    left: list[str] = []
    with caplog.at_level(logging.ERROR, logger="euchre.i18n"):
        for difficulty in (1, 2, 3):
            seed = 7919 * difficulty + len(preset) * 31 + len(kind)
            questions = _questions(kind, rules, difficulty, seed)
            assert questions["tr"].choices == questions["en"].choices  # the same question in every language
            left += english_left(questions)
    assert not left, "\n".join(dict.fromkeys(left))
    assert not [r for r in caplog.records if "broken" in r.getMessage()]


@pytest.mark.parametrize("kind", STRATEGY_KINDS)
def test_strategy_kind_speaks_each_language(kind: str, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, logger="euchre.i18n"):
        questions = _questions(kind, Rules.preset("standard"), 2, 4242)
        left = english_left(questions)
    assert not left, "\n".join(dict.fromkeys(left))
    assert not [r for r in caplog.records if "broken" in r.getMessage()]


def test_the_sweep_finds_english() -> None:
    """The check itself: an English prompt in a Turkish rendering is reported."""
    questions = _questions("which_card_wins", Rules.preset("standard"), 1, 5)
    from dataclasses import replace

    questions["tr"] = replace(questions["tr"], prompt=questions["en"].prompt)
    assert any(line.startswith("tr: ") for line in english_left(questions))


def test_english_output_is_unchanged() -> None:
    """Fixed inputs give the English sentences the tutor has always given."""
    q = make_question("rank_trumps", rules="standard", difficulty=1, seed=3)
    assert q.prompt.startswith(("Hearts are trump. Put these", "Diamonds are trump. Put these",
                                "Clubs are trump. Put these", "Spades are trump. Put these"))
    assert q.prompt.endswith("trumps in order, highest first: click them from the highest to the lowest.")
    q = make_question("is_it_a_euchre", rules="standard", difficulty=1, seed=11)
    assert q.prompt.endswith("Who scores, and how many points?")
    assert re.search(r"North–South took \d tricks? and East–West took \d tricks?\.", q.prompt)


def test_every_tutor_message_is_translated() -> None:
    """The tutor's part of the catalogue is in step with the code and 100% translated (no fuzzy
    entries, the same placeholders) in every language: what `python -m euchre.i18n.tools check` checks."""
    template = read_catalog(part_template(PART))
    stale = [p for p in check(()) if p.startswith(f"{PART}.pot ")]
    assert not stale, stale
    problems = [p for lang in LANGS
                for p in catalogue_problems(lang, template, read_catalog(po_path(lang, PART), lang))]
    assert not problems, "\n".join(problems)


BAD_CODES = ("", "zz", "Q1-8F2K", "WW1-8F2K", "W4-8F2K", "W1-8F2K8F2K8F2K", "WF1-8F2K", 42)


SEED_WORDS = {"en": "seed", "tr": "tohum", "fi": "siemen", "az": "toxum"}
"""The word for a random seed in each language: the engine's word, not a learner's."""


@pytest.mark.parametrize("code", [*BAD_CODES, "C9-8F2K", "W1-8FUK", "W1-" + "8" * 9])
@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_a_mistyped_code_is_explained_in_the_learners_words_and_once(code: object, lang: str) -> None:
    """A newcomer on exercise 11 read "a difficulty 1-3, a dash and a seed" after a list of seventeen kind
    letters, and "must be 1, 2 or 3" twice in one message: the refusal names the parts of a code as the
    page does (its level, the letters and digits that pick the questions), lists no kind letters and says
    the levels once."""
    from euchre.engine.errors import QuizCodeError
    from euchre.tutor.codes import parse_code

    with use_language(lang), pytest.raises(QuizCodeError) as refused:
        parse_code(code)
    said = str(refused.value)
    assert SEED_WORDS[lang] not in said.lower()
    assert ", ".join(list(KIND_LETTERS.values())[:3]) not in said
    levels = {"en": "1, 2 or 3", "tr": "1, 2 ya da 3", "fi": "1, 2 tai 3", "az": "1, 2 və ya 3"}[lang]
    assert said.count(levels) <= 1, said


@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize(("page", "mistyped", "example"), [
    ("order_up", "C2-8F2U", "C2-8F2K"),  # exercise 11, "Order up or pass?"
    ("led_suit_wins", "T2-8FZZZZZZZZ", "T2-8F2K"),  # a practice page for one kind
    ("drill", "WF", "WF2-8F2K"),
])
def test_a_refused_code_is_shown_with_an_example_of_the_kind_the_box_asks_for(
        page: str, mistyped: str, example: str, lang: str) -> None:
    """Exercise 11's box suggests 'C2-...', but a mistyped code was refused with the example 'W3-8F2K' (a code
    the page refuses): the refusal now shows the box's own example and its parts, in every language."""
    from html import unescape

    from euchre.widgets.calling import OrderUpExercise
    from euchre.widgets.quiz import ExerciseWidget

    with use_language(lang):
        if page == "order_up":
            widget: Any = OrderUpExercise(count=1)
        elif page == "drill":
            widget = ExerciseWidget(count=1)
        else:
            widget = ExerciseWidget(page, count=1, kind_picker=False)
        widget.code_text.value = mistyped
        widget.load_button.click()
        said = unescape(re.sub(r"<[^>]+>", "", widget.status.value))
        placeholder = widget.code_text.placeholder
    assert example in placeholder
    assert f"'{example}'" in said and f"({example.split('-')[0]})" in said, said
    assert "W3" not in said


@pytest.mark.parametrize("code", BAD_CODES)
def test_code_errors_in_each_language(code: object) -> None:
    """A mistyped quiz code is refused in the learner's language (the same refusal in every language)."""
    from euchre.engine.errors import QuizCodeError
    from euchre.tutor.codes import parse_code

    said = {}
    for lang in ("en", *LANGS):
        with use_language(lang), pytest.raises(QuizCodeError) as refused:
            parse_code(code)
        said[lang] = str(refused.value)
    assert said["en"].endswith(("the questions (8F2K)", "a question code has one kind letter", "not 4"))
    for lang in LANGS:
        assert said[lang] != said["en"]
        assert not set(sentences(said[lang])) & set(sentences(said["en"]))
