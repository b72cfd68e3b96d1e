"""Directive options: an option a directive does not take is reported as the build reports it.

myst-parser refuses an option its directive does not know (``:mrak: 10`` for
``:mark: 10`` on a ``position``) with ``'position': Unknown option key: 'mrak'
(allowed: [...])``, at the option's line, and the build treats that warning as
an error.  The check reads the same option specs (the extension's directives), so ``check`` fails where the build fails, with the list of
the options the directive takes.

>>> from generator.check.pages import parse_page
>>> page = parse_page('''```{position} ex
... :after-move: 3
... :mrak: 4
... ```
... ''', "docs/x.md")
>>> for p in check_directive_options("docs/x.md", page): print(p)  # doctest: +ELLIPSIS
docs/x.md:3: [directive] 'position': unknown option 'mrak': write 'mark' (it takes: after-move, ...)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator

from generator.check.pages import Page
from generator.check.problem import Problem

OPTIONS: dict[str, frozenset[str]] = {
    "game": frozenset({"moves", "record", "transcript"}),
    "position": frozenset(
        {
            "after-move",
            "after-redeal",
            "before-move",
            "before-redeal",
            "caption",
            "fan",
            "final",
            "first-where",
            "mark",
            "name",
            "refused",
            "start",
        }
    ),
    "assert": frozenset(),
    "deal": frozenset({"piles"}),
    "glossary-terms": frozenset(),
    "card-letters": frozenset(),
    "deal-codes": frozenset({"numbers"}),
    "translation-status": frozenset(),
}
"""The options each directive takes, by the name a page writes it with: the keys of each
directive's ``option_spec`` (:data:`generator.sphinxext.DIRECTIVES`), written out so that the
check runs without loading Sphinx; ``tests/test_check_mistakes.py`` holds the two equal."""


ARGUMENTS: dict[str, tuple[int, int]] = {
    "game": (1, 0),
    "position": (1, 0),
    "assert": (1, 0),
    "deal": (1, 0),
    "glossary-terms": (0, 0),
    "card-letters": (0, 0),
    "deal-codes": (1, 0),
    "translation-status": (0, 0),
}
"""Each directive's required and optional arguments (``required_arguments``,
``optional_arguments``), held equal to the extension's by the same test."""


def _specs() -> dict[str, frozenset[str]]:
    return OPTIONS


def _argument_problem(name: str, argument: str) -> str | None:
    """What docutils says of a directive given the wrong number of arguments, in its words."""
    required, optional = ARGUMENTS[name]
    supplied = len(argument.split())
    if supplied < required:
        return f"Directive {name!r}: {required} argument(s) required, {supplied} supplied"
    if supplied > required + optional:
        return (
            f"Directive {name!r}: maximum {required + optional} argument(s) allowed, "
            f"{supplied} supplied"
        )
    return None


def check_directive_options(shown: str, page: Page) -> Iterator[Problem]:
    """Each option of the page's directives that its directive does not take, and each
    directive given too few or too many arguments."""
    specs = _specs()
    for directive in page.directives:
        allowed = specs.get(directive.name)
        if allowed is None:
            continue
        wrong = _argument_problem(directive.name, directive.argument)
        if wrong is not None:
            yield Problem(shown, directive.line, "directive", wrong)
        for option in directive.options:
            if option in allowed:
                continue
            close = difflib.get_close_matches(option, sorted(allowed), n=1, cutoff=0.5)
            fix = f"write {close[0]!r}" if close else "remove it"
            takes = ", ".join(sorted(allowed)) or "no option"
            yield Problem(
                shown,
                directive.option_lines.get(option, directive.line),
                "directive",
                f"{directive.name!r}: unknown option {option!r}: {fix} (it takes: {takes})",
            )
