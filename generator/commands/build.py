"""``build``: the whole rules site, every language, warnings as errors.

python -m generator build                 # build/site/<lang>/ and build/site/index.html
python -m generator build -l hi           # one language; the others stay as last built,
                                          # the chooser and switchers list them all
python -m generator build --gettext       # refresh locales/templates/*.pot and locales/*/LC_MESSAGES/*.po
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from generator.cli import UserError
from generator.commands import add_root_option, project_root
from generator.interrupt import Interrupted


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "build",
        help="build the multilingual rules site (every example replayed, drawn and checked)",
        description="Build docs/ in every language into build/site/<lang>/, warnings as errors.",
    )
    add_root_option(parser)
    parser.add_argument(
        "--out", type=Path, default=None, help="output directory (default: ROOT/build/site)"
    )
    parser.add_argument(
        "-l",
        "--language",
        action="append",
        dest="languages",
        metavar="LANG",
        help="build only this language (repeatable; default: all)",
    )
    parser.add_argument(
        "-j", "--jobs", type=int, default=None, help="languages built at once (default: CPUs)"
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="show Sphinx's output, each line marked with its language",
    )
    parser.add_argument(
        "--gettext",
        action="store_true",
        help="instead of the site, regenerate locales/templates/*.pot and update the .po catalogs",
    )
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import site
    from generator.languages import LanguageError

    try:
        root = project_root(arguments.root)
    except site.SiteError as error:
        raise UserError(str(error)) from None
    try:
        languages = tuple(arguments.languages or site.site_languages(root))
        if arguments.gettext:
            result, counts = site.update_catalogs(root, languages, quiet=not arguments.verbose)
            sys.stderr.write(result.warnings)
            if result.status:
                return 1
            return _report_catalogs(root, counts)
        site.output_directory(root, arguments.out)
        print(f"building {', '.join(languages)}", flush=True)
        results = site.build_site(
            root,
            arguments.out,
            languages,
            arguments.jobs,
            quiet=not arguments.verbose,
            done=_progress,
        )
    except (site.SiteError, LanguageError) as error:
        raise UserError(str(error)) from None
    except Interrupted as stop:
        what = (
            "each catalog is as it was or wholly updated"
            if arguments.gettext
            else _kept(arguments.out, root)
        )
        print(f"build: {stop}: {what}", file=sys.stderr)
        return stop.exit_status
    failed = [result for result in results if result.status]
    out = arguments.out or root / "build" / "site"
    if failed:
        kept = _kept(arguments.out, root)
        print(f"build failed in {', '.join(r.language for r in failed)}: {kept}", file=sys.stderr)
        return 1
    missing = [
        code for code in site.site_languages(root) if not (out / code / "index.html").is_file()
    ]
    if missing:
        print(
            f"not built yet: {', '.join(missing)} "
            f"(build them with {' '.join(f'-l {code}' for code in missing)})",
            file=sys.stderr,
        )
    print(f"site: {out / 'index.html'}")
    return 0


def _kept(out: Path | None, root: Path) -> str:
    """What a build that did not publish left: the previous site, or nothing."""
    out = out or root / "build" / "site"
    return (
        f"the site in {out} was left as it was"
        if (out / "index.html").exists()
        else "nothing was published"
    )


def _progress(result) -> None:
    """One language built: its warnings, then ``hi: ok (9.1 s), 3 of 12 pictures rendered``
    (``check: ok (2.0 s)`` for the checks of every language, :mod:`generator.buildcheck`)."""
    sys.stderr.write(result.warnings)
    state = "failed" if result.status else "ok"
    pictures = (
        ""
        if result.language == "check"
        else (f", {result.rendered} of {result.pictures} pictures rendered")
    )
    print(f"{result.language}: {state} ({result.seconds:.1f} s){pictures}", flush=True)


def _report_catalogs(root: Path, changes: list) -> int:
    """Each changed catalog with its new, fuzzy and obsolete messages, then the totals."""
    for change in changes:
        if change.written:
            shown = (
                change.path.relative_to(root) if change.path.is_relative_to(root) else change.path
            )
            print(str(change).replace(str(change.path), str(shown), 1))
    created = sum(c.created for c in changes)
    updated = sum(c.written and not c.created for c in changes)
    print(
        f"catalogs: {created} created, {updated} updated, {len(changes) - created - updated} unchanged"
    )
    return 0
