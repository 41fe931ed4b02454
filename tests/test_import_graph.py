"""No module of `euchre/` takes part in an import cycle, and each one imports on its own.

The import graph is read from the source with `ast`: every `import euchre...` and `from euchre... import`
at any depth. A function-level ("lazy") import counts like a top-level one: it only hides a cycle from the
interpreter until the function runs, and the layers are still tangled, so there is no allow-list and no
exemption for lazy imports. Two things are left out, each for a reason:

- what is imported only for type checking (`if TYPE_CHECKING:`), which never runs;
- the parent package a submodule import runs first (`from euchre.tutor.answer_ids import x` runs
  `euchre/tutor/__init__.py`): a package's `__init__` re-exports its own submodules, which would put every
  submodule in a cycle with its package; a real breakage there is caught by importing each module alone.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "euchre"

def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    found: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for other in child.orelse:
                    visit(other)
                continue
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = package[: len(package) - child.level + 1] if child.level else []
                module = ".".join([*base, *([child.module] if child.module else [])])
                subs = {f"{module}.{a.name}" for a in child.names} & modules.keys()
                if len(subs) < len(child.names):
                    found.add(module)
                found.update(subs)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {m for m in found if m in modules and m != name}


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.add(top)
                    if top == node:
                        break
                if len(component) > 1:
                    found.add(frozenset(component))
    return found


def test_the_cycle_finder_finds_a_cycle_and_nothing_else() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == {frozenset({"a", "b", "c"})}
    assert cycles({"a": {"b"}, "b": set()}) == set()


def test_the_graph_sees_function_level_imports_but_not_type_checking_ones() -> None:
    graph = import_graph()
    assert "euchre.bots.advisor" in graph["euchre.bots.heuristic"]  # a top-level import
    assert "euchre.engine.rules" in graph["euchre.explain.plays"]  # imported inside who_leads_sentence
    assert "euchre.engine.state" not in graph["euchre.explain.plays"]  # only under TYPE_CHECKING


def test_no_import_cycles_anywhere() -> None:
    graph = import_graph()
    assert len(graph) > 100 and "euchre.tutor.answer_ids" in graph  # the whole package is read
    found = cycles(graph)
    assert found == set(), f"import cycles: {[sorted(c) for c in found]}"


def test_the_named_cycles_of_issue_11_are_gone() -> None:
    found = cycles(import_graph())
    assert not any("euchre.engine.tricks" in cycle for cycle in found), "the trick-play core imports nothing above it"
    for pair in (("euchre.engine.state", "euchre.engine.bid"), ("euchre.engine.state", "euchre.explain.plays"),
                 ("euchre.engine.bid", "euchre.explain.plays"), ("euchre.bots.advisor", "euchre.bots.heuristic"),
                 ("euchre.bots.advisor", "euchre.bots.grading")):
        assert not any(set(pair) <= cycle for cycle in found), pair


def _import_each_alone(names: list[str]) -> str:
    """Import each module in a fresh set of euchre modules, in one interpreter; the failures, one a line."""
    script = (
        "import importlib, sys\n"
        "failed = []\n"
        f"for name in {names!r}:\n"
        "    for loaded in [m for m in sys.modules if m == 'euchre' or m.startswith('euchre.')]:\n"
        "        del sys.modules[loaded]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as error:\n"
        "        failed.append(f'{name}: {type(error).__name__}: {error}')\n"
        "print('\\n'.join(failed))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_every_core_module_imports_on_its_own() -> None:
    core = sorted(n for n in _modules() if n.startswith(("euchre.engine.", "euchre.explain.")) and n.count(".") == 2)
    assert "euchre.engine.tricks" in core and "euchre.engine.state" in core
    assert _import_each_alone(core) == ""


@pytest.mark.slow
def test_every_module_imports_on_its_own() -> None:
    assert _import_each_alone(sorted(n for n in _modules() if not n.endswith("__main__"))) == ""
