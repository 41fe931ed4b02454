"""Which concepts a question exercises, as data: one table by kind, one by feature of the question.

The concepts a learner sees mastery for are the bowers (any question that shows the right or the
left bower), the left bower, following suit, scoring, loners and bidding. A question counts toward
every concept of its kind, plus those of the features it shows (a bower or the left bower among its
cards, a loner or a lone defender in its calls).
"""

from __future__ import annotations

from collections.abc import Callable

from euchre.engine.cards import Suit
from euchre.engine.ranking import NoTrump, is_left_bower, is_right_bower, is_trump
from euchre.engine.rules import Family, LonerLead, Rules
from euchre.engine.scoring import Contract
from euchre.i18n import N_, gettext
from euchre.tutor import Question

CONCEPTS: tuple[str, ...] = ("bowers", "left bower", "following suit", "scoring", "loners", "bidding")
"""The concepts as ids (saved with every answer); `concept_label` is what a learner reads."""

_CONCEPT_LABELS = {"bowers": N_("bowers"), "left bower": N_("left bower"), "following suit": N_("following suit"),
                   "scoring": N_("scoring"), "loners": N_("loners"), "bidding": N_("bidding")}


def concept_label(concept: str) -> str:
    """A concept's name in the current language ("following suit", "renk takip etmek"); an unknown id as it is."""
    return gettext(_CONCEPT_LABELS[concept]) if concept in _CONCEPT_LABELS else concept

KIND_CONCEPTS: dict[str, tuple[str, ...]] = {
    "which_card_wins": ("following suit",),
    "legal_follow": ("following suit",),
    "is_it_a_euchre": ("scoring",),
    "rank_trumps": ("bowers", "left bower"),
    "who_leads": ("bidding",),
    "spot_the_renege": ("following suit",),
    "bid_score": ("scoring",),
    "next_leader": ("following suit",),
    "bid_options": ("bidding",),
    "partners_best": ("bidding",),
    "dealer_options": ("bidding",),
    "game_score": ("scoring",),
    "dealer_pickup": ("bidding",),
}
"""Every question of a kind exercises these. "Who leads?" is about the calls: who dealt, who made trump."""


def _shows_left_bower(q: Question) -> bool:
    if not isinstance(q.trump, Suit):
        return False
    trump = q.trump
    history = (card for trick in q.history for _, card in trick)
    return any(is_left_bower(card, trump) for card in (*q.trick_cards, *q.hand, *q.cards, *history))


def _shows_a_bower(q: Question) -> bool:
    """A bower among the question's cards (the right or the left), or the Joker above them."""
    if not isinstance(q.trump, Suit):
        return False
    trump = q.trump
    history = (card for trick in q.history for _, card in trick)
    cards = (*q.trick_cards, *q.hand, *q.cards, *history)
    return any(is_right_bower(c, trump) or is_left_bower(c, trump) or c.is_joker for c in cards)


def _has_loner(q: Question) -> bool:
    return q.alone or q.lone_defender is not None


FEATURES: dict[str, tuple[Callable[[Question], bool], tuple[str, ...]]] = {
    "bower shown": (_shows_a_bower, ("bowers",)),
    "left bower shown": (_shows_left_bower, ("left bower",)),
    "loner or lone defender": (_has_loner, ("loners",)),
}
"""A feature of a question (a predicate) and the concepts it adds."""

CONCEPT_KINDS: dict[str, tuple[str, ...]] = {
    "bowers": ("which_card_wins", "rank_trumps", "legal_follow"),
    "left bower": ("rank_trumps", "which_card_wins", "legal_follow"),
    "following suit": ("legal_follow", "which_card_wins", "spot_the_renege"),
    "scoring": ("is_it_a_euchre",),
    "loners": ("who_leads", "is_it_a_euchre"),
    "bidding": ("who_leads", "bid_options", "partners_best"),
}
"""Where the review drill looks for a fresh question on a concept (first kind first)."""


def concepts_for(question: Question) -> tuple[str, ...]:
    """The concepts `question` exercises, in the order of CONCEPTS."""
    found = set(KIND_CONCEPTS.get(question.kind, ()))
    for predicate, concepts in FEATURES.values():
        if predicate(question):
            found.update(concepts)
    return tuple(c for c in CONCEPTS if c in found)


# ---- the course's ideas: what each lesson teaches, and what each question needs ------------------
IDEAS: tuple[str, ...] = (
    "tricks", "led suit", "trump", "bowers", "following suit", "next lead", "the deal", "making trump",
    "first lead", "stick the dealer", "scoring", "game", "going alone", "renege", "dealer behind a loner",
    "defending alone", "farmer's hand", "bid euchre", "auction", "no trump", "partner's best", "moon", "double deck",
    "three-handed", "two-handed", "joker", "32-card deck",
)
"""The ideas of the rules, in the order a beginner meets them. Ids only (never shown): the map that
keeps the course in order, so that no check asks about an idea before a lesson has taught it."""

LESSON_IDEAS: dict[str, tuple[str, ...]] = {
    "lessons/01_deck_and_ranks": ("tricks", "led suit"),
    "lessons/02_trump_and_bowers": ("trump", "bowers"),
    "lessons/03_following_suit_and_winning_tricks": ("following suit", "next lead"),
    "lessons/04_deal_kitty_upcard": ("the deal",),
    "lessons/05_making_trump": ("making trump", "first lead", "stick the dealer"),
    "lessons/06_scoring_and_euchres": ("scoring", "game"),
    "lessons/07_going_alone_and_defending_alone": ("going alone",),
    "lessons/08_a_complete_hand": (),
    "lessons/08_b_table_rules": ("renege", "dealer behind a loner", "defending alone", "farmer's hand"),
    "lessons/09_a_house_rules": (),
    "lessons/09_b_other_tables": (),
    "lessons/10_bid_euchre_the_auction": ("bid euchre", "auction"),
    "lessons/11_bid_euchre_trump_and_no_trump": ("no trump",),
    "lessons/12_bid_euchre_partners_best_and_the_moon": ("partner's best", "moon"),
    "lessons/13_bid_euchre_scoring": (),
    "lessons/14_bid_euchre_double_deck": ("double deck",),
    "lessons/15_three_and_two_handed": ("three-handed", "two-handed"),
    "lessons/16_the_joker_and_the_32_card_deck": ("joker", "32-card deck"),
}
"""The ideas each lesson page introduces (page ids as in `euchre.tutor.catalog`)."""

KIND_IDEAS: dict[str, tuple[str, ...]] = {
    "which_card_wins": ("tricks", "led suit"),
    "led_suit_wins": ("tricks", "led suit"),
    "the_deal": ("the deal",),
    "legal_follow": ("following suit",),
    "is_it_a_euchre": ("scoring", "making trump"),
    "rank_trumps": ("trump", "bowers"),
    "who_leads": ("first lead", "making trump"),
    "spot_the_renege": ("renege", "following suit", "making trump"),
    "next_leader": ("next lead",),
    "dealer_options": ("making trump",),
    "game_score": ("scoring", "game", "making trump"),
    "dealer_pickup": ("making trump",),
    "farmers_hand": ("farmer's hand",),
    "order_up": ("making trump",),
    "bid_score": ("bid euchre", "scoring"),
    "bid_options": ("bid euchre", "auction"),
    "partners_best": ("bid euchre", "partner's best"),
}
"""The ideas every question of a kind needs, whatever its cards."""


def rules_ideas(rules: Rules, *, in_full: bool = False, summary: bool = False) -> set[str]:
    """The ideas a ruleset brings to a question asked under it: its family, table and deck, and the
    house rules that change what is asked (what a question shows of the rest, a loner or no-trump, is
    in its facts). `in_full`: the ruleset is shown whole (its summary, its scoring table, or a menu
    offering it), so the calls, the scores, the loners and the contracts it allows count too.
    `summary`: shown whole as its rules summary, which also says what the dealer does behind a loner."""
    in_full = in_full or summary
    found: set[str] = set()
    if rules.family is Family.BID:
        found |= {"bid euchre", "auction"}
    flags = ((rules.deck_copies > 1, "double deck"), (rules.num_players == 3, "three-handed"),
             (rules.num_players == 2, "two-handed"), (rules.joker, "joker"), (rules.min_rank < 9, "32-card deck"),
             (rules.stick_the_dealer, "stick the dealer"), (rules.farmers, "farmer's hand"),
             (rules.renege_mode, "renege"), (rules.canadian, "going alone"),
             (rules.loner_lead is not LonerLead.LEFT_OF_DEALER, "going alone"),
             (rules.dealer_pickup_behind_loner, "going alone"),
             (rules.dealer_pickup_behind_loner, "dealer behind a loner"), (rules.defend_alone, "defending alone"))
    if in_full:
        found |= {"trump", "making trump", "scoring", "game"}
        flags += ((rules.allow_alone, "going alone"), (rules.defend_alone, "defending alone"),
                  (rules.allow_no_trump, "no trump"), (rules.moon, "moon"), (rules.partners_best, "partner's best"))
    if summary and rules.num_players == 4 and rules.allow_alone:
        found |= {"going alone", "dealer behind a loner"}
    found |= {idea for on, idea in flags if on}
    return found


def question_ideas(question: Question) -> set[str]:
    """Every idea a learner needs to answer `question`: its kind's (a kind that shows who made trump
    needs the calls), its ruleset's, and those its facts show: a trump among its cards (a trump suit
    named with no trump card in play asks only about the led suit), no-trump, a bower or the Joker, a
    player sitting out, a lone defender, a moon or partner's best; what the dealer does with the upcard
    when the dealer's partner goes alone."""
    if question.kind not in KIND_IDEAS:
        raise KeyError(f"no ideas are listed for the question kind {question.kind!r}")
    found = set(KIND_IDEAS[question.kind]) | rules_ideas(question.rules)
    cards = (*question.trick_cards, *question.hand, *question.cards,
             *(card for trick in question.history for _, card in trick))
    if isinstance(question.trump, Suit) and any(is_trump(card, question.trump) for card in cards):
        found.add("trump")
    elif isinstance(question.trump, NoTrump):
        found.add("no trump")
    if _shows_a_bower(question):
        found.add("bowers")
    if any(card.is_joker for card in cards):
        found.add("joker")
    if _has_loner(question):
        found.add("going alone")
    if question.lone_defender is not None:
        found.add("defending alone")
    if (question.kind == "dealer_pickup" and question.alone and question.dealer is not None
            and question.maker == question.rules.partner_of(question.dealer)):
        found.add("dealer behind a loner")
    contracts = {Contract.MOON.value: "moon", Contract.PARTNERS_BEST.value: "partner's best"}
    if question.contract in contracts:
        found.add(contracts[question.contract])
    return found


def course_pages() -> tuple[str, ...]:
    """The lesson pages in the order the course teaches them."""
    # the page catalogue loads only when the course order is asked, not with every lesson page
    from euchre.tutor.catalog import TRACKS

    return tuple(page.id for track in TRACKS for page in track.pages if page.id in LESSON_IDEAS)


def ideas_taught_by(page_id: str) -> set[str]:
    """The ideas a learner has met by the end of `page_id`: its own and every earlier lesson's."""
    pages = course_pages()
    if page_id not in pages:
        raise KeyError(f"{page_id} is not a lesson of the course")
    return {idea for page in pages[: pages.index(page_id) + 1] for idea in LESSON_IDEAS[page]}


def untaught_ideas(page_id: str, ideas: set[str]) -> set[str]:
    """Which of `ideas` no lesson up to `page_id` has taught (empty when the page may use them all)."""
    unknown = ideas - set(IDEAS)
    if unknown:
        raise KeyError(f"unknown ideas: {sorted(unknown)}")
    return ideas - ideas_taught_by(page_id)
