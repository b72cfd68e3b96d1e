"""The Crescent solvers' compact position: cards as small numbers, and the rank tables.

A card is ``rank * 4 + suit`` (one byte); the relaxed games of
:mod:`generator.crescent.deadlock`, the search of :mod:`generator.crescent.solver`
and the reduction of :mod:`generator.crescent.reduce` share these tables.
"""

from __future__ import annotations

from generator.cards import Card, Rank, Suit

KING = int(Rank.KING)
"""The highest rank, 13: the ranks of a suit are 1 … KING (CR-1)."""
RANKS = range(Rank.ACE, KING + 1)

NEIGHBOURS = [()] + [tuple(sorted({r % KING + 1, (r - 2) % KING + 1})) for r in RANKS]
"""Ranks a card of rank r may go onto on a pile, with the ace–king wrap (CR-6, CR-7)."""

TO_FOUNDATION = "F"
TO_PILE = "P"
REDEAL = "R"


def encode(card: Card) -> int:
    return card.rank.value * 4 + card.suit.value


def decode(code: int) -> Card:
    return Card(Rank(code >> 2), Suit(code & 3))


def suit_wanted(suit: int, up: int, down: int) -> tuple[int, ...]:
    """The cards of a suit its two foundations take next (when they meet, every card of it)."""
    if up == 0:
        # Meeting foundations take any card of the suit: all of them count
        # (ignoring them made the search dawdle once a suit met).
        return tuple(rank * 4 + suit for rank in RANKS)
    wanted: list[int] = []
    if up < KING:
        wanted.append((up + 1) * 4 + suit)
    if down > 1 and down - 1 != up + 1:
        wanted.append((down - 1) * 4 + suit)
    return tuple(wanted)


WANTED = [
    [[suit_wanted(suit, up, down) for down in range(KING + 1)] for up in range(KING + 1)]
    for suit in range(4)
]
"""``WANTED[suit][up][down]``: :func:`suit_wanted` for every state of a suit's two
foundations, made once (a table keyed by all 8 foundations grew with every
deal a process solved: 600 MB over 200 deals)."""


__all__ = [
    "KING",
    "NEIGHBOURS",
    "RANKS",
    "REDEAL",
    "TO_FOUNDATION",
    "TO_PILE",
    "WANTED",
    "decode",
    "encode",
    "suit_wanted",
]
