"""What the games' refusal reasons have in common: each names the rules it enforces.

Each game declares its own reasons (its ``Refusal``, the registry's ``Game.refusal``)
as a :class:`RefusalReason`: a member is the reason's id (its ``value``, what a page
cites: ``{refusal}`GAME pile-full```) and the ids of RULES.md it enforces, which the
command line's explanations cite.  A reason refused for one rule on a pile and for
another on a foundation carries the rules of each kind of place:

>>> class Refusal(RefusalReason):
...     PILE_FULL = "pile-full", "XY-8"
...     NOT_SAME_SUIT = "not-same-suit", "XY-6 XY-9", {"foundation": "XY-11 XY-12"}
>>> Refusal.PILE_FULL.rules
('XY-8',)
>>> Refusal.NOT_SAME_SUIT.rules_onto("foundation"), Refusal.NOT_SAME_SUIT.rules_onto("pile")
(('XY-11', 'XY-12'), ('XY-6', 'XY-9'))
>>> Refusal.NOT_SAME_SUIT.rules
('XY-6', 'XY-9', 'XY-11', 'XY-12')
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping
from typing import Self

RULE_ID = re.compile(r"([A-Z][A-Z0-9]*)-(E?\d+)")
"""The form of a rule id of RULES.md, a game's prefix, a hyphen and a number: ``XY-7``,
``XY-E1``; which prefixes name a game is the registry's (:func:`generator.registry.rule_id`)."""


class RefusalReason(enum.Enum):
    """A reason the app refuses a move, with the rules (RULES.md ids) it enforces."""

    rules: tuple[str, ...]
    """Every rule the refusal enforces, those of each kind of place included."""
    _general: tuple[str, ...]
    _by_place: dict[str, tuple[str, ...]]

    def __new__(cls, value: str, rules: str, by_place: Mapping[str, str] | None = None) -> Self:
        member = object.__new__(cls)
        member._value_ = value
        member._general = _rule_ids(value, rules)
        member._by_place = {place: _rule_ids(value, ids) for place, ids in (by_place or {}).items()}
        every = list(member._general)
        for ids in member._by_place.values():
            every.extend(rule for rule in ids if rule not in every)
        member.rules = tuple(every)
        return member

    @classmethod
    def named(cls, value: str) -> Self:
        """The member whose id is ``value``; ``ValueError`` naming the ids if none is.

        >>> class Refusal(RefusalReason):
        ...     CELL_OCCUPIED = "cell-occupied", "XY-5"
        ...     PILE_FULL = "pile-full", "XY-8"
        >>> Refusal.named("cell-occupied")
        <Refusal.CELL_OCCUPIED: 'cell-occupied'>
        >>> Refusal.named("full")
        Traceback (most recent call last):
        ...
        ValueError: no refusal 'full': use one of cell-occupied, pile-full
        """
        for member in cls:
            if member.value == value:
                return member
        choices = ", ".join(member.value for member in cls)
        raise ValueError(f"no refusal {value!r}: use one of {choices}")

    @property
    def places(self) -> tuple[str, ...]:
        """The kinds of place for which the refusal cites rules of their own."""
        return tuple(self._by_place)

    def rules_onto(self, place: str) -> tuple[str, ...]:
        """The rules the refusal cites when the card goes to this kind of place (the
        game names its kinds: ``pile``, ``foundation``, ``empty-column``…)."""
        return self._by_place.get(place, self._general)


class IllegalMoveError(ValueError):
    """An action a game's position refuses: every game raises its own subclass, so that
    shared code (the replay, the phrase survey) catches this one class for any game.

    ``action`` is what was tried, ``reason`` the game's :class:`RefusalReason` (which names
    the rules it enforces) and ``position`` the position that refused it.
    """

    def __init__(self, action: object, reason: RefusalReason, position: object):
        self.action = action
        self.reason = reason
        self.position = position
        super().__init__(f"illegal move {action!r}: {reason.value}")


def _rule_ids(reason: str, text: str) -> tuple[str, ...]:
    ids = tuple(text.split())
    if not ids or not all(RULE_ID.fullmatch(rule) for rule in ids):
        raise ValueError(
            f"refusal {reason!r}: rule ids are a prefix, a hyphen and a number (XY-7, XY-E1), not {text!r}"
        )
    return ids


__all__ = ["RULE_ID", "IllegalMoveError", "RefusalReason"]
