r"""Read a gettext catalog (``.po``/``.pot``) keeping the line of every string.

Babel's and translate-toolkit's readers keep at most the line of the ``msgid``;
a translator needs the line of the ``msgstr``, and for a long paragraph the
line of the very piece of text that is wrong.  This reader keeps, for every
string, where each of its quoted pieces starts; strings are unescaped with
Babel's own :func:`babel.messages.pofile.unescape`.

>>> text = '''msgid ""
... msgstr "Language: hi\\n"
... "Plural-Forms: nplurals=2; plural=(n > 1);\\n"
...
... #, fuzzy
... msgid "A pile holds 13 cards."
... msgstr ""
... "एक पाइल में "
... "13 पत्ते।"
...
... #~ msgid "Old"
... #~ msgstr "पुराना"
... '''
>>> catalog = parse_catalog(text, "hi.po")
>>> catalog.language, catalog.nplurals
('hi', 2)
>>> m = catalog.messages[0]
>>> m.msgstr[0], m.fuzzy, m.msgstr_line(0)
('एक पाइल में 13 पत्ते।', True, 7)
>>> m.line_of(0, m.msgstr[0].index("13"))
9
>>> [(o.msgid, o.obsolete, o.line) for o in catalog.obsolete]
[('Old', True, 11)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.pofile import unescape

from generator.check.problem import LocatedError, read_utf8


class CatalogSyntaxError(LocatedError):
    """A catalog that gettext tools would refuse; ``line`` is where reading stopped."""


@dataclass(frozen=True, slots=True)
class Piece:
    """One quoted piece of a string: the line it is on and where it starts in the string."""

    line: int
    start: int


@dataclass(slots=True)
class Message:
    """One entry of a catalog, with the line of every string it holds."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: list[str] = field(default_factory=list)
    flags: frozenset[str] = frozenset()
    references: tuple[str, ...] = ()
    obsolete: bool = False
    previous_msgid: str | None = None
    """The English a fuzzy message had before (``#| msgid``), Babel's reader skips it."""
    line: int = 0
    """The line of the entry's first keyword (``msgctxt`` or ``msgid``)."""
    pieces: dict[tuple[str, int], list[Piece]] = field(default_factory=dict)
    """For ("msgid", 0), ("msgid_plural", 0) and ("msgstr", i): where each piece starts."""

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def plural(self) -> bool:
        return self.msgid_plural is not None

    @property
    def key(self) -> tuple[str | None, str]:
        """Context and msgid: what identifies a message in a catalog."""
        return (self.msgctxt, self.msgid)

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr)

    def msgstr_line(self, form: int = 0) -> int:
        """The line of ``msgstr`` (or ``msgstr[form]``); the entry's line if there is none."""
        pieces = self.pieces.get(("msgstr", form))
        return pieces[0].line if pieces else self.line

    def line_of(self, form: int, offset: int) -> int:
        """The line holding character ``offset`` of ``msgstr[form]``.

        A long paragraph is wrapped over many lines; the problem is reported
        on the line that shows the offending text, not on the ``msgstr`` line.
        An empty first piece (``msgstr ""``) is skipped.
        """
        pieces = self.pieces.get(("msgstr", form))
        if not pieces:
            return self.line
        found = pieces[0]
        for piece in pieces:
            if piece.start > offset:
                break
            found = piece
        # ``msgstr ""`` followed by pieces: point at the first piece with text.
        if found is pieces[0] and len(pieces) > 1 and pieces[1].start == 0:
            found = pieces[1]
        return found.line


@dataclass(slots=True)
class Catalog:
    """A catalog: its header, its messages and its obsolete (``#~``) messages."""

    path: str
    header: dict[str, str]
    header_line: int
    messages: list[Message]
    obsolete: list[Message]
    header_flags: frozenset[str] = frozenset()

    @property
    def language(self) -> str | None:
        return self.header.get("Language") or None

    @property
    def plural_forms(self) -> str | None:
        return self.header.get("Plural-Forms") or None

    @property
    def nplurals(self) -> int | None:
        """``nplurals`` from the Plural-Forms header, None if the header does not say."""
        found = re.search(r"nplurals\s*=\s*(\d+)", self.plural_forms or "")
        return int(found.group(1)) if found else None


_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?\s+(\".*)$")


def read_catalog(path: str | Path) -> Catalog:
    """Read a catalog file (UTF-8); raise :class:`CatalogSyntaxError` with the line."""
    path = Path(path)
    text = read_utf8(path, CatalogSyntaxError)
    return parse_catalog(text, str(path))


def parse_catalog(text: str, path: str = "<catalog>") -> Catalog:
    """Parse the text of a catalog; see the module docstring."""
    entries: list[Message] = []
    current = Message()
    started = False  # a keyword of the current entry has been read
    last_key: tuple[str, int] | None = None
    comments_flags: set[str] = set()
    references: list[str] = []
    previous: list[str] = []

    def finish() -> None:
        nonlocal current, started, last_key, comments_flags, references, previous
        if started:
            if not current.msgstr:
                raise CatalogSyntaxError(
                    path, current.line, f"msgid {current.msgid!r} has no msgstr"
                )
            current.flags = frozenset(comments_flags)
            current.references = tuple(references)
            current.previous_msgid = _previous_msgid(previous)
            entries.append(current)
        current, started, last_key = Message(), False, None
        comments_flags, references, previous = set(), [], []

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        is_obsolete = False
        if line.startswith("#~"):
            is_obsolete = True
            line = line[2:].strip()
            if line.startswith("|"):  # previous msgid of an obsolete entry
                continue
        if not line:
            if not is_obsolete:
                finish()
            continue
        if line.startswith("#"):
            if started and last_key and last_key[0] == "msgstr":
                finish()
            if line.startswith("#,"):
                comments_flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#:"):
                references.extend(line[2:].split())
            elif line.startswith("#|"):
                previous.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if last_key is None:
                raise CatalogSyntaxError(path, number, "a string with no keyword before it")
            _append(current, last_key, line, number, path)
            continue
        keyword = _KEYWORD.match(line)
        if keyword is None:
            raise CatalogSyntaxError(path, number, f"not a gettext keyword: {line[:40]!r}")
        name, index, rest = keyword.group(1), keyword.group(2), keyword.group(3)
        if name in ("msgctxt", "msgid") and started and last_key and last_key[0] == "msgstr":
            finish()
        if name in ("msgctxt", "msgid") and not started:
            started = True
            current.line = number
            current.obsolete = is_obsolete
        if name == "msgstr":
            form = int(index) if index is not None else 0
            if form != len(current.msgstr):
                raise CatalogSyntaxError(path, number, f"msgstr[{form}] out of order")
            current.msgstr.append("")
            key = ("msgstr", form)
        else:
            key = (name, 0)
            if name == "msgid_plural":
                current.msgid_plural = ""
            elif name == "msgctxt":
                current.msgctxt = ""
        if key in current.pieces:
            raise CatalogSyntaxError(path, number, f"{name} given twice in one entry")
        current.pieces[key] = []
        last_key = key
        _append(current, key, rest, number, path)
    finish()

    header: dict[str, str] = {}
    header_line = 1
    header_flags: frozenset[str] = frozenset()
    messages: list[Message] = []
    obsolete: list[Message] = []
    seen: dict[tuple[str | None, str], int] = {}
    for entry in entries:
        if entry.msgid == "" and entry.msgctxt is None and not entry.obsolete:
            header_line = entry.line
            header_flags = entry.flags
            for field_line in entry.msgstr[0].splitlines():
                name, _, value = field_line.partition(":")
                if name.strip():
                    header[name.strip()] = value.strip()
            continue
        if entry.obsolete:
            obsolete.append(entry)
            continue
        if entry.key in seen:
            raise CatalogSyntaxError(
                path, entry.line, f"msgid {entry.msgid!r} already given at line {seen[entry.key]}"
            )
        seen[entry.key] = entry.line
        messages.append(entry)
    return Catalog(path, header, header_line, messages, obsolete, header_flags)


def _previous_msgid(lines: list[str]) -> str | None:
    """The text of ``#| msgid "…"`` and its ``#| "…"`` continuation lines, if any."""
    pieces: list[str] | None = None
    for line in lines:
        if line.startswith("msgid "):
            pieces = [line[len("msgid ") :].strip()]
        elif line.startswith('"') and pieces is not None:
            pieces.append(line)
        elif pieces is not None:
            break  # a previous msgid_plural or msgctxt: not kept
    if pieces is None or not all(
        len(p) >= 2 and p.startswith('"') and p.endswith('"') for p in pieces
    ):
        return None
    return "".join(unescape(piece) for piece in pieces)


def _append(message: Message, key: tuple[str, int], quoted: str, number: int, path: str) -> None:
    if len(quoted) < 2 or not quoted.endswith('"'):
        raise CatalogSyntaxError(path, number, "a string must be quoted on one line")
    value = unescape(quoted)
    name, form = key
    if name == "msgstr":
        message.pieces[key].append(Piece(number, len(message.msgstr[form])))
        message.msgstr[form] += value
    elif name == "msgid":
        message.pieces[key].append(Piece(number, len(message.msgid)))
        message.msgid += value
    elif name == "msgid_plural":
        message.pieces[key].append(Piece(number, len(message.msgid_plural or "")))
        message.msgid_plural = (message.msgid_plural or "") + value
    else:
        message.pieces[key].append(Piece(number, len(message.msgctxt or "")))
        message.msgctxt = (message.msgctxt or "") + value
