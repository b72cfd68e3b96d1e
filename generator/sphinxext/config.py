"""The extensions' configuration values, each with its type, default, description and validator.

One :class:`ConfigValue` per ``generator_*`` value, in the tuple of the
extension that adds it (:data:`generator.sphinxext.CONFIG`,
:data:`generator.sphinxext.site.CONFIG`, :data:`generator.check.sphinx.CONFIG`):
:func:`register` gives Sphinx each one with its description, and checks every
value once the configuration is read.  A bad value is an error at its line of
``conf.py`` (:func:`generator.sphinxext.report.fail`), never a value silently
used or Sphinx's "the config value has type…" warning alone.  The reference
(:mod:`generator.reference`) is written from the same tuples.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from babel import Locale, UnknownLocaleError

from generator.sphinxext.report import fail

Validator = Callable[[Any], str | None]
"""A value's check: ``None`` when it is good, else the reason it is not."""


@dataclass(frozen=True)
class Kind:
    """What a configuration value holds: its name in the reference, its validator, and the
    types Sphinx compares a value given in ``conf.py`` with."""

    name: str
    validate: Validator
    types: frozenset[type]


@dataclass(frozen=True)
class ConfigValue:
    """A configuration value: its name, default, :class:`Kind`, what it does (Markdown, one
    sentence or two) and what a change rebuilds."""

    name: str
    default: Any
    kind: Kind
    description: str
    rebuild: Literal["env", "html", ""] = "env"


def _bool(value: Any) -> str | None:
    return None if isinstance(value, bool) else f"expected True or False, not {value!r}"


def _text(value: Any) -> str | None:
    return None if isinstance(value, str) else f"expected a string, not {value!r}"


def _positive_int(value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return None
    return f"expected a whole number of at least 1, not {value!r}"


def _text_list(value: Any) -> str | None:
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return None
    return f"expected a list of strings, not {value!r}"


def _language_list(value: Any) -> str | None:
    """A list of CLDR locale codes, the source language ``en`` first."""
    reason = _text_list(value)
    if reason:
        return reason
    for code in value:
        try:
            Locale.parse(code)
        except (UnknownLocaleError, ValueError):
            return f"{code!r} is not a CLDR locale code (such as 'fr' or 'pt_BR')"
    if not value or value[0] != "en":
        return f"the source language 'en' must come first, not {list(value)!r}"
    return None


def _pages_by_language(value: Any) -> str | None:
    if isinstance(value, dict) and all(
        isinstance(code, str) and _text_list(pages) is None for code, pages in value.items()
    ):
        return None
    return f"expected a dict of language codes to lists of page names, not {value!r}"


def _table(value: Any) -> str | None:
    if isinstance(value, list | tuple) and all(isinstance(row, list | tuple) for row in value):
        return None
    return f"expected a list of rows, not {value!r}"


def _game_list(value: Any) -> str | None:
    """Games named ``package.module:NAME``, each registered as it is checked."""
    from generator.registry import GameSpecError, load_game

    reason = _text_list(value)
    if reason:
        return reason
    for spec in value:
        try:
            load_game(spec)
        except GameSpecError as error:
            return str(error)
    return None


BOOL = Kind("bool", _bool, frozenset({bool}))
TEXT = Kind("str", _text, frozenset({str}))
POSITIVE_INT = Kind("int, at least 1", _positive_int, frozenset({int}))
TEXT_LIST = Kind("list of str", _text_list, frozenset({list, tuple}))
TABLE = Kind("list of rows", _table, frozenset({list, tuple}))
PAGES_BY_LANGUAGE = Kind(
    "dict of language code to list of page names", _pages_by_language, frozenset({dict})
)
GAME_LIST = Kind("list of `package.module:NAME`", _game_list, frozenset({list, tuple}))
LANGUAGES = Kind("list of CLDR locale codes, `en` first", _language_list, frozenset({list, tuple}))


def register(app: Any, values: Iterable[ConfigValue]) -> None:
    """Add ``values`` to Sphinx, and check them when the configuration is read."""
    values = tuple(values)
    for value in values:
        app.add_config_value(
            value.name,
            value.default,
            value.rebuild,
            value.kind.types,
            description=value.description,
        )

    def check(app: Any, config: Any) -> None:
        for value in values:
            reason = value.kind.validate(config[value.name])
            if reason:
                fail(app, f"{value.name}: {reason}", _line(app.confdir, value.name), "config")

    app.connect("config-inited", check)


def _line(confdir: str | Path | None, name: str) -> str:
    """``conf.py:LINE`` of the assignment to ``name`` (line 1 when the value came from ``-D``)."""
    path = Path(confdir or ".", "conf.py")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return f"{path}:1"
    assignment = re.compile(rf"{re.escape(name)}\s*(:[^=]*)?=")
    number = next((n for n, line in enumerate(lines, 1) if assignment.match(line)), 1)
    return f"{path}:{number}"
