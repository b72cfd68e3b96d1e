"""Whole numbers read from what a user wrote, bounded before they are converted.

Python refuses to convert more than 4,300 digits, with a ``ValueError`` whose
message names neither the file nor the line; a parser that converts with
:func:`whole_number` refuses anything longer than :data:`LONGEST` digits
first, with :class:`NumberTooLong`, which it turns into its own located error.

>>> whole_number("42")
42
>>> whole_number("1" * 40)
Traceback (most recent call last):
...
generator.digits.NumberTooLong: 1111111111111… (40 digits) is too long for a number here
"""

from __future__ import annotations

LONGEST = 18
"""The most digits a number in a record, a condition, a catalog header or a deal range has
(every count and deal number fits in far fewer)."""


class NumberTooLong(ValueError):
    """A number with more than :data:`LONGEST` digits; the message shows its start and length."""


def whole_number(text: str) -> int:
    """``text`` (decimal digits) as an int; :class:`NumberTooLong` beyond :data:`LONGEST` digits."""
    if len(text) > LONGEST:
        raise NumberTooLong(f"{text[:13]}… ({len(text):,} digits) is too long for a number here")
    return int(text)
