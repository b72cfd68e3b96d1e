"""Paths a page or a translation names stay inside the source directory.

A page must not make the build or the check read, print, pickle or publish a
file from outside the project: ``:record: ../../../../etc/passwd``, a record
symlinked out of the tree, ``/dev/zero``, an image or an include pointing out.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator import cli, site
from generator.check import check
from generator.files import RECORD_LIMIT, UnsafePathError, read_inside

SECRET = "s3cr3t-token root:x:0:0"


@pytest.fixture
def tiny(tiny: Path, tmp_path: Path) -> Path:
    root = tiny
    (tmp_path / "secret.game").write_text(SECRET + "\n", encoding="utf-8")
    (tmp_path / "secret.png").write_bytes(b"\x89PNG\r\n\x1a\n" + SECRET.encode())
    return root


def _point_record_at(root: Path, target: str) -> None:
    page = root / "docs" / "index.md"
    page.write_text(
        page.read_text(encoding="utf-8").replace("games/tiny.game", target), encoding="utf-8"
    )


def _leaked(root: Path) -> list[Path]:
    """Files under build/ that hold the secret's text."""
    build = root / "build"
    return (
        [p for p in build.rglob("*") if p.is_file() and SECRET.encode() in p.read_bytes()]
        if build.exists()
        else []
    )


@pytest.mark.parametrize(
    "target", ["../../secret.game", "/../../secret.game", "link.game", "zero.game"]
)
def test_a_record_outside_the_sources_is_refused_without_its_content(
    tiny: Path, target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    (tiny / "docs" / "link.game").symlink_to(tiny.parent / "secret.game")
    (tiny / "docs" / "zero.game").symlink_to("/dev/zero")
    _point_record_at(tiny, target)
    assert cli.main(["build", "--root", str(tiny), "-l", "en"]) == 1
    err = capsys.readouterr().err
    assert (
        f"docs/index.md:3: WARNING: game 'tiny': cannot read record: '{target}' is outside the project's source directory"
        in err
    )
    assert SECRET not in err and "s3cr3t" not in err
    assert _leaked(tiny) == []
    problems = check(tiny, languages=["en"])
    found = [str(p) for p in problems if p.check == "game-replay"]
    assert found and all("outside the project's source directory" in p for p in found)
    assert not any("s3cr3t" in str(p) for p in problems)


def test_reads_are_limited_to_regular_files_of_a_bounded_size(tmp_path: Path) -> None:
    (tmp_path / "big.game").write_bytes(b"#" * (RECORD_LIMIT + 1))
    with pytest.raises(UnsafePathError, match="larger than 1,000,000 bytes"):
        read_inside(tmp_path, "big.game")
    os.mkfifo(tmp_path / "pipe.game")  # reading a pipe would wait for ever
    with pytest.raises(UnsafePathError, match="not a regular file"):
        read_inside(tmp_path, "pipe.game")
    (tmp_path / "latin1.game").write_bytes(b"# caf\xe9\n")
    with pytest.raises(UnsafePathError, match="line 1 is not UTF-8"):
        read_inside(tmp_path, "latin1.game")


def test_an_image_named_by_a_translation_outside_the_sources_is_refused(tiny: Path) -> None:
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(
        text.replace(
            'msgstr "Le deuxième coup."', 'msgstr "Le deuxième coup. ![x](../../secret.png)"'
        ),
        encoding="utf-8",
    )
    results = site.build_site(tiny, languages=("fr",), jobs=1)
    assert [r.status for r in results] == [1]
    assert (
        "'../../secret.png' is outside the project's source directory: not read"
        in results[0].warnings
    )
    assert _leaked(tiny) == []


@pytest.mark.parametrize("directive", ["include", "literalinclude"])
def test_an_include_outside_the_sources_is_refused(tiny: Path, directive: str) -> None:
    page = tiny / "docs" / "index.md"
    page.write_text(
        page.read_text(encoding="utf-8") + f"\n```{{{directive}}} ../../secret.game\n```\n",
        encoding="utf-8",
    )
    results = site.build_site(tiny, languages=("en",), jobs=1)
    assert [r.status for r in results] == [1]
    assert "is outside the project's source directory: not read" in results[0].warnings
    assert _leaked(tiny) == []
