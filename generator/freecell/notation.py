"""FreeCell's move notation: parse and format, round-trip.

The standard notation of solvers and players, letters in lower case:
columns ``1``…``8``, cells ``a``…``d``, ``h`` the foundations ("home")::

    3a      column 3 to cell a
    a5      cell a to column 5
    1h      column 1 to its suit's foundation
    ah      cell a to its suit's foundation
    43      column 4 onto column 3: onto a card, the one run that fits there
            (the count is inferred); into an empty column, one card
    13v2    column 1 onto column 3, exactly 2 cards
    83vc    12 cards: counts above 9 are the letters a (10) to d (13)

This is the notation as Freecell Solver writes it (``fc-solve -snx``): a
count is one hexadecimal digit, and a move of several cards into an empty
column always carries it, so its solutions replay as they are.

and the app's extensions beyond it:

    ab      cell a to cell b
    hs5     the top card of the ♠ foundation back to column 5 (FC-15); ``hh``,
            ``hd``, ``hc`` for the other suits (``h♠5`` is accepted)
    hsa     the top card of the ♠ foundation to cell a

A move may name its card in brackets: ``3a[K♠]``.  For several cards it names
the card that lands on the target, i.e. the deepest card of the run, the one
a player drags: ``13v3[9♠]`` moves 9♠ and the two cards on it.

>>> parse_freecell("13v2")
Move(source=Column(number=1), target=Column(number=3), count=2, card=None)
>>> parse_freecell("83vc").count
12
>>> format_freecell(parse_freecell("HS5"))
'hs5'
>>> parse_freecell("9a")
Traceback (most recent call last):
...
generator.notation.NotationError: cannot read FreeCell move '9a': no column 9 (columns are 1 to 8)
"""

from __future__ import annotations

import functools

from generator.cards import Rank, Suit
from generator.digits import whole_number
from generator.freecell import engine as freecell
from generator.notation import DIGITS, NotationError, format_card, split_card

_SUIT_SIGNS = {suit.letter.lower(): suit for suit in Suit} | {suit.symbol: suit for suit in Suit}
_CELL_LETTERS = freecell.CELL_LETTERS


def _read_freecell_place(text: str, at: int, is_source: bool) -> tuple[freecell.Place, int]:
    """The place written at ``text[at:]`` and where the rest starts."""
    if at >= len(text):
        raise ValueError("a move names a source and a target, as 3a or 43")
    char = text[at]
    if char in "0123456789":
        number = int(char)
        if not 1 <= number <= freecell.COLUMN_COUNT:
            raise ValueError(f"no column {char} (columns are 1 to {freecell.COLUMN_COUNT})")
        return freecell.Column(number), at + 1
    if char == "h":
        if not is_source:
            return freecell.FoundationPlace(None), at + 1
        sign = text[at + 1 : at + 2]
        if sign not in _SUIT_SIGNS:
            raise ValueError("a move from a foundation names its suit: hs5, hh5, hd5, hc5")
        return freecell.FoundationPlace(_SUIT_SIGNS[sign]), at + 2
    if char in _CELL_LETTERS:
        return freecell.Cell(_CELL_LETTERS.index(char)), at + 1
    if char.isalpha():
        raise ValueError(
            f"no cell {char} (cells are {_CELL_LETTERS[0]} to {_CELL_LETTERS[-1]}; "
            "h is the foundation)"
        )
    raise ValueError(
        f"unexpected {char!r}: places are columns 1-{freecell.COLUMN_COUNT}, "
        f"cells {_CELL_LETTERS[0]}-{_CELL_LETTERS[-1]} and h"
    )


# A count is one hexadecimal digit, as Freecell Solver prints it (``%x``): a run
# has at most one card a rank (13), so one digit always suffices and ``v10``
# cannot be read two ways.
_COUNT_DIGITS = "".join(f"{count:x}" for count in range(1, len(Rank) + 1))
_LETTER_COUNTS = ", ".join(f"{_COUNT_DIGITS[n - 1]} = {n}" for n in range(10, len(Rank) + 1))


def _read_count(text: str) -> int:
    """The card count written after ``v``: ``1``…``9``, then ``a`` (10) to ``d`` (13)."""
    if len(text) == 1 and text in _COUNT_DIGITS:
        return _COUNT_DIGITS.index(text) + 1
    if DIGITS.fullmatch(text) and whole_number(text) >= 10:
        raise ValueError(
            f"write a count above 9 as one letter, as Freecell Solver does: "
            f"{_LETTER_COUNTS} (v{_format_count(min(int(text), len(Rank)))}, not v{text})"
        )
    raise ValueError(
        f"the count after v is one digit 1 to 9 or a letter a (10) to "
        f"{_COUNT_DIGITS[-1]} ({len(Rank)}), not {text!r}"
    )


def _format_count(count: int) -> str:
    if not 1 <= count <= len(_COUNT_DIGITS):
        raise ValueError(f"no run of {count} cards: a count is 1 to {len(_COUNT_DIGITS)}")
    return _COUNT_DIGITS[count - 1]


@functools.lru_cache(maxsize=4096)
def parse_freecell(text: str) -> freecell.Move:
    """A FreeCell move in standard notation (``3a``, ``43``, ``13v2``, ``hs5``…); cached."""
    body, card = split_card("FreeCell", text.strip())
    body = body.lower()
    try:
        source, at = _read_freecell_place(body, 0, is_source=True)
        target, at = _read_freecell_place(body, at, is_source=False)
        rest = body[at:]
        both_columns = isinstance(source, freecell.Column) and isinstance(target, freecell.Column)
        if not rest:
            count = None if both_columns else 1
        elif rest[0] == "v":
            if not both_columns:
                raise ValueError("a card count (v2) is only written for column-to-column moves")
            count = _read_count(rest[1:])
        else:
            raise ValueError(f"unexpected {rest!r} after the target")
    except ValueError as error:
        raise NotationError("FreeCell", text, str(error)) from None
    return freecell.Move(source, target, count, card)


def _format_freecell_place(place: freecell.Place, is_source: bool) -> str:
    if isinstance(place, freecell.FoundationPlace):
        if not is_source:
            return "h"
        if place.suit is None:
            raise ValueError("a move from a foundation must name its suit")
        return "h" + place.suit.letter.lower()
    return str(place)


def format_freecell(
    move: freecell.Move,
    position: freecell.Position | None = None,
    *,
    ascii: bool = False,
    card: bool = True,
) -> str:
    """The standard notation of a FreeCell move.

    A column-to-column move with a count is written ``13v2`` (``13vc`` for 12
    cards); given the ``position`` it is played from, the count is left out
    when the plain ``13`` means the same move there, as Freecell Solver writes
    it.  A count of ``None`` is always left out.

    >>> m = freecell.Move(freecell.Column(1), freecell.Column(3), 1)
    >>> format_freecell(m)
    '13v1'
    >>> format_freecell(freecell.Move(freecell.Column(8), freecell.Column(3), 12))
    '83vc'
    """
    text = _format_freecell_place(move.source, True) + _format_freecell_place(move.target, False)
    both_columns = isinstance(move.source, freecell.Column) and isinstance(
        move.target, freecell.Column
    )
    if move.count is not None and both_columns:
        inferred = None
        if position is not None:
            inferred = position.resolve(freecell.Move(move.source, move.target, None)).count
        if inferred != move.count:
            text += "v" + _format_count(move.count)
    elif move.count not in (None, 1):
        raise ValueError(f"only a column-to-column move carries {move.count} cards: {move!r}")
    return text + (format_card(move.card, ascii) if card else "")


__all__ = ["format_freecell", "parse_freecell"]
