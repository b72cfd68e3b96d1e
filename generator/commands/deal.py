"""``deal CODE``: print the start position of a game code.

    python -m generator deal CODE
    python -m generator deal CODE --ascii
    python -m generator deal CODE --format FORMAT

The text is the game's plain picture of the position (its ``text_lines``).  A
game may offer other formats (its ``exports``, each a ``--format``), such as the
board another solver reads, to check a deal against that solver; the game's own
modules say how, and ``deal --help`` lists the formats and their games.
"""

from __future__ import annotations

import argparse
import sys

from generator.cli import UserError
from generator.codes import GameCode, GameCodeError, examples
from generator.deal import deal
from generator.registry import GAMES, find_game


def _formats() -> tuple[str, ...]:
    return ("text", *dict.fromkeys(name for game in GAMES for name in game.exports))


def _format_help() -> str:
    """``--format``'s help: each format with the games that offer it."""
    offered = [
        f"{name} ({' and '.join(game.name for game in GAMES if name in game.exports)} deals)"
        for name in _formats()[1:]
    ]
    return "text (the default)" + "".join(f", or {each}" for each in offered)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "deal",
        help="print the deal of a game code",
        description=f"Print the start position of a game code such as {examples()}.",
    )
    parser.add_argument("code", metavar="CODE", help=f"a game code, e.g. {examples()}")
    parser.add_argument(
        "--ascii", action="store_true", help="write cards as AS 10H QC instead of A♠ 10♥ Q♣"
    )
    parser.add_argument(
        "--format",
        choices=_formats(),
        default="text",
        help=_format_help(),
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    try:
        code = GameCode.parse(arguments.code)
    except GameCodeError as error:
        raise UserError(str(error)) from None
    game = find_game(code.game)
    position = deal(code)
    if arguments.format != "text":
        export = game.exports.get(arguments.format)
        if export is None:
            players = [other.name for other in GAMES if arguments.format in other.exports]
            raise UserError(
                f"{code}: --format {arguments.format} prints {' and '.join(players)} deals "
                f"only, not {game.name} deals"
            )
        text, note = export(position, code.variant)
        if note:
            print(f"{code} has {note}", file=sys.stderr)
        sys.stdout.write(text)
        return 0
    print(code.heading)
    print()
    print("\n".join(game.text_lines(position, ascii=arguments.ascii)))
    return 0
