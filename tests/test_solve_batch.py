"""Batch solving: deal lists, one JSON line a deal, resuming an interrupted run.

Rules cited: FC-17 and CR-24 (a code deals a game again exactly), CR-18 (a
redeal is not a move, so it is not counted in ``moves``).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from generator.cli import main
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.deal import deal
from generator.solve import batch, solve_position


def test_ranges_and_codes_expand_in_order_each_deal_once_fc17_cr24():
    codes = batch.expand(["FC1-C2:3-5", "fc1-c2-aaaaaad", "CR1-N:200"])
    assert [str(code) for code in codes] == [
        str(GameCode.of("freecell", 3, "C2")),
        str(GameCode.of("freecell", 4, "C2")),
        str(GameCode.of("freecell", 5, "C2")),
        str(GameCode.of("crescent", 200)),
    ]


@pytest.mark.parametrize(
    ("item", "reason"),
    [
        ("FC1-C4:0-3", "deal number 0 is out of range for FC1"),
        ("FC1-C3:1-3", "unknown variant 'C3'"),
        ("FC1-C4:9-2", "the first number is larger than the last"),
        ("FC1-C4:1-2147483648", "out of range"),
        ("FC1-C4-1", "a range is written like CR1-N:1-1000 or FC1-C4:1-1000"),
    ],
)
def test_a_bad_deal_list_item_is_refused_with_its_reason(item, reason):
    with pytest.raises(batch.DealListError, match=reason) as caught:
        batch.expand([item])
    assert repr(item) in str(caught.value)


def test_a_result_line_reads_back():
    result = batch.DealResult("FC1-C4-AAAAAAB", "won", 95, 400, 0.0125)
    assert batch.DealResult.from_json(result.to_json()) == result
    assert json.loads(result.to_json()) == {
        "code": "FC1-C4-AAAAAAB",
        "verdict": "won",
        "moves": 95,
        "positions": 400,
        "cpu_s": 0.0125,
    }


def test_a_crescent_win_counts_moves_not_redeals_cr18():
    result = batch.solve_deal(GameCode.of("crescent", 6), max_seconds=30)
    assert result.verdict == "won"
    actions = solve_position(deal(GameCode.of("crescent", 6)), max_seconds=30).actions
    redeals = sum(1 for action in actions if action is crescent.REDEAL)
    assert redeals >= 1 and result.moves == len(actions) - redeals


def test_batch_writes_one_line_a_deal_and_resumes_after_an_interruption(tmp_path, capsys):
    path = tmp_path / "results.jsonl"
    assert main(["solve", "FC1-C4:1-2", "--jsonl", str(path), "--max-seconds", "30"]) == 0
    lines = path.read_text().splitlines()
    assert [json.loads(line)["code"] for line in lines] == ["FC1-C4-AAAAAAB", "FC1-C4-AAAAAAC"]
    assert all(json.loads(line)["verdict"] == "won" for line in lines)
    # An interruption in the middle of writing deal 3's line leaves it cut off.
    with open(path, "a") as file:
        file.write('{"code": "FC1-C4-AAAAAAD", "verd')
    capsys.readouterr()
    assert main(["solve", "FC1-C4:1-4", "--jsonl", str(path), "--max-seconds", "30"]) == 0
    err = capsys.readouterr().err
    assert "2 of 4 deals already in" in err and "4 deals: 4 won" in err
    codes = [json.loads(line)["code"] for line in path.read_text().splitlines()]
    assert codes == ["FC1-C4-AAAAAAB", "FC1-C4-AAAAAAC", "FC1-C4-AAAAAAD", "FC1-C4-AAAAAAE"]


def test_a_damaged_results_file_is_refused_with_its_line(tmp_path, capsys):
    path = tmp_path / "results.jsonl"
    path.write_text(
        '{"code": "FC1-C4-AAAAAAB", "verdict": "won", "moves": 1, "positions": 1, "cpu_s": 0}\n'
        "not json\n"
    )
    assert main(["solve", "FC1-C4:1-2", "--jsonl", str(path)]) == 1
    assert f"{path}:2: not a solve result" in capsys.readouterr().err
    assert path.read_text().count("\n") == 2  # left as it was


def test_parallel_batch_gives_the_same_verdicts(tmp_path, capsys):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["solve", "FC1-C4:1-3", "--jsonl", str(one)]) == 0
    assert main(["solve", "FC1-C4:1-3", "--jsonl", str(two), "-j", "2"]) == 0

    def verdicts(path):
        return sorted(
            (r["code"], r["verdict"], r["moves"])
            for r in map(json.loads, path.read_text().splitlines())
        )

    assert verdicts(one) == verdicts(two)


def test_batch_without_jsonl_prints_lines_on_stdout(capsys):
    assert main(["solve", "FC1-C4:1", "FC1-C4:2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [json.loads(line)["verdict"] for line in out] == ["won", "won"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["FC1-C4:1-2", "-o", "x.game"], "-o writes one deal's record"),
        (["FC1-C4:1-2", "-j", "-1"], "-j must be a number of processes"),
        (["FC1-C4:1-2", "--max-seconds", "nan"], "--max-seconds must be a positive number"),
    ],
)
def test_bad_batch_options_are_refused(argv, message, capsys):
    assert main(["solve", *argv]) == 1
    assert message in capsys.readouterr().err


def test_a_command_starts_without_importing_the_other_commands():
    """A batch ``solve`` is timed against Freecell Solver start-up included: the
    command line imports only the module of the command it runs."""
    script = (
        "import sys; from generator.cli import parser; "
        "parser('solve').parse_args(['solve', 'FC1-C4-AAAAAAB']); "
        "print(sorted(m for m in sys.modules if m.startswith('generator.commands.')))"
    )
    output = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    assert output.strip() == "['generator.commands.solve']"
