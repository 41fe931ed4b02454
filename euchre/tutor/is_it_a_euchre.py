""""Is it a euchre?": a finished hand's calls and trick counts; say who scores and how many points."""

from __future__ import annotations

import random
import re

from euchre.engine.cards import Suit
from euchre.engine.rules import Rules
from euchre.engine.scoring import score_standard
from euchre.engine.state import HandResult
from euchre.engine.tricks import partner_of
from euchre.explain.plays import explain_score, outcome_words
from euchre.i18n import N_, _, gettext, ngettext
from euchre.i18n.seats import seat_label, side_label
from euchre.i18n.words import suit_words
from euchre.tutor.answer_ids import label, score_id, score_points
from euchre.tutor.answers import AnswerError, normalise_label, read_choice, shown_choices
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import and_list, join, or_list, sentence, trump_sentence

KIND = "is_it_a_euchre"
_TRICKS_WEIGHTS = (1, 2, 3, 4, 3, 3)
"""How often the makers take 0..5 tricks: every outcome appears, the edges (2, 3, 5) more often."""


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    n = rules.num_players
    total = rules.tricks_per_hand
    dealer, maker = rng.randrange(n), rng.randrange(n)
    trump = rng.choice(list(Suit))
    can_alone = rules.allow_alone and n == 4
    can_defend = rules.defend_alone and n == 4
    scenarios = ["team"]
    if difficulty == 2 and can_alone:
        scenarios = ["team", "loner", "loner"]
    if difficulty == 3:
        scenarios = ["loner"] if can_alone else ["team"]
        if can_defend:
            scenarios += ["defender", "defender"]
            if can_alone:
                scenarios.append("both")
    scenario = rng.choice(scenarios)
    if scenario == "defender" and rules.defend_alone_requires_loner:
        scenario = "both"
    alone = scenario in ("loner", "both")
    lone_defender = None
    if scenario in ("defender", "both"):
        lone_defender = rng.choice([s for s in range(n) if rules.side_of(s) != rules.side_of(maker)])
        maker_tricks = rng.choices(range(total + 1), weights=(3, 3, 3, 2, 1, 1))[0]
    elif scenario == "loner":
        maker_tricks = rng.choices(range(total + 1), weights=(1, 1, 3, 2, 4, 4))[0]
    else:
        maker_tricks = rng.choices(range(total + 1), weights=_TRICKS_WEIGHTS)[0]
    tricks = _split_tricks(rng, rules, maker, maker_tricks)
    return Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(rules, trump, maker, alone, lone_defender, tricks),
        choices=score_choices(rules),
        style="single",
        trump=trump,
        dealer=dealer,
        maker=maker,
        alone=alone,
        lone_defender=lone_defender,
        tricks=tricks,
    )


def _split_tricks(rng: random.Random, rules: Rules, maker: int, maker_tricks: int) -> tuple[int, ...]:
    out = [0] * rules.num_sides
    out[rules.side_of(maker)] = maker_tricks
    rest = rules.tricks_per_hand - maker_tricks
    others = [s for s in range(rules.num_sides) if s != rules.side_of(maker)]
    for side in others[:-1]:
        out[side] = rng.randint(0, rest)
        rest -= out[side]
    out[others[-1]] = rest
    return tuple(out)


def _prompt(
    rules: Rules, trump: Suit, maker: int, alone: bool, lone_defender: int | None, tricks: tuple[int, ...]
) -> str:
    n = rules.num_players
    who, suit = seat_label(maker, n), suit_words(trump)
    parts = [trump_sentence(trump)]
    if n == 4:
        if alone:
            parts.append(_("{maker} made {suit} trump and went alone ({partner} sat out).", maker=who, suit=suit,
                           partner=seat_label(partner_of(maker, 4))))
        else:
            parts.append(_("{maker} made {suit} trump.", maker=who, suit=suit))
        if lone_defender is not None:
            parts.append(_("{defender} defended alone ({partner} sat out).", defender=seat_label(lone_defender),
                           partner=seat_label(partner_of(lone_defender, 4))))
    elif n == 3:
        parts.append(_("{maker} made {suit} trump and played against the other two.", maker=who, suit=suit))
    else:
        parts.append(_("{maker} made {suit} trump.", maker=who, suit=suit))
    counts = [ngettext("{side} took {n} trick", "{side} took {n} tricks", t, side=side_label(s, n))
              for s, t in enumerate(tricks)]
    parts.append(sentence(and_list(counts)))
    parts.append(_("Who scores, and how many points?"))
    return " ".join(parts)


# ---- choices -------------------------------------------------------------------------------
def score_label(points: tuple[int, ...], rules: Rules) -> str:
    """ "North–South score 2", "Player 1 scores 3", "Player 2 and Player 3 score 2 each", in the
    current language (the label of `score_id(points)`)."""
    return label(score_id(points), rules)


def _values(rules: Rules) -> list[int]:
    values = {rules.make_score, rules.march_score, rules.euchre_score}
    if rules.allow_alone and rules.num_players == 4:
        values |= {rules.loner_march_score, rules.loner_euchred_score}
    if rules.defend_alone and rules.num_players == 4:
        values |= {rules.lone_defender_euchre_score, rules.lone_defender_march_score}
    return sorted(values)


def _choice_points(rules: Rules) -> list[tuple[int, ...]]:
    sides = rules.num_sides
    out: list[tuple[int, ...]] = []
    values = _values(rules) if rules.num_players != 3 else sorted({rules.make_score, rules.march_score})
    for side in range(sides):
        for value in values:
            points = [0] * sides
            points[side] = value
            out.append(tuple(points))
    if rules.num_players == 3:
        for maker in range(3):
            out.append(tuple(0 if s == maker else rules.euchre_score for s in range(3)))
    return out


def score_choices(rules: Rules) -> tuple[str, ...]:
    """The choices as answer ids (`score:2,0`), one per distinct score."""
    return tuple(dict.fromkeys(score_id(p) for p in _choice_points(rules)))


# ---- grading -------------------------------------------------------------------------------
def _result(question: Question) -> HandResult:
    rules = question.rules
    assert question.maker is not None
    makers = rules.side_of(question.maker)
    score = score_standard(rules, question.maker, question.alone, question.lone_defender, question.tricks[makers])
    sat_out = tuple(
        sorted(partner_of(s, 4) for s in (question.maker if question.alone else None, question.lone_defender)
               if s is not None and rules.num_players == 4)
    )
    return HandResult(
        maker=question.maker, makers=makers, trump=question.trump, alone=question.alone,
        lone_defender=question.lone_defender, sat_out=sat_out, tricks=question.tricks,
        points=score.points, outcome=score.outcome,
    )


def solution(question: Question) -> Solution:
    result = _result(question)
    text = score_label(result.points, question.rules)
    explanation = join(explain_score(result, question.rules), _lone_defender_note(question))
    return Solution((score_id(result.points),), text, explanation)


def _lone_defender_note(question: Question) -> str:
    """A lone defender who took fewer than 3 tricks scores nothing; say so, since it is a common slip."""
    lone = question.lone_defender
    if lone is None:
        return ""
    taken = question.tricks[question.rules.side_of(lone)]
    if taken * 2 > question.rules.tricks_per_hand:
        return ""
    name = seat_label(lone, question.rules.num_players)
    return ngettext("{player} defended alone but took only {n} trick, so the lone defender scores nothing",
                    "{player} defended alone but took only {n} tricks, so the lone defender scores nothing",
                    taken, player=name)


def grade(question: Question, answer: object) -> Feedback:
    picked = _read(question, answer)
    right = solution(question)
    result = _result(question)
    if picked == result.points:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    rules = question.rules
    mistake = [you_chose(score_label(picked, rules))]
    picked_sides = {s for s, p in enumerate(picked) if p}
    right_sides = {s for s, p in enumerate(result.points) if p}
    if picked_sides != right_sides:
        who = and_list([side_label(s, rules.num_players) for s in sorted(right_sides)])
        if rules.num_players < 4:  # one maker, alone against the rest: said in the singular
            mistake.append(_("the points go to {sides}: the maker {outcome}", sides=who,
                             outcome=outcome_words(result, one_maker=True)))
        else:
            mistake.append(_("the points go to {sides}: the makers {outcome}", sides=who,
                             outcome=outcome_words(result)))
    else:
        value = max(picked)
        meaning = _meanings(rules).get(value)
        if rules.num_players < 4:
            if meaning:
                mistake.append(ngettext(
                    "who scores is right but the points are not: the maker {outcome}, while {n} point is the score "
                    "for {meaning}",
                    "who scores is right but the points are not: the maker {outcome}, while {n} points is the score "
                    "for {meaning}",
                    value, outcome=outcome_words(result, one_maker=True), meaning=meaning))
            else:
                mistake.append(_("who scores is right but the points are not: the maker {outcome}",
                                 outcome=outcome_words(result, one_maker=True)))
        elif meaning:
            mistake.append(ngettext(
                "the side is right but the points are not: the makers {outcome}, while {n} point is the score for "
                "{meaning}",
                "the side is right but the points are not: the makers {outcome}, while {n} points is the score for "
                "{meaning}",
                value, outcome=outcome_words(result), meaning=meaning))
        else:
            mistake.append(_("the side is right but the points are not: the makers {outcome}",
                             outcome=outcome_words(result)))
    return Feedback(False, right.expected, right.expected_text, right.explanation, join(*mistake))


def _meanings(rules: Rules) -> dict[int, str]:
    table: list[tuple[int, str]] = [
        (rules.make_score, N_("making it with 3 or 4 tricks")),
        (rules.march_score, N_("a march by partners") if rules.num_players == 4 else N_("a march")),
        (rules.euchre_score, N_("a euchre")),
    ]
    if rules.allow_alone and rules.num_players == 4:
        table += [(rules.loner_march_score, N_("a lone march")), (rules.loner_euchred_score, N_("euchring a loner"))]
    if rules.defend_alone and rules.num_players == 4:
        table += [
            (rules.lone_defender_euchre_score, N_("a lone defender taking 3 or 4 tricks")),
            (rules.lone_defender_march_score, N_("a lone defender taking every trick")),
        ]
    out: dict[int, list[str]] = {}
    for value, words in table:
        out.setdefault(value, []).append(gettext(words))
    return {value: or_list(words) for value, words in out.items()}


_SHORT = re.compile(r"^(north-south|n-s|ns|n/s|east-west|e-w|ew|e/w)\s*(?:scores?)?\s*[:+]?\s*(\d+)(?: points?)?$")


def _read(question: Question, answer: object) -> tuple[int, ...]:
    rules = question.rules
    picked = read_choice(question, answer, _("Pick who scores and how many points."))
    if picked is not None:
        return score_points(picked)
    assert isinstance(answer, str)
    match = _SHORT.match(normalise_label(answer))
    if match and rules.num_players == 4:
        points = [0, 0]
        points[0 if match.group(1).startswith("n") else 1] = int(match.group(2))
        return tuple(points)
    raise AnswerError(_("{answer} is not one of the choices. Pick one of: {choices}.", answer=repr(answer.strip()),
                        choices=shown_choices(question)))
