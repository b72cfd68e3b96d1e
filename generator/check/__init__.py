"""Catch errors in rules text: the check command's checks, as a library.

>>> from generator.check import check
>>> problems = check(".")            # doctest: +SKIP
>>> for problem in problems: print(problem)    # doctest: +SKIP
locales/hi/LC_MESSAGES/index.po:41: [suit-list] the list of suits 'पान, दिल, ईंट, चिड़ी' names hearts twice ...

One module per family of checks; :func:`check` (also exported as ``run``)
runs them all and returns every problem, sorted by file and line.  The
Sphinx build runs the same checks as located, typed warnings through
:func:`sphinx_setup` (``generator.check.sphinx``).
"""

from __future__ import annotations

from typing import Any

from generator.check.problem import Problem, Severity, format_github, format_json, format_text
from generator.check.runner import CHECKS, CheckUsageError, run

check = run


def sphinx_setup(app: Any) -> dict[str, Any]:
    """Run the checks in a Sphinx build: ``app.setup_extension("generator.check.sphinx")`` does the same."""
    from generator.check.sphinx import setup

    return setup(app)


__all__ = [
    "CHECKS",
    "CheckUsageError",
    "Problem",
    "Severity",
    "check",
    "format_github",
    "format_json",
    "format_text",
    "run",
    "sphinx_setup",
]
