"""The glossary page's tables: each game term in every language of the site, and the
card letters.

::

    ```{glossary-terms}
    ```

    ```{card-letters}
    ```

``glossary-terms`` reads ``locales/<lang>/glossary.toml`` (the words
translators are held to by the check command): on a translated page, one row
per term of that language's glossary with the English word and the language's
word; on the English page, every term in every language of
``generator_languages``.  A term marked ``check-only`` (a word the checks hold,
such as Tamil's article ஓர், that is no word of the game) is not shown; a term with a ``headword`` (Tamil அதே நிறம், where ``use`` is
the form before a noun, அதே நிற) shows it instead of ``use``.  Columns are headed by each language's own name; the
English word is the English glossary's, or the term's id.  ``card-letters`` shows the short form of a card (the same in every
language, as the card faces print it), its letters in the move notation and
its name in the page's language, asked of the describer.  The words are facts
from the glossaries and the catalogs: not messages for translators.
"""

from __future__ import annotations

from pathlib import Path

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from generator.cards import Card, Rank, Suit
from generator.sphinxext.directive_words import CARD_LETTER_HEADERS
from generator.sphinxext.report import warn

LETTER_RANKS = (Rank.ACE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)
"""The ranks written with a letter, or two digits (10, ``T`` in the notation)."""


def table(
    headers: list[str],
    rows: list[list[str]],
    classes: list[str],
    *,
    literal: tuple[int, ...] = (),
    labelled: bool = False,
) -> nodes.table:
    """A docutils table of plain text; the columns numbered in ``literal`` are notation, shown as code.
    ``labelled``: each cell also carries its column's heading (class ``cell-label``), which the
    style sheet shows where the table is laid out as one block a row (a phone)."""
    made = nodes.table(classes=classes)
    group = nodes.tgroup(cols=len(headers))
    made += group
    for _ in headers:
        group += nodes.colspec(colwidth=1)
    head = nodes.thead()
    group += head

    def row_of(cells: list[str], is_head: bool) -> nodes.row:
        row = nodes.row()
        for index, text in enumerate(cells):
            entry = nodes.entry()
            inner = (
                nodes.literal(text, text) if index in literal and not is_head else nodes.Text(text)
            )
            paragraph = nodes.paragraph("", "", translatable=False)
            if labelled and not is_head:
                paragraph += nodes.inline(headers[index], headers[index], classes=["cell-label"])
            paragraph += inner
            entry += paragraph
            row += entry
        return row

    head += row_of(headers, True)
    body = nodes.tbody()
    group += body
    for cells in rows:
        body += row_of(cells, False)
    return made


class GlossaryTermsDirective(SphinxDirective):
    """The glossary terms: on a translated page, the English word and the page language's
    word for each term of that language's glossary; on the English page, every term in
    every language of the site."""

    def run(self) -> list[nodes.Node]:
        from generator.compiled import source_locale_dirs
        from generator.glossary import GlossaryError, read_glossary
        from generator.sphinxext.html import language_name
        from generator.sphinxext.words import page_language

        page = page_language(self.env)
        languages = ["en", page] if page != "en" else list(self.config.generator_languages)
        glossaries = {}
        for language in languages:
            # The glossaries sit beside the catalogs a person edits, not the compiled copies.
            path = Path(
                self.env.srcdir, source_locale_dirs(self.config)[0], language, "glossary.toml"
            ).resolve()
            # Not a page dependency (it is outside the source directory): a changed glossary
            # rebuilds every page showing it (generator.sphinxext.games.content_dependencies).
            try:
                glossaries[language] = read_glossary(path)
            except GlossaryError as error:
                warn(str(error), self.get_location(), "i18n")
                return []
            except OSError as error:
                warn(
                    f"no glossary for {language}: cannot read {path}: {error.strerror}",
                    self.get_location(),
                    "i18n",
                )
                return []
        shown = [language for language in languages if language != "en"] or ["en"]
        order: list[str] = []
        for language in shown:
            order.extend(
                term.id
                for term in glossaries[language].terms
                if term.id not in order and not term.check_only
            )
        rows = []
        for term_id in order:
            cells = []
            for language in languages:
                term = glossaries[language].term(term_id)
                if term is not None:
                    cells.append(term.headword or term.use)  # a word list's form
                elif language == "en":
                    cells.append(term_id.replace("-", " "))  # the ids are the English words
                else:
                    cells.append("—")  # on the English page: a term this language's glossary lacks
            rows.append(cells)
        headers = [language_name(language) for language in languages]
        return [table(headers, rows, ["glossary-terms"])]


class CardLettersDirective(SphinxDirective):
    """The card letters: short form, notation, and the name in the page's language."""

    def run(self) -> list[nodes.Node]:
        from generator.sphinxext.html import directive_ui_text
        from generator.sphinxext.words import describer, missing_words_error

        try:
            speak = describer(self.env)
            rows = [
                [str(card), card.ascii(), speak.card_name(card)]
                for card in (Card(rank, Suit.SPADES) for rank in LETTER_RANKS)
            ]
            rows += [[suit.symbol, suit.letter, speak.suit_name(suit)] for suit in Suit]
        except missing_words_error() as error:
            warn(f"card letters: {error}", self.get_location(), "i18n")
            return []
        return [
            table(
                [directive_ui_text(self, h) for h in CARD_LETTER_HEADERS],
                rows,
                ["card-letters"],
                literal=(0, 1),
            )
        ]
