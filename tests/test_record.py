"""Game records: code, moves, comments, labels; errors name file, line and move."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.cards import DECK, Card, Suit
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.crescent.engine import REDEAL
from generator.freecell import engine as freecell
from generator.record import (
    Record,
    RecordedAction,
    RecordError,
    format_record,
    parse_record,
    read_record,
)

# Strategies as in test_codes and test_notation (pytest's importlib mode keeps
# test modules from importing each other).
codes = st.one_of(
    st.builds(GameCode.of, st.just("crescent"), st.integers(1, 26**7 - 1)),
    st.builds(
        GameCode.of,
        st.just("freecell"),
        st.integers(1, 2**31 - 1),
        st.sampled_from(["C4", "C2", "C1"]),
    ),
)
crescent_places = st.one_of(st.integers(1, 16), st.sampled_from(crescent.FOUNDATIONS))
crescent_actions = st.one_of(
    st.just(REDEAL),
    st.builds(crescent.Move, crescent_places, crescent_places, st.none() | st.sampled_from(DECK)),
)


@st.composite
def freecell_moves(draw):
    source = draw(
        st.one_of(
            st.builds(freecell.Column, st.integers(1, 8)),
            st.builds(freecell.Cell, st.integers(0, 3)),
            st.builds(freecell.FoundationPlace, st.sampled_from(list(Suit))),
        )
    )
    target = draw(
        st.one_of(
            st.builds(freecell.Column, st.integers(1, 8)),
            st.builds(freecell.Cell, st.integers(0, 3)),
            st.just(freecell.FoundationPlace(None)),
        )
    )
    both_columns = isinstance(source, freecell.Column) and isinstance(target, freecell.Column)
    count = draw(st.none() | st.integers(1, 13)) if both_columns else 1
    return freecell.Move(source, target, count, draw(st.none() | st.sampled_from(DECK)))


CRESCENT_TEXT = """\
# A short Crescent game.
CR1-N-AAAAAAB   # the deal
1. 13-4[2♥]  4-AH
3.12-AC      # label glued to its move
R            # a redeal is not a move (CR-18)
4. 8-KS
"""


def test_parse_code_moves_comments_and_labels():
    record = parse_record(CRESCENT_TEXT, path="games/short.game")
    assert record.code == GameCode.of("crescent", 1)
    assert record.path == "games/short.game"
    assert record.code_line == 2
    assert [(a.text, a.line, a.column, a.move_number) for a in record.actions] == [
        ("13-4[2♥]", 3, 4, 1),
        ("4-AH", 3, 14, 2),
        ("12-AC", 4, 3, 3),
        ("R", 5, 1, None),
        ("8-KS", 6, 4, 4),
    ]
    assert record.actions[0].action == crescent.Move(13, 4)
    assert record.actions[0].action.card is Card.parse("2♥")
    assert record.actions[3].action is REDEAL
    assert (record.move_count, record.redeal_count) == (4, 1)


def test_freecell_record():
    record = parse_record("FC1-C2-AAAAAAB\n3a 43 13v2[9♠]  # notes\nhs5\n", path="fc.game")
    assert record.code.variant == "C2"
    assert [a.action for a in record.actions] == [
        freecell.Move(freecell.Column(3), freecell.Cell(0)),
        freecell.Move(freecell.Column(4), freecell.Column(3), None),
        freecell.Move(freecell.Column(1), freecell.Column(3), 2),
        freecell.Move(freecell.FoundationPlace(Suit.SPADES), freecell.Column(5)),
    ]
    assert [a.move_number for a in record.actions] == [1, 2, 3, 4]


def test_byte_order_mark_and_empty_lines():
    record = parse_record("\ufeff\n\n  CR1-N-AAAAAAB\n\n", path="x.game")
    assert record.actions == () and record.code_line == 3


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "",
            "x.game:1: the record is empty: it must start with a game code such as "
            "CR1-N-AAAAAAB or FC1-C4-AAAAAAB",
        ),
        ("# only a comment\n", "x.game:1: the record is empty"),
        (
            "\nCR1-N-AAAAAAA 1-2",
            "x.game:2: bad game code 'CR1-N-AAAAAAA': deal number 0 is out of range",
        ),
        ("13-4", "x.game:1: bad game code '13-4'"),
        (
            "CR1-N-AAAAAAB\n13-4\n4-99",
            "x.game:3: move 2 (4-99): cannot read Crescent move '4-99': no pile 99",
        ),
        (
            "CR1-N-AAAAAAB 1. 13-4 3. 4-AH",
            "x.game:1: move 2 (4-AH): the label says move 3, but this is move 2",
        ),
        (
            "CR1-N-AAAAAAB 13-4 R\n\n2.R",
            "x.game:3: move 2 (R): label 2. stands before 'R', which is not a move",
        ),
        (
            "CR1-N-AAAAAAB 1. 2. 13-4",
            "x.game:1: move 1: label 2. follows label 1. with no move between",
        ),
        (
            "CR1-N-AAAAAAB 13-4\n2.",
            "x.game:2: move 2: label 2. at the end of the record has no move",
        ),
        (
            "FC1-C4-AAAAAAB 3a\n\n  3i",
            "x.game:3: move 2 (3i): cannot read FreeCell move '3i': no cell i",
        ),
        ("FC1-C4-AAAAAAB R", "x.game:1: move 1 (R): cannot read FreeCell move 'R'"),
        ("CR1-N-AAAAAAB 3a", "x.game:1: move 1 (3a): cannot read Crescent move '3a'"),
    ],
)
def test_errors_name_file_line_move_and_reason(text, message):
    with pytest.raises(RecordError) as caught:
        parse_record(text, path="x.game")
    assert str(caught.value).startswith(message)
    assert isinstance(caught.value, ValueError)
    assert caught.value.path == "x.game"


def test_comment_hides_moves_and_labels():
    record = parse_record("CR1-N-AAAAAAB # 1. 17-99 \n13-4 # R", path="x.game")
    assert [a.text for a in record.actions] == ["13-4"]


def test_read_record_from_file(tmp_path):
    path = tmp_path / "short.game"
    path.write_text(CRESCENT_TEXT, encoding="utf-8")
    record = read_record(path)
    assert record.path == str(path)
    assert record == parse_record(CRESCENT_TEXT, path=str(path))


def test_read_record_errors(tmp_path):
    missing = tmp_path / "missing.game"
    with pytest.raises(RecordError) as caught:
        read_record(missing)
    assert str(caught.value) == f"{missing}: cannot read the record: No such file or directory"
    latin = tmp_path / "latin.game"
    latin.write_bytes(b"CR1-N-AAAAAAB\n# caf\xe9\n")
    with pytest.raises(RecordError) as caught:
        read_record(latin)
    assert str(caught.value) == f"{latin}:2: not UTF-8 text (byte 0xe9); save the file as UTF-8"


def test_format_record_is_canonical():
    record = parse_record(CRESCENT_TEXT, path="x.game")
    text = format_record(record)
    assert text == "CR1-N-AAAAAAB\n1. 13-4[2♥] 4-AH 12-AC\nR\n4. 8-KS\n"
    again = parse_record(text, path="x.game")
    assert [a.action for a in again.actions] == [a.action for a in record.actions]


def test_format_record_breaks_long_lines():
    moves = " ".join(["13-4", "4-13"] * 12)
    text = format_record(parse_record("CR1-N-AAAAAAB " + moves), moves_per_line=10)
    lines = text.splitlines()
    assert [line.split()[0] for line in lines[1:]] == ["1.", "11.", "21."]
    assert len(lines[1].split()) == 11


@st.composite
def records(draw):
    code = draw(codes)
    if code.game == "crescent":
        actions = draw(st.lists(crescent_actions, max_size=30))
    else:
        actions = draw(st.lists(freecell_moves(), max_size=30))
    numbered, moves = [], 0
    for action in actions:
        if action is REDEAL:
            numbered.append(RecordedAction(action, 1, 1, "R", None))
        else:
            moves += 1
            numbered.append(RecordedAction(action, 1, 1, "", moves))
    return Record(code, tuple(numbered), "r.game"), draw(st.integers(1, 12))


@given(records())
def test_record_round_trip(drawn):
    """format_record then parse_record gives the same code and actions, cards included."""
    record, per_line = drawn
    text = format_record(record, moves_per_line=per_line)
    back = parse_record(text, path="r.game")
    assert back.code == record.code
    assert [a.action for a in back.actions] == [a.action for a in record.actions]
    assert [getattr(a.action, "card", None) for a in back.actions] == [
        getattr(a.action, "card", None) for a in record.actions
    ]
    assert [a.move_number for a in back.actions] == [a.move_number for a in record.actions]
    assert format_record(back, moves_per_line=per_line) == text


def test_format_record_with_positions_drops_needless_counts():
    """Given the positions, a FreeCell count is written only where 43 would mean another move."""
    from generator.replay import replay

    record = parse_record("FC1-C4-AAAAAAB 3a 32v1 63v1", path="x.game")
    game = replay(record)
    assert format_record(record) == "FC1-C4-AAAAAAB\n1. 3a 32v1 63v1\n"
    text = format_record(record, positions=[s.before for s in game.steps])
    assert text == "FC1-C4-AAAAAAB\n1. 3a 32 63\n"
    assert replay(parse_record(text, path="x.game")).final == game.final
    with pytest.raises(ValueError, match="1 positions for 3 actions"):
        format_record(record, positions=[game.start])
