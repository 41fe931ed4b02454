"""Every page of the app, grouped into tracks: the one list the index, the progress marks and the
navigation read. A page's id is its path from the app's root, without `.ipynb`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Page:
    id: str
    title: str

    @property
    def path(self) -> str:
        return f"{self.id}.ipynb"


@dataclass(frozen=True)
class Track:
    id: str
    title: str
    blurb: str
    pages: tuple[Page, ...]


def _pages(*pairs: tuple[str, str]) -> tuple[Page, ...]:
    return tuple(Page(id, title) for id, title in pairs)


TRACKS: tuple[Track, ...] = (
    Track(
        "rules",
        "Learn the rules",
        "Standard Euchre step by step, with real cards and a check after each idea.",
        _pages(
            ("lessons/01_deck_and_ranks", "The deck and the ranks"),
            ("lessons/02_trump_and_bowers", "Trump and the bowers"),
            ("lessons/03_following_suit_and_winning_tricks", "Following suit and winning tricks"),
            ("lessons/04_deal_kitty_upcard", "The deal, the kitty and the upcard"),
            ("lessons/05_making_trump", "Making trump"),
            ("lessons/06_scoring_and_euchres", "Scoring and euchres"),
            ("lessons/07_going_alone_and_defending_alone", "Going alone and defending alone"),
            ("lessons/08_a_complete_hand", "A complete hand"),
            ("lessons/09_variants", "What a variant really changes"),
        ),
    ),
    Track(
        "bid",
        "Bid Euchre and other tables",
        "Six-card Bid Euchre, no-trump, the moon, partner's best, the double deck, and three- and two-handed play.",
        _pages(
            ("lessons/10_bid_euchre_the_auction", "Bid Euchre: the deal and the auction"),
            ("lessons/11_bid_euchre_trump_and_no_trump", "Bid Euchre: trump, high no-trump and low no-trump"),
            ("lessons/12_bid_euchre_partners_best_and_the_moon", "Bid Euchre: partner's best and the moon"),
            ("lessons/13_bid_euchre_scoring", "Bid Euchre: scoring to 32, and the renege"),
            ("lessons/14_bid_euchre_double_deck", "Bid Euchre: the double deck"),
            ("lessons/15_three_and_two_handed", "Three players and two: cutthroat and two-handed"),
            ("lessons/16_the_joker_and_the_32_card_deck", "The Joker and the 32-card deck"),
        ),
    ),
    Track(
        "practice",
        "Practise",
        "Quizzes at three levels, puzzles the engine proves, and whole hands against bots.",
        _pages(
            ("exercises/01_which_card_wins", "Which card wins?"),
            ("exercises/02_legal_follow", "Legal follow"),
            ("exercises/03_is_it_a_euchre", "Is it a euchre?"),
            ("exercises/04_rank_the_trumps", "Rank the trumps"),
            ("exercises/05_who_leads", "Who leads?"),
            ("exercises/06_mixed_drill", "Mixed drill"),
            ("exercises/07_class_quiz", "A quiz set from your teacher"),
            ("exercises/08_review_my_mistakes", "Review my mistakes"),
            ("exercises/09_play_a_hand", "Play a hand, with hints and a review"),
            ("exercises/10_puzzles", "Puzzles: find the winning line"),
            ("exercises/11_order_up_or_pass", "Order up or pass?"),
            ("exercises/12_spot_the_renege", "Spot the renege"),
            ("exercises/13_bid_euchre_scoring", "Bid Euchre: what does each side score?"),
            ("exercises/14_who_leads_the_next_trick", "Who leads the next trick?"),
            ("exercises/15_bid_euchre_auction", "Bid Euchre: the auction, partner's best and who leads"),
        ),
    ),
    Track(
        "strategy",
        "Play well",
        "Each tip with a hand to step through and a measured claim.",
        _pages(
            ("strategy/01_lead_trump", "Lead trump when your side called it"),
            ("strategy/02_lead_off_suit", "When the other side called, lead your best off-suit card"),
            ("strategy/03_call_two_high", "Call trump with two or more high trumps"),
            ("strategy/04_dont_overtrump_partner", "Don't overtrump your partner"),
            ("strategy/05_never_trump_partners_ace", "Never trump your partner's ace"),
            ("strategy/06_throw_lowest", "Throw your lowest card when you can't win"),
            ("strategy/07_count_the_cards", "Watch which cards have been played"),
        ),
    ),
    Track(
        "teachers",
        "For teachers",
        "Quiz-set codes for a class, printable worksheets and the class results.",
        _pages(
            ("teacher/quiz_sets", "Make a quiz set"),
            ("teacher/dashboard", "Class results"),
        ),
    ),
)


def all_pages() -> tuple[Page, ...]:
    return tuple(page for track in TRACKS for page in track.pages)


def track(track_id: str) -> Track:
    for t in TRACKS:
        if t.id == track_id:
            return t
    raise KeyError(track_id)
