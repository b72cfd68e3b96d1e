"""The published site is replaced in one atomic step.

``build/site`` is a relative symlink to ``build/.site.versions/<n>``; a build
publishes by renaming a new symlink over it.  Whatever step fails, by an
exception or by the process stopping dead (``os._exit``: no ``finally``, no
``__exit__``), ``build/site`` is afterwards the old site or the new one,
complete, and the next build clears what was left.  These tests use
:class:`generator.publish.Staging` on small trees; ``test_build_safety`` runs
the real build.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator import publish
from generator.publish import Staging

OLD = {
    "index.html": b"old chooser",
    "fr/index.html": b"ancienne page",
    "fr/_images/a.png": b"\x89PNG old",
}
NEW = {
    "index.html": b"new chooser",
    "fr/index.html": b"nouvelle page",
    "fr/_images/a.png": b"\x89PNG old",
}


def _tree(out: Path) -> dict[str, bytes]:
    """Every file of the site at ``out`` (through its link), by relative path."""
    return {
        p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()
    }


def _write(directory: Path, files: dict[str, bytes]) -> None:
    for name, data in files.items():
        (directory / name).parent.mkdir(parents=True, exist_ok=True)
        (directory / name).write_bytes(data)


def _publish(out: Path, files: dict[str, bytes]) -> None:
    with Staging(out) as staging:
        _write(staging.path, files)
        staging.publish()


def _only_the_site_is_left(out: Path) -> None:
    """Beside ``out``: its versions directory holding the one version it links to, nothing else."""
    assert sorted(p.name for p in out.parent.iterdir()) == sorted(
        [out.name, f".{out.name}.versions"]
    )
    [version] = (out.parent / f".{out.name}.versions").iterdir()
    assert out.is_symlink() and os.readlink(out) == f".{out.name}.versions/{version.name}"


@pytest.fixture
def out(tmp_path: Path) -> Path:
    out = tmp_path / "build" / "site"
    _publish(out, OLD)
    return out


def test_a_first_publish_makes_the_site_a_relative_link_to_its_version(tmp_path: Path) -> None:
    out = tmp_path / "build" / "site"
    _publish(out, OLD)
    assert _tree(out) == OLD
    assert os.readlink(out) == ".site.versions/1"
    _only_the_site_is_left(out)
    # the build directory moved elsewhere: the relative link still finds the site
    moved = tmp_path / "moved"
    (tmp_path / "build").rename(moved)
    assert _tree(moved / "site") == OLD


def test_a_publish_replaces_the_link_and_deletes_the_old_version(out: Path) -> None:
    stamp = (out / "fr" / "_images" / "a.png").stat().st_mtime_ns
    with Staging(out) as staging:
        # the staging copy is the published site, modification times kept (Sphinx writes only what changed)
        assert _tree(staging.path) == OLD
        assert (staging.path / "fr" / "_images" / "a.png").stat().st_mtime_ns == stamp
        _write(staging.path, NEW)
        assert _tree(out) == OLD  # nothing published before publish()
        staging.publish()
    assert _tree(out) == NEW
    assert os.readlink(out) == ".site.versions/2"
    _only_the_site_is_left(out)


def test_a_failed_build_leaves_the_site_and_nothing_else(out: Path) -> None:
    with pytest.raises(RuntimeError), Staging(out) as staging:
        _write(staging.path, NEW)
        raise RuntimeError("a language failed")
    assert _tree(out) == OLD
    _only_the_site_is_left(out)


class Failure(Exception):
    pass


def _fail(*arguments: object, **keywords: object) -> None:
    raise Failure()


@pytest.mark.parametrize("step", ["rename", "symlink", "replace"])
def test_an_error_at_any_step_before_the_swap_leaves_the_old_site_exactly(
    out: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    with pytest.raises(Failure), Staging(out) as staging:
        _write(staging.path, NEW)
        monkeypatch.setattr(os, step, _fail)
        staging.publish()
    monkeypatch.undo()
    assert _tree(out) == OLD
    _only_the_site_is_left(out)


def test_an_error_deleting_the_old_version_keeps_the_new_site_and_the_next_build_deletes_it(
    out: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(Failure), Staging(out) as staging:
        _write(staging.path, NEW)
        monkeypatch.setattr(shutil, "rmtree", _fail)
        staging.publish()
    monkeypatch.undo()
    assert _tree(out) == NEW
    assert len(list((out.parent / ".site.versions").iterdir())) == 2  # the old one, not yet deleted
    with Staging(out):
        pass
    assert _tree(out) == NEW
    _only_the_site_is_left(out)


# The process stops dead on the n-th call of a function (counted from when it is replaced).
CRASH = """
import os, shutil, sys
from pathlib import Path
from generator import publish
out, where, name, calls, legacy = Path(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
module = {"os": os, "shutil": shutil, "publish": publish}[name.split(".")[0]]
function = name.split(".")[1]
original = getattr(module, function)
seen = []
def crash(*arguments, **keywords):
    seen.append(1)
    if len(seen) == calls:
        os._exit(3)
    return original(*arguments, **keywords)
if legacy == "no-exchange":
    publish.exchange = lambda first, second: False
if where == "enter":
    setattr(module, function, crash)
staging = publish.Staging(out).__enter__()
for relative in ("index.html", "fr/index.html"):
    (staging.path / relative).write_bytes(b"new " + relative.encode())
setattr(module, function, crash)
staging.publish()
staging.__exit__(None, None, None)
os._exit(0)
"""

NEW_WRITTEN = {**OLD, "index.html": b"new index.html", "fr/index.html": b"new fr/index.html"}


def _crash(out: Path, where: str, name: str, calls: int = 1, legacy: str = "") -> None:
    process = subprocess.run(
        [sys.executable, "-c", CRASH, str(out), where, name, str(calls), legacy or "-"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).parents[1],
    )
    assert process.returncode == 3, process.stderr  # it did stop at that step


@pytest.mark.parametrize(
    "where, name, calls, published",
    [
        ("enter", "shutil.copytree", 1, OLD),  # copying the site into the staging directory
        ("publish", "os.rename", 1, OLD),  # staging directory -> new version
        ("publish", "os.symlink", 1, OLD),  # the new link, beside the site
        ("publish", "os.replace", 1, OLD),  # the swap itself
        ("publish", "shutil.rmtree", 1, NEW_WRITTEN),  # deleting the old version
    ],
)
def test_a_build_stopped_dead_at_any_step_leaves_a_complete_site_and_the_next_build_cleans_up(
    out: Path, where: str, name: str, calls: int, published: dict[str, bytes]
) -> None:
    _crash(out, where, name, calls)
    assert _tree(out) == published
    _publish(out, NEW)
    assert _tree(out) == NEW
    _only_the_site_is_left(out)


def _legacy_site(tmp_path: Path) -> Path:
    """A site an older generator left: ``build/site`` a plain directory."""
    out = tmp_path / "build" / "site"
    out.mkdir(parents=True)
    _write(out, OLD)
    return out


def test_a_plain_directory_left_by_an_older_version_is_exchanged_for_the_link(
    tmp_path: Path,
) -> None:
    out = _legacy_site(tmp_path)
    with pytest.raises(RuntimeError), Staging(out) as staging:
        _write(staging.path, NEW)
        raise RuntimeError("a language failed")
    assert not out.is_symlink() and _tree(out) == OLD  # a failed build leaves it as it was
    _publish(out, NEW)
    assert _tree(out) == NEW
    _only_the_site_is_left(out)


def test_where_paths_cannot_be_exchanged_a_plain_directory_is_replaced_by_two_renames(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _legacy_site(tmp_path)
    monkeypatch.setattr(publish, "exchange", lambda first, second: False)
    _publish(out, NEW)
    assert _tree(out) == NEW
    _only_the_site_is_left(out)


@pytest.mark.parametrize(
    "legacy, name, calls",
    [
        ("-", "publish.exchange", 1),  # the exchange itself
        ("-", "shutil.rmtree", 1),  # deleting the exchanged old directory
        (
            "no-exchange",
            "os.rename",
            2,
        ),  # the first of the two renames (the first call moved the staging copy)
        ("no-exchange", "os.rename", 3),  # between the two renames: no site at build/site
        ("no-exchange", "shutil.rmtree", 1),  # after them, deleting the old directory
    ],
)
def test_a_build_stopped_dead_while_replacing_a_plain_directory_loses_no_site(
    tmp_path: Path, legacy: str, name: str, calls: int
) -> None:
    out = _legacy_site(tmp_path)
    _crash(out, "publish", name, calls, legacy)
    if out.exists():
        assert _tree(out) in (OLD, NEW_WRITTEN)
    else:
        # the one window of the fallback: the next build puts the old site back before anything else
        assert _tree(out.parent / ".site.old") == OLD
    with Staging(out) as staging:
        assert _tree(staging.path) in (OLD, NEW_WRITTEN)
        staging.publish()
    _only_the_site_is_left(out)


def test_exchange_swaps_a_directory_and_a_link(tmp_path: Path) -> None:
    directory, link = tmp_path / "directory", tmp_path / "link"
    directory.mkdir()
    (directory / "page.html").write_text("page", encoding="utf-8")
    (tmp_path / "target").mkdir()
    link.symlink_to("target")
    assert publish.exchange(link, directory)
    assert directory.is_symlink() and os.readlink(directory) == "target"
    assert (link / "page.html").read_text(encoding="utf-8") == "page" and not link.is_symlink()
    with pytest.raises(FileNotFoundError):
        publish.exchange(tmp_path / "missing", directory)
