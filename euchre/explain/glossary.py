"""The game's words, each with one definition: the glossary a learner can look a word up in.

A term's name is the catalogue's own word for it (`euchre.i18n.terms.TERMS`, `BOWER_NAMES`), so a
translated glossary says exactly the words the rest of the tutor says; each definition is a message
of its own, in the project's words and consistent with the rules the engine plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre.i18n import N_, gettext, pgettext
from euchre.i18n.messages import NP_
from euchre.i18n.terms import TERMS
from euchre.i18n.words import BOWER_NAMES


@dataclass(frozen=True)
class Entry:
    key: str
    """The term's id: a key of TERMS, or "right bower"/"left bower", or a word of the glossary's own."""
    definition: str
    """English; `shown_definition()` says it in the current language."""
    name: tuple[str, str] | None = None
    """The word as a message, for a word the rest of the tutor has no term for."""

    @property
    def name_message(self) -> tuple[str, str]:
        if self.name is not None:
            return self.name
        if self.key in TERMS:
            return TERMS[self.key]
        return BOWER_NAMES[self.key.split()[0]]

    def shown_term(self) -> str:
        return pgettext(*self.name_message)

    def shown_definition(self) -> str:
        return gettext(self.definition)


GLOSSARY: tuple[Entry, ...] = (
    Entry("trick", N_("One card from each player in turn; the best of them takes all the cards played.")),
    Entry("trump", N_("The suit that beats every other suit in this hand. Any trump takes a trick from every "
                      "card of the other suits.")),
    Entry("makers", N_("The player who chose trump and their partner. They need at least three of the five "
                       "tricks.")),
    Entry("euchre", N_("What happens to makers who take fewer than three tricks: the defenders score 2 "
                       "points instead.")),
    Entry("lead", N_("To play the first card of a trick; the suit of that card is the suit led.")),
    Entry("right bower", N_("The jack of the trump suit: the highest trump (only a Joker, where one is used, "
                            "is higher).")),
    Entry("left bower", N_("The other jack of the same colour as trump. While that suit is trump it is the "
                           "second-highest trump and no longer belongs to its printed suit.")),
    Entry("follow suit", N_("To play a card of the suit led. You must when you can; only a player without "
                            "one may play any card.")),
    Entry("dealer", N_("The player who hands out the cards. The deal passes one seat to the left after "
                       "every hand.")),
    Entry("kitty", N_("The cards left over after the deal, face down; only its top card is shown.")),
    Entry("upcard", N_("The top card of the kitty, turned face up. In round one its suit is the only one "
                       "that can become trump.")),
    Entry("order up", N_("To accept the upcard's suit as trump in round one: the dealer then takes the "
                         "upcard and discards a card.")),
    Entry("assist", N_("What the dealer's partner does in round one to accept the upcard's suit as trump: the "
                       "dealer, on the same side, takes the upcard."),
          NP_("glossary", "assist")),
    Entry("stick the dealer", N_("A house rule: when everyone else has passed twice, the dealer may not pass "
                                 "and must name trump.")),
    Entry("defenders", N_("The two players who did not choose trump. They score when the makers fail.")),
    Entry("march", N_("Taking all five tricks. It scores more than three or four tricks.")),
    Entry("go alone", N_("To play without your partner, who puts their cards face down for the hand. A lone "
                         "player who takes every trick scores the most.")),
    Entry("renege", N_("To keep back a card of the suit led when you could have played it. Where it is "
                       "allowed to happen, it costs points once it is caught.")),
    Entry("defend alone", N_("A house rule: a defender plays the hand without their partner, who puts their "
                             "cards face down. A lone defender who takes every trick scores the most.")),
    Entry("farmer's hand", N_("A house rule: a player whose cards are hopeless (which hands count is itself an "
                              "option) may show them and ask for a new deal."),
          NP_("glossary", "farmer's hand")),
    Entry("bid", N_("In Bid Euchre, the number of tricks a player promises their side will take; the "
                    "highest bid names trump.")),
    Entry("no-trump", N_("In Bid Euchre, playing a hand with no trump suit at all: only the suit led can "
                         "win a trick.")),
    Entry("partner's best", N_("In Bid Euchre, a way to play a bid of every trick: the bidder discards a card, "
                               "their partner passes over their best trump (or best card) and sits out, and the "
                               "bidder plays alone.")),
    Entry("shoot the moon", N_("In Bid Euchre, bidding to take every trick alone, for a large score.")),
    Entry("set", N_("In Bid Euchre, failing to take as many tricks as the bid: the bidders lose the "
                    "whole bid.")),
    Entry("preset", N_("A ready-made set of rules with a name, such as Hoyle's rules or Six-card Bid Euchre: "
                       "one choice in the Rules menu sets every option the way those tables play."),
          NP_("glossary", "preset")),
    Entry("cutthroat", N_("Euchre for three players, each playing for themselves: the maker plays alone "
                          "against the other two, and if the maker is euchred each of them scores."),
          NP_("glossary", "cutthroat")),
    Entry("joker", N_("A 25th card some tables add to the deck, also called the Benny: it is always the "
                      "highest trump, above the right bower."),
          NP_("card", "Joker")),
)
"""Every word of the glossary, in the order the course meets them."""


def anchor(key: str) -> str:
    """The id of a term on the glossary page ("term-follow-suit"), the fragment lessons link to."""
    return "term-" + "".join(ch if ch.isalnum() else "-" for ch in key.replace("'", "")).strip("-")


def entry(key: str) -> Entry:
    for found in GLOSSARY:
        if found.key == key:
            return found
    raise KeyError(f"the glossary has no word {key!r}")


def glossary_entries() -> tuple[tuple[str, str], ...]:
    """(term, definition) in the current language, in course order."""
    return tuple((entry.shown_term(), entry.shown_definition()) for entry in GLOSSARY)
