"""A FreeCell solver: best-first search over canonical positions.

The search works on a compact copy of the position, not on
:class:`generator.freecell.engine.Position`, because it visits hundreds of thousands
of positions a second in the worst cases:

- a card is one small integer, ``rank * 4 + suit`` (suit in ♠ ♥ ♦ ♣ order);
- a column is a ``bytes`` (bottom to top): slicing and joining are cheap and
  Python caches the hash of each, so a position's key costs little;
- the cells are a sorted ``bytes`` of the cards they hold (which cell holds a
  card changes nothing in the game), the foundations a ``bytes`` of 4 counts;
- the full search keys a position by the set of its columns and its cells:
  the 8! arrangements of the same columns are one state (no two non-empty
  columns are equal, so the set also tells how many are empty), and a
  ``frozenset`` is cheaper to build than a sorted tuple; the quick passes
  key it by itself, columns in order, which is cheaper still (see
  :func:`_key`).

Moves are single cards to cells and foundations, and runs between columns up
to the size FC-9 and FC-10 allow (the app moves such runs in one move, so the
solution uses them too).  After each move, cards that can never be needed on
the tableau go to their foundation at once: a card whose two opposite-colour
foundations already hold the rank below it can hold nothing (FC-4), so this
"safe" move never loses a win and the search skips the positions in between.
The app has no automatic moves (FC-14): the solution lists each of them as an
explicit move.

The search first runs quick greedy passes (:data:`RESTARTS`).  Most of
them are "eager" (:meth:`_Search.eager_children`): every card a foundation
takes goes there at once, so does a card in a cell that a column takes,
runs move whole, and a card goes to a cell or a run into an empty column
only when no column takes it; the moves left out are the ones that seldom
help, as Freecell Solver's scans each try some kinds of moves only.  Each
pass has a quota of positions and a different tie-break, as Freecell
Solver's presets run several scans ("flares") in turn, each with a quota
of iterations, rather than one long search; the nine short ones also give
up once their best score stops improving.  Most deals fall to the first
pass in one or two hundred positions.  If all of them fail, the full
search runs, with every move (:meth:`_Search.all_children`).

The cost is in generating moves, so the search does little for each: a
position's score (:meth:`_Search.heuristic`) is a sum over its columns,
and a move that sends nothing to a foundation changes one or two columns,
so a child's score is its parent's corrected for those two (each column's
share is computed once for each set of foundations).  Python's cycle
collector is paused while a search runs: the search makes no reference
cycles, and the collector's passes over its growing tables cost about a
tenth of its time.

Because the full search's moves include every single-card move, a full
search that runs out of positions has visited every reachable position: the
deal is then proven unwinnable.  The proof is under the classic rules of the
Microsoft deals analyses (and of Freecell Solver): cards on the foundations
stay there.  The app also lets the top card of a foundation come back
(FC-15); the solver never uses that move, and a proof does not cover lines
that would.
"""

from __future__ import annotations

import bisect
import functools
import gc
import random
from collections.abc import Iterable

from generator.cards import DECK, Card, Color, Suit
from generator.freecell import engine
from generator.solution import Budget, Progress, Solution, Verdict

CARD_COUNT = engine.CARD_COUNT
FOUNDATION_SIZE = engine.FOUNDATION_SIZE

# -- the compact encoding --------------------------------------------------------

_RED = [Suit(code & 3).color is Color.RED for code in range(4 * (FOUNDATION_SIZE + 2))]
# _PARENTS[c]: the cards c may go on in a column: one rank higher, the other colour (FC-4).
_PARENTS = [
    tuple(
        parent
        for parent in range(code + 4 - (code & 3), code + 8 - (code & 3))
        if _RED[parent] != _RED[code]
    )
    if 1 <= code >> 2 < FOUNDATION_SIZE
    else ()
    for code in range(4 * (FOUNDATION_SIZE + 1))
]

WEIGHTS = (4, 2, 3, 1)
"""Heuristic weights: cards not yet out, cards buried above lower ones, empty
columns (a bonus), and the depth of the cards the foundations take next (see
:meth:`_Search.heuristic`); filled cells cost :data:`CELL_COSTS`."""

RESTARTS: tuple[tuple[int, int, int, bool, int | None], ...] = (
    (0, 0, 250, True, 80),
    *((6, seed, 300, True, 80) for seed in range(1, 9)),
    *((6, seed, 1600, seed % 2 == 0, None) for seed in range(9, 17)),
    *((8, seed, 4000, True, None) for seed in range(17, 21)),
)
"""The quick passes, tried in turn: ``(noise, seed, expanded positions, eager,
patience)``.

A pass that has not won after its positions gives way to the next: a
restart strategy like Freecell Solver's flares (several scans, each with a
quota of positions).  A greedy pass wins most deals in one or two hundred
positions or wanders for thousands, and another tie-break often wins the
same deal at once.  Passes with ``noise`` > 0 add a seeded random amount
below ``noise`` to each priority, so the same deal always gives the same
line.  An ``eager`` pass tries only the moves of
:meth:`_Search.eager_children` (Microsoft deals 201-600: 241,826 positions
stored, against 387,962 when it only played every card a foundation takes at
once and did not split runs); the others try every move, as Freecell
Solver's scans differ in the moves they try: half of the longer passes
are not eager, which wins the deals the eager passes miss (Microsoft deals
1-400: 155,000 positions expanded in all, against 182,000 with eager passes
only).  Only the full search that follows can prove a deal unwinnable.

The quotas were set on deals 201-1000, from the positions each pass needs to
win each deal (a pass's positions do not depend on its quota, so every
schedule of quotas can be counted without searching again): 250 for the
first pass and 300 for the next eight expand 200,676 positions there,
against 212,685 with 400 for all nine, and deals 1-200, not used to choose
them, 40,791 against 43,668, with the same median solution (93 moves).

The nine short passes also give up when the best score they have expanded
has not improved for ``patience`` positions: a greedy pass that wins does
so while its scores go down, and one that stalls seldom wins before its
quota.  Positions expanded by whole solves (deals 201-1000 chose it;
1-200 and 1001-2000 were not used to):

=========  =======  ========  =========
patience   1-200    201-1000  1001-2000
=========  =======  ========  =========
60         34,318   264,230   279,544
80         34,804   187,443   241,106
100        36,913   188,907   245,537
120        37,339   263,139   254,583
none       41,313   204,148   271,523
=========  =======  ========  =========

The totals swing with the few deals that fall through to the long passes
(deal 657 alone expands 22,346 at 80): only 80 and 100 stay below no
patience on all three ranges, and 80 is the lowest on the two larger
ones.  The same cut on the longer passes
loses more than it saves (400 positions: 219,133 on deals 201-1000)."""

CELL_COSTS = (0, 2, 4, 8, 14)
"""The heuristic's cost of 0, 1, 2, 3 or 4 filled cells: each cell costs more
than the one before, since the last free cells are what lets runs move
(FC-9).  A greedy search that counts every cell alike fills them all to free
a few cards for the foundations and then wanders (Microsoft deals 1-400:
153,000 positions expanded against 183,000 with a cost of 2 a cell)."""
CELL = 8
_WON = bytes((FOUNDATION_SIZE,) * len(Suit))
FOUNDATION = 9


def encode(card: Card) -> int:
    return card.rank.value * 4 + card.suit.value


def decode(code: int) -> Card:
    return _CARDS[code]


_CARDS = {encode(card): card for card in DECK}


_ONE = [bytes((code,)) for code in range(4 * (FOUNDATION_SIZE + 1))]
"""Each card as a ``bytes`` of one, made once."""


def _run_length(column: bytes) -> int:
    length = 1
    top = len(column) - 1
    while length <= top and column[top - length] in _PARENTS[column[top - length + 1]]:
        length += 1
    return length


def _column_cost(column: bytes) -> int:
    """Cards lying above a lower card of the column: each must move before that card can go out."""
    cost = 0
    lowest = 99
    for code in column:
        rank = code >> 2
        if rank > lowest:
            cost += 1
        else:
            lowest = rank
    return cost


class _Foundations(dict):
    """The heuristic's share of each column (see :meth:`_Search.heuristic`) for one
    set of foundations, computed the first time a column is looked up, and what
    else the search asks of those foundations: the cards they take next and
    the cards safe to play to them.

    A dict, so that looking up a known column's share costs no Python call.
    """

    __slots__ = (
        "buried",
        "buried_weight",
        "depth_weight",
        "foundations",
        "next_cards",
        "next_set",
        "safe_cards",
    )

    def __init__(self, search: _Search, foundations: bytes):
        super().__init__()
        self.buried = search.buried
        self.buried_weight = search.weights[1]
        self.depth_weight = search.weights[3]
        self.foundations = foundations
        self.next_cards = search.cards_for(foundations, False)
        self.next_set = frozenset(self.next_cards)
        self.safe_cards = search.cards_for(foundations, True)
        self[b""] = -search.weights[2]  # the empty column's share is its bonus

    def __missing__(self, column: bytes) -> int:
        # A column's share: its cards buried above lower ones (the same for every set
        # of foundations, so remembered by the search), and how deep the cards the
        # foundations take next lie in it.  Weights found by trying deals 1-1000:
        # buried cards matter most, an empty column is worth more than a cell.
        buried = self.buried.get(column)
        if buried is None:
            buried = self.buried[column] = _column_cost(column)
        share = self.buried_weight * buried
        if self.depth_weight and not self.next_set.isdisjoint(column):
            top = len(column) - 1
            for card in self.next_cards:
                at = column.find(card)
                if at >= 0:
                    share += self.depth_weight * (top - at)
        self[column] = share
        return share


def _next_cards(foundations: bytes) -> bytes:
    """The cards the foundations take next (a ``bytes``: ``card in`` it is a
    scan in C)."""
    return bytes(
        (foundations[suit] + 1) * 4 + suit
        for suit in range(4)
        if foundations[suit] < FOUNDATION_SIZE
    )


def _safe_cards(foundations: bytes) -> bytes:
    """The cards that may go to a foundation safely: both foundations of the other
    colour hold the rank below (aces and twos always may)."""
    black = max(2, min(foundations[1], foundations[2]) + 1)
    red = max(2, min(foundations[0], foundations[3]) + 1)
    return bytes(
        code
        for code in (
            (foundations[0] + 1) * 4 if foundations[0] < black else 0,
            (foundations[1] + 1) * 4 + 1 if foundations[1] < red else 0,
            (foundations[2] + 1) * 4 + 2 if foundations[2] < red else 0,
            (foundations[3] + 1) * 4 + 3 if foundations[3] < black else 0,
        )
        if code
    )


class _Search:
    """One search: a start position, a cell count and the tables it fills."""

    def __init__(
        self,
        cells: int,
        weights: tuple[int, ...] = WEIGHTS,
        cell_costs: tuple[int, ...] = CELL_COSTS,
    ):
        self.cell_count = cells
        self.weights = weights
        self.cell_costs = cell_costs
        self.tables: dict[bytes, _Foundations] = {}
        self.buried: dict[bytes, int] = {}
        self.next_cards: dict[bytes, bytes] = {}
        self.safe_cards: dict[bytes, bytes] = {}
        self.runs: dict[bytes, tuple[tuple[int, int, tuple[int, ...]], ...]] = {}
        self.eager_known: dict[tuple, list] = {}

    # -- position helpers --------------------------------------------------------
    def heuristic(self, columns: tuple[bytes, ...], cells: bytes, foundations: bytes) -> int:
        """Lower is better: the weighted sum of :data:`WEIGHTS`' terms.

        A column's share (its buried cards, and how deep the cards the
        foundations take next lie in it; an empty column's bonus) depends on
        the column and the foundations only, so it is computed once for each
        pair (:class:`_Foundations`).
        """
        table = self.table(foundations)
        score = self.weights[0] * (CARD_COUNT - sum(foundations)) + self.cell_costs[len(cells)]
        return score + sum(map(table.__getitem__, columns))

    def table(self, foundations: bytes) -> _Foundations:
        """The column shares (and next and safe cards) of these foundations."""
        table = self.tables.get(foundations)
        if table is None:
            table = self.tables[foundations] = _Foundations(self, foundations)
        return table

    def cards_for(self, foundations: bytes, safe: bool) -> bytes:
        """The cards these foundations take next, or (``safe``) those safe to play
        there, remembered for each set of foundations."""
        remembered = self.safe_cards if safe else self.next_cards
        cards = remembered.get(foundations)
        if cards is None:
            cards = remembered[foundations] = (_safe_cards if safe else _next_cards)(foundations)
        return cards

    def autoplay(
        self,
        columns: list[bytes],
        cells: bytes,
        foundations: bytearray,
        moves: list,
        greedy: bool = False,
    ) -> bytes:
        """Play every safe card to its foundation (see the module docstring); return the cells.

        ``greedy`` (the quick passes only): every card a foundation takes goes there.
        """
        # The cards each set of foundations takes, remembered apart from the
        # tables of column shares, which only the positions kept need.
        playable = self.next_cards if greedy else self.safe_cards
        while True:
            key = bytes(foundations)
            wanted = playable.get(key)
            if wanted is None:
                wanted = self.cards_for(key, not greedy)
            if not wanted:
                return cells
            played = False
            for index, column in enumerate(columns):
                if column and column[-1] in wanted:
                    card = column[-1]
                    foundations[card & 3] += 1
                    columns[index] = column[:-1]
                    moves.append((index, FOUNDATION, 1, card))
                    played = True
            for card in wanted:
                if card in cells:
                    foundations[card & 3] += 1
                    cells = cells.replace(_ONE[card], b"", 1)
                    moves.append((CELL, FOUNDATION, 1, card))
                    played = True
            if not played:
                return cells

    def run_moves(self, column: bytes) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
        """The runs that may leave ``column`` (FC-9), shortest first: ``(count, bottom
        card, the cards it may go on)``."""
        runs = self.runs[column] = tuple(
            (count, column[-count], _PARENTS[column[-count]])
            for count in range(1, _run_length(column) + 1)
        )
        return runs

    def from_cell(self, state, score: int, table: _Foundations, card: int, target: int):
        """The child of a move of ``card`` from a cell onto column ``target``, the
        moves that reach it and its score."""
        columns, cells, foundations = state
        new_columns = list(columns)
        old_target = columns[target]
        new_columns[target] = moved = old_target + _ONE[card]
        filled = len(cells)
        child_score = (
            score
            - self.cell_costs[filled]
            + self.cell_costs[filled - 1]
            + table[moved]
            - table[old_target]
        )
        return _child(
            new_columns,
            cells.replace(_ONE[card], b"", 1),
            foundations,
            [(CELL, target, 1, card)],
            child_score,
        )

    def children(self, state, score: int, eager: bool = False):
        """Every position one move away (then safe moves), with the moves that reach it
        and its heuristic score; ``score`` is the score of ``state``.

        A move that sends no card to a foundation changes one or two columns
        and the cells: the child's score is the parent's, corrected for
        those.  ``eager`` (the quick passes only): the moves of
        :meth:`eager_children`.
        """
        return self.eager_children(state, score) if eager else self.all_children(state, score)

    def _layout(self, columns: tuple[bytes, ...], cells: bytes):
        """The column of each top card, the first empty column (or -1), and how many
        cards may move onto a column and into an empty one (FC-9, FC-10)."""
        # The top cards are distinct, so the dict also counts the non-empty columns.
        column_of = {column[-1]: index for index, column in enumerate(columns) if column}
        empties = len(columns) - len(column_of)
        free = self.cell_count - len(cells) + 1
        if not empties:
            return column_of, -1, free, free
        return column_of, columns.index(b""), free << empties, free << (empties - 1)

    def _after_safe_moves(self, new_columns, new_cells, new_foundations, moves, greedy, result):
        """Add the child of a move that uncovers a card for the foundations (or plays
        one there): its score is computed afresh after the safe moves."""
        new_cells = self.autoplay(new_columns, new_cells, new_foundations, moves, greedy)
        foundations = bytes(new_foundations)
        score = self.heuristic(new_columns, new_cells, foundations)
        result.append(_child(new_columns, new_cells, foundations, moves, score))

    def _to_foundation(self, state, column_of, wanted, greedy):
        """The children of the moves of cards to their foundations (those the safe
        moves did not take; seldom any, so looked for from the foundations' side)."""
        columns, cells, foundations = state
        result: list = []
        sources = []
        in_cells = []
        for card in wanted:
            if card in column_of:
                sources.append(column_of[card])
            elif card in cells:
                in_cells.append(card)
        for source in sorted(sources):
            new_columns = list(columns)
            card = columns[source][-1]
            new_columns[source] = columns[source][:-1]
            new_foundations = bytearray(foundations)
            new_foundations[card & 3] += 1
            moves = [(source, FOUNDATION, 1, card)]
            self._after_safe_moves(new_columns, cells, new_foundations, moves, greedy, result)
        for card in sorted(in_cells):
            new_foundations = bytearray(foundations)
            new_foundations[card & 3] += 1
            rest_cells = cells.replace(_ONE[card], b"", 1)
            moves = [(CELL, FOUNDATION, 1, card)]
            self._after_safe_moves(
                list(columns), rest_cells, new_foundations, moves, greedy, result
            )
        return result

    def _column_move(self, state, score, table, source, target, count, safe, greedy, result):
        """Add the child of moving the top ``count`` cards of column ``source`` onto
        column ``target`` (a parent of the run's bottom card, or an empty column).

        Unless the move uncovers a card ``safe`` takes to a foundation, it changes
        two columns only: the child's score is the parent's corrected for those.
        """
        columns, cells, foundations = state
        column = columns[source]
        new_columns = list(columns)
        old_target = columns[target]
        new_columns[target] = moved = old_target + column[-count:]
        new_columns[source] = rest = column[:-count]
        moves = [(source, target, count, column[-count])]
        if rest and rest[-1] in safe:
            self._after_safe_moves(
                new_columns, cells, bytearray(foundations), moves, greedy, result
            )
        else:
            child_score = score - table[column] + table[rest] + table[moved] - table[old_target]
            result.append(_child(new_columns, cells, foundations, moves, child_score))

    def eager_children(self, state, score: int):
        """The children of the quick passes' moves (:meth:`_eager_children`), found
        once for each position: every pass starts from the deal, and a later pass
        expands again many positions an earlier one did (deals 1-200: 4,147 of
        30,326).  The children depend on the position only (``score`` is its
        heuristic), and the search does not change the list."""
        children = self.eager_known.get(state)
        if children is None:
            children = self.eager_known[state] = self._eager_children(state, score)
        return children

    def _eager_children(self, state, score: int):
        """The children of the quick passes' moves: every card a foundation takes
        goes there (the only move then), and so does a card in a cell that a
        column takes; runs move whole (or as much of them as may move), into an
        empty column only when no column takes them; a card goes to a cell only
        when it is no run's top and no column takes it, and a king alone in its
        column stays there (from a cell it could only go back to an empty
        column, FC-7).

        Splitting a run only trades its card's parent for the other parent of
        the same colour and rank, and a card from a cell covers nothing a run
        could not cover again: these passes leave such moves to the others.
        """
        columns, cells, foundations = state
        column_of, first_empty, onto, into_empty = self._layout(columns, cells)
        table = self.tables.get(foundations)
        if table is None:
            table = self.table(foundations)
        wanted = table.next_cards
        for card in wanted:
            if card in column_of or card in cells:
                return self._to_foundation(state, column_of, wanted, True)[:1]
        result: list = []
        for card in cells:
            for parent in _PARENTS[card]:
                target = column_of.get(parent)
                if target is not None:
                    return [self.from_cell(state, score, table, card, target)]
        to_cell = []
        runs = self.runs
        for source, column in enumerate(columns):
            if not column:
                continue
            run_cards = runs.get(column) or self.run_moves(column)  # a card at least
            count, card, card_parents = (
                run_cards[-1] if len(run_cards) <= onto else run_cards[onto - 1]
            )
            placed = False  # some column takes the run
            for parent in card_parents:
                target = column_of.get(parent)
                if target is not None:
                    placed = True
                    self._column_move(
                        state, score, table, source, target, count, wanted, True, result
                    )
            if placed:
                continue
            if len(run_cards) == 1 and not (len(column) == 1 and card >> 2 == FOUNDATION_SIZE):
                to_cell.append(source)
            if first_empty >= 0:
                count = min(len(run_cards), into_empty)
                if count == len(column):
                    count -= 1  # moving a whole column to an empty one changes nothing
                if count:
                    self._column_move(
                        state, score, table, source, first_empty, count, wanted, True, result
                    )
        if first_empty >= 0:
            for card in cells:
                result.append(self.from_cell(state, score, table, card, first_empty))
        if to_cell and len(cells) < self.cell_count:
            self._to_cells(state, score, table, to_cell, wanted, True, result)
        return result

    def _to_cells(self, state, score, table, sources, safe, greedy, result):
        """Add the children of moves of the top cards of ``sources`` to a cell."""
        columns, cells, foundations = state
        filled = score + self.cell_costs[len(cells) + 1] - self.cell_costs[len(cells)]
        for source in sources:
            column = columns[source]
            card = column[-1]
            new_columns = list(columns)
            new_columns[source] = rest = column[:-1]
            at = bisect.bisect(cells, card)  # the cells stay sorted
            new_cells = cells[:at] + _ONE[card] + cells[at:]
            moves = [(source, CELL, 1, card)]
            if rest and rest[-1] in safe:
                new_foundations = bytearray(foundations)
                self._after_safe_moves(
                    new_columns, new_cells, new_foundations, moves, greedy, result
                )
            else:
                child_score = filled + table[rest] - table[column]
                result.append(_child(new_columns, new_cells, foundations, moves, child_score))

    def all_children(self, state, score: int):
        """The children of every move: cards to their foundations, runs (and single
        cards) onto a parent or into an empty column, cards from a cell to a
        column, top cards to a cell.  A search with these moves that runs out
        of positions has seen every reachable position."""
        columns, cells, foundations = state
        column_of, first_empty, onto, into_empty = self._layout(columns, cells)
        table = self.table(foundations)
        safe = table.safe_cards
        result = self._to_foundation(state, column_of, table.next_cards, False)
        # Runs (and single cards) between columns: a run of ``count`` cards
        # goes onto a column whose top card is a parent of its bottom card.
        runs = self.runs
        for source, column in enumerate(columns):
            if not column:
                continue
            run_cards = runs.get(column) or self.run_moves(column)  # a card at least
            for count, _card, card_parents in run_cards[:onto]:
                for parent in card_parents:
                    target = column_of.get(parent)
                    if target is not None:
                        self._column_move(
                            state, score, table, source, target, count, safe, False, result
                        )
            if first_empty >= 0:
                # Into an empty column: the longest run it takes, and a single card.
                longest = min(len(run_cards), into_empty)
                if longest == len(column):
                    longest -= 1  # moving a whole column to an empty one changes nothing
                for count in _EMPTY_COUNTS[longest]:
                    self._column_move(
                        state, score, table, source, first_empty, count, safe, False, result
                    )
        # Cells to columns: onto a parent, or into the first empty column.
        for card in cells:
            for parent in _PARENTS[card]:
                target = column_of.get(parent)
                if target is not None:
                    result.append(self.from_cell(state, score, table, card, target))
            if first_empty >= 0:
                result.append(self.from_cell(state, score, table, card, first_empty))
        # Columns to a cell.
        if len(cells) < self.cell_count:
            sources = [source for source, column in enumerate(columns) if column]
            self._to_cells(state, score, table, sources, safe, False, result)
        return result


# The run lengths moved into an empty column, given the longest that may move
# there: that one and a single card.
_EMPTY_COUNTS = ((), (1,), *((longest, 1) for longest in range(2, FOUNDATION_SIZE + 1)))


def _key(state) -> tuple:
    """The full search's key of a position: the set of its columns (no two
    non-empty columns are equal, so the set tells how many are empty), and its
    cells, so that the 8! orders of the same columns are one position.

    The quick passes key a position by itself, columns in order: it costs a
    tuple's hash instead of a ``frozenset`` (deals 1-200: 0.46 s of search
    against 0.51 s), and the same columns in another order seldom come up
    there (an empty column is always filled first: 108,017 positions stored
    against 108,787).  The full search, which must visit every position to
    prove a deal lost, would visit each order (deal 1 with two cells:
    285,479 positions against 94,579)."""
    columns, cells, _ = state
    return (frozenset(columns), cells)


def _child(columns: list[bytes], cells: bytes, foundations: bytes, moves: list, score: int):
    """A child as the search keeps it: ``(position, the moves from its parent,
    score)``; the frontier holds these tuples themselves."""
    return (tuple(columns), cells, foundations), moves, score


def _start_state(position: engine.Position):
    columns = tuple(bytes(encode(c) for c in column) for column in position.columns)
    cells = bytes(sorted(encode(c) for c in position.cells if c is not None))
    foundations = bytes(position.foundations)
    return columns, cells, foundations


def solve(
    position: engine.Position,
    *,
    max_seconds: float | None = None,
    max_states: int | None = None,
    progress: Progress | None = None,
) -> Solution:
    """Search ``position`` for a win; see the module docstring for the method.

    >>> from generator.cards import Card
    >>> cards = [Card.parse(t) for t in "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS".split()]
    >>> columns = ((),) * 7 + (tuple(reversed(cards)),)
    >>> solution = solve(engine.Position(columns, (None,) * 4, (0, 13, 13, 13)))
    >>> solution.verdict.value, len(solution.actions)
    ('won', 13)
    """
    # The search makes no reference cycles, and the cycle collector's passes
    # over its growing tables cost a tenth of its time: it is paused.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _solve(position, max_seconds, max_states, progress)
    finally:
        if collecting:
            gc.enable()


def _solve(position, max_seconds, max_states, progress) -> Solution:
    budget = Budget(max_seconds, max_states)
    search = _Search(len(position.cells))
    start = _start_state(position)
    first_moves: list = []
    columns = list(start[0])
    foundations = bytearray(start[2])
    cells = search.autoplay(columns, start[1], foundations, first_moves)
    start = (tuple(columns), cells, bytes(foundations))
    start_record = (start, first_moves, search.heuristic(*start))
    states = expanded = 0
    # Quick greedy passes first (they play any card they can to a foundation
    # and try nothing else there), then the full search, which alone can
    # prove a deal unwinnable.
    passes = [*RESTARTS, (0, 0, None, False, None)]
    for noise, seed, limit, eager, patience in passes:
        canonical = limit is None  # the full search (see _key)
        won, parents, count, done = _best_first(
            search, start_record, budget, eager, limit, progress, noise, seed, patience, canonical
        )
        states += len(parents)
        expanded += count
        if won is not None:
            break
        if not eager and done:
            # A search with every move that ran out of positions: none is won.
            return Solution(Verdict.UNWINNABLE, (), states, expanded, budget.elapsed())
        if budget.exhausted(0) or limit is None:
            return Solution(Verdict.UNDECIDED, (), states, expanded, budget.elapsed())
    line: list = []
    while won is not None:
        line.append(won[1])
        won = parents[_key(won[0]) if canonical else won[0]]
    internal = [move for moves in reversed(line) for move in moves]
    actions = tuple(to_engine_moves(position, internal))
    return Solution(Verdict.WON, actions, states, expanded, budget.elapsed())


@functools.cache
def _jitter(noise: int, seed: int) -> tuple[int, ...]:
    """The tie-breaks of a pass: a seeded cycle of numbers below ``noise`` (none
    without noise)."""
    if not noise:
        return (0,) * 1024
    rng = random.Random(seed)
    return tuple(rng.randrange(noise) for _ in range(1024))


def _best_first(
    search,
    start,
    budget,
    eager,
    limit,
    progress,
    noise=0,
    seed=0,
    patience=None,
    canonical=False,
):
    """One best-first search from ``start`` (a child as :func:`_child` makes them):
    ``(the won child or None, parents, expanded, finished)``; ``parents``
    gives each position (by :func:`_key` if ``canonical``, else itself) the
    child its search came from (``None`` for the start).

    ``finished`` is false when the budget, ``limit`` (positions expanded) or
    ``patience`` (positions expanded since the lowest score expanded so far)
    stopped it; when the search finished without a win and was not
    ``eager``, every reachable position was visited.  ``noise`` > 0 adds a
    seeded random tie-break below ``noise`` to each priority.
    """
    jitter = _jitter(noise, seed)
    parents: dict = {_key(start[0]) if canonical else start[0]: None}
    if start[0][2] == _WON:
        return start, parents, 0, True
    # The frontier is a bucket queue: a stack of positions for each priority
    # (small integers), the lowest first.  Within a priority the position
    # found last comes first (a depth-first flavour), as a heap ordered by
    # priority and then by a counter running down would give, for less.
    lowest = best = start[2]  # the lowest score expanded so far, ``since`` positions ago
    frontier: dict[int, list] = {lowest: [start]}
    waiting = 1  # positions in the frontier
    order = 0  # positions pushed (running down), which picks each one's tie-break
    expanded = 0
    since = -1
    if patience is None:
        patience = CARD_COUNT << 20  # more positions than a search can expand
    children = search.eager_children if eager else search.all_children
    while waiting:
        bucket = frontier.get(lowest)
        while not bucket:
            lowest += 1
            bucket = frontier.get(lowest)
        parent = bucket.pop()
        waiting -= 1
        expanded += 1
        if (limit is not None and expanded > limit) or since >= patience:
            return None, parents, expanded, False
        score = parent[2]
        if score < best:
            best = score
            since = 0
        else:
            since += 1
        if expanded & 255 == 0:
            if budget.exhausted(len(parents)):
                return None, parents, expanded, False
            if progress is not None and expanded & 65535 == 0:
                progress(f"{len(parents):,} positions, {budget.elapsed():.1f} s")
        for child in children(parent[0], score):
            state = child[0]
            child_key = _key(state) if canonical else state
            if child_key in parents:
                continue
            parents[child_key] = parent
            if state[2] == _WON:
                return child, parents, expanded, True
            order -= 1
            priority = child[2] + jitter[order & 1023]
            bucket = frontier.get(priority)
            if bucket is None:
                frontier[priority] = [child]
            else:
                bucket.append(child)
            if priority < lowest:
                lowest = priority
            waiting += 1
    return None, parents, expanded, True


def to_engine_moves(position: engine.Position, internal: Iterable[tuple]) -> list[engine.Move]:
    """Turn the search's moves into engine moves, choosing the real cells as the app would.

    The search does not know which cell holds a card; here a card goes to the
    first empty cell and comes back from the cell that holds it.  The moves
    are not played here: whoever uses a win replays it through the engine
    (the batch run, and the record written from it), so an error in the
    search shows there.
    """
    cells = list(position.cells)
    moves = []
    for source, target, count, code in internal:
        card = decode(code)
        if source == CELL:
            index = cells.index(card)
            cells[index] = None
            source = _FIRST_CELL + index
        if target == CELL:
            index = cells.index(None)
            cells[index] = card
            target = _FIRST_CELL + index
        moves.append(_engine_move(source, target, count, code))
    return moves


_FIRST_CELL = FOUNDATION + 1
_PLACES: dict[int, engine.Place] = {
    **{index: engine.Column(index + 1) for index in range(engine.COLUMN_COUNT)},
    FOUNDATION: engine.FoundationPlace(None),
    **{_FIRST_CELL + index: engine.Cell(index) for index in range(max(engine.CELL_CHOICES))},
}
"""The engine's places by the search's numbers: columns 0-7, :data:`FOUNDATION`, and
cell ``i`` as ``_FIRST_CELL + i``."""


@functools.cache
def _engine_move(source: int, target: int, count: int, code: int) -> engine.Move:
    """The engine's move between two of :data:`_PLACES` (made once: the same moves
    come back in every solution)."""
    return engine.Move(_PLACES[source], _PLACES[target], count, decode(code))


__all__ = ["solve", "to_engine_moves"]
