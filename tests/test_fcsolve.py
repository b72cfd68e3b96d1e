"""Freecell Solver's solutions replay as they are (FC-9, FC-10, FC-12), and ``deal --format fc-solve``.

Freecell Solver (``fc-solve -snx``) writes the standard notation with counts:
a bare column move into an empty column moves one card, ``v`` gives more, and
counts above 9 are letters (``48vb`` is 11 cards).  The recorded solutions in
``tests/data/fc-solve/`` replay everywhere; the solver itself, when installed,
solves a few more deals here.
"""

import shutil
from pathlib import Path

import pytest

from generator.cards import Card
from generator.cli import main
from generator.codes import GameCode
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.freecell import fcsolve
from generator.record import parse_record
from generator.replay import replay

DATA = Path(__file__).parent / "data" / "fc-solve"


def _replay_solution(number: int, moves: list[str]):
    code = GameCode.of("freecell", number)
    return replay(parse_record(f"{code}\n" + " ".join(moves) + "\n", f"ms{number}.snx"))


@pytest.mark.parametrize("number", [1, 96, 99])
def test_fc12_recorded_fc_solve_solution_replays_to_a_win(number):
    """A solution as fc-solve printed it, banner and verdict included, wins the deal it solves."""
    moves = fcsolve.solution_moves((DATA / f"ms{number}.snx").read_text(encoding="utf-8"))
    assert _replay_solution(number, moves).outcome() == "won"


def test_fc10_solution_moves_runs_into_empty_columns_with_counts_above_nine():
    """The recorded data exercise what changed: v-counts into empty columns, 10 and more as letters."""
    moves = {
        number: fcsolve.solution_moves((DATA / f"ms{number}.snx").read_text(encoding="utf-8"))
        for number in (1, 96, 99)
    }
    assert "13v2" in moves[1] and "48vb" in moves[96] and "12va" in moves[99]
    game = _replay_solution(96, moves[96])
    step = game.move(moves[96].index("48vb") + 1)
    assert step.action.count == 11 and not step.before.column(8)


def test_fc10_bare_move_into_empty_column_moves_one_card():
    """fc-solve's 13 with column 3 empty takes the top card only, whatever the run under it."""
    cards = lambda text: tuple(map(Card.parse, text.split()))  # noqa: E731
    here = freecell.Position((cards("10♠ 9♥ 8♣"), (), ()) + ((),) * 5)
    after = here.play(here.resolve(freecell.Move(freecell.Column(1), freecell.Column(3), None)))
    assert after.column(3) == cards("8♣") and after.column(1) == cards("10♠ 9♥")


def test_solution_moves_refuses_an_unsolved_game_and_foreign_text():
    with pytest.raises(
        ValueError, match=r"fc-solve found no solution: I could not solve this game\."
    ):
        fcsolve.solution_moves("-=-=-=-=-\n\nI could not solve this game.\n")
    with pytest.raises(ValueError, match="not a move in fc-solve's standard notation: 'Move'"):
        fcsolve.solution_moves(
            "Move a card from stack 3 to the foundations\nThis game is solveable.\n"
        )


@pytest.mark.skipif(
    shutil.which("fc-solve") is None,
    reason="fc-solve is not installed (Debian: apt-get install freecell-solver-bin)",
)
@pytest.mark.parametrize("number", [2, 24, 617, 11982 - 1, 1941])
def test_fc12_fc_solve_solves_and_the_solution_replays_to_a_win(number):
    """Deals fc-solve solves now, from the board deal --format fc-solve prints."""
    moves = fcsolve.solve(deal(GameCode.of("freecell", number)), "-l", "lg")
    assert _replay_solution(number, moves).outcome() == "won"


def test_deal_format_fc_solve_prints_the_board_fc_solve_reads(capsys):
    """FC-1: the columns of Microsoft deal 1 bottom card first, 10 as T, empty cells as -."""
    assert main(["deal", "FC1-C4-AAAAAAB", "--format", "fc-solve"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        "Foundations: H-0 C-0 D-0 S-0",
        "Freecells: - - - -",
        ": JD KD 2S 4C 3S 6D 6S",
        ": 2D KC KS 5C TD 8S 9C",
        ": 9H 9S 9D TS 4S 8D 2H",
        ": JC 5S QD QH TH QS 6H",
        ": 5D AD JS 4H 8H 6C",
        ": 7H QC AS AC 2C 3D",
        ": 7C KH AH 4D JH 8C",
        ": 5H 3H 3C 7S 7D TC",
    ]
    assert err == ""


def test_fc_solve_board_of_a_position_in_play():
    """Cells, foundations and an emptied column, as fc-solve's own state lines write them."""
    game = _replay_solution(
        1, fcsolve.solution_moves((DATA / "ms1.snx").read_text(encoding="utf-8"))
    )
    lines = fcsolve.board(game.after_move(11)).splitlines()  # 58 has emptied column 5
    assert lines[:2] == ["Foundations: H-0 C-0 D-A S-0", "Freecells: 8C - 4H JS"]
    assert lines[2 + 4] == ":"
    assert lines[2 + 7] == ": 5H 3H 3C 7S 7D 6C 5D"


def test_deal_format_fc_solve_names_the_cells_fc_solve_must_be_told(capsys):
    assert main(["deal", "FC1-C2-AAAAAAB", "--format", "fc-solve"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[1] == "Freecells: - -"
    assert err == "FC1-C2-AAAAAAB has 2 cells: run fc-solve --freecells-num 2\n"


def test_deal_format_fc_solve_refuses_crescent(capsys):
    assert main(["deal", "CR1-N-AAAAAAB", "--format", "fc-solve"]) == 1
    assert (
        "--format fc-solve prints FreeCell deals only, not Crescent deals"
        in capsys.readouterr().err
    )
