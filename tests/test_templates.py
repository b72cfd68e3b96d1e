"""The pages' templates are committed (locales/templates/), current, and what msgmerge needs.

Poedit's and Weblate's "update from template" and msgmerge read
``locales/templates/<page>.pot``; its references name files from the
repository's root, and merging a translation with it changes nothing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from generator import cli, site, templates
from generator.catalogs import read_catalog

REPO = Path(__file__).resolve().parent.parent
TEMPLATES = sorted((REPO / templates.FOLDER).glob("*.pot"))
PAGES = sorted(path.stem for path in (REPO / "docs").glob("*.md"))
PAGE_CATALOGS = sorted(
    path
    for path in (REPO / "locales").glob("*/LC_MESSAGES/*.po")
    if (REPO / templates.FOLDER / f"{path.stem}.pot").is_file()
)

gettext_tools = pytest.mark.skipif(
    shutil.which("msgmerge") is None,
    reason="GNU gettext is not installed (apt-get install gettext; .ci/run installs it)",
)


def _shown(path: Path) -> str:
    return str(path.relative_to(REPO))


def test_every_page_has_its_committed_template():
    assert [path.stem for path in TEMPLATES] == PAGES


def test_the_committed_templates_match_the_pages(tmp_path):
    """What CI checks: extract the pages again; every committed template says the same.
    (``python -m generator build --gettext`` brings them up to date.)"""
    result = site.extract_messages(REPO, tmp_path / "gettext")
    assert result.status == 0, result.warnings
    assert templates.stale(tmp_path / "gettext", REPO) == []


@pytest.mark.parametrize("path", TEMPLATES, ids=_shown)
def test_references_name_files_from_the_repository_root(path):
    catalog = read_catalog(path)
    references = [ref for message in catalog.messages for ref in message.references]
    assert references
    for reference in references:
        file, _, line = reference.rpartition(":")
        assert (REPO / file).is_file() and not file.startswith(".."), reference
        assert int(line) <= len((REPO / file).read_text(encoding="utf-8").splitlines())


@gettext_tools
@pytest.mark.parametrize("path", PAGE_CATALOGS, ids=_shown)
def test_msgmerge_with_the_committed_template_leaves_the_catalog_unchanged(path, tmp_path):
    out = tmp_path / "merged.po"
    template = REPO / templates.FOLDER / f"{path.stem}.pot"
    subprocess.run(
        ["msgmerge", "--quiet", "--previous", "-o", str(out), str(path), str(template)], check=True
    )
    assert out.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


def test_a_refresh_with_no_english_change_keeps_every_template(tiny: Path, capsys):
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    template = tiny / templates.FOLDER / "index.pot"
    written = template.read_bytes()
    assert b"#: docs/index.md:1\n" in written
    capsys.readouterr()
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    assert template.read_bytes() == written  # its POT-Creation-Date too
    page = tiny / "docs" / "index.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nA new paragraph.\n", encoding="utf-8")
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    assert b'msgid "A new paragraph."' in template.read_bytes()


def test_a_page_removed_takes_its_template_with_it(tiny: Path):
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    stray = tiny / templates.FOLDER / "gone.pot"
    shutil.copy(tiny / templates.FOLDER / "index.pot", stray)
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    assert not stray.exists()
    text = (tiny / templates.FOLDER / "index.pot").read_text(encoding="utf-8")
    assert re.search(r"^#: docs/index\.md:\d+$", text, re.M)
