"""The `euchre` command: replay and check Euchre Game Notation (.egn) files.

    euchre replay GAME.egn     every deal: the calls, the tricks and why each was won, the score
    euchre check GAME.egn      list every renege or inconsistency; exit 1 if there is one

Exit status: 0 fine, 1 the file has reneges or inconsistencies, 2 the file cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from euchre import egn
from euchre.actions import Call, DefendAlone, Discard, OrderUp, Pass, Play
from euchre.cards import Card, Suit
from euchre.errors import EGNError
from euchre.explain import explain_score, who_leads_sentence, why_card_won
from euchre.rules import Rules
from euchre.seats import SEAT_LETTERS, seat_name, side_name
from euchre.state import HandState, Phase, Trick

Out = Callable[[str], None]
_ALL = 10**6  # "skip every call": an alternative line branching in trick play shows no bidding


def _score_words(score: Sequence[int]) -> str:
    return ", ".join(f"{side_name(side)} {points}" for side, points in enumerate(score))


def _cards_words(seats: Sequence[int], cards: Sequence[Card]) -> str:
    return ", ".join(f"{SEAT_LETTERS[s]} {c}" for s, c in zip(seats, cards, strict=True))


def _trick_line(number: int, trick: Trick, state: HandState) -> str:
    """"Trick 1: N 9♥, E J♥, S 9♠, W A♥ — West wins with 9♠: it is the only trump played." """
    cards = _cards_words(trick.seats, trick.cards)
    winner = seat_name(trick.winner)
    why = why_card_won(trick.cards, state.trump, trick.seats.index(trick.winner))
    head = f"{trick.winning_card} wins: "
    if why.startswith(head):
        return f"Trick {number}: {cards} — {winner} wins with {trick.winning_card}: {why[len(head):]}"
    return f"Trick {number}: {cards} — {winner} wins. {why}"


def _call_words(node: HandState, parent: HandState, discard_inferred: bool) -> str | None:
    """One bidding action in words, or None for an action not worth a line (a defender's pass)."""
    action = node.last_action
    seat = node.last_seat if node.last_seat is not None else 0
    who = seat_name(seat)
    dealer = parent.dealer
    alone = " (alone)" if getattr(action, "alone", False) else ""
    if isinstance(action, Pass):
        if parent.phase is Phase.DEFEND_ALONE:
            return None
        return f"{who} passes."
    if isinstance(action, OrderUp):
        if seat == dealer:
            return f"{who}, the dealer, picks up {parent.upcard}{alone}."
        if seat == (dealer + 2) % 4:
            return f"{who} orders up {parent.upcard}{alone}: the dealer's partner assists."
        return f"{who} orders up {parent.upcard}{alone}."
    if isinstance(action, Call):
        return f"{who} names {action.suit.plural}{alone}."
    if isinstance(action, Discard):
        if discard_inferred:
            return f"{who} discards a card (not recorded)."
        return f"{who} discards {action.card}."
    if isinstance(action, DefendAlone):
        return f"{who} defends alone."
    return f"{who}: {action}."


def _notes(out: Out, notes: Sequence[str], label: str = "") -> None:
    for text in notes:
        out(f"      » {label}{text}")


def _print_line(out: Out, state: HandState, record: egn.EGNLine, discard_inferred: bool, *,
                skip_calls: int = 0, skip_plays: int = 0, play_base: int = 0) -> None:
    """Print a line's actions with their annotations, leaving out its first `skip_calls` calls (with
    the discard and defending alone that follow them) and its first `skip_plays` plays, so that an
    alternative line shows what follows its branch point. Annotation keys are `call - skip_calls`
    and `play - play_base`: an EGN alternative line indexes its own phases."""
    trick_no = 0
    in_bidding_shown = False
    pending: list[tuple[Card, int, tuple[str, ...]]] = []
    calls_seen = 0
    for node, call, play in egn.iter_actions(state):
        parent = node.parent
        assert parent is not None
        if play is None:
            if call is not None:
                calls_seen = call + 1
            if calls_seen <= skip_calls:
                continue
            if call is not None and parent.phase is Phase.ROUND_TWO and parent.parent is not None \
                    and parent.parent.phase is Phase.ROUND_ONE:
                out(f"  {parent.upcard} is turned down.")
            words = _call_words(node, parent, discard_inferred)
            if words:
                out(f"  {words}")
                in_bidding_shown = True
            if call is not None:
                _notes(out, record.call_notes(call - skip_calls))
            if node.is_over and node.result.thrown_in:
                out("  Everyone passed twice: the hand is thrown in.")
            if node.phase is Phase.PLAY and in_bidding_shown:
                _print_trump(out, node)
            continue
        seat = node.last_seat if node.last_seat is not None else 0
        action = node.last_action
        assert isinstance(action, Play)
        if play >= skip_plays:
            pending.append((action.card, seat, record.play_notes(play - play_base)))
        if len(node.tricks) > trick_no:
            trick_no = len(node.tricks)
            if pending:
                out(f"  {_trick_line(trick_no, node.tricks[-1], node)}")
                for card, who, notes in pending:
                    _notes(out, notes, f"{SEAT_LETTERS[who]} {card}: ")
            pending = []
    if state.trick:
        out(f"  Trick {trick_no + 1} (unfinished): {_cards_words(state.trick_seats, state.trick)}")
        for card, who, notes in pending:
            _notes(out, notes, f"{SEAT_LETTERS[who]} {card}: ")


def _print_trump(out: Out, state: HandState) -> None:
    assert state.maker is not None
    trump = f"{state.trump.plural} ({state.trump})" if isinstance(state.trump, Suit) else str(state.trump)
    side = side_name(state.maker % 2)
    text = f"  Trump: {trump}, made by {seat_name(state.maker)} ({side})"
    if state.sitting_out:
        text += "; " + ", ".join(seat_name(s) for s in state.sitting_out) + " sits out"
    out(text + ".")
    out(f"  {who_leads_sentence(state)}")


def _print_result(out: Out, state: HandState, rules: Rules) -> None:
    if not state.is_over:
        out("  The record stops here: the deal is not scored.")
        return
    result = state.result
    out(f"  {explain_score(result, rules)}")
    gained = [f"{side_name(side)} +{p}" for side, p in enumerate(result.points) if p]
    if gained:
        out(f"  Points: {', '.join(gained)}.")


def _print_hands(out: Out, deal: egn.DealReplay) -> None:
    for seat, hand in enumerate(deal.hands):
        cards = " ".join(f"({c})" if c in deal.inferred[seat] else str(c) for c in hand)
        out(f"  {seat_name(seat):5} {cards}")
    if any(deal.inferred):
        out("  (cards in brackets are not shown in the record: placeholders, not facts)")


def _print_alternative(out: Out, number: int, deal: egn.DealReplay, alt: egn.LineReplay, rules: Rules) -> None:
    record = alt.line
    assert isinstance(record, egn.EGNAlternative)
    ncalls = len(deal.deal.calls)
    b = record.branch_index
    if b == 0:
        where = "from the first call"
        skip_calls, skip_plays = 0, 0
    elif b <= ncalls:
        where = f"after {b} call{'s' if b != 1 else ''}"
        skip_calls, skip_plays = b, 0
    else:
        where = f"after the bidding and {b - ncalls} card{'s' if b - ncalls != 1 else ''}"
        skip_calls, skip_plays = _ALL, b - ncalls
    out(f"  Alternative line {number} ({where}):")

    def indented(text: str) -> None:
        out("  " + text)

    _print_line(indented, alt.state, record, alt.discard_inferred,
                skip_calls=skip_calls, skip_plays=skip_plays, play_base=skip_plays)
    _print_result(indented, alt.state, rules)


def _print_game(out: Out, game: egn.EGNGame, result: egn.GameReplay, hands: bool, alternatives: bool) -> None:
    meta = game.metadata
    if meta.title:
        out(meta.title)
    if meta.description:
        out(meta.description)
    names = [(seat_name(s), meta.player_name(s)) for s in range(4)]
    if any(name and name != seat for seat, name in names):
        out("Players: " + ", ".join(f"{seat} {name}" for seat, name in names if name))
    out("Rules: " + " ".join(game.rules.summary()))
    out(f"Score at the start: {_score_words(meta.initial_score)}")
    for deal in result.deals:
        record = deal.deal
        out("")
        out(f"Deal {record.number} — {seat_name(record.dealer)} deals; the upcard is {record.upcard}.")
        if hands:
            _print_hands(out, deal)
        _print_line(out, deal.state, record, deal.discard_inferred)
        _print_result(out, deal.state, game.rules)
        out(f"  Score: {_score_words(deal.score_after)}")
        if alternatives:
            for number, alt in enumerate(deal.alternatives, 1):
                _print_alternative(out, number, deal, alt, game.rules)
    out("")
    final = f"Final score: {_score_words(result.final_score)}"
    if meta.final_score is not None:
        final += " (as the file's finalScore says)"
    out(final)


def _replay(args: argparse.Namespace, out: Out, err: Out) -> int:
    try:
        game = egn.load(args.file, verify=False, schema=True)
        result = egn.replay(game)
    except egn.EGNReplayError as exc:
        err(f"euchre: {args.file}: {exc}")
        return 1
    except EGNError as exc:
        err(f"euchre: {args.file}: {exc}")
        return 2
    _print_game(out, game, result, args.hands, not args.no_alternatives)
    return 0


def _check(args: argparse.Namespace, out: Out, err: Out) -> int:
    status = 0
    several = len(args.files) > 1
    for path in args.files:
        prefix = f"{path}: " if several else ""
        try:
            game = egn.load(path, verify=False, schema=True)
        except EGNError as exc:
            err(f"euchre: {path}: {exc}")
            status = 2
            continue
        problems = egn.check(game)
        for problem in problems:
            out(f"{prefix}{problem}")
        if problems:
            noun = "problem" if len(problems) == 1 else "problems"
            out(f"{prefix}{len(problems)} {noun} in {_deals(len(game.deals))}")
            status = max(status, 1)
        else:
            out(f"{prefix}ok: {_deals(len(game.deals))}, no problems")
    return status


def _deals(n: int) -> str:
    return f"{n} deal" if n == 1 else f"{n} deals"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="euchre",
        description="Replay and check Euchre Game Notation (.egn) files.",
        epilog="Exit status: 0 fine, 1 reneges or inconsistencies found, 2 a file could not be read.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    rep = sub.add_parser("replay", help="print every deal: calls, tricks with their winners, points, score",
                         description="Print every deal of an EGN file: the calls, each trick and why it was won, "
                         "how the deal was scored and the running score. Annotations are printed under the "
                         "action they refer to.")
    rep.add_argument("file", metavar="FILE.egn")
    rep.add_argument("--hands", action="store_true", help="also show the dealt hands (unrecorded cards in brackets)")
    rep.add_argument("--no-alternatives", action="store_true", help="leave out the alternative (analysis) lines")
    chk = sub.add_parser("check", help="list every renege or inconsistency; exit 1 if there is one",
                         description="Replay EGN files through the rules engine and list every renege or "
                         "inconsistency with its deal and trick.")
    chk.add_argument("files", nargs="+", metavar="FILE.egn")
    return parser


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command; returns the exit status."""
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    for stream in (stdout, stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    args = _parser().parse_args(argv)

    def out(text: str) -> None:
        print(text, file=stdout)

    def err(text: str) -> None:
        print(text, file=stderr)

    handler = _replay if args.command == "replay" else _check
    try:
        return handler(args, out, err)
    except BrokenPipeError:  # pragma: no cover - `euchre replay x | head`
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
