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
for a rule stated in general (FC-9: what one more empty cell adds with one
empty column): ``given=empty-cells:3,empty-columns:1`` (FreeCell's
``empty-cells`` and ``empty-columns``, in the game's variant).

Places: a Crescent pile ``1``…``16`` or foundation ``AS``…``AC`` (ascending)
and ``KS``…``KC`` (descending); a FreeCell column ``1``…``8``, cell ``a``…``d``
or foundation ``hs`` ``hh`` ``hd`` ``hc``.

Conditions, one per line, joined by ``and``::

    move 10 is wrap                      # kinds: see MOVE_KINDS
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
from dataclasses import dataclass, replace
from typing import Any

from generator.cards import Card, CardSyntaxError, Rank, Suit
from generator.crescent import engine as crescent
from generator.digits import NumberTooLong, whole_number
from generator.freecell import engine as freecell


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


GIVEN_QUANTITIES = ("empty-cells", "empty-columns")
"""What a ``given=`` position may be asked to have (FreeCell's capacity, FC-9, FC-10)."""


def given(replay: Any, text: str) -> Any:
    """A FreeCell position of ``replay``'s variant built to have the quantities of ``text``.

    The cards are any; what matters is where the empty places are.

    >>> from types import SimpleNamespace
    >>> start = freecell.Position(tuple(() for _ in range(8)))
    >>> position = given(SimpleNamespace(start=start), "empty-cells:3,empty-columns:1")
    >>> position.empty_cells(), position.empty_columns(), position.capacity_onto_column()
    (3, 1, 8)
    """
    wanted = {
        name: parse_number(value) for name, value in (pair.split(":") for pair in text.split(","))
    }
    start = replay.start
    if is_crescent(start):
        raise ConditionError("given= builds FreeCell positions only")
    unknown = sorted(set(wanted) - set(GIVEN_QUANTITIES))
    if unknown:
        raise ConditionError(f"given= sets {' and '.join(GIVEN_QUANTITIES)}, not {unknown[0]!r}")
    cells = len(start.cells)
    empty_cells = wanted.get("empty-cells", cells)
    empty_columns = wanted.get("empty-columns", 0)
    if not 0 <= empty_cells <= cells:
        raise ConditionError(f"this game has {cells} cells: it cannot have {empty_cells} empty")
    if not 0 <= empty_columns <= freecell.COLUMN_COUNT:
        raise ConditionError(
            f"FreeCell has {freecell.COLUMN_COUNT} columns, not {empty_columns} empty"
        )
    cards = iter(Card(rank, suit) for suit in Suit for rank in reversed(Rank))
    filled = freecell.COLUMN_COUNT - empty_columns
    columns = tuple((next(cards),) if n < filled else () for n in range(freecell.COLUMN_COUNT))
    held = tuple(None if n < empty_cells else next(cards) for n in range(cells))
    return freecell.Position(columns, held)


def move_count(replay: Any) -> int:
    return sum(1 for step in replay.steps if step.move_number is not None)


def move_step(replay: Any, number: int | str) -> Any:
    """The step of move ``number`` (1-based; redeals are not moves, CR-18), or of ``first:KIND``."""
    if isinstance(number, str) and not number.isdigit():
        kind = number.partition(":")[2]
        known = MOVE_KINDS[game_of(replay.start)]
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


def is_crescent(position: Any) -> bool:
    return isinstance(position, crescent.Position)


# -- places ----------------------------------------------------------------------

_FREECELL_FOUNDATION = {"h" + suit.letter.lower(): suit for suit in Suit}


def parse_place(position: Any, text: str) -> Any:
    """A place of ``position``'s game written as on the pages (see the module doc)."""
    word = text.strip()
    if is_crescent(position):
        if word.isdigit() and 1 <= parse_number(word) <= crescent.PILE_COUNT:
            return parse_number(word)
        for foundation in crescent.FOUNDATIONS:
            if word.upper() in (foundation.notation(), str(foundation.base)):
                return foundation
        raise ConditionError(
            f"no Crescent place {word!r}: use a pile 1-{crescent.PILE_COUNT}, AS AH AD AC or KS KH KD KC"
        )
    if word.isdigit() and 1 <= parse_number(word) <= freecell.COLUMN_COUNT:
        return freecell.Column(parse_number(word))
    if len(word) == 1 and word in freecell.CELL_LETTERS[: len(position.cells)]:
        return freecell.Cell(freecell.CELL_LETTERS.index(word))
    if word.lower() in _FREECELL_FOUNDATION:
        return freecell.FoundationPlace(_FREECELL_FOUNDATION[word.lower()])
    cells = freecell.CELL_LETTERS[: len(position.cells)]
    raise ConditionError(
        f"no FreeCell place {word!r}: use a column 1-{freecell.COLUMN_COUNT}, "
        f"a cell {'-'.join(sorted({cells[0], cells[-1]}))} or hs hh hd hc"
    )


def cards_at(position: Any, place: Any) -> tuple[Card, ...]:
    """The cards of a place, bottom to top (a foundation: its top card only)."""
    if is_crescent(position):
        if isinstance(place, int):
            return position.pile(place)
        return (position.top(place),)
    if isinstance(place, freecell.Column):
        return position.column(place.number)
    if isinstance(place, freecell.Cell):
        card = position.cells[place.index]
        return () if card is None else (card,)
    top = position.foundation_top(place.suit)
    return () if top is None else (top,)


def count_at(position: Any, place: Any) -> int:
    """Cards in a place (a foundation counts its cards, base included)."""
    if is_crescent(position) and isinstance(place, crescent.Foundation):
        return position.foundation_count(place)
    if isinstance(place, freecell.FoundationPlace):
        return position.foundation_count(place.suit)
    return len(cards_at(position, place))


# -- quantities and predicates -------------------------------------------------------


def _foundation_cards(position: Any) -> int:
    return sum(position.foundations)


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


def _runs_too_long(position: freecell.Position) -> int:
    """Runs the app refuses to move onto a column or into an empty one only for their length
    (FC-9, FC-10): the whole run into an empty column, or the part that fits onto a card."""
    count = 0
    for source in range(1, freecell.COLUMN_COUNT + 1):
        run = position.run_length(source)
        for target in range(1, freecell.COLUMN_COUNT + 1):
            if target == source or run < 2:
                continue
            empty = not position.column(target)
            move = freecell.Move(
                freecell.Column(source), freecell.Column(target), run if empty else None
            )
            if position.refusal(move) is freecell.Refusal.SEQUENCE_TOO_LONG:
                count += 1
    return count


QUANTITIES: dict[str, dict[str, Callable[[Any], int]]] = {
    "crescent": {
        "empty-piles": lambda p: len(p.empty_piles()),
        "redeals-left": lambda p: p.redeals_left,
        "cards-on-foundations": _foundation_cards,
        "legal-moves": lambda p: sum(1 for _ in p.legal_moves()),
        "refused-full-pile": _refused_for_full_pile,
        "locked-base-wanted": _locked_bases_wanted,
    },
    "freecell": {
        "empty-cells": lambda p: p.empty_cells(),
        "empty-columns": lambda p: p.empty_columns(),
        "capacity-onto-column": lambda p: p.capacity_onto_column(),
        "capacity-to-empty-column": lambda p: p.capacity_to_empty_column(),
        "cells": lambda p: len(p.cells),
        "runs-too-long": _runs_too_long,
        "cards-on-foundations": _foundation_cards,
        "legal-moves": lambda p: sum(1 for _ in p.legal_moves()),
    },
}
"""Numbers a page may state about a position, by game."""

PREDICATES: dict[str, dict[str, Callable[[Any], bool]]] = {
    "crescent": {"won": lambda p: p.is_won(), "stuck": lambda p: p.is_stuck()},
    "freecell": {"won": lambda p: p.is_won(), "lost": lambda p: p.is_lost()},
}


def game_of(position: Any) -> str:
    return "crescent" if is_crescent(position) else "freecell"


def quantity(position: Any, name: str) -> int:
    """The value of a named quantity (``empty-cells``…) in ``position``."""
    table = QUANTITIES[game_of(position)]
    if name not in table:
        raise ConditionError(
            f"unknown quantity {name!r} for {game_of(position)}: use {', '.join(table)}"
        )
    return table[name](position)


# -- moves -------------------------------------------------------------------------


def _crescent_kinds(step: Any) -> set[str]:
    move, before = step.action, step.before
    kinds = set()
    if isinstance(move.source, crescent.Foundation):
        kinds.add("from-foundation")
    if isinstance(move.target, crescent.Foundation):
        kinds.add("to-foundation")
    else:
        kinds.add("to-pile")
        card, under = before.top(move.source), before.top(move.target)
        if card is not None and under is not None and crescent.is_wrap(card, under):
            kinds.add("wrap")
        if len(step.after.pile(move.target)) == crescent.PILE_LIMIT:
            kinds.add("fills-pile")
    if isinstance(move.source, int) and not step.after.pile(move.source):
        kinds.add("empties-pile")
    return kinds


def _freecell_kinds(step: Any) -> set[str]:
    move, before = before_resolved(step)
    kinds = set()
    if isinstance(move.source, freecell.Cell):
        kinds.add("from-cell")
    if isinstance(move.source, freecell.FoundationPlace):
        kinds.add("from-foundation")
    if isinstance(move.target, freecell.Cell):
        kinds.add("to-cell")
    elif isinstance(move.target, freecell.FoundationPlace):
        kinds.add("to-foundation")
    else:
        kinds.add("to-column")
        if not before.column(move.target.number):
            kinds.add("to-empty-column")
    if move.count and move.count > 1:
        kinds.add("sequence")  # FC-9: a run moved as a unit
    return kinds


def before_resolved(step: Any) -> tuple[Any, Any]:
    """A FreeCell step's move with its count filled in, and the position before it."""
    return step.before.resolve(step.action), step.before


MOVE_KINDS = {
    "crescent": (
        "wrap",
        "to-pile",
        "to-foundation",
        "from-foundation",
        "fills-pile",
        "empties-pile",
    ),
    "freecell": (
        "to-column",
        "to-empty-column",
        "to-cell",
        "to-foundation",
        "from-cell",
        "from-foundation",
        "sequence",
    ),
}
"""What ``move N is KIND`` may say, by game."""


def move_kinds(step: Any) -> set[str]:
    """The kinds (``wrap``, ``to-foundation``…) a move step is."""
    return _crescent_kinds(step) if is_crescent(step.before) else _freecell_kinds(step)


def _same_action(step: Any, text: str) -> bool:
    from generator.crescent.notation import parse_crescent
    from generator.freecell.notation import parse_freecell

    try:
        if is_crescent(step.before):
            written = parse_crescent(text)
            if isinstance(written, crescent.Redeal) or isinstance(step.action, crescent.Redeal):
                return written is step.action
            card_ok = written.card is None or written.card is step.before.top(step.action.source)
            return written == step.action and card_ok
        written = step.before.resolve(parse_freecell(text))
        played = step.before.resolve(step.action)
        same = (written.source, written.target, written.count) == (
            played.source,
            played.target,
            played.count,
        )
        if written.card is not None:
            moved = cards_at(step.before, played.source)[-played.count]
            same = same and written.card is moved
        return same
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
            game = game_of(step.before)
            kinds = move_kinds(step)
            if words[3] in MOVE_KINDS[game]:
                return words[3] in kinds, f"move {words[1]} is {' '.join(sorted(kinds))}"
            if re.fullmatch(r"[a-z-]+", words[3]) and not re.search(r"\d", words[3]):
                raise ConditionError(
                    f"unknown kind of move {words[3]!r}: use {', '.join(MOVE_KINDS[game])} or a move in notation"
                )
            return _same_action(step, words[3]), f"move {words[1]} is not {words[3]}"
        if self.moment is None and here is None:
            raise ConditionError(
                f"say when {' '.join(words)!r} holds: start:, final:, after-move N:, … before it"
            )
        position = here if self.moment is None else self.moment.position(replay)
        game = game_of(position)
        if len(words) == 1 and words[0] in PREDICATES[game]:
            holds = PREDICATES[game][words[0]](position)
            return holds, f"{words[0]} is {str(holds).lower()}"
        if (
            len(words) >= 3
            and words[0] in ("pile", "column", "cell", "foundation")
            and words[2] == "is"
        ):
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
            f"pile P is CARDS, top P is CARD, or one of {', '.join(PREDICATES[game])}"
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
