"""``add-locale``: a new language for the site in one step.

    python -m generator add-locale es

creates ``locales/es/`` (the pages' catalogs, the generator's catalog with
CLDR's plural rule, the interface words, a glossary skeleton) and adds ``es``
to ``generator_languages`` in conf.py.  Every message starts untranslated, so
``build`` and ``check`` fail on the language until a translator fills it in
(README, "Translating").
"""

from __future__ import annotations

import argparse

from generator.cli import UserError
from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "add-locale",
        help="add a language: its catalogs, glossary skeleton and place in conf.py",
        description="Create locales/LANG/ from the templates and register LANG in conf.py's generator_languages.",
    )
    parser.add_argument("language", metavar="LANG", help="CLDR locale code, e.g. es, ar, pt_BR")
    add_root_option(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import site
    from generator.languages import LanguageError, add_language

    try:
        root = project_root(arguments.root)
        written = add_language(root, arguments.language)
    except (site.SiteError, LanguageError) as error:
        raise UserError(str(error)) from None
    for path in written:
        print(path.relative_to(root) if path.is_relative_to(root) else path)
    print(
        f"{arguments.language}: added; translate every file above (README, Translating), "
        f"then `python -m generator check locales/{arguments.language}` and `python -m generator build`"
    )
    return 0
