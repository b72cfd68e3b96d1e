"""The words an image shows, all asked of the describer.

Text for readers is made in one place, :mod:`generator.describe`; the image
only lays it out.  This module is the one door between them: pile labels,
numbers, and the rank written in a card's corner.
"""

from __future__ import annotations

from typing import Any

from generator.cards import Card
from generator.describe import Describer
from generator.fonts import FontChain, font_chain


class ImageWords:
    """The labels of one locale, with the fonts that draw them."""

    def __init__(self, language: str):
        self.language = language
        self.chain: FontChain = font_chain(language)
        # Raises MissingCatalogError for a locale without a complete catalog.
        self._describer = Describer(language)

    def pile_lines(self, pile: int, count: int) -> tuple[str, str]:
        """Under a numbered pile: its number, then its card count."""
        return self._describer.place_label(pile), self.count_or_empty(count)

    def count_or_empty(self, count: int) -> str:
        """A pile's card count, or the word for empty: an emptied pile says so, not "0 cards"."""
        return self._describer.count_label(count) if count else self._describer.empty_label()

    def empty(self) -> str:
        """Inside an empty column or cell."""
        return self._describer.empty_label()

    def foundation_lines(self, foundation: Any, count: int) -> tuple[str]:
        """Under a foundation of a row that says up or down: its card count."""
        return (self._describer.count_label(count),)

    def redeals_left(self, n: int) -> str:
        """What a redeal button says: "2 redeals left", then "no redeals"."""
        return self._describer.redeals_left(n)

    def place_label(self, place: Any) -> str:
        """A place's name as its game's pictures write it: a column number, a cell letter, a
        foundation's suit or direction."""
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
