"""Quantifiers: "one rank higher", "at most", "each pile" keep their quantifier in the translation.

"One rank higher or one lower" translated as "higher or lower" lets any
higher card go; "at most 8 cards" without its "at most" says exactly 8.  Every
role and number survives, so the other checks see nothing.  The English
glossary lists the phrases that state each quantifier of the rules::

    [quantifiers.one-rank]
    words = ["one rank", "one higher", "one lower"]

and each locale's glossary the words that say it, with the phrases that hold
such a word without saying it (Spanish «un» is "a" as well as "one":
«de un valor más alto» is "of a higher value")::

    [quantifiers.one-rank]
    words = ["uno más", "uno menos", "un valor más", "inmediatamente"]
    avoid = ["de un valor más alto", "de un valor más bajo"]

A translation whose source says the quantifier and that has none of its words
(outside an ``avoid`` phrase) is reported, unless it is one of the app's own messages the
glossary lists as ``quoted``: the pages quote the app as it speaks (Thai's refusal for "rank
must be one higher or one lower" leaves out "one rank"; the rule's own sentence glosses it).

>>> from generator.glossary import parse_glossary
>>> from generator.check.texts import Locale, Text
>>> en = Locale("en", glossary=parse_glossary('''language = "en"
... [quantifiers.one-rank]
... words = ["one rank", "one higher", "one lower"]''', "en.toml"))
>>> es = Locale("es", source=en, glossary=parse_glossary('''language = "es"
... [quantifiers.one-rank]
... words = ["uno más", "un valor más", "inmediatamente"]
... avoid = ["de un valor más alto"]''', "es.toml"))
>>> t = Text("x.po", "es", "sobre una carta de un valor más alto", "onto a card one rank higher", 9)
>>> for p in check_quantifiers(t, es): print(p)
x.po:9: [quantifier] the source says 'one rank' (one-rank); the translation has none of 'uno más', 'un valor más', 'inmediatamente' («de un valor más alto» does not say it): the rule loses its quantifier
"""

from __future__ import annotations

from collections.abc import Iterator

from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.check.words import plain, spans


def check_quantifiers(text: Text, locale: Locale) -> Iterator[Problem]:
    source_glossary = locale.source.glossary if locale.source else None
    glossary = locale.glossary
    if text.source is None or glossary is None or source_glossary is None:
        return
    if not glossary.quantifiers or text.target.strip() == text.source.strip():
        return
    source: str | None = None
    target: str | None = None
    english = {q.id: q for q in source_glossary.quantifiers}
    for quantifier in glossary.quantifiers:
        phrases = english.get(quantifier.id)
        if phrases is None or text.target.strip() in quantifier.quoted:
            continue
        if source is None:
            source = plain(text.source)
        said = spans(source, phrases.words, source_glossary.language)
        if not said:
            continue
        if target is None:
            target = plain(text.target)
        whole = glossary.word_boundaries
        avoided = spans(target, quantifier.avoid, locale.lang, whole=whole)
        found = [
            (start, end)
            for start, end in spans(target, quantifier.words, locale.lang, whole=whole)
            if not any(a <= start and end <= b for a, b in avoided)
        ]
        if found:
            continue
        # a page about the checks may quote the English phrase itself
        if spans(target, phrases.words, source_glossary.language):
            continue
        start, end = said[0]
        words = ", ".join(repr(word) for word in quantifier.words[:3])
        note = ""
        if avoided:
            a, b = avoided[0]
            note = f" («{target[a:b]}» does not say it)"
        yield text.problem(
            "quantifier",
            f"the source says {source[start:end]!r} ({quantifier.id}); the translation has none "
            f"of {words}{note}: the rule loses its quantifier",
            avoided[0][0] if avoided else None,
        )
