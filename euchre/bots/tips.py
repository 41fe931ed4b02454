"""The strategy tips and the other rules of thumb the bots follow, as data.

The first seven are the tips the strategy lessons teach (one lesson each); the rest are the smaller
habits a decent player has. Every bot decision names one of them, so a learner can see *why* a bot
did what it did. The wording is the project's own.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tip:
    """One rule of thumb. `because` completes a sentence like "led J♣: ..."."""

    id: str
    title: str
    because: str
    lesson: bool = False
    """One of the seven tips with a strategy lesson of its own."""

    def __str__(self) -> str:
        return self.title


_TIPS = (
    # ---- the seven tips taught in the strategy lessons ----
    Tip("lead_trump", "Lead trump when your side called it",
        "your side called trump, so lead your highest trump", lesson=True),
    Tip("lead_off_suit", "Lead your best off-suit card when the other side called",
        "the other side called trump, so lead your highest off-suit card", lesson=True),
    Tip("call_two_high", "Call trump with two or more high trumps",
        "call trump with two or more high trumps", lesson=True),
    Tip("no_overtrump_partner", "Don't overtrump your partner",
        "your partner is already winning with a trump, so don't overtrump them", lesson=True),
    Tip("no_trump_partners_ace", "Never trump your partner's ace",
        "your partner's ace is winning, so let it win instead of trumping it", lesson=True),
    Tip("throw_lowest", "Throw your lowest card when you can't win",
        "you can't win this trick, so throw your lowest card", lesson=True),
    Tip("count_cards", "Watch which cards have been played",
        "counting the cards played shows", lesson=True),
    # ---- other habits ----
    Tip("pass_weak", "Pass without two high trumps", "fewer than two high trumps, so pass"),
    Tip("call_three_trumps", "Call with three trumps", "three or more trumps, so make it trump"),
    Tip("go_alone", "Go alone with a hand that takes every trick",
        "this hand should take every trick without help, so go alone"),
    Tip("stick_the_dealer", "Stuck dealer names the best suit",
        "stick the dealer: you must name a suit, so name your strongest"),
    Tip("discard_short", "Discard to make a void", "discard a lone low card to be void in that suit"),
    Tip("discard_lowest", "Discard your weakest card", "discard your weakest card"),
    Tip("win_cheaply", "Win as cheaply as you can", "take the trick with the cheapest card that wins it"),
    Tip("trump_in", "Trump in when you are void", "you are void in the suit led, so trump it"),
    Tip("partner_winning", "Let your partner's trick stand", "your partner is winning, so play low"),
    Tip("second_hand_low", "Second hand low", "your partner plays after you, so keep your high card back"),
    Tip("third_hand_high", "Third hand high",
        "an opponent plays after you, so play your highest card to make them spend a high one"),
    Tip("no_ruff_second", "Don't trump in second seat when partner plays last",
        "your partner plays last and may win or trump this trick, so keep your trump"),
    Tip("protect_partner", "Cover your partner's card in front of a loner",
        "the lone maker still plays after you and could trump your partner's card, so win it with a card they "
        "can't beat"),
    Tip("lead_against_loner", "Against a loner, lead an ace or a low card",
        "against a lone maker, cash an ace if you hold one, else lead low and keep your high cards to beat theirs"),
    Tip("lead_low", "Lead your lowest card", "lead your lowest card and keep the high ones"),
    Tip("lead_boss", "Lead a card that can't be beaten", "no card left in play beats it, so lead it"),
    Tip("only_card", "Only one choice", "it is the only card you may play"),
    Tip("defend_alone", "Defend alone with sure tricks", "enough sure tricks to beat the makers alone"),
    Tip("defend_together", "Defend together", "not enough sure tricks to defend alone"),
    Tip("redeal", "Throw in a farmer's hand", "a farmer's hand may be thrown in for a new deal"),
    Tip("joker_suit", "Name the Joker's suit", "name the suit that makes your hand strongest"),
    Tip("call_renege", "Call a renege you saw", "that player showed out of the suit earlier, so the play was a renege"),
    Tip("bid_tricks", "Bid the tricks you can count", "bid the tricks your hand and your partner can count on"),
    Tip("bid_pass", "Pass without a bid", "not enough tricks to raise the bid"),
    Tip("no_trump", "No-trump with top cards in every suit", "top cards in several suits play best without trump"),
    Tip("moon", "Shoot the moon with a sure hand", "this hand takes every trick by itself"),
    Tip("partners_best", "Take your partner's best card", "one more top trump from your partner makes it safe"),
    Tip("give_best", "Pass your best card", "partner's best: you must pass your best trump"),
    Tip("score_stop_loner", "At 9, order up to stop a loner",
        "the other side can only win at once with a loner, so order up to stop it"),
    Tip("score_alone", "Go alone to close out the game",
        "a loner's 4 points win the game from here, and this hand should take every trick"),
    Tip("score_not_alone", "Don't go alone when two points win",
        "two points already win the game, so play with your partner to make them surer"),
    Tip("advisor", "The advisor's choice", "it scores best over many deals of the hidden cards"),
    Tip("random", "Random", "picked at random"),
)

TIPS: dict[str, Tip] = {tip.id: tip for tip in _TIPS}
LESSON_TIPS: tuple[Tip, ...] = tuple(tip for tip in _TIPS if tip.lesson)
"""The seven tips of the strategy lessons, in teaching order."""


def tip(tip_id: str) -> Tip:
    try:
        return TIPS[tip_id]
    except KeyError:
        raise ValueError(f"no tip called {tip_id!r}; the tips are: {', '.join(TIPS)}") from None
