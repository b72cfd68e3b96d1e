"""The check command: each kind of error, planted in a copy of the site, is caught at its line.

Every test copies the repository's ``docs/`` and ``locales/`` into a temporary
directory, checks the copy once as it is (the baseline), plants one error and
checks again: the new problems must be exactly the planted ones, with the
right file, line and check id.  The errors are those of the seed pages
(``shared/spec/seeds``): French rank letters in Hindi and Thai, a suit named
twice, a number changed, two words for one thing, a move the game never made.
The English pages and the game records are held to computed facts:
a number or a card written by hand, a false example of a rule, a false
assertion or a fact told in a record's comment; the last test builds a root
with each of them and asks the Sphinx build for the same lines as the check.
"""

from __future__ import annotations

import gc
import io
import json
import re
import shutil
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pytest

from generator import citations, spellout
from generator.cards import Suit
from generator.catalogs import parse_catalog, read_catalog
from generator.check import CHECKS, CheckUsageError, Problem, Severity, check, format_json
from generator.check.markup import GENERATOR_ROLES
from generator.check.unbacked import english_number_words, unbacked_numbers
from generator.cli import main
from generator.conditions import ConditionError
from generator.record import parse_record, read_record
from generator.record_comments import RecordCommentError, comment_problems, fact_signs
from generator.replay import replay
from generator.rule_examples import ExampleError, legal_example, refused_example

from sitecopy import (
    REPO,
    SiteCopy,
    append_entry,
    append_lines,
    planted,
    planted_line,
    replace_once,
)

# -- a copy of the site, and planting errors in it ------------------------------------------


@pytest.fixture
def site(tmp_path: Path) -> SiteCopy:
    return SiteCopy(tmp_path / "site")


def messages(site: SiteCopy, where: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for problem in site.problems(where):
        found.setdefault(problem.check, []).append(problem.message)
    return found


PAGE_PO = "locales/hi/LC_MESSAGES/freecell.po"


# -- translations against their source ----------------------------------------------------


def test_french_rank_letter_in_hindi_is_caught_and_the_card_still_read(site: SiteCopy) -> None:
    """Seed 000: "पाइल 14 के R♠ पर" for the K♠ of pile 14 (CR-E1)."""
    po = site.catalog("hi", "freecell")
    line = append_entry(
        po,
        "Example: at move 10 the A♠ of pile 10 goes onto the K♠ of pile 14.",
        "उदाहरण: 10वीं चाल में पाइल 10 का A♠ पाइल 14 के R♠ पर रखा जाता है।",
    )
    problems = [p for p in site.problems(PAGE_PO) if p.line == line]
    assert [(p.file, p.line, p.check) for p in problems] == [(PAGE_PO, line, "card-notation")]
    assert "'R♠'" in problems[0].message and "K♠" in problems[0].message


def test_each_seed_error_in_a_translation_is_caught_at_its_line(site: SiteCopy) -> None:
    po = site.catalog("hi", "freecell")
    th = site.catalog("th", "crescent")
    lines: dict[str, int] = {}

    def plant() -> None:
        # Seed 000: V♦ (valet) for J♦ in the first redeal of pile 1 (CR-E2).
        lines["valet"] = append_entry(
            po,
            "Pile 1 goes from 2♥ 9♣ J♦ J♦ to 9♣ J♦ J♦ 2♥.",
            "पाइल 1, 2♥ 9♣ V♦ V♦ से बदलकर 9♣ V♦ V♦ 2♥ हो जाती है।",
        )
        # Seed 004: hearts twice (पान is hearts, दिल is hearts too), spades left out (FC-2).
        lines["suits"] = append_entry(
            po,
            "4 foundations, one per suit: spades, hearts, diamonds and clubs.",
            "4 फ़ाउंडेशन, हर सूट के लिए एक: पान, दिल, ईंट और चिड़ी।",
        )
        # A number changed (FC-11): 10 became 12; Devanagari digits are read as digits.
        lines["number"] = append_entry(
            po,
            "With 4 empty cells and one empty column, up to 10 cards move onto a column, only 5 into the empty one.",
            "४ खाली सेल और एक खाली कॉलम के साथ कॉलम पर 12 पत्ते तक, खाली कॉलम में केवल ५।",
        )
        # Seed 004: two words for one thing (बादशाह/राजा, बेगम/रानी, कॉलम/स्तंभ, खाली/ख़ाली, पत्ता/कार्ड).
        lines["words"] = append_entry(
            po,
            "Onto a column: a red 7 onto a black 8; the king is the highest card.",
            "किसी स्तंभ पर: लाल 7 काले 8 पर; राजा सबसे बड़ा कार्ड है।",
        )
        lines["empty"] = append_entry(po, "An empty cell.", "एक ख़ाली सेल।")
        # Seed 002: Latin rank letter before a Thai suit name, and the other word for the ascending foundation.
        lines["thai"] = append_entry(
            th,
            "Ascending diamond foundation: ace of diamonds on top, 1 card.",
            "ฐานขึ้นของข้าวหลามตัด: A ข้าวหลามตัดอยู่บนสุด 1 ใบ",
        )

    th_po = "locales/th/LC_MESSAGES/crescent.po"
    before = site.problems(PAGE_PO, th_po)
    plant()
    new = sorted((p.file, p.line, p.check) for p in site.problems(PAGE_PO, th_po) - before)
    assert new == sorted(
        [
            (PAGE_PO, lines["valet"], "card-notation"),
            (PAGE_PO, lines["suits"], "glossary"),
            (PAGE_PO, lines["suits"], "suit-list"),
            (PAGE_PO, lines["number"], "number"),
            (PAGE_PO, lines["number"], "number"),
            (PAGE_PO, lines["words"], "glossary"),
            (PAGE_PO, lines["words"], "glossary"),
            (PAGE_PO, lines["words"], "glossary"),
            (PAGE_PO, lines["empty"], "glossary"),
            (th_po, lines["thai"], "card-notation"),
            (th_po, lines["thai"], "glossary"),
            # the key terms the wrong words leave out: spades; column, king, card; empty; up, ace
            (PAGE_PO, lines["suits"], "key-term"),
            (PAGE_PO, lines["words"], "key-term"),
            (PAGE_PO, lines["words"], "key-term"),
            (PAGE_PO, lines["words"], "key-term"),
            (PAGE_PO, lines["empty"], "key-term"),
            (th_po, lines["thai"], "key-term"),
            (th_po, lines["thai"], "key-term"),
        ]
    )
    found = messages(site, PAGE_PO)
    assert any(
        "names hearts twice (पान, दिल)" in m and "spades (हुकुम)" in m for m in found["suit-list"]
    )
    assert any("'दिल' (hearts): write 'पान'" in m for m in found["glossary"])
    assert any("'स्तंभ' (column): write 'कॉलम'" in m for m in found["glossary"])
    assert any("'राजा' (king): write 'बादशाह'" in m for m in found["glossary"])
    assert any("'कार्ड' (card): write 'पत्ता'" in m for m in found["glossary"])
    assert any("'ख़ाली' (empty): write 'खाली'" in m for m in found["glossary"])
    assert sorted(found["number"]) == sorted(
        [
            "the source says 10; the translation does not",
            "12 is not in the source: a number changed, or one was added",
        ]
    )
    thai = messages(site, th_po)
    assert any("'A ข้าวหลามตัด'" in m and "'เอซข้าวหลามตัด'" in m for m in thai["card-notation"])
    assert any("'ฐานขึ้น' (ascending-foundation): write 'ฐานนับขึ้น'" in m for m in thai["glossary"])


def test_problem_lists_are_exact_multisets(site: SiteCopy) -> None:
    """The same problem twice on one line is reported twice (two forbidden words)."""
    po = site.catalog("hi", "freecell")
    line = append_entry(po, "The king and the queen.", "राजा और रानी।")
    found = [p for p in site.problems(PAGE_PO) if p.line == line]
    assert sorted(p.message for p in found) == [
        "'राजा' (king): write 'बादशाह' (the traditional card names: बादशाह, बेगम, गुलाम, इक्का)",
        "'रानी' (queen): write 'बेगम' (the traditional card names: बादशाह, बेगम, गुलाम, इक्का)",
        "the source says 'king' (king); the translation has no 'बादशाह'",
        "the source says 'queen' (queen); the translation has no 'बेगम'",
    ]


def test_a_problem_in_a_long_paragraph_is_reported_on_the_line_that_shows_it(
    site: SiteCopy,
) -> None:
    po = site.catalog("hi", "freecell")
    text = po.read_text(encoding="utf-8")
    entry = (
        '\nmsgid ""\n"A long paragraph, "\n"in three pieces, "\n"about the king."\n'
        'msgstr ""\n"एक लंबा अनुच्छेद, "\n"तीन टुकड़ों में, "\n"राजा के बारे में।"\n'
    )
    po.write_text(text + entry, encoding="utf-8")
    line_of_king = text.count("\n") + entry.count("\n")  # the last line of the entry
    glossary = [
        p for p in site.problems(PAGE_PO) if p.check == "glossary" and "'राजा'" in p.message
    ]
    assert [p.line for p in glossary] == [line_of_king]


def test_roles_and_literals_must_survive_the_translation(site: SiteCopy) -> None:
    po = site.catalog("hi", "freecell")

    role, new = planted_line(
        site,
        PAGE_PO,
        lambda: append_entry(
            po,
            "Move {move}`fc-example 10` is {card}`A♠` onto `10-14[A♠]`.",
            "चाल {move}`fc-example 11` {card}`A♠` को `10-14[K♠]` पर।",
        ),
    )
    assert new == [(PAGE_PO, role, "literal")] * 2 + [(PAGE_PO, role, "role")] * 2
    found = messages(site, PAGE_PO)
    assert "{move}`fc-example 10` of the source is missing from the translation" in found["role"]
    assert any(m.startswith("{move}`fc-example 11` is not in the source") for m in found["role"])
    assert any(m.startswith("`10-14[K♠]` is not in the source") for m in found["literal"])


def test_a_hand_typed_app_message_that_differs_from_the_catalog_is_caught(site: SiteCopy) -> None:
    """CR-8: the app says «यह पाइल भरी है; कोई दूसरी जगह चुनें»; a page may not reword it."""
    po = site.catalog("hi", "freecell")

    lines: dict[str, int] = {}  # each planted message's msgstr line

    def plant() -> None:
        lines["near"] = append_entry(
            po,
            "Beyond that the app refuses: {refusal}`crescent pile-full`.",
            "इससे ज़्यादा होने पर ऐप मना करता है: {refusal}`crescent pile-full`, यानी «यह पाइल भर गई है; कोई और जगह चुनें»।",
        )
        lines["exact"] = append_entry(
            po,
            "It says {refusal}`crescent pile-full`.",
            "ऐप कहता है {refusal}`crescent pile-full`, यानी «यह पाइल भरी है; कोई दूसरी जगह चुनें»।",
        )
        lines["paired"] = append_entry(
            po,
            'The app says "must be the same suit".',
            "ऐप कहता है «रैंक एक ऊपर या एक नीचे होनी चाहिए»।",
        )

    new = planted(site, PAGE_PO, plant)
    # the paired quote is about the rank, where the source speaks of the suit: the suit is missing too
    assert new == [
        (PAGE_PO, lines["near"], "refusal-quote"),
        (PAGE_PO, lines["paired"], "key-term"),
        (PAGE_PO, lines["paired"], "refusal-quote"),
    ]
    found = messages(site, PAGE_PO)["refusal-quote"]
    assert any(
        "{refusal}`crescent pile-full`" in m and "यह पाइल भरी है; कोई दूसरी जगह चुनें" in m
        for m in found
    )
    assert any("«must be the same suit»" in m and "एक ही सूट का होना चाहिए" in m for m in found)


def test_untranslated_and_fuzzy_messages_but_not_the_obsolete_ones_build_gettext_keeps(
    site: SiteCopy,
) -> None:
    po = site.catalog("hi", "freecell")

    lines: dict[str, int] = {}  # each planted message's msgstr line

    def plant() -> None:
        lines["empty"] = append_entry(po, "A new paragraph.", "")
        lines["fuzzy"] = append_entry(po, "A changed paragraph.", "एक बदला अनुच्छेद।", flags="fuzzy")
        # kept by build --gettext for when the English comes back: normal, not a problem
        append_entry(po, "A removed paragraph.", "एक हटाया अनुच्छेद।", obsolete=True)

    assert planted(site, PAGE_PO, plant) == [
        (PAGE_PO, lines["empty"], "untranslated"),
        (PAGE_PO, lines["fuzzy"], "fuzzy"),
    ]


def test_a_catalog_that_does_not_parse_is_reported_with_its_line(site: SiteCopy) -> None:
    po = site.catalog("hi", "freecell")
    line = len(po.read_text(encoding="utf-8").splitlines()) + 3  # after a blank line and the msgid
    po.write_text(
        po.read_text(encoding="utf-8") + '\nmsgid "x"\nmsgstr "unterminated\n', encoding="utf-8"
    )
    assert [(p.line, p.check) for p in site.problems(PAGE_PO)] == [(line, "po-syntax")]


def test_pofilter_tests_run_on_the_prose(site: SiteCopy) -> None:
    po = site.catalog("hi", "freecell")

    line, found = planted_line(
        site, PAGE_PO, lambda: append_entry(po, "A pile (13 cards at most).", "एक पाइल 13 पत्ते तक।")
    )
    assert found == [(PAGE_PO, line, "pofilter-brackets")]
    (problem,) = [p for p in site.problems(PAGE_PO) if p.check == "pofilter-brackets"]
    assert problem.severity is Severity.WARNING


def test_a_page_without_a_catalog_is_untranslated(site: SiteCopy) -> None:
    page = next(iter(sorted(site.path("docs").glob("*.md"))))
    catalog = site.path(f"locales/th/LC_MESSAGES/{page.stem}.po")
    catalog.unlink(missing_ok=True)
    problems = site.problems("locales/th")
    shown = f"locales/th/LC_MESSAGES/{page.stem}.po"
    assert (
        Problem(
            shown,
            1,
            "untranslated",
            f"docs/{page.name} has no th catalog: the page shows in English",
        )
        in problems
    )


# -- the generator's own catalog -----------------------------------------------------------

GEN_PO = "generator/locales/hi/LC_MESSAGES/generator.po"


def _edit_generator_catalog(site: SiteCopy, old: str, new: str) -> int:
    path = site.path(GEN_PO)
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    return line


def test_generator_catalog_placeholder_plural_missing_and_stale(site: SiteCopy) -> None:
    lines = {}

    def plant() -> None:
        # First remove a phrase (the lines after it move up), then edit.
        text = site.path(GEN_PO).read_text(encoding="utf-8")
        entry = text.index('msgctxt "refusal"\nmsgid "no redeals"')
        entry = text.rindex("\n\n", 0, entry) + 2
        end = text.index("\n\n", entry)
        site.path(GEN_PO).write_text(text[:entry] + text[end + 2 :], encoding="utf-8")
        lines["placeholder"] = _edit_generator_catalog(
            site, 'msgstr "पाइल %(number)s"', 'msgstr "पाइल %(num)s"'
        )
        lines["plural"] = _edit_generator_catalog(site, 'msgstr[1] "%(n)s पत्ते"', 'msgstr[1] ""')
        lines["stale"] = append_entry(site.path(GEN_PO), "a phrase nobody asks for", "कोई नहीं पूछता")

    found = planted(site, GEN_PO, plant)
    assert (GEN_PO, lines["placeholder"], "catalog-placeholder") in found
    assert (GEN_PO, lines["plural"], "catalog-plural") in found
    assert (GEN_PO, 1 + _header_offset(site), "catalog-missing") in found
    assert (GEN_PO, lines["stale"] - 1, "catalog-stale") in found
    # The describer refuses such a catalog: the check says which checks could not run.
    assert (GEN_PO, 1, "catalog-unusable") in found
    assert {check for _, _, check in found} == {
        "catalog-placeholder",
        "catalog-plural",
        "catalog-missing",
        "catalog-stale",
        "catalog-unusable",
    }
    missing = messages(site, GEN_PO)["catalog-missing"]
    assert any("'no redeals' (generator/locales/generator.pot:" in m for m in missing)


def _header_offset(site: SiteCopy) -> int:
    return read_catalog(site.path(GEN_PO)).header_line - 1


def test_plural_forms_must_match_the_header(site: SiteCopy) -> None:
    """A form more than the header says is refused where it is, as gettext's msgfmt refuses it
    (and as the build and the describer do: one reader)."""

    line, found = planted_line(
        site,
        GEN_PO,
        lambda: (
            _edit_generator_catalog(
                site, 'msgstr[1] "%(n)s पाइलें"', 'msgstr[1] "%(n)s पाइलें"\nmsgstr[2] "%(n)s पाइलें"'
            )
            + 1
        ),
    )
    assert (GEN_PO, line, "po-syntax") in found
    lines = (site.root / GEN_PO).read_text(encoding="utf-8").splitlines()
    header = 1 + next(n for n, text in enumerate(lines) if text.startswith('"Plural-Forms:'))
    assert any(
        f"msgstr[2] of '%(n)s pile': the Plural-Forms header (line {header}) says nplurals=2" in m
        for m in messages(site, GEN_PO)["po-syntax"]
    )


def test_forbidden_words_in_the_generator_catalog_are_caught_too(site: SiteCopy) -> None:
    """The app's phrases and the pages must use the same words."""

    line, found = planted_line(
        site,
        GEN_PO,
        lambda: _edit_generator_catalog(
            site, 'msgstr "%(suit)s के बादशाह से"', 'msgstr "%(suit)s के राजा से"'
        ),
    )
    assert (GEN_PO, line, "glossary") in found


# -- pages and example games -----------------------------------------------------------------

TINY = "CR1-N-AAAAAAB"


def _first_moves(count: int) -> list[str]:
    from generator.crescent.notation import format_crescent
    from generator.deal import deal

    position, moves = deal(TINY), []
    for _ in range(count):
        move = sorted(position.legal_moves(), key=format_crescent)[0]
        moves.append(format_crescent(move))
        position = position.play(move)
    return moves


def test_games_assertions_and_citations_are_checked(site: SiteCopy) -> None:
    page = site.path("docs/codes.md")
    moves = _first_moves(2)
    start = append_lines(page, f"```{{game}} check-tiny\n{TINY}\n{' '.join(moves)}\n```\n\n")
    block = (
        "```{assert} check-tiny\n"
        f"move 1 is {moves[0]}\n"  # true
        "start: redeals-left == 7\n"  # false: three redeals (CR-17)
        "```\n\n"
        "Move {move}`check-tiny 2` is fine, move {move}`check-tiny 9` was never made.\n\n"
        "```{position} check-tiny\n"
        ":before-move: 9\n"  # no move 9 either
        ":mark: 2\n"
        "The position before a move never made.\n"
        "```\n"
    )
    before = site.problems("docs/codes.md")
    first = append_lines(page, block)
    new = sorted((p.file, p.line, p.check) for p in site.problems("docs/codes.md") - before)
    assert new == [
        ("docs/codes.md", first + 2, "game-assert"),
        ("docs/codes.md", first + 5, "game-ref"),
        ("docs/codes.md", first + 8, "game-ref"),
    ]
    found = messages(site, "docs/codes.md")
    assert any("redeals-left == 7 is false (redeals-left is 3)" in m for m in found["game-assert"])
    assert any("there is no move 9: the game has 2 moves" in m for m in found["game-ref"])
    assert start > 0


def test_an_illegal_move_in_a_record_is_reported_in_the_record(site: SiteCopy) -> None:
    from generator.crescent.notation import format_crescent
    from generator.deal import deal

    legal = {format_crescent(m, card=False) for m in deal(TINY).legal_moves()}
    illegal = next(
        f"{a}-{b}" for a in range(1, 17) for b in range(1, 17) if a != b and f"{a}-{b}" not in legal
    )
    record = site.path("docs/games/check-bad.game")
    record.parent.mkdir(exist_ok=True)
    record.write_text(
        f"# a record with an illegal first move\n{TINY}\n{illegal}\n", encoding="utf-8"
    )
    problems = site.problems("docs/games/check-bad.game")
    assert [(p.file, p.line, p.check) for p in problems] == [
        ("docs/games/check-bad.game", 3, "game-replay")
    ]
    assert f"move 1 ({illegal})" in next(iter(problems)).message


def test_english_pages_are_read_for_notation_suits_and_roles(site: SiteCopy) -> None:
    page = site.path("docs/freecell.md")

    first, found = planted_line(
        site,
        "docs/freecell.md",
        lambda: append_lines(
            page,
            "The app puts the R♠ here.\n\n"
            "One foundation per suit: spades, hearts, hearts and clubs.\n\n"
            "Card {card}`X♠` and refusal {refusal}`crescent no-such-reason`.\n",
        ),
    )
    assert found == [
        ("docs/freecell.md", first, "card-notation"),
        ("docs/freecell.md", first + 2, "suit-list"),
        ("docs/freecell.md", first + 4, "role"),
        ("docs/freecell.md", first + 4, "role"),
    ]


# -- glossaries ----------------------------------------------------------------------------------


def test_a_broken_glossary_is_reported_with_its_line(site: SiteCopy) -> None:
    path = site.path("locales/fr/glossary.toml")
    text = path.read_text(encoding="utf-8")
    path.write_text(text + '\n[terms.broken]\navoid = ["x"]\n', encoding="utf-8")
    line = text.count("\n") + 2
    problems = [p for p in site.problems("locales/fr/glossary.toml") if p.check == "glossary"]
    assert [(p.file, p.line) for p in problems] == [("locales/fr/glossary.toml", line)]
    assert "terms.broken: say which word to use" in problems[0].message


def test_a_glossary_or_catalog_that_is_not_utf8_is_reported_at_the_bad_byte(site: SiteCopy) -> None:
    for relative in ("locales/fr/glossary.toml", "locales/fr/LC_MESSAGES/codes.po"):
        path = site.path(relative)
        data = path.read_bytes()
        path.write_bytes(data + b"\n# caf\xe9\n")  # Latin-1, not UTF-8
        line = data.count(b"\n") + 2
        found = [(p.line, p.check, p.message) for p in site.problems(relative)]
        assert (
            line,
            "po-syntax" if relative.endswith(".po") else "glossary",
            "not UTF-8",
        ) in found, found


def test_every_glossary_term_is_consistent_with_the_generator_catalog() -> None:
    """No glossary forbids a word the app's own phrases use (they would fail the check)."""
    assert [
        str(p)
        for p in check(REPO, [REPO / "locales" / lang for lang in ("hi", "th", "fr", "en")])
        if p.file.endswith(("generator.po", "glossary.toml"))
    ] == []


# -- the command line and the library ---------------------------------------------------------------


def _cli(*arguments: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["check", *arguments])
    return status, out.getvalue(), err.getvalue()


def test_cli_text_and_json_and_exit_status(site: SiteCopy) -> None:
    po = site.catalog("hi", "freecell")
    line = append_entry(po, "The king.", "राजा।")
    status, out, _ = _cli("--root", str(site.root), str(po))
    assert status == 1
    assert f"{PAGE_PO}:{line}: [glossary] 'राजा' (king): write 'बादशाह'" in out
    status, out, _ = _cli("--root", str(site.root), "--format", "json", str(po))
    assert status == 1
    records = json.loads(out)
    assert {
        "file": PAGE_PO,
        "line": line,
        "check": "glossary",
        "severity": "error",
    }.items() <= next(r for r in records if r["line"] == line).items()
    assert all(set(r) == {"file", "line", "check", "message", "severity"} for r in records)


def test_cli_clean_site_exits_zero_and_bad_path_is_a_user_error(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "locales").mkdir()
    assert _cli("--root", str(tmp_path)) == (0, "", "checked 0 pages in 1 language: no problem\n")
    status, out, err = _cli("--root", str(tmp_path), str(tmp_path / "nope.po"))
    assert (status, out) == (1, "")
    assert err == f"error: {tmp_path / 'nope.po'}: no such file or directory\n"


def test_cli_github_annotations_name_the_file_line_and_check(site: SiteCopy) -> None:
    """``--format github``: one workflow command a problem, which a pull request shows inline."""
    po = site.catalog("hi", "freecell")
    line = append_entry(po, "The king.", "राजा।")
    status, out, _ = _cli("--root", str(site.root), "--format", "github", str(po))
    assert status == 1
    annotation = next(a for a in out.splitlines() if f",line={line}," in a)
    assert annotation.startswith(f"::error file={PAGE_PO},line={line},title=glossary::")
    assert "::'राजा' (king): write 'बादशाह'" in annotation  # colons escaped in properties only


def test_cli_says_what_it_checked_when_nothing_is_wrong() -> None:
    status, out, err = _cli("--root", str(REPO), str(REPO / "locales" / "fr" / "glossary.toml"))
    assert (status, out) == (0, "")
    assert err == "checked 1 path: no problem\n"


def test_cli_lists_the_check_ids() -> None:
    status, out, _ = _cli("--list")
    assert status == 0
    assert [line.split()[0] for line in out.splitlines()] == list(CHECKS)


def test_every_check_id_is_explained_in_the_docs() -> None:
    text = (REPO / "docs" / "checks.md").read_text(encoding="utf-8")
    for check_id in CHECKS:
        assert f"`{check_id}`" in text, check_id


def test_a_check_after_an_edit_reads_the_files_as_they_are_now(site: SiteCopy) -> None:
    """The checks keep what they work out from one run to the next (the words and numbers of
    each text): a check after the glossary or a catalog changed still reports what they say."""
    po = site.catalog("hi", "freecell")
    line = append_entry(po, "The king and two queens.", "राजा और दो बेगमें।")

    def found() -> list[tuple[str, str]]:
        return sorted((p.check, p.message) for p in site.problems(PAGE_PO) if p.line == line)

    king = (
        "glossary",
        "'राजा' (king): write 'बादशाह' (the traditional card names: बादशाह, बेगम, गुलाम, इक्का)",
    )
    changed = [
        ("number", "3 ('तीन') is not in the source: a number changed, or one was added"),
        ("number", "the source says 2; the translation does not"),
    ]
    assert king in found() and not set(changed) & set(found())
    replace_once(site.path("locales/hi/glossary.toml"), '"राजा", "राजाओं"', '"राजाओं"')
    assert king not in found()
    replace_once(po, "दो बेगमें", "तीन बेगमें")
    assert set(changed) <= set(found())
    assert king not in found()


def test_the_words_kept_for_each_glossary_are_its_own_and_bounded() -> None:
    """A glossary's suit words and avoided words are kept by the identity of its terms; a
    process that reads many glossaries (a long test run, a preview server) keeps a few."""
    from generator import glossary

    def read(word: str) -> glossary.Glossary:
        return glossary.parse_glossary(
            f'language = "hi"\n[terms.hearts]\nuse = "{word}"\navoid = ["x{word}"]\nnote = ""\n',
            "glossary.toml",
        )

    made = [read(f"w{index}") for index in range(glossary._GLOSSARIES_KEPT + 10)]
    for index, each in enumerate(made):
        assert each.suit_words() == [(f"xw{index}", Suit.HEARTS), (f"w{index}", Suit.HEARTS)]
        assert [hit.word for hit in each.forbidden(f"a xw{index} b")] == [f"xw{index}"]
    assert len(glossary._SUIT_WORDS) <= glossary._GLOSSARIES_KEPT
    assert len(glossary._AVOIDED) <= glossary._GLOSSARIES_KEPT
    assert made[0].suit_words() == [("xw0", Suit.HEARTS), ("w0", Suit.HEARTS)]  # read again


def test_a_check_makes_no_full_garbage_collection_and_restores_the_thresholds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The objects a check keeps live to its end: a full collection would walk them all for
    little garbage.  The young generations are still collected."""
    from generator.check import runner

    (tmp_path / "docs").mkdir()
    (tmp_path / "locales").mkdir()
    during: list[tuple[int, ...]] = []
    real = runner._run

    def spy(*arguments: object, **options: object) -> list[Problem]:
        during.append(gc.get_threshold())
        return real(*arguments, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(runner, "_run", spy)
    before = gc.get_threshold()
    assert check(tmp_path) == []
    assert during[0][:2] == before[:2] and during[0][2] > 10_000 * max(before[2], 1)
    assert gc.get_threshold() == before
    with pytest.raises(CheckUsageError):
        check(tmp_path, [tmp_path / "nope.po"])
    assert gc.get_threshold() == before


def test_json_output_is_the_same_bytes_twice(site: SiteCopy) -> None:
    po = site.catalog("hi", "freecell")
    append_entry(po, "The king.", "राजा।")
    assert format_json(check(site.root)) == format_json(check(site.root))


def test_the_role_list_is_the_sphinx_extensions() -> None:
    from generator.sphinxext.roles import ROLES

    assert set(ROLES) == GENERATOR_ROLES


def test_the_catalog_reader_agrees_with_babel() -> None:
    from babel.messages.pofile import read_po

    for path in sorted(
        [*(REPO / "locales").rglob("*.po"), *(REPO / "generator" / "locales").rglob("*.po")]
    ):
        ours = read_catalog(path)
        with path.open("rb") as handle:
            theirs = read_po(handle)
        expected = {
            (m.context, m.id if isinstance(m.id, str) else m.id[0]): list(m.string)
            if isinstance(m.string, (tuple, list))
            else [m.string]
            for m in theirs
            if m.id
        }
        assert {m.key: m.msgstr for m in ours.messages} == expected, path


def test_catalog_reader_refuses_a_duplicate_message() -> None:
    with pytest.raises(ValueError, match=r"x.po:4: msgid 'a' already given at line 1"):
        parse_catalog('msgid "a"\nmsgstr "A"\n\nmsgid "a"\nmsgstr "B"\n', "x.po")


# -- inside the Sphinx build -------------------------------------------------------------------------


def test_sphinx_build_reports_the_problems_as_located_typed_warnings(tmp_path: Path) -> None:
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace

    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Title\n\nThe king.\n", encoding="utf-8")
    shutil.copytree(REPO / "locales", tmp_path / "locales", ignore=shutil.ignore_patterns("*.md"))
    po = tmp_path / "locales" / "hi" / "LC_MESSAGES" / "index.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Language: hi\\n"\n\nmsgid "Title"\nmsgstr "शीर्षक"\n\n'
        'msgid "The king."\nmsgstr "राजा।"\n',
        encoding="utf-8",
    )
    (tmp_path / "conf.py").write_text(
        'extensions = ["myst_parser", "generator.check.sphinx"]\nlocale_dirs = ["../locales/"]\n'
        "gettext_compact = False\n",
        encoding="utf-8",
    )
    warnings = io.StringIO()
    # A namespace: the build's directives, roles and nodes must not outlive it (other tests build too).
    with docutils_namespace():
        app = Sphinx(
            srcdir=tmp_path / "docs",
            confdir=tmp_path,
            outdir=tmp_path / "out",
            doctreedir=tmp_path / "doctrees",
            buildername="html",
            confoverrides={"language": "hi"},
            status=None,
            warning=warnings,
            warningiserror=True,
        )
        app.build()
    assert app.statuscode == 1
    expected = (
        f"{tmp_path / 'locales/hi/LC_MESSAGES/index.po'}:9: WARNING: 'राजा' (king): "
        "write 'बादशाह' (the traditional card names: बादशाह, बेगम, गुलाम, इक्का) [generator.glossary]"
    )
    assert expected in warnings.getvalue()


def test_a_translation_may_read_a_card_in_the_oblique(site: SiteCopy) -> None:
    """``{card}`8♥:oblique``` is the card the source shows, read in the form a Hindi
    postposition governs (« पान के 8 को »): the translation's choice, as ``:oblique`` on a
    counted noun; any other word after the card is a changed role, at its line."""
    po = site.catalog("hi", "freecell")

    def plant() -> None:
        append_entry(
            po, "The {card}`8♥` and the {card}`9♥`.", "{card}`8♥:oblique` को {card}`9♥:oblique` पर।"
        )

    assert planted(site, PAGE_PO, plant) == []
    line, found = planted_line(
        site,
        PAGE_PO,
        lambda: append_entry(
            po, "The {card}`7♥` and the {card}`8♠`.", "{card}`7♥:dative` को {card}`8♠` पर।"
        ),
    )
    assert found == [(PAGE_PO, line, "role")] * 2
    assert sorted(messages(site, PAGE_PO)["role"]) == [
        "{card}`7♥:dative` is not in the source: keep the source's roles and targets",
        "{card}`7♥` of the source is missing from the translation",
    ]


def test_a_changed_card_is_caught_and_cards_in_words_are_left_alone(site: SiteCopy) -> None:
    """CR-E2: pile 1 goes from 2♥ 9♣ J♦ J♦ to 9♣ J♦ J♦ 2♥."""
    po = site.catalog("hi", "freecell")

    lines: dict[str, int] = {}  # each planted message's msgstr line

    def plant() -> None:
        lines["changed"] = append_entry(po, "Pile 1: 2♥ 9♣ J♦ J♦.", "पाइल 1: 2♥ 9♣ J♦ Q♦।")
        lines["words"] = append_entry(po, "The 8♥ goes onto the 9♥.", "पान का 8 पान के 9 पर जाता है।")

    assert planted(site, PAGE_PO, plant) == [(PAGE_PO, lines["changed"], "card")] * 2
    assert sorted(messages(site, PAGE_PO)["card"]) == [
        "Q♦ is not in the source: a card changed",
        "the source shows J♦; the translation does not",
    ]


def test_a_suits_role_naming_a_suit_twice_is_caught_on_the_page(site: SiteCopy) -> None:
    page = site.path("docs/freecell.md")

    line, found = planted_line(
        site,
        "docs/freecell.md",
        lambda: append_lines(page, "One foundation per suit: {suits}`♠ ♥ ♥ ♣`.\n"),
    )
    assert found == [("docs/freecell.md", line, "role")]


def test_a_translation_must_list_the_four_suits_its_source_lists(site: SiteCopy) -> None:
    """FC-2: four foundations, one per suit."""
    po = site.catalog("hi", "freecell")

    lines: dict[str, int] = {}  # each planted message's msgstr line

    def plant() -> None:
        lines["short"] = append_entry(
            po,
            "One per suit: spades, hearts, diamonds and clubs.",
            "हर सूट के लिए एक: हुकुम, पान और ईंट।",
        )
        lines["right"] = append_entry(
            po,
            "One per suit: spades, hearts, diamonds and clubs.\n",
            "हर सूट के लिए एक: हुकुम, पान, ईंट और चिड़ी।\n",
        )

    assert planted(site, PAGE_PO, plant) == [
        (PAGE_PO, lines["short"], "key-term"),
        (PAGE_PO, lines["short"], "suit-list"),
    ]
    assert messages(site, PAGE_PO)["suit-list"] == [
        "the source lists the four suits; the translation has only 'हुकुम, पान, ईंट': name each suit once"
    ]


def test_a_page_changed_after_its_catalog_was_made_is_caught(site: SiteCopy) -> None:
    page = site.path("docs/freecell.md")
    po = site.path(PAGE_PO)
    title = read_catalog(po).messages[0]

    def plant() -> None:
        text = page.read_text(encoding="utf-8")
        assert f"# {title.msgid}\n" in text
        page.write_text(
            text.replace(f"# {title.msgid}\n", f"# {title.msgid}, as the app plays them\n", 1),
            encoding="utf-8",
        )

    assert planted(site, PAGE_PO, plant) == [(PAGE_PO, title.line, "stale")]


# -- the real tree -----------------------------------------------------------------------------------


def test_the_repository_passes_every_check() -> None:
    """The site as committed: every game replays, every translation and catalog is clean."""
    assert [str(p) for p in check(REPO)] == []


def test_cr15_refused_move_is_checked_against_the_engine_and_the_caption(site: SiteCopy) -> None:
    """A ``:refused:`` move: the check command reads it as the build does (the engine must
    refuse it, for the reason stated) and wants the caption to quote the app's message."""
    page = site.path("docs/codes.md")
    moves = _first_moves(2)
    append_lines(page, f"```{{game}} check-refused\n{TINY}\n{' '.join(moves)}\n```\n\n")
    block = (
        "```{position} check-refused\n"
        ":start:\n"
        ":refused: AS-KS base-locked\n"  # right: a base never moves
        "The base stays: {refusal}`crescent base-locked`.\n"
        "```\n\n"
        "```{position} check-refused\n"
        ":start:\n"
        ":refused: AS-KS pile-full\n"  # the app gives another reason
        "Wrong: {refusal}`crescent pile-full`.\n"
        "```\n\n"
        "```{position} check-refused\n"
        ":start:\n"
        ":refused: AS-KS base-locked\n"  # the app's message is not quoted
        "The base stays.\n"
        "```\n"
    )
    before = site.problems("docs/codes.md")
    first = append_lines(page, block)
    new = sorted(
        (p.file, p.line, p.check, p.message) for p in site.problems("docs/codes.md") - before
    )
    assert [(file, line, check) for file, line, check, _ in new] == [
        ("docs/codes.md", first + 8, "game-ref"),
        ("docs/codes.md", first + 14, "game-ref"),
    ]
    assert "as base-locked, not pile-full" in new[0][3]
    assert "must quote the app's message" in new[1][3]


# -- facts written by hand in the English pages and in game records -------------------


def insert_after(path: Path, anchor: str, line: str) -> int:
    """Insert ``line`` after the line that holds ``anchor``; return its line number."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    [index] = [i for i, text in enumerate(lines) if anchor in text]
    lines.insert(index + 1, line + "\n")
    path.write_text("".join(lines), encoding="utf-8")
    return index + 2


# -- the English pages: numbers ------------------------------------------------------------------


def test_a_number_marked_plain_a_role_or_a_literal_is_not_reported(site: SiteCopy) -> None:
    page = site.path("docs/freecell.md")

    def plant() -> None:
        append_lines(
            page,
            "First published in {plain}`1990`, with {number}`freecell.CELLS:words` cells; "
            "`13v2` moves a run. One card at a time.\n\n(fc-99)=\n## Heading\n",
        )

    assert planted(site, "docs/freecell.md", plant) == []


def test_a_page_whose_numbers_are_not_game_facts_must_say_why(site: SiteCopy) -> None:
    page = site.path("docs/codes.md")
    line, found = planted_line(
        site,
        "docs/codes.md",
        lambda: replace_once(
            page,
            "% numbers-as-written: the constants of the dealing algorithms, "
            "which the test vectors below check",
            "% numbers-as-written:",
        ),
    )
    assert ("docs/codes.md", line, "unbacked-number") in found
    assert len(found) > 10  # without its reason, every number of the algorithms is reported


def test_english_number_words_come_from_cldr_spellout() -> None:
    words = english_number_words()
    for number in (0, 3, 4, 13, 21, 104):
        assert words[spellout.spell(number, "en")] == number
        assert words[spellout.spell(number, "en", "ordinal")] == number
    assert unbacked_numbers("one card, the first move, declared once") == []
    assert [w for w, _, _ in unbacked_numbers("a fourth redeal, twice, 4 piles")] == [
        "fourth",
        "twice",
        "4",
    ]


# -- the English pages: examples of a rule --------------------------------------------------------


def test_cr6_fc4_cr7_examples_are_what_the_engine_says() -> None:
    assert [str(c) for c in legal_example("crescent 8♥ on 9♥ or 7♥").targets] == [
        "9♥",
        "7♥",
    ]  # CR-6
    assert legal_example("crescent A♥ on K♥").card == citations.card("A♥")  # CR-7
    assert legal_example("crescent K♠ on A♠").card == citations.card("K♠")  # CR-7
    assert legal_example("freecell 7♥ on 8♠ or 8♣").game == "freecell"  # FC-4
    for text, reason in [
        ("freecell 7♥ on 8♥ not-opposite-colour", "not-opposite-colour"),
        ("crescent 8♥ on 10♥ rank-not-adjacent", "rank-not-adjacent"),
    ]:
        refused = refused_example(text).reason
        assert refused is not None and refused.value == reason, text
    for text, words in [
        ("crescent 8♥ on 9♠", "is refused by the game (not-same-suit"),
        ("freecell 7♥ on 8♥", "is refused by the game (not-opposite-colour"),
        ("freecell 7♥ on 6♠", "is refused by the game (rank-not-one-lower"),
        ("crescent 8♥ on", "write GAME CARD on CARD"),
        ("chess 8♥ on 9♥", "write GAME CARD on CARD"),
        ("crescent 8♥ on 9♥ and 7♥", "write GAME CARD on CARD"),
    ]:
        with pytest.raises(ExampleError, match=re.escape(words)):
            legal_example(text)
    with pytest.raises(ExampleError, match="is legal: the game does not refuse it"):
        refused_example("crescent K♠ on A♠ rank-not-adjacent")


def test_an_unverified_example_says_what_its_game_refuses() -> None:
    """The game is the paragraph's rule ids' (FC-4 here), else its page's."""
    from generator.check.texts import Locale, Text
    from generator.check.unbacked import check_unverified_examples

    text = "{rule}`FC-4` {card}`7♥` goes on {card}`8♠` or {card}`8♥`."
    [problem] = check_unverified_examples(Text("docs/x.md", "en", text, None, 9), Locale("en"))
    assert (problem.line, problem.check) == (9, "example")
    assert "nothing checks it; freecell refuses 7♥ on 8♥ (not-opposite-colour): write it " in (
        problem.message
    )
    on_page = Text("docs/crescent.md", "en", "{card}`8♥` goes on {card}`9♠`.", None, 3)
    [problem] = check_unverified_examples(on_page, Locale("en"))
    assert "crescent refuses 8♥ on 9♠ (not-same-suit)" in problem.message


def test_an_examples_usage_shows_one_the_first_game_verifies() -> None:
    with pytest.raises(ExampleError) as caught:
        legal_example("crescent 8♥ on")
    assert str(caught.value) == "write GAME CARD on CARD [or CARD…], e.g. crescent A♠ on 2♠"
    with pytest.raises(ExampleError) as caught:
        refused_example("crescent 8♥ on 9♥")
    assert str(caught.value) == (
        "write GAME CARD on CARD REASON, e.g. crescent A♠ on 3♠ rank-not-adjacent"
    )
    assert legal_example("crescent A♠ on 2♠").targets == (citations.card("2♠"),)  # CR-6
    reason = refused_example("crescent A♠ on 3♠ rank-not-adjacent").reason
    assert reason is not None and reason.value == "rank-not-adjacent"
    with pytest.raises(ExampleError, match="freecell 7♥ on 8♠ is legal: the game does not"):
        refused_example("freecell 7♥ on 8♠ not-opposite-colour")  # FC-4


def test_the_app_words_of_a_locale_are_its_refusals_by_role_target() -> None:
    from generator.check.appwords import app_words

    words = app_words("hi")
    assert words.refusals["crescent pile-full"] == "यह पाइल भरी है; कोई दूसरी जगह चुनें"
    assert "freecell cell-occupied" in words.refusals


def test_fc9_a_given_position_has_the_quantities_asked() -> None:
    from types import SimpleNamespace

    from generator.conditions import given
    from generator.freecell import engine as freecell

    start = freecell.Position(tuple(() for _ in range(8)))
    position = given(SimpleNamespace(start=start), "empty-cells:3,empty-columns:1")
    assert (position.empty_cells(), position.empty_columns()) == (3, 1)
    assert position.capacity_onto_column() == 8


def test_fc9_fc10_capacities_of_given_positions_are_computed_by_the_engine() -> None:
    game = replay(read_record(REPO / "docs" / "games" / "freecell.game"))

    def capacity(moment: str, kind: str) -> int:
        return citations.game_citation("capacity", f"fc {moment} {kind}").fact(game)

    # FC-9: with one empty column, a fourth empty cell raises the capacity from 8 to 10 (each cell adds 2)
    assert capacity("given=empty-cells:3,empty-columns:1", "onto-column") == 8
    assert capacity("given=empty-cells:4,empty-columns:1", "onto-column") == 10
    assert capacity("given=empty-cells:4,empty-columns:2", "onto-column") == 20
    # FC-10: the empty column a run goes into does not count
    assert capacity("given=empty-cells:3,empty-columns:1", "to-empty-column") == 4
    with pytest.raises(ConditionError, match="this game has 4 cells: it cannot have 5 empty"):
        capacity("given=empty-cells:5", "onto-column")


# -- a fact planted in an English page or a game record, reported at its line -----------------------


@dataclass(frozen=True)
class Plant:
    """One edit of a file of the copy: ``append`` lines to it, ``replace`` a text (once), or
    ``insert`` a line after the one holding ``anchor``."""

    file: str
    edit: Literal["append", "replace", "insert"]
    text: str
    new: str = ""
    """The replacement (``replace``) or the line inserted (``insert``)."""
    found: tuple[tuple[int, str], ...] = ()
    """The problems the edit adds, in order: (line, counted from the first the edit wrote; check)."""
    message: str = ""
    """Said by the one problem of the file with the check of the first of ``found``."""

    def plant(self, site: SiteCopy) -> int:
        path = site.path(self.file)
        if self.edit == "append":
            return append_lines(path, self.text)
        if self.edit == "replace":
            return replace_once(path, self.text, self.new)
        return insert_after(path, self.text, self.new)


PLANTS = {
    "cr17-three-redeals-made-four": Plant(
        "docs/crescent.md",
        "replace",
        "{number}`crescent.REDEALS:Words redeals` per game",
        "Four redeals per game",
        ((0, "unbacked-number"),),
    ),
    "numbers-in-digits-or-words-anywhere-in-prose": Plant(
        "docs/freecell.md",
        "append",
        "Each column holds 7 cards at most.\n\n"
        "The app deals twice, then a second time,\n"
        "and twenty-one cards go first.\n",
        found=(
            (0, "unbacked-number"),
            (2, "unbacked-number"),
            (2, "unbacked-number"),
            (3, "unbacked-number"),
        ),
    ),
    "cards-written-by-hand": Plant(
        "docs/freecell.md",
        "append",
        "So the Q♦ may not go on the K♦.\n",
        found=((0, "unbacked-card"), (0, "unbacked-card")),
    ),
    "number-in-the-words-of-a-reference": Plant(
        "docs/crescent.md",
        "append",
        "See {ref}`the 3 redeals <crescent-before-redeal>`.\n",
        found=((0, "unbacked-number"),),
    ),
    "cr6-false-example-not-same-suit": Plant(
        "docs/crescent.md",
        "replace",
        "{legal}`crescent 8♥ on 9♥ or 7♥`",
        "{legal}`crescent 8♥ on 9♠ or 7♥`",
        ((0, "example"),),
        "not-same-suit",
    ),
    "cr7-false-example-rank-not-adjacent": Plant(
        "docs/crescent.md",
        "replace",
        "{legal}`crescent A♥ on K♥`",
        "{legal}`crescent A♥ on Q♥`",
        ((0, "example"),),
        "rank-not-adjacent",
    ),
    "fc4-false-example-not-opposite-colour": Plant(
        "docs/freecell.md",
        "replace",
        "{legal}`freecell 7♥ on 8♠ or 8♣`",
        "{legal}`freecell 7♥ on 8♥ or 8♣`",
        ((0, "example"),),
        "not-opposite-colour",
    ),
    "fc4-refused-example-that-is-legal": Plant(
        "docs/freecell.md",
        "replace",
        "{refused}`freecell 7♥ on 9♠ rank-not-one-lower`",
        "{refused}`freecell 6♥ on 7♠ rank-not-one-lower`",
        ((0, "example"),),
        "is legal",
    ),
    "cr6-cr7-examples-with-card-roles-or-rank-names": Plant(
        "docs/crescent.md",
        "append",
        "So {card}`8♥` onto {card}`9♠` is fine.\n\n"
        "And a queen may go on the ace.\n\n"
        "Nothing goes on a king or on a descending ace.\n",
        found=((0, "example"), (2, "example")),
    ),
    "record-false-assertion": Plant(
        "docs/games/crescent.game",
        "insert",
        "7. 2-16[K♥]",
        "#= pile 2 is empty",
        ((0, "record-assert"),),
        "pile 2 is empty is false (pile 2 is",
    ),
    "record-comment-tells-a-fact": Plant(
        "docs/games/freecell.game",
        "insert",
        "26. 73",
        "# column 7 is now empty",
        ((0, "record-comment"),),
    ),
    "second-hash-comment-tells-a-fact": Plant(
        "docs/games/crescent.game",
        "insert",
        "7. 2-16[K♥]",
        "#= move 7 is wrap   # pile 3 is now full",
        ((0, "record-comment"),),
    ),
    # CR-10: the old, false comment of the sample record, and a false assertion (pile 2 holds
    # 6♣ until move 21)
    "cr10-sample-record-comment": Plant(
        "examples/crescent.game",
        "insert",
        "16. 2-4[K♦] 2-AD[3♦]",
        "# pile 2 is now empty and stays empty (CR-10)",
        ((0, "record-comment"),),
    ),
    "cr10-sample-record-assertion": Plant(
        "examples/crescent.game",
        "insert",
        "16. 2-4[K♦] 2-AD[3♦]",
        "#= pile 2 is empty",
        ((0, "record-assert"),),
    ),
}


@pytest.mark.parametrize("plant", PLANTS.values(), ids=PLANTS.keys())
def test_a_fact_planted_in_an_english_page_or_a_record_is_reported_at_its_line(
    site: SiteCopy, plant: Plant
) -> None:
    if plant.file.startswith("examples/"):
        shutil.copytree(REPO / "examples", site.root / "examples")
    first, found = planted_line(site, plant.file, lambda: plant.plant(site))
    assert found == [(plant.file, first + offset, check) for offset, check in plant.found]
    if plant.message:
        [problem] = [p for p in site.problems(plant.file) if p.check == plant.found[0][1]]
        assert plant.message in problem.message


# -- game records: assertions and comments ---------------------------------------------------------


def test_record_assertions_are_about_the_position_where_they_stand() -> None:
    text = (
        "CR1-N-AAAAAAB\n"
        "#= redeals-left == 3 and count 8 == 6\n"
        "1. 8-KS[Q♠] 10-KD[Q♦]   #= count 8 == 5 and count 10 == 5\n"
        "#= move 1 is to-foundation\n"
        "#= before-move 2: count 10 == 6\n"
        "R\n"
        "#= redeals-left == 2\n"
    )
    record = parse_record(text, "ok.game")
    assert [(c.line, c.after) for c in record.comments] == [(2, 0), (3, 2), (4, 2), (5, 2), (7, 3)]
    replay(record)  # every assertion holds
    with pytest.raises(RecordCommentError) as caught:
        replay(parse_record(text.replace("count 8 == 5", "count 8 == 6"), "bad.game"))
    assert (caught.value.line, caught.value.check) == (3, "record-assert")
    assert str(caught.value).startswith(
        "bad.game:3: assertion failed: count 8 == 6 is false (count 8 is 5)"
    )
    with pytest.raises(Exception, match="an assertion \\(#=\\) needs the game"):
        parse_record("#= won\nCR1-N-AAAAAAB\n", "early.game")


def test_fact_signs_read_cards_states_and_counts_but_not_notation() -> None:
    assert fact_signs("`5-1` moves the top card of pile 5 onto pile 1 (CR-5); `R` redeals") == []
    assert fact_signs("K♥ onto A♥") == ["K♥", "A♥"]
    assert fact_signs("columns 3 and 4 are empty") == ["empty"]
    assert fact_signs("a 9-card run, won in 84 moves, 4 free cells") == [
        "9-card",
        "won",
        "84 moves",
        "4 free cells",
    ]


@pytest.mark.parametrize(
    "path",
    sorted([*REPO.glob("examples/*.game"), *REPO.glob("docs/games/*.game")]),
    ids=lambda p: p.name,
)
def test_every_record_of_the_repository_replays_with_its_assertions_and_tells_no_fact(
    path: Path,
) -> None:
    record = read_record(path)
    assert any(comment.assertion for comment in record.comments)
    assert list(comment_problems(record, replay(record))) == []


def test_the_replay_command_reports_a_false_assertion_at_its_line(tmp_path: Path) -> None:
    record = tmp_path / "bad.game"
    record.write_text("CR1-N-AAAAAAB\n1. 8-KS[Q♠]\n#= pile 8 is empty\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["replay", str(record)])
    assert status == 1
    assert err.getvalue().startswith(
        f"error: {record}:3: assertion failed: pile 8 is empty is false"
    )


def test_examples_crescent_record_no_longer_says_pile_2_is_empty_at_move_16() -> None:
    game = replay(read_record(REPO / "examples" / "crescent.game"))
    assert [str(c) for c in game.after_move(17).pile(2)] == ["6♣"]  # the line of moves 16 and 17
    assert game.after_move(21).pile(2) == ()
    record = read_record(REPO / "examples" / "crescent.game")
    assert [c.after for c in record.comments if c.text == "pile 2 is empty"] == [21]


# -- the Sphinx build reports the same problems at the same lines ---------------------------------


@pytest.mark.sphinx("html", testroot="unbacked", freshenv=True)
def test_the_build_and_the_check_report_each_unbacked_fact_at_the_same_line(app) -> None:
    app.build()
    text = re.sub(r"\x1b\[[0-9;]*m", "", app.warning.getvalue())
    srcdir = Path(app.srcdir)
    built = sorted(
        (
            Path(m.group(1)).resolve().relative_to(srcdir.resolve()).as_posix(),
            int(m.group(2)),
            m.group(3),
        )
        for m in re.finditer(r"^(\S+?):(\d+): WARNING: .*? \[generator\.([\w-]+)\]$", text, re.M)
    )
    assert len(built) == text.count("WARNING"), text
    checked = sorted((p.file, p.line, p.check) for p in check(srcdir, docs=srcdir))
    expected = [
        ("games/asserted.game", 5, "record-assert"),
        ("games/told.game", 3, "record-comment"),
        ("index.md", 13, "unbacked-number"),  # Four redeals per game (CR-17)
        ("index.md", 15, "unbacked-number"),  # 3 redeals
        ("index.md", 17, "unbacked-card"),
        ("index.md", 17, "unbacked-number"),  # "the nine"
        ("index.md", 19, "example"),  # CR-6: 8♥ on 9♠
        ("index.md", 21, "example"),  # FC-4: 7♥ on 8♥
        ("index.md", 23, "example"),  # CR-7: A♥ on K♠
        ("index.md", 25, "example"),  # refused, but for another reason
        ("index.md", 27, "example"),  # FC-4 with {card} roles: true, but unverified
        ("index.md", 29, "example"),  # CR-7 in words: an ace on the queen
    ]
    assert built == checked == expected
    html = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    assert "Three redeals per game" in re.sub(r"<[^>]+>", "", html)
    assert re.search(
        r'<span aria-label="eight of hearts" class="card red" role="img">8♥</span> onto '
        r'<span aria-label="nine of hearts" class="card red" role="img">9♥</span> or '
        r'<span aria-label="seven of hearts" class="card red" role="img">7♥</span>',
        html,
    )


def test_fc12_survey_figures_are_checked_against_the_survey_file(site: SiteCopy) -> None:
    """``{survey}`NAME FIGURE```: the survey and the figure must exist in docs/solver-surveys.json."""
    page = site.path("docs/codes.md")
    before = site.problems("docs/codes.md")
    first = append_lines(
        page,
        "Won {survey}`freecell-c4 won`, {survey}`nosuch won` and {survey}`freecell-c4 lost`.\n",
    )
    new = sorted((p.line, p.check, p.message) for p in site.problems("docs/codes.md") - before)
    assert [(line, check) for line, check, _ in new] == [(first, "role"), (first, "role")]
    assert (
        "no survey 'nosuch'" in new[0][2] + new[1][2]
        and "no survey figure 'lost'" in new[0][2] + new[1][2]
    )


@pytest.mark.sphinx(
    "html",
    testroot="unbacked",
    freshenv=True,
    confoverrides={
        "language": "th",
        "generator_require_translations": False,
        "generator_check": False,
    },
)
def test_cr17_number_words_and_cr6_examples_are_written_in_the_page_language(app) -> None:
    app.build()
    html = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", html)
    assert "สาม redeals per game" in text  # CR-17 in Thai words (CLDR), in the English test page
    assert "8♥ วางบน 9♥ หรือ 7♥" in text  # CR-6, with the Thai catalog's "onto" and "or"


def test_the_words_after_a_second_hash_on_an_assertion_line_are_a_comment() -> None:
    """'#= CONDITION  # words': the words are an ordinary comment (a fact there is reported,
    see the plant second-hash-comment-tells-a-fact)."""
    record_text = "CR1-N-AAAAAAB\n1. 8-KS[Q♠]\n#= count 8 == 5   # why (CR-2)\n"
    comments = parse_record(record_text, "x.game").comments
    assert [(c.text, c.assertion) for c in comments] == [
        ("count 8 == 5", True),
        ("why (CR-2)", False),
    ]


def test_cr17_a_translation_may_write_a_number_in_words_with_or_without_its_capital(
    site: SiteCopy,
) -> None:
    po = site.path("locales/fr/LC_MESSAGES/crescent.po")

    def lower() -> None:
        replace_once(
            po,
            "{number}`crescent.REDEALS:Words redeals` par",
            "{number}`crescent.REDEALS:words redeals` par",
        )

    assert planted(site, "locales/fr/LC_MESSAGES/crescent.po", lower) == []

    def other() -> None:
        replace_once(
            po,
            "{number}`crescent.REDEALS:words redeals` par",
            "{number}`crescent.UP_FOUNDATIONS:words redeals` par",
        )

    assert [
        check for _, _, check in planted(site, "locales/fr/LC_MESSAGES/crescent.po", other)
    ] == ["role", "role"]


def test_the_english_build_replays_the_sample_records_too(tmp_path: Path) -> None:
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace

    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Title\n\nNo game here.\n", encoding="utf-8")
    (tmp_path / "examples").mkdir()
    record = tmp_path / "examples" / "sample.game"
    record.write_text("CR1-N-AAAAAAB\n1. 8-KS[Q♠]\n#= pile 8 is empty\n", encoding="utf-8")
    (tmp_path / "conf.py").write_text(
        'extensions = ["myst_parser", "generator.check.sphinx"]\n', encoding="utf-8"
    )
    warnings = io.StringIO()
    with docutils_namespace():
        app = Sphinx(
            srcdir=tmp_path / "docs",
            confdir=tmp_path,
            outdir=tmp_path / "out",
            doctreedir=tmp_path / "doctrees",
            buildername="html",
            status=None,
            warning=warnings,
            warningiserror=True,
        )
        app.build()
    assert app.statuscode == 1
    assert re.search(
        rf"{re.escape(str(record))}:3: WARNING: assertion failed: pile 8 is empty is false "
        r".*\[generator\.record-assert\]",
        warnings.getvalue(),
    ), warnings.getvalue()


# -- the locales added with add-locale: Arabic, Spanish, Tamil ----------------------------------


@pytest.mark.parametrize(
    ("lang", "right", "wrong", "check_ids"),
    [
        # native digits read as the same digits (Arabic-Indic, Tamil); a changed number is caught
        ("ar", "للكومة ١٣ ورقة على الأكثر.", "للكومة ١٢ ورقة على الأكثر.", {"number"}),
        ("ta", "ஒரு குவியலில் ௧௩ சீட்டுகள்.", "ஒரு குவியலில் ௧௨ சீட்டுகள்.", {"number"}),
        ("es", "Una pila tiene 13 cartas.", "Una pila tiene 12 cartas.", {"number"}),
        # the glossary's words: naipe, بطاقة, அட்டை are not the site's word for a card (and the
        # card, which the English names, is then missing: a key term, as in Hindi)
        ("es", "Una pila tiene 13 cartas.", "Una pila tiene 13 naipes.", {"glossary", "key-term"}),
        (
            "ar",
            "للكومة 13 ورقة على الأكثر.",
            "للكومة 13 بطاقة على الأكثر.",
            {"glossary", "key-term"},
        ),
        ("ta", "ஒரு குவியலில் 13 சீட்டுகள்.", "ஒரு குவியலில் 13 அட்டைகள்.", {"glossary", "key-term"}),
    ],
)
def test_new_locales_checks_read_digits_and_glossary_words(
    site: SiteCopy, lang: str, right: str, wrong: str, check_ids: set[str]
) -> None:
    """CR-8's pile limit, 13 cards, in each new locale's words and digits."""
    po = site.catalog(lang, "crescent")
    where = f"locales/{lang}/LC_MESSAGES/crescent.po"

    lines: dict[str, int] = {}  # each planted message's msgstr line

    def plant() -> None:
        lines["right"] = append_entry(po, "A pile holds 13 cards.", right)
        lines["wrong"] = append_entry(po, "A pile holds 13 cards.\n", wrong + "\n")

    # a changed number is two problems on its line (13 missing, 12 added); the right one is none
    assert set(planted(site, where, plant)) == {(where, lines["wrong"], c) for c in check_ids}


def test_spanish_suit_list_is_read_with_its_glossary(site: SiteCopy) -> None:
    """FC-2: four foundations, one per suit; the Spanish list leaves out clubs."""
    po = site.catalog("es", "freecell")
    where = "locales/es/LC_MESSAGES/freecell.po"

    line, found = planted_line(
        site,
        where,
        lambda: append_entry(
            po,
            "One per suit: spades, hearts, diamonds and clubs.",
            "Una por palo: picas, corazones y diamantes.",
        ),
    )
    # the suit left out is also a key term the English names (clubs), as in Hindi
    assert found == [(where, line, "key-term"), (where, line, "suit-list")]


@pytest.mark.parametrize(
    ("lang", "page", "header"),
    [
        (
            "ar",
            "generator/locales/ar/LC_MESSAGES/generator.po",
            "nplurals=2; plural=(n != 1);",
        ),  # Arabic has six forms
        (
            "fr",
            "locales/fr/LC_MESSAGES/crescent.po",
            "nplurals=2; plural=(n > 1);",
        ),  # French has a third, for millions
        (
            "hi",
            "locales/hi/LC_MESSAGES/sphinx.po",
            "nplurals=2; plural=(n != 1);",
        ),  # Hindi: 0 is 'one' in CLDR
    ],
)
def test_plural_forms_header_must_be_cldrs_rule(
    site: SiteCopy, lang: str, page: str, header: str
) -> None:
    where = page
    path = site.path(where)
    text = path.read_text(encoding="utf-8")
    start = text.index('"Plural-Forms: ')
    end = text.index('\\n"', start) + 3
    path.write_text(text[:start] + f'"Plural-Forms: {header}\\n"' + text[end:], encoding="utf-8")
    if lang == "ar":
        # its six forms no longer fit the header: unreadable, as gettext's msgfmt says, the form
        # located and the header named (the build and the describer say the same)
        header_line = text[:start].count("\n") + 1
        [problem] = [p for p in site.problems(where) if p.check == "po-syntax"]
        assert f"the Plural-Forms header (line {header_line}) says nplurals=2" in problem.message
        return
    found = [
        p
        for p in site.problems(where)
        if p.check == "catalog-plural" and "CLDR's rule" in p.message
    ]
    assert [(p.file, p.line) for p in found] == [(where, read_catalog(path).header_line)]
    assert f"Plural-Forms says {header} CLDR's rule for {lang} is nplurals=" in found[0].message


def test_only_a_plural_form_serving_one_count_may_say_it_in_words(site: SiteCopy) -> None:
    """Arabic: ورقة واحدة (one), ورقتان (two) need no digit; أوراق (3-10 cards) without %(n)s loses the number."""
    where = "generator/locales/ar/LC_MESSAGES/generator.po"
    path = site.path(where)
    text = path.read_text(encoding="utf-8")
    assert 'msgstr[2] "ورقتان"' in text and 'msgstr[1] "ورقة واحدة"' in text
    assert not [p for p in site.problems(where) if p.check == "catalog-placeholder"]
    line = text[: text.index('msgstr[3] "%(n)s أوراق"')].count("\n") + 1
    path.write_text(
        text.replace('msgstr[3] "%(n)s أوراق"', 'msgstr[3] "أوراق"', 1), encoding="utf-8"
    )
    found = [p for p in site.problems(where) if p.check == "catalog-placeholder"]
    assert [(p.file, p.line) for p in found] == [(where, line)]
    assert "%(n)s is missing" in found[0].message


@pytest.mark.sphinx("html", testroot="rules", freshenv=True)
def test_a_rule_the_pages_do_not_define_is_reported_alike_by_build_and_check(app) -> None:
    """``{rule}`CR-7``` where no page has ``(cr-7)=``: one message, the same words and line,
    naming the rules of that prefix that exist (not Sphinx's "undefined label")."""
    app.build()
    text = re.sub(r"\x1b\[[0-9;]*m", "", app.warning.getvalue())
    built = [
        (int(m[1]), m[2])
        for m in re.finditer(r"index\.md:(\d+): WARNING: (.*?) \[generator\.role\]$", text, re.M)
    ]
    assert "undefined label" not in text and len(built) == text.count("WARNING"), text
    srcdir = Path(app.srcdir)
    checked = [(p.line, p.message) for p in check(srcdir, docs=srcdir) if p.check == "role"]
    assert (
        built
        == checked
        == [
            (
                9,
                "{rule}`CR-7`: no rule CR-7 on the site's rules pages; the CR rules are CR-1 to CR-2",
            ),
            (
                11,
                "{rule}`FC-9`: no rule FC-9 on the site's rules pages; the rules are CR-1 to CR-2",
            ),
        ]
    )


def test_a_relative_root_checks_the_same_site(monkeypatch) -> None:
    """``check("..")`` from the pages' folder finds the project's conf.py and game records."""
    project = Path(__file__).resolve().parents[1]
    monkeypatch.chdir(project / "docs")
    assert check("..") == check(project) == []
