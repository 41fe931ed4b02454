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
The output is in the language of the terminal: `EUCHRE_TUTOR_LANG` (en, tr, fi, az), else the first
of LC_ALL, LC_MESSAGES and LANG that is set (`LANG=tr_TR.UTF-8`), else English.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from euchre.engine import egn
from euchre.engine.actions import Call, DefendAlone, Discard, OrderUp, Pass, Play
from euchre.engine.cards import Card, Suit
from euchre.engine.errors import EGNError
from euchre.engine.rules import Rules
from euchre.engine.seats import SEAT_LETTERS
from euchre.engine.state import HandState, Phase, Trick
from euchre.engine.tricks import partner_of
from euchre.explain.plays import explain_score, who_leads_sentence, why_card_won
from euchre.explain.rule_summary import rules_summary
from euchre.i18n import N_, _, ngettext, terminal_language, use_language
from euchre.i18n.commands import Parser
from euchre.i18n.seats import seat_label as seat_name
from euchre.i18n.seats import side_label as side_name
from euchre.i18n.words import suit_words

Out = Callable[[str], None]
_ALL = 10**6  # "skip every call": an alternative line branching in trick play shows no bidding

OK, PROBLEMS, USAGE, UNREADABLE, UNSUPPORTED, INTERNAL = 0, 1, 2, 3, 4, 70
EXIT_CODES = {
    OK: N_("fine"),
    PROBLEMS: N_("reneges or inconsistencies found"),
    USAGE: N_("bad command line"),
    UNREADABLE: N_("a file cannot be read (missing, not a regular file, too big, not valid EGN or EMN)"),
    UNSUPPORTED: N_("a file uses a part of EGN the engine does not play"),
    INTERNAL: N_("internal error"),
}
"""What each exit status means (messages, in English here; `_exit_words` translates them)."""
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
    why = why_card_won(trick.cards, state.trump, trick.seats.index(trick.winner), state.rules.joker)
    head = f"{trick.winning_card} wins: "
    if why.startswith(head):  # English: the engine's sentence, without its "J♦ wins: "
        return _("Trick {number}: {cards} — {seat} wins with {card}: {why}", number=number, cards=cards, seat=winner,
                 card=str(trick.winning_card), why=why[len(head):])
    return _("Trick {number}: {cards} — {seat} wins. {why}", number=number, cards=cards, seat=winner, why=why)


def _call_words(node: HandState, parent: HandState, discard_inferred: bool) -> str | None:
    """One bidding action in words, or None for an action not worth a line (a defender's pass)."""
    action = node.last_action
    seat = node.last_seat if node.last_seat is not None else 0
    who = seat_name(seat)
    dealer = parent.dealer
    alone = bool(getattr(action, "alone", False))
    if isinstance(action, Pass):
        if parent.phase is Phase.DEFEND_ALONE:
            return None
        return _("{seat} passes.", seat=who)
    if isinstance(action, OrderUp):
        card = str(parent.upcard)
        if seat == dealer:
            if alone:
                return _("{seat}, the dealer, picks up {card} (alone).", seat=who, card=card)
            return _("{seat}, the dealer, picks up {card}.", seat=who, card=card)
        if seat == partner_of(dealer, 4):
            if alone:
                return _("{seat} orders up {card} (alone): the dealer's partner assists.", seat=who, card=card)
            return _("{seat} orders up {card}: the dealer's partner assists.", seat=who, card=card)
        if alone:
            return _("{seat} orders up {card} (alone).", seat=who, card=card)
        return _("{seat} orders up {card}.", seat=who, card=card)
    if isinstance(action, Call):
        if alone:
            return _("{seat} names {suit} (alone).", seat=who, suit=suit_words(action.suit))
        return _("{seat} names {suit}.", seat=who, suit=suit_words(action.suit))
    if isinstance(action, Discard):
        if discard_inferred:
            return _("{seat} discards a card (not recorded).", seat=who)
        return _("{seat} discards {card}.", seat=who, card=str(action.card))
    if isinstance(action, DefendAlone):
        return _("{seat} defends alone.", seat=who)
    return _("{seat}: {action}.", seat=who, action=action)


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
                out("  " + _("{card} is turned down.", card=str(parent.upcard)))
            words = _call_words(node, parent, discard_inferred)
            if words:
                out(f"  {words}")
                in_bidding_shown = True
            if call is not None:
                _notes(out, record.call_notes(call - skip_calls))
            if node.is_over and node.result.thrown_in:
                out("  " + _("Everyone passed twice: the hand is thrown in."))
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
        out("  " + _("Trick {number} (unfinished): {cards}", number=trick_no + 1,
                     cards=_cards_words(state.trick_seats, state.trick)))
        for card, who, notes in pending:
            _notes(out, notes, f"{SEAT_LETTERS[who]} {card}: ")


def _print_trump(out: Out, state: HandState) -> None:
    assert state.maker is not None
    if isinstance(state.trump, Suit):
        trump = _("{suit} ({symbol})", suit=suit_words(state.trump), symbol=str(state.trump))
    else:
        trump = str(state.trump)
    side = side_name(state.rules.side_of(state.maker))
    maker = seat_name(state.maker)
    if state.sitting_out:
        out("  " + ngettext("Trump: {trump}, made by {seat} ({side}); {out} sits out.",
                            "Trump: {trump}, made by {seat} ({side}); {out} sits out.", len(state.sitting_out),
                            trump=trump, seat=maker, side=side, out=", ".join(seat_name(s) for s in state.sitting_out)))
    else:
        out("  " + _("Trump: {trump}, made by {seat} ({side}).", trump=trump, seat=maker, side=side))
    out(f"  {who_leads_sentence(state)}")


def _print_result(out: Out, state: HandState, rules: Rules) -> None:
    if not state.is_over:
        out("  " + _("The record stops here: the deal is not scored."))
        return
    result = state.result
    out(f"  {explain_score(result, rules)}")
    gained = [_("{side} +{points}", side=side_name(side), points=p) for side, p in enumerate(result.points) if p]
    if gained:
        out("  " + _("Points: {points}.", points=", ".join(gained)))


def _print_hands(out: Out, deal: egn.DealReplay) -> None:
    for seat, hand in enumerate(deal.hands):
        cards = " ".join(f"({c})" if c in deal.inferred[seat] else str(c) for c in hand)
        out(f"  {seat_name(seat):5} {cards}")
    if any(deal.inferred):
        out("  " + _("(cards in brackets are not shown in the record: placeholders, not facts)"))


def _print_alternative(out: Out, number: int, deal: egn.DealReplay, alt: egn.LineReplay, rules: Rules) -> None:
    record = alt.line
    assert isinstance(record, egn.EGNAlternative)
    ncalls = len(deal.deal.calls)
    b = record.branch_index
    if b == 0:
        title = _("Alternative line {number} (from the first call):", number=number)
        skip_calls, skip_plays = 0, 0
    elif b <= ncalls:
        title = ngettext("Alternative line {number} (after {n} call):", "Alternative line {number} (after {n} calls):",
                         b, number=number)
        skip_calls, skip_plays = b, 0
    else:
        title = ngettext("Alternative line {number} (after the bidding and {n} card):",
                         "Alternative line {number} (after the bidding and {n} cards):", b - ncalls, number=number)
        skip_calls, skip_plays = _ALL, b - ncalls
    out(f"  {title}")

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
        out(_("Players: {players}", players=", ".join(f"{seat} {name}"
                                                      for seat, name in pairs if name)))
    out(_("Rules: {rules}", rules=" ".join(rules_summary(game.rules))))
    out(_("Score at the start: {score}", score=_score_words(meta.initial_score)))
    for deal in result.deals:
        record = deal.deal
        out("")
        out(_("Deal {number} — {seat} deals; the upcard is {card}.", number=record.number,
              seat=seat_name(record.dealer), card=str(record.upcard)))
        if hands:
            _print_hands(out, deal)
        _print_line(out, deal.state, record, deal.discard_inferred)
        _print_result(out, deal.state, game.rules)
        out("  " + _("Score: {score}", score=_score_words(deal.score_after)))
        if alternatives:
            for number, alt in enumerate(deal.alternatives, 1):
                _print_alternative(out, number, deal, alt, game.rules)
    out("")
    if meta.final_score is not None:
        out(_("Final score: {score} (as the file's finalScore says)", score=_score_words(result.final_score)))
    else:
        out(_("Final score: {score}", score=_score_words(result.final_score)))


def _print_match(out: Out, match: egn.EGNMatch, result: egn.MatchReplay, hands: bool, alternatives: bool) -> None:
    games = len(match.games)
    out(match.title or _("A match"))
    if match.description:
        out(match.description)
    fmt, target = match.format_type, match.format_target
    if fmt and target is not None:
        out(ngettext("{n} game, format {format} (target {target}).", "{n} games, format {format} (target {target}).",
                     games, format=fmt, target=target))
    elif fmt:
        out(ngettext("{n} game, format {format}.", "{n} games, format {format}.", games, format=fmt))
    elif target is not None:
        out(ngettext("{n} game (target {target}).", "{n} games (target {target}).", games, target=target))
    else:
        out(ngettext("{n} game.", "{n} games.", games))
    for entry, played in zip(match.games, result.games, strict=True):
        out("")
        out(_("=== Game {number} ===", number=entry.index))

        def indented(text: str) -> None:
            out(f"  {text}" if text else "")

        _print_game(indented, entry.game, played, hands, alternatives, match.seat_names(entry))
    out("")
    scores = result.scores()
    by_points = match.format_type == "PROGRESSIVE" or any(e.game.rules.deal_limit for e in match.games)
    standing = ", ".join(f"{p.name} {scores[p.id or '']}" for p in match.players)
    out(_("Match (points): {standing}", standing=standing) if by_points
        else _("Match (games won): {standing}", standing=standing))


def _read(path: str, err: Out) -> tuple[int, egn.EGNGame | egn.EGNMatch | None]:
    try:
        return OK, egn.load_any(path, verify=False, schema=True)
    except egn.EGNUnsupportedError as exc:
        err(_error(path, exc))
        return UNSUPPORTED, None
    except EGNError as exc:
        err(_error(path, exc))
        return UNREADABLE, None


def _error(path: str, exc: Exception) -> str:
    return _("euchre: {message}", message=_message(f"{path}: {exc}"))


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
        err(_error(args.file, exc))
        return PROBLEMS
    except egn.EGNUnsupportedError as exc:
        err(_error(args.file, exc))
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
            size = ngettext("{n} game, {deals}", "{n} games, {deals}", len(record.games),
                            deals=_deals(sum(len(g.game.deals) for g in record.games)))
        else:
            problems = egn.check(record)
            size = _deals(len(record.deals))
        for problem in problems:
            out(f"{prefix}{_message(str(problem))}")
        if problems:
            out(prefix + ngettext("{n} problem in {size}", "{n} problems in {size}", len(problems), size=size))
            statuses.append(PROBLEMS)
        else:
            out(prefix + _("ok: {size}, no problems", size=size))
            statuses.append(OK)
    return next(code for code in _SEVERITY if code in statuses)


def _deals(n: int) -> str:
    return ngettext("{n} deal", "{n} deals", n)


def _exit_words() -> str:
    codes = "; ".join(f"{code} {_(words)}" for code, words in EXIT_CODES.items())
    return _("Exit status: {codes}. When several files are checked, the status is that of the worst: 3, then 4, "
             "then 1.", codes=codes) + " " + _language_words()


def _language_words() -> str:
    return _("Language: EUCHRE_TUTOR_LANG (en, tr, fi, az), else LC_ALL, LC_MESSAGES or LANG (tr_TR.UTF-8), "
             "else English.")


def _parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="euchre",
        description=_("Replay and check Euchre Game Notation files: games (.egn, EGN 1.0.0 to 1.4) and "
                      "match files (.emn, several games)."),
        epilog=_exit_words(),
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    rep = sub.add_parser("replay", help=_("print every deal: calls, tricks with their winners, points, score"),
                         description=_("Print every deal of an EGN file (or every game of an EMN match): the "
                                       "calls, each trick and why it was won, how the deal was scored and the running "
                                       "score. Annotations are printed under the action they refer to, with control "
                                       "characters escaped."), epilog=_exit_words())
    rep.add_argument("file", metavar="FILE")
    rep.add_argument("--hands", action="store_true",
                     help=_("also show the dealt hands (unrecorded cards in brackets)"))
    rep.add_argument("--no-alternatives", action="store_true", help=_("leave out the alternative (analysis) lines"))
    chk = sub.add_parser("check", help=_("list every renege or inconsistency; exit 1 if there is one"),
                         description=_("Replay EGN and EMN files through the rules engine and list every renege or "
                                       "inconsistency with its game, deal and trick."), epilog=_exit_words())
    chk.add_argument("files", nargs="+", metavar="FILE")
    return parser


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command in the terminal's language (`terminal_language`); returns the exit status (see
    `EXIT_CODES`)."""
    with use_language(terminal_language()):
        return _main(argv, stdout, stderr)


def _main(argv: Sequence[str] | None, stdout: TextIO | None, stderr: TextIO | None) -> int:
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
        err(_("euchre: internal error ({kind}: {error}); please report it", kind=type(exc).__name__,
              error=_message(str(exc))))
        return INTERNAL


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
