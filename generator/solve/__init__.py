"""What the games' solvers share, and the front door that asks a position's game to solve it.

Each game's solver (such as :mod:`generator.crescent.solver`) answers with a :class:`Solution`: a :class:`Verdict` that never guesses
(a win is a line of engine moves that replays to a won position; "unwinnable"
means the search exhausted every reachable position; anything else is
"undecided"), the winning actions as engine objects, and the search figures
the benchmarks print.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable
from dataclasses import dataclass, field


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

    ``actions`` holds engine moves (and Crescent redeals) from the start
    position, empty unless the verdict is :attr:`Verdict.WON`.  ``states``
    counts distinct canonical positions stored, ``expanded`` the positions
    whose moves were generated.
    """

    verdict: Verdict
    actions: tuple = ()
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


__all__ = [
    "Budget",
    "Progress",
    "Solution",
    "Verdict",
    "count_moves",
    "solution_record",
    "solve_position",
]


def solve_position(
    position, *, max_seconds: float | None = None, progress: Progress | None = None
) -> Solution:
    """Solve a position with its game's solver.

    Only that game's solver is imported: a batch run's start-up is timed
    against Freecell Solver's (``tests/benchmarks/bench_solve.py``).
    """
    from generator.registry import game_of

    return game_of(position).solve(position, max_seconds=max_seconds, progress=progress)


def count_moves(actions) -> int:
    """The moves among ``actions``: a Crescent redeal is not a move (CR-18)."""
    return sum(1 for action in actions if action.is_move)


def solution_record(
    code, start, actions, *, comment: str | None = None, assertion: str | None = None
) -> str:
    """The text of a ``.game`` record playing ``actions`` from ``start`` (the deal of ``code``,
    a :class:`~generator.codes.GameCode` or its text); ``assertion`` ends it as a ``#=``
    comment the replay checks (``won``)."""
    from generator.codes import GameCode
    from generator.record import Record, RecordedAction, format_record

    if isinstance(code, str):
        code = GameCode.parse(code)

    recorded = []
    positions = []
    position = start
    number = 0
    for action in actions:
        if action.is_move:
            number += 1
        recorded.append(RecordedAction(action, 0, 0, "", number if action.is_move else None))
        positions.append(position)
        position = position.play(action)
    text = format_record(Record(code, tuple(recorded), "<solution>"), positions=positions)
    if comment:
        text = "".join(f"# {line}\n" if line else "#\n" for line in comment.splitlines()) + text
    if assertion:
        text += f"#= {assertion}\n"
    return text
