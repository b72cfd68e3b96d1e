"""Benchmark: the time of a full check of the site (target: under 5 s).

    .venv/bin/python tests/benchmarks/bench_check.py [--repeat N]

Prints the time of the first run in a fresh process (imports, reading every
page and catalog, replaying every example game) and the best of N further
runs, with what was checked and how many problems were found.  Each time is
given as wall-clock and as this process's CPU time: on a loaded machine
compare CPU time with CPU time.  Later runs reuse the word checks' caches
(word boundaries, number words of a text), so the first run is the one a
command-line ``check`` pays.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    arguments = parser.parse_args()

    start, start_cpu = time.perf_counter(), time.process_time()
    from generator.check import check
    from generator.check.site import Site

    imported, imported_cpu = time.perf_counter(), time.process_time()
    problems = check(ROOT)
    first, first_cpu = time.perf_counter(), time.process_time()
    times, cpu = [], []
    for _ in range(arguments.repeat):
        began, began_cpu = time.perf_counter(), time.process_time()
        check(ROOT)
        times.append(time.perf_counter() - began)
        cpu.append(time.process_time() - began_cpu)

    site = Site(ROOT)
    catalogs = sorted(site.locales.rglob("*.po"))
    messages = sum(path.read_text(encoding="utf-8").count("\nmsgid ") for path in catalogs)
    print(f"site: {len(site.pages())} pages, {len(site.games())} game records, "
          f"{len(catalogs)} catalogs ({messages} messages), languages {', '.join(site.languages())}")
    print(f"import:                 {imported - start:6.3f} s wall, {imported_cpu - start_cpu:6.3f} s CPU")
    print(f"first full check:       {first - imported:6.3f} s wall, {first_cpu - imported_cpu:6.3f} s CPU"
          f"  ({len(problems)} problems)")
    print(f"full check, best of {arguments.repeat}: {min(times):6.3f} s wall, {min(cpu):6.3f} s CPU"
          f"  (target < 5 s)")


if __name__ == "__main__":
    main()
