"""``render``: draw one position as a PNG and print its description.

    python -m generator render CODE --lang th -o deal.png
    python -m generator render RECORD.game --at 10 --mark --lang hi -o move10.png
    python -m generator render RECORD.game --before-move 10 --mark --lang en -o before10.png
    python -m generator render RECORD.game --after-redeal 1 --fan --lang fr --scale 2 -o redeal.png

The position is a game code's deal, or a point of a replayed record: after
move N (``--at N``, 0 the deal; the default is the end of the record),
before move N, or before/after redeal K.  ``--mark`` marks move N (its
source and destination).  The description of the position, in the same
language as the image, is printed one entry per line (after the move's
narration when a move is marked).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.cli import UserError
from generator.codes import examples
from generator.commands import (
    ChosenPosition,
    add_position_options,
    chosen_position,
    write_output,
)
from generator.registry import GAMES, game_of

if TYPE_CHECKING:
    pass

_LOOKS_LIKE_CODE = re.compile(r"^[A-Za-z]{2}\d+-")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    fanned = " and ".join(game.name for game in GAMES if game.fans) or "a game that fans"
    parser = subparsers.add_parser(
        "render",
        help="draw a position as a PNG image and print its description",
        description=(
            "Draw the deal of a game code, or a position of a game record, as a PNG in the "
            "language given, and print the position's description in that language."
        ),
    )
    parser.add_argument(
        "source", metavar="CODE|RECORD", help=f"a game code ({examples()}) or a record (.game)"
    )
    add_position_options(parser, shows="the position", default="the end of the record")
    parser.add_argument(
        "--lang",
        required=True,
        metavar="L",
        help="language of labels and description, one with a catalog in generator/locales (en, th, …)",
    )
    parser.add_argument(
        "--scale",
        type=int,
        choices=(1, 2),
        default=1,
        help="1 (default) or 2 for high-density screens",
    )
    parser.add_argument(
        "--mark",
        action="store_true",
        help="mark move N (with --at N or --before-move N): its source and destination",
    )
    parser.add_argument(
        "--fan",
        action="store_true",
        help=f"{fanned}: fan every pile bottom to top (to show a redeal)",
    )
    parser.add_argument(
        "-o", "--output", required=True, type=Path, metavar="FILE.png", help="the PNG to write"
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator.describe import Describer
    from generator.i18n import MissingCatalogError
    from generator.render import render_png

    if arguments.output.suffix.lower() != ".png":
        raise UserError(f"{arguments.output}: the image is a PNG; name the file FILE.png")
    try:
        describer = Describer(arguments.lang)
    except MissingCatalogError as error:
        raise UserError(f"--lang {arguments.lang}: {error}") from None
    position, step = _position(arguments)
    game = game_of(position)
    if arguments.fan and not game.fans:
        fanned = " and ".join(other.name for other in GAMES if other.fans)
        raise UserError(f"--fan is for {fanned} piles; {game.name} always shows every card")
    try:
        png = render_png(
            position, lang=arguments.lang, scale=arguments.scale, mark=step, fan=arguments.fan
        )
    except ValueError as error:  # a locale the fonts cannot draw, a mark that cannot be drawn
        raise UserError(str(error)) from None
    write_output(arguments.output, png)
    print(f"wrote {arguments.output}", file=sys.stderr)
    if step is not None:
        print(describer.narrate(step))
    print("\n".join(describer.describe(position)))
    return 0


def _position(arguments: argparse.Namespace) -> tuple[Any, Any]:
    """The position to draw and, with ``--mark``, the replay step to mark."""
    from generator.codes import GameCode, GameCodeError
    from generator.deal import deal

    source: str = arguments.source
    chosen = chosen_position(arguments)
    if _LOOKS_LIKE_CODE.match(source) and not os.path.exists(source):
        try:
            code = GameCode.parse(source)
        except GameCodeError as error:
            raise UserError(str(error)) from None
        if arguments.mark or (chosen is not None and chosen.number != 0):
            raise UserError(
                f"{source}: a game code is only its deal; give a game record (.game) to show or mark a move"
            )
        return deal(code), None
    return _record_position(source, chosen, arguments.mark)


def _record_position(path: str, chosen: ChosenPosition | None, mark: bool) -> tuple[Any, Any]:
    from generator.record import RecordError, read_record
    from generator.replay import ReplayError, replay

    try:
        game = replay(read_record(path))
    except (RecordError, ReplayError) as error:
        raise UserError(str(error)) from None
    if chosen is None:
        # The end of the record; --mark marks its last action if that is a move.
        last = game.steps[-1] if game.steps else None
        if mark and (last is None or last.move_number is None):
            raise UserError(f"{path}: the record does not end with a move to mark; use --at N")
        return game.final, (last if mark else None)
    redeal = chosen.moment in ("before-redeal", "after-redeal")
    try:
        position = chosen.of(game)
        if redeal:
            step = None
        elif chosen.moment == "before-move":
            step = game.move(chosen.number)
        else:
            step = game.move(chosen.number) if mark and chosen.number > 0 else None
    except IndexError as error:
        raise UserError(str(error)) from None
    if mark and step is None:
        if redeal:
            raise UserError(f"{path}: a redeal moves no single card to mark; show it with --fan")
        raise UserError(
            f"{path}: --mark needs a move: --at N or --before-move N with N of 1 or more"
        )
    return position, (step if mark else None)
