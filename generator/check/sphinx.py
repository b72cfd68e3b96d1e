"""The checks inside a Sphinx build: every problem becomes a located, typed warning.

Enable it from the site's extension (``app.setup_extension("generator.check.sphinx")``
in its ``setup``) or list ``"generator.check.sphinx"`` in ``conf.py``'s
``extensions``.  When the builder starts, the checks run on the files of the
language being built:

- ``language = "en"``: the English pages' prose and the English generator catalog;
- any other language: its pages' catalogs, its generator catalog and its glossary.

The example games are not replayed here: the extension's directives already
replay them while the pages are read; the English build replays the sample
records of ``examples/`` (no page shows them, and their comments may state
facts too).  Each problem is a warning of type
``generator`` and subtype the check id (``[generator.glossary]``), located
at ``file:line``, so ``-W`` fails the build and ``suppress_warnings`` can
silence one check.  Nothing runs for the ``gettext`` builder, which is how
catalogs get refreshed.  ``generator_check = False`` in ``conf.py`` turns it off;
``generator_check_skip`` lists check ids not to report.  While the site's
extension reports untranslated and fuzzy messages itself, page by page
(``generator_require_translations``), those two are not reported twice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.util import logging

from generator.check.problem import Problem
from generator.check.runner import CHECKS, run
from generator.check.site import SOURCE_LANGUAGE
from generator.sphinxext.config import BOOL, TEXT_LIST, ConfigValue, Kind, register

logger = logging.getLogger(__name__)


def locales_dir(app: Any) -> Path | None:
    """The first directory of the source catalogs (relative to the source directory, as Sphinx
    reads ``locale_dirs``; the build compiles them elsewhere, :mod:`generator.compiled`)."""
    from generator.compiled import source_locale_dirs

    for directory in source_locale_dirs(app.config):
        path = (Path(app.srcdir) / directory).resolve()
        if path.is_dir():
            return path
    return None


def _generator_locales(app: Any) -> Path | None:
    """``generator_locale_dir`` when generator.sphinxext is loaded and names one, else the package's."""
    directory = getattr(app.config, "generator_locale_dir", "")
    return Path(app.srcdir, directory) if directory else None


def reported(
    root: Path,
    languages: list[str],
    *,
    docs: Path,
    locales: Path | None,
    generator_locales: Path | None,
    skip: set[str],
    require_translations: bool,
    myst_settings: dict[str, Any] | None = None,
) -> list[Problem]:
    """The problems a build of ``languages`` reports: the English prose when English is built,
    each language's catalogs and glossary, less the ``skip``ped checks (and untranslated and
    fuzzy messages when the site's extension reports those itself, page by page)."""
    problems = run(
        root,
        languages=languages,
        games=False,
        source_pages=SOURCE_LANGUAGE in languages,
        docs=docs,
        locales=locales,
        generator_locales=generator_locales,
        myst_settings=myst_settings,
    )
    skip = set(skip) | ({"untranslated", "fuzzy"} if require_translations else set())
    return [problem for problem in problems if problem.check not in skip]


def myst_settings(config: Any) -> dict[str, Any]:
    """The ``myst_*`` values of the build's configuration: the pages are read as myst-parser reads them."""
    from myst_parser.config.main import MdParserConfig

    names = (f"myst_{name}" for name, _, _ in MdParserConfig().as_triple())
    return {name: config[name] for name in names if name in config}


def check_build(app: Any) -> None:
    """``builder-inited``: run the checks of the language being built and warn for each problem."""
    if not app.config.generator_check or app.builder.name == "gettext":
        return
    root = Path(app.confdir)
    problems = reported(
        root,
        [app.config.language or SOURCE_LANGUAGE],
        docs=Path(app.srcdir),
        locales=locales_dir(app),
        generator_locales=_generator_locales(app),
        skip=set(app.config.generator_check_skip),
        require_translations=getattr(app.config, "generator_require_translations", False),
        myst_settings=myst_settings(app.config),
    )
    for problem in problems:
        path = Path(problem.file)
        location = f"{path if path.is_absolute() else root / path}:{problem.line}"
        logger.warning(problem.message, location=location, type="generator", subtype=problem.check)


def _check_ids(value: Any) -> str | None:
    reason = TEXT_LIST.validate(value)
    if reason:
        return reason
    for check in value:
        if check not in CHECKS and not check.startswith("pofilter-"):
            return f"{check!r} is not a check id (python -m generator reference lists them)"
    return None


CHECK_IDS = Kind("list of check ids", _check_ids, frozenset({list, tuple}))
"""Ids of :data:`generator.check.CHECKS` (``pofilter-NAME`` for one of pofilter's tests)."""

CONFIG: tuple[ConfigValue, ...] = (
    ConfigValue(
        "generator_check",
        True,
        BOOL,
        "Run the check command's checks of the language being built, as located warnings.",
    ),
    ConfigValue(
        "generator_check_skip",
        [],
        CHECK_IDS,
        "Check ids (REFERENCE.md lists them) the in-build check does not report.",
    ),
)
"""The in-build check's configuration values (:mod:`generator.sphinxext.config`)."""


def setup(app: Any) -> dict[str, Any]:
    register(app, CONFIG)
    app.connect("builder-inited", check_build)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
