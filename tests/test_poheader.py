"""Every translation's header has real values: msgfmt -c has nothing to say about any catalog.

The dates follow the catalogs, not the clock: a refresh that changes a
catalog's messages dates it as its template is, and a refresh of an
unchanged catalog writes the same bytes.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from generator import cli
from generator.catalogs import read_catalog
from generator.languages import add_language
from generator.poformat import formatted, project_catalogs

REPO = Path(__file__).resolve().parent.parent
TRANSLATIONS = [path for path in project_catalogs(REPO) if path.suffix == ".po"]
PLACEHOLDER = re.compile(r"FULL NAME|EMAIL@ADDRESS|YEAR-MO-DA|LANGUAGE|LL@li\.org|VERSION|CHARSET")
FIELDS = (
    "Project-Id-Version",
    "POT-Creation-Date",
    "PO-Revision-Date",
    "Last-Translator",
    "Language-Team",
    "Language",
    "MIME-Version",
    "Content-Type",
    "Content-Transfer-Encoding",
    "Plural-Forms",
)

gettext_tools = pytest.mark.skipif(
    shutil.which("msgfmt") is None,
    reason="GNU gettext is not installed (apt-get install gettext; .ci/run installs it)",
)


def _shown(path: Path) -> str:
    return str(path.relative_to(REPO))


def _msgfmt_problems(path: Path) -> list[str]:
    done = subprocess.run(
        ["msgfmt", "-c", "--statistics", "-o", "/dev/null", str(path)],
        capture_output=True,
        text=True,
    )
    lines = done.stderr.splitlines()
    return [line for line in lines if "translated message" not in line] + (
        [f"exit status {done.returncode}"] if done.returncode else []
    )


@gettext_tools
@pytest.mark.parametrize("path", TRANSLATIONS, ids=_shown)
def test_msgfmt_check_is_clean_on_every_translation(path):
    assert _msgfmt_problems(path) == []


@pytest.mark.parametrize("path", TRANSLATIONS, ids=_shown)
def test_every_header_has_real_values(path):
    catalog = read_catalog(path)
    assert "fuzzy" not in catalog.header_flags
    for name in FIELDS:
        assert catalog.header.get(name), f"{name} missing"
    assert catalog.header["Language"] == path.parent.parent.name
    assert catalog.header["Content-Type"] == "text/plain; charset=UTF-8"
    header = catalog.text[: catalog.text.index("\n\n")]
    assert PLACEHOLDER.search(header) is None, PLACEHOLDER.search(header)
    assert "SOME DESCRIPTIVE TITLE" not in header and "FIRST AUTHOR" not in header
    # one team and one translator per language
    sphinx = read_catalog(path.parent / "sphinx.po").header if path.name != "generator.po" else None
    if sphinx is not None:
        assert catalog.header["Language-Team"] == sphinx["Language-Team"]


def test_format_catalogs_fills_a_template_header(tmp_path):
    """A catalog as pybabel init or Sphinx leaves it: every placeholder filled, the date the
    template's, and the header no longer fuzzy."""
    path = tmp_path / "es" / "LC_MESSAGES" / "index.po"
    path.parent.mkdir(parents=True)
    path.write_text(
        "# SOME DESCRIPTIVE TITLE.\n# FIRST AUTHOR <EMAIL@ADDRESS>, 2026.\n#\n#, fuzzy\n"
        'msgid ""\nmsgstr ""\n"Project-Id-Version: Solitaire rules VERSION\\n"\n'
        '"Report-Msgid-Bugs-To: EMAIL@ADDRESS\\n"\n"POT-Creation-Date: 2026-11-30 14:24+0000\\n"\n'
        '"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"\n"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"\n'
        '"Language-Team: LANGUAGE <LL@li.org>\\n"\n"Content-Type: text/plain; charset=CHARSET\\n"\n'
        '"Generated-By: Babel 2.19.0\\n"\n\nmsgid "Rules"\nmsgstr "Reglas"\n',
        encoding="utf-8",
    )
    assert cli.main(["format-catalogs", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == (
        "# Spanish translation of Solitaire rules (index.po).\n#\n"
        'msgid ""\nmsgstr ""\n"Project-Id-Version: Solitaire rules\\n"\n"Report-Msgid-Bugs-To: \\n"\n'
        '"POT-Creation-Date: 2026-11-30 14:24+0000\\n"\n"PO-Revision-Date: 2026-11-30 14:24+0000\\n"\n'
        '"Last-Translator: Spanish translators\\n"\n"Language-Team: Spanish\\n"\n"Language: es\\n"\n'
        '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Content-Transfer-Encoding: 8bit\\n"\n'
        '"Plural-Forms: nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? "\n"1 : 2);\\n"\n'
        '\nmsgid "Rules"\nmsgstr "Reglas"\n'
    )


def test_a_translators_values_are_kept(tmp_path):
    """What Poedit writes (the translator, its own field, a revision date) stays as it is."""
    path = tmp_path / "fr" / "LC_MESSAGES" / "index.po"
    path.parent.mkdir(parents=True)
    source = REPO / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    text = source.read_text(encoding="utf-8")
    text = text.replace("Last-Translator: French translators", "Last-Translator: Anne <a@b.fr>")
    text = re.sub(r"PO-Revision-Date: [^\\]*", "PO-Revision-Date: 2026-12-01 09:15+0100", text)
    text = text.replace('"Plural-Forms:', '"X-Generator: Poedit 3.4.2\\n"\n"Plural-Forms:', 1)
    path.write_text(text, encoding="utf-8")
    written = formatted(path)
    assert "Last-Translator: Anne <a@b.fr>" in written
    assert "PO-Revision-Date: 2026-12-01 09:15+0100" in written
    assert '"X-Generator: Poedit 3.4.2\\n"' in written.split("\n\n")[0]


def _dates(path: Path) -> tuple[str, str]:
    header = read_catalog(path).header
    return header["POT-Creation-Date"], header["PO-Revision-Date"]


def test_a_refresh_dates_a_changed_catalog_as_its_template(tiny: Path, capsys) -> None:
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    assert cli.main(["format-catalogs", str(catalog)]) == 0
    page = tiny / "docs" / "index.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nA new paragraph.\n", encoding="utf-8")
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    template = read_catalog(tiny / "locales" / "templates" / "index.pot").header[
        "POT-Creation-Date"
    ]
    assert _dates(catalog) == (template, template)
    written = catalog.read_bytes()
    # nothing changed since: a refresh writes nothing, whatever the clock says
    capsys.readouterr()
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    assert "1 unchanged" in capsys.readouterr().out
    assert catalog.read_bytes() == written


@gettext_tools
def test_a_new_language_is_clean_for_msgfmt(tiny: Path, tmp_path: Path) -> None:
    """add-locale's catalogs (the pages', the interface words', the generator's) pass msgfmt -c."""
    package = tmp_path / "generator-locales"
    shutil.copytree(REPO / "generator" / "locales", package)
    shutil.rmtree(package / "es")
    written = add_language(tiny, "es", package)
    catalogs = [path for path in written if path.suffix == ".po"]
    assert {path.name for path in catalogs} == {"index.po", "sphinx.po", "generator.po"}
    for path in catalogs:
        assert _msgfmt_problems(path) == [], path
