"""``reference``: the extension's directives, roles, configuration values, warnings and check ids.

    python -m generator reference > REFERENCE.md

prints :func:`generator.reference.reference` (Markdown), written from the
code's own definitions; the repository's ``REFERENCE.md`` is its output.
"""

from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "reference",
        help="print the reference of the directives, roles, config values and check ids",
        description="Print the extension's reference (Markdown), made from the code's definitions.",
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator.reference import reference

    sys.stdout.write(reference())
    return 0
