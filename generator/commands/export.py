"""``export``: the published site as a plain folder, ready to upload.

    python -m generator export public/

copies ``build/site`` (a link to the published version) into ``public/``,
replaced in one rename (:mod:`generator.export`).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from generator.cli import UserError
from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "export",
        help="copy the published site into a plain folder, to upload to a static host",
        description="Copy build/site's files (not its link) into DEST, replacing an earlier "
        "export in one step.",
    )
    parser.add_argument("dest", type=Path, metavar="DEST", help="the folder to write")
    add_root_option(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import site
    from generator.export import ExportError, export_site

    try:
        root = project_root(arguments.root)
        files = export_site(root, arguments.dest)
    except (site.SiteError, ExportError) as error:
        raise UserError(str(error)) from None
    print(f"exported {files} files of {root / 'build' / 'site'} to {arguments.dest}")
    return 0
