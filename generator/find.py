"""Find a position that shows a rule, along a played or solved game.

A writer who needs "a real game with 4 empty cells and one empty column"
or "a wrap move" names the condition; :func:`find_moment`
walks the game's positions in order and answers the first one that meets
it, and :func:`record_until` writes the record that reaches it.

The words are the ones the pages assert (:mod:`generator.conditions`), taken
from the game's ``facts``: one vocabulary for ``{assert}``, ``first-where`` and
``find``.  Conditions are terms joined by ``and``.  A term is a feature,
optionally compared with a number (``>=  <=  =  ==  !=  >  <``); a feature
alone means "at least one" (or "true").  The features of a game:

- each of its quantities (``empty-cells``), compared as written;
- each of its predicates (``won``), 1 when it holds;
- each of its kinds of move (``wrap``, ``to-foundation``): 1 when the move
  just made is of that kind (``from-foundation and to-foundation``: both);
- ``moves``, the moves made so far, and, in a game with redeals,
  ``redeal`` (or ``after-redeal``) and ``before-redeal``: the number of the
  redeal just made, or about to be made (``before-redeal=1``).

Any other clause of the pages' language holds at the position reached:
``pile 4 is empty``, ``top 14 is K♠``, ``count AS >= 5``, ``not stuck``.

>>> from generator.registry import GAMES
>>> game = GAMES[0]
>>> quantity = next(iter(game.facts.quantities))
>>> condition = parse_condition(f"{quantity}>=4 and moves = 10 and won", game.key)
>>> str(condition) == f"{quantity}>=4 and moves=10 and won"
True
>>> [(term.operator, term.value) for term in condition.terms]
[('>=', 4), ('=', 10), ('>=', 1)]
>>> parse_condition("mvoes", game.key)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.conditions.ConditionError: unknown ... feature 'mvoes' in 'mvoes' (did you mean moves?); known: ...
"""

from __future__ import annotations

import difflib
import operator
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from generator import conditions
from generator.conditions import COMPARISONS, ConditionError, move_kinds, parse_number
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
    """Moves made so far (a redeal is not a move)."""


def _last_kind(kind: str) -> Callable[[Moment], int]:
    """1 if the move just made is of ``kind`` (one of the game's move kinds), else 0."""
    return lambda m: int(m.last is not None and not m.last.is_redeal and kind in move_kinds(m.last))


def _redeal_number(step: Step | None) -> int:
    """The number of the redeal ``step`` is, 0 for a move (or no step)."""
    return 0 if step is None or step.redeal_number is None else step.redeal_number


def _quantity(compute: Callable[[Position], int]) -> Callable[[Moment], int]:
    return lambda moment: compute(moment.position)


def _predicate(holds: Callable[[Position], bool]) -> Callable[[Moment], int]:
    return lambda moment: int(holds(moment.position))


def features(game: str) -> dict[str, Callable[[Moment], int]]:
    """The features of ``game`` (its key), each mapping a moment to a number (1/0 for yes/no):
    the quantities, predicates and move kinds of its ``facts``, the moves made, its redeals."""
    found = find_game(game)
    facts = found.facts
    table: dict[str, Callable[[Moment], int]] = {"moves": lambda m: m.moves}
    for name, compute in facts.quantities.items():
        table[name] = _quantity(compute)
    for name, holds in facts.predicates.items():
        table[name] = _predicate(holds)
    for kind in facts.move_kinds:
        table[kind] = _last_kind(kind)
    if found.has_redeals:
        table["redeal"] = table["after-redeal"] = lambda m: _redeal_number(m.last)
        table["before-redeal"] = lambda m: _redeal_number(m.next)
    return table


@dataclass(frozen=True)
class Term:
    """A feature compared with a number, or (``clause``) a clause of the pages' language."""

    feature: str
    operator: str
    value: int
    clause: conditions.Condition | None = field(default=None, repr=False)

    def __str__(self) -> str:
        if self.clause is not None:
            return str(self.clause)
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

    def holds(self, moment: Moment, replay: Replay | None = None) -> bool:
        """Whether every term holds at ``moment`` (of ``replay``, which a ``move N`` clause reads)."""
        table = features(self.game)
        return all(
            term.clause.failure(replay, moment.position) is None
            if term.clause is not None
            else _OPERATORS[term.operator](table[term.feature](moment), term.value)
            for term in self.terms
        )


def _clause(part: str) -> conditions.Condition | None:
    """``part`` as one clause of the pages' language (``pile 4 is empty``), if it is one."""
    words = part.split()
    if len(words) < 2 or words[0] not in {"not", "top", "count", *conditions.place_words()}:
        return None
    try:
        clauses = conditions.parse_conditions(part)
    except ConditionError:
        return None
    return clauses[0] if len(clauses) == 1 and clauses[0].moment is None else None


def examples(game: str) -> tuple[str, ...]:
    """Conditions of ``game`` (its key) that help and messages show: one of its quantities
    compared, and one of its kinds of move with a clause about a place.

    >>> from generator.registry import GAMES
    >>> game = GAMES[0].key
    >>> all(str(parse_condition(text, game)) for text in examples(game))
    True
    """
    facts = find_game(game).facts
    quantity = next(iter(facts.quantities), "moves")
    found = [f"{quantity}>=4 and moves=10"]
    kind = next(iter(facts.move_kinds), None)
    if kind is not None and facts.place_words:
        found.append(f"{kind} and {facts.place_words[0]} 4 is empty")
    return tuple(found)


def parse_condition(text: str, game: str) -> Condition:
    """Read a condition for ``game`` (its key); :class:`ConditionError` if it cannot."""
    table = features(game)
    terms = []
    parts = re.split(r"\s+and\s+", text.strip())
    if not text.strip():
        raise ConditionError(f"empty condition: write for example '{examples(game)[0]}'")
    for part in parts:
        match = _TERM.match(part.lower())
        if match is None:
            clause = _clause(part.strip())
            if clause is None:
                raise ConditionError(
                    f"cannot read {part.strip()!r} in {text!r}: write a feature, optionally "
                    "followed by an operator and a number, as 'empty-cells>=4', or a clause "
                    "such as 'pile 4 is empty'"
                )
            terms.append(Term(str(clause), "", 0, clause))
            continue
        name, sign, number = match.groups()
        if name not in table:
            known = ", ".join(sorted(table))
            close = difflib.get_close_matches(name, table, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise ConditionError(
                f"unknown {find_game(game).name} feature {name!r} in {text!r}{hint}; known: {known}"
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
        if condition.holds(moment, game):
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
    "Condition",
    "ConditionError",
    "Moment",
    "Term",
    "features",
    "find_moment",
    "moments",
    "parse_condition",
    "record_until",
]
