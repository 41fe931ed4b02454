""""Keeping score: what is the score now, and has anyone won?": the running score of a game and a
finished hand (its calls and trick counts); pick the score after the hand and whether the game is won.

The hand is an "Is it a euchre?" hand, scored by `euchre.engine.scoring.score_standard` under the ruleset's
points; the points are added to the running score and `euchre.engine.game.game_winner`, the one
game-winning rule, says whether a side has won (the target, equal scores, `tie_plays_on`, a deal
limit). Each choice is a score with a verdict, as an answer id `game:9,8:-` (nobody has won) or
`game:11,8:0` (side 0 has won). The wrong choices are the slips a scorer makes: the right score
with the wrong verdict, the points given to the wrong side, and the points of another outcome.
Level 1 keeps the game far from its end; levels 2 and 3 bring the scorers near the target (level 2
with the partnership hands of "Is it a euchre?" level 1, level 3 with the loners of its level 2).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from euchre.engine.game import game_winner
from euchre.engine.rules import Rules
from euchre.engine.state import HandResult
from euchre.explain.plays import explain_score, outcome_words
from euchre.explain.render import esc
from euchre.i18n import _, ngettext
from euchre.i18n.seats import side_label
from euchre.tutor import is_it_a_euchre
from euchre.tutor.answer_ids import game_id, game_label, label, parse_game_id, score_id, score_words, won_words
from euchre.tutor.answers import one_of_the_choices
from euchre.tutor.question import Feedback, Question, Solution, the_answer_is
from euchre.tutor.wording import and_list, join

KIND = "game_score"


def supports(rules: Rules) -> bool:
    """A game with a target score (a ruleset with only a deal limit ends in ways this does not ask)."""
    return rules.winning_score > 0


# ---- generating ----------------------------------------------------------------------------
def _winner(rules: Rules, totals: Sequence[int], points: Sequence[int], hands_played: int) -> int | None:
    return game_winner(rules, list(totals), None, hands_played, last_points=list(points))


def _before(rng: random.Random, rules: Rules, difficulty: int, points: Sequence[int], hands: int) -> list[int]:
    target = rules.winning_score
    for _attempt in range(60):
        if difficulty == 1:
            before = [rng.randrange(max(1, target - 4)) for _side in points]
        else:
            before = [
                min(target - 1, max(0, target - p + rng.choice((-1, 0, 0, 1, 2)))) if p else rng.randrange(target)
                for p in points
            ]
        if game_winner(rules, before, None, hands, last_points=[0] * len(before)) is None:
            return before
    return [0] * len(points)


def _hands_played(rng: random.Random, rules: Rules, difficulty: int) -> int:
    limit = rules.deal_limit
    if not limit:
        return rng.randrange(1, 12)
    return limit - 1 if difficulty > 1 and rng.random() < 0.5 else rng.randrange(limit)


def hand_result(question: Question) -> HandResult:
    """The finished hand, scored by the engine (as "Is it a euchre?" scores it)."""
    return is_it_a_euchre._result(question)


def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    hand = is_it_a_euchre.generate(rng, rules, max(1, difficulty - 1), code)
    points = hand_result(hand).points
    hands = _hands_played(rng, rules, difficulty)
    before = tuple(_before(rng, rules, difficulty, points, hands))
    question = Question(
        kind=KIND,
        code=code,
        rules=rules,
        difficulty=difficulty,
        prompt=_prompt(rules, hand.prompt, before, hands),
        choices=(),
        style="single",
        trump=hand.trump,
        dealer=hand.dealer,
        maker=hand.maker,
        alone=hand.alone,
        lone_defender=hand.lone_defender,
        tricks=hand.tricks,
        scores=before,
        hands_played=hands,
    )
    right = _right(question)
    wrong = [c for c in _slips(question) if c != right]
    choices = [right, *list(dict.fromkeys(wrong))[:3]]
    rng.shuffle(choices)
    return replace(question, choices=tuple(choices))


def _prompt(rules: Rules, hand_prompt: str, before: Sequence[int], hands: int) -> str:
    n = rules.num_players
    facts = hand_prompt.removesuffix(_("Who scores, and how many points?")).strip()
    parts = [_("The game is played to {target} points, and the score is {score}.", target=rules.winning_score,
               score=score_words(before, n))]
    if rules.deal_limit:
        parts.append(ngettext("The game ends after {n} hand at the most; {played} have been played.",
                              "The game ends after {n} hands at the most; {played} have been played.",
                              rules.deal_limit, played=hands))
    parts.append(_("Then this hand is played: {facts}", facts=facts))
    parts.append(_("What is the score now, and has anyone won?"))
    return " ".join(parts)


def _totals(question: Question, points: Sequence[int]) -> tuple[int, ...]:
    return tuple(b + p for b, p in zip(question.scores, points, strict=True))


def _verdict(question: Question, points: Sequence[int]) -> int | None:
    return _winner(question.rules, _totals(question, points), points, question.hands_played + 1)


def _right(question: Question) -> str:
    points = hand_result(question).points
    return game_id(_totals(question, points), _verdict(question, points))


def _slips(question: Question) -> list[str]:
    """The wrong choices: the right score with the wrong verdict, the points to the wrong side, the
    points of another outcome (each with its own verdict), and the score before the hand."""
    rules = question.rules
    points = hand_result(question).points
    totals = _totals(question, points)
    winner = _verdict(question, points)
    out: list[str] = []
    if winner is None:
        leader = max(range(len(totals)), key=lambda s: totals[s])
        out.append(game_id(totals, leader))
    else:
        out.append(game_id(totals, None))
    others = tuple(points[-1:]) + tuple(points[:-1])
    out.append(game_id(_totals(question, others), _verdict(question, others)))
    value = max(points)
    for other in sorted(set(is_it_a_euchre._values(rules)) - {value}, key=lambda v: abs(v - value)):
        changed = tuple(other if p else 0 for p in points)
        out.append(game_id(_totals(question, changed), _verdict(question, changed)))
    out.append(game_id(question.scores, None))
    return out


# ---- grading -------------------------------------------------------------------------------
def verdict_reason(question: Question, totals: Sequence[int], winner: int | None) -> str:
    """Why the game is won or goes on with these totals (the verdict itself is `game_winner`'s)."""
    rules = question.rules
    n, target = rules.num_players, rules.winning_score
    reached = [s for s, v in enumerate(totals) if v >= target]
    names = and_list([side_label(s, n) for s in reached])
    if winner is not None and reached:
        if len(reached) == 1:
            return _("{side} reached {total}, and the game is played to {target} points: {won}",
                     side=side_label(winner, n), total=totals[winner], target=target, won=won_words(winner, n))
        return _("{sides} reached {target} on the same hand, and the higher score counts: {won}", sides=names,
                 target=target, won=won_words(winner, n))
    if winner is not None:
        return ngettext("that was the last hand of {n}, and the side ahead wins: {won}",
                        "that was the last hand of {n}, and the side ahead wins: {won}",
                        rules.deal_limit, won=won_words(winner, n))
    if not reached:
        return _("the game goes on: nobody has reached {target} points yet", target=target)
    if len(reached) > 1 and rules.tie_plays_on:
        return _("{sides} reached {target} on the same hand, and under these rules another hand is played",
                 sides=names, target=target)
    return _("{sides} reached {target} with equal scores, so another hand is played", sides=names, target=target)


def _points_line(question: Question, result: HandResult, score: str) -> str:
    """The hand's points and why, then the new score: one maker at a cutthroat or two-handed table."""
    points = label(score_id(result.points), question.rules)
    if question.num_players < 4:
        return _("{points} for this hand, because the maker {outcome}; added to the score before it, that makes "
                 "{score}", points=points, outcome=outcome_words(result, one_maker=True), score=score)
    return _("{points} for this hand, because the makers {outcome}; added to the score before it, that makes {score}",
             points=points, outcome=outcome_words(result), score=score)


def solution(question: Question) -> Solution:
    result = hand_result(question)
    totals = _totals(question, result.points)
    winner = _verdict(question, result.points)
    answer = game_id(totals, winner)
    explanation = join(  # the points and the new score first: the line a right answer is told
        _points_line(question, result, score_words(totals, question.num_players)),
        verdict_reason(question, totals, winner),
        explain_score(result, question.rules),
    )
    return Solution((answer,), game_label(answer, question.rules), explanation)


def grade(question: Question, answer: object) -> Feedback:
    picked = one_of_the_choices(question, answer, _("Pick the score after the hand first."))
    right = solution(question)
    if picked in right.expected:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    result = hand_result(question)
    totals, winner = parse_game_id(right.expected[0])
    picked_totals, _picked_winner = parse_game_id(picked)
    score = score_words(totals, question.num_players)
    explanation = right.explanation
    if picked_totals == totals:
        mistake = verdict_reason(question, totals, winner)
    else:
        mistake = _points_line(question, result, score)
        explanation = join(explain_score(result, question.rules), verdict_reason(question, totals, winner))
    # the verdict is said by verdict_reason, so the answer sentence names the score only
    return Feedback(False, right.expected, right.expected_text, explanation, join(mistake),
                    answer_sentence=the_answer_is(score))


def board(question: Question) -> str:
    """The running score before the hand and the target, as a small table."""
    n = question.num_players
    rows = "".join(f"<tr><td>{esc(side_label(s, n))}</td><td>{v}</td></tr>" for s, v in enumerate(question.scores))
    heading = _("Score before the hand")
    target = _("Played to {target} points", target=question.rules.winning_score)
    return (
        f'<table class="et-score"><tr><th>{esc(heading)}</th><th></th></tr>{rows}</table>'
        f"<div><small>{esc(target)}</small></div>"
    )
