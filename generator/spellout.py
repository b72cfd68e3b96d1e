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
>>> spell(1, "fr", gender="feminine"), spell(21, "es", gender="feminine"), spell(21, "es", gender="masculine")
('une', 'veintiuna', 'veintiún')
>>> spell(3, "ar", gender="feminine"), spell(3, "ar", gender="masculine"), spell(2, "ar", gender="feminine")
('ثلاث', 'ثلاثة', 'اثنتان')
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


GENDERS = ("none", "masculine", "feminine", "neuter", "common")
"""The grammatical genders a counted noun may have, as a translator names them in the
generator's catalog (msgctxt ``grammatical gender``): a number written in words agrees with
its noun through CLDR's ``%spellout-cardinal-<gender>`` rules ("une carte", "un paquet",
"una baraja", "واحدة"); ``none`` takes the locale's plain cardinal rules, for a language
whose numbers do not change (Thai, Tamil, English) or a word that counts nothing."""

_PATTERNS = {"cardinal": "{n, spellout}", "ordinal": "{n, spellout,%spellout-ordinal}"}
"""ICU message patterns: CLDR's default (cardinal) spellout rules, and its ordinal rules."""


def _pattern(kind: str, gender: str) -> str:
    if gender not in GENDERS:
        raise ValueError(f"unknown gender {gender!r}: write one of {', '.join(GENDERS)}")
    if gender == "none" or kind != "cardinal":
        return _PATTERNS[kind]
    # ICU falls back to the plain cardinal rules for a locale without this gender's set.
    return "{n, spellout,%spellout-cardinal-" + gender + "}"


#: Arabic numbers that count a feminine noun, where CLDR's rules fall short: its feminine set
#: changes one and two only, so it writes ثلاثة for three redeals.  Three to ten take the
#: gender opposite to their noun's (ثلاث إعادات, ثلاثة أعمدة), and so do the units of 13-19,
#: whose ten agrees (ثلاث عشرة ورقة; masculine ثلاثة عشر عمودًا); one before a ten is إحدى
#: (إحدى وعشرون ورقة).  Word by word, on CLDR's masculine words.
_ARABIC_FEMININE = {
    "واحد": "واحدة",
    "اثنان": "اثنتان",
    "اثنا": "اثنتا",
    "ثلاثة": "ثلاث",
    "أربعة": "أربع",
    "خمسة": "خمس",
    "ستة": "ست",
    "سبعة": "سبع",
    "ثمانية": "ثماني",
    "تسعة": "تسع",
    "عشرة": "عشر",
    "عشر": "عشرة",
}

_ARABIC_STEMS = frozenset({*_ARABIC_FEMININE, "إحدى"})


def _arabic(words: str, gender: str) -> str:
    """CLDR's Arabic words, corrected: masculine eleven is أحد عشر (CLDR writes the feminine
    إحدى), and a feminine noun's numbers as :data:`_ARABIC_FEMININE` says."""
    tokens = words.split(" ")
    out = []
    for index, token in enumerate(tokens):
        joined = token.startswith("و") and token[1:] in _ARABIC_STEMS
        prefix, stem = ("و", token[1:]) if joined else ("", token)
        teen = index + 1 < len(tokens) and tokens[index + 1] == "عشر"
        if stem == "إحدى" and teen and gender != "feminine":
            stem = "أحد"
        elif gender == "feminine":
            before_ten = (
                index + 1 < len(tokens)
                and tokens[index + 1].startswith("و")
                and tokens[index + 1][1:].endswith("ون")
            )
            stem = "إحدى" if stem == "واحد" and before_ten else _ARABIC_FEMININE.get(stem, stem)
        out.append(prefix + stem)
    return " ".join(out)


@cache
def _format(lang: str, kind: str = "cardinal", gender: str = "none") -> MessageFormat:
    format_ = MessageFormat(_pattern(kind, gender), Locale(lang))
    if lang.split("_")[0].split("-")[0] != "en":
        # ICU falls back to its root rules (English words) for a locale it does not know:
        # that would be English in a page of another language, so it is refused.
        english = MessageFormat(_PATTERNS[kind], Locale("en"))
        if all(format_.format({"n": n}) == english.format({"n": n}) for n in (1, 2, 3, 7)):
            raise SpelloutError(
                f"no spellout rules for locale {lang!r} in ICU (CLDR): numbers cannot be written in words"
            )
    return format_


def spell(number: int, lang: str, kind: str = "cardinal", *, gender: str = "none") -> str:
    """``number`` in words, as CLDR writes the cardinal (or, ``kind="ordinal"``, the ordinal)
    in ``lang`` (invisible break marks removed); a cardinal agrees with a noun of ``gender``
    (one of :data:`GENDERS`).

    >>> spell(4, "en", "ordinal"), spell(21, "en", "ordinal")
    ('fourth', 'twenty-first')
    """
    if number < 0:
        raise ValueError(f"{number}: only numbers of 0 or more are written in words")
    language = lang.split("_")[0]
    if language == "ar" and kind == "cardinal":
        # Corrected word by word from the masculine words (see _arabic).
        words = _format(lang, kind, "masculine").format({"n": number}).translate(_INVISIBLE)
    else:
        words = _format(lang, kind, gender).format({"n": number}).translate(_INVISIBLE)
    for wrong, right in _ORTHOGRAPHY.get(language, ()):
        words = words.replace(wrong, right)
    if language == "ar" and kind == "cardinal":
        words = _arabic(words, gender)
    return words


_TAMIL_VOWELS = frozenset(chr(code) for code in range(0x0B85, 0x0B95))
"""Tamil's independent vowels, அ to ஔ: a word starting with one takes ஓர், not ஒரு."""


def before_noun(words: str, lang: str, noun: str) -> str:
    """A cardinal of :func:`spell` as it stands before the noun it counts, ``noun`` being the
    text that follows it.  Tamil counts with the adjectival one: ஒரு சீட்டு ("one card"), ஓர்
    before a vowel (ஓர் ஆட்டம்), பதினொரு for eleven, where the number alone is ஒன்று,
    பதினொன்று; other languages' words are the same before a noun.

    >>> before_noun("ஒன்று", "ta", "சீட்டு"), before_noun("ஒன்று", "ta", "ஆட்டம்")
    ('ஒரு', 'ஓர்')
    >>> before_noun("பதினொன்று", "ta", "சீட்டுகள்"), before_noun("une", "fr", "carte")
    ('பதினொரு', 'une')
    """
    if lang.split("_")[0] != "ta":
        return words
    head, _, last = words.rpartition(" ")
    if last == "ஒன்று":
        last = "ஓர்" if noun.lstrip()[:1] in _TAMIL_VOWELS else "ஒரு"
    elif last.endswith("ொன்று"):
        last = last[: -len("ொன்று")] + "ொரு"
    return f"{head} {last}" if head else last


@cache
def number_words(
    lang: str, largest: int = LARGEST_WORD_NUMBER, kind: str = "cardinal"
) -> dict[str, int]:
    """Every cardinal (or ordinal) from 0 to ``largest`` written in words in ``lang``, word → value.

    Lower-cased; where two numbers share a spelling the smaller wins.  Every gender's
    cardinals are read (French une, Arabic ثلاث as well as ثلاثة).

    >>> number_words("en", kind="ordinal")["third"]
    3
    >>> number_words("ar")["ثلاث"], number_words("fr")["une"]
    (3, 1)
    """
    words: dict[str, int] = {}
    genders = GENDERS if kind == "cardinal" else ("none",)
    for number in range(largest + 1):
        for gender in genders:
            words.setdefault(spell(number, lang, kind, gender=gender).lower(), number)
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
