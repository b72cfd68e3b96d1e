"""Negations: a source that says "not", "never", "cannot" or "no" needs a negation in the translation.

A dropped negation turns a rule into its opposite ("a card never goes back"
becomes "a card goes back") and leaves every role, number and card in place.
Each locale's glossary lists the words that make a sentence negative in its
language (``negations = ["नहीं", "न", "मत"]``); the English glossary lists
the source's.  A translation with fewer negation words than its source is
reported: none at all, or one of two dropped ("ranks do not wrap … nothing
goes on …").  More is right: French says one "not" with two words, "ne … pas".
On the catalogs of 2026-11-30, no page translation has fewer than its source.

>>> from generator.glossary import parse_glossary
>>> from generator.check.texts import Locale, Text
>>> en = Locale("en", glossary=parse_glossary('language = "en"\\nnegations = ["not", "never"]', "en.toml"))
>>> hi = Locale("hi", source=en, glossary=parse_glossary('language = "hi"\\nnegations = ["नहीं"]', "hi.toml"))
>>> t = Text("x.po", "hi", "पत्ता फ़ाउंडेशन से पाइल पर वापस जाता है।", "A card never goes back to a pile.", 9)
>>> for p in check_negations(t, hi): print(p)
x.po:9: [negation] the source says 'never'; the translation has no negation (नहीं): the rule now says the opposite
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.check.words import occurrences, plain, spans
from generator.glossary import Glossary

# Where a clause ends: a negation particle (ne) and its partner (pas) stand in one.
_CLAUSE_END = re.compile(r"[.,;:!?«»()\[\]\u3002\u0964]")


def negations(text: str, glossary: Glossary) -> list[int]:
    """Where ``text`` says a negation, one offset for each.

    A language whose negation is one particle and a partner (French ``ne … pas``,
    ``n'… jamais``, ``rien ne``) lists the particles in ``negation-particles``: a
    clause with a particle counts each particle once, and its partners not at
    all; a partner in a clause without a particle ("pas de coups", "sans") counts.

    >>> from generator.glossary import parse_glossary
    >>> fr = parse_glossary('''language = "fr"
    ... negations = ["ne", "n'", "pas", "rien", "sans"]
    ... negation-particles = ["ne", "n'"]''', "fr.toml")
    >>> len(negations("les rangs ne bouclent pas : rien ne se pose", fr))
    2
    >>> len(negations("les rangs bouclent : rien ne se pose", fr))
    1

    With ``negation-partners``, a particle whose partner is gone says nothing
    («une carte ne revient jamais» with «jamais» removed):

    >>> fr = parse_glossary('''language = "fr"
    ... negations = ["ne", "n'", "pas", "jamais"]
    ... negation-particles = ["ne", "n'"]
    ... negation-partners = ["pas", "jamais"]''', "fr.toml")
    >>> len(negations("une carte ne revient jamais", fr)), len(negations("une carte ne revient", fr))
    (1, 0)
    """
    found = spans(text, glossary.negations, glossary.language, whole=glossary.word_boundaries)
    if glossary.negation_endings:
        endings = spans(text, glossary.negation_endings, glossary.language, ending=True)
        found = sorted(
            found + [(a, b) for a, b in endings if all(b <= s or e <= a for s, e in found)]
        )
    if not glossary.negation_particles:
        return [start for start, _ in found]
    particles = {word.lower() for word in glossary.negation_particles}

    def clause(offset: int) -> int:
        return len(_CLAUSE_END.findall(text, 0, offset))

    def is_particle(start: int, end: int) -> bool:
        return text[start:end].lower().replace("\u2019", "'") in particles

    partners = {word.lower() for word in glossary.negation_partners}

    def is_partner(start: int, end: int) -> bool:
        return text[start:end].lower() in partners

    with_particle = {clause(start) for start, end in found if is_particle(start, end)}
    with_partner = {clause(start) for start, end in found if is_partner(start, end)}
    return [
        start
        for start, end in found
        if (is_particle(start, end) and (not partners or clause(start) in with_partner))
        or (not is_particle(start, end) and clause(start) not in with_particle)
    ]


def check_negations(text: Text, locale: Locale) -> Iterator[Problem]:
    source_glossary = locale.source.glossary if locale.source else None
    if text.source is None or locale.glossary is None or source_glossary is None:
        return
    if text.target.strip() == text.source.strip():
        return  # left in English: the english check says so, once
    if not locale.glossary.negations or not source_glossary.negations:
        return
    source = plain(text.source)
    said = spans(source, source_glossary.negations, source_glossary.language)
    if not said:
        return
    target = plain(text.target)
    found = negations(target, locale.glossary)
    if len(found) < len(said):  # a page about the checks may quote the English words
        # (a word of both languages, Spanish "no", is not counted twice)
        quoted = occurrences(target, source_glossary.negations, source_glossary.language)
        found = sorted(set(found) | set(quoted))
    markers = ", ".join(locale.glossary.negations[:3])
    if not found:
        start, end = said[0]
        yield text.problem(
            "negation",
            f"the source says {source[start:end]!r}; the translation has no negation ({markers}): "
            f"the rule now says the opposite",
        )
    elif len(found) < len(said):
        words = ", ".join(repr(source[start:end]) for start, end in said)
        yield text.problem(
            "negation",
            f"the source has {len(said)} negations ({words}), the translation {len(found)} "
            f"({markers}): one was dropped, and its sentence now says the opposite",
            found[0],
        )
