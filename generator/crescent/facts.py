"""What a Crescent page may state and check: places, quantities, predicates, kinds of move.

The condition language (:mod:`generator.conditions`) and the citation roles
(:mod:`generator.citations`) are the same for every game; this module, which
answers :class:`generator.registry.Facts` as it is, holds the
words and numbers Crescent gives them.  A mistake is a :class:`ValueError`
whose message the condition language reports as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from generator.cards import Card
from generator.crescent import engine as crescent
from generator.crescent.notation import parse_crescent
from generator.digits import whole_number

place_words = ("pile", "foundation")
"""The words a condition names a place with: ``pile 4 is empty``."""


def parse_place(position: crescent.Position, text: str) -> crescent.Place:
    """A pile ``1``…``16`` or a foundation by its notation or base card: ``AS``…``AC``
    (``A♠``…, ascending) and ``KS``…``KC`` (``K♠``…, descending)."""
    word = text.strip()
    if word.isdigit() and 1 <= whole_number(word) <= crescent.PILE_COUNT:
        return whole_number(word)
    for foundation in crescent.FOUNDATIONS:
        if word.upper() in (foundation.notation(), str(foundation.base)):
            return foundation
    raise ValueError(
        f"no Crescent place {word!r}: use a pile 1-{crescent.PILE_COUNT}, AS AH AD AC or KS KH KD KC"
    )


def cards_at(position: crescent.Position, place: crescent.Place) -> tuple[Card, ...]:
    """The cards of a pile, bottom to top; a foundation's top card."""
    if isinstance(place, int):
        return position.pile(place)
    return (position.top(place),)  # type: ignore[return-value]


def count_at(position: crescent.Position, place: crescent.Place) -> int:
    """Cards in a place (a foundation counts its cards, base included)."""
    if isinstance(place, crescent.Foundation):
        return position.foundation_count(place)
    return len(cards_at(position, place))


def _refused_for_full_pile(position: crescent.Position) -> int:
    """Moves the app refuses only because the target pile is full (CR-8): the card would fit
    on the top card there by suit and rank.  The engine is asked twice: as the position is,
    and with the target pile holding its top card alone."""
    count = 0
    for target in range(1, crescent.PILE_COUNT + 1):
        if len(position.pile(target)) < crescent.PILE_LIMIT:
            continue
        piles = list(position.piles)
        piles[target - 1] = piles[target - 1][-1:]
        shorter = replace(position, piles=tuple(piles))
        for source in range(1, crescent.PILE_COUNT + 1):
            if source == target or not position.pile(source):
                continue
            move = crescent.Move(source, target)
            if (
                position.refusal(move) is crescent.Refusal.PILE_FULL
                and shorter.refusal(move) is None
            ):
                count += 1
    return count


def _locked_bases_wanted(position: crescent.Position) -> int:
    """Foundations whose next card is the base of the other foundation of their suit, which
    never moves (CR-15)."""
    count = 0
    for foundation in crescent.FOUNDATIONS:
        other = foundation.partner
        held = position.foundation_count(other)
        if position.foundation_count(foundation) == 1 and held < crescent.FOUNDATION_SIZE:
            count += other.card_at(held + 1) is foundation.base
    return count


quantities: Mapping[str, Callable[[crescent.Position], int]] = {
    "empty-piles": lambda p: len(p.empty_piles()),
    "redeals-left": lambda p: p.redeals_left,
    "cards-on-foundations": lambda p: sum(p.foundations),
    "legal-moves": lambda p: sum(1 for _ in p.legal_moves()),
    "refused-full-pile": _refused_for_full_pile,
    "locked-base-wanted": _locked_bases_wanted,
    "full-piles": lambda p: sum(1 for cards in p.piles if len(cards) == crescent.PILE_LIMIT),
}
"""Numbers a page may state about a position (``full-piles``: piles of as many cards as a
pile may hold, CR-8)."""

predicates: Mapping[str, Callable[[crescent.Position], bool]] = {
    "won": lambda p: p.is_won(),
    "stuck": lambda p: p.is_stuck(),
}
"""What a position may be said to be."""

move_kinds = ("wrap", "to-pile", "to-foundation", "from-foundation", "fills-pile", "empties-pile")
"""What ``move N is KIND`` may say."""


def kinds(step: Any) -> set[str]:
    """The kinds a move step is (its ``action``, the positions ``before`` and ``after``)."""
    move, before = step.action, step.before
    found = set()
    if isinstance(move.source, crescent.Foundation):
        found.add("from-foundation")
    if isinstance(move.target, crescent.Foundation):
        found.add("to-foundation")
    else:
        found.add("to-pile")
        card, under = before.top(move.source), before.top(move.target)
        if card is not None and under is not None and crescent.is_wrap(card, under):
            found.add("wrap")
        if len(step.after.pile(move.target)) == crescent.PILE_LIMIT:
            found.add("fills-pile")
    if isinstance(move.source, int) and not step.after.pile(move.source):
        found.add("empties-pile")
    return found


def same_action(step: Any, text: str) -> bool:
    """Whether ``text`` (in notation) is the action ``step`` played, its card included."""
    written = parse_crescent(text)
    if isinstance(written, crescent.Redeal) or isinstance(step.action, crescent.Redeal):
        return written is step.action
    card_ok = written.card is None or written.card is step.before.top(step.action.source)
    return written == step.action and card_ok


given_quantities: tuple[str, ...] = ()
"""What a ``given=`` position may be asked to have: nothing, in Crescent."""


def given(start: crescent.Position, wanted: Mapping[str, int]) -> crescent.Position:
    """No Crescent position is built to order: ``given=`` sets none of its quantities."""
    raise ValueError("given= cannot build a Crescent position: it sets no Crescent quantity")
