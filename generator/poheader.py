r"""A catalog's header with real values: what ``msgfmt -c`` asks of a translation.

``pybabel init``, Sphinx's ``gettext`` builder and ``msginit`` leave template
placeholders in a new catalog (``PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE``,
``Last-Translator: FULL NAME <EMAIL@ADDRESS>``, ``Language-Team: LANGUAGE
<LL@li.org>``, ``SOME DESCRIPTIVE TITLE.``), which ``msgfmt -c`` reports on
every catalog.  :func:`cleaned` replaces each placeholder of a translation's
header by a real value and fills a missing field; a value a translator or
their tool wrote (Poedit's ``Last-Translator``, ``X-Generator``) is kept.

The dates are a function of the catalogs, never of the clock, so that the
same catalogs give the same bytes: a placeholder ``PO-Revision-Date`` becomes
the catalog's ``POT-Creation-Date``, and a refresh that rewrites a catalog
(:mod:`generator.refresh`) gives it its template's ``POT-Creation-Date``, also
as ``PO-Revision-Date`` when its translations changed (:func:`revised`), so a
rebuild of an unchanged catalog changes nothing.

A template (``.pot``) keeps gettext's placeholders (:func:`template_cleaned`):
they tell ``msginit``, Poedit and Weblate what to fill in for a new language.

>>> fields = [("Last-Translator", "FULL NAME <EMAIL@ADDRESS>"), ("POT-Creation-Date", "2026-11-30 14:24+0000"),
...           ("PO-Revision-Date", "YEAR-MO-DA HO:MI+ZONE"), ("Generated-By", "Babel 2.19.0")]
>>> for name, value in cleaned(fields, "fr"): print(f"{name}: {value}")
Last-Translator: French translators
POT-Creation-Date: 2026-11-30 14:24+0000
PO-Revision-Date: 2026-11-30 14:24+0000
Language-Team: French
Language: fr
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit
Plural-Forms: nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from babel import Locale
from babel.messages.plurals import get_plural

_PLACEHOLDER = re.compile(
    r"FULL NAME|EMAIL@ADDRESS|YEAR-MO-DA|LANGUAGE|<LL@li\.org>|CHARSET|ENCODING"
)
_VERSION_PLACEHOLDER = re.compile(r"\s*\b(?:PACKAGE\s+)?VERSION\s*$")
_INTEGER_PLURALS = re.compile(r"nplurals\s*=\s*INTEGER")

DEFAULTS = (
    ("MIME-Version", "1.0"),
    ("Content-Type", "text/plain; charset=UTF-8"),
    ("Content-Transfer-Encoding", "8bit"),
)
"""Fields every translation carries, with the only values the project writes."""


def language_name(code: str) -> str:
    """The language's English name (CLDR), as the catalogs' ``Language-Team`` says it."""
    return Locale.parse(code).english_name or code


def plural_forms(code: str) -> str:
    """CLDR's plural rule for the language, in gettext's ``Plural-Forms`` syntax."""
    return get_plural(Locale.parse(code)).plural_forms


def cleaned(fields: Iterable[tuple[str, str]], language: str) -> list[tuple[str, str]]:
    """The fields of a translation's header, each placeholder replaced and none missing."""
    values = dict(fields)
    team = language_name(language)
    wanted = {
        "Project-Id-Version": _VERSION_PLACEHOLDER.sub("", values.get("Project-Id-Version", "")),
        "Report-Msgid-Bugs-To": "",
        "PO-Revision-Date": values.get("POT-Creation-Date", ""),
        "Last-Translator": f"{team} translators",
        "Language-Team": team,
        "Language": language,
        **dict(DEFAULTS),
        "Plural-Forms": plural_forms(language),
    }
    result = []
    for name, value in values.items():
        if name == "Generated-By" and value.startswith("Babel"):
            continue  # the project writes its catalogs, not Babel
        if name == "Project-Id-Version" or _placeholder(name, value):
            value = wanted.get(name, value)
        result.append((name, value))
    result += [(name, value) for name, value in wanted.items() if name not in values and value]
    return result


def template_cleaned(fields: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """A template's fields: gettext's placeholders kept for a new translation to fill, but no
    bug address placeholder (``msgmerge`` copies that field into every translation)."""
    return [
        (name, "" if name == "Report-Msgid-Bugs-To" and _placeholder(name, value) else value)
        for name, value in fields
    ]


def _placeholder(name: str, value: str) -> bool:
    if not value:
        return name in ("PO-Revision-Date", "Last-Translator", "Language-Team", "Language")
    if name == "Plural-Forms":
        return _INTEGER_PLURALS.search(value) is not None
    return _PLACEHOLDER.search(value) is not None


def revised(
    fields: Iterable[tuple[str, str]], template_date: str, translations: bool = True
) -> list[tuple[str, str]]:
    """The fields after a refresh rewrote the catalog: the template's creation date, and as
    the revision date too when ``translations`` changed."""
    dates = {"POT-Creation-Date": template_date}
    if translations:
        dates["PO-Revision-Date"] = template_date
    fields = list(fields)
    result = [(name, dates.get(name, value)) for name, value in fields]
    named = {name for name, _ in fields}
    return result + [(name, value) for name, value in dates.items() if name not in named]


_TITLE = "SOME DESCRIPTIVE TITLE."
_AUTHOR = re.compile(r"^FIRST AUTHOR <EMAIL@ADDRESS>, \d{4}\.$")


def cleaned_comments(comments: Sequence[str], language: str, title: str) -> list[str]:
    """The header's comments without gettext's placeholders: the title said, no "FIRST AUTHOR"."""
    result = []
    for line in comments:
        if line == _TITLE:
            line = f"{language_name(language)} translation of {title}."
        elif _AUTHOR.match(line):
            continue
        result.append(line)
    return result
