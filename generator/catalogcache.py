"""The merged page catalogs of a build, kept for the next one while nothing they come from changes.

Each site build merges the page catalogs with the pages as they are now
(:func:`generator.site.refreshed_catalogs`): a Sphinx ``gettext`` build of
every English page, then the merge of its templates into every language's
catalogs, about three seconds each time.  The result depends only on files:
the pages and whatever they include, ``conf.py``, the catalogs and committed
templates under ``locales/``, the generator's own code (its directives make
the pages' messages) and the versions of the libraries that read them.  So it
is kept in ``build/.catalog-cache.json`` with a SHA-256 of each of those
files, and served again only while every one of them has the same digest and
no file was added to or removed from the folders read: any change, however
small, merges again.
"""

from __future__ import annotations

import hashlib
import json
import sys
from importlib import metadata
from pathlib import Path

from generator.files import write_atomic

VERSION = 1
"""Part of every entry: change it when what is kept, or how it is merged, changes."""
LIBRARIES = ("sphinx", "myst-parser", "docutils", "babel")


def cache_path(root: Path) -> Path:
    return root / "build" / ".catalog-cache.json"


def _package() -> Path:
    import generator

    return Path(generator.__file__).resolve().parent


def _name(root: Path, path: Path) -> str:
    """``path`` as the entry names it: from the project or the package, else absolute."""
    for base, prefix in ((_package(), "<generator>/"), (root.resolve(), "")):
        if path.is_relative_to(base):
            return prefix + path.relative_to(base).as_posix()
    return str(path)


def _path(root: Path, name: str) -> Path:
    if name.startswith("<generator>/"):
        return _package() / name.removeprefix("<generator>/")
    return root / name


def _tree(root: Path) -> list[Path]:
    """Every file read whatever the pages say: the pages' folder, the catalogs, conf.py and
    the generator's Python code."""
    files = [root / "conf.py"]
    for folder in (root / "docs", root / "locales"):
        if folder.is_dir():
            files += sorted(path for path in folder.rglob("*") if path.is_file())
    files += sorted(_package().rglob("*.py"))
    return [path.resolve() for path in files]


def _digest(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return "missing"


def _header(languages: tuple[str, ...]) -> dict[str, object]:
    versions = {}
    for name in LIBRARIES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = ""
    return {
        "version": VERSION,
        "python": sys.version,
        "libraries": versions,
        "languages": list(languages),
    }


def inputs(root: Path, dependencies: tuple[str, ...] = ()) -> dict[str, str]:
    """The digest of each file the merge reads, by name: :func:`_tree` and ``dependencies``
    (paths Sphinx noted the pages read)."""
    paths = dict.fromkeys([*_tree(root), *(Path(path).resolve() for path in dependencies)])
    return {_name(root, path): _digest(path) for path in sorted(paths)}


def load(root: Path, languages: tuple[str, ...]) -> dict[Path, str] | None:
    """The catalogs kept for ``languages``, if every file they came from is as it was."""
    try:
        entry = json.loads(cache_path(root).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("header") != _header(languages):
        return None
    kept = entry.get("inputs", {})
    extra = tuple(str(_path(root, name)) for name in kept)
    if inputs(root, extra) != kept:
        return None
    return {root / name: text for name, text in entry["texts"].items()}


def store(
    root: Path,
    languages: tuple[str, ...],
    texts: dict[Path, str],
    dependencies: tuple[str, ...],
    read: dict[str, str],
) -> None:
    """Keep ``texts`` for ``languages``; ``read``: :func:`inputs` taken before the merge began (a
    file edited during the merge then fails the next :func:`load`)."""
    current = inputs(root, dependencies)
    entry = {
        "header": _header(languages),
        "inputs": {**current, **{name: digest for name, digest in read.items() if name in current}},
        "texts": {_name(root, path.resolve()): text for path, text in sorted(texts.items())},
    }
    cache_path(root).parent.mkdir(parents=True, exist_ok=True)
    write_atomic(cache_path(root), json.dumps(entry, ensure_ascii=False, indent=0, sort_keys=True))
