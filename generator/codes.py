"""Game codes: the text that deals a game again exactly.

A code has three parts separated by hyphens:

- the game's code letters and the version of its dealing algorithm (the
  letters, then the version's number);
- the variant, one of the game's (its first is the app's default);
- the deal number, seven letters in base 26 with ``A`` = 0, most significant
  letter first: ``AAAAAAB`` is deal 1, ``AAAAAKH`` deal 10 × 26 + 7 = 267.

Each game declares its letters, versions, variants and the deal numbers each
version defines (:class:`generator.registry.Game`: its ``code``, ``variants``
and ``versions``; the game's own ``game`` module says what they mean); every
other number is refused.  :func:`example_codes` gives each registered game's first
deal, the examples that help and messages show.

>>> from generator.registry import GAMES
>>> game = GAMES[0]
>>> code = GameCode.of(game.key, 267)
>>> code.game == game.key, code.version, code.variant == game.variants[0], code.number
(True, 1, True, 267)
>>> str(code) == f"{game.code}1-{game.variants[0]}-AAAAAKH"
True
>>> GameCode.parse(str(code).lower()) == code
True
>>> GameCode.of(game.key, 0)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
generator.codes.GameCodeError: bad game code '...-AAAAAAA': deal number 0 is out of range for ...
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from generator.digits import NumberTooLong, whole_number
from generator.registry import GAMES, Game, UnknownGameError, find_game

LETTERS = 7
"""Letters of the deal number."""
BASE = 26

_HEAD = re.compile(r"([A-Z]+)([0-9]+)")
_LETTERS = re.compile(r"[A-Z]+")


class GameCodeError(ValueError):
    """A game code that does not parse or names no deal; the message says why."""

    def __init__(self, text: str, reason: str):
        self.text = text
        self.reason = reason
        super().__init__(f"bad game code {text!r}: {reason}")


def encode_number(number: int) -> str:
    """The seven letters of a deal number.

    >>> encode_number(1), encode_number(267), encode_number(26**7 - 1)
    ('AAAAAAB', 'AAAAAKH', 'ZZZZZZZ')
    """
    if not 0 <= number < BASE**LETTERS:
        raise ValueError(f"deal number {number} does not fit in {LETTERS} letters")
    letters = []
    for _ in range(LETTERS):
        number, digit = divmod(number, BASE)
        letters.append(chr(ord("A") + digit))
    return "".join(reversed(letters))


def decode_number(letters: str) -> int:
    """The deal number of seven letters ``A``…``Z`` (``A`` = 0).

    >>> decode_number("AAAAAKH")
    267
    """
    number = 0
    for letter in letters:
        number = number * BASE + ord(letter) - ord("A")
    return number


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed game code; ``str(code)`` gives the canonical text back.

    ``game`` is the game's key (the registry's ``Game.key``; the text writes the
    game's code letters instead), ``version`` an int, ``variant`` one of the
    game's variants, ``number`` the deal number.  Building one checks every
    part, so a ``GameCode`` always names a deal.
    """

    game: str
    version: int
    variant: str
    number: int

    def __post_init__(self) -> None:
        reason = _invalid(self.game, self.version, self.variant, self.number)
        if reason:
            raise GameCodeError(self._text(), reason)

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read a code (the three parts above, joined by hyphens); letters may be lower case.

        >>> first = example_codes()[0]
        >>> GameCode.parse(f" {str(first).lower()} ") == first
        True
        >>> GameCode.parse("XX1-N-AAAAAAB")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        generator.codes.GameCodeError: bad game code 'XX1-N-AAAAAAB': unknown game 'XX' (use ...)
        """
        if not isinstance(text, str):
            raise TypeError(f"a game code is text, not {type(text).__name__}")
        parts = text.strip().upper().split("-")
        if len(parts) != 3:
            raise GameCodeError(
                text, f"expected three parts GAME+VERSION-VARIANT-LETTERS, as {_examples()}"
            )
        head, variant, letters = parts
        match = _HEAD.fullmatch(head)
        if match is None:
            raise GameCodeError(
                text, f"the first part {head!r} must be a game and a version, as {_heads()}"
            )
        letters_of_game, version_text = match.groups()
        game = next((game for game in GAMES if game.code == letters_of_game), None)
        if game is None:
            raise GameCodeError(text, f"unknown game {letters_of_game!r} (use {_codes()})")
        try:
            version = whole_number(version_text)
        except NumberTooLong as error:
            raise GameCodeError(text[:40], f"version {error}") from None
        if version not in game.versions or version_text != str(version):
            raise GameCodeError(
                text,
                f"unknown version {version_text!r} of {game.code} (known: {_list(tuple(game.versions))})",
            )
        if variant not in game.variants:
            raise GameCodeError(text, _unknown_variant(game, variant))
        if len(letters) != LETTERS or not _LETTERS.fullmatch(letters):
            raise GameCodeError(
                text, f"the deal number must be {LETTERS} letters A to Z, not {letters!r}"
            )
        reason = _invalid(game.key, version, variant, decode_number(letters))
        if reason:
            raise GameCodeError(text, reason)
        return cls(game.key, version, variant, decode_number(letters))

    @classmethod
    def of(cls, game: str, number: int, variant: str | None = None, version: int = 1) -> GameCode:
        """The code of deal ``number`` of ``game`` (any of its names) in ``variant``
        (the game's first, the app's default, if not given).

        >>> from generator.registry import GAMES
        >>> GameCode.of(GAMES[0].code, 267) == GameCode.of(GAMES[0].key, 267)
        True
        """
        found = find_game(game)
        return cls(found.key, version, found.variants[0] if variant is None else variant, number)

    @property
    def game_name(self) -> str:
        """The game's English name (the registry's ``Game.name``)."""
        return find_game(self.game).name

    @property
    def heading(self) -> str:
        """The first line of a transcript: the code, the game's name, the deal number and the
        variant as the game words it (``…: NAME deal 267, VARIANT``)."""
        game = find_game(self.game)
        return f"{self}: {game.name} deal {self.number:,}{game.variant_text(self.variant)}"

    @property
    def letters(self) -> str:
        return encode_number(self.number)

    @property
    def head(self) -> str:
        """The first two parts, letters and version then variant: what a range of deals
        starts with (:mod:`generator.solve.batch`).

        >>> code = example_codes()[0]
        >>> f"{code.head}-{code.letters}" == str(code)
        True
        """
        return self._text().rsplit("-", 1)[0]

    def _text(self) -> str:
        try:
            letters = encode_number(self.number)
        except (TypeError, ValueError):
            letters = repr(self.number)
        try:
            head = find_game(self.game).code
        except UnknownGameError:
            head = str(self.game)
        return f"{head}{self.version}-{self.variant}-{letters}"

    def __str__(self) -> str:
        return self._text()

    def __repr__(self) -> str:
        return f"GameCode.parse({str(self)!r})"


def _game(name: object) -> Game | None:
    if not isinstance(name, str):
        return None
    try:
        return find_game(name)
    except UnknownGameError:
        return None


def _invalid(game_key: object, version: object, variant: object, number: object) -> str | None:
    """Why these parts name no deal, or ``None``."""
    game = _game(game_key)
    if game is None or game.key != game_key:
        return f"unknown game {game_key!r} (use {', '.join(g.key for g in GAMES)})"
    if not isinstance(version, int) or version not in game.versions:
        return f"unknown version {version!r} of {game.code} (known: {_list(tuple(game.versions))})"
    if variant not in game.variants:
        return _unknown_variant(game, variant)
    if isinstance(number, bool) or not isinstance(number, int):
        return f"the deal number must be an integer, not {number!r}"
    low, high = game.versions[version]
    if not low <= number <= high:
        return (
            f"deal number {number:,} is out of range for {game.code}{version} ({low:,} to {high:,})"
        )
    return None


def _unknown_variant(game: Game, variant: object) -> str:
    return f"unknown variant {variant!r} for {game.code} (use {_list(game.variants)})"


def _list(items: tuple[object, ...]) -> str:
    words = [str(item) for item in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _codes() -> str:
    return _list(tuple(game.code for game in GAMES))


def _heads() -> str:
    return _list(tuple(f"{game.code}{min(game.versions)}" for game in GAMES))


def _examples() -> str:
    return examples()


def example_codes() -> tuple[GameCode, ...]:
    """The first deal of each registered game, in its first version and variant: what help
    and messages show as examples, so that a project with other games sees its own."""
    return tuple(
        GameCode(game.key, version, game.variants[0], game.versions[version][0])
        for game in GAMES
        for version in (min(game.versions),)
    )


def examples(form: Callable[[GameCode], str] = str) -> str:
    """:func:`example_codes`, each written by ``form``, joined by "or"."""
    return _list(tuple(form(code) for code in example_codes()))


__all__ = [
    "BASE",
    "LETTERS",
    "GameCode",
    "GameCodeError",
    "decode_number",
    "encode_number",
    "example_codes",
    "examples",
]
