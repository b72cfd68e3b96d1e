"""Examples of a rule that check themselves: a card put on another, accepted or refused.

A rules page illustrates a rule with cards: "8♥ onto 9♥ or 7♥", "an ace on the
king".  Written by hand, such an example can be false and no replay would
notice.  The ``{legal}`` and ``{refused}`` roles state it instead, and this
module asks the engine: the card is put on top of one pile (or column), each
target card on top of another, and the game answers (its ``card_on_card``,
:class:`generator.registry.Game`), through its own move rules.

Targets (GAME is the game's key, REASON one of its refusals)::

    {legal}`GAME 8♥ on 9♥ or 7♥`      every move is accepted
    {refused}`GAME 7♥ on 8♥ REASON`   refused, for that reason

The messages' examples are the first game's own (:func:`example`), true by its rules:

>>> from generator.registry import GAMES
>>> legal, refused = example("legal"), example("refused")
>>> legal_example(legal).game == refused_example(refused).game == GAMES[0].key
True
>>> legal_example(refused.rsplit(" ", 1)[0])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.rule_examples.ExampleError: ... is refused by the game (...), not legal
>>> refused_example(f"{legal} {refused.rsplit(' ', 1)[1]}")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.rule_examples.ExampleError: ... is legal: the game does not refuse it
>>> legal_example("chess 8♥ on 9♥")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.rule_examples.ExampleError: write GAME CARD on CARD [or CARD…], e.g. ...
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator import citations, registry
from generator.cards import DECK, Card
from generator.citations import CitationError, card, refusal
from generator.rules import RefusalReason

Refusal = RefusalReason

USAGE = {
    "legal": "write GAME CARD on CARD [or CARD…]",
    "refused": "write GAME CARD on CARD REASON",
}
"""How each example is written; :func:`_usage` adds an example."""


class ExampleError(CitationError):
    """An example that does not read, or that the engine contradicts."""


@dataclass(frozen=True)
class Example:
    """``card`` put on each of ``targets`` in ``game``: accepted, or refused for ``reason``."""

    game: str
    card: Card
    targets: tuple[Card, ...]
    reason: Refusal | None = None


def _usage(kind: str) -> str:
    return f"{USAGE[kind]}, e.g. {example(kind)}"


def example(kind: str) -> str:
    """An example of the first game that the game itself verifies: the first card of the
    deck put on another that it accepts (``legal``), or refuses, with the reason (``refused``)."""
    game = registry.GAMES[0]
    for moved in DECK:
        for under in DECK:
            if under is moved:
                continue
            reason = game.card_on_card(moved, under)
            if (reason is None) == (kind == "legal"):
                return f"{game.key} {moved} on {under}" + (f" {reason.value}" if reason else "")
    return USAGE[kind].removeprefix("write ")  # a game that accepts (or refuses) every card


def _read(kind: str, text: str) -> tuple[str, Card, list[str]]:
    words = text.split()
    if len(words) < 4 or words[0] not in card_on_card() or words[2] != "on":
        raise ExampleError(_usage(kind))
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
                raise ExampleError(_usage("legal"))
            continue
        try:
            targets.append(card(word))
        except CitationError as error:
            raise ExampleError(str(error)) from None
    if not rest or rest[-1] == "or":
        raise ExampleError(_usage("legal"))
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
        raise ExampleError(_usage("refused"))
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
