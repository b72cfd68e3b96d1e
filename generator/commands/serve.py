"""``serve``: a live preview for writers and translators, rebuilt on every save.

    python -m generator serve             # English, at http://127.0.0.1:8000/
    python -m generator serve -l th       # the Thai site, rebuilt when docs/ or locales/th/ change

sphinx-autobuild watches the pages, the language's catalogs and the example
records, rebuilds the one language with Sphinx (only the pages that changed)
into ``build/preview/<lang>/`` and reloads the browser.  The language's
catalogs are compiled under ``build/locales/`` before each rebuild, as the
full build does, never in ``locales/``.  A page with an error is reported in
the terminal and the preview keeps the last good version; the published site
under ``build/site`` is never touched.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from generator.cli import UserError
from generator.commands import add_root_option, project_root


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="live preview of one language, rebuilt and reloaded on every save",
        description="Serve one language of the site and rebuild it when a page or catalog changes.",
    )
    add_root_option(parser)
    parser.add_argument(
        "-l", "--language", default="en", metavar="LANG", help="the language (default: en)"
    )
    parser.add_argument("--host", default="127.0.0.1", help="address (default: 127.0.0.1)")
    parser.add_argument(
        "--port", type=int, default=8000, help="port (default: 8000; 0 picks a free one)"
    )
    parser.add_argument(
        "--compile-only", action="store_true", help=argparse.SUPPRESS
    )  # the pre-build step of each rebuild
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from generator import site

    root = project_root(arguments.root)
    language = arguments.language
    languages = site.site_languages(root)
    if language not in languages:
        raise UserError(
            f"{root / 'conf.py'}: no language {language!r} in generator_languages "
            f"(the site has {', '.join(languages)})"
        )
    overrides = _compile(root, language)
    if arguments.compile_only:
        return 0
    from sphinx_autobuild.__main__ import main as autobuild

    autobuild(autobuild_arguments(root, language, languages, overrides, arguments))
    return 0


def _compile(root: Path, language: str) -> dict[str, Any]:
    from generator.compiled import CompileError, compile_catalogs, sphinx_overrides

    target = root / "build" / "locales"
    try:
        compile_catalogs(root / "locales", target, () if language == "en" else (language,))
    except CompileError as error:
        raise UserError(str(error)) from None
    return sphinx_overrides(root / "locales", target, root / "docs")


def autobuild_arguments(
    root: Path,
    language: str,
    languages: tuple[str, ...],
    overrides: dict[str, Any],
    arguments: argparse.Namespace,
) -> list[str]:
    """sphinx-autobuild's command line for one language of the site under ``root``."""
    build = root / "build"
    settings = {
        "language": language,
        "generator_languages": ",".join(languages),
        "generator_image_cache": str(build / ".image-cache"),
        "locale_dirs": ",".join(overrides["locale_dirs"]),
        "gettext_auto_build": "0",
        "generator_catalog_sources": ",".join(overrides["generator_catalog_sources"]),
    }
    watched = [root / "examples", root / "conf.py"]
    if language != "en":
        watched.append(root / "locales" / language)
    rebuild = [sys.executable, "-m", "generator", "serve", "--compile-only"]
    rebuild += ["--root", str(root), "-l", language]
    return [
        str(root / "docs"),
        str(build / "preview" / language),
        "-c",
        str(root),
        "-d",
        str(build / "doctrees" / "preview" / language),
        *(f"-D{name}={value}" for name, value in settings.items()),
        *(option for path in watched if path.exists() for option in ("--watch", str(path))),
        "--ignore",
        str(build),
        "--pre-build",
        " ".join(_quote(part) for part in rebuild),
        "--host",
        arguments.host,
        "--port",
        str(arguments.port),
    ]


def _quote(part: str) -> str:
    import shlex

    return shlex.quote(part)
