"""``solve CODE``: find a win of a deal, or prove there is none.

    python -m generator solve FC1-C4-AAAAAKH -o freecell.game
    python -m generator solve CR1-N-AAAAAAF --max-seconds 30

Progress goes to stderr, the verdict to stderr as its last line, the winning
record to ``-o FILE`` (or stdout).  Exit status: 0 won, 2 proven unwinnable,
3 undecided within the time, 1 a mistake in the command (a bad code).
"""

from __future__ import annotations

import argparse
import sys

from generator.cli import UserError, check_seconds
from generator.codes import GameCode, GameCodeError
from generator.deal import deal
from generator.solve import Verdict, solution_record, solve_position

EXIT_WON = 0
EXIT_UNWINNABLE = 2
EXIT_UNDECIDED = 3


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="find a win of a deal, or prove there is none",
        description=(
            "Search a deal for a win. Prints the winning game record (or writes it to -o FILE) "
            "and a verdict: won, proven unwinnable, or undecided within the time. "
            "Exit status 0 won, 2 proven unwinnable, 3 undecided."
        ),
    )
    parser.add_argument("code", metavar="CODE", help="a game code, e.g. FC1-C4-AAAAAKH or CR1-N-AAAAAAB")
    parser.add_argument("-o", "--output", metavar="FILE", help="write the winning record here")
    parser.add_argument("--max-seconds", type=float, default=60.0, metavar="S",
                        help="give up (undecided) after S seconds (default 60)")
    parser.set_defaults(handler=run)


def _progress(message: str) -> None:
    print(f"solve: {message}", file=sys.stderr, flush=True)


def run(arguments: argparse.Namespace) -> int:
    try:
        code = GameCode.parse(arguments.code)
    except GameCodeError as error:
        raise UserError(str(error)) from None
    check_seconds(arguments.max_seconds)
    start = deal(code)
    solution = solve_position(start, max_seconds=arguments.max_seconds, progress=_progress)
    searched = f"{solution.states:,} positions in {solution.seconds:.1f} s"
    if solution.verdict is Verdict.WON:
        moves = sum(1 for a in solution.actions if not _is_redeal(a))
        text = solution_record(code, start, solution.actions,
                               comment=f"{code}: found by the solver", assertion="won")
        _write(arguments.output, text)
        print(f"{code}: won in {moves} moves ({searched})", file=sys.stderr)
        return EXIT_WON
    if solution.verdict is Verdict.UNWINNABLE:
        print(f"{code}: proven unwinnable: every reachable position searched ({searched})",
              file=sys.stderr)
        return EXIT_UNWINNABLE
    print(f"{code}: undecided within {arguments.max_seconds:g} s ({searched})", file=sys.stderr)
    return EXIT_UNDECIDED


def _is_redeal(action) -> bool:
    from generator.crescent import Redeal

    return isinstance(action, Redeal)


def _write(path: str | None, text: str) -> None:
    if path is None:
        sys.stdout.write(text)
        return
    from generator.files import write_atomic

    try:
        write_atomic(path, text)
    except OSError as error:
        raise UserError(f"{path}: cannot write: {error.strerror or error}") from None
