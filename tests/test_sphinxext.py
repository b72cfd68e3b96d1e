"""The Sphinx extension: games replayed while a page is read, facts, figures, checks.

Each root under tests/roots/ is a tiny project; a mistake must come back as a
located, typed warning (so ``-W`` fails the build), never as a traceback.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po
from PIL import Image

from generator.i18n import LOCALE_DIR

REPOSITORY = Path(__file__).resolve().parents[1]


def search(pattern: str, text: str, flags: int = 0) -> re.Match[str]:
    """``re.search``, which must find ``pattern``: the test fails naming it otherwise."""
    found = re.search(pattern, text, flags)
    assert found, f"{pattern!r} is not in the page"
    return found


def warnings_of(app) -> list[str]:
    text = re.sub(r"\x1b\[[0-9;]*m", "", app.warning.getvalue())
    return [line for line in text.splitlines() if "WARNING" in line or "ERROR" in line]


@pytest.mark.sphinx("html", testroot="game", freshenv=True)
def test_good_pages_render_facts_figure_and_description(app):
    app.build()
    assert warnings_of(app) == []
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    # Roles: every fact made by the describer in the page's language (here English).
    assert "move 9: the eight of hearts from pile 1 onto the seven of hearts on pile 5" in html
    # a pile's cards coloured one by one, as {card} colours a card, and each named for a
    # screen reader (a sign read as a picture of text, named in the page's language)
    assert (
        '<span class="fact pile">'
        '<span aria-label="six of diamonds" class="card red" role="img">6♦</span> '
        '<span aria-label="ace of clubs" class="card black" role="img">A♣</span> '
        '<span aria-label="seven of diamonds" class="card red" role="img">7♦</span> '
        '<span aria-label="five of clubs" class="card black" role="img">5♣</span> '
        '<span aria-label="ace of spades" class="card black" role="img">A♠</span></span>'
    ) in html
    assert (
        '<span class="fact pile">'
        '<span aria-label="six of diamonds" class="card red" role="img">6♦</span></span>' in html
    )  # top after the redeal (CR-16)
    assert '<span class="fact number">13</span>' in html  # CR-8
    assert '<q class="refusal">this pile is full; choose another place</q>' in html
    assert '<span aria-label="ace of spades" class="fact card black" role="img">A♠</span>' in html
    # {cardname}: words, no sign
    assert '<span class="fact card black">ace of spades</span>' in html
    assert '<span class="fact suits">spades, hearts, diamonds, and clubs</span>' in html
    assert re.search(r'<span class="rule-id"><a [^>]*href="#cr-7"', html)  # one unbreakable link
    # The figure: image, short alt, long description linked by aria-describedby, in <details>.
    figure = search(
        r'<figure class="solitaire-position" id="ninth">.*?</figure>', html, re.S
    ).group(0)
    image = re.search(
        r'<a class="position-image" href="_images/([0-9a-f]+)\.webp">'
        r'<img src="_images/([0-9a-f]+)\.webp" alt="([^"]+)" aria-describedby="ninth-description"'
        r' srcset="_images/\2\.webp 1x, _images/\1\.webp 2x" width="(\d+)" height="(\d+)" ',
        figure,
    )
    assert image and image.group(3).startswith("Crescent position")
    # the picture links to its 2x drawing at full size (a phone shows it small); the page shows
    # it at the size of the 1x drawing, each lossless WebP
    large, small = (Image.open(app.outdir / "_images" / f"{key}.webp") for key in image.group(1, 2))
    assert large.format == small.format == "WEBP"
    assert small.size == (int(image.group(4)), int(image.group(5)))
    assert abs(large.size[0] - 2 * small.size[0]) <= 2
    assert "<figcaption>" in figure and "Before move 9." in figure
    details = re.search(
        r'<details class="position-description"><summary>([^<]+)</summary>\s*<ul id="ninth-description">(.*?)</ul>',
        figure,
        re.S,
    )
    assert details and details.group(1) == "Full description of the position"
    assert (
        details.group(2).count("<li>") == 1 + 16 + 8
    )  # the marked move, every pile and foundation (CR-3)
    # The marks are explained under the picture, and the description says which move they show.
    assert (
        '<p class="mark-legend">Marks: a dashed frame where the move starts, an arrow along the move, '
        "a solid frame where it ends.</p>"
    ) in figure
    assert (
        "<li>The marks show move 9: the eight of hearts from pile 1 onto the seven of hearts on pile 5</li>"
        in details.group(2)
    )
    # A game declared on one page is cited on another.
    other = (app.outdir / "other.html").read_text(encoding="utf-8")
    assert "move 1: the queen of spades from pile 8" in other
    # moves and positions found by what they are, not by a number the page would have to keep right
    assert 'Found, not numbered: <span class="fact move">move 9: the eight of hearts' in other
    assert 'cells then: <span class="fact value">2</span>' in other
    assert 'id="position-inline-first-where-empty-cells-3"' in other
    assert 'class="solitaire-position"' in other
    # A fanned picture (after a redeal) lists every card of each pile, bottom to top; no marks, no legend.
    fanned = search(r'<figure class="solitaire-position"[^>]*>.*?</figure>', other, re.S).group(0)
    assert "pile 1: 5 cards, bottom to top: " in fanned
    assert "mark-legend" not in fanned


@pytest.mark.sphinx("html", testroot="game", parallel=2, freshenv=True)
def test_parallel_read_and_write_merge_games_and_images(app):
    app.build()
    status = re.sub(r"\x1b\[[0-9;]*m", "", app.status.getvalue())
    assert re.search(
        r"reading sources\.\.\. \[ *\d+%\] \S+ \.\. \S+", status
    )  # read in chunks, in parallel
    assert warnings_of(app) == []
    for number in range(1, 6):
        page = (app.outdir / f"cite{number}.html").read_text(encoding="utf-8")
        assert f"move {number}: " in page
        image = search(r'<img src="_images/([0-9a-f]+)\.webp"', page).group(1)
        assert (app.outdir / "_images" / f"{image}.webp").exists()
    assert sorted(app.env.domains["sol"].games) == ["inline", "short"]


@pytest.mark.sphinx("html", testroot="game", freshenv=True)
def test_images_are_rendered_once_and_reused(app):
    app.build()
    cache = Path(app.doctreedir, "generator-images")
    first = sorted(cache.glob("*.webp"))
    assert len(first) == 2 * 8  # each position drawn for 1x and 2x screens
    stamps = [path.stat().st_mtime_ns for path in first]
    shutil.rmtree(app.outdir / "_images")
    app.build(force_all=True)
    assert sorted(cache.glob("*.webp")) == first
    assert [path.stat().st_mtime_ns for path in first] == stamps  # not rendered again
    assert len(list((app.outdir / "_images").glob("*.webp"))) == 2 * 8  # but published again


@pytest.mark.sphinx("html", testroot="illegal", warningiserror=True)
def test_illegal_move_fails_with_record_and_page_lines(app):
    app.build()
    [warning] = warnings_of(app)
    # the page line of the declaration, the record's file and line, the move and the rule
    assert re.search(
        r"illegal/index\.md:3: (WARNING|ERROR): .*games/bad\.game:3: move 3", warning
    ), warning
    assert "[generator.replay]" in warning
    assert app.statuscode == 1


@pytest.mark.sphinx("html", testroot="badcard", warningiserror=True)
def test_wrong_card_annotation_fails_at_its_page_line(app):
    app.build()
    [warning] = warnings_of(app)
    # the record is inline, so its line is the page's: line 8 holds 10-KD[Q♥]
    assert re.search(r"index\.md:5: (WARNING|ERROR): .*index\.md:8: move 2", warning), warning
    assert "Q♦" in warning and "Q♥" in warning
    assert "[generator.replay]" in warning
    assert app.statuscode == 1


@pytest.mark.sphinx("html", testroot="assert", warningiserror=True)
def test_false_assertion_fails_at_its_line(app):
    app.build()
    [warning] = warnings_of(app)
    assert re.search(
        r"assert/index\.md:10: (WARNING|ERROR): assertion on 'short' failed: move 3 is wrap is false",
        warning,
    ), warning
    assert "[generator.assert]" in warning
    assert app.statuscode == 1


@pytest.mark.sphinx("html", testroot="phrase", warningiserror=True)
def test_missing_generated_phrase_fails_instead_of_english(app):
    catalogs = Path(app.srcdir, "catalogs")
    (catalogs / "fr" / "LC_MESSAGES").mkdir(parents=True)
    shutil.copy(LOCALE_DIR / "generator.pot", catalogs / "generator.pot")
    with open(LOCALE_DIR / "fr" / "LC_MESSAGES" / "generator.po", "rb") as stream:
        catalog = read_po(stream)
    removed = [m for m in catalog if m.id and "ace of" in str(m.id)]
    assert removed
    for message in removed:
        catalog.delete(message.id, context=message.context)
    with open(catalogs / "fr" / "LC_MESSAGES" / "generator.po", "wb") as stream:
        write_po(stream, catalog)
    app.build()
    [warning, *_] = warnings_of(app)
    assert re.search(r"phrase/index\.md:3: (WARNING|ERROR): \{cardname\}`A♠`: ", warning), warning
    assert "[generator.i18n]" in warning
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    assert "ace of spades" not in html and "as de pique" not in html
    assert app.statuscode == 1


@pytest.mark.sphinx("html", testroot="untranslated")
def test_untranslated_message_and_missing_catalog_are_located(app):
    app.build()
    warnings = warnings_of(app)
    assert len(warnings) == 2, warnings
    assert re.search(
        r"index\.md:5: WARNING: no fr translation of 'Untranslated paragraph\.': untranslated at .*locales/fr/LC_MESSAGES/index\.po:\d+ \[generator\.translation\]",
        warnings[0],
    ), warnings[0]
    assert re.search(
        r"other\.md:1: WARNING: no fr catalog for this page: expected .*locales/fr/LC_MESSAGES/other\.po \[generator\.translation\]",
        warnings[1],
    ), warnings[1]
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    assert 'Paragraphe traduit avec <span class="fact number">13</span>.' in html


@pytest.mark.sphinx(
    "html", testroot="untranslated", confoverrides={"generator_require_translations": False}
)
def test_translation_strictness_can_be_switched_off_for_drafts(app):
    app.build()
    assert not [w for w in warnings_of(app) if "generator.translation" in w]


@pytest.mark.sphinx("html", testroot="mistakes", freshenv=True)
def test_every_writing_mistake_is_a_located_typed_warning(app):
    app.build()
    found = sorted(
        (int(m.group(1)), m.group(3), m.group(2))
        for m in (
            re.search(r"index\.md:(\d+): WARNING: (.*) \[generator\.(\w+)\]", w)
            for w in warnings_of(app)
        )
        if m
    )
    assert len(found) == len(warnings_of(app)), warnings_of(app)
    assert [(line, kind) for line, kind, _ in found] == [
        (8, "game"),
        (8, "role"),
        (8, "role"),
        (8, "role"),
        (8, "role"),
        (10, "role"),
        (10, "role"),
        (10, "role"),
        (12, "position"),
        (18, "assert"),
        (21, "game"),
    ]
    messages = "\n".join(message for _, _, message in found)
    for expected in (
        "unknown example game 'nosuch' (declared games: short)",
        "there is no move 99: the game has 3 moves",
        "unknown moment 'during=3'",
        "unknown constant 'crescent.NOPE'",
        "no crescent refusal 'too-far'",
        "not a card: 'X♠'",
        "no Crescent place '17'",
        "the game has no wrap move",
        "give exactly one of :start:",
        "say when 'after-move 2 empty-piles == 0' holds",
        "example game 'short' is already declared at",
    ):
        assert expected in messages, expected


def test_content_dependencies_are_the_catalogs_and_the_code_that_writes_pages(tmp_path):
    """A corrected phrase in generator.po or a changed describer must reach pages whose sources
    did not change; a change to the commands or the checks' runner rebuilds nothing
    (tests/test_dependencies.py rebuilds a project)."""
    from types import SimpleNamespace

    from generator.sphinxext.games import content_dependencies

    catalog = tmp_path / "catalogs" / "fr" / "LC_MESSAGES" / "generator.po"
    catalog.parent.mkdir(parents=True)
    catalog.write_text('msgid "ace"\nmsgstr "as"\n', encoding="utf-8")
    config = SimpleNamespace(
        language="fr", generator_locale_dir="catalogs", locale_dirs=["locales/"]
    )
    paths = content_dependencies(SimpleNamespace(config=config, srcdir=tmp_path))
    code = {path.relative_to(REPOSITORY).as_posix() for path in paths if path != catalog}
    assert paths[0] == catalog
    assert {
        "generator/describe.py",
        "generator/render/layout.py",
        "generator/freecell/engine.py",
        "generator/sphinxext/resolve.py",
    } <= code
    assert not any(path.startswith("generator/commands/") for path in code)
    assert "generator/check/runner.py" not in code and "generator/check/facts.py" not in code
    assert "generator/site.py" not in code and "generator/buildcheck.py" not in code


@pytest.mark.sphinx("html", testroot="game")
def test_pages_with_generated_content_depend_on_catalog_and_code(app):
    app.build()
    describer = str(REPOSITORY / "generator" / "describe.py")
    catalog = str(LOCALE_DIR / "en" / "LC_MESSAGES" / "generator.po")
    for page in ("index", "other"):
        assert {describer, catalog} <= {
            str(Path(app.srcdir, dep)) for dep in app.env.dependencies[page]
        }


@pytest.mark.sphinx("gettext", testroot="deal", freshenv=True)
def test_a_deal_is_notation_not_a_message_for_translators(app):
    """The {deal} table and its code are the same in every language (CR-24): nothing to translate."""
    app.build()
    template = (app.outdir / "index.pot").read_text(encoding="utf-8")
    assert 'msgid "The first and last piles of the first deal:"' in template
    assert "CR1-N-AAAAAAB" not in template
    assert "AS" not in template.split('msgid "Deals"')[1]  # no card of the table either


@pytest.mark.sphinx("html", testroot="deal", freshenv=True)
def test_a_deal_shows_its_code_and_the_chosen_piles(app):
    from generator.deal import deal

    app.build()
    assert warnings_of(app) == []
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    assert "CR1-N-AAAAAAB</span></code>" in html
    rows = [
        [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<td>(.*?)</td>", row, re.S)]
        for row in re.findall(r"<tr[^>]*>(.*?)</tr>", html, re.S)
    ]
    position = deal("CR1-N-AAAAAAB")  # CR-2: six cards a pile, bottom to top
    assert rows == [
        [str(n), " ".join(card.ascii() for card in position.piles[n - 1])] for n in (1, 16)
    ]


@pytest.mark.sphinx("html", testroot="refused", freshenv=True)
def test_cr15_refused_move_is_drawn_checked_and_described(app):
    """A position's ``:refused:`` move must be refused by the engine for the reason the page
    states, and quoted in the caption; the description says it is refused and why."""
    app.build()
    found = sorted(
        (int(m.group(1)), m.group(2))
        for m in (
            re.search(r"index\.md:(\d+): WARNING: (.*) \[generator\.position\]", w)
            for w in warnings_of(app)
        )
        if m
    )
    assert len(found) == len(warnings_of(app)) == 3, warnings_of(app)
    assert (
        found[0][0] == 17
        and "refuses AS-KS in this position (start) as base-locked, not not-same-suit"
        in found[0][1]
    )
    assert found[1][0] == 23 and "the app accepts 8-KS[Q♠] in this position" in found[1][1]
    assert (
        found[2][0] == 29
        and "the caption of a refused move must quote the app's message" in found[2][1]
    )
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    figure = search(r'<figure class="solitaire-position" id="base">.*?</figure>', html, re.S).group(
        0
    )
    assert '<q class="refusal">the foundation base is locked</q>' in figure
    first = search(r'<ul id="base-description">\s*<li>([^<]*)</li>', figure).group(1)
    assert first == (
        "refused move: the ace of spades from the ascending spade foundation onto the descending "
        "spade foundation; the app says “the foundation base is locked”"
    )


@pytest.mark.sphinx("html", testroot="glossary", freshenv=True)
def test_glossary_card_letters_deal_codes_and_footer_pages(app):
    from generator.codes import GameCode

    app.build()
    assert warnings_of(app) == []  # the footer page is in no toctree, and no warning says so
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    terms = search(r'<table class="glossary-terms[^"]*">.*?</table>', html, re.S).group(0)
    # one column per language, headed by its own name; a row per term, from each glossary.toml
    assert re.search(
        r"English</p></th>\s*<th[^>]*><p>हिन्दी</p></th>\s*<th[^>]*><p>ไทย</p></th>\s*<th[^>]*><p>Français",
        terms,
    )
    assert re.search(
        r"<p>king</p></td>\s*<td><p>बादशाह</p></td>\s*<td><p>คิง</p></td>\s*<td><p>roi</p>", terms
    )
    letters = search(r'<table class="card-letters[^"]*">.*?</table>', html, re.S).group(0)
    assert re.search(
        r"<code[^>]*><span class=\"pre\">Q♠</span></code>.*?QS.*?queen of spades", letters, re.S
    )
    codes = search(r'<table class="deal-codes[^"]*">.*?</table>', html, re.S).group(0)
    for number in (1, 617, 2147483647):
        assert str(GameCode.of("freecell", number)) in codes
    assert "2,147,483,647" in codes
    assert (
        '<form class="deal-converter" hidden data-head="FC1" data-min="1" data-max="2147483647"'
        in html
    )
    assert (app.outdir / "_static" / "deal-codes.js").exists() and "deal-codes.js" in html
    footer = re.search(
        r'<footer class="footer-pages">\s*<a href="translators.html">For translators</a>', html
    )
    assert footer, html[-1500:]
    assert "translators.html" not in search(
        r'<div class="sphinxsidebar".*?</div>\s*</div>', html, re.S
    ).group(0)
    # a solver survey's figures, in the page's number format
    assert (
        'Won <span class="fact survey">1,196</span> of <span class="fact survey">1,200</span> deals, '
        '<span class="fact survey">10</span> seconds each.'
    ) in html


def test_deal_code_script_agrees_with_the_generator():
    """The converter's script (run by Node.js) encodes and decodes as generator.codes does."""
    import json
    import subprocess

    from generator.codes import decode_number, encode_number

    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        pytest.skip("Node.js is not installed: the script cannot run here")
    script = REPOSITORY / "generator" / "sphinxext" / "static" / "deal-codes.js"
    numbers = [1, 25, 26, 267, 617, 11982, 1000000, 2**31 - 1, 26**7 - 1]
    program = (
        f"const c = require({json.dumps(str(script))});"
        f"const n = {json.dumps(numbers)};"
        "console.log(JSON.stringify(n.map(x => [c.encode(x), c.decode(c.encode(x))])));"
    )
    result = json.loads(
        subprocess.run([node, "-e", program], capture_output=True, text=True, check=True).stdout
    )
    assert result == [[encode_number(n), decode_number(encode_number(n))] for n in numbers]


@pytest.mark.sphinx(
    "html",
    testroot="glossary",
    freshenv=True,
    confoverrides={"language": "th", "generator_require_translations": False},
)
def test_a_translated_glossary_shows_its_own_language_words_and_card_names(app):
    app.build()
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    terms = search(r'<table class="glossary-terms[^"]*">.*?</table>', html, re.S).group(0)
    # English and Thai only, a row per term of the Thai glossary: no empty cells
    assert re.findall(r"<th[^>]*><p>([^<]+)</p></th>", terms) == ["English", "ไทย"]
    assert "—" not in terms and re.search(
        r"<p>ascending foundation</p></td>\s*<td><p>(<span class=\"word\">)?ฐานนับขึ้น", terms
    )
    letters = search(r'<table class="card-letters[^"]*">.*?</table>', html, re.S).group(0)
    assert "คิงโพดำ" in letters and "โพแดง" in letters


@pytest.mark.sphinx(
    "html",
    testroot="glossary",
    freshenv=True,
    confoverrides={"language": "ta", "generator_require_translations": False},
)
def test_the_glossary_page_shows_the_game_terms_and_no_check_only_word(app):
    """Tamil's glossary holds ஓர் ("an", before a vowel) for the checks (``check-only``): an
    article is no word of the game, so the page's table leaves it out, and only it."""
    from generator.glossary import read_glossary

    app.build()
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    terms = search(r'<table class="glossary-terms[^"]*">.*?</table>', html, re.S).group(0)
    rows = re.findall(r"<tr[^>]*>\s*<td><p>([^<]+)</p></td>\s*<td><p>([^<]+)</p></td>", terms)
    assert ("king", "ராஜா") in rows and ("an", "ஓர்") not in rows
    assert "ஓர்" not in terms
    glossary = read_glossary(REPOSITORY / "locales" / "ta" / "glossary.toml")
    assert [term.id for term in glossary.terms if term.check_only] == ["an"]
    assert len(rows) == len(glossary.terms) - 1


@pytest.mark.sphinx(
    "html",
    testroot="glossary",
    freshenv=True,
    confoverrides={"language": "ta", "generator_require_translations": False},
)
def test_the_glossary_page_shows_a_terms_headword_in_place_of_its_bound_form(app):
    """Tamil's அதே நிற ("same colour") stands only before a noun; the checks match it, and the
    page, a word list, shows the glossary's ``headword`` அதே நிறம் instead."""
    from generator.glossary import read_glossary

    app.build()
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    terms = search(r'<table class="glossary-terms[^"]*">.*?</table>', html, re.S).group(0)
    rows = dict(re.findall(r"<tr[^>]*>\s*<td><p>([^<]+)</p></td>\s*<td><p>([^<]+)</p></td>", terms))
    glossary = read_glossary(REPOSITORY / "locales" / "ta" / "glossary.toml")
    headed = [term for term in glossary.terms if term.headword]
    assert {term.id for term in headed} >= {"same-colour", "opposite-colour"}
    for term in headed:
        assert rows[term.id.replace("-", " ")] == term.headword != term.use
    assert rows["same colour"] == "அதே நிறம்" and rows["king"] == "ராஜா"


def test_a_transcript_wraps_between_moves_never_inside_one():
    """Each move of a game's record (with its number) is one element; the text is the record's."""
    from docutils import nodes

    from generator.sphinxext.directives import transcript_block

    record = "CR1-N-AAAAAAS\n1. 9-AD[2♦] 10-KH[Q♥]\nR\n53. 1-AS[2♠]"
    block = transcript_block(record)
    assert block.astext() == record
    assert block.rawsource != block.astext()  # a parsed literal: Sphinx does not highlight it
    moves = [node.astext() for node in block.findall(nodes.inline) if "move" in node["classes"]]
    assert moves == ["CR1-N-AAAAAAS", "1. 9-AD[2♦]", "10-KH[Q♥]", "R", "53. 1-AS[2♠]"]


def test_a_myst_parser_is_reused_once_free_and_never_shared():
    """Sphinx parses every translated message as a document: one parser made for the build's
    configuration serves them in turn; one still rendering is not handed out again."""
    from myst_parser.config.main import MdParserConfig
    from myst_parser.mdit_to_docutils.base import DocutilsRenderer

    from generator.sphinxext.myst_settings import create_md_parser, make_document

    config = MdParserConfig()
    first = create_md_parser(config, DocutilsRenderer)
    busy = create_md_parser(config, DocutilsRenderer)
    assert busy is not first
    for parser, text in ((first, "*one*"), (busy, "**two**")):
        parser.options["document"] = document = make_document()
        parser.render(text)
        assert document.astext() == text.strip("*")
        assert "document" not in parser.options  # a free parser keeps no page alive
    again = create_md_parser(config, DocutilsRenderer)
    assert again in (first, busy)
    again.options["document"] = document = make_document()
    again.render("three")
    assert document.astext() == "three"
    assert create_md_parser(MdParserConfig(), DocutilsRenderer) not in (first, busy)


CARD_SIGN = re.compile(r'<span aria-label="([^"]*)" class="([^"]*)" role="img">([^<]*)</span>')
"""A card sign as the HTML writes it: its name for screen readers, its classes, the sign."""

CARD_NAMES = {
    "en": ("ace of spades", "eight of hearts", "seven of diamonds"),
    "hi": ("हुकुम का इक्का", "पान का 8", "ईंट का 7"),
    "th": ("เอซโพดำ", "8 โพแดง", "7 ข้าวหลามตัด"),
    "fr": ("as de pique", "huit de cœur", "sept de carreau"),
    "es": ("as de picas", "ocho de corazones", "siete de diamantes"),
    "ar": ("آس البستوني", "ثمانية الكبة", "سبعة الديناري"),
    "ta": ("இஸ்பேட் ஏஸ்", "ஆட்டின் எட்டு", "டைமன் ஏழு"),
}
"""A♠, 8♥ and 7♦ in words, as each language's generator catalog names them (msgctxt "card")."""

OBLIQUE_NAMES = {
    "hi": ("पान का 8", "पान के 8", "हुकुम की बेगम", "हुकुम की बेगम", "हुकुम के बादशाह"),
    "fr": ("huit de cœur", "huit de cœur", "dame de pique", "dame de pique", "roi de pique"),
}
"""8♥ alone and before a postposition, Q♠ alone and before one, K♠ before one: Hindi's
masculine names go to के (msgctxt "card, oblique"), its feminine बेगम keeps की; French has
no such case and names a card the same way everywhere."""


@pytest.mark.parametrize("language", sorted(CARD_NAMES))
def test_every_card_sign_is_named_in_the_pages_language(make_app, rootdir, tmp_path, language):
    """``{card}``, ``{legal}``, ``{refused}`` and ``{pile}`` show a card as ``8♥``: a screen
    reader would spell "8" and the suit symbol in an English voice, so each sign is a picture
    of text (``role="img"``) named with the card's name in the page's language, and the text
    stays the sign, for copying.  ``{cardname}`` is words already, and has no second name."""
    from generator.cards import Card
    from generator.describe import Describer

    source = tmp_path / "cardsigns"
    shutil.copytree(rootdir / "test-cardsigns", source)
    app = make_app(
        "html",
        srcdir=source,
        confoverrides={"language": language, "generator_require_translations": False},
    )
    app.build()
    # (docutils has no words of its own for hi, th, ta: no text of this page needs them)
    assert [line for line in warnings_of(app) if "Docutils-generated" not in line] == []
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    signs = CARD_SIGN.findall(html)
    ace, eight, seven = CARD_NAMES[language]
    words = Describer(language)
    # {card}, {legal}'s three cards and {refused}'s two (in the order of the language's
    # sentence: Tamil names the targets first), then pile 1's six ({pile}), bottom to top,
    # then Q♠ alone and Q♠, K♠ with :oblique, and pile 1's top with top:oblique
    assert signs[0] == (ace, "fact card black", "A♠")
    assert sorted(sign for _, _, sign in signs[1:6]) == sorted(("8♥", "9♥", "7♥", "7♥", "8♥"))
    assert [sign for _, _, sign in signs[6:12]] == ["6♦", "A♣", "7♦", "5♣", "A♠", "8♥"]
    assert [sign for _, _, sign in signs[12:]] == ["Q♠", "Q♠", "K♠", "8♥"]
    # a rule example's signs stand before a postposition (« 8♥ को 9♥ पर »): oblique
    eight_oblique = words.card_name(Card.parse("8♥"), "oblique")
    assert (eight_oblique, "card red", "8♥") in signs[1:4]  # {legal}
    assert signs[15] == (eight_oblique, "card red", "8♥")  # {pile}`… top:oblique`
    assert signs[8] == (seven, "card red", "7♦")  # {pile}
    assert signs[11] == (eight, "card red", "8♥")  # {pile}: alone, the direct name
    oblique = {*range(1, 6), 13, 14, 15}
    assert all(
        name == words.card_name(Card.parse(sign), "oblique" if index in oblique else "direct")
        for index, (name, _, sign) in enumerate(signs)
    )
    assert html.count('role="img"') == len(signs)
    assert re.search(f'<span class="fact card black">(<span class="word">)?{signs[14][0]}<', html)
    if language in OBLIQUE_NAMES:
        # 8♥ direct and oblique, Q♠ (feminine in Hindi) direct and oblique, K♠ oblique
        named = (signs[11][0], eight_oblique, signs[12][0], signs[13][0], signs[14][0])
        assert named == OBLIQUE_NAMES[language]
    # {cardname}: the words alone (Thai's held whole in a line), no sign and no role
    assert re.search(f'<span class="fact card black">(<span class="word">)?{ace}<', html)


SUIT_NAMES = {"en": ("clubs", "hearts"), "ar": ("سباتي", "كبة"), "ta": ("கிளாவர்", "ஆட்டின்")}
"""♣ and ♥ alone, as the generator catalogs name them (``Describer.suit_name``)."""


@pytest.mark.parametrize("language", sorted(SUIT_NAMES))
def test_suit_signs_in_prose_are_named_in_the_pages_language(make_app, tmp_path, language):
    """``{suit}`♣ ♦ ♥ ♠``` and ``{suit}`♠``` (the order of a deck on the codes page) show the
    signs as written, each a picture of text named with the suit in the page's language, as a
    card sign is; a sign named twice is refused at its line, as ``{suits}`` refuses it."""
    from generator.cards import Suit
    from generator.describe import Describer

    source = tmp_path / "suits"
    source.mkdir()
    (source / "conf.py").write_text('extensions = ["myst_parser", "generator.sphinxext"]\n')
    (source / "index.md").write_text(
        "# Suits\n\nIn the order {suit}`♣ ♦ ♥ ♠`; the deck {suit}`♠` A…K.\n\nTwice: {suit}`♣ ♣`.\n",
        encoding="utf-8",
    )
    app = make_app(
        "html",
        srcdir=source,
        confoverrides={"language": language, "generator_require_translations": False},
    )
    app.build()
    problems = [line for line in warnings_of(app) if "Docutils-generated" not in line]
    assert len(problems) == 1 and "index.md:5" in problems[0], problems
    assert "{suit}`♣ ♣`" in problems[0] and "once" in problems[0]
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    order = search(r'<span class="fact suit">(.*?)</span>;', html).group(1)
    signs = CARD_SIGN.findall(order)
    words = Describer(language)
    assert signs == [
        (words.suit_name(suit), f"card {suit.color.value}", suit.symbol)
        for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
    ]
    assert (signs[0][0], signs[2][0]) == SUIT_NAMES[language]
    assert re.sub(r"<[^>]+>", "", order) == "♣ ♦ ♥ ♠"  # the text a reader copies
    assert CARD_SIGN.findall(html)[4] == (words.suit_name(Suit.SPADES), "card black", "♠")


def test_a_pile_reads_its_cards_in_the_oblique_only_where_it_shows_cards() -> None:
    """``{pile}`… top:oblique``` (cards, top, bottom) names the cards before a postposition;
    a count or a place name has no card to read, so ``:oblique`` there is a mistake."""
    from generator import citations

    assert citations.game_citation("pile", "short start 1 top:oblique").case == "oblique"
    assert citations.game_citation("pile", "short start 1 cards:oblique").view == "cards"
    assert citations.game_citation("pile", "short start 1 top").case == "direct"
    for wrong in ("count:oblique", "name:oblique", "top:dative"):
        with pytest.raises(citations.CitationError, match="only cards, top or bottom"):
            citations.game_citation("pile", f"short start 1 {wrong}")
