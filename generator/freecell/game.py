"""FreeCell as the shared layers see it: the :class:`~generator.registry.Game` it answers.

Its game codes (:mod:`generator.codes`, FC-17) start ``FC1``, version 1 of its deal,
then the variant: ``C4``, ``C2`` or ``C1``, FreeCell with 4, 2 or 1 free cells (FC-13).
``FC1`` deals 1 … 2,147,483,647 (2³¹ − 1): ``FC1`` deal *N* is Microsoft FreeCell deal
#*N* (:mod:`generator.freecell.deal`).  The classic generator seeds the C library's
31-bit ``srand`` with the deal number, which defines exactly the deals 1 … 2³¹ − 1 (the
original game offered 1 … 32,000, later versions 1 … 1,000,000; larger numbers deal by
the same algorithm).  Numbers of 2³¹ and more are refused: tools disagree on what they
mean.

>>> from generator.codes import GameCode
>>> code = GameCode.parse("fc1-c4-aaaaakh")
>>> code.game, code.version, code.variant, code.number, str(code)
('freecell', 1, 'C4', 267, 'FC1-C4-AAAAAKH')
>>> GameCode.of("FC", 1, "C2").heading
'FC1-C2-AAAAAAB: FreeCell deal 1, 2 cells'
>>> GameCode.parse("FC1-C3-AAAAAAB")
Traceback (most recent call last):
...
generator.codes.GameCodeError: bad game code 'FC1-C3-AAAAAAB': unknown variant 'C3' for FC (use C4, C2 or C1)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from generator.cards import Card, Suit
from generator.declare import DealCodeWords
from generator.freecell import engine

if TYPE_CHECKING:
    from generator.solution import Progress, Solution


def cells(variant: str) -> int:
    """The free cells of a variant: ``C4`` has 4 (FC-13)."""
    return int(variant[1:])


def _fc_solve(position: engine.Position, variant: str) -> tuple[str, str | None]:
    from generator.freecell import fcsolve

    count = cells(variant)
    note = None
    if count != max(engine.CELL_CHOICES):  # fc-solve's default is 4 cells
        note = f"{count} cells: run fc-solve --freecells-num {count}"
    return fcsolve.board(position), note


# The game's notation, words, facts and deal are imported where first asked for: the
# registry imports every game, and dealing one game should not load all of another.


class FreeCell:
    """One deck, eight columns, four free cells (or fewer) and four foundations."""

    key = "freecell"
    name = "FreeCell"
    code = "FC"
    rule_prefix = "FC"
    versions: Mapping[int, tuple[int, int]] = {1: (1, 2**31 - 1)}
    """Version 1 is Microsoft's deals, defined for 1 … 2³¹ − 1 (FC-17)."""
    variants = tuple(f"C{count}" for count in engine.CELL_CHOICES)
    position_type = engine.Position
    refusal = engine.Refusal
    illegal_move = engine.IllegalMoveError

    @property
    def facts(self) -> Any:
        from generator.freecell import facts

        return facts

    has_redeals = False
    constants: Mapping[str, int | tuple[int, ...]] = {
        "CARD_COUNT": engine.CARD_COUNT,
        "COLUMN_COUNT": engine.COLUMN_COUNT,
        "DEAL_SIZES": engine.DEAL_SIZES,
        "CELLS": max(engine.CELL_CHOICES),
        "CELL_CHOICES": engine.CELL_CHOICES,
        "FOUNDATION_COUNT": len(Suit),
        "FOUNDATION_SIZE": engine.FOUNDATION_SIZE,
        "UNDO_LIMIT": engine.UNDO_LIMIT,
    }
    """The rule constants a page may cite as ``freecell.NAME`` (FC-1, FC-13, FC-16…)."""
    card_on_card = staticmethod(engine.card_on_card)
    exports: Mapping[str, Callable[[engine.Position, str], tuple[str, str | None]]] = {
        "fc-solve": _fc_solve
    }
    deal_codes = DealCodeWords(
        number="Microsoft deal number",
        variant="Free cells",
        not_number="not a FreeCell deal number",
        not_code="not a FreeCell game code",
    )
    """Its deal numbers are Microsoft FreeCell's (FC-17): the codes page converts them."""
    glossary_terms: Mapping[str, str] = {
        "column": f"one of FreeCell's {engine.COLUMN_COUNT} columns",
        "cell": "one of FreeCell's free cells, holding one card",
    }

    def deal(self, version: int, variant: str, number: int) -> engine.Position:
        from generator.freecell.deal import microsoft_deal

        return engine.initial_position(microsoft_deal(number), cells=cells(variant))

    def splitmix_seed(self, version: int, number: int) -> int | None:
        return None  # Microsoft's generator, not SplitMix64 (FC-17)

    def variant_numbers(self, variant: str) -> Mapping[str, int]:
        return {"cells": cells(variant)}

    def variant_text(self, variant: str) -> str:
        count = cells(variant)
        return f", {count} cell{'s' if count != 1 else ''}"

    def parse_action(self, text: str) -> engine.Move:
        from generator.freecell.notation import parse_freecell

        return parse_freecell(text)

    def format_action(
        self,
        action: engine.Move,
        position: engine.Position | None = None,
        *,
        ascii: bool = False,
        card: bool = True,
    ) -> str:
        from generator.freecell.notation import format_freecell

        return format_freecell(action, position, ascii=ascii, card=card)

    def resolve(self, position: engine.Position, action: engine.Move) -> engine.Move:
        return position.resolve(action)

    def lifted(self, position: engine.Position, action: engine.Move) -> Card | None:
        return position.card_lifted(action)

    def cards_moved(self, before: engine.Position, action: engine.Move) -> tuple[Card, ...]:
        from generator.freecell import plain

        return plain.moved_cards(before, action)

    def explain(
        self, position: engine.Position, action: engine.Move, reason: engine.Refusal
    ) -> str:
        from generator.freecell import plain

        return plain.explain(position, action, reason)

    def describe_action(
        self, before: engine.Position, action: engine.Move, after: engine.Position
    ) -> str:
        from generator.freecell import plain

        return plain.describe_action(before, action)

    def outcome(self, position: engine.Position) -> str:
        if position.is_won():
            return "won"
        return "lost" if position.is_lost() else "unfinished"

    def outcome_text(self, outcome: str) -> str:
        return "no useful move left (FC-12)" if outcome == "lost" else ""

    def solve(
        self,
        position: engine.Position,
        *,
        max_seconds: float | None = None,
        progress: Progress | None = None,
    ) -> Solution:
        from generator.freecell import solver  # here: only the game solved imports its solver

        return solver.solve(position, max_seconds=max_seconds, progress=progress)

    fans = False
    picture = "generator.freecell.picture"
    words = "generator.freecell.words"

    def tableau(self, position: engine.Position) -> tuple[tuple[Card, ...], ...]:
        return position.columns

    def text_lines(self, position: engine.Position, *, ascii: bool = False) -> list[str]:
        from generator.freecell import plain

        return plain.text_lines(position, ascii=ascii)


GAME = FreeCell()
