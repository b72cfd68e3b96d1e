"""``check``: find the errors of the rules text before a page ships.

    python -m generator check                         # the whole site
    python -m generator check locales/hi docs/index.md
    python -m generator check --format json > problems.json
    python -m generator check --format github          # annotations on a pull request

Every problem is printed, one a line, as ``file:line: [check-id] message``
(as a JSON list for other tools, or as GitHub Actions annotations, which a
pull request shows beside the line); the exit status is 1 when there is any
problem, 0 on a clean tree, which the text format says in one line on
standard error ("checked 7 pages in 7 languages: no problem").  ``--list`` prints the check ids, which
``docs/checks.md`` explains for translators.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from generator.cli import UserError
from generator.commands import add_root_option

if TYPE_CHECKING:
    from generator.check.problem import Problem


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "check",
        help="check the pages, their translations and the catalogs; report every problem",
        description=(
            "Replay every example game and check every assertion; check every translation "
            "against its source (roles, numbers, cards, quoted app messages, suit lists), the "
            "glossary of each locale, untranslated/fuzzy/obsolete messages and the generator's "
            "own catalog.  Prints file:line: [check-id] message; exit status 1 if anything is found."
        ),
    )
    parser.add_argument(
        "paths",
        nargs="*",
        type=Path,
        metavar="PATH",
        help="check only these files or directories (default: the whole site)",
    )
    parser.add_argument(
        "--format",
        choices=("text", "json", "github"),
        default="text",
        help="text (default): one problem a line; json: a list of objects "
        "with file, line, check, message, severity; github: GitHub Actions annotations",
    )
    add_root_option(parser, "project directory (default: the one holding conf.py and docs/)")
    parser.add_argument("--list", action="store_true", help="print the check ids and exit")
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator.check import (
        CHECKS,
        CheckUsageError,
        check,
        format_github,
        format_json,
        format_text,
    )

    if arguments.list:
        width = max(map(len, CHECKS))
        for name, summary in CHECKS.items():
            print(f"{name:<{width}}  {summary}")
        return 0
    root = _root(arguments.root)
    try:
        problems = check(root, arguments.paths or None, generator_locales=_generator_locales(root))
    except CheckUsageError as error:
        raise UserError(str(error)) from None
    if arguments.format == "json":
        output = format_json(problems) + "\n"
    elif arguments.format == "github":
        output = format_github(problems)
    else:
        output = format_text(problems)
    sys.stdout.write(output)
    sys.stdout.flush()
    if arguments.format == "text":
        print(_summary(root, arguments.paths, problems), file=sys.stderr)
    return 1 if problems else 0


def _summary(root: Path, paths: list[Path], problems: list[Problem]) -> str:
    """The run's verdict in one line: what was checked and what was found."""
    if problems:
        errors = sum(p.severity.value == "error" for p in problems)
        warnings = len(problems) - errors
        return f"{_count(len(problems), 'problem')} ({_count(errors, 'error')}, {_count(warnings, 'warning')})"
    if paths:
        return f"checked {_count(len(paths), 'path')}: no problem"
    from generator.project import languages

    pages = sum(1 for page in (root / "docs").rglob("*.md") if "_static" not in page.parts)
    try:
        count = len(languages(root)) if (root / "conf.py").is_file() else 1
    except Exception:  # conf.py that cannot be read was reported by the check itself
        count = 1
    return f"checked {_count(pages, 'page')} in {_count(count, 'language')}: no problem"


def _generator_locales(root: Path) -> Path | None:
    """The generator catalogs the site's build reads: ``generator_locale_dir`` in ``conf.py``
    (relative to docs/, as Sphinx reads it), else ``None``, the catalogs the generator ships with."""
    if not (root / "conf.py").is_file():
        return None
    from generator.project import ConfigError, conf, games

    try:
        directory = conf(root).get("generator_locale_dir", "")
        games(root)  # the project's own games: a bad one is the user's mistake, said here
    except ConfigError as error:  # it names conf.py already
        raise UserError(str(error)) from None
    except Exception as error:  # whatever conf.py itself raises
        raise UserError(f"{root / 'conf.py'}: cannot be read: {error}") from None
    return (root / "docs" / directory).resolve() if directory else None


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _root(given: Path | None) -> Path:
    if given is not None:
        if not (given / "docs").is_dir() and not (given / "locales").is_dir():
            raise UserError(f"{given}: no docs/ or locales/ here: not a rules site")
        return given.resolve()
    from generator.site import SiteError, find_root

    try:
        return find_root(Path.cwd()).resolve()
    except SiteError as error:
        raise UserError(str(error)) from None
