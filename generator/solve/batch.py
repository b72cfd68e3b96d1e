"""Batch solving: many deals in one run, one JSON line a deal, resumable.

A *deal list* names deals by code or by range, the code's first two parts
(:attr:`generator.codes.GameCode.head`), a colon and the deal numbers:
``HEAD:1-1000``, ``HEAD:617``.

Each deal gives one :class:`DealResult`, written as one line of JSON
(:meth:`DealResult.to_json`)::

    {"code": "CODE", "verdict": "won", "moves": 97, "positions": 132, "cpu_s": 0.004}

``moves`` counts the moves of the win (a redeal is not a move) and is ``null``
unless the deal is won; ``cpu_s`` is the CPU time the search took in the process
that ran it, whatever the load of the machine.

A results file is appended to one whole line at a time (a single ``write``
on a file opened for appending), so an interrupted run leaves complete lines
and at most one cut-off last line; :func:`read_results` drops that line and
:func:`pending` leaves out the deals already in the file, so running the same
command again resumes the run.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import stat
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from generator.codes import GameCode, GameCodeError, examples
from generator.digits import NumberTooLong, whole_number
from generator.solve import Verdict, count_moves

if TYPE_CHECKING:
    from generator.solve.survey import Survey

_RANGE = re.compile(r"([^:]+):([0-9]+)(?:-([0-9]+))?")


class DealListError(ValueError):
    """A deal list item that names no deals; the message says which and why."""


class ResultsFileError(ValueError):
    """A results file that cannot be read back; the message names the file and the line."""


_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "code": (str,),
    "verdict": (str,),
    "moves": (int, type(None)),
    "positions": (int,),
    "cpu_s": (int, float),
}
"""What each field of a result line holds, as JSON types."""

_JSON_NAMES = {str: "a string", int: "a whole number", float: "a number", type(None): "null"}

RESULTS_LIMIT = 256 * 1024 * 1024
"""The largest results file read back, in bytes (about two million deals' lines)."""


@dataclass(frozen=True)
class DealResult:
    """What the batch run established about one deal."""

    code: str
    verdict: str
    moves: int | None
    positions: int
    cpu_s: float

    def to_json(self) -> str:
        """The result as one line of JSON, newline included."""
        return json.dumps(asdict(self), ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str) -> DealResult:
        """Read a line written by :meth:`to_json`; ``ValueError`` says what is wrong."""
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        missing = [
            name for name in ("code", "verdict", "moves", "positions", "cpu_s") if name not in data
        ]
        if missing:
            raise ValueError(f"missing {', '.join(missing)}")
        for name, kinds in _FIELD_TYPES.items():
            value = data[name]
            if isinstance(value, bool) or not isinstance(value, kinds):
                expected = " or ".join(_JSON_NAMES[kind] for kind in kinds)
                raise ValueError(f"{name} must be {expected}, not {json.dumps(value)[:40]}")
        GameCode.parse(data["code"])
        Verdict(data["verdict"])
        return cls(data["code"], data["verdict"], data["moves"], data["positions"], data["cpu_s"])


class DealList:
    """The deals a deal list names, in order, each once: streamed, never listed.

    A range of two billion deals costs no memory before the first is solved;
    ``len`` counts them and ``in`` tests a code without enumerating either.
    Built by :func:`expand`, which checks every item first.
    """

    def __init__(self, spans: list[tuple[GameCode, int, int]]) -> None:
        self._spans = spans
        """``(model, first, last)``: deals ``first``…``last`` of ``model``'s game and variant,
        none of them named by an earlier span."""

    def __iter__(self) -> Iterator[GameCode]:
        for model, first, last in self._spans:
            for number in range(first, last + 1):
                yield GameCode(model.game, model.version, model.variant, number)

    def __len__(self) -> int:
        return sum(last - first + 1 for _, first, last in self._spans)

    def __contains__(self, text: object) -> bool:
        try:
            code = GameCode.parse(str(text))
        except GameCodeError:
            return False
        return any(
            _same_deck(code, model) and first <= code.number <= last
            for model, first, last in self._spans
        )


def _same_deck(code: GameCode, model: GameCode) -> bool:
    return (code.game, code.version, code.variant) == (model.game, model.version, model.variant)


def expand(items: Iterable[str]) -> DealList:
    """The deals a deal list names, in order, each once (a :class:`DealList`).

    >>> from generator.codes import example_codes
    >>> head = example_codes()[0].head
    >>> [code.letters for code in expand([f"{head}:1-3", f"{head}-AAAAAAB", f"{head}:7"])]
    ['AAAAAAB', 'AAAAAAC', 'AAAAAAD', 'AAAAAAH']
    >>> len(expand([f"{head}:1-2000000000", f"{head}:5-2000000005"]))
    2000000005
    >>> expand([f"{head}:5-2"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    generator.solve.batch.DealListError: bad deal range '...:5-2': the first number is larger than the last
    """
    spans: list[tuple[GameCode, int, int]] = []
    for item in items:
        model, first, last = span(item)
        pieces = [(first, last)]
        for earlier, low, high in spans:
            if _same_deck(model, earlier):
                pieces = [piece for start, end in pieces for piece in _minus(start, end, low, high)]
        spans.extend((model, start, end) for start, end in pieces)
    return DealList(spans)


def _minus(start: int, end: int, low: int, high: int) -> list[tuple[int, int]]:
    """``start``…``end`` without ``low``…``high``: up to two spans, in order."""
    return [
        span
        for span in ((start, min(end, low - 1)), (max(start, high + 1), end))
        if span[0] <= span[1]
    ]


def span(item: str) -> tuple[GameCode, int, int]:
    """The deals one item names, ``(model, first, last)``: a code, or a range
    ``PREFIX:FIRST[-LAST]``; :class:`DealListError` says why an item names none.

    >>> from generator.codes import example_codes
    >>> code = example_codes()[0]
    >>> model, first, last = span(f"{code.head}:3-9")
    >>> (model.game, model.variant) == (code.game, code.variant), first, last
    (True, 3, 9)
    """
    match = _RANGE.fullmatch(item.strip())
    if match is None:
        try:
            code = GameCode.parse(item)
        except GameCodeError as error:
            example = examples(lambda code: f"{code.head}:1-1000")
            raise DealListError(f"{error} (a range is written like {example})") from None
        return code, code.number, code.number
    prefix, first_text, last_text = match.groups()
    try:
        first = whole_number(first_text)
        last = whole_number(last_text) if last_text else first
    except NumberTooLong as error:
        raise DealListError(f"bad deal range starting {item[:30]!r}: {error}") from None
    if first > last:
        raise DealListError(f"bad deal range {item!r}: the first number is larger than the last")
    try:
        model = GameCode.parse(f"{prefix}-AAAAAAB")
        GameCode(model.game, model.version, model.variant, first)
        GameCode(model.game, model.version, model.variant, last)
    except GameCodeError as error:
        raise DealListError(f"bad deal range {item!r}: {error.reason}") from None
    return model, first, last


def read_results(path: str) -> list[DealResult]:
    """The results already in ``path`` (none if it does not exist).

    A last line without its newline is a line cut off by an interruption: it
    is left out (and overwritten by :func:`open_results`).  Any other line
    that does not read is an error naming the file and the line.
    """
    try:
        kind = os.stat(path)  # before opening: opening a pipe would wait for a writer
        if not stat.S_ISREG(kind.st_mode):
            raise ResultsFileError(f"{path}: not a regular file (results are appended to one)")
        if kind.st_size > RESULTS_LIMIT:
            raise ResultsFileError(f"{path}: larger than {RESULTS_LIMIT:,} bytes")
        with open(path, "rb") as file:
            data = file.read(RESULTS_LIMIT + 1)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise ResultsFileError(f"{path}: cannot read: {error.strerror or error}") from None
    if len(data) > RESULTS_LIMIT:
        raise ResultsFileError(f"{path}: larger than {RESULTS_LIMIT:,} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as bad:
        where = data[: bad.start].count(b"\n") + 1
        raise ResultsFileError(f"{path}:{where}: not UTF-8") from None
    lines = text.split("\n")
    # The piece after the last newline is empty, or a line cut off mid-write.
    results = []
    for number, line in enumerate(lines[:-1], 1):
        if not line.strip():
            continue
        try:
            results.append(DealResult.from_json(line))
        except (ValueError, RecursionError) as error:
            raise ResultsFileError(f"{path}:{number}: not a solve result: {error}") from None
    return results


def pending(codes: Iterable[GameCode], done: Iterable[DealResult]) -> Iterator[GameCode]:
    """The deals of ``codes`` that have no result yet, as they come."""
    finished = {result.code for result in done}
    return (code for code in codes if str(code) not in finished)


def open_results(path: str) -> int:
    """Open ``path`` for appending whole lines (a file descriptor), creating it if
    needed and cutting off a last line left incomplete by an interruption."""
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o644)
    size = os.fstat(descriptor).st_size
    if size:
        data = os.pread(descriptor, size, 0)
        complete = data.rfind(b"\n") + 1
        if complete < size:
            os.ftruncate(descriptor, complete)
    return descriptor


def append_result(descriptor: int, result: DealResult) -> None:
    """Append one line with a single write, so that the line is in the file whole or not at all."""
    data = result.to_json().encode("utf-8")
    written = os.write(descriptor, data)
    if written != len(data):  # a full disk: leave no partial line behind
        os.ftruncate(descriptor, os.fstat(descriptor).st_size - written)
        raise OSError(f"wrote {written} of {len(data)} bytes")


def solve_deal(code: GameCode | str, max_seconds: float | None) -> DealResult:
    """Deal and solve one deal; every win is replayed through the engine before it counts."""
    from generator.deal import deal
    from generator.solve import solve_position

    code = GameCode.parse(code) if isinstance(code, str) else code
    start = deal(code)
    began = time.thread_time()
    solution = solve_position(start, max_seconds=max_seconds)
    cpu = time.thread_time() - began
    moves = None
    if solution.verdict is Verdict.WON:
        position = start
        for action in solution.actions:
            position = position.play(action)
        moves = count_moves(solution.actions)
        if not position.is_won():
            raise AssertionError(f"{code}: the solver's win does not replay to a won position")
    return DealResult(str(code), solution.verdict.value, moves, solution.states, round(cpu, 4))


def _solve_text(job: tuple[str, float | None]) -> DealResult:
    return solve_deal(*job)


def solve_many(
    codes: Iterable[GameCode], max_seconds: float | None, jobs: int = 1
) -> Iterator[DealResult]:
    """Solve ``codes``, yielding each result as it comes (in order when ``jobs`` is 1).

    The codes are taken as the workers need them (at most two a worker
    waiting), so a range of any length costs no memory; the workers ignore
    Ctrl-C and die with this process (:func:`generator.interrupt.worker_started`).
    """
    work = iter(codes)
    first = list(itertools.islice(work, 2))
    if jobs <= 1 or len(first) <= 1:
        for code in itertools.chain(first, work):
            yield solve_deal(code, max_seconds)
        return
    import multiprocessing  # only here: importing it costs a batch run's start-up
    import queue

    from generator.interrupt import worker_started

    finished: queue.SimpleQueue[Any] = queue.SimpleQueue()
    running = 0
    with multiprocessing.get_context("spawn").Pool(
        jobs, initializer=worker_started, initargs=(os.getpid(),)
    ) as pool:
        for code in itertools.chain(first, work):
            pool.apply_async(
                _solve_text,
                ((str(code), max_seconds),),
                callback=finished.put,
                error_callback=finished.put,
            )
            running += 1
            if running >= 2 * jobs:
                yield _result(finished.get())
                running -= 1
        for _ in range(running):
            yield _result(finished.get())


def run_batch(
    codes: DealList,
    max_seconds: float | None,
    jobs: int,
    path: str | None,
    each: Callable[[int, int, DealResult], None],
    progress: Callable[[str], None],
) -> dict[str, int]:
    """Solve every deal of ``codes`` that ``path`` (a results file, or ``None``) has no
    line for yet, appending each result to it as it comes: the one batch run that both
    ``solve CODES --jsonl`` and ``survey`` make, so each has ``-j`` and resumes.

    ``each(number, count, result)`` is told of every result as it comes (``count``: the
    deals this run solves); ``progress`` is told how many deals the file already holds.
    Returns the verdicts of all the deals of ``codes``, those of the file included.
    :class:`ResultsFileError` if the file does not read back, ``OSError`` if it cannot be
    written, :class:`generator.interrupt.Interrupted` on Ctrl-C (the lines written stay).
    """
    done = read_results(path) if path else []
    tally = {verdict.value: 0 for verdict in Verdict}
    for result in {result.code: result for result in done}.values():
        if result.code in codes:
            tally[result.verdict] += 1
    already = sum(tally.values())
    if already:
        progress(
            f"{already} of {len(codes)} deals already in {path}, {len(codes) - already} to solve"
        )
    count = len(codes) - already
    descriptor = open_results(path) if path else None
    try:
        solved = solve_many(pending(codes, done), max_seconds, jobs)
        for number, result in enumerate(solved, 1):
            if descriptor is not None:
                append_result(descriptor, result)
            tally[result.verdict] += 1
            each(number, count, result)
    finally:
        if descriptor is not None:
            os.close(descriptor)
    return tally


def _result(outcome: DealResult | BaseException) -> DealResult:
    if isinstance(outcome, BaseException):
        raise outcome
    return outcome


__all__ = [
    "DealListError",
    "DealResult",
    "ResultsFileError",
    "append_result",
    "expand",
    "open_results",
    "pending",
    "read_results",
    "run_batch",
    "solve_deal",
    "solve_many",
    "span",
    "survey",
]


def survey(
    name: str,
    head: str,
    first: int,
    last: int,
    seconds: float,
    progress: Callable[[str], None] | None = None,
    jobs: int = 1,
    path: str | None = None,
) -> Survey:
    """Solve deals ``first`` … ``last`` of ``head`` for at most ``seconds`` of CPU time each,
    ``jobs`` at once, and count the verdicts.

    A survey is a batch run (:func:`run_batch`) summed up: each deal is decided by
    :func:`solve_deal` (every win replayed through the engine before it counts), and with
    ``path`` each result goes to that results file, so that the same survey run again
    resumes where it stopped (with the same ``seconds``: the file does not keep them)."""
    from generator.solve.survey import Survey  # here: a batch run need not import it

    def each(number: int, count: int, result: DealResult) -> None:
        if progress:
            progress(f"{result.code}: {result.verdict}, {result.cpu_s:.1f} s")

    codes = expand([f"{head}:{first}-{last}"])
    tally = run_batch(codes, seconds, jobs, path, each, progress or (lambda message: None))
    return Survey(
        name,
        head,
        first,
        last,
        seconds,
        tally[Verdict.WON.value],
        tally[Verdict.UNWINNABLE.value],
        tally[Verdict.UNDECIDED.value],
    )
