"""The package's own modules a module runs, read from its import statements.

Generated content depends on the code that made it: a change there must
rebuild the pages showing it, a change anywhere else must not.  Rather than a
list kept by hand of the modules that shape no page, the build follows the
import statements (at module level and inside functions, as :mod:`ast` reads
them) from the modules that make the content: every module of the package
they reach counts, the others (the commands, the site build, the batch
solver, most checks) do not.

A package's ``__init__`` counts when it is what is imported (``from generator
import __version__``, ``import generator.check``), not when one of its modules
is: ``from generator.check.injection import added_markup`` runs
``generator/check/__init__.py`` as well, but that file only gathers the check
command's names, and no page shows them.

>>> files = code_files(["generator.render"])
>>> "generator/render/layout.py" in files, "generator/fonts.py" in files
(True, True)
>>> "generator/cli.py" in files or "generator/describe.py" in code_files(["generator.cards"])
False
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterable
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
"""The ``generator`` package's directory."""


@functools.cache
def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its ``__init__.py``)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = (PACKAGE.name, *path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


@functools.cache
def imported(name: str) -> frozenset[str]:
    """The package's modules that module ``name`` imports anywhere in its text."""
    known = modules()
    path = known[name]
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    named: set[str] = set()
    for node in _import_statements(path.read_text(encoding="utf-8")):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            origin = ".".join([*base, *([node.module] if node.module else [])])
            for alias in node.names:
                submodule = f"{origin}.{alias.name}"
                named.add(submodule if submodule in known else origin)
    return frozenset(module for module in named if module in known)


_IMPORT = re.compile(
    r"^[ \t]*(?:from[ \t]+[\w.]+[ \t]+import[ \t]*(?:\([^)]*\)|.*)|import[ \t].*)", re.M
)


def _import_statements(text: str) -> list[ast.stmt]:
    """The import statements of a module's text, wherever they are (a function's too).

    Only the lines that start an import are parsed (the whole module would take ten
    times as long, and the build asks on every page it reads): a docstring's line that
    looks like one at most adds a module.
    """
    found: list[ast.stmt] = []
    for match in _IMPORT.finditer(text):
        try:
            found.extend(ast.parse(match.group().strip()).body)
        except SyntaxError:  # prose that starts like an import
            continue
    return found


def code_files(roots: Iterable[str], *, leave_out: Iterable[str] = ()) -> tuple[str, ...]:
    """The files (relative to the package's parent, ``generator/…``) of ``roots`` and of every
    module of the package they import, directly or not, sorted.

    ``leave_out``: modules not followed (nor their submodules), such as the renderer for
    pages that show no picture.
    """
    skipped = tuple(leave_out)

    def left_out(module: str) -> bool:
        return any(module == top or module.startswith(top + ".") for top in skipped)

    seen: set[str] = set()
    pending = [root for root in roots if not left_out(root)]
    while pending:
        module = pending.pop()
        if module in seen:
            continue
        seen.add(module)
        pending.extend(m for m in imported(module) if m not in seen and not left_out(m))
    known = modules()
    return tuple(sorted(known[m].relative_to(PACKAGE.parent).as_posix() for m in seen))


def package_modules(package: str) -> tuple[str, ...]:
    """``package`` and every module under it."""
    return tuple(m for m in modules() if m == package or m.startswith(package + "."))
