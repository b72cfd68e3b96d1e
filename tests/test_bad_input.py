"""Bad input on the command line: a clear message, a non-zero exit, never a traceback,
and a file the user had is never left half-written."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NoReturn

import pytest

from generator import files
from generator.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "command",
    [
        ["solve", "FC1-C4-AAAAAKH"],
        ["solve", "FC1-C4:1-2"],
        ["survey", "FC1-C4", "--deals", "1-2"],
        ["find", "FC1-C4-AAAAAKH", "--where", "wrap"],
    ],
    ids=["solve", "solve-batch", "survey", "find"],
)
@pytest.mark.parametrize("seconds", ["nan", "inf", "-1", "0"])
def test_a_time_limit_that_limits_nothing_is_refused(
    command: list[str], seconds: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command, "--max-seconds", seconds]) == 1
    error = capsys.readouterr().err
    assert f"--max-seconds must be a positive number of seconds, not {float(seconds):g}" in error
    assert "Traceback" not in error


@pytest.mark.parametrize(
    "command",
    [["build"], ["serve"], ["clean"], ["status"], ["phrases", "fr"], ["export", "out"]],
    ids=lambda command: command[0],
)
def test_a_command_outside_any_project_says_so(
    command: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Every command that works on the project finds it the same way (``--root``, or
    conf.py at or above here) and says so when there is none, never with a traceback."""
    monkeypatch.chdir(tmp_path)
    assert main(command) == 1
    error = capsys.readouterr().err
    assert f"{tmp_path}: no conf.py with a docs/ directory here or above" in error
    assert "Traceback" not in error


def test_find_reads_the_condition_before_searching(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from generator.commands import find

    def no_search(*args: object, **kwargs: object) -> NoReturn:
        raise AssertionError("the solver ran before the condition was read")

    monkeypatch.setattr(find, "solve_position", no_search)
    assert main(["find", "FC1-C4-AAAAAKH", "--where", "empty-cels>=2"]) == 1
    assert "--where: unknown FreeCell feature 'empty-cels'" in capsys.readouterr().err
    assert main(["find", "FC1-C4-AAAAAKH", "--where", "wrap", "--max-seconds", "nan"]) == 1
    assert "--max-seconds must be a positive number" in capsys.readouterr().err


def _failing_replace(*args: object, **kwargs: object) -> NoReturn:
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize(
    ("command", "name"),
    [
        (["solve", "FC1-C4-AAAAAKH"], "kept.game"),
        (
            ["find", str(ROOT / "docs" / "games" / "freecell.game"), "--where", "empty-cells>=4"],
            "kept.game",
        ),
        (["render", "FC1-C4-AAAAAKH", "--lang", "en"], "kept.png"),
    ],
    ids=["solve", "find", "render"],
)
def test_output_file_is_replaced_whole_or_not_at_all(
    command: list[str],
    name: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    output = tmp_path / name
    kept = b"FC1-C4-AAAAAKH\n# the user's own notes\n"
    output.write_bytes(kept)
    monkeypatch.setattr(os, "replace", _failing_replace)  # the os.replace generator.files calls
    assert main([*command, "-o", str(output)]) == 1
    assert f"{output}: cannot write: No space left on device" in capsys.readouterr().err
    assert output.read_bytes() == kept
    assert sorted(path.name for path in tmp_path.iterdir()) == [name]  # no temporary file left
    monkeypatch.undo()
    assert main([*command, "-o", str(output)]) == 0
    assert b"the user's own notes" not in output.read_bytes()


def test_check_outside_the_site_says_nothing_was_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", "--root", str(ROOT), str(tmp_path)]) == 1
    error = capsys.readouterr().err
    assert f"{tmp_path}: not inside the site at {ROOT}: nothing was checked" in error
    assert "Traceback" not in error


def test_atomic_write_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    path = tmp_path / "x.po"
    path.write_text("old", encoding="utf-8")
    os.chmod(path, 0o640)
    files.write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "new"
    assert path.stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize("command", [["replay"], ["find", "--where", "wrap"]])
def test_a_record_named_on_the_command_line_is_read_within_a_limit(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.game"
    big.write_bytes(b"#" * (files.RECORD_LIMIT + 1))
    for path, reason in (
        (big, "larger than 1,000,000 bytes"),
        (Path("/dev/zero"), "not a regular file"),
    ):
        arguments = [command[0], str(path), *command[1:]]
        assert main(arguments) == 1
        error = capsys.readouterr().err
        assert f"cannot read the record: {reason}" in error and "Traceback" not in error
