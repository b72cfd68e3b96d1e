"""FreeCell, as the app plays it (rules FC-1 … FC-17 of RULES.md).

A :class:`Position` is immutable and hashable: 8 columns (bottom to top), the
free cells the variant has (4, 2 or 1; FC-13), and the card count of each
suit's foundation.  :meth:`Position.refusal` answers ``None`` or a
:class:`Refusal`; :meth:`Position.play` applies a legal move.

Places are :class:`Column` (1…8), :class:`Cell` (0…3, written a…d) and
:class:`FoundationPlace` (a suit, or ``None`` for "the foundation of the
card's suit", the ``h`` of standard notation).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar

from generator import rules
from generator.cards import DECK, Card, Rank, Suit
from generator.rules import RefusalReason
from generator.session import Session

COLUMN_COUNT = 8
"""Columns of the tableau (FC-1)."""
DEAL_SIZES = (7, 7, 7, 7, 6, 6, 6, 6)
"""Cards dealt to each column (FC-1)."""
CELL_CHOICES = (4, 2, 1)
"""Free cells the new-game window offers (FC-13)."""
UNDO_LIMIT = 100
"""Actions the app can undo (FC-16)."""
CELL_LETTERS = "abcd"[: max(CELL_CHOICES)]
"""The cells as the notation writes them; a variant with fewer keeps the first (FC-13)."""
CARD_COUNT = len(DECK)
FOUNDATION_SIZE = len(Rank)


@dataclass(frozen=True, slots=True)
class Column:
    number: int

    def __str__(self) -> str:
        return str(self.number)


@dataclass(frozen=True, slots=True)
class Cell:
    index: int

    @property
    def letter(self) -> str:
        return CELL_LETTERS[self.index]

    def __str__(self) -> str:
        return self.letter


@dataclass(frozen=True, slots=True)
class FoundationPlace:
    """A suit's foundation; ``suit=None`` as a target means the card's own suit."""

    suit: Suit | None = None

    def __str__(self) -> str:
        return "h" if self.suit is None else "h" + self.suit.letter.lower()


Place = Column | Cell | FoundationPlace


_COLUMNS = tuple(Column(n) for n in range(1, COLUMN_COUNT + 1))
_CELLS = tuple(Cell(i) for i in range(max(CELL_CHOICES)))
_FOUNDATION_PLACES = tuple(FoundationPlace(suit) for suit in Suit)
_HOME = FoundationPlace(None)


class Refusal(RefusalReason):
    """Why the app refuses a move, with the rules it enforces (:attr:`rules`).

    The rules are data on each member: the reason's id, the rules it cites, and
    the rules it cites instead for some kinds of destination (``cell``,
    ``foundation``, ``empty-column``; see :meth:`Position.refusal_rules`).
    """

    NOTHING_TO_MOVE = "nothing-to-move", "FC-3"
    """The source column, cell or foundation is empty."""
    NOT_TOP_CARD = "not-top-card", "FC-3"
    """The move names a card that is not the card it would move."""
    SAME_PLACE = "same-place", "FC-4", {"cell": "FC-5", "foundation": "FC-15"}
    """Source and destination are the same place: a card does not go on itself, a cell
    holding it is not empty, and a foundation's card goes back onto the board."""
    NO_SUCH_CELL = "no-such-cell", "FC-13"
    """The variant has fewer cells: removed cells vanish from the board."""
    CELL_OCCUPIED = "cell-occupied", "FC-5"
    """A cell holds one card."""
    NOT_OPPOSITE_COLOUR = "not-opposite-colour", "FC-4"
    """On a column, red goes on black and black on red."""
    RANK_NOT_ONE_LOWER = "rank-not-one-lower", "FC-4 FC-8"
    """On a column the card must be exactly one rank lower."""
    NOT_NEXT_ON_FOUNDATION = "not-next-on-foundation", "FC-6"
    """A foundation takes the ace of its suit first, then 2, 3 … K."""
    ONE_CARD_ONLY = "one-card-only", "FC-5 FC-6", {"cell": "FC-5", "foundation": "FC-6"}
    """Only single cards go to a cell or a foundation."""
    NOT_A_SEQUENCE = "not-a-sequence", "FC-9"
    """The cards moved together must form a run: alternating colours, consecutive ranks."""
    SEQUENCE_TOO_LONG = "sequence-too-long", "FC-9 FC-13", {"empty-column": "FC-9 FC-10 FC-13"}
    """More cards than the free cells (of those the variant has) and empty columns allow;
    an empty column the run goes into does not count."""


@dataclass(frozen=True, slots=True)
class Move:
    """``count`` cards from ``source`` to ``target``.

    ``count=None`` (standard notation without a count, as in ``43``) means the
    one run that fits a non-empty column, or a single card into an empty one:
    the standard notation as Freecell Solver writes it, where a move of several
    cards into an empty column carries its count (``43v3``).  ``card``, if given, names the card moved (the lowest card of a
    run in the column, i.e. the first one lifted) and is checked.
    """

    source: Place
    target: Place
    count: int | None = 1
    card: Card | None = field(default=None, compare=False)
    is_move: ClassVar[bool] = True
    """Every action says whether it is a move, so that shared code need not test its type."""

    @property
    def cards_moved(self) -> int:
        """The count, once :meth:`Position.resolve` has filled it in (``ValueError`` before)."""
        if self.count is None:
            raise ValueError(f"{self!r}: resolve the move in its position to know its count")
        return self.count

    def __post_init__(self) -> None:
        # A count of 0 would slice the whole column (cards[-0:]): refuse it here.
        if self.count is not None and (isinstance(self.count, bool) or self.count < 1):
            raise ValueError(f"a move carries at least one card, not {self.count!r}")


class IllegalMoveError(rules.IllegalMoveError):
    """A move a FreeCell position refuses; ``reason`` is the :class:`Refusal`."""

    action: Move
    reason: Refusal
    position: Position


def _stacks(card: Card, under: Card) -> bool:
    """FC-4: ``card`` may go on ``under`` in a column."""
    return card.color is not under.color and card.rank + 1 == under.rank


@dataclass(frozen=True, slots=True)
class Position:
    """A FreeCell position; ``columns[0]`` is column 1, each bottom to top."""

    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...] = (None,) * 4
    foundations: tuple[int, ...] = (0, 0, 0, 0)
    """Cards on each suit's foundation, in :class:`Suit` order."""

    # -- reading ---------------------------------------------------------------
    def column(self, number: int) -> tuple[Card, ...]:
        return self.columns[number - 1]

    def foundation_count(self, suit: Suit) -> int:
        return self.foundations[suit.value]

    def foundation_top(self, suit: Suit) -> Card | None:
        count = self.foundations[suit.value]
        return Card(Rank(count), suit) if count else None

    def empty_cells(self) -> int:
        return self.cells.count(None)

    def empty_columns(self) -> int:
        return self.columns.count(())

    def card_count(self) -> int:
        return (
            sum(map(len, self.columns))
            + sum(1 for c in self.cells if c is not None)
            + sum(self.foundations)
        )

    def capacity_onto_column(self) -> int:
        """FC-9: most cards movable as a unit onto a non-empty column."""
        return (self.empty_cells() + 1) << self.empty_columns()

    def capacity_to_empty_column(self) -> int:
        """FC-10: most cards movable into an empty column, which cannot count for itself."""
        empty = self.empty_columns()
        return (self.empty_cells() + 1) << max(empty - 1, 0)

    def run_length(self, number: int) -> int:
        """Cards at the top of column ``number`` that form a run (FC-9)."""
        cards = self.columns[number - 1]
        if not cards:
            return 0
        length = 1
        while length < len(cards) and _stacks(cards[-length], cards[-length - 1]):
            length += 1
        return length

    # -- rules -----------------------------------------------------------------
    def _source_cards(self, source: Place, count: int) -> tuple[Card, ...] | Refusal:
        if isinstance(source, Column):
            cards = self.columns[source.number - 1]
            if not cards:
                return Refusal.NOTHING_TO_MOVE
            if count > 1 and (count > len(cards) or count > self.run_length(source.number)):
                return Refusal.NOT_A_SEQUENCE
            return cards[-count:]
        if count != 1:
            return Refusal.ONE_CARD_ONLY
        if isinstance(source, Cell):
            if source.index >= len(self.cells):
                return Refusal.NO_SUCH_CELL
            card = self.cells[source.index]
            return Refusal.NOTHING_TO_MOVE if card is None else (card,)
        if source.suit is None:
            raise ValueError("a move from a foundation must name its suit")
        top = self.foundation_top(source.suit)
        return Refusal.NOTHING_TO_MOVE if top is None else (top,)

    def resolve(self, move: Move) -> Move:
        """Fill in the count of a standard-notation move (``count=None``).

        Onto a card, the one count whose deepest card stacks there; into an
        empty column, one card (more are written with a count, ``43v3``).
        """
        if move.count is not None:
            return move
        if not isinstance(move.source, Column) or not isinstance(move.target, Column):
            return Move(move.source, move.target, 1, move.card)
        destination = self.columns[move.target.number - 1]
        if destination:
            under = destination[-1]
            cards = self.columns[move.source.number - 1]
            for count in range(1, self.run_length(move.source.number) + 1):
                if _stacks(cards[-count], under):
                    return Move(move.source, move.target, count, move.card)
        return Move(move.source, move.target, 1, move.card)

    def refusal(self, move: Move) -> Refusal | None:
        checked = self._checked(self.resolve(move))
        return checked if isinstance(checked, Refusal) else None

    def _checked(self, move: Move) -> tuple[Card, ...] | Refusal:
        """The cards a resolved ``move`` lifts if the app accepts it, else its reason."""
        source, target, count = move.source, move.target, move.cards_moved
        if source == target:
            return Refusal.SAME_PLACE
        for place in (source, target):
            if isinstance(place, Cell) and place.index >= len(self.cells):
                return Refusal.NO_SUCH_CELL
        cards = self._source_cards(source, count)
        if isinstance(cards, Refusal):
            return cards
        moved = cards[0]
        if move.card is not None and move.card is not moved:
            return Refusal.NOT_TOP_CARD
        if isinstance(target, Cell):
            if count != 1:
                return Refusal.ONE_CARD_ONLY
            return cards if self.cells[target.index] is None else Refusal.CELL_OCCUPIED
        if isinstance(target, FoundationPlace):
            if count != 1:
                return Refusal.ONE_CARD_ONLY
            if isinstance(source, FoundationPlace):
                return Refusal.SAME_PLACE
            suit = moved.suit if target.suit is None else target.suit
            if moved.suit is not suit or self.foundations[suit.value] + 1 != moved.rank:
                return Refusal.NOT_NEXT_ON_FOUNDATION
            return cards
        destination = self.columns[target.number - 1]
        if destination:
            under = destination[-1]
            if moved.color is under.color:
                return Refusal.NOT_OPPOSITE_COLOUR
            if moved.rank + 1 != under.rank:
                return Refusal.RANK_NOT_ONE_LOWER
            limit = self.capacity_onto_column()
        else:
            limit = self.capacity_to_empty_column()
        if count > limit:
            return Refusal.SEQUENCE_TOO_LONG
        return cards

    def card_lifted(self, move: Move) -> Card | None:
        """The card ``move`` would lift first (the deepest card of a run), legal or not;
        ``None`` when its source holds no card."""
        move = self.resolve(move)
        source = move.source
        if isinstance(source, Column):
            cards = self.columns[source.number - 1]
            count = move.cards_moved
            return cards[-count] if count <= len(cards) else (cards[0] if cards else None)
        if isinstance(source, Cell):
            return self.cells[source.index] if source.index < len(self.cells) else None
        return self.foundation_top(source.suit) if source.suit is not None else None

    def refusal_rules(self, move: Move, reason: Refusal) -> tuple[str, ...]:
        """The rules (RULES.md ids) the app's ``reason`` for refusing ``move`` cites here:
        those of the kind of place the cards were to go to."""
        target = move.target
        if isinstance(target, Cell):
            return reason.rules_onto("cell")
        if isinstance(target, FoundationPlace):
            return reason.rules_onto("foundation")
        empty = not self.columns[target.number - 1]
        return reason.rules_onto("empty-column" if empty else "column")

    def is_legal(self, move: Move) -> bool:
        return self.refusal(move) is None

    def play(self, move: Move) -> Position:
        move = self.resolve(move)
        moved = self._checked(move)
        if isinstance(moved, Refusal):
            raise IllegalMoveError(move, moved, self)
        columns = list(self.columns)
        cells = list(self.cells)
        foundations = list(self.foundations)
        source, target, count = move.source, move.target, move.cards_moved
        if isinstance(source, Column):
            columns[source.number - 1] = columns[source.number - 1][:-count]
        elif isinstance(source, Cell):
            cells[source.index] = None
        else:
            foundations[moved[0].suit.value] -= 1
        if isinstance(target, Column):
            columns[target.number - 1] = columns[target.number - 1] + moved
        elif isinstance(target, Cell):
            cells[target.index] = moved[0]
        else:
            foundations[moved[0].suit.value] += 1
        return Position(tuple(columns), tuple(cells), tuple(foundations))

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move, with explicit counts and the card moved, in a fixed order.

        Sources: columns 1…8, then occupied cells, then foundations (FC-15).
        Targets: the foundation (as ``h``), columns 1…8, then every empty cell.
        Onto a column, each count that the rules accept is a separate move.
        The moves are built directly rather than by asking :meth:`refusal`
        about every candidate (a solver's inner loop); the tests check that
        both agree.
        """
        columns = self.columns
        cells = self.cells
        foundations = self.foundations
        free_cells = [_CELLS[i] for i, card in enumerate(cells) if card is None]
        empty_columns = sum(1 for cards in columns if not cards)
        onto_column = (len(free_cells) + 1) << empty_columns  # FC-9
        into_empty = (len(free_cells) + 1) << max(empty_columns - 1, 0)  # FC-10
        home = _HOME

        def single(source: Place, card: Card, to_foundation: bool) -> Iterator[Move]:
            """Moves of one card: foundation, columns (FC-4, FC-7), cells (FC-5)."""
            if to_foundation and foundations[card.suit.value] + 1 == card.rank:
                yield Move(source, home, 1, card)
            for number, destination in enumerate(columns, 1):
                if not destination or _stacks(card, destination[-1]):
                    yield Move(source, _COLUMNS[number - 1], 1, card)
            for cell in free_cells:
                yield Move(source, cell, 1, card)

        for number, cards in enumerate(columns, 1):
            if not cards:
                continue
            column = _COLUMNS[number - 1]
            top = cards[-1]
            run = self.run_length(number)
            if foundations[top.suit.value] + 1 == top.rank:
                yield Move(column, home, 1, top)
            for target_number, destination in enumerate(columns, 1):
                if target_number == number:
                    continue
                target = _COLUMNS[target_number - 1]
                if destination:
                    under = destination[-1]
                    # In a run the card k from the top is k - 1 ranks above the top card,
                    # so only one count can land on ``under``.
                    count = under.rank - top.rank
                    if 1 <= count <= run and count <= onto_column and _stacks(cards[-count], under):
                        yield Move(column, target, count, cards[-count])
                else:
                    for count in range(1, min(run, into_empty) + 1):
                        yield Move(column, target, count, cards[-count])
            for cell in free_cells:
                yield Move(column, cell, 1, top)
        for index, card in enumerate(cells):
            if card is not None:
                cell = _CELLS[index]
                for move in single(cell, card, True):
                    if move.target != cell:
                        yield move
        for suit in Suit:
            count = foundations[suit.value]
            if count:
                yield from single(_FOUNDATION_PLACES[suit.value], Card(Rank(count), suit), False)

    def is_won(self) -> bool:
        """FC-12: all 52 cards on the foundations."""
        return all(count == FOUNDATION_SIZE for count in self.foundations)

    def is_useful(self, move: Move) -> bool:
        """A move that changes more than the arrangement of the free places.

        Not useful: a card back from a foundation (FC-15), a card from cell to
        cell, a whole column into an empty column.  Everything else may open a
        way forward.
        """
        move = self.resolve(move)
        if isinstance(move.source, FoundationPlace):
            return False
        if isinstance(move.source, Cell) and isinstance(move.target, Cell):
            return False
        if isinstance(move.source, Column) and isinstance(move.target, Column):
            whole = move.count == len(self.columns[move.source.number - 1])
            if whole and not self.columns[move.target.number - 1]:
                return False
        return True

    def is_lost(self) -> bool:
        """FC-12 in practice: not won and no useful move left."""
        return not self.is_won() and not any(self.is_useful(m) for m in self.legal_moves())

    # -- app conveniences --------------------------------------------------------
    def tap_to_foundation(self, source: Place) -> Move | None:
        """FC-14: one tap sends the card to its foundation if that foundation takes it."""
        move = Move(source, FoundationPlace(None))
        return move if self.refusal(move) is None else None


class Game(Session):
    """A game as the app runs it: the position, the action counter and undo (FC-16)."""

    def __init__(self, start: Position):
        super().__init__(start, UNDO_LIMIT)


def card_on_card(moved: Card, under: Card) -> Refusal | None:
    """What the app says of ``moved`` put on ``under`` (FC-4), each the last card of its
    own column: ``None`` if it accepts the move, else its reason.  A rule's example on a
    page asks this (:mod:`generator.rule_examples`)."""
    columns = ((moved,), (under,)) + ((),) * (COLUMN_COUNT - 2)
    return Position(columns).refusal(Move(Column(1), Column(2), 1))


def initial_position(
    columns: tuple[tuple[Card, ...], ...], cells: int = max(CELL_CHOICES)
) -> Position:
    """The start position from 8 dealt columns (FC-1) and the variant's cell count (FC-13)."""
    if cells not in CELL_CHOICES:
        raise ValueError(f"FreeCell has 4, 2 or 1 cells, not {cells}")
    if tuple(len(c) for c in columns) != DEAL_SIZES:
        raise ValueError("a FreeCell deal is 8 columns of 7, 7, 7, 7, 6, 6, 6, 6 cards")
    return Position(tuple(tuple(c) for c in columns), (None,) * cells)
