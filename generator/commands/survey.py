"""``survey HEAD:A-B``: solve a range of deals and record how many were won.

    python -m generator survey HEAD:1-200 --max-seconds 10 \\
        --record docs/solver-surveys.json --name NAME
    python -m generator survey HEAD --deals 1-200 --jsonl NAME.jsonl -j

A survey is a batch run summed up (:func:`generator.solve.batch.survey`): the deals
are named as ``solve`` names a range (``HEAD:1-200``, HEAD a code's first two parts,
or the older ``HEAD --deals A-B``), ``-j`` solves several at once, and with ``--jsonl
FILE`` each deal's result is appended to that file, so that the same command run again
resumes an interrupted survey.  Each deal gets at most ``--max-seconds`` of CPU time (the figures do not
depend on how busy the machine is); every win is replayed through the engine before it
counts.  The counts (won, proven unwinnable, undecided) are printed, and with
``--record`` written into the survey file the site's ``{survey}`` role reads
(:mod:`generator.solve.survey`).
"""

from __future__ import annotations

import argparse
import re
import resource
import sys
import time

from generator.cli import UserError, check_seconds
from generator.codes import examples
from generator.commands import add_batch_options, batch_errors, batch_jobs


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "survey",
        help="solve a range of deals and record how many were won",
        description="Solve deals A to B of a game and variant "
        f"(HEAD:A-B, e.g. {examples(lambda code: f'{code.head}:1-200')}), "
        "each for at most S seconds of CPU time; print how many were won, "
        "proven unwinnable and undecided.",
    )
    parser.add_argument(
        "head",
        metavar="HEAD:A-B",
        help="game, version and variant and the deal numbers: "
        f"{examples(lambda code: f'{code.head}:1-50')} (or HEAD alone with --deals A-B)",
    )
    parser.add_argument("--deals", metavar="A-B", help="the deal numbers, e.g. 1-200")
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
    add_batch_options(parser, "survey")
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator.solve import batch
    from generator.solve.survey import SurveyError, read_surveys, write_surveys

    head, first, last = _deals(arguments)
    check_seconds(arguments.max_seconds)
    jobs = batch_jobs(arguments)
    if arguments.record and not arguments.name:
        raise UserError("--record needs --name, the survey's name in the file")
    started = _cpu()
    with batch_errors(arguments.jsonl):
        result = batch.survey(
            arguments.name or head,
            head,
            first,
            last,
            arguments.max_seconds,
            progress=lambda message: print(f"survey: {message}", file=sys.stderr, flush=True),
            jobs=jobs,
            path=arguments.jsonl,
        )
    print(
        f"{head} deals {first}-{last}, at most {arguments.max_seconds:g} s of CPU time each: "
        f"won {result.won}, proven unwinnable {result.unwinnable}, undecided {result.undecided} "
        f"of {result.tried} (CPU {_cpu() - started:.1f} s)"
    )
    if arguments.record:
        try:
            surveys = read_surveys(arguments.record)
        except SurveyError as error:
            raise UserError(str(error)) from None
        surveys[result.name] = result
        write_surveys(arguments.record, surveys)
    return 0


def _deals(arguments: argparse.Namespace) -> tuple[str, int, int]:
    """The head and the first and last deal: ``HEAD:A-B`` as a batch names a range
    (:func:`generator.solve.batch.span`), or ``HEAD`` with ``--deals A-B``."""
    from generator.codes import GameCode, GameCodeError, encode_number
    from generator.digits import LONGEST
    from generator.solve import batch

    if arguments.deals is None:
        if ":" not in arguments.head:
            raise UserError(f"name the deals: {arguments.head}:1-200, or --deals 1-200")
        try:
            model, first, last = batch.span(arguments.head)
        except batch.DealListError as error:
            raise UserError(str(error)) from None
        return model.head, first, last
    if ":" in arguments.head:
        raise UserError(f"{arguments.head} names its deals: leave out --deals")
    found = re.fullmatch(rf"(\d{{1,{LONGEST}}})-(\d{{1,{LONGEST}}})", arguments.deals.strip())
    if not found or int(found.group(1)) > int(found.group(2)):
        raise UserError(f"--deals: write A-B with A <= B, as 1-200, not {arguments.deals[:40]!r}")
    first, last = int(found.group(1)), int(found.group(2))
    for number in (first, last):
        try:
            GameCode.parse(f"{arguments.head}-{encode_number(number)}")
        except (GameCodeError, ValueError) as error:
            raise UserError(str(error)) from None
    return arguments.head, first, last


def _cpu() -> float:
    """CPU time of this process and of its finished children (the ``-j`` workers), so
    that the figure printed does not depend on how many deals were solved at once."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime
