"""Crescent as the app plays it: one or more tests per rule CR-1 … CR-25 of RULES.md."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.cards import DECK, Card, Rank, Suit
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.crescent.engine import (
    FOUNDATIONS,
    REDEAL,
    Direction,
    Foundation,
    Game,
    IllegalMoveError,
    Move,
    Refusal,
)
from generator.deal import deal

from positions import cards
from positions import crescent_position as position

AS, AH, AD, AC = FOUNDATIONS[:4]
KS, KH, KD, KC = FOUNDATIONS[4:]


def start(number=1):
    return deal(GameCode.of("crescent", number))


def refused(position, action, reason):
    """Assert that ``action`` is refused with ``reason`` by refusal() and by play()."""
    assert position.refusal(action) is reason
    assert not position.is_legal(action)
    with pytest.raises(IllegalMoveError) as caught:
        position.play(action)
    assert caught.value.reason is reason
    assert isinstance(caught.value, ValueError)


# -- set-up -------------------------------------------------------------------------


def test_cr1_two_decks_every_card_twice():
    """CR-1: 104 cards, every card in two copies (piles plus foundation bases)."""
    first = start()
    assert first.card_count() == crescent.CARD_COUNT == 104
    counts = Counter(card for pile in first.piles for card in pile)
    counts.update(f.base for f in FOUNDATIONS)
    assert counts == Counter(dict.fromkeys(DECK, 2))


def test_cr2_bases_set_aside_and_16_piles_of_6():
    """CR-2: one ace and one king per suit are the 8 foundation bases; 16 piles of 6."""
    first = start()
    assert [len(p) for p in first.piles] == [crescent.DEAL_SIZE] * crescent.PILE_COUNT == [6] * 16
    assert first.foundations == (1,) * 8
    assert [first.top(f) for f in FOUNDATIONS] == [
        Card.parse(t) for t in ["A♠", "A♥", "A♦", "A♣", "K♠", "K♥", "K♦", "K♣"]
    ]
    with pytest.raises(ValueError, match="16 piles of 6"):
        crescent.initial_position(first.piles[:15])


def test_cr3_layout_foundation_order_and_pile_numbers():
    """CR-3: aces in the first row, kings below, ♠ ♥ ♦ ♣; piles 1–16."""
    assert [(f.direction, f.suit) for f in FOUNDATIONS] == [(Direction.UP, s) for s in Suit] + [
        (Direction.DOWN, s) for s in Suit
    ]
    assert [f.index for f in FOUNDATIONS] == list(range(8))
    assert [f.notation() for f in FOUNDATIONS] == ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC"]
    first = start()
    assert [first.pile(n) for n in range(1, 17)] == list(first.piles)
    with pytest.raises(ValueError, match="numbered 1 to 16"):
        first.refusal(Move(17, 1))
    with pytest.raises(ValueError, match="numbered 1 to 16"):
        first.refusal(Move(0, 1))


def test_cr4_only_top_card_shows_and_the_one_below_appears():
    """CR-4: the top card is the one shown; moving it uncovers the card below."""
    here = position({1: "3♠ 9♥ 8♥", 2: "7♥"})
    assert here.top(1) == Card.parse("8♥")
    after = here.play(Move(1, 2))
    assert after.top(1) == Card.parse("9♥")
    assert after.pile(2) == cards("7♥ 8♥")
    assert here.top(3) is None


# -- moves --------------------------------------------------------------------------


def test_cr5_one_card_at_a_time_from_the_top():
    """CR-5: one card moves, and only the top card of a pile."""
    here = position({1: "9♥ 8♥", 2: "10♥ 9♥"})
    after = here.play(Move(1, 2, Card.parse("8♥")))
    assert after.pile(1) == cards("9♥") and after.pile(2) == cards("10♥ 9♥ 8♥")
    refused(here, Move(1, 2, Card.parse("9♥")), Refusal.NOT_TOP_CARD)
    refused(here, Move(3, 2), Refusal.NOTHING_TO_MOVE)
    refused(position(foundations={AS: 3}), Move(AS, KS, Card.parse("2♠")), Refusal.NOT_TOP_CARD)


def test_cr5_same_place():
    """CR-5: a card cannot move onto its own pile or foundation."""
    here = position({1: "9♥"}, {AH: 3})
    refused(here, Move(1, 1), Refusal.SAME_PLACE)
    refused(here, Move(AH, AH), Refusal.SAME_PLACE)


def test_cr6_same_suit_one_higher_or_lower():
    """CR-6: 8♥ onto 9♥ or 7♥."""
    here = position({1: "8♥", 2: "9♥", 3: "7♥", 4: "9♠", 5: "10♥", 6: "8♥"})
    assert here.play(Move(1, 2)).pile(2) == cards("9♥ 8♥")
    assert here.play(Move(1, 3)).pile(3) == cards("7♥ 8♥")
    refused(here, Move(1, 4), Refusal.NOT_SAME_SUIT)
    refused(here, Move(1, 5), Refusal.RANK_NOT_ADJACENT)
    refused(here, Move(1, 6), Refusal.RANK_NOT_ADJACENT)


def test_cr7_ranks_wrap_on_piles():
    """CR-7: an ace goes on the king of its suit and a king on the ace (CR-E1: A♠ onto K♠)."""
    here = position({10: "A♠", 14: "K♠", 3: "K♦", 4: "A♦", 5: "2♦", 6: "Q♠"})
    assert here.play(Move(10, 14)).pile(14) == cards("K♠ A♠")
    assert here.play(Move(3, 4)).pile(4) == cards("A♦ K♦")
    assert here.play(Move(4, 3)).pile(3) == cards("K♦ A♦")
    refused(here, Move(5, 3), Refusal.RANK_NOT_ADJACENT)  # 2 on K is not a wrap
    refused(here, Move(6, 10), Refusal.RANK_NOT_ADJACENT)  # Q on A is not a wrap


def test_cr7_is_wrap_names_the_ace_king_moves_only():
    """CR-7: the wrap is an ace on a king or a king on an ace, of any ranks one apart else."""
    assert crescent.is_wrap(Card.parse("A♠"), Card.parse("K♠"))
    assert crescent.is_wrap(Card.parse("K♥"), Card.parse("A♥"))
    assert not crescent.is_wrap(Card.parse("Q♠"), Card.parse("K♠"))
    assert not crescent.is_wrap(Card.parse("2♦"), Card.parse("A♦"))


def test_cr8_pile_holds_at_most_13():
    """CR-8: "this pile is full; choose another place"."""
    twelve = "2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣"
    here = position({1: twelve, 2: "Q♣ A♣", 3: twelve + " Q♣", 4: "A♣"})
    after = here.play(Move(2, 1))
    assert len(after.pile(1)) == crescent.PILE_LIMIT == 13
    refused(after, Move(4, 1), Refusal.PILE_FULL)
    refused(here, Move(4, 3), Refusal.PILE_FULL)


def test_cr9_refusal_reasons_for_illegal_moves():
    """CR-9: "must be the same suit", "rank must be one higher or one lower"."""
    here = position({1: "5♦", 2: "6♣", 3: "9♦"})
    refused(here, Move(1, 2), Refusal.NOT_SAME_SUIT)
    refused(here, Move(1, 3), Refusal.RANK_NOT_ADJACENT)
    assert Refusal.NOT_SAME_SUIT.value == "not-same-suit"


def test_cr10_emptied_pile_stays_empty():
    """CR-10: nothing may be put on an emptied pile, even after a redeal."""
    here = position({1: "8♥", 2: "9♥ 7♥", 3: "2♠"}, {AS: 1})
    emptied = here.play(Move(1, 2))
    assert emptied.pile(1) == ()
    refused(emptied, Move(2, 1), Refusal.EMPTY_PILE)
    redealt = emptied.play(REDEAL)
    assert redealt.pile(1) == ()
    refused(redealt, Move(3, 1), Refusal.EMPTY_PILE)
    assert all(m.target != 1 for m in redealt.legal_moves())


# -- foundations --------------------------------------------------------------------


def test_cr11_ace_foundations_build_up_in_suit():
    """CR-11: A 2 3 … K in the ace's suit."""
    here = position({1: "2♠", 2: "3♠", 3: "2♥"})
    after = here.play(Move(1, AS))
    assert after.foundation_count(AS) == 2 and after.top(AS) == Card.parse("2♠")
    assert after.play(Move(2, AS)).top(AS) == Card.parse("3♠")
    refused(here, Move(2, AS), Refusal.NOT_NEXT_ON_FOUNDATION)
    refused(here, Move(3, AS), Refusal.NOT_SAME_SUIT)


def test_cr12_king_foundations_build_down_in_suit():
    """CR-12: K Q J … A in the king's suit."""
    here = position({1: "Q♦", 2: "J♦", 3: "Q♣"})
    after = here.play(Move(1, KD))
    assert after.top(KD) == Card.parse("Q♦")
    assert after.play(Move(2, KD)).foundation_count(KD) == 3
    refused(here, Move(2, KD), Refusal.NOT_NEXT_ON_FOUNDATION)
    refused(here, Move(3, KD), Refusal.NOT_SAME_SUIT)


def test_cr13_no_wrap_on_foundations():
    """CR-13: nothing goes on an ascending king or a descending ace."""
    here = position({1: "A♠", 2: "K♥", 3: "K♠"}, {AS: 13, KH: 13, AH: 12})
    assert here.top(AS) == Card.parse("K♠") and here.top(KH) == Card.parse("A♥")
    refused(here, Move(1, AS), Refusal.NO_WRAP_ON_FOUNDATION)
    refused(here, Move(2, KH), Refusal.NO_WRAP_ON_FOUNDATION)
    # The king still goes on the ascending foundation that needs it: no wrap, just the next card.
    assert here.play(Move(2, AH)).foundation_count(AH) == 13
    # And the last card of a descending foundation is the ace, not a wrap to the king.
    refused(position({1: "K♠"}, {KS: 12}), Move(1, KS), Refusal.NOT_NEXT_ON_FOUNDATION)


def test_cr14_never_back_to_a_pile_but_across_foundations():
    """CR-14: no card from a foundation to a pile; it may go to the other foundation of its suit."""
    # Ascending ♠ holds A…6, descending ♠ holds K…7: the 6♠ is the next card down.
    here = position({1: "7♠"}, {AS: 6, KS: 7})
    after = here.play(Move(AS, KS, Card.parse("6♠")))
    assert after.foundation_count(AS) == 5 and after.foundation_count(KS) == 8
    assert after.top(KS) == Card.parse("6♠")
    refused(here, Move(AS, 1), Refusal.FOUNDATION_TO_PILE)
    # ... and the 7♠ is the next card up: either way is a legal move.
    assert here.play(Move(KS, AS)).top(AS) == Card.parse("7♠")
    assert {Move(AS, KS), Move(KS, AS)} <= set(here.legal_moves())
    refused(position({}, {AS: 5, KS: 7}), Move(AS, KS), Refusal.NOT_NEXT_ON_FOUNDATION)
    refused(here, Move(AS, KH), Refusal.NOT_SAME_SUIT)
    assert after.card_count() == here.card_count()


def test_cr15_base_is_locked():
    """CR-15: the ace or king set out at the start never moves."""
    here = position({1: "2♠"}, {KS: 12})  # the descending ♠ wants its ace; the ascending holds it
    refused(here, Move(AS, KS), Refusal.BASE_LOCKED)
    assert all(m.source != AS for m in here.legal_moves())


# -- redeal -------------------------------------------------------------------------


def test_cr16_redeal_bottom_card_goes_on_top():
    """CR-16 (and CR-E2): 2♥ 9♣ J♦ J♦ becomes 9♣ J♦ J♦ 2♥; short piles do not change."""
    here = position({1: "2♥ 9♣ J♦ J♦", 2: "5♠", 4: "3♣ 4♣"}, {AS: 4})
    after = here.play(REDEAL)
    assert after.pile(1) == cards("9♣ J♦ J♦ 2♥")
    assert after.pile(2) == cards("5♠")
    assert after.pile(3) == ()
    assert after.pile(4) == cards("4♣ 3♣")
    assert after.foundations == here.foundations


def test_cr17_three_redeals_then_none():
    """CR-17: three redeals per game, counted down; then "no redeals"."""
    here = start()
    assert here.redeals_left == crescent.REDEALS == 3
    counts = []
    for _ in range(3):
        here = here.play(REDEAL)
        counts.append(here.redeals_left)
    assert counts == [2, 1, 0]
    refused(here, REDEAL, Refusal.NO_REDEALS_LEFT)


def test_cr18_redeal_is_not_a_move_and_ends_undo():
    """CR-18: the move counter does not change and earlier moves can no longer be undone."""
    game = Game(start())
    move = next(game.position.legal_moves())
    game.play(move)
    assert game.moves == 1 and game.can_undo()
    game.play(REDEAL)
    assert game.moves == 1
    assert not game.can_undo()
    with pytest.raises(IndexError):
        game.undo()


# -- end ----------------------------------------------------------------------------


def test_cr19_won_when_all_104_on_foundations():
    """CR-19: each of the 8 foundations holds 13 cards."""
    won = position(foundations=dict.fromkeys(FOUNDATIONS, 13))
    assert won.is_won() and won.card_count() == 104 and not won.is_stuck()
    nearly = position({1: "K♣"}, {**dict.fromkeys(FOUNDATIONS, 13), AC: 12})
    assert not nearly.is_won()
    assert nearly.play(Move(1, AC)).is_won()


def test_cr20_stuck_when_no_move_and_no_redeal():
    """CR-20: no move possible and no redeal left."""
    blocked = {1: "5♠", 2: "9♥", 3: "2♦ J♣"}
    assert position(blocked, redeals=0).is_stuck()
    assert not position(blocked, redeals=1).is_stuck()  # a redeal is still possible
    assert not position({1: "5♠", 2: "6♠"}, redeals=0).is_stuck()  # a move is possible
    assert not position(blocked, redeals=0).has_move()


# -- app extras ---------------------------------------------------------------------


def test_cr21_tap_sends_to_the_only_accepting_place():
    """CR-21: if exactly one place accepts the tapped pile's card it goes there, else none."""
    here = position({1: "8♥", 2: "9♥", 3: "2♠", 4: "7♥", 5: "4♦", 6: "3♦", 7: "K♣"})
    assert here.tap_target(3) == AS  # only the ♠ ace foundation takes 2♠
    assert here.tap_target(1) is None  # 9♥ and 7♥ both take 8♥: the pile is selected
    assert here.tap_target(5) == 6  # 4♦ onto 3♦ only
    assert here.tap_target(7) is None  # nothing takes K♣
    assert here.tap_target(8) is None  # empty pile


def test_cr22_drop_on_foundation_area():
    """CR-22: a card dropped on the foundation area goes to the foundation of its suit that accepts it."""
    here = position({1: "2♥", 2: "Q♣", 3: "5♥", 4: "7♠"}, {AS: 6, KS: 7})
    assert here.drop_target(1) == AH
    assert here.drop_target(2) == KC
    assert here.drop_target(3) is None
    # 7♠ is wanted by both ♠ foundations: the ascending one (first in the app's order) takes it.
    assert here.drop_target(4) == AS
    assert here.drop_target(AS) == KS  # the 6♠ from the ascending onto the descending foundation


def test_cr23_undo_last_100_moves():
    """CR-23: undo the last 100 moves; the counter goes down."""
    # The 8♥ shuttles between the 9♥ of pile 1 and the 7♥ of pile 2: 110 legal moves.
    game = Game(position({1: "9♥ 8♥", 2: "7♥"}))
    history = [game.position]
    for i in range(110):
        move = Move(1, 2) if i % 2 == 0 else Move(2, 1)
        game.play(move)
        history.append(game.position)
    assert game.moves == 110
    for k in range(1, crescent.UNDO_LIMIT + 1):
        assert game.undo() == history[-1 - k]
        assert game.moves == 110 - k
    assert not game.can_undo()
    with pytest.raises(IndexError):
        game.undo()


def test_cr24_code_deals_again_exactly():
    """CR-24: the same code deals the same position."""
    assert deal("CR1-N-AAAAAAB") == deal("CR1-N-AAAAAAB")
    assert deal("CR1-N-AAAAAAB") != deal("CR1-N-AAAAAAC")


def test_cr25_no_score_only_moves():
    """CR-25: the app counts moves, not points."""
    game = Game(start())
    assert game.moves == 0
    assert not any("score" in name for name in dir(game) + dir(game.position))


# -- refusals, legality and properties -------------------------------------------------


# One case per refusal reason, each with the rule it enforces.
REFUSAL_CASES = [
    ("CR-5", position({1: "9♥"}), Move(2, 1), Refusal.NOTHING_TO_MOVE),
    ("CR-5", position({1: "9♥ 8♥", 2: "10♥"}), Move(1, 2, Card.parse("9♥")), Refusal.NOT_TOP_CARD),
    ("CR-5", position({1: "9♥"}), Move(1, 1), Refusal.SAME_PLACE),
    ("CR-6", position({1: "9♥", 2: "10♠"}), Move(1, 2), Refusal.NOT_SAME_SUIT),
    ("CR-11", position({1: "2♥"}), Move(1, AS), Refusal.NOT_SAME_SUIT),
    ("CR-6", position({1: "9♥", 2: "J♥"}), Move(1, 2), Refusal.RANK_NOT_ADJACENT),
    (
        "CR-8",
        position({1: "8♥", 2: "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ 9♥"}),
        Move(1, 2),
        Refusal.PILE_FULL,
    ),
    ("CR-10", position({1: "9♥"}), Move(1, 2), Refusal.EMPTY_PILE),
    ("CR-11", position({1: "3♥"}), Move(1, AH), Refusal.NOT_NEXT_ON_FOUNDATION),
    ("CR-13", position({1: "A♥"}, {AH: 13}), Move(1, AH), Refusal.NO_WRAP_ON_FOUNDATION),
    ("CR-14", position({1: "3♥"}, {AH: 2}), Move(AH, 1), Refusal.FOUNDATION_TO_PILE),
    ("CR-15", position({}, {KH: 12}), Move(AH, KH), Refusal.BASE_LOCKED),
    ("CR-17", position({1: "9♥"}, redeals=0), REDEAL, Refusal.NO_REDEALS_LEFT),
]


@pytest.mark.parametrize("rule, here, action, reason", REFUSAL_CASES)
def test_refusal_cases(rule, here, action, reason):
    """Each refusal the app gives, with the rule it enforces (CR-5 … CR-17)."""
    refused(here, action, reason)


def test_every_refusal_member_is_covered():
    """CR-9: every reason the engine can give is exercised by a case above."""
    assert {case[3] for case in REFUSAL_CASES} == set(Refusal)


def test_positions_are_immutable_and_hashable():
    here = start()
    with pytest.raises(AttributeError):
        here.piles = ()
    assert {here: 1}[deal("CR1-N-AAAAAAB")] == 1


def test_perft_crescent_deal_1():
    """Counting test: legal moves from deal CR1-N-AAAAAAB and two plies deep (that brute
    force finds the same moves there, and along walks, is tests/test_game_contract.py's)."""
    first = start()
    moves = list(first.legal_moves())
    assert len(moves) == len(set(moves)) == 12
    assert sum(len(list(first.play(m).legal_moves())) for m in moves) == 130
    for m in moves:
        assert m.card is first.top(m.source)


def random_walk(number, choices):
    """Play from deal ``number``, picking moves (or the redeal) by the given choices."""
    here = deal(GameCode.of("crescent", number))
    walk = [here]
    actions = []
    for choice in choices:
        options = list(here.legal_moves())
        if here.redeals_left:
            options.append(REDEAL)
        if not options:
            break
        action = options[choice % len(options)]
        here = here.play(action)
        actions.append(action)
        walk.append(here)
    return walk, actions


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 26**7 - 1), st.lists(st.integers(0, 1000), max_size=120))
def test_property_every_reachable_position_holds_104_cards(number, choices):
    """CR-1: whatever is played, the 104 cards stay in the game, every card twice."""
    walk, _actions = random_walk(number, choices)
    for here in walk:
        assert here.card_count() == 104
        assert all(len(p) <= 13 for p in here.piles)
        assert all(1 <= c <= 13 for c in here.foundations)
    last = walk[-1]
    found = Counter(card for pile in last.piles for card in pile)
    for f in FOUNDATIONS:
        found.update(f.card_at(k) for k in range(1, last.foundations[f.index] + 1))
    assert found == Counter(dict.fromkeys(DECK, 2))


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 26**7 - 1), st.lists(st.integers(0, 1000), max_size=150), st.data())
def test_property_undo_restores_exact_earlier_positions(number, choices, data):
    """CR-18, CR-23: undo gives back each earlier position since the last redeal, at most 100."""
    _, actions = random_walk(number, choices)
    game = Game(deal(GameCode.of("crescent", number)))
    since_redeal = [game.position]
    for action in actions:
        game.play(action)
        if action is REDEAL:
            since_redeal = [game.position]
        else:
            since_redeal.append(game.position)
    moves = sum(1 for a in actions if a is not REDEAL)
    assert game.moves == moves
    undoable = min(len(since_redeal) - 1, crescent.UNDO_LIMIT)
    steps = data.draw(st.integers(0, undoable))
    for k in range(1, steps + 1):
        assert game.undo() == since_redeal[-1 - k]
    assert game.moves == moves - steps
    if steps == undoable:
        assert not game.can_undo()


def test_legal_moves_do_not_include_redeal_and_are_deterministic():
    first = start()
    assert list(first.legal_moves()) == list(first.legal_moves())
    assert REDEAL not in list(first.legal_moves())
    assert first.is_legal(REDEAL)


def test_play_leaves_the_position_unchanged():
    first = start()
    before = (first.piles, first.foundations, first.redeals_left)
    for move in first.legal_moves():
        first.play(move)
    first.play(REDEAL)
    assert (first.piles, first.foundations, first.redeals_left) == before


def test_foundation_card_at():
    assert [AS.card_at(n).rank for n in (1, 13)] == [Rank.ACE, Rank.KING]
    assert [KH.card_at(n).rank for n in (1, 13)] == [Rank.KING, Rank.ACE]
    assert Foundation(Direction.DOWN, Suit.CLUBS) is KC == FOUNDATIONS[7]
    assert hash(KC) == 7 and {AS: 1}[Foundation(Direction.UP, Suit.SPADES)] == 1
    with pytest.raises(ValueError, match="1 to 13"):
        KC.card_at(0)
    with pytest.raises(ValueError, match="no foundation"):
        Foundation("up", Suit.CLUBS)  # type: ignore[arg-type]  # a string, not a Direction


def _place_order(place):
    return place if isinstance(place, int) else 16 + place.index


def _target_order(place):
    # Foundations first, then piles 1…16.
    return place + 8 if isinstance(place, int) else place.index


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 26**7 - 1), st.lists(st.integers(0, 1000), max_size=60))
def test_legal_moves_order_is_documented_order(number, choices):
    """legal_moves: by source (piles, then foundations), then target (foundations, then piles)."""
    walk, _ = random_walk(number, choices)
    for here in walk[-3:]:
        moves = list(here.legal_moves())
        keys = [(_place_order(m.source), _target_order(m.target)) for m in moves]
        assert keys == sorted(keys) and len(set(keys)) == len(keys)
        assert all(m.card is here.top(m.source) for m in moves)
