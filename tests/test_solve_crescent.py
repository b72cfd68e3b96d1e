"""The Crescent solver: wins replay through the engine; "unwinnable" is checked by brute force.

Rules cited: CR-1 (two copies), CR-6/CR-7 (pile moves, wrap), CR-8 (13-card
cap), CR-10 (emptied piles), CR-11/CR-12 (foundation order), CR-14
(foundation to foundation), CR-15 (locked bases), CR-16/CR-17 (redeals),
CR-19 (won).
"""

from __future__ import annotations

import random

import pytest

from generator.cards import Card, Rank, Suit
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.crescent import solver as solver
from generator.crescent.deadlock import deadlocked
from generator.deal import deal
from generator.record import parse_record
from generator.replay import replay
from generator.solve import Verdict, solution_record

from positions import (
    crescent_brute_force_wins,
    crescent_piles,
    crescent_small_positions,
    crescent_tail_position,
)

QUICK = solver.PORTFOLIO[:100]
"""The first hundred best-first runs (at most about 140,000 positions) are enough
for the deals below and keep the tests fast."""


def _replayed_final(code: str, start, actions):
    return replay(parse_record(solution_record(code, start, actions), "<test>")).final


@pytest.mark.parametrize("number", [6, 9])
def test_a_deal_is_won_and_the_record_replays_to_a_win(number):
    code = str(GameCode.of("crescent", number))
    start = deal(code)
    solution = solver.solve(start, max_seconds=30, portfolio=QUICK, prove=False)
    assert solution.verdict is Verdict.WON
    assert _replayed_final(code, start, solution.actions).is_won()  # CR-19


def test_verdicts_agree_with_brute_force_on_small_positions():
    verdicts = []
    for seed in range(150):
        position = crescent_tail_position(seed)
        solution = solver.solve(position, max_seconds=20)
        assert solution.verdict is not Verdict.UNDECIDED, seed
        assert (solution.verdict is Verdict.WON) == crescent_brute_force_wins(position), seed
        if solution.verdict is Verdict.WON:
            after = position
            for action in solution.actions:
                after = after.play(action)
            assert after.is_won()
        verdicts.append(solution.verdict)
    # Both outcomes occur, so the comparison tested something each way.
    assert verdicts.count(Verdict.UNWINNABLE) >= 10 and verdicts.count(Verdict.WON) >= 10


def test_exhaustive_search_alone_proves_a_dead_position():
    # K♠ on Q♠ and nothing else left but them: the ascending ♠ foundation needs the
    # Q♠ first (CR-11), the K♠ has no pile to go to (CR-6, CR-7; the A♠ is on the
    # descending foundation), and no redeal is left (CR-20).
    foundations = (11, 13, 13, 13, 13, 13, 13, 13)
    position = crescent_piles({1: ["Q♠", "K♠"]}, foundations, 0)
    assert not crescent_brute_force_wins(position)
    solution = solver.solve(position, portfolio=(), max_seconds=10)
    assert solution.verdict is Verdict.UNWINNABLE
    # With one redeal the Q♠ comes on top (CR-16) and the game is won.
    redeal = crescent_piles({1: ["Q♠", "K♠"]}, foundations, 1)
    assert crescent_brute_force_wins(redeal)
    won = solver.solve(redeal, portfolio=(), max_seconds=10)
    assert won.verdict is Verdict.WON
    assert won.actions[0] is crescent.REDEAL


def test_meeting_foundations_pass_cards_between_them():
    """CR-14: ascending ♠ holds A-6 and descending ♠ K-7, so the 13 other spades can
    go up only after cards pass between the two foundations; the base never moves (CR-15)."""
    # 2♠ on top can go down once 6♠ … 3♠ have passed down (CR-14): 4 passes; then
    # 3♠ … K♠ go up and the A♠ down.
    climbing = ["K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠", "6♠", "5♠", "4♠", "3♠", "2♠"]
    position = crescent_piles({1: climbing, 2: ["A♠"]}, (6, 13, 13, 13, 7, 13, 13, 13), 0)
    assert crescent_brute_force_wins(position)
    solution = solver.solve(position, max_seconds=20)
    assert solution.verdict is Verdict.WON
    passes = [
        a
        for a in solution.actions
        if isinstance(a.source, crescent.Foundation) and isinstance(a.target, crescent.Foundation)
    ]
    assert len(passes) == 4
    after = position
    for action in solution.actions:
        after = after.play(action)  # raises on a base move (CR-15) or any illegal pass
    assert after.is_won()


def test_pile_cap_and_emptied_piles_are_respected():
    """CR-8 and CR-10 hold in the solver's moves: every action is legal in the engine."""
    start = deal(str(GameCode.of("crescent", 6)))
    solution = solver.solve(start, max_seconds=30, portfolio=QUICK, prove=False)
    position = start
    for action in solution.actions:
        assert position.refusal(action) is None
        position = position.play(action)
        assert all(len(p) <= crescent.PILE_LIMIT for p in position.piles)
    assert position.is_won()


def test_the_exhaustive_search_stops_at_its_position_cap_undecided(monkeypatch):
    """Memory stays bounded: past EXHAUSTIVE_POSITIONS a whole deal is undecided,
    never proven either way (a whole deal has millions of positions, CR-16/CR-17)."""
    monkeypatch.setattr(solver, "EXHAUSTIVE_POSITIONS", 8192)
    solution = solver.solve(
        deal(str(GameCode.of("crescent", 2))), portfolio=(), max_seconds=120, restart=False
    )
    assert solution.verdict is Verdict.UNDECIDED
    assert 8192 <= solution.states < 8192 + 4096


def test_cr19_further_runs_go_on_after_the_capped_exhaustive_search_while_time_is_left():
    """A whole deal (CR1 deal 1, won within the portfolio's first runs) that the
    exhaustive search leaves undecided at its cap is won by the further short
    runs, and only when a time limit bounds them; the win replays (CR-19)."""
    position = deal(str(GameCode.of("crescent", 1)))
    capped = solver.solve(position, portfolio=(), max_states=4096, max_seconds=None)
    assert capped.verdict is Verdict.UNDECIDED
    assert capped.states < 4096 + 4096
    won = solver.solve(position, portfolio=(), max_states=4096, max_seconds=60)
    assert won.verdict is Verdict.WON and won.states > capped.states
    after = position
    for action in won.actions:
        after = after.play(action)
    assert after.is_won()


def test_cr1_the_search_counts_only_the_upper_copy_of_a_wanted_card():
    """Either copy of a card will do for a foundation (CR-1, CR-11): the cards above
    the 2♠ count for the copy with fewer above it, not for both."""
    position = crescent_piles(
        {1: ["2♠", "9♦", "5♣"], 2: ["7♥", "2♠", "J♣"], 3: ["Q♦", "K♠"]}, [1] * 8, 0
    )
    piles, foundations, _ = solver.start_state(position)
    # Wanted next: every 2 (ascending) and every Q (descending): 2♠ (one above it in
    # pile 2, two in pile 1), Q♦ (one above it), nothing else of those.
    assert solver._buried(piles, foundations) == 1 + 1
    assert solver._buried(piles, foundations, every_copy=True) == 2 + 1 + 1
    lower_only = crescent_piles({1: ["2♠", "9♦", "5♣"], 3: ["Q♦", "K♠"]}, [1] * 8, 0)
    piles, foundations, _ = solver.start_state(lower_only)
    assert solver._buried(piles, foundations) == 2 + 1


def test_cr10_packed_positions_and_keys_keep_every_pile_and_foundation():
    """The exhaustive search stores positions as strings: an emptied pile (CR-10),
    the foundations and the redeals left (CR-17) survive the round trip; a key
    does not depend on which place a pile is in, and does on everything else."""
    position = crescent_piles(
        {1: ["2♠", "9♦"], 3: ["Q♦"], 16: ["K♠", "A♣", "5♥"]}, [2] + [1] * 7, 2
    )
    state = solver.start_state(position)
    assert solver._unpack(solver._pack(state)) == state
    piles, foundations, redeals = state
    swapped = (piles[2], *piles[1:2], piles[0], *piles[3:])
    assert solver._key((swapped, foundations, redeals)) == solver._key(state)
    moved = (piles[0] + piles[2], piles[1], b"", *piles[3:])
    assert solver._key((moved, foundations, redeals)) != solver._key(state)
    other = bytes([3]) + foundations[1:]
    assert solver._key((piles, other, redeals)) != solver._key(state)


def _stranded_deal() -> crescent.Position:
    """A whole start position (16 piles of 6, CR-2) lost from the first move: the
    top three cards of six piles are spades that can never move.  Both 2♠ and
    both Q♠ (the first cards the spade foundations take, CR-11, CR-12) lie under
    the 3♠, 5♠ and 9♠ on top, whose every neighbour (4♠ and 6♠, 8♠ and 10♠, 2♠
    and 4♠: CR-6) lies under them too; three redeals bring up only the three
    lowest cards of a pile (CR-16, CR-17)."""
    spades = {
        1: ["2♠", "4♠", "3♠"],
        2: ["2♠", "4♠", "3♠"],
        3: ["Q♠", "6♠", "5♠"],
        4: ["Q♠", "6♠", "5♠"],
        5: ["8♠", "10♠", "9♠"],
        6: ["8♠", "10♠", "9♠"],
    }
    locked = [Card.parse(text) for cards in spades.values() for text in cards]
    rest = [
        Card(rank, suit)
        for suit in Suit
        for rank in Rank
        for copy in range(2)
        if not (copy == 0 and rank in (Rank.ACE, Rank.KING))  # the bases (CR-2)
    ]
    for card in locked:
        rest.remove(card)
    random.Random(14).shuffle(rest)
    piles = []
    for number in range(1, 17):
        top = [Card.parse(text) for text in spades.get(number, ())]
        below = [rest.pop() for _ in range(crescent.DEAL_SIZE - len(top))]
        piles.append((*below, *top))
    assert not rest
    return crescent.initial_position(tuple(piles))


def test_cr1_cr19_a_whole_deal_is_proven_unwinnable_by_its_stranded_cards():
    """A whole deal proven lost at once: no search (0 positions), where the
    exhaustive search would meet millions of positions."""
    start = _stranded_deal()
    assert start.card_count() == crescent.CARD_COUNT
    assert deadlocked(solver.start_state(start))
    solution = solver.solve(start, max_seconds=10)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.states == 0
    # Without the spade lock (its top cards swapped with those of other piles)
    # nothing is proven at the start.
    piles = list(start.piles)
    for number in range(6):
        other = 6 + number
        piles[number], piles[other] = (
            piles[number][:-1] + piles[other][-1:],
            piles[other][:-1] + piles[number][-1:],
        )
    assert not deadlocked(solver.start_state(crescent.Position(tuple(piles))))


def test_cr7_cr12_a_card_that_can_go_to_a_foundation_may_be_needed_on_a_pile_first():
    """Why the exhaustive search plays no move unasked: the A♥ can go onto its
    descending foundation (CR-12), and doing so loses, for the K♥ has to go onto
    it (a wrap, CR-7) to free the A♠ below; the solver finds the win."""
    position = crescent_piles(
        {1: ["Q♠", "A♥"], 2: ["K♦", "A♣", "K♣"], 3: ["Q♦", "Q♥", "A♠", "K♥"], 4: ["2♣", "K♠"]},
        (11, 11, 11, 12, 12, 12, 13, 11),
        1,
    )
    eager = position.play(
        crescent.Move(1, crescent.Foundation(crescent.Direction.DOWN, Suit.HEARTS))
    )
    assert crescent_brute_force_wins(position) and not crescent_brute_force_wins(eager)
    solution = solver.solve(position, max_seconds=20)
    assert solution.verdict is Verdict.WON
    after = position
    for action in solution.actions:
        after = after.play(action)
    assert after.is_won()
    assert solver.solve(eager, max_seconds=20).verdict is Verdict.UNWINNABLE


def test_cr5_cr6_cr16_deadlocked_is_never_wrong_with_up_to_three_redeals():
    """The relaxed game of ``generator.crescent.deadlock`` is sound: on the 600 small
    positions, each with 0 to 3 redeals left (CR-16, CR-17), no position it
    calls lost is won by the brute-force search of every legal move and
    redeal."""
    caught = won = 0
    for position, _ in crescent_small_positions():
        for redeals in range(crescent.REDEALS + 1):
            with_redeals = crescent.Position(position.piles, position.foundations, redeals)
            state = solver.start_state(with_redeals)
            if deadlocked(state):
                assert not crescent_brute_force_wins(with_redeals), (position, redeals)
                caught += 1
            else:
                won += 1
    assert caught >= 95 and won >= 1500


def test_cr6_cr16_a_card_whose_targets_lie_below_it_in_its_own_pile_is_deadlocked():
    """A♣ on top of K♣ 2♣ (bottom to top): it may go only onto a 2♣ or a K♣
    (CR-6, CR-7), and both lie under it in its own pile; the ♣ descending
    foundation needs the 2♣ before it (CR-12).  The redeal turns the K♣ up
    (CR-16), which goes to its ascending foundation, and the A♣ is on top again
    with nowhere to go: ``deadlocked`` knows a card goes onto another pile (CR-5)."""
    position = crescent_piles(
        {1: ["A♦", "K♠"], 2: ["Q♠", "K♥"], 3: ["A♠", "K♦"], 4: ["K♣", "2♣", "A♣"]},
        (11, 12, 12, 12, 12, 13, 12, 11),
        1,
    )
    assert not crescent_brute_force_wins(position)
    state = solver.start_state(position)
    assert deadlocked(state)
    # solve asks the tighter game first: a proof with no position searched.
    proof = solver.solve(position, max_seconds=None)
    assert proof.verdict is Verdict.UNWINNABLE and proof.states == 0
    # Without the 2♣ under it, the A♣ goes to its descending foundation (CR-12).
    freed = crescent_piles(
        {1: ["A♦", "K♠"], 2: ["Q♠", "K♥", "2♣"], 3: ["A♠", "K♦"], 4: ["K♣", "A♣"]},
        (11, 12, 12, 12, 12, 13, 12, 11),
        1,
    )
    assert crescent_brute_force_wins(freed) and not deadlocked(solver.start_state(freed))
