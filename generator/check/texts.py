"""What the text checks read: a text in one language, where it is, and what it translates.

A :class:`Text` is one ``msgstr`` (or one plural form of it) with its
``msgid``, or one paragraph of a source page with no source of its own.  A
:class:`Locale` gathers what the checks know about a language: its glossary
and the app's own words (refusal messages, card forms) from the generator's
catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from generator.check.appwords import AppWords
from generator.check.problem import Problem, Severity
from generator.glossary import Glossary


@dataclass(frozen=True)
class Text:
    """A text to check: ``target`` in ``lang``; ``source`` is the English it translates, if any."""

    file: str
    lang: str
    target: str
    source: str | None
    line: int
    """The line to report when no better one is known (the ``msgstr`` line)."""
    locate: Callable[[int], int] | None = None
    """Maps an offset in ``target`` to the line that shows it."""
    implied: frozenset[str] = frozenset()
    """Numbers the text may say without its source: the one count a plural form serves
    ("ورقتان", the form of 2 of "%(n)s cards")."""

    def line_at(self, offset: int) -> int:
        return self.locate(offset) if self.locate is not None else self.line

    def problem(
        self,
        check: str,
        message: str,
        offset: int | None = None,
        severity: Severity = Severity.ERROR,
        term: str = "",
    ) -> Problem:
        line = self.line if offset is None else self.line_at(offset)
        return Problem(self.file, line, check, message, severity, term)


@dataclass
class Locale:
    """A language as the checks see it; ``source`` is the English locale texts translate from."""

    lang: str
    glossary: Glossary | None = None
    app: AppWords | None = None
    source: Locale | None = None
    cache: dict[str, object] = field(default_factory=dict)
    """Per-locale data a check builds once (compiled patterns)."""


TextCheck = Callable[[Text, Locale], Iterator[Problem]]
