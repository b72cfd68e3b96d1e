"""A game as the app runs it: the current position, the move counter and undo.

Both games keep the positions before the last moves, at most ``undo_limit`` of
them (each game's undo rule); the oldest is forgotten first.  Positions are immutable,
so undo restores the exact earlier position.
"""

from __future__ import annotations

from collections import deque
from typing import Any


class Session:
    """The running game: ``position``, ``moves`` and an undo history."""

    def __init__(self, start: Any, undo_limit: int):
        self.position = start
        self.moves = 0
        self._history: deque[Any] = deque(maxlen=undo_limit)

    def play(self, action: Any) -> Any:
        """Play a move (the position raises its own error when illegal)."""
        after = self.position.play(action)
        self._history.append(self.position)
        self.moves += 1
        self.position = after
        return after

    def can_undo(self) -> bool:
        return bool(self._history)

    def undo(self) -> Any:
        """Take back the last move; ``IndexError`` when nothing can be undone."""
        if not self._history:
            raise IndexError("nothing to undo")
        self.position = self._history.pop()
        self.moves -= 1
        return self.position

    def forget_history(self) -> None:
        self._history.clear()
