"""The kinds of quiz question: their names, code letters, titles and answer styles."""

from __future__ import annotations

from typing import Literal

from euchre.i18n import N_, gettext

AnswerStyle = Literal["single", "multi", "order"]
ChoiceWords = Literal["card", "answer", "bid_score", "order_call", "bid_call", "dealer_call"]

KINDS: tuple[str, ...] = (
    "which_card_wins", "legal_follow", "is_it_a_euchre", "rank_trumps", "who_leads", "spot_the_renege", "next_leader",
    "dealer_options", "game_score", "dealer_pickup",
)
"""The rules quizzes (mixed drills draw from these)."""
BID_KINDS: tuple[str, ...] = ("bid_score", "bid_options", "partners_best")
"""Kinds asked under Bid Euchre only (mixed drills under the standard rules leave them out)."""
HOUSE_RULE_KINDS: tuple[str, ...] = ("farmers_hand",)
"""Kinds about a house rule, asked only under rulesets that turn it on."""
STRATEGY_KINDS: tuple[str, ...] = ("order_up",)
"""Strategy quizzes, graded by the advisor's simulations (slower, so kept out of the mixed drills)."""
TRUMPLESS_KINDS: frozenset[str] = frozenset({"led_suit_wins", "the_deal"})
"""Kinds asked before trump is taught: their tricks have no trump, and nothing they show names one."""

KIND_LETTERS: dict[str, str] = {
    "which_card_wins": "W",
    "legal_follow": "F",
    "is_it_a_euchre": "E",
    "rank_trumps": "R",
    "who_leads": "L",
    "spot_the_renege": "S",
    "bid_score": "B",
    "order_up": "C",
    "next_leader": "N",
    "bid_options": "A",
    "partners_best": "P",
    "farmers_hand": "H",
    "dealer_options": "D",
    "game_score": "G",
    "dealer_pickup": "U",
    "led_suit_wins": "T",
    "the_deal": "K",
}
LETTER_KINDS: dict[str, str] = {letter: kind for kind, letter in KIND_LETTERS.items()}

KIND_TITLES: dict[str, str] = {
    "which_card_wins": N_("Which card wins?"),
    "legal_follow": N_("Legal follow"),
    "is_it_a_euchre": N_("Is it a euchre?"),
    "rank_trumps": N_("Rank the trumps"),
    "who_leads": N_("Who leads?"),
    "spot_the_renege": N_("Spot the renege"),
    "bid_score": N_("Bid Euchre: what does each side score?"),
    "order_up": N_("Order up or pass?"),
    "next_leader": N_("Who leads the next trick?"),
    "bid_options": N_("Which bids may this player make?"),
    "partners_best": N_("Partner's best: which card does the partner pass?"),
    "farmers_hand": N_("Is it a farmer's hand?"),
    "dealer_options": N_("Everyone passed twice: what may the dealer do?"),
    "game_score": N_("Keeping score: what is the score now?"),
    "dealer_pickup": N_("Trump is made in round one: what happens to the upcard?"),
    "led_suit_wins": N_("Which card takes the trick?"),
    "the_deal": N_("The deal: who gets the cards, who deals next?"),
}

ANSWER_STYLES: dict[str, AnswerStyle] = {
    "which_card_wins": "single",
    "legal_follow": "multi",
    "is_it_a_euchre": "single",
    "rank_trumps": "order",
    "who_leads": "single",
    "spot_the_renege": "single",
    "bid_score": "single",
    "order_up": "single",
    "next_leader": "single",
    "bid_options": "multi",
    "partners_best": "single",
    "farmers_hand": "single",
    "dealer_options": "multi",
    "game_score": "single",
    "dealer_pickup": "single",
    "led_suit_wins": "single",
    "the_deal": "single",
}

"""The kinds' titles in English; `kind_title(kind)` gives the title in the current language."""

CHOICE_WORDS: dict[str, ChoiceWords] = {
    "which_card_wins": "card",
    "legal_follow": "card",
    "is_it_a_euchre": "answer",
    "rank_trumps": "card",
    "who_leads": "answer",
    "spot_the_renege": "answer",
    "bid_score": "bid_score",
    "order_up": "order_call",
    "next_leader": "answer",
    "bid_options": "bid_call",
    "partners_best": "card",
    "farmers_hand": "answer",
    "dealer_options": "dealer_call",
    "game_score": "answer",
    "dealer_pickup": "answer",
    "led_suit_wins": "card",
    "the_deal": "answer",
}
"""How each kind's choices (answer ids) read, one labeller each in `euchre.tutor.answer_ids`: "card" codes
as cards; "answer" ids by `label` (seats, nobody, yes and no, scores, running scores); "bid_score" scores in
Bid Euchre's words (losses too); and the calls of "Order up or pass?" (named from the caller's seat), of
"Which bids may this player make?" and of "Everyone passed twice"."""
CARD_KINDS: frozenset[str] = frozenset(kind for kind, words in CHOICE_WORDS.items() if words == "card")
"""The kinds whose choices are cards."""

DIFFICULTIES: tuple[int, ...] = (1, 2, 3)


def kind_title(kind: str) -> str:
    """The kind's title in the current language ("Hangi kart kazanır?")."""
    return gettext(KIND_TITLES[check_kind(kind)])


def check_kind(kind: str) -> str:
    """Return `kind` if it is a known kind; a programming error (ValueError) otherwise."""
    if kind not in KIND_LETTERS:
        raise ValueError(f"unknown question kind {kind!r}; the kinds are: {', '.join(KINDS)}")
    return kind


def check_difficulty(difficulty: int) -> int:
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}")
    return difficulty
