"""Each trick-play rule lives in one place (`euchre/engine/tricks.py`): a search of the whole package for the
rule written again elsewhere finds nothing but calls to it.

The search reads every module's syntax tree and flags the shapes a copy of a rule takes:

- the suit led worked out by hand, `effective_suit(trick[0], ...)` (the core's `led_suit`);
- following suit checked by hand, `effective_suit(card, ...) == led` (`follows`, `followers`);
- one card beating another checked by hand, `card_power(a, ...) > card_power(b, ...)` (`outranks`,
  `beats`, `trick_winner`);
- a partner or the next seat by arithmetic, `(seat + 2) % 4` or `(seat + 1) % n` (`partner_of`,
  `next_seat`), and a side by `seat % 2` (`side_of`);
- a call of the core's legal-play functions, or of the explanations of a refused play, without the
  ruleset (the Joker-lead option of `Rules.joker_no_trump` is then silently ignored);
- on the core's card-code tables and the suit fields of hand positions (`table_rule_copies`): a table
  entry compared with the suit led or `NO_SUIT` (`code_follows`, `code_plays`, `code_leads`,
  `code_renege`), a "followers, or else the whole hand" fallback (`code_plays`, `field_plays`,
  `field_leads`), two entries of a strength row compared (`code_beats`, `code_winners`, `code_winner`,
  `beaten_by`), and the renege calls offered filtered by hand (`accusable`).

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
    "engine/tricks.py": "the trick-play core",
    "engine/ranking.py": "the card order the core is built on",
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
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and _partners_indexed(node):
            found.append((node.lineno, "a side's tricks added up seat by seat (use tricks.tricks_by_side)"))
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


def table_rule_copies(tree: ast.Module) -> list[tuple[int, str]]:
    """(line, what) for every shape of a trick-play rule written again outside the core on the core's card
    code tables (`EFFECTIVE_SUIT`, `POWER` and the numberings built from them) or the suit fields of hand
    positions, where the core has the same rule over codes (`code_plays`, `code_leads`, `code_follows`,
    `code_renege`, `code_beats`, `code_winners`, `code_winner`, `accusable`) and masks (`field_plays`,
    `field_leads`, `field_followers`, `random_tricks`)."""
    found: set[tuple[int, str]] = set()
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))]:
        found |= _table_copies_in(scope)
    return sorted(found)


def _table_copies_in(scope: ast.AST) -> set[tuple[int, str]]:
    """`table_rule_copies` in one module or function, with the names it binds to strength rows and followers."""
    found: set[tuple[int, str]] = set()
    strength_rows: set[str] = set()
    followers: set[str] = set()
    for node in ast.walk(scope):
        if isinstance(node, ast.Assign):
            for target, value in _bindings(node):
                if isinstance(value, ast.Subscript) and "power" in _words(value.value).split():
                    strength_rows.add(target)
                if _called(value, "code_followers") or _called(value, "followers"):
                    followers.add(target)
        if isinstance(node, ast.comprehension | ast.For) and isinstance(node.target, ast.Name):
            if "power" in _words(node.iter).split():  # for row in power: each row a strength table
                strength_rows.add(node.target.id)
    for node in ast.walk(scope):
        if isinstance(node, ast.Compare) and len(node.comparators) == 1:
            left, right, op = node.left, node.comparators[0], node.ops[0]
            if isinstance(op, ast.Eq | ast.NotEq):
                for table, other in ((left, right), (right, left)):
                    if isinstance(table, ast.Subscript) and _led_or_no_suit(other):
                        found.add((node.lineno, "following suit checked on a suit table by hand "
                                                   "(use tricks.code_follows / code_plays / code_leads)"))
                        break
            if isinstance(op, ast.Lt | ast.LtE | ast.Gt | ast.GtE) and not any(
                    isinstance(side, ast.Constant) for side in (left, right)):
                if any(_strength_entry(side, strength_rows) for side in (left, right)):
                    found.add((node.lineno, "which card wins compared on a strength table by hand "
                                               "(use tricks.code_beats / code_winners / code_winner)"))
            if isinstance(op, ast.NotIn) and "refused" in _words(right).split():
                found.add((node.lineno, "the renege calls offered worked out by hand (use tricks.accusable)"))
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and any(
                w in HAND_WORDS for w in _words(node.values[-1]).split()):
            first = node.values[0]
            if (_called(first, "code_followers") or _called(first, "followers")
                    or (isinstance(first, ast.Name) and first.id in followers)
                    or (isinstance(first, ast.ListComp | ast.GeneratorExp) and any(
                        isinstance(n, ast.Compare) and any(_led_or_no_suit(s) for s in (n.left, *n.comparators))
                        for cond in first.generators for test in cond.ifs for n in ast.walk(test)))
                    or (isinstance(first, ast.BinOp) and isinstance(first.op, ast.BitAnd)
                        and any("field" in w for w in _words(first).split()))):
                found.add((node.lineno, "the plays of a hand that cannot follow written by hand "
                                           "(use tricks.code_plays / field_plays / field_leads)"))
    return found


HAND_WORDS = ("hand", "held", "mask", "legal", "playable", "cards")
"""Names of the fallback of `followers or hand`: every card held."""


def _bindings(node: ast.Assign) -> list[tuple[str, ast.AST]]:
    """(name, value) for each name an assignment binds to a value of its own (`a = x`, `a, b = x, y`)."""
    out: list[tuple[str, ast.AST]] = []
    for target in node.targets:
        if isinstance(target, ast.Name):
            out.append((target.id, node.value))
        elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
            out.extend((name.id, value) for name, value in zip(target.elts, node.value.elts, strict=False)
                       if isinstance(name, ast.Name))
    return out


def _led_or_no_suit(node: ast.AST) -> bool:
    """A name for the suit led (`led`, `led_suit`, `self.led`), or the core's `NO_SUIT` (the Joker's)."""
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name == "NO_SUIT" or _is_led(name.lower())


def _strength_entry(node: ast.AST, strength_rows: set[str]) -> bool:
    """A card's entry in a strength table: `row[c]` of a row bound to `...power[led]`, or `power[led][c]`."""
    if not isinstance(node, ast.Subscript):
        return False
    table = node.value
    if isinstance(table, ast.Name) and table.id in strength_rows:
        return True
    return isinstance(table, ast.Subscript) and "power" in _words(table.value).split()


@pytest.mark.parametrize("rel, tree", MODULES, ids=[rel for rel, _ in MODULES])
def test_no_trick_play_rule_is_written_on_the_core_tables_outside_the_core(rel: str, tree: ast.Module) -> None:
    if rel in ALLOWED:
        return
    copies = table_rule_copies(tree)
    assert not copies, "\n".join(f"euchre/{rel}:{line}: {what}" for line, what in copies)


def test_the_search_of_the_tables_finds_each_shape_of_a_copy() -> None:
    """The search over codes and masks is not blind: each shape the fast mode, the state machines and the
    play-outs once had is found in a small sample, and their calls of the core are not."""
    sample = ast.parse(
        "legal = [x for x in held if eff[x] == led] or held\n"
        "lead = [x for x in held if eff[x] != NO_SUIT] or held\n"
        "renege = eff[code] != led and any(eff[x] == led for x in held)\n"
        "def f(power, led, code, best):\n"
        "    strength = power[led]\n"
        "    return strength[code] > best\n"
        "wins = POWER[t][led][a] > POWER[t][led][b]\n"
        "calls = [o for o in range(n) if (seat, o, number) not in refused]\n"
        "plays = hand & bid.fields[seat] >> led * width or hand\n"
        "leads = hand & ~(tables.fields[seat] >> shift) or hand\n"
        "legal = code_followers(hand, led, eff) or list(hand)\n"
        "def g(hand, led, eff):\n"
        "    follow = code_followers(hand, led, eff)\n"
        "    return follow or hand\n"
    )
    lines = sorted({line for line, _ in table_rule_copies(sample)})
    assert lines == [1, 2, 3, 6, 7, 8, 9, 10, 11, 14]
    fine = ast.parse(
        "legal = code_plays(held, led, eff)\n"
        "lead = code_leads(held, eff, barred)\n"
        "renege = code_renege(held, code, led, eff)\n"
        "wins = code_beats(code, best, power[led])\n"
        "plays = field_plays(hand, fields[seat], led * width)\n"
        "calls = accusable(seat, played, sides, refused, number)\n"
        "trumps = [c for c in hand if suit[c] == trump]\n"
        "follow = code_followers(hand, led, eff)\n"
        "dead = power[led][c] == 0\n"
    )
    assert table_rule_copies(fine) == []


def _partners_indexed(node: ast.BinOp) -> bool:
    """`won[0] + won[2]` or `won[1] + won[3]`: the same table read at two partners' seats."""
    a, b = node.left, node.right
    if not (isinstance(a, ast.Subscript) and isinstance(b, ast.Subscript)):
        return False
    if not (isinstance(a.slice, ast.Constant) and isinstance(b.slice, ast.Constant)):
        return False
    return ast.dump(a.value) == ast.dump(b.value) and {a.slice.value, b.slice.value} in ({0, 2}, {1, 3})


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
        "tricks = (won[0] + won[2], won[1] + won[3])\n"
    )
    lines = sorted(line for line, _ in rule_copies(sample))
    assert lines == [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 12]
    fine = ast.parse(
        "legal = legal_plays(hand, trick, trump, rules)\n"
        "why = why_not_playable(card, hand, trick, trump, rules=rules)\n"
        "n = sum(1 for c in hand if effective_suit(c, suit) == suit)\n"
        "legal = state.legal_plays()\n"
        "dead = card_power(card, trump, led) == 0\n"
        "both = scores[0] + bonus[2]\n"
    )
    assert rule_copies(fine) == []


def test_the_allow_list_names_files_that_exist() -> None:
    for rel in ALLOWED:
        assert (PACKAGE / rel).is_file(), rel


def test_a_puzzle_board_honours_the_joker_lead_option() -> None:
    """Regression: the puzzle board called legal_plays without the ruleset, so a Joker that may not be
    led in no-trump could be led there."""
    from euchre import parse_cards
    from euchre.engine.ranking import NoTrump
    from euchre.engine.rules import JokerNoTrump, Rules
    from euchre.puzzles.board import Board, PuzzleError

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
    from euchre.engine.egn.errors import EGNUnsupportedError
    from euchre.engine.egn.notation import parse_egn_card
    from euchre.engine.egn.reader import _deal_from_json

    with pytest.raises(EGNUnsupportedError, match="base64"):
        _deal_from_json("EaXk", 0, 4)
    for text in ("L", "R", "Xh", "9x"):
        with pytest.raises(EGNUnsupportedError):
            parse_egn_card(text)
