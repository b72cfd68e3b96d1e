"""The FreeCell solver: wins replay through the engine; "unwinnable" is checked by brute force.

Rules cited: FC-9/FC-10 (runs the solver moves in one move), FC-12 (won),
FC-13 (cell counts), FC-14 (no automatic moves: every move is written out).
"""

from __future__ import annotations

import random

import pytest

from generator.cards import DECK, Card, Rank
from generator.codes import encode_number
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.freecell import solver as freecell_solver
from generator.freecell.solver import solve
from generator.record import parse_record
from generator.replay import replay
from generator.solve import Budget, Verdict, solution_record


def _code(number: int, cells: int = 4) -> str:
    return f"FC1-C{cells}-{encode_number(number)}"


@pytest.mark.parametrize(("number", "cells"), [(1, 4), (267, 4), (617, 4), (3, 2), (5, 1)])
def test_solution_replays_to_a_win_from_its_record(number, cells):
    code = _code(number, cells)
    start = deal(code)
    solution = solve(start, max_seconds=30)
    assert solution.verdict is Verdict.WON
    # Through the record text, as the site reads it: parse, replay, check FC-12.
    game = replay(parse_record(solution_record(code, start, solution.actions), "<test>"))
    assert game.final.is_won()
    assert game.moves == len(solution.actions)


def test_safe_autoplay_is_written_out_as_moves():
    """FC-14: the app moves nothing by itself, so the record holds every foundation move."""
    start = deal(_code(1))
    solution = solve(start)
    to_foundation = [m for m in solution.actions if isinstance(m.target, freecell.FoundationPlace)]
    assert len(to_foundation) == 52


def test_runs_respect_the_capacity_of_fc9_and_fc10():
    position = deal(_code(267))
    for move in solve(position).actions:
        if isinstance(move.target, freecell.Column) and move.count > 1:
            empty_target = not position.column(move.target.number)
            limit = (
                position.capacity_to_empty_column()
                if empty_target
                else position.capacity_onto_column()
            )
            assert move.count <= limit
        position = position.play(move)
    assert position.is_won()


def test_deal_1_with_two_cells_is_proven_unwinnable():
    """Freecell Solver agrees: Microsoft deal 1 has no solution with 2 cells (FC-13).

    The full search counts the same columns in another order as one position:
    keyed by the columns in order it would store 285,479 positions here."""
    solution = solve(deal(_code(1, 2)), max_seconds=60)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.states < 150_000


def test_deal_11982_is_proven_unwinnable_with_four_cells():
    solution = solve(deal(_code(11982)), max_seconds=60)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.actions == ()
    assert solution.states > 10_000  # a real search, not a shortcut


# -- brute force on small positions ---------------------------------------------------


def _small_position(seed: int) -> freecell.Position:
    """The 20 cards 9 … K in 8 short columns, the rest on the foundations, and no
    cell at all (a smaller board than the app's, so that brute force stays
    quick): the four 9s lie at the bottom of columns 1-4 under two cards each."""
    rng = random.Random(seed)
    nines = [c for c in DECK if c.rank == Rank.NINE]
    rest = [c for c in DECK if c.rank > Rank.NINE]
    rng.shuffle(nines)
    rng.shuffle(rest)
    columns = [[nines[i], *rest[2 * i : 2 * i + 2]] for i in range(4)]
    columns += [rest[8 + 2 * i : 10 + 2 * i] for i in range(4)]
    return freecell.Position(tuple(map(tuple, columns)), (), (8, 8, 8, 8))


def _brute_force_wins(position: freecell.Position) -> bool:
    """Depth-first search over the engine's own legal moves (no foundation returns, FC-15)."""
    seen = {position}
    stack = [position]
    while stack:
        current = stack.pop()
        if current.is_won():
            return True
        for move in current.legal_moves():
            if isinstance(move.source, freecell.FoundationPlace):
                continue
            after = current.play(move)
            if after not in seen:
                seen.add(after)
                stack.append(after)
    return False


@pytest.mark.parametrize(("seed", "winnable"), [(5, False), (15, True)])
def test_verdicts_agree_with_brute_force_on_small_positions(seed, winnable):
    position = _small_position(seed)
    assert any(True for _ in position.legal_moves())  # not dead from the start
    assert _brute_force_wins(position) is winnable
    solution = solve(position)
    assert solution.verdict is (Verdict.WON if winnable else Verdict.UNWINNABLE)
    after = position
    for move in solution.actions:
        after = after.play(move)
    assert after.is_won() is winnable


def test_deal_427_falls_to_a_restart_and_the_line_is_the_same_every_run():
    """Deal 427 took 444,000 positions in one long search; a quick pass with
    another tie-break wins it in a few thousand.  The tie-breaks are seeded,
    so the same deal gives the same solution every time (FC-17)."""
    start = deal(_code(427))
    first, second = solve(start), solve(start)
    assert first.verdict is Verdict.WON
    assert first.expanded < 20_000
    assert first.actions == second.actions
    after = start
    for move in first.actions:
        after = after.play(move)
    assert after.is_won()  # FC-12


@pytest.mark.parametrize(("number", "cells"), [(10, 4), (285, 4), (3, 2)])
def test_scores_carried_from_parent_to_child_equal_the_scores_computed_afresh(number, cells):
    """A child's score is its parent's corrected for the columns and cells the
    move changed (FC-5 cells, FC-9 runs, FC-6 foundation moves); along a real
    search it must equal the score of the child computed from scratch."""
    search = freecell_solver._Search(cells)
    state = freecell_solver._start_state(deal(_code(number, cells)))
    checked = 0
    for step in range(300):
        for eager in (True, False):
            options = search.children(state, search.heuristic(*state), eager)
            for child, _, score in options:
                assert score == search.heuristic(*child)
                checked += 1
        if not options:
            break
        state = options[step % len(options)][0]  # wander: every kind of move shows up
    assert checked > 100


def test_a_quick_pass_that_tries_every_move_proves_a_small_position_unwinnable():
    """The passes that are not eager try every move: one that runs out of
    positions within its quota has searched everything (checked by brute force)."""
    position = _small_position(5)
    assert not _brute_force_wins(position)
    solution = solve(position)
    assert solution.verdict is Verdict.UNWINNABLE
    assert solution.expanded < 1000  # a quick pass, not the long full search


def _engine_position(state, cell_count: int) -> freecell.Position:
    """The engine's position of one of the search's compact positions."""
    columns, cells, foundations = state
    decode = freecell_solver.decode
    held = [decode(code) for code in cells]
    return freecell.Position(
        tuple(tuple(decode(code) for code in column) for column in columns),
        tuple(held + [None] * (cell_count - len(held))),
        tuple(foundations),
    )


@pytest.mark.parametrize(("number", "cells"), [(10, 4), (86, 4), (285, 4), (3, 2)])
def test_quick_pass_moves_are_legal_moves_of_the_full_search(number, cells):
    """The quick passes leave moves out (split runs, FC-9; cells, FC-5; empty
    columns, FC-7) and add none: each of their children starts with a move the
    full search makes too, and its moves, played by the engine (FC-4 to FC-10),
    lead to the child."""
    search = freecell_solver._Search(cells)
    state = freecell_solver._start_state(deal(_code(number, cells)))
    checked = 0
    for step in range(300):
        score = search.heuristic(*state)
        quick = search.eager_children(state, score)
        every = search.all_children(state, score)
        first_moves = {moves[0] for _, moves, _ in every}
        position = _engine_position(state, cells)
        for child, moves, _ in quick:
            assert moves[0] in first_moves
            after = position
            for move in freecell_solver.to_engine_moves(position, moves):
                after = after.play(move)
            assert freecell_solver._key(
                freecell_solver._start_state(after)
            ) == freecell_solver._key(child)
            checked += 1
        options = quick if step % 3 and quick else every
        if not options:
            state = freecell_solver._start_state(deal(_code(number, cells)))  # a dead end
            continue
        state = options[step % len(options)][0]  # wander: every kind of move shows up
    assert checked > 100


def test_fc4_quick_pass_moves_a_cell_card_a_column_takes_and_nothing_else():
    """A card in a cell that a column takes (FC-4) goes there at once in the
    quick passes; the full search still tries every move."""

    def column(text: str) -> tuple[Card, ...]:
        return tuple(Card.parse(card) for card in text.split())

    columns = (
        column("9D KS"),
        column("KH JS"),  # JS takes the 10H of the cell
        column("9C KD"),
        column("KC 10S"),
        column("9H QS"),
        column("QH JD"),
        column("QD 10C"),
        column("9S QC JH 10D JC"),  # JC takes it too
    )
    position = freecell.Position(columns, (Card.parse("10H"), None, None, None), (8, 8, 8, 8))
    assert position.card_count() == 52
    assert len({card for c in columns for card in c}) == 19  # every card once
    search = freecell_solver._Search(4)
    state = freecell_solver._start_state(position)
    score = search.heuristic(*state)
    quick = search.eager_children(state, score)
    ten = freecell_solver.encode(Card.parse("10H"))
    assert [moves for _, moves, _ in quick] == [[(freecell_solver.CELL, 1, 1, ten)]]
    every = [moves[0] for _, moves, _ in search.all_children(state, score)]
    assert (freecell_solver.CELL, 7, 1, ten) in every
    assert len(every) > 5


def test_fc7_quick_pass_leaves_a_lone_king_in_its_column():
    """A king alone in its column could only come back from a cell to an empty
    column (FC-7): the quick passes do not move it there; the full search does."""

    def column(text: str) -> tuple[Card, ...]:
        return tuple(Card.parse(card) for card in text.split())

    columns = (
        column("KS"),
        column("KH JS"),
        column("9D 9C KD"),
        column("KC 10S"),
        column("9H QS"),
        column("QH JD"),
        column("QD 10C 10H"),
        column("9S QC JH 10D JC"),
    )
    position = freecell.Position(columns, (None,) * 4, (8, 8, 8, 8))
    assert position.card_count() == 52
    search = freecell_solver._Search(4)
    state = freecell_solver._start_state(position)
    score = search.heuristic(*state)
    king_to_cell = (0, freecell_solver.CELL, 1, freecell_solver.encode(Card.parse("KS")))
    quick = [moves[0] for _, moves, _ in search.eager_children(state, score)]
    every = [moves[0] for _, moves, _ in search.all_children(state, score)]
    assert king_to_cell in every and king_to_cell not in quick
    assert any(move[1] == freecell_solver.CELL for move in quick)  # other cards still go


def test_fc12_a_quick_pass_gives_up_once_its_score_stops_improving():
    """The nine short passes stop after ``patience`` positions expanded without a
    lower score than the lowest so far.  A pass stopped so is not finished:
    only a search with every move that runs out of positions proves a deal
    has no win (FC-12), so the cut can cost time, never a verdict."""
    noise, seed, limit, eager, patience = freecell_solver.RESTARTS[0]
    assert patience is not None and eager
    start = deal(_code(178))  # the first pass stalls on this deal

    def first_pass(patience):
        search = freecell_solver._Search(4)
        scores = []
        every = search.eager_children

        def recorded(state, score):
            scores.append(score)
            return every(state, score)

        search.eager_children = recorded  # type: ignore[method-assign]
        state = freecell_solver._start_state(start)
        no_moves: list[tuple[int, ...]] = []
        start_record = (state, no_moves, search.heuristic(*state))
        won, _, _, finished = freecell_solver._best_first(
            search, start_record, Budget(), eager, limit, None, noise, seed, patience
        )
        return won, finished, scores

    won, finished, scores = first_pass(patience)
    assert won is None and not finished
    assert len(scores) < limit
    lowest = min(scores)
    assert scores.index(lowest) == len(scores) - 1 - patience  # then `patience` without better
    _, _, longer = first_pass(None)
    assert len(longer) > len(scores)  # the same pass without patience goes on
    assert longer[: len(scores)] == scores
