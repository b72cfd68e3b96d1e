"""FreeCell as the app plays it: one or more tests per rule FC-1 … FC-17 of RULES.md."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.cards import DECK, Card, Suit
from generator.codes import GameCode
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.freecell.engine import (
    Cell,
    Column,
    FoundationPlace,
    Game,
    IllegalMoveError,
    Move,
    Place,
    Refusal,
)

from positions import cards
from positions import freecell_position as position

HOME = FoundationPlace(None)
SPADES, HEARTS, DIAMONDS, CLUBS = (FoundationPlace(s) for s in Suit)


def refused(here, move, reason):
    assert here.refusal(move) is reason
    assert not here.is_legal(move)
    with pytest.raises(IllegalMoveError) as caught:
        here.play(move)
    assert caught.value.reason is reason
    assert isinstance(caught.value, ValueError)


def m(source, target, count=1, card=None):
    """Move from places written as in notation: 3 → Column(3), "a" → Cell(0), "h" → foundation."""

    def place(p):
        if isinstance(p, int):
            return Column(p)
        if p == "h":
            return HOME
        if len(p) == 2 and p[0] == "h":
            return FoundationPlace(Suit.parse(p[1]))
        return Cell("abcd".index(p))

    return Move(place(source), place(target), count, Card.parse(card) if card else None)


# -- set-up -------------------------------------------------------------------------


def test_fc1_one_deck_in_8_columns():
    """FC-1: one 52-card deck, no jokers, face up in columns of 7,7,7,7,6,6,6,6."""
    first = deal("FC1-C4-AAAAAAB")
    assert tuple(len(c) for c in first.columns) == freecell.DEAL_SIZES == (7, 7, 7, 7, 6, 6, 6, 6)
    assert Counter(card for c in first.columns for card in c) == Counter(DECK)
    assert first.card_count() == freecell.CARD_COUNT == 52
    with pytest.raises(ValueError, match="7, 7, 7, 7, 6, 6, 6, 6"):
        freecell.initial_position(first.columns[:7])


def test_fc2_four_empty_cells_and_four_foundations():
    """FC-2: 4 free cells, empty at the start, and one foundation per suit."""
    first = deal("FC1-C4-AAAAAAB")
    assert first.cells == (None, None, None, None)
    assert first.foundations == (0, 0, 0, 0)
    assert [first.foundation_top(s) for s in Suit] == [None] * 4


# -- moves --------------------------------------------------------------------------


def test_fc3_only_the_top_card_or_a_cell_card_moves():
    """FC-3: the card moved is the top card of a column or a card in a cell."""
    here = position({1: "9♠ 5♦ 8♥", 2: "9♣"}, "K♠")
    after = here.play(m(1, 2))
    assert after.column(2) == cards("9♣ 8♥") and after.column(1) == cards("9♠ 5♦")
    refused(here, m(1, 2, card="5♦"), Refusal.NOT_TOP_CARD)
    refused(here, m(1, 2, 2), Refusal.NOT_A_SEQUENCE)  # 5♦ 8♥ is no run
    refused(here, m(3, 2), Refusal.NOTHING_TO_MOVE)
    refused(here, m("b", 2), Refusal.NOTHING_TO_MOVE)
    assert here.play(m("a", 4)).column(4) == cards("K♠")


def test_fc4_opposite_colour_one_rank_lower():
    """FC-4: 7♥ onto 8♠ or 8♣."""
    here = position({1: "7♥", 2: "8♠", 3: "8♣", 4: "8♦", 5: "9♠", 6: "6♣"})
    assert here.play(m(1, 2)).column(2) == cards("8♠ 7♥")
    assert here.play(m(1, 3)).column(3) == cards("8♣ 7♥")
    refused(here, m(1, 4), Refusal.NOT_OPPOSITE_COLOUR)
    refused(here, m(1, 5), Refusal.RANK_NOT_ONE_LOWER)
    refused(here, m(1, 6), Refusal.RANK_NOT_ONE_LOWER)  # one higher is not allowed


def test_fc5_a_cell_holds_any_one_card():
    """FC-5: any card goes into an empty cell; a cell holds one card."""
    here = position({1: "K♥", 2: "Q♣ J♦"}, "5♠")
    after = here.play(m(1, "b"))
    assert after.cells == (Card.parse("5♠"), Card.parse("K♥"), None, None)
    refused(here, m(1, "a"), Refusal.CELL_OCCUPIED)
    refused(here, m(2, "b", 2), Refusal.ONE_CARD_ONLY)


def test_fc6_foundations_build_up_from_the_ace():
    """FC-6: first the ace, then 2, 3 … K of that suit, one card at a time."""
    here = position({1: "2♥", 2: "A♥", 3: "3♦ 2♣ A♦"})
    refused(here, m(1, "h"), Refusal.NOT_NEXT_ON_FOUNDATION)
    after = here.play(m(2, "h")).play(m(1, "h"))
    assert after.foundation_top(Suit.HEARTS) == Card.parse("2♥")
    assert after.foundation_count(Suit.HEARTS) == 2
    refused(here, m(2, "hs"), Refusal.NOT_NEXT_ON_FOUNDATION)  # the A♥ named onto ♠
    assert here.play(m(2, "hh")).foundations == (0, 1, 0, 0)
    refused(position({1: "2♦ A♦"}, foundations={}), m(1, "h", 2), Refusal.NOT_A_SEQUENCE)
    refused(
        position({1: "3♠ 2♦"}, foundations={Suit.DIAMONDS: 1}), m(1, "h", 2), Refusal.ONE_CARD_ONLY
    )


def test_fc7_empty_column_takes_any_card_or_a_run():
    """FC-7: onto an empty column, any card or a whole sequence (FC-9)."""
    here = position({1: "4♣ K♦", 2: "10♠ 9♥ 8♣"}, "J♣")
    assert here.play(m(1, 3)).column(3) == cards("K♦")
    assert here.play(m("a", 3)).column(3) == cards("J♣")
    assert here.play(m(2, 3, 3)).column(3) == cards("10♠ 9♥ 8♣")


def test_fc8_rank_order_ace_low_no_wrap():
    """FC-8: ace lowest, king highest; a king never goes on an ace."""
    here = position({1: "A♥", 2: "2♠", 3: "K♣", 4: "A♦"})
    assert here.play(m(1, 2)).column(2) == cards("2♠ A♥")
    refused(here, m(3, 4), Refusal.RANK_NOT_ONE_LOWER)
    refused(here, m(4, 3), Refusal.RANK_NOT_ONE_LOWER)


# -- sequences ----------------------------------------------------------------------

RUN_11 = "Q♥ J♠ 10♥ 9♠ 8♥ 7♠ 6♥ 5♠ 4♥ 3♠ 2♥"
FILLER = {4: "2♣", 5: "3♣", 6: "4♣", 7: "5♣", 8: "6♣"}


def test_fc9_sequence_capacity_formula():
    """FC-9: (empty cells + 1) × 2^(empty columns)."""
    for cells, empty_columns, expected in [(4, 0, 5), (0, 0, 1), (2, 1, 6), (1, 2, 8), (4, 3, 40)]:
        columns = dict.fromkeys(range(1, 9 - empty_columns), "K♠")
        here = position(columns, "Q♦ " * (4 - cells))
        assert here.empty_cells() == cells and here.empty_columns() == empty_columns
        assert here.capacity_onto_column() == expected


def test_fc9_run_length():
    """FC-9: the ordered run at the top of a column."""
    here = position({1: "5♦ " + RUN_11, 2: "9♥ 8♥", 3: "K♠"})
    assert [here.run_length(n) for n in (1, 2, 3, 4)] == [11, 1, 1, 0]


def test_fc10_target_empty_column_does_not_count():
    """FC-10: moving into an empty column, that column cannot be a stop on the way."""
    for empty_columns, expected in [(1, 5), (2, 10), (3, 20)]:
        here = position(dict.fromkeys(range(1, 9 - empty_columns), "K♠"))
        assert here.capacity_to_empty_column() == expected
    assert position(dict.fromkeys(range(1, 9), "K♠")).capacity_to_empty_column() == 5


def test_fc11_ten_onto_a_column_five_into_the_empty_one():
    """FC-11: 4 empty cells and one empty column: 10 cards onto a column, 5 into the empty one."""
    ten = " ".join(RUN_11.split()[:10])
    here = position({1: "A♣ " + ten, 2: "K♣", **FILLER})  # column 3 is empty
    assert here.capacity_onto_column() == 10 and here.capacity_to_empty_column() == 5
    after = here.play(m(1, 2, None))  # "12": the count is inferred
    assert after.column(2) == cards("K♣ " + ten)
    assert here.resolve(m(1, 3, None)).count == 1  # "13" into an empty column: one card
    assert here.play(m(1, 3, 5)).column(3) == cards(" ".join(ten.split()[5:]))
    refused(here, m(1, 3, 6), Refusal.SEQUENCE_TOO_LONG)
    eleven = position({1: "A♣ " + RUN_11, 2: "K♣", **FILLER})
    refused(eleven, m(1, 2, 11), Refusal.SEQUENCE_TOO_LONG)
    refused(eleven, m(1, 2, None), Refusal.SEQUENCE_TOO_LONG)
    assert eleven.play(m(1, 3, 5)).column(3) == cards("6♥ 5♠ 4♥ 3♠ 2♥")


# -- end ----------------------------------------------------------------------------


def test_fc12_won_when_all_52_on_foundations():
    """FC-12: won when all 52 cards are on the foundations."""
    nearly = position(
        {1: "K♦"}, foundations={Suit.SPADES: 13, Suit.HEARTS: 13, Suit.DIAMONDS: 12, Suit.CLUBS: 13}
    )
    assert not nearly.is_won() and not nearly.is_lost()
    won = nearly.play(m(1, "h"))
    assert won.is_won() and not won.is_lost() and won.card_count() == 52


def test_fc12_lost_when_no_useful_move_remains(fc12_lost_position):
    """FC-12: no useful move left: only a foundation card back or a cell-to-cell shuffle."""
    stuck = fc12_lost_position
    moves = list(stuck.legal_moves())
    assert moves and not any(stuck.is_useful(mv) for mv in moves)
    assert {mv.source for mv in moves} == {SPADES}
    assert stuck.is_lost()
    # One card less in the cells and the position is not lost: a cell is free.
    freer = position({1: "5♥ 9♦"}, "J♦ -", cell_count=2)
    assert not freer.is_lost()


def test_fc12_useless_moves():
    """FC-12: shuffles between free places do not count as a way forward."""
    here = position({1: "K♠", 2: "Q♥ J♣"}, "- 5♦", {Suit.HEARTS: 4})
    assert not here.is_useful(m("b", "a"))
    assert not here.is_useful(m(1, 3))  # a whole column into an empty one
    assert not here.is_useful(m("hh", 3))
    assert here.is_useful(m(2, 3))
    assert here.is_useful(m(2, "a"))


# -- app extras ---------------------------------------------------------------------


def test_fc13_removed_cells_vanish_and_do_not_count():
    """FC-13: 4, 2 or 1 cells; removed cells cannot be used and do not count for sequences."""
    two = deal("FC1-C2-AAAAAAB")
    one = deal(GameCode.of("freecell", 1, "C1"))
    assert len(two.cells) == 2 and len(one.cells) == 1
    assert two.capacity_onto_column() == 3 and one.capacity_onto_column() == 2
    refused(two, m(1, "c"), Refusal.NO_SUCH_CELL)
    refused(one, m("b", 1), Refusal.NO_SUCH_CELL)
    assert all(not isinstance(mv.target, Cell) or mv.target.index < 2 for mv in two.legal_moves())
    with pytest.raises(ValueError, match="4, 2 or 1 cells"):
        freecell.initial_position(two.columns, cells=3)


def test_fc14_tap_sends_to_the_foundation_and_nothing_moves_by_itself():
    """FC-14: one tap tries the foundation; no automatic moves to the foundations."""
    here = position({1: "A♠ 5♦", 2: "2♠", 3: "A♥"}, "K♦")
    assert here.tap_to_foundation(Column(1)) is None
    assert here.tap_to_foundation(Cell(0)) is None
    tap = here.tap_to_foundation(Column(3))
    assert tap == m(3, "h")
    after = here.play(m(1, "b"))  # uncovers A♠: it stays in its column until moved
    assert after.column(1) == cards("A♠") and after.foundations == (0, 0, 0, 0)


def test_fc15_foundation_card_back_to_the_board():
    """FC-15: the top card of a foundation may be dragged back onto the board."""
    here = position({1: "3♥"}, "- K♣", {Suit.SPADES: 2, Suit.HEARTS: 1})
    back = here.play(m("hs", 1))
    assert back.column(1) == cards("3♥ 2♠") and back.foundations == (1, 1, 0, 0)
    assert here.play(m("hs", "a")).cells == (*cards("2♠ K♣"), None, None)
    assert here.play(m("hh", 2)).column(2) == cards("A♥")
    refused(here, m("hh", 1), Refusal.NOT_OPPOSITE_COLOUR)
    refused(here, m("hd", 1), Refusal.NOTHING_TO_MOVE)
    refused(here, m("hs", "b"), Refusal.CELL_OCCUPIED)
    refused(here, m("hs", "h"), Refusal.SAME_PLACE)
    assert m("hs", 1) in set(here.legal_moves())


def test_fc16_undo_last_100_actions():
    """FC-16: undo the last 100 actions."""
    game = Game(position({1: "9♠", 2: "8♥"}))
    history = [game.position]
    shuttle = [m(2, "a"), m("a", 1), m(1, "a"), m("a", 2)]  # the 8♥ goes round and round
    for i in range(105):
        game.play(shuttle[i % 4])
        history.append(game.position)
    for k in range(1, freecell.UNDO_LIMIT + 1):
        assert game.undo() == history[-1 - k]
    assert game.moves == 5
    assert not game.can_undo()
    with pytest.raises(IndexError):
        game.undo()


def test_fc17_code_deals_again_exactly():
    """FC-17: every deal has a code that deals it again exactly."""
    assert deal("FC1-C4-AAAAAKH") == deal(GameCode.of("freecell", 267))
    assert deal("FC1-C4-AAAAAKH") != deal("FC1-C2-AAAAAKH")


# -- refusals, legality and properties -------------------------------------------------

REFUSAL_CASES = [
    ("FC-3", position({1: "9♠"}), m(2, 1), Refusal.NOTHING_TO_MOVE),
    ("FC-3", position({1: "9♠ 5♦"}, "- - - -"), m(1, "a", card="9♠"), Refusal.NOT_TOP_CARD),
    ("FC-3", position({1: "9♠"}), m(1, 1), Refusal.SAME_PLACE),
    ("FC-13", position({1: "9♠"}, cell_count=1), m(1, "b"), Refusal.NO_SUCH_CELL),
    ("FC-5", position({1: "9♠"}, "8♦"), m(1, "a"), Refusal.CELL_OCCUPIED),
    ("FC-4", position({1: "9♠", 2: "10♣"}), m(1, 2), Refusal.NOT_OPPOSITE_COLOUR),
    ("FC-4", position({1: "9♠", 2: "J♥"}), m(1, 2), Refusal.RANK_NOT_ONE_LOWER),
    ("FC-6", position({1: "2♠"}), m(1, "h"), Refusal.NOT_NEXT_ON_FOUNDATION),
    ("FC-5", position({1: "9♠ 8♥"}), m(1, "a", 2), Refusal.ONE_CARD_ONLY),
    ("FC-9", position({1: "9♠ 8♠"}), m(1, 2, 2), Refusal.NOT_A_SEQUENCE),
    (
        "FC-9",
        position({1: "9♠ 8♥", 2: "10♦", 3: "K♠", **FILLER}, "A♣ 7♣ 8♣ 9♣"),
        m(1, 2, 2),
        Refusal.SEQUENCE_TOO_LONG,
    ),
]


@pytest.mark.parametrize("rule, here, move, reason", REFUSAL_CASES)
def test_refusal_cases(rule, here, move, reason):
    """Each refusal the app gives, with the rule it enforces (FC-3 … FC-13)."""
    refused(here, move, reason)


def test_every_refusal_member_is_covered():
    assert {case[3] for case in REFUSAL_CASES} == set(Refusal)


def test_move_count_must_be_positive():
    """A count of 0 would otherwise take the whole column."""
    with pytest.raises(ValueError, match="at least one card"):
        Move(Column(1), Column(2), 0)


def test_positions_are_immutable_and_hashable():
    first = deal("FC1-C4-AAAAAAB")
    with pytest.raises(AttributeError):
        first.cells = ()
    assert {first: 1}[deal("FC1-C4-AAAAAAB")] == 1


def brute_force_legal(here):
    """Every legal move found by trying every place pair and count."""
    places: list[Place] = [Column(n) for n in range(1, 9)]
    places += [Cell(i) for i in range(len(here.cells))]
    places += [FoundationPlace(s) for s in Suit]
    found = set()
    for source in places:
        for target in [*places[: 8 + len(here.cells)], HOME]:
            for count in range(1, 14):
                if here.refusal(Move(source, target, count)) is None:
                    found.add(Move(source, target, count))
    return found


def test_perft_freecell_deal_1():
    """Counting test: legal moves from Microsoft deal #1 and two plies deep."""
    first = deal("FC1-C4-AAAAAAB")
    moves = list(first.legal_moves())
    assert set(moves) == brute_force_legal(first)
    assert len(moves) == 32  # 8 top cards × 4 cells; no column or foundation move
    second = [len(list(first.play(mv).legal_moves())) for mv in moves]
    assert sum(second) == sum(len(brute_force_legal(first.play(mv))) for mv in moves)
    for mv in moves:
        assert mv.card is first.play(mv).cells[mv.target.index]


def random_walk(number, cells, choices):
    here = deal(GameCode.of("freecell", number, f"C{cells}"))
    walk, moves = [here], []
    for choice in choices:
        options = list(here.legal_moves())
        if not options:
            break
        move = options[choice % len(options)]
        here = here.play(move)
        walk.append(here)
        moves.append(move)
    return walk, moves


@settings(max_examples=40, deadline=None)
@given(
    st.integers(1, 2**31 - 1),
    st.sampled_from([4, 2, 1]),
    st.lists(st.integers(0, 500), max_size=120),
)
def test_property_every_reachable_position_holds_52_cards(number, cells, choices):
    """FC-1: whatever is played, every card of the deck is somewhere, once."""
    walk, _ = random_walk(number, cells, choices)
    for here in walk:
        assert here.card_count() == 52
    last = walk[-1]
    found = Counter(card for column in last.columns for card in column)
    found.update(card for card in last.cells if card is not None)
    for suit in Suit:
        found.update(Card(rank, suit) for rank in range(1, last.foundations[suit.value] + 1))
    assert found == Counter(DECK)
    if len(walk) > 1:
        assert set(walk[-2].legal_moves()) == brute_force_legal(walk[-2])


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 2**31 - 1), st.lists(st.integers(0, 500), max_size=130), st.data())
def test_property_undo_restores_exact_earlier_positions(number, choices, data):
    """FC-16: undo gives back each earlier position, up to 100 actions back."""
    walk, moves = random_walk(number, 4, choices)
    game = Game(walk[0])
    for move in moves:
        game.play(move)
    undoable = min(len(moves), freecell.UNDO_LIMIT)
    steps = data.draw(st.integers(0, undoable))
    for k in range(1, steps + 1):
        assert game.undo() == walk[-1 - k]
    assert game.moves == len(moves) - steps


def _source_key(place):
    if isinstance(place, Column):
        return place.number
    if isinstance(place, Cell):
        return 10 + place.index
    return 20 + place.suit.value


def _target_key(place):
    if isinstance(place, FoundationPlace):
        return 0
    if isinstance(place, Column):
        return place.number
    return 10 + place.index


@settings(max_examples=25, deadline=None)
@given(
    st.integers(1, 2**31 - 1),
    st.sampled_from([4, 2, 1]),
    st.lists(st.integers(0, 500), max_size=60),
)
def test_legal_moves_order_and_cards(number, cells, choices):
    """legal_moves: sources columns, cells, foundations; targets h, columns, cells; then count."""
    walk, _ = random_walk(number, cells, choices)
    for here in walk[-3:]:
        moves = list(here.legal_moves())
        keys = [(_source_key(mv.source), _target_key(mv.target), mv.count) for mv in moves]
        assert keys == sorted(keys) and len(set(keys)) == len(keys)
        for mv in moves:
            assert here.refusal(mv) is None  # the named card is the one moved
            assert here.is_legal(Move(mv.source, mv.target, mv.count, mv.card))
