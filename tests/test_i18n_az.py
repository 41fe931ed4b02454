"""The Azerbaijani review of issue 30: rules stated as the engine plays them, and no suffix glued to an
inserted value (docs/glossary/az.md)."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from euchre.i18n import pgettext, use_language
from euchre.i18n.text import lower

ROOT = Path(__file__).resolve().parent.parent
AZ = ROOT / "euchre" / "locale" / "az" / "LC_MESSAGES"

# A placeholder followed at once by letters ("{most}-ə", "{card}-ni", "{step}-ci"): the suffix's vowel
# would have to follow the value's last vowel, which a sentence cannot know.
GLUED = re.compile(r"\{[a-z_]+(?:\.[a-z]+)?\}['’-]?[^\W\d_]")


def _translations() -> list[tuple[str, str, str]]:
    out = []
    for po in sorted(AZ.glob("*.po")):
        with po.open("rb") as fp:
            for message in read_po(fp, locale="az"):
                if message.id:
                    english = message.id[0] if isinstance(message.id, tuple) else message.id
                    strings = message.string if isinstance(message.string, tuple) else (message.string,)
                    out += [(po.name, english, text) for text in strings if text]
    return out


def _pages() -> list[tuple[str, str]]:
    return [(str(nb.relative_to(ROOT)), nb.read_text(encoding="utf-8"))
            for nb in sorted((ROOT / "az").rglob("*.ipynb"))]


def test_no_suffix_is_glued_to_an_inserted_value():
    glued = [(name, hit.group(0), text[:80]) for name, _, text in _translations() for hit in GLUED.finditer(text)]
    assert glued == []
    assert GLUED.search("0-dan {most}-ə qədər") and GLUED.search("açılan kart {card}-ni oynadı")
    assert not GLUED.search("{suit.acc} kozır edir") and not GLUED.search("{total} kartdan {step} nömrəlisi")


def test_the_left_bower_counts_as_a_trump_and_is_never_played_after_trump():
    said = [name for name, text in [(n, t) for n, _, t in _translations()] + _pages() if "kozırın ardınca" in text]
    assert said == []
    lesson3 = (ROOT / "az" / "lessons" / "03_following_suit_and_winning_tricks.ipynb").read_text(encoding="utf-8")
    assert "kozır mastından sayılır" in lesson3
    from euchre.engine.cards import Card, Suit, parse_cards
    from euchre.explain.plays import why_not_playable
    with use_language("az"):
        said_now = why_not_playable(Card.parse("AS"), parse_cards("JD 9H AS KC QH"), parse_cards("TH"), Suit.HEARTS)
    assert "sol bower" in said_now and "ürək sayılır" in said_now


def test_the_upcards_suit_is_its_suit_not_its_colour():
    wrong = [name for name, text in [(n, t) for n, _, t in _translations()] + _pages()
             if re.search(r"açılan kartın rəng", text)]
    assert wrong == []


def test_assisting_is_the_dealers_partner_ordering_up():
    # "East assisted": the dealer's partner ordered the upcard up, so the dealer picks it up; it is not
    # making the partner call trump ("tərəfdaşına kozır etdirmək").
    assisting = [text for _, english, text in _translations() if re.search(r"\bassist", english, re.IGNORECASE)]
    assert len(assisting) >= 10
    assert [text for text in assisting if "etdir" in text] == []
    assert all("dəstək" in lower(text, "az") for text in assisting)
    with use_language("az"):
        explained = pgettext("explain", "To assist is to order up when your partner is the dealer: the dealer "
                                        "picks up the upcard, and your side become the makers.")
    assert "açılan kartı kozır etmək" in explained and "diler" in explained


def test_bid_euchre_has_its_azerbaijani_name_in_sentences():
    # The English name only in brackets beside the Azerbaijani one, never with an Azerbaijani suffix.
    suffixed = [(name, text[:80]) for name, _, text in _translations() if re.search(r"Bid Euchre[-'’]", text)]
    bare = [(name, text[:80]) for name, _, text in _translations()
            if re.search(r"(?<!\()(?<!ingiliscə )Bid Euchre(?!\))", text)]
    assert suffixed == [] and bare == []
    assert any("Təklifli Euchre (Bid Euchre)" in text for _, text in _pages())


def test_a_played_or_discarded_card_symbol_takes_its_accusative_after_a_word():
    # "J♥ oynadı" left the definite object bare: the symbol cannot take a suffix, so "kartını" carries it.
    bare = re.compile(r"\{card\} (at|atdı|atın|atır|oyna|oynadı|oynadınız|oynayır|oynayın)(?=[\s.,;:)]|$)")
    assert [(name, text[:80]) for name, _, text in _translations() if bare.search(text)] == []
    with use_language("az"):
        assert pgettext("done", "played {card}", card="J♥") == "J♥ kartını oynadı"
        assert pgettext("action", "Discard {card}", card="9♣") == "9♣ kartını at"


def test_the_suit_a_player_must_follow_is_the_suit_played_from():
    from euchre.engine.cards import Suit
    from euchre.i18n import _
    from euchre.i18n.words import suit_words
    with use_language("az"):
        said = _("You must follow {suit}, and you have {cards}.", suit=suit_words(Suit.HEARTS), cards="A♥, 9♥")
        named = pgettext("you did", "You named {suit}.", suit=suit_words(Suit.SPADES))
    assert "ürəkdən oynamalısınız" in said
    assert named == "Kozır olaraq pikanı seçdiniz."


def test_no_sentence_starts_with_a_lower_case_suit_name():
    # Suit names are lower case ("ürək"), so a value starting a sentence would start it in lower case.
    after_a_stop = re.compile(r"[.!?]\s+\{(suit|led|trump)(\.[a-z]+)?\}")
    starts = [(name, text[:60]) for name, english, text in _translations()
              if english.rstrip().endswith((".", "?")) and re.match(r"\{(suit|led|trump)", text)]
    assert [(n, t[:60]) for n, _, t in _translations() if after_a_stop.search(t)] == []
    assert starts == []


def test_cutthroat_and_the_joker_table_choose_trump_without_bids():
    # Only Bid Euchre has an auction; cutthroat and the Joker table order up or name a suit.
    lesson15 = (ROOT / "az" / "lessons" / "15_three_and_two_handed.ipynb").read_text(encoding="utf-8")
    lesson16 = (ROOT / "az" / "lessons" / "16_the_joker_and_the_32_card_deck.ipynb").read_text(encoding="utf-8")
    assert "Paylama və kozır seçimi standart oyundakı kimidir" in lesson15
    assert "Paylama və təkliflər" not in lesson15
    assert "təkliflər başlamazdan" not in lesson16 and "kozır seçimi başlamazdan" in lesson16


def test_the_term_base_flags_the_words_this_review_replaced():
    from euchre.i18n.termbase import competing_words
    assert competing_words("Diler bərabər təkliflə müqaviləni ala bilər.", "The dealer may take the contract.", "az")
    assert competing_words("Standart qaydalara görə raund ləğv olunur.", "the hand is thrown in", "az")
    assert competing_words("Qərb pika tuzu ilə gedir.", "West leads the ace of spades", "az")
    assert not competing_words("Diler bərabər təkliflə kontraktı ala bilər.", "The dealer may take the contract.", "az")
    assert not competing_words("Standart qaydalara görə kartlar yığılır.", "the hand is thrown in", "az")


def test_cutthroat_has_the_term_bases_name_in_the_menu_and_the_glossary():
    """The lessons call cutthroat "hərə özü üçün"; its menu item and glossary entry say the same words,
    so a learner who follows a lesson's link finds the game under the name the lesson used."""
    from euchre.explain.glossary import entry
    from euchre.explain.ruleset_names import preset_name
    from euchre.i18n.termbase import load

    word = load("az")["cutthroat"]["use"]
    with use_language("az"):
        named = {"menu": preset_name("cutthroat"), "glossary": entry("cutthroat").shown_term()}
    assert all(word in lower(name, "az") for name in named.values()), named
    assert all(name.endswith("(cutthroat)") for name in named.values()), named
