"""The built site in a real browser: axe-core finds nothing, Thai words stay whole at line ends,
a phone reader reaches the navigation and reads the pictures.

These tests need Debian's ``chromium`` (``apt-get install chromium``; ``.ci/run`` installs it) and
Playwright for Python; without a browser they skip, saying why.  Playwright drives the system's
browser (no browser download); axe-core is the copy the ``axe-playwright-python`` package ships.

Counts for a site already built (``python -m generator build``)::

    python tests/test_accessibility.py build/site
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

THAI = re.compile(r"[\u0e01-\u0e5b]")

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
LANGUAGES = __import__("generator.project", fromlist=["languages"]).languages(ROOT)
"""The site's languages (``generator_languages`` in conf.py)."""
SOURCES = sorted((ROOT / "docs").glob("*.md"))
"""The site's pages (each built in every language)."""
PHONE, DESKTOP = 390, 1280
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]
"""WCAG 2.0 to 2.2, levels A and AA, and Deque's best practice."""


def browser_missing() -> str | None:
    """Why the browser tests cannot run here, or ``None``."""
    try:
        import axe_playwright_python  # noqa: F401
        import playwright.sync_api  # noqa: F401
    except ImportError as error:
        return f"no Playwright or axe-core for Python ({error.name}): pip install -e '.[test]'"
    if not CHROMIUM.exists():
        return f"no browser at {CHROMIUM}: apt-get install chromium (.ci/run does)"
    return None


def axe_script() -> str:
    from axe_playwright_python.base import AXE_SCRIPT

    return AXE_SCRIPT


def site_pages(site: Path) -> list[Path]:
    """Every page of every language of a built site, and the language chooser."""
    return [
        site / "index.html",
        *sorted(path for language in LANGUAGES for path in (site / language).glob("*.html")),
    ]


def axe_violations(page: Any, path: Path) -> list[dict]:
    """axe-core's violations on one page, each with its rule id and the offending elements."""
    page.goto(path.as_uri())
    page.evaluate(axe_script())
    result = page.evaluate(
        "options => axe.run(document, options)",
        {"runOnly": {"type": "tag", "values": AXE_TAGS}, "resultTypes": ["violations"]},
    )
    return result["violations"]


def open_browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()


def violation_counts(browser: Any, site: Path, width: int = DESKTOP) -> dict[str, Counter]:
    """Per page (``lang/page.html``), the number of offending elements per axe rule."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    counts = {}
    for path in site_pages(site):
        found: Counter[str] = Counter()
        for violation in axe_violations(page, path):
            found[violation["id"]] += len(violation["nodes"])
        counts[path.relative_to(site).as_posix()] = found
    page.close()
    return counts


LINES_SCRIPT = """
() => {
  // Per block of text: its text (as the reader sees it, <wbr> adds nothing) and the offsets
  // where a new line starts.  A character's line is the box of a Range around it.
  const skip = el => el.closest("pre, code, script, style, .visually-hidden");
  const blockOf = el => {
    while (el && el !== document.body && getComputedStyle(el).display.startsWith("inline")) el = el.parentElement;
    return el;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const blocks = new Map();
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skip(parent) || !parent.getClientRects().length) continue;
    const block = blockOf(parent);
    if (!blocks.has(block)) blocks.set(block, {text: "", breaks: [], bottom: null});
    const entry = blocks.get(block);
    for (let i = 0; i < node.length; i++) {
      range.setStart(node, i); range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (rect && rect.width > 0) {
        if (entry.bottom !== null && rect.top >= entry.bottom - 2) entry.breaks.push(entry.text.length);
        entry.bottom = rect.bottom;
      }
      entry.text += node.data[i];
    }
  }
  return [...blocks.values()].filter(b => b.breaks.length).map(b => [b.text, b.breaks]);
}
"""


def split_words(page: Any, path: Path) -> list[str]:
    """Every line end that cuts a Thai word (or a number from its word), shown as ``before|after``."""
    from generator.wordbreak import units

    page.goto(path.as_uri())
    page.evaluate("document.fonts.ready")
    found = []
    for text, breaks in page.evaluate(LINES_SCRIPT):
        inside: set[int] = set()
        start = 0
        for unit in units(text, "th"):
            if THAI.search(unit.text.strip()):
                inside.update(range(start + 1, start + len(unit.text.rstrip())))
            start += len(unit.text)
        for at in breaks:
            if at in inside:
                found.append(f"{text[max(0, at - 12) : at]}|{text[at : at + 12]}")
    return found


# -- the tests ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = browser_missing()
    if reason:
        pytest.skip(reason)
    yield from open_browser()


@pytest.fixture(scope="module")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's site, every language, built now (images from the project's cache)."""
    from generator import site

    reason = browser_missing()
    if reason:
        pytest.skip(reason)
    out = tmp_path_factory.mktemp("site")
    results = site.build_site(ROOT, out=out)
    assert all(r.status == 0 for r in results), "".join(r.warnings for r in results)
    assert set(LANGUAGES) <= {r.language for r in results}
    return out


@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_axe_finds_no_violation_on_any_page_of_any_language(
    browser: Any, built_site: Path, width: int
) -> None:
    counts = violation_counts(browser, built_site, width)
    assert len(counts) == 1 + len(SOURCES) * len(
        LANGUAGES
    )  # the chooser and every page in every language
    found = {page: dict(rules) for page, rules in counts.items() if rules}
    assert found == {}


@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_no_thai_word_is_cut_at_a_line_end(browser: Any, built_site: Path, width: int) -> None:
    page = browser.new_page(viewport={"width": width, "height": 900})
    cut = {
        path.name: split_words(page, path) for path in sorted((built_site / "th").glob("*.html"))
    }
    page.close()
    assert len(cut) == len(SOURCES)
    assert {name: words for name, words in cut.items() if words} == {}


PHONE_SCRIPT = """
async () => {
  const nav = document.querySelector("div.sphinxsidebar");
  const natural = url => { const image = new Image(); image.src = url; return image.decode().then(() => image.naturalWidth); };
  const pictures = await Promise.all([...document.querySelectorAll("figure.solitaire-position img")].map(async img => ({
    link: img.parentElement.matches("a[href]") ? img.parentElement.getAttribute("href") : null,
    largest: img.getAttribute("srcset").split(", ").pop().split(" ")[0],
    shown: img.getBoundingClientRect().width,
    linked: img.parentElement.matches("a[href]") ? await natural(img.parentElement.href) : 0,
  })));
  return {
    navTop: nav ? nav.getBoundingClientRect().top + window.scrollY : null,
    navLinks: nav ? [...nav.querySelectorAll("a[href]")].filter(a => a.getClientRects().length).length : 0,
    pageWidth: document.documentElement.scrollWidth,
    scrolledBlocks: [...document.querySelectorAll("pre")].filter(pre => pre.scrollWidth > pre.clientWidth + 1).length,
    pictures,
  };
}
"""


def test_a_phone_shows_the_pages_links_first_and_scrolls_nothing_sideways(
    browser: Any, built_site: Path
) -> None:
    """390 px: the pages' links in the first screen, code and notation wrapped, every picture a link to
    its largest rendering (at least twice the pixels it is shown with)."""
    page = browser.new_page(viewport={"width": PHONE, "height": 800})
    seen_pictures = 0
    for path in site_pages(built_site)[1:]:
        page.goto(path.as_uri())
        page.evaluate(
            "Promise.all([...document.images].map(i => { i.loading = 'eager'; return i.decode(); }))"
        )
        found = page.evaluate(PHONE_SCRIPT)
        where = path.relative_to(built_site).as_posix()
        assert found["navTop"] is not None and found["navTop"] < 100, where
        assert found["navLinks"] >= 5, (
            where
        )  # the site's name (the home page), then the rules' pages
        assert found["pageWidth"] <= PHONE, where
        assert found["scrolledBlocks"] == 0, where
        for picture in found["pictures"]:
            assert picture["link"] == picture["largest"], where
            assert picture["linked"] >= 2 * picture["shown"], where
            seen_pictures += 1
    page.close()
    assert seen_pictures >= 4 * 10


FONTS_SCRIPT = """
async () => {
  await Promise.all([...document.images].map(i => { i.loading = "eager"; return i.decode().catch(() => null); }));
  await document.fonts.ready;
  const faces = [...document.fonts].map(face => [face.family, face.unicodeRange, face.status]);
  const fields = [...document.querySelectorAll("input, option")].map(field => field.value).join("");
  return {faces, text: document.body.textContent + fields};
}
"""


def test_a_page_downloads_the_faces_of_the_scripts_it_shows_and_each_has_its_glyphs(
    browser: Any, built_site: Path
) -> None:
    """One copy of the fonts for the site (_fonts/), split by script: an English page loads the
    Latin face and the language names' tiny faces, a Thai page the Thai face too.  Every
    character a page holds that a family of the site draws is in that family's faces."""
    from test_webfonts import left_to_another_family, parse_range, site_fonts

    from generator import fonts, webfonts

    faces = site_fonts(built_site)
    points: dict[str, frozenset[int]] = {}
    for family, held in faces.values():
        points[family] = points.get(family, frozenset()) | held
    # A face as the browser reports it (family, unicode-range) → its file, without the hash.
    files = {(family, held): file.split(".")[0] for file, (family, held) in faces.items()}
    page = browser.new_page(viewport={"width": PHONE, "height": 800})
    loaded = {}
    for path in site_pages(built_site):
        page.goto(path.as_uri())
        found = page.evaluate(FONTS_SCRIPT)
        where = path.relative_to(built_site).as_posix()
        assert not [face for face in found["faces"] if face[2] == "error"], where
        loaded[where] = {
            files[(family, parse_range(ranges.upper()))]
            for family, ranges, status in found["faces"]
            if status == "loaded"
        }
        shown = {ord(char) for char in found["text"]}
        for family in webfonts.families():
            missing = shown & fonts.family_face(family).coverage - points[family]
            # the base family leaves to another family what a script of that family uses and
            # none of its own (the Devanagari letters, digits, danda: Noto Sans Devanagari)
            left = {
                point
                for point in missing
                if family == fonts.BASE_FAMILY
                and left_to_another_family(chr(point))
                and any(point in held for other, held in points.items() if other != family)
            }
            missing -= left
            assert not missing, (where, family, "".join(map(chr, sorted(missing))))
    page.close()
    names = {f"{family.replace(' ', '')}Names" for family in webfonts.families()}
    assert loaded["en/index.html"] - names == {"NotoSans-Latn"}
    assert {"NotoSans-Latn", "NotoSansThai-Thai"} <= loaded["th/crescent.html"]
    assert "NotoSansDevanagari-Deva" in loaded["hi/crescent.html"]
    assert "NotoSansDevanagari-Deva" not in loaded["fr/crescent.html"]
    assert "NotoSansArabic-Arab" in loaded["ar/crescent.html"]
    assert not (built_site / "en" / "_static" / "fonts").exists()


@pytest.mark.parametrize(("width", "height"), [(PHONE, 844), (DESKTOP, 800)])
def test_only_pictures_below_the_first_screen_load_lazily(
    browser: Any, built_site: Path, width: int, height: int
) -> None:
    """A picture the first screen shows loads with the page (the first of a page may: a desktop
    shows it); every later one as the reader scrolls to it."""
    page = browser.new_page(viewport={"width": width, "height": height})
    seen = 0
    for path in site_pages(built_site)[1:]:
        page.goto(path.as_uri())
        for index, (top, loading) in enumerate(
            page.evaluate(
                "() => [...document.querySelectorAll('figure.solitaire-position img')]"
                ".map(img => [img.getBoundingClientRect().top, img.getAttribute('loading')])"
            )
        ):
            where = path.relative_to(built_site).as_posix()
            if top < height:
                assert loading != "lazy", (where, top)
            if index:
                assert top >= height and loading == "lazy", (where, index, top)
            seen += 1
    page.close()
    assert seen >= 4 * 10


def test_the_codes_converter_turns_a_number_into_its_code_and_back(
    browser: Any, built_site: Path
) -> None:
    """The form the script shows: a deal number and a variant give the code, a code gives
    them back, and what is not one gets the page's own words (Thai here)."""
    from generator.codes import GameCode

    page = browser.new_page()
    page.goto((built_site / "th" / "codes.html").as_uri())
    form = page.locator("form.deal-converter")
    assert form.is_visible()
    form.locator("select[name=variant]").select_option("C2")
    form.locator("input[name=number]").fill("11982")
    code = form.locator("input[name=code]").input_value()
    assert GameCode.parse(code).number == 11982 and GameCode.parse(code).variant == "C2"
    form.locator("input[name=code]").fill("fc1-c1-aaaaakh")
    assert form.locator("input[name=number]").input_value() == "267"
    assert form.locator("select[name=variant]").input_value() == "C1"
    form.locator("input[name=code]").fill("CR1-N-AAAAAAB")
    said = form.locator("output").text_content()
    assert said == form.get_attribute("data-not-code") and said.isascii() is False
    page.close()


SCRIPT_OR_STYLE = re.compile(r'<(?:script[^>]* src|link rel="stylesheet"[^>]* href)="([^"?]+)')


def test_a_page_loads_only_the_styles_and_scripts_it_uses(built_site: Path) -> None:
    """No search, so none of its scripts; the converter's script where a page has the converter,
    the code's colours where it shows highlighted code; alabaster's empty custom.css nowhere."""
    for path in site_pages(built_site)[1:]:
        page = path.read_text(encoding="utf-8")
        names = {Path(url).name for url in SCRIPT_OR_STYLE.findall(page)}
        where = path.relative_to(built_site).as_posix()
        assert not names & {"doctools.js", "sphinx_highlight.js", "documentation_options.js"}
        assert "custom.css" not in names, where
        assert ("deal-codes.js" in names) == ('class="deal-converter"' in page), where
        assert ("pygments.css" in names) == ('class="highlight' in page), where
        assert {"basic.css", "alabaster.css", "site.css", "fonts.css"} <= names, where
        for name in names:
            assert (path.parent / "_static" / name).is_file() or name == "fonts.css", (where, name)


ARIA_LABEL = re.compile(r'aria-label="([^"]*)"')


def test_every_landmark_is_named_in_its_pages_language(built_site: Path) -> None:
    """The basic theme names the sidebar aria-label="Main", in English on every page: the
    site's layout names it from sphinx.po, as every other interface word."""
    english = {
        label
        for path in (built_site / "en").glob("*.html")
        for label in ARIA_LABEL.findall(path.read_text(encoding="utf-8"))
    }
    assert {"Main", "Languages"} <= english
    for language in LANGUAGES[1:]:
        for path in sorted((built_site / language).glob("*.html")):
            labels = ARIA_LABEL.findall(path.read_text(encoding="utf-8"))
            assert labels and not set(labels) & english, (language, path.name, labels)


# HarfBuzz shapes U+2074 and U+2082-2084 as Indic syllable modifiers (Tamil uses them after a
# consonant): in a Devanagari run, 2⁶⁴ showed ⁴ on a dotted circle.  Exponents are <sup>.
INDIC_MODIFIER_DIGITS = re.compile("[\u2074\u2082-\u2084]")
CODE = re.compile(r"<(pre|code)\b.*?</\1>", re.S)


def test_no_prose_writes_an_exponent_in_digits_that_indic_shaping_breaks(
    built_site: Path,
) -> None:
    for path in site_pages(built_site):
        prose = CODE.sub("", path.read_text(encoding="utf-8"))
        assert not INDIC_MODIFIER_DIGITS.search(prose), path.relative_to(built_site)
    codes = (built_site / "hi" / "codes.html").read_text(encoding="utf-8")
    assert "मॉड्यूलो 2<sup>64</sup>।" in codes


CARD_NAMES = {
    "en": ("eight of hearts", "ace of hearts", "king of spades"),
    "hi": ("पान के 8", "पान के इक्के", "हुकुम के बादशाह"),
    "th": ("8 โพแดง", "เอซโพแดง", "คิงโพดำ"),
    "fr": ("huit de cœur", "as de cœur", "roi de pique"),
    "es": ("ocho de corazones", "as de corazones", "rey de picas"),
    "ar": ("ثمانية الكبة", "آس الكبة", "ملك البستوني"),
    "ta": ("ஆட்டின் எட்டு", "ஆட்டின் ஏஸ்", "இஸ்பேட் ராஜா"),
}
"""8♥ (CR-6's example), A♥ and K♠ (CR-7's) in words, as each generator catalog names them
before a postposition (msgctxt "card, oblique"): Hindi « पान के 8 को », not « पान का 8 को »."""

CARD_SIGNS_SCRIPT = """
() => {
  const spans = [...document.querySelectorAll("span.card[role=img]")];
  const signs = spans.map(span => span.textContent);
  // A rule example's signs are read in the oblique (« पान के 8 को पान के 9 पर »).
  const cases = spans.map(span => span.closest("span.fact.example") ? "oblique" : "direct");
  // What a reader who copies CR-6's sentence gets: the signs as the page shows them.
  const example = document.querySelector("span.fact.example");
  const range = document.createRange();
  range.selectNodeContents(example);
  getSelection().removeAllRanges();
  getSelection().addRange(range);
  return {signs, cases, copied: getSelection().toString(), shown: example.innerText};
}
"""


def test_every_card_sign_is_read_by_its_name_in_the_pages_language(
    browser: Any, built_site: Path
) -> None:
    """A card shown as a sign (``8♥``: ``{legal}``, ``{refused}``, ``{pile}``, ``{card}``) is, for
    Chromium's accessibility tree (what a screen reader is given), an image named with the
    card's name in the page's language; copying the sentence still copies the signs."""
    from generator.cards import Card
    from generator.describe import Describer
    from generator.units import CASES

    assert sorted(CARD_NAMES) == sorted(LANGUAGES)
    page = browser.new_page()
    for language in LANGUAGES:
        page.goto((built_site / language / "crescent.html").as_uri())
        found = page.evaluate(CARD_SIGNS_SCRIPT)
        assert found["copied"] == found["shown"] and "8♥" in found["copied"], language
        session = page.context.new_cdp_session(page)
        root = session.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        spans = session.send(
            "DOM.querySelectorAll", {"nodeId": root, "selector": "span.card[role=img]"}
        )["nodeIds"]
        read = []
        for span in spans:
            node = session.send(
                "Accessibility.getPartialAXTree", {"nodeId": span, "fetchRelatives": False}
            )["nodes"][0]
            read.append((node["role"]["value"], node["name"]["value"]))
        session.detach()
        assert len(read) == len(found["signs"]) >= 9, language  # CR-6's and CR-7's examples
        names = dict(zip(found["signs"], (name for _, name in read), strict=True))
        assert (names["8♥"], names["A♥"], names["K♠"]) == CARD_NAMES[language]
        words = Describer(language)
        assert "oblique" in found["cases"], language
        # A rule example's signs are read in the oblique; any other sign in the case its
        # role asks for, which the page's catalog chooses ({pile}`… top:oblique` before को).
        for (role, name), sign, case in zip(read, found["signs"], found["cases"], strict=True):
            card = Card.parse(sign)
            assert role == "image", (language, sign)
            if case == "oblique":
                assert name == words.card_name(card, "oblique"), (language, sign)
            else:
                assert name in {words.card_name(card, each) for each in CASES}, (language, sign)
    page.close()


def test_the_line_end_check_sees_a_cut_word(browser: Any, tmp_path: Path) -> None:
    """The measure itself: the browser's own dictionary cuts the game's name, and the check says so."""
    path = tmp_path / "cut.html"
    path.write_text(
        '<html lang="th"><meta charset="utf-8"><body><p style="width: 120px; font-size: 20px">'
        "กติกาของเครสเซนต์กติกาของเครสเซนต์กติกาของเครสเซนต์</p></body></html>",
        encoding="utf-8",
    )
    page = browser.new_page()
    assert any("เครส|เซนต์" in cut for cut in split_words(page, path))
    page.close()


def main(arguments: list[str]) -> int:
    """Print axe's violations per rule over a built site, at phone and desktop widths."""
    site = Path(arguments[0] if arguments else ROOT / "build" / "site").resolve()
    reason = browser_missing()
    if reason:
        print(reason, file=sys.stderr)
        return 2
    for browser in open_browser():
        for width in (PHONE, DESKTOP):
            counts = violation_counts(browser, site, width)
            total = sum((c for c in counts.values()), Counter())
            print(
                f"{width} px: {sum(total.values())} violations on {len(counts)} pages",
                json.dumps(dict(total.most_common())),
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
