"""Whole words in any language: where a word or phrase occurs in a text, as ICU segments words.

Thai is written without spaces: สาม (three) is inside สามารถ (can), ตา (a
move) inside ตาม (follow).  ICU's word break rules (dictionary-based for Thai,
Lao, Khmer, Burmese, CJK) say where words start and end, so a word is found
only where the text's own words begin and end.  The same rules serve every
language; an elided French article (``l'as``, ``n'est``) also breaks after
its apostrophe.  Matching ignores case; typographic apostrophes match ``'``.

>>> occurrences("แจกใหม่ได้สามครั้ง ไม่สามารถ", ["สาม"], "th")
[10]
>>> occurrences("Il n'est pas sur l'as", ["as", "pas"], "fr")
[9, 19]
>>> occurrences("the Build Up rule builds up", ["build up", "builds up"], "en")
[4, 18]
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from itertools import chain
from typing import NamedTuple

from icu4py.breakers import WordBreaker
from icu4py.locale import Locale

from generator.check.markup import HOLE, masked

# One apostrophe; no-break spaces are spaces (ICU joins U+202F, before French
# punctuation, to the word before it).
_APOSTROPHES = (("\u2019", "'"), ("\u02bc", "'"), ("\u202f", " "), ("\u00a0", " "))
# Placeholders of the generator's phrases (%(suit)s, {card}): names, not words.
_PLACEHOLDER = re.compile(r"%\([A-Za-z_]\w*\)[sd]|%[sd]|\{[A-Za-z_]\w*\}")


@lru_cache(maxsize=8192)
def plain(text: str) -> str:
    """``text`` with roles, literals and placeholders blanked out (same length): the prose.

    >>> plain("%(suit)s का {card}`A♠` `3a` x") == HOLE * 8 + " का " + HOLE * 10 + " " + HOLE * 4 + " x"
    True
    """
    return _PLACEHOLDER.sub(lambda m: HOLE * len(m.group()), masked(text))


def _fold(text: str) -> str:
    """The form words are compared in: NFC, one apostrophe, lower case (same length when it can)."""
    text = unicodedata.normalize("NFC", text)
    # One character for another, each alone: str.replace finds an absent one at C speed,
    # where str.translate builds the text again a character at a time (thousands of
    # inflections of a glossary's terms are folded).
    for character, replacement in _APOSTROPHES:
        text = text.replace(character, replacement)
    lower = text.lower()
    return lower if len(lower) == len(text) else text


#: :func:`_fold` of a text, kept.
_key = lru_cache(maxsize=8192)(_fold)


@lru_cache(maxsize=8192)
def boundaries(text: str, lang: str) -> tuple[int, ...]:
    """The offsets where a word of ``text`` starts or ends, by ICU's rules for ``lang``, in order."""
    found = set(chain.from_iterable(WordBreaker(text, Locale(lang)).segments()))
    apostrophe = text.find("'")
    while apostrophe >= 0:
        found.add(apostrophe + 1)
        apostrophe = text.find("'", apostrophe + 1)
    return tuple(sorted(found))


@lru_cache(maxsize=8192)
def _break_set(text: str, lang: str) -> frozenset[int]:
    return frozenset(boundaries(text, lang))


#: Up to this many words, :func:`spans` finds each word; above, it looks up the text's words.
_FEW = 16


class _Words(NamedTuple):
    """A set of words as :func:`_spans` looks them up, worked out once per set."""

    folded: tuple[str, ...]
    """The words in :func:`_fold`'s form (in sorted order: the same in every run)."""
    exact: frozenset[str]
    longest: int
    """The longest word's length."""
    firsts: frozenset[str]
    """The words' first letters."""


@lru_cache(maxsize=4096)
def _word_keys(words: tuple[str, ...] | frozenset[str]) -> _Words:
    # _fold, not the kept _key: thousands of words (a Tamil term's inflections) would push
    # the texts' keys out of its cache.  Their order does not matter (the spans found are
    # sorted longest first, then by where they start): a plain sort keeps it the same.
    folded = tuple(sorted({_fold(w) for w in words if w.strip()}))
    return _Words(
        folded,
        frozenset(folded),
        max(map(len, folded), default=0),
        frozenset(word[:1] for word in folded),
    )


def occurrences(text: str, words: Iterable[str], lang: str, *, whole: bool = True) -> list[int]:
    """Where any of ``words`` starts in ``text``: see :func:`spans`."""
    return [start for start, _ in spans(text, words, lang, whole=whole)]


def spans(
    text: str, words: Iterable[str], lang: str, *, whole: bool = True, ending: bool = False
) -> list[tuple[int, int]]:
    """Where any of ``words`` occurs in ``text`` as whole words, longest first, never overlapping.

    ``text`` should already be normalized (NFC) for the offsets to be those of
    the caller's text.  A word ending in an apostrophe (French ``n'``) ends
    where the apostrophe does.  ``whole=False`` finds the words anywhere (a glossary with
    ``word-boundaries = false`` lists words long enough for that).  ``ending=True``
    asks only that a word end where a word of the text ends: ICU's Thai
    dictionary joins some words to the one before (ซ้ำสาม, "three times over"),
    while สาม in สามารถ (can) or ห้า in ห้าม (do not) still does not end a word.

    >>> spans("ซ้ำสามครั้ง สามารถ ห้าม", ["สาม", "ห้า"], "th", ending=True)
    [(3, 6)]

    The order of ``words`` does not matter.  Hundreds of words (every number word of a
    language) are best given as one ``frozenset`` kept by the caller: it hashes once.

    >>> spans("two or three", frozenset({"three", "two"}), "en") == spans("two or three", ["two", "three"], "en")
    True
    """
    kept = words if isinstance(words, frozenset) else tuple(words)
    return list(_spans(text, kept, lang, whole, ending))


@lru_cache(maxsize=1 << 16)
def _spans(
    text: str, words: tuple[str, ...] | frozenset[str], lang: str, whole: bool, ending: bool
) -> tuple[tuple[int, int], ...]:
    """:func:`spans`, kept: the checks ask the same of a text many times (each key term of
    each language's glossary in the same English source), and the answer depends on nothing else."""
    key = _key(text)
    found = _word_keys(words)
    wanted = found.folded
    candidates: list[tuple[int, int]] = []
    if whole and ending:
        word_ends = _break_set(key, lang)
        for word in wanted:
            start = key.find(word)
            while start >= 0:
                if start + len(word) in word_ends:
                    candidates.append((start, start + len(word)))
                start = key.find(word, start + 1)
    elif whole and len(wanted) > _FEW:
        # Many words (every number word): from each word start, the spans to the
        # following word ends that are one of the words.  (A break follows every
        # apostrophe, so French n' ends at one.)
        exact, longest, firsts = found.exact, found.longest, found.firsts
        if firsts.isdisjoint(key):
            return ()  # no letter of the text starts any of the words
        edges = boundaries(key, lang)
        count = len(edges)
        for index, start in enumerate(edges):
            if key[start : start + 1] not in firsts:
                continue
            following = index + 1
            while following < count and edges[following] - start <= longest:
                if key[start : edges[following]] in exact:
                    candidates.append((start, edges[following]))
                following += 1
    else:
        # A few words: find each, and keep it where a word starts and ends.
        breaks = _break_set(key, lang) if whole else None
        for word in wanted:
            start = key.find(word)
            while start >= 0:
                end = start + len(word)
                if breaks is None or (start in breaks and end in breaks):
                    candidates.append((start, end))
                start = key.find(word, start + 1)
    chosen: list[tuple[int, int]] = []
    for start, end in sorted(candidates, key=lambda s: (-(s[1] - s[0]), s[0])):
        if all(end <= a or b <= start for a, b in chosen):
            chosen.append((start, end))
    return tuple(sorted(chosen))
