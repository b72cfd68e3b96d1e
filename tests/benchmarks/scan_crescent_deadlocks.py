"""Look for CR1 deals that are proven lost at their start, over a range of deals.

    .venv/bin/python tests/benchmarks/scan_crescent_deadlocks.py 1 100000

For each deal of the range, at its start (16 piles of 6, three redeals):

- ``stranded`` (the looser relaxed game of ``tests/research/crescent_rounds.py``) and
  ``deadlocked`` (the tighter one of ``generator/crescent/deadlock.py``) with the three
  redeals: either one proves the deal lost; each such deal is printed;
- the same two with 0, 1 and 2 redeals, to show how much the redeals open up
  (a deal lost with fewer redeals is not lost: it may win with all three);
- whether its first round (the positions before the first redeal) holds at
  most ``--first-round`` positions; with ``--exhaust N`` those deals are given
  to ``exhaust_by_round`` with a cap of N positions (a proof if it ends).

Printed: the counts, the CPU time, the most memory the process held (max
RSS) and the load average before and after (the machine is shared).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TESTS.parent), str(TESTS)]

from generator.crescent import engine
from generator.crescent import solver as solver
from generator.crescent.compact import REDEAL
from generator.crescent.deadlock import deadlocked
from generator.crescent.deal import crescent_deal
from generator.solve import Budget

from research.crescent_rounds import exhaust_by_round, stranded


def _first_round_at_most(start, cap: int) -> bool:
    """Whether the positions before the first redeal number at most ``cap``."""
    found = {solver._key(start)}
    stack = [start]
    while stack:
        for child, move in solver.children(stack.pop()):
            if move[0] == REDEAL:
                continue
            key = solver._key(child)
            if key not in found:
                found.add(key)
                if len(found) > cap:
                    return False
                stack.append(child)
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=int, help="first CR1 deal number")
    parser.add_argument("last", type=int, help="last CR1 deal number")
    parser.add_argument("--first-round", type=int, default=16)
    parser.add_argument("--exhaust", type=int, default=0, metavar="N")
    arguments = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    began = time.process_time()
    tests = {"stranded": stranded, "deadlocked": deadlocked}
    lost = {name: [0] * (engine.REDEALS + 1) for name in tests}
    small_first_round = proven_by_search = 0
    for number in range(arguments.first, arguments.last + 1):
        piles, foundations, _ = solver.start_state(engine.initial_position(crescent_deal(number)))
        for name, test in tests.items():
            for redeals in range(engine.REDEALS + 1):
                if test((piles, foundations, redeals)):
                    lost[name][redeals] += 1
                    if redeals == engine.REDEALS:
                        print(f"deal {number}: {name} at its start: proven lost", flush=True)
        start = (piles, foundations, engine.REDEALS)
        if _first_round_at_most(start, arguments.first_round):
            small_first_round += 1
            if arguments.exhaust:
                proven, positions = exhaust_by_round(start, Budget(None, arguments.exhaust))
                verdict = {True: "proven lost", False: "won position reached", None: "undecided"}
                print(f"deal {number}: exhaust_by_round {verdict[proven]}, {positions:,} positions")
                proven_by_search += proven is True
    count = arguments.last - arguments.first + 1
    print(f"deals {arguments.first}-{arguments.last} ({count:,}):")
    for name, counts in lost.items():
        by_redeals = ", ".join(f"{n} with {r} redeals" for r, n in enumerate(counts))
        print(f"  {name}: {by_redeals}")
    print(f"  first round of at most {arguments.first_round} positions: {small_first_round}")
    if arguments.exhaust:
        print(f"  proven lost by exhaust_by_round within {arguments.exhaust:,}: {proven_by_search}")
    print(
        f"{time.process_time() - began:.1f} s CPU, "
        f"max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB"
    )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
