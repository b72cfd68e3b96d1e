"""Read a MyST page as the checks need it: its directives and its prose, with line numbers.

The page is parsed as the build parses it (:mod:`generator.myst`: markdown-it-py
with myst-parser's plugins and the site's ``myst_*`` settings), and each
directive's options and body are split by myst-parser's own
:func:`~myst_parser.parsers.directives.parse_directive_text`.  So a fence of
any length, a directive nested in another, in a list or a quote, options as
``:key:`` lines or a YAML block, a comment, front matter or an indented code
block are what the build takes them for.  Prose is the text of every paragraph,
heading, list item, table cell and definition outside code and outside the
directives whose body is not prose (:data:`NOT_PROSE`), with its first line.

>>> page = parse_page('''# Rules
...
... Move {move}`ex 10` wraps.
...
... ```{assert} ex
... move 10 is wrap
... ```
... ''', "rules.md")
>>> d = page.directives[0]
>>> d.name, d.argument, d.line, d.content
('assert', 'ex', 5, [(6, 'move 10 is wrap')])
>>> [(p.line, p.text) for p in page.paragraphs]
[(1, 'Rules'), (3, 'Move {move}`ex 10` wraps.')]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from docutils.parsers.rst.directives.misc import TestDirective
from docutils.parsers.rst.states import MarkupError
from markdown_it import MarkdownIt
from markdown_it.token import Token
from myst_parser.parsers.directives import parse_directive_text

from generator import myst
from generator.citations import bare_name

# Directives whose body is not prose in the page's language.
NOT_PROSE: frozenset[str] = frozenset(
    {
        "game",
        "assert",
        "deal",
        "code",
        "code-block",
        "sourcecode",
        "toctree",
        "eval-rst",
        "math",
        "raw",
        "literalinclude",
        "include",
        "image",
        "graphviz",
        "csv-table",
    }
)

_DIRECTIVE = re.compile(r"^\{(?P<name>[\w:.-]+)\}\s*(?P<argument>.*)$")
_NOTE = re.compile(r"^\s*(?P<key>[a-z][\w-]*):(?P<value>.*)$")
_FENCES = frozenset({"fence", "colon_fence"})


@dataclass
class Directive:
    name: str
    argument: str
    line: int
    options: dict[str, str] = field(default_factory=dict)
    option_lines: dict[str, int] = field(default_factory=dict)
    content: list[tuple[int, str]] = field(default_factory=list)
    body_line: int = 0
    """The line where the body starts, after the options."""

    @property
    def content_start(self) -> int:
        """The first line of the body (the line after the options)."""
        return self.content[0][0] if self.content else self.body_line or self.line + 1


@dataclass
class Paragraph:
    """Consecutive prose lines; ``line`` is the first one."""

    line: int
    text: str

    def line_at(self, offset: int) -> int:
        return self.line + self.text.count("\n", 0, offset)


@dataclass
class Page:
    path: str
    directives: list[Directive]
    paragraphs: list[Paragraph]
    notes: dict[str, tuple[int, str]] = field(default_factory=dict)
    """The page's MyST comments of the form ``% key: value`` (not shown, not translated),
    each with its line: what a page says to the checks."""


def translatable_texts(page: Page) -> frozenset[str]:
    """What Sphinx may take a message from, each with its whitespace made single spaces: every
    paragraph, heading, list item, table cell and definition, and every directive's argument and
    option values."""
    texts = [p.text for p in page.paragraphs]
    for directive in page.directives:
        texts.append(directive.argument)
        texts.extend(directive.options.values())
    return frozenset(" ".join(text.split()) for text in texts)


class _AnyDirective(TestDirective):
    """Stands for any directive: one argument (the rest of the first line), a body, and every
    option kept as written (myst-parser reads a TestDirective's options without a spec)."""


def read_page(path: str | Path, settings: Mapping[str, Any] | None = None) -> Page:
    """The page at ``path``, parsed with the MyST ``settings`` (a ``conf.py``'s ``myst_*`` names)."""
    return parse_page(Path(path).read_text(encoding="utf-8"), str(path), settings)


def parse_page(text: str, path: str, settings: Mapping[str, Any] | None = None) -> Page:
    md = myst.parser(settings)
    page = Page(path, [], [])
    _read_blocks(md, md.parse(text), 0, page)
    return page


def _read_blocks(md: MarkdownIt, tokens: list[Token], offset: int, page: Page) -> None:
    """Add the directives, prose and notes of ``tokens`` (lines counted from ``offset``)."""
    for token in tokens:
        if token.map is None:
            continue
        line = token.map[0] + 1 + offset
        if token.type == "inline":
            page.paragraphs.append(Paragraph(line, token.content))
        elif token.type == "myst_line_comment":
            # A MyST comment: neither shown nor translated.  "% key: value" is a note to the checks.
            for number, comment in enumerate(token.content.split("\n"), start=line):
                note = _NOTE.match(comment)
                if note:
                    page.notes[note.group("key")] = (number, note.group("value").strip())
        elif token.type in _FENCES:
            directive = _DIRECTIVE.match(token.info.strip())
            if directive is not None:  # else a code block: neither directive nor prose
                _read_directive(md, token, directive, line, page)
        # Front matter, code blocks, HTML and the rest: not prose, no directive.


def _read_directive(
    md: MarkdownIt, token: Token, found: re.Match[str], line: int, page: Page
) -> None:
    name, argument = bare_name(found.group("name")), found.group("argument").strip()
    directive = Directive(name, argument, line)
    page.directives.append(directive)
    lines = token.content.splitlines()
    try:
        parsed = parse_directive_text(_AnyDirective, argument, token.content, line=line)
    except MarkupError:
        body, body_offset = lines, 0  # the build reports it; here the body is all there is
    else:
        body, body_offset = parsed.body, parsed.body_offset
        directive.options = {key: str(value) for key, value in parsed.options.items()}
        directive.option_lines = _option_lines(lines[:body_offset], directive.options, line)
    start = directive.body_line = line + 1 + body_offset
    directive.content = [(start + n, text) for n, text in enumerate(body)]
    # Blank lines around a body are not part of it.
    while directive.content and not directive.content[-1][1].strip():
        directive.content.pop()
    while directive.content and not directive.content[0][1].strip():
        directive.content.pop(0)
    if name not in NOT_PROSE:
        _read_blocks(md, md.parse("\n".join(body)), start - 1, page)


def _option_lines(block: list[str], options: Mapping[str, str], line: int) -> dict[str, int]:
    """The line of each option's key, in the ``:key:`` lines or the YAML block after the fence."""
    found: dict[str, int] = {}
    after = 0
    for key in options:
        for index in range(after, len(block)):
            written = block[index].lstrip()
            if written.startswith((f":{key}:", f"{key}:")):
                found[key] = line + 1 + index
                after = index + 1
                break
    return found
