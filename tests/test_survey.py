"""Solver surveys: the figures a page may state about how many deals can be won."""

from __future__ import annotations

import json

import pytest

from generator.cli import main
from generator.solve.batch import survey
from generator.solve.survey import Survey, SurveyError, read_surveys, write_surveys


def test_fc12_survey_counts_replayed_wins_and_round_trips(tmp_path):
    result = survey("first-deals", "FC1-C4", 1, 3, 10.0)
    assert (result.tried, result.won, result.unwinnable, result.undecided) == (3, 3, 0, 0)
    path = tmp_path / "surveys.json"
    write_surveys(path, {result.name: result})
    assert read_surveys(path) == {"first-deals": result}
    assert [result.value(f) for f in ("tried", "won", "seconds", "first", "last")] == [
        3,
        3,
        10,
        1,
        3,
    ]
    with pytest.raises(SurveyError, match="no survey figure 'lost'"):
        result.value("lost")


def test_fc13_one_cell_deal_is_counted_unwinnable_not_won():
    # Microsoft deal 15 with one free cell: the solver exhausts every position (FC-13).
    result = survey("one-cell", "FC1-C1", 15, 15, 30.0)
    assert (result.won, result.unwinnable, result.undecided) == (0, 1, 0)


def test_survey_command_records_and_refuses_bad_ranges(tmp_path, capsys):
    path = tmp_path / "surveys.json"
    write_surveys(path, {"old": Survey("old", "CR1-N", 1, 1, 1.0, 0, 0, 1)})
    assert (
        main(
            [
                "survey",
                "FC1-C4",
                "--deals",
                "2-3",
                "--max-seconds",
                "10",
                "--record",
                str(path),
                "--name",
                "two",
            ]
        )
        == 0
    )
    assert "won 2, proven unwinnable 0, undecided 0 of 2" in capsys.readouterr().out
    assert sorted(json.loads(path.read_text())) == ["old", "two"]  # the other survey is kept
    assert main(["survey", "FC1-C4", "--deals", "3-2"]) == 1
    assert "--deals: write A-B with A <= B" in capsys.readouterr().err
    assert main(["survey", "FC1-C4", "--deals", "1-2", "--record", str(path)]) == 1
    assert "--record needs --name" in capsys.readouterr().err


def test_a_broken_survey_file_is_an_error_naming_it(tmp_path):
    path = tmp_path / "surveys.json"
    path.write_text('{"x": {"head": "FC1-C4"}}', encoding="utf-8")
    with pytest.raises(SurveyError, match="not a survey file"):
        read_surveys(path)


def test_fc13_a_freecell_survey_knows_its_cells_and_a_crescent_one_has_none():
    assert Survey("two", "FC1-C2", 1, 5, 10.0, 4, 1, 0).value("cells") == 2
    with pytest.raises(SurveyError, match="is of Crescent: it has no cells"):
        Survey("cr", "CR1-N", 1, 5, 10.0, 5, 0, 0).value("cells")


def test_a_survey_decides_each_deal_as_a_batch_run_does(monkeypatch):
    """One definition of a deal's verdict: the survey counts what ``solve_deal`` says."""
    from generator.solve import batch

    verdicts = {"FC1-C4-AAAAAAB": "won", "FC1-C4-AAAAAAC": "unwinnable"}
    asked = []

    def solve_deal(code, max_seconds):
        asked.append((str(code), max_seconds))
        return batch.DealResult(str(code), verdicts.get(str(code), "undecided"), None, 1, 0.0)

    monkeypatch.setattr(batch, "solve_deal", solve_deal)
    result = survey("three", "FC1-C4", 1, 3, 7.0)
    assert (result.won, result.unwinnable, result.undecided) == (1, 1, 1)
    assert asked == [("FC1-C4-AAAAAAB", 7.0), ("FC1-C4-AAAAAAC", 7.0), ("FC1-C4-AAAAAAD", 7.0)]


def _survey_command(capsys, *argv: str) -> tuple[str, str]:
    """Run ``survey`` and give its stdout with the CPU figure left out, and its stderr."""
    assert main(["survey", *argv]) == 0
    captured = capsys.readouterr()
    return captured.out.rsplit(" (CPU ", 1)[0], captured.err


def test_a_survey_solved_in_two_processes_records_the_same_figures(tmp_path, capsys):
    """``-j``: the deals are solved by a batch run in worker processes; the counts
    printed and the survey recorded are those of the run in one process, byte for byte."""
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    out_one, _ = _survey_command(
        capsys, "FC1-C4:1-4", "--max-seconds", "10", "--record", str(one), "--name", "four"
    )
    out_two, _ = _survey_command(
        capsys,
        "FC1-C4:1-4",
        "--max-seconds",
        "10",
        "--record",
        str(two),
        "--name",
        "four",
        "-j",
        "2",
    )
    assert (
        out_one
        == out_two
        == (
            "FC1-C4 deals 1-4, at most 10 s of CPU time each: "
            "won 4, proven unwinnable 0, undecided 0 of 4"
        )
    )
    assert one.read_bytes() == two.read_bytes()


def test_a_survey_with_a_results_file_resumes_where_it_stopped(tmp_path, capsys):
    """``--jsonl``: each deal's line is appended as it comes; run again over a longer
    range (after an interruption that cut a line off), the survey solves only the deals
    the file lacks and counts them all, as a survey run in one go does."""
    results, resumed, whole = tmp_path / "r.jsonl", tmp_path / "a.json", tmp_path / "b.json"
    _survey_command(capsys, "FC1-C4", "--deals", "1-2", "--jsonl", str(results))
    with open(results, "a") as file:
        file.write('{"code": "FC1-C4-AAAAAAD", "verd')
    out, err = _survey_command(
        capsys, "FC1-C4:1-4", "--jsonl", str(results), "--record", str(resumed), "--name", "r"
    )
    assert "survey: 2 of 4 deals already in" in err
    assert [line.split(":")[1] for line in err.splitlines()[1:]] == [
        " FC1-C4-AAAAAAD",
        " FC1-C4-AAAAAAE",
    ]
    assert out.endswith("won 4, proven unwinnable 0, undecided 0 of 4")
    codes = [json.loads(line)["code"] for line in results.read_text().splitlines()]
    assert codes == ["FC1-C4-AAAAAAB", "FC1-C4-AAAAAAC", "FC1-C4-AAAAAAD", "FC1-C4-AAAAAAE"]
    _survey_command(capsys, "FC1-C4:1-4", "--record", str(whole), "--name", "r")
    assert resumed.read_bytes() == whole.read_bytes()


def test_a_resumed_survey_counts_the_file_and_asks_only_for_the_rest(tmp_path, monkeypatch):
    """The results already in the file count as the batch run's own: deal 1 is not solved
    again, and its verdict (read back, not recomputed) is in the figures."""
    from generator.solve import batch

    path = tmp_path / "r.jsonl"
    path.write_text(batch.DealResult("FC1-C4-AAAAAAB", "unwinnable", None, 5, 1.0).to_json())
    asked = []

    def solve_deal(code, max_seconds):
        asked.append(str(code))
        return batch.DealResult(str(code), "won", 9, 1, 0.0)

    monkeypatch.setattr(batch, "solve_deal", solve_deal)
    result = survey("three", "FC1-C4", 1, 3, 7.0, path=str(path))
    assert (result.won, result.unwinnable, result.undecided) == (2, 1, 0)
    assert asked == ["FC1-C4-AAAAAAC", "FC1-C4-AAAAAAD"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["FC1-C4:3-2"], "the first number is larger than the last"),
        (["FC1-C4"], "name the deals: FC1-C4:1-200, or --deals 1-200"),
        (["FC1-C4:1-2", "--deals", "1-2"], "names its deals: leave out --deals"),
        (["FC1-C4:1-2", "-j", "-1"], "-j must be a number of processes"),
    ],
)
def test_a_survey_names_its_deals_as_a_batch_run_does(argv, message, capsys):
    assert main(["survey", *argv]) == 1
    assert message in capsys.readouterr().err
