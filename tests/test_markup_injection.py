"""Text from catalogs is never markup.

A translation of an interface word that carries an attribute, or a page's
translation that adds HTML, fails the build and the check; every template
and theme value carrying translated text is escaped.
"""

from __future__ import annotations

import re
from pathlib import Path

from generator import site
from generator.check import check

ATTACK = '" onmouseover="alert(1)'


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_an_interface_word_carrying_an_attribute_fails_the_build_and_the_check(tiny: Path) -> None:
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "sphinx.po"
    _replace(
        catalog, 'msgstr "Langues"', f'msgstr "Langues{ATTACK.replace(chr(34), chr(92) + chr(34))}"'
    )
    # the msgstr's line, in the build's warning and in check's report alike
    line = catalog.read_text(encoding="utf-8").splitlines().index('msgid "Languages"') + 2
    [result] = site.build_site(tiny, languages=("fr",), jobs=1)
    assert result.status == 1
    assert (
        f"sphinx.po:{line}: WARNING: the translation of the interface message 'Languages' adds '\"'"
        in result.warnings
    )
    assert not (tiny / "build" / "site").exists()  # nothing published
    problems = [p for p in check(tiny, languages=["fr"]) if p.check == "markup"]
    assert [(Path(p.file).name, p.line) for p in problems] == [("sphinx.po", line)]


def test_a_page_translation_adding_html_fails_the_build_and_the_check(tiny: Path) -> None:
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    _replace(
        catalog,
        'msgstr "Le deuxième coup."',
        'msgstr "Le deuxième coup. <img src=x onerror=alert(1)>"',
    )
    [result] = site.build_site(tiny, languages=("fr",), jobs=1)
    assert result.status == 1
    assert "a translation adds markup '<img src=x onerror=alert(1)>'" in result.warnings
    assert not (tiny / "build" / "site").exists()
    [problem] = [p for p in check(tiny, languages=["fr"]) if p.check == "markup"]
    assert problem.message.startswith("'<img src=x onerror=alert(1)>' is not in the source")


def test_translated_interface_words_are_escaped_in_templates_and_theme(tiny: Path) -> None:
    _replace(tiny / "conf.py", 'project = "Tiny site"', 'project = "Tiny & <small> site"')
    # the theme's about.html prints {{ project }} as it is, as the real site's sidebar shows it
    _replace(tiny / "conf.py", '["navigation.html"]', '["about.html", "navigation.html"]')
    for page in ("index.md",):
        _replace(tiny / "docs" / page, "# Tiny site", "# Tiny & site")
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "sphinx.po"
    _replace(
        catalog,
        'msgid "Tiny site"\nmsgstr "Petit site"',
        'msgid "Tiny & <small> site"\nmsgstr "Petit & <small> site"',
    )
    _replace(
        tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po",
        'msgid "Tiny site"\nmsgstr "Petit site"',
        'msgid "Tiny & site"\nmsgstr "Petit & site"',
    )
    results = site.build_site(tiny, languages=("en", "fr"), jobs=1)
    assert [r.status for r in results] == [0, 0], [r.warnings for r in results]
    french = (tiny / "build" / "site" / "fr" / "index.html").read_text(encoding="utf-8")
    assert "Petit &amp; &lt;small&gt; site" in french
    assert "<small>" not in french and not re.search(r"&amp;(amp|lt);", french)  # escaped once
