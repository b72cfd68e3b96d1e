"""One module per command of the command line; see :mod:`generator.cli`.

The commands that work on the project share how it is named: ``--root``, or the
directory holding ``conf.py`` at or above the current one.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def add_root_option(
    parser: argparse.ArgumentParser,
    help: str = "project directory (default: the one holding conf.py)",
) -> None:
    """The ``--root`` option of a command that works on the project."""
    parser.add_argument("--root", type=Path, default=None, help=help)


def project_root(given: Path | None) -> Path:
    """The project: ``--root`` as given (checked), else the one holding conf.py at or above
    the current directory; :class:`generator.site.SiteError` if there is none."""
    from generator import site

    return site.check_root(given.resolve()) if given else site.find_root(Path.cwd())
