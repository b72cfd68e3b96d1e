"""One module per command of the command line; see :mod:`generator.cli`.

The commands that work on the project share how it is named: ``--root``, or the
directory holding ``conf.py`` at or above the current one.  The commands that
show a position of a game record (``render``, ``replay``) share how it is
chosen: :func:`add_position_options` and :func:`chosen_position`; those that
write a file (``render``, ``solve``, ``find``) write it with :func:`write_output`.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any


def add_root_option(
    parser: argparse.ArgumentParser,
    help: str = "project directory (default: the one holding conf.py)",
) -> None:
    """The ``--root`` option of a command that works on the project."""
    parser.add_argument("--root", type=Path, default=None, help=help)


def add_languages_option(parser: argparse.ArgumentParser, help: str) -> None:
    """``-l LANG`` (repeatable) of a command that works on some of the site's languages."""
    parser.add_argument(
        "-l", "--language", action="append", dest="languages", metavar="LANG", help=help
    )


def project_root(given: Path | None) -> Path:
    """The project: ``--root`` as given (checked), else the one holding conf.py at or above
    the current directory; a :class:`generator.cli.UserError` saying why if there is none."""
    from generator import site
    from generator.cli import UserError

    try:
        return site.check_root(given.resolve()) if given else site.find_root(Path.cwd())
    except site.SiteError as error:
        raise UserError(str(error)) from None


MOMENTS = ("after-move", "before-move", "before-redeal", "after-redeal")
"""The moments of a record the position options choose, in the order of their options."""


def add_position_options(parser: argparse.ArgumentParser, *, shows: str, default: str) -> None:
    """At most one of ``--at``/``--after-move N``, ``--before-move N``, ``--before-redeal K``,
    ``--after-redeal K``: which position of a record the command ``shows`` (the start of each
    help text), ``default`` when none is given."""
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--at",
        "--after-move",
        dest="after_move",
        type=int,
        metavar="N",
        help=f"{shows} after move N (0: the deal); default: {default}",
    )
    where.add_argument(
        "--before-move", type=int, metavar="N", help=f"{shows} move N is played from"
    )
    where.add_argument(
        "--before-redeal", type=int, metavar="K", help=f"{shows} just before redeal K"
    )
    where.add_argument("--after-redeal", type=int, metavar="K", help=f"{shows} just after redeal K")


@dataclass(frozen=True, slots=True)
class ChosenPosition:
    """The position option given: its ``moment`` (one of :data:`MOMENTS`) and number."""

    moment: str
    number: int

    def __str__(self) -> str:
        """``after move 2``, as the command prints it."""
        return f"{self.moment.replace('-', ' ')} {self.number}"

    def of(self, game: Any) -> Any:
        """The position of the replayed ``game`` at this moment; ``IndexError`` naming the
        record if the game has no such move or redeal."""
        return getattr(game, self.moment.replace("-", "_"))(self.number)


def chosen_position(arguments: argparse.Namespace) -> ChosenPosition | None:
    """The position option of :func:`add_position_options` given, or ``None``."""
    for moment in MOMENTS:
        number = getattr(arguments, moment.replace("-", "_"))
        if number is not None:
            return ChosenPosition(moment, number)
    return None


def add_batch_options(parser: argparse.ArgumentParser, command: str) -> None:
    """``--jsonl FILE`` and ``-j [N]`` of a command that makes a batch run
    (:func:`generator.solve.batch.run_batch`): ``solve`` with several deals, ``survey``."""
    parser.add_argument(
        "--jsonl",
        metavar="FILE",
        help=f"{command}: append one JSON line a deal here (code, verdict, moves, "
        "positions, cpu_s), skipping deals already in the file",
    )
    parser.add_argument(
        "-j",
        "--jobs",
        type=int,
        nargs="?",
        const=0,
        default=1,
        metavar="N",
        help=f"{command}: solve N deals at once (-j alone: one per core)",
    )


def batch_jobs(arguments: argparse.Namespace) -> int:
    """The processes a batch run uses (``-j``), once checked; ``UserError`` if none."""
    from generator.cli import UserError

    if arguments.jobs < 0:
        raise UserError(f"-j must be a number of processes, not {arguments.jobs}")
    return arguments.jobs or os.cpu_count() or 1


@contextlib.contextmanager
def batch_errors(jsonl: str | None) -> Iterator[None]:
    """A batch run's failures as its command reports them: a results file that does not
    read back or cannot be written is a :class:`generator.cli.UserError` naming it, and
    an interruption says how to resume (the command line prints it and exits 128 + n)."""
    from generator.cli import UserError
    from generator.interrupt import Interrupted
    from generator.solve.batch import ResultsFileError

    try:
        yield
    except ResultsFileError as error:
        raise UserError(str(error)) from None
    except Interrupted as stop:
        if jsonl:
            stop.args = (f"{stop}; run the same command to resume from {jsonl}",)
        raise
    except OSError as error:
        raise UserError(f"{jsonl}: cannot write: {error.strerror or error}") from None


def write_output(path: str | Path | None, data: str | bytes) -> None:
    """A command's output: to ``path`` by an atomic write (:func:`generator.files.write_atomic`,
    so a failure leaves the user's old file whole), or text to stdout when there is no path.
    A write that fails is a :class:`generator.cli.UserError` naming the file."""
    from generator.cli import UserError
    from generator.files import write_atomic

    if path is None:
        sys.stdout.write(data if isinstance(data, str) else data.decode("utf-8"))
        return
    try:
        write_atomic(path, data)
    except OSError as error:
        raise UserError(f"{path}: cannot write: {error.strerror or error}") from None
