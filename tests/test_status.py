"""How far each translation is: the status command and the checks page's table say the same."""

from __future__ import annotations

import re
from pathlib import Path

from generator import cli

REPO = Path(__file__).resolve().parent.parent


def _rows(out: str) -> dict[tuple[str, str], list[int]]:
    rows = {}
    for line in out.splitlines()[1:]:
        language, page, *numbers = line.split()
        rows[(language, page)] = [int(n) for n in numbers]
    return rows


def _edit(tiny: Path) -> None:
    page = tiny / "docs" / "index.md"
    text = page.read_text(encoding="utf-8")
    text = text.replace("A pile holds at most", "A pile never holds more than")
    page.write_text(text + "\nPlan a few moves ahead.\n", encoding="utf-8")


def test_status_counts_each_page_of_each_language(tiny: Path, capsys) -> None:
    assert cli.main(["status", "--root", str(tiny)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == [
        "language", "page", "translated", "fuzzy", "not", "translated", "obsolete", "words", "left",
    ]  # fmt: skip
    assert _rows(out)[("fr", "index")] == [3, 0, 0, 0, 0]
    _edit(tiny)
    before = (tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").read_bytes()
    assert cli.main(["status", "--root", str(tiny), "-l", "fr"]) == 0
    translated, fuzzy, untranslated, obsolete, words = _rows(capsys.readouterr().out)[
        ("fr", "index")
    ]
    assert (translated, fuzzy, untranslated, obsolete) == (2, 1, 1, 0)
    # the reworded paragraph (10 words, as split at spaces) and the new one (5)
    assert words == 10 + 5
    # a report: nothing written
    assert (tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").read_bytes() == before


def test_status_refuses_a_language_the_site_has_not(tiny: Path, capsys) -> None:
    assert cli.main(["status", "--root", str(tiny), "-l", "de"]) == 1
    assert "'de' is not a translated language of the site (fr)" in capsys.readouterr().err


def test_the_checks_page_shows_the_same_table_in_its_language(tiny: Path, capsys) -> None:
    page = tiny / "docs" / "index.md"
    page.write_text(
        page.read_text(encoding="utf-8") + "\n```{translation-status}\n```\n", encoding="utf-8"
    )
    _edit(tiny)
    assert cli.main(["build", "--root", str(tiny)]) == 0
    capsys.readouterr()
    french = (tiny / "build" / "site" / "fr" / "index.html").read_text(encoding="utf-8")
    table = french[french.index('class="translation-status') :]
    table = table[: table.index("</table>")]
    # each figure also carries its column's heading, shown where the rows are blocks (a phone)
    labels = re.findall(r'<span class="cell-label">(.*?)</span>', table)
    cells = [
        re.sub(r"<[^>]+>", "", re.sub(r'<span class="cell-label">.*?</span>', "", cell)).strip()
        for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", table, re.S)
    ]
    assert labels[:7] == cells[:7]
    assert cells[:7] == [
        "Langue", "Page", "Traduits", "Approximatifs", "Non traduits", "Obsolètes", "Mots restants",
    ]  # fmt: skip
    assert cli.main(["status", "--root", str(tiny)]) == 0
    counts = _rows(capsys.readouterr().out)[("fr", "index")]
    assert cells[7:14] == ["Français", "index", *(str(n) for n in counts)]


def test_the_site_checks_page_has_the_table() -> None:
    assert "```{translation-status}\n```" in (REPO / "docs" / "checks.md").read_text(
        encoding="utf-8"
    )
