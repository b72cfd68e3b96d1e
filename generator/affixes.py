"""Words written with what a language joins to them: Arabic clitics, Tamil case endings.

Arabic writes the article and the one-letter prepositions and conjunctions as
part of the word (الورقة, بالورقة, وللورقة), and the pronouns after it
(شكلها); Tamil writes its case endings and particles after the noun
(குவியலில், சீட்டுகளை).  A glossary lists them once, for every term::

    prefixes = ["ال", "بال", "و"]   # joined before a term's word
    suffixes = ["ை", "கள்", "ில்"]   # joined after it

and the key-term check finds each term's ``use`` and ``forms`` with any one
prefix and any one suffix (a suffix may be a chain as written: Tamil
``களில்``, ``-கள்`` then ``-இல்``).  A suffix that starts with a vowel sign
replaces the word's own final vowel sign or virama, as Indic scripts write it:
குவியல் (pile) with ``ில்`` is குவியலில், சீட்டு (card) with ``ை`` is சீட்டை.  An
Arabic ta marbuta (ة), which ends a word only, is written ت before a suffix
that starts with a letter: ورقة (card) with ``ها`` is ورقتها, with ``ان`` ورقتان.

>>> inflections(("كومة",), ("ال", "بال"), ())
('الكومة', 'بالكومة', 'كومة')
>>> inflections(("குவியல்", "சீட்டு"), (), ("ை", "கள்"))
('குவியலை', 'குவியல்', 'குவியல்கள்', 'சீட்டு', 'சீட்டுகள்', 'சீட்டை')
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

#: The Arabic letter that ends a word only (ة): written ت when a suffix follows.
TA_MARBUTA = "\u0629"


def is_mark(character: str) -> bool:
    """A combining mark: an Indic vowel sign or virama, an Arabic vowel (harakat)."""
    return unicodedata.category(character) in {"Mn", "Mc"}


def attach(word: str, suffix: str) -> str:
    """``word`` with ``suffix`` written after it.

    >>> attach("குவியல்", "ில்"), attach("ஏஸ்", "கள்"), attach("ராஜா", "வை")
    ('குவியலில்', 'ஏஸ்கள்', 'ராஜாவை')
    >>> attach("ورقة", "ها"), attach("ورقة", "ً"), attach("عمود", "ين")
    ('ورقتها', 'ورقةً', 'عمودين')
    """
    if suffix and word and is_mark(suffix[0]) and is_mark(word[-1]):
        return word[:-1] + suffix
    if suffix and word.endswith(TA_MARBUTA) and not is_mark(suffix[0]):
        return word[:-1] + "\u062a" + suffix  # ت
    return word + suffix


@lru_cache(maxsize=1024)
def inflections(
    words: tuple[str, ...], prefixes: tuple[str, ...], suffixes: tuple[str, ...]
) -> tuple[str, ...]:
    """Every way ``words`` are written with at most one prefix and one suffix, sorted."""
    stems = {attach(word, suffix) for word in words for suffix in ("", *suffixes)}
    found = {prefix + stem for stem in stems for prefix in ("", *prefixes)}
    return tuple(sorted(found))
