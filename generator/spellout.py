"""Numbers written out in words, in any locale, from CLDR's rule-based spellout (ICU).

The site writes some game numbers as words ("three redeals"); the checks read
number words back in every language ("चार रीडील" says 4).  Both come from one
place, ICU's CLDR spellout rules through ``icu4py``: no hand-written number
words, and every locale ICU knows works the same way.

>>> spell(3, "hi"), spell(3, "th"), spell(3, "fr"), spell(13, "en")
('तीन', 'สาม', 'trois', 'thirteen')
>>> spell(2, "ar"), spell(12, "ar")  # اثنان, not CLDR's إثنان
('اثنان', 'اثنا عشر')
>>> spell(100, "ar"), spell(200, "ar")  # the modern spelling, not CLDR's مائة
('مئة', 'مئتان')
>>> spell(25, "ta"), spell(1000, "ta"), spell(25, "ta", "ordinal")  # one word, as Tamil joins them
('இருபத்தைந்து', 'ஆயிரம்', 'இருபத்தைந்தாவது')
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
#: with a hamzat wasl, written without the hamza CLDR gives it (إثنان); a hundred is the modern
#: مئة, مئتان, as the Arabic language academies and most publishers now write it, not CLDR's
#: older مائة with its silent alif.
_ORTHOGRAPHY: dict[str, tuple[tuple[str, str], ...]] = {
    "ar": (("\u0625\u062b\u0646", "\u0627\u062b\u0646"), ("\u0645\u0627\u0626", "\u0645\u0626")),
}

#: Older spellings a page may still write, read back as the same numbers (:func:`number_words`):
#: Arabic مائة, مائتان.
_READ_ALSO: dict[str, tuple[tuple[str, str], ...]] = {
    "ar": (("\u0645\u0626", "\u0645\u0627\u0626"),)
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


_TAMIL_BELOW_20 = (
    "பூஜ்யம்", "ஒன்று", "இரண்டு", "மூன்று", "நான்கு", "ஐந்து", "ஆறு", "ஏழு", "எட்டு", "ஒன்பது",
    "பத்து", "பதினொன்று", "பன்னிரண்டு", "பதின்மூன்று", "பதினான்கு", "பதினைந்து", "பதினாறு",
    "பதினேழு", "பதினெட்டு", "பத்தொன்பது",
)  # fmt: skip
#: Each ten (20-90) alone, and the form that joins the units after it (இருபத்து-).
_TAMIL_TENS = {
    2: ("இருபது", "இருபத்து"),
    3: ("முப்பது", "முப்பத்து"),
    4: ("நாற்பது", "நாற்பத்து"),
    5: ("ஐம்பது", "ஐம்பத்து"),
    6: ("அறுபது", "அறுபத்து"),
    7: ("எழுபது", "எழுபத்து"),
    8: ("எண்பது", "எண்பத்து"),
    9: ("தொண்ணூறு", "தொண்ணூற்று"),
}
#: Each hundred (100-900) alone, and its joining form (நூற்று-).
_TAMIL_HUNDREDS = {
    1: ("நூறு", "நூற்று"),
    2: ("இருநூறு", "இருநூற்று"),
    3: ("முந்நூறு", "முந்நூற்று"),
    4: ("நானூறு", "நானூற்று"),
    5: ("ஐநூறு", "ஐநூற்று"),
    6: ("அறுநூறு", "அறுநூற்று"),
    7: ("எழுநூறு", "எழுநூற்று"),
    8: ("எண்ணூறு", "எண்ணூற்று"),
    9: ("தொள்ளாயிரம்", "தொள்ளாயிரத்து"),
}
#: Each thousand (1000-10000) alone; its joining form ends -த்து for -ம் (ஆயிரத்து-).
_TAMIL_THOUSANDS = (
    "ஆயிரம்", "இரண்டாயிரம்", "மூவாயிரம்", "நான்காயிரம்", "ஐயாயிரம்", "ஆறாயிரம்", "ஏழாயிரம்",
    "எட்டாயிரம்", "ஒன்பதாயிரம்", "பத்தாயிரம்",
)  # fmt: skip
_TAMIL_LARGEST = 11 * 1000 - 1
"""The largest number :func:`_tamil` writes; CLDR's words beyond (no site number is so large)."""

_TAMIL_VOWEL_SIGNS = {
    "அ": "", "ஆ": "ா", "இ": "ி", "ஈ": "ீ", "உ": "ு", "ஊ": "ூ",
    "எ": "ெ", "ஏ": "ே", "ஐ": "ை", "ஒ": "ொ", "ஓ": "ோ", "ஔ": "ௌ",
}  # fmt: skip
_TAMIL_HARD = frozenset("கசதப")


def _tamil_join(head: str, tail: str) -> str:
    """A joining form ending in -u (இருபத்து, நூற்று) and the number after it, as one word:
    the -u gives way to a vowel (இருபத்தைந்து, நூற்றொன்று), a hard consonant doubles
    (நூற்றுப்பத்து), any other consonant follows (இருபத்துமூன்று, நூற்றுநான்கு)."""
    first = tail[0]
    if first in _TAMIL_VOWEL_SIGNS:
        return head[:-1] + _TAMIL_VOWEL_SIGNS[first] + tail[1:]
    if first in _TAMIL_HARD:
        return head + first + "\u0bcd" + tail
    return head + tail


def _tamil(number: int) -> str:
    """``number`` (0 to :data:`_TAMIL_LARGEST`) in Tamil words, one word as Tamil writes it.

    CLDR puts the parts side by side (இருபது ஐந்து, ஒன்று ஆயிரம்); Tamil joins a ten, hundred
    or thousand to what follows in its joining form, with the sandhi of :func:`_tamil_join`.
    """
    if number < 20:
        return _TAMIL_BELOW_20[number]
    if number < 100:
        alone, joining = _TAMIL_TENS[number // 10]
        return _tamil_join(joining, _tamil(number % 10)) if number % 10 else alone
    if number < 1000:
        alone, joining = _TAMIL_HUNDREDS[number // 100]
        return _tamil_join(joining, _tamil(number % 100)) if number % 100 else alone
    alone = _TAMIL_THOUSANDS[number // 1000 - 1]
    if not number % 1000:
        return alone
    return _tamil_join(alone[:-2] + "த்து", _tamil(number % 1000))


def _tamil_ordinal(cardinal: str) -> str:
    """The ordinal of a Tamil cardinal (above one): -ஆவது in place of its final -u or -m
    (இருபத்தைந்தாவது, ஆயிரமாவது).  ICU writes one above 20 as digits with the ending's
    vowel sign left hanging (25ாவது)."""
    return cardinal[:-1] + "ாவது"


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
    if language == "ta" and kind == "ordinal" and number > 1:  # one's is ICU's முதலாவது
        return _tamil_ordinal(spell(number, lang))
    if language == "ta" and kind == "cardinal" and number <= _TAMIL_LARGEST:
        return _tamil(number)
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
    older = _READ_ALSO.get(lang.split("_")[0], ())
    for number in range(largest + 1):
        for gender in genders:
            word = spell(number, lang, kind, gender=gender).lower()
            words.setdefault(word, number)
            for modern, old in older:
                words.setdefault(word.replace(modern, old), number)
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
