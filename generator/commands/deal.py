"""``deal CODE``: print the start position of a game code.

    python -m generator deal CR1-N-AAAAAAB
    python -m generator deal FC1-C4-AAAAAKH --ascii
    python -m generator deal FC1-C4-AAAAAAB --format fc-solve | fc-solve -m -snx -

Crescent: the foundations (ascending, then descending, ♠ ♥ ♦ ♣) and piles 1–16
bottom to top, in PRODUCT.md order; FreeCell: the cells, the foundations and
columns 1–8 bottom to top.  ``--format fc-solve`` prints a FreeCell deal as
Freecell Solver reads it (:mod:`generator.freecell.fcsolve`), to check it against that solver.
"""

from __future__ import annotations

import argparse
import sys

from generator.cards import Card, Suit
from generator.cli import UserError
from generator.codes import GameCode, GameCodeError
from generator.crescent import engine as crescent
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.freecell import fcsolve


def register(subparsers: argparse._SubParsersAction) -> None:
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
        choices=("text", "fc-solve"),
        default="text",
        help="text (the default), or fc-solve: a FreeCell deal as Freecell Solver reads it",
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    try:
        code = GameCode.parse(arguments.code)
    except GameCodeError as error:
        raise UserError(str(error)) from None
    position = deal(code)
    if arguments.format == "fc-solve":
        if not isinstance(position, freecell.Position):
            raise UserError(
                f"{code}: --format fc-solve prints FreeCell deals only "
                f"(Freecell Solver does not play {code.game_name})"
            )
        if code.cells != max(freecell.CELL_CHOICES):  # fc-solve's default is 4 cells
            print(
                f"{code} has {code.cells} cells: run fc-solve --freecells-num {code.cells}",
                file=sys.stderr,
            )
        sys.stdout.write(fcsolve.board(position))
        return 0
    heading = f"{code}: {code.game_name} deal {code.number:,}"
    if code.cells is not None:
        heading += f", {code.cells} cell{'s' if code.cells != 1 else ''}"
    print(heading)
    print()
    print("\n".join(format_position(position, ascii=arguments.ascii)))
    return 0


def _card(card: Card | None, ascii: bool) -> str:
    if card is None:
        return "-"
    return card.ascii() if ascii else str(card)


def format_position(
    position: crescent.Position | freecell.Position, *, ascii: bool = False
) -> list[str]:
    """The lines of a plain-text picture of ``position`` (no trailing newline)."""
    if isinstance(position, crescent.Position):
        return _crescent_lines(position, ascii)
    return _freecell_lines(position, ascii)


def _crescent_lines(position: crescent.Position, ascii: bool) -> list[str]:
    lines = [f"redeals left: {position.redeals_left}", "", "foundations (top card, cards held)"]
    for row in (crescent.FOUNDATIONS[:4], crescent.FOUNDATIONS[4:]):
        cells = [
            f"{f.notation()} {_card(position.top(f), ascii):>3} {position.foundation_count(f):>2}"
            for f in row
        ]
        lines.append("  " + "    ".join(cells))
    lines += ["", "piles (bottom to top, cards held)"]
    for number in range(1, crescent.PILE_COUNT + 1):
        cards = position.pile(number)
        text = " ".join(_card(card, ascii) for card in cards) if cards else "(empty)"
        lines.append(f"  {number:>2} ({len(cards):>2})  {text}")
    return lines


def _freecell_lines(position: freecell.Position, ascii: bool) -> list[str]:
    cells = "  ".join(
        f"{freecell.Cell(i).letter} {_card(card, ascii)}" for i, card in enumerate(position.cells)
    )
    foundations = "  ".join(
        f"{suit.letter if ascii else suit.symbol} {_card(position.foundation_top(suit), ascii)}"
        for suit in Suit
    )
    lines = [f"cells        {cells}", f"foundations  {foundations}", "", "columns (bottom to top)"]
    for number in range(1, freecell.COLUMN_COUNT + 1):
        cards = position.column(number)
        text = " ".join(_card(card, ascii) for card in cards) if cards else "(empty)"
        lines.append(f"  {number}  {text}")
    return lines
