"""No unbacked facts in the English pages: every number and every card comes from a role.

A rules page states game numbers ("16 piles", "three redeals") and cards
("8♥ onto 9♥").  Written by hand, such a fact can be wrong, or turn wrong when
the game changes, and every translation copies the mistake.  So in the English
source a number, in digits or in words, and a card are only written through a
role that computes them: ``{number}`crescent.REDEALS:words``` prints "three"
(in the reader's language), ``{legal}`crescent 8♥ on 9♥``` an example the
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
>>> t = Text("docs/x.md", "en", "Three redeals, {number}`crescent.PILE_COUNT` piles, 52 cards, 8♥ on {card}`9♥`.", None, 4)
>>> for p in check_unbacked(t, Locale("en")): print(p)
docs/x.md:4: [unbacked-number] 'Three' is a number written by hand: state it with a role ({number}`GAME.CONSTANT:words` for words, {value}, {capacity}…), or mark it {plain}`Three` if it is not a game fact
docs/x.md:4: [unbacked-number] '52' is a number written by hand: state it with a role ({number}`GAME.CONSTANT` for digits, {value}, {capacity}…), or mark it {plain}`52` if it is not a game fact
docs/x.md:4: [unbacked-card] '8♥' is a card written by hand: write {card}`8♥`, or {legal}/{refused} for an example of a rule
>>> t = Text("docs/x.md", "en", "{rule}`FC-4` {card}`7♥` goes on {card}`8♠` or {card}`8♥`; a king may go on the ace.", None, 9)
>>> for p in check_unverified_examples(t, Locale("en")): print(p)
docs/x.md:9: [example] '{card}`7♥` goes on {card}`8♠` or {card}`8♥`' puts a card on another, but nothing checks it; freecell refuses 7♥ on 8♥ (not-opposite-colour): write it {legal}`GAME 8♥ on 9♥ or 7♥` (or {refused}`GAME CARD on CARD REASON`), which the game verifies
docs/x.md:9: [example] 'king may go on the ace' puts a card on another, but nothing checks it: write it {legal}`GAME 8♥ on 9♥ or 7♥` (or {refused}`GAME CARD on CARD REASON`), which the game verifies
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from generator.check.markup import PROSE_ROLES, TITLED_ROLES, masked, roles
from generator.check.notation import card_tokens, read_card
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.conditions import ConditionError
from generator.conditions import parse_card as card
from generator.rule_examples import CARD_ON_CARD
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


# A MyST target line, "(cr-7)=", labels the next block: a name, not prose.
_TARGET = re.compile(r"^\(\s*[^()\s]+\s*\)=\s*$", re.M)
# A link's target, "](examples.md)" or "[name]: url": an address, not prose.
_LINK = re.compile(r"\]\([^()\s]*\)|^\[[^\]]+\]:\s*\S+", re.M)
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")
_DIGITS = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*")


def _blank(text: str, pattern: re.Pattern[str]) -> str:
    return pattern.sub(lambda m: " " * len(m.group()), text)


def prose_only(text: str) -> str:
    """``text`` with roles, literals, target lines and link targets blanked (offsets kept);
    the words of a role that shows prose (``{ref}`the 3 moves <label>```, ``{sub}``) are kept.

    >>> text = "See {ref}`the 3 moves <x>` and {card}`A♠`."
    >>> shown = prose_only(text)
    >>> "the 3 moves" in shown, "A♠" in shown, "<x>" in shown, len(shown) == len(text)
    (True, False, False, True)
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
    return _blank(_blank("".join(chars), _TARGET), _LINK)


def unbacked_numbers(text: str) -> list[tuple[str, int, bool]]:
    """``(as written, offset, in words?)`` for each number written by hand in English prose.

    >>> unbacked_numbers("(cr-2)=\\nOne card, two decks, the fourth redeal, 16 piles, {number}`crescent.DECKS`.")
    [('two', 18, True), ('fourth', 33, True), ('16', 48, False)]
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


# up to three words between the card and "on" ("goes", "may go"), none joining another clause
_ON = r"(?:\s+(?!(?:or|and|but|nor)\b)[A-Za-z]+){0,3}?\s+(?:on|onto|upon)\s+"
_CARD_ROLE = r"\{card\}`(?P<%s>[^`]+)`"
_CARD_ON_CARD = re.compile(
    _CARD_ROLE % "moved"
    + _ON
    + r"(?:the\s+|an?\s+)?"
    + _CARD_ROLE % "under"
    + r"(?P<more>(?:,?\s+or\s+(?:on\s+)?\{card\}`[^`]+`)*)"
)
_MORE_CARDS = re.compile(r"\{card\}`([^`]+)`")
_RANK = r"(?:ace|king|queen|jack)s?"
_RANK_ON_RANK = re.compile(
    rf"\b{_RANK}{_ON}(?:(?:the|an?|its|their)\s+)?(?:[a-z]+\s+)?{_RANK}\b", re.I
)
_RULE_GAME = re.compile(r"\{rule\}`(CR|FC)-")
_WRITE_IT = (
    "write it {legal}`GAME 8♥ on 9♥ or 7♥` (or {refused}`GAME CARD on CARD REASON`), "
    "which the game verifies"
)


def _game_of(text: Text) -> str | None:
    """The game a paragraph is about: its rule ids', else its page's (crescent.md)."""
    rule = _RULE_GAME.search(text.target)
    if rule:
        return "crescent" if rule.group(1) == "CR" else "freecell"
    stem = Path(text.file).stem
    return stem if stem in CARD_ON_CARD else None


def _verdict(game: str | None, match: re.Match[str]) -> str:
    """What the game says of a ``{card}`` example: which move it refuses and why, or the legal form."""
    if game is None:
        return ""
    try:
        moved = card(match.group("moved"))
        targets = [card(match.group("under"))] + [
            card(c) for c in _MORE_CARDS.findall(match.group("more"))
        ]
    except ConditionError:
        return ""
    for under in targets:
        reason = CARD_ON_CARD[game](moved, under)
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
    found = [(m.start(), m.group(), _verdict(game, m)) for m in _CARD_ON_CARD.finditer(text.target)]
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
