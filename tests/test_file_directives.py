"""A directive that reads a file checks it before anything is read.

``include``, ``literalinclude`` (and ``:diff:``), ``csv-table`` and ``raw``
``:file:``/``:url:``, ``figure :figwidth: image``, in MyST, in ``{eval-rst}``
and in a translation; images and downloads before Sphinx copies them.  Each
case is planted in a copy of the tiny site; the build must name the page, the
line and the reason, show none of the file, and finish: ``/dev/zero``, a pipe
and an oversized file are refused before they are opened.  The subprocess
timeout is only a safety net against a hang (a pipe read waits for ever).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator import site
from generator.files import RECORD_LIMIT

SECRET = "s3cr3t-token root:x:0:0"
OUTSIDE = "is outside the project's source directory"

# (the directive's block, the line of the warning within it, the directive, the path shown, the reason)
CASES = [
    ("```{include} ../../secret.game\n```", 0, "include", "../../secret.game", OUTSIDE),
    ("```{include} zero.txt\n```", 0, "include", "zero.txt", OUTSIDE),  # a link to /dev/zero
    ("```{include} pipe.txt\n```", 0, "include", "pipe.txt", ": not a regular file"),
    (
        "```{include} big.txt\n```",
        0,
        "include",
        "big.txt",
        f"is larger than {RECORD_LIMIT:,} bytes",
    ),
    ("```{include} <isonum.txt>\n```", 0, "include", "<isonum.txt>", OUTSIDE),
    ("```{literalinclude} zero.txt\n```", 0, "literalinclude", "zero.txt", OUTSIDE),
    ("```{literalinclude} pipe.txt\n```", 0, "literalinclude", "pipe.txt", ": not a regular file"),
    (
        "```{literalinclude} big.txt\n```",
        0,
        "literalinclude",
        "big.txt",
        f"is larger than {RECORD_LIMIT:,} bytes",
    ),
    (
        "```{literalinclude} games/tiny.game\n:diff: ../../secret.game\n```",
        0,
        "literalinclude",
        "../../secret.game",
        OUTSIDE,
    ),
    (
        "```{csv-table} T\n:file: ../../secret.game\n```",
        0,
        "csv-table",
        "../../secret.game",
        OUTSIDE,
    ),
    ("```{csv-table} T\n:file: pipe.txt\n```", 0, "csv-table", "pipe.txt", ": not a regular file"),
    (
        "```{csv-table} T\n:url: file://SECRET_PATH\n```",
        0,
        "csv-table",
        ":url: file://SECRET_PATH",
        "reads from outside the project",
    ),
    ("```{raw} html\n:file: SECRET_PATH\n```", 0, "raw", "SECRET_PATH", OUTSIDE),
    ("```{raw} html\n:file: zero.txt\n```", 0, "raw", "zero.txt", OUTSIDE),
    (
        "```{raw} html\n:url: file://SECRET_PATH\n```",
        0,
        "raw",
        ":url: file://SECRET_PATH",
        "reads from outside the project",
    ),
    # docutils opens the image, from the working directory, to learn its width
    (
        "```{figure} docs/pipe.txt\n:figwidth: image\n```",
        0,
        "figure",
        "docs/pipe.txt",
        ": not a regular file",
    ),
    # reStructuredText inside a page: docutils' own reading, through the registered directives
    (
        "```{eval-rst}\n.. include:: ../../secret.game\n```",
        1,
        "include",
        "../../secret.game",
        OUTSIDE,
    ),
    (
        "```{eval-rst}\n.. include:: pipe.txt\n   :literal:\n```",
        1,
        "include",
        "pipe.txt",
        ": not a regular file",
    ),
    (
        "```{eval-rst}\n.. raw:: html\n   :file: big.txt\n```",
        1,
        "raw",
        "big.txt",
        f"is larger than {RECORD_LIMIT:,} bytes",
    ),
    (
        "```{eval-rst}\n.. csv-table:: T\n   :file: zero.txt\n```",
        1,
        "csv-table",
        "zero.txt",
        OUTSIDE,
    ),
]


def _plant(root: Path) -> None:
    """Files a page must not make the build read: outside the project, a device, a pipe, a large file."""
    (root.parent / "secret.game").write_text(SECRET + "\n", encoding="utf-8")
    docs = root / "docs"
    (docs / "zero.txt").symlink_to("/dev/zero")
    os.mkfifo(docs / "pipe.txt")  # reading it waits for a writer for ever
    (docs / "big.txt").write_text((SECRET + "\n") * (RECORD_LIMIT // len(SECRET)), encoding="utf-8")


def _build(root: Path, language: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "build",
            "--root",
            str(root),
            "-l",
            language,
            "-j",
            "1",
        ],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.fixture(scope="module")
def planted(
    tmp_path_factory: pytest.TempPathFactory, tiny_source: Path
) -> tuple[Path, dict[int, int], subprocess.CompletedProcess]:
    """One build of a page holding every case; the page line of each case's warning."""
    root = tmp_path_factory.mktemp("directives") / "tiny"
    shutil.copytree(tiny_source, root)
    _plant(root)
    page = root / "docs" / "index.md"
    text = page.read_text(encoding="utf-8")
    lines = {}
    for number, (block, offset, *_) in enumerate(CASES):
        lines[number] = text.count("\n") + 2 + offset  # after a blank line
        text += "\n" + block.replace("SECRET_PATH", str(root.parent / "secret.game")) + "\n"
    page.write_text(text, encoding="utf-8")
    return root, lines, _build(root, "en")


@pytest.mark.parametrize("number", range(len(CASES)), ids=[f"{c[2]}-{c[3]}-{c[1]}" for c in CASES])
def test_a_directive_reading_a_file_outside_a_device_a_pipe_or_a_large_file_is_refused_at_its_line(
    planted: tuple[Path, dict[int, int], subprocess.CompletedProcess], number: int
) -> None:
    root, lines, build = planted
    _, _, directive, shown, reason = CASES[number]
    shown = shown.replace("SECRET_PATH", str(root.parent / "secret.game"))
    separator = "" if reason.startswith(":") else " "
    expected = (
        f"{root / 'docs' / 'index.md'}:{lines[number]}: WARNING: {directive}: "
        f"{shown!r}{separator}{reason}: not read [generator.path]"
    )
    assert expected in build.stderr, build.stderr
    assert build.returncode == 1
    assert "build failed in en: nothing was published" in build.stderr


def test_nothing_of_a_refused_file_is_shown_or_written(
    planted: tuple[Path, dict[int, int], subprocess.CompletedProcess],
) -> None:
    root, _, build = planted
    assert "s3cr3t" not in build.stdout + build.stderr and "Traceback" not in build.stderr
    leaked = [p for p in (root / "build").rglob("*") if p.is_file() and b"s3cr3t" in p.read_bytes()]
    assert leaked == []
    assert build.stderr.count("[generator.path]") == len(CASES)  # each refused once, nothing else


@pytest.fixture
def tiny(tiny: Path) -> Path:
    _plant(tiny)
    return tiny


def test_an_include_in_a_translation_is_refused_at_the_translated_line(tiny: Path) -> None:
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(
        text.replace(
            'msgstr "Le deuxième coup."',
            'msgstr ""\n"Le deuxième coup.\\n"\n"\\n"\n'
            '"```{include} ../../secret.game\\n"\n"```\\n"\n"\\n"\n'
            '"```{literalinclude} pipe.txt\\n"\n"```\\n"',
        ),
        encoding="utf-8",
    )
    build = _build(tiny, "fr")
    assert build.returncode == 1
    page = tiny / "docs" / "index.md"
    # the page line of the message, then the line within its translation
    assert (
        f"{page}:9:<translated>:3: WARNING: include: '../../secret.game' {OUTSIDE}: not read"
        in build.stderr
    )
    assert (
        f"{page}:9:<translated>:6: WARNING: literalinclude: 'pipe.txt': not a regular file: not read"
        in build.stderr
    )
    assert "s3cr3t" not in build.stdout + build.stderr


def test_an_image_or_a_download_that_is_a_pipe_or_too_large_is_refused_before_it_is_copied(
    tiny: Path,
) -> None:
    page = tiny / "docs" / "index.md"
    text = page.read_text(encoding="utf-8")
    first = text.count("\n") + 2
    page.write_text(
        text + "\n![a pipe](pipe.txt)\n\n{download}`the large file <big.txt>`\n", encoding="utf-8"
    )
    build = _build(tiny, "en")
    assert build.returncode == 1
    assert (
        f"{page}:{first}: WARNING: 'pipe.txt': not a regular file: not read [generator.path]"
        in build.stderr
    )
    assert (
        f"{page}:{first + 2}: WARNING: 'big.txt' is larger than {RECORD_LIMIT:,} bytes: not read "
        "[generator.path]"
    ) in build.stderr
    assert "s3cr3t" not in build.stdout + build.stderr


def test_files_inside_the_sources_are_still_read(tiny: Path) -> None:
    docs = tiny / "docs"
    (docs / "part.txt").write_text("Words from an included file.\n", encoding="utf-8")
    (docs / "table.csv").write_text("Pile,Cards\n1,4\n", encoding="utf-8")
    page = docs / "index.md"
    page.write_text(
        page.read_text(encoding="utf-8") + "\n```{include} part.txt\n```\n\n"
        "```{literalinclude} games/tiny.game\n```\n\n```{csv-table} Piles\n:file: table.csv\n```\n",
        encoding="utf-8",
    )
    [result] = site.build_site(tiny, languages=("en",), jobs=1)
    assert (result.status, result.warnings) == (0, "")
    html = (tiny / "build" / "site" / "en" / "index.html").read_text(encoding="utf-8")
    assert "Words from an included file." in html
    assert (docs / "games" / "tiny.game").read_text(encoding="utf-8").splitlines()[0] in html
    assert "<td><p>Cards</p></td>" in html or "Cards</p></th>" in html
