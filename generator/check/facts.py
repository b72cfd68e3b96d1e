"""The facts of a message must survive its translation: roles, literals, numbers, cards.

A role (``{card}`A♠```) is the generator's fact, produced in every language;
a translation that drops it, or changes its target, states another fact.
Numbers and cards written by hand are compared too, native digits read as
ASCII digits (``१३`` is 13, ``๑๐๔`` is 104).

>>> from generator.check.texts import Text, Locale
>>> t = Text("x.po", "hi", "चाल {move}`example 11` में १२ पत्ते", "Move {move}`example 10`: 12 cards", 3)
>>> for p in check_roles(t, Locale("hi")): print(p)
x.po:3: [role] {move}`example 10` of the source is missing from the translation
x.po:3: [role] {move}`example 11` is not in the source: keep the source's roles and targets
>>> list(check_numbers(t, Locale("hi")))
[]
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from functools import cache, lru_cache

from translate.filters.decoration import getnumbers

from generator.check.markup import ascii_digits, links, literals, masked, roles
from generator.check.notation import card_tokens, read_card, written_cards
from generator.check.numberwords import word_number_list, word_numbers
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.check.unbacked import english_number_words
from generator.check.words import plain, spans

SOURCE_LANGUAGE = "en"


def _compare(
    text: Text,
    check: str,
    source: Counter[str],
    target: Counter[str],
    where: dict[str, int],
    shown: str,
) -> Iterator[Problem]:
    for item in sorted(source - target):
        yield text.problem(check, f"{item} of the source is missing from the translation")
    for item in sorted(target - source):
        yield text.problem(check, f"{item} is not in the source: {shown}", where.get(item))


def check_roles(text: Text, locale: Locale) -> Iterator[Problem]:
    """The same roles with the same targets, as many times each."""
    if text.source is None:
        return
    target_roles = roles(text.target)
    source_facts = [role.fact for role in roles(text.source)]
    target_facts = [role.fact for role in target_roles]
    if sorted(source_facts) == sorted(target_facts):
        return  # the same roles, as many times each (most texts): nothing to count
    where: dict[str, int] = {}
    for role, fact in zip(target_roles, target_facts, strict=True):
        where.setdefault(fact, role.start)
    yield from _compare(
        text,
        "role",
        Counter(source_facts),
        Counter(target_facts),
        where,
        "keep the source's roles and targets",
    )


def _literal_items(text: str) -> list[tuple[str, int]]:
    """Literals (```3a```) and link targets (``](codes.md)``), each with its offset."""
    items = [(f"`{c.text}`", c.start) for c in literals(text)]
    items += [(f"({link.target})", link.address) for link in links(text)]
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
    source_list = [item for item, _ in _literal_items(text.source)]
    target_list = [item for item, _ in target_items]
    if sorted(source_list) == sorted(target_list):
        return  # the same literals and links, as many times each: nothing to count
    where: dict[str, int] = {}
    for item, start in target_items:
        where.setdefault(item, start)
    yield from _compare(
        text,
        "literal",
        Counter(source_list),
        Counter(target_list),
        where,
        "copy literals and link targets from the source unchanged",
    )


def _getnumbers(text: str) -> list[str]:
    """translate-toolkit's numbers of ``text``, asked only of a text with a digit (most have none,
    and it reads the text a character at a time)."""
    if not any(map(str.isdigit, set(text))):
        return []
    found: list[str] = getnumbers(text)  # type: ignore[no-untyped-call]  # translate-toolkit has no annotations
    return found


def numbers(text: str) -> dict[str, int]:
    """The numbers written in ``text`` (outside roles, literals and cards), with an offset each.

    >>> numbers("१६ पाइल, 6-6 पत्ते, 10♥")
    {'16': 0, '6': 9}
    """
    return dict(_numbers(text))


@lru_cache(maxsize=1 << 14)
def _numbers(text: str) -> tuple[tuple[str, int], ...]:
    """:func:`numbers`, kept: a source is compared with each language's translation."""
    plain = list(masked(text))
    for token in card_tokens(text):
        plain[token.start : token.start + len(token.text)] = " " * len(token.text)
    flat = ascii_digits("".join(plain))
    found: dict[str, int] = {}
    position = 0
    for number in _getnumbers(flat):
        position = flat.find(number, position)
        found.setdefault(number, position)
        position += len(number)
    return tuple(found.items())


# The source may spell a number ("two decks", "ten of spades") that a translation
# writes in digits.  Such a number does not have to be in the translation, but it
# may be.  The English number words are CLDR's (generator.spellout), read by the
# same function as the check of the English pages (generator.check.unbacked).
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


#: English words that imply a number without stating one: a translation may write it
#: ("in both directions" is "dans les deux sens", "double tap" "แตะสองครั้ง").
IMPLIED_NUMBERS = {"both": 2, "double": 2, "doubles": 2, "doubled": 2}


@cache
def _spelling() -> tuple[dict[str, int], frozenset[str]]:
    """The English words that state or imply a number, with their values, and the same words
    as one set (built once: every source is read with them)."""
    words = {**english_number_words(), **IMPLIED_NUMBERS}
    return words, frozenset(words)


def spelled_numbers(text: str) -> set[str]:
    """Numbers an English text spells in words, or implies (``both``).

    >>> sorted(spelled_numbers("Two decks, three redeals, the ten of spades, both ways"), key=int)
    ['2', '3', '10']
    """
    return set(_spelled_numbers(text))


@lru_cache(maxsize=1 << 14)
def _spelled_numbers(text: str) -> frozenset[str]:
    """:func:`spelled_numbers`, kept: a source is compared with each language's translation."""
    words = _spelling()[0]
    found = set()
    for word in map(str.lower, _WORD.findall(masked(text))):
        for part in (word, *word.split("-")):
            if part in words:
                found.add(str(words[part]))
    return frozenset(found)


def check_numbers(text: Text, locale: Locale) -> Iterator[Problem]:
    """The same numbers as the source, and none stated more often than the source states it.

    Numbers written in words count as numbers, in the source (English "three")
    and in the translation (तीन, สาม, trois): see :mod:`generator.check.numberwords`.
    A repeated number (Hindi ``6-6 पत्ते``, ``छह-छह``, "six each") counts once.
    One is never read (it is also the article), so "one more redeal" turned into
    "two more" is caught by the count of 2 only: where the source states 2 as
    often as the translation did before (``both`` read as 2 in French and Thai,
    but Hindi दोनों is not read), the change is not seen.

    >>> from generator.check.texts import Text, Locale
    >>> t = Text("x.po", "hi", "हर गेम में चार रीडील।", "Three redeals per game.", 4)
    >>> for p in check_numbers(t, Locale("hi")): print(p)
    x.po:4: [number] the source says 3; the translation does not
    x.po:4: [number] 4 ('चार') is not in the source: a number changed, or one was added
    """
    if text.source is None:
        return
    source, target = numbers(text.source), numbers(text.target)
    # The source's cardinals must be in the translation; its ordinals may be ("second" is
    # also दूसरा, "other", which is not read).
    source_words = word_numbers(plain(text.source), SOURCE_LANGUAGE, ordinals=False)
    extra = locale.glossary.number_words if locale.glossary else ()
    spaced = locale.glossary.word_boundaries if locale.glossary else True
    target_words = word_numbers(plain(text.target), locale.lang, extra, spaced=spaced)
    if locale.lang != SOURCE_LANGUAGE:  # an English name kept as it is, number and all
        target_words = {**word_numbers(plain(text.target), SOURCE_LANGUAGE), **target_words}
    target = {**{n: start for n, (start, _) in target_words.items()}, **target}
    # A card the translation names in words keeps its rank as a number: 8♥ is "पान का 8".
    ranks = {token.rank_text for token in card_tokens(text.source) if token.rank_text.isdigit()}
    required = set(source) | set(source_words)
    allowed = required | spelled_numbers(text.source) | ranks | text.implied
    for number in sorted(required - set(target), key=_numeric):
        yield text.problem("number", f"the source says {number}; the translation does not")
    for number in sorted(set(target) - allowed, key=_numeric):
        in_words = target_words.get(number)
        shown = (
            f"{number} ({in_words[1]!r})" if in_words and target[number] == in_words[0] else number
        )
        yield text.problem(
            "number",
            f"{shown} is not in the source: a number changed, or one was added",
            target[number],
        )
    # A number the source states is not stated more often in the translation: "one more
    # redeal" (one is not read) turned into "two more" where "both" already says 2.
    stated = _stated(text.source)
    for number, places in sorted(
        _occurrences(text.target, locale).items(), key=lambda item: _numeric(item[0])
    ):
        if number in stated and len(places) > stated[number]:
            yield text.problem(
                "number",
                f"{number} is written {_times(len(places))}, where the source states it "
                f"{_times(stated[number])}: a number was changed into {number}",
                places[stated[number]],
            )


_REPEATED = re.compile(r"(?<![\w.])(\d+)-\1(?![\w.])")


@lru_cache(maxsize=1 << 14)
def _digit_list(text: str) -> tuple[tuple[str, int], ...]:
    """Every number ``text`` writes in digits (outside roles, literals and cards), with its offset.

    A repeated number, Hindi's ``6-6`` ("six each"), is one.
    """
    chars = list(masked(text))
    for token in card_tokens(text):
        chars[token.start : token.start + len(token.text)] = " " * len(token.text)
    flat = _REPEATED.sub(
        lambda m: m.group(1) + " " * (len(m.group()) - len(m.group(1))),
        ascii_digits("".join(chars)),
    )
    found, position = [], 0
    for number in _getnumbers(flat):
        position = flat.find(number, position)
        found.append((number, position))
        position += len(number)
    return tuple(found)


def _stated(source: str) -> Counter[str]:
    """How many times the English source states each number of 2 or more: in digits, in words
    (cardinals, ordinals, "both"), or as a card's rank."""
    return Counter(dict(_stated_counts(source)))


@lru_cache(maxsize=1 << 14)
def _stated_counts(source: str) -> tuple[tuple[str, int], ...]:
    """:func:`_stated`, kept: every language's translation of a source asks the same."""
    stated = Counter(number for number, _ in _digit_list(source))
    words, vocabulary = _spelling()
    prose = plain(source)
    lowered = prose.lower()
    for start, end in spans(prose, vocabulary, SOURCE_LANGUAGE):
        if words.get(lowered[start:end], 0) > 1:
            stated[str(words[lowered[start:end]])] += 1
    stated.update(token.rank_text for token in card_tokens(source) if token.rank_text.isdigit())
    return tuple(stated.items())


def _occurrences(target: str, locale: Locale) -> dict[str, list[int]]:
    """Where the translation states each number, in digits or in words (a repeated word, छह-छह, once)."""
    places: dict[str, list[int]] = {}
    for number, start in _digit_list(target):
        places.setdefault(number, []).append(start)
    extra = locale.glossary.number_words if locale.glossary else ()
    spaced = locale.glossary.word_boundaries if locale.glossary else True
    prose = plain(target)
    previous: tuple[str, int] | None = None
    for number, start, word in word_number_list(prose, locale.lang, extra, spaced=spaced):
        if previous and previous[0] == number and prose[previous[1] : start].strip() == "-":
            previous = (number, start + len(word))
            continue
        places.setdefault(number, []).append(start)
        previous = (number, start + len(word))
    return {number: sorted(found) for number, found in places.items()}


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"


def _numeric(number: str) -> tuple[float, str]:
    try:
        return (float(number.replace(",", "")), number)
    except ValueError:
        return (0.0, number)


def check_cards(text: Text, locale: Locale) -> Iterator[Problem]:
    """The same cards as the source, whatever notation the translation wrote them in."""
    if text.source is None:
        return
    source = Counter(
        str(card)
        for token in card_tokens(text.source)
        if (card := read_card(token.text)[0]) is not None
    )
    where: dict[str, int] = {}
    target: Counter[str] = Counter()
    for token, card, _ in written_cards(text.target, locale):
        if card is not None:
            target[str(card)] += 1
            where.setdefault(str(card), token.start)
    # A translation may name the cards in words ("पान का 8" for 8♥): only one
    # that writes cards in short form is held to all of the source's cards.
    if target:
        for name in sorted(source - target):
            yield text.problem("card", f"the source shows {name}; the translation does not")
    for name in sorted(target - source):
        yield text.problem("card", f"{name} is not in the source: a card changed", where[name])
