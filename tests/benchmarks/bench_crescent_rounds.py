"""How far the round-by-round exhaustive search gets on whole Crescent deals.

    .venv/bin/python tests/benchmarks/bench_crescent_rounds.py 131 --max-seconds 120
    .venv/bin/python tests/benchmarks/bench_crescent_rounds.py 131 89 47 \
        --after-redeals 3 --compare --max-positions 200000

For each deal: the positions of each round (a number of redeals left), the
next round's starts and how many of them are stranded, then the verdict
(proven unwinnable, won position reached, or budget out), the CPU time and
the most memory the process held (max RSS).  The load average is printed:
the machine is shared, and CPU time is what stays comparable under load.

``--after-redeals K`` starts after K redeals in a row (K = 3: the last
round alone, where the stubborn sets of
:mod:`research.crescent_reduce` apply); ``--compare`` searches each
deal twice, without the reduction and with it (``--reduce``: only with
it), and says how many of the moves of positions with no redeal left the
stubborn sets kept.  Max RSS is the process's, over every search before it.
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

from generator.codes import GameCode
from generator.crescent import solver as solver
from generator.deal import deal
from generator.solve import Budget

from research import crescent_rounds
from research.crescent_reduce import stubborn_moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", type=int, nargs="+", help="CR1 deal numbers")
    parser.add_argument("--max-seconds", type=float, default=60.0)
    parser.add_argument("--max-positions", type=int, default=1_400_000)
    parser.add_argument("--after-redeals", type=int, default=0, choices=range(4))
    parser.add_argument("--compare", action="store_true")
    parser.add_argument("--reduce", action="store_true")
    arguments = parser.parse_args()
    runs = (False, True) if arguments.compare else (arguments.reduce,)
    counts = [0, 0]  # playable moves of the positions with no redeal left, moves kept

    def counted(state, moves):
        kept = stubborn_moves(state, moves)
        if not state[2]:
            counts[0] += len(moves)
            counts[1] += len(kept)
        return kept

    crescent_rounds.stubborn_moves = counted  # the name exhaust_by_round calls
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for number in arguments.deals:
        start = solver.start_state(deal(str(GameCode.of("crescent", number))))
        for _ in range(arguments.after_redeals):
            start = next(child for child, move in solver.children(start) if move[0] == "R")
        for reduce in runs:
            counts[:] = [0, 0]
            began = time.process_time()
            proven, positions = crescent_rounds.exhaust_by_round(
                start,
                Budget(arguments.max_seconds, arguments.max_positions),
                progress=lambda message: print(f"  {message}", flush=True),
                reduce=reduce,
            )
            verdict = {True: "proven unwinnable", False: "won position reached", None: "undecided"}
            print(
                f"deal {number}{' after ' + str(arguments.after_redeals) + ' redeals' if arguments.after_redeals else ''}"
                f" ({'stubborn sets' if reduce else 'no reduction'}): {verdict[proven]}, "
                f"{positions:,} positions searched, "
                f"{time.process_time() - began:.1f} s CPU, "
                f"max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB"
                + (
                    f"; the stubborn sets kept {counts[1]:,} of {counts[0]:,} moves"
                    if reduce
                    else ""
                ),
                flush=True,
            )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
