"""A problem found by a check, and the three ways to print a list of them.

Every problem names the file and line a person must edit, the check that found
it (an id documented in ``docs/checks.md``) and what to do:

>>> p = Problem("locales/hi/LC_MESSAGES/rules.po", 12, "glossary", "write 'बादशाह', not 'राजा'")
>>> print(p)
locales/hi/LC_MESSAGES/rules.po:12: [glossary] write 'बादशाह', not 'राजा'
>>> print(format_json([p]))
[
  {
    "file": "locales/hi/LC_MESSAGES/rules.po",
    "line": 12,
    "check": "glossary",
    "message": "write 'बादशाह', not 'राजा'",
    "severity": "error"
  }
]
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field


class Severity(enum.Enum):
    """How bad a problem is.  Both fail the check command; CI shows them differently."""

    ERROR = "error"
    """The page states something false or the catalog is broken."""
    WARNING = "warning"
    """A cosmetic difference from the source (spacing, punctuation) worth a look."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One error at one place: ``file:line: [check] message``."""

    file: str
    line: int
    check: str
    message: str
    severity: Severity = Severity.ERROR
    term: str = field(default="", compare=False)
    """The glossary term the problem is about (key-term, glossary): many problems about one
    term point at the glossary itself (:mod:`generator.check.culprit`)."""

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: [{self.check}] {self.message}"

    def as_dict(self) -> dict[str, object]:
        return {
            "file": self.file,
            "line": self.line,
            "check": self.check,
            "message": self.message,
            "severity": self.severity.value,
        }


def format_text(problems: list[Problem]) -> str:
    """One problem a line, as compilers print them (editors and CI link them)."""
    return "".join(f"{problem}\n" for problem in problems)


def format_json(problems: list[Problem]) -> str:
    """A JSON list of objects with file, line, check, message and severity."""
    return json.dumps([p.as_dict() for p in problems], ensure_ascii=False, indent=2)


def _github_escape(text: str, *, property: bool = False) -> str:
    """``text`` as a GitHub Actions workflow command carries it: ``%``, CR and LF escaped, and
    in a property also ``:`` and ``,`` (the command's own separators)."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if property else text


def format_github(problems: list[Problem]) -> str:
    """One GitHub Actions annotation a problem, shown inline on a pull request's diff.

    >>> print(format_github([Problem("docs/a.md", 3, "rule", "no rule XY-66, see: XY-1 to XY-18")]), end="")
    ::error file=docs/a.md,line=3,title=rule::no rule XY-66, see: XY-1 to XY-18
    """
    return "".join(
        f"::{problem.severity.value} file={_github_escape(problem.file, property=True)},"
        f"line={problem.line},title={_github_escape(problem.check, property=True)}"
        f"::{_github_escape(problem.message)}\n"
        for problem in problems
    )


def sort_key(problem: Problem) -> tuple[str, int, str, str]:
    """File, line, check, message: the order of the report, stable from run to run."""
    return (problem.file, problem.line, problem.check, problem.message)
