"""What a rebuild reads again: the pages whose source, catalogs or code changed, and no other.

A page's generated content depends on the code its extension imports
(:mod:`generator.imports`), followed from the import statements rather than
listed by hand: an edited page is read again alone, an edited renderer reads
again the pages that show a position, an edited describer every page with
generated content, and an edited command or check no page at all.
"""

from __future__ import annotations

import io
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from generator import imports

REPOSITORY = Path(__file__).resolve().parents[1]
GAMES = Path(__file__).parent / "roots" / "test-game" / "games"

PAGES = {
    "index.md": "# Rules\n\n```{toctree}\npictures\nfacts\nplain\n```\n",
    "pictures.md": (
        "# Pictures\n\n```{game} short\n:record: games/short.game\n```\n\n"
        "```{position} short\n:before-move: 9\n:mark: 9\n```\n"
    ),
    "facts.md": "# Facts\n\nA pile holds at most {number}`crescent.PILE_LIMIT` cards (CR-8).\n",
    "plain.md": "# Plain\n\nNothing generated here.\n",
}


def _extension_code(*, pictures: bool = True) -> set[str]:
    from generator.sphinxext.games import PAGE_CODE, PICTURE_CODE

    leave_out = () if pictures else (PICTURE_CODE,)
    return set(imports.code_files(imports.package_modules(PAGE_CODE), leave_out=leave_out))


def test_the_extension_depends_on_the_code_it_imports_and_no_other():
    code = _extension_code()
    # what writes facts, words and pictures, and the glossary reader of the glossary page
    assert {
        "generator/describe.py",
        "generator/i18n.py",
        "generator/crescent/engine.py",
        "generator/render/layout.py",
        "generator/fonts.py",
        "generator/glossary.py",
        "generator/sphinxext/resolve.py",
    } <= code
    # the command line, the site build, the batch solver and the checks' runner shape no page
    for unrelated in (
        "generator/cli.py",
        "generator/site.py",
        "generator/buildcheck.py",
        "generator/commands/build.py",
        "generator/solve/batch.py",
        "generator/check/runner.py",
        "generator/check/__init__.py",  # runs when check.injection is imported, names nothing used
    ):
        assert unrelated not in code


def test_pages_without_a_picture_do_not_depend_on_the_renderer():
    without = _extension_code(pictures=False)
    assert not any(path.startswith("generator/render/") for path in without)
    assert "generator/describe.py" in without
    assert _extension_code() - without == {
        path for path in _extension_code() if path.startswith("generator/render/")
    }


def test_relative_and_package_imports_are_followed(tmp_path, monkeypatch):
    """``from . import x``, ``from .x import y``, ``import pkg.x`` and ``from pkg import name``."""
    package = tmp_path / "generator"
    (package / "sub").mkdir(parents=True)
    files = {
        "__init__.py": "VERSION = 1\n",
        "a.py": "from . import b\nfrom .sub.c import f\n",
        "b.py": "def g():\n    import generator.sub.d\n",
        "sub/__init__.py": "from generator.sub import e\n",
        "sub/c.py": "from generator import VERSION\n",
        "sub/d.py": "",
        "sub/e.py": "",
        "lone.py": "",
    }
    for name, text in files.items():
        (package / name).write_text(text, encoding="utf-8")
    monkeypatch.setattr(imports, "PACKAGE", package)
    imports.modules.cache_clear()
    imports.imported.cache_clear()
    try:
        assert imports.code_files(["generator.a"]) == (
            "generator/__init__.py",
            "generator/a.py",
            "generator/b.py",
            "generator/sub/c.py",
            "generator/sub/d.py",
        )
        assert imports.code_files(["generator.a"], leave_out=["generator.sub"]) == (
            "generator/a.py",
            "generator/b.py",
        )
    finally:
        imports.modules.cache_clear()
        imports.imported.cache_clear()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "conf.py").write_text(
        'extensions = ["myst_parser", "generator.sphinxext"]\nexclude_patterns = ["games/**"]\n',
        encoding="utf-8",
    )
    shutil.copytree(GAMES, tmp_path / "games")
    for name, text in PAGES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def _build(project: Path) -> set[str]:
    """Build the project as the site build does (a new Sphinx each time); the pages it read."""
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace, patch_docutils

    read: set[str] = set()
    warnings = io.StringIO()
    with patch_docutils(project), docutils_namespace():
        app = Sphinx(
            srcdir=project,
            confdir=project,
            outdir=project / "_build" / "html",
            doctreedir=project / "_build" / "doctrees",
            buildername="html",
            status=None,
            warning=warnings,
            warningiserror=True,
        )
        app.connect("env-before-read-docs", lambda app, env, docnames: read.update(docnames))
        app.build()
    assert app.statuscode == 0, warnings.getvalue()
    return read


@contextmanager
def _edited(*paths: Path) -> Iterator[None]:
    """The files' modification time moved to now, as an edit moves it; put back afterwards."""
    kept = [(path, path.stat()) for path in paths]
    later = time.time_ns() + 2_000_000_000
    try:
        for path in paths:
            os.utime(path, ns=(later, later))
        yield
    finally:
        for path, status in kept:
            os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))


def test_a_rebuild_reads_again_what_an_edit_touches_and_nothing_else(project):
    assert _build(project) == {"index", "pictures", "facts", "plain"}
    assert _build(project) == set()  # nothing changed: nothing read

    (project / "plain.md").write_text("# Plain\n\nStill nothing generated.\n", encoding="utf-8")
    assert _build(project) == {"plain"}

    with _edited(REPOSITORY / "generator" / "render" / "layout.py"):
        assert _build(project) == {"pictures"}  # re-keyed, so the picture is drawn again

    with _edited(REPOSITORY / "generator" / "describe.py"):
        assert _build(project) == {"pictures", "facts"}

    with _edited(
        REPOSITORY / "generator" / "cli.py",
        REPOSITORY / "generator" / "check" / "runner.py",
        REPOSITORY / "generator" / "solve" / "batch.py",
    ):
        assert _build(project) == set()
