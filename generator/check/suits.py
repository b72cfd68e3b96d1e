"""A list of suits must name each suit once: "पान, दिल, ईंट और चिड़ी" names hearts twice.

The words that name each suit come from the locale's glossary (the terms
``spades``, ``hearts``, ``diamonds``, ``clubs``, with their variants), plus
the suit signs.  A list is two or more suit names joined only by commas and
the words for "and"/"or".  A list that repeats a suit is reported with the
suit it leaves out; a translation whose source lists all four suits must list
all four too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from generator.cards import Suit
from generator.check.markup import masked
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.glossary import find_words, normalized

# What may stand between two items of a list, in the site's languages.
_JOINERS = ("and", "or", "et", "ou", "और", "या", "तथा", "एवं", "व", "และ", "หรือ", "กับ")
_SEPARATOR = re.compile(
    r"[\s,;/、·\u00a0]*(?:(?:"
    + "|".join(map(re.escape, _JOINERS))
    + r")[\s\u00a0]*)?[\s,;/、·\u00a0]*"
)
_SIGNS = [("♠", Suit.SPADES), ("♥", Suit.HEARTS), ("♦", Suit.DIAMONDS), ("♣", Suit.CLUBS)]


@dataclass(frozen=True, slots=True)
class SuitList:
    items: tuple[tuple[str, Suit], ...]
    start: int
    end: int

    def named(self) -> str:
        return ", ".join(word for word, _ in self.items)


def suit_lists(text: str, words: list[tuple[str, Suit]], *, boundaries: bool) -> list[SuitList]:
    """The lists of suit names in ``text`` (two items or more), in order.

    >>> w = [("पान", Suit.HEARTS), ("दिल", Suit.HEARTS), ("ईंट", Suit.DIAMONDS), ("चिड़ी", Suit.CLUBS)]
    >>> [l.named() for l in suit_lists("हर सूट के लिए एक: पान, दिल, ईंट और चिड़ी।", w, boundaries=True)]
    ['पान, दिल, ईंट, चिड़ी']
    """
    text = normalized(masked(text))
    found: list[tuple[int, int, str, Suit]] = []
    taken = [False] * len(text)
    # Longest words first, so "ดอกจิก" is one name and not a shorter one inside it.
    for word, suit in sorted(words + _SIGNS, key=lambda p: -len(p[0])):
        if word not in text:
            continue  # most suit words are not in a given text: no search
        for start in find_words(text, word, boundaries=boundaries and len(word) > 1):
            end = start + len(word)
            if not any(taken[start:end]):
                taken[start:end] = [True] * (end - start)
                found.append((start, end, word, suit))
    found.sort()
    lists: list[SuitList] = []
    run: list[tuple[int, int, str, Suit]] = []
    for item in found:
        if run and _SEPARATOR.fullmatch(text, run[-1][1], item[0]):
            run.append(item)
            continue
        if len(run) >= 2:
            lists.append(SuitList(tuple((w, s) for _, _, w, s in run), run[0][0], run[-1][1]))
        run = [item]
    if len(run) >= 2:
        lists.append(SuitList(tuple((w, s) for _, _, w, s in run), run[0][0], run[-1][1]))
    return lists


def _words(locale: Locale | None) -> tuple[list[tuple[str, Suit]], bool]:
    if locale is None or locale.glossary is None:
        return [], True
    return locale.glossary.suit_words(), locale.glossary.word_boundaries


def _right_word(locale: Locale, suit: Suit) -> str:
    term = locale.glossary.term(suit.name.lower()) if locale.glossary else None
    return term.use if term else suit.symbol


def check_suit_lists(text: Text, locale: Locale) -> Iterator[Problem]:
    words, boundaries = _words(locale)
    if not words:
        return
    lists = suit_lists(text.target, words, boundaries=boundaries)
    for found in lists:
        suits = [suit for _, suit in found.items]
        twice = [s for s in Suit if suits.count(s) > 1]
        if not twice:
            continue
        names = "; ".join(
            f"{s.name.lower()} twice ({', '.join(w for w, x in found.items if x is s)})"
            for s in twice
        )
        message = f"the list of suits '{found.named()}' names {names}"
        missing = [s for s in Suit if s not in suits]
        if len(found.items) >= len(Suit) and missing:
            message += " and leaves out " + ", ".join(
                f"{s.name.lower()} ({_right_word(locale, s)})" for s in missing
            )
        yield text.problem("suit-list", message, found.start)
    if text.source is None:
        return
    source_words, source_boundaries = _words(locale.source)
    if not source_words and locale.source is not None:
        return
    source_lists = suit_lists(text.source, source_words or [], boundaries=source_boundaries)
    source_names_all = any(len({s for _, s in each.items}) == len(Suit) for each in source_lists)
    if source_names_all and not any(len(each.items) >= len(Suit) for each in lists):
        named = f"only '{lists[0].named()}'" if lists else "no list of them"
        yield text.problem(
            "suit-list",
            f"the source lists the four suits; the translation has {named}: name each suit once",
            lists[0].start if lists else None,
        )
