"""Research beside the Crescent solver: the looser relaxed game ``stranded``, the
search one round of redeals at a time and the stubborn sets, each checked sound
against the brute force of every legal line (``positions``), as
``test_solve_crescent.py`` checks what the solver uses.

Rules cited: CR-5/CR-6/CR-7 (pile moves, wrap), CR-11/CR-12 (foundation order),
CR-14 (foundation to foundation), CR-16/CR-17 (redeals), CR-19 (won).
"""

from __future__ import annotations

import random

from generator.cards import Card, Rank, Suit
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.crescent import solver as solver
from generator.crescent.deadlock import deadlocked
from generator.deal import deal
from generator.solve import Budget

from positions import crescent_brute_force_wins, crescent_piles, crescent_small_positions
from research.crescent_reduce import stubborn_moves
from research.crescent_rounds import (
    every_card_placed_loosely,
    exhaust_by_round,
    stranded,
    stubborn_children,
)


def test_cr11_cr12_cr14_cr16_a_stranded_position_is_lost_by_brute_force():
    """The relaxed game of ``stranded`` is sound: no position it calls lost is won
    by the brute-force search of every legal move and redeal, whether the two
    foundations of the suit left are apart, meeting (CR-14) or past each other."""
    caught = by_first_card = missed = won = 0
    for number, (position, wins) in enumerate(crescent_small_positions()):
        assert position.card_count() == crescent.CARD_COUNT
        state = solver.start_state(position)
        is_stranded = stranded(state)
        assert not (is_stranded and wins), number
        won += wins
        caught += is_stranded
        by_first_card += is_stranded and every_card_placed_loosely(*state)
        missed += not wins and not is_stranded
    # It proves many lost positions at once (55 of the 600 here, 10 of them
    # only by trying each first card onto meeting foundations), not all of
    # them: the exhaustive search is still needed.
    assert caught >= 45 and by_first_card >= 5 and missed >= 20 and won >= 50


def test_cr16_cr17_only_the_redeals_left_bring_low_cards_up():
    """K♠ on Q♠ and nothing else: with no redeal the Q♠ never comes up (CR-5,
    CR-17) and the K♠ has nowhere to go (CR-6, CR-11, CR-13): stranded; with one
    redeal the Q♠ comes up (CR-16) and nothing is proven."""
    foundations = (11, 13, 13, 13, 13, 13, 13, 13)
    dead = solver.start_state(crescent_piles({1: ["Q♠", "K♠"]}, foundations, 0))
    assert stranded(dead)
    assert not stranded((dead[0], dead[1], 1))


def test_cr16_cr17_the_search_round_by_round_agrees_with_brute_force():
    """Searching the positions of each number of redeals left in turn, keeping
    only the next round's starts (CR-16, CR-17), and leaving stranded ones out,
    proves exactly the positions the brute-force search cannot win."""
    proofs = 0
    for position, wins in crescent_small_positions():
        proven, positions = exhaust_by_round(solver.start_state(position), Budget())
        assert proven is (not wins)
        assert positions >= 1
        proofs += proven
    assert proofs >= 100


def test_the_search_round_by_round_stops_at_its_position_cap_undecided():
    """A whole deal outgrows any cap (CR-16, CR-17): the search says so, never a proof."""
    start = solver.start_state(deal(str(GameCode.of("crescent", 131))))
    proven, positions = exhaust_by_round(start, Budget(None, 20_000))
    assert proven is None
    # The cap counts every position held: those searched and the next round's starts.
    assert 0 < positions <= 20_000


def _two_suit_position(seed: int) -> crescent.Position:
    """No redeal left (CR-17): one suit's 13 or 14 cards (its foundations
    meet, CR-14, or are one rank short), a few cards of a second suit whose
    foundations have passed each other, on 4 to 7 piles; every other
    foundation complete.  The two suits never meet on a pile (CR-6), so
    their moves interleave: what the stubborn sets cut."""
    rng = random.Random(seed)
    suits = list(Suit)
    rng.shuffle(suits)
    many, few = suits[0], suits[1]
    foundations = [13] * 8
    up = rng.randrange(1, 12)
    down = up + 1 + rng.choice((0, 1))
    foundations[many.value], foundations[4 + many.value] = up, 14 - down
    cards = [Card(Rank(r), many) for r in range(1, 14) for _ in range(2)]
    for r in [*range(1, up + 1), *range(down, 14)]:
        cards.remove(Card(Rank(r), many))
    top, bottom = rng.choice((10, 11, 12, 13)), rng.choice((1, 2, 3))
    foundations[few.value], foundations[4 + few.value] = top, 14 - bottom
    cards += [Card(Rank(r), few) for r in [*range(top + 1, 14), *range(1, bottom)]]
    rng.shuffle(cards)
    count = rng.randrange(4, 8)
    piles: list[list[Card]] = [[] for _ in range(16)]
    for index, card in enumerate(cards):
        piles[index if index < count else rng.randrange(count)].append(card)
    rng.shuffle(piles)
    return crescent.Position(tuple(map(tuple, piles)), tuple(foundations), 0)


def test_cr17_stubborn_sets_keep_every_verdict_of_the_full_search():
    """The partial-order reduction (``research/crescent_reduce.py``) expands,
    once no redeal is left (CR-17), only the moves of a stubborn set: the
    exhaustive search then proves lost exactly the positions the full search
    proves lost (the small ones: those the brute force cannot win), in one
    round or round by round, and its wins replay (CR-19), in fewer positions."""
    full = reduced = 0
    proofs = 0
    small: list[tuple[crescent.Position, bool | None]] = list(crescent_small_positions()[:120])
    two_suits: list[tuple[crescent.Position, bool | None]] = [
        (_two_suit_position(seed), None) for seed in range(40)
    ]
    for number, (position, wins) in enumerate(small + two_suits):
        state = solver.start_state(position)
        moves, count = solver.exhaust(state, Budget())
        kept, kept_count = solver.exhaust(state, Budget(), expand=stubborn_children)
        assert (kept is None) is (moves is None), number
        assert wins is None or wins is (kept is not None), number
        if kept:
            after = position
            for action in solver.to_engine_actions(position, kept):
                after = after.play(action)
            assert after.is_won(), number
        else:
            proofs += 1
        if number >= len(small):
            full += count
            reduced += kept_count
            proven, _ = exhaust_by_round(state, Budget(), reduce=True)
            assert proven is (moves is None), number
    assert proofs >= 40
    # On the two-suit positions the reduction meets about half the positions
    # (58,189 against 125,812).
    assert reduced <= 0.6 * full


def test_cr6_cr17_a_stubborn_set_leaves_an_independent_suit_for_later():
    """Two suits on two piles, no redeal left: the 2♥ and the 2♣ both go to
    their descending foundations (CR-12), then the aces, and the plays of the
    two suits commute (CR-6: two suits never meet on a pile), so a stubborn
    set holds one of the two, and the search still wins (CR-19)."""
    # ♥ and ♣: ascending A-K, descending K-3; every other foundation complete.
    foundations = (13, 13, 13, 13, 13, 11, 13, 11)
    piles = {1: ["A♥", "2♥"], 2: ["A♣", "2♣"]}
    position = crescent_piles(piles, foundations, 0)
    state = solver.start_state(position)
    every = solver.children(state)
    kept = stubborn_moves(state, every)
    assert len(every) == 2 and len(kept) == 1
    # With a redeal left (CR-16) nothing is left out.
    with_redeal = solver.start_state(crescent_piles(piles, foundations, 1))
    assert stubborn_moves(with_redeal, solver.children(with_redeal)) == (
        solver.children(with_redeal)
    )
    assert crescent_brute_force_wins(position)
    moves, _ = solver.exhaust(state, Budget(), expand=stubborn_children)
    assert moves


def test_cr5_cr6_cr16_deadlocked_proves_every_position_stranded_proves_and_more():
    """``deadlocked`` is ``stranded``'s game with two facts more (a card goes onto
    another pile, CR-5; a card a redeal turns up covers the cards above its old place,
    CR-16): on the 600 small positions with 0 to 3 redeals left it proves every
    position ``stranded`` proves, and some that ``stranded`` does not."""
    only_deadlocked = 0
    for position, _ in crescent_small_positions():
        for redeals in range(crescent.REDEALS + 1):
            state = solver.start_state(
                crescent.Position(position.piles, position.foundations, redeals)
            )
            is_deadlocked = deadlocked(state)
            assert is_deadlocked or not stranded(state)
            only_deadlocked += is_deadlocked and not stranded(state)
    assert only_deadlocked >= 5
    # A♣ on top of K♣ 2♣ (CR-6, CR-7): ``stranded`` counts the K♣ the redeal turns
    # up as a target for the A♣, ``deadlocked`` knows a card goes onto another pile.
    lone = crescent_piles(
        {1: ["A♦", "K♠"], 2: ["Q♠", "K♥"], 3: ["A♠", "K♦"], 4: ["K♣", "2♣", "A♣"]},
        (11, 12, 12, 12, 12, 13, 12, 11),
        1,
    )
    state = solver.start_state(lone)
    assert deadlocked(state) and not stranded(state)
