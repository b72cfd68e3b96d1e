"""Crescent, as the app plays it (rules CR-1 … CR-25 of RULES.md).

A :class:`Position` is immutable and hashable: 16 piles (bottom to top), the
card count of each of the 8 foundations, and the redeals left.  Moves are
checked with :meth:`Position.refusal`, which answers ``None`` or the
:class:`Refusal` the app would give; :meth:`Position.play` applies a legal
move and raises :class:`IllegalMoveError` otherwise.  The engine speaks in
enums and numbers only: words for readers are made in :mod:`generator.describe`.

Places are pile numbers ``1``…``16`` (the horseshoe numbering of PRODUCT.md)
or :class:`Foundation` values.
"""

from __future__ import annotations

import enum
from collections import deque
from dataclasses import dataclass, field
from typing import Iterator, Union

from generator.cards import Card, Rank, Suit

PILE_COUNT = 16
"""Piles in the horseshoe (CR-2, CR-3)."""
DEAL_SIZE = 6
"""Cards dealt to each pile (CR-2)."""
PILE_LIMIT = 13
"""Most cards a pile may hold (CR-8)."""
REDEALS = 3
"""Redeals per game (CR-17)."""
UNDO_LIMIT = 100
"""Moves the app can undo (CR-23)."""
CARD_COUNT = 104
"""Two decks (CR-1)."""
FOUNDATION_SIZE = 13


class Direction(enum.Enum):
    """How a foundation builds."""

    UP = "up"
    """Ace foundation: A, 2 … K (CR-11)."""
    DOWN = "down"
    """King foundation: K, Q … A (CR-12)."""


@dataclass(frozen=True, slots=True)
class Foundation:
    """One of the 8 foundations: a suit and a direction."""

    direction: Direction
    suit: Suit

    @property
    def index(self) -> int:
        """0…7 in PRODUCT.md order: ascending ♠ ♥ ♦ ♣, then descending ♠ ♥ ♦ ♣."""
        return self.suit.value + (0 if self.direction is Direction.UP else 4)

    @property
    def base(self) -> Card:
        """The card set out at the start (CR-2), which never moves (CR-15)."""
        return Card(Rank.ACE if self.direction is Direction.UP else Rank.KING, self.suit)

    def card_at(self, count: int) -> Card:
        """The card on top when the foundation holds ``count`` cards (1…13)."""
        rank = count if self.direction is Direction.UP else FOUNDATION_SIZE + 1 - count
        return Card(Rank(rank), self.suit)

    def notation(self) -> str:
        """``AS`` … ``AC`` for ace foundations, ``KS`` … ``KC`` for king foundations."""
        return self.base.ascii()

    def __str__(self) -> str:
        return self.notation()


FOUNDATIONS: tuple[Foundation, ...] = tuple(
    Foundation(direction, suit) for direction in Direction for suit in Suit
)
"""The 8 foundations in PRODUCT.md order (the index of each is its position here)."""

Place = Union[int, Foundation]
"""A pile number 1…16 or a foundation."""


class Refusal(enum.Enum):
    """Why the app refuses a move.  Each member names the rule it enforces."""

    NOTHING_TO_MOVE = "nothing-to-move"
    """The source pile is empty (CR-5)."""
    NOT_TOP_CARD = "not-top-card"
    """The move names a card that is not the top card of its source (CR-5)."""
    SAME_PLACE = "same-place"
    """Source and destination are the same place."""
    NOT_SAME_SUIT = "not-same-suit"
    """The card must go on a card of its own suit (CR-6, CR-9; CR-11, CR-12)."""
    RANK_NOT_ADJACENT = "rank-not-adjacent"
    """On a pile the rank must be one higher or one lower, wrapping A–K (CR-6, CR-7, CR-9)."""
    PILE_FULL = "pile-full"
    """The destination pile already holds 13 cards (CR-8)."""
    EMPTY_PILE = "empty-pile"
    """Nothing may be put on an emptied pile (CR-10)."""
    NOT_NEXT_ON_FOUNDATION = "not-next-on-foundation"
    """A foundation takes only the next card of its sequence (CR-11, CR-12)."""
    NO_WRAP_ON_FOUNDATION = "no-wrap-on-foundation"
    """A complete foundation takes nothing: no ace on an ascending king, no king on a descending ace (CR-13)."""
    FOUNDATION_TO_PILE = "foundation-to-pile"
    """A card never goes back from a foundation to a pile (CR-14)."""
    BASE_LOCKED = "base-locked"
    """The foundation base never moves (CR-15)."""
    NO_REDEALS_LEFT = "no-redeals-left"
    """All three redeals are used (CR-17)."""


@dataclass(frozen=True, slots=True)
class Move:
    """A card moved from ``source`` to ``target``; ``card``, if given, is checked."""

    source: Place
    target: Place
    card: Card | None = field(default=None, compare=False)


class Redeal:
    """The redeal button (CR-16): not a move (CR-18).  Use the :data:`REDEAL` singleton."""

    __slots__ = ()
    _instance: Redeal | None = None

    def __new__(cls) -> Redeal:
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "REDEAL"

    def __reduce__(self) -> str:
        return "REDEAL"


REDEAL = Redeal()

Action = Union[Move, Redeal]


class IllegalMoveError(ValueError):
    """A move the app refuses; ``reason`` is the :class:`Refusal`."""

    def __init__(self, action: Action, reason: Refusal, position: Position):
        self.action = action
        self.reason = reason
        self.position = position
        super().__init__(f"illegal move {action!r}: {reason.value}")


def _adjacent(a: int, b: int) -> bool:
    """Ranks one apart on a pile, with the ace–king wrap (CR-7)."""
    difference = abs(a - b)
    return difference == 1 or difference == 12


@dataclass(frozen=True, slots=True)
class Position:
    """A Crescent position.

    ``piles[0]`` is pile 1; each pile lists its cards bottom to top.
    ``foundations[i]`` counts the cards (base included) of ``FOUNDATIONS[i]``.
    """

    piles: tuple[tuple[Card, ...], ...]
    foundations: tuple[int, ...] = (1,) * 8
    redeals_left: int = REDEALS

    # -- reading ---------------------------------------------------------------
    def pile(self, number: int) -> tuple[Card, ...]:
        """The cards of pile ``number`` (1…16), bottom to top."""
        return self.piles[number - 1]

    def top(self, place: Place) -> Card | None:
        """The top card of a pile or foundation (``None`` for an empty pile)."""
        if isinstance(place, Foundation):
            return place.card_at(self.foundations[place.index])
        cards = self.piles[place - 1]
        return cards[-1] if cards else None

    def foundation_count(self, foundation: Foundation) -> int:
        return self.foundations[foundation.index]

    def card_count(self) -> int:
        """Cards on piles and foundations: always 104."""
        return sum(map(len, self.piles)) + sum(self.foundations)

    def empty_piles(self) -> tuple[int, ...]:
        return tuple(n for n, cards in enumerate(self.piles, 1) if not cards)

    # -- rules -----------------------------------------------------------------
    def refusal(self, action: Action) -> Refusal | None:
        """``None`` if the app accepts ``action`` here, else its reason."""
        if isinstance(action, Redeal):
            return None if self.redeals_left > 0 else Refusal.NO_REDEALS_LEFT
        source, target = action.source, action.target
        _check_place(source)
        _check_place(target)
        if source == target:
            return Refusal.SAME_PLACE
        if isinstance(source, Foundation):
            count = self.foundations[source.index]
            card = source.card_at(count)
            if action.card is not None and action.card is not card:
                return Refusal.NOT_TOP_CARD
            if not isinstance(target, Foundation):
                return Refusal.FOUNDATION_TO_PILE
            if count == 1:
                return Refusal.BASE_LOCKED
        else:
            cards = self.piles[source - 1]
            if not cards:
                return Refusal.NOTHING_TO_MOVE
            card = cards[-1]
            if action.card is not None and action.card is not card:
                return Refusal.NOT_TOP_CARD
        if isinstance(target, Foundation):
            return self._foundation_refusal(card, target)
        destination = self.piles[target - 1]
        if not destination:
            return Refusal.EMPTY_PILE
        if len(destination) >= PILE_LIMIT:
            return Refusal.PILE_FULL
        under = destination[-1]
        if under.suit is not card.suit:
            return Refusal.NOT_SAME_SUIT
        if not _adjacent(under.rank, card.rank):
            return Refusal.RANK_NOT_ADJACENT
        return None

    def _foundation_refusal(self, card: Card, foundation: Foundation) -> Refusal | None:
        if card.suit is not foundation.suit:
            return Refusal.NOT_SAME_SUIT
        count = self.foundations[foundation.index]
        if count == FOUNDATION_SIZE:
            return Refusal.NO_WRAP_ON_FOUNDATION
        if foundation.card_at(count + 1) is not card:
            return Refusal.NOT_NEXT_ON_FOUNDATION
        return None

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    def play(self, action: Action) -> Position:
        """The position after ``action``; :class:`IllegalMoveError` if refused."""
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalMoveError(action, reason, self)
        if isinstance(action, Redeal):
            return self._redealt()
        return self._moved(action.source, action.target)

    def _moved(self, source: Place, target: Place) -> Position:
        piles = self.piles
        foundations = self.foundations
        if isinstance(source, Foundation) or isinstance(target, Foundation):
            counts = list(foundations)
            if isinstance(source, Foundation):
                counts[source.index] -= 1
            else:
                piles = _replace_pile(piles, source, piles[source - 1][:-1])
            if isinstance(target, Foundation):
                counts[target.index] += 1
            foundations = tuple(counts)
        else:
            card = piles[source - 1][-1]
            piles = list(piles)
            piles[source - 1] = piles[source - 1][:-1]
            piles[target - 1] = piles[target - 1] + (card,)
            piles = tuple(piles)
        return Position(piles, foundations, self.redeals_left)

    def _redealt(self) -> Position:
        """CR-16: in every pile of two or more cards the bottom card goes on top."""
        piles = tuple(cards[1:] + cards[:1] if len(cards) >= 2 else cards for cards in self.piles)
        return Position(piles, self.foundations, self.redeals_left - 1)

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move (not the redeal), in a fixed order: by source, then target."""
        tops: list[Card | None] = [cards[-1] if cards else None for cards in self.piles]
        for source in range(1, PILE_COUNT + 1):
            card = tops[source - 1]
            if card is None:
                continue
            for foundation in FOUNDATIONS:
                if self._foundation_refusal(card, foundation) is None:
                    yield Move(source, foundation, card)
            for target in range(1, PILE_COUNT + 1):
                under = tops[target - 1]
                if (
                    target != source
                    and under is not None
                    and under.suit is card.suit
                    and _adjacent(under.rank, card.rank)
                    and len(self.piles[target - 1]) < PILE_LIMIT
                ):
                    yield Move(source, target, card)
        for source in FOUNDATIONS:
            count = self.foundations[source.index]
            if count <= 1:
                continue
            card = source.card_at(count)
            for target in FOUNDATIONS:
                if target.suit is source.suit and target is not source:
                    if self._foundation_refusal(card, target) is None:
                        yield Move(source, target, card)

    def has_move(self) -> bool:
        return next(self.legal_moves(), None) is not None

    def is_won(self) -> bool:
        """CR-19: every foundation holds 13 cards."""
        return all(count == FOUNDATION_SIZE for count in self.foundations)

    def is_stuck(self) -> bool:
        """CR-20: not won, no move possible and no redeal left."""
        return not self.is_won() and self.redeals_left == 0 and not self.has_move()

    # -- app conveniences --------------------------------------------------------
    def tap_target(self, pile: int) -> Place | None:
        """CR-21: the one place that accepts the top card of ``pile``, if exactly one does."""
        places = [m.target for m in self.legal_moves() if m.source == pile]
        return places[0] if len(places) == 1 else None

    def drop_target(self, source: Place) -> Foundation | None:
        """CR-22: the foundation that takes the card of ``source`` dropped on the foundation area."""
        for foundation in FOUNDATIONS:
            if foundation != source and self.refusal(Move(source, foundation)) is None:
                return foundation
        return None


def _replace_pile(piles: tuple, number: int, cards: tuple) -> tuple:
    return piles[: number - 1] + (cards,) + piles[number:]


def _check_place(place: Place) -> None:
    if isinstance(place, Foundation):
        return
    if not isinstance(place, int) or not 1 <= place <= PILE_COUNT:
        raise ValueError(f"no pile {place!r}: Crescent piles are numbered 1 to {PILE_COUNT}")


class Game:
    """A game as the app runs it: the position, the move counter and undo (CR-18, CR-23)."""

    def __init__(self, start: Position):
        self.position = start
        self.moves = 0
        self._history: deque[Position] = deque(maxlen=UNDO_LIMIT)

    def play(self, action: Action) -> Position:
        after = self.position.play(action)
        if isinstance(action, Redeal):
            self._history.clear()  # CR-18: moves before a redeal can no longer be undone
        else:
            self._history.append(self.position)
            self.moves += 1
        self.position = after
        return after

    def can_undo(self) -> bool:
        return bool(self._history)

    def undo(self) -> Position:
        """Take back the last move (CR-23); ``IndexError`` when nothing can be undone."""
        if not self._history:
            raise IndexError("nothing to undo")
        self.position = self._history.pop()
        self.moves -= 1
        return self.position


def initial_position(piles: tuple[tuple[Card, ...], ...]) -> Position:
    """The start position from 16 dealt piles of 6 (CR-2)."""
    if len(piles) != PILE_COUNT or any(len(p) != DEAL_SIZE for p in piles):
        raise ValueError("a Crescent deal is 16 piles of 6 cards")
    return Position(tuple(tuple(p) for p in piles))


__all__ = [
    "Action", "CARD_COUNT", "DEAL_SIZE", "Direction", "FOUNDATIONS", "Foundation", "Game",
    "IllegalMoveError", "Move", "PILE_COUNT", "PILE_LIMIT", "Place", "Position", "REDEAL",
    "REDEALS", "Redeal", "Refusal", "UNDO_LIMIT", "initial_position",
]
