"""Strong stubborn sets for the Crescent exhaustive search, once no redeal is left.

A partial-order reduction (Valmari's stubborn sets, in the "strong stubborn
set" form of Alkhazraji, Wehrle, Mattmüller and Helmert 2012 and Wehrle and
Helmert 2014): in a position, only the moves of a *stubborn set* are
expanded.  If a won position can be reached, one can still be reached through
those moves alone, so a search that expands only them and meets no won
position proves the position lost, as the full search would.

The model is the solver's (:mod:`generator.crescent.solver`): a position is
16 piles and the foundations; with no redeal left (CR-17) the actions are

- ``F(p, c)``: the card ``c`` on top of pile ``p`` goes onto a foundation of
  its suit that takes it (CR-5, CR-11, CR-12, CR-14: meeting foundations are
  one state, which takes any card of the suit).  It reads and changes pile
  ``p`` and the foundations of ``c``'s suit;
- ``M(p, q, c)``: the card ``c`` on top of ``p`` goes onto pile ``q``, whose
  top is a neighbour of ``c`` (same suit, rank one apart with the wrap,
  CR-6, CR-7) and which holds fewer than 13 cards (CR-8; an emptied pile
  has no top and stays empty, CR-10).  It reads and changes piles ``p`` and
  ``q`` only.

Won means every pile empty (CR-19: no card goes back to a pile, CR-14).

**Stubborn set.**  A set ``T`` of actions is stubborn in a position ``s``
that is not won when

1. every winning line from ``s`` has an action of ``T`` (a *landmark*);
2. for every action of ``T`` not playable in ``s``, ``T`` holds a *necessary
   enabling set*: actions one of which every line that makes it playable
   plays first;
3. for every action ``a`` of ``T`` playable in ``s``, ``T`` holds every
   action that may *interfere* with ``a`` in a position reached from ``s``
   by actions outside ``T``: disable it, be disabled by it, or not commute
   with it.

*Why it is sound.*  Take a winning line ``b1 … bn a rest`` from ``s`` with
``a`` its first action in ``T`` (there is one, by 1).  ``a`` is playable in
``s``: otherwise, by 2, an action of ``T`` would come before it.  No ``bi``
interferes with ``a`` (by 3), so ``a b1 … bn rest`` is a winning line of the
same length.  By induction on the length, a won position is reached through
stubborn moves alone.  Merging positions by key in the search keeps this:
two positions of one key differ only in the places of their piles, and a line
of one is a line of the other, pile for pile.  A position whose stubborn set
has no playable action has no winning line at all: a dead end, proven.

**The sets used.**  ``T`` is a union of groups: ``pop(p, c)``, every
action that takes the card ``c`` from pile ``p`` (``F(p, c)`` and every
``M(p, ·, c)``); ``push(q, c)``, every ``M(·, q, c)``; ``plays(c)``, every
``F(·, c)``.  Along actions outside ``T`` the top of a pile changes only by
a card taken from it or a neighbour put onto it, so interference (3):

- ``M(p, q, c)``, playable, changes only piles ``p`` and ``q``: an action
  that does not change their tops or fill ``q`` commutes with it and
  neither disables the other: ``pop(p, c)``, ``push(p, c')`` and
  ``pop(q, t)``, ``push(q, t')`` (``t`` the top of ``q``, ``c'`` and ``t'``
  the neighbours of ``c`` and ``t``);
- ``F(p, c)``, playable: ``pop(p, c)``, ``push(p, c')``, and ``plays(c)``
  (the other copy, CR-1).  Two other cards of the suit that its
  foundations take are the next of the ascending and of the descending one,
  of distinct ranks, and stay playable in either order with the same
  result until the suit meets, which needs a copy of ``c`` played first;
  when the foundations meet, any card of the suit is playable and the first
  settles what comes next (CR-14): every ``plays`` of the suit.

Necessary enabling sets (2), from the first action that can make a false
precondition true:

- "the top of ``p`` is one of the cards ``S``": a card of ``S`` put onto
  ``p``, or the card lying on the highest card of ``S`` in ``p`` taken away
  (the card on a covered one never changes): ``push(p, s)`` for each ``s``
  of ``S`` still in a pile (a played card never comes back, CR-14) and that
  ``pop``; nothing if ``p`` is empty (CR-10: never again);
- "``q`` has room" (CR-8): its top taken away, ``pop(q, t)``;
- "the foundations take ``c``": they change only by plays of their suit, the
  first of which plays a card they take now: ``plays`` of those cards.

For ``M(p, q, c)`` both "``c`` on top of ``p``" and "a neighbour of ``c``
on top of ``q``" may be false: the first is used when no pile has ``c`` on
top (then ``push(·, c)`` and the piles holding ``c`` close the group
quickly), the second otherwise.

Landmarks (1): every pile must be emptied, and the first action touching a
non-empty pile takes its top or puts a neighbour of its top onto it; every
suit not yet complete must take first one of the cards it takes now.  Each
landmark is closed under the rules above (stopping early when it holds no
fewer playable moves than the best so far) and the one with the fewest
playable moves is used.

**Redeals.**  A redeal (CR-16) turns every pile of two cards or more: it
interferes with nearly every move, and a stubborn set holding a playable
move would have to hold it, and then every move.  So positions with a
redeal left are expanded in full; the reduction works in the last round
(no redeal left, CR-17), where the search meets most positions.
"""

from __future__ import annotations

from generator.crescent import engine
from generator.crescent.compact import KING, TO_FOUNDATION
from generator.crescent.compact import NEIGHBOURS as _NEIGHBOUR_RANKS
from generator.crescent.compact import WANTED as _WANTED

_NEIGHBOURS = [
    tuple(rank * 4 + (card & 3) for rank in _NEIGHBOUR_RANKS[card >> 2])
    for card in range(4 * (KING + 1))
]
"""Cards a card may go onto, or take onto itself, on a pile (CR-6, CR-7)."""

_LIMIT = engine.PILE_LIMIT


def _accepts(foundations: bytes, card: int) -> bool:
    """Whether a foundation of the card's suit takes it (CR-11 … CR-14), as
    :func:`generator.crescent.solver.children` plays it."""
    rank, suit = card >> 2, card & 3
    up, down = foundations[suit], foundations[4 + suit]
    return up == 0 or (up < KING and rank == up + 1) or (down > 1 and rank == down - 1)


def _wanted(foundations: bytes, suit: int) -> tuple[int, ...]:
    """The cards of a suit its foundations take now (none when complete)."""
    return _WANTED[suit][foundations[suit]][foundations[4 + suit]]


class _Closure:
    """One stubborn set, grown from a landmark until rules 2 and 3 hold.

    Its groups: ``("pop", p, c)``, every action taking ``c`` from pile ``p``
    (``F(p, c)`` and every ``M(p, ·, c)``); ``("push", q, c)``, every
    ``M(·, q, c)``; ``("plays", c)``, every ``F(·, c)``.
    """

    __slots__ = (
        "foundations",
        "groups",
        "kept",
        "limit",
        "on_top",
        "piles",
        "present",
        "watched",
        "work",
    )

    def __init__(self, piles, foundations: bytes, present, watched: dict, limit: int):
        self.piles = piles
        self.foundations = foundations
        self.present = present
        self.on_top = {cards[-1] for cards in piles if cards}
        self.groups: set[tuple] = set()
        self.work: list[tuple] = []
        self.watched = watched
        """The groups of the playable moves: group -> indices of its moves."""
        self.kept: set[int] = set()
        """The playable moves in the set so far."""
        self.limit = limit
        """Closing stops when this many playable moves are in (no better than another set)."""

    def add(self, group: tuple) -> None:
        if group not in self.groups:
            self.groups.add(group)
            self.work.append(group)
            found = self.watched.get(group)
            if found:
                self.kept.update(found)

    def close(self) -> None:
        """Grow the set until rules 2 and 3 hold, or until it holds ``limit``
        playable moves (then it is left unfinished: not a stubborn set)."""
        while self.work and len(self.kept) < self.limit:
            group = self.work.pop()
            if group[0] == "pop":
                self._pop(group[1], group[2])
            elif group[0] == "push":
                self._push(group[1], group[2])
            else:
                self._plays(group[1])

    def make_top(self, pile: int, cards) -> None:
        """A necessary enabling set for "the top of ``pile`` is one of ``cards``"
        (it is not now): the first action that makes it true puts one of them
        onto the pile, or takes away the card lying on the highest of them."""
        held = self.piles[pile]
        if not held:
            return  # an emptied pile stays empty (CR-10): never
        present = self.present
        for card in cards:
            if card in present:  # a played card never comes back (CR-14)
                self.add(("push", pile, card))
        for index in range(len(held) - 2, -1, -1):
            if held[index] in cards:
                self.add(("pop", pile, held[index + 1]))
                break

    def play_needs(self, pile: int, card: int) -> None:
        """Rule 3 for ``F(pile, card)``, playable: what may cover or take the
        card, and the other plays of its suit that do not commute with it."""
        self.add(("pop", pile, card))
        for near in _NEIGHBOURS[card]:
            self.add(("push", pile, near))
        suit = card & 3
        if self.foundations[suit] == 0:  # meeting foundations (CR-14)
            for rank in range(1, KING + 1):
                self.add(("plays", rank * 4 + suit))
        else:
            self.add(("plays", card))

    def move_needs(self, pile: int, target: int, card: int) -> None:
        """Rule 3 for ``M(pile, target, card)``, playable: whatever may change
        the top of either pile (or fill the target, CR-8)."""
        self.add(("pop", pile, card))
        for near in _NEIGHBOURS[card]:
            self.add(("push", pile, near))
        top = self.piles[target][-1]
        self.add(("pop", target, top))
        for near in _NEIGHBOURS[top]:
            self.add(("push", target, near))

    def _pop(self, pile: int, card: int) -> None:
        held = self.piles[pile]
        if not held:
            return
        if held[-1] != card:
            self.make_top(pile, (card,))
            return
        if _accepts(self.foundations, card):
            self.play_needs(pile, card)
        else:
            for wanted in _wanted(self.foundations, card & 3):
                self.add(("plays", wanted))
        near = _NEIGHBOURS[card]
        for target, other in enumerate(self.piles):
            if target == pile or not other:
                continue
            if other[-1] not in near:
                self.make_top(target, near)
            elif len(other) < _LIMIT:
                self.move_needs(pile, target, card)
            else:
                self.add(("pop", target, other[-1]))

    def _push(self, target: int, card: int) -> None:
        other = self.piles[target]
        if not other:
            return
        top = other[-1]
        if top not in _NEIGHBOURS[card]:
            # M(·, target, card) needs two things: the card on top of its
            # pile, and a neighbour on top of the target.  When no pile has
            # the card on top, the first one: a move of it onto that pile
            # (within the pushes of the card), or a card taken from above it.
            if card in self.on_top:
                self.make_top(target, _NEIGHBOURS[card])
            else:
                for pile in range(len(self.piles)):
                    if pile != target:
                        self.make_top(pile, (card,))
            return
        if len(other) >= _LIMIT:
            self.add(("pop", target, top))
            return
        for pile, held in enumerate(self.piles):
            if pile == target or not held:
                continue
            if held[-1] == card:
                self.move_needs(pile, target, card)
            else:
                self.make_top(pile, (card,))

    def _plays(self, card: int) -> None:
        if not _accepts(self.foundations, card):
            for wanted in _wanted(self.foundations, card & 3):
                self.add(("plays", wanted))
            return
        for pile, held in enumerate(self.piles):
            if not held:
                continue
            if held[-1] == card:
                self.play_needs(pile, card)
            else:
                self.make_top(pile, (card,))


ATTEMPTS = 4
"""Landmarks tried in a row without a smaller set before the search gives up
on a position and expands every move (always allowed): in the positions of
whole deals nearly every landmark grows into every move, and trying all of
them cost about 10 ms a position."""


def stubborn_moves(state, moves: list) -> list:
    """The moves of ``moves`` (every playable one of ``state``, as
    :func:`generator.crescent.solver.children` gives them, with their
    positions) that a stubborn set of ``state`` holds; all of them when a
    redeal is left.  An empty list proves ``state`` lost."""
    piles, foundations, redeals = state
    if redeals or not moves:
        return moves
    present = frozenset(b"".join(piles))
    watched: dict[tuple, list[int]] = {}
    for index, (_, move) in enumerate(moves):
        groups: tuple[tuple, ...]
        if move[0] == TO_FOUNDATION:
            _, source, card = move
            groups = (("pop", source, card), ("plays", card))
        else:
            _, source, target, card = move
            groups = (("pop", source, card), ("push", target, card))
        for group in groups:
            watched.setdefault(group, []).append(index)
    best = len(moves)
    kept: set[int] | None = None
    misses = 0
    for seed in _landmarks(piles, foundations):
        closure = _Closure(piles, foundations, present, watched, best)
        seed(closure)
        closure.close()
        if len(closure.kept) < best:  # closed: a stubborn set, smaller
            best, kept = len(closure.kept), closure.kept
            if not best:
                break
        else:
            misses += 1
            if misses == ATTEMPTS:
                break
    if kept is None:
        return moves
    return [entry for index, entry in enumerate(moves) if index in kept]


def _landmarks(piles, foundations: bytes):
    """Rule 1: each non-empty pile must be emptied, each suit not complete must
    take one of the cards it takes now."""
    for index, cards in enumerate(piles):
        if cards:

            def pile(closure, index=index, top=cards[-1]):
                closure.add(("pop", index, top))
                for near in _NEIGHBOURS[top]:
                    closure.add(("push", index, near))

            yield pile
    for suit in range(4):
        wanted = _wanted(foundations, suit)
        if wanted:

            def seed(closure, wanted=wanted):
                for card in wanted:
                    closure.add(("plays", card))

            yield seed
