"""Every page of the app, grouped into tracks: the one list the index, the progress marks and the
navigation read. A page's id is its path from the app's root, without `.ipynb`; it names the page
in every language (progress marks are the same whichever language a lesson was done in).

The English notebooks are at the root's folders; each other language's are generated under
`<lang>/` with the same folders and names (`euchre.i18n.notebooks`): `page.path_in("tr")` is
`tr/lessons/01_deck_and_ranks.ipynb`. Titles and blurbs are English messages, shown with
`shown_title()`/`shown_blurb()` in the current language."""

from __future__ import annotations

from dataclasses import dataclass

from euchre.i18n import ENGLISH, N_, _


@dataclass(frozen=True)
class Page:
    id: str
    title: str

    @property
    def path(self) -> str:
        return f"{self.id}.ipynb"

    def path_in(self, lang: str) -> str:
        """The notebook of this page in `lang`, as a path from the app's root."""
        return self.path if lang == ENGLISH else f"{lang}/{self.path}"

    def shown_title(self) -> str:
        return _(self.title)


@dataclass(frozen=True)
class Track:
    id: str
    title: str
    blurb: str
    pages: tuple[Page, ...]
    needs_server: bool = False
    """Its pages work only in the served app (a class's store, sign-in): the static edition leaves them out."""

    def shown_title(self) -> str:
        return _(self.title)

    def shown_blurb(self) -> str:
        return _(self.blurb)


def _pages(*pairs: tuple[str, str]) -> tuple[Page, ...]:
    return tuple(Page(id, title) for id, title in pairs)


TRACKS: tuple[Track, ...] = (
    Track(
        "rules",
        N_("Learn the rules"),
        N_("Standard Euchre step by step, with real cards and a check after each idea."),
        _pages(
            ("lessons/01_deck_and_ranks", N_("The deck and the ranks")),
            ("lessons/02_trump_and_bowers", N_("Trump and the bowers")),
            ("lessons/03_following_suit_and_winning_tricks", N_("Following suit and winning tricks")),
            ("lessons/04_deal_kitty_upcard", N_("The deal, the kitty and the upcard")),
            ("lessons/05_making_trump", N_("Making trump")),
            ("lessons/06_scoring_and_euchres", N_("Scoring and euchres")),
            ("lessons/07_going_alone_and_defending_alone", N_("Going alone")),
            ("lessons/08_a_complete_hand", N_("A complete hand")),
            ("lessons/08_b_table_rules", N_("The table rules")),
            ("lessons/09_a_house_rules", N_("House rules of the four-player game")),
            ("lessons/09_b_other_tables", N_("Other tables and decks, and what the rules do to a game")),
        ),
    ),
    Track(
        "bid",
        N_("Bid Euchre and other tables"),
        N_("Six-card Bid Euchre, no-trump, the moon, partner's best, the double deck, and three- and two-handed play."),
        _pages(
            ("lessons/10_bid_euchre_the_auction", N_("Bid Euchre: the deal and the auction")),
            ("lessons/11_bid_euchre_trump_and_no_trump", N_("Bid Euchre: trump, high no-trump and low no-trump")),
            ("lessons/12_bid_euchre_partners_best_and_the_moon", N_("Bid Euchre: partner's best and the moon")),
            ("lessons/13_bid_euchre_scoring", N_("Bid Euchre: scoring to 32, and the renege")),
            ("lessons/14_bid_euchre_double_deck", N_("Bid Euchre: the double deck")),
            ("lessons/15_three_and_two_handed", N_("Three players and two: cutthroat and two-handed")),
            ("lessons/16_the_joker_and_the_32_card_deck", N_("The Joker and the 32-card deck")),
        ),
    ),
    Track(
        "practice",
        N_("Practise"),
        N_("Quizzes at three levels, puzzles the engine proves, and whole hands against bots."),
        _pages(
            ("exercises/00_placement_test", N_("Placement test: what do you know already?")),
            ("exercises/01_which_card_wins", N_("Which card wins?")),
            ("exercises/02_legal_follow", N_("Legal follow")),
            ("exercises/03_is_it_a_euchre", N_("Is it a euchre?")),
            ("exercises/04_rank_the_trumps", N_("Rank the trumps")),
            ("exercises/05_who_leads", N_("Who leads?")),
            ("exercises/06_mixed_drill", N_("Mixed drill")),
            ("exercises/07_class_quiz", N_("A quiz set from your teacher")),
            ("exercises/08_review_my_mistakes", N_("Review my mistakes")),
            ("exercises/09_play_a_hand", N_("Play a hand, with hints and a review")),
            ("exercises/10_puzzles", N_("Puzzles: find the winning line")),
            ("exercises/11_order_up_or_pass", N_("Order up or pass?")),
            ("exercises/12_spot_the_renege", N_("Spot the renege")),
            ("exercises/13_bid_euchre_scoring", N_("Bid Euchre: what does each side score?")),
            ("exercises/14_who_leads_the_next_trick", N_("Who leads the next trick?")),
            ("exercises/15_bid_euchre_auction", N_("Bid Euchre: the auction, partner's best and who leads")),
            ("exercises/16_a_narrated_game", N_("A narrated game to ten")),
            ("exercises/17_a_narrated_bid_euchre_hand", N_("A narrated Bid Euchre hand")),
            ("exercises/18_a_narrated_cutthroat_hand", N_("A narrated cutthroat hand")),
        ),
    ),
    Track(
        "strategy",
        N_("Play well"),
        N_("Each tip with a hand to step through and a measured claim."),
        _pages(
            ("strategy/01_lead_trump", N_("Lead trump when your side called it")),
            ("strategy/02_lead_off_suit", N_("When the other side called, lead your best off-suit card")),
            ("strategy/03_call_two_high", N_("Call trump with two or more high trumps")),
            ("strategy/04_dont_overtrump_partner", N_("Don't overtrump your partner")),
            ("strategy/05_never_trump_partners_ace", N_("Never trump your partner's ace")),
            ("strategy/06_throw_lowest", N_("Throw your lowest card when you can't win")),
            ("strategy/07_count_the_cards", N_("Watch which cards have been played")),
        ),
    ),
    Track(
        "reference",
        N_("Look it up"),
        N_("The words of the game explained, and the rules of any ruleset on one printable page."),
        _pages(("reference/glossary", N_("Glossary: the words of Euchre")),
               ("reference/cheat_sheet", N_("The rules on one page"))),
    ),
    Track(
        "teachers",
        N_("For teachers"),
        N_("Quiz-set codes for a class, printable worksheets and the class results."),
        _pages(
            ("teacher/quiz_sets", N_("Make a quiz set")),
            ("teacher/dashboard", N_("Class results")),
        ),
        needs_server=True,
    ),
)


def all_pages() -> tuple[Page, ...]:
    return tuple(page for track in TRACKS for page in track.pages)


def index_path(lang: str = ENGLISH) -> str:
    """The index notebook of `lang`, as a path from the app's root."""
    return "index.ipynb" if lang == ENGLISH else f"{lang}/index.ipynb"


def track(track_id: str) -> Track:
    for t in TRACKS:
        if t.id == track_id:
            return t
    raise KeyError(track_id)
