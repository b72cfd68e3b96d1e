r"""The one reader of gettext catalogs (``.po``/``.pot``): for the build, the generator and check.

Every module that reads a catalog reads it here, and asks here whether a
message is translated, so the build (:mod:`generator.compiled`, the pages'
translations), the generator's own words (:mod:`generator.i18n`, used by
``describe`` and ``render``) and ``check`` give one verdict on one catalog.

Reading is strict: a line gettext tools would refuse, a string that is not
quoted whole, an escape that is not one of gettext's (``\n``, ``\t``, ``\"``,
``\\``...), bytes that are not UTF-8, a ``Plural-Forms`` header gettext cannot
evaluate, a message given twice: each raises :class:`CatalogError` as
``file:line: reason``, where Babel's lenient reader would skip the line, keep
a backslash as text or guess two plural forms.  What is read keeps the line of
every quoted piece of every string, so a report points at the very line of a
long paragraph that is wrong.  When a Babel catalog is needed (to merge,
write or compile one), :meth:`Catalog.babel` hands the text already checked to
Babel's own reader, :func:`babel.messages.pofile.read_po`.

A message is translated (:attr:`Message.translated`) when it is not obsolete,
not fuzzy, and every one of its forms (each plural form the header asks for)
has text.  Anything else is never used: :func:`compile_mo` leaves it out of
the compiled catalog, where Babel would have put the English in an empty
plural form.

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
... msgid "%(n)s card"
... msgid_plural "%(n)s cards"
... msgstr[0] "%(n)s पत्ता"
... msgstr[1] ""
...
... #~ msgid "Old"
... #~ msgstr "पुराना"
... '''
>>> catalog = parse_catalog(text, "hi.po")
>>> catalog.language, catalog.nplurals
('hi', 2)
>>> m = catalog.messages[0]
>>> m.msgstr[0], m.status, m.msgstr_line(0)
('एक पाइल में 13 पत्ते।', <Status.FUZZY: 'fuzzy'>, 7)
>>> m.line_of(0, m.msgstr[0].index("13"))
9
>>> catalog.messages[1].status, catalog.messages[1].translated
(<Status.PARTLY_TRANSLATED: 'partly translated'>, False)
>>> [(o.msgid, o.status, o.line) for o in catalog.obsolete]
[('Old', <Status.OBSOLETE: 'obsolete'>, 16)]
>>> parse_catalog('msgid "a"\nmsgstr "\\q"\n', "x.po")
Traceback (most recent call last):
...
generator.catalogs.CatalogError: x.po:2: bad escape '\q' (gettext knows \n \t \" \\ \a \b \f \r \v; write \\ for a backslash)
"""

from __future__ import annotations

import datetime
import enum
import gettext
import io
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po, unescape

from generator.files import LocatedError, UnsafePathError, read_utf8, readable

if TYPE_CHECKING:
    from babel import Locale
    from babel.messages.catalog import Catalog as BabelCatalog


class CatalogError(LocatedError):
    """A catalog that gettext tools would refuse; ``line`` is where reading stopped."""


class Status(enum.Enum):
    """Whether a message's translation is used, and if not, why."""

    TRANSLATED = "translated"
    """Every form has text, not fuzzy, not obsolete: the build and the generator use it."""
    UNTRANSLATED = "untranslated"
    """No text at all: the reader would see English."""
    PARTLY_TRANSLATED = "partly translated"
    """A plural phrase with a form left empty: a count would be shown in English."""
    FUZZY = "fuzzy"
    """Marked for review (the English changed): not used until a translator removes the flag."""
    OBSOLETE = "obsolete"
    """``#~``: kept for when the English comes back, never used."""


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
    comments: tuple[str, ...] = ()
    """The translator's comments (``# …``), without the ``# ``."""
    line: int = 0
    """The line of the entry's first keyword (``msgctxt`` or ``msgid``)."""
    pieces: dict[tuple[str, int], list[Piece]] = field(default_factory=dict)
    """For ("msgid", 0), ("msgid_plural", 0) and ("msgstr", i): where each piece starts."""
    nplurals: int | None = None
    """How many forms the catalog's ``Plural-Forms`` asks of a plural message."""

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
    def forms(self) -> list[str]:
        """The translation of every form the catalog asks for (a missing form is empty)."""
        wanted = self.nplurals if self.plural and self.nplurals else 1
        return self.msgstr + [""] * (wanted - len(self.msgstr))

    @property
    def status(self) -> Status:
        """The one answer to "is this message translated?" (see the module docstring)."""
        if self.obsolete:
            return Status.OBSOLETE
        if self.fuzzy:
            return Status.FUZZY
        forms = self.forms
        if not any(forms):
            return Status.UNTRANSLATED
        if not all(forms):
            return Status.PARTLY_TRANSLATED
        return Status.TRANSLATED

    @property
    def translated(self) -> bool:
        return self.status is Status.TRANSLATED

    @property
    def empty_forms(self) -> list[int]:
        """The plural forms left empty (every form of an untranslated message)."""
        return [form for form, text in enumerate(self.forms) if not text]

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
    text: str = ""
    """The catalog as read, for :meth:`babel`."""
    header_entry: Message | None = None
    """The header as written (``msgid ""``): its comments, flags and fields in their order."""

    @property
    def language(self) -> str | None:
        return self.header.get("Language") or None

    @property
    def plural_forms(self) -> str | None:
        """The ``Plural-Forms`` header, None when absent or gettext's template placeholder."""
        value = self.header.get("Plural-Forms") or None
        return None if value is None or _PLACEHOLDER_FORMS.match(value) else value

    @property
    def nplurals(self) -> int | None:
        """``nplurals`` from the Plural-Forms header, None if the header does not say."""
        found = _PLURAL_FORMS.match(self.plural_forms or "")
        return int(found.group("n")) if found else None

    @property
    def plural_expression(self) -> str | None:
        """``plural`` from the Plural-Forms header (a C expression of ``n``), None if not given."""
        found = _PLURAL_FORMS.match(self.plural_forms or "")
        return found.group("expression").strip() if found else None

    def get(self, msgid: str, msgctxt: str | None = None) -> Message | None:
        """The (not obsolete) message of that id and context, if the catalog has it."""
        return next((m for m in self.messages if m.key == (msgctxt, msgid)), None)

    def babel(
        self, *, locale: Locale | str | None = None, domain: str | None = None
    ) -> BabelCatalog:
        """The catalog as Babel's reader reads it, for Babel's merge and writers.

        Babel's reader drops ``#| msgid``: each fuzzy message gets its previous
        English back, so a catalog written again keeps it.
        """
        try:
            catalog = read_po(
                io.StringIO(self.text), locale=locale, domain=domain, abort_invalid=True
            )
        except PoFileError as error:  # the strict reader let through what Babel refuses
            reason = re.sub(r" on \d+$", "", str(error))
            raise CatalogError(self.path, error.lineno + 1, reason) from None
        for entry in self.messages:
            message = catalog.get(entry.msgid, entry.msgctxt)
            if entry.previous_msgid is not None and message is not None and not entry.plural:
                message.previous_id = [entry.previous_msgid]
        return catalog


def earlier_translations(catalog: Catalog) -> list[Message]:
    """The fuzzy messages that hold the last complete translation of a reworded message.

    A refresh that finds a message reworded keeps its translation, marked
    fuzzy, with the English it translates as ``#| msgid``: that translation
    was the page's until the English changed.  It is one only when that
    previous English is no longer a message of the catalog (a fuzzy match to
    a message still there is another message's translation) and every form
    has text.
    """
    current = {message.msgid for message in catalog.messages}
    return [
        message
        for message in catalog.messages
        if message.fuzzy
        and message.previous_msgid is not None
        and message.previous_msgid not in current
        and all(message.forms)
    ]


def compile_mo(
    catalog: Catalog,
    *,
    locale: Locale | str | None = None,
    domain: str | None = None,
    earlier: bool = False,
    babel: BabelCatalog | None = None,
) -> bytes:
    """The ``.mo`` of ``catalog``, holding its translated messages only (:attr:`Message.translated`),
    and with ``earlier`` the :func:`earlier_translations` of its reworded ones.

    A message left out is one gettext does not find: Sphinx and the generator
    report it, neither shows English in its place.  ``babel`` is ``catalog`` as
    :meth:`Catalog.babel` read it with the same ``locale`` and ``domain``, when the
    caller has it already (it is changed: compiled, it is of no further use).
    """
    if babel is None:
        babel = catalog.babel(locale=locale, domain=domain)
    kept = {message.key for message in earlier_translations(catalog)} if earlier else set()
    for message in catalog.messages:
        if message.key in kept:
            found = babel.get(message.msgid, message.msgctxt)
            if found is not None:
                found.flags.discard("fuzzy")
        elif not message.translated:
            babel.delete(message.msgid, message.msgctxt)
    if not re.search(r'^"POT-Creation-Date:', catalog.text, re.M):
        # Babel dates a catalog without the header "now": its .mo would change every minute.
        babel.creation_date = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
    buffer = io.BytesIO()
    write_mo(buffer, babel, use_fuzzy=False)
    return buffer.getvalue()


_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d{1,18})\])?\s+(\".*)$")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
"""Characters a string of a catalog may not hold as they are (a tab may): a page would show
them as U+FFFD or not at all."""
_QUOTED = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
"""A quoted string, each ``"`` inside escaped.  Written so that a run of plain characters is
matched whole, not one alternative a character at a time: the same strings, read faster."""
_ESCAPE = re.compile(r"\\(.?)")
_KNOWN_ESCAPES = frozenset('\\"abfnrtv')
_PLURAL_FORMS = re.compile(
    r"\s*nplurals\s*=\s*(?P<n>\d{1,18})\s*;\s*plural\s*=(?P<expression>[^;]+);?\s*$"
)
PLURAL_ERRORS = (ValueError, SyntaxError, RecursionError, ArithmeticError)
"""What gettext raises for a ``plural=`` expression it cannot read, or then cannot evaluate
(``n/0`` divides by zero)."""
_PLACEHOLDER_FORMS = re.compile(r"\s*nplurals\s*=\s*INTEGER\s*;\s*plural\s*=\s*EXPRESSION\s*;?\s*$")
_CHARSET = re.compile(r"charset\s*=\s*([\w.-]+)", re.I)


CATALOG_LIMIT = 16_000_000
"""The largest catalog read, in bytes (the largest of the site's is under 200 kB)."""


def read_catalog(path: str | Path) -> Catalog:
    """Read a catalog file (UTF-8); raise :class:`CatalogError` with the line.

    Refused before anything is read: a catalog that resolves (a symbolic link)
    outside the directory holding it, anything but a regular file, a file over
    :data:`CATALOG_LIMIT` bytes.
    """
    path = Path(path)
    try:
        readable(
            Path(os.path.abspath(path)).parent,
            path.name,
            CATALOG_LIMIT,
            shown=str(path),
            missing_ok=True,
        )
        text = read_utf8(path, CatalogError)
    except UnsafePathError as error:
        raise CatalogError(str(path), 1, f"not read: {error}") from None
    except OSError as error:
        raise CatalogError(str(path), 1, f"cannot read the catalog: {error.strerror}") from None
    return parse_catalog(text, str(path))


def parse_catalog(text: str, path: str = "<catalog>") -> Catalog:
    """Parse the text of a catalog; see the module docstring."""
    entries = _Reader(path).read(text)
    header: dict[str, str] = {}
    header_line = 1
    header_flags: frozenset[str] = frozenset()
    header_entry: Message | None = None
    messages: list[Message] = []
    obsolete: list[Message] = []
    seen: dict[tuple[str | None, str], int] = {}
    for entry in entries:
        if entry.msgid == "" and entry.msgctxt is None and not entry.obsolete:
            header_entry, header_line, header_flags = entry, entry.line, entry.flags
            for field_line in entry.msgstr[0].splitlines():
                name, _, value = field_line.partition(":")
                if name.strip():
                    header[name.strip()] = value.strip()
            continue
        if entry.obsolete:
            obsolete.append(entry)
            continue
        if entry.key in seen:
            raise CatalogError(
                path, entry.line, f"msgid {entry.msgid!r} already given at line {seen[entry.key]}"
            )
        seen[entry.key] = entry.line
        messages.append(entry)
    catalog = Catalog(
        path, header, header_line, messages, obsolete, header_flags, text, header_entry
    )
    if header_entry is not None:
        _check_header(catalog, header_entry)
    nplurals = catalog.nplurals
    for message in messages:
        message.nplurals = nplurals
        if message.plural and nplurals is not None and len(message.msgstr) > nplurals:
            where = _header_line(header_entry, "Plural-Forms") if header_entry else header_line
            raise CatalogError(
                path,
                message.msgstr_line(nplurals),
                f"msgstr[{nplurals}] of {message.msgid!r}: the Plural-Forms header (line {where}) "
                f"says nplurals={nplurals}: give the locale's rule there, or drop the extra forms",
            )
    return catalog


def _header_line(entry: Message, name: str) -> int:
    """The line of the header field ``name`` (the header's line if it has none)."""
    at = entry.msgstr[0].find(f"{name}:")
    return entry.line_of(0, at) if at >= 0 else entry.line


def _check_header(catalog: Catalog, entry: Message) -> None:
    """A ``Plural-Forms`` gettext can evaluate, and the catalog in the UTF-8 it was read as."""

    charset = _CHARSET.search(catalog.header.get("Content-Type", ""))
    if charset and charset.group(1).lower() not in ("utf-8", "utf8", "charset"):
        raise CatalogError(
            catalog.path,
            _header_line(entry, "Content-Type"),
            f"the header says charset={charset.group(1)}: write the catalog in UTF-8 and say charset=UTF-8",
        )
    value = catalog.plural_forms
    if value is None:
        return
    form = _PLURAL_FORMS.match(value)
    problem = None
    if form is None:
        problem = "write it as nplurals=N; plural=EXPRESSION;"
    elif int(form.group("n")) < 1:
        problem = "nplurals must be at least 1"
    else:
        try:
            choose = gettext.c2py(form.group("expression").strip())
            chosen = {choose(n) for n in range(200)}
        except PLURAL_ERRORS:
            problem = f"gettext cannot evaluate plural={form.group('expression').strip()}"
        else:
            if max(chosen) >= int(form.group("n")):
                problem = f"plural= chooses form {max(chosen)}, but nplurals={form.group('n')}"
    if problem is not None:
        raise CatalogError(
            catalog.path,
            _header_line(entry, "Plural-Forms"),
            f"bad Plural-Forms {value!r}: {problem}",
        )


class _Reader:
    """Reads the entries of a catalog line by line, keeping where every piece of every string is."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.entries: list[Message] = []
        self._reset()

    def _reset(self) -> None:
        self.current = Message()
        self.started = False  # a keyword of the current entry has been read
        self.last_key: tuple[str, int] | None = None
        self.flags: set[str] = set()
        self.references: list[str] = []
        self.previous: list[str] = []
        self.comments: list[str] = []

    def _finish(self) -> None:
        current = self.current
        if self.started:
            if not current.msgstr:
                raise CatalogError(
                    self.path, current.line, f"msgid {current.msgid!r} has no msgstr"
                )
            current.flags = frozenset(self.flags)
            current.references = tuple(self.references)
            current.previous_msgid = _previous_msgid(self.previous)
            current.comments = tuple(self.comments)
            self.entries.append(current)
        self._reset()

    def _after_msgstr(self) -> bool:
        return self.started and self.last_key is not None and self.last_key[0] == "msgstr"

    def read(self, text: str) -> list[Message]:
        for number, raw in enumerate(text.splitlines(), start=1):
            self._line(number, raw.strip())
        self._finish()
        return self.entries

    def _line(self, number: int, line: str) -> None:
        obsolete = False
        if line.startswith("#~"):
            obsolete = True
            line = line[2:].strip()
            if line.startswith("|"):  # previous msgid of an obsolete entry
                return
        if not line:
            if not obsolete:
                self._finish()
            return
        if line.startswith("#-"):
            raise CatalogError(self.path, number, "a merge conflict (#-#-#-#-#): resolve it first")
        if line.startswith("#"):
            self._comment(line)
            return
        if line.startswith('"'):
            if self.last_key is None:
                raise CatalogError(self.path, number, "a string with no keyword before it")
            self._append(self.last_key, line, number)
            return
        keyword = _KEYWORD.match(line)
        if keyword is None:
            raise CatalogError(self.path, number, f"not a gettext keyword: {line[:40]!r}")
        self._keyword(number, obsolete, keyword.group(1), keyword.group(2), keyword.group(3))

    def _comment(self, line: str) -> None:
        if self._after_msgstr():
            self._finish()
        if line.startswith("#,"):
            self.flags.update(f.strip() for f in line[2:].split(",") if f.strip())
        elif line.startswith("#:"):
            self.references.extend(line[2:].split())
        elif line.startswith("#|"):
            self.previous.append(line[2:].strip())
        elif not line.startswith(("#.", "#~")):
            self.comments.append(line[2:] if line.startswith("# ") else line[1:])

    def _keyword(
        self, number: int, obsolete: bool, name: str, index: str | None, rest: str
    ) -> None:
        if name in ("msgctxt", "msgid") and self._after_msgstr():
            self._finish()
        current = self.current
        if name in ("msgctxt", "msgid") and not self.started:
            self.started = True
            current.line = number
            current.obsolete = obsolete
        if name == "msgstr":
            form = int(index) if index is not None else 0
            if form != len(current.msgstr):
                raise CatalogError(self.path, number, f"msgstr[{form}] out of order")
            current.msgstr.append("")
            key = ("msgstr", form)
        else:
            key = (name, 0)
            if name == "msgid_plural":
                current.msgid_plural = ""
            elif name == "msgctxt":
                current.msgctxt = ""
        if key in current.pieces:
            raise CatalogError(self.path, number, f"{name} given twice in one entry")
        current.pieces[key] = []
        self.last_key = key
        self._append(key, rest, number)

    def _append(self, key: tuple[str, int], quoted: str, number: int) -> None:
        value = _unquoted(quoted, self.path, number)
        message = self.current
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


def _unquoted(quoted: str, path: str, number: int) -> str:
    """The text of one quoted piece, with gettext's escapes only (Babel's own unescape)."""
    if _QUOTED.fullmatch(quoted) is None:
        raise CatalogError(
            path, number, 'a string must be quoted on one line, each " inside written \\"'
        )
    control = _CONTROL.search(quoted)
    if control is not None:
        raise CatalogError(
            path,
            number,
            f"a control character (U+{ord(control.group()):04X}) in a string: remove it",
        )
    if "\\" not in quoted:
        return quoted[1:-1]  # no escape to check or to undo (Babel's unescape does the same)
    for escape in _ESCAPE.finditer(quoted[1:-1]):
        if escape.group(1) not in _KNOWN_ESCAPES:
            raise CatalogError(
                path,
                number,
                f"bad escape '{escape.group(0)}' (gettext knows \\n \\t \\\" \\\\ \\a \\b \\f \\r \\v; "
                "write \\\\ for a backslash)",
            )
    return unescape(quoted)


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
    if pieces is None or not all(_QUOTED.fullmatch(p) for p in pieces):
        return None
    return "".join(unescape(piece) for piece in pieces)
