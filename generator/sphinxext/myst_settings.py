"""docutils settings built once per parser class, not once per translated message.

Sphinx parses each translated message of a page as a small document of its
own.  For each, myst-parser's ``setup_render`` evaluates
``options.get("document", make_document())``: the default argument is built
even though Sphinx always passes the document, and ``make_document`` rebuilds
docutils' default settings (an ``OptionParser`` over every component) every
time.  On a Hindi build that was 4 of 9 seconds.  The same function, with the
default settings computed once per parser class and copied for each new
document, so no document shares another's settings.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from docutils import nodes
from docutils.frontend import get_default_settings
from docutils.utils import new_document


@functools.cache
def _defaults(parser_cls: type) -> Any:
    return get_default_settings(parser_cls)


def make_document(source_path: str = "notset", parser_cls: type | None = None) -> nodes.document:
    """A new docutils document with the parser class's default settings (myst-parser's signature)."""
    from myst_parser.mdit_to_docutils import base

    return new_document(source_path, settings=copy.copy(_defaults(parser_cls or base.RSTParser)))


def install() -> None:
    """Use :func:`make_document` in myst-parser's renderer (idempotent)."""
    from myst_parser.mdit_to_docutils import base

    base.make_document = make_document
