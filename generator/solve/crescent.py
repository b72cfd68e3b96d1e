"""A Crescent solver under the app's rules (CR-5 … CR-20).

The search works on a compact copy of the position:

- a card is ``rank * 4 + suit`` (suit in ♠ ♥ ♦ ♣ order); a pile is a ``bytes``
  (bottom to top), so slicing, joining and hashing are cheap;
- the foundations are 8 bytes: the top rank of the 4 ascending foundations,
  then of the 4 descending ones.  When a suit's two foundations *meet* (the
  ascending one holds A…r and the descending one r+1…K: every rank once), a
  card may pass between them (CR-14) and any card of the suit can be played
  after the right passes, so all meeting states of a suit are one state,
  written ``0, 0``; the conversion to engine moves adds the passes;
- the piles take part in a position's key sorted: which pile holds which
  cards matters only for the move numbers written out, never for the rules
  (pile cap, emptied piles, redeal all look at a pile's own cards);
- a position reached again with fewer redeals left than before is dropped:
  whatever it can do, the earlier one could do too.

Two searches share this encoding.  :func:`solve` runs many short greedy
best-first searches (:data:`PORTFOLIO`: different weightings and seeded
tie-breaks, a restart strategy, since each finds wins the others miss),
then, with the time left, a depth-first search that visits every reachable
position: when that one runs out of positions the position is proven
unwinnable.  That proof is within reach for small positions only: a whole
deal has more than 700,000 positions before its first redeal alone.  Wins
are then shortened by cutting every detour that one or two moves skip.
"""

from __future__ import annotations

import heapq
import itertools
import random

from generator import crescent as engine
from generator.cards import Card, Rank, Suit
from generator.solve import Budget, Progress, Solution, Verdict

_ADJACENT: list[frozenset[int]] = [frozenset()] + [
    frozenset({r % 13 + 1, (r - 2) % 13 + 1}) for r in range(1, 14)
]
"""Ranks a card of rank r may go onto on a pile, with the ace–king wrap (CR-6, CR-7)."""

_NEIGHBOURS = [()] + [tuple(sorted({r % 13 + 1, (r - 2) % 13 + 1})) for r in range(1, 14)]

TO_FOUNDATION = "F"
TO_PILE = "P"
REDEAL = "R"

WON_COUNT = engine.CARD_COUNT - 8
"""Cards to play to the foundations besides the 8 bases."""

_WEIGHTINGS = ((10, 2, 40), (10, 1, 40), (5, 1, 20), (10, 3, 40), (6, 1, 40), (15, 1, 60))
_NOISES = (16, 8, 24, 32)

PORTFOLIO: tuple[tuple[int, int, int, int, int, int], ...] = (
    # (foundation weight, buried weight, redeal weight, noise, seed, positions)
    (10, 2, 40, 16, 8, 50_000),
    (10, 2, 40, 0, 0, 50_000),
    (10, 1, 40, 0, 0, 50_000),
    (20, 1, 80, 0, 0, 50_000),
    *(
        (*_WEIGHTINGS[i % len(_WEIGHTINGS)], _NOISES[i % len(_NOISES)], 100 + i, 15_000)
        for i in range(64)
    ),
)
"""Best-first runs tried in turn, all eager (a card that can go to a foundation
goes).  A run wins within a few thousand positions or seldom at all (on CR1
deals 61-80, 24 of 37 wins took under 10,000 positions, a few over 50,000),
and each weighting and each seeded random tie-break (``noise`` > 0) wins
deals the others miss: so after four longer runs come many short ones with
other seeds, a restart strategy (on CR1 deals 1-200 it won 187 within 10 s
each, against 127 with ten longer runs and no restarts, on a quiet machine
and wall-clock limits; with 10 s of CPU each on a machine loaded 5x, 65 of
deals 1-75, see ``tests/benchmarks/bench_solve.py``).  Runs
stop after a number of positions, not
of seconds, so that a deal always gives the same line; the time limit only
cuts the whole search short.  What is left of the time goes to the
exhaustive search."""


def encode(card: Card) -> int:
    return card.rank.value * 4 + card.suit.value


def decode(code: int) -> Card:
    return Card(Rank(code >> 2), Suit(code & 3))


def start_state(position: engine.Position):
    piles = tuple(bytes(encode(c) for c in pile) for pile in position.piles)
    tops = bytearray(8)
    for suit in range(4):
        up = position.foundations[suit]
        down_rank = engine.FOUNDATION_SIZE + 1 - position.foundations[4 + suit]
        tops[suit], tops[4 + suit] = (0, 0) if up + 1 == down_rank else (up, down_rank)
    return piles, bytes(tops), position.redeals_left


def played(foundations: bytes) -> int:
    """Cards on the foundations, bases left out."""
    count = 0
    for suit in range(4):
        up, down = foundations[suit], foundations[4 + suit]
        count += 11 if up == 0 else up + 12 - down
    return count


def _key(state) -> tuple:
    piles, foundations, _ = state
    return (tuple(sorted(piles)), foundations)


def children(state, eager: bool = False) -> list:
    """Every (position, move) one action away; moves name piles by index 0…15.

    ``eager``: when a card can go to a foundation, only that move (win-finding only).
    """
    piles, foundations, redeals = state
    out: list[tuple[tuple, tuple]] = []  # (state, move): a move is a tuple of its kind and numbers
    tops = [pile[-1] if pile else -1 for pile in piles]
    for index, card in enumerate(tops):
        if card < 0:
            continue
        rank, suit = card >> 2, card & 3
        up, down = foundations[suit], foundations[4 + suit]
        if up == 0:
            new_up = new_down = rank
        elif up < 13 and rank == up + 1:
            new_up, new_down = rank, down
        elif down > 1 and rank == down - 1:
            new_up, new_down = up, rank
        else:
            continue
        if new_up + 1 == new_down:
            new_up = new_down = 0
        changed = bytearray(foundations)
        changed[suit], changed[4 + suit] = new_up, new_down
        new_piles = list(piles)
        new_piles[index] = piles[index][:-1]
        out.append(((tuple(new_piles), bytes(changed), redeals), (TO_FOUNDATION, index, card)))
        if eager:
            return out
    # Piles by top card, so that each card looks up its two possible targets.
    by_top: dict[int, list[int]] = {}
    for index, card in enumerate(tops):
        if card >= 0 and len(piles[index]) < engine.PILE_LIMIT:
            by_top.setdefault(card, []).append(index)
    for index, card in enumerate(tops):
        if card < 0:
            continue
        suit = card & 3
        for rank in _NEIGHBOURS[card >> 2]:
            for target in by_top.get(rank * 4 + suit, ()):
                if target != index:
                    new_piles = list(piles)
                    new_piles[index] = piles[index][:-1]
                    new_piles[target] = piles[target] + bytes((card,))
                    out.append(
                        ((tuple(new_piles), foundations, redeals), (TO_PILE, index, target, card))
                    )
    if redeals:
        rotated = tuple(p[1:] + p[:1] if len(p) >= 2 else p for p in piles)
        out.append(((rotated, foundations, redeals - 1), (REDEAL,)))
    return out


_WANTED: dict[bytes, frozenset] = {}
_PILE_COST: dict[tuple, int] = {}
PILE_CACHE_SIZE = 200_000
"""Entries of the piles' figures kept before the cache starts again (memory bound)."""

EXHAUSTIVE_POSITIONS = 250_000
"""Positions the exhaustive search may store (about 850 bytes each): past them
the deal is undecided, so that a long time limit does not mean unbounded
memory (a whole deal held 3.6 million positions and 3.1 GB after 150 s, still
undecided).  Proofs of small positions need far fewer."""


def _wanted(foundations: bytes) -> frozenset:
    """The cards the foundations take next (for meeting foundations, every card of the suit)."""
    found = _WANTED.get(foundations)
    if found is not None:
        return found
    wanted: set[int] = set()
    for suit in range(4):
        up, down = foundations[suit], foundations[4 + suit]
        if up == 0:
            # Meeting foundations take any card of the suit: all of them count
            # (ignoring them made the search dawdle once a suit met).
            wanted.update(rank * 4 + suit for rank in range(1, 14))
            continue
        if up < 13:
            wanted.add((up + 1) * 4 + suit)
        if down > 1:
            wanted.add((down - 1) * 4 + suit)
    found = _WANTED[foundations] = frozenset(wanted)
    return found


def _buried(piles, foundations) -> int:
    """Cards lying above the cards the foundations take next."""
    cache = _PILE_COST
    if len(cache) > PILE_CACHE_SIZE:
        cache.clear()  # bounded memory; the cache only saves time
    total = 0
    for pile in piles:
        if pile:
            total += _pile_buried(pile, foundations)
    return total


def _pile_buried(pile: bytes, foundations: bytes) -> int:
    """One pile's share of :func:`_buried`."""
    key = (pile, foundations)
    cost = _PILE_COST.get(key)
    if cost is None:
        wanted = _wanted(foundations)
        cost = 0
        top = len(pile) - 1
        for index, code in enumerate(pile):
            if code in wanted:
                cost += top - index
        _PILE_COST[key] = cost
    return cost


def _best_first(
    start,
    weights,
    budget: Budget,
    max_states: int | None,
    depth_weight: int = 0,
    eager: bool = False,
    noise: int = 0,
    seed: int = 0,
):
    """Greedy best-first search; returns ``(moves of a win or None, states)``.

    ``nodes`` keeps, for every position pushed, its parent's node and the
    move: a key may be reached again with more redeals left and another order
    of piles, so the line is rebuilt from nodes, never from keys.
    """
    foundation_weight, buried_weight, redeal_weight = weights
    # A seeded generator: the same deal and budget give the same line every run.
    jitter = random.Random(seed).randrange if noise else None
    best = {_key(start): start[2]}
    nodes: list = [(None, None)]
    counter = itertools.count(0, -1)
    frontier = [(0, next(counter), 0, start, 0, _buried(start[0], start[1]))]
    checks = 0
    while frontier:
        _, _, depth, state, node, buried = heapq.heappop(frontier)
        checks += 1
        if checks & 511 == 0 and (
            budget.exhausted(0) or (max_states is not None and len(best) >= max_states)
        ):
            return None, len(best)
        piles = state[0]
        # Win-finding only, when eager: a card that can go to a foundation goes,
        # and nothing else is tried from there.
        for child, move in children(state, eager):
            child_key = _key(child)
            known = best.get(child_key)
            if known is not None and known >= child[2]:
                continue
            best[child_key] = child[2]
            nodes.append((node, move))
            count = played(child[1])
            if count == WON_COUNT:
                return _line(nodes, len(nodes) - 1), len(best)
            if move[0] == TO_PILE:
                # Only two piles changed and the foundations did not: update
                # the parent's figure instead of summing 16 piles again.
                _, source, target, _ = move
                foundations = state[1]
                new_piles = child[0]
                child_buried = (
                    buried
                    - _pile_buried(piles[source], foundations)
                    - _pile_buried(piles[target], foundations)
                    + (_pile_buried(new_piles[source], foundations) if new_piles[source] else 0)
                    + _pile_buried(new_piles[target], foundations)
                )
            else:
                child_buried = _buried(child[0], child[1])
            priority = (
                -foundation_weight * count
                + buried_weight * child_buried
                - redeal_weight * child[2]
                + depth_weight * depth
            )
            if jitter is not None:
                priority += jitter(noise)
            heapq.heappush(
                frontier, (priority, next(counter), depth + 1, child, len(nodes) - 1, child_buried)
            )
    return None, len(best)


def _line(nodes, node) -> list:
    moves = []
    while nodes[node][0] is not None:
        node, move = nodes[node]
        moves.append(move)
    moves.reverse()
    return moves


def exhaust(start, budget: Budget, progress: Progress | None = None):
    """Depth-first search of every reachable position.

    Returns ``(moves, states)`` for a win, ``(None, states)`` when every
    position was visited without one (proof), or ``(False, states)`` when the
    budget ran out.  A position counts as done when first reached: in a
    reachability search that is enough, since everything reachable from it
    is pushed before the search ends.
    """
    seen: dict = {}
    nodes: list = [(None, None)]
    stack = [(start, 0)]
    while stack:
        state, node = stack.pop()
        key = _key(state)
        known = seen.get(key)
        if known is not None and known >= state[2]:
            continue
        seen[key] = state[2]
        if len(seen) & 4095 == 0:
            if budget.exhausted(len(seen)):
                return False, len(seen)
            if progress is not None and len(seen) & 262143 == 0:
                progress(f"exhaustive search: {len(seen):,} positions, {budget.elapsed():.1f} s")
        if played(state[1]) == WON_COUNT:
            return _line(nodes, node), len(seen)
        # Pushed in reverse so that foundation moves are tried first and the redeal last.
        for child, move in reversed(children(state)):
            nodes.append((node, move))
            stack.append((child, len(nodes) - 1))
    return None, len(seen)


def shorten(start, moves: list, reach: int = 2) -> list:
    """Cut detours: wherever ``reach`` moves or fewer lead from a position of
    the line to a later one (the same piles, perhaps in other places), take
    them and skip what lies between.  Repeated until nothing changes.

    A shortcut may reach the later position with its piles in other places;
    the rest of the line is then renumbered to follow the piles.
    """
    while True:
        states = [start]
        for move in moves:
            states.append(_apply(states[-1], move))
        index_of = {}
        for i, state in enumerate(states):
            index_of[_full_key(state)] = i  # the last visit wins: the longest jump
        changed = False
        i = 0
        while i < len(moves):
            best_j, best_path, best_state = i + 1, [moves[i]], states[i + 1]
            layer: list[tuple[tuple, list]] = [(states[i], [])]
            for _ in range(reach):
                following = []
                for state, path in layer:
                    for child, move in children(state):
                        j = index_of.get(_full_key(child))
                        step = [*path, move]
                        if (
                            j is not None
                            and j - i > len(step)
                            and j - len(step) > best_j - len(best_path)
                        ):
                            best_j, best_path, best_state = j, step, child
                        following.append((child, step))
                layer = following
            if best_j - i > len(best_path):
                mapping = _pile_mapping(states[best_j][0], best_state[0])
                rest = [_renumber(move, mapping) for move in moves[best_j:]]
                moves = moves[:i] + best_path + rest
                changed = True
                break
            i += 1
        if not changed:
            return moves


def _full_key(state):
    """A position's key without the order of its piles (see :func:`_key`), with the redeals left."""
    return (_key(state), state[2])


def _pile_mapping(old: tuple, new: tuple) -> list[int]:
    """``mapping[k]``: where pile ``k`` of ``old`` lies in ``new`` (the same cards, other places)."""
    free: dict[bytes, list[int]] = {}
    for index, pile in enumerate(new):
        free.setdefault(pile, []).append(index)
    return [free[pile].pop(0) for pile in old]


def _renumber(move, mapping):
    if move[0] == TO_PILE:
        return (TO_PILE, mapping[move[1]], mapping[move[2]], move[3])
    if move[0] == TO_FOUNDATION:
        return (TO_FOUNDATION, mapping[move[1]], move[2])
    return move


def _apply(state, move):
    for child, candidate in children(state):
        if candidate == move:
            return child
    raise ValueError(f"move {move!r} is not legal here")


def to_engine_actions(position: engine.Position, moves: list) -> list:
    """The search's moves as engine actions, with the foundation passes (CR-14)
    that a play onto a meeting pair of foundations needs.  Each action is
    played on the engine position, so an error in the search shows here."""
    actions = []

    def play(action):
        nonlocal position
        position = position.play(action)
        actions.append(action)

    for move in moves:
        if move[0] == REDEAL:
            play(engine.REDEAL)
            continue
        if move[0] == TO_PILE:
            _, source, target, code = move
            play(engine.Move(source + 1, target + 1, decode(code)))
            continue
        _, source, code = move
        card = decode(code)
        up = engine.Foundation(engine.Direction.UP, card.suit)
        down = engine.Foundation(engine.Direction.DOWN, card.suit)
        for target in (up, down):
            if position.refusal(engine.Move(source + 1, target)) is None:
                play(engine.Move(source + 1, target, card))
                break
        else:
            # The foundations meet: pass cards between them (CR-14) until one
            # takes the card, by the fewer passes: the ascending one takes it
            # when it holds A … rank−1, the descending one when the ascending
            # one holds A … rank (the descending one then holds rank+1 … K).
            boundary = position.foundations[up.index]
            wanted: int
            if card.rank == 1 or (
                card.rank < 13 and abs(boundary - card.rank) < abs(boundary - (card.rank - 1))
            ):
                wanted, target = card.rank, down
            else:
                wanted, target = card.rank - 1, up
            while position.foundations[up.index] > wanted:
                play(engine.Move(up, down, position.top(up)))
            while position.foundations[up.index] < wanted:
                play(engine.Move(down, up, position.top(down)))
            play(engine.Move(source + 1, target, card))
    return actions


def solve(
    position: engine.Position,
    *,
    max_seconds: float | None = 10.0,
    max_states: int | None = None,
    portfolio=PORTFOLIO,
    progress: Progress | None = None,
    prove: bool = True,
) -> Solution:
    """Find a win of ``position`` or prove there is none, within the budget.

    The best-first runs of :data:`PORTFOLIO` go first; the rest of the time
    goes to the exhaustive search.  ``max_states`` bounds the exhaustive
    search (default :data:`EXHAUSTIVE_POSITIONS`).
    """
    budget = Budget(max_seconds, EXHAUSTIVE_POSITIONS if max_states is None else max_states)
    start = start_state(position)
    states = 0
    if played(start[1]) == WON_COUNT:
        return Solution(Verdict.WON, (), 1, 0, budget.elapsed())
    reported = -1.0
    for number, (fw, bw, rw, noise, seed, positions) in enumerate(portfolio, 1):
        if progress is not None and budget.elapsed() >= reported + 1:
            reported = budget.elapsed()  # at most a line a second
            progress(
                f"best-first search {number}/{len(portfolio)}, {states:,} positions, "
                f"{reported:.1f} s"
            )
        moves, count = _best_first(
            start, (fw, bw, rw), budget, positions, eager=True, noise=noise, seed=seed
        )
        states += count
        if moves is not None:
            return _won(position, start, moves, states, budget)
        if budget.exhausted(0):
            return Solution(Verdict.UNDECIDED, (), states, states, budget.elapsed())
    if prove:
        if progress is not None:
            progress(f"exhaustive search, {budget.elapsed():.1f} s")
        moves, count = exhaust(start, budget, progress)
        states += count
        if moves is None:
            return Solution(Verdict.UNWINNABLE, (), states, states, budget.elapsed())
        if moves:
            return _won(position, start, moves, states, budget)
    return Solution(Verdict.UNDECIDED, (), states, states, budget.elapsed())


def _won(position, start, moves, states, budget) -> Solution:
    moves = shorten(start, moves)
    actions = to_engine_actions(position, moves)
    return Solution(Verdict.WON, tuple(actions), states, states, budget.elapsed())


__all__ = ["PORTFOLIO", "exhaust", "shorten", "solve", "to_engine_actions"]
