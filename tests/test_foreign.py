"""The core extension in another Sphinx project (tests/roots/test-foreign): one game, one position.

The project lists only ``generator.sphinxext``: it gets the games, the
pictures and their descriptions, in every HTML-based builder (so ``singlehtml``
and ``epub`` can be read offline), and none of the rules site's choices
(``generator.sphinxext.site``): no layout template, language switcher, fonts,
search removal or interface-catalog warnings.  The configuration values of
both extensions are described where Sphinx keeps them and listed in the README.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def _figure(html: str) -> str:
    match = re.search(
        r'<figure class="solitaire-position"[^>]*id="club-empty-column".*?</figure>', html, re.S
    )
    assert match, "no position figure"
    return match.group(0)


def _checks_figure(figure: str) -> str:
    """The picture (a PNG the page links) and the long description of every column (FC-1)."""
    image = re.search(
        r'<img src="([^"]+\.png)" alt="FreeCell position: 1 card on the foundations', figure
    )
    assert image, figure
    assert "Column 5 is empty after" in figure  # the caption, with its role resolved
    assert "move 11: the five of diamonds from column 5 onto the six of clubs on column 8" in figure
    assert "<li>column 5: empty</li>" in figure and "<li>cell a: eight of clubs</li>" in figure
    assert (
        figure.count("<li>") == 1 + 8 + 4 + 4
    )  # the marked move, then columns, cells, foundations
    assert "<li>The marks show move " in figure
    return image.group(1)


@pytest.mark.sphinx("html", testroot="foreign")
def test_foreign_project_html_has_the_game_and_none_of_the_site(app):
    app.build()
    assert app.statuscode == 0 and app.warning.getvalue() == ""
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    image = _checks_figure(_figure(html))
    assert (app.outdir / image).stat().st_size > 0
    assert '<span class="fact move">move 5: the ace of diamonds' in html
    # None of the rules site's choices: its theme's own layout, search kept, no fonts or switcher.
    assert "language-switcher" not in html and 'dir="ltr"' not in html.split(">", 2)[1]
    assert (app.outdir / "search.html").is_file() and (app.outdir / "searchindex.js").is_file()
    assert not (app.outdir / "_static" / "fonts").exists() and "_fonts/fonts.css" not in html
    assert (app.outdir / "_static" / "generator.css").is_file()


@pytest.mark.sphinx("singlehtml", testroot="foreign")
def test_foreign_project_singlehtml_shows_picture_and_description(app):
    app.build()
    assert app.statuscode == 0 and app.warning.getvalue() == ""
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    assert (app.outdir / _checks_figure(_figure(html))).stat().st_size > 0


@pytest.mark.sphinx("epub", testroot="foreign")
def test_foreign_project_epub_carries_picture_and_description(app):
    app.build()
    assert app.statuscode == 0 and app.warning.getvalue() == ""
    [book] = app.outdir.glob("*.epub")
    with zipfile.ZipFile(book) as epub:
        page = epub.read("index.xhtml").decode("utf-8")
        image = _checks_figure(_figure(page))
        assert image in epub.namelist() and epub.getinfo(image).file_size > 0
        assert f'href="{image}"' in epub.read("content.opf").decode(
            "utf-8"
        )  # in the book's manifest


@pytest.mark.sphinx(
    "html",
    testroot="foreign",
    confoverrides={
        "extensions": [
            "myst_parser",
            "generator.sphinxext",
            "generator.sphinxext.site",
            "generator.check.sphinx",
        ]
    },
)
def test_every_config_value_has_a_description_and_is_in_the_readme(app):
    readme = README.read_text(encoding="utf-8")
    ours = {
        name: option
        for name, option in app.config._options.items()
        if name.startswith("generator_")
    }
    assert {
        "generator_image_cache",
        "generator_languages",
        "generator_search",
        "generator_check",
    } <= set(ours)
    for name, option in ours.items():
        assert option.description.strip(), f"{name} has no description"
        row = f"| `{name}` | `{option.default!r}` | {option.description} |"
        assert row in readme, f"the README's table has no row {row}"
