"""Crescent deadlocks: a relaxed game that proves a position lost.

:func:`deadlocked` answers ``True`` only for a position that no line of play
wins (CR-19).  It plays a relaxed game, one with more freedom than the real
one, so that whatever the real game can do, it can too:

- a card can come to the top of its pile (CR-5) once every card above it can
  leave, or, if it is one of the ``redeals`` lowest, by the redeals (CR-16,
  CR-17);
- a card on top can leave its pile if a card it may go onto (CR-6, CR-7) can
  be on top of a pile at some time, or if it can reach a foundation;
- it can reach a foundation if, for one of the two foundations of its suit, a
  card of every rank it needs first can reach a foundation (CR-11, CR-12), or
  every rank the two need to meet can, after which any card of the suit goes,
  passed between them (CR-14).  Only the first card played onto two that meet
  is any card: it settles which ranks each takes next, so when a suit's
  foundations meet, each of its cards in turn is tried as the first
  (:func:`relaxed_game_lost`).

The order of play, the pile cap (CR-8) and emptied piles (CR-10) are
ignored.  To that game it adds two facts that hold in every real line (the
looser game without them, ``stranded``, is kept with its tests in
``tests/research/``):

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

from generator.crescent.compact import NEIGHBOURS

Place = tuple[int, int]
"""A card by its place in the position: its pile (0…15) and its index from the bottom."""


def relaxed_game_lost(state, every_card_placed) -> bool:
    """Whether the relaxed game ``every_card_placed(piles, foundations,
    redeals, first)`` leaves a card off the foundations, for every first card
    played onto a suit's two foundations that meet (see the module's docstring)."""
    piles, foundations, redeals = state
    if not every_card_placed(piles, foundations, redeals):
        return True
    # CR-14: the first card played onto two foundations that meet settles
    # which ranks each takes next (the ascending one those above it, the
    # descending one those below): one relaxed game for each first card.
    for suit in range(4):
        if foundations[suit] == 0:
            firsts = {card for cards in piles for card in cards if card & 3 == suit}
            if all(
                not every_card_placed(piles, _split(foundations, card), redeals, card)
                for card in firsts
            ):
                return True
    return False


def _split(foundations: bytes, card: int) -> bytes:
    """The foundations after ``card`` is played onto the two of its suit that meet."""
    rank, suit = card >> 2, card & 3
    changed = bytearray(foundations)
    changed[suit] = changed[4 + suit] = rank
    return bytes(changed)


def _uncovered(pile: int, index: int, left, lowest_open: list[int], redeals: int) -> int:
    """In a relaxed game, after the card at ``index`` of ``pile`` has left:
    the index of the card that comes to the top for good (the highest below
    that has not left), when it is one the redeals do not turn up already
    (those are candidates from the start); else -1.  ``lowest_open`` holds,
    for each pile, the index of its lowest card on top so far."""
    if index != lowest_open[pile]:
        return -1
    below = index - 1
    while below >= 0 and (pile, below) in left:
        below -= 1
    lowest_open[pile] = below
    return below if below >= redeals else -1


def _can_reach_foundation(rank: int, up: int, down: int, ranks_placed: set[int]) -> bool:
    """Whether a card of ``rank`` can go onto a foundation of its suit, whose
    ascending one ends at ``up`` and descending one at ``down`` (``0, 0``:
    they meet), once a card of each rank of ``ranks_placed`` has gone there."""
    if up == 0:
        return True
    if rank > up and all(r in ranks_placed for r in range(up + 1, rank)):
        return True  # CR-11
    if rank < down and all(r in ranks_placed for r in range(rank + 1, down)):
        return True  # CR-12
    # CR-14: once the two meet, any card of the suit goes.
    return down > up and all(r in ranks_placed for r in range(up + 1, down))


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
                for near in (n * 4 + suit for n in NEIGHBOURS[rank])
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
