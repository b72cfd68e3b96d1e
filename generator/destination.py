"""Where ``build --out`` may publish a site: never over the user's work.

Publishing replaces ``out`` by a link to a new version of the site (:mod:`generator.publish`):
whatever ``out`` was is gone afterwards.  So ``out`` must be a site this
generator published, an empty directory, or a path that does not exist yet,
and must not lie in the project's sources.  :func:`check_out` refuses,
before anything is built or written:

- an ``out`` that exists and is not a directory (a file, a device, a
  symbolic link the generator did not make);
- ``out`` inside (or being) the project's sources (``docs/``, ``locales/``,
  ``examples/``, ``generator/``, ``.git``, the project directory itself, or a directory holding it);
- a directory holding a ``conf.py`` (someone's project);
- a directory outside the project's ``build/`` that holds files but is not
  a site (no ``index.html`` with a ``<lang>/.buildinfo`` beside it).
"""

from __future__ import annotations

import os
from pathlib import Path

SOURCES = ("docs", "locales", "examples", "generator", "conf.py", ".git")
"""What ``out`` may neither be nor lie in, relative to the project."""


class DestinationError(ValueError):
    """``--out`` names a place where publishing would destroy something; the message says what."""


def check_out(
    root: Path, out: Path, option: str = "--out", untouched: str = "nothing was built"
) -> Path:
    """``out`` (absolute, its own last part unresolved), if a site may be published there;
    :class:`DestinationError` naming it (as ``option``), the reason and what was left
    ``untouched`` otherwise."""
    where = Path(os.path.abspath(out))
    located = where.parent.resolve() / where.name  # the folder resolved, ``out`` itself not
    real = located.resolve()
    project = root.resolve()

    def refuse(reason: str) -> DestinationError:
        return DestinationError(f"{option} {out}: {reason}; {untouched}")

    for place in {located, real}:
        if place == project or place in project.parents:
            raise refuse("it holds the project")
        for source in SOURCES:
            if place == project / source or (project / source) in place.parents:
                raise refuse(f"it is in the project's sources ({source})")
    if located.is_symlink():
        if not _is_published_link(located):
            raise refuse("it is a symbolic link the generator did not make")
        return located
    if not located.exists():
        return located
    if not located.is_dir():
        raise refuse("it exists and is not a directory")
    if (located / "conf.py").exists():
        raise refuse("it holds a conf.py (a project, not a site)")
    ours = project / "build" in located.parents  # the generator's own directory
    if not ours and any(located.iterdir()) and not _is_site(located):
        raise refuse("it is a directory that holds files and no site")
    return located


def _is_published_link(link: Path) -> bool:
    """A link to ``.<name>.versions/<n>``, as :class:`generator.publish.Staging` makes them."""
    target = Path(os.readlink(link))
    return (
        not target.is_absolute()
        and len(target.parts) == 2
        and target.parts[0] == f".{link.name}.versions"
        and target.parts[1].isdigit()
    )


def _is_site(directory: Path) -> bool:
    """A site an older generator left as a plain directory: the chooser and a built language."""
    return (directory / "index.html").is_file() and any(
        (entry / ".buildinfo").is_file() for entry in directory.iterdir() if entry.is_dir()
    )
