"""``deal CODE``: print the start position of a game code.

    python -m generator deal CR1-N-AAAAAAB
    python -m generator deal FC1-C4-AAAAAKH --ascii
    python -m generator deal FC1-C4-AAAAAAB --format fc-solve | fc-solve -m -snx -

The text is the game's plain picture of the position (its ``text_lines``).  A
game may offer other formats: ``--format fc-solve`` prints a FreeCell deal as
Freecell Solver reads it (:mod:`generator.freecell.fcsolve`), to check it
against that solver.
"""

from __future__ import annotations

import argparse
import sys

from generator.cli import UserError
from generator.codes import GameCode, GameCodeError
from generator.deal import deal
from generator.registry import GAMES, find_game


def _formats() -> tuple[str, ...]:
    return ("text", *dict.fromkeys(name for game in GAMES for name in game.exports))


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "deal",
        help="print the deal of a game code",
        description="Print the start position of a game code such as CR1-N-AAAAAAB or FC1-C4-AAAAAKH.",
    )
    parser.add_argument(
        "code", metavar="CODE", help="a game code, e.g. CR1-N-AAAAAAB or FC1-C4-AAAAAKH"
    )
    parser.add_argument(
        "--ascii", action="store_true", help="write cards as AS 10H QC instead of A♠ 10♥ Q♣"
    )
    parser.add_argument(
        "--format",
        choices=_formats(),
        default="text",
        help="text (the default), or fc-solve: a FreeCell deal as Freecell Solver reads it",
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
