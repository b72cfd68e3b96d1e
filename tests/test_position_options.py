"""The position options ``render`` and ``replay`` share (:mod:`generator.commands`)."""

import argparse

import pytest

from generator.cli import main
from generator.commands import ChosenPosition, add_position_options, chosen_position
from generator.record import parse_record
from generator.replay import replay

SHORT = "CR1-N-AAAAAAB\n1. 13-4[2♥] 4-AH\n12-AC R\n5-AS[2♠]\n"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="x", exit_on_error=False)
    add_position_options(parser, shows="show the position", default="the end")
    return parser


@pytest.mark.parametrize(
    ("arguments", "chosen"),
    [
        ([], None),
        (["--at", "0"], ChosenPosition("after-move", 0)),
        (["--after-move", "3"], ChosenPosition("after-move", 3)),
        (["--before-move", "2"], ChosenPosition("before-move", 2)),
        (["--before-redeal", "1"], ChosenPosition("before-redeal", 1)),
        (["--after-redeal", "1"], ChosenPosition("after-redeal", 1)),
    ],
)
def test_each_option_chooses_its_moment(arguments, chosen):
    assert chosen_position(_parser().parse_args(arguments)) == chosen


def test_at_most_one_position_option():
    with pytest.raises(argparse.ArgumentError, match="not allowed with argument --at/--after-move"):
        _parser().parse_args(["--at", "1", "--after-redeal", "1"])


def test_help_texts_start_with_what_the_command_shows():
    helps = [action.help for action in _parser()._actions if action.dest != "help"]
    assert helps == [
        "show the position after move N (0: the deal); default: the end",
        "show the position move N is played from",
        "show the position just before redeal K",
        "show the position just after redeal K",
    ]


def test_chosen_position_of_a_game_cr18():
    """CR-18: a redeal is not a move, so move 4 comes after redeal 1."""
    game = replay(parse_record(SHORT, path="short.game"))
    assert ChosenPosition("after-move", 0).of(game) == game.start
    assert ChosenPosition("after-move", 2).of(game) == game.move(2).after
    assert ChosenPosition("before-move", 4).of(game) == game.redeal(1).after
    assert ChosenPosition("before-redeal", 1).of(game) == game.move(3).after
    assert ChosenPosition("after-redeal", 1).of(game) == game.move(4).before
    assert str(ChosenPosition("before-redeal", 1)) == "before redeal 1"
    with pytest.raises(IndexError, match=r"short\.game: no move 5: the game has 4 moves"):
        ChosenPosition("before-move", 5).of(game)


def test_replay_and_render_choose_the_same_position(tmp_path, capsys):
    path = tmp_path / "short.game"
    path.write_text(SHORT, encoding="utf-8")
    assert main(["replay", str(path), "--before-move", "4"]) == 0
    before_move = capsys.readouterr().out
    assert before_move.startswith("CR1-N-AAAAAAB before move 4\n")
    assert main(["replay", str(path), "--after-redeal", "1"]) == 0
    after_redeal = capsys.readouterr().out
    assert after_redeal.partition("\n")[2] == before_move.partition("\n")[2]
    assert main(["replay", str(path), "--at", "2"]) == 0
    assert capsys.readouterr().out.startswith("CR1-N-AAAAAAB after move 2\n")
    image = tmp_path / "x.png"
    assert main(["render", str(path), "--before-move", "9", "--lang", "en", "-o", str(image)]) == 1
    assert main(["replay", str(path), "--before-move", "9"]) == 1
    render_error, replay_error = capsys.readouterr().err.splitlines()
    assert render_error == replay_error
    assert "no move 9: the game has 4 moves" in replay_error
