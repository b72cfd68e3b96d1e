"""Move notation: Crescent moves and redeal, FreeCell standard notation."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.cards import DECK, Card, Suit
from generator.crescent import engine as crescent
from generator.crescent.engine import FOUNDATIONS, REDEAL
from generator.crescent.notation import format_crescent, parse_crescent
from generator.freecell import engine as freecell
from generator.freecell.engine import Cell, Column, FoundationPlace
from generator.freecell.notation import format_freecell, parse_freecell
from generator.notation import NotationError

AS, AH, AD, AC, KS, KH, KD, KC = FOUNDATIONS


# -- Crescent -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, source, target, card",
    [
        ("10-14", 10, 14, None),
        ("10-14[A♠]", 10, 14, "A♠"),
        ("10-14[AS]", 10, 14, "A♠"),
        ("3-AH[2♥]", 3, AH, "2♥"),
        ("3-A♥", 3, AH, None),
        ("3-ah", 3, AH, None),
        ("KS-AS[7♠]", KS, AS, "7♠"),
        ("k♣-16", KC, 16, None),
        (" 1-16 ", 1, 16, None),
        ("16-KD[Td]", 16, KD, "10♦"),
    ],
)
def test_crescent_moves(text, source, target, card):
    """CR-5, CR-11, CR-12, CR-14: piles 1–16, AS…AC ascending and KS…KC descending foundations."""
    move = parse_crescent(text)
    assert isinstance(move, crescent.Move)
    assert (move.source, move.target) == (source, target)
    assert move.card is (Card.parse(card) if card else None)


@pytest.mark.parametrize("text", ["R", "r", "redeal", "REDEAL", " R "])
def test_crescent_redeal(text):
    """CR-16: the redeal is written R (or redeal)."""
    assert parse_crescent(text) is REDEAL


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "write SOURCE-TARGET"),
        ("10", "write SOURCE-TARGET"),
        ("10-", "write SOURCE-TARGET"),
        ("1-2-3", "write SOURCE-TARGET"),
        ("17-1", "no pile 17 (piles are 1 to 16)"),
        ("0-1", "no pile 0"),
        ("1-2S", "'2S' is not a foundation"),
        ("1-XY", "'XY' is not a place"),
        ("1-²", "'²' is not a place"),
        ("1-2[ZZ]", "not a card: 'ZZ'"),
        ("1-2[A♠", "brackets must hold one card at the end"),
        ("1-2[A♠]x", "brackets must hold one card at the end"),
    ],
)
def test_crescent_errors_name_input_and_reason(text, reason):
    with pytest.raises(NotationError) as caught:
        parse_crescent(text)
    assert str(caught.value).startswith(f"cannot read Crescent move {text!r}: ")
    assert reason in str(caught.value)
    assert caught.value.text == text


def test_crescent_format():
    assert format_crescent(crescent.Move(10, 14, Card.parse("A♠"))) == "10-14[A♠]"
    assert format_crescent(crescent.Move(10, 14, Card.parse("A♠")), ascii=True) == "10-14[AS]"
    assert format_crescent(crescent.Move(10, 14, Card.parse("A♠")), card=False) == "10-14"
    assert format_crescent(crescent.Move(KS, AS)) == "KS-AS"
    assert format_crescent(REDEAL) == "R"


crescent_places = st.one_of(st.integers(1, 16), st.sampled_from(FOUNDATIONS))
crescent_actions = st.one_of(
    st.just(REDEAL),
    st.builds(crescent.Move, crescent_places, crescent_places, st.none() | st.sampled_from(DECK)),
)


@given(crescent_actions, st.booleans())
def test_crescent_round_trip(action, ascii_form):
    """format then parse gives the same action, card included."""
    text = format_crescent(action, ascii=ascii_form)
    back = parse_crescent(text)
    assert back == action
    if isinstance(action, crescent.Move):
        assert isinstance(back, crescent.Move) and back.card is action.card
    assert format_crescent(back, ascii=ascii_form) == text


@given(st.text(alphabet="0123456789-[]AKSHDC♠♥♦♣TRr xq", max_size=12))
def test_crescent_parse_then_format_is_canonical(text):
    try:
        action = parse_crescent(text)
    except NotationError:
        return
    canonical = format_crescent(action)
    assert parse_crescent(canonical) == action
    assert format_crescent(parse_crescent(canonical)) == canonical


# -- FreeCell -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, source, target, count",
    [
        ("3a", Column(3), Cell(0), 1),
        ("a5", Cell(0), Column(5), 1),
        ("1h", Column(1), FoundationPlace(None), 1),
        ("ah", Cell(0), FoundationPlace(None), 1),
        ("dh", Cell(3), FoundationPlace(None), 1),
        ("43", Column(4), Column(3), None),
        ("13v2", Column(1), Column(3), 2),
        ("13v9", Column(1), Column(3), 9),
        ("13va", Column(1), Column(3), 10),
        ("83vc", Column(8), Column(3), 12),
        ("83VD", Column(8), Column(3), 13),
        ("ab", Cell(0), Cell(1), 1),
        ("hs5", FoundationPlace(Suit.SPADES), Column(5), 1),
        ("hsa", FoundationPlace(Suit.SPADES), Cell(0), 1),
        ("hh1", FoundationPlace(Suit.HEARTS), Column(1), 1),
        ("hdc", FoundationPlace(Suit.DIAMONDS), Cell(2), 1),
        ("h♣8", FoundationPlace(Suit.CLUBS), Column(8), 1),
        ("3A", Column(3), Cell(0), 1),
        ("HS5", FoundationPlace(Suit.SPADES), Column(5), 1),
    ],
)
def test_freecell_standard_notation(text, source, target, count):
    """FC-3 … FC-15: standard notation (3a a5 1h ah 43 13v2) and the app's extensions (ab hs5 hsa)."""
    move = parse_freecell(text)
    assert (move.source, move.target, move.count, move.card) == (source, target, count, None)


def test_freecell_checked_card():
    move = parse_freecell("3a[K♠]")
    assert move.card is Card.parse("KS")
    assert parse_freecell("13v3[9s]").card is Card.parse("9♠")
    assert format_freecell(move) == "3a[K♠]"
    assert format_freecell(move, ascii=True) == "3a[KS]"
    assert format_freecell(move, card=False) == "3a"


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "names a source and a target"),
        ("3", "names a source and a target"),
        ("9a", "no column 9"),
        ("0a", "no column 0"),
        ("3e", "no cell e"),
        ("3z", "no cell z"),
        ("h5", "a move from a foundation names its suit"),
        ("hx5", "a move from a foundation names its suit"),
        ("3a2", "unexpected '2' after the target"),
        ("3av2", "a card count (v2) is only written for column-to-column moves"),
        ("13v", "the count after v is one digit 1 to 9 or a letter a (10) to d (13), not ''"),
        ("13vx", "not 'x'"),
        ("13v0", "not '0'"),
        ("13ve", "not 'e'"),
        ("13v²", "not '²'"),
        ("13v10", "write a count above 9 as one letter, as Freecell Solver does: a = 10"),
        ("83v12", "(vc, not v12)"),
        ("3-a", "unexpected '-'"),
        ("3a[K]", "not a card: 'K'"),
    ],
)
def test_freecell_errors_name_input_and_reason(text, reason):
    with pytest.raises(NotationError) as caught:
        parse_freecell(text)
    assert str(caught.value).startswith(f"cannot read FreeCell move {text!r}: ")
    assert reason in str(caught.value)


def test_freecell_format_counts():
    """43 leaves the count to the position; 43v2 fixes it; 83vc is 12 cards (fc-solve -snx)."""
    plain = freecell.Move(Column(4), Column(3), None)
    assert format_freecell(plain) == "43"
    assert format_freecell(freecell.Move(Column(4), Column(3), 2)) == "43v2"
    assert format_freecell(freecell.Move(Column(4), Column(3), 1)) == "43v1"
    cards = lambda text: tuple(Card.parse(t) for t in text.split())  # noqa: E731
    here = freecell.Position((cards("10♠ 9♥ 8♣"), (), cards("K♠"), cards("10♥")) + ((),) * 4)
    # Column 2 is empty: "12" moves one card, as Freecell Solver reads it; more carry a count.
    assert here.resolve(freecell.Move(Column(1), Column(2), None)).count == 1
    assert format_freecell(freecell.Move(Column(1), Column(2), 1), here) == "12"
    assert format_freecell(freecell.Move(Column(1), Column(2), 3), here) == "12v3"
    # Onto a card only one count can land, so "14" needs no count: the 10♥ 9♠ 8♥ onto the J♣.
    onto = freecell.Position((cards("10♥ 9♠ 8♥"), (), (), cards("J♣")) + ((),) * 4)
    assert onto.resolve(freecell.Move(Column(1), Column(4), None)).count == 3
    assert format_freecell(freecell.Move(Column(1), Column(4), 3), onto) == "14"
    assert format_freecell(freecell.Move(Column(8), Column(3), 12)) == "83vc"
    with pytest.raises(ValueError, match="no run of 14 cards"):
        format_freecell(freecell.Move(Column(8), Column(3), 14))
    with pytest.raises(ValueError, match="only a column-to-column move"):
        format_freecell(freecell.Move(Column(1), Cell(0), 2))
    with pytest.raises(ValueError, match="must name its suit"):
        format_freecell(freecell.Move(FoundationPlace(None), Column(1)))


fc_sources = st.one_of(
    st.builds(Column, st.integers(1, 8)),
    st.builds(Cell, st.integers(0, 3)),
    st.builds(FoundationPlace, st.sampled_from(list(Suit))),
)
fc_targets = st.one_of(
    st.builds(Column, st.integers(1, 8)),
    st.builds(Cell, st.integers(0, 3)),
    st.just(FoundationPlace(None)),
)


@st.composite
def freecell_moves(draw):
    source, target = draw(fc_sources), draw(fc_targets)
    if isinstance(source, Column) and isinstance(target, Column):
        count = draw(st.none() | st.integers(1, 13))
    else:
        count = 1
    return freecell.Move(source, target, count, draw(st.none() | st.sampled_from(DECK)))


@given(freecell_moves(), st.booleans())
def test_freecell_round_trip(move, ascii_form):
    """format then parse gives the same move, count and card included."""
    text = format_freecell(move, ascii=ascii_form)
    back = parse_freecell(text)
    assert back == move and back.card is move.card
    assert format_freecell(back, ascii=ascii_form) == text


@given(st.text(alphabet="0123456789abcdehsv[]AKS♠x ", max_size=8))
def test_freecell_parse_then_format_is_canonical(text):
    try:
        move = parse_freecell(text)
    except NotationError:
        return
    canonical = format_freecell(move)
    assert parse_freecell(canonical) == move
