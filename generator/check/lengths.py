"""Text left in English, and translations cut short: what the length and the script of a text say.

**Left in English** (check id ``english``): a translation whose words are
mostly the English source's own words (at least :data:`SAME_WORDS` words, and
:data:`SHARED_WORDS` of them or more taken from the source: the source left as
it is, or barely touched), or, in a locale not written in Latin script (Hindi,
Thai...), a translation whose prose is mostly Latin letters.  Roles, literals,
placeholders and card codes are masked first: they are the same in every
language.  Measured on the catalogs of 2026-11-30: the most a translation
shares with its source is 67 % of 3 words and 50 % of 6 (French headings
that keep a game's English name, or the name of the program whose deals a
version deals); the most Latin translation of hi and th is 57 % Latin (a
Hindi heading with both names); the check reports above
:data:`LATIN_SHARE` with at least :data:`LATIN_LETTERS` Latin letters.

**Cut short** (check id ``truncated``): each language has its usual length
ratio to English, in letters of prose: the median over its catalogs
(measured on 2026-11-30: hi 1.01, th 1.07, fr 1.18, over 157 messages each).
A translation is reported when its ratio is far below its language's median:
below :data:`SHORT` of it, by the length of the source.  Short sources vary
most, so the bar is lower for them; under 40 letters nothing is judged.
Lowest ratios of the clean catalogs, as a share of their language's median
(sources of 40-99 / 100-199 / 200+ letters): hi 0.59 / 0.82 / 0.90,
th 0.53 / 0.76 / 0.86, fr 0.75 / 0.84 / 0.90; the bars are 0.40 / 0.55 / 0.65.
A paragraph that loses half of itself is caught; one that loses a short
sentence out of four may not be.

>>> from generator.check.texts import Locale, Text
>>> t = Text("x.po", "hi", "Undo: up to the last moves.", "Undo: up to the last moves.", 3)
>>> for p in check_left_in_english(t, Locale("hi", source=Locale("en"))): print(p)
x.po:3: [english] the translation is the English source: translate it
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache, lru_cache

from babel.core import get_global

from generator.check.notation import card_tokens
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.check.words import plain

#: A non-Latin locale's translation is "in English" above this share of Latin letters...
LATIN_SHARE = 0.7
#: ... and with at least this many Latin letters.
LATIN_LETTERS = 20
#: A translation made of the source's own words is reported from this many words...
SAME_WORDS = 3
#: ... when at least this share of them are the source's.
SHARED_WORDS = 0.8
_WORD = re.compile(r"[^\W\d_]{2,}")
#: (shortest source in letters, lowest ratio to the language's median), longest first.
SHORT: tuple[tuple[int, float], ...] = ((200, 0.65), (100, 0.55), (40, 0.40))
#: Fewer measured messages than this and a language's usual ratio is not known.
CALIBRATION_MINIMUM = 20
#: Where the runner keeps a language's median ratio (``Locale.cache``).
RATIO_KEY = "length-ratio"


@cache
def script(lang: str) -> str | None:
    """The script ``lang`` is written in, from CLDR's likely subtags (``hi`` → ``Deva``)."""
    likely = get_global("likely_subtags").get(lang.replace("-", "_"))
    parts = likely.split("_") if likely else []
    return parts[1] if len(parts) > 1 else None


@lru_cache(maxsize=8192)
def prose_letters(text: str) -> str:
    """The letters (and combining marks) of ``text``'s prose: no roles, literals, placeholders or cards."""
    chars = list(plain(text))
    for token in card_tokens(text):
        chars[token.start : token.start + len(token.text)] = " " * len(token.text)
    prose = "".join(chars)
    # Each character's category looked up once per text, not once per occurrence.
    dropped = {ord(c): None for c in set(prose) if unicodedata.category(c)[0] not in "LM"}
    return prose.translate(dropped)


def _latin(letters: str) -> int:
    # Each letter's name looked up once per text, not once per occurrence.
    return sum(
        count
        for c, count in Counter(letters).items()
        if unicodedata.name(c, "").startswith("LATIN")
    )


def check_left_in_english(text: Text, locale: Locale) -> Iterator[Problem]:
    if text.source is None or locale.source is None:  # the English catalog is English
        return
    words = [word.lower() for word in _WORD.findall(plain(text.target))]
    if len(words) >= SAME_WORDS:
        source = Counter(word.lower() for word in _WORD.findall(plain(text.source)))
        shared = sum((Counter(words) & source).values())
        if shared >= SHARED_WORDS * len(words):
            yield text.problem(
                "english",
                "the translation is the English source: translate it"
                if shared == len(words)
                else f"{shared} of the translation's {len(words)} words are the English source's: translate it",
            )
            return
    if text.target.strip() == text.source.strip():
        return
    if script(locale.lang) in (None, "Latn"):
        return
    letters = prose_letters(text.target)
    latin = _latin(letters)
    if latin >= LATIN_LETTERS and latin > LATIN_SHARE * len(letters):
        yield text.problem(
            "english",
            f"{latin} of the translation's {len(letters)} letters are Latin: it is mostly English, "
            f"translate it",
        )


def ratio(text: Text) -> tuple[int, float] | None:
    """The source's length in letters and the translation's length ratio to it."""
    if text.source is None:
        return None
    source = len(prose_letters(text.source))
    if source < SHORT[-1][0]:
        return None
    return source, len(prose_letters(text.target)) / source


def usual_ratio(texts: Iterable[Text]) -> float | None:
    """The median length ratio of a language's translations; None when too few are measured."""
    ratios = [found[1] for text in texts if (found := ratio(text)) is not None]
    return statistics.median(ratios) if len(ratios) >= CALIBRATION_MINIMUM else None


def check_truncation(text: Text, locale: Locale) -> Iterator[Problem]:
    usual = locale.cache.get(RATIO_KEY)
    found = ratio(text)
    if not isinstance(usual, float) or found is None or text.source is None:
        return
    if text.target.strip() == text.source.strip():
        return  # left in English: the english check says so, once
    length, measured = found
    bar = next(share for shortest, share in SHORT if length >= shortest)
    if measured < bar * usual:
        yield text.problem(
            "truncated",
            f"the translation is {measured:.2f} times as long as the source, where {locale.lang} "
            f"is usually {usual:.2f} times as long: translate the whole source",
        )
