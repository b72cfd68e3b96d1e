"""The whole-site build: every language, the root chooser, strict translations, the command."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from generator import cli, site
from generator.catalogs import read_catalog
from generator.sphinxext import html


def test_build_writes_every_language_the_chooser_and_reuses_images(tiny: Path) -> None:
    results = site.build_site(tiny, languages=("en", "fr"), jobs=2)
    assert [(r.language, r.status, r.warnings) for r in results] == [("en", 0, ""), ("fr", 0, "")]
    out = tiny / "build" / "site"
    french = (out / "fr" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="fr" dir="ltr"' in french
    # facts in French, from the describer; the translated sentence keeps its roles
    assert 'Une pile a au plus <span class="fact number">13</span> cartes.' in french
    assert re.search(r"coup 2\s:\sla dame de carreau de la pile 10", french)
    assert re.search(r'<img src="_images/[0-9a-f]+\.webp" alt="Position de Crescent', french)
    assert "<summary>Description complète de la position</summary>" in french
    # the switcher: every language, the current one marked, links to the same page
    assert '<span aria-current="page" lang="fr" dir="ltr">Français</span>' in french
    assert '<a href="../en/index.html" lang="en" hreflang="en" dir="ltr">English</a>' in french
    assert (
        "<title>Petit site</title>" in french
    )  # the site name, translated, and not twice on its home page
    chooser = (out / "index.html").read_text(encoding="utf-8")
    assert '<a href="fr/index.html" lang="fr" hreflang="fr" dir="ltr">Français</a>' in chooser
    assert '<a href="en/index.html" lang="en" hreflang="en" dir="ltr">English</a>' in chooser
    # one image per position, language and screen density (1x, 2x), rendered once into the shared cache
    cache = sorted((tiny / "build" / ".image-cache").glob("*.webp"))
    assert len(cache) == 2 * 2
    stamps = [path.stat().st_mtime_ns for path in cache]
    # a rebuild with nothing changed writes no page and renders no image
    written = (out / "fr" / "index.html").stat().st_mtime_ns
    assert all(r.status == 0 for r in site.build_site(tiny, languages=("en", "fr"), jobs=1))
    assert (out / "fr" / "index.html").stat().st_mtime_ns == written
    assert [path.stat().st_mtime_ns for path in cache] == stamps
    # a rebuild from scratch (outputs and doctrees gone) renders nothing: the cache answers
    out.unlink()  # the published site is a link to its version (what rm -rf build/site removes)
    shutil.rmtree(tiny / "build" / "doctrees")
    assert all(r.status == 0 for r in site.build_site(tiny, languages=("en", "fr"), jobs=1))
    assert [
        path.stat().st_mtime_ns for path in sorted((tiny / "build" / ".image-cache").glob("*.webp"))
    ] == stamps
    assert (out / "fr" / "index.html").read_text(
        encoding="utf-8"
    ) == french  # same inputs, same bytes


def test_the_site_has_no_search_page_and_no_link_to_one(tiny: Path) -> None:
    """Sphinx's search cannot read Thai or Hindi, and its script speaks English: the site has none."""
    out = tiny / "build" / "site"
    (out / "fr").mkdir(parents=True)
    (out / "fr" / "search.html").write_text("left by an earlier build", encoding="utf-8")
    assert [r.status for r in site.build_site(tiny, languages=("fr",))] == [0]
    shipped = {
        path.relative_to(out / "fr").as_posix()
        for path in (out / "fr").rglob("*")
        if path.is_file()
    }
    assert "index.html" in shipped
    assert (
        not {"search.html", "searchindex.js", "_static/searchtools.js", "_static/language_data.js"}
        & shipped
    )
    assert not [name for name in shipped if name.endswith("stemmer.js")]
    page = (out / "fr" / "index.html").read_text(encoding="utf-8")
    assert 'rel="search"' not in page and "search.html" not in page and "searchindex" not in page


def test_a_language_without_its_catalog_fails_instead_of_showing_english(tiny: Path) -> None:
    (tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").unlink()
    [result] = site.build_site(tiny, languages=("fr",), strict=True)
    assert result.status == 1
    assert re.search(
        r"docs/index\.md:1: WARNING: no fr catalog for this page: expected .*locales/fr/LC_MESSAGES/index\.po \[generator\.translation\]",
        result.warnings,
    )


def test_build_command_exit_status_and_located_errors(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["build", "--root", str(tiny), "-l", "en"]) == 0
    assert "en: ok" in capsys.readouterr().out
    record = tiny / "docs" / "games" / "tiny.game"
    record.write_text(
        record.read_text(encoding="utf-8").replace("10-KD[Q♦]", "10-KD[Q♥]"), encoding="utf-8"
    )
    assert cli.main(["build", "--root", str(tiny), "-l", "en"]) == 1
    captured = capsys.readouterr()
    assert re.search(r"docs/index\.md:3: WARNING: .*games/tiny\.game:2: move 2", captured.err)
    assert "Traceback" not in captured.err
    # a failed build stays failed when run again unchanged (nothing is taken as already checked)
    assert cli.main(["build", "--root", str(tiny), "-l", "en"]) == 1
    assert "games/tiny.game:2: move 2" in capsys.readouterr().err
    assert cli.main(["build", "--root", str(tiny / "docs"), "-l", "en"]) == 1  # no conf.py there
    assert "docs: no conf.py with a docs/ directory here" in capsys.readouterr().err


def test_build_command_refuses_an_unknown_language(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["build", "--root", str(tiny), "-l", "xx"]) == 1
    assert "error: unknown language 'xx'" in capsys.readouterr().err


def test_pages_of_right_to_left_languages_say_so() -> None:
    app = SimpleNamespace(
        config=SimpleNamespace(
            language="ar",
            generator_languages=["en", "ar"],
            project="Rules",
            generator_footer_pages=[],
        )
    )
    context: dict[str, Any] = {"content_root": "../"}
    html.page_context(app, "guide/page", "page.html", context, None)
    assert context["html_tag"] == '<html lang="ar" dir="rtl" data-content_root="../">'
    assert [
        (link["code"], link["url"], link["dir"]) for link in context["generator_languages"]
    ] == [("en", "../../en/guide/page.html", "ltr"), ("ar", "../../ar/guide/page.html", "rtl")]


def test_gettext_refreshes_templates_and_keeps_translations(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = tiny / "docs" / "index.md"
    text = page.read_text(encoding="utf-8").replace("The second move.\n", "")  # its caption goes
    page.write_text(text + "\nA new paragraph.\n", encoding="utf-8")
    assert cli.main(["build", "--root", str(tiny), "--gettext", "-l", "fr"]) == 0
    assert "catalogs: 0 created, 1 updated" in capsys.readouterr().out
    template = (tiny / "build" / "gettext" / "index.pot").read_text(encoding="utf-8")
    assert 'msgid "A new paragraph."' in template
    catalog = (tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po").read_text(encoding="utf-8")
    assert 'msgid "A new paragraph."\nmsgstr ""' in catalog  # to translate
    kept = read_catalog(tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po")
    assert any(m.msgstr[0].startswith("Une pile a au plus {number}") for m in kept.messages)
    assert (
        '#~ msgid "The second move."\n#~ msgstr "Le deuxième coup."' in catalog
    )  # gone, kept obsolete
    # and until it is translated the French site does not build (--strict)
    [result] = site.build_site(tiny, languages=("fr",), strict=True)
    assert result.status == 1 and "no fr translation of 'A new paragraph.'" in result.warnings


def test_only_the_home_page_drops_the_site_name_after_its_title() -> None:
    app = SimpleNamespace(
        config=SimpleNamespace(
            language="en", generator_languages=["en"], project="Rules", generator_footer_pages=[]
        )
    )
    home, page = {"title": "Rules"}, {"title": "Crescent <em>rules</em>"}
    html.page_context(app, "index", "page.html", home, None)
    html.page_context(app, "crescent", "page.html", page, None)
    assert (home["docstitle"], page["docstitle"]) == (
        "",
        "Rules",
    )  # "Rules", "Crescent rules — Rules"


def test_the_longest_tasks_start_first() -> None:
    """Two workers and eight tasks: the site's check (the longest) and Thai (its words cut)
    start first, or they would run alone at the end while the other worker idles; English, the
    shortest, last, while the fonts are begun beside it."""
    tasks = [("root", language) for language in ("en", "hi", "th", "fr")] + [("check", None)]
    assert site._longest_first(tasks) == [
        ("check", None),
        ("root", "th"),
        ("root", "hi"),
        ("root", "fr"),
        ("root", "en"),
    ]


def test_fonts_begun_from_some_languages_serve_the_site_only_if_its_characters_are_theirs(
    tmp_path: Path,
) -> None:
    """The builds' pool begins the faces from the languages built so far; the site's faces are
    those of every page, byte for byte as one process cuts them, whatever was begun."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from generator import webfonts

    out = tmp_path / "site"
    for language, text in (("en", "Pile 1"), ("hi", "पाइल 1")):
        (out / language).mkdir(parents=True)
        (out / language / "index.html").write_text(f"<p>{text}</p>", encoding="utf-8")
    cache = tmp_path / "cache"
    cuts = site._FontCuts({}, cache)
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("fork")) as pool:
        cuts.begin(pool, out, ["hi"])  # Hindi still building: not the site's Devanagari faces
        cuts.finish(pool, out)
    shown = webfonts.shown_characters(out)
    plans = webfonts.face_plans(shown, {}, cache)  # each family's: the joiners are in every one
    # Noto Sans Devanagari's faces begun from English alone are not the site's: none is kept
    assert len(cuts.cutting) == len(plans) + 1
    assert all(plan.cached() for plan in plans)
    assert sorted(cache.iterdir()) == sorted(path for plan in plans for path in plan.paths.values())
    alone = webfonts.site_faces(shown, {}, tmp_path / "alone")
    assert [face.data for plan in plans for face in plan.faces()] == [face.data for face in alone]
    assert "प" not in webfonts.shown_characters(out, without=["hi"])
    assert {"प"} <= {chr(point) for face in alone for point in face.code_points}


def test_a_catalog_without_dates_compiles_to_the_same_bytes_at_any_time(tiny: Path) -> None:
    """Babel dates a catalog that has no date "now": its .mo would change every minute, and every
    page reading it would be rebuilt."""
    from generator.catalogs import compile_mo, read_catalog

    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    assert "POT-Creation-Date" not in catalog.read_text(encoding="utf-8")
    assert b"POT-Creation-Date: 1970-01-01 00:00+0000" in compile_mo(read_catalog(catalog))
