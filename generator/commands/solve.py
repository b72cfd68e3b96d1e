"""``solve CODE``: find a win of a deal, or prove there is none.

    python -m generator solve CODE -o won.game
    python -m generator solve CODE --max-seconds 30
    python -m generator solve HEAD:1-1000 HEAD:1-200 --jsonl results.jsonl -j

Several codes, or ranges such as ``HEAD:1-1000`` (HEAD a code's first two parts),
make a batch run (:mod:`generator.solve.batch`): one JSON line a deal to ``--jsonl
FILE`` (or stdout), progress and a summary on stderr; running the same command again
resumes an interrupted run.  Exit status of a batch: 0 every deal decided,
3 some undecided, 1 a mistake in the command.

Progress goes to stderr, the verdict to stderr as its last line, the winning
record to ``-o FILE`` (or stdout).  Exit status: 0 won, 2 proven unwinnable,
3 undecided within the time, 1 a mistake in the command (a bad code).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from generator.cli import UserError, check_seconds
from generator.codes import GameCode, GameCodeError, examples
from generator.commands import add_batch_options, batch_errors, batch_jobs, write_output
from generator.deal import deal
from generator.solve import Verdict, batch, count_moves, solution_record, solve_position

EXIT_WON = 0
EXIT_UNWINNABLE = 2
EXIT_UNDECIDED = 3


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="find a win of a deal, or prove there is none",
        description=(
            "Search a deal for a win. Prints the winning game record (or writes it to -o FILE) "
            "and a verdict: won, proven unwinnable, or undecided within the time. "
            "Exit status 0 won, 2 proven unwinnable, 3 undecided."
        ),
    )
    parser.add_argument(
        "code",
        metavar="CODE",
        nargs="+",
        help=f"a game code, e.g. {examples()}; several codes or "
        f"ranges such as {examples(lambda code: f'{code.head}:1-1000')} make a batch run",
    )
    parser.add_argument("-o", "--output", metavar="FILE", help="write the winning record here")
    parser.add_argument(
        "--max-seconds",
        type=float,
        default=60.0,
        metavar="S",
        help="give up (undecided) after S seconds of CPU time a deal (default 60)",
    )
    add_batch_options(parser, "batch")
    parser.set_defaults(handler=run)


def _progress(message: str) -> None:
    print(f"solve: {message}", file=sys.stderr, flush=True)


def run(arguments: argparse.Namespace) -> int:
    if _is_batch(arguments):
        return run_batch(arguments)
    arguments.code = arguments.code[0]
    try:
        code = GameCode.parse(arguments.code)
    except GameCodeError as error:
        raise UserError(str(error)) from None
    check_seconds(arguments.max_seconds)
    start = deal(code)
    solution = solve_position(start, max_seconds=arguments.max_seconds, progress=_progress)
    searched = f"{solution.states:,} positions in {solution.seconds:.1f} s"
    if solution.verdict is Verdict.WON:
        moves = count_moves(solution.actions)
        text = solution_record(
            code, start, solution.actions, comment=f"{code}: found by the solver", assertion="won"
        )
        write_output(arguments.output, text)
        print(f"{code}: won in {moves} moves ({searched})", file=sys.stderr)
        return EXIT_WON
    if solution.verdict is Verdict.UNWINNABLE:
        print(
            f"{code}: proven unwinnable: every reachable position searched ({searched})",
            file=sys.stderr,
        )
        return EXIT_UNWINNABLE
    print(f"{code}: undecided within {arguments.max_seconds:g} s ({searched})", file=sys.stderr)
    return EXIT_UNDECIDED


# -- batch runs ----------------------------------------------------------------------


def _is_batch(arguments: argparse.Namespace) -> bool:
    return (
        len(arguments.code) > 1
        or arguments.jsonl is not None
        or any(":" in item for item in arguments.code)
    )


def run_batch(arguments: argparse.Namespace) -> int:
    """Solve every deal the codes and ranges name; see the module docstring."""
    if arguments.output is not None:
        raise UserError("-o writes one deal's record; for several deals use --jsonl FILE")
    check_seconds(arguments.max_seconds)
    jobs = batch_jobs(arguments)
    try:
        codes = batch.expand(arguments.code)
    except batch.DealListError as error:
        raise UserError(str(error)) from None
    with batch_errors(arguments.jsonl):
        tally = batch.run_batch(
            codes, arguments.max_seconds, jobs, arguments.jsonl, _each(arguments.jsonl), _progress
        )
    print(
        f"{len(codes)} deals: {tally['won']} won, {tally['unwinnable']} proven unwinnable, "
        f"{tally['undecided']} undecided within {arguments.max_seconds:g} s",
        file=sys.stderr,
    )
    return EXIT_UNDECIDED if tally["undecided"] else EXIT_WON


def _each(jsonl: str | None) -> Callable[[int, int, batch.DealResult], None]:
    """What a batch run does with each result: a line on stdout when there is no results
    file, and a progress line."""

    def each(number: int, count: int, result: batch.DealResult) -> None:
        if jsonl is None:
            sys.stdout.write(result.to_json())
            sys.stdout.flush()
        moves = f" in {result.moves} moves" if result.moves is not None else ""
        _progress(
            f"{number}/{count} {result.code}: {result.verdict}{moves}, "
            f"{result.positions:,} positions, {result.cpu_s:.2f} s CPU"
        )

    return each
