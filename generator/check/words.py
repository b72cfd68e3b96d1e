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
from functools import lru_cache
from typing import Iterable

from icu4py.breakers import WordBreaker
from icu4py.locale import Locale

from generator.check.markup import HOLE, masked, normalized

# One apostrophe; no-break spaces are spaces (ICU joins U+202F, before French
# punctuation, to the word before it).
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u02bc": "'", "\u202f": " ", "\u00a0": " "})
# Placeholders of the generator's phrases (%(suit)s, {card}): names, not words.
_PLACEHOLDER = re.compile(r"%\([A-Za-z_]\w*\)[sd]|%[sd]|\{[A-Za-z_]\w*\}")


@lru_cache(maxsize=8192)
def plain(text: str) -> str:
    """``text`` with roles, literals and placeholders blanked out (same length): the prose.

    >>> plain("%(suit)s का {card}`A♠` `3a` x") == HOLE * 8 + " का " + HOLE * 10 + " " + HOLE * 4 + " x"
    True
    """
    return _PLACEHOLDER.sub(lambda m: HOLE * len(m.group()), masked(text))


@lru_cache(maxsize=8192)
def _key(text: str) -> str:
    """The form words are compared in: NFC, one apostrophe, lower case (same length when it can)."""
    text = normalized(text).translate(_APOSTROPHES)
    lower = text.lower()
    return lower if len(lower) == len(text) else text


@lru_cache(maxsize=8192)
def boundaries(text: str, lang: str) -> frozenset[int]:
    """The offsets where a word of ``text`` starts or ends, by ICU's rules for ``lang``."""
    found: set[int] = set()
    for start, end in WordBreaker(text, Locale(lang)).segments():
        found.update((start, end))
    apostrophe = text.find("'")
    while apostrophe >= 0:
        found.add(apostrophe + 1)
        apostrophe = text.find("'", apostrophe + 1)
    return frozenset(found)


@lru_cache(maxsize=4096)
def _word_keys(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted({_key(w) for w in words if w.strip()}, key=lambda w: (-len(w), w)))


def occurrences(text: str, words: Iterable[str], lang: str, *, whole: bool = True) -> list[int]:
    """Where any of ``words`` starts in ``text``: see :func:`spans`."""
    return [start for start, _ in spans(text, words, lang, whole=whole)]


def spans(text: str, words: Iterable[str], lang: str, *, whole: bool = True) -> list[tuple[int, int]]:
    """Where any of ``words`` occurs in ``text`` as whole words, longest first, never overlapping.

    ``text`` should already be normalized (NFC) for the offsets to be those of
    the caller's text.  A word ending in an apostrophe (French ``n'``) needs no
    break after it.  ``whole=False`` finds the words anywhere (a glossary with
    ``word-boundaries = false`` lists words long enough for that).
    """
    key = _key(text)
    edges = boundaries(key, lang) if whole else None
    candidates: list[tuple[int, int]] = []
    for word in _word_keys(tuple(words)):
        start = key.find(word)
        while start >= 0:
            end = start + len(word)
            if edges is None or start in edges and (end in edges or word.endswith("'")):
                candidates.append((start, end))
            start = key.find(word, start + 1)
    chosen: list[tuple[int, int]] = []
    for start, end in sorted(candidates, key=lambda s: (-(s[1] - s[0]), s[0])):
        if all(end <= a or b <= start for a, b in chosen):
            chosen.append((start, end))
    return sorted(chosen)
