"""The front door that asks a position's game to solve it, and records of its wins.

Each game's solver (its ``solve``, :class:`generator.registry.Game`) answers with a
:class:`~generator.solution.Solution` (:mod:`generator.solution`, re-exported
here).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from generator.solution import Budget, Progress, Solution, Verdict

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
    position: Any, *, max_seconds: float | None = None, progress: Progress | None = None
) -> Solution:
    """Solve a position with its game's solver.

    Only that game's solver is imported: a batch run's start-up is timed
    against another program's (``tests/benchmarks/bench_solve.py``).
    """
    from generator.registry import game_of

    return game_of(position).solve(position, max_seconds=max_seconds, progress=progress)


def count_moves(actions: Iterable[Any]) -> int:
    """The moves among ``actions``: an action that is not one (a redeal) is not counted."""
    return sum(1 for action in actions if action.is_move)


def solution_record(
    code: Any,
    start: Any,
    actions: Iterable[Any],
    *,
    comment: str | None = None,
    assertion: str | None = None,
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
