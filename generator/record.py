"""Game records: a game code and its moves in a UTF-8 text file (``.game``).

The format, with each action in the notation of the code's game::

    # Comments run from # to the end of the line.
    CODE                   # the first token is the game code
    1. MOVE MOVE           # then moves, separated by spaces or new lines
    ACTION                 # an action that is not a move (a redeal): not numbered
    3. MOVE

A label ``12.`` before a move (``12. 5-7`` or ``12.5-7``) asserts that it is
move 12; parsing checks it.  A comment that starts ``#=`` is an assertion about
the position where it stands, after the actions before it (those earlier on
its own line included), in the condition language of :mod:`generator.conditions`:
``#= pile 2 is empty``, ``#= top 5 is 8♥ and empty-cells == 4``; a moment
(``#= before-move 9: top 5 is 7♥``) or a move clause (``#= move 7 is wrap``)
points elsewhere.  :func:`generator.replay.replay` checks every one
(:mod:`generator.record_comments`).  Actions are read by the game's notation
(:mod:`generator.notation` holds what every game's shares).  Every error names
the file, the line, the move number and the reason::

    docs/games/example.game:4: move 3 (MOVE): the game's reason it cannot read MOVE

>>> from generator.codes import example_codes
>>> code = example_codes()[0]
>>> record = parse_record(f"# the deal\\n{code}  # no move yet\\n", path="demo.game")
>>> record.code == code, record.code_line, record.actions
(True, 2, ())
>>> [(comment.line, comment.text) for comment in record.comments]
[(1, 'the deal'), (2, 'no move yet')]
>>> format_record(record) == f"{code}\\n"
True
>>> parse_record(f"{code}\\n1.", path="demo.game")
Traceback (most recent call last):
...
generator.record.RecordError: demo.game:2: move 1: label 1. at the end of the record has no move
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from generator.codes import GameCode, GameCodeError, examples
from generator.digits import NumberTooLong, whole_number
from generator.notation import NotationError
from generator.registry import find_game

RecordAction = Any
"""An action of the record's game (a move, or an action that is not one: ``is_move``)."""

EXTENSION = ".game"
MOVES_PER_LINE = 10
"""Moves on one line of :func:`format_record` output, after the line's label."""

_LABEL = re.compile(r"([0-9]+)\.(.*)")


class RecordError(ValueError):
    """A record that cannot be read: ``path:line: move N (text): reason``.

    ``line`` is ``None`` when the file itself cannot be read; ``move_number``
    is ``None`` for a mistake in the game code.
    """

    def __init__(
        self,
        path: str,
        line: int | None,
        reason: str,
        *,
        move_number: int | None = None,
        text: str | None = None,
    ):
        self.path = path
        self.line = line
        self.reason = reason
        self.move_number = move_number
        self.text = text
        where = path if line is None else f"{path}:{line}"
        what = ""
        if move_number is not None:
            what = f"move {move_number}" + (f" ({text})" if text else "") + ": "
        super().__init__(f"{where}: {what}{reason}")


@dataclass(frozen=True, slots=True)
class RecordedAction:
    """One action of a record and where it was written (1-based line and column)."""

    action: RecordAction
    line: int
    column: int
    text: str = field(default="", compare=False)
    """The action as written (without its label)."""
    move_number: int | None = field(default=None, compare=False)
    """The number of the move (1, 2, …); ``None`` for an action that is not a move (a redeal)."""


@dataclass(frozen=True, slots=True)
class RecordComment:
    """A comment of a record: its ``text`` (after ``#``, or after ``#=`` for an assertion),
    its ``line``, and how many actions come before it (``after``; ``None`` before the code)."""

    line: int
    text: str
    after: int | None
    assertion: bool = False


@dataclass(frozen=True, slots=True)
class Record:
    """A parsed record: the code and the actions, in order."""

    code: GameCode
    actions: tuple[RecordedAction, ...]
    path: str = "<record>"
    code_line: int = field(default=1, compare=False)
    comments: tuple[RecordComment, ...] = field(default=(), compare=False)

    @property
    def move_count(self) -> int:
        return sum(1 for a in self.actions if a.move_number is not None)

    @property
    def redeal_count(self) -> int:
        return sum(1 for a in self.actions if a.move_number is None)


def _tokens(text: str, comments: list[tuple[int, str]]) -> Iterator[tuple[int, int, str]]:
    """``(line, column, token)`` for every token outside comments; each comment goes to
    ``comments`` as ``(line, text)`` once the tokens before it on its line are read."""
    for number, line in enumerate(text.splitlines(), 1):
        content, hash_, comment = line.partition("#")
        for match in re.finditer(r"\S+", content):
            yield number, match.start() + 1, match.group()
        if hash_:
            comments.append((number, comment))


def parse_record(text: str, path: str | os.PathLike[str] = "<record>") -> Record:
    """Read a record from its text; :class:`RecordError` names the first mistake."""
    path = os.fspath(path)
    text = text.removeprefix("\ufeff")  # a BOM some editors write
    written: list[tuple[int, str]] = []
    comments: list[RecordComment] = []

    def take_comments(after: int | None) -> None:
        for line, comment in written:
            assertion = comment.startswith("=")
            if assertion and after is None:
                raise RecordError(
                    path, line, "an assertion (#=) needs the game: put it after the game code"
                )
            if not assertion:
                comments.append(RecordComment(line, comment.strip(), after))
                continue
            # "#= pile 2 is empty  # why": the words after a second # are an ordinary comment,
            # read as any other (a fact there is not asserted).
            condition, hash_, rest = comment[1:].partition("#")
            comments.append(RecordComment(line, condition.strip(), after, True))
            if hash_:
                comments.append(RecordComment(line, rest.strip(), after))
        written.clear()

    tokens = _tokens(text, written)
    first = next(tokens, None)
    if first is None:
        raise RecordError(
            path, 1, f"the record is empty: it must start with a game code such as {examples()}"
        )
    take_comments(None)  # the comments above the code
    code_line, _, code_text = first
    try:
        code = GameCode.parse(code_text)
    except GameCodeError as error:
        raise RecordError(path, code_line, str(error)) from None
    parse = find_game(code.game).parse_action
    actions: list[RecordedAction] = []
    moves = 0
    label: tuple[int, int] | None = None  # (number, line) of a label waiting for its move
    for line, column, token in tokens:
        take_comments(len(actions))
        match = _LABEL.fullmatch(token)
        if match:
            if label is not None:
                raise RecordError(
                    path,
                    line,
                    f"label {match.group(1)}. follows label {label[0]}. with no move between",
                    move_number=moves + 1,
                )
            try:
                label = (whole_number(match.group(1)), line)
            except NumberTooLong as error:
                raise RecordError(path, line, f"label {error}", move_number=moves + 1) from None
            token = match.group(2)
            column += len(match.group(1)) + 1
            if not token:
                continue
        try:
            action = parse(token)
        except NotationError as error:
            raise RecordError(path, line, str(error), move_number=moves + 1, text=token) from None
        if not action.is_move:
            if label is not None:
                raise RecordError(
                    path,
                    line,
                    f"label {label[0]}. stands before {token!r}, which is not a move: "
                    "put it before a move",
                    move_number=moves + 1,
                    text=token,
                )
            actions.append(RecordedAction(action, line, column, token, None))
            continue
        moves += 1
        if label is not None and label[0] != moves:
            raise RecordError(
                path,
                line,
                f"the label says move {label[0]}, but this is move {moves}",
                move_number=moves,
                text=token,
            )
        label = None
        actions.append(RecordedAction(action, line, column, token, moves))
    take_comments(len(actions))
    if label is not None:
        raise RecordError(
            path,
            label[1],
            f"label {label[0]}. at the end of the record has no move",
            move_number=moves + 1,
        )
    return Record(code, tuple(actions), path, code_line, tuple(comments))


def read_record(path: str | os.PathLike[str]) -> Record:
    """Read and parse a ``.game`` file (UTF-8)."""
    from generator.files import RECORD_LIMIT

    name = os.fspath(path)
    if os.path.exists(name) and not os.path.isfile(name):
        raise RecordError(name, None, "cannot read the record: not a regular file")
    try:
        with open(name, "rb") as file:
            data = file.read(RECORD_LIMIT + 1)  # never /dev/zero without end
    except OSError as error:
        raise RecordError(
            name, None, f"cannot read the record: {error.strerror or error}"
        ) from None
    if len(data) > RECORD_LIMIT:
        raise RecordError(name, None, f"cannot read the record: larger than {RECORD_LIMIT:,} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise RecordError(
            name, line, f"not UTF-8 text (byte 0x{data[error.start]:02x}); save the file as UTF-8"
        ) from None
    return parse_record(text, name)


def format_record(
    record: Record,
    *,
    moves_per_line: int = MOVES_PER_LINE,
    positions: Sequence[Any] | None = None,
) -> str:
    """The canonical text of a record: the code, then labelled lines of moves.

    Each line starts with the label of its first move; a redeal stands on a
    line of its own.  Parsing the text gives the same code and actions.
    ``positions``, if given, holds the position each action is played from
    (``[step.before for step in replay.steps]``): the game's ``format_action`` may
    then leave out what the position makes plain (a count of cards only where it is
    needed).
    """
    if positions is not None and len(positions) != len(record.actions):
        raise ValueError(f"{len(positions)} positions for {len(record.actions)} actions")
    format_action = find_game(record.code.game).format_action
    lines = [str(record.code)]
    current: list[str] = []
    number = 0

    def flush() -> None:
        if current:
            lines.append(" ".join(current))
            current.clear()

    for index, recorded in enumerate(record.actions):
        position = positions[index] if positions is not None else None
        if not recorded.action.is_move:
            flush()
            lines.append(format_action(recorded.action))
            continue
        number += 1
        if len(current) > moves_per_line:  # the label plus moves_per_line moves
            flush()
        if not current:
            current.append(f"{number}.")
        current.append(format_action(recorded.action, position))
    flush()
    return "\n".join(lines) + "\n"


__all__ = [
    "EXTENSION",
    "Record",
    "RecordAction",
    "RecordComment",
    "RecordError",
    "RecordedAction",
    "format_record",
    "parse_record",
    "read_record",
]
