"""The command line: ``python -m generator COMMAND`` or ``solitaire-rules COMMAND``.

Each command lives in its own module under :mod:`generator.commands`, which
exposes ``register(subparsers)``; the module's handler returns the exit code.
A user mistake (bad code, bad file, illegal move) is printed as one line,
``file:line: reason``, with a non-zero exit, never as a traceback.  SIGINT,
SIGTERM and SIGHUP stop a command cleanly (:mod:`generator.interrupt`): one
line, ``build: stopped by SIGTERM``, and the exit status a shell expects (143).
"""

from __future__ import annotations

import argparse
import importlib
import math
import sys

from generator import interrupt, project

COMMANDS = (
    "deal",
    "replay",
    "solve",
    "survey",
    "find",
    "render",
    "build",
    "check",
    "clean",
    "serve",
    "add_locale",
    "export",
    "reference",
    "format_catalogs",
    "status",
    "phrases",
)


class UserError(Exception):
    """A mistake in the user's input: printed without a traceback, exit status 1."""


def check_seconds(seconds: float, option: str = "--max-seconds") -> float:
    """``seconds`` if it is a positive, finite time limit, else :class:`UserError` (``nan`` never limits)."""
    if not (math.isfinite(seconds) and seconds > 0):
        raise UserError(f"{option} must be a positive number of seconds, not {seconds:g}")
    return seconds


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with ``command`` (a command's name) only that
    command's module is imported, so that a command starts quickly (a batch
    ``solve`` is timed against another solver, start-up included)."""
    top = argparse.ArgumentParser(
        prog="solitaire-rules",
        description="Replay, solve, draw and check the solitaire rules site's example games.",
    )
    top.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = top.add_subparsers(dest="command", metavar="COMMAND", required=True)
    module_name = (command or "").replace("-", "_")
    for name in (module_name,) if module_name in COMMANDS else COMMANDS:
        try:
            module = importlib.import_module(f"generator.commands.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"generator.commands.{name}":
                raise
            continue
        module.register(sub)
    return top


def _version() -> str:
    """The installed distribution's version (pyproject.toml's), or the source tree's marker."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("solitaire-rules-generator")
    except PackageNotFoundError:
        return "(not installed)"


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    arguments = parser(argv[0] if argv else None).parse_args(argv)
    try:
        from generator import registry

        registry.check_installed_games()
    except registry.GameSpecError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    try:
        with interrupt.stop_on_signals():
            return int(arguments.handler(arguments) or 0)
    except (UserError, project.ConfigError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except interrupt.Interrupted as stop:
        print(f"{arguments.command}: {stop}", file=sys.stderr)
        return stop.exit_status


if __name__ == "__main__":
    sys.exit(main())
