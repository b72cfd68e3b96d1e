"""The generator's own catalog: every phrase in every locale, plural forms complete, placeholders intact.

The describer refuses to start on a catalog with any of these problems
(:mod:`generator.i18n`); this check reports all of them at once, each on the
line to edit, so a translator fixes a catalog in one pass.

>>> from generator.catalogs import parse_catalog
>>> pot = parse_catalog('msgid "%(n)s card"\\nmsgid_plural "%(n)s cards"\\nmsgstr[0] ""\\nmsgstr[1] ""\\n', "generator.pot")
>>> po = parse_catalog('msgid ""\\nmsgstr "Plural-Forms: nplurals=2; plural=(n > 1);\\\\n"\\n\\n'
...                   'msgid "%(n)s card"\\nmsgid_plural "%(n)s cards"\\nmsgstr[0] "%(count)s पत्ता"\\nmsgstr[1] ""\\n', "hi.po")
>>> for p in check_generator_catalog(po, "hi.po", pot, "generator.pot"): print(p)
hi.po:6: [catalog-placeholder] '%(n)s card' form 0: %(count)s is not in the source; %(n)s is missing
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterator
from functools import lru_cache

from babel.messages.plurals import get_plural

from generator.catalogs import PLURAL_ERRORS, Catalog, Message
from generator.check.problem import Problem
from generator.check.status import shorten
from generator.i18n import COUNT, PLURAL_SAMPLES, single_number_forms

# Python's named placeholders: %(name)s, %(name)d… and {name}, {name!r:>3}.
_PERCENT = re.compile(r"%\((\w+)\)[-#0 +]*\d*(?:\.\d+)?[sdifrxXeEgGca%]")
_BRACE = re.compile(r"(?<!\{)\{(\w*)(?:![rsa])?(?::[^{}]*)?\}(?!\})")


def mask_placeholders(text: str) -> str:
    """Each ``%(name)s`` as a neutral word of the same length, for tests of the prose around it
    (its parentheses are not the sentence's brackets).

    >>> mask_placeholders("%(n)s cards (%(total)s)")
    'XXXXX cards (XXXXXXXXX)'
    """
    return _PERCENT.sub(lambda m: "X" * len(m.group(0)), text)


def placeholders(text: str) -> set[str]:
    """The named placeholders of a phrase, as written.

    >>> sorted(placeholders("%(card)s on {pile} ({count:d}), 100%% sure, {{literal}}"))
    ['%(card)s', '{count}', '{pile}']
    """
    return {m.group(0) for m in _PERCENT.finditer(text) if not m.group(0).endswith("%")} | {
        "{" + m.group(1) + "}" for m in _BRACE.finditer(text)
    }


def check_generator_catalog(
    catalog: Catalog, file: str, template: Catalog | None, template_file: str | None
) -> Iterator[Problem]:
    if "fuzzy" in catalog.header_flags:
        # The describer refuses a catalog whose header is fuzzy (generator.i18n).
        yield Problem(
            file,
            catalog.header_line,
            "fuzzy",
            "the catalog header is marked fuzzy: fill in the header, then remove the flag",
        )
    nplurals = catalog.nplurals
    if nplurals is None and any(m.plural for m in catalog.messages):
        yield Problem(
            file,
            catalog.header_line,
            "catalog-plural",
            "no Plural-Forms header: say how many plural forms the locale has "
            "(e.g. nplurals=2; plural=(n > 1);)",
        )
    single = _single_number_forms(catalog)
    for message in catalog.messages:
        yield from _plurals(message, file, nplurals)
        yield from _placeholders(message, file, single)
    if template is None:
        return
    present = {m.key: m for m in catalog.messages}
    for message in template.messages:
        if message.key not in present:
            yield Problem(
                file,
                catalog.header_line,
                "catalog-missing",
                f"{shorten(message.msgid)} ({template_file}:{message.line}) is not in this catalog: "
                "run pybabel update, then translate it",
            )
        elif message.plural != present[message.key].plural:
            yield Problem(
                file,
                present[message.key].line,
                "catalog-plural",
                f"{shorten(message.msgid)} is {'' if message.plural else 'not '}a plural phrase in "
                f"the template ({template_file}:{message.line}): run pybabel update",
            )
    wanted = {m.key for m in template.messages}
    for message in catalog.messages:
        if message.key not in wanted:
            yield Problem(
                file,
                message.line,
                "catalog-stale",
                f"{shorten(message.msgid)} is not in the template {template_file}: "
                "the generator no longer asks for it; run pybabel update",
            )


def cldr_plural_forms(lang: str) -> str:
    """The ``Plural-Forms`` header of ``lang`` as CLDR's plural rules give it (through Babel).

    >>> cldr_plural_forms("ar")
    'nplurals=6; plural=(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 && n % 100 <= 99 ? 4 : 5);'
    """
    return str(get_plural(lang))


@lru_cache(maxsize=64)
def _forms_of(expression: str) -> tuple[int, ...] | None:
    """The form chosen for each sample count, or None for an expression gettext cannot read."""
    try:
        choose = gettext.c2py(expression)
        return tuple(choose(n) for n in PLURAL_SAMPLES)
    except PLURAL_ERRORS:
        return None


def check_plural_forms(catalog: Catalog, file: str, lang: str) -> Iterator[Problem]:
    """The catalog's ``Plural-Forms`` must be CLDR's rule for its locale: as many forms, chosen
    for the same counts (the expression may be written differently).

    >>> from generator.catalogs import parse_catalog
    >>> po = parse_catalog('msgid ""\\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\\\n"\\n', "ar.po")
    >>> for p in check_plural_forms(po, "ar.po", "ar"): print(p)  # doctest: +ELLIPSIS
    ar.po:1: [catalog-plural] Plural-Forms says nplurals=2; plural=(n != 1); CLDR's rule for ar is nplurals=6; ...
    """
    wanted = get_plural(lang)
    header = catalog.plural_forms
    if header is None:
        yield Problem(
            file,
            catalog.header_line,
            "catalog-plural",
            f"no Plural-Forms header; CLDR's rule for {lang} is {wanted}",
        )
        return
    expression = catalog.plural_expression
    same = (
        catalog.nplurals == wanted.num_plurals
        and expression is not None
        and _forms_of(expression) == _forms_of(wanted.plural_expr)
    )
    if not same:
        yield Problem(
            file,
            catalog.header_line,
            "catalog-plural",
            f"Plural-Forms says {header.strip()} CLDR's rule for {lang} is {wanted}: "
            "copy it into the header and give every plural phrase that many forms",
        )


def _plurals(message: Message, file: str, nplurals: int | None) -> Iterator[Problem]:
    if not message.plural or not any(message.msgstr):
        return  # an untranslated phrase is reported once, by the status check (an empty form too)
    if nplurals is not None and len(message.msgstr) != nplurals:
        yield Problem(
            file,
            message.msgstr_line(0),
            "catalog-plural",
            f"{shorten(message.msgid)} has {len(message.msgstr)} plural forms; "
            f"the Plural-Forms header says nplurals={nplurals}",
        )


def _single_number_forms(catalog: Catalog) -> frozenset[int]:
    expression = catalog.plural_expression
    if expression is None or catalog.nplurals is None or _forms_of(expression) is None:
        return frozenset()
    return single_number_forms(expression, catalog.nplurals)


def _placeholders(
    message: Message, file: str, single: frozenset[int] = frozenset()
) -> Iterator[Problem]:
    # Every form states the same facts as the plural source: a placeholder
    # dropped loses a card or a number, a new one raises KeyError mid-build.
    # Only a form serving one count may leave the count to its word ("ورقتان", two cards).
    source = message.msgid if message.msgid_plural is None else message.msgid_plural
    expected = placeholders(source)
    count = f"%({COUNT})s"
    for form, text in enumerate(message.msgstr):
        if not text:
            continue
        found = placeholders(text)
        if message.plural and form in single and count not in found:
            found = found | {count}
        if found == expected:
            continue
        parts = []
        if found - expected:
            parts.append(f"{', '.join(sorted(found - expected))} is not in the source")
        if expected - found:
            parts.append(f"{', '.join(sorted(expected - found))} is missing")
        label = f" form {form}" if message.plural else ""
        yield Problem(
            file,
            message.msgstr_line(form),
            "catalog-placeholder",
            f"{shorten(message.msgid)}{label}: {'; '.join(parts)}",
        )
