"""Every question kind, under every preset it supports, at every level, over many seeds: the question
is well posed and its feedback never contradicts the engine or itself.

Truth is decided by the engine (`euchre.engine.ranking`, `euchre.engine.tricks`), never by the text the tutor wrote:
a card called "the highest" must be the first of `trump_order` for the ruleset, "X beats Y" must be
`outranks`, "X wins" must be `trick_winner`.
"""

from __future__ import annotations

import re

import pytest

from euchre.engine.cards import Card
from euchre.engine.ranking import NoTrump, is_left_bower, is_trump, trump_order
from euchre.engine.rules import Rules
from euchre.engine.tricks import led_suit, outranks, trick_winner
from euchre.tutor import grade, make_question, solve
from euchre.tutor.question import Feedback, Question, sentences
from euchre.tutor.questions import kinds_for

PRESETS = (
    "standard", "stick-the-dealer", "hoyle", "canadian", "british", "cutthroat", "two-handed", "bid-euchre-6",
    "bid-euchre-moon", "double-deck-bid",
)
STANDARD = Rules.preset("standard")
FARMERS = STANDARD.replace(farmers=True)

CARD = r"(?:Joker|Benny|(?:10|[2-9AKQJ])[♠♥♦♣])"
_PROPER = {"North", "East", "South", "West", "North–South", "East–West", "Player", "Joker", "Benny", "I", "Bid",
           "Euchre", "Nobody"}


def _cases(seeds: int) -> list[tuple[str, Rules, int, int]]:
    out = []
    for name in PRESETS:
        rules = Rules.preset(name)
        for kind in kinds_for(rules):
            for level in (1, 2, 3):
                out.extend((kind, rules, level, seed) for seed in range(seeds))
    out.extend(("farmers_hand", FARMERS, level, seed) for level in (1, 2, 3) for seed in range(seeds))
    # the strategy kind runs the advisor's simulations: a few seeds only
    out.extend(("order_up", STANDARD, level, seed) for level in (1, 2, 3) for seed in range(max(2, seeds // 8)))
    return out


def _answers(question: Question) -> list[object]:
    right = solve(question)
    if question.style == "single":
        return list(question.choices)
    if question.style == "order":
        return [list(right.expected), list(reversed(right.expected)), list(right.expected[1:] + right.expected[:1])]
    wrong = [c for c in question.choices if c not in right.expected]
    return [list(right.expected), wrong[:1] or list(question.choices), list(question.choices)]


def _card(text: str) -> Card:
    return Card.parse("B" if text in ("Joker", "Benny") else text)


def text_problems(text: str) -> list[str]:
    """What is wrong with a feedback text, whatever the question: typography, brackets, repeats."""
    found: list[str] = []
    if re.search(r"(?<!\.)\.\.(?!\.)", text):
        found.append("'..'")
    for match in re.finditer(r"[^.!?]: ([A-Z][\w'’–]*)", text):
        word = re.sub(r"['’]s$", "", match.group(1))
        rest = text[match.start(1):]
        if word not in _PROPER and not re.match(CARD, rest):
            found.append(f"a capital after a colon: {word!r}")
    depth = 0
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if depth > 1:
            found.append("brackets inside brackets")
            break
    said = [s.rstrip(".!? ").lower() for s in sentences(text)]
    if len(said) != len(set(said)):
        found.append("a sentence twice")
    clauses = [c.strip().lower() for c in re.split(r"[.;()]|, so |: ", text)]
    long = [c for c in clauses if len(c.split()) >= 5]
    twice = {c for c in long if long.count(c) > 1}
    if twice:
        found.append(f"a clause twice: {sorted(twice)}")
    for s in sentences(text):
        parts = [p.strip(" .").lower() for p in s.split(": ")]
        for i, later in enumerate(parts[1:], 1):
            if len(later.split()) >= 2 and any(later in earlier for earlier in parts[:i]):
                found.append(f"an empty answer: {s!r}")
    return found


def truth_problems(question: Question, text: str) -> list[str]:
    """Claims about cards that the engine contradicts."""
    found: list[str] = []
    trump, rules = question.trump, question.rules
    if trump is not None and not isinstance(trump, NoTrump):
        top = trump_order(trump, rules.min_rank, rules.joker)
        for match in re.finditer(rf"({CARD}) is the right bower, the highest (\w+)\b(?! after)", text):
            if _card(match.group(1)) != top[0]:
                found.append(f"{match.group(0)!r}, but {top[0]} ranks higher")
        for match in re.finditer(rf"(?i)({CARD}|the Joker) is the highest trump", text):
            name = "Joker" if match.group(1).lower() == "the joker" else match.group(1)
            if _card(name) != top[0]:
                found.append(f"{match.group(0)!r}, but {top[0]} is")
    if question.kind in ("which_card_wins", "rank_trumps") and trump is not None:
        led = trump if question.kind == "rank_trumps" else led_suit(question.trick_cards, trump)
        for match in re.finditer(rf"({CARD}) beats ({CARD})", text):
            high, low = _card(match.group(1)), _card(match.group(2))
            if not outranks(high, low, trump, led):
                found.append(f"{match.group(0)!r} is false")
    if trump is not None and not isinstance(trump, NoTrump):
        for match in re.finditer(rf"({CARD}) is the left bower", text):
            if not is_left_bower(_card(match.group(1)), trump):
                found.append(f"{match.group(0)!r} is false")
        for match in re.finditer(rf"({CARD}) is a trump\b", text):
            if not is_trump(_card(match.group(1)), trump):
                found.append(f"{match.group(0)!r} is false")
    if question.kind in ("which_card_wins", "next_leader") and question.trick:
        cards = question.trick_cards
        win = cards[trick_winner(cards, trump)]
        for match in re.finditer(rf"({CARD}) wins\b", text):
            if _card(match.group(1)) != win:
                found.append(f"{match.group(0)!r}, but {win} wins")
        trumps = [c for c in cards if is_trump(c, trump)]
        if "no trump was played" in text and trumps:
            found.append(f"'no trump was played', but {trumps[0]} is a trump")
        if "the only trump played" in text and len(trumps) != 1:
            found.append(f"'the only trump played', but {len(trumps)} trumps were played")
    return found


def line_problems(feedback: Feedback) -> list[str]:
    """The first line of a wrong answer gives the reason, not the learner's own answer or a bare fact."""
    if feedback.correct or not feedback.graded:
        return []
    reason = feedback.line.split(": ", 1)[-1]
    if re.match(r"(?i)you (chose|picked) [^:,]*\.$", reason) or reason.lower().startswith("in this hand"):
        return [f"the line gives no reason: {feedback.line!r}"]
    return []


def _says_several(prompt: str) -> bool:
    return bool(re.search(r"either one is right|all count as right|every ", prompt))


def well_posed_problems(question: Question) -> list[str]:
    found: list[str] = []
    right = solve(question)
    if not set(right.expected) <= set(question.choices):
        found.append("the right answer is not among the choices")
    if question.style == "single" and len(set(right.expected)) != 1 and not _says_several(question.prompt):
        found.append(f"{len(right.expected)} right answers to a one-answer question")
    if question.kind == "which_card_wins" and len(question.trick) < question.num_players:
        waiting = question.num_players - len(question.trick)
        if "so far" not in question.prompt or waiting < 1:
            found.append(f"an unfinished trick asked as if complete: {question.prompt!r}")
    return found


def problems(question: Question) -> list[str]:
    found = [f"{question.code} {question.rules.name}: {p}" for p in well_posed_problems(question)]
    for answer in _answers(question):
        feedback = grade(question, answer)
        text = feedback.text
        for problem in text_problems(text) + truth_problems(question, text) + line_problems(feedback):
            found.append(f"{question.code} {question.rules.name} answer {answer!r}: {problem}\n    {text}")
    return found


def _check(cases: list[tuple[str, Rules, int, int]]) -> None:
    found: list[str] = []
    for kind, rules, level, seed in cases:
        found += problems(make_question(kind, rules=rules, difficulty=level, seed=seed))
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:15])


def test_every_kind_preset_and_level_is_well_posed_and_its_feedback_agrees_with_the_engine() -> None:
    _check(_cases(4))


@pytest.mark.slow
def test_every_kind_preset_and_level_over_many_seeds() -> None:
    _check(_cases(40))


def test_the_checks_find_what_they_should() -> None:
    assert text_problems("It is a farmer's hand: no face card and at least one ace: a farmer's hand.")
    assert text_problems("You may not play 9♠: You must follow diamonds.")
    assert text_problems("Over 24 deals (of 24 drawn (no more needed)).")
    assert text_problems("It wins.. Really.")
    assert text_problems("J♦ wins (J♦ is the right bower, the highest diamond). J♦ is the right bower, the highest "
                         "diamond.")
    assert not text_problems("North leads: J♦ is a trump. East–West score 2: the makers marched.")
    british = make_question("rank_trumps", rules="british", difficulty=1, seed=0)
    assert truth_problems(british, "J♠ is the right bower, the highest spade.")
    assert truth_problems(british, "9♠ beats Joker.")
    assert not truth_problems(british, "Joker beats J♠. J♠ is the right bower, the highest spade after the Joker.")
    trick = make_question("which_card_wins", difficulty=1, seed=12)  # one trump, after a plain lead
    assert truth_problems(trick, "No trump was played, so the highest card wins.".lower())
    assert truth_problems(trick, f"{trick.trick_cards[0]} is the left bower.")
