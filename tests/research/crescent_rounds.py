"""Crescent search ideas the solver does not use: the looser relaxed game
``stranded`` and the search one round of redeals at a time.

``stranded`` is the relaxed game of :mod:`generator.crescent.deadlock`
without its two facts about other piles and redeals: looser, so it proves
fewer positions lost (the tests show ``deadlocked`` proves every one it
does, and more).  :func:`exhaust_by_round` searches the positions of each
number of redeals left in turn, holding one round in memory, with stranded
positions and, optionally, the stubborn sets of :mod:`research.crescent_reduce`
left out.  ``tests/benchmarks/bench_crescent_rounds.py`` and
``scan_crescent_deadlocks.py`` measure them; ``test_crescent_research.py``
checks them against the brute force.
"""

from __future__ import annotations

from generator.crescent import solver
from generator.crescent.compact import NEIGHBOURS, REDEAL
from generator.crescent.deadlock import _can_reach_foundation, _uncovered, relaxed_game_lost
from generator.solution import Budget, Progress

# Re-exported: the name exhaust_by_round calls, which bench_crescent_rounds.py replaces to count.
from research.crescent_reduce import stubborn_moves as stubborn_moves


def stubborn_children(state) -> list:
    """The (position, move) pairs of ``state`` that a stubborn set keeps
    (every one while a redeal is left): an ``expand`` for the solver's
    ``exhaust``, which then still reaches a won position when one can be."""
    return stubborn_moves(state, solver.children(state))


def stranded(state) -> bool:
    """``True`` when some card can never reach a foundation, whatever is played:
    the position is lost.  A relaxed game decides it, one with more freedom
    than the real one, so that whatever the real game can do, it can too:

    - a card can come to the top of its pile (CR-5) once every card above it
      can leave, or, if it is one of the ``redeals`` lowest, by the redeals
      (CR-16: each brings the bottom card up; a card with more cards below it
      than redeals left never comes up that way, CR-17);
    - a card on top can leave its pile if a card it may go onto (CR-6, CR-7)
      can be on top of a pile at some time, or if it can reach a foundation;
    - it can reach a foundation if, for one of the two foundations of its
      suit, a card of every rank it needs first can reach a foundation
      (CR-11, CR-12), or every rank the two need to meet can, after which any
      card of the suit goes, passed between them (CR-14).  Only the first
      card played onto two that meet is any card: it settles which ranks each
      takes next, so when a suit's foundations meet, each of its cards in turn
      is tried as the first, and the position is stranded if it is for every one.

    The relaxed game ignores when things happen (a card covered again, two
    cards that are each other's only target), the pile cap (CR-8) and emptied
    piles (CR-10): each only takes moves away from the real game.  So the
    cards it lets reach a foundation include every card the real game ever
    plays there, and the real game is lost when some card is left out (CR-19).
    Cheap (a pass over 96 cards or so), it proves what the exhaustive search
    could not reach, but it sees only deadlocks that hold whatever the order
    of play: at the start of a deal, with three redeals (the lowest three
    cards of every pile come up), none of CR1 deals 1-20000 is stranded.
    """
    return relaxed_game_lost(state, every_card_placed_loosely)


def every_card_placed_loosely(piles, foundations: bytes, redeals: int, first: int = -1) -> bool:
    """Whether the relaxed game of :func:`stranded` plays every card to a
    foundation; ``first``, if given, is a card that can go there whenever it is on top."""
    # Cards by place (pile, index from the bottom) that can come to the top.
    candidates = [
        (pile, index)
        for pile, cards in enumerate(piles)
        for index in range(len(cards))
        if index == len(cards) - 1 or index < redeals
    ]
    on_top = {piles[pile][index] for pile, index in candidates}
    lowest_open = [len(cards) - 1 for cards in piles]
    left: set[tuple[int, int]] = set()
    placed: set[tuple[int, int]] = set()
    ranks_placed: list[set[int]] = [set(), set(), set(), set()]
    changed = True
    while changed:
        changed = False
        for place in candidates:
            if place in placed:
                continue
            pile, index = place
            card = piles[pile][index]
            rank, suit = card >> 2, card & 3
            reaches = card == first or _can_reach_foundation(
                rank, foundations[suit], foundations[4 + suit], ranks_placed[suit]
            )
            if reaches:
                placed.add(place)
                ranks_placed[suit].add(rank)
                changed = True
            if place in left or not (
                reaches or any(near * 4 + suit in on_top for near in NEIGHBOURS[rank])
            ):
                continue
            left.add(place)
            changed = True
            below = _uncovered(pile, index, left, lowest_open, redeals)
            if below >= 0:
                candidates.append((pile, below))
                on_top.add(piles[pile][below])
    return len(placed) == sum(map(len, piles))


def exhaust_by_round(start, budget: Budget, progress: Progress | None = None, reduce: bool = False):
    """Every position reachable from ``start``, one round at a time; returns
    ``(True, positions)`` when none is won (proof), ``(False, positions)`` when
    a won one is reached (the line is not kept: the solver's ``exhaust`` finds it), or
    ``(None, positions)`` when the budget ran out.

    The redeals left only go down (CR-17), so the positions with ``r``
    redeals left (a round) are searched together, and only the positions a
    redeal leads to, the next round's starts, are kept when the round ends:
    memory holds one round, not the whole search.  A round's start whose
    piles the round met already, with one redeal more, is dropped (all it can
    do, that one could); a :func:`stranded` one too, and in the last round
    (no redeal left, where stranded positions are commonest) every stranded
    position is left unexpanded.  ``reduce``: in the last round, only the
    moves of a stubborn set are expanded, as :func:`stubborn_children` does.
    """
    entries = {solver._key(start): solver._pack(start)}
    positions = 0
    for left in range(start[2], -1, -1):
        seen: set[bytes] = set()
        following: dict[bytes, bytes] = {}
        lost: set[bytes] = set()
        stack = list(entries.values())
        del entries
        while stack:
            state = solver._unpack(stack.pop())
            key = solver._key(state)
            if key in seen:
                continue
            seen.add(key)
            if len(seen) & 4095 == 0:
                if budget.exhausted(len(seen) + len(following) + len(lost)):
                    return None, positions + len(seen)
                if progress is not None and len(seen) & 262143 == 0:
                    progress(
                        f"round with {left} redeals left: {len(seen):,} positions, "
                        f"{budget.elapsed():.1f} s"
                    )
            if solver.played(state[1]) == solver.WON_COUNT:
                return False, positions + len(seen)
            if left == 0 and stranded(state):
                continue
            moves = solver.children(state)
            if reduce:
                moves = stubborn_moves(state, moves)
            for child, move in moves:
                child_key = solver._key(child)
                if move[0] != REDEAL:
                    if child_key not in seen:
                        stack.append(solver._pack(child))
                elif child_key not in following and child_key not in lost:
                    if stranded(child):
                        lost.add(child_key)
                    else:
                        following[child_key] = solver._pack(child)
        positions += len(seen)
        entries = {key: packed for key, packed in following.items() if key not in seen}
        if progress is not None:
            progress(
                f"round with {left} redeals left: {len(seen):,} positions, "
                f"{len(entries):,} starts for the next, {len(lost):,} stranded"
            )
        del seen, following, lost
    return True, positions


__all__ = ["every_card_placed_loosely", "exhaust_by_round", "stranded", "stubborn_children"]
