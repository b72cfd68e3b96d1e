"""An English edit publishes at once: an incomplete translation is published from its earlier one.

The tiny site (English and French) is a fresh copy, with no earlier build:
a reworded paragraph shows in French as its earlier translation, a new one
is left out, the page says in French that a newer English version exists,
and the build's summary names what is left.  ``--strict`` keeps the old
all-or-nothing release.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator import cli

REWORDED = (
    "A pile holds at most {number}`crescent.PILE_LIMIT` cards.",
    "A pile never holds more than {number}`crescent.PILE_LIMIT` cards.",
)
NEW = "Plan a few moves ahead before you play."


def _edit(tiny: Path) -> None:
    page = tiny / "docs" / "index.md"
    text = page.read_text(encoding="utf-8")
    assert REWORDED[0] in text
    text = text.replace(REWORDED[0], REWORDED[1]).replace(
        "# Tiny site\n", f"# Tiny site\n\n{NEW}\n"
    )
    page.write_text(text, encoding="utf-8")


def _text(path: Path) -> str:
    """The page's words, markup dropped."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8")))


def test_an_english_edit_publishes_english_and_the_earlier_french(tiny: Path, capsys) -> None:
    assert not (tiny / "build").exists()  # a fresh clone: nothing built before
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    before = catalog.read_bytes()
    _edit(tiny)
    assert cli.main(["build", "--root", str(tiny)]) == 0
    out = capsys.readouterr().out
    assert re.search(
        r"^fr: 1 page from an earlier translation, left to translate: index 2 messages "
        r"\(\d+ words\)$",
        out,
        re.M,
    ), out
    site = tiny / "build" / "site"
    english = _text(site / "en" / "index.html")
    assert NEW in english and "never holds more than" in english
    french = _text(site / "fr" / "index.html")
    assert "Une pile a au plus" in french  # the earlier translation of the reworded paragraph
    assert "Cette traduction correspond à une version antérieure de cette page." in french
    assert "Lire la dernière version en anglais" in french
    assert 'href="../en/index.html"' in (site / "fr" / "index.html").read_text(encoding="utf-8")
    # never English in the French page: neither the new paragraph nor the reworded one
    assert NEW not in french and "never holds" not in french and "A pile" not in french
    assert catalog.read_bytes() == before  # the build merged in memory, wrote no catalog


def test_a_complete_translation_has_no_notice(tiny: Path, capsys) -> None:
    assert cli.main(["build", "--root", str(tiny)]) == 0
    assert "earlier translation" not in capsys.readouterr().out
    french = _text(tiny / "build" / "site" / "fr" / "index.html")
    assert "Une pile a au plus" in french and "version antérieure" not in french


def test_strict_publishes_nothing_until_every_page_is_translated(tiny: Path, capsys) -> None:
    _edit(tiny)
    assert cli.main(["build", "--root", str(tiny), "--strict"]) == 1
    captured = capsys.readouterr()
    assert "no fr translation of" in captured.err
    assert "build failed in fr: nothing was published" in captured.err
    assert not (tiny / "build" / "site" / "index.html").exists()


def test_a_page_never_translated_says_so_in_the_language(tiny: Path, capsys) -> None:
    (tiny / "docs" / "rules.md").write_text(
        "---\norphan: true\n---\n\n# More rules\n\nA page no translator has seen.\n",
        encoding="utf-8",
    )
    assert cli.main(["build", "--root", str(tiny)]) == 0
    assert "fr: 1 page from an earlier translation, left to translate: rules 2 messages" in (
        capsys.readouterr().out
    )
    french = _text(tiny / "build" / "site" / "fr" / "rules.html")
    assert "Page pas encore traduite" in french
    assert "Cette page n’a pas encore été traduite. Lire cette page en anglais" in french
    assert "More rules" not in french and "translator" not in french


@pytest.mark.parametrize("language", ["hi", "th", "es", "ar", "ta", "en"])
def test_every_language_has_the_notice(language: str) -> None:
    from generator.describe import Describer

    def notices(words: Describer) -> list[str]:
        return [
            words.earlier_translation_notice(),
            words.latest_english_link(),
            words.untranslated_page_title(),
            words.untranslated_page_notice(),
            words.english_page_link(),
        ]

    translated, english = notices(Describer(language)), notices(Describer("en"))
    assert all(translated) and len(set(translated)) == 5
    if language != "en":
        assert not set(translated) & set(english)
