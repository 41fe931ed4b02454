"""The widgets of the pages (part `euchre-pages`) in Turkish, Finnish and Azerbaijani: each widget is
drawn (and a few buttons pressed) in the language, and no sentence of the part is left in English.

Two checks per widget and language:
- none of the part's own English messages (from its template, `euchre/locale/euchre-pages.pot`) is
  on the widget: the part is translated wherever the widget shows it;
- no English word is left at all (`tests.widget_text.english_left`), for the widgets whose every word
  comes from translated parts. Widgets that also show words of a part still English elsewhere are
  marked strict xfail with the part named, so the mark must go once that part is translated.
"""

from __future__ import annotations

import functools
import re
import tempfile
from collections.abc import Callable
from pathlib import Path

import ipywidgets as w
import pytest
from babel.messages.pofile import read_po

from euchre.i18n import gettext, use_language
from euchre.progress import open_store
from euchre.puzzles import MemoryHistory
from tests.i18n_helpers import english_session  # noqa: F401
from tests.widget_text import english_left, shown_text

pytestmark = pytest.mark.usefixtures("english_session")

LANGS = ("tr", "fi", "az")
TEMPLATE = Path(__file__).resolve().parent.parent / "euchre" / "locale" / "euchre-pages.pot"


def english_fragments(lang: str) -> list[str]:
    """The literal pieces (between placeholders) of the part's messages that have two words or more,
    leaving out the messages whose translation is the English itself ("Joker (Benny)")."""
    with TEMPLATE.open("rb") as fp:
        template = read_po(fp)
    pieces = set()
    with use_language(lang):
        for message in template:
            if not message.id or message.context:
                continue
            ids = [message.id] if isinstance(message.id, str) else list(message.id)
            if gettext(ids[0]) == ids[0]:
                continue
            for text in ids:
                for piece in re.split(r"\{[^}]*\}", text):
                    piece = piece.strip(" .,:;()·")
                    if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 2:
                        pieces.add(piece)
    return sorted(pieces, key=len, reverse=True)


def _legal() -> w.Widget:
    from euchre.widgets.explorer import LegalPlayExplorer

    explorer = LegalPlayExplorer()
    explorer.hand_box.value = "9D 9D AD"  # a card twice: the message
    text = shown_text(explorer)
    explorer.hand_box.value = "9D AD JH QS KC"
    return w.VBox([explorer, w.HTML(text)])


def _bidding() -> w.Widget:
    from euchre.widgets.explorer import BiddingExplorer

    explorer = BiddingExplorer()
    explorer.try_action("pass")
    return explorer


def _auction() -> w.Widget:
    from euchre.widgets.explorer import AuctionExplorer

    explorer = AuctionExplorer()
    explorer.try_action(explorer.offered()[1])
    return explorer


def _variants() -> w.Widget:
    from euchre.widgets.explorer_variants import PresetTable, VariantSimulator

    return w.VBox([PresetTable(), VariantSimulator(games=1, run=False)])


def _play() -> w.Widget:
    from euchre.widgets.play import PlayHandWidget

    widget = PlayHandWidget(seed=3)
    widget.hint()
    return widget


def _trainer() -> w.Widget:
    from euchre.widgets.trainer import TrainerWidget

    return TrainerWidget(seed=1, hint_samples=8, review_samples=8, time_limit=None)


def _puzzles() -> w.Widget:
    from euchre.widgets.puzzle import PuzzlePage

    page = PuzzlePage(history=MemoryHistory(), mode="streak")
    assert page.widget is not None
    page.widget.show_solution()
    return page


def _strategy() -> w.Widget:
    from euchre.widgets.strategy import StrategyExample

    return StrategyExample("lead_trump")


def _progress(tmp_path: Path) -> w.Widget:
    from euchre.widgets.progress import ClassQuizWidget, MyProgress

    store = open_store(f"sqlite:///{tmp_path}/p.sqlite")
    mine = MyProgress(learner="Ada", store=store)
    quiz = ClassQuizWidget(store=store)
    quiz.start()  # no name yet: the message
    return w.VBox([mine, quiz])


def _dashboard(tmp_path: Path) -> w.Widget:
    from euchre.widgets.dashboard import QuizSetMaker, TeacherDashboard

    board = TeacherDashboard(store=open_store(f"sqlite:///{tmp_path}/d.sqlite"))
    board.show()  # no code yet: the message
    board.reset_passphrase()
    maker = QuizSetMaker()
    return w.VBox([board, maker])


def _deals() -> w.Widget:
    """How the cards go out, before the first packet: in packets (five cards) and one at a time (six)."""
    from euchre.engine.rules import Rules
    from euchre.widgets.deal import DealView

    return w.VBox([DealView(seed=2), DealView(rules=Rules.preset("bid-euchre-6"), seed=2)])


OWN: dict[str, Callable[..., w.Widget]] = {
    "bidding explorer": _bidding, "auction explorer": _auction, "variants": _variants, "progress": _progress,
    "dashboard": _dashboard, "legal-play explorer": _legal, "play a hand": _play, "trainer": _trainer,
    "puzzles": _puzzles, "strategy": _strategy, "deals": _deals,
}
"""Widgets whose every word comes from translated parts (the trainer's log and the strategy pages' claims
and notes from euchre-bots, the cards, trump line and table from euchre/explain/render.py)."""

OTHER_PARTS_SAY: dict[str, tuple[str, ...]] = {}
"""Pieces of this part's messages that another part also says, in English still (none now)."""

ALL = dict(OWN)


_STORES = tempfile.TemporaryDirectory(prefix="et-pages-")
"""The stores of the drawn widgets, removed when the tests end."""


@functools.cache
def _drawn(make: Callable[..., w.Widget], lang: str) -> str:
    """Each widget is drawn once per language for all the tests (each in a folder of its own for its store)."""
    with use_language(lang):
        folder = Path(tempfile.mkdtemp(dir=_STORES.name))
        widget = make(folder) if make in (_progress, _dashboard) else make()
        text = shown_text(widget)
        return text


def _draw(make: Callable[..., w.Widget], lang: str, tmp_path: Path) -> str:
    return _drawn(make, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(ALL))
def test_no_message_of_the_pages_part_is_left_in_english(name: str, lang: str, tmp_path: Path) -> None:
    text = " ".join(_draw(ALL[name], lang, tmp_path).split())
    english = " ".join(_draw(ALL[name], "en", tmp_path).split())
    pieces = [piece for piece in english_fragments(lang) if piece not in OTHER_PARTS_SAY.get(name, ())]
    shown_in_english = [piece for piece in pieces if piece in english]
    assert shown_in_english, "the English widget shows none of the part's messages: the check tests nothing"
    assert [piece for piece in pieces if piece in text] == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(OWN))
def test_no_english_word_is_left(name: str, lang: str, tmp_path: Path) -> None:
    assert english_left(_draw(OWN[name], lang, tmp_path)) == []


def test_english_left_sees_english_and_not_the_loanwords() -> None:
    assert english_left("Koz: kupa. Which card wins the trick?")
    assert english_left("Kitty'yi al; sol bower, renege, standard, bid-euchre-6, renege_mode.") == []


def test_english_left_does_not_count_a_sentence_waiting_for_its_translation(monkeypatch) -> None:
    """A fixed English sentence shows in English until it is translated (translation debt): the page
    is not failed for it, but any other English on it still is."""
    from euchre.i18n import tools
    from euchre.i18n.pofiles import FUZZY, Waiting
    from tests import widget_text

    waiting = Waiting("tr", "euchre-pages", None, "Which card wins the trick, {name}?", FUZZY)
    monkeypatch.setattr(tools, "message_debt", lambda places=False: {"tr": [waiting]})
    widget_text.waiting_sentences.cache_clear()
    try:
        assert english_left("Koz: kupa. Which card  wins the trick, Ana?") == []
        assert english_left("Koz: kupa. Which card wins the trick, Ana? Click a card.")
        assert english_left("Koz: kupa. Which card wins the hand, Ana?")
    finally:
        widget_text.waiting_sentences.cache_clear()


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_stick_the_dealer_refusal_is_one_sentence_with_one_colon(lang: str) -> None:
    """It read "Not allowed: stick the dealer: the dealer may not pass ...": the rule is now the reason at the
    head of one sentence ("with stick the dealer, the dealer may not pass ..."), in every language."""
    from euchre.explain.ruleset_names import preset_name
    from euchre.widgets.explorer import BiddingExplorer

    with use_language(lang):
        said = BiddingExplorer("stick-the-dealer").try_action("pass")
        rule = preset_name("stick-the-dealer").lower()
    assert said.count(":") == 1 and said.endswith(".") and said[:-1].count(".") == 0, said
    reason = said.split(":", 1)[1].lower()
    assert 0 <= reason.find(rule.split()[0][:5]) < 20, said  # the rule comes first


@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize(("reason", "rule"), [("canadian_loner", "canadian"), ("partners_best", None)])
def test_a_rule_refusal_names_its_rule_first_in_one_sentence(lang: str, reason: str, rule: str | None) -> None:
    """"Not allowed: Canadian loner: the dealer's partner ..." read as two labels; each rule's refusal is one
    clause that opens with the rule's name, so the whole refusal has one colon, in every language."""
    from euchre.engine.errors import Refusal
    from euchre.explain.refusals import refusal_words
    from euchre.explain.ruleset_names import preset_name

    with use_language(lang):
        said = refusal_words(Refusal(reason))
        name = preset_name(rule).lower() if rule else None
    assert ":" not in said and "." not in said.rstrip("."), said
    if name:  # the rule is named at the head of the sentence
        assert 0 <= said.lower().find(name.split()[0][:5]) < 20, (said, name)


@pytest.mark.parametrize("lang", LANGS)
def test_the_explorer_says_why_in_the_language(lang: str) -> None:
    from euchre.widgets.explorer import AuctionExplorer, BiddingExplorer

    with use_language(lang):
        refused = BiddingExplorer().try_action("pass")
        allowed = AuctionExplorer().try_action("bid 3")
    with use_language("en"):
        assert BiddingExplorer().try_action("pass").startswith("Not allowed: ")
        assert AuctionExplorer().try_action("bid 3").startswith("Allowed: ")
    assert not refused.startswith("Not allowed") and not allowed.startswith("Allowed")
    assert english_left(allowed) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_explorer_and_the_hand_redraw_when_the_picker_switches(lang: str) -> None:
    from euchre.widgets.explorer import LegalPlayExplorer
    from euchre.widgets.language import LanguagePicker
    from euchre.widgets.play import PlayHandWidget

    explorer, hand, picker = LegalPlayExplorer(), PlayHandWidget(seed=3), LanguagePicker()

    def hand_words() -> str:  # the steps already told stay as they were said
        return "\n".join([hand.hand.label, hand.hint_button.description, hand.new_button.description,
                          shown_text(hand.info)])

    before = shown_text(explorer), hand_words()
    trump = explorer.trump_picker.value
    assert "Deal a random hand" in before[0] and "Which cards may I play?" in before[1]
    picker.choose(lang)
    after = shown_text(explorer), hand_words()
    assert explorer.trump_picker.value == trump
    pieces = english_fragments(lang)
    for old, new in zip(before, after, strict=True):
        assert [piece for piece in pieces if piece in old]
        assert [piece for piece in pieces if piece in " ".join(new.split())] == []
    explorer.close()
    picker.choose("en")
    assert "Deal a random hand" not in shown_text(explorer)  # a closed widget no longer follows
    assert "Which cards may I play?" in shown_text(hand)
