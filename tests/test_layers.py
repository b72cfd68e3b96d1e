"""The package's imports: no cycle and no private name taken from another module.

Both count imports inside functions: a cycle through one still means neither
module can be read, or changed, without the other.  The layers themselves are
``lint-imports``'s contract (pyproject.toml), run by ``.ci/run``.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
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


def _game_names(
    tree: ast.AST, keys: set[str], names: set[str], packages: tuple[str, ...]
) -> list[tuple[int, str]]:
    """Where code names a game: an import of a game's package, an identifier spelling a game's
    key, or a string that is exactly one of its names (what code looks a game up by).  Text
    that names a game in passing is the next test's."""
    found = []
    spelled = re.compile("|".join(sorted(keys)), re.I)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            modules = [alias.name for alias in node.names]
            if isinstance(node, ast.ImportFrom) and node.module:
                modules = [node.module] + [f"{node.module}.{m}" for m in modules]
            found += [(node.lineno, m) for m in modules if m.startswith(packages)]
        elif isinstance(node, ast.Name) and spelled.search(node.id):
            found.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute) and spelled.search(node.attr):
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.FunctionDef | ast.ClassDef) and spelled.search(node.name):
            found.append((node.lineno, node.name))
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and (
                node.value.lower() in {n.lower() for n in names} or node.value.startswith(packages)
            )
        ):
            found.append((node.lineno, node.value))
    return found


def test_outside_the_games_packages_only_the_registry_names_a_game() -> None:
    from generator import registry

    builtin = [game for game in registry.GAMES if game.picture.startswith("generator.")]
    keys = {game.key for game in builtin}
    names = {n for game in builtin for n in (game.key, game.name, game.code, game.rule_prefix)}
    packages = tuple(f"generator.{game.key}" for game in builtin)
    homes = {PACKAGE / game.key for game in builtin}
    named = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {what}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if not homes & set(path.parents) and path != PACKAGE / "registry.py"
        for line, what in _game_names(
            ast.parse(path.read_text(encoding="utf-8")), keys, names, packages
        )
    ]
    assert named == []


def test_a_module_naming_a_game_is_found() -> None:
    tree = ast.parse(
        "from generator.crescent import engine\n"
        "x = find_game('freecell')\n"
        "CRESCENT_FEATURES = {}\n"
        "print('e.g. crescent 8♥ on 9♥')\n"
    )
    found = _game_names(tree, {"crescent"}, {"crescent", "freecell", "CR"}, ("generator.crescent",))
    assert sorted({line for line, _ in found}) == [1, 2, 3]


_TEXT_TOKENS = {
    tokenize.COMMENT,
    tokenize.STRING,
    getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING),
}


def _text_naming(source: str, names: set[str]) -> list[tuple[int, str]]:
    """Where a comment or a string (docstrings, help, messages, translator notes) says one of
    ``names`` as a word."""
    said = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(names))) + r")\b", re.I)
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in _TEXT_TOKENS:
            continue
        text = re.sub(r"\\[nrt]", " ", token.string)  # "\\nFreeCell" is a word after a newline
        if match := said.search(text):
            found.append((token.start[0] + text.count("\n", 0, match.start()), match.group()))
    return found


def test_outside_the_games_packages_no_text_names_a_game() -> None:
    """Not even a comment or a docstring: a shared module's examples come from the registry
    (``codes.example_codes()``) and its notes speak of games in general, so a module reads the
    same whatever games are installed, and the next game needs no edit outside its folder."""
    from generator import registry

    builtin = [game for game in registry.GAMES if game.picture.startswith("generator.")]
    names = {n for game in builtin for n in (game.key, game.name)}
    homes = {PACKAGE / game.key for game in builtin}
    named = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {what}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if not homes & set(path.parents) and path != PACKAGE / "registry.py"
        for line, what in _text_naming(path.read_text(encoding="utf-8"), names)
    ]
    assert named == []


def test_a_comment_naming_a_game_is_found() -> None:
    source = '"""Module."""\n# a FreeCell column\nx = "the\\ncrescent pile"\ny = "freecells"\n'
    assert _text_naming(source, {"freecell", "crescent"}) == [(2, "FreeCell"), (3, "crescent")]
