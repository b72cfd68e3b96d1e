"""Replay a game record through the rules engine.

:func:`replay` deals the record's code, plays every action and keeps every
position, so that pages can show the game at any move number and before or
after any redeal.  The first illegal action stops it with a
:class:`ReplayError` that names the file, the line, the move number and the
reason::

    docs/games/example.game:14: move 37 (MOVE): the game's explanation (RULE-ID, RULE-ID)

``ReplayError.reason`` is the game's refusal reason (its ``refusal`` enum), for
modules that word it in another language; the message is plain English for the
command line, the game's own explanation.

>>> from generator.codes import example_codes
>>> from generator.record import parse_record
>>> code = example_codes()[0]
>>> start = deal(code)
>>> first = next(iter(start.legal_moves()))
>>> record = f"{code} {find_game(code.game).format_action(first)}"
>>> game = replay(parse_record(record, path="demo.game"))
>>> game.moves, game.start == start, game.after_move(1) == game.final == start.play(first)
(1, True, True)
>>> game.transcript().splitlines()[1:3]
['record: demo.game', '']
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from typing import Any

from generator.cards import Card
from generator.codes import GameCode
from generator.deal import deal
from generator.record import Record, read_record
from generator.registry import Game, find_game, game_of
from generator.rules import IllegalMoveError, RefusalReason

Position = Any
"""A position of the record's game."""
Action = Any
"""An action of the record's game; ``action.is_move`` says whether it is a move."""
Refusal = RefusalReason


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a replayed game with the positions around it.

    ``action`` is the action as played, with its card filled in (and whatever
    else the game's notation may leave out, such as a count of cards).
    ``move_number`` counts moves from 1 (``None`` for a redeal);
    ``redeal_number`` counts redeals from 1 (``None`` for a move).
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
        return self.action.card if self.action.is_move else None

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card moved, bottom to top (several for a run moved at once)."""
        return game_of(self.before).cards_moved(self.before, self.action)


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
        self.game: Game = find_game(record.code.game)
        self.path: str = record.path
        self.start = start
        self.steps = steps
        self.final: Position = steps[-1].after if steps else start
        self._move_steps = [s for s in steps if s.move_number is not None]
        self._redeal_steps = [s for s in steps if s.redeal_number is not None]

    @property
    def moves(self) -> int:
        """Moves played (a redeal is not a move)."""
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
        """``won``, ``unfinished``, or the game's word for a dead end (its ``outcome``:
        ``stuck``, ``lost``…)."""
        return self.game.outcome(self.final)

    def transcript(self) -> str:
        """A plain-text transcript: one line per move and per redeal, then the outcome."""
        header = self.code.heading
        rows: list[tuple[str, str, str]] = []
        for step in self.steps:
            label = (
                f"move {step.move_number}"
                if step.action.is_move
                else f"redeal {step.redeal_number}"
            )
            described = self.game.describe_action(step.before, step.action, step.after)
            rows.append((label, notation(step), described))
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
        if self.game.has_redeals:
            counted += f" and {self.redeals} redeal{'s' if self.redeals != 1 else ''}"
        outcome = self.outcome()
        if outcome == "won":
            return f"won after {counted}"
        if outcome == "unfinished":
            return f"not finished after {counted}"
        return f"{outcome} after {counted}: {self.game.outcome_text(outcome)}"


def notation(step: Step) -> str:
    """The canonical notation of a step, without the checked card."""
    return game_of(step.before).format_action(step.action, step.before, card=False)


def explain(position: Position, action: Action, reason: Refusal) -> str:
    """Why ``position`` refuses ``action``, in plain English with the cards and the rules:
    its game's explanation."""
    return game_of(position).explain(position, action, reason)


# -- replay -------------------------------------------------------------------------------


def replay(record: Record) -> Replay:
    """Play ``record`` from its deal; :class:`ReplayError` at the first refused action, then
    :class:`~generator.record_comments.RecordCommentError` at the first false assertion
    (``#=``) or comment stating an unchecked fact."""
    from generator.record_comments import check_comments

    start = deal(record.code)
    game = Replay(record, start, _steps(record, find_game(record.code.game), start))
    check_comments(record, game)
    return game


def replay_file(path: str | os.PathLike[str]) -> Replay:
    """Read and replay a ``.game`` file (:class:`~generator.record.RecordError` or :class:`ReplayError`)."""
    return replay(read_record(path))


def _steps(record: Record, game: Game, position: Position) -> tuple[Step, ...]:
    steps = []
    moves = redeals = 0
    for recorded in record.actions:
        action = recorded.action
        is_move = action.is_move
        try:
            action = game.resolve(position, action)
            after = position.play(action)
        except IllegalMoveError as error:
            reason = error.reason
            raise ReplayError(
                record.path,
                recorded.line,
                moves + 1,
                None if is_move else redeals + 1,
                recorded.text,
                action,
                reason,
                game.explain(position, action, reason),
                position,
            ) from None
        if is_move:
            moves += 1
            card = game.lifted(position, action)
            if action.card is not card:
                action = dataclasses.replace(action, card=card)
            steps.append(Step(action, moves, None, recorded.line, position, after, recorded.text))
        else:
            redeals += 1
            steps.append(Step(action, None, redeals, recorded.line, position, after, recorded.text))
        position = after
    return tuple(steps)


__all__ = [
    "Replay",
    "ReplayError",
    "Step",
    "explain",
    "notation",
    "replay",
    "replay_file",
]
