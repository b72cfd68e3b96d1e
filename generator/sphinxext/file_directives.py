"""The directives that read a file check its path first, before anything is read.

docutils and Sphinx read the file an ``include``, a ``literalinclude`` (and its
``:diff:``), a ``csv-table`` or ``raw`` ``:file:`` and a ``figure`` with
``:figwidth: image`` name while the page is parsed: the check of the finished
tree (:mod:`generator.sphinxext.paths`) comes after ``/dev/zero`` was read
without end or a pipe waited for ever.  Each is registered again as a subclass
that first checks every path it will read with :func:`generator.files.readable`
(inside the source directory, symlinks included; a regular file; at most
:data:`generator.files.RECORD_LIMIT` bytes).  A path refused is a located
warning at the directive's line that names the path as the page wrote it, and
the directive reads nothing and puts nothing in the page.  ``:url:``
(``csv-table``, ``raw``) is refused: a URL reads from outside the project
(``file:///etc/passwd`` too).

MyST reads an ``include`` itself (:class:`myst_parser.mocking.MockIncludeDirective`),
never calling the directive's ``run``: its class is replaced by one that checks first,
and refuses an include that leads back to a file being included (a loop, which
MyST would follow until Python's recursion limit).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any
from urllib.request import url2pathname

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.parsers.rst.directives.misc import Raw, adapt_path
from myst_parser import mocking
from myst_parser.mdit_to_docutils import base as myst_renderer
from sphinx.directives.code import LiteralInclude
from sphinx.directives.other import Include
from sphinx.directives.patches import CSVTable, Figure

from generator.files import UnsafePathError, readable
from generator.sphinxext.report import warn

Reads = Iterator[tuple[str, str]]
"""(the path that will be read, as docutils or Sphinx will open it; the path as the page wrote it)."""


class _Refused(Exception):
    """A path the directive may not read (raised where docutils would read it)."""


def _check(env: Any, reads: Reads) -> None:
    """Raise :class:`UnsafePathError` for the first path that may not be read."""
    for path, shown in reads:
        readable(env.srcdir, os.path.abspath(path), shown=shown)


def _standard_or_relative(env: Any, argument: str) -> str:
    """Where an include's argument points: docutils' own files for ``<name>``, else from the source directory."""
    if argument.startswith("<") and argument.endswith(">"):
        return os.path.join(Include.standard_include_path, argument[1:-1])
    return env.relfn2path(argument)[1]


def _url_refused(options: dict) -> Reads:
    if "url" in options:
        raise UnsafePathError(f"{':url: ' + options['url']!r} reads from outside the project")
    return iter(())


class _Checked:
    """Mixed into a directive: :meth:`reads` checked before the directive's own ``run``."""

    name: str
    lineno: int
    options: dict
    arguments: list[str]
    state: Any
    state_machine: Any

    def reads(self, env: Any) -> Reads:
        raise NotImplementedError

    def run(self) -> Any:
        """The directive's own ``run`` (whatever nodes it makes), once its reads are checked."""
        env = self.state.document.settings.env
        try:
            _check(env, self.reads(env))
            return super().run()  # type: ignore[misc]
        except (UnsafePathError, _Refused) as error:
            source, line = self.state_machine.get_source_and_line(self.lineno)
            warn(f"{self.name}: {error}: not read", f"{source}:{line}", "path")
            return []


class CheckedInclude(_Checked, Include):
    def reads(self, env: Any) -> Reads:
        yield _standard_or_relative(env, self.arguments[0]), self.arguments[0]


class CheckedLiteralInclude(_Checked, LiteralInclude):
    def reads(self, env: Any) -> Reads:
        yield env.relfn2path(self.arguments[0])[1], self.arguments[0]
        if "diff" in self.options:
            yield env.relfn2path(self.options["diff"])[1], self.options["diff"]


class CheckedRaw(_Checked, Raw):
    def reads(self, env: Any) -> Reads:
        yield from _url_refused(self.options)
        if "file" in self.options:
            document = self.state.document
            yield (
                adapt_path(
                    self.options["file"], document.current_source, document.settings.root_prefix
                ),
                self.options["file"],
            )


class CheckedCSVTable(_Checked, CSVTable):
    """Checked where docutils reads, after Sphinx has made an absolute ``:file:`` relative to the source directory."""

    def reads(self, env: Any) -> Reads:
        return _url_refused(self.options)

    def get_csv_data(self) -> Any:
        if "file" in self.options:
            document = self.state.document
            path = adapt_path(
                self.options["file"], document.current_source, document.settings.root_prefix
            )
            try:
                _check(document.settings.env, iter([(path, self.options["file"])]))
            except UnsafePathError as error:
                raise _Refused(str(error)) from None
        return super().get_csv_data()


class CheckedFigure(_Checked, Figure):
    """``:figwidth: image`` makes docutils open the image (from the working directory) to learn its width."""

    def reads(self, env: Any) -> Reads:
        if self.options.get("figwidth") == "image":
            uri = directives.uri(self.arguments[0])
            yield url2pathname(uri), uri


CHECKED = {
    "include": CheckedInclude,
    "literalinclude": CheckedLiteralInclude,
    "raw": CheckedRaw,
    "csv-table": CheckedCSVTable,
    "figure": CheckedFigure,
}


class CheckedMystInclude(mocking.MockIncludeDirective):
    """MyST's own reading of an ``include``, checked first (outside Sphinx, as MyST does it)."""

    def run(self) -> list[nodes.Element]:
        env = self.renderer.sphinx_env
        if env is None:
            return super().run()
        written = self.arguments[0]
        argument = "".join(part.strip() for part in written.splitlines())  # as MyST reads it
        standard = argument.startswith("<") and argument.endswith(">")
        path = _standard_or_relative(env, argument if standard else written)
        try:
            _check(env, iter([(path, argument)]))
            included = os.path.realpath(path)
            if included in _including or included == os.path.realpath(self.document["source"]):
                chain = (
                    [*_including[_including.index(included) :]] if included in _including else []
                )
                raise UnsafePathError(f"{argument!r} includes itself{_through(env, chain[1:])}")
        except UnsafePathError as error:
            warn(
                f"{self.name}: {error}: not read",
                f"{self.document['source']}:{self.lineno}",
                "path",
            )
            return []
        _including.append(included)
        try:
            return super().run()
        finally:
            _including.pop()


_including: list[str] = []
"""The files MyST is including, outermost first (one page is parsed at a time in a process)."""


def _through(env: Any, chain: list[str]) -> str:
    """`` through b.inc, c.inc``: the files between an include and its loop back."""
    if not chain:
        return ""
    return " through " + ", ".join(os.path.relpath(path, env.srcdir) for path in chain)


def setup(app: Any) -> None:
    """Register the checked directives over Sphinx's and docutils' own; MyST's include checked too."""
    for name, directive in CHECKED.items():
        app.add_directive(name, directive, override=True)
    myst_renderer.MockIncludeDirective = CheckedMystInclude  # type: ignore[attr-defined]
