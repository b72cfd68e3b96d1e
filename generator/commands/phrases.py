"""``phrases LANG``: the phrase sheet of a language, every generator message rendered.

    python -m generator phrases ar
    python -m generator phrases --template

Each message of the generator's template with its English and translated text in
real contexts of the site (:mod:`generator.phrases`).  ``--template`` extracts
the template from the code instead, writes it with an English example in each
message's translator comments, and merges it into every language's generator
catalog (:func:`generator.refresh.refresh`: new messages untranslated, changed
ones fuzzy, in gettext's form), as ``msgmerge`` would.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from generator.cli import UserError
from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "phrases",
        help="print every generator message rendered in real contexts, in English and LANG",
        description="Print, for a language, every message of the generator's catalog with its "
        "English and translated text in contexts taken from the site's positions.",
    )
    parser.add_argument("lang", metavar="LANG", nargs="?", help="a language of the site, e.g. ar")
    parser.add_argument(
        "--template",
        action="store_true",
        help="extract generator/locales/generator.pot from the code, with an English example in "
        "each message's translator comments, and merge it into every language's catalog",
    )
    add_root_option(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator.i18n import MissingCatalogError
    from generator.phrases import format_sheet, phrase_sheet

    root = project_root(arguments.root)
    if arguments.template:
        return _template(root)
    if not arguments.lang:
        raise UserError("name a language (python -m generator phrases ar), or give --template")
    try:
        sheet = phrase_sheet(arguments.lang, root)
    except MissingCatalogError as error:
        raise UserError(str(error)) from None
    sys.stdout.write(format_sheet(sheet, arguments.lang))
    missing = [phrase for phrase in sheet if not phrase.examples]
    return 1 if missing else 0


def _template(root: Path) -> int:
    """Extract the generator's template and merge it into each language's catalog."""
    from generator.i18n import available_locales
    from generator.phrases import write_template
    from generator.refresh import RefreshError, refresh

    template = write_template(root)
    print(template)
    try:
        changes = refresh(template.parent, template.parent, available_locales(template.parent))
    except RefreshError as error:
        raise UserError(str(error)) from None
    for change in changes:
        print(change)
    return 0
