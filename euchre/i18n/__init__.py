"""Languages of the tutor: gettext catalogues through Babel, the language resolved per call.

    from euchre.i18n import _, ngettext, pgettext, use_language
    with use_language("tr"):
        _("Language")            # 'Dil'

English is the source language. `current_language()` resolves the language on every call (see
`euchre.i18n.context` for the order); `set_session_language` is what the picker calls.
Card and suit names in words, with their cases, are in `euchre.i18n.words`; locale-safe case
changes and matching keys are in `euchre.i18n.text`. `python -m euchre.i18n.tools` extracts,
updates, compiles and checks the catalogues.
"""

from euchre.i18n.context import (
    LANG_ENV,
    UnsupportedLanguageError,
    check_language,
    current_language,
    html_lang,
    on_language_change,
    page_language,
    resolve_language,
    session_learner,
    set_page_language,
    set_session_language,
    set_session_learner,
    terminal_language,
    use_language,
)
from euchre.i18n.languages import AUTONYMS, ENGLISH, LANGUAGES, parse_accept_language, supported
from euchre.i18n.messages import N_, NP_, _, gettext, ngettext, npgettext, pgettext
from euchre.i18n.words import joker_words as _joker_words  # noqa: F401  (a sentence names the Joker with it)

__all__ = [
    "AUTONYMS",
    "ENGLISH",
    "LANGUAGES",
    "LANG_ENV",
    "NP_",
    "N_",
    "UnsupportedLanguageError",
    "_",
    "check_language",
    "current_language",
    "gettext",
    "html_lang",
    "ngettext",
    "npgettext",
    "on_language_change",
    "page_language",
    "parse_accept_language",
    "pgettext",
    "resolve_language",
    "session_learner",
    "set_page_language",
    "set_session_language",
    "set_session_learner",
    "supported",
    "terminal_language",
    "use_language",
]
