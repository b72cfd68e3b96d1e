"""Property tests on the parsers of user input: any text gives a result or the
project's own located error, never another exception (a traceback for the user).

Each parser gets arbitrary text and text built from its own vocabulary (codes,
places, cards, keywords), so that the search reaches past the first check.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.catalogs import CatalogError, parse_catalog, read_catalog
from generator.codes import GameCode, GameCodeError
from generator.conditions import ConditionError, parse_conditions
from generator.crescent.notation import parse_crescent
from generator.find import ConditionError as FindConditionError
from generator.find import parse_condition
from generator.freecell.notation import parse_freecell
from generator.notation import NotationError
from generator.record import RecordError, parse_record
from generator.replay import ReplayError, replay

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _made_of(
    vocabulary: list[str], separators: tuple[str, ...] = (" ", "", "\n", "-", ":")
) -> st.SearchStrategy[str]:
    """Text joined from words of the vocabulary, arbitrary text and separators."""
    word = st.one_of(st.sampled_from(vocabulary), st.text(max_size=6))
    return st.lists(st.tuples(word, st.sampled_from(separators)), max_size=12).map(
        lambda parts: "".join(w + s for w, s in parts)
    )


CODES = ["CR1", "FC1", "N", "C4", "C2", "AAAAAAB", "ZZZZZZZ", "aaaaakh", "CR", "FC", "-", "0", "9"]
MOVES = [
    "1",
    "10",
    "16",
    "AS",
    "KH",
    "KD",
    "a",
    "b",
    "h",
    "v2",
    "13",
    "3a",
    "a5",
    "hs5",
    "[",
    "]",
    "A♠",
    "Q♥",
    "10♦",
    "-",
    "R",
    "1h",
    "43",
]
RECORD = [
    "CR1-N-AAAAAAS",
    "FC1-C4-AAAAAKH",
    "1.",
    "2.",
    "9-AD[2♦]",
    "10-KH[Q♥]",
    "R",
    "#",
    "3a",
    "a5",
    "13v2",
    "hs5",
    "\ufeff",
]
CONDITIONS = [
    "move",
    "first:wrap",
    "after-move",
    "before-move",
    "before-redeal",
    "after-redeal",
    "10",
    "2",
    ":",
    "is",
    "wrap",
    "f2f",
    "and",
    "not",
    "top",
    "pile",
    "count",
    "==",
    ">=",
    "<",
    "!=",
    "K♠",
    "A♠",
    "empty-cells",
    "empty-columns",
    "capacity",
    "14",
    "#",
    "first-where=empty-cells:4",
]
FEATURES = [
    "empty-cells",
    "empty-columns",
    "capacity-onto-column",
    "wrap",
    "from-foundation",
    "full-piles",
    "won",
    "not",
    "pile",
    "top",
    "is",
    "empty",
    "K♠",
    "redeal",
    "moves",
    ">=",
    "<=",
    "=",
    "!=",
    ">",
    "<",
    "and",
    "4",
    "1",
    "-1",
    "99999999999999999999",
]
CATALOG = [
    'msgid ""',
    'msgstr ""',
    '"Language: fr\\n"',
    'msgid "a"',
    'msgstr "b"',
    'msgstr[0] "x"',
    'msgid_plural "as"',
    'msgctxt "c"',
    "#, fuzzy",
    '#~ msgid "o"',
    '#~ msgstr "p"',
    '#| msgid "q"',
    "#: f.md:1",
    '"',
    '\\"',
    "\\",
    '"\\n"',
]


@SETTINGS
@given(st.one_of(st.text(), _made_of(CODES, ("-", "", " "))))
def test_game_codes_parse_or_say_why(text: str) -> None:
    try:
        code = GameCode.parse(text)
    except GameCodeError:
        return
    assert GameCode.parse(str(code)) == code  # a code read is a code written back


@SETTINGS
@given(st.one_of(st.text(), _made_of(MOVES, ("", "-", " "))))
def test_moves_parse_or_say_why(text: str) -> None:
    for parse in (parse_crescent, parse_freecell):
        try:
            parse(text)
        except NotationError:
            pass


@SETTINGS
@given(st.one_of(st.text(), _made_of(RECORD, (" ", "\n", "\r\n", ""))))
def test_records_parse_and_replay_or_say_where(text: str) -> None:
    try:
        record = parse_record(text, "x.game")
    except RecordError as error:
        assert str(error).startswith("x.game:")
        return
    try:
        replay(record)
    except ReplayError as error:
        assert str(error).startswith("x.game:")


@SETTINGS
@given(st.one_of(st.text(), _made_of(CONDITIONS, (" ", "", ":", "="))))
def test_page_conditions_parse_or_say_why(text: str) -> None:
    try:
        parse_conditions(text)
    except ConditionError:
        pass


@SETTINGS
@given(
    st.one_of(st.text(), _made_of(FEATURES, (" ", "", " and "))),
    st.sampled_from(["crescent", "freecell"]),
)
def test_finder_conditions_parse_or_say_why(text: str, game: str) -> None:
    try:
        parse_condition(text, game)
    except FindConditionError:
        pass


@SETTINGS
@given(st.one_of(st.text(), _made_of(CATALOG, ("\n", "\n\n", " ", ""))))
def test_catalogs_parse_or_say_where(text: str) -> None:
    try:
        parse_catalog(text, "x.po")
    except CatalogError as error:
        assert error.path == "x.po" and error.line >= 1


@SETTINGS
@given(
    st.one_of(st.binary(max_size=200), _made_of(CATALOG, ("\n", "\n\n", " ", "")).map(str.encode))
)
def test_catalog_files_read_for_a_refresh_or_say_where(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "x.po"
        path.write_bytes(data)
        try:
            read_catalog(path).babel()
        except CatalogError as error:
            assert error.line >= 1 and str(error).startswith(str(path))
