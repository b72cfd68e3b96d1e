"""The words an image shows, all asked of the describer (contract 4).

Text for readers is made in one place, :mod:`generator.describe`; the image
only lays it out.  This module is the one door between them: pile labels,
numbers, and the rank written in a card's corner.
"""

from __future__ import annotations

import functools

from generator import crescent, freecell
from generator.cards import Card, Suit
from generator.fonts import FontChain, font_chain


class ImageWords:
    """The labels of one locale, with the fonts that draw them."""

    def __init__(self, language: str):
        self.language = language
        self.chain: FontChain = font_chain(language)
        self._describer = _provisional_describer(language)

    def pile_lines(self, pile: int, count: int) -> tuple[str, str]:
        """Under a Crescent pile (CR-4): its number, then its card count."""
        return self._describer.place_label(pile), self._describer.count_label(count)

    def foundation_lines(self, foundation: crescent.Foundation, count: int) -> tuple[str]:
        """Under a Crescent foundation: its card count (its row says up or down)."""
        return (self._describer.count_label(count),)

    def row_label(self, direction: crescent.Direction) -> str:
        """Beside a row of Crescent foundations: "up" or "down" (CR-11, CR-12)."""
        return self._describer.place_label(crescent.Foundation(direction, Suit.SPADES))

    def place_label(self, place: freecell.Place) -> str:
        """Over a FreeCell place: column number, cell letter, foundation suit."""
        return self._describer.place_label(place)

    def rank(self, card: Card) -> str:
        """The card's index as the locale writes it, without the suit sign (the pip is drawn)."""
        symbol = self._describer.card_symbol(card)
        sign = card.suit.symbol
        if not symbol.endswith(sign) or symbol == sign:
            raise ValueError(
                f"card symbol {symbol!r} for {card.ascii()} in {self.language!r} does not end "
                f"with its suit sign {sign!r}: the image cannot split rank from suit"
            )
        return symbol[: -len(sign)]


# ---------------------------------------------------------------------------
# TEMPORARY, until the catalogs for generator/describe.py land (issue 4,
# contract 4).  This stand-in has the Describer's method names and exists
# only so the renderer can be built and looked at in every script; its words
# are not the site's and it must be replaced by
# ``generator.describe.Describer(language)`` as soon as the catalogs exist.
# ---------------------------------------------------------------------------
_PROVISIONAL = {
    "en": ("card", "cards", "up", "down", ("spades", "hearts", "diamonds", "clubs")),
    "fr": ("carte", "cartes", "montante", "descendante", ("pique", "cœur", "carreau", "trèfle")),
    "hi": ("पत्ता", "पत्ते", "ऊपर", "नीचे", ("हुकुम", "पान", "ईंट", "चिड़ी")),
    "th": ("ใบ", "ใบ", "ขึ้น", "ลง", ("โพดำ", "โพแดง", "ข้าวหลามตัด", "ดอกจิก")),
}


class _ProvisionalDescriber:
    def __init__(self, language: str):
        if language not in _PROVISIONAL:
            raise LookupError(f"no catalog for locale {language!r}")
        self.language = language

    def count_label(self, count: int) -> str:
        one, many = _PROVISIONAL[self.language][:2]
        return f"{count} {one if count == 1 else many}"

    def place_label(self, place) -> str:
        words = _PROVISIONAL[self.language]
        if isinstance(place, crescent.Foundation):
            return words[2] if place.direction is crescent.Direction.UP else words[3]
        if isinstance(place, freecell.FoundationPlace):
            return words[4][place.suit.value]
        if isinstance(place, freecell.Column):
            return str(place.number)
        if isinstance(place, freecell.Cell):
            return place.letter
        return str(place)

    def card_symbol(self, card: Card) -> str:
        return str(card)


@functools.cache
def _provisional_describer(language: str) -> _ProvisionalDescriber:
    return _ProvisionalDescriber(language)
