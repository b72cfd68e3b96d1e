"""check reads a MyST page as the build does (markdown-it-py with myst-parser's plugins and the
site's MyST settings), with every line number exact.

Each case here is one a regular-expression reader of MyST got wrong: it saw a directive, an
option, a role or prose that the build does not see, or missed one that it does.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.catalogs import read_catalog
from generator.check import check
from generator.check.facts import check_literals
from generator.check.markup import links, literals, roles
from generator.check.pages import parse_page
from generator.check.texts import Locale, Text
from generator.check.unbacked import cards_on_cards, prose_only, unbacked_numbers

REPO = Path(__file__).resolve().parent.parent
SITE_SETTINGS = {"myst_enable_extensions": ["colon_fence", "deflist"], "myst_heading_anchors": 3}


def _page(text: str):
    return parse_page(text, "page.md", SITE_SETTINGS)


def _prose(text: str) -> list[tuple[int, str]]:
    return [(p.line, p.text) for p in _page(text).paragraphs]


def test_a_directive_in_a_list_item_indented_four_spaces_is_a_directive() -> None:
    page = _page(
        "- A list item.\n\n    ```{assert} crescent-example\n    move 10 is wrap\n    ```\n\nAfter.\n"
    )
    [directive] = page.directives
    assert (directive.name, directive.argument, directive.line) == ("assert", "crescent-example", 3)
    assert directive.content == [(4, "move 10 is wrap")]
    assert _prose("- A list item.\n\n    ```{assert} x\n    move 10 is wrap\n    ```\n") == [
        (1, "A list item.")
    ]


def test_a_directive_in_a_block_quote_is_a_directive() -> None:
    [directive] = _page("> ```{game} quoted\n> :record: games/q.game\n> ```\n").directives
    assert (directive.name, directive.options, directive.option_lines) == (
        "game",
        {"record": "games/q.game"},
        {"record": 2},
    )


def test_yaml_options_are_read_as_yaml() -> None:
    page = _page(
        "```{position} crescent-example\n"
        "---\n"
        'after-move: "3"\n'
        "caption: |\n"
        "  Move 3: the four of spades\n"
        "  goes home.\n"
        "---\n"
        "```\n"
    )
    [directive] = page.directives
    assert directive.options == {
        "after-move": "3",
        "caption": "Move 3: the four of spades\ngoes home.",
    }
    assert directive.option_lines == {"after-move": 3, "caption": 4}


def test_a_comment_inside_a_directive_is_not_prose() -> None:
    assert _prose(":::{note}\n% 52 cards: a note to the writers\nThe body.\n:::\n") == [
        (3, "The body.")
    ]


def test_html_comments_and_indented_code_are_not_prose() -> None:
    text = "Text.\n\n<!-- 52 cards, hidden -->\n\n    13 cards of code\n\nEnd.\n"
    assert _prose(text) == [(1, "Text."), (7, "End.")]


def test_fences_nest_with_any_number_of_backticks_or_colons() -> None:
    page = _page(
        "`````{note}\n"
        "````{note}\n"
        "```{assert} a\n"
        "move 1 is wrap\n"
        "```\n"
        "````\n"
        "`````\n"
        "\n"
        "::::{note}\n"
        ":::{assert} b\n"
        "move 2 is wrap\n"
        ":::\n"
        "::::\n"
    )
    asserts = [(d.argument, d.line, d.content) for d in page.directives if d.name == "assert"]
    assert asserts == [("a", 3, [(4, "move 1 is wrap")]), ("b", 10, [(11, "move 2 is wrap")])]


def test_a_code_block_holds_no_directive() -> None:
    page = _page("````markdown\n```{assert} a\nmove 1 is wrap\n```\n````\n")
    assert page.directives == [] and page.paragraphs == []


def test_front_matter_is_not_prose_and_comments_are_notes() -> None:
    page = _page(
        "---\ntitle: 12 cards\n---\n# Title\n\n% numbers-as-written: the algorithm's constants\n"
    )
    assert [(p.line, p.text) for p in page.paragraphs] == [(4, "Title")]
    assert page.notes == {"numbers-as-written": (6, "the algorithm's constants")}


def test_paragraph_lines_are_exact_in_lists_tables_and_definitions() -> None:
    text = (
        "Intro line one\n"
        "line two.\n"
        "\n"
        "| a | b |\n"
        "|---|---|\n"
        "| {card}`A♠` | c |\n"
        "\n"
        "Term\n"
        ": The definition\n"
        "  of the term.\n"
    )
    paragraphs = _page(text).paragraphs
    assert [(p.line, p.text) for p in paragraphs] == [
        (1, "Intro line one\nline two."),
        (4, "a"),
        (4, "b"),
        (6, "{card}`A♠`"),
        (6, "c"),
        (8, "Term"),
        (9, "The definition\nof the term."),
    ]
    assert paragraphs[-1].line_at(paragraphs[-1].text.index("term")) == 10


def test_a_role_after_an_escaped_backtick_is_a_role() -> None:
    text = r"An escaped \` then {card}`A♠`."
    assert [(r.name, r.target) for r in roles(text)] == [("card", "A♠")]
    assert literals(text) == []


def test_a_code_span_is_not_a_role_and_a_role_is_found_in_any_inline_context() -> None:
    text = "`` {card}`K♠` `` and *{card}`A♠`* and [{card}`2♠`](page.md)"
    assert [(r.name, r.target) for r in roles(text)] == [("card", "A♠"), ("card", "2♠")]
    assert [c.text for c in literals(text)] == ["{card}`K♠`"]
    found = roles(text)
    assert [text[r.start : r.end] for r in found] == ["{card}`A♠`", "{card}`2♠`"]


def test_a_link_target_is_an_address_and_its_words_are_prose() -> None:
    text = 'See [rule 7](rules-2.md "page 2") and ![the 3 piles](piles-3.png), not `[x](4.md)`.'
    assert [(link.target, text[link.address : link.end]) for link in links(text)] == [
        ("rules-2.md", '](rules-2.md "page 2")'),
        ("piles-3.png", "](piles-3.png)"),
    ]
    # the words of a link are prose: their numbers are read; its target and title are not
    assert [number for number, _, _ in unbacked_numbers(text)] == ["7", "3"]
    assert len(prose_only(text)) == len(text)


def test_a_link_target_changed_in_a_translation_is_reported_but_not_one_in_a_code_span() -> None:
    source = "See [the codes](codes.md) and `[x](a.md)`."
    moved = Text("x.po", "fr", "Voir [les codes](codes.fr.md) et `[x](b.md)`.", source, 1)
    assert [p.message for p in check_literals(moved, Locale("fr"))] == [
        "(codes.md) of the source is missing from the translation",
        "`[x](a.md)` of the source is missing from the translation",
        "(codes.fr.md) is not in the source: copy literals and link targets from the source unchanged",
        "`[x](b.md)` is not in the source: copy literals and link targets from the source unchanged",
    ]


def test_a_card_example_is_read_between_the_roles_myst_finds() -> None:
    """CR-6: a {card} example in a code span shows the syntax; it is not an example."""
    assert cards_on_cards("`{card}`8♥` onto {card}`9♠`` shows the syntax.") == []
    [example] = cards_on_cards("So {card}`8♥` may go onto the {card}`9♥`, or on {card}`7♥`.")
    assert (example.moved, example.under, example.start) == ("8♥", ("9♥", "7♥"), 3)


# -- through the check command, on a copy of the site ----------------------------------------


@pytest.fixture
def site(tmp_path: Path) -> Path:
    root = tmp_path / "site"
    shutil.copytree(REPO / "docs", root / "docs", ignore=shutil.ignore_patterns("_build"))
    (root / "locales").mkdir()
    shutil.copy(REPO / "conf.py", root / "conf.py")
    return root


def _add(root: Path, block: str) -> int:
    page = root / "docs" / "crescent.md"
    text = page.read_text(encoding="utf-8")
    page.write_text(text + "\n" + block, encoding="utf-8")
    return text.count("\n") + 2


def _found(root: Path) -> set[tuple[int, str]]:
    return {
        (p.line, p.check)
        for p in check(root, [root / "docs" / "crescent.md"], languages=["en"])
        if p.file == "docs/crescent.md"
    }


def test_cr_a_false_assertion_in_a_list_item_is_reported_at_its_line(site: Path) -> None:
    before = _found(site)
    line = _add(
        site, "- An example.\n\n    ```{assert} crescent-example\n    move 1 is wrap\n    ```\n"
    )
    assert _found(site) - before == {(line + 3, "game-assert")}


def test_a_role_after_an_escaped_backtick_is_checked(site: Path) -> None:
    before = _found(site)
    line = _add(site, "An escaped \\` then {move}`no-such-game 1`.\n")
    assert _found(site) - before == {(line, "game-ref")}


def test_numbers_in_comments_and_code_are_not_unbacked(site: Path) -> None:
    before = _found(site)
    _add(
        site,
        ":::{note}\n% 52 cards: a note to the writers\n{card}`A♠`\n:::\n\n"
        "<!-- 104 cards -->\n\n    13 cards in a code block\n",
    )
    assert _found(site) - before == set()


def test_a_message_left_only_in_a_code_block_is_stale(tmp_path: Path) -> None:
    """Sphinx takes no message from code: text moved into a code block is no longer translated."""
    root = tmp_path / "site"
    shutil.copytree(REPO / "docs", root / "docs", ignore=shutil.ignore_patterns("_build"))
    shutil.copytree(REPO / "locales", root / "locales")
    shutil.copy(REPO / "conf.py", root / "conf.py")
    po = root / "locales" / "fr" / "LC_MESSAGES" / "freecell.po"
    page = root / "docs" / "freecell.md"
    catalog = read_catalog(po)
    text = page.read_text(encoding="utf-8")
    paragraph = next(
        m for m in catalog.messages if f"\n\n{m.msgid}\n\n" in text and "`" not in m.msgid
    )
    page.write_text(
        text.replace(f"\n\n{paragraph.msgid}\n\n", f"\n\n```text\n{paragraph.msgid}\n```\n\n", 1),
        encoding="utf-8",
    )
    found = [
        (p.line, p.check)
        for p in check(root, [po], languages=["fr"], games=False, source_pages=False)
        if p.check == "stale"
    ]
    assert found == [(paragraph.line, "stale")]


def test_the_domain_s_names_read_as_the_short_ones():
    """``{sol:card}`` and ```` ```{sol:position} ```` are the same roles and directives to the
    checks as ``{card}`` and ```` ```{position} ````."""
    assert [role.name for role in roles("{sol:card}`A♠` and {card}`K♠`")] == ["card", "card"]
    page = parse_page(
        "```{sol:game} g\nCR1-N-AAAAAAB\n```\n\n```{sol:position} g\n:start:\n```\n", "index.md"
    )
    assert [(d.name, d.argument) for d in page.directives] == [("game", "g"), ("position", "g")]
