"""The generator's own gettext catalogs, loaded strictly.

Every word the generator writes for a reader comes from its own catalogs,
shipped inside the package as Sphinx ships its own:
``generator/locales/<lang>/LC_MESSAGES/generator.po`` (template
``generator/locales/generator.pot``), read with :mod:`importlib.resources`, so
an installed generator finds them wherever it runs.  The site's pages have
their catalogs in the project's ``locales/``.
A missing catalog, a phrase the code asks for that the catalog lacks, an
untranslated (empty) or fuzzy phrase, a translation whose placeholders differ
from the original, a phrase with a space at either end or two in a row (it is
pasted into other phrases), a ``Plural-Forms`` that is not CLDR's rule: each
is an error naming the locale, the file, the line and the phrase.  A name the
describer puts into phrases has one message per form (:mod:`generator.describe`:
``msgctxt "card, moved"``, ``"card, first of a run"``…), so a missing form is
a missing phrase, located after the line of the phrase before it in the
template.  There is no fall-back to English anywhere: a reader of the Thai
site must never meet an English sentence that nobody noticed.

How a catalog is compiled: on load, the ``.po`` file is read strictly by
:mod:`generator.catalogs` (the reader the build and ``check`` use), checked
(completeness against the template, every phrase translated as
:attr:`generator.catalogs.Message.translated` says, placeholders, Babel's own
checkers), then compiled in memory (:func:`generator.catalogs.compile_mo`)
and read back by :class:`gettext.GNUTranslations`, which evaluates the
catalog's ``Plural-Forms``.  No ``.mo`` file is written to the tree: the
``.po`` is the only source, so a compiled file can never be stale, and the
result is cached per file and modification time.  :func:`compile_catalog`
writes a ``.mo`` for tools that want one.

Extraction (run from the repository root; ``babel.cfg`` gives the keywords of
the describer's markers and the ``TRANSLATORS:`` comment tag)::

    pybabel extract -F babel.cfg --no-location --project=solitaire-rules-generator \\
        -o generator/locales/generator.pot generator

then merge into the catalogs, put them back in gettext's form
(:mod:`generator.poformat`) and translate::

    pybabel update -i generator/locales/generator.pot -d generator/locales -D generator --no-fuzzy-matching
    python -m generator format-catalogs

``tests/test_i18n.py`` re-extracts into a temporary file and fails when the
template and the code disagree.
"""

from __future__ import annotations

import functools
import gettext
import io
import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog as BabelCatalog
from babel.messages.catalog import Message as BabelMessage
from babel.messages.plurals import get_plural

from generator.catalogs import Catalog, CatalogError, Message, Status, compile_mo, read_catalog
from generator.files import write_atomic
from generator.spellout import GENDERS

DOMAIN = "generator"
"""The catalog name: ``<lang>/LC_MESSAGES/generator.po``."""

# The package is installed as files (a wheel, or editable): its resources are paths,
# which the checks and the cache (by modification time) need.
LOCALE_DIR = Path(str(resources.files("generator") / "locales"))
"""Where the generator's catalogs live: the package's ``locales/``."""

TEMPLATE_NAME = DOMAIN + ".pot"

EXTRACT_ARGUMENTS = (
    "extract",
    "-F",
    "babel.cfg",
    "--no-location",
    "--project=solitaire-rules-generator",
    "generator",
)
"""``pybabel`` arguments (without ``-o``) that produce the template, run from the repository root."""

_PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


class MissingCatalogError(ValueError):
    """No usable catalog for a locale: unknown locale, no file, or a broken file."""

    def __init__(self, message: str, *, locale: str, path: Path | None = None):
        self.locale = locale
        self.path = path
        super().__init__(message)


class NoCatalogError(MissingCatalogError):
    """The locale is known to CLDR but has no generator catalog file at all (``path`` names
    where it was looked for): the project must add one before a page can be built in it."""


class MissingPhraseError(MissingCatalogError):
    """A phrase the generator needs is absent, empty, fuzzy or badly translated.

    ``msgid`` and ``context`` name the phrase; ``lineno`` its line in ``path``
    when the catalog has it.
    """

    def __init__(
        self,
        message: str,
        *,
        locale: str,
        path: Path | None,
        msgid: str,
        context: str | None = None,
        lineno: int | None = None,
    ):
        self.msgid = msgid
        self.context = context
        self.lineno = lineno
        super().__init__(message, locale=locale, path=path)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a catalog, located as ``file:line: reason``."""

    path: Path
    lineno: int | None
    reason: str
    msgid: str | None = None
    context: str | None = None

    def __str__(self) -> str:
        where = f"{self.path}:{self.lineno}" if self.lineno else str(self.path)
        return f"{where}: {self.reason}"


def catalog_path(lang: str, locale_dir: Path | str | None = None) -> Path:
    """``<locale_dir>/<lang>/LC_MESSAGES/generator.po``."""
    return Path(locale_dir or LOCALE_DIR) / lang / "LC_MESSAGES" / (DOMAIN + ".po")


def available_locales(locale_dir: Path | str | None = None) -> tuple[str, ...]:
    """The locales that have a generator catalog, sorted.

    >>> available_locales()
    ('ar', 'en', 'es', 'fr', 'hi', 'ta', 'th')
    """
    root = Path(locale_dir or LOCALE_DIR)
    if not root.is_dir():
        return ()
    return tuple(
        sorted(entry.name for entry in root.iterdir() if catalog_path(entry.name, root).is_file())
    )


def _describe(msgid: str, context: str | None) -> str:
    return f"{msgid!r}" + (f" (context {context!r})" if context else "")


def _message_id(message: BabelMessage) -> str:
    return message.id[0] if isinstance(message.id, (tuple, list)) else message.id


def _placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


GENDER_CONTEXT = "grammatical gender"
"""The context of the phrases that give a counted noun's gender: the translation is a word of
:data:`generator.spellout.GENDERS`, which numbers written in words agree with."""

COUNT = "n"
"""The placeholder of the count in every plural phrase: ``%(n)s card``."""

#: Counts enough to tell which numbers a plural form serves: every ending of 0-1199 and the millions.
PLURAL_SAMPLES = (*range(1200), 1_000_000, 2_000_000, 10_000_000)


def single_number_forms(plural_expr: str, nplurals: int) -> frozenset[int]:
    """The plural forms that serve one count only, which may leave the count unwritten.

    Arabic says "ورقتان" (two cards) and "ورقة واحدة" (one card) without the digit: CLDR's own
    unit patterns do, and GNU msgfmt allows a form that applies to a single number to omit it.
    Every other form must write ``%(n)s``.

    >>> sorted(single_number_forms("(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 && n % 100 <= 99 ? 4 : 5)", 6))
    [0, 1, 2]
    >>> sorted(single_number_forms("(n > 1)", 2)), sorted(single_number_forms("(n != 1)", 2))
    ([], [0])
    """
    return frozenset(single_numbers(plural_expr, nplurals))


def single_numbers(plural_expr: str, nplurals: int) -> dict[int, int]:
    """The forms that serve one count only, each with its count: a form that may say its
    number in words ("ورقتان" is two cards).

    >>> single_numbers("(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 && n % 100 <= 99 ? 4 : 5)", 6)
    {0: 0, 1: 1, 2: 2}
    """
    return dict(_single_numbers(plural_expr, nplurals))


@functools.lru_cache(maxsize=64)
def _single_numbers(plural_expr: str, nplurals: int) -> tuple[tuple[int, int], ...]:
    """:func:`single_numbers`, kept: every catalog of a language has the same header, and the
    answer (1,203 counts put through the expression) depends on nothing else."""
    choose = gettext.c2py(plural_expr)
    served: dict[int, set[int]] = {}
    for n in PLURAL_SAMPLES:
        served.setdefault(choose(n), set()).add(n)
    return tuple(
        (form, next(iter(served[form])))
        for form in range(nplurals)
        if len(served.get(form, ())) == 1
    )


_LOOSE_SPACE = re.compile(r"^\s|\s$|\s\s|[\n\t]")


def _form_problems(message: Message, path: Path, lang: str) -> list[Problem]:
    """A phrase the describer pastes into others (a card's form, a "from …" phrase, a count
    phrase) must be one clean run of words: a space at either end or two in a row would show
    as a gap in every sentence it enters, a line break would split the line."""
    name = _describe(message.msgid, message.msgctxt)
    for form, text in enumerate(message.forms):
        if _LOOSE_SPACE.search(text):
            return [
                Problem(
                    path,
                    message.msgstr_line(form),
                    f"phrase {name} in locale {lang!r}: a space at the start or the end, two "
                    f"spaces or a line break in {text!r}",
                    message.msgid,
                    message.msgctxt,
                )
            ]
    return []


def _plural_rule_problems(catalog: Catalog, path: Path, lang: str) -> list[Problem]:
    """The catalog's ``Plural-Forms`` must be CLDR's rule for the language (through Babel), so
    that each count gets the category CLDR gives it: Arabic's six (0, 1, 2, 3-10, 11-99, and
    100-102 like 0), Hindi's 0 with 1.  A hand-made rule would put counts in the wrong form."""
    if catalog.plural_forms is None:
        return []
    try:
        expected = str(get_plural(lang))
    except (UnknownLocaleError, ValueError):
        return []
    if " ".join(catalog.plural_forms.split()) == expected:
        return []
    return [
        Problem(
            path,
            catalog.header_line,
            f"the catalog of locale {lang!r} says Plural-Forms {catalog.plural_forms!r}; "
            f"CLDR's rule (Babel) is {expected!r}",
        )
    ]


def _message_problems(message: Message, catalog: Catalog, path: Path, lang: str) -> list[Problem]:
    """Why the generator cannot use ``message`` (:attr:`generator.catalogs.Message.status`)."""
    name = _describe(message.msgid, message.msgctxt)
    empty = message.empty_forms

    def problem(reason: str, line: int | None = None) -> Problem:
        where = line or message.msgstr_line(empty[0] if empty else 0)
        return Problem(path, where, reason, message.msgid, message.msgctxt)

    status = message.status
    if status is Status.FUZZY:
        return [
            problem(f"fuzzy phrase {name} in locale {lang!r}: review it and drop the fuzzy flag")
        ]
    if message.plural and catalog.nplurals is None:
        return [
            problem(
                f"phrase {name} is a plural phrase, but the catalog has no Plural-Forms header",
                catalog.header_line,
            )
        ]
    if status is Status.UNTRANSLATED:
        return [problem(f"untranslated phrase {name} in locale {lang!r}")]
    if status is Status.PARTLY_TRANSLATED:
        forms = ", ".join(f"msgstr[{form}]" for form in empty)
        return [
            problem(
                f"untranslated phrase {name} in locale {lang!r}: {forms} empty "
                f"({catalog.plural_forms})"
            )
        ]
    if message.msgctxt == GENDER_CONTEXT and message.forms[0] not in GENDERS:
        return [
            problem(
                f"phrase {name} in locale {lang!r}: the gender {message.forms[0]!r} is none of "
                f"{', '.join(GENDERS)}",
                message.msgstr_line(0),
            )
        ]
    # A translation that drops or renames a placeholder loses a card or a number
    # the reader needs (or raises KeyError mid-build): the names must match exactly.
    expected = _placeholders(
        message.msgid_plural if message.msgid_plural is not None else message.msgid
    )
    single = (
        single_number_forms(catalog.plural_expression or "(n != 1)", catalog.nplurals or 2)
        if message.plural
        else frozenset()
    )
    for form, text in enumerate(message.forms):
        found = _placeholders(text)
        if form in single and COUNT not in found:
            found = found | {COUNT}  # "ورقتان": the word says the number
        if found != expected:
            return [
                problem(
                    f"phrase {name} in locale {lang!r}: placeholders {sorted(found)} "
                    f"in the translation, {sorted(expected)} in the original",
                    message.msgstr_line(form),
                )
            ]
    return []


def _read(path: Path, lang: str, reader: Callable[[Path], Catalog] = read_catalog) -> Catalog:
    try:
        return reader(path)
    except CatalogError as error:
        raise MissingCatalogError(
            f"{error.path}:{error.line}: unreadable catalog: {error.reason}", locale=lang, path=path
        ) from None


@functools.lru_cache(maxsize=4)
def _kept_template(path: Path, stamp: tuple[int, ...]) -> Catalog:
    """The template as read while its file is unchanged (as :func:`_load` keeps a catalog):
    every locale's catalog is compared with it, and it is read once for all of them."""
    return read_catalog(path)


def _template(path: Path, lang: str) -> Catalog:
    return _read(path, lang, lambda template: _kept_template(template, _stamp(template)))


def check_catalog(lang: str, locale_dir: Path | str | None = None) -> list[Problem]:
    """Every problem of the catalog of ``lang``; an empty list when it is usable.

    The catalog must name its locale, must not be fuzzy as a whole, and must
    hold every phrase of the template (when ``locale_dir`` has one), each
    translated (:attr:`generator.catalogs.Message.translated`), with its
    placeholders and Babel's checks passing.
    Raises :class:`MissingCatalogError` when there is no catalog to check.
    """
    path = _existing_catalog(lang, locale_dir)
    catalog = _read(path, lang)
    return _problems(catalog, path, lang, _template_path(locale_dir))[0]


def _problems(
    catalog: Catalog, path: Path, lang: str, template_path: Path
) -> tuple[list[Problem], BabelCatalog | None]:
    """The catalog's problems, and the catalog as Babel read it for its checks (None when it
    was not read: a phrase is already unusable), which :func:`_load` compiles."""
    problems = []
    if catalog.language != lang:
        problems.append(
            Problem(
                path,
                catalog.header_line,
                f"catalog header says Language {catalog.language!r}, expected {lang!r}",
            )
        )
    if not catalog.header or "fuzzy" in catalog.header_flags:
        problems.append(
            Problem(
                path,
                catalog.header_line,
                f"the catalog header of locale {lang!r} is marked fuzzy (or missing)",
            )
        )
    problems.extend(_plural_rule_problems(catalog, path, lang))
    for message in catalog.messages:
        problems.extend(
            _message_problems(message, catalog, path, lang) or _form_problems(message, path, lang)
        )
    babel = None
    if not any(p.msgid is not None for p in problems):
        babel = _babel(catalog, lang)
        for phrase in babel:
            if phrase.id:
                msgid = _message_id(phrase)
                for error in phrase.check(babel):
                    ours = catalog.get(msgid, phrase.context)  # looked up for an error only
                    problems.append(
                        Problem(
                            path,
                            ours.msgstr_line(0) if ours else phrase.lineno,
                            f"phrase {_describe(msgid, phrase.context)} in locale {lang!r}: {error}",
                            msgid,
                            phrase.context,
                        )
                    )
    if template_path.is_file():
        problems.extend(_missing_problems(catalog, path, lang, template_path))
    return problems, babel


def _missing_problems(
    catalog: Catalog, path: Path, lang: str, template_path: Path
) -> list[Problem]:
    """Every phrase of the template that the catalog lacks, located where it belongs: after the
    catalog's line of the phrase before it in the template.  A name has one phrase per form
    (``msgctxt "card, moved"``, ``"card, first of a run"``…), so a missing form is a missing
    phrase, said with its context next to its siblings."""
    problems = []
    previous: Message | None = None
    index: dict[tuple[str | None, str], Message] = {}
    for message in catalog.messages:
        index.setdefault(message.key, message)  # the first, as Catalog.get finds it
    for wanted in _template(template_path, lang).messages:
        present = index.get(wanted.key)
        if present is not None:
            previous = present
            continue
        where = f", after {_describe(previous.msgid, previous.msgctxt)}" if previous else ""
        problems.append(
            Problem(
                path,
                previous.line if previous else catalog.header_line,
                f"missing phrase {_describe(wanted.msgid, wanted.msgctxt)} in locale {lang!r}"
                f"{where} (it is in {template_path.name}; run pybabel update)",
                wanted.msgid,
                wanted.msgctxt,
            )
        )
    return problems


def _babel(catalog: Catalog, lang: str) -> BabelCatalog:
    try:
        return catalog.babel(locale=lang, domain=DOMAIN)
    except CatalogError as error:
        raise MissingCatalogError(str(error), locale=lang, path=Path(error.path)) from None


def _template_path(locale_dir: Path | str | None) -> Path:
    return Path(locale_dir or LOCALE_DIR) / TEMPLATE_NAME


def _existing_catalog(lang: str, locale_dir: Path | str | None) -> Path:
    if not isinstance(lang, str) or not re.fullmatch(r"[A-Za-z]{2,3}(_[A-Za-z0-9]+)?", lang):
        raise MissingCatalogError(f"unknown locale {lang!r}", locale=str(lang))
    try:
        Locale.parse(lang)
    except (UnknownLocaleError, ValueError):
        raise MissingCatalogError(f"unknown locale {lang!r}", locale=lang) from None
    path = catalog_path(lang, locale_dir)
    if not path.is_file():
        known = ", ".join(available_locales(locale_dir)) or "none"
        raise NoCatalogError(
            f"{path}: no generator catalog for locale {lang!r} (catalogs: {known})",
            locale=lang,
            path=path,
        )
    return path


class _Refuse(gettext.NullTranslations):
    """The only fall-back a strict catalog has: it raises instead of answering in English."""

    def __init__(self, lang: str, path: Path):
        super().__init__()
        self._lang = lang
        self._path = path

    def _missing(self, msgid: str, context: str | None = None) -> MissingPhraseError:
        return MissingPhraseError(
            f"{self._path}: no phrase {_describe(msgid, context)} in locale {self._lang!r}",
            locale=self._lang,
            path=self._path,
            msgid=msgid,
            context=context,
        )

    def gettext(self, message: str) -> str:
        raise self._missing(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        raise self._missing(msgid1)

    def pgettext(self, context: str, message: str) -> str:
        raise self._missing(message, context)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        raise self._missing(msgid1, context)


class StrictTranslations(gettext.GNUTranslations):
    """A compiled catalog whose missing phrases raise :class:`MissingPhraseError`."""

    def __init__(self, mo: bytes, lang: str, path: Path):
        super().__init__(io.BytesIO(mo))
        self.lang = lang
        self.path = path
        super().add_fallback(_Refuse(lang, path))

    def add_fallback(self, fallback: gettext.NullTranslations) -> None:
        raise TypeError("a strict catalog takes no fall-back: a missing phrase must be an error")

    def gettext(self, message: str) -> str:
        if not message:
            raise ValueError("the empty msgid is the catalog header, not a phrase")
        return super().gettext(message)


@functools.lru_cache(maxsize=32)
def _load(lang: str, path: Path, stamp: tuple[Any, ...], template_path: Path) -> StrictTranslations:
    catalog = _read(path, lang)
    problems, babel = _problems(catalog, path, lang, template_path)
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        message = f"{first}{more}"
        if first.msgid is None:
            raise MissingCatalogError(message, locale=lang, path=path)
        raise MissingPhraseError(
            message,
            locale=lang,
            path=path,
            msgid=first.msgid,
            context=first.context,
            lineno=first.lineno,
        )
    # The catalog Babel read for the checks is compiled: it is not read a second time.
    return StrictTranslations(
        compile_mo(catalog, locale=lang, domain=DOMAIN, babel=babel), lang, path
    )


def _stamp(path: Path) -> tuple[int, ...]:
    try:
        status = path.stat()
    except OSError:
        return ()
    return (status.st_mtime_ns, status.st_size)


def load(lang: str, locale_dir: Path | str | None = None) -> StrictTranslations:
    """The checked, compiled catalog of ``lang``.

    >>> load("fr").npgettext("quantity", "%(n)s card", "%(n)s cards", 2) % {"n": 2}
    '2 cartes'
    >>> load("fr").gettext("%(n)s card")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    generator.i18n.MissingPhraseError: .../fr/LC_MESSAGES/generator.po: no phrase '%(n)s card' in locale 'fr'
    >>> load("xx")
    Traceback (most recent call last):
    ...
    generator.i18n.MissingCatalogError: unknown locale 'xx'
    """
    path = _existing_catalog(lang, locale_dir)
    template_path = _template_path(locale_dir)
    stamp = (_stamp(path), _stamp(template_path))
    return _load(lang, path, stamp, template_path)


def compile_catalog(lang: str, output: Path | str, locale_dir: Path | str | None = None) -> Path:
    """Write the checked catalog of ``lang`` as a ``.mo`` file (for tools that want one)."""
    load(lang, locale_dir)  # refuses an incomplete catalog before anything is written
    catalog = _read(catalog_path(lang, locale_dir), lang)
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(output, compile_mo(catalog, locale=lang, domain=DOMAIN))
    return output


__all__ = [
    "COUNT",
    "DOMAIN",
    "EXTRACT_ARGUMENTS",
    "LOCALE_DIR",
    "MissingCatalogError",
    "MissingPhraseError",
    "NoCatalogError",
    "Problem",
    "StrictTranslations",
    "available_locales",
    "catalog_path",
    "check_catalog",
    "compile_catalog",
    "load",
    "single_number_forms",
    "single_numbers",
]
