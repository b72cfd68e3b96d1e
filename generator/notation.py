"""Move notation: what every game's notation shares (cards, checked cards, errors).

Cards are written ``A♠`` or ``AS`` (ranks ``A 2 … 10 J Q K``, ``T`` accepted
for 10; suits ``♠ ♥ ♦ ♣`` or ``S H D C``, any case).  A move may name its card
in brackets at the end, ``10-14[A♠]``; replay then checks it.  Each game's own
notation is beside its engine, in its folder (its ``notation`` module, read
through the registry's ``Game.parse_action`` and ``format_action``).
"""

from __future__ import annotations

import re

from generator.cards import Card, CardSyntaxError


class NotationError(ValueError):
    """Text that is not a move; ``text`` is the input, ``reason`` says what is wrong."""

    def __init__(self, game: str, text: str, reason: str):
        self.game = game
        self.text = text
        self.reason = reason
        super().__init__(f"cannot read {game} move {text!r}: {reason}")


_CHECKED = re.compile(r"(?P<body>[^\[\]]*)(?:\[(?P<card>[^\[\]]*)\])?")

DIGITS = re.compile(r"[0-9]+")
"""ASCII digits only: :meth:`str.isdigit` also accepts ² and other signs :func:`int` refuses."""


def split_card(game: str, text: str) -> tuple[str, Card | None]:
    """A move's text without its checked card, and that card (``None`` if it names none)."""
    match = _CHECKED.fullmatch(text)
    if match is None:
        raise NotationError(game, text, "brackets must hold one card at the end, as in 10-14[A♠]")
    card_text = match.group("card")
    if card_text is None:
        return match.group("body"), None
    try:
        return match.group("body"), Card.parse(card_text)
    except CardSyntaxError as error:
        raise NotationError(game, text, str(error)) from None


def format_card(card: Card | None, ascii: bool) -> str:
    """A checked card as a move writes it after its places: ``[A♠]``, or nothing."""
    if card is None:
        return ""
    return f"[{card.ascii() if ascii else card}]"


__all__ = ["DIGITS", "NotationError", "format_card", "split_card"]
