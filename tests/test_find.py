"""The finder: the record it writes reaches a position that meets the condition.

Rules cited: FC-9/FC-10/FC-11 (empty cells and columns), CR-7 (wrap),
CR-8 (full pile), CR-14 (foundation to foundation), CR-16 (redeal).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cards import Suit
from generator.cli import main
from generator.codes import GameCode, encode_number
from generator.conditions import move_kinds
from generator.crescent import engine as crescent
from generator.deal import deal
from generator.find import ConditionError, find_moment, parse_condition, record_until
from generator.freecell import engine as freecell
from generator.freecell import solver as freecell_solver
from generator.record import parse_record, read_record
from generator.replay import replay
from generator.solve import Verdict, solution_record

FC11_DEAL = 15
"""The deal of the site's FreeCell example, which passes 4 empty cells and one empty column (FC-11)."""

SOLVED_FC11_DEAL = 6
"""A Microsoft deal whose solution by the current solver passes 4 empty cells and one
empty column (FC-11): the finder's tests search a line the solver writes today."""


@pytest.fixture(scope="module")
def freecell_game():
    code = f"FC1-C4-{encode_number(SOLVED_FC11_DEAL)}"
    start = deal(code)
    return replay(parse_record(solution_record(code, start, freecell_solver.solve(start).actions)))


GAMES = Path(__file__).resolve().parent.parent / "docs" / "games"


@pytest.fixture(scope="module")
def crescent_game():
    """The site's example game (CR1 deal 18), as the solver wrote it."""
    return replay(read_record(GAMES / "crescent.game"))


def _reach(game, condition):
    """Find the moment, write its record, replay that record: the final position."""
    moment = find_moment(game, condition)
    assert moment is not None
    found = replay(parse_record(record_until(game, moment, comment="found"), "<found>"))
    assert len(found.steps) == moment.index
    return moment, found


def test_freecell_four_empty_cells_and_one_empty_column(freecell_game):
    condition = parse_condition("empty-cells>=4 and empty-columns=1", "freecell")
    _, found = _reach(freecell_game, condition)
    final = found.final
    assert final.empty_cells() == 4 and final.empty_columns() == 1
    # FC-11: then 10 cards may move onto a column, 5 into the empty one.
    assert final.capacity_onto_column() == 10 and final.capacity_to_empty_column() == 5


def test_crescent_wrap_move(crescent_game):
    _moment, found = _reach(crescent_game, parse_condition("wrap", "crescent"))
    last = found.steps[-1]
    card = last.before.top(last.action.source)
    under = last.before.top(last.action.target)
    assert isinstance(last.action.target, int)  # onto a pile (CR-7)
    assert {card.rank, under.rank} == {1, 13} and card.suit is under.suit


def test_crescent_before_and_after_the_first_redeal(crescent_game):
    before, found_before = _reach(crescent_game, parse_condition("before-redeal=1", "crescent"))
    after, found_after = _reach(crescent_game, parse_condition("after-redeal=1", "crescent"))
    assert after.index == before.index + 1
    assert found_before.redeals == 0 and found_after.redeals == 1
    # CR-16: the redeal moved every pile's bottom card of 2+ cards to its top.
    for old, new in zip(found_before.final.piles, found_after.final.piles, strict=False):
        assert new == (old[1:] + old[:1] if len(old) >= 2 else old)


def test_crescent_foundation_to_foundation(crescent_game):
    _, found = _reach(
        crescent_game, parse_condition("from-foundation and to-foundation", "crescent")
    )
    action = found.steps[-1].action
    assert isinstance(action.source, crescent.Foundation)
    assert isinstance(action.target, crescent.Foundation)


def test_counts_compare_and_join(crescent_game):
    moment, found = _reach(
        crescent_game, parse_condition("empty-piles>=2 and redeals-left<=2", "crescent")
    )
    assert len(found.final.empty_piles()) >= 2 and found.final.redeals_left <= 2
    # The first such moment: the one before it does not meet the condition.
    earlier = replay(
        parse_record(record_until(crescent_game, _at(crescent_game, moment.index - 1)))
    )
    assert not (len(earlier.final.empty_piles()) >= 2 and earlier.final.redeals_left <= 2)


def _at(game, index):
    from generator.find import moments

    return next(m for m in moments(game) if m.index == index)


def test_a_condition_never_met_is_none(freecell_game):
    assert find_moment(freecell_game, parse_condition("empty-columns>=9", "freecell")) is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("wrapp", r"unknown Crescent feature 'wrapp' in 'wrapp' \(did you mean wrap\?\); known: "),
        ("full-piles >= x", "cannot read"),
        ("", "empty condition: write for example 'empty-piles>=4 and moves=10'"),
    ],
)
def test_condition_mistakes_say_why(text, message):
    with pytest.raises(ConditionError, match=message):
        parse_condition(text, "crescent")


def test_a_condition_reads_the_games_own_features():
    terms = parse_condition("wrap and full-piles", "crescent").terms  # CR-7, CR-8
    assert [(t.feature, t.operator, t.value) for t in terms] == [
        ("wrap", ">=", 1),
        ("full-piles", ">=", 1),
    ]
    assert str(parse_condition("empty-cells>=4 and empty-columns=1", "freecell")) == (
        "empty-cells>=4 and empty-columns=1"
    )


def test_freecell_features_are_not_crescent_ones():
    with pytest.raises(ConditionError, match="unknown FreeCell feature 'wrap'"):
        parse_condition("wrap", "freecell")


def test_find_command_writes_the_record(tmp_path, capsys, freecell_game):
    game_file = tmp_path / "game.game"
    whole = record_until(freecell_game, _at(freecell_game, len(freecell_game.steps)))
    game_file.write_text(whole, encoding="utf-8")
    output = tmp_path / "found.game"
    status = main(
        ["find", str(game_file), "--where", "empty-cells=4 and empty-columns=1", "-o", str(output)]
    )
    assert status == 0
    found = replay(parse_record(output.read_text(encoding="utf-8")))
    assert found.final.empty_cells() == 4 and found.final.empty_columns() == 1
    assert "empty-cells=4 and empty-columns=1" in capsys.readouterr().err


def test_find_command_refuses_a_bad_condition_without_traceback(tmp_path, capsys, freecell_game):
    game_file = tmp_path / "game.game"
    game_file.write_text(str(freecell_game.code) + "\n", encoding="utf-8")
    assert main(["find", str(game_file), "--where", "empty-cels>=4"]) == 1
    error = capsys.readouterr().err
    assert "unknown FreeCell feature 'empty-cels'" in error and "Traceback" not in error


def test_solve_command_verdicts_and_exit_codes(tmp_path, capsys):
    output = tmp_path / "won.game"
    assert main(["solve", "FC1-C4-AAAAAKH", "-o", str(output)]) == 0
    assert replay(parse_record(output.read_text(encoding="utf-8"))).final.is_won()
    assert "won in" in capsys.readouterr().err
    assert main(["solve", f"FC1-C4-{encode_number(11982)}"]) == 2
    assert "proven unwinnable" in capsys.readouterr().err
    assert main(["solve", "FC1-C4-AAAAAAA"]) == 1
    assert "out of range" in capsys.readouterr().err


# -- the site's example games ------------------------------------------------------------


def test_the_freecell_example_shows_fc11_after_move_25():
    game = replay(read_record(GAMES / "freecell.game"))
    assert str(game.code) == f"FC1-C4-{encode_number(FC11_DEAL)}"
    assert game.final.is_won() and game.moves == 84
    moment = find_moment(game, parse_condition("empty-cells=4 and empty-columns=1", "freecell"))
    assert moment is not None and moment.moves == 25
    position = game.after_move(25)
    assert position.column(3) == () and position.run_length(4) == 9  # as the comments say
    # The comment's claim: at most 5 cards into the empty column, "43v5" (FC-10, FC-11).
    assert position.is_legal(freecell.Move(freecell.Column(4), freecell.Column(3), 5))
    assert not position.is_legal(freecell.Move(freecell.Column(4), freecell.Column(3), 6))
    assert position.capacity_onto_column() == 10


def test_the_freecell_example_is_a_win_the_solver_also_finds():
    """The example's moves were written by an earlier version of the solver (one long
    search; the solver's restarts find other lines), so its moves are kept as the
    site cites them; the deal is still won by today's solver, and the example replays
    to a win with every foundation move written out (FC-12, FC-14)."""
    start = deal(f"FC1-C4-{encode_number(FC11_DEAL)}")
    game = replay(read_record(GAMES / "freecell.game"))
    assert game.final.is_won()
    assert (
        sum(1 for step in game.steps if isinstance(step.action.target, freecell.FoundationPlace))
        == 52
    )
    solution = freecell_solver.solve(start)
    assert solution.verdict is Verdict.WON
    after = start
    for move in solution.actions:
        after = after.play(move)
    assert after.is_won()


def test_the_crescent_example_has_a_wrap_a_pass_and_three_redeals(crescent_game):
    game = crescent_game
    assert str(game.code) == str(GameCode.of("crescent", 18))
    assert game.final.is_won() and game.moves == 131 and game.redeals == 3
    wrap = find_moment(game, parse_condition("wrap", "crescent"))
    assert wrap is not None and wrap.moves == 7
    both = find_moment(game, parse_condition("from-foundation and to-foundation", "crescent"))
    assert both is not None and both.moves == 36
    assert [str(c) for c in game.before_redeal(1).pile(1)] == [
        "2♠",
        "9♣",
        "6♥",
        "3♥",
        "2♦",
        "5♠",
        "4♠",
        "3♠",
        "4♠",
    ]


def test_the_solver_still_finds_the_crescent_example():
    """The example is the solver's own line: same deal, same moves (no hand edits)."""
    code = str(GameCode.of("crescent", 18))
    start = deal(code)
    from generator.crescent import solver as crescent_solver

    solution = crescent_solver.solve(start, max_seconds=120, prove=False)
    written = [step.action for step in replay(read_record(GAMES / "crescent.game")).steps]
    assert list(solution.actions) == written


def test_cr8_a_move_refused_only_because_its_pile_is_full():
    game = replay(read_record(GAMES / "crescent-full-pile.game"))
    moment, found = _reach(game, parse_condition("refused-full-pile", "crescent"))
    final = found.final
    refused = [
        (s, t)
        for s in range(1, 17)
        for t in range(1, 17)
        if s != t
        and final.refusal(crescent.Move(s, t)) is crescent.Refusal.PILE_FULL
        and final.top(s) is not None
        and final.top(s).suit is final.top(t).suit
        and abs(final.top(s).rank - final.top(t).rank) in (1, 12)
    ]
    assert refused == [(7, 6)] and len(final.pile(6)) == crescent.PILE_LIMIT
    # one action earlier no move was refused for a full pile: the finder stops at the first one
    from generator.conditions import quantity

    assert quantity(game.steps[moment.index - 1].before, "refused-full-pile") == 0


def test_cr15_a_foundation_waiting_for_the_locked_base_of_the_other(crescent_game):
    _, found = _reach(crescent_game, parse_condition("locked-base-wanted", "crescent"))
    final = found.final
    ascending, descending = (
        crescent.Foundation(crescent.Direction.UP, Suit.DIAMONDS),
        crescent.Foundation(crescent.Direction.DOWN, Suit.DIAMONDS),
    )
    assert final.foundation_count(ascending) == 12 and final.foundation_count(descending) == 1
    assert final.refusal(crescent.Move(descending, ascending)) is crescent.Refusal.BASE_LOCKED


def test_fc10_a_run_refused_only_for_its_length(freecell_game):
    _, found = _reach(freecell_game, parse_condition("runs-too-long", "freecell"))
    final = found.final
    too_long = [
        (s, t)
        for s in range(1, 9)
        for t in range(1, 9)
        if s != t
        and final.run_length(s) > 1
        and final.refusal(
            freecell.Move(
                freecell.Column(s),
                freecell.Column(t),
                final.run_length(s) if not final.column(t) else None,
            )
        )
        is freecell.Refusal.SEQUENCE_TOO_LONG
    ]
    assert too_long


def test_the_finder_speaks_the_pages_language(crescent_game):
    """One vocabulary: the game's quantities, states and move kinds, and the pages' clauses."""
    condition = parse_condition("to-pile and pile 2 is empty and not stuck", "crescent")
    moment = find_moment(crescent_game, condition)
    assert moment is not None and moment.position.piles[1] == ()
    assert "to-pile" in move_kinds(moment.last)
    earlier = [m for m in _moments(crescent_game) if m.index < moment.index]
    assert not any(
        m.position.piles[1] == ()
        and m.last is not None
        and not m.last.is_redeal
        and "to-pile" in move_kinds(m.last)
        for m in earlier
    )
    assert str(condition) == "to-pile and pile 2 is empty and not stuck"


def test_an_unknown_feature_suggests_the_nearest():
    with pytest.raises(ConditionError, match=r"'empty-cell' .*did you mean empty-cells\?"):
        parse_condition("empty-cell>=2", "freecell")


def test_a_place_the_game_lacks_is_a_user_error(tmp_path, capsys):
    status = main(["find", str(GAMES / "crescent.game"), "--where", "pile 99 is empty"])
    assert status == 1
    assert "--where" in capsys.readouterr().err


def _moments(game):
    from generator.find import moments

    return moments(game)
