"""The site build checks every language once (generator.buildcheck), and not again while nothing changed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import buildcheck

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def project(tmp_path: Path) -> Path:
    shutil.copy(REPO / "conf.py", tmp_path / "conf.py")
    shutil.copytree(REPO / "docs", tmp_path / "docs", ignore=shutil.ignore_patterns("_build"))
    shutil.copytree(REPO / "locales", tmp_path / "locales", ignore=shutil.ignore_patterns("*.mo"))
    return tmp_path


def test_the_check_reads_the_in_build_checks_settings_from_conf_py(project: Path) -> None:
    check = buildcheck.plan(project, ("en", "hi", "th", "fr"))
    assert check is not None
    assert check.locales == (project / "locales").resolve() and check.generator_locales is None
    assert check.require_translations is True and check.languages == ("en", "hi", "th", "fr")
    assert (
        buildcheck.plan(REPO / "tests" / "roots" / "site-tiny", ("en",)) is None
    )  # no generator.check.sphinx


def test_checked_once_then_not_again_until_a_file_changes(project: Path, monkeypatch) -> None:
    check = buildcheck.plan(project, ("en", "th"))
    assert check is not None
    assert buildcheck.run(check)[:2] == (0, "")
    assert check.stamp_path.is_file()

    def must_not_run(*args, **kwargs):
        raise AssertionError("checked again although nothing changed")

    monkeypatch.setattr("generator.check.sphinx.reported", must_not_run)
    assert buildcheck.run(check)[:2] == (0, "")
    monkeypatch.undo()

    glossary = project / "locales" / "th" / "glossary.toml"
    glossary.unlink()
    status, warnings, _ = buildcheck.run(check)
    assert status == 1 and not check.stamp_path.exists()
    assert (
        f"{glossary}:1: WARNING: no glossary for th: the words to use for each game term are not checked "
        "[generator.glossary]\n" in warnings
    )


def test_only_the_code_the_checks_run_checks_again(project: Path, monkeypatch) -> None:
    """An edited renderer or command leaves the check as it was; an edited check runs it again."""
    import os
    import time

    from generator import imports

    check = buildcheck.plan(project, ("en", "fr"))
    assert check is not None
    assert buildcheck.run(check)[:2] == (0, "")
    runs = []

    def counted(*args, **kwargs):
        runs.append(args)
        return []

    monkeypatch.setattr("generator.check.sphinx.reported", counted)
    # nothing changed: the stamp's first line holds, the imports are not even read
    with monkeypatch.context() as patch:
        patch.setattr(imports, "code_files", lambda *args, **kwargs: 1 / 0)
        assert buildcheck.run(check)[:2] == (0, "") and runs == []

    def edit(path: Path) -> None:
        later = time.time_ns() + 2_000_000_000
        os.utime(path, ns=(later, later))

    for unrelated in ("render/layout.py", "cli.py", "commands/build.py"):
        path = REPO / "generator" / unrelated
        kept = path.stat()
        try:
            edit(path)
            assert buildcheck.run(check)[:2] == (0, "") and runs == [], unrelated
        finally:
            os.utime(path, ns=(kept.st_atime_ns, kept.st_mtime_ns))
    path = REPO / "generator" / "check" / "facts.py"
    kept = path.stat()
    try:
        edit(path)
        assert buildcheck.run(check)[:2] == (0, "") and len(runs) == 1
    finally:
        os.utime(path, ns=(kept.st_atime_ns, kept.st_mtime_ns))
