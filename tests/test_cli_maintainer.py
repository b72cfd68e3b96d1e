"""The maintainer's commands around the build: ``--version`` and ``clean``."""

from __future__ import annotations

import os
from importlib.metadata import version
from pathlib import Path

import pytest

from generator.cli import main


def test_version_prints_the_installed_distribution(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"solitaire-rules {version('solitaire-rules-generator')}\n"


def _built(root: Path) -> Path:
    """A project whose build/ looks as a build leaves it: caches, two versions, the link."""
    (root / "docs").mkdir(parents=True)
    (root / "conf.py").write_text("", encoding="utf-8")
    build = root / "build"
    for cache in ("doctrees/en", "locales/fr/LC_MESSAGES", ".image-cache"):
        (build / cache).mkdir(parents=True)
    (build / "doctrees" / "en" / "index.doctree").write_bytes(b"x" * 1000)
    (build / ".image-cache" / "a.png").write_bytes(b"x" * 2000)
    for number in ("1", "2"):
        (build / ".site.versions" / number / "en").mkdir(parents=True)
        (build / ".site.versions" / number / "en" / "index.html").write_text(number)
    os.symlink(".site.versions/2", build / "site")
    (build / ".lock").touch()
    return build


def test_clean_keeps_the_published_site_and_removes_the_rest(tmp_path: Path, capsys) -> None:
    build = _built(tmp_path)
    assert main(["clean", "--root", str(tmp_path)]) == 0
    assert sorted(p.name for p in build.iterdir()) == [".lock", ".site.versions", "site"]
    assert os.listdir(build / ".site.versions") == ["2"]
    assert (build / "site" / "en" / "index.html").read_text() == "2"
    out = capsys.readouterr().out
    assert out == f"removed 3.0 kB under {build}: the caches; kept the published site build/site\n"


def test_clean_all_removes_the_site_too_but_nothing_outside_build(tmp_path: Path) -> None:
    build = _built(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "keep.txt").write_text("mine")
    os.symlink(elsewhere, build / "link-out")  # a link out of build/ is removed, not followed
    assert main(["clean", "--all", "--root", str(tmp_path)]) == 0
    assert os.listdir(build) == [".lock"]
    assert (elsewhere / "keep.txt").read_text() == "mine"
    assert (tmp_path / "docs").is_dir() and (tmp_path / "conf.py").is_file()


def test_clean_a_site_never_built(tmp_path: Path, capsys) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "conf.py").write_text("", encoding="utf-8")
    assert main(["clean", "--root", str(tmp_path)]) == 0
    assert capsys.readouterr().out == f"nothing to clean: {tmp_path / 'build'} does not exist\n"


def test_the_pre_commit_hook_runs_the_installed_check_command() -> None:
    """``.pre-commit-hooks.yaml``: pre-commit installs the package and runs its console script."""
    import tomllib

    import yaml

    root = Path(__file__).resolve().parent.parent
    (hook,) = yaml.safe_load((root / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    scripts = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"
    ]
    command, *arguments = hook["entry"].split()
    assert scripts[command] == "generator.cli:main"
    assert hook["language"] == "python" and hook["pass_filenames"] is False
    assert arguments == ["check"]


def test_build_says_each_mistake_once_and_check_ok_only_in_a_run_that_passes(capsys) -> None:
    from generator.commands.build import _Progress
    from generator.site import LocaleResult

    mistake = "docs/index.md:10: WARNING: position of 'tiny': unknown moment [generator.position]\n"
    progress = _Progress()
    progress(LocaleResult("check", 0, "", 1.0, 0, 0, 1.0))
    progress(LocaleResult("en", 1, mistake, 2.0, 0, 0, 2.0))
    progress(LocaleResult("fr", 1, mistake, 2.0, 0, 0, 2.0))
    printed = capsys.readouterr()
    assert printed.err == mistake  # once, not once per language
    assert printed.out == "en: failed (2.0 s), no picture\nfr: failed (2.0 s), no picture\n"
    # A run that passes says the check's verdict at its end, and the pictures clearly.
    progress = _Progress()
    progress(LocaleResult("check", 0, "", 1.0, 0, 0, 1.0))
    progress(LocaleResult("en", 0, "", 2.0, 18, 2, 2.0))
    progress(LocaleResult("fr", 0, "", 2.0, 18, 0, 2.0))
    progress.succeeded()
    assert capsys.readouterr().out == (
        "en: ok (2.0 s), 18 pictures: 2 drawn, 16 from the cache\n"
        "fr: ok (2.0 s), 18 pictures: all from the cache\n"
        "check: ok (1.0 s)\n"
    )


def _published(root: Path, text: str) -> Path:
    """A project whose build published a site: ``build/site`` links to ``.site.versions/1``."""
    (root / "docs").mkdir(parents=True, exist_ok=True)
    (root / "conf.py").write_text("", encoding="utf-8")
    version = root / "build" / ".site.versions" / "1"
    for lang in ("en", "fr"):
        (version / lang / "_images").mkdir(parents=True)
        (version / lang / ".buildinfo").write_text("", encoding="utf-8")
        (version / lang / "index.html").write_text(f"{lang} {text}", encoding="utf-8")
        (version / lang / "_images" / "a.png").write_bytes(b"png")
    (version / "index.html").write_text(text, encoding="utf-8")
    os.symlink(".site.versions/1", root / "build" / "site")
    return version


def test_export_writes_the_published_site_as_a_plain_folder(tmp_path: Path, capsys) -> None:
    import shutil

    project = tmp_path / "project"
    version = _published(project, "first")
    public = tmp_path / "public"
    assert main(["export", str(public), "--root", str(project)]) == 0
    assert capsys.readouterr().out == (
        f"exported 7 files of {project / 'build' / 'site'} to {public}\n"
    )
    copied = sorted(path.relative_to(public) for path in public.rglob("*"))
    assert copied == sorted(path.relative_to(version) for path in version.rglob("*"))
    assert not any(path.is_symlink() for path in [public, *public.rglob("*")])
    assert (public / "fr" / "index.html").read_text(encoding="utf-8") == "fr first"
    # A new build, a new export: the folder is replaced whole, and nothing is left beside it.
    shutil.rmtree(project / "build")
    _published(project, "second")
    assert main(["export", str(public), "--root", str(project)]) == 0
    assert (public / "index.html").read_text(encoding="utf-8") == "second"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["project", "public"]


def test_export_never_writes_over_other_files(tmp_path: Path, capsys) -> None:
    project = tmp_path / "project"
    _published(project, "site")
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "todo.txt").write_text("keep me", encoding="utf-8")
    for dest, reason in (
        (tmp_path / "notes", "it is a directory that holds files and no site"),
        (project / "docs" / "out", "it is in the project's sources (docs)"),
    ):
        assert main(["export", str(dest), "--root", str(project)]) == 1
        assert capsys.readouterr().err == f"error: export {dest}: {reason}; nothing was exported\n"
    assert (tmp_path / "notes" / "todo.txt").read_text(encoding="utf-8") == "keep me"
    (project / "build" / "site").unlink()
    assert main(["export", str(tmp_path / "public"), "--root", str(project)]) == 1
    assert "no published site: run `python -m generator build` first" in capsys.readouterr().err
