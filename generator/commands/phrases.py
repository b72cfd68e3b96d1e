"""``phrases LANG``: the phrase sheet of a language, every generator message rendered.

    python -m generator phrases ar
    python -m generator phrases --template

Each message of the generator's template with its English and translated text in
real contexts of the site (:mod:`generator.phrases`).  ``--template`` extracts
the template from the code instead and writes it with an English example in each
message's translator comments.
"""

from __future__ import annotations

import argparse
import sys

from generator.cli import UserError
from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction) -> None:
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
        "each message's translator comments",
    )
    add_root_option(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator.i18n import MissingCatalogError
    from generator.phrases import format_sheet, phrase_sheet, write_template

    root = project_root(arguments.root)
    if arguments.template:
        print(write_template(root))
        return 0
    if not arguments.lang:
        raise UserError("name a language (python -m generator phrases ar), or give --template")
    try:
        sheet = phrase_sheet(arguments.lang, root)
    except MissingCatalogError as error:
        raise UserError(str(error)) from None
    sys.stdout.write(format_sheet(sheet, arguments.lang))
    return 0
