"""Surveys: a range of deals given to the project's own solvers, and what they established.

A page that says how many deals can be won takes the figure from a survey,
with how it was measured (which deals, how long each), through the
``{survey}`` role; nothing is copied from elsewhere.  A survey is made by the
``survey`` command, which solves every deal of the range with a time limit
and replays every win through the engine before it counts, and is kept in a
JSON file (``docs/solver-surveys.json``) that the site reads.  This module is
the record (what a page cites, read without the solvers); a survey is run by
:func:`generator.solve.batch.survey`::

    python -m generator survey HEAD:1-200 --max-seconds 10 \\
        --record docs/solver-surveys.json --name NAME

(``HEAD`` is a game code's first two parts, :attr:`generator.codes.GameCode.head`.)

>>> from generator.codes import example_codes
>>> s = Survey("x", example_codes()[0].head, 1, 10, 5.0, won=9, unwinnable=1, undecided=0)
>>> s.tried, s.value("won"), s.value("seconds")
(10, 9, 5)
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

FIELDS = ("tried", "won", "unwinnable", "undecided", "seconds", "first", "last", "cells")
"""What a page may cite of a survey (``{survey}`NAME FIELD```); ``cells``: the cells its
variant sets (the game's ``variant_numbers``), for a game whose variants set them."""


class SurveyError(ValueError):
    """A survey file or citation that cannot be used; the message says why."""


@dataclass(frozen=True)
class Survey:
    """Deals ``first`` … ``last`` of ``head`` (a code's first two parts), each searched for at
    most ``seconds_each`` seconds of CPU time: how many were won, proven unwinnable, left undecided."""

    name: str
    head: str
    first: int
    last: int
    seconds_each: float
    won: int
    unwinnable: int
    undecided: int

    @property
    def tried(self) -> int:
        return self.last - self.first + 1

    def value(self, field: str) -> int:
        """A figure of the survey, as a page cites it (``seconds``: the limit per deal)."""
        if field not in FIELDS:
            raise SurveyError(f"no survey figure {field!r}: use one of {', '.join(FIELDS)}")
        if field == "cells":
            from generator.codes import GameCode, encode_number
            from generator.registry import find_game

            code = GameCode.parse(f"{self.head}-{encode_number(self.first)}")
            game = find_game(code.game)
            cells = game.variant_numbers(code.variant).get("cells")
            if cells is None:
                raise SurveyError(f"survey {self.name!r} is of {game.name}: it has no cells")
            return cells
        if field == "seconds":
            return (
                int(self.seconds_each)
                if float(self.seconds_each).is_integer()
                else round(self.seconds_each)
            )
        return self.tried if field == "tried" else getattr(self, field)


def read_surveys(path: str | os.PathLike[str]) -> dict[str, Survey]:
    """The surveys of a file (``{}`` if it does not exist); :class:`SurveyError` if it is broken."""
    path = Path(path)
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {name: Survey(name=name, **fields) for name, fields in data.items()}
    except (ValueError, TypeError) as error:
        raise SurveyError(f"{path}: not a survey file: {error}") from None


def write_surveys(path: str | os.PathLike[str], surveys: dict[str, Survey]) -> None:
    """Write the surveys, sorted by name, atomically (the old file stays if this fails)."""
    path = Path(path)
    data = {
        name: {k: v for k, v in asdict(s).items() if k != "name"}
        for name, s in sorted(surveys.items())
    }
    text = json.dumps(data, indent=2, sort_keys=True) + "\n"
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.chmod(temporary, 0o644)  # a file of the repository, not a private temporary one
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
