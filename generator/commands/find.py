"""``find GAME --where CONDITION``: the record that reaches a position showing a rule.

    python -m generator find RECORD.game --where "CONDITION"
    python -m generator find CODE --where "CONDITION" -o found.game

GAME is a ``.game`` record or a game code (solved first).  The conditions are
described in :mod:`generator.find`.  Exit status: 0 found, 4 no position of
the game meets the condition, 1 a mistake in the command, 3 the code could
not be solved within the time.
"""

from __future__ import annotations

import argparse
import os
import sys

from generator.cli import UserError, check_seconds
from generator.codes import GameCode, GameCodeError
from generator.commands import write_output
from generator.deal import deal
from generator.find import (
    Condition,
    ConditionError,
    examples,
    find_moment,
    parse_condition,
    record_until,
)
from generator.record import RecordError, parse_record, read_record
from generator.registry import GAMES
from generator.replay import Replay, ReplayError, replay
from generator.solve import Verdict, solution_record, solve_position

EXIT_NOT_FOUND = 4
EXIT_UNSOLVED = 3


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    shown = " or ".join(f'"{example}"' for example in examples(GAMES[0].key))
    parser = subparsers.add_parser(
        "find",
        help="find a position meeting a condition along a game, and write the record reaching it",
        description=(
            "Walk the positions of a game (a .game record, or a code that is solved first) and "
            "write the record that reaches the first one meeting the condition. Conditions use "
            "the words of the pages' assertions: the game's quantities (compared with >= <= = "
            "!= > <), its states, its kinds of move (the move just made), moves, and for a game "
            "with redeals redeal and before-redeal, joined by 'and', "
            f"e.g. {shown}. "
            "An unknown word is answered with the game's list."
        ),
    )
    parser.add_argument("game", metavar="GAME", help="a .game record or a game code")
    parser.add_argument("--where", required=True, metavar="CONDITION", help="the condition to meet")
    parser.add_argument(
        "-o", "--output", metavar="FILE", help="write the record here (default stdout)"
    )
    parser.add_argument(
        "--max-seconds",
        type=float,
        default=60.0,
        metavar="S",
        help="time to solve GAME when it is a code (default 60)",
    )
    parser.set_defaults(handler=run)


def _load(text: str, where: str, max_seconds: float) -> tuple[Replay | None, Condition]:
    """The game to search and the condition, read before any search: a typo costs no time."""
    if os.path.exists(text) or text.endswith(".game"):
        try:
            game = replay(read_record(text))
        except (RecordError, ReplayError) as error:
            raise UserError(str(error)) from None
        return game, _condition(where, game.code.game)
    try:
        code = GameCode.parse(text)
    except GameCodeError as error:
        raise UserError(f"{error} (and no file of that name)") from None
    condition = _condition(where, code.game)
    start = deal(code)
    solution = solve_position(
        start,
        max_seconds=max_seconds,
        progress=lambda message: print(f"find: {message}", file=sys.stderr, flush=True),
    )
    if solution.verdict is not Verdict.WON:
        print(
            f"{code}: {solution.verdict.value} within {max_seconds:g} s: no game to search",
            file=sys.stderr,
        )
        return None, condition
    game = replay(
        parse_record(solution_record(code, start, solution.actions), f"<solution of {code}>")
    )
    return game, condition


def _condition(where: str, game: str) -> Condition:
    try:
        return parse_condition(where, game)
    except ConditionError as error:
        raise UserError(f"--where: {error}") from None


def run(arguments: argparse.Namespace) -> int:
    check_seconds(arguments.max_seconds)
    game, condition = _load(arguments.game, arguments.where, arguments.max_seconds)
    if game is None:
        return EXIT_UNSOLVED
    try:
        moment = find_moment(game, condition)
    except ConditionError as error:  # a place the game does not have: "pile 99 is empty"
        raise UserError(f"--where: {error}") from None
    if moment is None:
        print(f"{game.code}: no position of the game meets {condition}", file=sys.stderr)
        return EXIT_NOT_FOUND
    where = (
        f"after move {moment.moves}"
        if moment.last is None or moment.last.move_number
        else (f"after redeal {moment.last.redeal_number}")
    )
    comment = f"{game.code}: `{condition}`: {where} (action {moment.index} of {len(game.steps)})"
    text = record_until(game, moment, comment=comment)
    write_output(arguments.output, text)
    print(f"{game.code}: {condition}: {where}", file=sys.stderr)
    return 0
