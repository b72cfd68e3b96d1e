"""The glossary check: a forbidden variant is reported with the word to use instead.

Two words for one thing on one page (राजा and बादशाह, कॉलम and स्तंभ) leave
the reader wondering whether they are two things.  Each locale's glossary
(:mod:`generator.glossary`) says which word the site uses.
"""

from __future__ import annotations

from collections.abc import Iterator

from generator.check.markup import masked
from generator.check.problem import Problem
from generator.check.texts import Locale, Text


def check_glossary(text: Text, locale: Locale) -> Iterator[Problem]:
    if locale.glossary is None:
        return
    for hit in locale.glossary.forbidden(masked(text.target)):
        note = f" ({hit.term.note})" if hit.term.note else ""
        yield text.problem(
            "glossary",
            f"{hit.word!r} ({hit.term.id}): write {hit.term.use!r}{note}",
            hit.start,
            term=hit.term.id,
        )
