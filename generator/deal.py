"""Deals: the start position a game code names (CR-24, FC-17).

:func:`deal` turns a :class:`~generator.codes.GameCode` into its game's start
position, by the game's own dealing algorithm (each game's ``deal`` module,
such as :mod:`generator.crescent.deal`, specifies its algorithm precisely
enough to reimplement it in another language).
"""

from __future__ import annotations

from typing import Any

from generator.codes import GameCode
from generator.registry import find_game


def deal(code: GameCode | str) -> Any:
    """The start position of a game code (a :class:`GameCode` or its text).

    >>> deal("FC1-C2-AAAAAAB").cells
    (None, None)
    >>> deal("CR1-N-AAAAAAB").redeals_left
    3
    """
    if isinstance(code, str):
        code = GameCode.parse(code)
    return find_game(code.game).deal(code.version, code.variant, code.number)


__all__ = ["deal"]
