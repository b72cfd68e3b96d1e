"""Positions written as text, for tests: a card list, a Crescent or a FreeCell position.

>>> cards("10♥ K♠")
(Card.parse('10♥'), Card.parse('K♠'))
>>> crescent_position({1: "9♥"}).pile(1), freecell_position({8: "A♠"}, "K♥ -", cell_count=2).cells
((Card.parse('9♥'),), (Card.parse('K♥'), None))
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable

from generator.cards import Card, Rank, Suit
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


# Small Crescent positions for the solver's tests and the research beside them, and the
# brute force that decides them by the engine's own moves.


def crescent_piles(
    piles: dict[int, list[str]], foundations: Iterable[int], redeals: int
) -> crescent.Position:
    """Piles ``{number: [bottom, …, top]}``, the others empty; ``foundations`` as the
    position stores them (8 counts, ascending ones first)."""
    rows = [tuple(Card.parse(t) for t in piles.get(n, ())) for n in range(1, 17)]
    return crescent.Position(tuple(rows), tuple(foundations), redeals)


def crescent_brute_force_wins(position: crescent.Position) -> bool:
    """Depth-first search over the engine's own legal moves and the redeal."""
    seen = {position}
    stack = [position]
    while stack:
        current = stack.pop()
        if current.is_won():
            return True
        actions: list[crescent.Move | crescent.Redeal] = list(current.legal_moves())
        if current.redeals_left:
            actions.append(crescent.REDEAL)
        for action in actions:
            after = current.play(action)
            if after not in seen:
                seen.add(after)
                stack.append(after)
    return False


def crescent_tail_position(seed: int) -> crescent.Position:
    """The last cards of each suit: both foundations of a suit have passed each
    other, so each remaining card has one foundation; 2 to 8 cards on 4 piles."""
    rng = random.Random(seed)
    foundations = [1] * 8
    cards = []
    for suit in Suit:
        up = rng.choice((11, 12, 13))  # ascending holds A … up
        down = rng.choice((1, 2, 3))  # descending holds K … down
        foundations[suit.value] = up
        foundations[4 + suit.value] = 14 - down
        cards += [Card(Rank(r), suit) for r in range(up + 1, 14)]
        cards += [Card(Rank(r), suit) for r in range(1, down)]
    rng.shuffle(cards)
    piles: list[list[Card]] = [[] for _ in range(16)]
    for index, card in enumerate(cards):
        piles[index % 4 if index < 4 else rng.randrange(4)].append(card)
    return crescent.Position(tuple(map(tuple, piles)), tuple(foundations), rng.choice((0, 0, 1)))


def crescent_one_suit_position(seed: int) -> crescent.Position:
    """One suit left, 13 or 14 cards on 3 to 5 piles: its ascending foundation
    holds A … k, its descending one K … k+1 (they meet, CR-14) or K … k+2 (one
    rank short of meeting); every other foundation is complete."""
    rng = random.Random(seed)
    suit = rng.choice(list(Suit))
    up = rng.randrange(1, 12)
    down = up + 1 + rng.choice((0, 1))
    foundations = [13] * 8
    foundations[suit.value], foundations[4 + suit.value] = up, 14 - down
    cards = [Card(Rank(r), suit) for r in range(1, 14) for _ in range(2)]
    for r in [*range(1, up + 1), *range(down, 14)]:
        cards.remove(Card(Rank(r), suit))
    rng.shuffle(cards)
    count = rng.randrange(3, 6)
    piles: list[list[Card]] = [[] for _ in range(16)]
    for index, card in enumerate(cards):
        piles[index if index < count else rng.randrange(count)].append(card)
    rng.shuffle(piles)
    return crescent.Position(tuple(map(tuple, piles)), tuple(foundations), rng.choice((0, 0, 1)))


@functools.cache
def crescent_small_positions() -> tuple[tuple[crescent.Position, bool], ...]:
    """600 small positions, each with whether the brute-force search wins it."""
    return tuple(
        (position, crescent_brute_force_wins(position))
        for seed in range(300)
        for position in (crescent_tail_position(seed), crescent_one_suit_position(seed))
    )
