"""``add-locale``: a new language for the site in one step, or for another Sphinx project.

    python -m generator add-locale es

creates ``locales/es/`` (the pages' catalogs, the generator's catalog with
CLDR's plural rule, the interface words, a glossary skeleton) and adds ``es``
to ``generator_languages`` in conf.py.  Every message starts untranslated, so
``build`` and ``check`` fail on the language until a translator fills it in
(README, "Translating").

    python -m generator add-locale de --root PROJECT --generator-locale-dir locales

in any other Sphinx project that lists ``generator.sphinxext``: writes only
the generator's catalog, ``PROJECT/locales/de/LC_MESSAGES/generator.po``
(the directory relative to the project's ``conf.py``), which the project's
``generator_locale_dir`` then names; its pages' catalogs are Sphinx's
usual ones (``sphinx-build -b gettext``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from generator.cli import UserError
from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "add-locale",
        help="add a language: its catalogs, glossary skeleton and place in conf.py",
        description="Create locales/LANG/ from the templates and register LANG in conf.py's "
        "generator_languages; with --generator-locale-dir, in any Sphinx project, only the "
        "generator's catalog of LANG in that directory.",
    )
    parser.add_argument("language", metavar="LANG", help="CLDR locale code, e.g. es, ar, pt_BR")
    add_root_option(parser)
    parser.add_argument(
        "--generator-locale-dir",
        type=Path,
        metavar="DIR",
        help="write only the generator's catalog, under DIR (relative to the project's conf.py), "
        "for a project that is not a rules site: then set generator_locale_dir to DIR in conf.py",
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import site
    from generator.languages import LanguageError, add_language

    if arguments.generator_locale_dir is not None:
        return _another_project(arguments)
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


def _another_project(arguments: argparse.Namespace) -> int:
    from generator.languages import LanguageError, add_generator_catalog

    root = (arguments.root or Path.cwd()).resolve()
    if not (root / "conf.py").is_file():
        raise UserError(f"{root}: no conf.py here (give the Sphinx project with --root)")
    directory = (root / arguments.generator_locale_dir).resolve()
    if not directory.is_relative_to(root):
        raise UserError(f"{arguments.generator_locale_dir}: outside the project {root}")
    try:
        written = add_generator_catalog(arguments.language, directory)
    except LanguageError as error:
        raise UserError(str(error)) from None
    print(written.relative_to(root))
    print(
        f"{arguments.language}: translate every phrase of the file above, and set "
        f"generator_locale_dir = {str(directory.relative_to(root))!r} in conf.py"
    )
    return 0
