"""Benchmark the solvers through the batch command, CPU time against CPU time.

    .venv/bin/python tests/benchmarks/bench_solve.py                      # FreeCell 1-200, Crescent 1-30
    .venv/bin/python tests/benchmarks/bench_solve.py --freecell 1000 --crescent 0
    .venv/bin/python tests/benchmarks/bench_solve.py --freecell 0 --crescent 200 -j 2

FreeCell: ``solve FC1-C4:1-N --jsonl`` runs in one process, and right after
it Freecell Solver's batch solver (``freecell-solver-range-parallel-solve 1 N
1 -l lg``, Debian package ``freecell-solver-bin``: a benchmark-only tool,
never a dependency) solves the same deals in one process.  The ratio is the
CPU time (user + system, from the kernel's accounting of each child process)
of the whole run against the whole run: start-up included on both sides.
Both runs are repeated (``--repeat``, 5 by default), one after the other:
the virtual machine's speed drifts from minute to minute, and fc-solve's
run is short (about 40 ms), so a single pair can be off by half.  The
ratio printed is the median of the pairs' ratios, with their range.
Per deal, this project's figure is the search's CPU time (``cpu_s``);
fc-solve prints no CPU time per deal, so its per-deal figures are the gaps
between its own timestamps, in one process (wall time, labelled as such).

Crescent: ``solve CR1-N:1-M --max-seconds S``: won, proven unwinnable,
undecided, CPU time per deal, and the most memory the run held (max RSS).

Every win is replayed through the engine by the batch command before it
counts.  The machine's load average is printed before and after: the
machine is shared, and CPU time is what stays comparable under load.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

FC_SOLVE = "freecell-solver-range-parallel-solve"


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _run(command: list[str], **options):
    """Run ``command``; return (stdout, CPU seconds user + system, max RSS in MB)."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, **options)
    assert process.stdout is not None  # stdout=PIPE
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return output, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def _batch(deals: str, max_seconds: float, jobs: int, keep: str | None = None):
    """Run the batch command; return (results, CPU seconds of the whole run, max RSS MB).

    ``keep``: the results file to write and keep (a run cut short is resumed
    from it; the CPU time and memory printed are then those of the last part)."""
    with tempfile.TemporaryDirectory() as directory:
        path = keep or os.path.join(directory, "results.jsonl")
        command = [
            sys.executable,
            "-m",
            "generator",
            "solve",
            deals,
            "--jsonl",
            path,
            "--max-seconds",
            str(max_seconds),
            "-j",
            str(jobs),
        ]
        _, cpu, rss = _run(command, stderr=subprocess.DEVNULL)
        with open(path, encoding="utf-8") as file:
            results = [json.loads(line) for line in file]
    return results, cpu, rss


def _summary(results: list[dict]) -> str:
    counts = {
        verdict: sum(1 for r in results if r["verdict"] == verdict)
        for verdict in ("won", "unwinnable", "undecided")
    }
    cpu = [r["cpu_s"] for r in results]
    moves = [r["moves"] for r in results if r["moves"] is not None]
    decided = counts["won"] + counts["unwinnable"]
    return (
        f"  {len(results)} deals: solved {counts['won']}, proven unwinnable {counts['unwinnable']}, "
        f"undecided {counts['undecided']} (decided {100 * decided / len(results):.1f}%)\n"
        f"  CPU time a deal (search): median {1000 * statistics.median(cpu):.1f} ms, "
        f"p90 {1000 * _percentile(cpu, 0.9):.1f} ms, max {max(cpu):.2f} s"
        + (f"; moves a win: median {statistics.median(moves):.0f}" if moves else "")
    )


def fc_solve(tool: str, count: int, cells: int):
    """fc-solve's range run: (CPU seconds, per-deal wall gaps, unsolved deal numbers)."""
    command = [tool, "1", str(count), "1", "-l", "lg"]
    if cells != 4:
        command += ["--freecells-num", str(cells)]
    output, cpu, _ = _run(command, stderr=subprocess.DEVNULL)
    stamps = [
        float(m)
        for m in re.findall(r"(?:Started at|Reached Board No\. [0-9]+ at) ([0-9.]+)", output)
    ]
    gaps = [b - a for a, b in itertools.pairwise(stamps)]
    unsolved = [int(n) for n in re.findall(r"Unsolved Board No\. ([0-9]+)", output)]
    return cpu, gaps, unsolved


def bench_freecell(count: int, cells: int, max_seconds: float, repeat: int) -> None:
    """Run ours and fc-solve's range run ``repeat`` times, one after the other
    (ours, theirs, ours, theirs …): a pair's two runs see the same machine, and
    the median of the pairs' ratios is what stays put when the machine's speed
    drifts from one minute to the next."""
    tool = shutil.which(FC_SOLVE)
    pairs = []
    runs = []
    for _ in range(repeat):
        results, cpu, rss = _batch(f"FC1-C{cells}:1-{count}", max_seconds, 1)
        runs.append(results)
        pairs.append((cpu, rss, fc_solve(tool, count, cells) if tool else None))
    results = runs[0]
    print(
        f"FreeCell, {cells} cells, Microsoft deals 1-{count}, {max_seconds:g} s of CPU a deal at most, "
        f"one process, {repeat} run(s):"
    )
    print(_summary(results))
    lines = [[(r["code"], r["verdict"], r["moves"]) for r in run] for run in runs]
    if any(other != lines[0] for other in lines[1:]):
        print("  the runs' verdicts or solutions differ: the solver is not deterministic")
    cpus = [cpu for cpu, _, _ in pairs]
    print(
        f"  whole run: {statistics.median(cpus):.2f} s CPU, median of {repeat} "
        f"(start-up included; each: {', '.join(f'{cpu:.2f}' for cpu in cpus)}), "
        f"max RSS {max(rss for _, rss, _ in pairs):.0f} MB"
    )
    if tool is None:
        print(
            f"  fc-solve: {FC_SOLVE} not installed (apt-get install freecell-solver-bin), no ratio"
        )
        return
    theirs = [their for _, _, their in pairs if their is not None]  # all of them: tool is set
    their_cpus = [their[0] for their in theirs]
    _, gaps, unsolved = theirs[0]
    print(
        f"  fc-solve -l lg, same deals, one process: {statistics.median(their_cpus):.3f} s CPU "
        f"for the whole run, median of {repeat} (each: {', '.join(f'{c:.3f}' for c in their_cpus)}); "
        f"per deal (gaps between its timestamps, wall) median {1000 * statistics.median(gaps):.3f} ms, "
        f"p90 {1000 * _percentile(gaps, 0.9):.3f} ms; unsolved {unsolved or 'none'}"
    )
    ratios = [cpu / their_cpu for cpu, their_cpu in zip(cpus, their_cpus, strict=True)]
    print(
        f"  ratio, CPU of the whole run to CPU of the whole run, each pair run back to back: "
        f"median {statistics.median(ratios):.1f}x, from {min(ratios):.1f}x to {max(ratios):.1f}x "
        f"(target: 20x)"
    )
    ours_won = {_number(r["code"]) for r in results if r["verdict"] == "won"}
    ours_proven = {_number(r["code"]) for r in results if r["verdict"] == "unwinnable"}
    differ = sorted((ours_proven - set(unsolved)) | (ours_won & set(unsolved)))
    print(f"  deals where our verdict contradicts fc-solve's: {differ or 'none'}")


def _number(code: str) -> int:
    from generator.codes import GameCode

    return GameCode.parse(code).number


def bench_crescent(count: int, max_seconds: float, jobs: int, keep: str | None = None) -> None:
    results, cpu, rss = _batch(f"CR1-N:1-{count}", max_seconds, jobs, keep)
    print(
        f"Crescent, CR1 deals 1-{count}, {max_seconds:g} s of CPU a deal at most, {jobs} process(es):"
    )
    print(_summary(results))
    print(f"  whole run: {cpu:.1f} s CPU; max RSS {rss:.0f} MB (the largest process)")
    undecided = sorted(_number(r["code"]) for r in results if r["verdict"] == "undecided")
    if undecided:
        print(f"  undecided deals: {undecided}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--freecell", type=int, default=200, metavar="N", help="FreeCell deals 1..N (0: none)"
    )
    parser.add_argument("--cells", type=int, default=4, choices=(4, 2, 1))
    parser.add_argument("--freecell-seconds", type=float, default=10.0)
    parser.add_argument(
        "--repeat",
        type=int,
        default=5,
        metavar="R",
        help="FreeCell: run ours and fc-solve R times each, alternately (default 5)",
    )
    parser.add_argument(
        "--crescent", type=int, default=30, metavar="M", help="CR1 deals 1..M (0: none)"
    )
    parser.add_argument("--crescent-seconds", type=float, default=10.0)
    parser.add_argument("-j", "--jobs", type=int, default=1, help="processes for the Crescent run")
    parser.add_argument(
        "--crescent-results",
        metavar="FILE",
        help="keep the Crescent results in FILE; run again to resume a run cut short",
    )
    arguments = parser.parse_args()
    print(
        f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} "
        f"({os.cpu_count()} cores)"
    )
    if arguments.freecell:
        bench_freecell(
            arguments.freecell, arguments.cells, arguments.freecell_seconds, arguments.repeat
        )
    if arguments.crescent:
        bench_crescent(
            arguments.crescent,
            arguments.crescent_seconds,
            arguments.jobs,
            arguments.crescent_results,
        )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
