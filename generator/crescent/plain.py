"""Crescent in plain English for the command line: places, actions, refusals, positions.

The pages' words in every language are the describer's (:mod:`generator.describe`);
these are the command line's messages and transcripts, in English only.

>>> from generator.crescent.deal import crescent_deal
>>> position = crescent.initial_position(crescent_deal(1))
>>> move = crescent.Move(13, 2)
>>> explain(position, move, position.refusal(move))
'must be the same suit: 2♥ onto 10♠ (CR-6, CR-9)'
"""

from __future__ import annotations

from generator.cards import Card
from generator.crescent import engine as crescent


def place_name(place: crescent.Place) -> str:
    """``pile 4`` or ``foundation AH``."""
    if isinstance(place, crescent.Foundation):
        return f"foundation {place.notation()}"
    return f"pile {place}"


def describe_action(
    before: crescent.Position, action: crescent.Action, after: crescent.Position
) -> str:
    """A played action: ``2♥ from pile 13 to pile 4``, or after a redeal ``2 redeals left``."""
    if isinstance(action, crescent.Redeal):
        left = after.redeals_left
        return f"{left} redeal{'s' if left != 1 else ''} left"
    return f"{action.card} from {place_name(action.source)} to {place_name(action.target)}"


def explain(position: crescent.Position, action: crescent.Action, reason: crescent.Refusal) -> str:
    """Why ``position`` refuses ``action``, with the card and the rules
    (the ids :meth:`crescent.Position.refusal_rules` gives)."""
    rules = ", ".join(position.refusal_rules(action, reason))
    return f"{_reason(position, action, reason)} ({rules})"


def _reason(position: crescent.Position, action: crescent.Action, reason: crescent.Refusal) -> str:
    R = crescent.Refusal
    if isinstance(action, crescent.Redeal):
        return f"no redeals left: the game has {crescent.REDEALS}"
    source, target = action.source, action.target
    card = position.top(source)
    if reason is R.NOTHING_TO_MOVE:
        return f"nothing to move: {place_name(source)} is empty"
    if reason is R.NOT_TOP_CARD:
        return f"the top card of {place_name(source)} is {card}, not {action.card}"
    if reason is R.SAME_PLACE:
        return f"the card is already on {place_name(source)}"
    if reason is R.FOUNDATION_TO_PILE:
        return f"a card never goes back from a foundation to a pile: {card}"
    if reason is R.BASE_LOCKED:
        return f"the foundation base is locked: {card}"
    under = position.top(target)
    if isinstance(target, crescent.Foundation):
        if reason is R.NOT_SAME_SUIT:
            return f"must be the same suit: {card} onto foundation {target.notation()}"
        if reason is R.NO_WRAP_ON_FOUNDATION:
            return f"foundation {target.notation()} is complete: ranks do not wrap on foundations"
        if reason is R.NOT_NEXT_ON_FOUNDATION:
            wanted = target.card_at(position.foundation_count(target) + 1)
            return f"foundation {target.notation()} takes {wanted} next, not {card}"
    else:
        if reason is R.EMPTY_PILE:
            return f"cannot place on an empty pile: pile {target}"
        if reason is R.PILE_FULL:
            return (
                "this pile is full; choose another place: "
                f"pile {target} holds {crescent.PILE_LIMIT} cards"
            )
        if reason is R.NOT_SAME_SUIT:
            return f"must be the same suit: {card} onto {under}"
        if reason is R.RANK_NOT_ADJACENT:
            return f"rank must be one higher or one lower: {card} onto {under}"
    return str(reason.value)


def _card(card: Card | None, ascii: bool) -> str:
    if card is None:
        return "-"
    return card.ascii() if ascii else str(card)


def text_lines(position: crescent.Position, *, ascii: bool = False) -> list[str]:
    """The redeals left, the foundations (ascending, then descending, ♠ ♥ ♦ ♣) and piles
    1–16 bottom to top, one line each."""
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


__all__ = ["describe_action", "explain", "place_name", "text_lines"]
