"""The includes of a page: none may lead back to a file it is being included from.

MyST follows an ``include`` into the file it names, and that file's includes
in turn; a loop (``a.inc`` includes ``b.inc`` includes ``a.inc``, or a page
that includes itself) never ends.  The build refuses the include that closes
the loop (:mod:`generator.sphinxext.file_directives`); the check reports it at
its line, without building.  Paths resolve as MyST resolves them: from the
directory of the file holding the ``include``, or from ``docs/`` with a
leading ``/``; a path outside ``docs/`` is not followed (the build refuses it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from generator.check.pages import Page
from generator.check.problem import Problem
from generator.files import UnsafePathError, readable

MOST_FILES = 200
"""Files followed from one page at most (a wide tree of includes is cut short, not walked)."""


def include_problems(
    docs: Path,
    path: Path,
    page: Page,
    read: Callable[[Path], Page],
    display: Callable[[Path], str],
) -> Iterator[Problem]:
    """A problem for each include of ``page`` (at ``path``), or of a file it includes, that
    names a file already being included."""
    followed = 0
    reported: set[tuple[Path, int]] = set()

    def follow(current: Path, page: Page, chain: tuple[Path, ...]) -> Iterator[Problem]:
        nonlocal followed
        for directive in page.directives:
            if directive.name != "include" or followed >= MOST_FILES:
                continue
            written = directive.argument.strip()
            start = docs if written.startswith("/") else current.parent
            try:
                target = readable(docs, start / written.lstrip("/"), shown=written)
            except UnsafePathError:
                continue  # the build says why it does not read it
            if target in chain:
                if (current, directive.line) not in reported:
                    reported.add((current, directive.line))
                    between = [display(p) for p in chain[chain.index(target) + 1 :]]
                    through = f" through {', '.join(between)}" if between else ""
                    yield Problem(
                        display(current),
                        directive.line,
                        "include",
                        f"{written!r} includes itself{through}: the build would never end",
                    )
                continue
            followed += 1
            try:
                included = read(target)
            except (OSError, ValueError):
                continue
            yield from follow(target, included, (*chain, target))

    yield from follow(path.resolve(), page, (path.resolve(),))
