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

Grammar lives in the catalogs, not in code: a card name is one phrase per
rank with the suit as a placeholder, in three forms (alone; as the card that
moves; after "onto"/"from"), because French needs an article that elides
(« l'as ») and Hindi an oblique case before a postposition (« हुकुम के
बादशाह पर »).  Numbers are formatted by Babel in Latin digits in every locale,
as the seed pages and the card faces write them.

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
    """Things a page counts, for :meth:`Describer.quantity` ("3 redeals", "16 piles")."""

    CARD = "card"
    PILE = "pile"
    COLUMN = "column"
    CELL = "cell"
    FOUNDATION = "foundation"
    REDEAL = "redeal"
    MOVE = "move"
    DECK = "deck"


_QUANTITIES = {
    # TRANSLATORS: a count of things; %(n)s is the number, already formatted.
    Unit.CARD: NC_("quantity", "%(n)s card", "%(n)s cards"),
    Unit.PILE: NC_("quantity", "%(n)s pile", "%(n)s piles"),
    Unit.COLUMN: NC_("quantity", "%(n)s column", "%(n)s columns"),
    Unit.CELL: NC_("quantity", "%(n)s cell", "%(n)s cells"),
    Unit.FOUNDATION: NC_("quantity", "%(n)s foundation", "%(n)s foundations"),
    Unit.REDEAL: NC_("quantity", "%(n)s redeal", "%(n)s redeals"),
    Unit.MOVE: NC_("quantity", "%(n)s move", "%(n)s moves"),
    Unit.DECK: NC_("quantity", "%(n)s deck", "%(n)s decks"),
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
    # TRANSLATORS: the card that moves, at the start of a move's narration: "move 10: the ace of spades from pile 10 …".
    Rank.ACE: C_("card, moved", "the ace of %(suit)s"),
    Rank.TWO: C_("card, moved", "the two of %(suit)s"),
    Rank.THREE: C_("card, moved", "the three of %(suit)s"),
    Rank.FOUR: C_("card, moved", "the four of %(suit)s"),
    Rank.FIVE: C_("card, moved", "the five of %(suit)s"),
    Rank.SIX: C_("card, moved", "the six of %(suit)s"),
    Rank.SEVEN: C_("card, moved", "the seven of %(suit)s"),
    Rank.EIGHT: C_("card, moved", "the eight of %(suit)s"),
    Rank.NINE: C_("card, moved", "the nine of %(suit)s"),
    Rank.TEN: C_("card, moved", "the ten of %(suit)s"),
    Rank.JACK: C_("card, moved", "the jack of %(suit)s"),
    Rank.QUEEN: C_("card, moved", "the queen of %(suit)s"),
    Rank.KING: C_("card, moved", "the king of %(suit)s"),
}

_CARD_AFTER = {
    # TRANSLATORS: a card after "onto" or "from": "onto the king of spades on pile 14", "3 cards, from the nine of clubs up". Use the case your language needs there (Hindi: oblique, "हुकुम के बादशाह").
    Rank.ACE: C_("card, after onto or from", "the ace of %(suit)s"),
    Rank.TWO: C_("card, after onto or from", "the two of %(suit)s"),
    Rank.THREE: C_("card, after onto or from", "the three of %(suit)s"),
    Rank.FOUR: C_("card, after onto or from", "the four of %(suit)s"),
    Rank.FIVE: C_("card, after onto or from", "the five of %(suit)s"),
    Rank.SIX: C_("card, after onto or from", "the six of %(suit)s"),
    Rank.SEVEN: C_("card, after onto or from", "the seven of %(suit)s"),
    Rank.EIGHT: C_("card, after onto or from", "the eight of %(suit)s"),
    Rank.NINE: C_("card, after onto or from", "the nine of %(suit)s"),
    Rank.TEN: C_("card, after onto or from", "the ten of %(suit)s"),
    Rank.JACK: C_("card, after onto or from", "the jack of %(suit)s"),
    Rank.QUEEN: C_("card, after onto or from", "the queen of %(suit)s"),
    Rank.KING: C_("card, after onto or from", "the king of %(suit)s"),
}

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

_CRESCENT_FOUNDATION_IN_SENTENCE = {
    # TRANSLATORS: a Crescent foundation inside a sentence, after "from" or "onto": "onto the ascending spade foundation".
    _UP[Suit.SPADES]: C_("foundation, in a sentence", "the ascending spade foundation"),
    _UP[Suit.HEARTS]: C_("foundation, in a sentence", "the ascending heart foundation"),
    _UP[Suit.DIAMONDS]: C_("foundation, in a sentence", "the ascending diamond foundation"),
    _UP[Suit.CLUBS]: C_("foundation, in a sentence", "the ascending club foundation"),
    _DOWN[Suit.SPADES]: C_("foundation, in a sentence", "the descending spade foundation"),
    _DOWN[Suit.HEARTS]: C_("foundation, in a sentence", "the descending heart foundation"),
    _DOWN[Suit.DIAMONDS]: C_("foundation, in a sentence", "the descending diamond foundation"),
    _DOWN[Suit.CLUBS]: C_("foundation, in a sentence", "the descending club foundation"),
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

_FREECELL_FOUNDATION_IN_SENTENCE = {
    # TRANSLATORS: a FreeCell foundation inside a sentence, after "from" or "onto".
    Suit.SPADES: C_("foundation, in a sentence", "the spade foundation"),
    Suit.HEARTS: C_("foundation, in a sentence", "the heart foundation"),
    Suit.DIAMONDS: C_("foundation, in a sentence", "the diamond foundation"),
    Suit.CLUBS: C_("foundation, in a sentence", "the club foundation"),
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
        return self.npgettext(context, singular, plural, n) % {"n": self.number(n)}

    def redeals_left(self, n: int) -> str:
        """What the redeal button says: "2 redeals left", then "no redeals" (CR-17)."""
        if n == 0:
            return self._phrase(_REFUSALS[crescent.Refusal.NO_REDEALS_LEFT])
        return self.npgettext("redeals left", "%(n)s redeal left", "%(n)s redeals left", n) % {
            "n": self.number(n)
        }

    # -- cards ---------------------------------------------------------------------------
    def _card(self, table: dict, card: Card) -> str:
        suit = self._phrase(_SUIT_IN_CARD[card.suit])
        return self._phrase(table[card.rank], suit=suit)

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

    def mark_entry(self, step: StepLike | tuple) -> str:
        """The entry of a picture's description that says which move its marks show."""
        # TRANSLATORS: the first entry of a marked picture's description; %(move)s is the move's narration, "move 10: the queen of clubs from pile 2 onto …".
        return self.pgettext("description", "The marks show %(move)s") % {
            "move": self.narrate(step)
        }

    def pile_label(self, place: Place, count: int) -> str:
        """One line under a pile: its label and its card count, "3 · 6 cards"."""
        return self.pgettext("image label", "%(place)s · %(count)s") % {
            "place": self.place_label(place),
            "count": self.count_label(count),
        }

    # -- descriptions -------------------------------------------------------------------------
    def describe(self, position: Position, *, fan: bool = False) -> list[str]:
        """One entry per place, in PRODUCT.md order.

        Crescent: the four ascending foundations, the four descending ones,
        then piles 1 to 16 (the top card and the count, as the app shows
        them; ``fan``: every card, bottom to top, as a fanned picture shows
        them).  FreeCell: each column from bottom to top (every card is
        visible), then the cells the variant has, then the foundations.
        """
        if isinstance(position, crescent.Position):
            return self._describe_crescent(position, fan=fan)
        if isinstance(position, freecell.Position):
            return self._describe_freecell(position)
        raise TypeError(f"not a Crescent or FreeCell position: {position!r}")

    def _empty(self, place: str) -> str:
        return self.pgettext("description", "%(place)s: empty") % {"place": place}

    def _top_then_count(self, place: str, card: Card, count: int) -> str:
        # TRANSLATORS: a foundation: "ascending spade foundation: two of spades on top, 2 cards".
        return self.pgettext("description", "%(place)s: %(card)s on top, %(count)s") % {
            "place": place,
            "card": self.card_name(card),
            "count": self.quantity(Unit.CARD, count),
        }

    def _count_then_top(self, place: str, card: Card, count: int) -> str:
        # TRANSLATORS: a pile: "pile 1: 4 cards, jack of diamonds on top".
        return self.pgettext("description", "%(place)s: %(count)s, %(card)s on top") % {
            "place": place,
            "count": self.quantity(Unit.CARD, count),
            "card": self.card_name(card),
        }

    def _bottom_to_top(self, place: str, cards: tuple[Card, ...]) -> str:
        # TRANSLATORS: a FreeCell column or a fanned Crescent pile, every card listed: "column 1: 7 cards, bottom to top: ace of spades, …".
        return self.pgettext("description", "%(place)s: %(count)s, bottom to top: %(cards)s") % {
            "place": place,
            "count": self.quantity(Unit.CARD, len(cards)),
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
        foundations = self.ngettext(
            "%(n)s card on the foundations", "%(n)s cards on the foundations", on_foundations
        ) % {"n": self.number(on_foundations)}
        if isinstance(position, crescent.Position):
            # TRANSLATORS: alternative text of a Crescent picture: "Crescent position: 12 cards on the foundations, 2 piles empty, 2 redeals left".
            return self.gettext("Crescent position: %(foundations)s, %(empty)s, %(redeals)s") % {
                "foundations": foundations,
                "empty": self._empty_piles(len(position.empty_piles())),
                "redeals": self.redeals_left(position.redeals_left),
            }
        if isinstance(position, freecell.Position):
            free, total = position.empty_cells(), len(position.cells)
            cells = self.ngettext(
                "%(n)s free cell of %(total)s", "%(n)s free cells of %(total)s", free
            ) % {
                "n": self.number(free),
                "total": self.number(total),
            }
            # TRANSLATORS: alternative text of a FreeCell picture: "FreeCell position: 5 cards on the foundations, 2 free cells of 4, 1 column empty".
            return self.gettext("FreeCell position: %(foundations)s, %(cells)s, %(empty)s") % {
                "foundations": foundations,
                "cells": cells,
                "empty": self._empty_columns(position.empty_columns()),
            }
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
                return self._narrate_redeal(number, after.redeals_left)
            return self._narrate_crescent(position, action, number)
        if isinstance(position, freecell.Position):
            return self._narrate_freecell(position, action, number)
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

    def _from_foundation(self, name: str) -> str:
        return self.pgettext("move source", "from %(foundation)s") % {"foundation": name}

    def _onto_foundation(self, name: str) -> str:
        return self.pgettext("move target", "onto %(foundation)s") % {"foundation": name}

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
            from_ = self._from_foundation(self._phrase(_CRESCENT_FOUNDATION_IN_SENTENCE[source]))
        else:
            from_ = self.pgettext("move source", "from pile %(number)s") % {
                "number": self.number(_pile(source))
            }
        if card is None:
            raise ValueError(f"pile {source} is empty: no card to narrate (CR-5)")
        if isinstance(target, Foundation):
            onto = self._onto_foundation(self._phrase(_CRESCENT_FOUNDATION_IN_SENTENCE[target]))
        else:
            under = position.top(_pile(target))
            values = {"number": self.number(target)}
            if under is None:
                onto = self.pgettext("move target", "onto empty pile %(number)s") % values
            else:
                values["card"] = self._card(_CARD_AFTER, under)
                onto = self.pgettext("move target", "onto %(card)s on pile %(number)s") % values
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
            from_ = self._from_foundation(
                self._phrase(_FREECELL_FOUNDATION_IN_SENTENCE[_suit_of(source)])
            )
        if first is None:
            raise ValueError(f"nothing to move from {source} (FC-3)")
        if isinstance(target, Column):
            under = position.column(target.number)
            values = {"number": self.number(target.number)}
            if under:
                values["card"] = self._card(_CARD_AFTER, under[-1])
                onto = self.pgettext("move target", "onto %(card)s on column %(number)s") % values
            else:
                onto = self.pgettext("move target", "into empty column %(number)s") % values
        elif isinstance(target, Cell):
            onto = self.pgettext("move target", "into cell %(letter)s") % {"letter": target.letter}
        else:
            suit = target.suit if target.suit is not None else first.suit
            onto = self._onto_foundation(self._phrase(_FREECELL_FOUNDATION_IN_SENTENCE[suit]))
        if count > 1:
            subject = self.npgettext(
                "run", "%(n)s card, from %(card)s up", "%(n)s cards, from %(card)s up", count
            ) % {
                "n": self.number(count),
                "card": self._card(_CARD_AFTER, first),
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
            return run_template % values
        # TRANSLATORS: a move the app refuses, drawn crossed out in a picture: "refused move: the eight of spades from pile 7 onto the seven of spades on pile 6; the app says “this pile is full; choose another place”". Quote the app's message as your language quotes.
        template = self.gettext(
            "refused move: %(cards)s %(source)s %(target)s; the app says “%(message)s”"
        )
        return template % values

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
