"""The strategy tips and the other rules of thumb the bots follow, as data.

The first seven are the tips the strategy lessons teach (one lesson each); the rest are the smaller
habits a decent player has. Every bot decision names one of them, so a learner can see *why* a bot
did what it did. The wording is the project's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre.bots.person import said
from euchre.i18n.messages import N_, _


@dataclass(frozen=True)
class Tip:
    """One rule of thumb. `because` completes a sentence like "led J♣: ..."."""

    id: str
    title: str
    because: str
    lesson: bool = False
    """One of the seven tips with a strategy lesson of its own."""

    @property
    def said_title(self) -> str:
        """The title in the current language (`title` is the English, the catalogue's key)."""
        return _(self.title)

    @property
    def said_because(self) -> str:
        """`because` in the current language, said to the player (or of a player, inside `person.about`)."""
        return said(self.because)

    def __str__(self) -> str:
        return self.said_title


_TIPS = (
    # ---- the seven tips taught in the strategy lessons ----
    Tip("lead_trump", N_("Lead trump when your side called it"),
        N_("your side called trump, so lead your highest trump"), lesson=True),
    Tip("lead_off_suit", N_("Lead your best off-suit card when the other side called"),
        N_("the other side called trump, so lead your highest off-suit card"), lesson=True),
    Tip("call_two_high", N_("Call trump with two or more high trumps"),
        N_("call trump with two or more high trumps"), lesson=True),
    Tip("no_overtrump_partner", N_("Don't overtrump your partner"),
        N_("your partner is already winning with a trump, so don't overtrump them"), lesson=True),
    Tip("no_trump_partners_ace", N_("Never trump your partner's ace"),
        N_("your partner's ace is winning, so let it win instead of trumping it"), lesson=True),
    Tip("throw_lowest", N_("Throw your lowest card when you can't win"),
        N_("you can't win this trick, so throw your lowest card"), lesson=True),
    Tip("count_cards", N_("Watch which cards have been played"),
        N_("counting the cards played shows"), lesson=True),
    # ---- other habits ----
    Tip("pass_weak", N_("Pass without two high trumps"), N_("fewer than two high trumps, so pass")),
    Tip("call_three_trumps", N_("Call with three trumps"), N_("three or more trumps, so make it trump")),
    Tip("go_alone", N_("Go alone with a hand that takes every trick"),
        N_("this hand should take every trick without help, so go alone")),
    Tip("stick_the_dealer", N_("Stuck dealer names the best suit"),
        N_("stick the dealer: you must name a suit, so name your strongest")),
    Tip("discard_short", N_("Discard to make a void"), N_("discard a lone low card to be void in that suit")),
    Tip("discard_lowest", N_("Discard your weakest card"), N_("discard your weakest card")),
    Tip("win_cheaply", N_("Win as cheaply as you can"), N_("take the trick with the cheapest card that wins it")),
    Tip("trump_in", N_("Trump in when you are void"), N_("you are void in the suit led, so trump it")),
    Tip("partner_winning", N_("Let your partner's trick stand"), N_("your partner is winning, so play low")),
    Tip("second_hand_low", N_("Second hand low"), N_("your partner plays after you, so keep your high card back")),
    Tip("third_hand_high", N_("Third hand high"),
        N_("an opponent plays after you, so play your highest card to make them spend a high one")),
    Tip("no_ruff_second", N_("Don't trump in second seat when partner plays last"),
        N_("your partner plays last and may win or trump this trick, so keep your trump")),
    Tip("protect_partner", N_("Cover your partner's card in front of a loner"),
        N_("the lone maker still plays after you and could trump your partner's card, so win it with a card they "
        "can't beat")),
    Tip("lead_against_loner", N_("Against a loner, lead an ace or a low card"),
        N_("against a lone maker, cash an ace if you hold one, else lead low and keep your high cards to beat theirs")),
    Tip("lead_low", N_("Lead your lowest card"), N_("lead your lowest card and keep the high ones")),
    Tip("lead_boss", N_("Lead a card that can't be beaten"), N_("no card left in play beats it, so lead it")),
    Tip("only_card", N_("Only one choice"), N_("it is the only card you may play")),
    Tip("defend_alone", N_("Defend alone with sure tricks"), N_("enough sure tricks to beat the makers alone")),
    Tip("defend_together", N_("Defend together"), N_("not enough sure tricks to defend alone")),
    Tip("redeal", N_("Throw in a farmer's hand"), N_("a farmer's hand may be thrown in for a new deal")),
    Tip("joker_suit", N_("Name the Joker's suit"), N_("name the suit that makes your hand strongest")),
    Tip("call_renege", N_("Call a renege you saw"),
        N_("that player showed out of the suit earlier, so the play was a renege")),
    Tip("bid_tricks", N_("Bid the tricks you can count"), N_("bid the tricks your hand and your partner can count on")),
    Tip("bid_pass", N_("Pass without a bid"), N_("not enough tricks to raise the bid")),
    Tip("no_trump", N_("No-trump with top cards in every suit"),
        N_("top cards in several suits play best without trump")),
    Tip("moon", N_("Shoot the moon with a sure hand"), N_("this hand takes every trick by itself")),
    Tip("partners_best", N_("Take your partner's best card"), N_("one more top trump from your partner makes it safe")),
    Tip("give_best", N_("Pass your best card"), N_("partner's best: you must pass your best trump")),
    Tip("score_stop_loner", N_("At 9, order up to stop a loner"),
        N_("the other side can only win at once with a loner, so order up to stop it")),
    Tip("score_alone", N_("Go alone to close out the game"),
        N_("a loner's 4 points win the game from here, and this hand should take every trick")),
    Tip("score_not_alone", N_("Don't go alone when two points win"),
        N_("two points already win the game, so play with your partner to make them surer")),
    Tip("advisor", N_("The advisor's choice"), N_("it scores best over many deals of the hidden cards")),
    Tip("random", N_("Random"), N_("picked at random")),
)

TIPS: dict[str, Tip] = {tip.id: tip for tip in _TIPS}
LESSON_TIPS: tuple[Tip, ...] = tuple(tip for tip in _TIPS if tip.lesson)
"""The seven tips of the strategy lessons, in teaching order."""


def tip(tip_id: str) -> Tip:
    try:
        return TIPS[tip_id]
    except KeyError:
        raise ValueError(f"no tip called {tip_id!r}; the tips are: {', '.join(TIPS)}") from None
