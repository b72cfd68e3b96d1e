"""Numbers written in words, in any language, read back as numbers for the number check.

"हर गेम में तीन रीडील" says 3 as surely as "3 रीडील" does: a translation that
turns तीन into चार changes a rule.  The words come from CLDR's spellout rules
(:mod:`generator.spellout`), so every language ICU knows is read the same way,
and they are found as whole words (:mod:`generator.check.words`): Thai สาม
(three) is not read inside สามารถ (can), and สิบสาม is 13, not 10 and 3.

Cardinals and ordinals are read (Tamil மூன்றாவது, third); where CLDR has no
ordinal rules a locale's glossary lists its ordinals (Hindi तीसरा, French
troisième) in its ``number-words`` table.  One is left out in every language:
it is also the article (एक पाइल, un as, "one card moves at a time", a card),
so it says nothing sure.  Zero is left out too (Thai ศูนย์ is also a centre).

>>> word_numbers("हर गेम में तीन रीडील, एक पाइल", "hi")
{'3': (11, 'तीन')}
>>> word_numbers("แจกใหม่ได้สามครั้ง ไม่สามารถ ไพ่สิบสามใบ ห้าม", "th", spaced=False)
{'3': (10, 'สาม'), '13': (32, 'สิบสาม')}
>>> word_numbers("மூன்றாவது", "ta")
{'3': (0, 'மூன்றாவது')}
>>> word_numbers("Chapter Four", "en")
{'4': (8, 'Four')}
"""

from __future__ import annotations

from functools import cache, lru_cache

from generator.check.words import spans
from generator.spellout import SpelloutError, number_words

#: Numbers whose words are not read: one (also the article) and zero.
UNREAD = frozenset({0, 1})


@cache
def _words(lang: str, ordinals: bool) -> dict[str, int]:
    try:
        words = {**(number_words(lang, kind="ordinal") if ordinals else {}), **number_words(lang)}
    except SpelloutError:
        return {}
    return {word: value for word, value in words.items() if value not in UNREAD}


@lru_cache(maxsize=64)
def _vocabulary(
    lang: str, ordinals: bool, extra: tuple[tuple[str, int], ...]
) -> tuple[dict[str, int], frozenset[str]]:
    """The number words read in ``lang`` with their values, and the same words as one set
    (built once: a text's search hashes it once, not hundreds of words)."""
    words = _words(lang, ordinals)
    if extra:
        words = {**words, **{word.lower(): value for word, value in extra if value not in UNREAD}}
    return words, frozenset(words)


def word_number_list(
    text: str,
    lang: str,
    extra: tuple[tuple[str, int], ...] = (),
    *,
    ordinals: bool = True,
    spaced: bool = True,
) -> tuple[tuple[str, int, str], ...]:
    """Every number ``text`` (prose: roles and literals already masked) writes in words, in order.

    Each as (number, offset, word).  ``extra`` adds a locale's own number words
    (its glossary's ``number-words``: inflections CLDR does not give, such as
    Hindi चारों, all four).  ``ordinals=False`` reads cardinals only.
    ``spaced=False`` (a language written without spaces between words, as its
    glossary's ``word-boundaries = false`` says) asks only that a number word
    end a word: ICU's dictionary joins some to the word before.

    >>> word_number_list("छह-छह पत्तों की तीन पाइलें", "hi")
    (('6', 0, 'छह'), ('6', 3, 'छह'), ('3', 16, 'तीन'))
    """
    return _word_number_list(text, lang, extra, ordinals, spaced)


@lru_cache(maxsize=1 << 14)
def _word_number_list(
    text: str, lang: str, extra: tuple[tuple[str, int], ...], ordinals: bool, spaced: bool
) -> tuple[tuple[str, int, str], ...]:
    """:func:`word_number_list`, kept under its arguments in one order (however it was called)."""
    words, vocabulary = _vocabulary(lang, ordinals, extra)
    if not words:
        return ()
    lowered = text.lower() if len(text.lower()) == len(text) else text
    found = []
    for start, end in spans(text, vocabulary, lang, ending=not spaced):
        value = words.get(lowered[start:end])
        if value is not None:
            found.append((str(value), start, text[start:end]))
    return tuple(found)


def word_numbers(
    text: str,
    lang: str,
    extra: tuple[tuple[str, int], ...] = (),
    *,
    ordinals: bool = True,
    spaced: bool = True,
) -> dict[str, tuple[int, str]]:
    """Each number ``text`` writes in words, with where it is first written and the word
    (see :func:`word_number_list`)."""
    found: dict[str, tuple[int, str]] = {}
    for number, start, word in word_number_list(
        text, lang, extra, ordinals=ordinals, spaced=spaced
    ):
        found.setdefault(number, (start, word))
    return found
