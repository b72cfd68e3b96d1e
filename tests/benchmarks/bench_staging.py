"""Benchmark what an atomic build adds: the staging copy of the published site.

    .venv/bin/python tests/benchmarks/bench_staging.py [--site build/site] [--runs 5]

Each build copies the published site into ``.site.staging`` (modification times
kept, so Sphinx still writes only what changed) and, when every language
passed, moves it to ``.site.versions/<n>``, renames a new ``site`` link over
the old one and deletes the old version (:mod:`generator.publish`).  Prints
the site's size and the CPU and wall time of the copy and of the swap (with
the old version's removal), per build; works on a copy of the site in a
temporary directory, so the real build/ is untouched.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from generator.publish import Staging


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    if not (arguments.site / "index.html").is_file():
        sys.exit(f"{arguments.site}: no built site here: run python -m generator build first")
    with tempfile.TemporaryDirectory() as directory:
        out = Path(directory) / "site"
        shutil.copytree(arguments.site, out)
        files = [p for p in out.rglob("*") if p.is_file()]
        size = sum(p.stat().st_size for p in files)
        copy_cpu = copy_wall = swap_cpu = swap_wall = 0.0
        for _ in range(arguments.runs):
            cpu, wall = time.process_time(), time.perf_counter()
            staging = Staging(out).__enter__()
            copy_cpu += time.process_time() - cpu
            copy_wall += time.perf_counter() - wall
            cpu, wall = time.process_time(), time.perf_counter()
            staging.publish()
            staging.__exit__(None, None, None)
            swap_cpu += time.process_time() - cpu
            swap_wall += time.perf_counter() - wall
    runs = arguments.runs
    print(
        f"site: {len(files)} files, {size / 1e6:.1f} MB; load average {os.getloadavg()[0]:.1f} "
        f"on {os.cpu_count()} CPUs"
    )
    print(
        f"staging copy: {copy_cpu / runs * 1000:.0f} ms CPU, {copy_wall / runs * 1000:.0f} ms wall per build"
    )
    print(
        f"swap (and old site removed): {swap_cpu / runs * 1000:.0f} ms CPU, "
        f"{swap_wall / runs * 1000:.0f} ms wall per build  (mean of {runs})"
    )


if __name__ == "__main__":
    main()
