"""Cards: suits, ranks, the 52 interned cards and their notation (CR-1, FC-1, FC-4, FC-8)."""

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.cards import DECK, Card, CardSyntaxError, Color, Rank, Suit


def test_deck_has_52_distinct_cards_in_foundation_order():
    """FC-1: one deck of 52 cards, no jokers; ♠ ♥ ♦ ♣ as the foundations are laid out."""
    assert len(DECK) == len(set(DECK)) == 52
    assert [card.index for card in DECK] == list(range(52))
    assert [str(card) for card in DECK[:2]] + [str(DECK[-1])] == ["A♠", "2♠", "K♣"]


def test_cards_are_interned_and_immutable():
    """CR-1: the two copies of a card are the same value, and the same object."""
    assert Card(Rank.ACE, Suit.SPADES) is Card.parse("AS") is Card.parse("a♠")
    assert Card(1, Suit.SPADES) is Card(Rank.ACE, Suit.SPADES)
    with pytest.raises(AttributeError):
        Card.parse("AS").rank = Rank.KING
    card = Card.parse("QH")
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.deepcopy(card) is card
    with pytest.raises(CardSyntaxError):
        Card(14, Suit.SPADES)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("A♠", "A♠"),
        ("AS", "A♠"),
        ("as", "A♠"),
        ("10h", "10♥"),
        ("Td", "10♦"),
        ("t♦", "10♦"),
        ("Q♣", "Q♣"),
        ("K♥️", "K♥"),
        ("2♡", "2♥"),
        (" J♤ ", "J♠"),
        ("1C", "A♣"),
    ],
)
def test_parse_forms(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "A", "X♠", "11♠", "AX", "0S", "A♠♠", "10"])
def test_parse_errors_name_the_input(text):
    with pytest.raises(CardSyntaxError) as caught:
        Card.parse(text)
    assert repr(text) in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_ascii_and_symbols():
    card = Card.parse("10♣")
    assert card.ascii() == "10C" and str(card) == "10♣" and eval(repr(card)) is card
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]
    assert [r.symbol for r in Rank] == [
        "A",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
    ]


def test_fc4_colours():
    """FC-4: hearts and diamonds are red, spades and clubs black."""
    assert [s.color for s in Suit] == [Color.BLACK, Color.RED, Color.RED, Color.BLACK]
    assert Card.parse("7H").color is Color.RED


def test_fc8_rank_order():
    """FC-8: ace lowest, then 2 … 10, jack, queen, king."""
    assert sorted(Rank) == [
        Rank.ACE,
        *[Rank(n) for n in range(2, 11)],
        Rank.JACK,
        Rank.QUEEN,
        Rank.KING,
    ]
    assert Rank.ACE < Rank.TWO and Rank.QUEEN < Rank.KING


@given(st.sampled_from(DECK), st.booleans())
def test_round_trip(card, ascii_form):
    """Parse and format round-trip, in both the symbol and the ASCII form."""
    text = card.ascii() if ascii_form else str(card)
    assert Card.parse(text) is card
    assert Card.parse(text.lower()) is card
