"""Freecell Solver's board format: a FreeCell position as ``fc-solve`` reads it.

Freecell Solver (``fc-solve``) is the reference FreeCell solver.  Its input is
the foundations, the cells and one line per column, bottom card first, cards
written ``AS 2H TD`` (``T`` for 10, ``-`` for an empty cell).  Its ``-snx``
solutions are the standard notation :mod:`generator.notation` reads, so a deal
can be checked against it::

    python -m generator deal FC1-C4-AAAAAAB --format fc-solve | fc-solve -m -snx -

A variant with fewer cells (FC-13) needs ``fc-solve --freecells-num N``.

>>> from generator.deal import deal
>>> print(board(deal("FC1-C4-AAAAAAB")).splitlines()[:3])
['Foundations: H-0 C-0 D-0 S-0', 'Freecells: - - - -', ': JD KD 2S 4C 3S 6D 6S']
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from generator.cards import Card, Suit
from generator.freecell import engine as freecell

# fc-solve names ranks with one character and lists foundations in this order.
_RANKS = "0A23456789TJQK"
_FOUNDATION_ORDER = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


def card(card: Card) -> str:
    """A card as fc-solve writes it: ``TD`` for the 10♦.

    >>> card(Card.parse("10♦")), card(Card.parse("A♠"))
    ('TD', 'AS')
    """
    return _RANKS[card.rank] + card.suit.letter


def board(position: freecell.Position) -> str:
    """The position in fc-solve's input format, one line per row, ending in a newline."""
    foundations = " ".join(
        f"{suit.letter}-{_RANKS[position.foundation_count(suit)]}" for suit in _FOUNDATION_ORDER
    )
    cells = " ".join("-" if held is None else card(held) for held in position.cells)
    lines = [f"Foundations: {foundations}", f"Freecells: {cells}"]
    for number in range(1, freecell.COLUMN_COUNT + 1):
        lines.append(" ".join([":", *(card(held) for held in position.column(number))]))
    return "\n".join(lines) + "\n"


# A -snx solution: moves separated by spaces and line breaks, between the
# solver's banner and its verdict.
_SOLVED = "This game is solveable."
_MOVE = re.compile(r"[1-8a-dh][1-8a-dh](?:v[0-9a-f])?")


def solution_moves(output: str) -> list[str]:
    """The moves of an ``fc-solve -m -snx`` solution, in order.

    >>> solution_moves("-=-=-=-=-=-=-=-=-=-=-=-\\n\\n5a 13v2 \\n83vc \\n\\nThis game is solveable.\\n")
    ['5a', '13v2', '83vc']
    """
    if _SOLVED not in output:
        raise ValueError(
            "fc-solve found no solution: " + (output.strip().splitlines() or ["no output"])[-1]
        )
    tokens = output[: output.index(_SOLVED)].split()
    moves = [token for token in tokens if not token.startswith("-=-")]
    for token in moves:
        if not _MOVE.fullmatch(token):
            raise ValueError(f"not a move in fc-solve's standard notation: {token!r}")
    return moves


def solve(position: freecell.Position, *options: str, timeout: float = 60) -> list[str]:
    """Ask ``fc-solve`` for a solution of ``position``; ``options`` go on its command line.

    Raises :class:`FileNotFoundError` when fc-solve is not installed, and
    :class:`ValueError` when it finds no solution.
    """
    program = shutil.which("fc-solve")
    if program is None:
        raise FileNotFoundError(
            "fc-solve is not installed (Debian: apt-get install freecell-solver-bin)"
        )
    cells = ["--freecells-num", str(len(position.cells))]
    result = subprocess.run(
        [program, *cells, *options, "-m", "-snx", "-"],
        input=board(position),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
    )
    return solution_moves(result.stdout)


__all__ = ["board", "card", "solution_moves", "solve"]
