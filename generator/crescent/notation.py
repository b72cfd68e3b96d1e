"""Crescent's move notation: parse and format, round-trip.

A move is ``SOURCE-TARGET``.  A place is a pile number ``1``…``16`` (the
horseshoe numbering of CR-3) or a foundation named by its base card:
``AS AH AD AC`` for the ascending foundations (built on the ace, CR-11) and
``KS KH KD KC`` for the descending ones (built on the king, CR-12); ``A♠``,
``K♥`` and lower case are accepted.  The redeal is ``R`` (or ``redeal``).
A move may name its card in brackets; replay then checks it::

    10-14        pile 10 onto pile 14
    10-14[A♠]    the same, checking that the card moved is the A♠
    3-AH[2♥]     pile 3 to the ascending ♥ foundation
    KS-AS[7♠]    the 7♠ from the descending to the ascending ♠ foundation (CR-14)
    R            redeal (CR-16); not a move (CR-18)

>>> parse_crescent("10-14[A♠]")
Move(source=10, target=14, card=Card.parse('A♠'))
>>> format_crescent(parse_crescent("3-a♥[2h]"))
'3-AH[2♥]'
>>> parse_crescent("r")
REDEAL
"""

from __future__ import annotations

import functools

from generator.cards import Card, CardSyntaxError, Rank
from generator.crescent import engine as crescent
from generator.digits import whole_number
from generator.notation import DIGITS, NotationError, format_card, split_card

_REDEAL_WORDS = ("R", "REDEAL")


def parse_crescent_place(text: str) -> crescent.Place:
    """A pile number ``1``…``16`` or a foundation ``AS``…``KC`` (``A♠``… accepted).

    >>> parse_crescent_place("16"), str(parse_crescent_place("k♦"))
    (16, 'KD')
    """
    stripped = text.strip()
    if DIGITS.fullmatch(stripped):
        number = whole_number(stripped)
        if not 1 <= number <= crescent.PILE_COUNT:
            raise ValueError(f"no pile {stripped} (piles are 1 to {crescent.PILE_COUNT})")
        return number
    try:
        card = Card.parse(stripped)
    except CardSyntaxError:
        raise ValueError(
            f"{stripped!r} is not a place: write a pile 1 to {crescent.PILE_COUNT} or a "
            f"foundation {' '.join(f.notation() for f in crescent.FOUNDATIONS)}"
        ) from None
    if card.rank is Rank.ACE:
        return crescent.Foundation(crescent.Direction.UP, card.suit)
    if card.rank is Rank.KING:
        return crescent.Foundation(crescent.Direction.DOWN, card.suit)
    raise ValueError(
        f"{stripped!r} is not a foundation: foundations are named by their base, "
        "AS AH AD AC (ascending) or KS KH KD KC (descending)"
    )


def format_crescent_place(place: crescent.Place) -> str:
    if isinstance(place, crescent.Foundation):
        return place.notation()
    return str(place)


@functools.lru_cache(maxsize=4096)
def parse_crescent(text: str) -> crescent.Action:
    """A Crescent move (``10-14``, ``3-AH[2♥]``) or the redeal (``R``).

    Results are cached: a record repeats the same few hundred tokens, and
    actions are immutable values.
    """
    stripped = text.strip()
    if stripped.upper() in _REDEAL_WORDS:
        return crescent.REDEAL
    body, card = split_card("Crescent", stripped)
    parts = body.split("-")
    if len(parts) != 2 or not all(parts):
        raise NotationError(
            "Crescent", text, "write SOURCE-TARGET (as 10-14 or 3-AH), or R for a redeal"
        )
    try:
        source, target = (parse_crescent_place(part) for part in parts)
    except ValueError as error:
        raise NotationError("Crescent", text, str(error)) from None
    return crescent.Move(source, target, card)


def format_crescent(action: crescent.Action, *, ascii: bool = False, card: bool = True) -> str:
    """The notation of a Crescent action; ``card=False`` leaves out the checked card.

    >>> format_crescent(crescent.Move(10, 14, Card.parse("AS")), ascii=True)
    '10-14[AS]'
    """
    if isinstance(action, crescent.Redeal):
        return "R"
    text = f"{format_crescent_place(action.source)}-{format_crescent_place(action.target)}"
    return text + (format_card(action.card, ascii) if card else "")


__all__ = ["format_crescent", "format_crescent_place", "parse_crescent", "parse_crescent_place"]
