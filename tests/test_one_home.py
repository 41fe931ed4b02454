"""Each trick-play rule lives in one place (`euchre/tricks.py`): a search of the whole package for the
rule written again elsewhere finds nothing but calls to it.

The search reads every module's syntax tree and flags the shapes a copy of a rule takes:

- the suit led worked out by hand, `effective_suit(trick[0], ...)` (the core's `led_suit`);
- following suit checked by hand, `effective_suit(card, ...) == led` (`follows`, `followers`);
- one card beating another checked by hand, `card_power(a, ...) > card_power(b, ...)` (`outranks`,
  `beats`, `trick_winner`);
- a partner or the next seat by arithmetic, `(seat + 2) % 4` or `(seat + 1) % n` (`partner_of`,
  `next_seat`), and a side by `seat % 2` (`side_of`);
- a call of the core's legal-play functions, or of the explanations of a refused play, without the
  ruleset (the Joker-lead option of `Rules.joker_no_trump` is then silently ignored).

The allow-list is short and explicit: the core itself, the ranking functions it is built on, and the
solver's numbering, which derives its bit tables from the same ranking functions (tests/test_core.py
checks those tables against the core on random positions of every preset).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import euchre

PACKAGE = Path(euchre.__file__).parent
ALLOWED = {
    "tricks.py": "the trick-play core",
    "ranking.py": "the card order the core is built on",
    "solver/numbering.py": "the solver's tables, derived from ranking and tested against the core",
}
SEAT_WORDS = ("seat", "dealer", "leader", "maker", "bidder", "defender", "winner", "to_act", "partner")
NEEDS_RULES = {
    # function name: the number of positional arguments that includes the ruleset
    "legal_plays": 4,
    "legal_leads": 3,
    "why_not_playable": 6,
    "why_playable": 5,
    "explain_legal_plays": 4,
}


def _modules() -> list[tuple[str, ast.Module]]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        out.append((rel, ast.parse(path.read_text(encoding="utf-8"), filename=rel)))
    return out


MODULES = _modules()


def _called(node: ast.AST, name: str) -> bool:
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    return (isinstance(f, ast.Name) and f.id == name) or (isinstance(f, ast.Attribute) and f.attr == name)


def _words(node: ast.AST) -> str:
    """The identifiers an expression is made of, lower-case and joined."""
    return " ".join(
        (n.id if isinstance(n, ast.Name) else n.attr).lower()
        for n in ast.walk(node) if isinstance(n, ast.Name | ast.Attribute)
    )


def _is_led(word: str) -> bool:
    return word == "led" or word.startswith("led_") or word.endswith("_led")


def _is_first_card(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value == 0
    )


def rule_copies(tree: ast.Module) -> list[tuple[int, str]]:
    """(line, what) for every shape of a trick-play rule written outside the core."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if _called(node, "effective_suit") and node.args and _is_first_card(node.args[0]):  # type: ignore[attr-defined]
            found.append((node.lineno, "the suit led worked out by hand (use tricks.led_suit)"))
        if isinstance(node, ast.Compare) and len(node.comparators) == 1:
            left, right = node.left, node.comparators[0]
            op = node.ops[0]
            sides = (left, right)
            if isinstance(op, ast.Eq | ast.NotEq) and any(_called(s, "effective_suit") for s in sides):
                other = right if _called(left, "effective_suit") else left
                if _called(other, "effective_suit") or any(_is_led(w) for w in _words(other).split()):
                    found.append((node.lineno, "following suit checked by hand (use tricks.follows)"))
            if isinstance(op, ast.Lt | ast.LtE | ast.Gt | ast.GtE) and any(_called(s, "card_power") for s in sides):
                other = right if _called(left, "card_power") else left
                if not isinstance(other, ast.Constant):
                    found.append((node.lineno, "one card beating another checked by hand (use tricks.outranks)"))
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            left = node.left
            if isinstance(left, ast.BinOp) and isinstance(left.op, ast.Add) and isinstance(left.right, ast.Constant):
                if any(w in _words(left.left) for w in SEAT_WORDS) and left.right.value in (1, 2):
                    what = "a partner" if left.right.value == 2 else "the next seat"
                    found.append((node.lineno, f"{what} by arithmetic (use tricks.partner_of / next_seat)"))
            elif isinstance(node.right, ast.Constant) and node.right.value == 2:
                if any(w in _words(left) for w in SEAT_WORDS):
                    found.append((node.lineno, "a side by arithmetic (use tricks.side_of)"))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.extend(_powers_compared(node))
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else (
                node.func.attr if isinstance(node.func, ast.Attribute) else "")
            if name in NEEDS_RULES and node.args:  # a method such as state.legal_plays() takes no arguments
                given = len(node.args) >= NEEDS_RULES[name] or any(k.arg == "rules" for k in node.keywords)
                if not given:
                    found.append((node.lineno, f"{name} called without the ruleset (the Joker-lead option is lost)"))
    return found


def _powers_compared(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[int, str]]:
    """Two names bound to `card_power(...)` in one function and compared with each other: the same copy of
    "which card wins", one step removed (`pa, pb = card_power(a, ...), card_power(b, ...)`)."""
    powers: set[str] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and _called(node.value, "card_power"):
                    powers.add(target.id)
                elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    for name, value in zip(target.elts, node.value.elts, strict=False):
                        if isinstance(name, ast.Name) and _called(value, "card_power"):
                            powers.add(name.id)
    found = []
    for node in ast.walk(fn):
        if isinstance(node, ast.Compare) and len(node.comparators) == 1:
            sides = (node.left, node.comparators[0])
            if all(isinstance(side, ast.Name) and side.id in powers for side in sides):
                found.append((node.lineno, "one card beating another checked by hand (use tricks.outranks)"))
    return found


@pytest.mark.parametrize("rel, tree", MODULES, ids=[rel for rel, _ in MODULES])
def test_no_trick_play_rule_is_written_outside_the_core(rel: str, tree: ast.Module) -> None:
    if rel in ALLOWED:
        return
    copies = rule_copies(tree)
    assert not copies, "\n".join(f"euchre/{rel}:{line}: {what}" for line, what in copies)


def test_the_search_finds_each_shape_of_a_copy() -> None:
    """The search is not blind: each shape it looks for is found in a small sample."""
    sample = ast.parse(
        "led = effective_suit(trick[0], trump)\n"
        "ok = effective_suit(card, trump) == led\n"
        "wins = card_power(a, trump, led) > card_power(b, trump, led)\n"
        "partner = (seat + 2) % 4\n"
        "nxt = (dealer + 1) % n\n"
        "side = maker % 2\n"
        "legal = legal_plays(hand, trick, trump)\n"
        "why = why_not_playable(card, hand, trick, trump, 'you')\n"
        "def f(a, b):\n"
        "    pa, pb = card_power(a, trump, led), card_power(b, trump, led)\n"
        "    return pa > pb\n"
    )
    lines = sorted(line for line, _ in rule_copies(sample))
    assert lines == [1, 2, 3, 4, 5, 6, 7, 8, 11]
    fine = ast.parse(
        "legal = legal_plays(hand, trick, trump, rules)\n"
        "why = why_not_playable(card, hand, trick, trump, rules=rules)\n"
        "n = sum(1 for c in hand if effective_suit(c, suit) == suit)\n"
        "legal = state.legal_plays()\n"
        "dead = card_power(card, trump, led) == 0\n"
    )
    assert rule_copies(fine) == []


def test_the_allow_list_names_files_that_exist() -> None:
    for rel in ALLOWED:
        assert (PACKAGE / rel).is_file(), rel


def test_a_puzzle_board_honours_the_joker_lead_option() -> None:
    """Regression: the puzzle board called legal_plays without the ruleset, so a Joker that may not be
    led in no-trump could be led there."""
    from euchre import parse_cards
    from euchre.puzzles.board import Board, PuzzleError
    from euchre.ranking import NoTrump
    from euchre.rules import JokerNoTrump, Rules

    base = Rules.preset("bid-euchre-6").replace(joker=True)
    hands = tuple(parse_cards(h) for h in ("B 9H", "9S TS", "9D TD", "9C TC"))
    for rule in JokerNoTrump:
        board = Board(rules=base.replace(joker_no_trump=rule), trump=NoTrump.HIGH, hands=hands, leader=0)
        joker = hands[0][0]
        if rule is JokerNoTrump.MAY_LEAD:
            assert joker in board.legal()
            board.check(joker)
        else:
            assert board.legal() == (hands[0][1],)
            with pytest.raises(PuzzleError, match="may not be led"):
                board.check(joker)


def test_the_egn_forms_the_readme_lists_as_unsupported_are_refused_with_the_right_error() -> None:
    """README: a condensed (base64) deal is EGNUnsupportedError; L, R and X cards are refused too."""
    from euchre.egn.errors import EGNUnsupportedError
    from euchre.egn.notation import parse_egn_card
    from euchre.egn.reader import _deal_from_json

    with pytest.raises(EGNUnsupportedError, match="base64"):
        _deal_from_json("EaXk", 0, 4)
    for text in ("L", "R", "Xh", "9x"):
        with pytest.raises(EGNUnsupportedError):
            parse_egn_card(text)
