"""Find a position that shows a rule, along a played or solved game.

A writer who needs "a real game with 4 empty cells and one empty column"
(FC-11) or "a wrap move" (CR-7) names the condition; :func:`find_moment`
walks the game's positions in order and answers the first one that meets
it, and :func:`record_until` writes the record that reaches it.

Conditions are terms joined by ``and``.  A term is a feature, optionally
compared with a number (``>=  <=  =  ==  !=  >  <``); a feature alone means
"at least one" (or "true")::

    empty-cells>=4 and empty-columns=1      FreeCell (FC-9 … FC-11)
    wrap                                     Crescent: the move just made is a wrap (CR-7)
    before-redeal=1   after-redeal=2         Crescent: just before / after redeal K (CR-16)
    full-pile  empty-piles>=2  f2f           Crescent: a pile of 13 (CR-8), emptied piles
                                             (CR-10), a foundation-to-foundation move (CR-14)
    refused-full-pile  locked-base-wanted    Crescent: a move refused only for a full pile (CR-8),
                                             a foundation waiting for a locked base (CR-15)
    runs-too-long                            FreeCell: a run refused only for its length (FC-10)

>>> condition = parse_condition("empty-cells>=4 and empty-columns=1", "freecell")
>>> str(condition)
'empty-cells>=4 and empty-columns=1'
>>> parse_condition("wrap and full-pile", "crescent").terms[1]
Term(feature='full-pile', operator='>=', value=1)
>>> parse_condition("wrapp", "crescent")
Traceback (most recent call last):
...
generator.conditions.ConditionError: unknown Crescent feature 'wrapp' in 'wrapp'; known: after-redeal, before-redeal, empty-piles, f2f, foundation-cards, full-pile, locked-base-wanted, moves, redeal, redeals-left, refused-full-pile, wrap
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from generator.conditions import COMPARISONS, ConditionError, move_kinds, parse_number
from generator.crescent import engine as crescent
from generator.record import Record, RecordedAction, format_record
from generator.registry import find_game
from generator.replay import Position, Replay, Step

_OPERATORS: dict[str, Callable[[int, int], bool]] = {**COMPARISONS, "=": operator.eq}
"""The assertions' comparisons, and ``=`` (``empty-columns=1``) as a search is typed."""
_TERM = re.compile(r"\s*([a-z][a-z0-9-]*)\s*(?:(>=|<=|==|!=|=|>|<)\s*([0-9]+))?\s*$")


@dataclass(frozen=True)
class Moment:
    """A point of a game: the position after ``index`` actions, the action that
    led to it (``last``, ``None`` at the start) and the one that follows (``next``)."""

    index: int
    position: Position
    last: Step | None
    next: Step | None
    moves: int
    """Moves made so far (redeals are not moves, CR-18)."""


def _move_is(step: Step | None, *kinds: str) -> int:
    """1 if ``step`` is a move of every kind named (the site's move kinds), else 0."""
    if step is None or step.is_redeal:
        return 0
    return int(set(kinds) <= move_kinds(step))


def _redeal_number(step: Step | None) -> int:
    """The number of the redeal ``step`` is, 0 for a move (or no step)."""
    return 0 if step is None or step.redeal_number is None else step.redeal_number


def _full_piles(position: Position) -> int:
    """Crescent piles holding as many cards as a pile may (CR-8)."""
    assert isinstance(position, crescent.Position)
    return sum(1 for cards in position.piles if len(cards) == crescent.PILE_LIMIT)


def _quantity(game: str, name: str) -> Callable[[Moment], int]:
    """A position quantity as the site's assertions compute it (one definition for both)."""
    compute = find_game(game).facts.quantities[name]
    return lambda moment: compute(moment.position)


CRESCENT_FEATURES: dict[str, Callable[[Moment], int]] = {
    "wrap": lambda m: _move_is(m.last, "wrap"),  # CR-7
    "f2f": lambda m: _move_is(m.last, "from-foundation", "to-foundation"),  # CR-14
    "redeal": lambda m: _redeal_number(m.last),
    "after-redeal": lambda m: _redeal_number(m.last),
    "before-redeal": lambda m: _redeal_number(m.next),
    "full-pile": lambda m: _full_piles(m.position),
    "empty-piles": _quantity("crescent", "empty-piles"),
    "redeals-left": _quantity("crescent", "redeals-left"),
    "foundation-cards": _quantity("crescent", "cards-on-foundations"),
    "refused-full-pile": _quantity("crescent", "refused-full-pile"),
    "locked-base-wanted": _quantity("crescent", "locked-base-wanted"),
    "moves": lambda m: m.moves,
}
"""Crescent features: each maps a moment to a number (1/0 for yes/no)."""

FREECELL_FEATURES: dict[str, Callable[[Moment], int]] = {
    "empty-cells": _quantity("freecell", "empty-cells"),
    "empty-columns": _quantity("freecell", "empty-columns"),
    "foundation-cards": _quantity("freecell", "cards-on-foundations"),
    "capacity": _quantity("freecell", "capacity-onto-column"),
    "capacity-to-empty": _quantity("freecell", "capacity-to-empty-column"),
    "runs-too-long": _quantity("freecell", "runs-too-long"),
    "moves": lambda m: m.moves,
}
"""FreeCell features (FC-9 … FC-11)."""

FEATURES = {"crescent": CRESCENT_FEATURES, "freecell": FREECELL_FEATURES}
"""Each game's features, by its key."""

_ALIASES = {
    "foundation-to-foundation": "f2f",
    "wrap-move": "wrap",
    "full-piles": "full-pile",
    "emptied-pile": "empty-piles",
    "emptied-piles": "empty-piles",
    "empty-pile": "empty-piles",
    "free-cells": "empty-cells",
    "empty-cell": "empty-cells",
    "empty-column": "empty-columns",
    # the names the site's assertions use for the same quantities
    "cards-on-foundations": "foundation-cards",
    "capacity-onto-column": "capacity",
    "capacity-to-empty-column": "capacity-to-empty",
}


@dataclass(frozen=True)
class Term:
    feature: str
    operator: str
    value: int

    def __str__(self) -> str:
        if (self.operator, self.value) == (">=", 1):
            return self.feature  # a bare feature means "at least one"
        return f"{self.feature}{self.operator}{self.value}"


@dataclass(frozen=True)
class Condition:
    """Terms that must all hold at one moment of the game."""

    game: str
    terms: tuple[Term, ...]

    def __str__(self) -> str:
        return " and ".join(map(str, self.terms))

    def holds(self, moment: Moment) -> bool:
        features = FEATURES[self.game]
        return all(
            _OPERATORS[term.operator](features[term.feature](moment), term.value)
            for term in self.terms
        )


def parse_condition(text: str, game: str) -> Condition:
    """Read a condition for ``game`` (its key); :class:`ConditionError` if it cannot."""
    features = FEATURES[game]
    terms = []
    parts = re.split(r"\s+and\s+", text.strip().lower())
    if not text.strip():
        raise ConditionError(
            "empty condition: write for example 'empty-cells>=4 and empty-columns=1'"
        )
    for part in parts:
        match = _TERM.match(part)
        if match is None:
            raise ConditionError(
                f"cannot read {part.strip()!r} in {text!r}: write a feature, optionally "
                "followed by an operator and a number, as 'empty-cells>=4'"
            )
        name, sign, number = match.groups()
        name = _ALIASES.get(name, name)
        if name not in features:
            known = ", ".join(sorted(features))
            raise ConditionError(
                f"unknown {find_game(game).name} feature {match.group(1)!r} in {text!r}; known: {known}"
            )
        terms.append(
            Term(name, ">=", 1) if sign is None else Term(name, sign, parse_number(number))
        )
    return Condition(game, tuple(terms))


def moments(game: Replay) -> Iterator[Moment]:
    """Every moment of a replayed game, from the start to the last position."""
    steps = game.steps
    moves = 0
    position = game.start
    for index in range(len(steps) + 1):
        last = steps[index - 1] if index else None
        if last is not None:
            position = last.after
            if not last.is_redeal:
                moves += 1
        following = steps[index] if index < len(steps) else None
        yield Moment(index, position, last, following, moves)


def find_moment(game: Replay, condition: Condition) -> Moment | None:
    """The first moment of ``game`` that meets ``condition``, or ``None``."""
    for moment in moments(game):
        if condition.holds(moment):
            return moment
    return None


def record_until(game: Replay, moment: Moment, *, comment: str | None = None) -> str:
    """The text of the record that plays ``game`` up to ``moment`` (its first ``moment.index`` actions)."""
    steps = game.steps[: moment.index]
    actions = tuple(RecordedAction(step.action, 0, 0, "", step.move_number) for step in steps)
    record = Record(game.code, actions, "<found>")
    text = format_record(record, positions=[step.before for step in steps])
    if comment:
        text = "".join(f"# {line}\n" for line in comment.splitlines()) + text
    return text


__all__ = [
    "CRESCENT_FEATURES",
    "FREECELL_FEATURES",
    "Condition",
    "ConditionError",
    "Moment",
    "Term",
    "find_moment",
    "moments",
    "parse_condition",
    "record_until",
]
