"""The games the generator knows, and the one protocol every game answers.

A game is one package (:mod:`generator.crescent`, :mod:`generator.freecell`)
whose ``game`` module defines one object answering :class:`Game`: its names,
its deals, its notation, its refusals, its solver.  Shared code never tests a
game's types or compares its name; it asks the game, found here by any of its
names (:func:`find_game`) or by one of its positions (:func:`game_of`).  This
module is the only one outside the games' packages that names them.

Games from outside come the same way: a separately installed package names its
game in the entry-point group :data:`ENTRY_POINT_GROUP` (loaded with this
module), a project names its own in ``conf.py``'s ``generator_games``
(:func:`load_game` registers each, ``package.module:NAME``).

>>> [game.key for game in GAMES]
['crescent', 'freecell']
>>> find_game("CR").name, find_game("FreeCell").code
('Crescent', 'FC')
>>> find_game("FC1")
Traceback (most recent call last):
...
generator.registry.UnknownGameError: unknown game 'FC1' (known: crescent, freecell)
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Callable, Mapping
from importlib import metadata
from typing import TYPE_CHECKING, Any, Protocol

from generator.crescent import game as crescent
from generator.declare import DealCodeWords
from generator.freecell import game as freecell

if TYPE_CHECKING:
    from generator.rules import IllegalMoveError, RefusalReason
    from generator.solution import Progress, Solution


class Facts(Protocol):
    """What a game gives the condition language and the citation roles: one vocabulary for
    ``{assert}``, ``#=`` comments, ``first-where`` and the ``{value}`` roles.  A mistake in
    what a page writes is a :class:`ValueError` whose message is reported as it is."""

    @property
    def place_words(self) -> tuple[str, ...]:
        """The words that name a kind of place in a condition: ``pile 4 is empty``."""
        ...

    @property
    def quantities(self) -> Mapping[str, Callable[[Any], int]]:
        """Numbers a page may state about a position (``empty-cells``), by name."""
        ...

    @property
    def predicates(self) -> Mapping[str, Callable[[Any], bool]]:
        """What a position may be said to be (``won``, ``stuck``), by name."""
        ...

    @property
    def move_kinds(self) -> tuple[str, ...]:
        """What ``move N is KIND`` may say (``wrap``, ``to-cell``)."""
        ...

    @property
    def given_quantities(self) -> tuple[str, ...]:
        """The quantities a ``given=`` position may be built to have (none: it builds none)."""
        ...

    def parse_place(self, position: Any, text: str) -> Any:
        """A place of ``position`` as pages write it (``14``, ``AH``, ``a``, ``hs``)."""
        ...

    def cards_at(self, position: Any, place: Any) -> tuple[Any, ...]:
        """The cards of a place, bottom to top (a foundation: its top card)."""
        ...

    def count_at(self, position: Any, place: Any) -> int:
        """How many cards a place holds."""
        ...

    def kinds(self, step: Any) -> set[str]:
        """The kinds of a replayed move step (its ``action``, ``before`` and ``after``)."""
        ...

    def same_action(self, step: Any, text: str) -> bool:
        """Whether ``text`` in the game's notation is the action ``step`` played."""
        ...

    def given(self, start: Any, wanted: Mapping[str, int]) -> Any:
        """A position of ``start``'s variant built to have the ``wanted`` quantities."""
        ...


class Game(Protocol):
    """What shared code may ask of a game (every game's ``GAME`` object answers it)."""

    @property
    def key(self) -> str:
        """The one identifier of the game, lower case: pages (``{refusal}`crescent pile-full```),
        glossaries, the game's package."""
        ...

    @property
    def name(self) -> str:
        """The English name, for messages and transcripts: ``Crescent``."""
        ...

    @property
    def code(self) -> str:
        """The letters that start its game codes: ``CR`` in ``CR1-N-AAAAAAB``."""
        ...

    @property
    def rule_prefix(self) -> str:
        """The prefix of its rule ids in RULES.md: ``CR`` in ``CR-7``."""
        ...

    @property
    def versions(self) -> Mapping[int, tuple[int, int]]:
        """Each dealing algorithm's version and the deal numbers it defines (inclusive)."""
        ...

    @property
    def variants(self) -> tuple[str, ...]:
        """Its variants as game codes write them, the app's default first."""
        ...

    @property
    def position_type(self) -> type:
        """The class of its positions."""
        ...

    @property
    def refusal(self) -> type[RefusalReason]:
        """Why it refuses a move, each reason with the rules it enforces."""
        ...

    @property
    def illegal_move(self) -> type[IllegalMoveError]:
        """What its positions raise for an action they refuse (``reason`` says why): a
        subclass of :class:`generator.rules.IllegalMoveError`, which the replay catches."""
        ...

    @property
    def has_redeals(self) -> bool:
        """Whether some of its actions are not moves (Crescent's redeal, CR-18)."""
        ...

    @property
    def constants(self) -> Mapping[str, int | tuple[int, ...]]:
        """The rule constants its pages may cite as ``KEY.NAME`` (``crescent.REDEALS``)."""
        ...

    def card_on_card(self, moved: Any, under: Any) -> RefusalReason | None:
        """What the app says of ``moved`` put on ``under``, each the top card of a place of
        its own: ``None`` if it accepts the move, else its reason."""
        ...

    @property
    def facts(self) -> Facts:
        """What its pages may state and check."""
        ...

    def deal(self, version: int, variant: str, number: int) -> Any:
        """The start position of deal ``number`` of ``version`` in ``variant``."""
        ...

    def variant_numbers(self, variant: str) -> Mapping[str, int]:
        """The numbers a variant sets, by name, for pages to cite: ``{"cells": 2}``."""
        ...

    def variant_text(self, variant: str) -> str:
        """What a heading adds after the deal number for ``variant`` (``, 2 cells``), or ``""``."""
        ...

    def parse_action(self, text: str) -> Any:
        """An action written in the game's notation (a ``NotationError`` if it is not one)."""
        ...

    def format_action(
        self, action: Any, position: Any = None, *, ascii: bool = False, card: bool = True
    ) -> str:
        """The notation of ``action`` (played from ``position``, if the notation depends on it)."""
        ...

    def resolve(self, position: Any, action: Any) -> Any:
        """``action`` as ``position`` plays it, what the notation leaves implicit filled in
        (FreeCell's card count); the card it names, if any, stays to be checked."""
        ...

    def lifted(self, position: Any, action: Any) -> Any:
        """The card a resolved move picks up in ``position`` (the deepest of a run), or ``None``."""
        ...

    def cards_moved(self, before: Any, action: Any) -> tuple[Any, ...]:
        """Every card a played action (its card filled in) carries, bottom to top."""
        ...

    def explain(self, position: Any, action: Any, reason: Any) -> str:
        """Why ``position`` refuses ``action``, in plain English with the cards and the rules."""
        ...

    def describe_action(self, before: Any, action: Any, after: Any) -> str:
        """A played action in plain English, for transcripts: ``2♥ from pile 13 to pile 4``."""
        ...

    def outcome(self, position: Any) -> str:
        """``won``, ``unfinished``, or the game's own word for a dead end (``stuck``, ``lost``)."""
        ...

    def outcome_text(self, outcome: str) -> str:
        """What a transcript says after "… after N moves" for a dead end, with its rule."""
        ...

    def solve(
        self, position: Any, *, max_seconds: float | None = None, progress: Progress | None = None
    ) -> Solution:
        """Search ``position`` for a win (only this game's solver is imported)."""
        ...

    def tableau(self, position: Any) -> tuple[tuple[Any, ...], ...]:
        """Its piles (or columns), numbered from 1, each bottom to top: what a deal deals."""
        ...

    @property
    def fans(self) -> bool:
        """Whether its picture can fan every pile to show the cards under the top one."""
        ...

    @property
    def picture(self) -> str:
        """The module that draws it (``generator.crescent.picture``): its ``scene(position,
        words, fan=, mark=)`` lays a position out for the shared painter, ``plan_mark`` and
        ``plan_refused`` place a move's mark.  Named, not imported: the painter imports it."""
        ...

    @property
    def words(self) -> str:
        """The module that writes its words for readers (``generator.crescent.words``): its
        ``Words(describer)`` answers ``owns(place)``, ``place_name``, ``place_label``,
        ``describe``, ``alt_text``, ``narrate_action``, ``refused_move`` and
        ``refusal_message`` in the describer's language, from the generator's catalog or one
        of the game's own.  Named, not imported: the describer imports it."""
        ...

    def text_lines(self, position: Any, *, ascii: bool = False) -> list[str]:
        """A plain-text picture of ``position``, for the ``deal`` command."""
        ...

    def splitmix_seed(self, version: int, number: int) -> int | None:
        """The :class:`~generator.splitmix.SplitMix64` seed of a deal, if its dealing algorithm
        draws from one (``{splitmix}`CODE COUNT``` prints the first draws), else ``None``."""
        ...

    @property
    def deal_codes(self) -> DealCodeWords | None:
        """The converter's words if its deal numbers are another program's (FreeCell's are
        Microsoft's), else ``None``: the codes page converts only such numbers."""
        ...

    @property
    def glossary_terms(self) -> Mapping[str, str]:
        """What its terms mean, for a new glossary's notes (``{"pile": "one of Crescent's 16
        piles"}``): a term every game has (``deck``) gets the game's words added to its own."""
        ...

    @property
    def exports(self) -> Mapping[str, Callable[[Any, str], tuple[str, str | None]]]:
        """Other text formats of a position (``fc-solve``): each gives the text and a note for
        the reader, from the position and its variant."""
        ...


class UnknownGameError(ValueError):
    """A name that is no registered game's."""


class GameSpecError(ValueError):
    """A game named from outside (``package.module:NAME``) that cannot be loaded; the message
    says which and why."""


ENTRY_POINT_GROUP = "solitaire_rules.games"
"""The entry-point group of games installed as packages of their own: each entry point is a
:class:`Game` object (``mygame = "mypkg.mygame:GAME"`` under
``[project.entry-points."solitaire_rules.games"]``)."""

_MEMBERS = tuple(
    name for name in dir(Game) if not name.startswith("_") and name not in dir(Protocol)
)
"""Every name a :class:`Game` answers: what an object from outside must have to be one."""


GAMES: list[Game] = []
"""Every registered game, in the order they were registered."""

_BY_NAME: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add ``game``; its key, name, code and rule prefix must be nobody else's."""
    names = {game.key, game.name.lower(), game.code.lower(), game.rule_prefix.lower()}
    for name in names:
        other = _BY_NAME.get(name)
        if other is not None and other is not game:
            raise ValueError(f"game {game.key!r}: {name!r} already names game {other.key!r}")
    if game not in GAMES:
        GAMES.append(game)
    for name in names:
        _BY_NAME[name] = game
    rule_id.cache_clear()
    return game


def unregister(game: Game) -> None:
    """Forget ``game`` (a project's own game, once its build is over: another project built
    in the same process must not see it)."""
    if game in GAMES:
        GAMES.remove(game)
    for name in [name for name, known in _BY_NAME.items() if known is game]:
        del _BY_NAME[name]
    rule_id.cache_clear()


def find_game(name: str) -> Game:
    """The game with this key, English name, code letters or rule prefix, in any case."""
    game = _BY_NAME.get(name.lower()) if isinstance(name, str) else None
    if game is None:
        known = ", ".join(game.key for game in GAMES)
        raise UnknownGameError(f"unknown game {name!r} (known: {known})")
    return game


def game_of(position: object) -> Game:
    """The game a position belongs to."""
    for game in GAMES:
        if isinstance(position, game.position_type):
            return game
    raise TypeError(f"not a position of any registered game: {position!r}")


@functools.cache
def rule_id() -> re.Pattern[str]:
    """A rule id of RULES.md with any registered game's prefix: ``CR-7``, ``FC-12``, ``CR-E1``."""
    prefixes = "|".join(re.escape(game.rule_prefix) for game in GAMES)
    return re.compile(rf"({prefixes})-(E?\d+)")


def _checked(game: object, spec: str) -> Game:
    missing = [name for name in _MEMBERS if not hasattr(game, name)]
    if missing:
        raise GameSpecError(f"{spec}: not a game: it has no {', '.join(missing)}")
    return register(game)  # type: ignore[arg-type]  # every member is there


def load_game(spec: str) -> Game:
    """Register the game ``spec`` names, ``package.module:NAME`` (``generator_games``).

    >>> load_game("generator.freecell.game:GAME").name
    'FreeCell'
    >>> load_game("generator.freecell.game")
    Traceback (most recent call last):
    ...
    generator.registry.GameSpecError: 'generator.freecell.game': write the game as package.module:NAME
    """
    module_name, colon, attribute = spec.partition(":") if isinstance(spec, str) else ("", "", "")
    if not colon or not module_name or not attribute.isidentifier():
        raise GameSpecError(f"{spec!r}: write the game as package.module:NAME")
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise GameSpecError(f"{spec!r}: cannot import {module_name}: {error}") from None
    if not hasattr(module, attribute):
        raise GameSpecError(f"{spec!r}: {module_name} has no {attribute}")
    return _checked(getattr(module, attribute), repr(spec))


def load_installed_games() -> list[Game]:
    """Register every game of the entry-point group :data:`ENTRY_POINT_GROUP`, by the entry
    points' names in order (the same games in the same order on every run)."""
    loaded = []
    for entry in sorted(metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        package = f" of package {entry.dist.name} {entry.dist.version}" if entry.dist else ""
        where = f"entry point {entry.name!r} ({entry.value}) of group {ENTRY_POINT_GROUP}{package}"
        try:
            game = entry.load()
        except Exception as error:  # another package's code: whatever it raises, say where
            raise GameSpecError(
                f"{where}: cannot load it: {type(error).__name__}: {error}"
            ) from None
        loaded.append(_checked(game, where))
    return loaded


def check_installed_games() -> None:
    """Raise the :class:`GameSpecError` of an installed game that could not be loaded when
    this module was (the commands and the extension call it first, to report it as a user's
    mistake, not as a traceback at an import)."""
    if _INSTALL_ERROR is not None:
        raise _INSTALL_ERROR


register(crescent.GAME)
register(freecell.GAME)
_INSTALL_ERROR: GameSpecError | None = None
try:
    load_installed_games()
except GameSpecError as _error:
    _INSTALL_ERROR = _error

__all__ = [
    "ENTRY_POINT_GROUP",
    "GAMES",
    "DealCodeWords",
    "Facts",
    "Game",
    "GameSpecError",
    "UnknownGameError",
    "check_installed_games",
    "find_game",
    "game_of",
    "load_game",
    "load_installed_games",
    "register",
    "rule_id",
    "unregister",
]
