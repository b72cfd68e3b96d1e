"""Deals: FC1 = Microsoft FreeCell deals, CR1 = the project's own algorithm (CR-1, CR-2, FC-1)."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pysol_cards.cards import CardRenderer
from pysol_cards.deal_game import Game as PysolGame
from pysol_cards.random_base import RandomBase

from generator.cards import DECK, Card, Rank
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.crescent.deal import CRESCENT_START_ORDER, CRESCENT_TAG, SplitMix64, crescent_deal
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.freecell.deal import microsoft_deal

# Full piles, bottom to top, of CR1 deals: the test vectors the game-code page
# publishes, so that another implementation can check itself.  They were
# produced by this implementation; the generator under them is checked against
# SplitMix64's published outputs below, and the rest of the algorithm is fixed
# by these vectors: any change to it breaks old codes.
CRESCENT_VECTORS = {
    1: (
        "6D AC 7D 5C AS 8H",
        "6C 3D KD 10H QC 10S",
        "9H JC 7H QH 2D 5C",
        "3C QS 9C QD 9S AH",
        "2S 4C 5S 5D KC 7H",
        "JH 6C 3H 4D JD 8S",
        "4C KS 3C 8H 8D 4H",
        "8C 8D 10C JH 9H QS",
        "QH JC 4S JS 10C 10D",
        "5D 9D 5H 9D 6D QD",
        "4D 7C 4H 5H QC 8S",
        "7D 6H 9C 7C 6S 2C",
        "AD KH 2S 2H 2D 2H",
        "10H JD 6S 7S 3D 5S",
        "10S 2C 6H 3H 10D JS",
        "3S 7S 8C 9S 4S 3S",
    ),
    2: (
        "6H 5S 6H 3C 2D 9D",
        "8C 3D 2S QC 8S 6D",
        "3C 5C 4S QS AD 7C",
        "7H 4C 3H 9D 6C JS",
        "4H JC 10H 5S 3H 8H",
        "10C 5D 9H QS 9S QH",
        "KS AH 4D 10H KH JH",
        "9S 2S 4D 4S 10D AC",
        "5C 5H 7H 7S JH 3S",
        "6S QD 6S KC 7D 4C",
        "9C 6C 7D 3S 5H 3D",
        "2D 7C 8H JD 9H 7S",
        "10S QD 2C 8C 2H 2H",
        "QC 8S 6D 8D 5D 10D",
        "JS 9C 2C 10C 10S 4H",
        "8D QH JD JC KD AS",
    ),
    267: (
        "AD 7D 4H KH 3D 10H",
        "8C 9D QH 9H 2C 3C",
        "3D 10D QS 7S QC AS",
        "QD 10S 4C KS 4S 10H",
        "3S 3H 6S 9C 7D AH",
        "7S 4H 6C JD 6S 7C",
        "JD 6H 5D 9S 5S JS",
        "5C 8C 2D 10C 4S JC",
        "8D 5H KD 2S 2H AC",
        "8H 8D 7C QC 9C JH",
        "6D 3C 2C 6D QS 7H",
        "5C QD 4D KC 5D 6H",
        "4D JS 9S 9D 9H 3H",
        "JH 3S 2D 7H QH 10S",
        "5H 6C 8H 8S 5S JC",
        "2S 8S 10D 2H 10C 4C",
    ),
    8031810175: (
        "8C 7H 2H 9C 10S 6C",
        "3C 7C 4C 2D 4H 2H",
        "KC QH 10H 10C 8D 10C",
        "5S QC 3S 6S 7S 7C",
        "7S 4D AH QS 6C 9H",
        "3S 5D AD JD 2S QS",
        "KS 2C 2S 6D 5H 9D",
        "8S 6H 10D 8S 3D AC",
        "6H JD 7D 8D JS 6D",
        "JS 3C 5C QC JC 4C",
        "KH 5D 6S 3D 8H 5S",
        "QD 2D 4S 8C JH 9D",
        "7D 4S 7H 4H 3H 5H",
        "9S JC 10D QD 2C JH",
        "5C 9C 3H QH 10S 10H",
        "9H 9S 4D 8H KD AS",
    ),
}


def pysol_columns(number):
    """Microsoft deal #number from the independent pysol-cards package."""
    layout = PysolGame("freecell", number, RandomBase.DEALS_MS).calc_layout_string(
        CardRenderer(True)
    )
    return tuple(tuple(Card.parse(text) for text in line.split()) for line in layout.splitlines())


@pytest.mark.parametrize(
    "number", [1, 2, 3, 164, 267, 617, 1941, 11982, 31465, 32000, 32001, 1_000_000, 2**31 - 1]
)
def test_fc17_freecell_deals_are_microsoft_deals(number):
    """FC-17: FC1 deal N is Microsoft deal #N, as pysol-cards deals it."""
    assert microsoft_deal(number) == pysol_columns(number)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 2**31 - 1))
def test_fc17_any_freecell_deal_matches_pysol(number):
    """FC-17 for any deal number the algorithm defines."""
    assert microsoft_deal(number) == pysol_columns(number)


def test_fc1_freecell_deal_shape():
    """FC-1, FC-2: one deck in columns of 7,7,7,7,6,6,6,6; empty cells and foundations."""
    position = deal("FC1-C4-AAAAAKH")
    assert isinstance(position, freecell.Position)
    assert tuple(len(c) for c in position.columns) == (7, 7, 7, 7, 6, 6, 6, 6)
    assert sorted(card for column in position.columns for card in column) == sorted(DECK)
    assert position.cells == (None,) * 4
    assert position.foundations == (0, 0, 0, 0)
    assert position.columns == pysol_columns(267)


@pytest.mark.parametrize("variant, cells", [("C4", 4), ("C2", 2), ("C1", 1)])
def test_fc13_variant_sets_cells(variant, cells):
    """FC-13: the code's variant decides how many cells the deal has; the cards do not change."""
    position = deal(GameCode.parse(f"FC1-{variant}-AAAAAAB"))
    assert position.cells == (None,) * cells
    assert position.columns == microsoft_deal(1)


def test_splitmix64_reference_outputs():
    """The generator is SplitMix64: the outputs published with Vigna's reference code."""
    generator = SplitMix64(0)
    assert generator.next() == 0xE220A8397B1DCDAF
    generator = SplitMix64(1234567)
    assert [generator.next() for _ in range(3)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
    ]


def test_bounded_draw_is_in_range_and_rejects_the_biased_tail():
    generator = SplitMix64(CRESCENT_TAG)
    assert all(0 <= generator.below(n) < n for n in range(1, 200))

    class Scripted(SplitMix64):
        __slots__ = ("values",)
        values: list[int]

        def next(self):
            return self.values.pop(0)

    scripted = Scripted(0)
    # For n = 3, 2**64 mod 3 = 1, so the single value 2**64 - 1 is rejected.
    scripted.values = [2**64 - 1, 7]
    assert scripted.below(3) == 1
    assert scripted.values == []


def test_cr2_start_order():
    """CR-2: 96 cards, the two decks less one ace and one king of each suit."""
    assert len(CRESCENT_START_ORDER) == 96
    counts = Counter(CRESCENT_START_ORDER)
    for card in DECK:
        expected = 1 if card.rank in (Rank.ACE, Rank.KING) else 2
        assert counts[card] == expected, card
    assert [c.ascii() for c in CRESCENT_START_ORDER[:3]] == ["2S", "3S", "4S"]
    assert [c.ascii() for c in CRESCENT_START_ORDER[43:46]] == ["QC", "AS", "2S"]


@pytest.mark.parametrize("number", sorted(CRESCENT_VECTORS))
def test_cr24_crescent_test_vectors(number):
    """CR-24: a Crescent code deals the same piles again exactly."""
    expected = tuple(
        tuple(Card.parse(text) for text in pile.split()) for pile in CRESCENT_VECTORS[number]
    )
    assert crescent_deal(number) == expected
    assert deal(GameCode.of("crescent", number)).piles == expected


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 26**7 - 1))
def test_cr1_cr2_every_crescent_deal_holds_the_two_decks(number):
    """CR-1, CR-2: 16 piles of 6 and 8 foundation bases: every card twice, 104 in all."""
    position = deal(GameCode.of("crescent", number))
    assert isinstance(position, crescent.Position)
    assert [len(pile) for pile in position.piles] == [6] * 16
    assert position.foundations == (1,) * 8
    assert position.redeals_left == 3
    assert position.card_count() == 104
    cards = Counter(card for pile in position.piles for card in pile)
    cards.update(foundation.base for foundation in crescent.FOUNDATIONS)
    assert cards == Counter(dict.fromkeys(DECK, 2))


def test_crescent_deals_differ():
    assert len({crescent_deal(n) for n in range(1, 60)}) == 59


def test_deal_accepts_code_text_and_refuses_bad_codes():
    assert deal("CR1-N-AAAAAAB") == deal(GameCode.of("crescent", 1))
    with pytest.raises(ValueError, match="bad game code 'CR1-N-AAAAAAA'"):
        deal("CR1-N-AAAAAAA")
