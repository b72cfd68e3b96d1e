"""Stopping cleanly when asked to: SIGINT (Ctrl-C), SIGTERM and SIGHUP.

Python's defaults end a process on SIGTERM and SIGHUP at once, without
running a single ``finally``: a build stopped that way leaves its staging
copy, its worker processes and, through them, ``build/.lock`` behind.
:func:`stop_on_signals` makes the three signals raise :class:`Interrupted`
instead, so that every ``with`` and ``finally`` on the way out runs (the
workers are stopped, the staging copy deleted, the lock released), and the
command line prints one line and exits with ``128 + the signal's number``.

Worker processes call :func:`worker_started` first: Ctrl-C reaches every
process of the terminal's group, and only the parent decides what happens
(it stops the workers); a worker whose parent dies, even by SIGKILL, is
killed with it (Linux's parent-death signal) instead of running on alone.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import threading
from collections.abc import Iterator
from types import FrameType

SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
"""The signals that ask a command to stop."""


class Interrupted(BaseException):
    """The process received one of :data:`SIGNALS`.

    A :class:`BaseException`, like :class:`KeyboardInterrupt`, so that no
    ``except Exception`` on the way (Sphinx's, the pool's) takes it for an error.
    """

    def __init__(self, number: int) -> None:
        self.number = number
        self.name = signal.Signals(number).name
        super().__init__(f"stopped by {self.name}")

    @property
    def exit_status(self) -> int:
        """``128 + n``, as a shell reports a process ended by signal ``n`` (130 for SIGINT)."""
        return 128 + self.number


@contextlib.contextmanager
def stop_on_signals() -> Iterator[None]:
    """Within the block, :data:`SIGNALS` raise :class:`Interrupted` (once: a second signal
    while the first one's clean-up runs is ignored, so the clean-up finishes); a signal
    the process was started ignoring stays ignored.

    Outside the main thread (where Python cannot set handlers) the block runs unchanged.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    received: list[int] = []

    def handler(number: int, frame: FrameType | None) -> None:
        if received:
            return
        received.append(number)
        raise Interrupted(number)

    # A signal ignored when the process started stays ignored: ``nohup`` ignores SIGHUP, a
    # shell ignores SIGINT in the commands it starts in the background.
    previous = {
        number: signal.signal(number, handler)
        for number in SIGNALS
        if signal.getsignal(number) is not signal.SIG_IGN
    }
    try:
        yield
    finally:
        for number, old in previous.items():
            signal.signal(number, old)


_PR_SET_PDEATHSIG = 1


def worker_started(parent: int) -> None:
    """Set up a worker process forked by ``parent``: signals left to the parent, and death
    with the parent.

    SIGINT and SIGHUP are ignored (the parent, which gets them too from the
    terminal, stops the workers); SIGTERM ends the worker at once, as it did
    before :func:`stop_on_signals` was inherited.  On Linux the worker gets SIGKILL
    when its parent ends; if the parent ended already, the worker ends now.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    with contextlib.suppress(AttributeError, OSError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:
        os._exit(1)
