"""Hostile inputs and faults: each case a build or a command met, kept so that it stays fixed.

Every case states the fault, then what must hold: a message naming the file,
line or option and the reason, a non-zero exit where the input is wrong, no
traceback, no process left behind, nothing of the user's lost, nothing from
outside ``docs/`` published.  To add a case, plant the fault in a copy of the
tiny site (``tiny``) and assert those.

Builds that are signalled run in their own session (``builds``); the fixture
kills whatever is left of it, even when the test fails.  A full disk is a
patched writer (``_full_after``, ``handle_page``) raising ENOSPC; the last
section fuzzes every parser of a user's file with Hypothesis: each gives a
result or its own located error, never another exception.
"""

from __future__ import annotations

import fcntl
import itertools
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import cli

# -- helpers ----------------------------------------------------------------------------------


def _site(out: Path) -> dict[str, bytes]:
    return {
        p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()
    }


def _build(root: Path, *arguments: str) -> int:
    return cli.main(["build", "--root", str(root), "-j", "1", *arguments])


def _processes_in_session(session: int) -> list[int]:
    """The live (not zombie) processes of ``session``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()  # after "pid (command) "
        if fields[0] != "Z" and int(fields[3]) == session:
            found.append(int(entry.name))
    return found


def _gone(session: int, within: float = 10.0) -> bool:
    """True once no process of ``session`` is left (waiting up to ``within`` seconds)."""
    deadline = time.monotonic() + within
    while _processes_in_session(session):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.fixture
def builds() -> Iterator[Callable[..., subprocess.Popen]]:
    """Starts ``python -m generator ARGS`` in a session of its own; afterwards kills every
    process of each session started, whatever the test's outcome."""
    started: list[subprocess.Popen] = []

    def start(*arguments: str) -> subprocess.Popen:
        process = subprocess.Popen(
            [sys.executable, "-m", "generator", *arguments],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
            cwd=Path(__file__).parents[1],
        )
        started.append(process)
        return process

    yield start
    for process in started:
        for pid in _processes_in_session(process.pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        process.communicate()


SLOW = """

def setup(app):
    # Fault injection (tests/test_faults.py): with a file named "slow" beside conf.py, the French
    # build says it started (fr-started), then takes a minute, so that a test can signal it.
    import time
    from pathlib import Path

    def slow(app):
        if app.config.language == "fr" and (Path(app.confdir) / "slow").exists():
            (Path(app.confdir) / "fr-started").touch()
            time.sleep(60)

    app.connect("builder-inited", slow)
"""


@pytest.fixture
def slow_tiny(tiny: Path) -> Path:
    """The tiny site, built and published once; then, with ``slow`` present, a French build
    that waits a minute after touching ``fr-started``."""
    with (tiny / "conf.py").open("a", encoding="utf-8") as conf:
        conf.write(SLOW)
    assert _build(tiny) == 0
    (tiny / "slow").touch()
    return tiny


def _wait_for(path: Path, process: subprocess.Popen, within: float = 120.0) -> None:
    deadline = time.monotonic() + within
    while not path.exists():
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.05)


def _lock_is_free(root: Path) -> bool:
    with open(root / "build" / ".lock", "a") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        fcntl.flock(lock, fcntl.LOCK_UN)
    return True


# -- where the site is published ------------------------------------------------------------


@pytest.mark.parametrize(
    "out, reason",
    [
        ("notes.txt", "it exists and is not a directory"),
        ("conf.py", "it is in the project's sources (conf.py)"),
        ("docs", "it is in the project's sources (docs)"),
        ("docs/games", "it is in the project's sources (docs)"),
        ("locales", "it is in the project's sources (locales)"),
        ("locales/fr/LC_MESSAGES", "it is in the project's sources (locales)"),
        (".", "it holds the project"),
        ("..", "it holds the project"),
        ("a-pipe", "it exists and is not a directory"),  # as /dev/null would be, but harmless
        ("other-project", "it holds a conf.py (a project, not a site)"),
        ("papers", "it is a directory that holds files and no site"),
        ("link-to-papers", "it is a symbolic link the generator did not make"),
    ],
)
def test_build_out_refuses_a_place_where_publishing_would_destroy_something(
    tiny: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    out: str,
    reason: str,
) -> None:
    (tiny / "notes.txt").write_text("my only notes\n", encoding="utf-8")
    (tiny / "other-project").mkdir()
    (tiny / "other-project" / "conf.py").write_text("project = 'x'\n", encoding="utf-8")
    (tiny / "papers").mkdir()
    (tiny / "papers" / "thesis.md").write_text("chapter 1\n", encoding="utf-8")
    (tiny / "link-to-papers").symlink_to("papers")
    os.mkfifo(tiny / "a-pipe")
    before = {
        p.relative_to(tiny).as_posix(): p.read_bytes() for p in tiny.rglob("*") if p.is_file()
    }
    monkeypatch.chdir(tiny)  # --out as a user types it, relative to where they are
    assert _build(tiny, "-l", "en", "--out", out) == 1
    err = capsys.readouterr().err
    assert err == f"error: --out {out}: {reason}; nothing was built\n"
    after = {p.relative_to(tiny).as_posix(): p.read_bytes() for p in tiny.rglob("*") if p.is_file()}
    assert after == before
    assert (tiny / "docs").is_dir() and not (tiny / "docs").is_symlink()
    assert (tiny / "link-to-papers").is_symlink() and (tiny / "a-pipe").is_fifo()
    assert not (tiny / "build").exists()


def test_build_out_accepts_a_new_directory_an_empty_one_and_its_own_site_again(
    tiny: Path, tmp_path: Path
) -> None:
    (tmp_path / "empty").mkdir()
    for out in (tmp_path / "new" / "site", tmp_path / "empty", tmp_path / "new" / "site"):
        assert _build(tiny, "-l", "en", "--out", str(out)) == 0
        assert (out / "en" / "index.html").is_file()


# -- signals ---------------------------------------------------------------------------------


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_signal_stops_a_build_with_one_line_no_process_left_and_the_site_kept(
    slow_tiny: Path, builds: Callable[..., subprocess.Popen], number: int
) -> None:
    out = slow_tiny / "build" / "site"
    before = _site(out)
    process = builds("build", "--root", str(slow_tiny), "-j", "2")
    _wait_for(slow_tiny / "fr-started", process)  # a worker builds French into staging
    os.kill(process.pid, number)
    _, err = process.communicate(timeout=60)
    name = signal.Signals(number).name
    assert process.returncode == 128 + number
    assert err.splitlines()[-1] == f"build: stopped by {name}: the site in {out} was left as it was"
    assert "Traceback" not in err
    assert _gone(process.pid)
    assert _lock_is_free(slow_tiny)
    assert (slow_tiny / "build" / ".lock").read_text() == ""
    assert not (slow_tiny / "build" / ".site.staging").exists()
    assert _site(out) == before


def test_a_build_killed_outright_leaves_no_worker_and_the_next_takes_its_lock_over(
    slow_tiny: Path, builds: Callable[..., subprocess.Popen], capsys: pytest.CaptureFixture[str]
) -> None:
    out = slow_tiny / "build" / "site"
    before = _site(out)
    process = builds("build", "--root", str(slow_tiny), "-j", "2")
    _wait_for(slow_tiny / "fr-started", process)
    os.kill(process.pid, signal.SIGKILL)  # no handler, no finally: only the kernel cleans up
    process.communicate(timeout=60)
    assert _gone(process.pid)  # the workers die with their parent
    assert _lock_is_free(slow_tiny)
    assert _site(out) == before
    (slow_tiny / "slow").unlink()
    assert _build(slow_tiny) == 0
    err = capsys.readouterr().err
    assert (
        f"{slow_tiny / 'build' / '.lock'}: taking over the lock of process {process.pid}, "
        "which stopped without releasing it"
    ) in err
    assert not (slow_tiny / "build" / ".site.staging").exists()


# -- batch solving: ranges streamed, results files bounded -----------------------------------


def test_a_range_of_two_billion_deals_is_counted_and_streamed_not_listed() -> None:
    import tracemalloc

    from generator.solve import batch

    tracemalloc.start()
    try:
        deals = batch.expand(["FC1-C4:1-2147483647", "FC1-C4:5-9", "FC1-C4-AAAAAAB"])
        assert len(deals) == 2147483647
        assert [code.number for code in itertools.islice(deals, 3)] == [1, 2, 3]
        assert "FC1-C4-AAAAAKH" in deals and "FC1-C2-AAAAAKH" not in deals
        assert tracemalloc.get_traced_memory()[1] < 1_000_000
    finally:
        tracemalloc.stop()


def test_overlapping_ranges_name_each_deal_once_in_order() -> None:
    from generator.solve import batch

    deals = batch.expand(["FC1-C4:5-8", "FC1-C4:1-10", "FC1-C2:3", "FC1-C4:7"])
    assert [(code.variant, code.number) for code in deals] == [
        *(("C4", n) for n in (5, 6, 7, 8, 1, 2, 3, 4, 9, 10)),
        ("C2", 3),
    ]
    assert len(deals) == 11


def test_ctrl_c_stops_a_batch_of_two_billion_deals_with_one_line_and_no_process(
    tmp_path: Path, builds: Callable[..., subprocess.Popen]
) -> None:
    results = tmp_path / "r.jsonl"
    process = builds(
        "solve", "FC1-C4:1-2147483647", "--jsonl", str(results), "-j", "2", "--max-seconds", "5"
    )
    deadline = time.monotonic() + 120
    while not results.exists() or results.read_text().count("\n") < 3:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130
    assert err.splitlines()[-1] == (
        f"solve: stopped by SIGINT; run the same command to resume from {results}"
    )
    assert "Traceback" not in err
    assert _gone(process.pid)
    lines = results.read_text().splitlines()
    assert len(lines) >= 3 and all(line.endswith("}") for line in lines)


def _pipe(tmp_path: Path) -> str:
    os.mkfifo(tmp_path / "pipe")
    return str(tmp_path / "pipe")


@pytest.mark.parametrize(
    "device", ["/dev/zero", "/dev/full", "/dev/urandom", _pipe, lambda tmp_path: str(tmp_path)]
)
def test_a_results_file_that_is_not_a_regular_file_is_refused_before_it_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], device: str | Callable[[Path], str]
) -> None:
    path = device(tmp_path) if callable(device) else device
    assert cli.main(["solve", "FC1-C4:1-2", "--jsonl", path]) == 1
    assert capsys.readouterr().err == (
        f"error: {path}: not a regular file (results are appended to one)\n"
    )


def test_a_results_file_over_the_limit_is_refused_before_it_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from generator.solve import batch

    monkeypatch.setattr(batch, "RESULTS_LIMIT", 100)
    path = tmp_path / "r.jsonl"
    path.write_text(batch.DealResult("FC1-C4-AAAAAAB", "won", 95, 400, 0.01).to_json() * 2)
    assert cli.main(["solve", "FC1-C4:1-2", "--jsonl", str(path)]) == 1
    assert capsys.readouterr().err == f"error: {path}: larger than 100 bytes\n"


@pytest.mark.parametrize(
    "field, value, reason",
    [
        ("code", "5", "code must be a string, not 5"),
        ("code", "null", "code must be a string, not null"),
        ("verdict", "[]", "verdict must be a string, not []"),
        ("moves", '"95"', 'moves must be a whole number or null, not "95"'),
        ("positions", "true", "positions must be a whole number, not true"),
        ("cpu_s", "{}", "cpu_s must be a whole number or a number, not {}"),
        ("positions", "9" * 5000, "Exceeds the limit (4300 digits)"),
    ],
)
def test_a_results_line_of_the_wrong_type_is_refused_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str, value: str, reason: str
) -> None:
    good = {"code": '"FC1-C4-AAAAAAB"', "verdict": '"won"', "moves": "95"}
    good |= {"positions": "400", "cpu_s": "0.01"}
    lines = [
        "{" + ", ".join(f'"{k}": {value if k == bad else v}' for k, v in good.items()) + "}\n"
        for bad in ("none", field)
    ]
    path = tmp_path / "r.jsonl"
    path.write_text("".join(lines), encoding="utf-8")
    assert cli.main(["solve", "FC1-C4:1-2", "--jsonl", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: {path}:2: not a solve result: ") and reason in err, err


# -- numbers too long for their field ------------------------------------------------------

LONG = "9" * 5000
TOO_LONG = "9999999999999… (5,000 digits) is too long for a number here"
EXAMPLES = Path(__file__).parents[1] / "examples"


def _record_with(tmp_path: Path, old: str, new: str) -> str:
    text = (EXAMPLES / "freecell.game").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "long.game"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    "arguments, where",
    [
        (lambda t: ["replay", _record_with(t, "\n1. ", f"\n{LONG}. ")], "long.game:18: move 1: "),
        (
            lambda t: ["replay", _record_with(t, "#= cells == 4", f"#= cells == {LONG}")],
            "long.game:17: assertion ",
        ),
        (
            lambda t: ["find", "--where", f"empty-cells>={LONG}", str(EXAMPLES / "freecell.game")],
            "",
        ),
        (lambda t: ["solve", f"FC1-C4:1-{LONG}"], "bad deal range starting "),
        (lambda t: ["solve", f"FC{LONG}-C4-AAAAAAB"], "bad game code "),
        (lambda t: ["survey", "FC1-C4", "--deals", f"1-{LONG}"], "--deals: write A-B"),
    ],
    ids=["record-label", "assertion", "find-where", "solve-range", "code-version", "survey"],
)
def test_a_number_of_five_thousand_digits_is_refused_with_where_it_is(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    arguments: Callable[[Path], list[str]],
    where: str,
) -> None:
    assert cli.main(arguments(tmp_path)) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert where in err and (TOO_LONG in err or "--deals" in err), err
    assert "Traceback" not in err and "4300" not in err


# -- sources confined ----------------------------------------------------------------------


def test_a_page_that_links_outside_docs_is_refused_and_its_text_never_published(
    tiny: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    secret = tmp_path / "secret.md"
    secret.write_text("# Secret\n\nmy password is hunter2\n", encoding="utf-8")
    (tiny / "docs" / "leak.md").symlink_to(secret)
    with (tiny / "docs" / "index.md").open("a", encoding="utf-8") as page:
        page.write("\n```{toctree}\nleak\n```\n")
    assert _build(tiny, "-l", "en") == 1
    err = capsys.readouterr().err
    assert "page 'leak.md' is outside the project's source directory: not read" in err
    assert "hunter2" not in err
    assert not (tiny / "build" / "site").exists()
    assert "hunter2" not in "".join(
        p.read_text(errors="replace") for p in (tiny / "build").rglob("*") if p.is_file()
    )


def test_a_static_file_that_links_outside_docs_is_refused_and_never_published(
    tiny: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "secret.txt").write_text("hunter2\n", encoding="utf-8")
    (tiny / "docs" / "_static").mkdir()
    (tiny / "docs" / "_static" / "leak.txt").symlink_to(tmp_path / "secret.txt")
    with (tiny / "conf.py").open("a", encoding="utf-8") as conf:
        conf.write('\nhtml_static_path = ["docs/_static"]\n')
    assert _build(tiny, "-l", "en") == 1
    err = capsys.readouterr().err
    assert (
        "html_static_path: 'docs/_static/leak.txt' is outside the project's source directory" in err
    )
    assert not (tiny / "build" / "site").exists()


@pytest.mark.parametrize("kind", ["catalog", "glossary"])
def test_a_catalog_or_glossary_that_links_outside_locales_is_refused(
    tiny: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    relative = "fr/LC_MESSAGES/index.po" if kind == "catalog" else "fr/glossary.toml"
    target = tiny / "locales" / relative
    outside = tmp_path / target.name
    if target.exists():
        outside.write_bytes(target.read_bytes())
        target.unlink()
    else:
        outside.write_text('language = "fr"\n', encoding="utf-8")
    target.symlink_to(outside)
    status = cli.main(["check", "--root", str(tiny)])
    found = capsys.readouterr()
    assert status == 1
    assert f"locales/{relative}:1:" in found.out and "is outside" in found.out, found


# -- a full disk -----------------------------------------------------------------------------


def _full_after(calls: int) -> Callable[..., object]:
    """``shutil.copy2`` that fills the disk on its ``calls``-th call."""
    import errno
    import shutil

    seen = []

    def copy(source: str, target: str, *, follow_symlinks: bool = True) -> object:
        seen.append(target)
        if len(seen) == calls:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), target)
        return shutil.copy2(source, target, follow_symlinks=follow_symlinks)

    return copy


def test_a_full_disk_while_copying_the_site_to_staging_keeps_the_site_and_frees_the_space(
    tiny: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    assert _build(tiny) == 0
    out = tiny / "build" / "site"
    before = _site(out)
    copytree = shutil.copytree
    full = _full_after(3)  # only the staging copy: Sphinx copies its own files positionally
    monkeypatch.setattr(
        shutil,
        "copytree",
        lambda s, d, *a, **k: (
            copytree(s, d, *a, **k) if a else copytree(s, d, copy_function=full, **k)
        ),
    )
    capsys.readouterr()
    assert _build(tiny) == 1
    err = capsys.readouterr().err
    assert "cannot copy the published site: No space left on device" in err
    assert err.splitlines()[-1] == f"the site in {out} was left as it was"
    assert "Traceback" not in err
    assert not (tiny / "build" / ".site.staging").exists()
    assert _site(out) == before


def test_a_full_disk_while_a_language_is_built_keeps_the_site(
    tiny: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from sphinx.builders.html import StandaloneHTMLBuilder

    assert _build(tiny) == 0
    out = tiny / "build" / "site"
    before = _site(out)

    def full(self: object, pagename: str, *arguments: object, **keywords: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), f"{pagename}.html")

    monkeypatch.setattr(StandaloneHTMLBuilder, "handle_page", full)
    (tiny / "docs" / "index.md").write_text(
        (tiny / "docs" / "index.md").read_text(encoding="utf-8") + "\n", encoding="utf-8"
    )
    capsys.readouterr()
    assert _build(tiny, "-l", "en") == 1
    err = capsys.readouterr().err
    assert "cannot write: No space left on device" in err
    assert err.splitlines()[-1] == f"build failed in en: the site in {out} was left as it was"
    assert "Traceback" not in err
    assert not (tiny / "build" / ".site.staging").exists()
    assert _site(out) == before


# -- pages and catalogs that would never finish, or show garbage -------------------------------


@pytest.mark.parametrize("loop", ["two-files", "itself"])
def test_an_include_loop_is_refused_at_its_line_by_the_build_and_the_check(
    tiny: Path, capsys: pytest.CaptureFixture[str], loop: str
) -> None:
    docs = tiny / "docs"
    if loop == "two-files":
        (docs / "a.inc").write_text("Part A\n\n```{include} b.inc\n```\n", encoding="utf-8")
        (docs / "b.inc").write_text("Part B\n\n```{include} a.inc\n```\n", encoding="utf-8")
        included, where, message = "a.inc", "b.inc:3", "'a.inc' includes itself through "
    else:
        included, where, message = "index.md", "index.md:", "'index.md' includes itself"
    with (docs / "index.md").open("a", encoding="utf-8") as page:
        page.write(f"\n```{{include}} {included}\n```\n")
    assert _build(tiny, "-l", "en") == 1
    err = capsys.readouterr().err
    assert where in err and message in err and "RecursionError" not in err, err
    assert cli.main(["check", "--root", str(tiny)]) == 1
    found = capsys.readouterr()
    assert "[include]" in found.out + found.err and message in found.out + found.err


def test_a_nul_byte_in_a_translation_is_refused_with_its_line(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace('msgstr "Petit site"', 'msgstr "Petit\0 site"'), "utf-8")
    line = text[: text.index('msgstr "Petit site"')].count("\n") + 1
    reason = f"index.po:{line}: a control character (U+0000) in a string: remove it"
    assert _build(tiny) == 1
    assert reason in capsys.readouterr().err
    assert not (tiny / "build" / "site").exists()
    assert cli.main(["check", "--root", str(tiny)]) == 1
    assert reason.replace(": a control", ": [po-syntax] a control") in capsys.readouterr().out


def test_a_plural_rule_that_divides_by_zero_is_refused_with_its_line(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    catalog = tiny / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    text = catalog.read_text(encoding="utf-8")
    header = '"Content-Type: text/plain; charset=UTF-8\\n"\n'
    catalog.write_text(
        text.replace(header, header + '"Plural-Forms: nplurals=2; plural=n/0;\\n"\n', 1), "utf-8"
    )
    reason = "gettext cannot evaluate plural=n/0"
    assert _build(tiny) == 1
    err = capsys.readouterr().err
    assert "index.po:4: bad Plural-Forms" in err and reason in err and "Traceback" not in err
    assert cli.main(["check", "--root", str(tiny)]) == 1
    found = capsys.readouterr()
    assert reason in found.out + found.err and "Traceback" not in found.err


def test_a_glossary_whose_terms_are_not_a_table_is_refused_with_its_line(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tiny / "locales" / "fr" / "glossary.toml").write_text(
        'language = "fr"\nterms = 5\n', encoding="utf-8"
    )
    assert cli.main(["check", "--root", str(tiny)]) == 1
    found = capsys.readouterr()
    assert "locales/fr/glossary.toml:2: [glossary] terms is a table of tables" in found.out
    assert "Traceback" not in found.err


def test_generator_languages_as_a_string_is_refused_naming_conf_py_and_the_type(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    conf = tiny / "conf.py"
    text = conf.read_text(encoding="utf-8")
    conf.write_text(
        text.replace('generator_languages = ["en", "fr"]', 'generator_languages = "en,fr"'), "utf-8"
    )
    line = text[: text.index("generator_languages =")].count("\n") + 1
    expected = (
        f"error: {conf}:{line}: generator_languages must be a list of language codes "
        """(strings), as ["en", "fr"], not str 'en,fr'\n"""
    )
    for command in ("build", "check"):
        assert cli.main([command, "--root", str(tiny)]) == 1
        assert capsys.readouterr().err == expected


def test_a_first_build_of_one_language_lists_only_what_was_built(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _build(tiny, "-l", "en") == 0
    assert "not built yet: fr (build them with -l fr)" in capsys.readouterr().err
    site = _site(tiny / "build" / "site")
    assert 'hreflang="fr"' not in site["index.html"].decode()
    assert 'hreflang="fr"' not in site["en/index.html"].decode()
    assert _build(tiny, "-l", "fr") == 0
    assert 'hreflang="fr"' in _site(tiny / "build" / "site")["index.html"].decode()


# -- the same bytes from any checkout ---------------------------------------------------------


def test_the_published_site_is_the_same_bytes_from_two_checkouts_at_different_paths(
    copy_tiny: Callable[[str], Path],
) -> None:
    first, second = copy_tiny("one"), copy_tiny("elsewhere/deeper/two")
    for root in (first, second):
        assert _build(root, "-l", "fr") == 0
    one, two = _site(first / "build" / "site"), _site(second / "build" / "site")
    assert "fr/.buildinfo" in one
    assert one.keys() == two.keys()
    assert [name for name in one if one[name] != two[name]] == []


# -- fuzzing: every parser of a user's file gives a located error or a result ------------------

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _text(alphabet: str, *pieces: str) -> st.SearchStrategy[str]:
    """Text made of ``pieces`` (the parser's own words) and characters of ``alphabet``."""
    return st.lists(
        st.one_of(st.sampled_from(pieces), st.text(alphabet, max_size=6)), max_size=30
    ).map("".join)


RECORD_TEXT = _text(
    "0123456789 .-:[]#=\n\tabchAKQJ♠♥♦♣\0\u00a0",
    "FC1-C4-AAAAAKH\n",
    "CR1-N-AAAAAAB\n",
    "1. ",
    "3a[2♥] ",
    "12-14[6♠] ",
    "#= pile 2 is empty\n",
    "#= before-move 9: top 5 is 7♥\n",
    "9" * 30,
    "redeal ",
)


@FUZZ
@given(RECORD_TEXT)
def test_fuzz_records_parse_or_fail_at_a_line(text: str) -> None:
    from generator.record import RecordError, parse_record

    try:
        parse_record(text, "fuzz.game")
    except RecordError as error:
        assert error.line is not None and 1 <= error.line <= text.count("\n") + 2


CONDITION_TEXT = _text(
    "0123456789 =<>!:,-",
    "pile ",
    "top ",
    "is ",
    "empty",
    " and ",
    "empty-cells",
    "capacity",
    "move 7 is wrap",
    "before-move",
    "first-where=empty-cells:2",
    "8♥",
    "9" * 30,
)


@FUZZ
@given(CONDITION_TEXT)
def test_fuzz_conditions_parse_or_fail_with_a_condition_error(text: str) -> None:
    from generator.conditions import ConditionError, parse_conditions
    from generator.find import parse_condition

    for parse in (parse_conditions, lambda t: parse_condition(t, "freecell")):
        try:
            parse(text)
        except ConditionError:
            pass


CATALOG_TEXT = _text(
    '"\\ \nnt[]0129#~|,:;=%{}\0\x7f',
    'msgid "',
    'msgstr "',
    "msgstr[1] ",
    "msgid_plural ",
    "msgctxt ",
    '"Plural-Forms: nplurals=2; plural=n/0;\\n"\n',
    "#, fuzzy\n",
    "#~ ",
    '""\n',
    "9" * 30,
)


@FUZZ
@given(CATALOG_TEXT)
def test_fuzz_catalogs_parse_or_fail_at_a_line(text: str) -> None:
    from generator.catalogs import CatalogError, compile_mo, parse_catalog

    try:
        compile_mo(parse_catalog(text, "fuzz.po"))  # what the build does with it
    except CatalogError as error:
        assert error.path == "fuzz.po" and error.line >= 1


GLOSSARY_TEXT = _text(
    '[]="\n ,.{}0123456789',
    'language = "fr"\n',
    "[terms.card]\n",
    'use = "carte"\n',
    "terms = 5\n",
    "forms = [",
    "negations = ",
    "[number-words]\n",
    "word-boundaries = ",
    "9" * 30,
    "[[[[[[",
)


@FUZZ
@given(GLOSSARY_TEXT)
def test_fuzz_glossaries_parse_or_fail_at_a_line(text: str) -> None:
    from generator.glossary import GlossaryError, parse_glossary

    try:
        parse_glossary(text, "glossary.toml")
    except GlossaryError as error:
        assert error.line >= 1


CODE_TEXT = _text(
    "ACFNR0123456789-:ZKH aá",
    "FC1-",
    "CR1-",
    "C4-",
    "N-",
    "AAAAAKH",
    ":1-",
    "9" * 30,
)


@FUZZ
@given(st.lists(CODE_TEXT, min_size=1, max_size=3))
def test_fuzz_codes_and_ranges_parse_or_fail_with_their_reason(items: list[str]) -> None:
    from generator.codes import GameCode, GameCodeError
    from generator.solve import batch

    for item in items:
        try:
            GameCode.parse(item)
        except GameCodeError:
            pass
    try:
        deals = batch.expand(items)
    except batch.DealListError:
        return
    assert (len(deals) == 0) == (next(iter(deals), None) is None)


RESULT_TEXT = _text(
    '{}[]":, 0123456789.-enultrfas',
    '"code": ',
    '"verdict": ',
    '"moves": ',
    '"positions": ',
    '"cpu_s": ',
    '"FC1-C4-AAAAAAB"',
    '"won"',
    "null",
    "9" * 5000,
    "[" * 3000,
)


@FUZZ
@given(st.lists(RESULT_TEXT, max_size=4))
def test_fuzz_results_files_read_or_fail_at_a_line(tmp_path_factory, lines: list[str]) -> None:
    from generator.solve import batch

    path = tmp_path_factory.mktemp("results") / "r.jsonl"
    path.write_text("\n".join(line.replace("\n", " ") for line in lines) + "\n", "utf-8")
    try:
        batch.read_results(str(path))
    except batch.ResultsFileError as error:
        assert str(error).startswith(f"{path}:")
