"""The extension's one way to report a mistake: a located warning of type ``generator``.

Each has a subtype of :data:`SUBTYPES` (a record's comments and the in-build
check use their check ids): ``-W`` fails the build on any of them, and
``suppress_warnings = ["generator.translation"]`` silences one kind.

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

SUBTYPES: dict[str, str] = {
    "game": "a game declared twice, without a record, or cited but never declared",
    "record": "a record that cannot be read or parsed",
    "replay": "a record the engine does not replay: an illegal move, a wrong card in brackets",
    "position": "a position option that names no moment, a `:mark:` or `:refused:` that does not fit",
    "assert": "an `{assert}` condition that is false or unreadable",
    "role": "a role whose target does not read, or names what the game does not have",
    "example": "a `{legal}` or `{refused}` example the engine contradicts",
    "deal": "a game code that does not parse, or piles it does not have",
    "i18n": "a generator catalog missing, unreadable or without a phrase the page needs",
    "translation": "a page or an interface word left untranslated, or a translation adding markup",
    "path": "a file a directive would read from outside the sources, or that is not a file",
    "config": "a configuration value of the wrong kind",
    "builder": "a builder that shows positions without their picture",
}
"""The subtypes of the extension's warnings, with what each reports."""


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
