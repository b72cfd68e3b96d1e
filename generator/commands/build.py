"""``build``: the whole rules site, every language, warnings as errors.

python -m generator build                 # build/site/<lang>/ and build/site/index.html
python -m generator build -l hi           # one language; the others stay as last built,
                                          # the chooser and switchers list them all
python -m generator build --strict        # nothing published unless every page is translated
python -m generator build --gettext       # refresh locales/templates/*.pot and locales/*/LC_MESSAGES/*.po
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.cli import UserError
from generator.commands import add_languages_option, add_root_option, project_root
from generator.interrupt import Interrupted
from generator.sphinxext.images import picture_count

if TYPE_CHECKING:
    from generator.refresh import Change


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "build",
        help="build the multilingual rules site (every example replayed, drawn and checked)",
        description="Build docs/ in every language into build/site/<lang>/, warnings as errors.",
    )
    add_root_option(parser)
    parser.add_argument(
        "--out", type=Path, default=None, help="output directory (default: ROOT/build/site)"
    )
    add_languages_option(parser, "build only this language (repeatable; default: all)")
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
        "--strict",
        action="store_true",
        help="publish nothing unless every page of every language is fully translated "
        "(default: a page whose translation is incomplete is published from its earlier "
        "translation, with a notice)",
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

    root = project_root(arguments.root)
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
        progress = _Progress()
        results = site.build_site(
            root,
            arguments.out,
            languages,
            arguments.jobs,
            quiet=not arguments.verbose,
            done=progress,
            strict=arguments.strict,
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
    for result in results:
        if result.left:
            print(_left(result.language, result.left))
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
    progress.succeeded()
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


class _Progress:
    """Each language as it is done: its warnings, then ``hi: ok (9.1 s), 12 pictures: 3 drawn,
    9 from the cache``; the checks of every language (:mod:`generator.buildcheck`) as
    ``check``.

    One message per mistake: a warning another language already printed (a mistake in an
    English page, which every language meets at the same line) is not printed again.  The
    check's ``ok`` waits for the run's end and is printed only if the whole build succeeded,
    never beside a language that failed.
    """

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.check_ok: str | None = None

    def __call__(self, result: Any) -> None:
        for line in result.warnings.splitlines(keepends=True):
            if line.strip() and line in self.seen:
                continue
            self.seen.add(line)
            sys.stderr.write(line)
        state = "failed" if result.status else "ok"
        line = f"{result.language}: {state} ({result.seconds:.1f} s)"
        if result.language == "check":
            if result.status:
                print(line, flush=True)
            else:
                self.check_ok = line
            return
        print(f"{line}, {picture_count(result.pictures, result.rendered)}", flush=True)

    def succeeded(self) -> None:
        """The whole build passed: the check's ``ok`` may be said now."""
        if self.check_ok:
            print(self.check_ok, flush=True)


def _left(language: str, pages: tuple[Any, ...]) -> str:
    """``fr: 2 pages from an earlier translation, left to translate: index 3 messages (41 words), …``"""
    listed = ", ".join(
        f"{page.page} {page.left} message{'s' if page.left != 1 else ''} ({page.words_left} words)"
        for page in pages
    )
    count = f"{len(pages)} page{'s' if len(pages) != 1 else ''}"
    return f"{language}: {count} from an earlier translation, left to translate: {listed}"


def _report_catalogs(root: Path, changes: list[Change]) -> int:
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
