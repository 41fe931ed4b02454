"""The HTML picture of a question's facts (a trick by seat, a hand, the cards to order, the trick
counts), built from euchre.explain.render. Plain strings: the widgets only place them on screen.

At difficulty 1 the cards carry their trump markings (the left bower is tagged as trump); from
difficulty 2 the learner has to know it, so only the trump suit itself is shown.
"""

from __future__ import annotations

from euchre.engine.cards import Card
from euchre.engine.ranking import Trump
from euchre.engine.tricks import partner_of, trick_winner
from euchre.explain.render import card_html, cards_html, esc, table_html, trump_html
from euchre.i18n import pgettext
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.seats import side_label as side_name
from euchre.tutor.dealer_options import board as dealer_options_board
from euchre.tutor.dealer_pickup import board as dealer_pickup_board
from euchre.tutor.game_score import board as game_score_board
from euchre.tutor.order_up import board as order_up_board
from euchre.tutor.question import Question


def _score_head() -> str:
    side, tricks = esc(pgettext("board", "Side")), esc(pgettext("board", "Tricks"))
    return f"<tr><th>{side}</th><th>{tricks}</th><th></th></tr>"


def _your_hand() -> str:
    return esc(pgettext("board", "Your hand"))


def shows_hints(question: Question) -> bool:
    return question.difficulty == 1


def card_tags(question: Question) -> Trump | None:
    """The trump the question's cards are tagged with ("right bower", "trump"): at level 1 only, and
    never on the cards to be ranked (the tags would give the order away)."""
    if question.kind == "rank_trumps" or not shows_hints(question):
        return None
    return question.trump


def board_html(question: Question, *, without_choices: bool = False) -> str:
    """The facts of `question` as cards and tables (without the prompt text).

    With `without_choices`, the cards the learner answers with are left out: the quiz widget draws
    them as its answer buttons, so each card appears once."""
    builder = _BUILDERS[question.kind]
    if without_choices:
        builder = _WITHOUT_CHOICES.get(question.kind, builder)
    return f'<div class="et-quiz-board">{builder(question)}</div>'


def _names(question: Question, you: int | None = None, extra: dict[int, str] | None = None) -> list[str]:
    names = []
    for seat in range(max(4, question.num_players)):
        if seat >= question.num_players:
            names.append("")
            continue
        name = seat_name(seat, question.num_players)
        notes = []
        if seat == you:
            notes.append(pgettext("board", "you"))
        if extra and seat in extra:
            notes.append(extra[seat])
        names.append(f"{name} ({', '.join(notes)})" if notes else name)
    return names


def _table(question: Question, played: dict[int, Card]) -> str:
    """The trick by seat, with the trump shown but the cards' trump tags only when hints are on."""
    names, leader = _names(question, question.seat), question.leader
    if not shows_hints(question):
        plain = table_html(names, played, None, leader=leader)
        if question.trump is not None and trump_html(None) in plain:
            return plain.replace(trump_html(None), trump_html(question.trump))
    return table_html(names, played, question.trump, leader=leader)


def _which_card_wins(question: Question) -> str:
    return _table(question, dict(question.trick))


def _legal_follow(question: Question) -> str:
    trump = question.trump if shows_hints(question) else None
    table = _table(question, dict(question.trick))
    return f"{table}<div><small>{_your_hand()}</small>{cards_html(question.hand, trump)}</div>"


def _rank_trumps(question: Question) -> str:
    return f"<div>{trump_html(question.trump)}</div>{cards_html(question.cards, card_tags(question))}"


def _is_it_a_euchre(question: Question) -> str:
    n = question.num_players
    rows = []
    for side, tricks in enumerate(question.tricks):
        notes = []
        if question.maker is not None and question.rules.side_of(question.maker) == side:
            maker = seat_name(question.maker, n)
            notes.append(pgettext("board", "makers: {player} alone", player=maker) if question.alone
                         else pgettext("board", "makers: {player}", player=maker))
        if question.lone_defender is not None and question.rules.side_of(question.lone_defender) == side:
            notes.append(pgettext("board", "{player} defends alone", player=seat_name(question.lone_defender, n)))
        rows.append(
            f"<tr><td>{esc(side_name(side, n))}</td><td>{tricks}</td><td>{esc('; '.join(notes))}</td></tr>"
        )
    return (
        f"<div>{trump_html(question.trump)}</div>"
        f'<table class="et-score">{_score_head()}{"".join(rows)}</table>'
    )


def _who_leads(question: Question) -> str:
    n = question.num_players
    extra: dict[int, str] = {}
    out: list[int] = []
    if question.maker is not None:
        extra[question.maker] = pgettext("board", "maker, alone") if question.alone else pgettext("board", "maker")
        if question.alone and n == 4:
            out.append(partner_of(question.maker, 4))
    if question.lone_defender is not None:
        extra[question.lone_defender] = pgettext("board", "defends alone")
        out.append(partner_of(question.lone_defender, 4))
    names = _names(question, None, extra)
    return table_html(names, {}, question.trump, dealer=question.dealer, sitting_out=out)


def _spot_the_renege(question: Question) -> str:
    """Every trick as a row, one column a seat: the lead marked and the winner outlined."""
    n = question.num_players
    trump = question.trump if shows_hints(question) else None
    head = "".join(f'<th scope="col">{esc(seat_name(s, n))}</th>' for s in range(n))
    rows = []
    sitting_out, led = esc(pgettext("board", "sitting out")), esc(pgettext("board", "led"))
    for number, trick in enumerate(question.history, start=1):
        played = dict(trick)
        winner = trick[trick_winner([c for _, c in trick], question.trump)][0]
        cells = []
        for seat in range(n):
            if seat not in played:
                cells.append(f'<td><span class="et-out">{sitting_out}</span></td>')
                continue
            lead = f'<span class="et-badge">{led}</span>' if seat == trick[0][0] else ""
            cells.append(f"<td>{card_html(played[seat], trump, winner=seat == winner)}{lead}</td>")
        trick_name = esc(pgettext("board", "Trick {number}", number=number))
        rows.append(f'<tr><th scope="row">{trick_name}</th>{"".join(cells)}</tr>')
    dealer = "" if question.dealer is None else esc(pgettext("board", "Dealer: {dealer}",
                                                             dealer=seat_name(question.dealer, n)))
    label = esc(pgettext("board", "the tricks of the hand, in order"))
    key = esc(pgettext("board", "Each row is a trick; the card that led is marked, and the winning card is outlined."))
    return (
        f"<div>{trump_html(question.trump)} <small>{dealer}</small></div>"
        f'<table class="et-score et-record" aria-label="{label}">'
        f'<tr><th scope="col"></th>{head}</tr>{"".join(rows)}</table>'
        f"<div><small>{key}</small></div>"
    )


def _bid_score(question: Question) -> str:
    n = question.num_players
    rows = []
    for side, tricks in enumerate(question.tricks):
        note = ""
        if question.maker is not None and question.rules.side_of(question.maker) == side:
            bidder = seat_name(question.maker, n)
            if question.contract == "moon":
                note = pgettext("board", "bid {bid} by {player} (moon)", bid=question.bid, player=bidder)
            elif question.contract == "partner's best":
                note = pgettext("board", "bid {bid} by {player} (partner's best)", bid=question.bid, player=bidder)
            else:
                note = pgettext("board", "bid {bid} by {player}", bid=question.bid, player=bidder)
        rows.append(f"<tr><td>{esc(side_name(side, n))}</td><td>{tricks}</td><td>{esc(note)}</td></tr>")
    return (
        f"<div>{trump_html(question.trump)}</div>"
        f'<table class="et-score">{_score_head()}{"".join(rows)}</table>'
    )


def _next_leader(question: Question) -> str:
    out = [s for s in range(question.num_players) if s not in question.trick_seats]
    names = _names(question)
    plain = table_html(names, dict(question.trick), question.trump if shows_hints(question) else None,
                       leader=question.leader, sitting_out=out)
    if not shows_hints(question) and question.trump is not None and trump_html(None) in plain:
        plain = plain.replace(trump_html(None), trump_html(question.trump))
    return plain


def _bid_options(question: Question) -> str:
    n = question.num_players
    said: dict[int, str] = {}
    for seat, text in question.calls:
        if text == "pass":
            said[seat] = pgettext("board", "passed")
        elif text.startswith("bid ") and text[4:].isdigit():
            said[seat] = pgettext("board", "bid {number}", number=int(text[4:]))
        else:
            said[seat] = text
    if question.seat is not None:
        said[question.seat] = pgettext("board", "you, to call")
    names = _names(question, None, said)
    dealer = seat_name(question.dealer or 0, n)
    standing = (pgettext("board", "Standing bid: {bid} · dealer: {dealer}", bid=question.bid, dealer=dealer)
                if question.bid else pgettext("board", "Standing bid: none yet · dealer: {dealer}", dealer=dealer))
    return table_html(names, {}, None, dealer=question.dealer) + f"<div><small>{esc(standing)}</small></div>"


def hand_caption(question: Question) -> str:
    """The words above the hand whose cards are the answer (plain text, not escaped)."""
    if question.kind == "partners_best":
        return pgettext("board", "Your hand (the partner's)")
    return pgettext("board", "Your hand")


def _partners_best(question: Question) -> str:
    trump = question.trump if shows_hints(question) else None
    return (
        f"<div>{trump_html(question.trump)}</div>"
        f"<div><small>{esc(hand_caption(question))}</small>{cards_html(question.hand, trump)}</div>"
    )


def _farmers_hand(question: Question) -> str:
    return f"<div><small>{_your_hand()}</small>{cards_html(question.hand, None)}</div>"


_BUILDERS = {
    "which_card_wins": _which_card_wins,
    "legal_follow": _legal_follow,
    "rank_trumps": _rank_trumps,
    "is_it_a_euchre": _is_it_a_euchre,
    "who_leads": _who_leads,
    "spot_the_renege": _spot_the_renege,
    "bid_score": _bid_score,
    "order_up": order_up_board,
    "next_leader": _next_leader,
    "bid_options": _bid_options,
    "partners_best": _partners_best,
    "farmers_hand": _farmers_hand,
    "dealer_options": dealer_options_board,
    "dealer_pickup": dealer_pickup_board,
    "the_deal": lambda question: table_html(_names(question), {}, None, dealer=question.dealer, trump_badge=False),
    "led_suit_wins": lambda question: table_html(_names(question), dict(question.trick), None,
                                                 leader=question.leader, trump_badge=False),
    "game_score": lambda question: game_score_board(question) + _is_it_a_euchre(question),
}

_WITHOUT_CHOICES = {
    "which_card_wins": lambda question: "",
    "led_suit_wins": lambda question: "",
    "legal_follow": lambda question: _table(question, dict(question.trick)),
    "rank_trumps": lambda question: f"<div>{trump_html(question.trump)}</div>",
    "partners_best": lambda question: f"<div>{trump_html(question.trump)}</div>",
}
