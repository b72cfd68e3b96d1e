"""Benchmark: the time of a full check of the site (target: under 5 s).

    .venv/bin/python tests/benchmarks/bench_check.py [--repeat N]

Prints the time of the first run in a fresh process (imports, reading every
page and catalog, replaying every example game) and the best of N further
runs, with what was checked and how many problems were found: CPU time of
this process (what the check costs, whatever else the machine runs), then
wall-clock time and the load average, which say how busy the machine was.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    arguments = parser.parse_args()

    start, start_wall = time.process_time(), time.perf_counter()
    from generator.check import check
    from generator.check.site import Site

    imported, imported_wall = time.process_time(), time.perf_counter()
    problems = check(ROOT)
    first, first_wall = time.process_time(), time.perf_counter()
    times, walls = [], []
    for _ in range(arguments.repeat):
        began, began_wall = time.process_time(), time.perf_counter()
        check(ROOT)
        times.append(time.process_time() - began)
        walls.append(time.perf_counter() - began_wall)

    site = Site(ROOT)
    catalogs = sorted(site.locales.rglob("*.po"))
    messages = sum(path.read_text(encoding="utf-8").count("\nmsgid ") for path in catalogs)
    print(
        f"site: {len(site.pages())} pages, {len(site.games())} game records, "
        f"{len(catalogs)} catalogs ({messages} messages), languages {', '.join(site.languages())}"
    )
    print("CPU time:")
    print(f"  import:                 {imported - start:6.3f} s")
    print(f"  first full check:       {first - imported:6.3f} s  ({len(problems)} problems)")
    print(f"  full check, best of {arguments.repeat}: {min(times):6.3f} s  (target < 5 s)")
    print(
        f"wall clock: import {imported_wall - start_wall:.3f} s, first check {first_wall - imported_wall:.3f} s, "
        f"best of {arguments.repeat} {min(walls):.3f} s; load average {os.getloadavg()[0]:.1f} "
        f"on {os.cpu_count()} CPUs"
    )


if __name__ == "__main__":
    main()
