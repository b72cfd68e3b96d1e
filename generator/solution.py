"""What every game's solver answers: a verdict that never guesses, the winning line, the figures.

A game's solver (its ``solve``, :class:`generator.registry.Game`) searches within a
:class:`Budget` and answers with a :class:`Solution`: a :class:`Verdict`
(a win is a line of engine moves that replays to a won position;
"unwinnable" means the search exhausted every reachable position; anything
else is "undecided"), the winning actions as engine objects, and the search
figures the benchmarks print.  The front door that picks the solver is
:mod:`generator.solve`.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


class Verdict(enum.Enum):
    """What a search established about a deal."""

    WON = "won"
    """A winning line was found; ``Solution.actions`` replays to a won position."""
    UNWINNABLE = "unwinnable"
    """Every reachable position was searched and none is won: no winning line exists."""
    UNDECIDED = "undecided"
    """The budget (time or states) ran out before either was established."""


@dataclass(frozen=True)
class Solution:
    """The result of a search.

    ``actions`` holds engine actions (moves, and redeals in a game that has them)
    from the start position, empty unless the verdict is :attr:`Verdict.WON`.
    ``states`` counts distinct canonical positions stored, ``expanded`` the
    positions whose moves were generated.
    """

    verdict: Verdict
    actions: tuple[Any, ...] = ()
    states: int = 0
    expanded: int = 0
    seconds: float = 0.0
    notes: tuple[str, ...] = field(default=())

    @property
    def states_per_second(self) -> float:
        return self.states / self.seconds if self.seconds > 0 else 0.0


Progress = Callable[[str], None]
"""Receives a one-line progress message (the command line prints it on stderr)."""


class Budget:
    """CPU-time and state limits shared by the searches; checked every few thousand states.

    The clock is the CPU time of the thread that searches, not the wall
    clock: on a loaded machine a deal gets about the same search as on a
    quiet one.  (``time.thread_time`` rather than ``time.process_time``: on
    Linux the process clock costs tens of microseconds a call, the thread
    clock under one.)
    """

    def __init__(self, max_seconds: float | None = None, max_states: int | None = None):
        self.start = time.thread_time()
        self.deadline = None if max_seconds is None else self.start + max_seconds
        self.max_states = max_states

    def elapsed(self) -> float:
        return time.thread_time() - self.start

    def exhausted(self, states: int) -> bool:
        if self.max_states is not None and states >= self.max_states:
            return True
        return self.deadline is not None and time.thread_time() >= self.deadline


__all__ = ["Budget", "Progress", "Solution", "Verdict"]
