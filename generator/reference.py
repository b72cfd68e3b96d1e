"""The reference of the Sphinx extension and the checks, written from the code's own definitions.

``python -m generator reference`` prints it as Markdown; ``REFERENCE.md`` at
the top of the repository is that output, which ``tests/test_reference.py``
keeps equal.  Every entry comes from what the extension registers: the
directives (:data:`generator.sphinxext.DIRECTIVES`, each option with its
``option_help``), the roles (:data:`generator.sphinxext.roles.ROLES` and
``ROLE_HELP``), the condition language (:mod:`generator.conditions`), the configuration values of the three extensions (each a
:class:`generator.sphinxext.config.ConfigValue`), the warning types
(:data:`generator.sphinxext.report.SUBTYPES`) and the check ids
(:data:`generator.check.CHECKS`).  Nothing is written here by hand but the
headings.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from docutils.parsers.rst import directives

from generator import conditions, registry, sphinxext
from generator.check import CHECKS
from generator.check import sphinx as check_sphinx
from generator.citations import DOMAIN
from generator.sphinxext import roles, site
from generator.sphinxext.config import ConfigValue
from generator.sphinxext.report import SUBTYPES
from generator.units import Unit

EXTENSIONS: tuple[tuple[str, tuple[ConfigValue, ...]], ...] = (
    ("generator.sphinxext", sphinxext.CONFIG),
    ("generator.sphinxext.site", site.CONFIG),
    ("generator.check.sphinx", check_sphinx.CONFIG),
)
"""Each extension with its configuration values, in the order a project lists them."""

_VALUES: dict[Callable[..., Any], str] = {
    directives.flag: "none (a flag)",
    directives.unchanged: "text",
    directives.unchanged_required: "text",
    directives.positive_int_list: "numbers",
}
"""How the reference names what an option takes, by its docutils converter."""


def _markdown(docstring: str | None) -> Iterator[str]:
    """A docstring's reStructuredText as Markdown: ``literal`` to `literal`, :role:`x` to `x`,
    a ``::`` block to a fenced block."""
    text = inspect.cleandoc(docstring or "")
    text = re.sub(r":\w+:`~?([^`]+)`", r"`\1`", text)
    text = re.sub(r"``(.+?)``", r"`\1`", text)
    paragraphs = text.split("\n\n")
    for number, paragraph in enumerate(paragraphs):
        if number:
            yield ""
        if paragraph.strip() == "::":
            continue
        if paragraph.startswith("    "):
            lines = [line[4:] for line in paragraph.splitlines()]
            yield "````md" if lines[0].startswith("```{") else "````text"
            yield from lines
            yield "````"
        else:
            yield re.sub(r"::$", ":", paragraph)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _directives() -> Iterator[str]:
    yield "## Directives"
    yield ""
    yield (
        f"Each is also `{DOMAIN}:NAME` (```` ```{{{DOMAIN}:position}} ````); "
        "`generator_short_names = False` keeps only those names."
    )
    for name, directive in sphinxext.DIRECTIVES.items():
        yield ""
        yield f"### `{name}`"
        yield ""
        arguments = directive.required_arguments + directive.optional_arguments
        takes = [f"{arguments} argument{'s' if arguments != 1 else ''}"] if arguments else []
        if directive.has_content:
            takes.append("a body")
        yield f"Takes {' and '.join(takes) or 'nothing'}."
        yield ""
        yield from _markdown(directive.__doc__)
        options = directive.option_spec or {}
        if options:
            help_ = getattr(directive, "option_help", {})
            yield ""
            yield "| option | value | what it does |"
            yield "| --- | --- | --- |"
            for option, converter in options.items():
                value = _VALUES.get(converter, "text")
                yield f"| `:{option}:` | {value} | {_cell(help_[option])} |"


def _roles() -> Iterator[str]:
    yield "## Roles"
    yield ""
    yield (
        f"Each is also `{DOMAIN}:NAME` (`` {{{DOMAIN}:card}}`A♠` ``); "
        "`generator_short_names = False` keeps only those names."
    )
    yield ""
    yield "| role | example | what it shows |"
    yield "| --- | --- | --- |"
    for name in roles.ROLES:
        example, meaning = roles.ROLE_HELP[name]
        yield f"| `{{{name}}}` | `` {{{name}}}`{example}` `` | {_cell(meaning)} |"
    yield ""
    yield "Counted nouns:"
    yield ""
    yield from roles.COUNTED_HELP.strip().splitlines()
    yield ""
    nouns = ", ".join(f"`{unit.noun}`" for unit in Unit if unit.has_oblique)
    yield f"Nouns with an oblique: {nouns}."


def _conditions() -> Iterator[str]:
    yield "## Moments, places and conditions"
    yield ""
    yield (
        "What the position options, the game roles and `{assert}` say about a replayed game "
        "(`generator.conditions`)."
    )
    yield ""
    doc = conditions.__doc__ or ""
    yield from _markdown(doc[doc.index("Moments (when") : doc.index(">>>")])
    yield ""
    yield "| game | quantities | states | move kinds |"
    yield "| --- | --- | --- | --- |"
    for game in registry.GAMES:
        facts = game.facts
        columns = (facts.quantities, facts.predicates, facts.move_kinds)
        yield (
            f"| {game.key} | " + " | ".join(", ".join(f"`{n}`" for n in c) for c in columns) + " |"
        )


def _config() -> Iterator[str]:
    yield "## Configuration values"
    yield ""
    yield (
        "Each is checked when the configuration is read: a value of the wrong kind is an error "
        "at its line of `conf.py`."
    )
    for extension, values in EXTENSIONS:
        yield ""
        yield f"### `{extension}`"
        yield ""
        yield "| value | type | default | what it does |"
        yield "| --- | --- | --- | --- |"
        for value in values:
            yield (
                f"| `{value.name}` | {_cell(value.kind.name)} | `{value.default!r}` | "
                f"{_cell(value.description)} |"
            )


def _warnings() -> Iterator[str]:
    yield "## Warning types"
    yield ""
    yield (
        "Every warning of the extension has the type `generator` and one of these subtypes: "
        '`-W` fails the build on any, `suppress_warnings = ["generator.translation"]` '
        "silences one."
    )
    yield ""
    yield "| type | what it reports |"
    yield "| --- | --- |"
    for subtype, meaning in SUBTYPES.items():
        yield f"| `generator.{subtype}` | {_cell(meaning)} |"


def _checks() -> Iterator[str]:
    yield "## Check ids"
    yield ""
    yield (
        "`python -m generator check` and the in-build check (`generator.check.sphinx`) report "
        "each problem with one of these ids (`check --list` prints them; `generator_check_skip` silences some in the build)."
    )
    yield ""
    yield "| id | what it catches |"
    yield "| --- | --- |"
    for check, meaning in CHECKS.items():
        yield f"| `{check}` | {_cell(meaning)} |"


def reference() -> str:
    """The whole reference, Markdown."""
    parts: Iterable[Iterator[str]] = (
        _directives(),
        _roles(),
        _conditions(),
        _config(),
        _warnings(),
        _checks(),
    )
    lines = [
        "# Reference",
        "",
        "The Sphinx extension's directives, roles, configuration values and warnings, and the "
        "check ids. Written by `python -m generator reference` from the code's own definitions: "
        "do not edit by hand.",
    ]
    for part in parts:
        lines += ["", *part]
    # One blank line between blocks, however the docstrings space theirs.
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)) + "\n"
