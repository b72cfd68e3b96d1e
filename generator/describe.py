"""Words for readers: the one place where the generator writes text.

A :class:`Describer` speaks one locale, from the generator's own catalog
(:mod:`generator.i18n`): card names with the language's grammar, per-pile
descriptions that a screen reader speaks well, the image's alternative text,
the narration of moves and redeals, the app's refusal messages, and the short
labels drawn under the piles.  The engine speaks in enums and numbers only;
every phrase here goes through the catalog, so a missing phrase is an error
(:class:`~generator.i18n.MissingPhraseError`), never English on a Thai page.

>>> from generator.cards import Card
>>> Describer("en").card_name(Card.parse("J♦"))
'jack of diamonds'
>>> Describer("fr").card_name(Card.parse("J♦")), Describer("th").card_name(Card.parse("J♦"))
('valet de carreau', 'แจ็คข้าวหลามตัด')
>>> Describer("hi").card_name(Card.parse("J♦"))
'ईंट का गुलाम'

Grammar lives in the catalogs, not in code.  A name the describer puts into a
phrase comes in the form that phrase needs, written by the translator, as
Fluent's terms carry variants by case: each form is a catalog message of its
own, its ``msgctxt`` naming the form and its translator comment giving an
English example.  A card is one phrase per rank and form, the suit a
placeholder: ``card`` (alone, in a list or on top of a pile), ``card, moved``
(the subject of a narration), ``card, first of a run`` and ``card, last of a
run`` (the two ends of a FreeCell run, "the nine of clubs down to the seven of
hearts").  Where a name's form depends on its neighbours, the translator gets
the whole phrase: the card a move ends on, with its pile (Hindi « पाइल 14 की
पान की बेगम पर », the pile agreeing with the card), one phrase per rank; a
foundation after "from" or "onto" (Tamil « …அடித்தளத்திலிருந்து »,
« …அடித்தளத்துக்கு »), one phrase per foundation.  A count is never pasted
into a line: a line that counts is one plural phrase holding the number with
its noun, in the CLDR category of that number (the catalog's ``Plural-Forms``,
Arabic's six), and zero has a phrase of its own where a language says "no free
cell" rather than "0 free cells".  Numbers are formatted by Babel in Latin
digits in every locale, as the seed pages and the card faces write them.

The short symbol form of a card is the same in every locale, ``A♠ 10♥ J♦ Q♣
K♠``: the indices printed on the app's card faces and used by the notation.
It is deliberately not translatable, so that no page can write the French
``R♠``/``V♦`` that the old Hindi and Thai pages mixed in.
"""

from __future__ import annotations

import enum
import re
from pathlib import Path
from typing import Any, Protocol

from babel import Locale
from babel.numbers import format_decimal

from generator.cards import Card, Rank, Suit
from generator.crescent import engine as crescent
from generator.crescent.engine import FOUNDATIONS, Direction, Foundation
from generator.freecell import engine as freecell
from generator.freecell.engine import Cell, Column, FoundationPlace
from generator.i18n import available_locales, load
from generator.spellout import before_noun, spell

NUMBERING_SYSTEM = "latn"
"""Digits for every locale: the pages and the card faces use 0-9 (not Devanagari or Thai digits)."""

# -- lists -----------------------------------------------------------------------------
NUMBER_LIST_STYLE = "unit-short"
"""The CLDR list style of a plain sequence of numbers (FC-1's "7, 7, 7, 7, 6, 6, 6, 6"): the
list of short quantities ("3 ft, 7 in").  It gives commas alone in en and hi (as RULES.md and
the Hindi seed page write the sequence), "… 6 et 6" in fr and "… 6 และ 6" in th; the standard
'and' list would give "6, and 6" in en and "7 7 7 7 6 6 6 และ6" in th."""

_LIST_STYLE_FALLBACKS = {
    "standard-short": ("standard",),
    "standard-narrow": ("standard-short", "standard"),
    "or-short": ("or",),
    "or-narrow": ("or-short", "or"),
    "unit": ("unit-short", "standard"),
    "unit-short": ("standard",),
    "unit-narrow": ("unit-short", "unit", "standard"),
}
"""CLDR's root aliases between list styles (the same chain as Babel's ``format_list``)."""

_THAI = re.compile(r"[\u0e01-\u0e4e]")
_THAI_ITEM_SEPARATOR = "{0}, {1}"
"""Thai separates list items with a space only, and a space is also inside items such as a
card "4 โพแดง" or between numbers: "คิงโพดำ 2 ข้าวหลามตัด" or "7 7 7 7" no longer shows where an
item ends.  Such lists take a comma between items, as CLDR's own Thai 'or' list does ("4, 2
หรือ 1") and as the site's Thai pages write "เอซ, 2, 3"."""


_THAI_BESIDE_DIGIT = re.compile(
    r"(?<=[\u0e01-\u0e4e])(?=[0-9A-Za-z])|(?<=[0-9A-Za-z])(?=[\u0e01-\u0e2e\u0e40-\u0e44])"
)


def thai_spacing(text: str) -> str:
    """``text`` with a space wherever a Thai word touches a number or a Latin letter.

    Thai typography sets numbers and foreign words off with spaces ("ใบบนสุดคือ 2 โพดำ"),
    and a card name pasted into a phrase may start with a digit ("2 โพดำ") or a Thai word
    ("เอซโพดำ"): the translator writes the phrase once ("ใบบนสุดคือ%(card)s") and the space
    comes where the name needs it.

    >>> thai_spacing("ใบบนสุดคือ2 โพดำ"), thai_spacing("ใบบนสุดคือเอซโพดำ")
    ('ใบบนสุดคือ 2 โพดำ', 'ใบบนสุดคือเอซโพดำ')
    """
    return _THAI_BESIDE_DIGIT.sub(" ", text)


def _list_patterns(locale: Locale, style: str) -> dict[str, str]:
    """The four patterns (start, middle, end, 2) of a list style, each inherited on its own.

    Babel's ``format_list`` takes the first style of the fallback chain that the locale has at
    all, but CLDR stores a locale's style only where it differs (Thai 'unit-short' has just
    'end' and '2'; Hindi 'standard-short' just 'end'), so Babel raises KeyError for them.
    CLDR inherits each pattern separately: the same chain, part by part.
    """
    chain = (style, *_LIST_STYLE_FALLBACKS.get(style, ()))
    found = [locale.list_patterns[name] for name in chain if name in locale.list_patterns]
    if not found:
        raise ValueError(f"no list style {style!r} for {locale}")
    patterns = {}
    for part in ("start", "middle", "end", "2"):
        pattern = next((p[part] for p in found if part in p), None)
        if pattern is not None:
            patterns[part] = pattern
    return patterns


def _join(pattern: str, first: str, second: str, thai: bool) -> str:
    """``pattern`` ("{0} และ{1}") filled; in Thai with a space between a Thai word of the
    pattern and a number or Latin text of an item (Thai typography puts a space before and
    after numbers and foreign words: "และ 4 โพแดง", not "และ4 โพแดง")."""
    head, rest = pattern.split("{0}", 1)
    middle, tail = rest.split("{1}", 1)
    if thai:
        if middle and _THAI.match(middle[-1]) and second and not _THAI.match(second[0]):
            middle += " "
        if middle and _THAI.match(middle[0]) and first and not _THAI.match(first[-1]):
            middle = " " + middle
    return head + first + middle + second + tail


def format_list_in(items: list[str], style: str, locale: Locale) -> str:
    """``items`` as ``locale`` writes a list of ``style``, from CLDR's patterns (via Babel),
    with the one Thai rule of :data:`_THAI_ITEM_SEPARATOR` and the spacing of :func:`_join`.

    >>> format_list_in(["7", "7", "6", "6"], "standard", Locale.parse("th"))
    '7, 7, 6 และ 6'
    >>> format_list_in(["A", "B"], "standard", Locale.parse("th"))
    'A และ B'
    """
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    patterns = _list_patterns(locale, style)
    thai = locale.language == "th"
    if thai and any(" " in item or not _THAI.search(item) for item in items):
        patterns = {**patterns, "start": _THAI_ITEM_SEPARATOR, "middle": _THAI_ITEM_SEPARATOR}
    if len(items) == 2 and "2" in patterns:
        return _join(patterns["2"], items[0], items[1], thai)
    result = _join(patterns["start"], items[0], items[1], thai)
    for item in items[2:-1]:
        result = _join(patterns["middle"], result, item, thai)
    return _join(patterns["end"], result, items[-1], thai)


def C_(context: str, message: str) -> tuple[str, str]:
    """Mark a phrase with its context for extraction; it is translated when used."""
    return context, message


def NC_(context: str, singular: str, plural: str) -> tuple[str, str, str]:
    """Mark a phrase with plural forms and its context for extraction."""
    return context, singular, plural


class Unit(enum.Enum):
    """Things a page counts, for :meth:`Describer.quantity` ("3 redeals", "16 piles") and
    :meth:`Describer.counted` (the page roles' counts: "1 empty column", "three redeals").

    A page names a unit by its English plural, hyphenated (:attr:`noun`): ``empty-columns``.
    """

    CARD = "card"
    PILE = "pile"
    COLUMN = "column"
    FOUNDATION = "foundation"
    REDEAL = "redeal"
    MOVE = "move"
    DECK = "deck"
    EMPTY_COLUMN = "empty column"
    EMPTY_CELL = "empty cell"
    FREE_CELL = "free cell"
    SECOND = "second"
    DEAL = "deal"
    COPY = "copy"
    ACTION = "action"
    ALL_CARDS = "all cards"
    ONTO_FOUNDATIONS = "onto the foundations"

    @property
    def in_words(self) -> bool:
        """Whether a count of the unit may be written in words: a noun's count may ("three
        redeals"), not a phrase that carries its article or preposition ("all 104 cards",
        "onto the 8 foundations"), whose words would be put differently in each language
        (Arabic الأوراق الأربع كلها).

        >>> Unit.REDEAL.in_words, Unit.ALL_CARDS.in_words
        (True, False)
        """
        return self in _GENDER

    @property
    def has_oblique(self) -> bool:
        """Whether a page may ask for the unit's count after a preposition (``:oblique``):
        a noun's count may, not a phrase that carries its own case ("onto the 8 foundations").

        >>> Unit.FREE_CELL.has_oblique, Unit.ONTO_FOUNDATIONS.has_oblique
        (True, False)
        """
        return self in _OBLIQUE

    @property
    def noun(self) -> str:
        """The word a page role names the unit by: its English plural, hyphenated.

        >>> Unit.EMPTY_COLUMN.noun, Unit.COPY.noun
        ('empty-columns', 'copies')
        """
        plural = _QUANTITIES[self][2]
        return plural.replace("%(n)s ", "").replace(" ", "-")

    @classmethod
    def named(cls, noun: str) -> Unit:
        """The unit a page role names (:attr:`noun`), or ValueError listing them."""
        for unit in cls:
            if unit.noun == noun:
                return unit
        raise ValueError(
            f"no counted noun {noun!r}: use one of {', '.join(unit.noun for unit in cls)}"
        )


_QUANTITIES = {
    # TRANSLATORS: a count of things; %(n)s is the number, already formatted (digits, or words as in "three redeals"). Arabic: the forms for one and two may leave %(n)s out ("ورقة واحدة", "ورقتان").
    Unit.CARD: NC_("quantity", "%(n)s card", "%(n)s cards"),
    Unit.PILE: NC_("quantity", "%(n)s pile", "%(n)s piles"),
    Unit.COLUMN: NC_("quantity", "%(n)s column", "%(n)s columns"),
    Unit.FOUNDATION: NC_("quantity", "%(n)s foundation", "%(n)s foundations"),
    Unit.REDEAL: NC_("quantity", "%(n)s redeal", "%(n)s redeals"),
    Unit.MOVE: NC_("quantity", "%(n)s move", "%(n)s moves"),
    Unit.DECK: NC_("quantity", "%(n)s deck", "%(n)s decks"),
    # TRANSLATORS: a count in the rules pages: "with 1 empty column", "3 empty cells let a run of 8 cards move".
    Unit.EMPTY_COLUMN: NC_("quantity", "%(n)s empty column", "%(n)s empty columns"),
    Unit.EMPTY_CELL: NC_("quantity", "%(n)s empty cell", "%(n)s empty cells"),
    # TRANSLATORS: FreeCell's cells, counted as the game has them: "4 free cells" (FC-2), "played with 2 free cells". Use the word your pages use for the cells: the glossary's (सेल, เซลล์, கலம்).
    Unit.FREE_CELL: NC_("quantity", "%(n)s free cell", "%(n)s free cells"),
    # TRANSLATORS: the solver's time a deal: "at most 10 seconds of computing time each".
    Unit.SECOND: NC_("quantity", "%(n)s second", "%(n)s seconds"),
    # TRANSLATORS: deals (games dealt from a code) that the solver was given: "200 deals".
    Unit.DEAL: NC_("quantity", "%(n)s deal", "%(n)s deals"),
    # TRANSLATORS: copies of each card in a two-deck game: "every card in two copies" (CR-1).
    Unit.COPY: NC_("quantity", "%(n)s copy", "%(n)s copies"),
    # TRANSLATORS: what FreeCell's undo counts (a move or a card sent to a foundation): "the last 100 actions" (FC-16).
    Unit.ACTION: NC_("quantity", "%(n)s action", "%(n)s actions"),
    # TRANSLATORS: every card of the game, counted, as the subject or the object of a sentence: "move all 104 cards onto the 8 foundations", "the game is won when all 52 cards are on the foundations". Write the whole phrase as your sentences say it (les 104 cartes, ไพ่ทั้ง 104 ใบ, الأوراق الـ 104 كلها); the form for one is never shown.
    Unit.ALL_CARDS: NC_("quantity", "all %(n)s card", "all %(n)s cards"),
    # TRANSLATORS: where the goal moves every card: "move all 104 cards onto the 8 foundations". Write the whole phrase, with the case or postposition your language gives it (8 फ़ाउंडेशनों पर, 8 அடித்தளங்களுக்கு, إلى الأسس الـ 8); the form for one is never shown.
    Unit.ONTO_FOUNDATIONS: NC_(
        "quantity", "onto the %(n)s foundation", "onto the %(n)s foundations"
    ),
}

#: The forms a count takes after a preposition or before a postposition, which a page role asks
#: for with ``:oblique`` after its noun (``free-cells:oblique``): Arabic's dual and Hindi's
#: plural change there ("with 2 free cells": بخليتين حرتين, 2 सेलों के साथ).  The phrases that
#: carry their own article or preposition (all-cards, onto-the-foundations) have none.
_OBLIQUE = {
    # TRANSLATORS: a count after a preposition or before a postposition, where your language changes the noun's form: "with 2 free cells" (Arabic بخليتين حرتين, Hindi 2 सेलों के साथ). The page's translation writes the preposition or postposition; write the count only. Where the form does not change (Thai, French, Spanish), copy the forms of the same count in context "quantity". Tamil: write the forms of context "quantity" too: a Tamil case ending joins the noun (கலங்களுடன்), so the page's sentence takes the count with a word of its own (2 கலங்கள் கொண்ட).
    Unit.CARD: NC_("quantity, oblique", "%(n)s card", "%(n)s cards"),
    Unit.PILE: NC_("quantity, oblique", "%(n)s pile", "%(n)s piles"),
    Unit.COLUMN: NC_("quantity, oblique", "%(n)s column", "%(n)s columns"),
    Unit.FOUNDATION: NC_("quantity, oblique", "%(n)s foundation", "%(n)s foundations"),
    Unit.REDEAL: NC_("quantity, oblique", "%(n)s redeal", "%(n)s redeals"),
    Unit.MOVE: NC_("quantity, oblique", "%(n)s move", "%(n)s moves"),
    Unit.DECK: NC_("quantity, oblique", "%(n)s deck", "%(n)s decks"),
    Unit.EMPTY_COLUMN: NC_("quantity, oblique", "%(n)s empty column", "%(n)s empty columns"),
    Unit.EMPTY_CELL: NC_("quantity, oblique", "%(n)s empty cell", "%(n)s empty cells"),
    Unit.FREE_CELL: NC_("quantity, oblique", "%(n)s free cell", "%(n)s free cells"),
    Unit.SECOND: NC_("quantity, oblique", "%(n)s second", "%(n)s seconds"),
    Unit.DEAL: NC_("quantity, oblique", "%(n)s deal", "%(n)s deals"),
    Unit.COPY: NC_("quantity, oblique", "%(n)s copy", "%(n)s copies"),
    Unit.ACTION: NC_("quantity, oblique", "%(n)s action", "%(n)s actions"),
}

#: The forms a page role may ask of a counted noun (``free-cells:oblique``): "direct" is the
#: count as subject or on its own, "oblique" the count a preposition or postposition governs
#: (:data:`_OBLIQUE`).
CASES = ("direct", "oblique")

#: Languages where a count of zero takes the plural though CLDR puts 0 in the class of 1
#: (Hindi: «0 पत्ते», not «0 पत्ता»; French keeps "0 carte", as CLDR says).
_ZERO_IN_PLURAL = frozenset({"hi"})

#: Arabic number words after a preposition: the dual's and the tens' ending is -ين there
#: («باثنتي عشرة خلية», «بعشرين خلية»); the other words do not change in writing.
_ARABIC_OBLIQUE_WORDS = {
    "اثنان": "اثنين",
    "اثنتان": "اثنتين",
    "اثنا": "اثني",
    "اثنتا": "اثنتي",
    **{
        tens + "ون": tens + "ين"
        for tens in ("عشر", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثمان", "تسع")
    },
}


def _arabic_oblique(word: str) -> str:
    """An Arabic number word as a preposition governs it (:data:`_ARABIC_OBLIQUE_WORDS`),
    with the "و" that joins it to the word before, if any.

    >>> _arabic_oblique("اثنتا"), _arabic_oblique("وعشرون"), _arabic_oblique("ثلاث")
    ('اثنتي', 'وعشرين', 'ثلاث')
    """
    joined = "و" if word.startswith("و") and word[1:] in _ARABIC_OBLIQUE_WORDS else ""
    return joined + _ARABIC_OBLIQUE_WORDS.get(word[len(joined) :], word[len(joined) :])


#: Zero as the language says it ("no empty column"); onto-the-foundations, which only the
#: goal says, of foundations a game always has, has no zero phrase.
_NO_QUANTITY = {
    # TRANSLATORS: a count of zero in the rules pages, said as your language says it ("with 1 empty cell and no empty column"), in place of "0 empty columns".
    Unit.CARD: C_("quantity, zero", "no card"),
    Unit.PILE: C_("quantity, zero", "no pile"),
    Unit.COLUMN: C_("quantity, zero", "no column"),
    Unit.FOUNDATION: C_("quantity, zero", "no foundation"),
    Unit.REDEAL: C_("quantity, zero", "no redeal"),
    Unit.MOVE: C_("quantity, zero", "no move"),
    Unit.DECK: C_("quantity, zero", "no deck"),
    Unit.EMPTY_COLUMN: C_("quantity, zero", "no empty column"),
    Unit.EMPTY_CELL: C_("quantity, zero", "no empty cell"),
    Unit.FREE_CELL: C_("quantity, zero", "no free cell"),
    Unit.SECOND: C_("quantity, zero", "no time"),
    Unit.DEAL: C_("quantity, zero", "no deal"),
    Unit.COPY: C_("quantity, zero", "no copy"),
    Unit.ACTION: C_("quantity, zero", "no action"),
    Unit.ALL_CARDS: C_("quantity, zero", "no card"),
}

_GENDER = {
    # TRANSLATORS: the grammatical gender of a counted noun, which a number written in words agrees with ("three redeals": Arabic ثلاث إعادات, "une carte", "un paquet"). Write one word: masculine, feminine, neuter, common, or none where your numbers do not change.
    Unit.CARD: C_("grammatical gender", "card"),
    Unit.PILE: C_("grammatical gender", "pile"),
    Unit.COLUMN: C_("grammatical gender", "column"),
    Unit.FOUNDATION: C_("grammatical gender", "foundation"),
    Unit.REDEAL: C_("grammatical gender", "redeal"),
    Unit.MOVE: C_("grammatical gender", "move"),
    Unit.DECK: C_("grammatical gender", "deck"),
    Unit.EMPTY_COLUMN: C_("grammatical gender", "empty column"),
    Unit.EMPTY_CELL: C_("grammatical gender", "empty cell"),
    Unit.FREE_CELL: C_("grammatical gender", "free cell"),
    Unit.SECOND: C_("grammatical gender", "second"),
    Unit.DEAL: C_("grammatical gender", "deal"),
    Unit.COPY: C_("grammatical gender", "copy"),
    Unit.ACTION: C_("grammatical gender", "action"),
}
_SUIT_IN_CARD = {
    # TRANSLATORS: the suit as it appears inside a card name ("ace of spades": "spades").
    Suit.SPADES: C_("suit, in a card name", "spades"),
    Suit.HEARTS: C_("suit, in a card name", "hearts"),
    Suit.DIAMONDS: C_("suit, in a card name", "diamonds"),
    Suit.CLUBS: C_("suit, in a card name", "clubs"),
}

_SUIT_ALONE = {
    # TRANSLATORS: the suit on its own, as a short label under an empty FreeCell foundation.
    Suit.SPADES: C_("suit", "spades"),
    Suit.HEARTS: C_("suit", "hearts"),
    Suit.DIAMONDS: C_("suit", "diamonds"),
    Suit.CLUBS: C_("suit", "clubs"),
}

_CARD = {
    # TRANSLATORS: a card named on its own, as in "pile 1: 4 cards, jack of diamonds on top" and in lists. %(suit)s is the suit ("suit, in a card name" form).
    Rank.ACE: C_("card", "ace of %(suit)s"),
    Rank.TWO: C_("card", "two of %(suit)s"),
    Rank.THREE: C_("card", "three of %(suit)s"),
    Rank.FOUR: C_("card", "four of %(suit)s"),
    Rank.FIVE: C_("card", "five of %(suit)s"),
    Rank.SIX: C_("card", "six of %(suit)s"),
    Rank.SEVEN: C_("card", "seven of %(suit)s"),
    Rank.EIGHT: C_("card", "eight of %(suit)s"),
    Rank.NINE: C_("card", "nine of %(suit)s"),
    Rank.TEN: C_("card", "ten of %(suit)s"),
    Rank.JACK: C_("card", "jack of %(suit)s"),
    Rank.QUEEN: C_("card", "queen of %(suit)s"),
    Rank.KING: C_("card", "king of %(suit)s"),
}

_CARD_MOVED = {
    # TRANSLATORS: form of a card: the card that moves, at the start of a move's narration: “move 10: the ace of spades from pile 10 onto the king of spades on pile 14”. Write it as the subject of that sentence.
    Rank.ACE: C_("card, moved", "the ace of %(suit)s"),
    # TRANSLATORS: “move 10: the two of diamonds from pile 10 onto …”
    Rank.TWO: C_("card, moved", "the two of %(suit)s"),
    # TRANSLATORS: “move 10: the three of clubs from pile 10 onto …”
    Rank.THREE: C_("card, moved", "the three of %(suit)s"),
    # TRANSLATORS: “move 10: the four of hearts from pile 10 onto …”
    Rank.FOUR: C_("card, moved", "the four of %(suit)s"),
    # TRANSLATORS: “move 10: the five of spades from pile 10 onto …”
    Rank.FIVE: C_("card, moved", "the five of %(suit)s"),
    # TRANSLATORS: “move 10: the six of clubs from pile 10 onto …”
    Rank.SIX: C_("card, moved", "the six of %(suit)s"),
    # TRANSLATORS: “move 10: the seven of hearts from pile 10 onto …”
    Rank.SEVEN: C_("card, moved", "the seven of %(suit)s"),
    # TRANSLATORS: “move 10: the eight of diamonds from pile 10 onto …”
    Rank.EIGHT: C_("card, moved", "the eight of %(suit)s"),
    # TRANSLATORS: “move 10: the nine of clubs from pile 10 onto …”
    Rank.NINE: C_("card, moved", "the nine of %(suit)s"),
    # TRANSLATORS: “move 10: the ten of hearts from pile 10 onto …”
    Rank.TEN: C_("card, moved", "the ten of %(suit)s"),
    # TRANSLATORS: “move 10: the jack of diamonds from pile 10 onto …”
    Rank.JACK: C_("card, moved", "the jack of %(suit)s"),
    # TRANSLATORS: “move 10: the queen of hearts from pile 10 onto …”
    Rank.QUEEN: C_("card, moved", "the queen of %(suit)s"),
    # TRANSLATORS: “move 10: the king of spades from pile 10 onto …”
    Rank.KING: C_("card, moved", "the king of %(suit)s"),
}
"""The card that moves, subject of a move's narration."""

_CARD_FIRST_OF_RUN = {
    # TRANSLATORS: form of a card: the first card of a FreeCell run that moves, the one lowest in its column and highest in rank: “move 12: 3 cards, the nine of clubs down to the seven of hearts, from column 4 onto …”. With “card, last of a run” it makes the run phrase; write it as that phrase needs it (Hindi: oblique with से, Tamil: with முதல், Thai: with ตั้งแต่).
    Rank.ACE: C_("card, first of a run", "the ace of %(suit)s"),
    # TRANSLATORS: “3 cards, the two of diamonds down to …”
    Rank.TWO: C_("card, first of a run", "the two of %(suit)s"),
    # TRANSLATORS: “3 cards, the three of clubs down to …”
    Rank.THREE: C_("card, first of a run", "the three of %(suit)s"),
    # TRANSLATORS: “3 cards, the four of hearts down to …”
    Rank.FOUR: C_("card, first of a run", "the four of %(suit)s"),
    # TRANSLATORS: “3 cards, the five of spades down to …”
    Rank.FIVE: C_("card, first of a run", "the five of %(suit)s"),
    # TRANSLATORS: “3 cards, the six of clubs down to …”
    Rank.SIX: C_("card, first of a run", "the six of %(suit)s"),
    # TRANSLATORS: “3 cards, the seven of hearts down to …”
    Rank.SEVEN: C_("card, first of a run", "the seven of %(suit)s"),
    # TRANSLATORS: “3 cards, the eight of diamonds down to …”
    Rank.EIGHT: C_("card, first of a run", "the eight of %(suit)s"),
    # TRANSLATORS: “3 cards, the nine of clubs down to …”
    Rank.NINE: C_("card, first of a run", "the nine of %(suit)s"),
    # TRANSLATORS: “3 cards, the ten of hearts down to …”
    Rank.TEN: C_("card, first of a run", "the ten of %(suit)s"),
    # TRANSLATORS: “3 cards, the jack of diamonds down to …”
    Rank.JACK: C_("card, first of a run", "the jack of %(suit)s"),
    # TRANSLATORS: “3 cards, the queen of hearts down to …”
    Rank.QUEEN: C_("card, first of a run", "the queen of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of spades down to …”
    Rank.KING: C_("card, first of a run", "the king of %(suit)s"),
}
"""The first card of a moving run (the lowest in its column, the highest rank)."""

_CARD_LAST_OF_RUN = {
    # TRANSLATORS: form of a card: the last card of a FreeCell run, the top card of its column and the lowest in rank; the run goes down in rank from the first card to this one: “move 12: 3 cards, the nine of clubs down to the seven of hearts, from column 4 onto …”. Say “down to” as your language says it (Hindi: तक, Tamil: வரை).
    Rank.ACE: C_("card, last of a run", "down to the ace of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the two of diamonds”
    Rank.TWO: C_("card, last of a run", "down to the two of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the three of clubs”
    Rank.THREE: C_("card, last of a run", "down to the three of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the four of hearts”
    Rank.FOUR: C_("card, last of a run", "down to the four of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the five of spades”
    Rank.FIVE: C_("card, last of a run", "down to the five of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the six of clubs”
    Rank.SIX: C_("card, last of a run", "down to the six of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the seven of hearts”
    Rank.SEVEN: C_("card, last of a run", "down to the seven of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the eight of diamonds”
    Rank.EIGHT: C_("card, last of a run", "down to the eight of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the nine of clubs”
    Rank.NINE: C_("card, last of a run", "down to the nine of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the ten of hearts”
    Rank.TEN: C_("card, last of a run", "down to the ten of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the jack of diamonds”
    Rank.JACK: C_("card, last of a run", "down to the jack of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the queen of hearts”
    Rank.QUEEN: C_("card, last of a run", "down to the queen of %(suit)s"),
    # TRANSLATORS: “3 cards, the king of diamonds down to the king of spades”
    Rank.KING: C_("card, last of a run", "down to the king of %(suit)s"),
}
"""The last card of a moving run (the top of its column, the lowest rank)."""

_ONTO_CARD_ON_PILE = {
    # TRANSLATORS: where a move ends: onto the top card of a Crescent pile: “move 10: the ace of spades from pile 10 onto the king of spades on pile 14”. One phrase per rank, so that the card takes the case its postposition needs and the pile agrees with the card (Hindi: «पाइल 14 के हुकुम के बादशाह पर», «पाइल 14 की पान की बेगम पर»; Tamil: genitive before மீது).
    Rank.ACE: C_("move target", "onto the ace of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the two of diamonds on pile 14”
    Rank.TWO: C_("move target", "onto the two of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the three of clubs on pile 14”
    Rank.THREE: C_("move target", "onto the three of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the four of hearts on pile 14”
    Rank.FOUR: C_("move target", "onto the four of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the five of spades on pile 14”
    Rank.FIVE: C_("move target", "onto the five of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the six of clubs on pile 14”
    Rank.SIX: C_("move target", "onto the six of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the seven of hearts on pile 14”
    Rank.SEVEN: C_("move target", "onto the seven of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the eight of diamonds on pile 14”
    Rank.EIGHT: C_("move target", "onto the eight of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the nine of clubs on pile 14”
    Rank.NINE: C_("move target", "onto the nine of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the ten of hearts on pile 14”
    Rank.TEN: C_("move target", "onto the ten of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the jack of diamonds on pile 14”
    Rank.JACK: C_("move target", "onto the jack of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the queen of hearts on pile 14”
    Rank.QUEEN: C_("move target", "onto the queen of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the king of spades on pile 14”
    Rank.KING: C_("move target", "onto the king of %(suit)s on pile %(number)s"),
}
"""Where a move ends on a Crescent pile: the card it goes onto and the pile, one phrase."""

_ONTO_CARD_ON_COLUMN = {
    # TRANSLATORS: where a move ends: onto the top card of a FreeCell column: “move 12: the six of hearts from column 4 onto the seven of clubs on column 7”. One phrase per rank (see the same phrase “on pile”).
    Rank.ACE: C_("move target", "onto the ace of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the two of diamonds on column 7”
    Rank.TWO: C_("move target", "onto the two of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the three of clubs on column 7”
    Rank.THREE: C_("move target", "onto the three of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the four of hearts on column 7”
    Rank.FOUR: C_("move target", "onto the four of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the five of spades on column 7”
    Rank.FIVE: C_("move target", "onto the five of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the six of clubs on column 7”
    Rank.SIX: C_("move target", "onto the six of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the seven of hearts on column 7”
    Rank.SEVEN: C_("move target", "onto the seven of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the eight of diamonds on column 7”
    Rank.EIGHT: C_("move target", "onto the eight of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the nine of clubs on column 7”
    Rank.NINE: C_("move target", "onto the nine of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the ten of hearts on column 7”
    Rank.TEN: C_("move target", "onto the ten of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the jack of diamonds on column 7”
    Rank.JACK: C_("move target", "onto the jack of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the queen of hearts on column 7”
    Rank.QUEEN: C_("move target", "onto the queen of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the king of spades on column 7”
    Rank.KING: C_("move target", "onto the king of %(suit)s on column %(number)s"),
}
"""Where a move ends on a FreeCell column: the card it goes onto and the column, one phrase."""


_UP = {suit: Foundation(Direction.UP, suit) for suit in Suit}
_DOWN = {suit: Foundation(Direction.DOWN, suit) for suit in Suit}

_CRESCENT_FOUNDATION = {
    # TRANSLATORS: a Crescent foundation as the head of its description: "ascending spade foundation: two of spades on top, 2 cards". Ascending foundations are built on the ace, descending ones on the king.
    _UP[Suit.SPADES]: C_("foundation", "ascending spade foundation"),
    _UP[Suit.HEARTS]: C_("foundation", "ascending heart foundation"),
    _UP[Suit.DIAMONDS]: C_("foundation", "ascending diamond foundation"),
    _UP[Suit.CLUBS]: C_("foundation", "ascending club foundation"),
    _DOWN[Suit.SPADES]: C_("foundation", "descending spade foundation"),
    _DOWN[Suit.HEARTS]: C_("foundation", "descending heart foundation"),
    _DOWN[Suit.DIAMONDS]: C_("foundation", "descending diamond foundation"),
    _DOWN[Suit.CLUBS]: C_("foundation", "descending club foundation"),
}

_CRESCENT_FOUNDATION_FROM = {
    # TRANSLATORS: where a move starts: from a Crescent foundation, one phrase per foundation: “move 30: the queen of clubs from the descending club foundation onto …”. Write the foundation in the case “from” needs (Tamil: ablative, «இறங்குவரிசை கிளாவர் அடித்தளத்திலிருந்து»; Hindi: «… फ़ाउंडेशन से»).
    _UP[Suit.SPADES]: C_("move source", "from the ascending spade foundation"),
    _UP[Suit.HEARTS]: C_("move source", "from the ascending heart foundation"),
    _UP[Suit.DIAMONDS]: C_("move source", "from the ascending diamond foundation"),
    _UP[Suit.CLUBS]: C_("move source", "from the ascending club foundation"),
    _DOWN[Suit.SPADES]: C_("move source", "from the descending spade foundation"),
    _DOWN[Suit.HEARTS]: C_("move source", "from the descending heart foundation"),
    _DOWN[Suit.DIAMONDS]: C_("move source", "from the descending diamond foundation"),
    _DOWN[Suit.CLUBS]: C_("move source", "from the descending club foundation"),
}

_CRESCENT_FOUNDATION_ONTO = {
    # TRANSLATORS: where a move ends: onto a Crescent foundation, one phrase per foundation: “move 11: the two of clubs from pile 16 onto the ascending club foundation”. Write the foundation in the case “onto” needs (Tamil: dative, «ஏறுவரிசை கிளாவர் அடித்தளத்துக்கு»; Hindi: «… फ़ाउंडेशन पर»).
    _UP[Suit.SPADES]: C_("move target", "onto the ascending spade foundation"),
    _UP[Suit.HEARTS]: C_("move target", "onto the ascending heart foundation"),
    _UP[Suit.DIAMONDS]: C_("move target", "onto the ascending diamond foundation"),
    _UP[Suit.CLUBS]: C_("move target", "onto the ascending club foundation"),
    _DOWN[Suit.SPADES]: C_("move target", "onto the descending spade foundation"),
    _DOWN[Suit.HEARTS]: C_("move target", "onto the descending heart foundation"),
    _DOWN[Suit.DIAMONDS]: C_("move target", "onto the descending diamond foundation"),
    _DOWN[Suit.CLUBS]: C_("move target", "onto the descending club foundation"),
}

_DIRECTION_LABEL = {
    # TRANSLATORS: a very short label drawn under a Crescent foundation in the picture.
    Direction.UP: C_("image label, foundation", "up"),
    Direction.DOWN: C_("image label, foundation", "down"),
}

_FREECELL_FOUNDATION = {
    # TRANSLATORS: a FreeCell foundation (one per suit, built from the ace up) as the head of its description.
    Suit.SPADES: C_("foundation", "spade foundation"),
    Suit.HEARTS: C_("foundation", "heart foundation"),
    Suit.DIAMONDS: C_("foundation", "diamond foundation"),
    Suit.CLUBS: C_("foundation", "club foundation"),
}

_FREECELL_FOUNDATION_FROM = {
    # TRANSLATORS: where a move starts: from a FreeCell foundation (one per suit): “move 40: the five of hearts from the heart foundation onto …”. The case “from” needs (Tamil: ablative).
    Suit.SPADES: C_("move source", "from the spade foundation"),
    Suit.HEARTS: C_("move source", "from the heart foundation"),
    Suit.DIAMONDS: C_("move source", "from the diamond foundation"),
    Suit.CLUBS: C_("move source", "from the club foundation"),
}

_FREECELL_FOUNDATION_ONTO = {
    # TRANSLATORS: where a move ends: onto a FreeCell foundation (one per suit): “move 5: the ace of spades from column 3 onto the spade foundation”. The case “onto” needs (Tamil: dative, «இஸ்பேட் அடித்தளத்துக்கு»).
    Suit.SPADES: C_("move target", "onto the spade foundation"),
    Suit.HEARTS: C_("move target", "onto the heart foundation"),
    Suit.DIAMONDS: C_("move target", "onto the diamond foundation"),
    Suit.CLUBS: C_("move target", "onto the club foundation"),
}

_REFUSALS = {
    # TRANSLATORS: the app's refusal messages (RULES.md quotes them). Short, lower case, as the app shows them.
    crescent.Refusal.NOTHING_TO_MOVE: C_("refusal", "this pile is empty; there is no card to move"),
    crescent.Refusal.NOT_TOP_CARD: C_("refusal", "only the top card of a pile can move"),
    crescent.Refusal.SAME_PLACE: C_("refusal", "the card is already there; choose another place"),
    crescent.Refusal.NOT_SAME_SUIT: C_("refusal", "must be the same suit"),
    crescent.Refusal.RANK_NOT_ADJACENT: C_("refusal", "rank must be one higher or one lower"),
    crescent.Refusal.PILE_FULL: C_("refusal", "this pile is full; choose another place"),
    crescent.Refusal.EMPTY_PILE: C_("refusal", "cannot place on an empty pile"),
    crescent.Refusal.NOT_NEXT_ON_FOUNDATION: C_(
        "refusal", "must be the next card of this foundation"
    ),
    crescent.Refusal.NO_WRAP_ON_FOUNDATION: C_("refusal", "this foundation is complete"),
    crescent.Refusal.FOUNDATION_TO_PILE: C_(
        "refusal", "a card cannot go back from a foundation to a pile"
    ),
    crescent.Refusal.BASE_LOCKED: C_("refusal", "the foundation base is locked"),
    crescent.Refusal.NO_REDEALS_LEFT: C_("refusal", "no redeals"),
    freecell.Refusal.NOTHING_TO_MOVE: C_("refusal", "there is no card to move here"),
    freecell.Refusal.NOT_TOP_CARD: C_(
        "refusal", "only the top card of a column, or the run on top, can move"
    ),
    freecell.Refusal.SAME_PLACE: C_("refusal", "the card is already there; choose another place"),
    freecell.Refusal.NO_SUCH_CELL: C_("refusal", "this game has no such cell"),
    freecell.Refusal.CELL_OCCUPIED: C_("refusal", "this cell is taken; a cell holds one card"),
    freecell.Refusal.NOT_OPPOSITE_COLOUR: C_(
        "refusal", "must be the opposite colour: red on black, black on red"
    ),
    freecell.Refusal.RANK_NOT_ONE_LOWER: C_("refusal", "rank must be one lower"),
    freecell.Refusal.NOT_NEXT_ON_FOUNDATION: C_(
        "refusal", "must be the next card of this foundation"
    ),
    freecell.Refusal.ONE_CARD_ONLY: C_(
        "refusal", "only one card at a time goes to a cell or a foundation"
    ),
    freecell.Refusal.NOT_A_SEQUENCE: C_("refusal", "these cards do not form a run"),
    freecell.Refusal.SEQUENCE_TOO_LONG: C_(
        "refusal", "not enough free cells and empty columns to move so many cards"
    ),
}

_REDEAL_ORDINALS = {
    # TRANSLATORS: the redeals of a Crescent game, in order (the app allows three).
    1: C_("redeal", "first redeal"),
    2: C_("redeal", "second redeal"),
    3: C_("redeal", "third redeal"),
}

Position = crescent.Position | freecell.Position
Place = int | Foundation | Column | Cell | FoundationPlace


class StepLike(Protocol):
    """What :meth:`Describer.narrate` reads from a replay ``Step`` (contract 3)."""

    action: Any
    move_number: int | None
    redeal_number: int | None
    before: Position
    after: Position


class Describer:
    """Words for one locale.  ``Describer("hi")``; raises
    :class:`~generator.i18n.MissingCatalogError` for a locale without a
    complete catalog (never a fall-back to English)."""

    def __init__(self, lang: str, *, locale_dir: Path | str | None = None):
        self.lang = lang
        self.translations = load(lang, locale_dir)
        self.locale = Locale.parse(lang)

    def __repr__(self) -> str:
        return f"Describer({self.lang!r})"

    @staticmethod
    def locales(locale_dir: Path | str | None = None) -> tuple[str, ...]:
        """The locales with a generator catalog.

        >>> Describer.locales()
        ('ar', 'en', 'es', 'fr', 'hi', 'ta', 'th')
        """
        return available_locales(locale_dir)

    # -- catalog access (every one raises MissingPhraseError for a missing phrase) ----
    def gettext(self, message: str) -> str:
        return self.translations.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.translations.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.translations.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.translations.npgettext(context, singular, plural, n)

    def _phrase(self, marked: tuple[str, str], **values: str) -> str:
        text = self.translations.pgettext(*marked)
        return text % values if values else text

    # -- numbers and lists -------------------------------------------------------------
    def number(self, n: int) -> str:
        """``n`` in the locale's grouping, Latin digits everywhere.

        >>> Describer("hi").number(104), Describer("fr").number(12345)
        ('104', '12\\u202f345')
        """
        return format_decimal(n, locale=self.locale, numbering_system=NUMBERING_SYSTEM)

    def list_of(self, items: list[str], style: str = "standard") -> str:
        """Items joined as the locale writes a list ("a, b and c"), from CLDR's patterns
        (see :func:`format_list_in`).

        >>> Describer("hi").list_of(["क", "ख", "ग"])
        'क, ख और ग'
        >>> Describer("th").list_of(["โพดำ", "โพแดง", "ข้าวหลามตัด", "ดอกจิก"])
        'โพดำ โพแดง ข้าวหลามตัด และดอกจิก'
        >>> Describer("th").list_of(["เอซโพดำ", "คิงโพแดง", "4 โพแดง"])
        'เอซโพดำ, คิงโพแดง และ 4 โพแดง'
        """
        return format_list_in(list(items), style, self.locale)

    def number_list(
        self, values: tuple[int, ...] | list[int], style: str = NUMBER_LIST_STYLE
    ) -> str:
        """A plain sequence of numbers: "7, 7, 7, 7, 6, 6, 6, 6" (CLDR's list of short
        quantities, as in "3 ft, 7 in"); ``style="or"`` for a choice, "4, 2 or 1".

        >>> [Describer(lang).number_list((7, 7, 6, 6)) for lang in ("en", "hi", "th", "fr")]
        ['7, 7, 6, 6', '7, 7, 6, 6', '7, 7, 6 และ 6', '7, 7, 6 et 6']
        >>> [Describer(lang).number_list((4, 2, 1), "or") for lang in ("en", "hi", "th", "fr")]
        ['4, 2, or 1', '4, 2 या 1', '4, 2 หรือ 1', '4, 2 ou 1']
        """
        return self.list_of([self.number(v) for v in values], style)

    def quantity(self, unit: Unit, n: int) -> str:
        """A count with its plural form: ``quantity(Unit.REDEAL, 3)`` is "3 redeals".

        >>> Describer("fr").quantity(Unit.CARD, 1), Describer("fr").quantity(Unit.CARD, 13)
        ('1 carte', '13 cartes')
        """
        context, singular, plural = _QUANTITIES[Unit(unit)]
        return self._plural(context, singular, plural, n) % {"n": self.number(n)}

    def _plural(self, context: str, singular: str, plural: str, n: int) -> str:
        """The catalog's form of a count for ``n``; zero in the plural where the language
        says so though CLDR puts it with one (:data:`_ZERO_IN_PLURAL`)."""
        if n == 0 and self.locale.language in _ZERO_IN_PLURAL:
            return self.npgettext(context, singular, plural, 2)
        return self.npgettext(context, singular, plural, n)

    def gender(self, unit: Unit) -> str:
        """The grammatical gender of ``unit``'s noun, as the catalog gives it (one of
        :data:`generator.spellout.GENDERS`; :mod:`generator.i18n` refuses any other word).

        >>> Describer("fr").gender(Unit.CARD), Describer("ar").gender(Unit.REDEAL)
        ('feminine', 'feminine')
        """
        return self._phrase(_GENDER[Unit(unit)])

    def spelled(self, n: int, unit: Unit | None = None) -> str:
        """``n`` in words, agreeing with ``unit``'s noun where the language has genders
        (the noun itself is not written: "the four build up", of foundations).

        >>> Describer("ar").spelled(3, Unit.REDEAL), Describer("ar").spelled(3, Unit.COLUMN)
        ('ثلاث', 'ثلاثة')
        """
        return spell(n, self.lang, gender=self.gender(unit) if unit is not None else "none")

    def counted(self, unit: Unit, n: int, *, words: bool = False, case: str = "direct") -> str:
        """A count with its noun as the rules pages state it: the plural form of the
        catalog, the number in digits or, ``words``, in words of the noun's gender;
        zero as the language says "no empty column".  ``case="oblique"`` gives the form
        after a preposition or before a postposition (:data:`_OBLIQUE`), where zero is a
        count like the others: "no free cell" stands after no preposition.

        >>> d = Describer("ar")
        >>> d.counted(Unit.EMPTY_COLUMN, 1), d.counted(Unit.CARD, 2), d.counted(Unit.SECOND, 10)
        ('عمود فارغ واحد', 'ورقتان', '10 ثوانٍ')
        >>> d.counted(Unit.REDEAL, 3, words=True), Describer("en").counted(Unit.EMPTY_COLUMN, 0)
        ('ثلاث إعادات توزيع', 'no empty column')
        >>> d.counted(Unit.FREE_CELL, 2, case="oblique"), Describer("hi").counted(Unit.CARD, 4, case="oblique")
        ('خليتين حرتين', '4 पत्तों')
        """
        unit = Unit(unit)
        oblique = case == "oblique"
        if oblique and unit not in _OBLIQUE:
            raise ValueError(f"{unit.noun} has no oblique form: its phrase carries its own case")
        if n == 0 and unit in _NO_QUANTITY and not oblique:
            return self._phrase(_NO_QUANTITY[unit])
        context, singular, plural = (_OBLIQUE if oblique else _QUANTITIES)[unit]
        template = self._plural(context, singular, plural, n)
        if not words:
            return template % {"n": self.number(n)}
        if self.locale.language == "th":
            # Thai spaces a number in digits off its words ("3 ครั้ง"), not one in words (สามครั้ง).
            template = re.sub(
                r"(?<=[\u0e01-\u0e4e]) (?=%\(n\)s)|(?<=%\(n\)s) (?=[\u0e01-\u0e4e])", "", template
            )
        spelled = self.spelled(n, unit)
        if oblique and self.locale.language == "ar":
            spelled = " ".join(_arabic_oblique(word) for word in spelled.split(" "))
        # A number in words before its noun takes the form it has there (Tamil ஒரு சீட்டு).
        noun = template.partition("%(n)s")[2]
        return template % {"n": before_noun(spelled, self.lang, noun)}

    def counted_list(
        self,
        unit: Unit,
        values: tuple[int, ...] | list[int],
        style: str = NUMBER_LIST_STYLE,
        case: str = "direct",
    ) -> str:
        """Counts of one noun written once, after the list (:meth:`number_list`): "7, 7, 6, 6
        cards", the noun in the plural form of the last number, which it stands beside.  A
        form that leaves the number out (Arabic's one and two, the noun itself) cannot carry
        a list: the list then takes the form of three.

        >>> Describer("th").counted_list(Unit.CARD, (7, 7, 6, 6))
        '7, 7, 6 และ 6 ใบ'
        >>> Describer("ar").counted_list(Unit.CARD, (7, 6)), Describer("ar").counted_list(Unit.CARD, (7, 2))
        ('7 و6 أوراق', '7 و2 أوراق')
        """
        unit = Unit(unit)
        if case == "oblique" and unit not in _OBLIQUE:
            raise ValueError(f"{unit.noun} has no oblique form: its phrase carries its own case")
        context, singular, plural = (_OBLIQUE if case == "oblique" else _QUANTITIES)[unit]
        template = self._plural(context, singular, plural, values[-1])
        if "%(n)s" not in template:
            template = self.npgettext(context, singular, plural, 3)
        return template % {"n": self.number_list(values, style)}

    def redeals_left(self, n: int) -> str:
        """What the redeal button says: "2 redeals left", then "no redeals" (CR-17)."""
        if n == 0:
            return self._phrase(_REFUSALS[crescent.Refusal.NO_REDEALS_LEFT])
        return self.npgettext("redeals left", "%(n)s redeal left", "%(n)s redeals left", n) % {
            "n": self.number(n)
        }

    # -- cards ---------------------------------------------------------------------------
    def _card(self, table: dict, card: Card, **values: str) -> str:
        """``card`` in the form ``table`` holds (one phrase per rank, the suit a placeholder)."""
        suit = self._phrase(_SUIT_IN_CARD[card.suit])
        return self._phrase(table[card.rank], suit=suit, **values)

    def card_name(self, card: Card) -> str:
        """The card in words, on its own: "ace of spades"."""
        return self._card(_CARD, card)

    def card_symbol(self, card: Card) -> str:
        """The short form, ``A♠`` ``10♥`` ``J♦``, the same in every locale (see the module doc).

        >>> from generator.cards import Card
        >>> Describer("hi").card_symbol(Card.parse("QC"))
        'Q♣'
        """
        return str(card)

    def suit_name(self, suit: Suit) -> str:
        """The suit on its own: "spades", "pique", "हुकुम", "โพดำ"."""
        return self._phrase(_SUIT_ALONE[suit])

    # -- places and labels ------------------------------------------------------------------
    def place_name(self, place: Place) -> str:
        """A place as the head of its description: "pile 3", "column 4", "cell a",
        "ascending spade foundation"."""
        if isinstance(place, Foundation):
            return self._phrase(_CRESCENT_FOUNDATION[place])
        if isinstance(place, FoundationPlace):
            return self._phrase(_FREECELL_FOUNDATION[_suit_of(place)])
        if isinstance(place, Column):
            return self.pgettext("place", "column %(number)s") % {
                "number": self.number(place.number)
            }
        if isinstance(place, Cell):
            return self.pgettext("place", "cell %(letter)s") % {"letter": place.letter}
        return self.pgettext("place", "pile %(number)s") % {"number": self.number(_pile(place))}

    def place_label(self, place: Place) -> str:
        """The short label drawn under a place: pile or column number, cell letter,
        "up"/"down" for Crescent foundations, the suit for FreeCell foundations.

        >>> Describer("th").place_label(3), Describer("th").place_label(Cell(1))
        ('3', 'b')
        """
        if isinstance(place, Foundation):
            return self._phrase(_DIRECTION_LABEL[place.direction])
        if isinstance(place, FoundationPlace):
            return self.suit_name(_suit_of(place))
        if isinstance(place, Column):
            return self.number(place.number)
        if isinstance(place, Cell):
            return place.letter
        return self.number(_pile(place))

    def count_label(self, n: int) -> str:
        """The card count under a pile: "6 cards", "1 card".

        >>> Describer("hi").count_label(6), Describer("th").count_label(6)
        ('6 पत्ते', '6 ใบ')
        """
        return self.quantity(Unit.CARD, n)

    def empty_label(self) -> str:
        """The word drawn in or under an emptied pile, column or cell: "empty", not "0 cards".

        >>> [Describer(lang).empty_label() for lang in ("en", "hi", "th", "fr")]
        ['empty', 'खाली', 'ว่าง', 'vide']
        """
        # TRANSLATORS: drawn in the picture under an emptied Crescent pile and inside an empty FreeCell column or cell. The same word as in "pile 3: empty".
        return self.pgettext("image label", "empty")

    def mark_legend(self) -> str:
        """One line under a picture with a marked move: what its marks mean."""
        # TRANSLATORS: one line under a picture where a move is marked. The source place has a dashed frame and a dot where the arrow starts; the arrow ends in an arrowhead at the target place, which has a solid frame.
        return self.pgettext(
            "legend",
            "Marks: a dashed frame where the move starts, an arrow along the move, "
            "a solid frame where it ends.",
        )

    def description_summary(self) -> str:
        """The label of the disclosure that holds a picture's long description."""
        # TRANSLATORS: the label a reader clicks, under a picture of a game, to open the list that describes every pile of the position shown, one line per pile.
        return self.pgettext("disclosure", "Full description of the position")

    def moves_summary(self) -> str:
        """The label of the disclosure that holds every move of an example game, narrated."""
        # TRANSLATORS: the label a reader clicks to open the list of every move of an example game, each narrated ("move 10: the queen of clubs from pile 2 onto …").
        return self.pgettext("disclosure", "All the moves of the game")

    def earlier_translation_notice(self) -> str:
        """The notice on a translated page published from its earlier translation."""
        # TRANSLATORS: a notice at the top of a translated page whose English has changed since it was translated: the page shows its last complete translation until it is translated again. A link to the English page follows ("Read the latest version in English").
        return self.pgettext("page", "This translation follows an earlier version of this page.")

    def latest_english_link(self) -> str:
        """The link, after that notice, to the page in English."""
        # TRANSLATORS: the link after the notice that a page shows an earlier translation; it opens the same page in English, which is newer.
        return self.pgettext("page", "Read the latest version in English")

    def untranslated_page_title(self) -> str:
        """The title of a page that has no translation in the language yet."""
        # TRANSLATORS: the title of a page of the site that has no translation in your language yet (a new page); the page holds only a notice and a link to the English page.
        return self.pgettext("page", "Page not translated yet")

    def untranslated_page_notice(self) -> str:
        """The notice on a page that has no translation in the language yet."""
        # TRANSLATORS: the notice on a page of the site that has no translation in your language yet; a link to the English page follows ("Read this page in English").
        return self.pgettext("page", "This page has not been translated yet.")

    def english_page_link(self) -> str:
        """The link, after that notice, to the page in English."""
        # TRANSLATORS: the link after the notice that a page has not been translated yet; it opens the page in English.
        return self.pgettext("page", "Read this page in English")

    def status_headings(self) -> list[str]:
        """The headings of the translation status table (translators' checks page)."""
        return [
            # TRANSLATORS: heading of a column of the translation status table: the language of the site.
            self.pgettext("status", "Language"),
            # TRANSLATORS: heading of a column of the translation status table: the page of the site (its catalog's name, such as "freecell").
            self.pgettext("status", "Page"),
            # TRANSLATORS: heading of a column of the translation status table: how many messages are translated.
            self.pgettext("status", "Translated"),
            # TRANSLATORS: heading of a column of the translation status table: how many messages are fuzzy (their English changed; a translator must review them). As msgfmt --statistics says it in your language.
            self.pgettext("status", "Fuzzy"),
            # TRANSLATORS: heading of a column of the translation status table: how many messages have no translation yet.
            self.pgettext("status", "Not translated"),
            # TRANSLATORS: heading of a column of the translation status table: how many messages are obsolete (no page has them any more; kept in case the English comes back).
            self.pgettext("status", "Obsolete"),
            # TRANSLATORS: heading of a column of the translation status table: how many English words are left to translate (in fuzzy and untranslated messages).
            self.pgettext("status", "Words left"),
        ]

    def mark_entry(self, step: StepLike | tuple) -> str:
        """The entry of a picture's description that says which move its marks show."""
        # TRANSLATORS: the first entry of a marked picture's description; %(move)s is the move's narration, "move 10: the queen of clubs from pile 2 onto …".
        template = self.pgettext("description", "The marks show %(move)s")
        return self._typeset(template % {"move": self.narrate(step)})

    def pile_label(self, place: Place, count: int) -> str:
        """One line under a pile: its label and its card count, "3 · 6 cards"."""
        return self.pgettext("image label", "%(place)s · %(count)s") % {
            "place": self.place_label(place),
            "count": self.count_label(count),
        }

    # -- descriptions -------------------------------------------------------------------------
    def describe(self, position: Position, *, fan: bool = False) -> list[str]:
        """One entry per place, in the order the site describes a position.

        Crescent: the four ascending foundations, the four descending ones,
        then piles 1 to 16 (the top card and the count, as the app shows
        them; ``fan``: every card, bottom to top, as a fanned picture shows
        them).  FreeCell: each column from bottom to top (every card is
        visible), then the cells the variant has, then the foundations.
        """
        if isinstance(position, crescent.Position):
            entries = self._describe_crescent(position, fan=fan)
        elif isinstance(position, freecell.Position):
            entries = self._describe_freecell(position)
        else:
            raise TypeError(f"not a Crescent or FreeCell position: {position!r}")
        return [self._typeset(entry) for entry in entries]

    def _typeset(self, text: str) -> str:
        """A finished line as the locale sets it: Thai spaces around numbers (:func:`thai_spacing`)."""
        return thai_spacing(text) if self.locale.language == "th" else text

    def _empty(self, place: str) -> str:
        return self.pgettext("description", "%(place)s: empty") % {"place": place}

    # Each line is one plural phrase holding the count with its noun, so that the count takes
    # the form its number needs (Arabic "ورقتان", Thai "ไพ่ 6 ใบ") and stands where the
    # language puts it, never pasted before or after the card in English order.
    def _top_then_count(self, place: str, card: Card, count: int) -> str:
        # TRANSLATORS: a foundation, its top card and how many cards it holds (always 1 or more): “ascending spade foundation: two of spades on top, 2 cards”. %(card)s is the “card” form.
        return self.npgettext(
            "description",
            "%(place)s: %(card)s on top, %(n)s card",
            "%(place)s: %(card)s on top, %(n)s cards",
            count,
        ) % {"place": place, "card": self.card_name(card), "n": self.number(count)}

    def _count_then_top(self, place: str, card: Card, count: int) -> str:
        # TRANSLATORS: a pile or a one-card column, how many cards it holds (always 1 or more) and its top card: “pile 1: 4 cards, jack of diamonds on top”. %(card)s is the “card” form.
        return self.npgettext(
            "description",
            "%(place)s: %(n)s card, %(card)s on top",
            "%(place)s: %(n)s cards, %(card)s on top",
            count,
        ) % {"place": place, "n": self.number(count), "card": self.card_name(card)}

    def _bottom_to_top(self, place: str, cards: tuple[Card, ...]) -> str:
        # TRANSLATORS: a FreeCell column or a fanned Crescent pile of 2 cards or more, every card listed: “column 1: 7 cards, bottom to top: ace of spades, …”. The cards are “card” forms in a list.
        return self.npgettext(
            "description",
            "%(place)s: %(n)s card, bottom to top: %(cards)s",
            "%(place)s: %(n)s cards, bottom to top: %(cards)s",
            len(cards),
        ) % {
            "place": place,
            "n": self.number(len(cards)),
            "cards": self.list_of([self.card_name(card) for card in cards]),
        }

    def _describe_crescent(self, position: crescent.Position, *, fan: bool = False) -> list[str]:
        entries = []
        for foundation in FOUNDATIONS:
            count = position.foundation_count(foundation)
            entries.append(
                self._top_then_count(self.place_name(foundation), foundation.card_at(count), count)
            )
        for number in range(1, crescent.PILE_COUNT + 1):
            cards = position.pile(number)
            place = self.place_name(number)
            if fan and len(cards) > 1:
                entries.append(self._bottom_to_top(place, cards))
            elif cards:
                entries.append(self._count_then_top(place, cards[-1], len(cards)))
            else:
                entries.append(self._empty(place))
        return entries

    def _describe_freecell(self, position: freecell.Position) -> list[str]:
        entries = []
        for number in range(1, freecell.COLUMN_COUNT + 1):
            cards = position.column(number)
            place = self.place_name(Column(number))
            if not cards:
                entries.append(self._empty(place))
            elif len(cards) == 1:
                entries.append(self._count_then_top(place, cards[0], 1))
            else:
                entries.append(self._bottom_to_top(place, cards))
        for index, card in enumerate(position.cells):
            place = self.place_name(Cell(index))
            if card is None:
                entries.append(self._empty(place))
            else:
                # TRANSLATORS: a FreeCell cell and its card: "cell a: queen of hearts".
                entries.append(
                    self.pgettext("description", "%(place)s: %(card)s")
                    % {
                        "place": place,
                        "card": self.card_name(card),
                    }
                )
        for suit in Suit:
            place = self.place_name(FoundationPlace(suit))
            top = position.foundation_top(suit)
            if top is None:
                entries.append(self._empty(place))
            else:
                entries.append(self._top_then_count(place, top, position.foundation_count(suit)))
        return entries

    def alt_text(self, position: Position) -> str:
        """One line for the image's ``alt`` attribute.

        >>> from generator.crescent.engine import Position
        >>> Describer("en").alt_text(Position(((),) * 16, (2,) * 8, 0))
        'Crescent position: 16 cards on the foundations, 16 piles empty, no redeals'
        """
        on_foundations = sum(position.foundations)
        if on_foundations == 0:
            # TRANSLATORS: in a picture's alternative text, when the foundations hold no card yet (a FreeCell deal): “FreeCell position: no card on the foundations, 4 free cells of 4, no column empty”.
            foundations = self.gettext("no card on the foundations")
        else:
            foundations = self.ngettext(
                "%(n)s card on the foundations", "%(n)s cards on the foundations", on_foundations
            ) % {"n": self.number(on_foundations)}
        if isinstance(position, crescent.Position):
            # TRANSLATORS: alternative text of a Crescent picture: "Crescent position: 12 cards on the foundations, 2 piles empty, 2 redeals left".
            template = self.gettext("Crescent position: %(foundations)s, %(empty)s, %(redeals)s")
            return self._typeset(
                template
                % {
                    "foundations": foundations,
                    "empty": self._empty_piles(len(position.empty_piles())),
                    "redeals": self.redeals_left(position.redeals_left),
                }
            )
        if isinstance(position, freecell.Position):
            free, total = position.empty_cells(), len(position.cells)
            if free == 0:
                # TRANSLATORS: in a FreeCell picture's alternative text, when every cell holds a card: “FreeCell position: 20 cards on the foundations, no free cell, 1 column empty”.
                cells = self.gettext("no free cell")
            else:
                cells = self.ngettext(
                    "%(n)s free cell of %(total)s", "%(n)s free cells of %(total)s", free
                ) % {"n": self.number(free), "total": self.number(total)}
            # TRANSLATORS: alternative text of a FreeCell picture: "FreeCell position: 5 cards on the foundations, 2 free cells of 4, 1 column empty".
            template = self.gettext("FreeCell position: %(foundations)s, %(cells)s, %(empty)s")
            return self._typeset(
                template
                % {
                    "foundations": foundations,
                    "cells": cells,
                    "empty": self._empty_columns(position.empty_columns()),
                }
            )
        raise TypeError(f"not a Crescent or FreeCell position: {position!r}")

    def _empty_piles(self, n: int) -> str:
        if n == 0:
            return self.gettext("no pile empty")
        return self.ngettext("%(n)s pile empty", "%(n)s piles empty", n) % {"n": self.number(n)}

    def _empty_columns(self, n: int) -> str:
        if n == 0:
            return self.gettext("no column empty")
        return self.ngettext("%(n)s column empty", "%(n)s columns empty", n) % {"n": self.number(n)}

    # -- narration -------------------------------------------------------------------------------
    def narrate(self, step: StepLike | tuple) -> str:
        """One line for a move or a redeal.

        ``step`` is a replay ``Step`` (contract 3) or a triple ``(position,
        action, number)``: the position before the action, and the move number
        (the redeal number for a redeal).

        >>> from generator.crescent.engine import Move, Position
        >>> piles = [(Card.parse("2♥"),)] * 16
        >>> piles[9], piles[13] = (Card.parse("A♠"),), (Card.parse("K♠"),)
        >>> Describer("en").narrate((Position(tuple(piles)), Move(10, 14), 10))
        'move 10: the ace of spades from pile 10 onto the king of spades on pile 14'
        """
        position, action, number, after = _unpack(step)
        if isinstance(position, crescent.Position):
            if isinstance(action, crescent.Redeal):
                if not isinstance(after, crescent.Position):
                    if position.redeals_left <= 0:
                        raise ValueError("no redeal is left to narrate (CR-17)")
                    after = position.play(action)
                return self._typeset(self._narrate_redeal(number, after.redeals_left))
            return self._typeset(self._narrate_crescent(position, action, number))
        if isinstance(position, freecell.Position):
            return self._typeset(self._narrate_freecell(position, action, number))
        raise TypeError(f"not a Crescent or FreeCell position: {position!r}")

    def _narrate_redeal(self, number: int | None, left: int) -> str:
        if number is None:
            raise ValueError("a redeal needs its number to be narrated")
        if number in _REDEAL_ORDINALS:
            redeal = self._phrase(_REDEAL_ORDINALS[number])
        else:
            redeal = self.pgettext("redeal", "redeal %(number)s") % {"number": self.number(number)}
        # TRANSLATORS: narration of a redeal (CR-16): "first redeal: in every pile of two or more cards the bottom card goes on top; 2 redeals left".
        return self.gettext(
            "%(redeal)s: in every pile of two or more cards the bottom card goes on top; %(left)s"
        ) % {"redeal": redeal, "left": self.redeals_left(left)}

    def _move(
        self, number: int | None, subject: str, source: str, target: str, *, run: bool = False
    ) -> str:
        if number is None:
            raise ValueError("a move needs its number to be narrated")
        values = {
            "number": self.number(number),
            "cards": subject,
            "source": source,
            "target": target,
        }
        if run:
            # TRANSLATORS: a run of cards moved at once: "move 12: 3 cards, from the nine of clubs up, from column 4 onto the ten of hearts on column 7".
            return self.gettext("move %(number)s: %(cards)s, %(source)s %(target)s") % values
        # TRANSLATORS: one card moved: "move 10: the ace of spades from pile 10 onto the king of spades on pile 14". %(source)s is a "from …" phrase, %(target)s an "onto …"/"into …" phrase.
        return self.gettext("move %(number)s: %(cards)s %(source)s %(target)s") % values

    def _narrate_crescent(
        self, position: crescent.Position, move: crescent.Move, number: int | None
    ) -> str:
        subject, from_, onto = self._crescent_parts(position, move)
        return self._move(number, subject, from_, onto)

    def _crescent_parts(
        self, position: crescent.Position, move: crescent.Move
    ) -> tuple[str, str, str]:
        """The card, the "from …" and the "onto …" phrases of a Crescent move."""
        source, target = move.source, move.target
        card = position.top(source)
        if isinstance(source, Foundation):
            from_ = self._phrase(_CRESCENT_FOUNDATION_FROM[source])
        else:
            from_ = self.pgettext("move source", "from pile %(number)s") % {
                "number": self.number(_pile(source))
            }
        if card is None:
            raise ValueError(f"pile {source} is empty: no card to narrate (CR-5)")
        if isinstance(target, Foundation):
            onto = self._phrase(_CRESCENT_FOUNDATION_ONTO[target])
        else:
            under = position.top(_pile(target))
            number = self.number(target)
            if under is None:
                onto = self.pgettext("move target", "onto empty pile %(number)s") % {
                    "number": number
                }
            else:
                onto = self._card(_ONTO_CARD_ON_PILE, under, number=number)
        return self._card(_CARD_MOVED, card), from_, onto

    def _narrate_freecell(
        self, position: freecell.Position, move: freecell.Move, number: int | None
    ) -> str:
        subject, from_, onto, run = self._freecell_parts(position, move)
        return self._move(number, subject, from_, onto, run=run)

    def _freecell_parts(
        self, position: freecell.Position, move: freecell.Move
    ) -> tuple[str, str, str, bool]:
        """The card or run, the "from …" and the "onto …" phrases of a FreeCell move, and
        whether it moves a run."""
        move = position.resolve(move)
        source, target, count = move.source, move.target, move.cards_moved
        if isinstance(source, Column):
            cards = position.column(source.number)
            if len(cards) < count or count < 1:
                raise ValueError(f"column {source.number} has no {count} cards to move (FC-3)")
            first: Card | None = cards[
                -count
            ]  # the lowest card of the run in the column: the first one lifted
            from_ = self.pgettext("move source", "from column %(number)s") % {
                "number": self.number(source.number)
            }
        elif isinstance(source, Cell):
            first = position.cells[source.index] if source.index < len(position.cells) else None
            from_ = self.pgettext("move source", "from cell %(letter)s") % {"letter": source.letter}
        else:
            first = position.foundation_top(_suit_of(source))
            from_ = self._phrase(_FREECELL_FOUNDATION_FROM[_suit_of(source)])
        if first is None:
            raise ValueError(f"nothing to move from {source} (FC-3)")
        if isinstance(target, Column):
            under = position.column(target.number)
            number = self.number(target.number)
            if under:
                onto = self._card(_ONTO_CARD_ON_COLUMN, under[-1], number=number)
            else:
                onto = self.pgettext("move target", "into empty column %(number)s") % {
                    "number": number
                }
        elif isinstance(target, Cell):
            onto = self.pgettext("move target", "into cell %(letter)s") % {"letter": target.letter}
        else:
            suit = target.suit if target.suit is not None else first.suit
            onto = self._phrase(_FREECELL_FOUNDATION_ONTO[suit])
        if count > 1:
            last = position.column(source.number)[-1] if isinstance(source, Column) else first
            # TRANSLATORS: a FreeCell run that moves, named by its two ends: “move 12: 3 cards, the nine of clubs down to the seven of hearts, from column 4 onto …”. %(first)s is a “card, first of a run” form, %(last)s a “card, last of a run” form; a run always goes down in rank from the first to the last.
            subject = self.npgettext(
                "run", "%(n)s card, %(first)s %(last)s", "%(n)s cards, %(first)s %(last)s", count
            ) % {
                "n": self.number(count),
                "first": self._card(_CARD_FIRST_OF_RUN, first),
                "last": self._card(_CARD_LAST_OF_RUN, last),
            }
            return subject, from_, onto, True
        return self._card(_CARD_MOVED, first), from_, onto, False

    def refused_move(
        self, position: Position, move: Any, reason: crescent.Refusal | freecell.Refusal
    ) -> str:
        """A move the app refuses in ``position``, and the app's message: a picture's
        description of a move drawn crossed out.

        >>> from generator.crescent.engine import Move, Position
        >>> piles = [(Card.parse("2♥"),)] * 16
        >>> piles[9], piles[13] = (Card.parse("A♠"),), ()
        >>> Describer("en").refused_move(Position(tuple(piles)), Move(10, 14), crescent.Refusal.EMPTY_PILE)
        'refused move: the ace of spades from pile 10 onto empty pile 14; the app says “cannot place on an empty pile”'
        """
        if isinstance(position, crescent.Position):
            subject, from_, onto = self._crescent_parts(position, move)
            run = False
        elif isinstance(position, freecell.Position):
            subject, from_, onto, run = self._freecell_parts(position, move)
        else:
            raise TypeError(f"not a Crescent or FreeCell position: {position!r}")
        values = {
            "cards": subject,
            "source": from_,
            "target": onto,
            "message": self.refusal_message(reason),
        }
        if run:
            # TRANSLATORS: a run of cards the app refuses to move, drawn crossed out in a picture: "refused move: 9 cards, from the queen of diamonds up, from column 4 into empty column 3; the app says “not enough free cells…”". Quote the app's message as your language quotes.
            run_template = self.gettext(
                "refused move: %(cards)s, %(source)s %(target)s; the app says “%(message)s”"
            )
            return self._typeset(run_template % values)
        # TRANSLATORS: a move the app refuses, drawn crossed out in a picture: "refused move: the eight of spades from pile 7 onto the seven of spades on pile 6; the app says “this pile is full; choose another place”". Quote the app's message as your language quotes.
        template = self.gettext(
            "refused move: %(cards)s %(source)s %(target)s; the app says “%(message)s”"
        )
        return self._typeset(template % values)

    # -- the app's messages ---------------------------------------------------------------------
    def rule_example(self, card: str, targets: list[str]) -> str:
        """A rule's example, a card put on another (or on one of several): "8♥ onto 9♥ or 7♥"
        (the ``{legal}`` and ``{refused}`` roles; the cards come formatted).

        >>> [Describer(lang).rule_example("8♥", ["9♥", "7♥"]) for lang in ("en", "hi", "th", "fr")]
        ['8♥ onto 9♥ or 7♥', '8♥ को 9♥ या 7♥ पर', '8♥ วางบน 9♥ หรือ 7♥', '8♥ sur 9♥ ou 7♥']
        """
        # TRANSLATORS: an example of a rule, a card put on another card or on one of several joined with "or": "8♥ onto 9♥ or 7♥". The cards are symbols; keep both placeholders.
        return self.pgettext("rule example", "%(card)s onto %(targets)s") % {
            "card": card,
            "targets": self.list_of(targets, "or"),
        }

    def refusal_message(self, reason: crescent.Refusal | freecell.Refusal) -> str:
        """The app's text for a refusal, as RULES.md quotes it.

        >>> Describer("hi").refusal_message(crescent.Refusal.PILE_FULL)
        'यह पाइल भरी है; कोई दूसरी जगह चुनें'
        """
        try:
            marked = _REFUSALS[reason]
        except (KeyError, TypeError):
            raise ValueError(f"not a refusal reason: {reason!r}") from None
        return self._phrase(marked)


def _suit_of(place: FoundationPlace) -> Suit:
    if place.suit is None:
        raise ValueError("name the suit of the foundation (FoundationPlace(suit))")
    return place.suit


def _pile(place: object) -> int:
    if (
        not isinstance(place, int)
        or isinstance(place, bool)
        or not 1 <= place <= crescent.PILE_COUNT
    ):
        raise ValueError(
            f"no pile {place!r}: Crescent piles are numbered 1 to {crescent.PILE_COUNT}"
        )
    return place


def _unpack(step: StepLike | tuple) -> tuple[Position, Any, int | None, Position | None]:
    """``(before, action, number, after)`` from a replay Step or a ``(position, action, number)`` triple."""
    if isinstance(step, tuple):
        if len(step) != 3:
            raise TypeError("narrate a Step or a (position, action, number) triple")
        position, action, number = step
        return position, action, number, None
    action = step.action
    number = step.redeal_number if isinstance(action, crescent.Redeal) else step.move_number
    return step.before, action, number, step.after


__all__ = ["NUMBERING_SYSTEM", "Describer", "StepLike", "Unit"]
