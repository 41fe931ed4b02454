"""A bot's reason in the third person, in every language.

The bots give their reasons to the player ("you hold A♦ and J♦, so call trump ..."), which is right
for a hint; a note about another player, or a log line read back after the hand, says it of that
player ("Eli holds A♦ and J♦, so call trump ..."). Each reason that speaks to the player has its
third-person sentence as a message of its own (`SAID_OF`), so every language writes it its own way
and no language needs a rewrite rule:

    with about("Eli"):
        decision = bot.decide(state)   # decision.reason: "ordered it up: Eli holds 3 hearts, ..."

`said(message, **values)` is how the bots render a reason: the message itself, or, inside
`about(name)`, its third-person sentence with `{name}`. `third_person` is the English rewrite the
third-person messages were written from; the tests check that the messages still say what it says.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from euchre.i18n.messages import N_, _

_ABOUT: ContextVar[str | None] = ContextVar("euchre_bots_about", default=None)

SAID_OF: dict[str, str] = {
    # the tips' reasons (euchre.bots.tips)
    "your side called trump, so lead your highest trump":
        N_("{name}'s side called trump, so lead {name}'s highest trump"),
    "the other side called trump, so lead your highest off-suit card":
        N_("the other side called trump, so lead {name}'s highest off-suit card"),
    "your partner is already winning with a trump, so don't overtrump them":
        N_("{name}'s partner is already winning with a trump, so don't overtrump them"),
    "your partner's ace is winning, so let it win instead of trumping it":
        N_("{name}'s partner's ace is winning, so let it win instead of trumping it"),
    "you can't win this trick, so throw your lowest card":
        N_("{name} can't win this trick, so throw {name}'s lowest card"),
    "stick the dealer: you must name a suit, so name your strongest":
        N_("stick the dealer: {name} must name a suit, so name {name}'s strongest"),
    "discard your weakest card":
        N_("discard {name}'s weakest card"),
    "you are void in the suit led, so trump it":
        N_("{name} is void in the suit led, so trump it"),
    "your partner is winning, so play low":
        N_("{name}'s partner is winning, so play low"),
    "your partner plays after you, so keep your high card back":
        N_("{name}'s partner plays after {name}, so keep {name}'s high card back"),
    "an opponent plays after you, so play your highest card to make them spend a high one":
        N_("an opponent plays after {name}, so play {name}'s highest card to make them spend a high one"),
    "your partner plays last and may win or trump this trick, so keep your trump":
        N_("{name}'s partner plays last and may win or trump this trick, so keep {name}'s trump"),
    "the lone maker still plays after you and could trump your partner's card, so win it with a card they can't beat":
        N_("the lone maker still plays after {name} and could trump {name}'s partner's card, so win it with a card "
           "they can't beat"),
    "against a lone maker, cash an ace if you hold one, else lead low and keep your high cards to beat theirs":
        N_("against a lone maker, cash an ace if {name} holds one, else lead low and keep {name}'s high cards to "
           "beat theirs"),
    "lead your lowest card and keep the high ones":
        N_("lead {name}'s lowest card and keep the high ones"),
    "it is the only card you may play":
        N_("it is the only card {name} may play"),
    "name the suit that makes your hand strongest":
        N_("name the suit that makes {name}'s hand strongest"),
    "bid the tricks your hand and your partner can count on":
        N_("bid the tricks {name}'s hand and {name}'s partner can count on"),
    "one more top trump from your partner makes it safe":
        N_("one more top trump from {name}'s partner makes it safe"),
    "partner's best: you must pass your best trump":
        N_("partner's best: {name} must pass {name}'s best trump"),
    "two points already win the game, so play with your partner to make them surer":
        N_("two points already win the game, so play with {name}'s partner to make them surer"),
    # the bidding's and the play's own reasons (euchre.bots.bidding, euchre.bots.play)
    "you hold {count} trumps, so make {suit} trump":
        N_("{name} holds {count} trumps, so make {suit} trump"),
    "{held}, about {tricks} tricks for your side's call":
        N_("{held}, about {tricks} tricks for {name}'s side's call"),
    "you hold {cards}, so call trump with two or more high trumps":
        N_("{name} holds {cards}, so call trump with two or more high trumps"),
    "you hold {count} {suit}, so make them trump":
        N_("{name} holds {count} {suit}, so make them trump"),
    "you hold {count} {suit}, so name them":
        N_("{name} holds {count} {suit}, so name them"),
    "about {tricks} tricks in {contract}, and your partner's help":
        N_("about {tricks} tricks in {contract}, and {name}'s partner's help"),
    "name your longest suit":
        N_("name {name}'s longest suit"),
    "your hand should take about {tricks} tricks with {suit} trump":
        N_("{name}'s hand should take about {tricks} tricks with {suit} trump"),
    "your side has no trumps in this hand to lead, so lead your highest off-suit card":
        N_("{name}'s side has no trumps in this hand to lead, so lead {name}'s highest off-suit card"),
    "with no trump, lead your best card":
        N_("with no trump, lead {name}'s best card"),
}
"""Each reason that speaks to the player (English, the catalogue's key) and its sentence about a player
named `{name}`."""


@contextmanager
def about(name: str) -> Iterator[None]:
    """Inside: the bots' reasons are said of `name` (the third person), in the current language."""
    token = _ABOUT.set(name)
    try:
        yield
    finally:
        _ABOUT.reset(token)


def said(message: str, /, **values: Any) -> str:
    """`message` (English, marked for the catalogue where it is written) in the current language, said
    to the player, or inside `about(name)` said of that player."""
    name = _ABOUT.get()
    if name is not None and message in SAID_OF:
        return _(SAID_OF[message], name=name, **values)
    return _(message, **values)


_THIRD = (
    (r"\byou hold\b", "{name} holds"), (r"\byou have\b", "{name} has"), (r"\byou are\b", "{name} is"),
    (r"\byou're\b", "{name} is"), (r"\byou've\b", "{name} has"),
    (r"\byour side's\b", "{name}'s side's"), (r"\byours\b", "{name}'s"), (r"\byour\b", "{name}'s"),
    (r"\byourself\b", "{name}"), (r"\byou\b", "{name}"),
)


def third_person(text: str, name: str) -> str:
    """The English rewrite of a reason said to the player ("you hold A♦ and J♦, so ...") into one about
    `name` ("Eli holds A♦ and J♦, so ..."): what `SAID_OF`'s English sentences were written from."""
    for pattern, repl in _THIRD:
        text = re.sub(pattern, repl.format(name=name), text, flags=re.IGNORECASE)
    return text
