"""The extension's one way to report a mistake: a located warning of type ``generator``.

Each has a subtype (``game``, ``record``, ``replay``, ``position``, ``assert``,
``role``, ``deal``, ``i18n``, ``translation``, ``path``): ``-W`` fails the build on any
of them, and ``suppress_warnings = ["generator.translation"]`` silences one kind.

A mistake no page can be built around (a language without the generator's
catalog, a catalog that does not parse) is an error (:func:`fail`): the build
goes on to report the rest, then exits non-zero even without ``-W``.  Never
an exception: Sphinx answers one with its crash report, which buries the
``file:line`` under its own versions and a request to report a bug.
"""

from __future__ import annotations

from typing import Any

from sphinx.util import logging

logger = logging.getLogger("generator.sphinxext")


def warn(message: str, location: Any, subtype: str) -> None:
    """Warn at ``location`` (a node, ``(docname, line)`` or ``"path:line"``)."""
    logger.warning(message, location=location, type="generator", subtype=subtype)


def fail(app: Any, message: str, location: Any, subtype: str) -> None:
    """An error at ``location`` that makes the build exit with status 1, ``-W`` or not.

    Only from the main process (``builder-inited``, ``build-finished``): the
    exit status is the application's, which a parallel reader does not share.
    """
    logger.error(message, location=location, type="generator", subtype=subtype)
    app.statuscode = 1
