"""Replay a game record through the rules engine.

:func:`replay` deals the record's code, plays every action and keeps every
position, so that pages can show the game at any move number and before or
after any redeal.  The first illegal action stops it with a
:class:`ReplayError` that names the file, the line, the move number and the
reason::

    docs/games/crescent.game:14: move 37 (10-14[A♠]): must be the same suit: A♠ onto 3♥ (CR-6, CR-9)

``ReplayError.reason`` is the engine's :class:`~generator.crescent.engine.Refusal`
or :class:`~generator.freecell.engine.Refusal`, for modules that word it in another
language; the message is plain English for the command line.

>>> from generator.record import parse_record
>>> game = replay(parse_record("CR1-N-AAAAAAB 13-4 4-AH[2♥] 12-AC R", path="demo.game"))
>>> game.moves, game.redeals, game.final.redeals_left
(3, 1, 2)
>>> [str(card) for card in game.after_move(1).pile(4)]
['3♣', 'Q♠', '9♣', 'Q♦', '9♠', 'A♥', '2♥']
>>> [str(card) for card in game.after_redeal(1).pile(4)]
['Q♠', '9♣', 'Q♦', '9♠', 'A♥', '3♣']
>>> print(game.transcript())
CR1-N-AAAAAAB: Crescent deal 1
record: demo.game
<BLANKLINE>
move 1    13-4   2♥ from pile 13 to pile 4
move 2    4-AH   2♥ from pile 4 to foundation AH
move 3    12-AC  2♣ from pile 12 to foundation AC
redeal 1  R      2 redeals left
<BLANKLINE>
not finished after 3 moves and 1 redeal

>>> replay(parse_record("CR1-N-AAAAAAB 13-4 13-4", path="demo.game"))
Traceback (most recent call last):
...
generator.replay.ReplayError: demo.game:1: move 2 (13-4): must be the same suit: 2♦ onto 2♥ (CR-6, CR-9)
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from generator.cards import Card, Rank
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.crescent.notation import format_crescent
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.freecell.notation import format_freecell
from generator.record import Record, read_record

Position = crescent.Position | freecell.Position
Action = crescent.Move | crescent.Redeal | freecell.Move
Refusal = crescent.Refusal | freecell.Refusal


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a replayed game with the positions around it.

    ``action`` is the action as played, with its card filled in (and, in
    FreeCell, its count).  ``move_number`` counts moves from 1 (``None`` for a
    redeal); ``redeal_number`` counts redeals from 1 (``None`` for a move).
    """

    action: Action
    move_number: int | None
    redeal_number: int | None
    line: int
    before: Position = field(repr=False)
    after: Position = field(repr=False)
    text: str = field(default="", compare=False)
    """The action as the record writes it."""

    @property
    def is_redeal(self) -> bool:
        return self.redeal_number is not None

    @property
    def card(self) -> Card | None:
        """The card moved (for a run, the deepest one); ``None`` for a redeal."""
        return None if isinstance(self.action, crescent.Redeal) else self.action.card

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card moved, bottom to top (several for a FreeCell run)."""
        action, before = self.action, self.before
        if isinstance(action, crescent.Redeal) or action.card is None:
            return ()
        if (
            isinstance(action, freecell.Move)
            and isinstance(action.source, freecell.Column)
            and isinstance(before, freecell.Position)
            and action.count is not None
        ):
            return before.column(action.source.number)[-action.count :]
        return (action.card,)


class ReplayError(ValueError):
    """An action the game refuses: ``path:line: move N (text): reason``.

    ``reason`` is the engine's refusal; ``message`` the English explanation;
    ``position`` the position the action was tried in.
    """

    def __init__(
        self,
        path: str,
        line: int,
        move_number: int,
        redeal_number: int | None,
        text: str,
        action: Action,
        reason: Refusal,
        message: str,
        position: Position,
    ):
        self.path = path
        self.line = line
        self.move_number = move_number
        self.redeal_number = redeal_number
        self.text = text
        self.action = action
        self.reason = reason
        self.message = message
        self.position = position
        if redeal_number is None:
            where = f"move {move_number}"
        else:
            where = f"redeal {redeal_number} after move {move_number - 1}"
        super().__init__(f"{path}:{line}: {where} ({text}): {message}")


class Replay:
    """A replayed game: its code, the start, every step and the final position."""

    def __init__(self, record: Record, start: Position, steps: tuple[Step, ...]):
        self.record = record
        self.code: GameCode = record.code
        self.path: str = record.path
        self.start = start
        self.steps = steps
        self.final: Position = steps[-1].after if steps else start
        self._move_steps = [s for s in steps if s.move_number is not None]
        self._redeal_steps = [s for s in steps if s.redeal_number is not None]

    @property
    def moves(self) -> int:
        """Moves played (redeals are not moves, CR-18)."""
        return len(self._move_steps)

    @property
    def redeals(self) -> int:
        return len(self._redeal_steps)

    def _move_step(self, n: int) -> Step:
        if not isinstance(n, int) or not 1 <= n <= len(self._move_steps):
            raise IndexError(f"{self.path}: no move {n!r}: the game has {self.moves} moves")
        return self._move_steps[n - 1]

    def _redeal_step(self, k: int) -> Step:
        if not isinstance(k, int) or not 1 <= k <= len(self._redeal_steps):
            raise IndexError(f"{self.path}: no redeal {k!r}: the game has {self.redeals} redeals")
        return self._redeal_steps[k - 1]

    def move(self, n: int) -> Step:
        """The step of move ``n`` (1-based); ``IndexError`` if there is none."""
        return self._move_step(n)

    def after_move(self, n: int) -> Position:
        """The position right after move ``n`` (before any redeal that follows); 0 is the start."""
        if n == 0:
            return self.start
        return self._move_step(n).after

    def before_move(self, n: int) -> Position:
        """The position move ``n`` is played from (after any redeal just before it)."""
        return self._move_step(n).before

    def before_redeal(self, k: int) -> Position:
        return self._redeal_step(k).before

    def after_redeal(self, k: int) -> Position:
        return self._redeal_step(k).after

    def redeal(self, k: int) -> Step:
        return self._redeal_step(k)

    def outcome(self) -> str:
        """``won``, ``stuck`` (Crescent, CR-20), ``lost`` (FreeCell, FC-12) or ``unfinished``."""
        final = self.final
        if final.is_won():
            return "won"
        if isinstance(final, crescent.Position):
            return "stuck" if final.is_stuck() else "unfinished"
        return "lost" if final.is_lost() else "unfinished"

    def transcript(self) -> str:
        """A plain-text transcript: one line per move and per redeal, then the outcome."""
        header = f"{self.code}: {self.code.game_name} deal {self.code.number:,}"
        if self.code.cells is not None:
            header += f", {self.code.cells} cell{'s' if self.code.cells != 1 else ''}"
        rows: list[tuple[str, str, str]] = []
        for step in self.steps:
            if isinstance(step.after, crescent.Position) and step.redeal_number is not None:
                left = step.after.redeals_left
                rows.append(
                    (
                        f"redeal {step.redeal_number}",
                        "R",
                        f"{left} redeal{'s' if left != 1 else ''} left",
                    )
                )
            else:
                rows.append((f"move {step.move_number}", notation(step), _describe(step)))
        width_label = max((len(r[0]) for r in rows), default=0)
        width_text = max((len(r[1]) for r in rows), default=0)
        lines = [header, f"record: {self.path}", ""]
        for label, text, description in rows:
            lines.append(f"{label:<{width_label}}  {text:<{width_text}}  {description}".rstrip())
        if rows:
            lines.append("")
        lines.append(self._summary())
        return "\n".join(lines) + "\n"

    def _summary(self) -> str:
        counted = f"{self.moves} move{'s' if self.moves != 1 else ''}"
        if isinstance(self.final, crescent.Position):
            counted += f" and {self.redeals} redeal{'s' if self.redeals != 1 else ''}"
        outcome = self.outcome()
        if outcome == "won":
            return f"won after {counted}"
        if outcome == "stuck":
            return f"stuck after {counted}: no move and no redeal left (CR-20)"
        if outcome == "lost":
            return f"lost after {counted}: no useful move left (FC-12)"
        return f"not finished after {counted}"


def notation(step: Step) -> str:
    """The canonical notation of a step, without the checked card."""
    action, before = step.action, step.before
    if isinstance(action, freecell.Move):
        assert isinstance(before, freecell.Position)
        return format_freecell(action, before, card=False)
    return format_crescent(action, card=False)


def _crescent_place(place: crescent.Place) -> str:
    if isinstance(place, crescent.Foundation):
        return f"foundation {place.notation()}"
    return f"pile {place}"


def _freecell_place(place: freecell.Place, card: Card | None = None) -> str:
    if isinstance(place, freecell.Column):
        return f"column {place.number}"
    if isinstance(place, freecell.Cell):
        return f"cell {place.letter}"
    suit = place.suit if place.suit is not None else (card.suit if card else None)
    return "the foundation" if suit is None else f"the {suit.symbol} foundation"


def _describe(step: Step) -> str:
    action = step.action
    if isinstance(action, crescent.Move):
        return f"{action.card} from {_crescent_place(action.source)} to {_crescent_place(action.target)}"
    if isinstance(action, crescent.Redeal):
        return "redeal"
    cards = step.cards
    what = str(cards[0]) if len(cards) == 1 else f"{len(cards)} cards {' '.join(map(str, cards))}"
    return f"{what} from {_freecell_place(action.source)} to {_freecell_place(action.target, cards[0])}"


# -- refusals in plain English ----------------------------------------------------------


def explain_crescent(
    position: crescent.Position, action: crescent.Action, reason: crescent.Refusal
) -> str:
    """Why ``position`` refuses ``action``, in plain English with the card and the rules
    (the ids :meth:`crescent.Position.refusal_rules` gives)."""
    rules = ", ".join(position.refusal_rules(action, reason))
    return f"{_crescent_reason(position, action, reason)} ({rules})"


def _crescent_reason(
    position: crescent.Position, action: crescent.Action, reason: crescent.Refusal
) -> str:
    R = crescent.Refusal
    if isinstance(action, crescent.Redeal):
        return f"no redeals left: the game has {crescent.REDEALS}"
    source, target = action.source, action.target
    card = position.top(source)
    if reason is R.NOTHING_TO_MOVE:
        return f"nothing to move: {_crescent_place(source)} is empty"
    if reason is R.NOT_TOP_CARD:
        return f"the top card of {_crescent_place(source)} is {card}, not {action.card}"
    if reason is R.SAME_PLACE:
        return f"the card is already on {_crescent_place(source)}"
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
    return reason.value


def explain_freecell(
    position: freecell.Position, move: freecell.Move, reason: freecell.Refusal
) -> str:
    """Why ``position`` refuses ``move``, in plain English with the cards and the rules
    (the ids :meth:`freecell.Position.refusal_rules` gives)."""
    move = position.resolve(move)
    rules = ", ".join(position.refusal_rules(move, reason))
    return f"{_freecell_reason(position, move, reason)} ({rules})"


def _freecell_reason(
    position: freecell.Position, move: freecell.Move, reason: freecell.Refusal
) -> str:
    R = freecell.Refusal
    source, target, count = move.source, move.target, move.count
    moved = position.card_lifted(move)
    if reason is R.SAME_PLACE:
        return "the source and the target are the same place"
    if reason is R.NO_SUCH_CELL:
        cells = len(position.cells)
        letters = freecell.CELL_LETTERS[:cells]
        return f"this game has {cells} cell{'s' if cells != 1 else ''} ({', '.join(letters)})"
    if reason is R.NOTHING_TO_MOVE:
        return f"nothing to move: {_freecell_place(source)} is empty"
    if reason is R.NOT_TOP_CARD:
        return f"the card moved would be {moved}, not {move.card}"
    if reason is R.NOT_A_SEQUENCE and isinstance(source, freecell.Column):
        run = position.run_length(source.number)
        return (
            f"the top {count} cards of column {source.number} are not a run of alternating "
            f"colours and consecutive ranks (the run is {run} card{'s' if run != 1 else ''})"
        )
    if reason is R.ONE_CARD_ONLY:
        return f"only one card at a time goes to {_freecell_place(target, moved)}"
    if reason is R.CELL_OCCUPIED and isinstance(target, freecell.Cell):
        return f"cell {target.letter} already holds {position.cells[target.index]}"
    if (
        reason is R.NOT_NEXT_ON_FOUNDATION
        and isinstance(target, freecell.FoundationPlace)
        and moved is not None
    ):
        suit = target.suit or moved.suit
        top = position.foundation_count(suit)
        if moved.suit is not suit:
            return f"{moved} is not a {suit.symbol} card"
        if top == freecell.FOUNDATION_SIZE:
            return f"the {suit.symbol} foundation is complete"
        return f"the {suit.symbol} foundation takes {Card(Rank(top + 1), suit)} next, not {moved}"
    under = (
        position.column(target.number)[-1]
        if isinstance(target, freecell.Column) and position.column(target.number)
        else None
    )
    if reason is R.NOT_OPPOSITE_COLOUR:
        return f"must be the opposite colour: {moved} onto {under}"
    if reason is R.RANK_NOT_ONE_LOWER:
        return f"must be one rank lower: {moved} onto {under}"
    if reason is R.SEQUENCE_TOO_LONG:
        limit = (
            position.capacity_onto_column()
            if under is not None
            else position.capacity_to_empty_column()
        )
        return f"{count} cards cannot move together here: at most {limit}"
    return reason.value


# -- replay -------------------------------------------------------------------------------


def replay(record: Record) -> Replay:
    """Play ``record`` from its deal; :class:`ReplayError` at the first refused action, then
    :class:`~generator.record_comments.RecordCommentError` at the first false assertion
    (``#=``) or comment stating an unchecked fact."""
    from generator.record_comments import check_comments

    start = deal(record.code)
    if isinstance(start, crescent.Position):
        steps = _replay_crescent(record, start)
    else:
        steps = _replay_freecell(record, start)
    game = Replay(record, start, steps)
    check_comments(record, game)
    return game


def replay_file(path: str | os.PathLike) -> Replay:
    """Read and replay a ``.game`` file (:class:`~generator.record.RecordError` or :class:`ReplayError`)."""
    return replay(read_record(path))


def _replay_crescent(record: Record, position: crescent.Position) -> tuple[Step, ...]:
    steps = []
    moves = redeals = 0
    for recorded in record.actions:
        action = recorded.action
        if not isinstance(action, crescent.Move | crescent.Redeal):
            raise TypeError(f"{record.path}:{recorded.line}: not a Crescent action: {action!r}")
        is_redeal = isinstance(action, crescent.Redeal)
        try:
            after = position.play(action)
        except crescent.IllegalMoveError as error:
            raise ReplayError(
                record.path,
                recorded.line,
                moves + 1,
                redeals + 1 if is_redeal else None,
                recorded.text,
                action,
                error.reason,
                explain_crescent(position, action, error.reason),
                position,
            ) from None
        if isinstance(action, crescent.Redeal):
            redeals += 1
            steps.append(Step(action, None, redeals, recorded.line, position, after, recorded.text))
        else:
            moves += 1
            card = position.top(action.source)
            if action.card is not card:
                action = crescent.Move(action.source, action.target, card)
            steps.append(Step(action, moves, None, recorded.line, position, after, recorded.text))
        position = after
    return tuple(steps)


def _replay_freecell(record: Record, position: freecell.Position) -> tuple[Step, ...]:
    steps = []
    for moves, recorded in enumerate(record.actions, start=1):
        if not isinstance(recorded.action, freecell.Move):
            raise TypeError(
                f"{record.path}:{recorded.line}: not a FreeCell move: {recorded.action!r}"
            )
        action = position.resolve(recorded.action)
        try:
            after = position.play(action)
        except freecell.IllegalMoveError as error:
            raise ReplayError(
                record.path,
                recorded.line,
                moves,
                None,
                recorded.text,
                action,
                error.reason,
                explain_freecell(position, action, error.reason),
                position,
            ) from None
        card = position.card_lifted(action)
        if action.card is not card:
            action = freecell.Move(action.source, action.target, action.count, card)
        steps.append(Step(action, moves, None, recorded.line, position, after, recorded.text))
        position = after
    return tuple(steps)


__all__ = [
    "Replay",
    "ReplayError",
    "Step",
    "explain_crescent",
    "explain_freecell",
    "notation",
    "replay",
    "replay_file",
]
