"""Key terms: every game term the source names is in the translation, with the glossary's word.

Translation QA tools call this a key-term mismatch.  Each glossary term lists
the English words it translates (``en = ["ascending", "build up"]``); the check
counts them in the source's prose (roles, literals and placeholders are
generated, so they are masked) and counts the term's words (``use`` and
``forms``, or the English word itself, quoted) in the translation.

- A term the source names must be in the translation.
- A term of a kind (``contrast = "rank"``, ``"suit"``, ``"direction"``) must be
  named at least as often as the source names it, and a term of a kind the
  source speaks of but that the source does not name must not be there.  So
  ascending cannot become descending, hearts spades, or "an ace on the king,
  and a king on the ace" become "... and a king on the king".

Counts are not compared both ways: a translation may name a term more often
than the English (Thai repeats the suit where English says "the ascending
one"; Hindi adds पाइल where English leaves it understood).  Terms that are
also everyday English verbs (a move, to move) list only their unambiguous
phrases (``move counter``, ``each move``).  Thai is matched anywhere in the
text (its glossary's ``word-boundaries = false``), which can only find more.

>>> from generator.glossary import parse_glossary
>>> from generator.check.texts import Locale, Text
>>> g = parse_glossary('''
... language = "hi"
... [terms.up]
... use = "चढ़ती"
... en = ["ascending", "build up", "builds up"]
... contrast = "direction"
... [terms.down]
... use = "उतरती"
... en = ["descending", "build down", "builds down"]
... contrast = "direction"
... ''', "glossary.toml")
>>> t = Text("x.po", "hi", "चार फ़ाउंडेशन उतरती हैं", "Four foundations build up.", 7)
>>> for p in check_key_terms(t, Locale("hi", glossary=g)): print(p)
x.po:7: [key-term] the source says 'build up' (up); the translation has no 'चढ़ती'
x.po:7: [key-term] 'उतरती' (down) is not in the source, which names another direction
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.check.words import occurrences, plain
from generator.glossary import Glossary, Term

SOURCE_LANGUAGE = "en"


def source_words(text: str, term: Term) -> list[int]:
    """Where the English ``text`` names ``term`` (prose only)."""
    return occurrences(text, term.en, SOURCE_LANGUAGE)


@lru_cache(maxsize=1 << 16)
def _english_at(source: str, words: tuple[str, ...]) -> tuple[int, ...]:
    """Where the English ``source`` says one of ``words``: the same for every language's term
    with these English words, so kept."""
    return tuple(occurrences(source, words, SOURCE_LANGUAGE))


def _named(source: str, terms: tuple[Term, ...]) -> dict[str, tuple[int, ...]]:
    """Where the source names each term."""
    return {term.id: _english_at(source, term.en) for term in terms}


_CACHE = "key-terms"


def _kept(
    locale: Locale, glossary: Glossary
) -> tuple[tuple[Term, ...], dict[str, frozenset[str]], dict[str, dict[str, tuple[int, ...]]]]:
    """The glossary's terms with English words, each term's written forms, and where each
    source names them: built once per locale and glossary (every plural form of a message
    asks again).  The forms are a ``frozenset``, which hashes once: an Arabic term has
    thousands (every prefix with every suffix), and each search is looked up by them."""
    kept = locale.cache.get(_CACHE)
    if not (isinstance(kept, tuple) and kept[0] is glossary):
        terms = tuple(term for term in glossary.terms if term.en)
        written = {term.id: frozenset(glossary.written(term)) for term in terms}
        kept = (glossary, terms, written, {})
        locale.cache[_CACHE] = kept
    return kept[1], kept[2], kept[3]


def check_key_terms(text: Text, locale: Locale) -> Iterator[Problem]:
    glossary = locale.glossary
    if text.source is None or glossary is None or locale.lang == SOURCE_LANGUAGE:
        return
    if text.target.strip() == text.source.strip():
        return  # left in English: the english check says so, once
    source, target = plain(text.source), plain(text.target)
    terms, written, named_of = _kept(locale, glossary)
    named = named_of.get(source)
    if named is None:
        named = named_of[source] = _named(source, terms)
    kinds = {term.contrast for term in glossary.terms if term.contrast and named.get(term.id)}
    found_of: dict[str, list[int]] = {}
    for term in glossary.terms:
        if not term.en:
            continue
        said = named[term.id]
        if not said and term.contrast not in kinds:
            continue  # nothing the translation could get wrong about this term
        found = occurrences(target, written[term.id], locale.lang, whole=glossary.word_boundaries)
        if len(found) < len(said):  # the translation may quote the English word itself
            found = sorted(found + occurrences(target, term.en, SOURCE_LANGUAGE))
        found_of[term.id] = found
    loose = {term.contrast for term in glossary.terms if term.contrast and not term.required}
    # One side of a contrast said where the source says the other (higher for lower, full for
    # empty): one problem, "contrast".
    turned: set[str] = set()
    for term in glossary.terms:
        said = named.get(term.id, ())
        if term.contrast not in loose or not said or len(found_of.get(term.id, [])) >= len(said):
            continue  # a rank, a suit, a direction: the key-term reports below say it
        for other in glossary.terms:
            if (
                other.contrast == term.contrast
                and other.id != term.id
                and found_of.get(other.id)
                and not named.get(other.id)
            ):
                turned.update((term.id, other.id))
                yield text.problem(
                    "contrast",
                    f"the source says {_english(source, said[0], term)!r} ({term.id}); the "
                    f"translation says {other.use!r} ({other.id}), its opposite: write {term.use!r}",
                    found_of[other.id][0],
                )
                break
    for term in glossary.terms:
        if term.id not in found_of or term.id in turned:
            continue
        said, found = named[term.id], found_of[term.id]
        if not term.required:
            continue  # a contrast's side checked only against the other side
        if said and not found:
            yield text.problem(
                "key-term",
                f"the source says {_english(source, said[0], term)!r} ({term.id}); "
                f"the translation has no {term.use!r}",
                term=term.id,
            )
        elif term.contrast in loose:
            continue  # a kind with a side said in other words: counts prove nothing
        elif term.contrast and len(found) < len(said):
            yield text.problem(
                "key-term",
                f"the source names {term.id} {len(said)} times, the translation {len(found)} "
                f"({term.use!r}): one was changed into another {term.contrast} or dropped",
                found[0],
            )
        elif term.contrast in kinds and found and not said:
            yield text.problem(
                "key-term",
                f"{term.use!r} ({term.id}) is not in the source, which names another {term.contrast}",
                found[0],
            )


def _english(source: str, start: int, term: Term) -> str:
    """The English word found at ``start`` (the longest of the term's English forms there)."""
    lowered = source.lower()
    return max(
        (w for w in term.en if lowered.startswith(w.lower(), start)), key=len, default=term.en[0]
    )
