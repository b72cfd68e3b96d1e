"""Ladder's rules: eight cards, four piles, two foundations (the rules page, LD-1 … LD-6)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from generator import rules
from generator.cards import Card, Rank, Suit
from generator.rules import RefusalReason

SUITS = (Suit.SPADES, Suit.HEARTS)
RANKS = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR)
DECK = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
"""LD-1: the ace to the four of spades and of hearts."""
PILE_COUNT = 4
"""LD-2: four piles of two cards."""


class Refusal(RefusalReason):
    """Why Ladder refuses a move, with the rules it enforces."""

    NOTHING_TO_MOVE = "nothing-to-move", "LD-3"
    SAME_PLACE = "same-place", "LD-3"
    RANK_NOT_ONE_LOWER = "rank-not-one-lower", "LD-4"
    NOT_NEXT_ON_FOUNDATION = "not-next-on-foundation", "LD-5"
    FOUNDATION_TO_PILE = "foundation-to-pile", "LD-5"


class IllegalMoveError(rules.IllegalMoveError):
    """An action the position refuses; ``reason`` says why.  The shared class, which the
    replay catches for every game (a record's illegal move is a ``file:line: reason``)."""

    reason: Refusal


@dataclass(frozen=True)
class Pile:
    """Pile 1 … 4."""

    number: int


@dataclass(frozen=True)
class Foundation:
    """The foundation of a suit (LD-5)."""

    suit: Suit


Place = Pile | Foundation


@dataclass(frozen=True)
class Move:
    """The top card of ``source`` onto ``target``; ``card`` is checked when given."""

    source: Place
    target: Place
    card: Card | None = None
    is_move = True


class Kind(enum.Enum):
    """What a move does, for pages: ``move 2 is to-foundation``."""

    TO_PILE = "to-pile"
    TO_EMPTY_PILE = "to-empty-pile"
    TO_FOUNDATION = "to-foundation"


@dataclass(frozen=True)
class Position:
    """The piles (bottom to top) and each foundation's card count, in :data:`SUITS` order."""

    piles: tuple[tuple[Card, ...], ...]
    foundations: tuple[int, ...] = (0, 0)

    def cards(self, place: Place) -> tuple[Card, ...]:
        if isinstance(place, Pile):
            return self.piles[place.number - 1]
        count = self.foundations[SUITS.index(place.suit)]
        return tuple(Card(rank, place.suit) for rank in RANKS[:count])

    def top(self, place: Place) -> Card | None:
        cards = self.cards(place)
        return cards[-1] if cards else None

    def refusal(self, move: Move) -> Refusal | None:
        """Why the move is refused, or ``None`` (LD-3 … LD-5)."""
        if isinstance(move.source, Foundation):
            return Refusal.FOUNDATION_TO_PILE
        card = self.top(move.source)
        if card is None or (move.card is not None and move.card is not card):
            return Refusal.NOTHING_TO_MOVE
        if move.source == move.target:
            return Refusal.SAME_PLACE
        if isinstance(move.target, Foundation):
            ok = card.suit is move.target.suit and card.rank == len(self.cards(move.target)) + 1
            return None if ok else Refusal.NOT_NEXT_ON_FOUNDATION
        under = self.top(move.target)
        if under is not None and card.rank != under.rank - 1:
            return Refusal.RANK_NOT_ONE_LOWER
        return None

    def play(self, move: Move) -> Position:
        reason = self.refusal(move)
        if reason is not None:
            raise IllegalMoveError(move, reason, self)
        assert isinstance(move.source, Pile)
        card = self.piles[move.source.number - 1][-1]
        piles = list(self.piles)
        piles[move.source.number - 1] = piles[move.source.number - 1][:-1]
        if isinstance(move.target, Foundation):
            foundations = list(self.foundations)
            foundations[SUITS.index(card.suit)] += 1
            return replace(self, piles=tuple(piles), foundations=tuple(foundations))
        piles[move.target.number - 1] = (*piles[move.target.number - 1], card)
        return replace(self, piles=tuple(piles))

    def legal_moves(self) -> list[Move]:
        places: list[Place] = [Pile(n) for n in range(1, PILE_COUNT + 1)]
        places += [Foundation(suit) for suit in SUITS]
        moves = [Move(source, target) for source in places for target in places]
        return [move for move in moves if self.refusal(move) is None]

    def is_won(self) -> bool:
        """LD-6: every card on the foundations."""
        return sum(self.foundations) == len(DECK)


def card_on_card(moved: Card, under: Card) -> Refusal | None:
    """LD-4: a card goes on a card one rank higher, of any suit."""
    return None if moved.rank == under.rank - 1 else Refusal.RANK_NOT_ONE_LOWER


def deal(number: int) -> Position:
    """LD-2: deal ``number`` shuffles the deck with a small linear congruential generator
    seeded by the number, then deals two cards to each pile in turn."""
    cards = list(DECK)
    seed = number
    for i in range(len(cards) - 1, 0, -1):
        seed = (seed * 1103515245 + 12345) % 2**31
        j = seed % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return Position(tuple(tuple(cards[2 * n : 2 * n + 2]) for n in range(PILE_COUNT)))
