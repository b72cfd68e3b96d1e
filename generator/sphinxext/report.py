"""The extension's one way to report a mistake: a located warning of type ``generator``.

Each has a subtype (``game``, ``record``, ``replay``, ``position``, ``assert``,
``role``, ``deal``, ``i18n``, ``translation``, ``path``): ``-W`` fails the build on any
of them, and ``suppress_warnings = ["generator.translation"]`` silences one kind.
"""

from __future__ import annotations

from typing import Any

from sphinx.util import logging

logger = logging.getLogger("generator.sphinxext")


def warn(message: str, location: Any, subtype: str) -> None:
    """Warn at ``location`` (a node, ``(docname, line)`` or ``"path:line"``)."""
    logger.warning(message, location=location, type="generator", subtype=subtype)
