"""The site's languages, and a new one added in one step.

The languages are those of ``generator_languages`` in the project's
``conf.py`` (English, the source, first): the build, the catalog refresh, the
chooser and the switcher all read that one list.

:func:`add_language` (``python -m generator add-locale xx``) prepares
everything a translator of a new language edits, then registers the
language:

- the pages' catalogs ``locales/xx/LC_MESSAGES/<page>.po``, from the templates
  of Sphinx's ``gettext`` builder, created by :mod:`generator.refresh` (as ``build --gettext``);
- the generator's catalog ``generator/locales/xx/LC_MESSAGES/generator.po`` (in the
  package, beside its template ``generator.pot``), as ``pybabel init`` makes it, with CLDR's
  ``Plural-Forms`` for the language (Babel);
- the interface words ``locales/xx/LC_MESSAGES/sphinx.po`` (the site's name,
  the switcher's label, the Sphinx words the theme shows);
- a glossary skeleton ``locales/xx/glossary.toml``: one entry per game term,
  each waiting for its word;
- ``xx`` appended to ``generator_languages`` in ``conf.py``.

Every message starts empty, so the build and the check fail on the new
language until it is translated: nothing shows in English in its place.
A language whose script has no font (``generator.fonts.SCRIPT_FAMILIES``) is
refused before anything is written, with what to add.  The new files are
written in a directory beside ``locales/xx`` and moved there in one rename,
and ``conf.py`` is replaced atomically, so a failure leaves the project as
it was.
"""

from __future__ import annotations

import ast
import os
import shutil
import tempfile
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog

from generator.cards import DECK
from generator.catalogs import read_catalog
from generator.files import write_atomic
from generator.i18n import DOMAIN, LOCALE_DIR, TEMPLATE_NAME
from generator.poformat import babel_header, catalog_text

CONF = "conf.py"
LANGUAGES_SETTING = "generator_languages"

#: The terms every glossary gives a word for (``[terms.ID]``), with what each means, before
#: the games add theirs (:func:`glossary_terms`).
GLOSSARY_TERMS: dict[str, str] = {
    "card": "a playing card",
    "deck": f"a pack of {len(DECK)} cards",
    "suit": "spades, hearts, diamonds or clubs",
    "spades": "the suit ♠",
    "hearts": "the suit ♥",
    "diamonds": "the suit ♦",
    "clubs": "the suit ♣",
    "ace": "the card A",
    "jack": "the card J",
    "queen": "the card Q",
    "king": "the card K",
    "foundation": "where a suit is built up to win",
    "move": "one move of a card or a run",
    "run": "cards in sequence moved together",
    "game": "one game played from its deal to its end",
    "deal": "the cards of one game, named by its code",
}


def glossary_terms() -> dict[str, str]:
    """Every term a new glossary gives a word for, with its meaning: the shared terms, each with
    what the registered games add in brackets, then each game's own terms.

    >>> terms = glossary_terms()
    >>> set(GLOSSARY_TERMS) <= set(terms), terms["deck"].startswith(GLOSSARY_TERMS["deck"])
    (True, True)
    """
    from generator import registry

    terms = dict(GLOSSARY_TERMS)
    added: dict[str, list[str]] = {}
    for game in registry.GAMES:
        for term, meaning in game.glossary_terms.items():
            if term in GLOSSARY_TERMS:
                added.setdefault(term, []).append(meaning)
            else:
                terms.setdefault(term, meaning)
    for term, meanings in added.items():
        terms[term] = f"{terms[term]} ({'; '.join(meanings)})"
    return terms


class LanguageError(ValueError):
    """A language that cannot be added (unknown, already there, no font), or a conf.py without the setting."""


def _conf_assignment(root: Path, name: str) -> tuple[str, ast.Assign | None]:
    path = root / CONF
    try:
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text, filename=str(path))
    except (OSError, UnicodeDecodeError) as error:
        raise LanguageError(f"{path}: cannot read it: {error}") from None
    except SyntaxError as error:
        raise LanguageError(f"{path}:{error.lineno}: {error.msg}") from None
    found = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            found = node
    return text, found


def site_languages(root: Path) -> tuple[str, ...]:
    """The languages of the site at ``root``: :func:`generator.project.languages` (conf.py)."""
    from generator import project

    return project.languages(root)


def _register(root: Path, code: str) -> None:
    """Append ``code`` to ``generator_languages`` in conf.py, keeping every other byte."""
    text, node = _conf_assignment(root, LANGUAGES_SETTING)
    if node is None:
        raise LanguageError(f"{root / CONF}: no {LANGUAGES_SETTING} = [...] to add the language to")
    languages = [*site_languages(root), code]
    lines = text.splitlines(keepends=True)

    def position(line: int, column: int) -> int:
        return sum(len(before) for before in lines[: line - 1]) + _offset(lines[line - 1], column)

    value = node.value
    if value.end_lineno is None or value.end_col_offset is None:  # ast.parse sets both
        raise LanguageError(f"{root / CONF}:{value.lineno}: cannot tell where the list ends")
    start = position(value.lineno, value.col_offset)
    end = position(value.end_lineno, value.end_col_offset)
    written = text[:start] + repr(languages).replace("'", '"') + text[end:]
    write_atomic(root / CONF, written)


def _offset(line: str, utf8_offset: int) -> int:
    """ast's column offsets count UTF-8 bytes; a string index counts characters."""
    return len(line.encode("utf-8")[:utf8_offset].decode("utf-8"))


def _locale(code: str) -> Locale:
    try:
        locale = Locale.parse(code, sep="-" if "-" in code else "_")
    except (UnknownLocaleError, ValueError):
        raise LanguageError(
            f"unknown language {code!r}: give a CLDR locale code such as 'es' or 'pt_BR'"
        ) from None
    if str(locale) != code:
        raise LanguageError(f"write the language {code!r} as {str(locale)!r}")
    return locale


def _write_catalog(catalog: Catalog, path: Path) -> None:
    """A new catalog, in GNU gettext's form (:mod:`generator.poformat`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    comments = [line[1:].removeprefix(" ") for line in catalog.header_comment.splitlines()]
    header = babel_header(catalog, path, comments)
    write_atomic(path, catalog_text(catalog, header))


def _generator_catalog(template: Path, locale: Locale, target: Path) -> None:
    """``pybabel init``: the template's phrases, empty, with the locale's header and plural rule."""
    catalog = read_catalog(template).babel(locale=locale, domain=DOMAIN)
    catalog.locale = locale
    catalog.fuzzy = False
    catalog.language_team = locale.english_name or str(locale)
    _write_catalog(catalog, target)


def _interface_catalog(root: Path, locale: Locale, target: Path) -> None:
    from generator import project as settings
    from generator.sphinxext.html import interface_messages

    conf = settings.conf(root)
    project = conf.get("project", "")
    extra = conf.get("generator_ui_messages", [])
    words = interface_messages(str(project), extra if isinstance(extra, list) else [])
    catalog = Catalog(
        locale=locale,
        project=str(project),
        fuzzy=False,
        header_comment='# The site\'s interface words (domain "sphinx"), checked by '
        "generator.sphinxext.html.translate_interface.",
    )
    for message in words:
        catalog.add(str(message))
    _write_catalog(catalog, target)


def glossary_skeleton(code: str, word_boundaries: bool) -> str:
    """A glossary with every term of :func:`glossary_terms`, each ``use`` waiting for its word.

    >>> print(glossary_skeleton("es", True).splitlines()[6:10])
    ['language = "es"', 'word-boundaries = true', '', '[terms.card]']
    """
    lines = [
        f"# Glossary of the rules site in {Locale.parse(code).english_name}: for each game term,",
        "# the word the site and the app use (use), its other forms (forms) and the variants",
        "# not to use (avoid).  The words must be those of the generator's catalog",
        f"# (locales/{code}/LC_MESSAGES/generator.po).  Fill in every `use`: until then the",
        "# check reports this file.  Schema: generator/glossary.py.",
        "",
        f'language = "{code}"',
        f"word-boundaries = {'true' if word_boundaries else 'false'}",
    ]
    for term, meaning in glossary_terms().items():
        lines += [
            "",
            f"[terms.{term}]",
            'use = ""',
            "forms = []",
            "avoid = []",
            f'note = "{meaning}"',
        ]
    return "\n".join(lines) + "\n"


#: Scripts written without spaces between words: the glossary matches words anywhere.
_UNSPACED_SCRIPTS = frozenset({"Thai", "Laoo", "Khmr", "Mymr", "Hani", "Hans", "Hant", "Jpan"})


def add_generator_catalog(code: str, directory: Path) -> Path:
    """The generator's catalog of ``code`` in ``directory`` (``<code>/LC_MESSAGES/generator.po``),
    from the package's template, every phrase empty: what another Sphinx project needs to
    show positions in a language the package has no catalog for (its ``conf.py`` then
    names ``directory`` in ``generator_locale_dir``).  The file written."""
    from generator import fonts

    locale = _locale(code)
    target = directory / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if target.exists():
        raise LanguageError(f"{target} already exists: remove it or translate it in place")
    try:
        fonts.font_chain(code)  # the pictures can draw its script
    except fonts.FontError as error:
        raise LanguageError(str(error)) from None
    _generator_catalog(LOCALE_DIR / TEMPLATE_NAME, locale, target)
    return target


def add_language(root: Path, code: str, generator_locales: Path | None = None) -> list[Path]:
    """Add ``code`` to the site at ``root``: catalogs, glossary, registration.  The files written.

    The generator's catalog goes to ``generator_locales`` (the package's ``locales/``)."""
    from generator import fonts, site

    locale = _locale(code)
    languages = site_languages(root)
    if code in languages:
        raise LanguageError(
            f"{code!r} is already a language of the site ({root / CONF}: {LANGUAGES_SETTING})"
        )
    locales = root / "locales"
    target = locales / code
    if target.exists():
        raise LanguageError(f"{target} already exists: remove it or translate it in place")
    generator_locales = Path(generator_locales or LOCALE_DIR)
    template = generator_locales / TEMPLATE_NAME
    generator_catalog = generator_locales / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if generator_catalog.exists():
        raise LanguageError(
            f"{generator_catalog} already exists: remove it or translate it in place"
        )
    if not template.is_file():
        raise LanguageError(f"{template}: no template of the generator's phrases")
    try:
        fonts.font_chain(code)  # the images and pages can draw its script
    except fonts.FontError as error:
        raise LanguageError(str(error)) from None
    script = locale.script or fonts.likely_script(locale)

    staging = Path(tempfile.mkdtemp(dir=locales, prefix=f".{code}."))
    try:
        result, _ = site.update_catalogs(
            root, (code,), locale_dir=staging, template_dir=staging / "templates"
        )
        if result.status:
            raise LanguageError(f"the pages' templates could not be made:\n{result.warnings}")
        messages = staging / code / "LC_MESSAGES"
        _generator_catalog(template, locale, staging / f"{DOMAIN}.po")
        _interface_catalog(root, locale, messages / "sphinx.po")
        (staging / code / "glossary.toml").write_text(
            glossary_skeleton(code, script not in _UNSPACED_SCRIPTS), encoding="utf-8"
        )
        generator_catalog.parent.mkdir(parents=True, exist_ok=True)
        os.replace(staging / f"{DOMAIN}.po", generator_catalog)
        os.rename(staging / code, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    _register(root, code)
    return [
        *sorted(path for path in target.rglob("*") if path.is_file()),
        generator_catalog,
        root / CONF,
    ]


__all__ = [
    "GLOSSARY_TERMS",
    "LanguageError",
    "add_generator_catalog",
    "add_language",
    "glossary_skeleton",
    "glossary_terms",
    "site_languages",
]
