"""translate-toolkit's pofilter tests, where they fit a rules page.

Only what is specific to this site is written in this package; the general
checks of a translation (brackets, spacing, end punctuation, URLs...) are
pofilter's own (:class:`translate.filters.checks.StandardChecker`), run on the
prose of each message: roles and literals are replaced by a neutral mark
first (the role check compares those), native digits are read as ASCII, and
the Devanagari danda counts as a full stop.

Problems are reported as ``pofilter-<test>``; pofilter's cosmetic tests are
warnings, the others errors.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from translate.filters.checks import CheckerConfig, FilterFailure, StandardChecker

from generator.check.catalogs import mask_placeholders
from generator.check.markup import ascii_digits, prose
from generator.check.problem import Problem, Severity
from generator.check.texts import Locale, Text

#: The tests run on the pages' catalogs, and whether a failure is an error.
#: Left out: ``numbers`` (our number check reads native digits and allows a
#: repeated number), ``newlines`` (a translator rewraps a paragraph freely),
#: ``sentencecount``/``long``/``short`` (languages differ), ``accelerators``
#: and ``variables`` (none in rules text), ``unchanged`` (names stay as they are).
PAGE_TESTS: dict[str, Severity] = {
    "brackets": Severity.WARNING,
    "doublespacing": Severity.WARNING,
    "endpunc": Severity.WARNING,
    "startwhitespace": Severity.ERROR,
    "endwhitespace": Severity.ERROR,
    "urls": Severity.ERROR,
    "emails": Severity.ERROR,
    "purepunc": Severity.ERROR,
    "xmltags": Severity.ERROR,
}
#: The generator's phrases are joined into sentences and lists by code:
#: their line breaks, tabs and escapes matter too.
PHRASE_TESTS: dict[str, Severity] = {
    **PAGE_TESTS,
    "newlines": Severity.ERROR,
    "tabs": Severity.ERROR,
    "escapes": Severity.ERROR,
}

_SOFT_BREAK = re.compile(r"[ \t]*\n\s*")

# Marks that end a sentence the way "." does in the source.
_FULL_STOPS = str.maketrans({"।": ".", "॥": "."})


def _checker(locale: Locale) -> StandardChecker:
    checker = locale.cache.get("pofilter")
    if not isinstance(checker, StandardChecker):
        checker = StandardChecker(CheckerConfig(targetlanguage=locale.lang))
        locale.cache["pofilter"] = checker
    return checker


def check_pofilter(
    text: Text, locale: Locale, tests: dict[str, Severity] = PAGE_TESTS
) -> Iterator[Problem]:
    if text.source is None:
        return
    checker = _checker(locale)
    ignored = set(checker.get_ignored_filters())
    source = prose(text.source)
    target = ascii_digits(prose(text.target)).translate(_FULL_STOPS)
    if "newlines" not in tests:
        # In a page or a template a line break and the indentation after it are
        # one soft space: a translation reflows its paragraph freely.
        source, target = _SOFT_BREAK.sub(" ", source), _SOFT_BREAK.sub(" ", target)
    for name, severity in tests.items():
        if name in ignored:
            continue
        try:
            passed = getattr(checker, name)(source, target)
        except FilterFailure as failure:
            yield text.problem(f"pofilter-{name}", "; ".join(failure.messages), severity=severity)
            continue
        if not passed:
            yield text.problem(
                f"pofilter-{name}", f"pofilter's {name} test fails", severity=severity
            )


def check_pofilter_phrases(text: Text, locale: Locale) -> Iterator[Problem]:
    # The placeholders' own parentheses are no brackets of the sentence: a form that says its
    # count in words ("ورقتان", two cards, without %(n)s) has not lost a bracket.
    if text.source is not None:
        text = replace(
            text, source=mask_placeholders(text.source), target=mask_placeholders(text.target)
        )
    return check_pofilter(text, locale, PHRASE_TESTS)
