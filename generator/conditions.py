"""What a page may say about a replayed example game, in a small language.

The roles, the ``position`` directive and the ``assert`` directive all point
into a replayed game with the same words, parsed here for the build
(:mod:`generator.sphinxext`) and the check command (:mod:`generator.check`)
alike; the roles' and the directive's own syntax is :mod:`generator.citations`.
It needs only the engine.  Nothing here makes words for readers: it answers
with positions, steps, cards and numbers, or raises :class:`ConditionError`
with the reason.

Moments (when, in the game)::

    start | final | before-move=N | after-move=N | before-redeal=K | after-redeal=K
    first-where=QUANTITY:VALUE[,QUANTITY:VALUE…]
    given=QUANTITY:VALUE[,QUANTITY:VALUE…]

(``before-move 10`` with a space is the same as ``before-move=10``).  A move
number may also be found rather than written: ``first:KIND`` is the first move
of that kind (``before-move=first:wrap``), so a page never states a number
that a new recording of the game would change.  ``first-where`` is the first
position (the start, or after a move or redeal) where every quantity has its
value: ``first-where=empty-cells:4,empty-columns:1``.  ``given`` is not a
moment of the game but a position the engine builds with those quantities,
for a rule stated in general (what one more empty cell adds with one empty
column): ``given=empty-cells:3,empty-columns:1`` (the quantities the game can
set, its ``given_quantities``, in the game's variant).

Places, quantities, predicates and kinds of move are the game's own (its
``facts``, :class:`generator.registry.Facts`): a place is a word of the game's
``place_words`` and what its ``parse_place`` reads, a number or a name
(``pile 4``, ``column 4``).

Conditions, one per line, joined by ``and``::

    move 10 is wrap                      # kinds: the game's move kinds
    move 10 is 10-14[A♠]                 # the move, in the game's notation
    after-move 37: empty-cells == 4 and empty-columns == 1
    before-redeal 1: pile 1 is 2♥ 9♣ J♦ J♦
    after-redeal 1: top 1 is 2♥
    after-move 21: pile 2 is empty
    final: won

>>> Moment.parse("before-move=10"), Moment.parse("before-move 10"), Moment.parse("final")
(Moment('before-move', 10), Moment('before-move', 10), Moment('final', None))
>>> str(Moment.parse("after-redeal 1")), str(Moment.parse("before-move=first:wrap"))
('after-redeal=1', 'before-move=first:wrap')
>>> Moment.parse("first-where=empty-cells:4,empty-columns:1").slug()
'first-where-empty-cells-4-empty-columns-1'
>>> Moment.parse("during-move=3")
Traceback (most recent call last):
...
generator.conditions.ConditionError: unknown moment 'during-move=3': use start, final, before-move=N, after-move=N, before-redeal=K, after-redeal=K, first-where=QUANTITY:VALUE,… or given=QUANTITY:VALUE,…
>>> [str(c) for c in parse_conditions("after-move 37: empty-cells == 4 and not won")]
['after-move=37: empty-cells == 4', 'after-move=37: not won']
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator import registry
from generator.cards import Card, CardSyntaxError
from generator.digits import NumberTooLong, whole_number
from generator.registry import Facts


class ConditionError(ValueError):
    """A moment, place or condition that does not parse, or points outside the game."""


def parse_number(text: str) -> int:
    """A number the condition names; :class:`ConditionError` if it has too many digits."""
    try:
        return whole_number(text)
    except NumberTooLong as error:
        raise ConditionError(str(error)) from None


# -- moments ---------------------------------------------------------------------

_NUMBERED = ("before-move", "after-move", "before-redeal", "after-redeal")
_PLAIN = ("start", "final")


_FIRST_KIND = re.compile(r"first:[a-z-]+")
_WHERE = re.compile(r"[a-z-]+:\d+(,[a-z-]+:\d+)*")


def is_move_reference(text: str) -> bool:
    """A move number (``10``) or a found move (``first:wrap``)."""
    return text.isdigit() or bool(_FIRST_KIND.fullmatch(text))


@dataclass(frozen=True, slots=True)
class Moment:
    """A point in a replayed game: ``kind`` and its ``number`` (an int, ``first:KIND`` or a ``first-where`` list)."""

    kind: str
    number: int | str | None = None

    @classmethod
    def parse(cls, text: str) -> Moment:
        words = text.strip().replace("=", " ", 1).split()
        if len(words) == 1 and words[0] in _PLAIN:
            return cls(words[0])
        if len(words) == 2 and words[0] in _NUMBERED[:2] and is_move_reference(words[1]):
            return cls(words[0], parse_number(words[1]) if words[1].isdigit() else words[1])
        if len(words) == 2 and words[0] in _NUMBERED[2:] and words[1].isdigit():
            return cls(words[0], parse_number(words[1]))
        if len(words) == 2 and words[0] in ("first-where", "given") and _WHERE.fullmatch(words[1]):
            return cls(words[0], words[1])
        raise ConditionError(
            f"unknown moment {text.strip()!r}: use start, final, before-move=N, "
            "after-move=N, before-redeal=K, after-redeal=K, first-where=QUANTITY:VALUE,… "
            "or given=QUANTITY:VALUE,…"
        )

    def __str__(self) -> str:
        return self.kind if self.number is None else f"{self.kind}={self.number}"

    def __repr__(self) -> str:
        return f"Moment({self.kind!r}, {self.number!r})"

    def slug(self) -> str:
        """A piece of an HTML id: ``before-move-10``."""
        if self.number is None:
            return self.kind
        return f"{self.kind}-{re.sub(r'[^a-z0-9]+', '-', str(self.number))}"

    def position(self, replay: Any) -> Any:
        """The position of ``replay`` at this moment."""
        if self.kind == "start":
            return replay.start
        if self.kind == "final":
            return replay.final
        number = self.number
        if number is None:
            raise ConditionError(f"the moment {self.kind} needs a number or a condition")
        if self.kind == "first-where":
            return first_where(replay, str(number))
        if self.kind == "given":
            return given(replay, str(number))
        if self.kind in ("before-move", "after-move"):
            step = move_step(replay, number)
            return step.before if self.kind == "before-move" else step.after
        if not isinstance(number, int):
            raise ConditionError(f"{self.kind} takes a redeal number, not {number!r}")
        step = redeal_step(replay, number)
        return step.before if self.kind == "before-redeal" else step.after


def first_where(replay: Any, text: str) -> Any:
    """The first position of the game where every ``quantity:value`` of ``text`` holds."""
    wanted = [
        (name, parse_number(value)) for name, value in (pair.split(":") for pair in text.split(","))
    ]
    for position in (replay.start, *(step.after for step in replay.steps)):
        if all(quantity(position, name) == value for name, value in wanted):
            return position
    raise ConditionError(
        f"no position of the game has {text.replace(',', ' and ').replace(':', ' == ')}"
    )


def given(replay: Any, text: str) -> Any:
    """A position of ``replay``'s game and variant built to have the quantities of ``text``
    (``empty-cells:3,empty-columns:1``): the game says which it can set (its facts'
    ``given_quantities``), for a rule stated in general.
    """
    wanted = {
        name: parse_number(value) for name, value in (pair.split(":") for pair in text.split(","))
    }
    facts = _facts(replay.start)
    settable = facts.given_quantities
    unknown = sorted(set(wanted) - set(settable))
    if unknown and settable:
        raise ConditionError(f"given= sets {' and '.join(settable)}, not {unknown[0]!r}")
    try:
        return facts.given(replay.start, wanted)
    except ValueError as error:
        raise ConditionError(str(error)) from None


def move_count(replay: Any) -> int:
    return sum(1 for step in replay.steps if step.move_number is not None)


def move_step(replay: Any, number: int | str) -> Any:
    """The step of move ``number`` (1-based; a redeal is not a move), or of ``first:KIND``."""
    if isinstance(number, str) and not number.isdigit():
        kind = number.partition(":")[2]
        known = _facts(replay.start).move_kinds
        if kind not in known:
            raise ConditionError(f"unknown kind of move {kind!r}: use {', '.join(known)}")
        for step in replay.steps:
            if step.move_number is not None and kind in move_kinds(step):
                return step
        raise ConditionError(f"the game has no {kind} move")
    number = parse_number(number) if isinstance(number, str) else number
    for step in replay.steps:
        if step.move_number == number:
            return step
    count = move_count(replay)
    raise ConditionError(
        f"there is no move {number}: the game has {count} move{'' if count == 1 else 's'}"
    )


def redeal_step(replay: Any, number: int) -> Any:
    for step in replay.steps:
        if step.redeal_number == number:
            return step
    redeals = sum(1 for step in replay.steps if step.redeal_number is not None)
    raise ConditionError(
        f"there is no redeal {number}: the game has {redeals} redeal{'' if redeals == 1 else 's'}"
    )


def _facts(position: Any) -> Facts:
    return registry.game_of(position).facts


def place_words() -> set[str]:
    """Every game's words for a kind of place: ``pile 4`` and ``column 4`` name the same
    place in any game, as the pages write either."""
    return {word for game in registry.GAMES for word in game.facts.place_words}


def game_of(position: Any) -> str:
    """The key of ``position``'s game (the registry's ``Game.key``)."""
    return registry.game_of(position).key


# -- places ----------------------------------------------------------------------


def parse_place(position: Any, text: str) -> Any:
    """A place of ``position``'s game written as on the pages (see the module doc)."""
    try:
        return _facts(position).parse_place(position, text)
    except ValueError as error:
        raise ConditionError(str(error)) from None


def cards_at(position: Any, place: Any) -> tuple[Card, ...]:
    """The cards of a place, bottom to top (a foundation: its top card only)."""
    return _facts(position).cards_at(position, place)


def count_at(position: Any, place: Any) -> int:
    """Cards in a place (a foundation counts its cards, base included)."""
    return _facts(position).count_at(position, place)


# -- quantities and predicates -------------------------------------------------------


def quantity(position: Any, name: str) -> int:
    """The value of a named quantity (``empty-cells``…) in ``position``."""
    table = _facts(position).quantities
    if name not in table:
        raise ConditionError(
            f"unknown quantity {name!r} for {game_of(position)}: use {', '.join(table)}"
        )
    return table[name](position)


# -- moves -------------------------------------------------------------------------


def move_kinds(step: Any) -> set[str]:
    """The kinds (``wrap``, ``to-foundation``…) a move step is."""
    return _facts(step.before).kinds(step)


def _same_action(step: Any, text: str) -> bool:
    try:
        return _facts(step.before).same_action(step, text)
    except ValueError as error:
        raise ConditionError(f"not a move: {text!r} ({error})") from None


# -- conditions ------------------------------------------------------------------------

COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}
"""How a condition compares a quantity with a number (``empty-cells >= 4``)."""
_TOKEN = re.compile(r"==|!=|<=|>=|<|>|[^\s<>=!]+")


@dataclass(frozen=True)
class Condition:
    """One clause: ``moment`` (``None`` for a move clause) and its words."""

    moment: Moment | None
    words: tuple[str, ...]
    negated: bool = False

    def __str__(self) -> str:
        text = ("not " if self.negated else "") + " ".join(self.words)
        return text if self.moment is None else f"{self.moment}: {text}"

    def failure(self, replay: Any, here: Any = None) -> str | None:
        """``None`` if the condition holds in ``replay``, else what is actually there.

        ``here`` is the position a condition without a moment is about (a record's
        ``#=`` comment is about the position where it stands)."""
        holds, actual = self._evaluate(replay, here)
        if holds != self.negated:
            return None
        return f"{self} is false ({actual})"

    def _evaluate(self, replay: Any, here: Any = None) -> tuple[bool, str]:
        words = self.words
        if words[0] == "move":
            if len(words) != 4 or not is_move_reference(words[1]) or words[2] != "is":
                raise ConditionError(
                    f"write 'move N is KIND' or 'move N is MOVE', not {' '.join(words)!r}"
                )
            step = move_step(replay, words[1])
            known = _facts(step.before).move_kinds
            kinds = move_kinds(step)
            if words[3] in known:
                return words[3] in kinds, f"move {words[1]} is {' '.join(sorted(kinds))}"
            if re.fullmatch(r"[a-z-]+", words[3]) and not re.search(r"\d", words[3]):
                raise ConditionError(
                    f"unknown kind of move {words[3]!r}: use {', '.join(known)} or a move in notation"
                )
            return _same_action(step, words[3]), f"move {words[1]} is not {words[3]}"
        if self.moment is None and here is None:
            raise ConditionError(
                f"say when {' '.join(words)!r} holds: start:, final:, after-move N:, … before it"
            )
        position = here if self.moment is None else self.moment.position(replay)
        facts = _facts(position)
        if len(words) == 1 and words[0] in facts.predicates:
            holds = facts.predicates[words[0]](position)
            return holds, f"{words[0]} is {str(holds).lower()}"
        if len(words) >= 3 and words[0] in place_words() and words[2] == "is":
            place = parse_place(position, words[1])
            expected = (
                () if words[3:] == ("empty",) else tuple(parse_card(word) for word in words[3:])
            )
            actual = cards_at(position, place)
            shown = " ".join(map(str, actual)) or "empty"
            return actual == expected, f"{words[0]} {words[1]} is {shown}"
        if len(words) == 4 and words[0] == "top" and words[2] == "is":
            place = parse_place(position, words[1])
            actual = cards_at(position, place)
            top = actual[-1] if actual else None
            return top is parse_card(words[3]), f"top {words[1]} is {top or 'nothing'}"
        if len(words) >= 3 and words[-2] in COMPARISONS and re.fullmatch(r"\d+", words[-1]):
            if words[0] == "count" and len(words) == 4:
                value = count_at(position, parse_place(position, words[1]))
            elif len(words) == 3:
                value = quantity(position, words[0])
            else:
                raise ConditionError(f"cannot read {' '.join(words)!r}")
            return COMPARISONS[words[-2]](
                value, parse_number(words[-1])
            ), f"{' '.join(words[:-2])} is {value}"
        raise ConditionError(
            f"cannot read {' '.join(words)!r}: write QUANTITY == N, count PLACE == N, "
            f"pile P is CARDS, top P is CARD, or one of {', '.join(facts.predicates)}"
        )


def parse_card(word: str) -> Card:
    """A card as pages write it (``A♠``, ``AS``, ``10h``); a :class:`ConditionError` if it is none."""
    try:
        return Card.parse(word)
    except CardSyntaxError as error:
        raise ConditionError(str(error)) from None


_MOMENT_PREFIX = re.compile(r"\s*(\S+(?:[ =]\S+)?):\s")


def parse_conditions(line: str) -> list[Condition]:
    """The clauses of one line: ``[MOMENT:] CLAUSE [and CLAUSE]…``.

    >>> [str(c) for c in parse_conditions("before-move first:wrap: top 14 is K♠")]
    ['before-move=first:wrap: top 14 is K♠']
    """
    moment = None
    text = line.split("#", 1)[0].strip() + " "
    prefix = _MOMENT_PREFIX.match(text)
    if prefix and not prefix.group(1).startswith("move "):
        moment = Moment.parse(prefix.group(1))
        text = text[prefix.end() :]
    tokens = _TOKEN.findall(text)
    if not tokens:
        raise ConditionError("empty condition")
    clauses: list[list[str]] = [[]]
    for token in tokens:
        if token == "and":
            clauses.append([])
        else:
            clauses[-1].append(token)
    conditions = []
    for words in clauses:
        negated = bool(words) and words[0] == "not"
        words = words[1:] if negated else words
        if not words:
            raise ConditionError(f"a clause is missing in {line.strip()!r}")
        conditions.append(Condition(None if words[0] == "move" else moment, tuple(words), negated))
    return conditions
