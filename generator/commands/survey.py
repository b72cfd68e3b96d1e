"""``survey HEAD --deals A-B``: solve a range of deals and record how many were won.

    python -m generator survey FC1-C4 --deals 1-200 --max-seconds 10 \\
        --record docs/solver-surveys.json --name freecell-c4

Each deal gets at most ``--max-seconds`` of CPU time (the figures do not depend on how busy the machine is); every win is replayed through the
engine before it counts.  The counts (won, proven unwinnable, undecided) are
printed, and with ``--record`` written into the survey file the site's
``{survey}`` role reads (:mod:`generator.solve.survey`).
"""

from __future__ import annotations

import argparse
import re
import sys
import time

from generator.cli import UserError, check_seconds


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "survey",
        help="solve a range of deals and record how many were won",
        description="Solve deals A to B of a game and variant (HEAD, e.g. FC1-C4 or CR1-N), each for at "
        "most S seconds of CPU time; print how many were won, proven unwinnable and undecided.",
    )
    parser.add_argument(
        "head", metavar="HEAD", help="game, version and variant: FC1-C4, FC1-C2, FC1-C1, CR1-N"
    )
    parser.add_argument(
        "--deals", required=True, metavar="A-B", help="the deal numbers, e.g. 1-200"
    )
    parser.add_argument(
        "--max-seconds",
        type=float,
        default=10.0,
        metavar="S",
        help="CPU time limit per deal (default 10)",
    )
    parser.add_argument("--record", metavar="FILE", help="write the counts into this survey file")
    parser.add_argument(
        "--name", metavar="NAME", help="the survey's name in the file (with --record)"
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator.codes import GameCode, GameCodeError, encode_number
    from generator.digits import LONGEST
    from generator.solve.batch import survey
    from generator.solve.survey import SurveyError, read_surveys, write_surveys

    found = re.fullmatch(rf"(\d{{1,{LONGEST}}})-(\d{{1,{LONGEST}}})", arguments.deals.strip())
    if not found or int(found.group(1)) > int(found.group(2)):
        raise UserError(f"--deals: write A-B with A <= B, as 1-200, not {arguments.deals[:40]!r}")
    first, last = int(found.group(1)), int(found.group(2))
    for number in (first, last):
        try:
            GameCode.parse(f"{arguments.head}-{encode_number(number)}")
        except (GameCodeError, ValueError) as error:
            raise UserError(str(error)) from None
    check_seconds(arguments.max_seconds)
    if arguments.record and not arguments.name:
        raise UserError("--record needs --name, the survey's name in the file")
    started = time.process_time()
    result = survey(
        arguments.name or arguments.head,
        arguments.head,
        first,
        last,
        arguments.max_seconds,
        progress=lambda message: print(f"survey: {message}", file=sys.stderr, flush=True),
    )
    print(
        f"{arguments.head} deals {first}-{last}, at most {arguments.max_seconds:g} s of CPU time each: "
        f"won {result.won}, proven unwinnable {result.unwinnable}, undecided {result.undecided} "
        f"of {result.tried} (CPU {time.process_time() - started:.1f} s)"
    )
    if arguments.record:
        try:
            surveys = read_surveys(arguments.record)
        except SurveyError as error:
            raise UserError(str(error)) from None
        surveys[result.name] = result
        write_surveys(arguments.record, surveys)
    return 0
