"""The package's imports: no cycle and no private name taken from another module.

Both count imports inside functions: a cycle through one still means neither
module can be read, or changed, without the other.  The layers themselves are
``lint-imports``'s contract (pyproject.toml), run by ``.ci/run``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

import generator

PACKAGE = Path(generator.__file__).parent


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return found


def test_cycles_are_found():
    graph = grimp.ImportGraph()
    for module in ("p", "p.a", "p.b", "p.c"):
        graph.add_module(module)
    graph.add_import(importer="p.a", imported="p.b")
    graph.add_import(importer="p.b", imported="p.a")
    graph.add_import(importer="p.c", imported="p.a")
    assert _cycles(graph) == [["p.a", "p.b"]]


def test_no_import_cycle_in_the_package():
    assert _cycles(grimp.build_graph("generator", cache_dir=None)) == []


def _private_imports(path: Path) -> list[str]:
    """``from generator.x import _name`` statements of one file (an alias does not count:
    ``import NAME as _NAME`` takes a public name)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("generator"):
            found += [
                f"{path.name}:{node.lineno}: {node.module}.{alias.name}"
                for alias in node.names
                if alias.name.startswith("_") and not alias.name.startswith("__")
            ]
    return found


def test_private_imports_are_found(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        "from generator.cards import _RANKS\nfrom generator.cards import Card as _C\n"
    )
    assert _private_imports(module) == ["m.py:1: generator.cards._RANKS"]


def test_no_module_imports_another_modules_private_names():
    found = [line for path in sorted(PACKAGE.rglob("*.py")) for line in _private_imports(path)]
    assert found == []
