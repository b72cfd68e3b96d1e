"""Crescent's deal, version 1 (``CR1``): the project's own algorithm (CR-24).

Specified here precisely enough to reimplement in another language; it does
not use Python's :mod:`random`, whose algorithm may change between Python
versions.

1. **Generator.**  SplitMix64 over unsigned 64-bit integers (all arithmetic
   modulo 2⁶⁴).  The state starts as ``TAG xor N``, where *N* is the deal
   number and ``TAG = 0x4352455343454E54`` (the ASCII bytes of ``CRESCENT``).
   Each draw does::

       state = state + 0x9E3779B97F4A7C15
       z = state
       z = (z xor (z >> 30)) * 0xBF58476D1CE4E5B9
       z = (z xor (z >> 27)) * 0x94D049BB133111EB
       return z xor (z >> 31)

2. **Unbiased bounded draw.**  ``below(n)`` (a number in 0 … *n* − 1): let
   ``limit = 2⁶⁴ − (2⁶⁴ mod n)``; draw *x* until *x* < *limit*; return
   ``x mod n``.
3. **Cards.**  Of the two decks (CR-1), one ace and one king of each suit are
   the foundation bases (CR-2); the 96 others start in this order: the 52-card
   deck ♠ A…K, ♥ A…K, ♦ A…K, ♣ A…K without its aces and kings (44 cards:
   ♠ 2…Q, ♥ 2…Q, ♦ 2…Q, ♣ 2…Q), followed by the whole second deck in the same
   order (52 cards: ♠ A…K, ♥ A…K, ♦ A…K, ♣ A…K).
4. **Shuffle.**  Fisher–Yates from the end: for *i* = 95 down to 1, swap the
   cards at positions *i* and ``below(i + 1)`` (0-based).
5. **Deal.**  Pile *p* (1…16, numbered as in CR-3) receives the shuffled
   cards 6(*p* − 1) … 6*p* − 1, the first of them at the bottom.

Test vectors.  SplitMix64 seeded with 0 first returns ``0xe220a8397b1dcdaf``
(the published reference).  Deal 1 (``CR1-N-AAAAAAB``): the first three draws
and piles 1, 2 and 16, bottom to top; the full piles of deals 1, 2, 267 and
8,031,810,175 are in ``tests/test_deal.py``:

>>> hex(SplitMix64(0).next())
'0xe220a8397b1dcdaf'

>>> generator = SplitMix64(CRESCENT_TAG ^ 1)
>>> [hex(generator.next()) for _ in range(3)]
['0xdd37d3758b9c4f8e', '0xbb90c5794168777d', '0x93f82ed0fff4e9b3']
>>> piles = crescent_deal(1)
>>> for number in (1, 2, 16):
...     print(number, " ".join(str(card) for card in piles[number - 1]))
1 6♦ A♣ 7♦ 5♣ A♠ 8♥
2 6♣ 3♦ K♦ 10♥ Q♣ 10♠
16 3♠ 7♠ 8♣ 9♠ 4♠ 3♠
"""

from __future__ import annotations

from generator.cards import DECK, Card, Rank
from generator.crescent import engine as crescent
from generator.splitmix import SplitMix64

CRESCENT_TAG = int.from_bytes(b"CRESCENT", "big")
"""Mixed into the Crescent seed so that its deal N shares no state with other games' deal N."""

CRESCENT_START_ORDER: tuple[Card, ...] = (
    tuple(card for card in DECK if card.rank not in (Rank.ACE, Rank.KING)) + DECK
)
"""The 96 cards before the shuffle (step 3 of the Crescent algorithm)."""


def crescent_deal(number: int) -> tuple[tuple[Card, ...], ...]:
    """The 16 piles (bottom to top) of Crescent version-1 deal ``number``."""
    generator = SplitMix64(CRESCENT_TAG ^ number)
    cards = list(CRESCENT_START_ORDER)
    for i in range(len(cards) - 1, 0, -1):
        j = generator.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    size = crescent.DEAL_SIZE
    return tuple(tuple(cards[size * p : size * (p + 1)]) for p in range(crescent.PILE_COUNT))


__all__ = ["CRESCENT_START_ORDER", "CRESCENT_TAG", "SplitMix64", "crescent_deal"]
