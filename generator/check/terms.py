"""The glossary check: a forbidden variant is reported with the word to use instead.

Two words for one thing on one page (राजा and बादशाह, कॉलम and स्तंभ) leave
the reader wondering whether they are two things.  Each locale's glossary
(:mod:`generator.check.glossary`) says which word the site uses.
"""

from __future__ import annotations

from typing import Iterator

from generator.check.markup import masked
from generator.check.problem import Problem
from generator.check.texts import Locale, Text


def check_glossary(text: Text, locale: Locale) -> Iterator[Problem]:
    r"""Each forbidden variant of the translation, with the word to use.

    >>> from generator.check.glossary import parse_glossary
    >>> g = parse_glossary('language = "hi"\n[terms.king]\nuse = "बादशाह"\navoid = ["राजा"]\n', "g.toml")
    >>> hi = Locale("hi", glossary=g)
    >>> [p.check for p in check_glossary(Text("x.po", "hi", "राजा सबसे बड़ा है।", "The king is highest.", 7), hi)]
    ['glossary']
    >>> list(check_glossary(Text("x.po", "hi", "राजा और बादशाह", "राजा and बादशाह", 7), hi))
    []
    """
    if locale.glossary is None:
        return
    # A variant the source itself shows (the checks page quotes the wrong words as
    # examples) is the source's example, not the translator's choice.
    quoted = masked(text.source) if text.source else ""
    for hit in locale.glossary.forbidden(masked(text.target)):
        if quoted and locale.glossary.find(quoted, hit.word):
            continue
        note = f" ({hit.term.note})" if hit.term.note else ""
        yield text.problem(
            "glossary",
            f"{hit.word!r} ({hit.term.id}): write {hit.term.use!r}{note}",
            hit.start,
        )
