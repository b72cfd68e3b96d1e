"""``status``: how far each language's translation of each page is.

    python -m generator status            # every language of the site
    python -m generator status -l th      # one language

Per language and page: the messages translated, fuzzy (the English changed:
to review), not translated and obsolete, and the English words left to
translate, from the catalogs merged with the pages as they are now (what
``build --gettext`` would write; nothing is written).  The translators'
checks page shows the same table (``{translation-status}``).  Exit status 0
whatever is left: it is a report, not a check.
"""

from __future__ import annotations

import argparse

from generator.cli import UserError
from generator.commands import add_languages_option, add_root_option, project_root

COLUMNS = ("language", "page", "translated", "fuzzy", "not translated", "obsolete", "words left")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "status",
        help="per language and page: translated, fuzzy, not translated, obsolete, words left",
        description="How far each language's translation of each page is.",
    )
    add_root_option(parser)
    add_languages_option(parser, "only this language (repeatable; default: every language)")
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import publish, site
    from generator.progress import site_progress

    try:
        root = project_root(arguments.root)
        known = [code for code in site.site_languages(root) if code != "en"]
        languages = tuple(arguments.languages or known)
        unknown = [code for code in languages if code not in known]
        if unknown:
            raise UserError(
                f"{unknown[0]!r} is not a translated language of the site ({', '.join(known)})"
            )
        with publish.one_build_at_a_time(root / "build"):
            texts = site.refreshed_catalogs(root, languages)
        pages = site_progress(root / "locales", languages, texts)
    except site.SiteError as error:
        raise UserError(str(error)) from None
    rows: list[list[object]] = []
    for language in languages:
        mine = [p for p in pages if p.language == language]
        rows += [[p.language, p.page, *(getattr(p, name) for name in _TOTALS)] for p in mine]
        rows.append([language, "(all)", *(sum(getattr(p, name) for p in mine) for name in _TOTALS)])
    print(_table([list(COLUMNS), *rows]))
    return 0


_TOTALS = ("translated", "fuzzy", "untranslated", "obsolete", "words_left")


def _table(rows: list[list[object]]) -> str:
    """Columns aligned: text to the left, numbers to the right."""
    cells = [[str(cell) for cell in row] for row in rows]
    widths = [max(len(row[column]) for row in cells) for column in range(len(cells[0]))]
    lines = []
    for row in cells:
        parts = [
            cell.ljust(width) if column < 2 else cell.rjust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(parts).rstrip())
    return "\n".join(lines)
