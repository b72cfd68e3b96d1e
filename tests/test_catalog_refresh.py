"""``build --gettext`` never loses a translator's work.

A reworded message keeps its translation as fuzzy with the previous English
(``#| msgid``); a message that is gone is kept as obsolete (``#~``) and comes
back with its translation when the English returns; a catalog that does not
parse or is not UTF-8 stops the refresh before any language is touched.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import cli
from generator.catalogs import read_catalog


@pytest.fixture
def tiny(tiny: Path) -> Path:
    """The tiny site with a second translation (de, a copy of fr) to see that no language is touched."""
    shutil.copytree(tiny / "locales" / "fr", tiny / "locales" / "de")
    return tiny


def _edit_page(root: Path, old: str, new: str) -> None:
    page = root / "docs" / "index.md"
    text = page.read_text(encoding="utf-8")
    assert old in text
    page.write_text(text.replace(old, new), encoding="utf-8")


def _refresh(root: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli.main(["build", "--root", str(root), "--gettext", "-l", "fr", "-l", "de"])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_reworded_and_removed_messages_keep_their_translations(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _edit_page(tiny, "# Tiny site", "# Tiny site of rules")  # reworded: fuzzy match
    _edit_page(tiny, "The second move.\n", "")  # gone
    status, out, err = _refresh(tiny, capsys)
    assert status == 0, err
    assert "locales/fr/LC_MESSAGES/index.po: 0 new, 1 fuzzy, 1 obsolete" in out
    assert "locales/de/LC_MESSAGES/index.po: 0 new, 1 fuzzy, 1 obsolete" in out
    assert "catalogs: 0 created, 2 updated, 0 unchanged" in out
    text = (tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").read_text(encoding="utf-8")
    assert '#, fuzzy\n#| msgid "Tiny site"\nmsgid "Tiny site of rules"\nmsgstr "Petit site"' in text
    assert '#~ msgid "The second move."\n#~ msgstr "Le deuxième coup."' in text
    # the English comes back: so does its translation, ready to use
    _edit_page(tiny, ":mark: 2\n", ":mark: 2\nThe second move.\n")
    status, out, err = _refresh(tiny, capsys)
    assert (
        "locales/fr/LC_MESSAGES/index.po: 0 new, 0 fuzzy, 0 obsolete, 1 back from obsolete" in out
    )
    catalog = read_catalog(tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").babel()
    assert catalog["The second move."].string == "Le deuxième coup."
    assert not catalog["The second move."].fuzzy and not catalog.obsolete
    # nothing changed: nothing written
    before = (tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").stat().st_mtime_ns
    status, out, err = _refresh(tiny, capsys)
    assert "catalogs: 0 created, 0 updated, 2 unchanged" in out
    assert (tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").stat().st_mtime_ns == before


def _snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted((root / "locales").rglob("*.po"))
    }


def test_a_broken_catalog_stops_the_refresh_before_any_language_is_touched(
    tiny: Path, capsys: pytest.CaptureFixture[str], break_french_catalog: Callable[[Path], str]
) -> None:
    error = break_french_catalog(tiny)
    _edit_page(tiny, "The second move.\n", "The second move, reworded.\n")
    before = _snapshot(tiny)
    status, _out, err = _refresh(tiny, capsys)
    assert status == 1
    assert error in err
    assert "no catalog was changed" in err and "Traceback" not in err
    assert _snapshot(tiny) == before  # de, which parses, was not touched either


LONG = "A pile holds at most {number}`crescent.PILE_LIMIT` cards. {move}`tiny 2`."
LONG_FR = "Une pile a au plus {number}`crescent.PILE_LIMIT` cartes. {move}`tiny 2`."


def test_a_long_reworded_message_shows_its_previous_english_line_by_line_and_keeps_it(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``#| msgid`` as msgmerge writes it (one quoted line per ``#|`` line, which PO editors
    read), and still there after a later refresh rewrites the catalog for another change."""
    long = LONG.replace(
        "cards.", "cards, counted from the bottom of the pile to its top, one by one."
    )
    path = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    path.write_text(path.read_text(encoding="utf-8").replace(LONG, long), encoding="utf-8")
    _edit_page(tiny, LONG, long)
    longer = long.replace("one by one", "card by card")
    _edit_page(tiny, long, longer)
    assert _refresh(tiny, capsys)[0] == 0
    text = path.read_text(encoding="utf-8")
    previous = [line for line in text.splitlines() if line.startswith("#|")]
    assert previous[0] == '#| msgid ""' and len(previous) > 2
    assert all(line.startswith('#| "') and line.endswith('"') for line in previous[1:])
    assert read_catalog(path).babel()[longer].previous_id == [long]
    _edit_page(tiny, "# Tiny site", "# A tiny site")  # another change in the same catalog
    assert _refresh(tiny, capsys)[0] == 0
    catalog = read_catalog(path).babel()
    assert catalog[longer].previous_id == [long] and catalog[longer].string == LONG_FR
    assert catalog[longer].fuzzy


def test_a_deleted_page_gets_no_catalog_from_its_old_template(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    extra = tiny / "docs" / "extra.md"
    extra.write_text("---\norphan: true\n---\n# Extra\n\nA page for a while.\n", encoding="utf-8")
    assert _refresh(tiny, capsys)[0] == 0
    created = tiny / "locales" / "fr" / "LC_MESSAGES" / "extra.po"
    assert created.is_file()
    created.unlink()
    extra.unlink()
    status, out, err = _refresh(tiny, capsys)
    assert status == 0, err
    assert not created.exists() and "extra" not in out
