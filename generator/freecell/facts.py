"""What a FreeCell page may state and check: places, quantities, predicates, kinds of move.

The condition language (:mod:`generator.conditions`) and the citation roles
(:mod:`generator.citations`) are the same for every game; this module, which
answers :class:`generator.registry.Facts` as it is, holds the
words and numbers FreeCell gives them.  A mistake is a :class:`ValueError`
whose message the condition language reports as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from generator.cards import Card, Rank, Suit
from generator.digits import whole_number
from generator.freecell import engine as freecell
from generator.freecell.notation import parse_freecell

place_words = ("column", "cell", "foundation")
"""The words a condition names a place with: ``column 4 is empty``."""

_FOUNDATION = {"h" + suit.letter.lower(): suit for suit in Suit}


def parse_place(position: freecell.Position, text: str) -> freecell.Place:
    """A column ``1``…``8``, a cell of the variant (``a``…``d``) or a foundation ``hs hh hd hc``."""
    word = text.strip()
    if word.isdigit() and 1 <= whole_number(word) <= freecell.COLUMN_COUNT:
        return freecell.Column(whole_number(word))
    if len(word) == 1 and word in freecell.CELL_LETTERS[: len(position.cells)]:
        return freecell.Cell(freecell.CELL_LETTERS.index(word))
    if word.lower() in _FOUNDATION:
        return freecell.FoundationPlace(_FOUNDATION[word.lower()])
    cells = freecell.CELL_LETTERS[: len(position.cells)]
    raise ValueError(
        f"no FreeCell place {word!r}: use a column 1-{freecell.COLUMN_COUNT}, "
        f"a cell {'-'.join(sorted({cells[0], cells[-1]}))} or hs hh hd hc"
    )


def cards_at(position: freecell.Position, place: freecell.Place) -> tuple[Card, ...]:
    """The cards of a place, bottom to top (a foundation: its top card only)."""
    if isinstance(place, freecell.Column):
        return position.column(place.number)
    if isinstance(place, freecell.Cell):
        card = position.cells[place.index]
        return () if card is None else (card,)
    assert place.suit is not None
    top = position.foundation_top(place.suit)
    return () if top is None else (top,)


def count_at(position: freecell.Position, place: freecell.Place) -> int:
    """Cards in a place (a foundation counts its cards)."""
    if isinstance(place, freecell.FoundationPlace):
        assert place.suit is not None
        return position.foundation_count(place.suit)
    return len(cards_at(position, place))


def _runs_too_long(position: freecell.Position) -> int:
    """Runs the app refuses to move onto a column or into an empty one only for their length
    (FC-9, FC-10): the whole run into an empty column, or the part that fits onto a card."""
    count = 0
    for source in range(1, freecell.COLUMN_COUNT + 1):
        run = position.run_length(source)
        for target in range(1, freecell.COLUMN_COUNT + 1):
            if target == source or run < 2:
                continue
            empty = not position.column(target)
            move = freecell.Move(
                freecell.Column(source), freecell.Column(target), run if empty else None
            )
            if position.refusal(move) is freecell.Refusal.SEQUENCE_TOO_LONG:
                count += 1
    return count


quantities: Mapping[str, Callable[[freecell.Position], int]] = {
    "empty-cells": lambda p: p.empty_cells(),
    "empty-columns": lambda p: p.empty_columns(),
    "capacity-onto-column": lambda p: p.capacity_onto_column(),
    "capacity-to-empty-column": lambda p: p.capacity_to_empty_column(),
    "cells": lambda p: len(p.cells),
    "runs-too-long": _runs_too_long,
    "cards-on-foundations": lambda p: sum(p.foundations),
    "legal-moves": lambda p: sum(1 for _ in p.legal_moves()),
}
"""Numbers a page may state about a position."""

predicates: Mapping[str, Callable[[freecell.Position], bool]] = {
    "won": lambda p: p.is_won(),
    "lost": lambda p: p.is_lost(),
}
"""What a position may be said to be."""

move_kinds = (
    "to-column",
    "to-empty-column",
    "to-cell",
    "to-foundation",
    "from-cell",
    "from-foundation",
    "sequence",
)
"""What ``move N is KIND`` may say."""


def kinds(step: Any) -> set[str]:
    """The kinds a move step is (its ``action``, the position ``before`` it)."""
    before = step.before
    move = before.resolve(step.action)
    found = set()
    if isinstance(move.source, freecell.Cell):
        found.add("from-cell")
    if isinstance(move.source, freecell.FoundationPlace):
        found.add("from-foundation")
    if isinstance(move.target, freecell.Cell):
        found.add("to-cell")
    elif isinstance(move.target, freecell.FoundationPlace):
        found.add("to-foundation")
    else:
        found.add("to-column")
        if not before.column(move.target.number):
            found.add("to-empty-column")
    if move.count and move.count > 1:
        found.add("sequence")  # FC-9: a run moved as a unit
    return found


def same_action(step: Any, text: str) -> bool:
    """Whether ``text`` (in notation) is the move ``step`` played, its card included."""
    written = step.before.resolve(parse_freecell(text))
    played = step.before.resolve(step.action)
    same = (written.source, written.target, written.count) == (
        played.source,
        played.target,
        played.count,
    )
    if written.card is not None:
        moved = cards_at(step.before, played.source)[-played.count]
        same = same and written.card is moved
    return same


given_quantities = ("empty-cells", "empty-columns")
"""What a ``given=`` position may be asked to have (the capacity, FC-9, FC-10)."""


def given(start: freecell.Position, wanted: Mapping[str, int]) -> freecell.Position:
    """A position of ``start``'s variant built to have the ``wanted`` quantities; the cards are
    any, what matters is where the empty places are.

    >>> start = freecell.Position(tuple(() for _ in range(8)))
    >>> position = given(start, {"empty-cells": 3, "empty-columns": 1})
    >>> position.empty_cells(), position.empty_columns(), position.capacity_onto_column()
    (3, 1, 8)
    """
    cells = len(start.cells)
    empty_cells = wanted.get("empty-cells", cells)
    empty_columns = wanted.get("empty-columns", 0)
    if not 0 <= empty_cells <= cells:
        raise ValueError(f"this game has {cells} cells: it cannot have {empty_cells} empty")
    if not 0 <= empty_columns <= freecell.COLUMN_COUNT:
        raise ValueError(f"FreeCell has {freecell.COLUMN_COUNT} columns, not {empty_columns} empty")
    cards = iter(Card(rank, suit) for suit in Suit for rank in reversed(Rank))
    filled = freecell.COLUMN_COUNT - empty_columns
    columns = tuple((next(cards),) if n < filled else () for n in range(freecell.COLUMN_COUNT))
    held = tuple(None if n < empty_cells else next(cards) for n in range(cells))
    return freecell.Position(columns, held)
