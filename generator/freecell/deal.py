"""FreeCell's deal, version 1 (``FC1``): Microsoft FreeCell deal #N (FC-17).

Specified here precisely enough to reimplement in another language; it does
not use Python's :mod:`random`, whose algorithm may change between Python
versions.

The classic generator, so that the deal numbers players know keep their meaning.

1. A 32-bit state starts as the deal number *N* (1 ≤ *N* ≤ 2³¹ − 1).  Each draw
   sets ``state = (state × 214013 + 2531011) mod 2³²`` and returns
   ``(state >> 16) & 0x7fff`` (the C library's ``rand``).
2. The deck is the 52 numbers 0…51; number *i* is the card of rank
   ``i // 4 + 1`` (ace = 1) in suit ``i % 4``, suits ordered ♣ ♦ ♥ ♠.
3. For *k* = 0…51: with *left* = 52 − *k* cards remaining, draw *r* and take
   ``j = r mod left``; deal ``deck[j]`` onto column ``k mod 8`` + 1 (on top of
   what it holds), then put ``deck[left − 1]`` in its place.

Columns 1–4 get 7 cards, 5–8 get 6 (FC-1).  Deal #1 begins with the row
J♦ 2♦ 9♥ J♣ 5♦ 7♥ 7♣ 5♥ at the bottom of the columns 1…8:

>>> first = microsoft_deal(1)
>>> " ".join(str(column[0]) for column in first)
'J♦ 2♦ 9♥ J♣ 5♦ 7♥ 7♣ 5♥'
>>> " ".join(str(card) for card in first[0])
'J♦ K♦ 2♠ 4♣ 3♠ 6♦ 6♠'
"""

from __future__ import annotations

from generator.cards import DECK, Card, Rank, Suit
from generator.freecell import engine as freecell

_MICROSOFT_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_MICROSOFT_DECK = tuple(
    Card(Rank(i // len(Suit) + 1), _MICROSOFT_SUITS[i % len(Suit)]) for i in range(len(DECK))
)


def microsoft_deal(number: int) -> tuple[tuple[Card, ...], ...]:
    """The 8 columns (bottom to top) of Microsoft FreeCell deal #``number``."""
    state = number & 0xFFFFFFFF
    deck = list(_MICROSOFT_DECK)
    columns: list[list[Card]] = [[] for _ in range(freecell.COLUMN_COUNT)]
    for k in range(len(deck)):
        state = (state * 214013 + 2531011) & 0xFFFFFFFF
        left = len(deck) - k
        j = ((state >> 16) & 0x7FFF) % left
        columns[k % freecell.COLUMN_COUNT].append(deck[j])
        deck[j] = deck[left - 1]
    return tuple(tuple(column) for column in columns)


__all__ = ["microsoft_deal"]
