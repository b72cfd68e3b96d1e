"""No unbacked facts in the English pages: every number and every card comes from a role.

A rules page states game numbers ("16 piles", "three redeals") and cards
("8♥ onto 9♥").  Written by hand, such a fact can be wrong, or turn wrong when
the game changes, and every translation copies the mistake.  So in the English
source a number, in digits or in words, and a card are only written through a
role that computes them: ``{number}`GAME.REDEALS:words``` prints "three"
(in the reader's language), ``{legal}`GAME 8♥ on 9♥``` an example the
engine verifies, ``{card}`8♥``` a card.  A number that is not a game fact (a
year, the digits of the notation being explained) is marked as such with
``{plain}`1990```, which prints it as written.

English number words are CLDR's (:mod:`generator.spellout`), cardinal and
ordinal, plus "twice" and "thrice", which CLDR has no rules for.  Three words
are left out on purpose: "one" (also English's pronoun: "one of", "no one",
"one another"), "first" and "once" ("the first wrap", "declared once"), which
say "the earliest" far more often than a count.

An example of a rule that puts a card on another is stated with ``{legal}`` or
``{refused}``, which the engine verifies; written with ``{card}`` roles ("{card}`8♥`
onto {card}`9♠`") or with rank names ("an ace may go on the king") it is
reported (check ``example``), true or not, since nothing checks it.

>>> from generator.check.texts import Text, Locale
>>> t = Text("docs/x.md", "en", "Three redeals, {number}`game.PILE_COUNT` piles, 52 cards, 8♥ on {card}`9♥`.", None, 4)
>>> for p in check_unbacked(t, Locale("en")): print(p)
docs/x.md:4: [unbacked-number] 'Three' is a number written by hand: state it with a role ({number}`GAME.CONSTANT:words` for words, {value}, {capacity}…), or mark it {plain}`Three` if it is not a game fact
docs/x.md:4: [unbacked-number] '52' is a number written by hand: state it with a role ({number}`GAME.CONSTANT` for digits, {value}, {capacity}…), or mark it {plain}`52` if it is not a game fact
docs/x.md:4: [unbacked-card] '8♥' is a card written by hand: write {card}`8♥`, or {legal}/{refused} for an example of a rule
>>> t = Text("docs/x.md", "en", "{card}`7♥` goes on {card}`8♠` or {card}`8♥`; a king may go on the ace.", None, 9)
>>> for p in check_unverified_examples(t, Locale("en")): print(p)
docs/x.md:9: [example] '{card}`7♥` goes on {card}`8♠` or {card}`8♥`' puts a card on another, but nothing checks it: write it {legal}`GAME 8♥ on 9♥ or 7♥` (or {refused}`GAME CARD on CARD REASON`), which the game verifies
docs/x.md:9: [example] 'king may go on the ace' puts a card on another, but nothing checks it: write it {legal}`GAME 8♥ on 9♥ or 7♥` (or {refused}`GAME CARD on CARD REASON`), which the game verifies
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from generator.check.markup import PROSE_ROLES, TITLED_ROLES, Role, links, masked, roles
from generator.check.notation import card_tokens, read_card
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.conditions import ConditionError
from generator.conditions import parse_card as card
from generator.registry import GAMES, find_game
from generator.spellout import number_words

#: Multiplicatives, which CLDR's spellout rules do not cover.
MULTIPLICATIVES = {"once": 1, "twice": 2, "thrice": 3}

#: Number words too often something else in English prose to count as numbers (see the module doc).
NOT_COUNTS = frozenset({"one", "first", "once"})


@cache
def english_number_words() -> dict[str, int]:
    """Every English word that states a number: CLDR's cardinals and ordinals, and multiplicatives.

    >>> words = english_number_words()
    >>> words["three"], words["fourth"], words["twice"], words["one hundred four"]
    (3, 4, 2, 104)
    """
    words = {**number_words("en", kind="ordinal"), **number_words("en"), **MULTIPLICATIVES}
    return words


_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")
_DIGITS = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*")


def prose_only(text: str) -> str:
    """``text`` (a paragraph's inline MyST) with roles, literals and link targets blanked
    (offsets kept); the words of a role that shows prose (``{ref}`the 3 moves <label>```,
    ``{sub}``) and of a link are kept.  A target line (``(xy-7)=``) is a block of its own,
    never in a paragraph.

    >>> text = "See {ref}`the 3 moves <x>` and {card}`A♠`, [rule 7](rules-2.md)."
    >>> shown = prose_only(text)
    >>> "the 3 moves" in shown, "A♠" in shown, "<x>" in shown, "rule 7" in shown, "2" in shown
    (True, False, False, True, False)
    >>> len(shown) == len(text)
    True
    """
    chars = list(masked(text))
    for role in roles(text):
        if role.name not in TITLED_ROLES and role.name not in PROSE_ROLES:
            continue
        start = text.index("`", role.start) + 1
        content = role.content
        if role.name in TITLED_ROLES and "<" in content:
            content = content[: content.rindex("<")]
        chars[start : start + len(content)] = content
    for link in links(text):
        chars[link.address : link.end] = " " * (link.end - link.address)
    return "".join(chars)


def unbacked_numbers(text: str) -> list[tuple[str, int, bool]]:
    """``(as written, offset, in words?)`` for each number written by hand in English prose.

    >>> unbacked_numbers("One card, two decks, the fourth redeal, 16 piles, {number}`game.DECKS`, [here](xy-2.md).")
    [('two', 10, True), ('fourth', 25, True), ('16', 40, False)]
    """
    shown = prose_only(text)
    plain = list(shown)
    for token in card_tokens(shown):
        plain[token.start : token.start + len(token.text)] = " " * len(token.text)
    flat = "".join(plain)
    words = english_number_words()
    found: list[tuple[str, int, bool]] = []
    for match in _WORD.finditer(flat):
        word = match.group()
        if word.lower() in words:
            if word.lower() not in NOT_COUNTS:
                found.append((word, match.start(), True))
            continue
        # "two-card", "fourth-redeal": a number word joined to another word
        offset = match.start()
        for part in word.split("-"):
            if part.lower() in words and part.lower() not in NOT_COUNTS:
                found.append((part, offset, True))
            offset += len(part) + 1
    found += [(m.group(), m.start(), False) for m in _DIGITS.finditer(flat)]
    return sorted(found, key=lambda item: item[1])


# Between two {card} roles: up to three words before "on" ("goes", "may go"), none joining
# another clause; and between the under card and another one it may be: ", or (on)".
_ON = r"(?:\s+(?!(?:or|and|but|nor)\b)[A-Za-z]+){0,3}?\s+(?:on|onto|upon)\s+"
_ON_CARD = re.compile(_ON + r"(?:the\s+|an?\s+)?")
_OR_CARD = re.compile(r",?\s+or\s+(?:on\s+)?")
_RANK = r"(?:ace|king|queen|jack)s?"
_RANK_ON_RANK = re.compile(
    rf"\b{_RANK}{_ON}(?:(?:the|an?|its|their)\s+)?(?:[a-z]+\s+)?{_RANK}\b", re.I
)
_WRITE_IT = (
    "write it {legal}`GAME 8♥ on 9♥ or 7♥` (or {refused}`GAME CARD on CARD REASON`), "
    "which the game verifies"
)


@dataclass(frozen=True, slots=True)
class CardOnCard:
    """``{card}`8♥` onto {card}`9♠` (or {card}`9♣`)``: a card put on one of others, as written
    from ``start`` to ``end``."""

    moved: str
    under: tuple[str, ...]
    start: int
    end: int


def cards_on_cards(text: str) -> list[CardOnCard]:
    """The examples of ``text`` that put a ``{card}`` role on another, read between the roles
    MyST finds (a role in a code span is no role).

    >>> [(c.moved, c.under) for c in cards_on_cards("{card}`7♥` goes on {card}`8♠` or {card}`8♥`.")]
    [('7♥', ('8♠', '8♥'))]
    >>> cards_on_cards("`{card}`7♥` goes on` {card}`8♠`, {card}`7♥` and {card}`8♠`")
    []
    """
    found: list[CardOnCard] = []
    spans = roles(text)
    index = 0
    while index + 1 < len(spans):
        moved, under = spans[index], spans[index + 1]
        if not (_is_card(moved) and _is_card(under) and _joins(_ON_CARD, text, moved, under)):
            index += 1
            continue
        cards = [under]
        index += 2
        while index < len(spans) and _is_card(spans[index]):
            if not _joins(_OR_CARD, text, cards[-1], spans[index]):
                break
            cards.append(spans[index])
            index += 1
        found.append(
            CardOnCard(moved.content, tuple(c.content for c in cards), moved.start, cards[-1].end)
        )
    return found


def _is_card(role: Role) -> bool:
    return role.name == "card"


def _joins(words: re.Pattern[str], text: str, left: Role, right: Role) -> bool:
    return words.fullmatch(text, left.end, right.start) is not None


def _game_of(text: Text) -> str | None:
    """The game a paragraph is about: its rule ids', else its page's (a page named by the
    game's key)."""
    for role in roles(text.target):
        prefix, dash, _ = role.target.partition("-")
        if role.name == "rule" and dash:
            for game in GAMES:
                if game.rule_prefix == prefix:
                    return game.key
    stem = Path(text.file).stem
    return stem if any(game.key == stem for game in GAMES) else None


def _verdict(game: str | None, example: CardOnCard) -> str:
    """What the game says of a ``{card}`` example: which move it refuses and why, or the legal form."""
    if game is None:
        return ""
    try:
        moved = card(example.moved)
        targets = [card(under) for under in example.under]
    except ConditionError:
        return ""
    for under in targets:
        reason = find_game(game).card_on_card(moved, under)
        if reason is not None:
            return f"; {game} refuses {moved} on {under} ({reason.value})"
    written = " or ".join(str(target) for target in targets)
    return f"; {game} accepts it, so write {{legal}}`{game} {moved} on {written}`"


def check_unverified_examples(text: Text, locale: Locale) -> Iterator[Problem]:
    """English prose: a card put on another, with ``{card}`` roles or rank names, that no
    ``{legal}``/``{refused}`` role lets the engine verify.  For ``{card}`` roles the game of
    the paragraph (its rule ids, else its page) says whether the example is true."""
    if text.source is not None:
        return
    game = _game_of(text)
    found = [
        (example.start, text.target[example.start : example.end], _verdict(game, example))
        for example in cards_on_cards(text.target)
    ]
    plain = prose_only(text.target)
    found += [(m.start(), m.group(), "") for m in _RANK_ON_RANK.finditer(plain)]
    for offset, written, verdict in sorted(found):
        yield text.problem(
            "example",
            f"{written!r} puts a card on another, but nothing checks it{verdict}: {_WRITE_IT}",
            offset,
        )


def check_unbacked(text: Text, locale: Locale) -> Iterator[Problem]:
    """English prose: a number or a card written by hand instead of computed by a role."""
    if text.source is not None:
        return
    for written, offset, in_words in unbacked_numbers(text.target):
        role = (
            "{number}`GAME.CONSTANT:words` for words"
            if in_words
            else "{number}`GAME.CONSTANT` for digits"
        )
        yield text.problem(
            "unbacked-number",
            f"{written!r} is a number written by hand: state it with a role ({role}, {{value}}, "
            f"{{capacity}}…), or mark it {{plain}}`{written}` if it is not a game fact",
            offset,
        )
    for token in card_tokens(prose_only(text.target)):
        if read_card(token.text)[1] != "standard":
            continue  # a card in another notation (R♠) is the card-notation check's
        yield text.problem(
            "unbacked-card",
            f"{token.text!r} is a card written by hand: write {{card}}`{token.text}`, "
            "or {legal}/{refused} for an example of a rule",
            token.start,
        )
