"""The catalogs as Sphinx reads them: compiled under ``build/locales/``, never in ``locales/``.

Sphinx compiles each ``<page>.po`` into a ``.mo`` beside it, in place and not
atomically: two builds at once could read each other's half-written files.
Before any language is built, :func:`compile_catalogs` reads every catalog
of the languages to build (strictly: a catalog that does not parse, or is
not UTF-8, stops the build with ``file:line: reason`` before anything runs)
and writes ``build/locales/<lang>/LC_MESSAGES/<domain>.mo`` atomically, only
when its content changed (Sphinx re-reads a page whose ``.mo`` is newer).
Beside each ``.mo`` a symlink ``<domain>.po`` points at the source catalog:
Sphinx finds a language's catalogs by their ``.po`` files, and the
extension's messages name the source file through it.  The build points
``locale_dirs`` there and turns Sphinx's own compiling off
(:func:`sphinx_overrides`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from generator.catalogs import CatalogError, compile_mo, parse_catalog, read_catalog
from generator.files import write_atomic


class CompileError(ValueError):
    """Catalogs that cannot be compiled; ``problems`` are ``file:line: reason`` lines."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


def sphinx_overrides(source: Path, target: Path, srcdir: Path) -> dict[str, Any]:
    """The Sphinx settings that make it read the compiled catalogs and compile nothing itself;
    ``generator_catalog_sources`` keeps where the catalogs a person edits are.

    Both relative to the source directory ``srcdir``, as ``locale_dirs`` is read: Sphinx
    hashes its settings into each language's ``.buildinfo``, which must not depend on
    where the project was checked out.
    """
    return {
        "locale_dirs": [os.path.relpath(target, srcdir)],
        "gettext_auto_build": False,
        "generator_catalog_sources": [os.path.relpath(source, srcdir)],
    }


def source_locale_dirs(config: Any) -> list[str]:
    """Where the ``.po`` files a person edits are (relative to the source directory, as
    ``locale_dirs``): ``generator_catalog_sources`` when the build compiled them, else ``locale_dirs``."""
    return list(getattr(config, "generator_catalog_sources", None) or config.locale_dirs or [])


def _compile(path: Path, text: str | None, earlier: bool) -> bytes:
    # Only translated messages (generator.catalogs): a fuzzy, empty or partly translated one is
    # missing from the .mo, so the page's translation check names it (never English in its place);
    # with ``earlier``, a reworded message's earlier translation is kept too.
    catalog = read_catalog(path) if text is None else parse_catalog(text, str(path))
    return compile_mo(catalog, earlier=earlier)


def compile_catalogs(
    source: Path,
    target: Path,
    languages: tuple[str, ...],
    *,
    texts: dict[Path, str] | None = None,
    earlier: bool = False,
) -> list[Path]:
    """Compile ``source/<lang>/LC_MESSAGES/**/*.po`` into ``target``; the ``.mo`` files written.

    ``texts`` gives a catalog's text where it is not the file's (a refresh planned in
    memory, :func:`generator.refresh.plan`); ``earlier`` keeps the earlier translation of
    each reworded message (:func:`generator.catalogs.earlier_translations`).
    Raises :class:`CompileError` (every unreadable catalog) before writing anything.
    """
    texts = texts or {}
    planned: dict[Path, tuple[Path, bytes]] = {}
    problems = []
    for language in languages:
        folder = source / language / "LC_MESSAGES"
        # A catalog only planned (a new page's) is not compiled: the page has no translation yet.
        for path in sorted(folder.rglob("*.po")) if folder.is_dir() else []:
            try:
                data = _compile(path, texts.get(path), earlier)
            except CatalogError as error:
                problems.append(str(error))
                continue
            planned[target / path.relative_to(source).with_suffix(".mo")] = (path.resolve(), data)
    if problems:
        raise CompileError(problems)
    _remove_others(target, languages, set(planned))
    written = []
    for mo, (po, data) in sorted(planned.items()):
        mo.parent.mkdir(parents=True, exist_ok=True)
        if not mo.is_file() or mo.read_bytes() != data:
            write_atomic(mo, data)
            written.append(mo)
        _link(mo.with_suffix(".po"), po)
    return written


def _remove_others(target: Path, languages: tuple[str, ...], kept: set[Path]) -> None:
    """A catalog deleted from locales/ must not live on in its compiled copy."""
    wanted = kept | {mo.with_suffix(".po") for mo in kept}
    for language in languages:
        folder = target / language
        for path in folder.rglob("*") if folder.is_dir() else []:
            if (path.is_symlink() or path.is_file()) and path not in wanted:
                path.unlink()


def _link(link: Path, source: Path) -> None:
    if link.is_symlink() and Path(os.readlink(link)) == source:
        return
    temporary = link.with_name(f".{link.name}.{os.getpid()}.tmp")
    temporary.unlink(missing_ok=True)
    temporary.symlink_to(source)
    os.replace(temporary, link)
