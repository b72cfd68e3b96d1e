"""Freecell Solver's solutions replay as they are: Microsoft deals 1–100 by default.

    .venv/bin/python tests/benchmarks/bench_fcsolve_replay.py [--first 1] [--last 100] [--preset lg]

For each deal, ``fc-solve -l lg -m -snx`` (Debian: ``apt-get install
freecell-solver-bin``) solves the board ``deal CODE --format fc-solve``
prints; the solution, under its game code, is replayed as a record and must
end in a win (FC-12).  Prints each failure with its reason, then how many of
the deals replayed to a win and the time spent in fc-solve and in the replay
(CPU time of this process for the replay).  Exit status 1 if any failed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from generator.codes import GameCode
from generator.deal import deal
from generator.freecell import fcsolve
from generator.record import RecordError, parse_record
from generator.replay import ReplayError, replay


def check(number: int, preset: str) -> tuple[str | None, float, float]:
    """Why deal ``number``'s fc-solve solution does not replay to a win (``None`` if it does),
    with the wall time of fc-solve and the CPU time of the replay."""
    code = GameCode.of("freecell", number)
    started = time.perf_counter()
    try:
        moves = fcsolve.solve(deal(code), "-l", preset)
    except ValueError as error:
        return f"{code}: {error}", time.perf_counter() - started, 0.0
    solved = time.perf_counter() - started
    text = f"{code}\n" + " ".join(moves) + "\n"
    cpu = time.process_time()
    try:
        outcome = replay(parse_record(text, f"fc-solve-{number}.game")).outcome()
    except (RecordError, ReplayError) as error:
        return f"{code}: {error}", solved, time.process_time() - cpu
    replayed = time.process_time() - cpu
    return (None if outcome.startswith("won") else f"{code}: {outcome}"), solved, replayed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=100)
    parser.add_argument("--preset", default="lg", help="fc-solve's -l preset (default lg)")
    arguments = parser.parse_args()
    failures, solving, replaying = [], 0.0, 0.0
    numbers = range(arguments.first, arguments.last + 1)
    for number in numbers:
        reason, solved, replayed = check(number, arguments.preset)
        solving += solved
        replaying += replayed
        if reason is not None:
            failures.append(reason)
            print("FAIL", reason)
    won = len(numbers) - len(failures)
    print(
        f"fc-solve -l {arguments.preset} -snx, Microsoft deals {arguments.first}-{arguments.last}: "
        f"{won} of {len(numbers)} replay to a win"
    )
    print(f"fc-solve {solving:.1f} s wall, replay {replaying:.2f} s CPU")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
