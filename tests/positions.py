"""Positions written as text, for tests: a card list, a Crescent or a FreeCell position.

>>> cards("10♥ K♠")
(Card.parse('10♥'), Card.parse('K♠'))
>>> crescent_position({1: "9♥"}).pile(1), freecell_position({8: "A♠"}, "K♥ -", cell_count=2).cells
((Card.parse('9♥'),), (Card.parse('K♥'), None))
"""

from __future__ import annotations

from generator.cards import Card, Suit
from generator.crescent import engine as crescent
from generator.freecell import engine as freecell


def cards(text: str) -> tuple[Card, ...]:
    """The cards of ``text``, bottom to top: ``"5♥ 9♦"``."""
    return tuple(Card.parse(word) for word in text.split())


def crescent_position(
    piles: dict[int, str] | None = None,
    foundations: dict[crescent.Foundation, int] | None = None,
    redeals: int = crescent.REDEALS,
) -> crescent.Position:
    """Piles ``{number: "bottom … top"}``, the others empty; foundations ``{foundation: count}``,
    the others holding their base only (CR-2)."""
    rows: list[tuple[Card, ...]] = [()] * crescent.PILE_COUNT
    for number, text in (piles or {}).items():
        rows[number - 1] = cards(text)
    counts = [1] * len(crescent.FOUNDATIONS)
    for foundation, count in (foundations or {}).items():
        counts[foundation.index] = count
    return crescent.Position(tuple(rows), tuple(counts), redeals)


def freecell_position(
    columns: dict[int, str] | None = None,
    cells: str = "",
    foundations: dict[Suit, int] | None = None,
    cell_count: int = max(freecell.CELL_CHOICES),
) -> freecell.Position:
    """Columns ``{number: "bottom … top"}``, the others empty; cells ``"K♠ - -"`` (``-`` an
    empty one, the rest empty up to ``cell_count``); foundations ``{suit: count}``, the others
    empty."""
    rows: list[tuple[Card, ...]] = [()] * freecell.COLUMN_COUNT
    for number, text in (columns or {}).items():
        rows[number - 1] = cards(text)
    held: list[Card | None] = [None if word == "-" else Card.parse(word) for word in cells.split()]
    held += [None] * (cell_count - len(held))
    counts = [0] * len(Suit)
    for suit, count in (foundations or {}).items():
        counts[suit.value] = count
    return freecell.Position(tuple(rows), tuple(held), tuple(counts))
