"""A game from outside the generator: Ladder (tests/toygame), named by a project's conf.py.

The project ``tests/roots/test-toygame`` registers Ladder with ``generator_games`` and
shows it as the site shows the built-in games: pictures drawn by the shared painter from
Ladder's own scene, descriptions and narrations in Ladder's own words (its catalog, in
English and French; card names from the generator's), rule citations, refusals, an
assertion.  ``check`` reads the same project and finds a mistake planted in it.  Nothing
under ``generator/`` names the game: everything it does, it does by being asked.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator import registry
from generator.check import check

ROOT = Path(__file__).resolve().parent / "roots" / "test-toygame"
GENERATOR = Path(__file__).resolve().parents[1] / "generator"


@pytest.fixture(autouse=True)
def only_the_built_in_games_after() -> Iterator[None]:
    """Ladder is forgotten after each test, as another project built in the process needs."""
    before = list(registry.GAMES)
    yield
    for game in [game for game in registry.GAMES if game not in before]:
        registry.unregister(game)


def _text(html: str) -> str:
    body = html[html.find("<h1") : html.find('id="searchbox"')]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body)).replace("&#8220;", "“")


@pytest.mark.sphinx("html", testroot="toygame")
def test_a_projects_own_game_is_drawn_described_cited_and_asserted(app) -> None:
    app.build()
    assert app.statuscode == 0 and app.warning.getvalue() == ""
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    pictures = re.findall(r'<img src="(_images/[0-9a-f]{64}\.webp)" alt="([^"]*)"', html)
    assert [alt for _, alt in pictures] == [
        "Ladder position: 0 cards on the foundations",
        "Ladder position: 5 cards on the foundations",
        "Ladder position: 8 cards on the foundations",
    ]
    assert all((app.outdir / image).stat().st_size > 0 for image, _ in pictures)
    text = _text(html)
    # Descriptions and narrations in Ladder's words, card names in the generator's.
    assert "pile 1: three of spades and two of spades, bottom to top" in text
    assert "spade foundation: empty" in text and "heart foundation: four of hearts on top" in text
    assert "move 1: ace of hearts from pile 2 onto the heart foundation" in text
    assert "The marks show move 6: three of hearts from pile 3 onto empty pile 1" in text
    assert (
        "refused move: two of spades from pile 1 onto pile 2; the app says “rank must be one lower”"
        in text
    )
    # Citations: rule constants, a place and its cards, the rules by id, examples.
    assert "Ladder has 8 cards on four piles" in text and "pile 2 holds A♠" in text
    assert 'href="rules.html#ld-1"' in html and 'href="rules.html#ld-4"' in html
    assert "3♥ onto 4♠" in text and "2♠ onto A♥" in text
    # The deal's table: the game's tableau, as its engine deals it.
    deal = html[html.find('<table class="deal-vector') :]
    cells = re.findall(r'<span class="pre">([^<]*)</span>', deal[: deal.find("</table>")])
    assert cells == ["1", "3S", "2S", "4", "4H", "4S"]


def test_a_deal_names_the_places_as_the_game_does(make_app, tmp_path) -> None:
    source = tmp_path / "ladder"
    shutil.copytree(ROOT, source)
    page = source / "index.md"
    text = page.read_text(encoding="utf-8").replace(":piles: 1 4", ":piles: 1 5")
    page.write_text(text + "\n```{deal} FC1-C4-AAAAAAB\n:piles: 9\n```\n", encoding="utf-8")
    app = make_app("html", srcdir=source)
    app.build()
    warnings = app.warning.getvalue()
    assert "LD1-N-AAAAAAC: no pile 5 (1 to 4)" in warnings
    assert "FC1-C4-AAAAAAB: no column 9 (1 to 8)" in warnings


def test_its_words_come_from_its_own_catalog_in_another_language(make_app, tmp_path) -> None:
    source = tmp_path / "ladder"
    shutil.copytree(ROOT, source)
    app = make_app("html", srcdir=source, confoverrides={"language": "fr"})
    app.build()
    # The pages themselves have no French catalog: the only warnings say so.
    warnings = app.warning.getvalue().strip().splitlines()
    assert warnings and all("no fr catalog for this page" in line for line in warnings)
    text = _text((app.outdir / "index.html").read_text(encoding="utf-8"))
    assert "tas 1 : trois de pique et deux de pique, de bas en haut" in text
    assert "fondation de cœur : quatre de cœur au sommet" in text
    assert "coup 1 : as de cœur du tas 2 sur la fondation de cœur" in text
    assert "l’application dit « la valeur doit être inférieure d’un rang »" in text
    assert 'alt="position de Ladder : 0 carte sur les fondations"' in (
        app.outdir / "index.html"
    ).read_text(encoding="utf-8")


def _site(tmp_path: Path) -> Path:
    """The project laid out as ``check`` reads a site: ``conf.py`` beside ``docs/``."""
    site = tmp_path / "site"
    (site / "docs").mkdir(parents=True)
    shutil.copy(ROOT / "conf.py", site)
    for name in ("index.md", "rules.md", "games"):
        (shutil.copytree if name == "games" else shutil.copy)(ROOT / name, site / "docs" / name)
    return site


def test_check_reads_the_projects_game_and_reports_a_planted_mistake(tmp_path) -> None:
    site = _site(tmp_path)
    assert check(site) == []
    page = site / "docs" / "index.md"
    lines = page.read_text(encoding="utf-8").splitlines(keepends=True)
    line = next(n for n, text in enumerate(lines, 1) if "empty-piles == 2" in text)
    lines[line - 1] = lines[line - 1].replace("empty-piles == 2", "empty-piles == 3")
    page.write_text("".join(lines), encoding="utf-8")
    [problem] = check(site)
    assert (problem.file, problem.line, problem.check) == ("docs/index.md", line, "game-assert")
    assert "empty-piles == 3 is false (empty-piles is 2)" in problem.message


def test_check_names_a_game_conf_py_cannot_load_at_its_line(tmp_path) -> None:
    site = _site(tmp_path)
    conf = site / "conf.py"
    conf.write_text(
        conf.read_text(encoding="utf-8").replace("toygame.game:GAME", "toygame.game:GAMES"),
        encoding="utf-8",
    )
    paths = [str(GENERATOR.parent), str(ROOT.parents[1]), os.environ.get("PYTHONPATH", "")]
    done = subprocess.run(
        [sys.executable, "-m", "generator", "check", "--root", str(site)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(paths)},
    )
    line = next(
        n
        for n, text in enumerate(conf.read_text(encoding="utf-8").splitlines(), 1)
        if text.startswith("generator_games")
    )
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"conf.py:{line}: generator_games: 'toygame.game:GAMES': toygame.game has no GAMES" in (
        done.stderr
    )


def test_an_installed_package_registers_its_game_by_entry_point(tmp_path, monkeypatch) -> None:
    info = tmp_path / "ladder_game-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ladder-game\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        f"[{registry.ENTRY_POINT_GROUP}]\nladder = toygame.game:GAME\n", encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(registry.UnknownGameError):
        registry.find_game("LD")
    [game] = registry.load_installed_games()
    assert registry.find_game("LD") is game and game.name == "Ladder"


def test_a_broken_installed_game_is_reported_without_a_traceback(tmp_path) -> None:
    """An entry point whose module does not import: every command says which entry point of
    which package, and exits 1; the games of the package still load in another project."""
    info = tmp_path / "broken_game-2.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-game\nVersion: 2.0\n")
    (info / "entry_points.txt").write_text(
        f"[{registry.ENTRY_POINT_GROUP}]\nbroken = no_such_module.game:GAME\n", encoding="utf-8"
    )
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(tmp_path), str(GENERATOR.parent)]),
    }
    done = subprocess.run(
        [sys.executable, "-m", "generator", "deal", "FC1-C4-AAAAAAB"],
        capture_output=True,
        text=True,
        env=environment,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert (
        "entry point 'broken' (no_such_module.game:GAME) of group solitaire_rules.games "
        "of package broken-game 2.0: cannot load it: ModuleNotFoundError"
    ) in done.stderr
    # Sphinx with the extension: an error line (fatal with -W), not Sphinx's crash report.
    source = tmp_path / "src"
    source.mkdir()
    (source / "conf.py").write_text('extensions = ["myst_parser", "generator.sphinxext"]\n')
    (source / "index.md").write_text("# Rules\n", encoding="utf-8")
    built = subprocess.run(
        [sys.executable, "-m", "sphinx", "-q", "-W", str(source), str(tmp_path / "out")],
        capture_output=True,
        text=True,
        env=environment,
        cwd=tmp_path,
        check=False,
    )
    assert built.returncode != 0 and "Traceback" not in built.stderr, built.stderr
    assert "entry point 'broken' (no_such_module.game:GAME)" in built.stderr


def test_no_line_under_generator_names_the_toy_game() -> None:
    named = [
        f"{path.relative_to(GENERATOR.parent)}:{n}"
        for path in sorted(GENERATOR.rglob("*"))
        if path.is_file() and path.suffix in {".py", ".md", ".po", ".pot", ".txt", ".html", ".css"}
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"ladder|toygame|\bLD-\d", line, re.I)
    ]
    assert named == []
