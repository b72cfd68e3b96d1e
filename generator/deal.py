"""Deals: the start position a game code names (CR-24, FC-17).

:func:`deal` turns a :class:`~generator.codes.GameCode` into a
:class:`generator.crescent.engine.Position` or a
:class:`generator.freecell.engine.Position`, by the game's own dealing
algorithm (:mod:`generator.crescent.deal`, :mod:`generator.freecell.deal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.codes import CRESCENT, FREECELL, GameCode

if TYPE_CHECKING:
    from generator.crescent import engine as crescent
    from generator.freecell import engine as freecell


def deal(code: GameCode | str) -> crescent.Position | freecell.Position:
    """The start position of a game code (a :class:`GameCode` or its text).

    >>> deal("FC1-C2-AAAAAAB").cells
    (None, None)
    >>> deal("CR1-N-AAAAAAB").redeals_left
    3
    """
    if isinstance(code, str):
        code = GameCode.parse(code)
    # here: dealing one game need not import the other
    if code.game == CRESCENT and code.version == 1:
        from generator.crescent import engine as crescent
        from generator.crescent.deal import crescent_deal

        return crescent.initial_position(crescent_deal(code.number))
    if code.game == FREECELL and code.version == 1 and code.cells is not None:
        from generator.freecell import engine as freecell
        from generator.freecell.deal import microsoft_deal

        return freecell.initial_position(microsoft_deal(code.number), cells=code.cells)
    # GameCode refuses unknown games and versions, so this is a missing branch here.
    raise NotImplementedError(f"no dealing algorithm for {code}")


__all__ = ["deal"]
