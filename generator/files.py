"""The project's files, read and written safely.

A path a page or a catalog names is read only when it resolves, symlinks
included, inside the directory that may be read (:func:`read_inside`), only if
it is a regular file, and only up to a size limit: a page cannot make the build
read ``/etc/passwd`` or ``/dev/zero``.  The refusal names the path as the page
wrote it, never the file's content.

Every file the generator writes for a user (a catalog, a record, the site's
pages) is written by :func:`write_atomic`: a reader sees the old file or the
new one, never half of one, and a failed write leaves the old file as it was.

>>> import tempfile, pathlib
>>> root = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(root / "a.game", "XY1-N-AAAAAAB\\n")
>>> read_inside(root, "a.game")
'XY1-N-AAAAAAB\\n'
>>> read_inside(root, "../../etc/passwd")
Traceback (most recent call last):
...
generator.files.OutsideError: '../../etc/passwd' is outside the project's source directory
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

RECORD_LIMIT = 1_000_000
"""The largest file a page may name (a record, an include, an image), in bytes.

A record of a long game is a few kilobytes."""


class LocatedError(ValueError):
    """A file that cannot be read as what it should be: ``path:line: reason``, each part kept."""

    def __init__(self, path: str, line: int, reason: str) -> None:
        super().__init__(f"{path}:{line}: {reason}")
        self.path = path
        self.line = line
        self.reason = reason


def read_utf8(path: Path, error: type[LocatedError]) -> str:
    """The text of ``path``; a byte that is not UTF-8 raises ``error`` at the line it is on."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as bad:
        raise error(str(path), data[: bad.start].count(b"\n") + 1, "not UTF-8") from None


class UnsafePathError(ValueError):
    """A path named by a page or a catalog that is not read; the message never quotes the file."""


class OutsideError(UnsafePathError):
    """The path resolves (symlinks included) outside the directory that may be read."""


def inside(base: str | Path, path: str | Path) -> Path:
    """``path`` (relative to ``base``, or absolute) resolved, if it stays inside ``base``.

    Symlinks are followed before the test: a link inside ``base`` pointing
    outside it is outside.  Raises :class:`OutsideError` otherwise.
    """
    base = Path(base).resolve()
    resolved = (base / path).resolve()
    if resolved != base and base not in resolved.parents:
        raise OutsideError(f"{str(path)!r} is outside the project's source directory")
    return resolved


def readable(
    base: str | Path,
    path: str | Path,
    limit: int = RECORD_LIMIT,
    shown: str | None = None,
    missing_ok: bool = False,
) -> Path:
    """``path`` resolved, if it may be read: :class:`UnsafePathError` otherwise, before anything is read.

    Refused: a path outside ``base`` (:func:`inside`), anything but a regular
    file (a device, a pipe, a directory), a file over ``limit`` bytes, and a
    missing file unless ``missing_ok`` (whoever reads it then says it is missing).
    ``shown`` is how messages name the path (default: as given).
    """
    shown = shown or str(path)
    try:
        resolved = inside(base, path)
    except OutsideError:
        raise OutsideError(f"{shown!r} is outside the project's source directory") from None
    try:
        if missing_ok and not resolved.exists():
            return resolved
        if not resolved.is_file():
            reason = "no such file" if not resolved.exists() else "not a regular file"
            raise UnsafePathError(f"{shown!r}: {reason}")
        size = resolved.stat().st_size
    except OSError as error:
        raise UnsafePathError(
            f"{shown!r}: cannot read: {error.strerror or type(error).__name__}"
        ) from None
    if size > limit:
        raise UnsafePathError(f"{shown!r} is larger than {limit:,} bytes")
    return resolved


def read_inside(
    base: str | Path, path: str | Path, limit: int = RECORD_LIMIT, shown: str | None = None
) -> str:
    """The UTF-8 text of ``path`` inside ``base``; :class:`UnsafePathError` when it may not be read.

    Refused: what :func:`readable` refuses, and bytes that are not UTF-8.
    """
    shown = shown or str(path)
    resolved = readable(base, path, limit, shown)
    try:
        with open(resolved, "rb") as stream:
            data = stream.read(limit + 1)  # the file may have grown since
    except OSError as error:
        raise UnsafePathError(
            f"{shown!r}: cannot read: {error.strerror or type(error).__name__}"
        ) from None
    if len(data) > limit:
        raise UnsafePathError(f"{shown!r} is larger than {limit:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as bad:
        line = data[: bad.start].count(b"\n") + 1
        raise UnsafePathError(f"{shown!r}: line {line} is not UTF-8") from None


def write_atomic(path: str | Path, data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8) to ``path``: a temporary file beside it, then a rename.

    The new file keeps the old one's permission bits (a new file gets the
    usual ``0o666`` less the umask).  Raises :class:`OSError`; the old file is
    then untouched and no temporary file is left behind.
    """
    path = Path(path)
    content = data.encode("utf-8") if isinstance(data, str) else data
    descriptor, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
    )
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
        try:
            mode = path.stat().st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
