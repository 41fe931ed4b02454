""""Bid Euchre: what does each side score?": the bid, how it was played and the tricks each side took.

Bid Euchre scores both sides at once: the defenders take a point a trick, and the bidders score their
tricks, lose their bid when set, or score the bonus of a moon or a partner's best. The choices are the
right score and the scores the usual slips give, and a wrong pick is told which slip it was.
"""

from __future__ import annotations

import random
from dataclasses import replace

from euchre.engine.bid import BidHandResult
from euchre.engine.cards import Suit
from euchre.engine.ranking import NoTrump, Trump
from euchre.engine.rules import Family, Rules
from euchre.engine.scoring import Contract, score_bid
from euchre.engine.tricks import partner_of
from euchre.explain.contracts import explain_bid_score
from euchre.explain.ruleset_names import ruleset_label
from euchre.i18n import _, ngettext
from euchre.i18n.seats import seat_label, side_label
from euchre.tutor.answer_ids import bid_score_label, score_id, score_points
from euchre.tutor.answers import AnswerError, read_choice, shown_choices
from euchre.tutor.question import Feedback, Question, Solution, you_chose
from euchre.tutor.wording import and_list, join, sentence, trump_name

KIND = "bid_score"
FAMILIES = (Family.BID,)
_MAX_CHOICES = 5


# ---- generating ----------------------------------------------------------------------------
def generate(rng: random.Random, rules: Rules, difficulty: int, code: str) -> Question:
    total = rules.tricks_per_hand
    dealer, bidder = rng.randrange(4), rng.randrange(4)
    contracts = [Contract.NORMAL]
    if difficulty > 1 and rules.partners_best:
        contracts.append(Contract.PARTNERS_BEST)
    if difficulty > 1 and rules.moon:
        contracts.append(Contract.MOON)
    if difficulty == 3 and len(contracts) > 1:
        contracts.remove(Contract.NORMAL)
    contract = rng.choice(contracts)
    trump: Trump = rng.choice(list(Suit))
    if difficulty > 1 and rules.allow_no_trump and rng.random() < 0.4:
        trump = rng.choice(list(NoTrump))
    if contract is Contract.NORMAL:
        bid = rng.randint(rules.min_bid, total - 1 if difficulty == 1 else total)
    else:
        bid = total
    taken = _bidder_tricks(rng, bid, total, difficulty)
    side = rules.side_of(bidder)
    tricks = tuple(taken if s == side else total - taken for s in range(rules.num_sides))
    facts = Question(
        kind=KIND, code=code, rules=rules, difficulty=difficulty, prompt="", choices=(), style="single",
        trump=trump, dealer=dealer, maker=bidder, alone=contract is Contract.MOON, tricks=tricks, bid=bid,
        contract=contract.value,
    )
    options = _options(facts)
    right = options[0][0]
    wrong = [token for token, _ in options[1:]]
    rng.shuffle(wrong)
    choices = [right, *wrong[: _MAX_CHOICES - 1]]
    rng.shuffle(choices)
    return replace(facts, prompt=_prompt(facts), choices=tuple(choices))


def _bidder_tricks(rng: random.Random, bid: int, total: int, difficulty: int) -> int:
    """Near the bid: level 1 clearly made or set, later levels on the edge (exactly the bid, one short)."""
    if difficulty == 1:
        made = list(range(min(bid + 1, total), total + 1)) if bid < total else [total]
        short = list(range(0, max(bid - 1, 1)))
        return rng.choice(made if rng.random() < 0.5 else short)
    edges = [bid, bid - 1] if bid > 0 else [bid]
    if rng.random() < 0.7:
        return rng.choice(edges)
    return rng.randint(0, total)


def _prompt(question: Question) -> str:
    rules = question.rules
    assert question.maker is not None and question.bid is not None
    who = seat_label(question.maker, 4)
    partner = seat_label(partner_of(question.maker, 4), 4)
    named = _trump_words(question.trump)
    contract = _contract(question)
    if contract is Contract.MOON:
        call = _("{player} bid {n} in {trump} to shoot the moon, playing alone while {partner} sat out.",
                 player=who, trump=named, n=question.bid, partner=partner)
    elif contract is Contract.PARTNERS_BEST:
        call = _("{player} bid {n} in {trump} as partner's best: {partner} passed {player} their best card "
                 "and sat out.", player=who, trump=named, n=question.bid, partner=partner)
    else:
        call = _("{player} won the bidding with {bid} and named {trump}.", player=who, bid=question.bid, trump=named)
    counts = sentence(and_list([ngettext("{side} took {n} trick", "{side} took {n} tricks", t, side=side_label(s, 4))
                                for s, t in enumerate(question.tricks)]))
    return " ".join((_("Game: {ruleset}.", ruleset=ruleset_label(rules.name)), call, counts,
                     _("What does each side score?")))


def _trump_words(trump: Trump | None) -> object:
    """A suit's words (with its cases) or a no-trump contract's name, in the current language."""
    return trump_name(trump)


def _contract(question: Question) -> Contract:
    return Contract(question.contract) if question.contract else Contract.NORMAL


# ---- the right score and the slips ----------------------------------------------------------
def score_label(points: tuple[int, ...]) -> str:
    """"North–South score 4; East–West score 2", "North–South lose 5; East–West score 3", in the
    current language (the label of `score_id(points)` as a Bid Euchre score)."""
    return bid_score_label(points)


def _result(question: Question) -> BidHandResult:
    rules = question.rules
    assert question.maker is not None and question.bid is not None
    side = rules.side_of(question.maker)
    contract = _contract(question)
    score = score_bid(rules, question.maker, question.bid, contract, question.tricks[side])
    sat_out = () if contract is Contract.NORMAL else (partner_of(question.maker, 4),)
    return BidHandResult(
        maker=question.maker, makers=side, trump=question.trump, alone=contract is Contract.MOON,
        lone_defender=None, sat_out=sat_out, tricks=question.tricks, points=score.points,
        outcome=score.outcome, bid=question.bid, contract=contract,
    )


def _options(question: Question) -> list[tuple[str, str]]:
    """(answer id, the slip that gives it): the right score first, then every distinct slip."""
    rules = question.rules
    result = _result(question)
    side, bid = result.makers, result.bid
    assert side is not None
    taken = result.tricks[side]
    contract = result.contract
    bonus = {Contract.MOON: rules.moon_score, Contract.PARTNERS_BEST: rules.partners_best_score}.get(contract)
    right = result.points

    def with_bidders(value: int) -> tuple[int, ...]:
        return tuple(value if s == side else p for s, p in enumerate(right))

    slips: list[tuple[tuple[int, ...], str]] = [
        (tuple(p if s == side else 0 for s, p in enumerate(right)),
         _("the defenders score a point for every trick they take, made bid or not")),
    ]
    if taken < bid:
        slips += [
            (with_bidders(0), _("a side that is set does not just score nothing: it loses its bid, {bid}", bid=bid)),
            (with_bidders(-taken), ngettext("a set side loses its bid ({bid}), not the {n} trick it took",
                                            "a set side loses its bid ({bid}), not the {n} tricks it took", taken,
                                            bid=bid)),
            (with_bidders(bonus or taken), ngettext("{n} trick is short of the {bid} bid, so the bid is set",
                                                    "{n} tricks are short of the {bid} bid, so the bid is set", taken,
                                                    bid=bid)),
        ]
        slips.append((with_bidders(bid), _("a side that is set loses its bid, {bid}; it does not score it", bid=bid)))
        if bonus:
            failed = (_("a failed moon loses the bid ({bid}), not its bonus", bid=bid) if contract is Contract.MOON
                      else _("a failed partner's best loses the bid ({bid}), not its bonus", bid=bid))
            slips.append((with_bidders(-bonus), failed))
    else:
        slips.append((with_bidders(-bid), ngettext("taking {n} trick makes a bid of {bid}: it is not set",
                                                   "taking {n} tricks makes a bid of {bid}: it is not set", taken,
                                                   bid=bid)))
        if bonus:
            made = (_("a made moon scores its bonus, {bonus}, not a point a trick", bonus=bonus)
                    if contract is Contract.MOON
                    else _("a made partner's best scores its bonus, {bonus}, not a point a trick", bonus=bonus))
            slips.append((with_bidders(taken), made))
        elif taken != bid:
            slips.append((with_bidders(bid), _("a made bid scores a point for every trick taken ({n}), not the bid",
                                               n=taken)))
    slips.append((
        tuple(reversed(right)),
        _("the bid was {side}'s, so the bidders' score goes to {side}", side=side_label(side, 4)),
    ))
    options = [(score_id(right), "")]
    for points, why in slips:
        token = score_id(points)
        if points != right and token not in (o[0] for o in options):
            options.append((token, why))
    return options


# ---- grading -------------------------------------------------------------------------------
def solution(question: Question) -> Solution:
    points = _result(question).points
    explanation = join(explain_bid_score(_result(question), question.rules))
    return Solution((score_id(points),), score_label(points), explanation)


def grade(question: Question, answer: object) -> Feedback:
    picked = _read(question, answer)
    right = solution(question)
    if picked == right.expected[0]:
        return Feedback(True, right.expected, right.expected_text, right.explanation)
    slips = dict(_options(question))
    why = slips.get(picked) or _("that is not how this hand scores")
    chose = score_label(score_points(picked))
    return Feedback(False, right.expected, right.expected_text, right.explanation, join(you_chose(chose), why))


def _read(question: Question, answer: object) -> str:
    picked = read_choice(question, answer, _("Pick what each side scores."))
    if picked is None:
        assert isinstance(answer, str)
        shown = shown_choices(question, " · ")
        raise AnswerError(_("{answer} is not one of the choices. Pick one of: {choices}.", answer=repr(answer.strip()),
                            choices=shown))
    return picked
