"""The pages' templates, committed where a translator's tool finds them: ``locales/templates/``.

Sphinx's ``gettext`` builder writes a template per page into ``build/gettext/``,
with references relative to that folder (``../../docs/index.md:7``), no
format flags and the time of the build.  :func:`update` turns them into
``locales/templates/<page>.pot``, the file Poedit's and Weblate's "update from
template" and ``msgmerge`` read:

- each reference relative to the repository's root (``docs/index.md:7``);
- the format flags the catalogs carry (``python-brace-format`` for a message
  with ``{role}`` placeholders, as Babel finds them): ``msgmerge`` takes a
  message's flags from the template, so a translation merged with it keeps them;
- in GNU gettext's form (:mod:`generator.poformat`);
- written only when a message or a reference changed: a template that says the
  same keeps its bytes, ``POT-Creation-Date`` included, so a refresh with no
  English change changes no file.

The translations are then merged from these templates (:mod:`generator.refresh`),
so a translation's ``POT-Creation-Date`` is its template's and ``msgmerge`` with
the committed template leaves it as it is.  :func:`stale` says which committed
templates no longer match the pages (a test runs it).
"""

from __future__ import annotations

import os
from pathlib import Path

from generator.catalogs import read_catalog
from generator.files import write_atomic
from generator.poformat import catalog_text, header_entry

FOLDER = Path("locales") / "templates"
"""Where the pages' templates are committed, relative to the project's root."""


def template_text(pot: Path, root: Path) -> str:
    """The committed form of Sphinx's template ``pot``: references from ``root``, GNU's form."""
    catalog = read_catalog(pot)
    babel = catalog.babel()
    for message in babel:
        message.locations = [
            (_from_root(pot.parent, path, root), line) for path, line in message.locations
        ]
    return catalog_text(babel, header_entry(catalog))


def _from_root(folder: Path, path: str, root: Path) -> str:
    """A reference relative to the template's folder, made relative to the project's root."""
    return Path(os.path.relpath(os.path.normpath(folder / path), root)).as_posix()


def _body(text: str) -> str:
    """Everything after the header: what decides whether a template changed."""
    return text.split("\n\n", 1)[1] if "\n\n" in text else ""


def update(pot_dir: Path, root: Path, target: Path | None = None) -> list[Path]:
    """Write ``target/<page>.pot`` (default ``root/locales/templates``) from Sphinx's
    ``pot_dir``: those whose messages or references changed; a page's template no page
    has any more is removed.  The templates written or removed."""
    target = target or root / FOLDER
    wanted = {path.relative_to(pot_dir): path for path in sorted(pot_dir.rglob("*.pot"))}
    changed = []
    for name, pot in wanted.items():
        path = target / name
        text = template_text(pot, root)
        if path.is_file() and _body(path.read_text(encoding="utf-8")) == _body(text):
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, text)
        changed.append(path)
    for old in sorted(target.rglob("*.pot")) if target.is_dir() else []:
        if old.relative_to(target) not in wanted:
            old.unlink()
            changed.append(old)
    return changed


def stale(pot_dir: Path, root: Path, target: Path | None = None) -> list[str]:
    """The committed templates that do not say what Sphinx's templates in ``pot_dir`` say:
    ``path: reason`` for each one changed, missing or left over."""
    target = target or root / FOLDER
    wanted = {path.relative_to(pot_dir): path for path in sorted(pot_dir.rglob("*.pot"))}
    problems = []
    for name, pot in wanted.items():
        path = target / name
        if not path.is_file():
            problems.append(f"{path}: missing")
        elif _body(path.read_text(encoding="utf-8")) != _body(template_text(pot, root)):
            problems.append(f"{path}: does not match the pages")
    for old in sorted(target.rglob("*.pot")) if target.is_dir() else []:
        if old.relative_to(target) not in wanted:
            problems.append(f"{old}: no page has these messages any more")
    return problems
