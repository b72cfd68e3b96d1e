"""``format-catalogs``: every catalog rewritten in GNU gettext's form, nothing else changed.

    python -m generator format-catalogs            # every catalog of the project
    python -m generator format-catalogs locales/fr/LC_MESSAGES/index.po

The form is the one ``msgcat`` writes (:mod:`generator.poformat`); run it after a
tool that writes another form (``pybabel extract``/``update``, a hand merge) and
after resolving a merge conflict in a catalog.  A catalog that does not read
stops it with ``file:line: reason`` before any file is changed.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from generator.cli import UserError
from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "format-catalogs",
        help="rewrite the catalogs in the form GNU gettext's tools write (msgcat, msgmerge, Poedit)",
        description="Rewrite .po/.pot files in GNU gettext's canonical form; default: every catalog.",
    )
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH", help="catalogs to rewrite")
    add_root_option(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import site
    from generator.catalogs import CatalogError
    from generator.poformat import normalise, project_catalogs

    try:
        paths = arguments.paths or project_catalogs(project_root(arguments.root))
        changed = normalise(paths)
    except site.SiteError as error:
        raise UserError(str(error)) from None
    except CatalogError as error:
        raise UserError(f"{error}\nno catalog was changed") from None
    for path in changed:
        print(f"{path}: rewritten")
    print(
        f"catalogs: {len(changed)} rewritten, {len(paths) - len(changed)} already in gettext's form"
    )
    return 0
