"""Citations of example games and facts, read once (generator.citations) for the build and the check.

The root ``tests/roots/test-citations`` holds one bad citation of each kind
(roles, positions, assertions).  The Sphinx build and the check command must
each report every one of them, at the same line, with the same words.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator import citations
from generator.check import check
from generator.conditions import ConditionError, Moment

ROOT = Path(__file__).parent / "roots" / "test-citations"

# (a text on the line at fault, build warning subtype, check id, words both must say)
BAD = [
    (
        "{move}`nosuch 1`",
        "game",
        "game-ref",
        "unknown example game 'nosuch' (declared games: cells, short)",
    ),
    ("{move}`short 99`", "role", "game-ref", "there is no move 99: the game has 3 moves"),
    (
        "{move}`short ten`",
        "role",
        "game-ref",
        "write GAME N (move N), GAME first:KIND or GAME redeal=K",
    ),
    ("{move}`short first:jump`", "role", "game-ref", "unknown kind of move 'jump'"),
    ("{move}`short first:wrap`", "role", "game-ref", "the game has no wrap move"),  # CR-7
    ("{move}`short redeal=1`", "role", "game-ref", "there is no redeal 1: the game has 0 redeals"),
    ("{pile}`short during=3 1`", "role", "game-ref", "unknown moment 'during=3'"),
    (
        "{pile}`short start 17`",
        "role",
        "game-ref",
        "no Crescent place '17': use a pile 1-16",
    ),  # CR-3
    (
        "{pile}`short start 1 middle`",
        "role",
        "game-ref",
        "write GAME MOMENT PLACE [cards|top|bottom|count [NOUN]|name]",
    ),
    (
        "{capacity}`cells start sideways`",
        "role",
        "game-ref",
        "write GAME MOMENT onto-column|to-empty-column",
    ),
    (
        "{capacity}`short start onto-column`",
        "role",
        "game-ref",
        "unknown quantity 'capacity-onto-column' for crescent",
    ),
    (
        "{value}`cells start empty-piles`",
        "role",
        "game-ref",
        "unknown quantity 'empty-piles' for freecell",
    ),
    ("{value}`short after-move=50 empty-piles`", "role", "game-ref", "there is no move 50"),
    ("{move}`short`", "role", "game-ref", "write GAME then what to show"),
    ("{card}`X♠`", "role", "role", "not a card: 'X♠'"),
    ("{refusal}`crescent too-far`", "role", "role", "no crescent refusal 'too-far'"),
    ("{suits}`♠ ♥ ♥ ♣`", "role", "role", "name each suit once"),  # FC-2
    ("{rule}`CR7`", "role", "role", "rule ids look like CR-7: a game's prefix (CR, FC)"),
    ("{dealnumber}`CR1-N-A`", "role", "role", "bad game code 'CR1-N-A'"),
    ("{number}`crescent.NOPE`", "role", "role", "unknown constant 'crescent.NOPE'"),
    ("{number}`crescent.REDEALS:letters`", "role", "role", "write NAME, NAME:words or NAME:Words"),
    (
        "{number}`freecell.DEAL_SIZES:words`",
        "role",
        "role",
        "is a list of numbers: it is written in digits only",
    ),
    (
        "{capacity}`cells given=empty-cells:9",
        "role",
        "game-ref",
        "this game has 4 cells: it cannot have 9 empty",
    ),
    # examples of a rule that the engine contradicts: CR-6, FC-4, CR-7
    (
        "{legal}`crescent 8♥ on 9♠`",
        "example",
        "example",
        "crescent 8♥ on 9♠ is refused by the game (not-same-suit: must be the same suit), not legal",
    ),
    (
        "{legal}`freecell 7♥ on 8♥ or 8♠`",
        "example",
        "example",
        "freecell 7♥ on 8♥ is refused by the game (not-opposite-colour",
    ),
    (
        "{refused}`crescent A♥ on K♥ rank-not-adjacent`",
        "example",
        "example",
        "crescent A♥ on K♥ is legal: the game does not refuse it",
    ),
    (
        "{refused}`freecell 7♥ on 8♥ rank-not-one-lower`",
        "example",
        "example",
        "freecell 7♥ on 8♥ is refused for not-opposite-colour, not rank-not-one-lower",
    ),
    ("{refused}`freecell 7♥ on 8♥ too-red`", "example", "example", "no freecell refusal 'too-red'"),
    ("{legal}`crescent 8♥ onto 9♥`", "example", "example", "write GAME CARD on CARD [or CARD…]"),
    ("```{position} nosuch", "game", "game-ref", "unknown example game 'nosuch'"),
    (
        "```{position} short\n:start:\n:final:",
        "position",
        "game-ref",
        "give exactly one of :start:, :final:",
    ),
    (":before-move: ten", "position", "game-ref", "unknown moment 'before-move=ten'"),
    (":after-move: 99", "position", "game-ref", ":after-move: 99: there is no move 99"),
    (
        ":before-redeal: 1",
        "position",
        "game-ref",
        ":before-redeal: 1: there is no redeal 1",
    ),  # CR-16
    (
        ":first-where: empty-piles:9",
        "position",
        "game-ref",
        "no position of the game has empty-piles == 9",
    ),
    (":mark: tenth", "position", "game-ref", ":mark: 'tenth' is not a move"),
    ("mark: first:wrap", "position", "game-ref", ":mark: first:wrap: the game has no wrap move"),
    (
        "move 3 is wrap",
        "assert",
        "game-assert",
        "assertion on 'short' failed: move 3 is wrap is false",
    ),
    ("start: nonsense", "assert", "game-assert", "assertion on 'short': cannot read 'nonsense'"),
]


def line_of(marker: str) -> int:
    """The line where ``marker`` (lines joined by newlines) starts, in the root's page; it must be unique."""
    lines = (ROOT / "index.md").read_text(encoding="utf-8").splitlines()
    parts = marker.split("\n")
    [number] = [
        start + 1
        for start in range(len(lines) - len(parts) + 1)
        if all(part in lines[start + i] for i, part in enumerate(parts))
    ]
    return number


def expected_lines() -> list[int]:
    return sorted(line_of(text) for text, *_ in BAD)


@pytest.mark.sphinx("html", testroot="citations", freshenv=True)
def test_every_bad_citation_is_caught_by_the_build_and_the_check_at_the_same_line(app):
    app.build()
    text = re.sub(r"\x1b\[[0-9;]*m", "", app.warning.getvalue())
    built = {
        int(m.group(1)): (m.group(3), m.group(2))
        for m in re.finditer(r"index\.md:(\d+): WARNING: (.*) \[generator\.(\w+)\]", text)
    }
    assert len(built) == len(re.findall("WARNING", text)), (
        text
    )  # one warning a line, each located and typed
    checked = {
        p.line: (p.check, p.message)
        for p in check(app.srcdir, docs=app.srcdir)
        if p.file == "index.md"
    }
    assert sorted(built) == sorted(checked) == expected_lines()
    for marker, subtype, check_id, words in BAD:
        line = line_of(marker)
        assert built[line][0] == subtype, (marker, built[line])
        assert checked[line][0] == check_id, (marker, checked[line])
        assert words in built[line][1], (marker, built[line])
        assert built[line][1] == checked[line][1], marker  # the same words in both


@pytest.mark.sphinx("html", testroot="game", freshenv=True)
def test_the_good_citations_of_a_site_build_and_check_clean(app):
    app.build()
    assert "WARNING" not in app.warning.getvalue()
    assert [
        str(p) for p in check(app.srcdir, docs=app.srcdir) if p.check.startswith(("game", "role"))
    ] == []


def test_the_check_command_reads_citations_without_sphinx() -> None:
    """One reader for both, and it needs only the engine and the page parser: the check stays
    fast.  Pages are parsed with myst-parser's markdown-it parser and its directive
    option reader, with conf.py's settings as Sphinx evaluates them, but no Sphinx
    application, builder, environment or docutils rendering is loaded."""
    code = (
        "import sys; from generator.check import check; check(sys.argv[1]);"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sphinx', 'docutils', 'myst_parser')))"
    )
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run(
        [sys.executable, "-c", code, str(root)], capture_output=True, text=True, check=True
    )
    loaded = ast.literal_eval(out.stdout.strip())
    machinery = (
        "sphinx.application",
        "sphinx.builders",
        "sphinx.environment",
        "sphinx.ext",
        "sphinx.transforms",
        "myst_parser.sphinx_ext",
        "myst_parser.mdit_to_docutils",
        "docutils.writers",
    )
    assert [m for m in loaded if m.startswith(machinery)] == []
    assert "myst_parser.parsers.mdit" in loaded  # the build's parser, not a reader of our own


def test_game_citations_read_their_target_and_find_the_fact() -> None:
    from generator.record import parse_record
    from generator.replay import replay

    game = replay(parse_record("CR1-N-AAAAAAB\n8-KS[Q♠] 10-KD[Q♦] 1-5[8♥]\nR\n", path="short.game"))
    move = citations.game_citation("move", "short 3")
    assert move.fact(game).move_number == 3
    assert citations.game_citation("move", "short redeal=1").fact(game).redeal_number == 1  # CR-16
    top = citations.game_citation("pile", "short start 1 top").fact(game)
    assert top == game.start.pile(1)[-1:]
    assert (
        citations.game_citation("pile", "short start 1 count").fact(game) == 6
    )  # CR-2: six cards a pile
    assert (
        citations.game_citation("value", "short after-redeal=1 redeals-left").fact(game) == 2
    )  # CR-17
    with pytest.raises(ConditionError, match="there is no move 4: the game has 3 moves"):
        citations.game_citation("move", "short 4").fact(game)


def test_citations_name_the_games_facts() -> None:
    from generator.crescent import engine as crescent
    from generator.freecell import engine as freecell
    from generator.units import Unit

    assert citations.refusal("crescent pile-full") is crescent.Refusal.PILE_FULL
    assert citations.refusal(" freecell cell-occupied ") is freecell.Refusal.CELL_OCCUPIED
    assert citations.constant("crescent.REDEALS:words") == citations.Constant(
        "crescent.REDEALS", 3, "words"
    )  # CR-17
    noun = citations.constant("crescent.REDEALS:words redeals").noun
    assert noun is not None and noun.unit is Unit.REDEAL
    assert citations.quotes_refusal("Refused: {refusal}`crescent pile-full`.", "pile-full")
    assert citations.survey("crescent seconds seconds").name == "crescent"


def test_a_usage_message_gives_an_example_of_the_games() -> None:
    """The examples in the messages come from the registry: the first game's constant and
    quantity, which read as they are."""
    with pytest.raises(citations.CitationError, match=r", e\.g\. crescent\.DECKS$"):
        citations.constant("crescent.DECKS piles more")
    assert citations.constant("crescent.DECKS").value == 2  # CR-1
    with pytest.raises(citations.CitationError) as caught:
        citations.game_citation("value", "short start")
    assert str(caught.value) == (
        "write GAME MOMENT QUANTITY [NOUN], e.g. example after-move=5 empty-piles"
    )
    assert citations.game_citation("value", "example after-move=5 empty-piles").subject == (
        "empty-piles"
    )


def test_position_options_name_the_option_at_fault() -> None:
    citation = citations.PositionCitation.from_options(
        {"after-move": " 2 ", "mark": "2", "fan": None}
    )
    assert citation == citations.PositionCitation(Moment("after-move", 2), 2)
    with pytest.raises(citations.CitationError) as caught:
        citations.PositionCitation.from_options({"start": None, "mark": "x"})
    assert caught.value.option == "mark"
    with pytest.raises(citations.CitationError) as caught:
        citations.PositionCitation.from_options({"start": "", "final": ""})
    assert caught.value.option is None


def test_a_mark_frames_only_a_card_that_moves() -> None:
    """``:mark: N`` where move N is played from the position shown, or where it left its
    source empty; elsewhere its frames would hold a card that did not move."""
    from generator.record import parse_record
    from generator.replay import replay

    record = "FC1-C4-AAAAAAB\n1. 5a 5b 5c 5d 5h b2 8b a8 7a b7\n11. 58\n"
    game = replay(parse_record(record, path="club.game"))

    def mark(**options: str):
        return citations.PositionCitation.from_options(options).mark_step(game)

    assert (
        mark(**{"before-move": "6", "mark": "6"}).action
        == mark(**{"after-move": "5", "mark": "6"}).action
    )  # the same position: where move 6 is played from
    assert mark(**{"after-move": "11", "mark": "11"})  # 58 left column 5 empty
    assert mark(**{"after-move": "8", "mark": "8"})  # a8 left cell a empty
    with pytest.raises(citations.CitationError, match="source still holds a card") as caught:
        mark(**{"after-move": "7", "mark": "7"})  # 8b: column 8 keeps its other cards
    assert caught.value.option == "mark"
    with pytest.raises(citations.CitationError, match="not played from the position shown"):
        mark(**{"after-move": "6", "mark": "3"})
