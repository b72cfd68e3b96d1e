"""Crescent, as the app plays it (rules CR-1 … CR-25 of RULES.md).

A :class:`Position` is immutable and hashable: 16 piles (bottom to top), the
card count of each of the 8 foundations, and the redeals left.  Moves are
checked with :meth:`Position.refusal`, which answers ``None`` or the
:class:`Refusal` the app would give; :meth:`Position.play` applies a legal
move and raises :class:`IllegalMoveError` otherwise.  The engine speaks in
enums and numbers only: words for readers are made in :mod:`generator.describe`.

Places are pile numbers ``1``…``16`` (the horseshoe numbering of CR-3)
or :class:`Foundation` values.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from generator import rules
from generator.cards import DECK, Card, Rank, Suit
from generator.rules import RefusalReason
from generator.session import Session

if TYPE_CHECKING:
    from typing_extensions import TypeIs

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
DECKS = 2
"""Decks shuffled together (CR-1)."""
CARD_COUNT = DECKS * len(DECK)
"""Two decks (CR-1)."""
FOUNDATION_SIZE = len(Rank)
"""A foundation holds every rank of its suit once (CR-11, CR-12)."""

HORSESHOE_LEFT = (1, 2, 3, 4)
"""The left side of the horseshoe, bottom to top (CR-3)."""
HORSESHOE_TOP = tuple(range(5, 13))
"""The top row, left to right (CR-3)."""
HORSESHOE_RIGHT = (13, 14, 15, 16)
"""The right side, top to bottom (CR-3)."""


class Direction(enum.Enum):
    """How a foundation builds."""

    UP = "up"
    """Ace foundation: A, 2 … K (CR-11)."""
    DOWN = "down"
    """King foundation: K, Q … A (CR-12)."""


_FOUNDATION_CACHE: dict[tuple[Direction, Suit], Foundation] = {}


@dataclass(frozen=True, slots=True, eq=False)
class Foundation:
    """One of the 8 foundations: a suit and a direction.

    There is one object per foundation (``Foundation(Direction.UP, Suit.SPADES)
    is FOUNDATIONS[0]``), so equality is identity: the move checks compare
    places many times per move.
    """

    direction: Direction
    suit: Suit
    index: int = field(init=False, repr=False)
    """0…7 in the app's order: ascending ♠ ♥ ♦ ♣, then descending ♠ ♥ ♦ ♣."""

    def __new__(cls, direction: Direction, suit: Suit) -> Foundation:
        found = _FOUNDATION_CACHE.get((direction, suit))
        if found is not None:
            return found
        if not isinstance(direction, Direction) or not isinstance(suit, Suit):
            raise ValueError(f"no foundation {direction!r} {suit!r}")
        made = object.__new__(cls)
        _FOUNDATION_CACHE[(direction, suit)] = made
        return made

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "index", self.suit.value + (0 if self.direction is Direction.UP else len(Suit))
        )

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[Any, ...]:
        return (Foundation, (self.direction, self.suit))

    @property
    def partner(self) -> Foundation:
        """The other foundation of its suit, built the other way (CR-11, CR-12).

        >>> FOUNDATIONS[0].partner, FOUNDATIONS[7].partner
        (Foundation(direction=<Direction.DOWN: 'down'>, suit=<Suit.SPADES: 0>), Foundation(direction=<Direction.UP: 'up'>, suit=<Suit.CLUBS: 3>))
        """
        other = Direction.DOWN if self.direction is Direction.UP else Direction.UP
        return Foundation(other, self.suit)

    @property
    def base(self) -> Card:
        """The card set out at the start (CR-2), which never moves (CR-15)."""
        return _foundation_card(self, 1)

    def card_at(self, count: int) -> Card:
        """The card on top when the foundation holds ``count`` cards (1…13)."""
        if not 1 <= count <= FOUNDATION_SIZE:
            raise ValueError(f"a foundation holds 1 to {FOUNDATION_SIZE} cards, not {count}")
        return _foundation_card(self, count)

    def notation(self) -> str:
        """``AS`` … ``AC`` for ace foundations, ``KS`` … ``KC`` for king foundations."""
        return self.base.ascii()

    def __str__(self) -> str:
        return self.notation()


FOUNDATIONS: tuple[Foundation, ...] = tuple(
    Foundation(direction, suit) for direction in Direction for suit in Suit
)
"""The 8 foundations in the app's order (the index of each is its position here)."""

# _FOUNDATION_CARDS[i][count]: the top card of FOUNDATIONS[i] holding count cards (1…13);
# _NEXT_CARD[i][count]: the card it takes next (None when complete, CR-13).
_FOUNDATION_CARDS: tuple[tuple[Card | None, ...], ...] = tuple(
    (
        None,
        *tuple(
            Card(
                Rank(count if f.direction is Direction.UP else FOUNDATION_SIZE + 1 - count), f.suit
            )
            for count in range(1, FOUNDATION_SIZE + 1)
        ),
    )
    for f in FOUNDATIONS
)
_NEXT_CARD: tuple[tuple[Card | None, ...], ...] = tuple(
    (*cards[1:], None) for cards in _FOUNDATION_CARDS
)
# _NEIGHBOURS[card]: the cards it may go onto on a pile: same suit, one rank apart, A–K wrap (CR-6, CR-7).
_NEIGHBOURS: dict[Card, tuple[Card, Card]] = {
    card: (
        Card(Rank(card.rank % 13 + 1), card.suit),
        Card(Rank((card.rank - 2) % 13 + 1), card.suit),
    )
    for card in DECK
}

Place = int | Foundation
"""A pile number 1…16 or a foundation."""


class Refusal(RefusalReason):
    """Why the app refuses a move, with the rules it enforces (:attr:`rules`).

    The rules are data on each member: the reason's id, the rules it cites, and
    the rules it cites instead when the card goes onto a ``foundation``.
    """

    NOTHING_TO_MOVE = "nothing-to-move", "CR-5"
    """The source pile is empty."""
    NOT_TOP_CARD = "not-top-card", "CR-5"
    """The move names a card that is not the top card of its source."""
    SAME_PLACE = "same-place", "CR-6", {"foundation": "CR-14"}
    """Source and destination are the same place: a card goes onto another pile, or
    another foundation."""
    NOT_SAME_SUIT = "not-same-suit", "CR-6 CR-9", {"foundation": "CR-11 CR-12"}
    """The card must go on a card of its own suit, or onto a foundation of its suit."""
    RANK_NOT_ADJACENT = "rank-not-adjacent", "CR-6 CR-7 CR-9"
    """On a pile the rank must be one higher or one lower, wrapping A–K."""
    PILE_FULL = "pile-full", "CR-8"
    """The destination pile already holds :data:`PILE_LIMIT` cards."""
    EMPTY_PILE = "empty-pile", "CR-10"
    """Nothing may be put on an emptied pile."""
    NOT_NEXT_ON_FOUNDATION = "not-next-on-foundation", "CR-11 CR-12"
    """A foundation takes only the next card of its sequence."""
    NO_WRAP_ON_FOUNDATION = "no-wrap-on-foundation", "CR-13"
    """A complete foundation takes nothing: no ace on an ascending king, no king on a descending ace."""
    FOUNDATION_TO_PILE = "foundation-to-pile", "CR-14"
    """A card never goes back from a foundation to a pile."""
    BASE_LOCKED = "base-locked", "CR-15"
    """The foundation base never moves."""
    NO_REDEALS_LEFT = "no-redeals-left", "CR-17"
    """All :data:`REDEALS` redeals are used."""


@dataclass(frozen=True, slots=True)
class Move:
    """A card moved from ``source`` to ``target``; ``card``, if given, is checked."""

    source: Place
    target: Place
    card: Card | None = field(default=None, compare=False)
    is_move: ClassVar[bool] = True
    """Every action says whether it is a move, so that shared code need not test its type."""


class Redeal:
    """The redeal button (CR-16): not a move (CR-18).  Use the :data:`REDEAL` singleton."""

    __slots__ = ()
    _instance: Redeal | None = None
    is_move: ClassVar[bool] = False
    """Not a move (CR-18): the move counter stays."""

    def __new__(cls) -> Redeal:
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "REDEAL"

    def __reduce__(self) -> str:
        return "REDEAL"


REDEAL = Redeal()

Action = Move | Redeal


class IllegalMoveError(rules.IllegalMoveError):
    """An action a Crescent position refuses; ``reason`` is the :class:`Refusal`."""

    action: Action
    reason: Refusal
    position: Position


def is_wrap(moved: Card, under: Card) -> bool:
    """CR-7: ``moved`` on ``under`` wraps the ranks, an ace on a king or a king on an ace."""
    return abs(moved.rank - under.rank) == len(Rank) - 1


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
        if _is_pile(place):
            cards = self.piles[place - 1]
            return cards[-1] if cards else None
        return _foundation_card(place, self.foundations[place.index])

    def foundation_top(self, foundation: Foundation) -> Card:
        """The top card of ``foundation`` (its base at least: the base never moves, CR-15)."""
        return _foundation_card(foundation, self.foundations[foundation.index])

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
        # The first failing check is the reason given, so their order is part of the
        # contract.  type() tests before isinstance() keep this hot path short: a
        # solver calls it millions of times.
        if type(action) is not Move and not isinstance(action, Move):
            if isinstance(action, Redeal):
                return None if self.redeals_left > 0 else Refusal.NO_REDEALS_LEFT
            raise TypeError(f"not a Crescent action: {action!r}")
        source = action.source
        target = action.target
        _is_pile(target)  # a place that is neither pile nor foundation is a ValueError
        if _is_pile(source):
            if source == target:
                return Refusal.SAME_PLACE
            cards = self.piles[source - 1]
            if not cards:
                return Refusal.NOTHING_TO_MOVE
            card = cards[-1]
            if action.card is not None and action.card is not card:
                return Refusal.NOT_TOP_CARD
        else:
            if source is target:
                return Refusal.SAME_PLACE
            count = self.foundations[source.index]
            card = _foundation_card(source, count)
            if action.card is not None and action.card is not card:
                return Refusal.NOT_TOP_CARD
            if _is_pile(target):
                return Refusal.FOUNDATION_TO_PILE
            if count == 1:
                return Refusal.BASE_LOCKED
        if not _is_pile(target):
            return self._foundation_refusal(card, target)
        destination = self.piles[target - 1]
        if not destination:
            return Refusal.EMPTY_PILE
        if len(destination) >= PILE_LIMIT:
            return Refusal.PILE_FULL
        under = destination[-1]
        if under.suit is not card.suit:
            return Refusal.NOT_SAME_SUIT
        if under not in _NEIGHBOURS[card]:
            return Refusal.RANK_NOT_ADJACENT
        return None

    def _foundation_refusal(self, card: Card, foundation: Foundation) -> Refusal | None:
        if card.suit is not foundation.suit:
            return Refusal.NOT_SAME_SUIT
        wanted = _NEXT_CARD[foundation.index][self.foundations[foundation.index]]
        if wanted is None:
            return Refusal.NO_WRAP_ON_FOUNDATION
        if wanted is not card:
            return Refusal.NOT_NEXT_ON_FOUNDATION
        return None

    def refusal_rules(self, action: Action, reason: Refusal) -> tuple[str, ...]:
        """The rules (RULES.md ids) the app's ``reason`` for refusing ``action`` cites here:
        those of a pile or of a foundation, where the card was to go."""
        onto = isinstance(action, Move) and isinstance(action.target, Foundation)
        return reason.rules_onto("foundation" if onto else "pile")

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
        if isinstance(target, int):
            # Only a pile goes onto a pile (CR-14).
            assert isinstance(source, int)
            moving = piles[source - 1]
            changed = list(piles)
            changed[source - 1] = moving[:-1]
            changed[target - 1] = piles[target - 1] + moving[-1:]
            return Position(tuple(changed), self.foundations, self.redeals_left)
        counts = list(self.foundations)
        if isinstance(source, int):
            piles = (*piles[: source - 1], piles[source - 1][:-1], *piles[source:])
        else:
            counts[source.index] -= 1
        counts[target.index] += 1
        return Position(piles, tuple(counts), self.redeals_left)

    def _redealt(self) -> Position:
        """CR-16: in every pile of two or more cards the bottom card goes on top."""
        piles = tuple(cards[1:] + cards[:1] if len(cards) >= 2 else cards for cards in self.piles)
        return Position(piles, self.foundations, self.redeals_left - 1)

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move (not the redeal), in a fixed order.

        By source: piles 1…16, then foundations in :data:`FOUNDATIONS` order;
        for each source the foundations come first, then the piles 1…16.
        """
        piles = self.piles
        counts = self.foundations
        # Piles that can take a card, by their top card (two copies: up to two piles).
        takers: dict[Card, list[int]] = {}
        for number, cards in enumerate(piles, 1):
            if cards and len(cards) < PILE_LIMIT:
                takers.setdefault(cards[-1], []).append(number)
        for source, cards in enumerate(piles, 1):
            if not cards:
                continue
            card = cards[-1]
            up = card.suit.value
            if _NEXT_CARD[up][counts[up]] is card:
                yield Move(source, FOUNDATIONS[up], card)
            if _NEXT_CARD[up + 4][counts[up + 4]] is card:
                yield Move(source, FOUNDATIONS[up + 4], card)
            higher, lower = _NEIGHBOURS[card]
            targets = takers.get(higher, []) + takers.get(lower, [])
            if len(targets) > 1:
                targets.sort()
            for target in targets:
                if target != source:
                    yield Move(source, target, card)
        for index in range(8):
            # CR-14: the top of one foundation is the next card of the other foundation of
            # its suit exactly when the two hold 13 cards together; CR-15: a base never moves.
            other = (index + 4) % 8
            if counts[index] > 1 and counts[index] + counts[other] == FOUNDATION_SIZE:
                yield Move(
                    FOUNDATIONS[index], FOUNDATIONS[other], _FOUNDATION_CARDS[index][counts[index]]
                )

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


def _is_pile(place: Place) -> TypeIs[int]:
    """``True`` for a pile, ``False`` for a foundation; ``ValueError`` for anything else."""
    if type(place) is int:
        if 1 <= place <= PILE_COUNT:
            return True
    elif type(place) is Foundation:
        return False
    raise ValueError(f"no pile {place!r}: Crescent piles are numbered 1 to {PILE_COUNT}")


def _foundation_card(foundation: Foundation, count: int) -> Card:
    """The top card of ``foundation`` holding ``count`` cards (1…13: the base never moves)."""
    card = _FOUNDATION_CARDS[foundation.index][count]
    assert card is not None, "a foundation holds its base card"
    return card


class Game(Session):
    """A game as the app runs it: the position, the move counter and undo (CR-18, CR-23)."""

    def __init__(self, start: Position):
        super().__init__(start, UNDO_LIMIT)

    def play(self, action: Action) -> Position:
        if not isinstance(action, Redeal):
            after: Position = super().play(action)
            return after
        self.position = self.position.play(action)  # not a move: the counter stays (CR-18)
        self.forget_history()  # CR-18: moves before a redeal can no longer be undone
        position: Position = self.position
        return position


def card_on_card(moved: Card, under: Card) -> Refusal | None:
    """What the app says of ``moved`` put on ``under`` (CR-6, CR-7), each the top card of
    its own pile: ``None`` if it accepts the move, else its reason.  A rule's example on
    a page asks this (:mod:`generator.rule_examples`)."""
    piles = ((moved,), (under,)) + ((),) * (PILE_COUNT - 2)
    return Position(piles).refusal(Move(1, 2))


def initial_position(piles: tuple[tuple[Card, ...], ...]) -> Position:
    """The start position from 16 dealt piles of 6 (CR-2)."""
    if len(piles) != PILE_COUNT or any(len(p) != DEAL_SIZE for p in piles):
        raise ValueError("a Crescent deal is 16 piles of 6 cards")
    return Position(tuple(tuple(p) for p in piles))


__all__ = [
    "CARD_COUNT",
    "DEAL_SIZE",
    "FOUNDATIONS",
    "PILE_COUNT",
    "PILE_LIMIT",
    "REDEAL",
    "REDEALS",
    "UNDO_LIMIT",
    "Action",
    "Direction",
    "Foundation",
    "Game",
    "IllegalMoveError",
    "Move",
    "Place",
    "Position",
    "Redeal",
    "Refusal",
    "card_on_card",
    "initial_position",
    "is_wrap",
]
