"""The trump tag under a card button ("left bower", "trump") is drawn by CSS; it must be in the
page's language, as the card pictures' tags are."""

from __future__ import annotations

import re

import pytest

from euchre.engine.cards import Card, Suit
from euchre.explain.render import card_html
from euchre.i18n import LANGUAGES, use_language
from euchre.widgets._common import STYLE
from euchre.widgets.cards import card_toggle

CASES = [("JD", "et-tag-lb"), ("JH", "et-tag-rb"), ("AH", "et-tag-tr")]


def drawn_tag(button_classes: tuple[str, ...], tag: str) -> str:
    """The word the page's CSS writes under a button with these classes."""
    lang = next((c.removeprefix("et-lang-") for c in button_classes if c.startswith("et-lang-")), "en")
    scope = "" if lang == "en" else rf"\.et-lang-{lang}"
    found = re.search(rf"\.et-cardbtn\.{tag}{scope}::after\{{content:\"([^\"]*)\"", STYLE)
    assert found, (tag, lang)
    return found.group(1)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("code", "tag"), CASES)
def test_a_card_buttons_tag_is_the_pictures_word(lang: str, code: str, tag: str) -> None:
    card, trump = Card.parse(code), Suit.HEARTS
    with use_language(lang):
        button = card_toggle(card, trump)
        picture_word = re.search(r'class="et-tag">([^<]*)<', card_html(card, trump)).group(1)
        assert tag in button._dom_classes
        assert drawn_tag(button._dom_classes, tag) == picture_word


def test_a_button_drawn_again_in_another_language_takes_its_words() -> None:
    from euchre.widgets.cards import style_card_button

    card, trump = Card.parse("JD"), Suit.HEARTS
    with use_language("tr"):
        button = card_toggle(card, trump)
    with use_language("fi"):
        style_card_button(button, card, trump)
    langs = [c for c in button._dom_classes if c.startswith("et-lang-")]
    assert langs == ["et-lang-fi"]
    assert drawn_tag(button._dom_classes, "et-tag-lb") != drawn_tag(("et-lang-en",), "et-tag-lb")
