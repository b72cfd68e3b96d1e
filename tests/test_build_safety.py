"""Builds are atomic, repeatable and safe to run twice at once.

A failed build leaves the published site exactly as it was; ``build -l LANG``
keeps the chooser, the switcher and ``hreflang`` complete; compiled catalogs
live under ``build/``, never in ``locales/``; two builds at once both succeed
with the same output; two builds from the same sources give the same bytes,
with nothing of one language in another.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import cli
from generator.compiled import compile_catalogs


def _site(root: Path) -> dict[str, bytes]:
    out = root / "build" / "site"
    return {
        p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()
    }


def _build(root: Path, *arguments: str) -> int:
    return cli.main(["build", "--root", str(root), "-j", "1", *arguments])


def test_a_failed_build_leaves_the_previous_site_exactly_as_it_was(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _build(tiny) == 0
    before = _site(tiny)
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    good = catalog.read_text(encoding="utf-8")
    catalog.write_text(good.replace('msgstr "Le deuxième coup."', 'msgstr ""'), encoding="utf-8")
    assert _build(tiny, "--strict") == 1
    err = capsys.readouterr().err
    assert "no fr translation of 'The second move.'" in err
    assert f"build failed in fr: the site in {tiny / 'build' / 'site'} was left as it was" in err
    assert _site(tiny) == before  # no page rewritten in English, no placeholder, nothing removed
    assert not (tiny / "build" / ".site.staging").exists()
    # fixed: the next build publishes, every page checked again
    catalog.write_text(good.replace("Le deuxième coup.", "Le second coup."), encoding="utf-8")
    assert _build(tiny) == 0
    assert "Le second coup." in (tiny / "build" / "site" / "fr" / "index.html").read_text(
        encoding="utf-8"
    )


def test_a_catalog_that_does_not_read_stops_the_build_with_its_line(
    tiny: Path, capsys: pytest.CaptureFixture[str], break_french_catalog: Callable[[Path], str]
) -> None:
    assert _build(tiny) == 0
    before = _site(tiny)
    error = break_french_catalog(tiny)
    assert cli.main(["build", "--root", str(tiny), "-j", "2"]) == 1
    err = capsys.readouterr().err
    assert error in err and "nothing was built" in err
    assert "Traceback" not in err
    assert _site(tiny) == before


def test_one_language_rebuilt_keeps_the_chooser_switcher_and_hreflang_complete(tiny: Path) -> None:
    assert _build(tiny) == 0
    english = (tiny / "build" / "site" / "en" / "index.html").read_bytes()
    assert _build(tiny, "-l", "fr") == 0
    site = _site(tiny)
    assert site["en/index.html"] == english  # kept as last built
    chooser = site["index.html"].decode()
    assert 'hreflang="en"' in chooser and 'hreflang="fr"' in chooser
    french = site["fr/index.html"].decode()
    assert '<a href="../en/index.html" lang="en" hreflang="en" dir="ltr">English</a>' in french
    assert '<link rel="alternate" hreflang="en" href="../en/index.html" />' in french


def test_a_site_left_as_a_plain_directory_by_an_older_version_is_replaced_only_by_a_passing_build(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _build(tiny) == 0  # a fresh copy: build/site is a link to the published version
    out = tiny / "build" / "site"
    assert out.is_symlink() and os.readlink(out) == ".site.versions/1"
    # what an older generator left: the same site as a plain directory
    published = out.resolve()
    out.unlink()
    shutil.copytree(published, out)
    shutil.rmtree(published)
    before = _site(tiny)
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    good = catalog.read_text(encoding="utf-8")
    catalog.write_text(good.replace('msgstr "Le deuxième coup."', 'msgstr ""'), encoding="utf-8")
    assert _build(tiny, "-l", "fr", "--strict") == 1
    assert f"the site in {out} was left as it was" in capsys.readouterr().err
    assert not out.is_symlink() and _site(tiny) == before
    catalog.write_text(good.replace("Le deuxième coup.", "Le second coup."), encoding="utf-8")
    assert _build(tiny, "-l", "fr") == 0
    assert out.is_symlink() and sorted(p.name for p in (tiny / "build").glob(".site*")) == [
        ".site.versions"
    ]
    site = _site(tiny)
    assert site["en/index.html"] == before["en/index.html"]  # English kept as last built
    assert "Le second coup." in site["fr/index.html"].decode()
    assert (
        'hreflang="en"' in site["index.html"].decode()
        and 'hreflang="fr"' in site["index.html"].decode()
    )


def test_compiled_catalogs_go_under_build_never_into_locales(tiny: Path) -> None:
    # --strict: the catalogs as they are (a default build compiles them merged with the pages)
    assert _build(tiny, "-l", "fr", "--strict") == 0
    assert list((tiny / "locales").rglob("*.mo")) == []
    compiled = tiny / "build" / "locales" / "fr" / "LC_MESSAGES"
    assert sorted(p.name for p in compiled.glob("*.mo")) == ["index.mo", "sphinx.mo"]
    # Unchanged catalogs are not rewritten (Sphinx would take every page as changed): an
    # atomic write would put a new file (a new inode) in place; file times say nothing
    # reliable on a busy machine.
    before = {mo.name: (mo.stat().st_ino, mo.read_bytes()) for mo in compiled.glob("*.mo")}
    assert _build(tiny, "-l", "fr", "--strict") == 0
    assert {mo.name: (mo.stat().st_ino, mo.read_bytes()) for mo in compiled.glob("*.mo")} == before
    # What the compiler writes: nothing when nothing changed, the one catalog edited else.
    source, target = tiny / "locales", tiny / "build" / "locales"
    assert compile_catalogs(source, target, ("fr",)) == []
    po = source / "fr" / "LC_MESSAGES" / "index.po"
    po.write_text(po.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert compile_catalogs(source, target, ("fr",)) == []  # same messages, same bytes
    _replace_first_translation(po)
    assert compile_catalogs(source, target, ("fr",)) == [compiled / "index.mo"]


def _replace_first_translation(po: Path) -> None:
    """Change the first non-empty translation of ``po`` (after the header)."""
    text = po.read_text(encoding="utf-8")
    header_end = text.index("\n\n")
    start = text.index('msgstr "', header_end) + len('msgstr "')
    po.write_text(text[:start] + "Changé " + text[start:], encoding="utf-8")


def _run_build(root: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "generator", "build", "--root", str(root), "-j", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_two_builds_at_once_on_a_fresh_copy_both_succeed_with_the_same_site(
    tiny: Path, copy_tiny: Callable[[str], Path]
) -> None:
    first, second = _run_build(tiny), _run_build(tiny)
    outputs = [process.communicate(timeout=600) for process in (first, second)]
    assert [first.returncode, second.returncode] == [0, 0], outputs
    alone = copy_tiny("alone")
    assert _build(alone) == 0
    assert _site(tiny) == _site(alone)
    # the French interface words, not English ones read from a half-written catalog
    assert (
        '<nav class="language-switcher" aria-label="Langues">'
        in _site(tiny)["fr/index.html"].decode()
    )


def _inventory(data: bytes) -> str:
    """The entries of an objects.inv (after its four header lines, zlib-compressed)."""
    header_end = 0
    for _ in range(4):
        header_end = data.index(b"\n", header_end) + 1
    return zlib.decompress(data[header_end:]).decode("utf-8")


def test_two_builds_give_the_same_bytes_and_no_language_leaks_into_another(
    tiny: Path, copy_tiny: Callable[[str], Path]
) -> None:
    # One process builds French, then English: each keeps its own words (Sphinx's Python
    # domain used to name its index in the first language a process built).
    script = (
        "import sys; from pathlib import Path; from generator import site; "
        "r = site.build_site(Path(sys.argv[1]), languages=('fr', 'en'), jobs=1); "
        "sys.exit(max(x.status for x in r))"
    )
    subprocess.run([sys.executable, "-c", script, str(tiny)], check=True, capture_output=True)
    first = _site(tiny)
    assert "Python Module Index" in _inventory(first["en/objects.inv"])
    assert "Index des modules Python" in _inventory(first["fr/objects.inv"])
    again = copy_tiny("again")
    subprocess.run(
        [sys.executable, "-c", script.replace("('fr', 'en')", "('en', 'fr')"), str(again)],
        check=True,
        capture_output=True,
    )
    assert _site(again) == first
