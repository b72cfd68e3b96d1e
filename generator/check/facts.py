"""The facts of a message must survive its translation: roles, literals, numbers, cards.

A role (``{card}`A♠```) is the generator's fact, produced in every language;
a translation that drops it, or changes its target, states another fact.
Numbers and cards written by hand are compared too, native digits read as
ASCII digits (``१३`` is 13, ``๑๐๔`` is 104).

>>> from generator.check.texts import Text, Locale
>>> t = Text("x.po", "hi", "चाल {move}`crescent-example 11` में १२ पत्ते", "Move {move}`crescent-example 10`: 12 cards", 3)
>>> for p in check_roles(t, Locale("hi")): print(p)
x.po:3: [role] {move}`crescent-example 10` of the source is missing from the translation
x.po:3: [role] {move}`crescent-example 11` is not in the source: keep the source's roles and targets
>>> list(check_numbers(t, Locale("hi")))
[]
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterator

from translate.filters.decoration import getnumbers

from generator.check.markup import ascii_digits, literals, masked, roles
from generator.check.notation import card_tokens, read_card, written_cards
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.check.unbacked import english_number_words


def _compare(text: Text, check: str, source: Counter, target: Counter,
             where: dict[str, int], shown: str) -> Iterator[Problem]:
    for item in sorted(source - target):
        yield text.problem(check, f"{item} of the source is missing from the translation")
    for item in sorted(target - source):
        yield text.problem(check, f"{item} is not in the source: {shown}", where.get(item))


def check_roles(text: Text, locale: Locale) -> Iterator[Problem]:
    """The same roles with the same targets, as many times each."""
    if text.source is None:
        return
    target_roles = roles(text.target)
    where = {}
    for role in target_roles:
        where.setdefault(role.fact, role.start)
    yield from _compare(
        text, "role",
        Counter(r.fact for r in roles(text.source)),
        Counter(r.fact for r in target_roles),
        where, "keep the source's roles and targets",
    )


_LINK = re.compile(r"\]\((?P<target>[^()\s]+)(?:\s+\"[^\"]*\")?\)|^\[[^\]]+\]:\s*(?P<reference>\S+)", re.M)


def _literal_items(text: str) -> list[tuple[str, int]]:
    """Literals (```3a```) and link targets (``](codes.md)``), each with its offset."""
    items = [(f"`{c.text}`", c.start) for c in literals(text)]
    plain = masked(text)
    items += [(f"({m.group('target') or m.group('reference')})", m.start()) for m in _LINK.finditer(plain)]
    return items


def check_literals(text: Text, locale: Locale) -> Iterator[Problem]:
    """Inline literals (```10-14[A♠]```, ```3a```) are notation, and link targets are
    addresses: copied, never translated.

    >>> from generator.check.texts import Text, Locale
    >>> t = Text("x.po", "fr", "Voir [la page](codes.fr.md).", "See [the page](codes.md).", 1)
    >>> [p.message for p in check_literals(t, Locale("fr"))]
    ['(codes.md) of the source is missing from the translation', '(codes.fr.md) is not in the source: copy literals and link targets from the source unchanged']
    """
    if text.source is None:
        return
    target_items = _literal_items(text.target)
    where: dict[str, int] = {}
    for item, start in target_items:
        where.setdefault(item, start)
    yield from _compare(
        text, "literal",
        Counter(item for item, _ in _literal_items(text.source)),
        Counter(item for item, _ in target_items),
        where, "copy literals and link targets from the source unchanged",
    )


def numbers(text: str) -> dict[str, int]:
    """The numbers written in ``text`` (outside roles, literals and cards), with an offset each.

    >>> numbers("१६ पाइल, 6-6 पत्ते, 10♥")
    {'16': 0, '6': 9}
    """
    plain = list(masked(text))
    for token in card_tokens(text):
        plain[token.start:token.start + len(token.text)] = " " * len(token.text)
    flat = ascii_digits("".join(plain))
    found: dict[str, int] = {}
    position = 0
    for number in getnumbers(flat):
        position = flat.find(number, position)
        found.setdefault(number, position)
        position += len(number)
    return found


# The source may spell a number ("two decks", "ten of spades") that a translation
# writes in digits.  Such a number does not have to be in the translation, but it
# may be.  The English number words are CLDR's (generator.spellout), read by the
# same function as the check of the English pages (generator.check.unbacked).
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


def spelled_numbers(text: str) -> set[str]:
    """Numbers an English text spells in words.

    >>> sorted(spelled_numbers("Two decks, three redeals, the ten of spades"), key=int)
    ['2', '3', '10']
    """
    words = english_number_words()
    found = set()
    for word in map(str.lower, _WORD.findall(masked(text))):
        for part in (word, *word.split("-")):
            if part in words:
                found.add(str(words[part]))
    return found


def check_numbers(text: Text, locale: Locale) -> Iterator[Problem]:
    """The same numbers as the source (as sets: Hindi repeats a number, ``6-6 पत्ते``)."""
    if text.source is None:
        return
    source, target = numbers(text.source), numbers(text.target)
    # A card the translation names in words keeps its rank as a number: 8♥ is "पान का 8".
    ranks = {token.rank_text for token in card_tokens(text.source) if token.rank_text.isdigit()}
    allowed = set(source) | spelled_numbers(text.source) | ranks
    for number in sorted(set(source) - set(target), key=_numeric):
        yield text.problem("number", f"the source says {number}; the translation does not")
    for number in sorted(set(target) - allowed, key=_numeric):
        yield text.problem(
            "number", f"{number} is not in the source: a number changed, or one was added",
            target[number],
        )


def _numeric(number: str) -> tuple[float, str]:
    try:
        return (float(number.replace(",", "")), number)
    except ValueError:
        return (0.0, number)


def check_cards(text: Text, locale: Locale) -> Iterator[Problem]:
    """The same cards as the source, whatever notation the translation wrote them in."""
    if text.source is None:
        return
    source = Counter(str(card) for token in card_tokens(text.source)
                     if (card := read_card(token.text)[0]) is not None)
    where: dict[str, int] = {}
    target: Counter = Counter()
    for token, card, _ in written_cards(text.target, locale):
        if card is not None:
            target[str(card)] += 1
            where.setdefault(str(card), token.start)
    # A translation may name the cards in words ("पान का 8" for 8♥): only one
    # that writes cards in short form is held to all of the source's cards.
    if target:
        for card in sorted(source - target):
            yield text.problem("card", f"the source shows {card}; the translation does not")
    for card in sorted(target - source):
        yield text.problem("card", f"{card} is not in the source: a card changed", where[card])
