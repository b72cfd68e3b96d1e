"""The translators' checks page's table: how far each language's translation of each page is.

``{translation-status}`` writes, per language and page, the messages translated,
fuzzy, not translated and obsolete, and the English words left
(:mod:`generator.progress`), in the page's language.  The site's build passes
the figures it published from (``generator_translation_progress``: the
catalogs merged with the pages, as the ``status`` command prints them); a
plain Sphinx build reads the catalogs as they are.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from generator.progress import PageProgress, site_progress
from generator.sphinxext.glossary import table
from generator.sphinxext.report import warn


def progress_rows(pages: list[PageProgress]) -> list[list[Any]]:
    """The figures as ``generator_translation_progress`` holds them (plain lists, picklable)."""
    return [
        [p.language, p.page, p.translated, p.fuzzy, p.untranslated, p.obsolete, p.words_left]
        for p in pages
    ]


class TranslationStatusDirective(SphinxDirective):
    """The translation status table of every language of the site but English."""

    def run(self) -> list[nodes.Node]:
        from generator.compiled import source_locale_dirs
        from generator.sphinxext.html import language_name
        from generator.sphinxext.words import describer, missing_words_error

        rows = self.config.generator_translation_progress
        if not rows:
            languages = [code for code in self.config.generator_languages if code != "en"]
            locales = Path(self.env.srcdir, source_locale_dirs(self.config)[0]).resolve()
            rows = progress_rows(site_progress(locales, languages))
        try:
            words = describer(self.env)
            headings = list(words.status_headings())
            cells = [
                [language_name(row[0]), row[1], *(words.number(n) for n in row[2:])] for row in rows
            ]
        except missing_words_error() as error:
            warn(str(error), self.get_location(), "i18n")
            return []
        return [table(headings, cells, ["translation-status"], literal=(1,), labelled=True)]
