r"""The one writer of gettext catalogs, in the form GNU gettext's own tools write.

``msgcat``, ``msgmerge``, ``msgattrib`` and Poedit's gettext backend all write a
catalog through GNU gettext's ``write-po.c``; a catalog the project writes in
the same form is left byte for byte as it is by each of them, and a review diff
shows only the messages that changed.  This module writes that form without
needing gettext's programs:

- strings are wrapped as GNU's ``wrap()`` does: the text is cut into portions
  after each ``\n``; each portion is wrapped at column 79 (the closing quote
  included) at Unicode line-break opportunities (UAX #14, from the
  ``unicode-segmentation-rs`` library), measured in display columns (a
  combining sign takes none, a wide character two), never inside an escape
  (``\"``, ``\n``), never just before a final ``\n``, and never inside a
  format directive (``%(n)s``, ``{number}``) of a message flagged
  ``python-format`` or ``python-brace-format``; a string that takes more than
  one line starts with ``""``;
- flags come in GNU's order (``fuzzy``, then the format flags, ``python-format``
  before ``python-brace-format``); ``fuzzy`` is dropped from an untranslated
  message, as gettext does;
- references are written ``#: file:line`` and wrapped at column 79;
- the header is written as it was read, field order included: a field Poedit
  added (``X-Generator``) stays;
- entries are separated by one blank line, and the file ends with the last
  entry's last line.

:func:`catalog_text` writes a Babel catalog (:mod:`generator.refresh` merges
with Babel); :func:`normalise` rewrites a file in place.  ``tests/test_poformat.py``
compares the result with ``msgcat`` on every catalog of the site.

>>> wrap("msgid", "short")
['msgid "short"']
>>> wrap("msgstr", "Line one\nLine two\n")
['msgstr ""', '"Line one\\n"', '"Line two\\n"']
>>> len(wrap("msgid", "word " * 30))
3
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from unicode_segmentation_rs import line_breaks

from generator import poheader
from generator.catalogs import Catalog, read_catalog
from generator.files import write_atomic

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog as BabelCatalog
    from babel.messages.catalog import Message as BabelMessage

PAGE_WIDTH = 79
"""GNU gettext's default page width (``msgcat -w``), the closing quote included."""

FORMAT_FLAGS = ("python-format", "python-brace-format")
"""The format flags the project's catalogs carry, in the order gettext writes them."""

_ESCAPES = {
    "\a": "\\a",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\v": "\\v",
    "\\": "\\\\",
    '"': '\\"',
}


@dataclass
class Entry:
    """One entry as gettext writes it (the header is an entry whose msgid is empty)."""

    msgid: str
    msgstr: Sequence[str] = ("",)
    msgid_plural: str | None = None
    msgctxt: str | None = None
    translator_comments: Sequence[str] = ()
    extracted_comments: Sequence[str] = ()
    references: Sequence[str] = ()
    flags: Iterable[str] = ()
    previous_msgid: str | None = None
    obsolete: bool = False


@functools.lru_cache(maxsize=4096)
def _width(char: str) -> int:
    """Display columns of one character, as libunistring's ``uc_width`` counts them."""
    if char in "\u200b\u00ad" or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0 if char != "\u00ad" else 1
    if "\u1160" <= char <= "\u11ff":
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


_PYTHON_DIRECTIVE = re.compile(
    r"%(?:\([^)]*\))?[-+ #0]*(?:\*|\d+)?(?:\.(?:\*|\d+)?)?[hlL]?[diouxXeEfFgGcrsa%]"
)


def _python_directives(text: str) -> list[tuple[int, int]]:
    """Spans (start, end) of ``python-format`` directives; gettext stops at the first bad one."""
    spans = []
    at = 0
    while (start := text.find("%", at)) >= 0:
        found = _PYTHON_DIRECTIVE.match(text, start)
        if found is None:
            break
        spans.append((start, found.end()))
        at = found.end()
    return spans


_FIELD = re.compile(r"(?:[A-Za-z_]\w*|\d+)(?:\.[A-Za-z_]\w*|\[[^\]]+\])*")
_SPEC = re.compile(r"(?:.?[<>=^])?[-+ ]?#?0?\d*,?(?:\.\d+)?[bcdeEfFgGnosxX%]?")


def _brace_directives(text: str) -> list[tuple[int, int]]:
    """Spans of ``python-brace-format`` directives (``{name}``, ``{0:>4}``, ``{{``)."""
    spans = []
    at = 0
    while at < len(text):
        char = text[at]
        if char == "{" and text.startswith("{{", at):
            at += 2
            continue
        if char == "}" and text.startswith("}}", at):
            at += 2
            continue
        if char == "}":
            break
        if char != "{":
            at += 1
            continue
        end = _brace_field(text, at)
        if end is None:
            break
        spans.append((at, end))
        at = end
    return spans


def _brace_field(text: str, start: int) -> int | None:
    """The end of the directive opening at ``start``, None when gettext finds it invalid."""
    name = _FIELD.match(text, start + 1)
    if name is None:
        return None
    at = name.end()
    if text.startswith(":", at):
        at += 1
        if text.startswith("{", at):
            inner = _FIELD.match(text, at + 1)
            if inner is None or not text.startswith("}", inner.end()):
                return None
            at = inner.end() + 1
        else:
            spec = _SPEC.match(text, at)
            at = spec.end() if spec else at
    if not text.startswith("}", at):
        return None
    return at + 1


def _directives(text: str, flags: Sequence[str]) -> list[tuple[int, int]]:
    """The format directives gettext protects from a break: those of the first format flag."""
    for flag in FORMAT_FLAGS:
        if flag in flags:
            return _python_directives(text) if flag == "python-format" else _brace_directives(text)
    return []


def wrap(
    name: str, value: str, prefix: str = "", flags: Sequence[str] = (), width: int = PAGE_WIDTH
) -> list[str]:
    """``name "value"`` as GNU's ``wrap()`` writes it: the lines, each with ``prefix``."""
    protected = [False] * len(value)
    for start, end in _directives(value, flags):
        for index in range(start + 1, end):
            protected[index] = True
    portions: list[tuple[int, int]] = []
    start = 0
    while start < len(value):
        end = value.find("\n", start)
        end = len(value) if end < 0 else end + 1
        portions.append((start, end))
        start = end
    if not portions:
        portions = [(0, 0)]
    after_break = len(prefix) + 1
    room = width - 1 - after_break
    lines: list[str] = []
    first = True
    for number, (start, end) in enumerate(portions):
        chars, allowed, widths = _portion(value, start, end, protected)
        last = number == len(portions) - 1
        column = (len(prefix) + len(name) + 2 if first else len(prefix) + 1) - after_break
        breaks = _line_breaks(chars, allowed, widths, room, column)
        if first and chars and (not last or column > room or breaks):
            lines.append(f'{prefix}{name} ""')
            first = False
            column = len(prefix) + 1 - after_break
            breaks = _line_breaks(chars, allowed, widths, room, column)
        line = f"{prefix}{name} " if first else prefix
        first = False
        cuts = [0, *sorted(breaks), len(chars)]
        for start, end in itertools.pairwise(cuts):
            lines.append(f'{line}"{"".join(chars[start:end])}"')
            line = prefix
    return lines


def _portion(
    value: str, start: int, end: int, protected: list[bool]
) -> tuple[list[str], list[bool], list[int]]:
    """The escaped pieces of ``value[start:end]``; where a break may be; each piece's width.

    A piece is one character as written (an escape is one piece of two
    characters); ``allowed[i]`` is whether the line-break rules may break
    before piece ``i`` (false inside a directive and just before a final ``\n``).
    """
    chars = [_ESCAPES.get(char, char) for char in value[start:end]]
    allowed = [not flag for flag in protected[start:end]]
    if end > start and value[end - 1] == "\n":
        allowed[-1] = False
    widths = [_piece_width(piece) for piece in chars]
    return chars, allowed, widths


@functools.lru_cache(maxsize=4096)
def _piece_width(piece: str) -> int:
    return sum(_width(char) for char in piece)


def _line_breaks(
    chars: list[str], allowed: list[bool], widths: list[int], room: int, column: int
) -> set[int]:
    """Where GNU breaks the line: libunistring's ``ulc_width_linebreaks``, greedy.

    A line break is put at the last opportunity before the piece of text that
    would pass ``room`` columns; a piece longer than a line stays whole.
    """
    before = list(itertools.accumulate(widths, initial=0))  # the columns of the pieces before each
    if column + before[-1] <= room:
        return set()  # the whole portion fits: no break, whatever the opportunities
    text = "".join(chars)
    # Where each piece starts, in UTF-8 bytes (as the line breaker counts) and in characters
    # (zip drops the end of the last piece, where no piece starts).
    in_bytes = itertools.accumulate(map(len, map(str.encode, chars)), initial=0)
    offsets = dict(zip(in_bytes, range(len(chars)), strict=False))
    opportunities = {
        offsets[offset]
        for offset, mandatory in line_breaks(text)
        if not mandatory and offset in offsets and offsets[offset] > 0
    }
    if separators := list(_INFIX_SEPARATOR.finditer(text)):
        in_chars = itertools.accumulate(map(len, chars), initial=0)
        piece_at = dict(zip(in_chars, range(len(chars)), strict=False))
        for separator in separators:  # a one-character piece: no escape holds a separator
            index = piece_at[separator.start()] + 1
            if index < len(chars) and _alphabetic(chars[index]):
                opportunities.add(index)
    breaks: set[int] = set()
    last: int | None = None
    last_column = column
    previous = 0
    for index in sorted(index for index in opportunities if allowed[index]):
        piece_width = before[index] - before[previous]  # from the last opportunity to this one
        if last is not None and last_column + piece_width > room:
            breaks.add(last)
            last_column = 0
        last = index
        last_column += piece_width
        previous = index
    if last is not None and last_column + before[-1] - before[previous] > room:
        breaks.add(last)
    return breaks


_INFIX_SEPARATOR = re.compile("[,.:;\u037e\u0589\u060c\u060d\u07f8\u2044\ufe10\ufe13\ufe14]")
"""Unicode's line-break class IS (infix separators: ``,`` ``.`` ``:`` ``;`` …)."""


_ALPHABETIC_ASCII = frozenset("#&*<=>@^_`~")
"""The ASCII symbols of line-break class AL (the letters are too)."""


def _alphabetic(piece: str) -> bool:
    """A character of line-break class AL: a letter or a symbol, not a wide ideograph."""
    if len(piece) != 1:
        return False
    if piece < "\x80":
        return piece.isalpha() or piece in _ALPHABETIC_ASCII
    return unicodedata.category(piece)[0] in "LS" and unicodedata.east_asian_width(piece) not in (
        "W",
        "F",
    )


def _references(references: Sequence[str], width: int = PAGE_WIDTH) -> list[str]:
    """``#:`` lines: references joined by spaces, a new line before one that would pass ``width``."""
    lines: list[str] = []
    line = "#:"
    for reference in references:
        if len(line) > 2 and len(line) + 1 + len(reference) > width:
            lines.append(line)
            line = "#:"
        line += " " + reference
    if len(line) > 2:
        lines.append(line)
    return lines


def _comment(prefix: str, text: str) -> str:
    return f"{prefix} {text}" if text else prefix


def entry_lines(entry: Entry) -> list[str]:
    """The lines of one entry, in the order and form GNU writes them."""
    flags = set(entry.flags)
    lines = [_comment("#", text) for text in entry.translator_comments]
    lines += [_comment("#.", text) for text in entry.extracted_comments]
    if not entry.obsolete:
        lines += _references(entry.references)
    written = []
    # gettext drops a flag it does not know, and "fuzzy" from a message with no translation.
    if "fuzzy" in flags and any(entry.msgstr):
        written.append("fuzzy")
    written += [flag for flag in FORMAT_FLAGS if flag in flags]
    written += [f"no-{flag}" for flag in FORMAT_FLAGS if f"no-{flag}" in flags]
    if written:
        lines.append("#, " + ", ".join(written))
    prefix = "#~ " if entry.obsolete else ""
    format_flags = [f for f in FORMAT_FLAGS if f in flags]
    if entry.previous_msgid is not None:
        previous = "#~| " if entry.obsolete else "#| "
        lines += wrap("msgid", entry.previous_msgid, previous, format_flags)
    if entry.msgctxt is not None:
        lines += wrap("msgctxt", entry.msgctxt, prefix, format_flags)
    lines += wrap("msgid", entry.msgid, prefix, format_flags)
    if entry.msgid_plural is not None:
        lines += wrap("msgid_plural", entry.msgid_plural, prefix, format_flags)
        for form, text in enumerate(entry.msgstr):
            lines += wrap(f"msgstr[{form}]", text, prefix, format_flags)
    else:
        lines += wrap("msgstr", entry.msgstr[0] if entry.msgstr else "", prefix, format_flags)
    return lines


def entries_text(entries: Iterable[Entry]) -> str:
    """The text of a catalog: its entries, a blank line between two."""
    return "\n\n".join("\n".join(entry_lines(entry)) for entry in entries) + "\n"


def _location(location: tuple[str, int | None]) -> str:
    path, line = location
    return f"{path}:{line}" if line is not None else path


def babel_entry(message: BabelMessage, *, obsolete: bool = False) -> Entry:
    """A Babel message as an entry to write."""
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    strings = message.string
    msgstr = [strings or ""] if isinstance(strings, str) or strings is None else list(strings)
    plural = len(ids) > 1
    previous = message.previous_id[0] if message.previous_id and not plural else None
    return Entry(
        msgid=ids[0],
        msgstr=msgstr if plural else msgstr[:1],
        msgid_plural=ids[1] if plural else None,
        msgctxt=message.context,
        translator_comments=tuple(message.user_comments),
        extracted_comments=tuple(message.auto_comments),
        references=tuple(_location(location) for location in message.locations),
        flags=tuple(message.flags),
        previous_msgid=previous,
        obsolete=obsolete,
    )


def catalog_text(catalog: BabelCatalog, header: Entry) -> str:
    """The text of a Babel catalog in GNU's form, under ``header`` (its fields as written)."""
    entries = [header]
    entries += [babel_entry(message) for message in catalog if message.id]
    entries += [babel_entry(message, obsolete=True) for message in catalog.obsolete.values()]
    return entries_text(entries)


HEADER_FIELDS = (
    "Project-Id-Version",
    "Report-Msgid-Bugs-To",
    "POT-Creation-Date",
    "PO-Revision-Date",
    "Last-Translator",
    "Language-Team",
    "Language",
    "MIME-Version",
    "Content-Type",
    "Content-Transfer-Encoding",
    "Plural-Forms",
)
"""The header's fields in the order ``msgmerge`` writes them; any other field follows them."""


def header_fields(text: str) -> list[tuple[str, str]]:
    """The ``(name, value)`` fields of a header's text, in the order written."""
    fields = []
    for line in text.splitlines():
        name, colon, value = line.partition(":")
        if colon and name.strip():
            fields.append((name.strip(), value.strip()))
    return fields


def header_text(fields: Iterable[tuple[str, str]]) -> str:
    """A header's text in gettext's form: its fields in :data:`HEADER_FIELDS` order, the
    others after them as they came, the charset ``UTF-8`` (``msgmerge`` writes both so)."""
    fields = list(fields)
    rank = {name: index for index, name in enumerate(HEADER_FIELDS)}
    ordered = sorted(fields, key=lambda item: rank.get(item[0], len(rank)))
    lines = []
    for name, value in ordered:
        if name == "Content-Type":
            value = re.sub(r"charset=utf-?8\b", "charset=UTF-8", value, flags=re.IGNORECASE)
        lines.append(f"{name}: {value}\n")
    return "".join(lines)


def header_entry(catalog: Catalog) -> Entry:
    """The header of a catalog as read, its fields in gettext's order; a translation's
    placeholders replaced by real values (:mod:`generator.poheader`)."""
    header = catalog.header_entry
    if header is None:
        entry = Entry(msgid="", msgstr=("",))
    else:
        entry = Entry(
            msgid="",
            msgstr=(header_text(header_fields(header.msgstr[0])),),
            translator_comments=header.comments,
            flags=header.flags,
        )
    language = catalog_language(Path(catalog.path), catalog.language)
    if language is None:
        fields = poheader.template_cleaned(header_fields(entry.msgstr[0]))
        return dataclasses.replace(entry, msgstr=(header_text(fields),))
    return cleaned_header(entry, language, Path(catalog.path))


def catalog_language(path: Path, said: str | None = None) -> str | None:
    """The language of a translation (``<lang>/LC_MESSAGES/<domain>.po``, else its header's),
    None for a template."""
    if path.suffix == ".pot":
        return None
    if path.parent.name == "LC_MESSAGES":
        return path.parent.parent.name
    return said


def cleaned_header(entry: Entry, language: str, path: Path) -> Entry:
    """A translation's header with real values: no placeholder, no missing field, not fuzzy."""
    fields = poheader.cleaned(header_fields(entry.msgstr[0]), language)
    project = dict(fields).get("Project-Id-Version") or path.stem
    return Entry(
        msgid="",
        msgstr=(header_text(fields),),
        translator_comments=poheader.cleaned_comments(
            entry.translator_comments, language, f"{project} ({path.name})"
        ),
        flags=tuple(flag for flag in entry.flags if flag != "fuzzy"),
    )


def babel_header(catalog: BabelCatalog, path: Path, comments: Sequence[str] = ()) -> Entry:
    """The header of a new catalog at ``path``, from Babel's fields, under ``comments``."""
    fields = header_text(catalog.mime_headers)
    flags = ("fuzzy",) if catalog.fuzzy else ()
    entry = Entry(msgid="", msgstr=(fields,), translator_comments=tuple(comments), flags=flags)
    language = catalog_language(path, str(catalog.locale) if catalog.locale else None)
    return entry if language is None else cleaned_header(entry, language, path)


def revised_header(header: Entry, template: Entry, translations: bool = True) -> Entry:
    """``header`` after a refresh rewrote the catalog: ``template``'s creation date, and as its
    revision date when ``translations`` changed (a message added, reworded, removed, revived)."""
    date = dict(header_fields(template.msgstr[0])).get("POT-Creation-Date", "")
    if not date:
        return header
    fields = poheader.revised(header_fields(header.msgstr[0]), date, translations)
    return dataclasses.replace(header, msgstr=(header_text(fields),))


def formatted(path: Path) -> str:
    """The text of the catalog at ``path`` in GNU's form (:class:`CatalogError` if it does not read)."""
    catalog = read_catalog(path)
    return catalog_text(catalog.babel(), header_entry(catalog))


def normalise(paths: Iterable[Path]) -> list[Path]:
    """Rewrite each catalog in GNU's form (atomically, only if it changes); those rewritten.

    Every catalog is read before any is written: one that does not read stops
    it with ``file:line: reason`` and nothing changes.
    """
    planned = [(path, formatted(path)) for path in paths]
    changed = []
    for path, text in planned:
        if path.read_text(encoding="utf-8") != text:
            write_atomic(path, text)
            changed.append(path)
    return changed


def project_catalogs(root: Path) -> list[Path]:
    """Every catalog of the project at ``root``: the pages' and interface words' catalogs and
    templates under ``locales/``, and the generator's own under ``generator/locales/``."""
    found = [
        path
        for folder in (root / "locales", root / "generator" / "locales")
        if folder.is_dir()
        for path in folder.rglob("*")
        if path.suffix in (".po", ".pot") and path.is_file()
    ]
    return sorted(found)
