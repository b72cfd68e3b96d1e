"""Numbers written out in words, in any locale, from CLDR's rule-based spellout (ICU).

The site writes some game numbers as words ("three redeals"); the checks read
number words back in every language ("चार रीडील" says 4).  Both come from one
place, ICU's CLDR spellout rules through ``icu4py``: no hand-written number
words, and every locale ICU knows works the same way.

>>> spell(3, "hi"), spell(3, "th"), spell(3, "fr"), spell(13, "en")
('तीन', 'สาม', 'trois', 'thirteen')
>>> spell(2, "ar"), spell(12, "ar")  # اثنان, not CLDR's إثنان
('اثنان', 'اثنا عشر')
>>> spell(13, "th")  # ICU marks the word parts with U+200B; the site segments Thai itself
'สิบสาม'
>>> number_words("hi")["चार"]
4
>>> spell(3, "xx")
Traceback (most recent call last):
...
generator.spellout.SpelloutError: no spellout rules for locale 'xx' in ICU (CLDR): numbers cannot be written in words
"""

from __future__ import annotations

from functools import cache

from icu4py.locale import Locale
from icu4py.messageformat import MessageFormat

#: The largest number the checks read back from words: every game number (104 cards, 13 ranks...)
#: is below it; larger numbers (deal numbers) are always written in digits.
LARGEST_WORD_NUMBER = 200

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u2060\u00ad"))

#: Spellings CLDR's rules get wrong, corrected after ICU: Arabic two (اثنان, اثنا عشر) starts
#: with a hamzat wasl, written without the hamza CLDR gives it (إثنان).
_ORTHOGRAPHY: dict[str, tuple[tuple[str, str], ...]] = {
    "ar": (("\u0625\u062b\u0646", "\u0627\u062b\u0646"),)
}


class SpelloutError(ValueError):
    """A locale ICU has no spellout rules for: its numbers cannot be written in words."""


_PATTERNS = {"cardinal": "{n, spellout}", "ordinal": "{n, spellout,%spellout-ordinal}"}
"""ICU message patterns: CLDR's default (cardinal) spellout rules, and its ordinal rules."""


@cache
def _format(lang: str, kind: str = "cardinal") -> MessageFormat:
    format_ = MessageFormat(_PATTERNS[kind], Locale(lang))
    if lang.split("_")[0].split("-")[0] != "en":
        # ICU falls back to its root rules (English words) for a locale it does not know:
        # that would be English in a page of another language, so it is refused.
        english = MessageFormat(_PATTERNS[kind], Locale("en"))
        if all(format_.format({"n": n}) == english.format({"n": n}) for n in (1, 2, 3, 7)):
            raise SpelloutError(
                f"no spellout rules for locale {lang!r} in ICU (CLDR): numbers cannot be written in words"
            )
    return format_


def spell(number: int, lang: str, kind: str = "cardinal") -> str:
    """``number`` in words, as CLDR writes the cardinal (or, ``kind="ordinal"``, the ordinal)
    in ``lang`` (invisible break marks removed).

    >>> spell(4, "en", "ordinal"), spell(21, "en", "ordinal")
    ('fourth', 'twenty-first')
    """
    if number < 0:
        raise ValueError(f"{number}: only numbers of 0 or more are written in words")
    words = _format(lang, kind).format({"n": number}).translate(_INVISIBLE)
    for wrong, right in _ORTHOGRAPHY.get(lang.split("_")[0], ()):
        words = words.replace(wrong, right)
    return words


@cache
def number_words(
    lang: str, largest: int = LARGEST_WORD_NUMBER, kind: str = "cardinal"
) -> dict[str, int]:
    """Every cardinal (or ordinal) from 0 to ``largest`` written in words in ``lang``, word → value.

    Lower-cased; where two numbers share a spelling the smaller wins.

    >>> number_words("en", kind="ordinal")["third"]
    3
    """
    words: dict[str, int] = {}
    for number in range(largest + 1):
        words.setdefault(spell(number, lang, kind).lower(), number)
    return words


def supported(lang: str) -> bool:
    """Whether ICU can write ``lang``'s numbers in words.

    >>> supported("ta"), supported("xx")
    (True, False)
    """
    try:
        _format(lang)
    except SpelloutError:
        return False
    return True
