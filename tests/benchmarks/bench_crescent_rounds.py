"""How far the round-by-round exhaustive search gets on whole Crescent deals.

    .venv/bin/python tests/benchmarks/bench_crescent_rounds.py 131 --max-seconds 120

For each deal: the positions of each round (a number of redeals left), the
next round's starts and how many of them are stranded, then the verdict
(proven unwinnable, won position reached, or budget out), the CPU time and
the most memory the process held (max RSS).  The load average is printed:
the machine is shared, and CPU time is what stays comparable under load.
"""

from __future__ import annotations

import argparse
import os
import resource
import time

from generator.codes import GameCode
from generator.deal import deal
from generator.solve import Budget
from generator.solve import crescent as solver


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", type=int, nargs="+", help="CR1 deal numbers")
    parser.add_argument("--max-seconds", type=float, default=60.0)
    parser.add_argument("--max-positions", type=int, default=1_400_000)
    arguments = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for number in arguments.deals:
        start = solver.start_state(deal(str(GameCode.crescent(number))))
        began = time.process_time()
        proven, positions = solver.exhaust_by_round(
            start,
            Budget(arguments.max_seconds, arguments.max_positions),
            progress=lambda message: print(f"  {message}", flush=True),
        )
        verdict = {True: "proven unwinnable", False: "won position reached", None: "undecided"}
        print(
            f"deal {number}: {verdict[proven]}, {positions:,} positions searched, "
            f"{time.process_time() - began:.1f} s CPU, "
            f"max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB"
        )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
