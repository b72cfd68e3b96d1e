"""One build at a time, and a site replaced only by a complete one, in one atomic step.

:func:`one_build_at_a_time` holds ``build/.lock`` (an ``flock``) for the
whole of a build or a catalog refresh: a second build started meanwhile
says it waits, then runs on what the first left.

:class:`Staging` gives the build a copy of the published site to build
into (``.<name>.staging`` beside it; the copy keeps modification times, so
Sphinx still writes only what changed).  The published site is a directory
``.<name>.versions/<n>`` and ``<name>`` (``build/site``) a relative symlink
to it.  :meth:`Staging.publish` moves the staging copy to a new version and
replaces the symlink by a new one with a single ``rename`` (:func:`os.replace`):
whenever the process stops, ``build/site`` is the old site or the new one,
complete.  Versions no longer published are deleted afterwards, or by the
next build if this one stopped first.  A build that fails deletes its
staging copy; the published site is exactly as it was.

A site left as a plain directory by an older version of the generator is
exchanged for the symlink with Linux's ``renameat2(RENAME_EXCHANGE)``, also
one step; where the system cannot exchange, two renames (once only).
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import os
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

LOCK_NAME = ".lock"


_held: set[int] = set()
"""The descriptors of the locks this process holds (closed in every child it forks)."""


def _forget_locks_in_child() -> None:
    # A forked child shares the parent's open lock file, and with it the flock: a child
    # that outlived its build (a worker whose parent was killed) would hold the lock forever.
    for descriptor in _held:
        with contextlib.suppress(OSError):
            os.close(descriptor)
    _held.clear()


os.register_at_fork(after_in_child=_forget_locks_in_child)


@contextlib.contextmanager
def one_build_at_a_time(build: Path) -> Iterator[None]:
    """Hold ``build/.lock`` while the block runs; wait (and say so) while another build holds it.

    The lock file holds the holder's process id while it is held: a build that
    takes over a lock whose holder stopped without releasing it (killed) says so.
    """
    build.mkdir(parents=True, exist_ok=True)
    path = build / LOCK_NAME
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(descriptor)
            by = f" (process {holder})" if holder else ""
            print(f"waiting for another build{by} to finish ({path})", file=sys.stderr, flush=True)
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        _held.add(descriptor)
        holder = _holder(descriptor)
        if holder and holder != os.getpid():
            print(
                f"{path}: taking over the lock of process {holder}, "
                "which stopped without releasing it",
                file=sys.stderr,
                flush=True,
            )
        try:
            os.ftruncate(descriptor, 0)
            os.pwrite(descriptor, f"{os.getpid()}\n".encode(), 0)
        except OSError as error:  # a full disk
            raise OSError(error.errno, error.strerror, str(path)) from None
        try:
            yield
        finally:
            os.ftruncate(descriptor, 0)
            _held.discard(descriptor)
            fcntl.flock(descriptor, fcntl.LOCK_UN)
    finally:
        os.close(descriptor)


def _holder(descriptor: int) -> int | None:
    """The process id written in the lock file, if any."""
    text = os.pread(descriptor, 32, 0).decode("ascii", "replace").strip()
    return int(text) if text.isdigit() and len(text) < 16 else None


class Staging:
    """A copy of the site at ``out`` to build into; published only by :meth:`publish`."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.path = out.with_name(f".{out.name}.staging")
        self.versions = out.with_name(f".{out.name}.versions")
        self._link = out.with_name(f".{out.name}.link")
        self._old = out.with_name(f".{out.name}.old")
        self._version: Path | None = None
        self.published = False

    def __enter__(self) -> Staging:
        if self.out.exists() and not self.out.is_dir():
            # Publishing replaces ``out``: never a file (generator.destination says why, earlier).
            raise FileExistsError(errno.EEXIST, "exists and is not a site", str(self.out))
        if self._old.is_dir() and not (self.out.exists() or self.out.is_symlink()):
            os.rename(
                self._old, self.out
            )  # a build stopped between the two renames of _replace_directory
        self._discard(self._old)
        self._discard(self.path)
        self._discard(self._link)
        self._keep_only(self.published_version())  # what a build that stopped while publishing left
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            if self.out.is_dir():
                shutil.copytree(self.out, self.path, symlinks=True)  # copy2: times kept
            else:
                self.path.mkdir()
        except shutil.Error as error:  # one (source, target, reason) a file not copied
            self._discard(self.path)
            _, target, reason = error.args[0][0]
            reason = re.sub(r"^\[Errno \d+\] ([^:]*).*", r"\1", str(reason))
            raise OSError(f"{target}: cannot copy the published site: {reason}") from None
        except BaseException:
            self._discard(self.path)  # a full disk must not stay full
            raise
        return self

    def published_version(self) -> Path | None:
        """The version directory ``out`` links to, if it is one of ours."""
        if not self.out.is_symlink():
            return None
        target = self.out.parent / os.readlink(self.out)
        if target.parent != self.versions or not target.is_dir():
            return None
        return target

    def publish(self) -> None:
        """Put the staged site at ``out`` in one rename; then delete the versions no longer published."""
        self.versions.mkdir(exist_ok=True)
        numbers = [int(p.name) for p in self.versions.iterdir() if p.name.isdigit()]
        self._version = self.versions / str(max(numbers, default=0) + 1)
        os.rename(self.path, self._version)
        os.symlink(os.path.relpath(self._version, self.out.parent), self._link)
        replaced = None
        if self.out.is_dir() and not self.out.is_symlink():
            replaced = self._exchange_directory()
        else:
            os.replace(self._link, self.out)  # the one step that publishes
        self.published = True
        if replaced is not None:
            self._discard(replaced)
        self._keep_only(self._version)

    def _exchange_directory(self) -> Path:
        """``out`` is a plain directory (an older generator's site): put the link there instead.

        Returns where the old directory now is, to be deleted.
        """
        if exchange(self._link, self.out):
            return self._link
        # Only here, and once: between these renames there is no site at ``out``
        # (the next build puts the old one back if this one stops there).
        os.rename(self.out, self._old)
        try:
            os.rename(self._link, self.out)
        except BaseException:
            os.rename(self._old, self.out)
            raise
        return self._old

    def __exit__(self, *exc: object) -> None:
        if not self.published:
            self._discard(self.path)
            self._discard(self._link)
            if self._version is not None:
                self._discard(self._version)

    def _keep_only(self, version: Path | None) -> None:
        """Delete every version but ``version`` (never anything outside the versions directory)."""
        if not self.versions.is_dir():
            return
        for entry in sorted(self.versions.iterdir()):
            if entry != version:
                self._discard(entry)

    @staticmethod
    def _discard(path: Path) -> None:
        if path.is_symlink() or path.is_file():
            path.unlink()
        elif path.exists():
            shutil.rmtree(path)


_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def exchange(first: Path, second: Path) -> bool:
    """Swap two paths atomically (Linux ``renameat2`` with ``RENAME_EXCHANGE``).

    False, with nothing changed, where the C library, the kernel or the file
    system cannot; :class:`OSError` for any other failure.
    """
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (AttributeError, OSError):
        return False
    renameat2.argtypes = [
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_uint,
    ]
    renameat2.restype = ctypes.c_int
    if (
        renameat2(_AT_FDCWD, os.fsencode(first), _AT_FDCWD, os.fsencode(second), _RENAME_EXCHANGE)
        == 0
    ):
        return True
    number = ctypes.get_errno()
    if number in (errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP):
        return False
    raise OSError(number, os.strerror(number), str(first), None, str(second))
