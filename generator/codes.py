"""Game codes: the text that deals a game again exactly (CR-24, FC-17).

A code has three parts separated by hyphens:

- the game's code letters and the version of its dealing algorithm: ``CR1``
  (Crescent, version 1) or ``FC1`` (FreeCell, version 1);
- the variant: ``N`` (normal Crescent), ``C4``, ``C2`` or ``C1`` (FreeCell with
  4, 2 or 1 free cells, FC-13);
- the deal number, seven letters in base 26 with ``A`` = 0, most significant
  letter first: ``AAAAAAB`` is deal 1, ``AAAAAKH`` deal 10 × 26 + 7 = 267.

Each game declares its letters, versions, variants and deal numbers
(:class:`generator.registry.Game`).  Deal numbers start at 1 for both games (``AAAAAAA`` is refused):

- ``FC1``: 1 … 2,147,483,647 (2³¹ − 1).  FC1 deal *N* is Microsoft FreeCell deal
  #*N*; the classic generator seeds the C library's 31-bit ``srand`` with the
  deal number, which defines exactly the deals 1 … 2³¹ − 1 (the original game
  offered 1 … 32,000, later versions 1 … 1,000,000; larger numbers deal by the
  same algorithm).  Numbers of 2³¹ and more are refused: tools disagree on what
  they mean.
- ``CR1``: 1 … 8,031,810,175 (26⁷ − 1), every seven-letter number but zero;
  the project's own algorithm (:mod:`generator.deal`) is defined for all of them.

>>> code = GameCode.parse("FC1-C4-AAAAAKH")
>>> code.game, code.version, code.variant, code.number
('freecell', 1, 'C4', 267)
>>> str(code)
'FC1-C4-AAAAAKH'
>>> str(GameCode.of("crescent", 1))
'CR1-N-AAAAAAB'
>>> GameCode.parse("CR1-N-AAAAAAA")
Traceback (most recent call last):
...
generator.codes.GameCodeError: bad game code 'CR1-N-AAAAAAA': deal number 0 is out of range for CR1 (1 to 8,031,810,175)
"""

from __future__ import annotations

import re
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

    ``game`` is the game's key (``"crescent"``, ``"freecell"``; its code letters
    are ``CR``, ``FC``), ``version`` an int, ``variant`` one of the game's
    variants (``"N"``, ``"C4"``…), ``number`` the deal number.  Building one
    checks every part, so a ``GameCode`` always names a deal.
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
        """Read a code such as ``CR1-N-AAAAAAB``; letters may be lower case.

        >>> GameCode.parse("fc1-c2-aaaaaab")
        GameCode.parse('FC1-C2-AAAAAAB')
        >>> GameCode.parse("FC1-C3-AAAAAAB")
        Traceback (most recent call last):
        ...
        generator.codes.GameCodeError: bad game code 'FC1-C3-AAAAAAB': unknown variant 'C3' for FC (use C4, C2 or C1)
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

        >>> str(GameCode.of("freecell", 267)), str(GameCode.of("CR", 1))
        ('FC1-C4-AAAAAKH', 'CR1-N-AAAAAAB')
        """
        found = find_game(game)
        return cls(found.key, version, found.variants[0] if variant is None else variant, number)

    @property
    def game_name(self) -> str:
        """The game's English name: ``Crescent``."""
        return find_game(self.game).name

    @property
    def heading(self) -> str:
        """``FC1-C2-AAAAAAB: FreeCell deal 1, 2 cells``: the first line of a transcript."""
        game = find_game(self.game)
        return f"{self}: {game.name} deal {self.number:,}{game.variant_text(self.variant)}"

    @property
    def letters(self) -> str:
        return encode_number(self.number)

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
    return _list(tuple(str(GameCode.of(game.key, 1)) for game in GAMES))


__all__ = ["BASE", "LETTERS", "GameCode", "GameCodeError", "decode_number", "encode_number"]
