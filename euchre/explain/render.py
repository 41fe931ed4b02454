"""HTML for cards, hands and tricks: plain strings, no widget library, safe to embed anywhere.

Cards use real suit symbols, red or black ink, and a text label for screen readers; colour is
never the only cue (the suit symbol and the suit letter in the label always appear).
Everything that is not generated here from engine values is escaped with `esc`.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from euchre.engine.cards import Card, Suit, show_cards_with
from euchre.engine.ranking import Trump, is_left_bower, is_right_bower, is_trump
from euchre.i18n.messages import _, pgettext
from euchre.i18n.words import card_words, suit_words

CSS = """
<style>
.et-card{display:inline-flex;flex-direction:column;justify-content:space-between;box-sizing:border-box;
  width:58px;height:84px;margin:3px;padding:4px 5px;border:1px solid #555;border-radius:7px;background:#fff;
  font:600 17px/1.05 system-ui,-apple-system,"Segoe UI",sans-serif;vertical-align:middle;
  box-shadow:0 1px 2px rgba(0,0,0,.25);position:relative;user-select:none}
.et-card .et-c{font-size:28px;text-align:center}
.et-card .et-b{transform:rotate(180deg)}
.et-red{color:#c0152b}.et-black{color:#111}
.et-card.et-trump{border:2px solid #b8860b;background:#fffbea}
.et-card.et-back{background:repeating-linear-gradient(45deg,#2b4c7e,#2b4c7e 5px,#3d68a8 5px,#3d68a8 10px);color:#fff}
.et-card .et-tag{position:absolute;bottom:2px;left:0;right:0;font-size:8.5px;line-height:1;text-align:center;
  color:#6b4e00;
  white-space:nowrap;letter-spacing:-.3px;overflow:hidden}
.et-card.et-trump .et-c{font-size:22px;margin-bottom:9px}
.et-card.et-dim{background:#eceff3;border-style:dashed}.et-card.et-dim.et-red{color:#9b3a46}
.et-card.et-dim.et-black{color:#4a4a4a}
.et-card.et-win{outline:3px solid #1a7f37;outline-offset:1px}
.et-joker{color:#6b21a8}
.et-row{display:flex;flex-wrap:wrap;align-items:center;gap:2px}
.et-table{display:grid;grid-template-columns:120px 120px 120px;grid-template-rows:auto auto auto;gap:4px;
  align-items:center;justify-items:center;font:14px system-ui,sans-serif}
.et-seat{text-align:center}.et-seat small{display:block;color:#444}
.et-badge{display:inline-block;padding:0 5px;margin:0 2px;border-radius:8px;background:#eee;font-size:11px}
.et-out{color:#555;font-style:italic}
.et-score{border-collapse:collapse;font:14px system-ui,sans-serif}
.et-score td,.et-score th{border:1px solid #bbb;padding:3px 8px;text-align:center}
@media screen{.et-score{display:block;max-width:100%;overflow-x:auto;container-type:inline-size}
  .et-score caption{max-width:100cqw;text-align:left;white-space:normal}
  .et-score td,.et-score th{overflow-wrap:normal;word-break:normal}}
.et-feedback-ok{color:#1a7f37;font-weight:600}.et-feedback-bad{color:#b42318;font-weight:600}
</style>
"""


def esc(text: object) -> str:
    """HTML-escape anything a user or a file supplied."""
    return html.escape(str(text), quote=True)


def card_label(card: Card, trump: Trump | None = None) -> str:
    """The accessible text of a card: "jack of diamonds, the left bower (a trump)"."""
    name = str(card_words(card))
    if trump is not None:
        if is_right_bower(card, trump):
            return _("{card}, the right bower (trump)", card=name)
        if is_left_bower(card, trump):
            return _("{card}, the left bower (trump)", card=name)
        if is_trump(card, trump):
            return _("{card} (trump)", card=name)
    return name


def card_html(
    card: Card,
    trump: Trump | None = None,
    *,
    dim: bool = False,
    winner: bool = False,
    face_down: bool = False,
) -> str:
    if face_down:
        label = esc(_("face-down card"))
        return f'<span class="et-card et-back" role="img" aria-label="{label}"></span>'
    classes = ["et-card"]
    if card.is_joker:
        classes.append("et-joker")
        rank, sym = "★", "Joker"
    else:
        assert card.suit is not None
        classes.append("et-red" if card.suit.is_red else "et-black")
        rank, sym = card.rank.label, card.suit.symbol
    tag = ""
    if trump is not None and is_trump(card, trump):
        classes.append("et-trump")
        if is_left_bower(card, trump):
            word = pgettext("card tag", "left bower")
        elif is_right_bower(card, trump):
            word = pgettext("card tag", "right bower")
        else:
            word = pgettext("card tag", "trump")
        tag = f'<span class="et-tag">{esc(word)}</span>'
    if dim:
        classes.append("et-dim")
    if winner:
        classes.append("et-win")
    label = esc(card_label(card, trump))
    return (
        f'<span class="{" ".join(classes)}" role="img" aria-label="{label}" title="{label}" '
        f'data-card="{card.code}"><span aria-hidden="true">{rank}{"" if card.is_joker else sym}</span>'
        f'<span class="et-c" aria-hidden="true">{"🃏" if card.is_joker else sym}</span>{tag}</span>'
    )


def card_classes(card: Card, trump: Trump | None = None) -> tuple[str, ...]:
    """CSS classes for a card drawn as a button (`.et-cardbtn`): its ink and its trump tag."""
    classes = ["et-cardbtn", "et-joker" if card.is_joker else "et-red" if card.colour == "red" else "et-black"]
    if trump is not None and is_trump(card, trump):
        classes.append("et-trump")
        if is_left_bower(card, trump):
            classes.append("et-tag-lb")
        elif is_right_bower(card, trump):
            classes.append("et-tag-rb")
        else:
            classes.append("et-tag-tr")
    return tuple(classes)


def cards_html(cards: Iterable[Card], trump: Trump | None = None) -> str:
    inner = "".join(card_html(c, trump) for c in cards)
    return f'<div class="et-row">{inner}</div>'


def trump_html(trump: Trump | None) -> str:
    if trump is None:
        return '<span class="et-badge">' + esc(_("No trump yet")) + "</span>"
    if isinstance(trump, Suit):
        colour = "et-red" if trump.is_red else "et-black"
        words = suit_words(trump)
        symbol = f'<span class="{colour}">{trump.symbol}</span>'
        label = esc(_("trump: {suit}", suit=words))
        shown = _("Trump: {symbol} {suit}", symbol=symbol, suit=esc(words))
        return f'<span class="et-badge" aria-label="{label}">{shown}</span>'
    return f'<span class="et-badge">{esc(trump)}</span>'


TABLE_SPOTS: dict[int, tuple[str, ...]] = {
    4: ("1 / 2", "2 / 3", "3 / 2", "2 / 1"),
    3: ("1 / 1", "1 / 3", "3 / 2"),
    2: ("1 / 2", "3 / 2"),
}
"""Grid row / column of each seat's spot, by the number of seats at the table (the learner's seat at the bottom)."""


def table_html(
    names: Sequence[str],
    played: dict[int, Card],
    trump: Trump | None,
    *,
    dealer: int | None = None,
    leader: int | None = None,
    sitting_out: Sequence[int] = (),
    winner: int | None = None,
    trump_badge: bool = True,
) -> str:
    """A trick laid out by seat, one spot per name: North on top, South at the bottom, East right, West
    left; with three names Player 3 at the bottom and the other two above, clockwise; with two names
    Player 2 at the bottom facing Player 1. Without `trump_badge`, the centre says nothing of trump (a
    trick shown before trump is taught)."""
    spots = TABLE_SPOTS.get(len(names), TABLE_SPOTS[4])
    table_label = esc(_("the trick on the table"))
    parts = [CSS, f'<div class="et-table" role="group" aria-label="{table_label}">']
    for seat in range(len(spots)):
        badges = []
        if seat == dealer:
            badges.append('<span class="et-badge">' + esc(pgettext("table badge", "dealer")) + "</span>")
        if seat == leader:
            badges.append('<span class="et-badge">' + esc(pgettext("table badge", "leads")) + "</span>")
        name = esc(names[seat]) if seat < len(names) else ""
        if seat in sitting_out:
            body = '<span class="et-out">' + esc(pgettext("table badge", "sitting out")) + "</span>"
        elif seat in played:
            body = card_html(played[seat], trump, winner=(seat == winner))
        else:
            empty = esc(_("no card yet"))
            body = f'<span class="et-card et-dim" role="img" aria-label="{empty}"></span>'
        row, col = spots[seat].split(" / ")
        parts.append(
            f'<div class="et-seat" style="grid-row:{row};grid-column:{col}">'
            f"<small>{name}{''.join(badges)}</small>{body}</div>"
        )
    badge = trump_html(trump) if trump_badge else ""
    parts.append(f'<div style="grid-row:2;grid-column:2">{badge}</div></div>')
    return "".join(parts)


def score_html(names: Sequence[str], rows: Sequence[Sequence[int]], target: int | None = None) -> str:
    head = "".join(f"<th>{esc(n)}</th>" for n in names)
    body = "".join(
        "<tr><td>" + str(i + 1) + "</td>" + "".join(f"<td>{v}</td>" for v in row) + "</tr>"
        for i, row in enumerate(rows)
    )
    caption = "<caption>" + esc(_("First to {target}", target=target)) + "</caption>" if target else ""
    hand = esc(pgettext("score table", "Hand"))
    return f'<table class="et-score">{caption}<tr><th>{hand}</th>{head}</tr>{body}</table>'


show_cards_with(card_html)
