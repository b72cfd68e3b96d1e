"""One build at a time, and a site replaced only by a complete one.

:func:`one_build_at_a_time` holds ``build/.lock`` (an ``flock``) for the
whole of a build or a catalog refresh: a second build started meanwhile
says it waits, then runs on what the first left.

:class:`Staging` gives the build a copy of the published site to build
into (``.<name>.staging`` beside it; the copy keeps modification times, so
Sphinx still writes only what changed).  :meth:`Staging.publish` swaps it
into place when every language passed; otherwise the staging copy is
deleted and the published site is exactly as it was.
"""

from __future__ import annotations

import contextlib
import fcntl
import shutil
import sys
from pathlib import Path
from typing import Iterator

LOCK_NAME = ".lock"


@contextlib.contextmanager
def one_build_at_a_time(build: Path) -> Iterator[None]:
    """Hold ``build/.lock`` while the block runs; wait (and say so) while another build holds it."""
    build.mkdir(parents=True, exist_ok=True)
    with open(build / LOCK_NAME, "a") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print(f"waiting for another build to finish ({build / LOCK_NAME})", file=sys.stderr, flush=True)
            fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


class Staging:
    """A copy of the site at ``out`` to build into; published only by :meth:`publish`."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.path = out.with_name(f".{out.name}.staging")
        self._old = out.with_name(f".{out.name}.old")
        self.published = False

    def __enter__(self) -> Staging:
        self._discard(self.path)
        self._discard(self._old)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.out.is_dir():
            shutil.copytree(self.out, self.path, symlinks=True)  # copy2: times kept
        else:
            self.path.mkdir()
        return self

    def publish(self) -> None:
        """Put the staged site at ``out``: two renames, the old site deleted afterwards."""
        if self.out.exists():
            self.out.rename(self._old)
        self.path.rename(self.out)
        self.published = True
        self._discard(self._old)

    def __exit__(self, *exc: object) -> None:
        if not self.published:
            self._discard(self.path)

    @staticmethod
    def _discard(path: Path) -> None:
        if path.is_symlink() or path.is_file():
            path.unlink()
        elif path.exists():
            shutil.rmtree(path)
