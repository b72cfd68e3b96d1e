"""The core extension in another Sphinx project (tests/roots/test-foreign): one game, one position.

The project lists only ``generator.sphinxext``: it gets the games, the
pictures and their descriptions in its language, in every builder (the picture where
the output can hold one, the description always), and none of the rules site's choices
(``generator.sphinxext.site``): no layout template, language switcher, fonts,
search removal or interface-catalog warnings.  The configuration values of
both extensions are described where Sphinx keeps them and in REFERENCE.md.
"""

from __future__ import annotations

import re
import shutil
import zipfile
from pathlib import Path

import pytest

from generator.catalogs import read_catalog
from generator.cli import main

REFERENCE = Path(__file__).resolve().parents[1] / "REFERENCE.md"


def _figure(html: str) -> str:
    match = re.search(
        r'<figure class="solitaire-position"[^>]*id="club-empty-column".*?</figure>', html, re.S
    )
    assert match, "no position figure"
    return match.group(0)


def _checks_figure(figure: str) -> str:
    """The picture (a WebP the page links) and the long description of every column (FC-1)."""
    image = re.search(
        r'<img src="([^"]+\.webp)" alt="FreeCell position: 1 card on the foundations', figure
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
def test_every_config_value_has_a_description_and_is_in_the_reference(app):
    reference = REFERENCE.read_text(encoding="utf-8")
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
        row = re.search(rf"^\| `{name}` \| [^|]+ \| `(.*)` \| (.*) \|$", reference, re.M)
        assert row, f"REFERENCE.md has no row for {name}"
        assert row.groups() == (repr(option.default), option.description)


ROOT = Path(__file__).resolve().parent / "roots" / "test-foreign"


@pytest.fixture
def foreign(tmp_path: Path) -> Path:
    """A copy of the foreign project that a test may change."""
    source = tmp_path / "club"
    shutil.copytree(ROOT, source)
    return source


def _build(make_app, source: Path, language: str, builder: str = "html", **overrides):
    app = make_app(builder, srcdir=source, confoverrides={"language": language, **overrides})
    app.build()
    return app


ENGLISH_AROUND_A_POSITION = (
    "Full description of the position",
    "The marks show",
    "Marks:",
    "column",
    "cell",
    "foundation",
    "move 11",
    "empty",
)
"""Words of the English catalog that a French position must show in French."""


def test_a_french_foreign_project_shows_no_english_word_around_a_position(make_app, foreign):
    app = _build(make_app, foreign, "fr")
    assert app.statuscode == 0 and app.warning.getvalue() == ""
    figure = _figure((app.outdir / "index.html").read_text(encoding="utf-8"))
    text = re.sub(r"<[^>]+>", " ", figure)
    assert "Description complète de la position" in text
    assert "La colonne 5 est vide après" in text and "cellule a\u00a0: huit de trèfle" in text
    for english in ENGLISH_AROUND_A_POSITION:
        assert not re.search(rf"\b{english}\b", text), english


def test_a_language_without_generator_catalog_is_one_error_with_the_fix(make_app, foreign):
    app = _build(make_app, foreign, "de")
    errors = [line for line in app.warning.getvalue().splitlines() if "[generator.i18n]" in line]
    assert app.statuscode == 1, app.warning.getvalue()
    [error] = errors  # one error, not one more at each position and fact
    assert f"{foreign / 'conf.py'}:1: ERROR: no generator catalog for language 'de'" in error
    assert (
        f"python -m generator add-locale de --root {foreign} --generator-locale-dir locales"
        in error
    )
    assert "generator_locale_dir = 'locales' in conf.py" in error


def test_add_locale_gives_another_project_the_language_it_lacks(make_app, foreign, capsys):
    assert (
        main(["add-locale", "pt_BR", "--root", str(foreign), "--generator-locale-dir", "locales"])
        == 0
    )
    catalog = foreign / "locales" / "pt_BR" / "LC_MESSAGES" / "generator.po"
    assert capsys.readouterr().out.startswith("locales/pt_BR/LC_MESSAGES/generator.po\n")
    assert read_catalog(catalog).language == "pt_BR"
    with (foreign / "conf.py").open("a", encoding="utf-8") as conf:
        conf.write('generator_locale_dir = "locales"\n')
    app = _build(make_app, foreign, "pt_BR")
    # The catalog is found: what is left is the translator's work, named phrase by phrase.
    warnings = app.warning.getvalue()
    assert "no generator catalog" not in warnings
    assert f"{catalog}:" in warnings and "untranslated phrase" in warnings
    # The package's languages still come from the package.
    french = _build(make_app, foreign, "fr")
    assert french.statuscode == 0 and "[generator" not in french.warning.getvalue()
    # A second time, nothing is overwritten.
    assert (
        main(["add-locale", "pt_BR", "--root", str(foreign), "--generator-locale-dir", "locales"])
        == 1
    )
    assert "already exists" in capsys.readouterr().err


def test_a_malformed_catalog_is_a_located_error_not_a_crash_report(make_app, foreign):
    catalog = foreign / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace('"Notre donne préférée"', '"Notre donne préférée'), "utf-8")
    line = text[: text.index("Notre donne")].count("\n") + 1
    app = _build(make_app, foreign, "fr")
    assert app.statuscode == 1
    warnings = app.warning.getvalue()
    assert (
        f"{catalog}:{line}: ERROR: unreadable catalog: a string must be quoted on one line"
        in warnings
    )
    assert "Traceback" not in warnings


DESCRIBED = (
    "Full description of the position",
    "The marks show move 11: the five of diamonds from column 5",
    "column 5: empty",
    "cell a: eight of clubs",
    "diamond foundation: ace of diamonds on top, 1 card",
)
"""Entries of the position's long description, as every builder must keep them."""


def _plain(text: str) -> str:
    """Output text with its line breaks, indents and man/texinfo escapes folded to single spaces."""
    return re.sub(r"\s+", " ", text.replace("\\-", "-").replace("\\(bu", " "))


@pytest.mark.parametrize(
    ("builder", "output"),
    [("text", "index.txt"), ("man", "acardclubsnotes.1"), ("texinfo", "acardclubsnotes.texi")],
)
def test_text_builders_keep_the_position_as_its_description(make_app, foreign, builder, output):
    app = _build(make_app, foreign, "en", builder)
    assert app.statuscode == 0 and "[generator" not in app.warning.getvalue()
    text = _plain((app.outdir / output).read_text(encoding="utf-8"))
    assert "Column 5 is empty after move 11" in text  # the caption
    for entry in DESCRIBED:
        assert entry in text, (entry, text)


def test_latex_gets_the_picture_and_the_description(make_app, foreign):
    app = _build(make_app, foreign, "en", "latex")
    assert app.statuscode == 0 and "[generator" not in app.warning.getvalue()
    [tex] = app.outdir.glob("*.tex")
    latex = tex.read_text(encoding="utf-8")
    figure = latex[latex.index(r"\begin{figure}") : latex.index(r"\end{figure}")]
    picture = re.search(
        r"\\sphinxincludegraphics\[width=[\d.]+\\sphinxpxdimen\]\{\{(\w+)\}\.png\}", figure
    )
    assert picture, figure
    assert (app.outdir / f"{picture.group(1)}.png").stat().st_size > 0
    assert r"\caption{Column 5 is empty after" in figure and "Marks: a dashed frame" in figure
    after = _plain(latex[latex.index(r"\end{figure}") :])
    for entry in DESCRIBED:
        assert entry in after, entry


def test_epub_packs_each_picture_once(make_app, foreign):
    # sphinx-build -b epub keeps its doctrees, and so the image cache, inside the book's folder.
    app = make_app("epub", srcdir=foreign, builddir=foreign / "_build")
    app.doctreedir = app.outdir / ".doctrees"
    app.build()
    [book] = app.outdir.glob("*.epub")
    with zipfile.ZipFile(book) as epub:
        pictures = [
            name for name in epub.namelist() if name.endswith(".webp") and "_static" not in name
        ]
    # the position drawn for 1x and 2x screens, each once
    assert len(pictures) == 2 and all(name.startswith("_images/") for name in pictures), pictures


def test_a_builder_without_pictures_says_so_once(make_app, foreign):
    index = foreign / "index.md"
    with index.open("a", encoding="utf-8") as page:
        page.write("\n```{position} club-deal\n:after-move: 11\nThe same, again.\n```\n")
    app = _build(make_app, foreign, "en", "xml")
    [warning] = [line for line in app.warning.getvalue().splitlines() if "[generator" in line]
    assert (
        "index.md:11: WARNING: the xml builder shows a position as its description only" in warning
    )
    assert "[generator.builder]" in warning
    xml = (app.outdir / "index.xml").read_text(encoding="utf-8")
    assert xml.count("column 5: empty") == 2


def test_the_domain_s_names_work_alone_when_the_short_names_are_off(make_app, foreign):
    index = foreign / "index.md"
    text = index.read_text(encoding="utf-8")
    for name in ("game", "position", "move"):
        text = text.replace(f"{{{name}}}", f"{{sol:{name}}}")
    index.write_text(text, encoding="utf-8")
    app = _build(make_app, foreign, "en", generator_short_names=False)
    assert app.statuscode == 0 and app.warning.getvalue() == ""
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    _checks_figure(_figure(html))
    assert '<span class="fact move">move 5: the ace of diamonds' in html
    # The short names are free for another extension.
    from sphinx.util.docutils import is_directive_registered, is_role_registered

    assert not is_directive_registered("position") and not is_role_registered("move")
