"""The project's ``conf.py``, read as Sphinx reads it: the one place its settings are defined.

The settings the generator reads itself, before Sphinx runs, are checked for
their type here (:data:`SETTINGS`): ``generator_languages = "en,fr"`` is a
:class:`ConfigError` naming ``conf.py``, its line, the key and the type
expected, not a build of the languages ``e``, ``n``, ``,``…

>>> from pathlib import Path
>>> languages(Path(__file__).resolve().parent.parent)
('en', 'hi', 'th', 'fr', 'es', 'ar', 'ta')
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

SETTINGS: dict[str, tuple[type, type | None, str]] = {
    "project": (str, None, "a string"),
    "extensions": (list, str, "a list of module names (strings)"),
    "locale_dirs": (list, str, "a list of directories (strings)"),
    "generator_languages": (list, str, 'a list of language codes (strings), as ["en", "fr"]'),
    "generator_ui_messages": (list, str, "a list of messages (strings)"),
    "generator_locale_dir": (str, None, "a directory (a string)"),
    "generator_check": (bool, None, "True or False"),
    "generator_games": (list, str, 'a list of games (strings), as ["mypkg.mygame:GAME"]'),
}
"""The settings of ``conf.py`` the generator reads outside Sphinx: the type of the value, of
each of its items (for a list; a tuple is accepted for a list), and how the type is said."""


class ConfigError(ValueError):
    """``conf.py`` cannot be read, or a setting has the wrong type; ``path:line: reason``."""


def conf(root: Path) -> dict[str, Any]:
    """The names ``root/conf.py`` defines (Sphinx's own evaluation: run in its directory),
    each of :data:`SETTINGS` of its type, else :class:`ConfigError`."""
    from sphinx.config import eval_config_file
    from sphinx.errors import ConfigError as SphinxConfigError
    from sphinx.util.tags import Tags

    path = root / "conf.py"
    try:
        names = eval_config_file(path, Tags())
    except SphinxConfigError as error:
        raise ConfigError(f"{path}: {error}") from None
    for key, (kind, item, expected) in SETTINGS.items():
        if key not in names:
            continue
        value = names[key]
        kinds = (list, tuple) if kind is list else (kind,)
        if not isinstance(value, kinds) or (
            isinstance(value, list | tuple)
            and item is not None
            and not all(isinstance(each, item) for each in value)
        ):
            shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
            raise ConfigError(
                f"{path}:{_line_of(path, key)}: {key} must be {expected}, "
                f"not {type(value).__name__} {shown}"
            )
    return names


def _line_of(path: Path, key: str) -> int:
    """The line of the last assignment to ``key`` in ``path`` (1 if it cannot be found)."""
    try:
        tree = ast.parse(path.read_bytes(), filename=str(path))
    except (OSError, SyntaxError, ValueError):
        return 1
    lines = [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign | ast.AnnAssign)
        and any(
            isinstance(target, ast.Name) and target.id == key
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        )
    ]
    return max(lines, default=1)


def games(root: Path) -> tuple[str, ...]:
    """Register the project's own games, ``generator_games`` in ``conf.py`` (each
    ``package.module:NAME``, imported as Sphinx would, ``conf.py`` having run), as the
    extension registers them for a build; a game that cannot be loaded is a
    :class:`ConfigError` at its line."""
    from generator.registry import GameSpecError, load_game

    path = root / "conf.py"
    specs = tuple(conf(root).get("generator_games", ()))
    for spec in specs:
        try:
            load_game(spec)
        except GameSpecError as error:
            raise ConfigError(
                f"{path}:{_line_of(path, 'generator_games')}: generator_games: {error}"
            ) from None
    return specs


def languages(root: Path) -> tuple[str, ...]:
    """The site's languages, the source first: ``generator_languages`` in ``conf.py``."""
    return tuple(conf(root).get("generator_languages", ["en"]))
