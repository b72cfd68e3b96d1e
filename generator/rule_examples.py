"""Examples of a rule that check themselves: a card put on another, accepted or refused.

A rules page illustrates a rule with cards: "8♥ onto 9♥ or 7♥" (CR-6), "7♥ on
8♠ or 8♣" (FC-4), "an ace on the king" (CR-7).  Written by hand, such an
example can be false and no replay would notice.  The ``{legal}`` and
``{refused}`` roles state it instead, and this module asks the engine: the
card is put on top of one pile (or column), each target card on top of
another, and the game answers (its ``card_on_card``, such as
:func:`generator.crescent.engine.card_on_card`), through its own move rules.

Targets::

    {legal}`crescent 8♥ on 9♥ or 7♥`                  every move is accepted
    {refused}`freecell 7♥ on 8♥ not-opposite-colour`  refused, for that reason

>>> legal_example("crescent 8♥ on 9♥ or 7♥").targets
(Card.parse('9♥'), Card.parse('7♥'))
>>> legal_example("crescent 8♥ on 9♠")
Traceback (most recent call last):
...
generator.rule_examples.ExampleError: crescent 8♥ on 9♠ is refused by the game (not-same-suit: must be the same suit), not legal
>>> refused_example("freecell 7♥ on 8♥ rank-not-one-lower")
Traceback (most recent call last):
...
generator.rule_examples.ExampleError: freecell 7♥ on 8♥ is refused for not-opposite-colour, not rank-not-one-lower
>>> refused_example("freecell 7♥ on 8♠ not-opposite-colour")
Traceback (most recent call last):
...
generator.rule_examples.ExampleError: freecell 7♥ on 8♠ is legal: the game does not refuse it
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator import citations, registry
from generator.cards import Card
from generator.citations import CitationError, card, refusal
from generator.rules import RefusalReason

Refusal = RefusalReason

USAGE = {
    "legal": "write GAME CARD on CARD [or CARD…], e.g. crescent 8♥ on 9♥ or 7♥",
    "refused": "write GAME CARD on CARD REASON, e.g. freecell 7♥ on 8♥ not-opposite-colour",
}


class ExampleError(CitationError):
    """An example that does not read, or that the engine contradicts."""


@dataclass(frozen=True)
class Example:
    """``card`` put on each of ``targets`` in ``game``: accepted, or refused for ``reason``."""

    game: str
    card: Card
    targets: tuple[Card, ...]
    reason: Refusal | None = None


def _read(kind: str, text: str) -> tuple[str, Card, list[str]]:
    words = text.split()
    if len(words) < 4 or words[0] not in card_on_card() or words[2] != "on":
        raise ExampleError(USAGE[kind])
    try:
        return words[0], card(words[1]), words[3:]
    except CitationError as error:
        raise ExampleError(str(error)) from None


def card_on_card() -> dict[str, Callable[[Card, Card], RefusalReason | None]]:
    """Each game's answer to a card put on another (the game owns its rules), by its key."""
    return {game.key: game.card_on_card for game in registry.GAMES}


def _explain(game: str, reason: Refusal) -> str:
    from generator.describe import Describer

    return f"{reason.value}: {Describer('en').refusal_message(reason)}"


def legal_example(text: str) -> Example:
    """``{legal}``: every move of the example is one the engine accepts, or :class:`ExampleError`."""
    game, moved, rest = _read("legal", text)
    targets = []
    for index, word in enumerate(rest):
        if index % 2:
            if word != "or":
                raise ExampleError(USAGE["legal"])
            continue
        try:
            targets.append(card(word))
        except CitationError as error:
            raise ExampleError(str(error)) from None
    if not rest or rest[-1] == "or":
        raise ExampleError(USAGE["legal"])
    for under in targets:
        reason = card_on_card()[game](moved, under)
        if reason is not None:
            raise ExampleError(
                f"{game} {moved} on {under} is refused by the game ({_explain(game, reason)}), not legal"
            )
    return Example(game, moved, tuple(targets))


def refused_example(text: str) -> Example:
    """``{refused}``: the engine refuses the move for the reason named, or :class:`ExampleError`."""
    game, moved, rest = _read("refused", text)
    if len(rest) != 2:
        raise ExampleError(USAGE["refused"])
    try:
        under = card(rest[0])
    except CitationError as error:
        raise ExampleError(str(error)) from None
    try:
        named = refusal(f"{game} {rest[1]}")
    except CitationError as error:
        raise ExampleError(str(error)) from None
    actual = card_on_card()[game](moved, under)
    if actual is None:
        raise ExampleError(f"{game} {moved} on {under} is legal: the game does not refuse it")
    if actual is not named:
        raise ExampleError(
            f"{game} {moved} on {under} is refused for {actual.value}, not {named.value}"
        )
    return Example(game, moved, (under,), named)


TARGETS: dict[str, Callable[[str], Any]] = {
    **citations.TARGETS,
    "legal": legal_example,
    "refused": refused_example,
}
"""How each role that needs no game reads its target, the examples' roles included."""
