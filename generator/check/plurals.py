"""Plural forms in their slots: the form a catalog gives for one card says one card.

A counted phrase of the generator's catalog has one ``msgstr[i]`` per plural
form of the language, in the order of its ``Plural-Forms`` rule; two forms
exchanged (``msgstr[0] "%(n)s cartes"``, ``msgstr[2] "%(n)s carte"``) keep every
placeholder, so nothing else notices that the app now writes "1 cartes".  Each
form is rendered with a sample number of its CLDR category (Babel's plural
rule for the locale): the form that serves 1 must hold the singular word the
glossary gives for the noun the English counts (``use`` of ``terms.card``).

>>> from generator.catalogs import parse_catalog
>>> from generator.glossary import parse_glossary
>>> g = parse_glossary('language = "fr"\\n[terms.card]\\nuse = "carte"\\nen = ["card", "cards"]\\nforms = ["cartes"]', "g.toml")
>>> po = parse_catalog('msgid ""\\nmsgstr "Plural-Forms: nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;\\\\n"\\n\\n'
...                   'msgid "%(n)s card"\\nmsgid_plural "%(n)s cards"\\nmsgstr[0] "%(n)s cartes"\\nmsgstr[1] "%(n)s de cartes"\\nmsgstr[2] "%(n)s carte"\\n', "fr.po")
>>> for p in check_plural_words(po, "fr.po", "fr", g): print(p)
fr.po:6: [catalog-plural] '%(n)s card': msgstr[0], the form of 1 (CLDR 'one'), has no 'carte' (1 cartes): it looks swapped with msgstr[2], the form of 2 ('other'), which has it
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterator

from babel import Locale as BabelLocale
from babel.core import UnknownLocaleError

from generator.catalogs import Catalog
from generator.check.problem import Problem
from generator.check.words import spans
from generator.glossary import Glossary, Term

_COUNTED = re.compile(r"%\(n\)s ([a-z ]+)")


def _counted_term(msgid: str, glossary: Glossary) -> Term | None:
    """The glossary term of the noun ``%(n)s`` counts in the English (``%(n)s empty column``:
    column)."""
    found = _COUNTED.fullmatch(msgid)
    if found is None:
        return None  # a longer phrase may put the count elsewhere ("of 4 cells, 1 free")
    loose = {term.contrast for term in glossary.terms if term.contrast and not term.required}
    for word in found.group(1).split():
        for term in glossary.terms:
            english = {phrase.split()[-1] for phrase in term.en}  # "a move", "each move": move
            if word in english and term.required and term.contrast not in loose:
                return term  # a noun, not "empty" (a side of a contrast)
    return None


OBLIQUE_CONTEXT = "quantity, oblique"
"""The counted nouns' forms after a preposition (``:oblique``), whose singular need not be the
glossary's word."""


def _samples(expression: str, nplurals: int) -> dict[int, int]:
    """The smallest count each form serves."""
    choose = gettext.c2py(expression)
    found: dict[int, int] = {}
    for n in range(1001):
        found.setdefault(choose(n), n)
        if len(found) == nplurals:
            break
    return found


def check_plural_words(
    catalog: Catalog, file: str, lang: str, glossary: Glossary | None
) -> Iterator[Problem]:
    nplurals, expression = catalog.nplurals, catalog.plural_expression
    if glossary is None or not nplurals or nplurals < 2 or not expression:
        return
    try:
        samples = _samples(expression, nplurals)
        category = BabelLocale.parse(lang).plural_form
    except (ValueError, SyntaxError, UnknownLocaleError):
        return  # the catalog-plural check of the header says what is wrong
    choose = gettext.c2py(expression)
    one = choose(1)
    for message in catalog.messages:
        if not message.plural or message.fuzzy or len(message.msgstr) != nplurals:
            continue
        if message.msgctxt == OBLIQUE_CONTEXT:
            continue  # the form after a preposition: Hindi's 1 पत्ते is no dictionary word
        term = _counted_term(message.msgid, glossary)
        if term is None or not all(message.msgstr):
            continue

        forms = message.msgstr

        def has(form: int, term: Term = term, forms: list[str] = forms) -> bool:
            return bool(spans(forms[form], (term.use,), lang, whole=glossary.word_boundaries))

        if has(one):
            continue
        others = [form for form in range(nplurals) if form != one and has(form)]
        shown = message.msgstr[one].replace("%(n)s", "1")
        problem = (
            f"{message.msgid!r}: msgstr[{one}], the form of 1 (CLDR {category(1)!r}), has no "
            f"{term.use!r} ({shown})"
        )
        if others:
            other = others[-1]
            n = samples.get(other, other)
            problem += (
                f": it looks swapped with msgstr[{other}], the form of {n} "
                f"({category(n)!r}), which has it"
            )
        else:
            problem += f": write the singular {term.use!r} in it"
        yield Problem(file, message.msgstr_line(one), "catalog-plural", problem)
