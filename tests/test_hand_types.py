"""One typed hand protocol (`euchre.engine.hands.HandLike`) and one place that picks the state machine for a family.

A search of every module's syntax tree flags the shapes that undo it:

- a hand typed as `Any` (`State = Any`, or a parameter `state`, `before` or `states` annotated `Any`);
- a Bid Euchre hand made anywhere but `euchre.engine.hands.new_hand` (a call of `new_bid_hand`);
- a family told apart by whether an attribute is there (`getattr(state, "upcard", None)`, `hasattr`).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import euchre
from euchre.engine.hands import new_hand
from euchre.engine.rules import Rules

PACKAGE = Path(euchre.__file__).parent
HAND_NAMES = {"state", "before", "states", "hand_state"}
FAMILY_ATTRIBUTES = {"upcard", "kitty", "discarded", "high_bid", "high_bidder", "contract", "auction"}


def _is_any(node: ast.AST | None) -> bool:
    if isinstance(node, ast.Subscript):  # Sequence[Any]
        return _is_any(node.slice)
    return isinstance(node, ast.Name) and node.id == "Any"


def shapes(source: str, rel: str) -> list[str]:
    """Each line of `source` that has one of the shapes, as "rel:line: what"."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and _is_any(node.value):
            if any(isinstance(t, ast.Name) and t.id == "State" for t in node.targets):
                found.append(f"{rel}:{node.lineno}: State = Any")
        elif isinstance(node, ast.arg) and node.arg in HAND_NAMES and _is_any(node.annotation):
            found.append(f"{rel}:{node.lineno}: a hand typed Any ({node.arg})")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            name = node.func.id
            if name == "new_bid_hand" and rel != "engine/hands.py":
                found.append(f"{rel}:{node.lineno}: a Bid Euchre hand made outside new_hand")
            if name in ("getattr", "hasattr") and len(node.args) >= 2:
                attribute = node.args[1]
                if isinstance(attribute, ast.Constant) and attribute.value in FAMILY_ATTRIBUTES:
                    found.append(f"{rel}:{node.lineno}: the family told by {name}(..., {attribute.value!r})")
    return found


def _modules() -> list[tuple[str, str]]:
    return [(str(p.relative_to(PACKAGE)), p.read_text(encoding="utf-8")) for p in sorted(PACKAGE.rglob("*.py"))]


def test_the_search_finds_each_shape() -> None:
    sample = (
        "State = Any\n"
        "def f(state: Any, before: Sequence[Any]) -> None:\n"
        "    new_bid_hand(rules)\n"
        "    getattr(state, 'upcard', None)\n"
        "    hasattr(state, 'contract')\n"
    )
    assert len(shapes(sample, "x.py")) == 6
    assert shapes("def f(state: HandLike) -> None:\n    new_hand(rules)\n", "x.py") == []
    assert shapes("new_bid_hand(rules)\n", "engine/hands.py") == []


def test_no_module_undoes_the_one_hand_protocol() -> None:
    modules = _modules()
    assert len(modules) > 100
    found = [line for rel, source in modules for line in shapes(source, rel)]
    assert found == []


@pytest.mark.parametrize("preset", ["bid-euchre-6", "double-deck-bid"])
def test_a_bid_euchre_hand_has_no_upcard_or_kitty(preset: str) -> None:
    state = new_hand(Rules.preset(preset), 0, seed=3)
    assert type(state).__name__ == "BidHandState"
    assert not hasattr(state, "upcard") and not hasattr(state, "kitty")


def _function(module: str, name: str) -> tuple[ast.FunctionDef, str]:
    """The definition of `name` in the source of `module` (a path under the package) and that source. Read from the
    `.py` file, which both builds hold: a function compiled by mypyc keeps no annotations at run time."""
    source = (PACKAGE / module).read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node, source
    raise AssertionError(f"{module} defines no function {name}")


def test_new_hand_is_typed_for_either_family_and_the_standard_entry_refuses_bid_euchre() -> None:
    from euchre.engine.errors import RulesError
    from euchre.engine.state import HandState, new_standard_hand

    either, source = _function("engine/hands.py", "new_hand")
    assert either.returns is not None and ast.unparse(either.returns) == "HandLike"
    assert "type: ignore" not in (ast.get_source_segment(source, either) or "")
    standard, _ = _function("engine/state.py", "new_standard_hand")
    assert standard.returns is not None and ast.unparse(standard.returns) == "HandState"
    hand = new_standard_hand(Rules(), "N", seed=5)
    assert type(hand) is HandState
    assert hand.upcard == new_hand(Rules(), 0, seed=5).upcard
    with pytest.raises(RulesError):
        new_standard_hand(Rules.preset("bid-euchre-6"), 0, seed=5)
