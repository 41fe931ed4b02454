"""The Euchre terms of the glossary as messages, so each language's words are in one place.

`docs/glossary/<lang>.md` lists the same terms; a test checks that the glossary and the catalogue
agree, so the words a translator chose there are the words the tutor shows.
"""

from __future__ import annotations

from euchre.i18n.messages import NP_

TERMS: dict[str, tuple[str, str]] = {
    "trump": NP_("term", "trump"),
    "suit": NP_("term", "suit"),
    "trick": NP_("term", "trick"),
    "hand": NP_("term", "hand"),
    "deal": NP_("term", "deal"),
    "dealer": NP_("term", "dealer"),
    "kitty": NP_("term", "kitty"),
    "upcard": NP_("term", "upcard"),
    "order up": NP_("term", "order up"),
    "pass": NP_("term", "pass"),
    "go alone": NP_("term", "go alone"),
    "defend alone": NP_("term", "defend alone"),
    "makers": NP_("term", "makers"),
    "defenders": NP_("term", "defenders"),
    "euchre": NP_("term", "euchre"),
    "march": NP_("term", "march"),
    "follow suit": NP_("term", "follow suit"),
    "lead": NP_("term", "lead"),
    "renege": NP_("term", "renege"),
    "bid": NP_("term", "bid"),
    "no-trump": NP_("term", "no-trump"),
    "high no-trump": NP_("term", "high no-trump"),
    "low no-trump": NP_("term", "low no-trump"),
    "shoot the moon": NP_("term", "shoot the moon"),
    "partner's best": NP_("term", "partner's best"),
    "partner": NP_("term", "partner"),
    "opponent": NP_("term", "opponent"),
    "side": NP_("term", "side"),
    "point": NP_("term", "point"),
    "stick the dealer": NP_("term", "stick the dealer"),
    "set": NP_("term", "set"),
}
