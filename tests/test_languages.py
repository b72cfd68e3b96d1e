"""Adding a language in one step (``add-locale``), and the one list of the site's languages."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from generator import cli, languages, site
from generator.check import runner

REPOSITORY = Path(__file__).resolve().parent.parent


@pytest.fixture
def package_locales(tmp_path: Path, monkeypatch) -> Path:
    """The generator's catalogs as the package has them, in a copy: add-locale writes there."""
    from generator import i18n

    copy = tmp_path / "generator-locales"
    shutil.copytree(i18n.LOCALE_DIR, copy)
    monkeypatch.setattr(languages, "LOCALE_DIR", copy)
    monkeypatch.setattr(i18n, "LOCALE_DIR", copy)
    return copy


def _catalog(path: Path, lang: str):
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def test_site_languages_are_conf_py_generator_languages() -> None:
    assert languages.site_languages(REPOSITORY) == ("en", "hi", "th", "fr", "es", "ar", "ta")


def test_add_locale_creates_every_catalog_and_registers_the_language(
    tiny: Path, tiny_source: Path, package_locales: Path, capsys
) -> None:
    shutil.rmtree(
        package_locales / "ar"
    )  # the package's own Arabic catalog: made again from the template here
    assert cli.main(["add-locale", "ar", "--root", str(tiny)]) == 0
    printed = capsys.readouterr().out
    messages = tiny / "locales" / "ar" / "LC_MESSAGES"
    assert sorted(p.name for p in messages.iterdir()) == ["index.po", "sphinx.po"]
    assert "ar/LC_MESSAGES/generator.po" in printed and ".ar." not in printed  # no staging paths
    # the generator's catalog, in the package: every phrase of the template, empty, Arabic's six CLDR plural forms
    generator = _catalog(package_locales / "ar" / "LC_MESSAGES" / "generator.po", "ar")
    template = _catalog(package_locales / "generator.pot", "ar")
    assert {(m.context, str(m.id)) for m in generator if m.id} == {
        (m.context, str(m.id)) for m in template if m.id
    }
    assert generator.num_plurals == 6 and generator.plural_expr == get_plural("ar").plural_expr
    assert not generator.fuzzy
    plural = next(m for m in generator if m.pluralizable)
    assert len(plural.string) == 6 and not any(plural.string)
    # the page's catalog and the interface words, all empty; the same plural rule
    page = _catalog(messages / "index.po", "ar")
    assert (
        page.num_plurals == 6
        and [m.string for m in page if m.id]
        and not any(m.string for m in page if m.id)
    )
    interface = [str(m.id) for m in _catalog(messages / "sphinx.po", "ar") if m.id]
    assert interface[:2] == ["Tiny site", "Languages"] and "Link to this heading" in interface
    # the glossary skeleton names every term and waits for its words
    glossary = (tiny / "locales" / "ar" / "glossary.toml").read_text(encoding="utf-8")
    assert 'language = "ar"' in glossary and "[terms.redeal]" in glossary and 'use = ""' in glossary
    # registered: conf.py's list, which the build and the switcher read; nothing else in conf.py changed
    assert languages.site_languages(tiny) == ("en", "fr", "ar")
    before = (tiny_source / "conf.py").read_text(encoding="utf-8")
    assert (tiny / "conf.py").read_text(encoding="utf-8") == before.replace(
        'generator_languages = ["en", "fr"]', 'generator_languages = ["en", "fr", "ar"]'
    )


def test_a_new_language_fails_the_check_and_the_build_until_translated(
    tiny: Path, package_locales: Path
) -> None:
    languages.add_language(tiny, "de")
    problems = runner.run(tiny, languages=["de"], games=False, source_pages=False)
    ids = {p.check for p in problems}
    assert {"untranslated", "glossary"} <= ids
    assert any(
        p.file == "locales/de/glossary.toml" and "say which word to use" in p.message
        for p in problems
    )
    results = site.build_site(tiny, languages=("de",), jobs=1, strict=True)
    assert results[0].status != 0
    assert "untranslated" in results[0].warnings or "no de translation" in results[0].warnings


def test_a_games_meaning_of_a_shared_term_is_added_in_brackets() -> None:
    terms = languages.glossary_terms()
    assert terms["deck"] == "a pack of 52 cards (Crescent shuffles 2 together)"
    assert terms["deck"].startswith(languages.GLOSSARY_TERMS["deck"])


def test_thai_glossary_skeleton_has_no_word_boundaries() -> None:
    assert "word-boundaries = false" in languages.glossary_skeleton("th", False)


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("xx", "unknown language 'xx'"),
        ("fr", "'fr' is already a language of the site"),
        ("ja", "no font for the Jpan script of locale 'ja'"),
        ("pt-BR", "write the language 'pt-BR' as 'pt_BR'"),
    ],
)
def test_add_locale_refuses_and_writes_nothing(
    tiny: Path, package_locales: Path, code: str, reason: str, capsys
) -> None:
    before = sorted(p.relative_to(tiny) for p in tiny.rglob("*"))
    conf = (tiny / "conf.py").read_bytes()
    assert cli.main(["add-locale", code, "--root", str(tiny)]) == 1
    assert reason in capsys.readouterr().err
    assert (tiny / "conf.py").read_bytes() == conf
    assert sorted(p.relative_to(tiny) for p in tiny.rglob("*")) == before


def test_add_locale_never_overwrites_an_existing_translation(
    tiny: Path, package_locales: Path, capsys
) -> None:
    (tiny / "locales" / "de").mkdir()
    assert cli.main(["add-locale", "de", "--root", str(tiny)]) == 1
    assert "already exists" in capsys.readouterr().err
    assert languages.site_languages(tiny) == ("en", "fr")


def _translate(path: Path, lang: str, translations: dict[str, str]) -> None:
    from babel.messages.pofile import write_po

    catalog = _catalog(path, lang)
    for message in catalog:
        if message.id:
            message.string = translations[str(message.id)]
    with path.open("wb") as handle:
        write_po(handle, catalog)


def test_an_added_and_translated_arabic_site_is_right_to_left(
    tiny: Path, package_locales: Path
) -> None:
    translated = (package_locales / "ar" / "LC_MESSAGES" / "generator.po").read_bytes()
    shutil.rmtree(package_locales / "ar")
    languages.add_language(tiny, "ar")
    (package_locales / "ar" / "LC_MESSAGES" / "generator.po").write_bytes(
        translated
    )  # the generator's words, translated
    messages = tiny / "locales" / "ar" / "LC_MESSAGES"
    _translate(
        messages / "index.po",
        "ar",
        {
            "Tiny site": "موقع صغير",
            "A pile holds at most {number}`crescent.PILE_LIMIT` cards. {move}`tiny 2`.": "تتسع الكومة لـ {number}`crescent.PILE_LIMIT` ورقة على الأكثر. {move}`tiny 2`.",
            "The second move.": "النقلة الثانية.",
        },
    )
    # every interface word add-locale wrote, as the site's Arabic catalog translates it
    site_arabic = _catalog(REPOSITORY / "locales" / "ar" / "LC_MESSAGES" / "sphinx.po", "ar")
    words = {str(m.id): m.string for m in site_arabic if m.id}
    _translate(messages / "sphinx.po", "ar", {**words, "Tiny site": "موقع صغير"})
    # French published first: the switcher lists the languages published, never one not built
    assert [r.status for r in site.build_site(tiny, languages=("fr",), jobs=1)] == [0]
    results = site.build_site(tiny, languages=("ar",), jobs=1)
    assert [(r.language, r.status, r.warnings) for r in results] == [("ar", 0, "")]
    page = (tiny / "build" / "site" / "ar" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="ar" dir="rtl"' in page
    # the narration in Arabic, from the generator's Arabic catalog; Latin digits (CLDR's default for ar)
    assert "النقلة 2: ملكة الديناري من الكومة 10 إلى أساس الديناري التنازلي" in page
    from generator.crescent.engine import PILE_LIMIT

    assert f'<span class="fact number">{PILE_LIMIT}</span>' in page
    assert not any("\u0660" <= ch <= "\u0669" for ch in page)
    # every language published in the switcher, though only Arabic was rebuilt, each in its direction
    assert '<span aria-current="page" lang="ar" dir="rtl">العربية</span>' in page
    assert '<a href="../fr/index.html" lang="fr" hreflang="fr" dir="ltr">Français</a>' in page
    chooser = (tiny / "build" / "site" / "index.html").read_text(encoding="utf-8")
    assert '<a href="ar/index.html" lang="ar" hreflang="ar" dir="rtl">العربية</a>' in chooser
    # the Arabic font ships with the site, cut to what it shows: the letters of the page's words
    fonts_css = (tiny / "build" / "site" / "_fonts" / "fonts.css").read_text(encoding="utf-8")
    assert re.search(
        r'font-family: "Noto Sans Arabic"; src: url\("NotoSansArabic-Arab\.', fonts_css
    )


def _interface_words(path: Path, lang: str) -> list[str]:
    return [str(m.id) for m in _catalog(path, lang) if m.id]


def test_add_locale_writes_every_interface_word_the_site_shows(
    tiny: Path, package_locales: Path
) -> None:
    """One list (html.interface_messages): the words every translated catalog of the site
    translates, the directives' included (the card-letters headings, the deal-code converter),
    and the sidebar's landmark name."""
    from generator import project
    from generator.sphinxext.html import interface_messages

    languages.add_language(tiny, "de")
    written = _interface_words(tiny / "locales" / "de" / "LC_MESSAGES" / "sphinx.po", "de")
    conf = project.conf(tiny)
    assert written == list(interface_messages(conf["project"], conf["generator_ui_messages"]))
    assert {"Main", "Short form", "Game code", "not a FreeCell game code"} <= set(written)
    site_project = project.conf(REPOSITORY)["project"]
    for lang in languages.site_languages(REPOSITORY)[1:]:
        translated = _interface_words(
            REPOSITORY / "locales" / lang / "LC_MESSAGES" / "sphinx.po", lang
        )
        assert set(translated) - {site_project} <= set(written), lang


def test_the_build_names_each_interface_word_left_untranslated_until_it_is(
    tiny: Path, package_locales: Path
) -> None:
    languages.add_language(tiny, "de")
    catalog = tiny / "locales" / "de" / "LC_MESSAGES" / "sphinx.po"
    results = site.build_site(tiny, languages=("de",), jobs=1)
    assert results[0].status != 0
    # (Sphinx's own German catalog already has its words, "Navigation" among them)
    for word in ("Tiny site", "Languages", "Main"):
        assert (
            f"no de translation of the interface message {word!r}: add it to" in results[0].warnings
        )
    _translate(catalog, "de", {word: f"[de] {word}" for word in _interface_words(catalog, "de")})
    results = site.build_site(tiny, languages=("de",), jobs=1)
    assert results[0].status != 0  # the page and the generator's phrases are still English
    assert "interface message" not in results[0].warnings
    assert "untranslated" in results[0].warnings or "no de translation" in results[0].warnings
