"""Messages that are not ready: untranslated, partly translated or fuzzy.

The build and the describer use only translated messages
(:attr:`generator.catalogs.Message.translated`, the one definition), so each of
these is a paragraph shown in English or a phrase missing from the app's
words.  An obsolete message (``#~``) is not a problem: ``build --gettext``
keeps there the translation of a message the English no longer has
(:mod:`generator.refresh`), and brings it back if the English returns.

>>> from generator.catalogs import parse_catalog
>>> c = parse_catalog('msgid "a"\\nmsgstr ""\\n\\n#, fuzzy\\nmsgid "b"\\nmsgstr "B"\\n\\n#~ msgid "c"\\n#~ msgstr "C"\\n'
...                   'msgid "d"\\nmsgid_plural "ds"\\nmsgstr[0] "D"\\nmsgstr[1] ""\\n', "x.po")
>>> for p in check_status(c, "x.po"): print(p)
x.po:2: [untranslated] 'a' has no translation
x.po:6: [fuzzy] 'b' is marked fuzzy: check the translation, then remove the fuzzy flag
x.po:13: [catalog-plural] 'd': msgstr[1] is empty
"""

from __future__ import annotations

from collections.abc import Iterator

from generator.catalogs import Catalog, Status
from generator.check.pages import Page, translatable_texts
from generator.check.problem import Problem


def shorten(text: str, width: int = 60) -> str:
    """A message as quoted in a report: one line, cut at ``width``."""
    one_line = " ".join(text.split())
    return repr(one_line if len(one_line) <= width else one_line[: width - 1] + "…")


def check_status(catalog: Catalog, file: str) -> Iterator[Problem]:
    for message in catalog.messages:
        status = message.status
        if status is Status.UNTRANSLATED:
            yield Problem(
                file,
                message.msgstr_line(0),
                "untranslated",
                f"{shorten(message.msgid)} has no translation",
            )
        elif status is Status.PARTLY_TRANSLATED:
            # docs/checks.md: an empty plural form is a catalog-plural problem
            for form in message.empty_forms:
                yield Problem(
                    file,
                    message.msgstr_line(form),
                    "catalog-plural",
                    f"{shorten(message.msgid)}: msgstr[{form}] is empty",
                )
        elif status is Status.FUZZY:
            yield Problem(
                file,
                message.msgstr_line(0),
                "fuzzy",
                f"{shorten(message.msgid)} is marked fuzzy: check the translation, "
                "then remove the fuzzy flag",
            )


def check_stale(catalog: Catalog, file: str, page: Page, page_file: str) -> Iterator[Problem]:
    """Messages the page no longer has: the page changed after its catalog was made.

    Sphinx takes a message from each paragraph, heading, list item, table cell,
    directive argument and option of the page as MyST parses it (its lines
    joined by spaces): a message that is none of the page's
    (:func:`generator.check.pages.translatable_texts`) is text the reader no
    longer sees, while the page's new text has no translation.
    """
    present = translatable_texts(page)
    for message in catalog.messages:
        if message.msgid.strip() and " ".join(message.msgid.split()) not in present:
            yield Problem(
                file,
                message.line,
                "stale",
                f"{shorten(message.msgid)} is no longer in {page_file}: the page changed; "
                "update the catalog (python -m generator build --gettext) and translate the new text",
            )
