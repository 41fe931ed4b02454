"""The `euchre` command: replay and check Euchre Game Notation files (.egn, any version from 1.0.0
to 1.4) and EGN 1.4's match files (.emn, several games).

    euchre replay GAME.egn     every deal: the calls, the tricks and why each was won, the score
    euchre check GAME.egn      list every renege or inconsistency; exit 1 if there is one

Exit status (also in `euchre --help`):
    0  fine: the file replays with no problem
    1  reneges or inconsistencies found (each is listed)
    2  the command line is wrong (argparse's usage error)
    3  a file cannot be read: missing, not a regular file, too big, not JSON, not a valid record
    4  a valid record uses a part of EGN the engine does not play (a no-trump call, a variant toggle)
   70  an internal error (a bug in the tutor; the message says so, never a traceback)
Names, titles, descriptions and annotations are printed with control characters escaped.
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
from euchre.tricks import partner_of

Out = Callable[[str], None]
_ALL = 10**6  # "skip every call": an alternative line branching in trick play shows no bidding

OK, PROBLEMS, USAGE, UNREADABLE, UNSUPPORTED, INTERNAL = 0, 1, 2, 3, 4, 70
EXIT_CODES = {
    OK: "fine",
    PROBLEMS: "reneges or inconsistencies found",
    USAGE: "bad command line",
    UNREADABLE: "a file cannot be read (missing, not a regular file, too big, not valid EGN or EMN)",
    UNSUPPORTED: "a file uses a part of EGN the engine does not play",
    INTERNAL: "internal error",
}
_MAX_MESSAGE = 300


def terminal_safe(text: str) -> str:
    """Text with control characters (and the invisible bidi and format characters that can
    reorder or hide what a terminal shows) escaped as \\n, \\x1b, \\u202e."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch.isprintable() or ch == " ":
            out.append(ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
    return "".join(out)


def _message(text: str) -> str:
    return text if len(text) <= _MAX_MESSAGE else text[:_MAX_MESSAGE - 3] + "..."


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
        if seat == partner_of(dealer, 4):
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
    side = side_name(state.rules.side_of(state.maker))
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


def _print_game(out: Out, game: egn.EGNGame, result: egn.GameReplay, hands: bool, alternatives: bool,
                names: Sequence[str | None] | None = None) -> None:
    meta = game.metadata
    if meta.title:
        out(meta.title)
    if meta.description:
        out(meta.description)
    seat_names = names if names is not None else [meta.player_name(s) for s in range(4)]
    pairs = [(seat_name(s), seat_names[s]) for s in range(4)]
    if any(name and name != seat for seat, name in pairs):
        out("Players: " + ", ".join(f"{seat} {name}" for seat, name in pairs if name))
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


def _print_match(out: Out, match: egn.EGNMatch, result: egn.MatchReplay, hands: bool, alternatives: bool) -> None:
    games = len(match.games)
    out(match.title or "A match")
    if match.description:
        out(match.description)
    fmt = f", format {match.format_type}" if match.format_type else ""
    target = f" (target {match.format_target})" if match.format_target is not None else ""
    out(f"{games} game{'s' if games != 1 else ''}{fmt}{target}.")
    for entry, played in zip(match.games, result.games, strict=True):
        out("")
        out(f"=== Game {entry.index} ===")

        def indented(text: str) -> None:
            out(f"  {text}" if text else "")

        _print_game(indented, entry.game, played, hands, alternatives, match.seat_names(entry))
    out("")
    scores = result.scores()
    by_points = match.format_type == "PROGRESSIVE" or any(e.game.rules.deal_limit for e in match.games)
    unit = "points" if by_points else "games won"
    out(f"Match ({unit}): " + ", ".join(f"{p.name} {scores[p.id or '']}" for p in match.players))


def _read(path: str, err: Out) -> tuple[int, egn.EGNGame | egn.EGNMatch | None]:
    try:
        return OK, egn.load_any(path, verify=False, schema=True)
    except egn.EGNUnsupportedError as exc:
        err(f"euchre: {_message(f'{path}: {exc}')}")
        return UNSUPPORTED, None
    except EGNError as exc:
        err(f"euchre: {_message(f'{path}: {exc}')}")
        return UNREADABLE, None


def _replay(args: argparse.Namespace, out: Out, err: Out) -> int:
    status, record = _read(args.file, err)
    if record is None:
        return status
    try:
        if isinstance(record, egn.EGNMatch):
            played = egn.replay_match(record)
            _print_match(out, record, played, args.hands, not args.no_alternatives)
        else:
            _print_game(out, record, egn.replay(record), args.hands, not args.no_alternatives)
    except egn.EGNReplayError as exc:
        err(f"euchre: {_message(f'{args.file}: {exc}')}")
        return PROBLEMS
    except egn.EGNUnsupportedError as exc:
        err(f"euchre: {_message(f'{args.file}: {exc}')}")
        return UNSUPPORTED
    return OK


_SEVERITY = (UNREADABLE, UNSUPPORTED, PROBLEMS, OK)


def _check(args: argparse.Namespace, out: Out, err: Out) -> int:
    statuses = []
    several = len(args.files) > 1
    for path in args.files:
        prefix = f"{path}: " if several else ""
        status, record = _read(path, err)
        if record is None:
            statuses.append(status)
            continue
        if isinstance(record, egn.EGNMatch):
            problems = egn.check_match(record)
            size = f"{len(record.games)} game{'s' if len(record.games) != 1 else ''}, " \
                   f"{_deals(sum(len(g.game.deals) for g in record.games))}"
        else:
            problems = egn.check(record)
            size = _deals(len(record.deals))
        for problem in problems:
            out(f"{prefix}{_message(str(problem))}")
        if problems:
            noun = "problem" if len(problems) == 1 else "problems"
            out(f"{prefix}{len(problems)} {noun} in {size}")
            statuses.append(PROBLEMS)
        else:
            out(f"{prefix}ok: {size}, no problems")
            statuses.append(OK)
    return next(code for code in _SEVERITY if code in statuses)


def _deals(n: int) -> str:
    return f"{n} deal" if n == 1 else f"{n} deals"


def _exit_words() -> str:
    return "Exit status: " + "; ".join(f"{code} {words}" for code, words in EXIT_CODES.items()) + \
        ". When several files are checked, the status is that of the worst: 3, then 4, then 1."


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="euchre",
        description="Replay and check Euchre Game Notation files: games (.egn, EGN 1.0.0 to 1.4) and "
        "match files (.emn, several games).",
        epilog=_exit_words(),
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    rep = sub.add_parser("replay", help="print every deal: calls, tricks with their winners, points, score",
                         description="Print every deal of an EGN file (or every game of an EMN match): the "
                         "calls, each trick and why it was won, how the deal was scored and the running score. "
                         "Annotations are printed under the action they refer to, with control characters "
                         "escaped.", epilog=_exit_words())
    rep.add_argument("file", metavar="FILE")
    rep.add_argument("--hands", action="store_true", help="also show the dealt hands (unrecorded cards in brackets)")
    rep.add_argument("--no-alternatives", action="store_true", help="leave out the alternative (analysis) lines")
    chk = sub.add_parser("check", help="list every renege or inconsistency; exit 1 if there is one",
                         description="Replay EGN and EMN files through the rules engine and list every renege or "
                         "inconsistency with its game, deal and trick.", epilog=_exit_words())
    chk.add_argument("files", nargs="+", metavar="FILE")
    return parser


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command; returns the exit status (see `EXIT_CODES`)."""
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    for stream in (stdout, stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # --help (0) or a usage error (2), already printed by argparse
        return exc.code if isinstance(exc.code, int) else USAGE

    def out(text: str) -> None:
        print(terminal_safe(text), file=stdout)

    def err(text: str) -> None:
        print(terminal_safe(text), file=stderr)

    handler = _replay if args.command == "replay" else _check
    try:
        return handler(args, out, err)
    except BrokenPipeError:  # pragma: no cover - `euchre replay x | head`
        return OK
    except KeyboardInterrupt:  # pragma: no cover
        return 130
    except Exception as exc:
        err(f"euchre: internal error ({type(exc).__name__}: {_message(str(exc))}); please report it")
        return INTERNAL


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
