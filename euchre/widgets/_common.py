"""Shared pieces of the widgets: the stylesheet, friendly error messages and small HTML helpers.

Every callback a learner can trigger goes through `guarded`, so a mistake (or a bug) shows a
plain message in the widget instead of a traceback.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import ipywidgets as w

from euchre.engine.cards import Card, Suit, parse_cards
from euchre.engine.errors import EuchreError
from euchre.engine.ranking import Trump
from euchre.explain.render import CSS, esc
from euchre.i18n import ENGLISH, LANGUAGES, N_, _, current_language, on_language_change, pgettext, use_language
from euchre.i18n.messages import said_again
from euchre.i18n.seats import seat_label
from euchre.i18n.text import capitalize_first

log = logging.getLogger("euchre.widgets")

EXTRA_CSS = """
<style>
.et-w{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328}
.et-w h4{margin:6px 0 4px;font-size:15px}
.et-msg{margin:4px 0;padding:6px 10px;border-radius:6px;background:#fff4e5;border:1px solid #f0b429}
.et-msg-ok{background:#e9f7ef;border-color:#1a7f37}
.et-note{margin:4px 0;padding:6px 10px;border-left:4px solid #3d68a8;background:#f3f6fb}
.et-ann{margin:4px 0;padding:6px 10px;border-left:4px solid #b8860b;background:#fffbea;font-style:italic}
.et-pick{display:inline-flex;flex-direction:column;align-items:center;margin:0 2px}
.et-hands{border-collapse:collapse;margin:4px 0}
.et-hands td{padding:2px 6px;vertical-align:middle}
.et-hands th{text-align:left;padding:2px 6px;font-weight:600;white-space:nowrap}
.et-ok{color:#1a7f37;font-weight:600}.et-no{color:#b42318;font-weight:600}
.et-grid{border-collapse:collapse;margin:4px 0}
.et-grid td,.et-grid th{border:1px solid #bbb;padding:4px 8px;text-align:left;vertical-align:top}
@media screen{.et-grid{display:block;max-width:100%;overflow-x:auto;container-type:inline-size}
  .et-grid caption{max-width:100cqw;text-align:left;white-space:normal}
  .et-grid td,.et-grid th{overflow-wrap:normal;word-break:normal}}
.et-grid th{background:#f3f4f6}
.et-small{font-size:12px;color:#555}
.et-hand,.et-card-choices{display:flex;flex-wrap:wrap;gap:2px;align-items:flex-end;padding-top:10px}
.jupyter-widgets.jupyter-button.et-cardbtn{width:58px;height:84px;min-width:58px;margin:3px;padding:0 0 12px;
  border:1px solid #555;border-radius:7px;background:#fff;font:700 21px/1 system-ui,-apple-system,"Segoe UI",sans-serif;
  position:relative;overflow:visible;white-space:nowrap;box-shadow:0 1px 2px rgba(0,0,0,.25);
  transition:transform .08s ease-out;flex:0 0 auto}
.jupyter-widgets.jupyter-button.et-cardbtn.et-red{color:#c0152b}
.jupyter-widgets.jupyter-button.et-cardbtn.et-black{color:#111}
.jupyter-widgets.jupyter-button.et-cardbtn.et-joker{color:#6b21a8;font-size:13px;letter-spacing:-.2px}
.jupyter-widgets.jupyter-button.et-cardbtn.et-trump{border:2px solid #8a6500;background:#fffbea}
.et-cardbtn.et-tag-lb::after,.et-cardbtn.et-tag-rb::after,.et-cardbtn.et-tag-tr::after{position:absolute;left:0;right:0;
  bottom:4px;font-size:8.5px;font-weight:600;line-height:1;letter-spacing:-.3px;color:#6b4e00;text-align:center;
  overflow:hidden;white-space:nowrap}
.jupyter-widgets.jupyter-button.et-cardbtn.mod-active{transform:translateY(-9px);border:3px solid #1d4ed8;
  background:#eef4ff;box-shadow:0 6px 10px rgba(0,0,0,.3)}
.et-cardbtn.mod-active::before{content:"✓" / "";position:absolute;top:-9px;right:-9px;width:20px;height:20px;
  border-radius:50%;background:#1d4ed8;color:#fff;font-size:13px;line-height:20px;text-align:center}
.jupyter-widgets.jupyter-button.et-cardbtn:disabled{opacity:.5;background:#eceff3;box-shadow:none;cursor:not-allowed}
.jupyter-widgets.jupyter-button.et-cardbtn:hover:enabled{box-shadow:0 3px 6px rgba(0,0,0,.3)}
.et-seatgrid{display:grid;grid-template-columns:repeat(3,minmax(72px,120px));gap:4px;align-items:center;
  justify-items:center;font:14px system-ui,sans-serif}
.et-seatgrid .et-seat-name{font-size:12px;line-height:1.3;color:#333;text-align:center}
.jupyter-widgets.widget-checkbox{height:auto;min-height:28px;align-items:flex-start;max-width:100%}
.jupyter-widgets.widget-checkbox .widget-label-basic{display:flex;align-items:flex-start;gap:6px;height:auto;
  max-width:100%;white-space:normal;line-height:1.4;padding:4px 0}
.jupyter-widgets.widget-checkbox .widget-label-basic input{flex:0 0 auto;margin:3px 0 0}
.jupyter-widgets.widget-checkbox .widget-label-basic span{flex:1 1 auto;min-width:0;overflow-wrap:normal}
.et-checks{display:flex;flex-wrap:wrap;column-gap:16px;row-gap:2px;max-width:100%}
.jupyter-widgets input:focus-visible,.jupyter-widgets textarea:focus-visible,.jupyter-widgets select:focus-visible{
  outline:3px solid #1d4ed8 !important;outline-offset:-3px}
.jupyter-widgets input[type=checkbox]:focus-visible{outline-offset:1px}
.jupyter-widgets button:focus-visible,.et-w a:focus-visible,.et-report a:focus-visible{
  outline:3px solid #1d4ed8 !important;outline-offset:2px}
</style>
"""

TAGS = {"lb": "left bower", "rb": "right bower", "tr": "trump"}
"""The trump tags drawn under a card button, by class (`et-tag-lb` ...), in the card pictures' words."""


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _tag_css() -> str:
    """A card button's tag in each language: the button carries `et-lang-<code>` (`style_card_button`)."""
    rules = []
    for lang in LANGUAGES:
        with use_language(lang):
            for tag, word in TAGS.items():
                scope = "" if lang == ENGLISH else f".et-lang-{lang}"
                text = _css_string(pgettext("card tag", word))
                rules.append(f'.et-cardbtn.et-tag-{tag}{scope}::after{{content:{text} / ""}}')
    return "<style>\n" + "\n".join(rules) + "\n</style>\n"


STYLE = CSS + EXTRA_CSS + _tag_css()

F = TypeVar("F", bound=Callable[..., Any])

SORRY = N_("Sorry, something went wrong there. Try again, or reload the page.")


def friendly(exc: BaseException) -> str:
    """A message for the learner: the engine's own explanation, or a calm generic one for bugs."""
    return error_words(exc)()


def error_words(exc: BaseException, sorry: str = SORRY) -> Callable[[], str]:
    """`friendly` as a function that says it in the current language: call it where the error is
    caught, and call what it gives again after the learner switched the language (`show_message`
    does): the engine's explanation is worded again from its facts (`reason_words`), not kept in the
    language it was raised in. A bug is logged once, and `sorry` said for it."""
    if not isinstance(exc, EuchreError):
        log.exception("unexpected error in a widget callback", exc_info=exc)
        return lambda: _(sorry)
    reason = reason_words(exc)
    return lambda: capitalize_first(reason(), current_language())


def reason_words(exc: BaseException) -> Callable[[], str]:
    """An error's own message, as a function that says it in the current language: an engine error is
    worded again from its facts (`EuchreError.fact`); an error raised with a message (a layer above the
    engine) is said again if the catalogue said it a moment ago (call this where the error is caught),
    else shown as it was raised."""
    if getattr(exc, "fact", None) is not None:
        return lambda: str(exc)
    shown = str(exc)
    return said_again(shown) or (lambda: shown)


def message_html(text: str, ok: bool = False) -> str:
    cls = "et-msg et-msg-ok" if ok else "et-msg"
    return f'<div class="{cls}" role="status">{esc(text)}</div>'


class Guarded:
    """A mixin for widgets with a `status` HTML area: `self.guarded(fn)` wraps a callback so any
    error becomes a friendly message there."""

    status: w.HTML
    _message_said: tuple[Callable[[], str], bool, str] | None = None

    def show_message(self, text: str | Callable[[], str], ok: bool = False) -> None:
        """Show `text` in the status area; given as a function that says it in the current language,
        it is said again when the learner switches the language (`say_again`)."""
        shown = text() if callable(text) else text
        self.status.value = message_html(shown, ok) if shown else ""
        self._message_said = (text, ok, self.status.value) if callable(text) else None

    def message_shown(self) -> bool:
        """A message given as a function is shown (and can be said again)."""
        said = self._message_said
        return said is not None and self.status.value == said[2]

    def say_again(self, shown: bool | None = None) -> None:
        """The message shown, again in the current language (if it was given as a function and is
        still shown). `shown`: whether it was shown before the widget redrew itself in the new
        language; a redraw that cleared the status area does not take the message away."""
        said = self._message_said
        if said is None:
            return
        if shown is None:
            shown = self.status.value == said[2]
        if shown and self.status.value in ("", said[2]):
            self.show_message(said[0], said[1])

    def guarded(self, fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except Exception as exc:
                self.show_message(error_words(exc))
                return None

        return wrapper  # type: ignore[return-value]


class FollowsLanguage:
    """A mixin (put it before the ipywidgets base) for a widget that redraws its words when the
    language picker switches the language, keeping its state: `follow_language(redraw)` once, with
    a `redraw` that draws every word again from what the widget holds (never from text it showed).

    While `redraw` runs, `relabelling` is True: a picker given new labels (`relabel_options`) tells
    its observers of the change, and they must not act as if the learner had picked. `close()`
    stops following, for this widget and every widget inside it, so a closed widget leaves no
    listener behind."""

    _stop_following: Callable[[], None] | None = None
    relabelling: bool = False

    def follow_language(self, redraw: Callable[[], None]) -> None:
        self.stop_following()

        def heard(_lang: str) -> None:
            self.relabelling = True
            try:
                shown = isinstance(self, Guarded) and self.message_shown()
                redraw()
                if isinstance(self, Guarded):
                    self.say_again(shown)
            except Exception:  # one widget that fails to redraw must not stop the others
                log.exception("a widget could not redraw in the new language")
            finally:
                self.relabelling = False

        self._stop_following = on_language_change(heard)

    @property
    def following(self) -> bool:
        return self._stop_following is not None

    def stop_following(self) -> None:
        if self._stop_following is not None:
            self._stop_following()
            self._stop_following = None

    def close(self) -> None:
        stop_following_all(self)  # type: ignore[arg-type]
        super().close()  # type: ignore[misc]


def stop_following_all(widget: w.Widget) -> None:
    """Stop every widget in `widget` (and itself) from following the language."""
    if isinstance(widget, FollowsLanguage):
        widget.stop_following()
    for child in getattr(widget, "children", ()):
        stop_following_all(child)


def relabel_options(picker: w.Dropdown | w.ToggleButtons, options: Sequence[tuple[str, Any]]) -> None:
    """New labels for a picker's options, keeping the value chosen (new options reset a picker to its
    first one, so the value is put back: its observers hear the change and the change back)."""
    value = picker.value
    picker.options = list(options)
    picker.value = value


def as_card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def as_trump(trump: Trump | str | None) -> Trump | None:
    """A trump from a Suit, a no-trump value, None, or text like "H", "♥" or "hearts"."""
    return Suit.parse(trump) if isinstance(trump, str) else trump


def as_cards(cards: Sequence[Card | str] | str) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return parse_cards(cards)
    return tuple(as_card(c) for c in cards)


def seat_names(names: Sequence[str] | None = None) -> tuple[str, ...]:
    """Seat labels: "North" or "North (Alice)" when player names are given (escape before use)."""
    if not names:
        return tuple(seat_label(s) for s in range(4))
    return tuple(
        f"{seat} ({name})" if name else seat for seat, name in zip(seat_names(), list(names) + [""] * 4, strict=False)
    )


def replace_children(box: w.Box, children: Sequence[w.Widget]) -> None:
    """Put new children in a box and close the old ones (and theirs), so replaced controls do not
    linger in the kernel and the page."""
    old = list(box.children)
    box.children = tuple(children)
    keep = {id(c) for c in children}
    for widget in old:
        if id(widget) not in keep:
            close_all(widget)


def close_all(widget: w.Widget) -> None:
    for child in getattr(widget, "children", ()):
        close_all(child)
    widget.close()
