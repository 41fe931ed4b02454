"""Card views: one card, a clickable hand, the upcard and kitty, the trump indicator, the deck.

The views shown on their own draw themselves again when the learner switches the language; the
clickable hand and the trick picker are drawn again by the widget that holds them."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import ipywidgets as w
import traitlets

from euchre.engine import egn
from euchre.engine.actions import OrderUp
from euchre.engine.cards import JOKER, Card, Suit
from euchre.engine.game import game_winner
from euchre.engine.ranking import Trump, is_left_bower, suit_order, trump_order
from euchre.engine.rules import Rules
from euchre.engine.state import HandResult, HandState, Phase
from euchre.explain.plays import card_role
from euchre.explain.render import card_classes, card_html, card_label, cards_html, esc, trump_html
from euchre.i18n import N_, _, current_language, ngettext
from euchre.i18n.seats import side_label
from euchre.i18n.words import card_name, card_words, suit_words
from euchre.widgets._common import (
    STYLE,
    FollowsLanguage,
    Guarded,
    as_card,
    as_cards,
    as_trump,
    relabel_options,
    replace_children,
)
from euchre.widgets.records import load_game

if TYPE_CHECKING:
    from euchre.engine.egn import EGNGame


class CardView(FollowsLanguage, w.HTML):
    """One card as a picture with an accessible text label (and its role under a trump, if given)."""

    def __init__(self, card: Card | str, trump: Trump | str | None = None, *, face_down: bool = False) -> None:
        super().__init__()
        self.add_class("et-cardview")
        self._card = as_card(card)
        self._trump = as_trump(trump)
        self._face_down = face_down
        self._render()
        self.follow_language(self._render)

    @property
    def card(self) -> Card:
        return self._card

    @card.setter
    def card(self, card: Card | str) -> None:
        self._card = as_card(card)
        self._render()

    @property
    def trump(self) -> Trump | None:
        return self._trump

    @trump.setter
    def trump(self, trump: Trump | str | None) -> None:
        self._trump = as_trump(trump)
        self._render()

    @property
    def label(self) -> str:
        return card_label(self._card, self._trump)

    def _render(self) -> None:
        self.value = STYLE + card_html(self._card, self._trump, face_down=self._face_down)


class CardRow(FollowsLanguage, w.HTML):
    """A few cards side by side, not clickable (for illustrations); each keeps its accessible label.
    The caption is the caller's text, shown as given."""

    def __init__(self, cards: Sequence[Card | str] | str, trump: Trump | str | None = None, *, caption: str = ""):
        super().__init__()
        self.add_class("et-card-row")
        self.cards = as_cards(cards)
        self.trump = as_trump(trump)
        self.caption = caption
        self.render()
        self.follow_language(self.render)

    def render(self) -> None:
        note = f'<div class="et-small">{esc(self.caption)}</div>' if self.caption else ""
        self.value = f'{STYLE}<div class="et-w">{cards_html(self.cards, self.trump)}{note}</div>'


def style_card_button(button: w.Button | w.ToggleButton, card: Card, trump: Trump | None = None) -> None:
    """Draw a button as the card itself: "J♦" in the suit's ink on a card-shaped face, its trump tag
    below, and the card's full name ("jack of diamonds, the left bower (trump)") as its label."""
    button.description = str(card)
    button.tooltip = card_label(card, trump)
    button.style.text_color = "#c0152b" if card.colour == "red" and not card.is_joker else "#111111"
    if card.is_joker:
        button.style.text_color = "#6b21a8"
    for name in button._dom_classes:
        if name.startswith("et-lang-"):
            button.remove_class(name)
    for name in (*card_classes(card, trump), f"et-lang-{current_language()}"):
        button.add_class(name)


def card_toggle(card: Card, trump: Trump | None = None, *, disabled: bool = False) -> w.ToggleButton:
    button = w.ToggleButton(value=False, disabled=disabled)
    style_card_button(button, card, trump)
    return button


class HandPicker(FollowsLanguage, w.VBox, Guarded):
    """A hand you can click: every card is a toggle button drawn as the card (drawn once).

    Click or tap a card, or press Enter or Space on it, to select it; the arrow keys move between
    the cards of the hand (the page template's script). A selected card is raised, ticked and
    `aria-pressed="true"`. `value` is the tuple of selected cards, in hand order. With
    `multiple=False` at most one card is selected at a time. `on_pick(callback)` calls
    `callback(card)` each time a card is chosen. When the learner switches the language, the cards'
    names (their tooltips) and trump tags are drawn again in it, the selection kept; the `label` is
    the owner's to say again.
    """

    value = traitlets.Tuple()

    def __init__(
        self,
        cards: Sequence[Card | str] | str = (),
        trump: Trump | str | None = None,
        *,
        multiple: bool = True,
        label: str = "",
    ) -> None:
        self.status = w.HTML()
        self._label = w.HTML()
        self._row = w.HBox()
        self._row.add_class("et-hand")
        super().__init__(children=[w.HTML(STYLE), self._label, self._row, self.status])
        self.add_class("et-hand-picker")
        self.multiple = multiple
        self._trump = trump
        self._cards: tuple[Card, ...] = ()
        self._buttons: list[w.ToggleButton] = []
        self._pick_callbacks: list[Callable[[Card], None]] = []
        self._syncing = False
        self.label = label
        self.set_cards(cards, trump)
        self.follow_language(self.guarded(self.relabel))

    def relabel(self) -> None:
        """The cards' names and tags in the current language, on the same buttons."""
        for card, button in zip(self._cards, self._buttons, strict=True):
            style_card_button(button, card, self._trump)

    # ---- public ---------------------------------------------------------------------------
    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    @property
    def buttons(self) -> tuple[w.ToggleButton, ...]:
        return tuple(self._buttons)

    @property
    def label(self) -> str:
        return self._label_text

    @label.setter
    def label(self, text: str) -> None:
        self._label_text = text
        self._label.value = f'<div class="et-w"><b>{esc(text)}</b></div>' if text else ""

    def set_cards(
        self, cards: Sequence[Card | str] | str, trump: Trump | str | None = None, *,
        disabled: bool | Iterable[Card] = False,
    ) -> None:
        """Show a new hand (clearing the selection), its cards enabled or not as `set_disabled` takes them.
        Each card is drawn in the state it is to have: a card shown enabled for a moment could be clicked
        before it is disabled. The same hand in the same trump keeps its buttons."""
        cards, trump = as_cards(cards), as_trump(trump)
        off = self._off(disabled, cards)
        if cards != self._cards or trump != self._trump or not self._buttons:
            self._cards, self._trump = cards, trump
            self._buttons = []
            for card in cards:
                button = card_toggle(card, trump, disabled=card in off)
                button.observe(self.guarded(self._on_toggle), "value")
                self._buttons.append(button)
            replace_children(self._row, self._buttons)
        else:
            self.set_disabled(off)
        self._syncing = True
        try:
            self.value = ()
            for button in self._buttons:
                button.value = False
        finally:
            self._syncing = False

    def select(self, cards: Iterable[Card | str]) -> None:
        self.value = as_cards(list(cards))

    def clear(self) -> None:
        self.value = ()

    def click(self, card: Card | str) -> None:
        """Toggle one card, as a learner's click would."""
        index = self._cards.index(as_card(card))
        self._buttons[index].value = not self._buttons[index].value

    def set_disabled(self, disabled: bool | Iterable[Card]) -> None:
        """Disable every card (True), none (False), or the given cards."""
        off = self._off(disabled, self._cards)
        for card, button in zip(self._cards, self._buttons, strict=True):
            button.disabled = card in off

    @staticmethod
    def _off(disabled: bool | Iterable[Card], cards: Sequence[Card]) -> set[Card]:
        if isinstance(disabled, bool):
            return set(cards) if disabled else set()
        return set(disabled)

    def on_pick(self, callback: Callable[[Card], None]) -> None:
        self._pick_callbacks.append(callback)

    # ---- internal -------------------------------------------------------------------------
    @traitlets.validate("value")
    def _check_value(self, proposal: traitlets.Bunch) -> tuple[Card, ...]:
        chosen = as_cards(list(proposal["value"]))
        missing = [str(c) for c in chosen if c not in self._cards]
        if missing:
            raise traitlets.TraitError(f"{', '.join(missing)} is not in this hand")
        if not self.multiple and len(chosen) > 1:
            chosen = chosen[-1:]
        return tuple(c for c in self._cards if c in chosen)

    @traitlets.observe("value")
    def _on_value(self, change: traitlets.Bunch) -> None:
        self._syncing = True
        try:
            for card, button in zip(self._cards, self._buttons, strict=True):
                button.value = card in self.value
        finally:
            self._syncing = False

    def _on_toggle(self, change: traitlets.Bunch) -> None:
        if self._syncing:
            return
        button = change["owner"]
        card = self._cards[self._buttons.index(button)]
        if change["new"]:
            self.value = (*self.value, card) if self.multiple else (card,)
            self.status.value = ""
            for callback in self._pick_callbacks:
                callback(card)
        else:
            self.value = tuple(c for c in self.value if c != card)


SEAT_CELLS = {0: ("1", "2"), 1: ("2", "3"), 2: ("3", "2"), 3: ("2", "1")}
"""(grid row, grid column) of each seat in a trick: North on top, East right, South below, West left."""


class _PicksOneCard(traitlets.HasTraits):
    """One card of several toggle buttons picked at a time: `value` is its token ("JD") or None;
    `options` are (label, token) pairs and `tooltips` the cards' accessible names, as a
    ToggleButtons would have them."""

    value = traitlets.Unicode(None, allow_none=True)
    _buttons: dict[str, w.ToggleButton]
    _syncing: bool

    @property
    def buttons(self) -> tuple[w.ToggleButton, ...]:
        return tuple(self._buttons.values())

    def _card_button(self, card: Card, tags: Trump | None) -> w.ToggleButton:
        button = card_toggle(card, tags)
        button.observe(self._on_toggle, "value")
        self._buttons[card.code] = button
        return button

    def _set_options(self) -> None:
        self.options = [(button.description, code) for code, button in self._buttons.items()]
        self.tooltips = [button.tooltip for button in self._buttons.values()]

    @traitlets.validate("value")
    def _check(self, proposal: traitlets.Bunch) -> str | None:
        if proposal["value"] is not None and proposal["value"] not in self._buttons:
            raise traitlets.TraitError(f"{proposal['value']} is not one of these cards")
        return proposal["value"]

    @traitlets.observe("value")
    def _on_value(self, change: traitlets.Bunch) -> None:
        self._syncing = True
        try:
            for code, button in self._buttons.items():
                button.value = code == change["new"]
        finally:
            self._syncing = False

    def _on_toggle(self, change: traitlets.Bunch) -> None:
        if self._syncing:
            return
        code = next(c for c, b in self._buttons.items() if b is change["owner"])
        if change["new"]:
            self.value = code
        elif self.value == code:
            self.value = None


class TrickPicker(_PicksOneCard, w.GridBox):
    """A trick whose cards are the answer buttons, laid out by seat: pick one card."""

    def __init__(
        self,
        played: Sequence[tuple[int, Card]],
        names: Sequence[str],
        *,
        trump: Trump | None = None,
        tags: Trump | None = None,
        leader: int | None = None,
        trump_badge: bool = True,
    ) -> None:
        self._buttons = {}
        self._syncing = False
        badge = trump_html(trump) if trump_badge else ""
        cells: list[w.Widget] = [w.HTML(STYLE + f'<div class="et-w">{badge}</div>', layout=w.Layout(grid_area="2 / 2"))]
        for seat, card in played:
            button = self._card_button(card, tags)
            label = _("{seat} · leads", seat=names[seat]) if seat == leader else names[seat]
            name = w.HTML(f'<div class="et-seat-name">{esc(label)}</div>')
            row, col = SEAT_CELLS[seat]
            cell = w.VBox([name, button], layout=w.Layout(grid_area=f"{row} / {col}", align_items="center"))
            cells.append(cell)
        super().__init__(children=cells)
        self.add_class("et-seatgrid")
        self.add_class("et-card-choices")
        self._set_options()


class HandChoice(_PicksOneCard, w.VBox):
    """A hand whose cards are the answer buttons, under a caption: pick one card (drawn once)."""

    def __init__(self, cards: Sequence[Card], caption: str, *, tags: Trump | None = None) -> None:
        self._buttons = {}
        self._syncing = False
        row = w.HBox([self._card_button(card, tags) for card in cards])
        row.add_class("et-hand")
        super().__init__(children=[w.HTML(f'{STYLE}<div class="et-small">{esc(caption)}</div>'), row])
        self.add_class("et-hand-choice")
        self._set_options()


class UpcardView(FollowsLanguage, w.HTML):
    """The upcard on top of the kitty (the rest of the kitty is face down).

    `status` is "up" (round one), "down" (turned down for round two) or "taken" (the dealer
    picked it up).
    """

    def __init__(self, upcard: Card | str, kitty_size: int = 3, *, status: str = "up") -> None:
        super().__init__()
        self.add_class("et-upcard")
        self.upcard = as_card(upcard)
        self.kitty_size = kitty_size
        self.status = status
        self.render()
        self.follow_language(self.render)

    @classmethod
    def from_state(cls, state: HandState) -> UpcardView:
        if not isinstance(state, HandState):
            raise ValueError("this hand has no upcard")
        return cls(state.upcard, len(state.kitty), status=upcard_status(state))

    def render(self) -> None:
        self.value = upcard_html(self.upcard, self.kitty_size, status=self.status)


_UPCARD_CAPTIONS = {
    "up": N_("Upcard: {card} ({name}), turned face up on the kitty."),
    "down": N_("Everyone passed, so the upcard ({card}) was turned face down."),
    "taken": N_("The dealer took the upcard ({card}) into hand."),
}


def upcard_html(upcard: Card, kitty_size: int = 3, *, status: str = "up") -> str:
    if status not in _UPCARD_CAPTIONS:
        raise ValueError(f"upcard status must be one of {', '.join(_UPCARD_CAPTIONS)}, not {status!r}")
    top = card_html(upcard, face_down=status == "down", dim=status == "taken")
    rest = "".join(card_html(upcard, face_down=True) for _ in range(kitty_size))
    caption = _(_UPCARD_CAPTIONS[status], card=str(upcard), name=card_words(upcard))
    label = _("upcard and kitty")
    return (
        f'{STYLE}<div class="et-w" role="group" aria-label="{esc(label)}">'
        f'<div class="et-row">{top}<span style="margin-left:8px"></span>{rest}</div>'
        f'<div class="et-small">{esc(caption)}</div></div>'
    )


def upcard_status(state: HandState) -> str:
    """"up" in round one, "down" once everyone passed, "taken" once it was ordered up."""
    if any(isinstance(a, OrderUp) for _, a in state.calls):
        return "taken"
    return "up" if state.phase in (Phase.ROUND_ONE, Phase.JOKER_SUIT) else "down"


class TrumpIndicator(FollowsLanguage, w.VBox):
    """The trump badge and every trump of the suit from highest to lowest, with the left bower
    visibly marked as trump. With `choose=True`, buttons let the learner switch the trump suit."""

    def __init__(self, trump: Suit | str = Suit.HEARTS, rules: Rules | None = None, *, choose: bool = False) -> None:
        self.rules = rules or Rules.preset("standard")
        self._trump = trump if isinstance(trump, Suit) else Suit.parse(trump)
        self.picker = w.ToggleButtons(options=_suit_options(), value=self._trump, description=_("Trump:"),
                                      style={"button_width": "96px"})
        self.picker.observe(self._on_pick, "value")
        self.view = w.HTML()
        super().__init__(children=[self.picker, self.view] if choose else [self.view])
        self.add_class("et-trump-indicator")
        self.render()
        self.follow_language(self.relabel)

    def relabel(self) -> None:
        relabel_options(self.picker, _suit_options())
        self.picker.description = _("Trump:")
        self.render()

    @property
    def trump(self) -> Suit:
        return self._trump

    @trump.setter
    def trump(self, trump: Suit) -> None:
        self._trump = trump
        self.picker.value = trump
        self.render()

    @property
    def order(self) -> tuple[Card, ...]:
        return trump_order(self._trump, self.rules.min_rank, self.rules.joker)

    def _on_pick(self, change: dict) -> None:
        if not self.relabelling:
            self.trump = change["new"]

    def render(self) -> None:
        trump = self._trump
        left = next(c for c in self.order if is_left_bower(c, trump))
        others = []
        for suit in Suit:
            if suit == trump:
                continue
            cards = suit_order(suit, trump, self.rules.min_rank)
            if suit == trump.partner:
                head = _("{symbol} {suit} (no {rank}: {card} is a trump now)", symbol=suit.symbol,
                         suit=suit_words(suit), rank=left.rank.label, card=str(left))
            else:
                head = _("{symbol} {suit}", symbol=suit.symbol, suit=suit_words(suit))
            others.append(f"<tr><th>{esc(head)}</th><td>{cards_html(cards)}</td></tr>")
        trumps_head, others_head = _("The trumps, highest first"), _("The other suits, highest first")
        self.view.value = (
            f'{STYLE}<div class="et-w">{trump_html(trump)}'
            f"<h4>{esc(trumps_head)}</h4>{cards_html(self.order, trump)}"
            f'<div class="et-note">{esc(card_role(left, trump))}.</div>'
            f'<h4>{esc(others_head)}</h4><table class="et-hands">{"".join(others)}</table></div>'
        )


def _suit_options() -> list[tuple[str, Suit]]:
    return [(_("{symbol} {suit}", symbol=s.symbol, suit=suit_words(s)), s) for s in Suit]


class ScorePad(FollowsLanguage, w.HTML):
    """A running score: one row per hand, a total, and the winner once the game is won.

    Who has won is the engine's rule (`euchre.engine.game.game_winner`) for the ruleset given, or for a
    standard ruleset to `target` points when only a target is given.
    """

    def __init__(
        self,
        names: Sequence[str] | None = None,
        target: int | None = 10,
        rules: Rules | None = None,
    ) -> None:
        super().__init__()
        self.add_class("et-scorepad")
        self.given_names = tuple(names) if names is not None else None
        if rules is None and target:
            rules = Rules.preset("standard").replace(winning_score=target)
        self.rules = rules
        self.target = rules.winning_score if rules is not None else None
        self.rows: list[tuple[int, ...]] = []
        self._last: HandResult | None = None
        self.render()
        self.follow_language(self.render)

    @property
    def names(self) -> tuple[str, ...]:
        """The sides' names: those given, else "North–South" and "East–West" in the current language."""
        return self.given_names if self.given_names is not None else (side_label(0), side_label(1))

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(col) for col in zip(*self.rows, strict=True)) if self.rows else (0,) * len(self.names)

    @property
    def winner(self) -> str | None:
        if self.rules is None or not self.rows:
            return None
        side = game_winner(self.rules, self.totals, self._last, len(self.rows), self.rows[-1])
        return None if side is None else self.names[side]

    @classmethod
    def from_egn(cls, source: str | os.PathLike[str] | EGNGame, deals: int | None = None) -> ScorePad:
        """The score of a recorded game, hand by hand, as the engine scores the replayed deals (only the
        first `deals` of them, when given: a lesson shows the hands of the ideas taught so far)."""
        game = load_game(source)
        replayed = egn.replay(game)
        pad = cls(rules=game.rules)
        if any(game.metadata.initial_score):
            pad.add(game.metadata.initial_score)
        for deal in replayed.deals[:deals]:
            if deal.points is not None:
                pad.add(deal.points)
        return pad

    def add(self, points: Sequence[int]) -> None:
        if len(points) != len(self.names):
            raise ValueError(f"expected {len(self.names)} scores, got {len(points)}")
        self.rows.append(tuple(int(p) for p in points))
        self._last = None
        self.render()

    def add_result(self, result: HandResult) -> None:
        """Add a finished hand's score (with the result, so that Bid Euchre's rule can be applied)."""
        self.add(result.points)
        self._last = result
        self.render()

    def reset(self) -> None:
        self.rows = []
        self._last = None
        self.render()

    def render(self) -> None:
        head = "".join(f"<th>{esc(n)}</th>" for n in self.names)
        body = "".join(
            f"<tr><td>{i + 1}</td>" + "".join(f"<td>{v}</td>" for v in row) + "</tr>" for i, row in enumerate(self.rows)
        )
        total_label = _("Total")
        total = f"<tr><th>{esc(total_label)}</th>" + "".join(f"<th>{v}</th>" for v in self.totals) + "</tr>"
        caption = ""
        if self.target:
            caption = "<caption>{}</caption>".format(esc(_("First to {target} wins", target=self.target)))
        won = ""
        if self.winner:
            won = '<div class="et-msg et-msg-ok">{}</div>'.format(esc(_("{winner} win the game.", winner=self.winner)))
        hand = _("Hand")
        self.value = (
            f'{STYLE}<div class="et-w"><table class="et-score">{caption}<tr><th>{esc(hand)}</th>{head}</tr>'
            f"{body}{total}</table>{won}</div>"
        )


class DeckView(FollowsLanguage, w.HTML):
    """Every card of a ruleset's deck, one row per suit from highest to lowest, grouped by colour."""

    def __init__(self, rules: Rules | None = None) -> None:
        super().__init__()
        self.add_class("et-deck")
        self.rules = rules or Rules.preset("standard")
        self.render()
        self.follow_language(self.render)

    def render(self) -> None:
        rows = []
        for colour in ("black", "red"):
            for suit in (s for s in Suit if s.colour == colour):
                cards = suit_order(suit, None, self.rules.min_rank)
                head = (_("{symbol} {suit} (black)", symbol=suit.symbol, suit=suit_words(suit)) if colour == "black"
                        else _("{symbol} {suit} (red)", symbol=suit.symbol, suit=suit_words(suit)))
                rows.append(f"<tr><th>{esc(head)}</th><td>{cards_html(cards)}</td></tr>")
        extra = ""
        if self.rules.joker:
            extra = f"<tr><th>{esc(card_name(JOKER))}</th><td>{cards_html([JOKER])}</td></tr>"
        size = esc(ngettext("{n} card", "{n} cards", self.rules.deck_size))
        each = esc(_("each suit highest first") if self.rules.deck_copies == 1
                   else _("each suit highest first; the deck has every card twice"))
        self.value = (
            f'{STYLE}<div class="et-w"><b>{size}</b>, {each}'
            f'<table class="et-hands">{"".join(rows)}{extra}</table></div>'
        )
