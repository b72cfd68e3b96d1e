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
- a position's key is one ``bytes`` (:func:`_key`), its piles sorted: which pile holds which
  cards matters only for the move numbers written out, never for the rules
  (pile cap, emptied piles, redeal all look at a pile's own cards);
- a position reached again with fewer redeals left than before is dropped:
  whatever it can do, the earlier one could do too.

The two copies of a card are one byte value, so the key does not tell them
apart (CR-1): a position and the same position with two copies swapped are
one.  The two foundations of a suit never compete for a card: a card both
take is the one that makes them meet, and either way gives the same state.

Two searches share this encoding.  :func:`solve` first asks whether the
position is :func:`~generator.crescent.deadlock.deadlocked` (a card can
never reach a foundation, by a relaxed game: a proof at once), then runs many
short greedy
best-first searches (:data:`PORTFOLIO`: different weightings and seeded
tie-breaks, a restart strategy, since each finds wins the others miss),
then, with the time left, a depth-first search that visits every reachable
position: when that one runs out of positions the position is proven
unwinnable.  That proof is within reach for small positions only: a whole
deal has more than 700,000 positions before its first redeal alone, and
deal 131, which has 63 before its first redeal, has more than 1.5 million
in its last round after three redeals in a row.  So when the depth-first
search stops at its cap (:data:`EXHAUSTIVE_POSITIONS`) and time is left,
:func:`further_runs` take up the restarts again until the time is out.
Wins are then shortened by
cutting every detour that one or two moves skip.

No move is played without trying the others (no "safe" moves), not even a
card that can go to a foundation.  Another card may have to go onto it first
(the tests show a position lost by playing an ace to its foundation, won by
putting the king of its suit onto it, CR-7).  And even a card no other card
needs is not proven safe to play: a redeal turns each pile by its bottom
card (CR-16).  A card ``c`` kept may come to lie at the bottom of a pile
``c x y`` (bottom to top), which the next redeal makes ``x y c``; had ``c``
gone to its foundation, the pile ``x y`` would become ``y x``: the other
cards come up in another order, and the position without ``c`` cannot
follow every line of the position with it.
"""

from __future__ import annotations

import heapq
import itertools
import random
from collections.abc import Callable

from generator.crescent import engine
from generator.crescent.compact import (
    KING,
    NEIGHBOURS,
    REDEAL,
    TO_FOUNDATION,
    TO_PILE,
    WANTED,
    decode,
    encode,
)
from generator.crescent.deadlock import deadlocked
from generator.solution import Budget, Progress, Solution, Verdict

WON_COUNT = engine.CARD_COUNT - len(engine.FOUNDATIONS)
"""Cards to play to the foundations besides the 8 bases."""

_WEIGHTINGS = ((10, 2, 40), (10, 1, 40), (5, 1, 20), (10, 3, 40), (6, 1, 40), (15, 1, 60))
_NOISES = (16, 8, 24, 32)

SHORT_RUN_POSITIONS = 800
"""Positions a short best-first run may store before it gives up."""

SHORT_RUNS = 3000
"""Short seeded runs after the two longer ones (2.4 million positions in all)."""

PORTFOLIO: tuple[tuple[int, int, int, int, int, int, bool], ...] = (
    # (foundation weight, buried weight, redeal weight, noise, seed, positions, every copy)
    (10, 2, 40, 16, 8, 20_000, True),
    (10, 2, 40, 0, 0, 20_000, False),
    *(
        (
            *_WEIGHTINGS[i % len(_WEIGHTINGS)],
            _NOISES[i % len(_NOISES)],
            100 + i,
            SHORT_RUN_POSITIONS,
            False,
        )
        for i in range(SHORT_RUNS)
    ),
)
"""Best-first runs tried in turn, all eager (a card that can go to a foundation
goes).  The first run counts the cards above every copy of a wanted card
(see :func:`_buried`): it is the run that found the example game of the
pages (``docs/games/crescent.game``, deal 18, whose line the tests check is
still the solver's own).  A run wins within a few hundred positions or
seldom at all, and each weighting and each seeded random tie-break
(``noise`` > 0) wins deals the others miss: so after two longer runs come
many very short ones with other seeds, a restart strategy.  Shorter is
better: on six deals the solver used to leave undecided (2, 17, 21, 29, 35,
43), 3.6 to 4.9 million positions in all won 9 times in runs of 15,000
positions, 16 times in runs of 6,000, 22 of 3,000, 32 of 1,500 and 39 of
about 1,000.  Runs stop after a number of positions, not of seconds, so that
a deal always gives the same line; the time limit only cuts the whole
search short.  What is left of the time goes to the exhaustive search."""


def start_state(position: engine.Position):
    piles = tuple(bytes(encode(c) for c in pile) for pile in position.piles)
    tops = bytearray(8)
    for suit in range(4):
        up = position.foundations[suit]
        down_rank = engine.FOUNDATION_SIZE + 1 - position.foundations[4 + suit]
        tops[suit], tops[4 + suit] = (0, 0) if up + 1 == down_rank else (up, down_rank)
    return piles, bytes(tops), position.redeals_left


_SUIT_PLAYED = [
    [KING - 2 if up == 0 else (up - 1) + (KING - down) for down in range(KING + 1)]
    for up in range(KING + 1)
]
"""``_SUIT_PLAYED[up][down]``: a suit's cards on its two foundations, bases left
out: ``up − 1`` on the ascending one, ``KING − down`` on the descending one; when
they meet (``0, 0``), one card of each rank but the two bases."""


def played(foundations: bytes) -> int:
    """Cards on the foundations, bases left out."""
    table = _SUIT_PLAYED
    return (
        table[foundations[0]][foundations[4]]
        + table[foundations[1]][foundations[5]]
        + table[foundations[2]][foundations[6]]
        + table[foundations[3]][foundations[7]]
    )


def _key(state) -> bytes:
    """A position as one string: its piles sorted, each closed by 255 (no card's
    byte), then the 8 foundation bytes: one small object a stored position,
    where a tuple of 16 strings kept 17 objects alive."""
    piles, foundations, _ = state
    return b"\xff".join(sorted(piles)) + b"\xff" + foundations


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
        elif up < KING and rank == up + 1:
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
        for rank in NEIGHBOURS[card >> 2]:
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


EXHAUSTIVE_POSITIONS = 1_000_000
"""Positions the exhaustive search may store: past them the deal is
undecided, so that a long time limit does not mean unbounded memory (a whole
deal has many millions).  With one-string keys and packed positions on the
stack a position costs about 300 bytes: a million of deal 2 held 315 MB at
most (250,000 held 289 MB when a key was a tuple of 16 strings and the stack
held whole positions).  Proofs of small positions need far fewer."""


def _wanted(foundations: bytes) -> tuple[int, ...]:
    """The cards the foundations take next."""
    table = WANTED
    return (
        table[0][foundations[0]][foundations[4]]
        + table[1][foundations[1]][foundations[5]]
        + table[2][foundations[2]][foundations[6]]
        + table[3][foundations[3]][foundations[7]]
    )


def _buried(piles, foundations, every_copy: bool = False) -> int:
    """Cards lying above the cards the foundations take next, for each such card
    the fewer of its two copies (CR-1): one copy is enough for the foundation.
    ``every_copy``: the cards above each copy, both counted.

    Counting both copies (as the solver did first) holds a search to digging
    out a copy it does not need: on six deals the solver left undecided, short
    runs won about twice as often counting the upper copy only.
    """
    # The piles end to end, each closed by a byte no card has: a card is found
    # by a search of one string, and the cards above it run to the next 255.
    # Each card is there twice at most (CR-1).
    joined = b"\xff".join(piles) + b"\xff"
    find, index = joined.find, joined.index
    total = 0
    for code in _wanted(foundations):
        at = find(code)
        if at < 0:
            continue
        above = index(255, at) - at - 1
        other_at = find(code, at + 1)
        if other_at >= 0:
            other = index(255, other_at) - other_at - 1
            if every_copy:
                above += other
            elif other < above:
                above = other
        total += above
    return total


def _best_first(
    start,
    weights,
    budget: Budget,
    max_states: int | None,
    depth_weight: int = 0,
    eager: bool = False,
    noise: int = 0,
    seed: int = 0,
    every_copy: bool = False,
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
    frontier = [(0, next(counter), 0, start, 0)]
    checks = 0
    while frontier:
        _, _, depth, state, node = heapq.heappop(frontier)
        checks += 1
        if (max_states is not None and len(best) >= max_states) or (
            checks & 511 == 0 and budget.exhausted(0)
        ):
            return None, len(best)
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
            priority = (
                -foundation_weight * count
                + buried_weight * _buried(child[0], child[1], every_copy)
                - redeal_weight * child[2]
                + depth_weight * depth
            )
            if jitter is not None:
                priority += jitter(noise)
            heapq.heappush(frontier, (priority, next(counter), depth + 1, child, len(nodes) - 1))
    return None, len(best)


def _line(nodes, node) -> list:
    moves = []
    while nodes[node][0] is not None:
        node, move = nodes[node]
        moves.append(move)
    moves.reverse()
    return moves


def exhaust(
    start,
    budget: Budget,
    progress: Progress | None = None,
    expand: Callable[[tuple], list] = children,
):
    """Depth-first search of every reachable position.

    ``expand`` gives a position's (position, move) pairs: :func:`children`, every
    action.  A reduction that keeps fewer moves must still reach a won position
    whenever one can be reached, for a search that meets none to be a proof.

    Returns ``(moves, states)`` for a win, ``(None, states)`` when every
    position was visited without one (proof), or ``(False, states)`` when the
    budget ran out.  A position counts as done when first reached: in a
    reachability search that is enough, since everything reachable from it
    is pushed before the search ends.
    """
    seen: dict = {}
    # A position waiting on the stack is packed into one string (see _pack)
    # with the node it came from and the move; it gets its own node only
    # when first reached, so the line back to the start costs a node a
    # position, not a node a move tried.
    nodes: list = [(None, None)]
    stack: list[tuple[bytes, int | None, tuple | None]] = [(_pack(start), None, None)]
    while stack:
        packed, parent, move = stack.pop()
        state = _unpack(packed)
        key = _key(state)
        known = seen.get(key)
        if known is not None and known >= state[2]:
            continue
        seen[key] = state[2]
        if parent is None:
            node = 0
        else:
            nodes.append((parent, move))
            node = len(nodes) - 1
        if len(seen) & 4095 == 0:
            if budget.exhausted(len(seen)):
                return False, len(seen)
            if progress is not None and len(seen) & 262143 == 0:
                progress(f"exhaustive search: {len(seen):,} positions, {budget.elapsed():.1f} s")
        if played(state[1]) == WON_COUNT:
            return _line(nodes, node), len(seen)
        # Pushed in reverse so that foundation moves are tried first and the redeal last.
        for child, child_move in reversed(expand(state)):
            known = seen.get(_key(child))
            if known is None or known < child[2]:
                stack.append((_pack(child), node, child_move))
    return None, len(seen)


def _pack(state) -> bytes:
    """A position as one string, its piles in their places: each pile closed by
    255, then the 8 foundation bytes and the redeals left."""
    piles, foundations, redeals = state
    return b"\xff".join(piles) + b"\xff" + foundations + bytes((redeals,))


def _unpack(packed: bytes):
    return tuple(packed[:-10].split(b"\xff")), packed[-9:-1], packed[-1]


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
                card.rank < KING and abs(boundary - card.rank) < abs(boundary - (card.rank - 1))
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
    restart: bool = True,
) -> Solution:
    """Find a win of ``position`` or prove there is none, within the budget.

    The best-first runs of :data:`PORTFOLIO` go first; the rest of the time
    goes to the exhaustive search.  ``max_states`` bounds the exhaustive
    search (default :data:`EXHAUSTIVE_POSITIONS`).  When that search stops at
    its cap with time left (``max_seconds`` given) and ``restart`` is true,
    :func:`further_runs` go on until the time is out: a deal too big to be
    proven is most likely won, by a seed the portfolio did not try.
    """
    budget = Budget(max_seconds, EXHAUSTIVE_POSITIONS if max_states is None else max_states)
    start = start_state(position)
    if played(start[1]) == WON_COUNT:
        return Solution(Verdict.WON, (), 1, 0, budget.elapsed())
    # A relaxed game first: a lost position proven with no search.
    if deadlocked(start):
        return Solution(Verdict.UNWINNABLE, (), 0, 0, budget.elapsed())
    moves, states = _first_win(start, portfolio, budget, progress, len(portfolio))
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
    if restart and max_seconds is not None:
        moves, count = _first_win(start, further_runs(), budget, progress)
        states += count
        if moves is not None:
            return _won(position, start, moves, states, budget)
    return Solution(Verdict.UNDECIDED, (), states, states, budget.elapsed())


def further_runs():
    """Short seeded best-first runs after those of :data:`PORTFOLIO`, without
    end, in its shape: the next seeds in the
    portfolio's rotation of weightings and noise levels, each run once
    counting the nearer copy of a wanted card and once every copy.  Each run
    stops after :data:`SHORT_RUN_POSITIONS`, so the line a deal gets depends
    on the seeds, never on the machine's speed.  Deals 47, 79, 89, 98, 126
    and 131, undecided after the portfolio and a million positions of
    exhaustive search, were all won by runs 3,425-7,135 (7-70 s of CPU)."""
    for run in itertools.count(SHORT_RUNS):
        for every_copy in (False, True):
            yield (
                *_WEIGHTINGS[run % len(_WEIGHTINGS)],
                _NOISES[run % len(_NOISES)],
                100 + run,
                SHORT_RUN_POSITIONS,
                every_copy,
            )


def _first_win(start, runs, budget: Budget, progress: Progress | None, total: int = 0):
    """The line of the first of ``runs`` (tuples as in :data:`PORTFOLIO`) that
    wins, or ``None`` when none does before the time is out; and the positions
    stored in all.  ``total``, if given, is how many runs there are."""
    states = 0
    reported = -1.0
    for number, (fw, bw, rw, noise, seed, positions, every_copy) in enumerate(runs, 1):
        if budget.exhausted(0):
            break
        if progress is not None and budget.elapsed() >= reported + 1:
            reported = budget.elapsed()  # at most a line a second
            of = f"/{total}" if total else ""
            progress(f"best-first search {number}{of}, {states:,} positions, {reported:.1f} s")
        moves, count = _best_first(
            start,
            (fw, bw, rw),
            budget,
            positions,
            eager=True,
            noise=noise,
            seed=seed,
            every_copy=every_copy,
        )
        states += count
        if moves is not None:
            return moves, states
    return None, states


def _won(position, start, moves, states, budget) -> Solution:
    moves = shorten(start, moves)
    actions = to_engine_actions(position, moves)
    return Solution(Verdict.WON, tuple(actions), states, states, budget.elapsed())


__all__ = [
    "PORTFOLIO",
    "children",
    "exhaust",
    "further_runs",
    "shorten",
    "solve",
    "start_state",
    "to_engine_actions",
]
