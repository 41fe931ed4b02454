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
