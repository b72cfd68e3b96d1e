"""``replay FILE``: check a game record and print its transcript.

    python -m generator replay RECORD.game
    python -m generator replay RECORD.game --after-move 12
    python -m generator replay RECORD.game --before-move 10

The first mistake (a code, a move that does not parse, an illegal move) is
printed as ``file:line: move N (text): reason`` with exit status 1; so is a
false assertion comment (``#= pile 2 is empty``) or a comment that states a
fact about the game without asserting it (:mod:`generator.record_comments`).
"""

from __future__ import annotations

import argparse

from generator.cli import UserError
from generator.commands import add_position_options, chosen_position
from generator.record import RecordError, read_record
from generator.record_comments import RecordCommentError
from generator.replay import ReplayError, replay


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="check a game record and print its transcript",
        description=(
            "Replay a game record (.game) through the rules engine. Prints the transcript, "
            "or the first error as file:line: move N (text): reason with exit status 1."
        ),
    )
    parser.add_argument("file", metavar="FILE", help="a game record (a .game file)")
    add_position_options(parser, shows="print the position", default="the transcript")
    parser.add_argument(
        "--ascii", action="store_true", help="write cards as AS 10H QC instead of A♠ 10♥ Q♣"
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    try:
        game = replay(read_record(arguments.file))
    except (RecordError, ReplayError, RecordCommentError) as error:
        raise UserError(str(error)) from None
    chosen = chosen_position(arguments)
    if chosen is not None:
        try:
            position = chosen.of(game)
        except IndexError as error:
            raise UserError(str(error)) from None
        print(f"{game.code} {chosen}")
        print()
        print("\n".join(game.game.text_lines(position, ascii=arguments.ascii)))
        return 0
    print(game.transcript(), end="")
    return 0
