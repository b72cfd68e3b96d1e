"""myst-parser's set-up made once, not once per translated message.

Sphinx parses each translated message of a page as a small document of its
own (``sphinx.transforms.i18n``), several hundred per page set and language,
and myst-parser set each one up from nothing:

- its renderer's ``setup_render`` evaluates ``options.get("document",
  make_document())``: the default argument is built even though Sphinx always
  passes the document, and ``make_document`` rebuilds docutils' default
  settings (an ``OptionParser`` over every component) every time.  On a Hindi
  build that was 4 of 9 seconds.  :func:`make_document` computes the default
  settings once per parser class and copies them for each new document, so no
  document shares another's settings.
- ``MystParser.parse`` builds a new ``MarkdownIt`` with every MyST plugin
  (``create_md_parser``: rule chains compiled, the renderer's methods looked
  up by introspection) for each message: a third of the time of parsing one.
  :func:`create_md_parser` hands out a parser already built for the same
  configuration object when one is free.  A parser keeps no state from one
  source to the next (``MarkdownIt.parse`` starts a new environment and the
  renderer's ``setup_render`` resets its own), and a parser in use is never
  handed out again before its ``render`` returned, so a page parsed while
  another is being rendered gets its own.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from docutils import nodes
from docutils.frontend import get_default_settings
from docutils.parsers.rst import Parser as RSTParser
from docutils.utils import new_document


@functools.cache
def _defaults(parser_cls: type) -> Any:
    return get_default_settings(parser_cls)


def make_document(source_path: str = "notset", parser_cls: type | None = None) -> nodes.document:
    """A new docutils document with the parser class's default settings (myst-parser's signature)."""
    return new_document(source_path, settings=copy.copy(_defaults(parser_cls or RSTParser)))


_FREE_PARSERS: dict[tuple[int, type], tuple[Any, list[Any]]] = {}
"""Free parsers by (configuration object's id, renderer class): the configuration itself is
kept beside them, so that a new configuration at the same address is never taken for it."""

_KEPT_CONFIGURATIONS = 4
"""Sphinx keeps one configuration a build (a page's front matter makes another): a process
that builds several languages one after the other needs only the latest."""


def create_md_parser(config: Any, renderer: Any) -> Any:
    """myst-parser's ``create_md_parser``, reusing a free parser made for this ``config``."""
    from myst_parser.parsers import mdit

    key = (id(config), renderer)
    kept = _FREE_PARSERS.get(key)
    if kept is None or kept[0] is not config:
        while len(_FREE_PARSERS) >= _KEPT_CONFIGURATIONS:
            del _FREE_PARSERS[next(iter(_FREE_PARSERS))]
        kept = _FREE_PARSERS[key] = (config, [])
    free = kept[1]
    if free:
        return free.pop()
    parser = mdit.create_md_parser(config, renderer)
    render = parser.render

    def render_then_free(*args: Any, **kwargs: Any) -> Any:
        try:
            return render(*args, **kwargs)
        finally:
            parser.options.pop("document", None)  # the page is not kept alive by a free parser
            free.append(parser)

    parser.render = render_then_free  # type: ignore[method-assign]  # this one parser's render
    return parser


def install() -> None:
    """Use :func:`make_document` and :func:`create_md_parser` in myst-parser (idempotent)."""
    from myst_parser.mdit_to_docutils import base
    from myst_parser.parsers import sphinx_

    base.make_document = make_document
    sphinx_.create_md_parser = create_md_parser  # type: ignore[attr-defined]  # patched in place
