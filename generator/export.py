"""A copy of the published site as a plain folder, to upload anywhere.

``build/site`` is a symbolic link to the published version
(:mod:`generator.publish`), so that a build replaces the site in one step;
a tool that copies links as links (``cp -r build/site DEST``) would copy a
link that dangles.  :func:`export_site` writes the site's files themselves:
into a staging folder beside ``dest``, then exchanged with ``dest`` in one
rename, so a host serving ``dest`` sees the old site or the new one, never
half of each.  ``dest`` is checked as ``build --out`` is
(:func:`generator.destination.check_out`): never the project's sources, a
project, or a folder of other files.  The build's lock is held while copying,
so a build cannot remove the version being read.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from generator.destination import DestinationError, check_out
from generator.publish import exchange, one_build_at_a_time


class ExportError(ValueError):
    """No published site to export, or a destination that would lose someone's files."""


def export_site(root: Path, dest: Path) -> int:
    """Copy the published site of ``root`` (``build/site``) to the plain folder ``dest``;
    the number of files written."""
    build = root / "build"
    site = build / "site"
    try:
        target = check_out(root, dest, option="export", untouched="nothing was exported")
    except DestinationError as error:
        raise ExportError(str(error)) from None
    if target.is_symlink():
        raise ExportError(f"export {dest}: it is the published link itself; export elsewhere")
    with one_build_at_a_time(build):
        if not (site / "index.html").is_file():
            raise ExportError(f"{site}: no published site: run `python -m generator build` first")
        staging = target.with_name(f".{target.name}.export")
        shutil.rmtree(staging, ignore_errors=True)
        try:
            # copy2 keeps modification times: a sync tool uploads only what a build changed.
            shutil.copytree(site.resolve(), staging, copy_function=shutil.copy2)
            files = sum(len(names) for _, _, names in os.walk(staging))
            if not target.exists():
                os.rename(staging, target)
            elif exchange(staging, target):
                shutil.rmtree(staging)  # the old copy, now under the staging name
            else:
                old = target.with_name(f".{target.name}.old")
                os.rename(target, old)
                os.rename(staging, target)
                shutil.rmtree(old)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return files
