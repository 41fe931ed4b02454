"""The table: a trick laid out by seat, and the four hands around it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet

import ipywidgets as w

from euchre.engine.cards import Card
from euchre.engine.ranking import Trump
from euchre.engine.state import HandState, Trick
from euchre.engine.tricks import trick_winner
from euchre.explain.plays import why_card_won
from euchre.explain.render import card_html, esc, table_html
from euchre.explain.steps import hands_rows
from euchre.i18n import _
from euchre.i18n.seats import seat_label
from euchre.widgets._common import EXTRA_CSS, STYLE, FollowsLanguage, as_card, as_cards, as_trump, seat_names


class TrickView(FollowsLanguage, w.HTML):
    """A trick by seat (North on top, South at the bottom) with the dealer, the leader and any
    player sitting out marked, and the winning card outlined once the trick is complete.

    It draws itself again when the language changes (`redraw`); the seats' names are looked up in
    the current language at every drawing."""

    def __init__(
        self,
        played: Mapping[int, Card | str] | Sequence[tuple[int, Card | str]] = (),
        trump: Trump | str | None = None,
        *,
        dealer: int | None = None,
        leader: int | None = None,
        sitting_out: Sequence[int] = (),
        winner: int | None = None,
        names: Sequence[str] | None = None,
        num_players: int = 4,
        show_names: bool = True,
        trump_badge: bool = True,
    ) -> None:
        super().__init__()
        self.add_class("et-trickview")
        self.trump_badge = trump_badge
        """False for a table shown before trump is taught: the centre says nothing of trump."""
        self.player_names = tuple(names) if names else None
        self.num_players = num_players
        """Seats at the table: four compass seats, or "Player 1" to "Player 3" (or 2) at a smaller table."""
        self.show_names = show_names
        """False when the seats' names are written next to the table already (the puzzle board's hands)."""
        self.show(played, trump, dealer=dealer, leader=leader, sitting_out=sitting_out, winner=winner)
        self.follow_language(self.redraw)

    def show(
        self,
        played: Mapping[int, Card | str] | Sequence[tuple[int, Card | str]] = (),
        trump: Trump | str | None = None,
        *,
        dealer: int | None = None,
        leader: int | None = None,
        sitting_out: Sequence[int] = (),
        winner: int | None = None,
    ) -> None:
        pairs = played.items() if isinstance(played, Mapping) else played
        self.played = {int(seat): as_card(card) for seat, card in pairs}
        self.trump = trump = as_trump(trump)
        self.dealer, self.leader, self.sitting_out, self.winner = dealer, leader, tuple(sitting_out), winner
        self.redraw()

    @property
    def names(self) -> tuple[str, ...]:
        if not self.show_names:
            return ("",) * self.num_players
        if self.num_players == 4:
            return seat_names(self.player_names)
        given = list(self.player_names or ()) + [""] * self.num_players
        return tuple(f"{seat_label(s, self.num_players)} ({given[s]})" if given[s] else seat_label(s, self.num_players)
                     for s in range(self.num_players))

    def redraw(self) -> None:
        """The same trick, its words in the current language."""
        self.value = EXTRA_CSS + table_html(self.names, self.played, self.trump, dealer=self.dealer,
                                            leader=self.leader, sitting_out=self.sitting_out, winner=self.winner,
                                            trump_badge=self.trump_badge)

    def show_trick(self, trick: Trick, state: HandState) -> None:
        """A completed trick, with its winner."""
        self.num_players = state.num_players
        self.show(
            dict(zip(trick.seats, trick.cards, strict=True)), state.trump, dealer=state.dealer, leader=trick.leader,
            sitting_out=state.sitting_out, winner=trick.winner,
        )

    def show_state(self, state: HandState) -> None:
        """The trick in progress; if the last card just completed a trick, that trick and its winner."""
        self.num_players = state.num_players
        parent = state.parent
        if not state.trick and state.tricks and parent is not None and len(parent.tricks) < len(state.tricks):
            self.show_trick(state.tricks[-1], state)
            return
        self.show(
            dict(zip(state.trick_seats, state.trick, strict=True)), state.trump, dealer=state.dealer,
            leader=state.leader, sitting_out=state.sitting_out,
        )

    @classmethod
    def from_state(cls, state: HandState, names: Sequence[str] | None = None) -> TrickView:
        view = cls(names=names, num_players=state.num_players)
        view.show_state(state)
        return view


class TrickExample(FollowsLanguage, w.VBox):
    """A finished trick as an illustration: the cards by seat, the winner outlined, and the engine's
    explanation of why it won. `cards` are in the order played, starting with `leader`."""

    def __init__(
        self,
        cards: Sequence[Card | str] | str,
        trump: Trump | str | None = None,
        *,
        leader: int = 1,
        names: Sequence[str] | None = None,
    ) -> None:
        self.cards = as_cards(cards)
        if not 1 < len(self.cards) <= 4:
            raise ValueError("a trick example needs 2 to 4 cards")
        self.trump = trump = as_trump(trump)
        self.seats = tuple((leader + i) % 4 for i in range(len(self.cards)))
        self.winner_index = trick_winner(self.cards, trump)
        self.table = TrickView(
            list(zip(self.seats, self.cards, strict=True)), trump, leader=leader,
            winner=self.seats[self.winner_index], names=names, trump_badge=trump is not None,
        )
        self.explanation = w.HTML()
        super().__init__(children=[self.table, self.explanation])
        self.add_class("et-trick-example")
        self.relabel()
        self.follow_language(self.relabel)

    def relabel(self) -> None:
        self.table.redraw()
        why = why_card_won(self.cards, self.trump, self.winner_index)
        self.explanation.value = f'{STYLE}<div class="et-note et-w" role="note">{esc(why)}</div>'

    @property
    def winner(self) -> Card:
        return self.cards[self.winner_index]


def hands_html(
    state: HandState,
    names: Sequence[str],
    *,
    show_all: bool = True,
    me: int = 2,
    guessed: Sequence[AbstractSet[Card]] = (),
) -> str:
    """The players' hands as a table; others' cards face down unless `show_all`.

    `guessed` holds, per seat, cards a record does not show: they are drawn faded and labelled.
    """
    rows = []
    any_guess = False
    for seat, label in hands_rows(state, names):
        cards = state.hands[seat]
        if seat in state.sitting_out:
            faces = '<span class="et-out">{}</span>'.format(esc(_("sitting out")))
        elif show_all or seat == me:
            unsure = guessed[seat] if seat < len(guessed) else frozenset()
            any_guess = any_guess or any(c in unsure for c in cards)
            faces = "".join(card_html(c, state.trump, dim=c in unsure) for c in cards)
        else:
            faces = "".join(card_html(c, face_down=True) for c in cards)
        rows.append(f'<tr><th>{esc(label)}</th><td><div class="et-row">{faces}</div></td></tr>')
    guess = _("Faded cards are guesses: the record does not show them.")
    note = f'<div class="et-small">{esc(guess)}</div>' if any_guess else ""
    label = _("the hands")
    return f'{STYLE}<table class="et-hands" aria-label="{esc(label)}">{"".join(rows)}</table>{note}'
