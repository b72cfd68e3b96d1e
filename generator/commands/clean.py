"""``clean``: free the space the build's caches take, keeping the published site.

    python -m generator clean          # caches and old versions; build/site stays as published
    python -m generator clean --all    # everything under build/, the published site too

The build keeps Sphinx's environments (``build/doctrees``), the compiled
catalogs (``build/locales``), the picture cache (``build/.image-cache``) and
whatever a stopped build left; each is rebuilt when needed, so removing it
costs only the next build's time.  The published site (``build/site`` and the
version it links to) is kept unless ``--all``.  The command holds the build
lock, so it never removes what a running build is writing.
"""

from __future__ import annotations

import argparse
import os
import shutil
from pathlib import Path

from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "clean",
        help="remove the build's caches (keeping the published site; --all removes it too)",
        description="Remove what the build keeps under build/ to go faster next time.",
    )
    add_root_option(parser)
    parser.add_argument(
        "--all", action="store_true", help="remove the published site (build/site) as well"
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import publish

    root = project_root(arguments.root)
    build = root / "build"
    if not build.is_dir():
        print(f"nothing to clean: {build} does not exist")
        return 0
    with publish.one_build_at_a_time(build):
        kept = set() if arguments.all else _published(build)
        freed = sum(
            _remove(entry, kept)
            for entry in sorted(build.iterdir())
            if entry.name != publish.LOCK_NAME and entry not in kept
        )
    what = "everything" if arguments.all else "the caches; kept the published site build/site"
    print(f"removed {_megabytes(freed)} under {build}: {what}")
    return 0


def _published(build: Path) -> set[Path]:
    """What makes up the published site: ``build/site`` and, when it is a link, the version
    it points to (a path inside ``build/`` only: a link elsewhere is never followed)."""
    site = build / "site"
    if not site.is_symlink():
        return {site} if site.exists() else set()
    target = Path(os.path.normpath(build / os.readlink(site)))
    return {site, target} if build in target.parents else {site}


def _remove(entry: Path, keep: set[Path]) -> int:
    """Remove ``entry`` (a file, a link or a folder, less what ``keep`` names inside it);
    the bytes freed."""
    if entry.is_symlink() or not entry.is_dir():
        size = entry.lstat().st_size
        entry.unlink()
        return size
    inner = {path for path in keep if entry in path.parents}
    if inner:
        return sum(_remove(child, keep) for child in sorted(entry.iterdir()) if child not in inner)
    size = sum(
        os.lstat(os.path.join(folder, name)).st_size
        for folder, folders, files in os.walk(entry)  # links to folders are not followed
        for name in files + [f for f in folders if os.path.islink(os.path.join(folder, f))]
    )
    shutil.rmtree(entry)
    return size


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB" if size >= 1_000_000 else f"{size / 1000:.1f} kB"
