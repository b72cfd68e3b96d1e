"""Deals: the start position a game code names.

:func:`deal` turns a :class:`~generator.codes.GameCode` into its game's start
position, by the game's own dealing algorithm (each game's ``deal`` module
specifies its algorithm precisely enough to reimplement it in another
language, and its rules number the codes and deals).
"""

from __future__ import annotations

from typing import Any

from generator.codes import GameCode
from generator.registry import find_game


def deal(code: GameCode | str) -> Any:
    """The start position of a game code (a :class:`GameCode` or its text).

    >>> from generator.codes import example_codes
    >>> from generator.registry import game_of
    >>> code = example_codes()[0]
    >>> start = deal(str(code))
    >>> game_of(start).key == code.game, start == deal(code)
    (True, True)
    """
    if isinstance(code, str):
        code = GameCode.parse(code)
    return find_game(code.game).deal(code.version, code.variant, code.number)


__all__ = ["deal"]
