"""Read a MyST page as the checks need it: its directives and its prose, with line numbers.

This is not a Markdown parser: it finds fenced blocks (```` ``` ```` and
``:::``), the directive name, argument, options and content of each, and
groups the remaining lines into paragraphs.  That is enough to replay the
page's example games and read its prose, in a fraction of a Sphinx build.

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
[(1, '# Rules'), (3, 'Move {move}`ex 10` wraps.')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

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

_FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,}|:{3,})\s*(?P<info>.*)$")
_DIRECTIVE = re.compile(r"^\{(?P<name>[\w:.-]+)\}\s*(?P<argument>.*)$")
_OPTION = re.compile(r"^:(?P<key>[\w-]+):\s*(?P<value>.*)$")
_COMMENT = re.compile(r"^%")
_NOTE = re.compile(r"^%\s*(?P<key>[a-z][\w-]*):(?P<value>.*)$")


@dataclass
class Directive:
    name: str
    argument: str
    line: int
    options: dict[str, str] = field(default_factory=dict)
    option_lines: dict[str, int] = field(default_factory=dict)
    content: list[tuple[int, str]] = field(default_factory=list)

    @property
    def content_start(self) -> int:
        """The first line of the body (the line after the options)."""
        return self.content[0][0] if self.content else self.line + 1 + len(self.options)


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


def read_page(path: str | Path) -> Page:
    return parse_page(Path(path).read_text(encoding="utf-8"), str(path))


def parse_page(text: str, path: str) -> Page:
    lines = text.splitlines()
    directives: list[Directive] = []
    paragraphs: list[Paragraph] = []
    prose: list[tuple[int, str]] = []

    def flush() -> None:
        if prose:
            paragraphs.append(Paragraph(prose[0][0], "\n".join(t for _, t in prose)))
            prose.clear()

    index = 0
    notes: dict[str, tuple[int, str]] = {}
    # YAML front matter is configuration, not prose.
    if lines and lines[0].strip() == "---":
        end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), None)
        if end is not None:
            index = end + 1
    # A stack of open fences: (fence marker, directive or None, prose inside?).
    stack: list[tuple[str, Directive | None, bool]] = []
    while index < len(lines):
        number, line = index + 1, lines[index]
        index += 1
        fence = _FENCE.match(line)
        inside_prose = all(is_prose for _, _, is_prose in stack)
        if (
            stack
            and fence
            and not fence.group("info")
            and _closes(fence.group("fence"), stack[-1][0])
        ):
            flush()
            stack.pop()
            continue
        if fence and (not stack or stack[-1][2]):
            flush()
            info = fence.group("info").strip()
            directive_match = _DIRECTIVE.match(info)
            if directive_match is None:
                stack.append((fence.group("fence"), None, False))  # a code block
                continue
            directive = Directive(
                directive_match.group("name"), directive_match.group("argument").strip(), number
            )
            directives.append(directive)
            index = _read_options(lines, index, directive)
            stack.append(
                (fence.group("fence"), directive, directive.name not in NOT_PROSE and inside_prose)
            )
            continue
        if not stack and _COMMENT.match(line):
            # A MyST comment: neither shown nor translated.  "% key: value" is a note to the checks.
            flush()
            note = _NOTE.match(line)
            if note:
                notes[note.group("key")] = (number, note.group("value").strip())
            continue
        if stack and stack[-1][1] is not None:
            stack[-1][1].content.append((number, line))
        if not (stack and not stack[-1][2]) and inside_prose:
            if line.strip():
                prose.append((number, line))
            else:
                flush()
    flush()
    # Trailing blank lines are not part of a directive's body.
    for directive in directives:
        while directive.content and not directive.content[-1][1].strip():
            directive.content.pop()
        while directive.content and not directive.content[0][1].strip():
            directive.content.pop(0)
    return Page(path, directives, paragraphs, notes)


def _closes(marker: str, opened: str) -> bool:
    return marker[0] == opened[0] and len(marker) >= len(opened)


def _read_options(lines: list[str], index: int, directive: Directive) -> int:
    """Read ``:key: value`` lines (or a ``---`` YAML block) after a directive's first line."""
    if index < len(lines) and lines[index].strip() == "---":
        end = index + 1
        while end < len(lines) and lines[end].strip() != "---":
            key, _, value = lines[end].partition(":")
            if key.strip():
                directive.options[key.strip()] = value.strip()
                directive.option_lines[key.strip()] = end + 1
            end += 1
        return end + 1
    while index < len(lines):
        option = _OPTION.match(lines[index].strip())
        if option is None:
            break
        directive.options[option.group("key")] = option.group("value").strip()
        directive.option_lines[option.group("key")] = index + 1
        index += 1
    return index
