"""The checks inside a Sphinx build: every problem becomes a located, typed warning.

Enable it from the site's extension (``app.setup_extension("generator.check.sphinx")``
in its ``setup``) or list ``"generator.check.sphinx"`` in ``conf.py``'s
``extensions``.  When the builder starts, the checks run on the files of the
language being built:

- ``language = "en"``: the English pages' prose and the English generator catalog;
- any other language: its pages' catalogs, its generator catalog and its glossary.

The example games are not replayed here: the extension's directives already
replay them while the pages are read.  Each problem is a warning of type
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

from generator.check.runner import run
from generator.check.site import SOURCE_LANGUAGE

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


def check_build(app: Any) -> None:
    """``builder-inited``: run the checks of the language being built and warn for each problem."""
    if not app.config.generator_check or app.builder.name == "gettext":
        return
    language = app.config.language or SOURCE_LANGUAGE
    root = Path(app.confdir)
    problems = run(
        root,
        languages=[language],
        games=False,
        source_pages=language == SOURCE_LANGUAGE,
        docs=Path(app.srcdir),
        locales=locales_dir(app),
    )
    skip = set(app.config.generator_check_skip)
    if getattr(app.config, "generator_require_translations", False):
        skip |= {"untranslated", "fuzzy"}
    for problem in problems:
        if problem.check in skip:
            continue
        path = Path(problem.file)
        location = f"{path if path.is_absolute() else root / path}:{problem.line}"
        logger.warning(problem.message, location=location, type="generator", subtype=problem.check)


def setup(app: Any) -> dict[str, Any]:
    app.add_config_value("generator_check", True, "env", types=frozenset({bool}))
    app.add_config_value("generator_check_skip", [], "env", types=frozenset({list, tuple}))
    app.connect("builder-inited", check_build)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
