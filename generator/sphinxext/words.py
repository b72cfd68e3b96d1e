"""The page's words for facts: one :class:`generator.describe.Describer` per language.

Everything a page shows about the game (card names, numbers, narrations, the
app's messages, the labels of its disclosures) is asked of the describer in
the page's language; a missing phrase raises, and the extension turns that
into a located warning instead of falling back to English.  A language with
no generator catalog at all is said once, when the build starts
(:func:`require_catalogs`), with what to do.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any

from generator.catalogs import CatalogError, read_catalog
from generator.compiled import source_locale_dirs
from generator.i18n import NoCatalogError, available_locales, catalog_path
from generator.sphinxext.report import fail


@functools.cache
def _describer(language: str, locale_dir: str | None) -> Any:
    from generator.describe import Describer

    return Describer(language, locale_dir=locale_dir)


def generator_locales(config: Any, srcdir: str | Path, language: str) -> str | None:
    """The directory of the generator catalog of ``language``: ``generator_locale_dir``
    (relative to the source directory, like ``locale_dirs``) when it holds that language,
    else ``None``, the catalogs the package ships with.

    So a project adds a language the package lacks without copying the others.
    """
    configured = config.generator_locale_dir
    if not configured:
        return None
    directory = Path(srcdir, configured)
    if catalog_path(language, directory).is_file() or language not in available_locales():
        return str(directory)
    return None


def describer(env: Any) -> Any:
    """The describer of the page's language (catalog: :func:`generator_locales`)."""
    language = page_language(env)
    return _describer(language, generator_locales(env.config, env.srcdir, language))


def page_language(env: Any) -> str:
    return env.config.language or "en"


def missing_words_error() -> tuple[type[BaseException], ...]:
    """The describer's errors for a missing locale or phrase (to report, not crash)."""
    from generator.i18n import MissingCatalogError

    return (LookupError, MissingCatalogError)


def said_at_start(error: BaseException) -> bool:
    """Whether :func:`require_catalogs` already reported ``error`` (no catalog for the language),
    so a page's position or fact does not say it again."""
    return isinstance(error, NoCatalogError)


def require_catalogs(app: Any) -> None:
    """``builder-inited``: the page's language has a generator catalog, and every catalog of
    the project's in that language parses; else an error (:func:`generator.sphinxext.report.fail`).

    Without the generator's catalog no picture, description or fact can be
    written in the language: one error with the fix, not a warning at every
    position and pictures missing from an otherwise successful build.  A
    catalog that does not parse is named by ``file:line: reason`` here,
    before a page's check meets it.
    """
    if app.builder.name == "gettext":
        return  # extracting messages: English, and no catalog read
    language = page_language(app.env)
    configured = app.config.generator_locale_dir
    directory = generator_locales(app.config, app.srcdir, language)
    expected = catalog_path(language, directory)
    if not expected.is_file():
        where = Path(app.srcdir, configured or "locales")
        shown = os.path.relpath(where, app.confdir)
        fail(
            app,
            f"no generator catalog for language {language!r} (the package has "
            f"{', '.join(available_locales())}): run `python -m generator add-locale {language} "
            f"--root {app.confdir} --generator-locale-dir {shown}`, translate "
            f"{catalog_path(language, where)} and set generator_locale_dir = "
            f"{configured or shown!r} in conf.py",
            f"{Path(app.confdir, 'conf.py')}:1",
            "i18n",
        )
    if language == "en":
        return
    for directory_name in source_locale_dirs(app.config):
        messages = Path(app.srcdir, directory_name, language, "LC_MESSAGES")
        for path in sorted(messages.rglob("*.po")) if messages.is_dir() else ():
            try:
                read_catalog(path)
            except CatalogError as error:
                fail(app, f"unreadable catalog: {error.reason}", f"{path}:{error.line}", "i18n")
