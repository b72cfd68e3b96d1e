"""Small types a game's package declares itself with, below the registry that lists the
games (a game's ``game`` module cannot import the registry, which imports it)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DealCodeWords:
    """The words of the codes page's converter (``{deal-codes} KEY``) for a game whose deal
    numbers are another program's too, in English (the msgids of ``sphinx.po``)."""

    number: str
    """The heading of the numbers: "Microsoft deal number"."""
    variant: str
    """The label of the variant's choice: "Free cells"."""
    not_number: str
    """What the converter says of a number out of range."""
    not_code: str
    """What it says of a code that is not one of the game's."""


__all__ = ["DealCodeWords"]
