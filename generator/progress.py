"""How far each language's translation of each page is: what is left, in messages and words.

One answer for the build's summary (which pages a language publishes from an
earlier translation, :func:`generator.site.build_site`), the ``status``
command and the table of the translators' checks page.  It reads a page's
catalog as the build does (:mod:`generator.catalogs`): a message counts as
translated only when the build would use it.

>>> from generator.catalogs import parse_catalog
>>> catalog = parse_catalog('''msgid "Rules"
... msgstr "Règles"
...
... #, fuzzy
... #| msgid "Two decks."
... msgid "Two decks of cards."
... msgstr "Deux jeux."
...
... msgid "A new line."
... msgstr ""
...
... #~ msgid "Gone."
... #~ msgstr "Parti."
... ''', "fr/LC_MESSAGES/index.po")
>>> page = page_progress(catalog, "fr", "index")
>>> page.translated, page.fuzzy, page.untranslated, page.obsolete, page.words_left
(1, 1, 1, 1, 7)
>>> page.complete, page.earlier
(False, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from generator.catalogs import Catalog, Status, earlier_translations, parse_catalog, read_catalog


@dataclass(frozen=True, slots=True)
class PageProgress:
    """One page's catalog in one language."""

    language: str
    page: str
    """The catalog's domain: the page's name (``index``), or ``sphinx`` for the interface words."""
    translated: int
    fuzzy: int
    untranslated: int
    """Untranslated and partly translated (a plural form left empty)."""
    obsolete: int
    words_left: int
    """English words of the messages left (fuzzy and untranslated), as a translator counts work."""
    earlier: int = 0
    """Fuzzy messages that still hold their earlier translation (shown while the page catches up)."""

    @property
    def left(self) -> int:
        return self.fuzzy + self.untranslated

    @property
    def complete(self) -> bool:
        return self.left == 0


def _words(text: str) -> int:
    return len(text.split())


def page_progress(catalog: Catalog, language: str, page: str) -> PageProgress:
    """What is translated and what is left in ``catalog``."""
    counts = dict.fromkeys(Status, 0)
    words = 0
    for message in catalog.messages:
        status = message.status
        counts[status] += 1
        if status is not Status.TRANSLATED:
            words += _words(message.msgid) + _words(message.msgid_plural or "")
    return PageProgress(
        language=language,
        page=page,
        translated=counts[Status.TRANSLATED],
        fuzzy=counts[Status.FUZZY],
        untranslated=counts[Status.UNTRANSLATED] + counts[Status.PARTLY_TRANSLATED],
        obsolete=len(catalog.obsolete),
        words_left=words,
        earlier=len(earlier_translations(catalog)),
    )


def site_progress(
    locales: Path, languages: Iterable[str], texts: dict[Path, str] | None = None
) -> list[PageProgress]:
    """Every page catalog of each language under ``locales`` (``<lang>/LC_MESSAGES/*.po``), in
    order; ``texts`` gives a catalog's text where it differs from the file (a refresh planned)."""
    texts = texts or {}
    found = []
    for language in languages:
        folder = locales / language / "LC_MESSAGES"
        present = set(folder.glob("*.po")) if folder.is_dir() else set()
        for path in sorted(present | {path for path in texts if path.parent == folder}):
            catalog = parse_catalog(texts[path], str(path)) if path in texts else read_catalog(path)
            found.append(page_progress(catalog, language, path.stem))
    return found
