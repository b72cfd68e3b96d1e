"""The page's words for facts: one :class:`generator.describe.Describer` per language.

Everything a page shows about the game (card names, numbers, narrations, the
app's messages) is asked of the describer in the page's language; a missing
locale or phrase raises, and the extension turns that into a located warning
instead of falling back to English.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any


@functools.cache
def _describer(language: str, locale_dir: str | None) -> Any:
    from generator.describe import Describer

    return Describer(language, locale_dir=locale_dir)


def describer(env: Any) -> Any:
    """The describer of the page's language.

    ``generator_locale_dir`` (relative to the source directory, like
    ``locale_dirs``) names other generator catalogs than the package's.
    """
    locale_dir = env.config.generator_locale_dir
    return _describer(page_language(env), str(Path(env.srcdir, locale_dir)) if locale_dir else None)


def page_language(env: Any) -> str:
    return env.config.language or "en"


def missing_words_error() -> tuple[type[BaseException], ...]:
    """The describer's errors for a missing locale or phrase (to report, not crash)."""
    from generator import describe

    errors: list[type[BaseException]] = [LookupError]
    for name in ("MissingCatalogError",):
        found = getattr(describe, name, None)
        if found is None:
            from generator import i18n

            found = getattr(i18n, name, None)
        if isinstance(found, type):
            errors.append(found)
    return tuple(errors)
