"""Benchmark the solvers: share of deals solved or decided, time per deal, speed.

    .venv/bin/python tests/benchmarks/bench_solve.py                 # everything
    .venv/bin/python tests/benchmarks/bench_solve.py --crescent 0    # FreeCell only
    .venv/bin/python tests/benchmarks/bench_solve.py --freecell 0 --crescent 50

FreeCell: Microsoft deals 1…N with 4 cells (and --cells for 2 or 1).  When
Freecell Solver's range solver (Debian package ``freecell-solver-bin``; a
benchmark-only tool, never a dependency) is on the PATH, each deal is also
solved by it with the preset ``-l lg``, one deal per run, and its own
start/finish timestamps give its time per deal without the process start;
the ratio of the medians is printed.  ``--prove 11982`` runs the exhaustive
search on deal 11982.

Crescent: CR1 deals 1…M with --crescent-seconds each (default 10): won,
proven unwinnable, undecided.

Every win is replayed through the engine before it counts.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import time

from generator.codes import GameCode
from generator.deal import deal
from generator.solve import Verdict
from generator.solve import crescent as crescent_solver
from generator.solve import freecell as freecell_solver


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _replays_to_win(start, actions) -> bool:
    position = start
    for action in actions:
        position = position.play(action)
    return position.is_won()


def fc_solve_seconds(number: int, cells: int) -> tuple[float, bool] | None:
    """Freecell Solver's own time for one Microsoft deal and whether it solved
    it, or None if it is not installed."""
    tool = shutil.which("freecell-solver-range-parallel-solve")
    if tool is None:
        return None
    command = [tool, str(number), str(number), "1", "-l", "lg"]
    if cells != 4:
        command += ["--freecells-num", str(cells)]
    output = subprocess.run(command, capture_output=True, text=True,
                            env={**os.environ, "FREECELL_SOLVER_QUIET": "1"}).stdout
    started = re.search(r"Started at ([0-9.]+)", output)
    reached = re.search(r"Reached Board No\. [0-9]+ at ([0-9.]+)", output)
    if not started or not reached:
        return None
    return float(reached.group(1)) - float(started.group(1)), "Unsolved Board" not in output


def bench_freecell(count: int, cells: int, max_seconds: float) -> None:
    times, cpu_times, rates, lengths, reference = [], [], [], [], []
    solved = 0
    failures = []
    verdicts = {verdict: 0 for verdict in Verdict}
    disagreements = []
    for number in range(1, count + 1):
        start = deal(f"FC1-C{cells}-{_letters(number)}")
        began, began_cpu = time.perf_counter(), time.process_time()
        solution = freecell_solver.solve(start, max_seconds=max_seconds)
        elapsed = time.perf_counter() - began
        cpu_times.append((time.process_time() - began_cpu, number))
        times.append(elapsed)
        if elapsed > 0:
            rates.append(solution.states / elapsed)
        verdicts[solution.verdict] += 1
        if solution.verdict is Verdict.WON and _replays_to_win(start, solution.actions):
            solved += 1
            lengths.append(len(solution.actions))
        else:
            failures.append((number, solution.verdict.value))
        theirs = fc_solve_seconds(number, cells)
        if theirs is not None:
            reference.append(theirs[0])
            # A proof of ours against a win of theirs would be a bug; the reverse, a limit of theirs.
            if theirs[1] != (solution.verdict is Verdict.WON) and solution.verdict is not Verdict.UNDECIDED:
                disagreements.append((number, solution.verdict.value, "solved" if theirs[1] else "unsolved"))
    print(f"FreeCell, {cells} cells, Microsoft deals 1-{count}, {max_seconds:g} s each at most:")
    print(f"  solved (replayed to a win): {solved}/{count} ({100 * solved / count:.1f}%); "
          f"proven unwinnable {verdicts[Verdict.UNWINNABLE]}; undecided {verdicts[Verdict.UNDECIDED]}"
          + (f"; first not solved: {failures[:12]}" if failures else ""))
    print(f"  time per deal: median {1000 * statistics.median(times):.2f} ms, "
          f"p95 {1000 * _percentile(times, 0.95):.1f} ms, max {max(times):.2f} s, "
          f"total {sum(times):.1f} s")
    cpu = [seconds for seconds, _ in cpu_times]
    print(f"  CPU time per deal: median {1000 * statistics.median(cpu):.2f} ms, "
          f"p95 {1000 * _percentile(cpu, 0.95):.1f} ms; slowest deals "
          + ", ".join(f"#{n} {s:.1f} s" for s, n in sorted(cpu_times, reverse=True)[:3]))
    print(f"  positions per second: {sum(rates) / len(rates):,.0f} (mean over deals)")
    if lengths:
        print(f"  moves per win: median {statistics.median(lengths):.0f}")
    if reference:
        mine, theirs = statistics.median(times), statistics.median(reference)
        print(f"  fc-solve -l lg (its own timestamps, one deal per run): median "
              f"{1000 * theirs:.3f} ms, p95 {1000 * _percentile(reference, 0.95):.2f} ms; "
              f"ratio of medians {mine / theirs:.1f}x wall, "
              f"{statistics.median(cpu) / theirs:.1f}x CPU (target: within 30x)")
        print(f"  verdicts that differ from fc-solve's (ours, theirs): {disagreements or 'none'}")
    else:
        print("  fc-solve: not installed (apt-get install freecell-solver-bin), no ratio")


def prove_freecell(number: int, cells: int) -> None:
    start = deal(f"FC1-C{cells}-{_letters(number)}")
    solution = freecell_solver.solve(start)
    print(f"FreeCell deal {number}, {cells} cells: {solution.verdict.value}, "
          f"{solution.states:,} canonical positions, {solution.seconds:.1f} s")


def _letters(number: int) -> str:
    from generator.codes import encode_number

    return encode_number(number)


def bench_crescent(count: int, max_seconds: float) -> None:
    verdicts = {verdict: 0 for verdict in Verdict}
    times, rates, lengths = [], [], []
    undecided = []
    for number in range(1, count + 1):
        start = deal(GameCode.crescent(number))
        began = time.perf_counter()
        solution = crescent_solver.solve(start, max_seconds=max_seconds)
        elapsed = time.perf_counter() - began
        times.append(elapsed)
        rates.append(solution.states / elapsed if elapsed else 0)
        verdict = solution.verdict
        if verdict is Verdict.WON:
            if not _replays_to_win(start, solution.actions):
                raise AssertionError(f"CR1 deal {number}: the win does not replay")
            lengths.append(sum(1 for a in solution.actions if a is not crescent_solver.engine.REDEAL))
        if verdict is Verdict.UNDECIDED:
            undecided.append(number)
        verdicts[verdict] += 1
        print(f"  CR1 deal {number}: {verdict.value}, {elapsed:.1f} s", flush=True)
    decided = verdicts[Verdict.WON] + verdicts[Verdict.UNWINNABLE]
    print(f"Crescent, CR1 deals 1-{count}, {max_seconds:g} s each:")
    print(f"  decided: {decided}/{count} ({100 * decided / count:.1f}%): "
          f"won {verdicts[Verdict.WON]}, proven unwinnable {verdicts[Verdict.UNWINNABLE]}, "
          f"undecided {verdicts[Verdict.UNDECIDED]}")
    print(f"  time per deal: median {statistics.median(times):.2f} s, "
          f"p95 {_percentile(times, 0.95):.1f} s")
    print(f"  positions per second: {sum(rates) / len(rates):,.0f} (mean over deals)")
    if lengths:
        print(f"  moves per win: median {statistics.median(lengths):.0f}, shortest {min(lengths)}")
    if undecided:
        print(f"  undecided deals: {undecided}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--freecell", type=int, default=1000, metavar="N", help="FreeCell deals 1..N")
    parser.add_argument("--cells", type=int, default=4, choices=(4, 2, 1))
    parser.add_argument("--freecell-seconds", type=float, default=60.0)
    parser.add_argument("--prove", type=int, metavar="DEAL", help="run the exhaustive search on a FreeCell deal")
    parser.add_argument("--crescent", type=int, default=200, metavar="M", help="CR1 deals 1..M")
    parser.add_argument("--crescent-seconds", type=float, default=10.0)
    arguments = parser.parse_args()
    if arguments.freecell:
        bench_freecell(arguments.freecell, arguments.cells, arguments.freecell_seconds)
    if arguments.prove:
        prove_freecell(arguments.prove, arguments.cells)
    if arguments.crescent:
        bench_crescent(arguments.crescent, arguments.crescent_seconds)


if __name__ == "__main__":
    main()
