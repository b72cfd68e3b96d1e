"""Paths a page or a translation names stay inside the source directory.

``:record:`` is read by :func:`generator.files.read_inside` before anything
is parsed; the directives that read a file while the page is parsed
(``include``, ``literalinclude``, ``raw``/``csv-table`` ``:file:``) check it
first (:mod:`generator.sphinxext.file_directives`).  What Sphinx copies into
the site later (an image, a download) and every file the page was found to
depend on, from the English page or from a catalog's translation of it, are
checked on ``doctree-read`` before Sphinx's own collectors note the images to
copy: a path that resolves (symlinks included) outside the source directory,
or an image or download that is not a regular file or is too large, is a
located warning quoting only the path, and the page's tree is emptied, so
nothing read from there is pickled into the doctrees or written to the site.

The pages themselves and the project's static files are confined too: a page
that is a symbolic link to a file outside the source directory is refused
before Sphinx reads it (:func:`pages_inside`), and a static file of the
project's ``html_static_path`` or ``html_extra_path`` that resolves outside it
is refused before Sphinx copies it (:func:`static_inside`).
"""

from __future__ import annotations

import os
import posixpath
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx import addnodes

from generator.files import OutsideError, UnsafePathError, inside, readable
from generator.sphinxext.report import fail, warn

PRIORITY = 400
"""Before Sphinx's collectors (500), which would note an image for copying into the site."""


def _shown(srcdir: Path, path: str) -> str:
    """A refused path as the page wrote it, relative to the source directory when it can be."""
    return posixpath.relpath(posixpath.normpath(str(srcdir / path)), str(srcdir))


def _local(uri: str) -> bool:
    return (
        bool(uri) and not uri.startswith("data:") and "://" not in uri and not uri.startswith("#")
    )


def _named_paths(env: Any, docname: str, doctree: nodes.document) -> list[tuple[str, Any, bool]]:
    """(path relative to the source directory, node or location, copied into the site?)
    for every file the page names."""
    named: list[tuple[str, Any, bool]] = []
    for node in doctree.findall(nodes.image):
        uri = node.get("uri", "")
        if _local(uri):
            named.append((env.relfn2path(uri, docname)[0], node, True))
    for download in doctree.findall(addnodes.download_reference):
        target = download.get("reftarget", "")
        if _local(target):
            named.append((env.relfn2path(target, docname)[0], download, True))
    # include, raw and csv-table :file: record what they read for docutils (absolute, or from
    # the working directory); literalinclude and others note it in the environment, from the
    # source directory (what was noted before the page was read is not the page's doing).
    recorded = getattr(doctree.settings, "record_dependencies", None)
    for path in recorded.list if recorded is not None else []:
        named.append((str(Path.cwd() / path), (docname, 1), False))
    before = getattr(env, "generator_dependencies_before", {}).get(docname, set())
    for path in sorted(set(env.dependencies.get(docname, ())) - before):
        named.append((str(path), (docname, 1), False))
    return named


def note_dependencies(app: Any, docname: str, source: list[str]) -> None:
    """``source-read``: what the page depends on before it is read (Sphinx notes the catalogs)."""
    if not hasattr(app.env, "generator_dependencies_before"):
        app.env.generator_dependencies_before = {}
    app.env.generator_dependencies_before[docname] = set(app.env.dependencies.get(docname, ()))


def keep_inside(app: Any, doctree: nodes.document) -> None:
    """``doctree-read``: refuse a page that names a file outside the source directory."""
    env = app.env
    docname = env.docname
    srcdir = Path(env.srcdir)
    refused = False
    for path, location, copied in _named_paths(env, docname, doctree):
        shown = _shown(srcdir, path)
        try:
            if (
                copied
            ):  # a pipe or a device would stop the copy for ever (a missing one Sphinx reports)
                readable(srcdir, path, shown=shown, missing_ok=True)
            else:
                inside(srcdir, path)
        except OutsideError:
            warn(f"{shown!r} is outside the project's source directory: not read", location, "path")
            refused = True
        except UnsafePathError as error:
            warn(f"{error}: not read", location, "path")
            refused = True
    if refused:
        # Nothing read from outside may reach the doctrees or the site.
        _empty(doctree)
        env.dependencies.pop(docname, None)


def _empty(doctree: nodes.document) -> None:
    """No node left: neither in the tree nor in the document's tables of ids and names."""
    doctree.children = []
    for name, value in vars(doctree).items():
        if name not in ("attributes", "settings") and isinstance(value, (dict, list)):
            value.clear()
    doctree.decoration = None


def pages_inside(app: Any, env: Any, docnames: list[str]) -> None:
    """``env-before-read-docs``: a page that resolves outside the source directory (a symbolic
    link to a file elsewhere) is a warning naming it, and is not read."""
    srcdir = Path(env.srcdir)
    for docname in list(docnames):
        path = Path(env.doc2path(docname))
        shown = _shown(srcdir, str(path.relative_to(srcdir)))
        try:
            inside(srcdir, path)
        except OutsideError:
            warn(
                f"page {shown!r} is outside the project's source directory: not read",
                (docname, 0),
                "path",
            )
            docnames.remove(docname)
            env.project.docnames.discard(docname)  # nor written, nor linked to


def static_inside(app: Any) -> None:
    """``builder-inited``: every file of the project's static and extra paths must resolve
    inside the source directory (the generator's own static files, in its package, excepted)."""
    srcdir = Path(app.srcdir).resolve()
    package = Path(__file__).resolve().parent.parent
    for option in ("html_static_path", "html_extra_path"):
        for entry in getattr(app.config, option, None) or []:
            top = Path(app.confdir, entry)
            if package in top.resolve().parents:
                continue
            for path in [top, *sorted(top.rglob("*"))] if top.exists() or top.is_symlink() else []:
                try:
                    inside(srcdir, path)
                except OutsideError:
                    shown = os.path.relpath(path, app.confdir)
                    fail(
                        app,
                        f"{option}: {shown!r} is outside the project's source directory: "
                        "the site is not published",
                        None,
                        "path",
                    )
