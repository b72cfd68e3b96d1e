"""Cards: suits, ranks and the 52 distinct cards.

A :class:`Card` is interned: there is exactly one object per rank and suit, so
positions compare and hash cards by identity and a solver can keep millions of
positions as keys cheaply.  A game of two decks holds two copies of every
card; the copies are the same value, as they are for the player.

Parse and format round-trip:

>>> Card.parse("A♠")
Card.parse('A♠')
>>> str(Card.parse("10h")), str(Card.parse("Td")), Card.parse("qc").ascii()
('10♥', '10♦', 'QC')
>>> Card.parse("A♠") is Card(Rank.ACE, Suit.SPADES)
True
"""

from __future__ import annotations

import enum
from typing import Any, ClassVar


class CardSyntaxError(ValueError):
    """Text that does not name a card."""


class Color(enum.Enum):
    """A suit's colour, for a game whose rules alternate colours."""

    BLACK = "black"
    RED = "red"


class Suit(enum.Enum):
    """The four suits, in the order foundations are laid out: ♠ ♥ ♦ ♣."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        """The suit sign, ``♠`` ``♥`` ``♦`` ``♣``."""
        return "♠♥♦♣"[self.value]

    @property
    def letter(self) -> str:
        """The ASCII letter used in notation: ``S`` ``H`` ``D`` ``C``."""
        return "SHDC"[self.value]

    @property
    def color(self) -> Color:
        return Color.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Color.BLACK

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from its sign or its letter (any case).

        >>> Suit.parse("♦"), Suit.parse("c")
        (<Suit.DIAMONDS: 2>, <Suit.CLUBS: 3>)
        """
        found = _SUIT_BY_TEXT.get(text.strip().upper())
        if found is None:
            raise CardSyntaxError(f"unknown suit {text!r}: use one of ♠ ♥ ♦ ♣ or S H D C")
        return found


_SUIT_BY_TEXT = {**{s.symbol: s for s in Suit}, **{s.letter: s for s in Suit}}
# Variation selectors sometimes follow a suit sign (♥️); accept the emoji forms too.
_SUIT_BY_TEXT.update({s.symbol + "\ufe0f": s for s in Suit})
_SUIT_BY_TEXT.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


class Rank(enum.IntEnum):
    """Ranks, ace lowest."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        """``A`` ``2`` … ``10`` ``J`` ``Q`` ``K``."""
        return _RANK_SYMBOLS[self.value]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank: ``A``, ``2``…``10`` (or ``T``), ``J``, ``Q``, ``K``.

        >>> Rank.parse("t"), Rank.parse("10"), Rank.parse("K")
        (<Rank.TEN: 10>, <Rank.TEN: 10>, <Rank.KING: 13>)
        """
        found = _RANK_BY_TEXT.get(text.strip().upper())
        if found is None:
            raise CardSyntaxError(f"unknown rank {text!r}: use A, 2-10 (or T), J, Q or K")
        return found


_RANK_SYMBOLS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_BY_TEXT = {symbol: Rank(value) for value, symbol in enumerate(_RANK_SYMBOLS) if value}
_RANK_BY_TEXT["T"] = Rank.TEN
_RANK_BY_TEXT["1"] = Rank.ACE


class Card:
    """One of the 52 cards.  ``Card(rank, suit)`` returns the interned card.

    ``index`` is ``suit * 13 + rank - 1`` (0…51), handy for arrays.
    """

    __slots__ = ("color", "index", "rank", "suit")
    rank: Rank
    suit: Suit
    index: int
    color: Color

    _all: ClassVar[dict[tuple[int, Suit], Card]] = {}
    """Every card, by rank (a :class:`Rank` is the int it equals) and suit."""

    def __new__(cls, rank: Rank | int, suit: Suit) -> Card:
        try:
            return cls._all[(rank, suit)]
        except KeyError:
            raise CardSyntaxError(f"no such card: rank {rank!r}, suit {suit!r}") from None

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit.value * len(Rank) + rank.value - 1)
        object.__setattr__(card, "color", suit.color)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.rank, self.suit))

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def ascii(self) -> str:
        """The ASCII form used in notation files: ``AS``, ``10H``, ``QC``."""
        return self.rank.symbol + self.suit.letter

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``A♠``, ``AS``, ``as``, ``10♥``, ``TH``, ``Q♣``…

        >>> Card.parse("X♠")
        Traceback (most recent call last):
        ...
        generator.cards.CardSyntaxError: not a card: 'X♠' (unknown rank 'X': use A, 2-10 (or T), J, Q or K)
        """
        stripped = text.strip()
        if len(stripped) < 2:
            raise CardSyntaxError(f"not a card: {text!r} (write rank then suit, as A♠ or AS)")
        suit_text = stripped[-1]
        rank_text = stripped[:-1]
        if suit_text == "\ufe0f" and len(stripped) >= 3:
            suit_text, rank_text = stripped[-2:], stripped[:-2]
        try:
            return cls(Rank.parse(rank_text), Suit.parse(suit_text))
        except CardSyntaxError as error:
            raise CardSyntaxError(f"not a card: {text!r} ({error})") from None


for _suit in Suit:
    for _rank in Rank:
        Card._all[(_rank, _suit)] = Card._make(_rank, _suit)

#: The 52 cards, ♠ A…K, then ♥, ♦, ♣.
DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)
