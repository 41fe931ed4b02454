"""Making trump by rules of thumb: ordering up or passing, naming a suit in round two, going and
defending alone, the dealer's discard, the Joker's suit, and Bid Euchre's auction (bids, trump or
no-trump, the moon, partner's best). Each function returns a Decision with its reason.

A beginner makes trump with three trumps and never goes alone. From intermediate on the bot follows
the tip "call trump with two or more high trumps", and goes alone with a hand that takes every trick.
A strong bot estimates the tricks its hand and its partner should take, counting the upcard.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import floor
from typing import Any

from euchre.bots.decision import Decision, Strength, decided
from euchre.bots.evaluate import (
    best_suit,
    choose_discard,
    estimate_tricks,
    high_trumps,
    strength,
    sure_tricks,
    trump_tricks,
    trumps,
)
from euchre.bots.person import said
from euchre.engine.actions import (
    PASS,
    REDEAL,
    Bid,
    Call,
    DefendAlone,
    Discard,
    GiveCard,
    NameTrump,
    OrderUp,
    PlayContract,
)
from euchre.engine.cards import JOKER, Card, Rank, Suit
from euchre.engine.hands import BidHandLike, HandLike, StandardHandLike
from euchre.engine.ranking import NoTrump, Trump, is_trump
from euchre.engine.rules import Rules
from euchre.explain.action_words import action_past
from euchre.explain.cards import contract_words
from euchre.explain.plays import no_trump_words
from euchre.i18n.messages import N_, _, ngettext, pgettext
from euchre.i18n.numbers import decimal
from euchre.i18n.words import suit_words

State = HandLike

PARTNER_HELP = 0.9
"""Tricks a bot expects from its partner in Bid Euchre's auction, per five cards in a hand."""
MAKE_AT: dict[tuple[str, int], float] = {
    ("ROUND_ONE", 0): 2.4, ("ROUND_ONE", 1): 2.55, ("ROUND_ONE", 2): 2.0, ("ROUND_ONE", 3): 2.55,
    ("ROUND_TWO", 0): 2.4, ("ROUND_TWO", 1): 2.3, ("ROUND_TWO", 2): 2.6, ("ROUND_TWO", 3): 2.5,
}
"""The tricks a strong bot's side estimate (`side_estimate`: its own hand, the dealer counting the
upcard, the upcard's worth added for the dealer's partner and taken off for the others) must reach
before it makes trump, by round and by seat counted from the dealer (0 the dealer, 1 on its left).
Set by the principles of expert play and checked against the expert benchmark
(`euchre/data/strategy/expert_decisions.json`): three trumps and an off-suit ace order from any seat;
the dealer's partner assists with two high trumps, since the upcard joins its side; first and third
seat hand the dealer a trump, so they need more. In round two the first seat also names "next" (the
suit of the upcard's colour) with two high trumps (`NEXT_HIGH`)."""
NEXT_HIGH = 2
OTHER_MAKE_AT = 2.3
"""The threshold with two or three players."""


def _names(cards: Sequence[Card]) -> str:
    """ "J♦", "J♦ and A♥", "J♦, A♥ and 9♠"."""
    names = [str(c) for c in cards]
    if len(names) > 1:
        return _("{cards} and {last}", cards=", ".join(names[:-1]), last=names[-1])
    return "".join(names)


def _tenths(value: float) -> str:
    """A trick estimate to one decimal, written as the language writes decimals ("2.3", Finnish "2,3")."""
    return decimal(value, 1)


# ---- the standard family: round one ------------------------------------------------------------------
def round_one(state: StandardHandLike, level: Strength, score: Sequence[int] | None = None) -> Decision:
    me = state.to_act
    legal = state.legal_actions()
    suit: Suit = state.upcard_suit
    hand = _with_upcard(state, me)
    order = next((a for a in legal if isinstance(a, OrderUp) and not a.alone), None)
    alone = next((a for a in legal if isinstance(a, OrderUp) and a.alone), None)
    verb = action_past(state, OrderUp())
    verb_alone = action_past(state, OrderUp(alone=True))
    passed = pgettext("done", "passed")
    rules = state.rules
    if level is Strength.BEGINNER:
        count = len(trumps(hand, suit))
        if count >= 3 and order is not None:
            return decided(order, "call_three_trumps", verb,
                           said(N_("you hold {count} trumps, so make {suit} trump"), count=count,
                                suit=suit_words(suit)))
        return decided(PASS, "pass_weak", passed, _("fewer than three {suit}, so pass", suit=suit_words(suit)))
    make, tip_id, why = _should_make(state, hand, suit, level, me, score)
    if score is not None and level >= Strength.STRONG and order is not None:
        stop = _stop_a_loner(state, me, score)
        if stop:
            return decided(order, "score_stop_loner", verb, stop)
    alone_call = _alone_by_score(hand, suit, rules, level, state, me, score) if make else None
    worthy = _alone_worthy(hand, suit, rules, level)
    if make and alone is not None and alone_call is not False and (alone_call or worthy):
        if alone_call:
            return decided(alone, "score_alone", verb_alone)
        return decided(alone, "go_alone", verb_alone,
                       _("{cards} should take every trick, so go alone", cards=_names(trumps(hand, suit))))
    if make and order is not None:
        if alone_call is False and alone is not None and worthy:
            return decided(order, "score_not_alone", verb)
        return decided(order, tip_id, verb, why)
    if make and order is None and alone is not None and sure_tricks(hand, suit, rules) >= 4:
        return decided(alone, "go_alone", verb_alone, _("Canadian loner: the only way to order it up is alone, "
                                                         "and this hand is strong enough"))
    return decided(PASS, "pass_weak", passed, why if not make else _("ordering up here would have to be alone"))


def _with_upcard(state: StandardHandLike, me: int) -> list[Card]:
    """The hand a dealer would hold after picking up the upcard and discarding the weakest card."""
    hand = list(state.hand(me))
    if me != state.dealer:
        return hand
    six = [*hand, state.upcard]
    six.remove(choose_discard(six, state.upcard_suit, protect=state.upcard).card)
    return six


def _should_make(
    state: StandardHandLike, hand: Sequence[Card], suit: Suit, level: Strength, me: int,
    score: Sequence[int] | None = None,
) -> tuple[bool, str, str]:
    """Whether to make `suit` trump, the tip behind it and the reason."""
    rules: Rules = state.rules
    high = high_trumps(hand, suit, rules)
    count = len(trumps(hand, suit))
    aces = [c for c in hand if c.rank == Rank.ACE and not is_trump(c, suit)]
    if level >= Strength.STRONG:
        expect = side_estimate(state, hand, suit, me)
        need = make_threshold(state, me)
        if score is not None and _euchre_loses(state, me, score):
            need += EUCHRE_LOSES_MARGIN
        words = said(N_("{held}, about {tricks} tricks for your side's call"), held=_count_words(high, count, suit),
                  tricks=_tenths(expect))
        if count < 2:
            if not aces:
                return False, "pass_weak", _("{words}, but fewer than two trumps: too few to make trump",
                                             words=words)
            return False, "pass_weak", ngettext("{words}, but fewer than two trumps: an ace alone does not make "
                                                "trump", "{words}, but fewer than two trumps: aces alone do not "
                                                "make trump", len(aces), words=words)
        if _is_next(state, suit, me) and len(high) >= NEXT_HIGH:
            return True, "call_two_high", _("{words}, and {suit} is next (the colour of the card turned down) from "
                                            "first seat: call it with two high trumps", words=words,
                                            suit=suit_words(suit))
        if expect >= need:
            return True, "call_two_high" if len(high) >= 2 else "call_three_trumps", _(
                "{words}: enough to make trump from this seat (it takes {need})", words=words, need=_tenths(need)
            )
        if len(high) >= 2:  # the tip's two high trumps, said so, so the pass does not seem to contradict it
            return False, "pass_weak", _("{words}: not enough to make trump from this seat, even with two high "
                                         "trumps (it takes {need})", words=words, need=_tenths(need))
        return False, "pass_weak", _("{words}: not enough to make trump from this seat (it takes {need})",
                                     words=words, need=_tenths(need))
    dealer_side = state.phase.name == "ROUND_ONE" and rules.side_of(state.dealer) == rules.side_of(me)
    if len(high) >= 2 and (count >= 3 or aces or dealer_side):
        return True, "call_two_high", said(N_("you hold {cards}, so call trump with two or more high trumps"),
                                        cards=_names(high))
    if count >= 4:
        return True, "call_three_trumps", said(N_("you hold {count} {suit}, so make them trump"), count=count,
                                            suit=suit_words(suit))
    if len(high) >= 2:
        return False, "pass_weak", _("{cards} but only {count} trumps and no off-suit ace, so pass",
                                     cards=_names(high), count=count)
    return False, "pass_weak", _("{held}: fewer than two high trumps, so pass", held=_count_words(high, count, suit))


UPCARD_VALUE = {Rank.JACK: 0.9, Rank.ACE: 0.7, Rank.KING: 0.5, Rank.QUEEN: 0.4, Rank.TEN: 0.3, Rank.NINE: 0.25}
"""What the upcard is worth to the side that gets it, by rank, in round one."""
THREE_WITH_A_BOWER = 0.3
"""Three trumps headed by a bower play better than the trick estimate alone says: the bower draws trumps."""


def side_estimate(state: StandardHandLike, hand: Sequence[Card], suit: Suit, me: int) -> float:
    """The hand's trick estimate for making `suit` trump, with what the upcard does in round one: the
    dealer holds it (counted in the hand), the dealer's partner gives it to its own side, the others
    give it to the other side; and a bonus for three or more trumps with a bower."""
    rules: Rules = state.rules
    expect = estimate_tricks(hand, suit, rules)
    held = trumps(hand, suit)
    if len(held) >= 3 and any(c.rank == Rank.JACK for c in held):
        expect += THREE_WITH_A_BOWER
    if state.phase.name == "ROUND_ONE" and rules.num_players == 4 and me != state.dealer:
        value = UPCARD_VALUE.get(state.upcard.rank, 0.3) if not state.upcard.is_joker else 1.0
        expect += 0.6 * value if rules.partner_of(me) == state.dealer else -0.4 * value
    return expect


EUCHRE_LOSES_MARGIN = 0.4
"""How much more a strong bot needs to make trump when a euchre would end the game for the other side."""


def _sides(state: State, me: int, score: Sequence[int]) -> tuple[int, int, int]:
    rules = state.rules
    side = rules.side_of(me)
    ours = score[side]
    theirs = max(p for i, p in enumerate(score) if i != side)
    return ours, theirs, rules.winning_score or 10


def _euchre_loses(state: State, me: int, score: Sequence[int]) -> bool:
    """The other side wins the game if we are euchred (2 points), and we are not about to win ourselves."""
    ours, theirs, target = _sides(state, me, score)
    return theirs + 2 >= target and ours + 1 < target


def _stop_a_loner(state: State, me: int, score: Sequence[int]) -> str:
    """At 9 against 6 to 8 the other side wins only with a loner: a seat of the non-dealing side orders up
    to stop it (a euchre leaves them short of the game). The reason, or "" when the rule does not apply."""
    rules = state.rules
    if rules.num_players != 4 or rules.side_of(me) == rules.side_of(state.dealer):
        return ""
    ours, theirs, target = _sides(state, me, score)
    if ours == target - 1 and target - 4 <= theirs < target - 2:
        return _("at {ours} to {theirs} the other side can only win at once with a loner; ordering up stops it, "
                 "and a euchre would leave them short of the game", ours=ours, theirs=theirs)
    return ""


def _alone_by_score(
    hand: Sequence[Card], suit: Suit, rules: Rules, level: Strength, state: State, me: int,
    score: Sequence[int] | None,
) -> bool | None:
    """True to go alone for the game, False never to go alone, None when the score changes nothing."""
    if score is None or level < Strength.STRONG or rules.num_players != 4:
        return None
    ours, _theirs, target = _sides(state, me, score)
    if ours + 2 >= target:
        return False  # two points (or one) already win the game: partner's help makes them surer
    if ours + 4 >= target and sure_tricks(hand, suit, rules) >= 4:
        return True
    return None


def _is_next(state: StandardHandLike, suit: Suit, me: int) -> bool:
    """Round two, first seat, and `suit` the same colour as the card turned down."""
    if state.phase.name != "ROUND_TWO" or state.rules.num_players != 4 or (me - state.dealer) % 4 != 1:
        return False
    turned = state.upcard.suit if state.upcard is not None and not state.upcard.is_joker else None
    return turned is not None and suit != turned and suit.colour == turned.colour


def make_threshold(state: State, me: int) -> float:
    n = state.rules.num_players
    if n != 4:
        return OTHER_MAKE_AT
    return MAKE_AT[(state.phase.name, (me - state.dealer) % n)]


def _count_words(high: Sequence[Card], count: int, suit: Suit) -> str:
    if not count:
        return _("no {suit}", suit=suit_words(suit))
    highs = _("{k} high ({cards})", k=len(high), cards=_names(high)) if high else _("none of them high")
    return ngettext("{n} {suit.one}, {high}", "{n} {suit}, {high}", count, suit=suit_words(suit), high=highs)


def _alone_worthy(hand: Sequence[Card], suit: Suit, rules: Rules, level: Strength) -> bool:
    sure = sure_tricks(hand, suit, rules)
    if sure >= rules.hand_size:
        return True
    if level < Strength.STRONG:
        return False
    others = [c for c in hand if not is_trump(c, suit)]
    return (len(trumps(hand, suit)) >= 4 and len(high_trumps(hand, suit, rules)) >= 3
            and all(c.rank == Rank.ACE for c in others))


# ---- round two ----------------------------------------------------------------------------------------------
def round_two(state: StandardHandLike, level: Strength) -> Decision:
    me = state.to_act
    legal = state.legal_actions()
    calls = [a for a in legal if isinstance(a, Call) and not a.alone]
    stuck = PASS not in legal
    hand = list(state.hand(me))
    rules: Rules = state.rules
    if level is Strength.BEGINNER:
        suit = max((a.suit for a in calls), key=lambda s: (len(trumps(hand, s)), -int(s)))
        count = len(trumps(hand, suit))
        if count >= 3 or stuck:
            tip_id = "stick_the_dealer" if stuck and count < 3 else "call_three_trumps"
            return decided(Call(suit), tip_id, _named(suit),
                           None if tip_id == "stick_the_dealer"
                           else said(N_("you hold {count} {suit}, so name them"), count=count, suit=suit_words(suit)))
        return decided(PASS, "pass_weak", pgettext("done", "passed"), _("no suit with three trumps, so pass"))
    if level < Strength.STRONG:
        suit = best_suit(hand, rules, [a.suit for a in calls])
    else:
        suit = _trump_suit(hand, rules, calls)
    make, tip_id, why = _should_make(state, hand, suit, level, me)
    alone = Call(suit, alone=True)
    if make and alone in legal and _alone_worthy(hand, suit, rules, level):
        return decided(alone, "go_alone", pgettext("done", "named {suit} alone", suit=suit_words(suit)),
                       _("{cards} should take every trick, so go alone", cards=_names(trumps(hand, suit))))
    if make:
        return decided(Call(suit), tip_id, _named(suit), why)
    if stuck:
        return decided(Call(suit), "stick_the_dealer", _named(suit))
    return decided(PASS, "pass_weak", pgettext("done", "passed"), why)


def _named(suit: Suit) -> str:
    return pgettext("done", "named {suit}", suit=suit_words(suit))


def _discarded(card: Card) -> str:
    return pgettext("done", "discarded {card}", card=str(card))


def _trump_suit(hand: Sequence[Card], rules: Rules, calls: Sequence[Call]) -> Suit:
    """The suit to name: the one whose trumps are worth most (bowers and length first), then the whole hand."""
    return max((a.suit for a in calls), key=lambda s: (trump_tricks(hand, s, rules) + estimate_tricks(hand, s, rules),
                                                       len(trumps(hand, s)), -int(s)))


# ---- after trump is made ------------------------------------------------------------------------------------
def discard(state: State, level: Strength) -> Decision:
    me = state.to_act
    hand = list(state.hand(me))
    trump = state.trump
    if level is Strength.BEGINNER or trump is None:
        card = min(hand, key=lambda c: (c.is_joker, strength(c, trump, None)))
        return decided(Discard(card), "discard_lowest", _discarded(card))
    choice = choose_discard(hand, trump)
    if choice.makes_void:
        return decided(Discard(choice.card), "discard_short", _discarded(choice.card))
    return decided(Discard(choice.card), "discard_lowest", _discarded(choice.card))


def defend_alone(state: State, level: Strength) -> Decision:
    me = state.to_act
    trump = state.trump
    hand = list(state.hand(me))
    if level >= Strength.INTERMEDIATE and isinstance(trump, Suit) and sure_tricks(hand, trump, state.rules) >= 3:
        return decided(DefendAlone(), "defend_alone", pgettext("done", "defended alone"),
                       _("{cards} are sure tricks against the makers", cards=_names(trumps(hand, trump))))
    return decided(PASS, "defend_together", _("did not defend alone"))


def joker_suit(state: State, level: Strength) -> Decision:
    hand = [*state.hand(state.to_act), JOKER]
    suit = best_suit(hand, state.rules, list(Suit))
    return decided(NameTrump(suit), "joker_suit", _("named {suit} for the Joker", suit=suit_words(suit)))


def redeal(state: State, level: Strength) -> Decision:
    return decided(REDEAL, "redeal", pgettext("done", "asked for a redeal"))


# ---- Bid Euchre ------------------------------------------------------------------------------------------------------
def _contracts(state: State) -> list[Trump]:
    options: list[Trump] = list(Suit)
    if state.rules.allow_no_trump:
        options += [NoTrump.HIGH, NoTrump.LOW]
    return options


def best_contract(hand: Sequence[Card], state: State) -> tuple[Trump, float]:
    rules: Rules = state.rules
    scored = [(estimate_tricks(hand, c, rules), i, c) for i, c in enumerate(_contracts(state))]
    value, _, contract = max(scored, key=lambda x: (x[0], -x[1]))
    return contract, value


def _contract_words(contract: Trump) -> Any:
    return contract_words(contract)


def auction(state: BidHandLike, level: Strength) -> Decision:
    rules: Rules = state.rules
    me = state.to_act
    legal = state.legal_actions()
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.tricks)
    hand = list(state.hand(me))
    if not bids:
        return decided(PASS, "bid_pass", pgettext("done", "passed"))
    help_ = PARTNER_HELP * rules.hand_size / 5
    if level is Strength.BEGINNER:
        suit = max(Suit, key=lambda s: (len(trumps(hand, s)), -int(s)))
        expect: float = len(trumps(hand, suit)) + sum(1 for c in hand if c.rank == Rank.ACE and not is_trump(c, suit))
        words = _("{count} {suit} and the aces", count=len(trumps(hand, suit)), suit=suit_words(suit))
    else:
        contract, mine = best_contract(hand, state)
        expect = mine + help_
        words = said(N_("about {tricks} tricks in {contract}, and your partner's help"),
                  tricks=_tenths(min(mine, rules.hand_size)), contract=_contract_words(contract))
    can = min(rules.hand_size, floor(expect + 1e-9))
    partner = rules.partner_of(me)
    partner_holds = partner is not None and state.high_bidder == partner
    if partner_holds and level >= Strength.INTERMEDIATE:
        can = can if can >= state.high_bid + 2 else 0
    if can >= rules.hand_size and level >= Strength.INTERMEDIATE:
        top = bids[-1]
        if top.tricks == rules.hand_size:
            return decided(top, "moon" if rules.moon else "bid_tricks", pgettext("done", "bid {n}", n=top.tricks),
                           _("{words}: enough for every trick", words=words))
    if bids[0].tricks <= can:
        bid = bids[0]
        return decided(bid, "bid_tricks", pgettext("done", "bid {n}", n=bid.tricks),
                       _("{words} make {bid} a safe bid", words=words, bid=bid.tricks))
    if PASS not in legal:
        bid = bids[0]
        return decided(bid, "stick_the_dealer", pgettext("done", "bid {n}", n=bid.tricks),
                       _("everyone passed, so the dealer must bid"))
    return decided(PASS, "bid_pass", pgettext("done", "passed"),
                   _("{words}: not enough to raise the bid to {bid}", words=words, bid=bids[0].tricks))


def declare(state: State, level: Strength) -> Decision:
    hand = list(state.hand(state.to_act))
    legal = state.legal_actions()
    if level is Strength.BEGINNER:
        suit = max(Suit, key=lambda s: (len(trumps(hand, s)), -int(s)))
        return decided(NameTrump(suit), "call_three_trumps", _named(suit), said(N_("name your longest suit")))
    contract, value = best_contract(hand, state)
    action = NameTrump(contract)
    if action not in legal:
        action = legal[0]
    if isinstance(contract, NoTrump):
        return decided(action, "no_trump", pgettext("done", "named {trump}", trump=no_trump_words(contract)))
    return decided(action, "bid_tricks", _named(contract),
                   said(N_("your hand should take about {tricks} tricks with {suit} trump"),
                     tricks=_tenths(min(value, state.rules.hand_size)), suit=suit_words(contract)))


def contract(state: BidHandLike, level: Strength) -> Decision:
    legal = state.legal_actions()
    moon = PlayContract("moon")
    best = PlayContract("partner's best")
    hand = list(state.hand(state.to_act))
    rules: Rules = state.rules
    trump = state.trump
    alone_tricks = estimate_tricks(hand, trump, rules) if trump is not None else 0.0
    sure = sure_tricks(hand, trump, rules) if isinstance(trump, Suit) else floor(alone_tricks)
    plain = PlayContract("with partner")
    if plain in legal and sure < state.high_bid:  # a bid below every trick (Rules.moon_bid) may be played as usual
        return decided(plain, "with_partner", "played the bid with partner")
    if moon in legal and (best not in legal or (level >= Strength.INTERMEDIATE and sure >= rules.hand_size)):
        return decided(moon, "moon", pgettext("done", "shot the moon"))
    return decided(best if best in legal else legal[0], "partners_best", pgettext("done", "asked for partner's best"))


def bidder_discard(state: State, level: Strength) -> Decision:
    return discard(state, level)


def give(state: State, level: Strength) -> Decision:
    action = state.legal_actions()[0]
    assert isinstance(action, GiveCard)
    return decided(action, "give_best", pgettext("done", "passed {card} across", card=str(action.card)))


def dealer_discard_bid(state: State, level: Strength) -> Decision:
    """Bid Euchre with the Joker: the dealer's extra card goes before the auction, with no trump yet."""
    hand = list(state.hand(state.to_act))
    card = min(hand, key=lambda c: (c.is_joker, c.rank == Rank.ACE, c.rank))
    return decided(Discard(card), "discard_lowest", _discarded(card))

