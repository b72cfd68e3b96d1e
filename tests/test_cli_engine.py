"""The engine's commands, ``deal`` and ``replay``, through ``generator.cli.main``; the position
options ``replay`` shares with ``render`` (:func:`generator.commands.add_position_options`)."""

import argparse

import pytest

from generator.cli import main
from generator.commands import ChosenPosition, add_position_options, chosen_position
from generator.record import parse_record
from generator.replay import replay

SHORT = "CR1-N-AAAAAAB\n1. 13-4[2♥] 4-AH\n12-AC R\n5-AS[2♠]\n"


def test_deal_crescent(capsys):
    """CR-2, CR-24: the deal of a code, foundations then piles 1–16 bottom to top."""
    assert main(["deal", "CR1-N-AAAAAAB"]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0] == "CR1-N-AAAAAAB: Crescent deal 1"
    assert "redeals left: 3" in lines
    assert "  AS  A♠  1    AH  A♥  1    AD  A♦  1    AC  A♣  1" in lines
    assert "   1 ( 6)  6♦ A♣ 7♦ 5♣ A♠ 8♥" in lines
    assert "  16 ( 6)  3♠ 7♠ 8♣ 9♠ 4♠ 3♠" in lines
    assert err == ""


def test_deal_freecell_ascii(capsys):
    """FC-1, FC-13, FC-17: Microsoft deal #1 with two cells."""
    assert main(["deal", "FC1-C2-AAAAAAB", "--ascii"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "FC1-C2-AAAAAAB: FreeCell deal 1, 2 cells"
    assert "cells        a -  b -" in lines
    assert "  1  JD KD 2S 4C 3S 6D 6S" in lines
    assert "  8  5H 3H 3C 7S 7D 10C" in lines


def test_deal_is_byte_identical(capsys):
    main(["deal", "CR1-N-AAAAAKH"])
    first = capsys.readouterr().out
    main(["deal", "CR1-N-AAAAAKH"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize(
    "code, message",
    [
        ("CR1-N-AAAAAAA", "deal number 0 is out of range"),
        ("FC1-C3-AAAAAAB", "unknown variant 'C3'"),
        ("nonsense", "expected three parts"),
    ],
)
def test_deal_bad_code(capsys, code, message):
    assert main(["deal", code]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert f"bad game code {code!r}: " in err and message in err
    assert "Traceback" not in err


@pytest.fixture
def short_record(tmp_path):
    """The record SHORT in a file ``short.game``: four moves and a redeal (CR-16) after move 3."""
    path = tmp_path / "short.game"
    path.write_text(SHORT, encoding="utf-8")
    return path


def test_replay_prints_transcript(short_record, capsys):
    path = short_record
    assert main(["replay", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"CR1-N-AAAAAAB: Crescent deal 1\nrecord: {path}\n")
    assert "redeal 1  R      2 redeals left\n" in out
    assert out.endswith("not finished after 4 moves and 1 redeal\n")
    assert err == ""


def test_replay_positions(short_record, capsys):
    path = short_record
    assert main(["replay", str(path), "--after-move", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("CR1-N-AAAAAAB after move 2\n")
    assert "  AS  A♠  1    AH  2♥  2" in out
    assert main(["replay", str(path), "--after-redeal", "1", "--ascii"]) == 0
    assert "redeals left: 2" in capsys.readouterr().out
    assert main(["replay", str(path), "--before-redeal", "2"]) == 1
    assert "no redeal 2: the game has 1 redeals" in capsys.readouterr().err


@pytest.mark.parametrize(
    "text, message",
    [
        (
            SHORT + "5-3\n",
            "{path}:5: move 5 (5-3): rank must be one higher or one lower: 7♥ onto 9♥",
        ),
        (
            "CR1-N-AAAAAAB\n13-99\n",
            "{path}:2: move 1 (13-99): cannot read Crescent move '13-99': no pile 99",
        ),
        ("XX1-N-AAAAAAB\n", "{path}:1: bad game code 'XX1-N-AAAAAAB': unknown game 'XX'"),
        ("FC1-C4-AAAAAAB\n1a 2a\n", "{path}:2: move 2 (2a): cell a already holds 6♠"),
    ],
)
def test_replay_first_error_and_exit_1(tmp_path, capsys, text, message):
    path = tmp_path / "bad.game"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert message.format(path=path) in err
    assert "Traceback" not in err


def test_replay_missing_file(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "none.game")]) == 1
    err = capsys.readouterr().err
    assert "none.game: cannot read the record: No such file or directory" in err
    assert main(["replay", str(tmp_path)]) == 1
    assert "cannot read the record" in capsys.readouterr().err


# -- the position options of replay and render ----------------------------------------------


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


def test_replay_and_render_choose_the_same_position(tmp_path, short_record, capsys):
    path = short_record
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
