"""Crescent deadlocks: a tighter relaxed game than :func:`.crescent.stranded`.

:func:`deadlocked` answers ``True`` only for a position that no line of play
wins (CR-19).  It plays the relaxed game of
:func:`~generator.crescent.solver.stranded` (a card on top leaves if a card it
may go onto is ever on top, or if it can reach a foundation; order of play,
the pile cap and emptied piles are ignored) with two more facts that hold in
every real line:

- **A card goes onto a card of another pile** (CR-5, CR-6).  A card still in
  its first pile is on top of that pile only, so it is a target for the cards
  of the other piles, never for those of its own; a card that has moved onto
  a pile is counted as a target for every pile.
- **A card turned up by a redeal covers the cards above its old place.**  The
  ``j``-th redeal (``j = 1, 2, …``, CR-16) takes the bottom card of each pile of
  two or more cards and puts it on top.  Take a card ``x`` at index ``i`` from
  the bottom, with ``i`` at least the redeals left: no redeal turns it up.
  While ``x`` is still in its pile, the cards below it are still there in
  order (a card leaves from the top only, CR-5), so the ``j``-th redeal turns
  up the card that lay at index ``j − 1`` and puts it on ``x`` (the cards at
  indices ``0 … j−2`` went up at the earlier redeals, and the pile holds at
  least ``x`` and that card); that card goes up above ``x`` for good.  Hence
  ``x`` leaves its pile only if, for each redeal ``j``, it leaves before the
  ``j``-th redeal or the card of index ``j − 1`` leaves at some time.  (A card
  a redeal turns up is left out: it comes up above the ones turned up before.)  "Leaves before the ``j``-th redeal" is
  decided by the same relaxed game with ``j − 1`` redeals (everything played
  before that redeal is a line of a game with ``j − 1`` redeals), so the
  relaxed games for 0, 1, … redeals are played in turn.

Each fact only takes moves away from the relaxed game where the real game
has none, so every card the real game plays to a foundation is still played
in the relaxed one, and a card left out proves the position lost.  A card
low in a pile that can never leave it then blocks, after its redeal, every
card that lay above it; and a card whose only possible targets lie below it
in its own pile is stuck.  The tests check it against a brute-force search
of every legal line, with up to three redeals.
"""

from __future__ import annotations

from generator.crescent.solver import (
    _NEIGHBOURS,
    _can_reach_foundation,
    _uncovered,
    relaxed_game_lost,
)

Place = tuple[int, int]
"""A card by its place in the position: its pile (0…15) and its index from the bottom."""


def deadlocked(state) -> bool:
    """``True`` when some card can never reach a foundation in the relaxed game
    of this module (see its docstring): the position is lost (CR-19)."""
    return relaxed_game_lost(state, _every_card_placed)


def _every_card_placed(piles, foundations: bytes, redeals: int, first: int = -1) -> bool:
    """Whether the relaxed game with ``redeals`` redeals plays every card to a foundation."""
    earlier: list[set[Place]] = []
    placed: set[Place] = set()
    for allowed in range(redeals + 1):
        left, placed = _relaxed_game(piles, foundations, allowed, first, earlier)
        earlier.append(left)
    return len(placed) == sum(map(len, piles))


def _relaxed_game(
    piles, foundations: bytes, redeals: int, first: int, earlier: list[set[Place]]
) -> tuple[set[Place], set[Place]]:
    """The places whose card can leave, and those whose card can reach a
    foundation, with ``redeals`` redeals; ``earlier[j]``: the places whose
    card can leave with ``j`` redeals (before the ``j+1``-th redeal)."""
    # Cards that can come to the top: the top ones, those the redeals turn
    # up (CR-16, CR-17), and those uncovered when every card above has left.
    candidates = [
        (pile, index)
        for pile, cards in enumerate(piles)
        for index in range(len(cards))
        if index == len(cards) - 1 or index < redeals
    ]
    # How often each card is on top at some time in each pile, and anywhere.
    in_pile: list[dict[int, int]] = [{} for _ in piles]
    anywhere: dict[int, int] = {}

    def on_top(pile: int, card: int) -> None:
        in_pile[pile][card] = in_pile[pile].get(card, 0) + 1
        anywhere[card] = anywhere.get(card, 0) + 1

    for pile, index in candidates:
        on_top(pile, piles[pile][index])
    moved: set[int] = set()  # cards that can go onto a pile: targets for every pile
    goes_on_pile: set[Place] = set()
    lowest_open = [len(cards) - 1 for cards in piles]
    left: set[Place] = set()
    placed: set[Place] = set()
    ranks_placed: list[set[int]] = [set(), set(), set(), set()]
    changed = True
    while changed:
        changed = False
        for place in candidates:
            card_placed = place in placed
            if card_placed and place in goes_on_pile:
                continue
            pile, index = place
            if not _uncovered_after_redeals(place, redeals, left, earlier):
                continue
            card = piles[pile][index]
            rank, suit = card >> 2, card & 3
            # A card that can go both to a foundation and onto a pile is both a
            # foundation card and a target for others: each is looked at until seen.
            if not card_placed and (
                card == first
                or _can_reach_foundation(
                    rank, foundations[suit], foundations[4 + suit], ranks_placed[suit]
                )
            ):
                placed.add(place)
                ranks_placed[suit].add(rank)
                changed = True
            if place not in goes_on_pile and any(
                near in moved or anywhere.get(near, 0) > in_pile[pile].get(near, 0)
                for near in (n * 4 + suit for n in _NEIGHBOURS[rank])
            ):
                goes_on_pile.add(place)
                moved.add(card)
                changed = True
            if place in left or not (place in placed or place in goes_on_pile):
                continue
            left.add(place)
            changed = True
            below = _uncovered(pile, index, left, lowest_open, redeals)
            if below >= 0:
                candidates.append((pile, below))
                on_top(pile, piles[pile][below])
    return left, placed


def _uncovered_after_redeals(
    place: Place, redeals: int, left: set[Place], earlier: list[set[Place]]
) -> bool:
    """Whether each card a redeal puts on the card at ``place`` can leave, unless
    the card can leave before that redeal (``earlier[j]``).  Only a card no
    redeal turns up (its index at least ``redeals``) is looked at: the
    ``j+1``-th redeal puts the card of index ``j`` on it.  A card a redeal
    turns up lies above every card turned up before it."""
    pile, index = place
    return index < redeals or all(place in earlier[j] or (pile, j) in left for j in range(redeals))
