"""A quoted app message must be the app's message, word for word.

Pages quote the app's refusals ("this pile is full; choose another place").
The right way is the ``{refusal}`` role, which takes the words from the
generator's catalog; a hand-typed quote drifts.  A quote is taken for an app
message when it is close to one (but not equal), or when the source quotes an
app message at that place.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from functools import lru_cache

from generator.check.markup import HOLE, masked
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.glossary import normalized

_QUOTES = re.compile(r"«\s*([^«»]+?)\s*»|“([^“”]+)”|„([^„“”]+)[“”]|\"([^\"]+)\"|‘([^‘’]+)’")
_TRIM = " \t\n.!?।:;,\u00a0\u202f"

#: How close a quote must be to an app message to be taken for one (0…1).
SIMILARITY = 0.6
#: Quotes shorter than this are words, not messages.
MIN_LENGTH = 6


def quotes(text: str) -> list[tuple[str, int]]:
    """The quoted passages of ``text`` (outside roles and literals), with their offsets.

    >>> quotes('shows «กองนี้เต็มแล้ว» and "no redeals."')
    [('กองนี้เต็มแล้ว', 7), ('no redeals', 28)]
    """
    found = []
    for match in _QUOTES.finditer(masked(text)):
        group = next(g for g in range(1, 6) if match.group(g) is not None)
        inner = match.group(group).strip(_TRIM)
        if inner and HOLE not in inner:
            found.append((inner, match.start(group)))
    return found


@lru_cache(maxsize=1 << 14)
def _key(text: str) -> str:
    return " ".join(normalized(text).strip(_TRIM).casefold().split())


@lru_cache(maxsize=64)
def _keys(messages: tuple[str, ...]) -> frozenset[str]:
    """The keys of an app's messages, compared with every quote of every text."""
    return frozenset(map(_key, messages))


@lru_cache(maxsize=64)
def _targets(refusals: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """Each app message's key with its role target (the last target of a key, as a dict keeps it)."""
    return {_key(message): target for target, message in refusals}


def closest(quote: str, messages: dict[str, str], at_least: float = 0.0) -> tuple[str, float]:
    """The role target of the app message nearest to ``quote``, and how near (0…1).

    A message that cannot be ``at_least`` as near is not compared: when none is, the answer
    is ``("", score)`` with a score below ``at_least``.  The nearest message at least that
    near is the same either way (the first of them in order, when some are as near).
    """
    best, score = "", 0.0
    key = _key(quote)
    for target, message in sorted(messages.items()):
        other = _key(message)
        # Each quick ratio is an upper bound of the ratio: a message whose bound is no better
        # than the best so far, or below at_least, cannot become the answer.  The first
        # bound is difflib's real_quick_ratio, from the lengths alone: the matcher is made
        # only for a message that passes it.
        total = len(key) + len(other)
        bound = 2.0 * min(len(key), len(other)) / total if total else 1.0
        if bound <= score or bound < at_least:
            continue
        matcher = difflib.SequenceMatcher(None, key, other, autojunk=False)
        quick = matcher.quick_ratio()
        if quick <= score or quick < at_least:
            continue
        ratio = matcher.ratio()
        if ratio > score:
            best, score = target, ratio
    return best, score


def check_refusal_quotes(text: Text, locale: Locale) -> Iterator[Problem]:
    if locale.app is None:
        return
    messages = locale.app.refusals
    exact = _keys(tuple(messages.values()))
    target_quotes = quotes(text.target)
    quoted_keys = {_key(q) for q, _ in target_quotes}
    for quote, offset in target_quotes:
        if _key(quote) in exact or len(_key(quote)) < MIN_LENGTH:
            continue
        target, score = closest(quote, messages, SIMILARITY)
        if score >= SIMILARITY:
            yield text.problem(
                "refusal-quote",
                f"quoted «{quote}» is not the app's message; the app says «{messages[target]}»: "
                f"write {{refusal}}`{target}`",
                offset,
            )
    # The source quotes an app message: the translation must quote the same one.
    source_app = locale.source.app if locale.source is not None else None
    if text.source is None or source_app is None:
        return
    english = _targets(tuple(source_app.refusals.items()))
    for quote, _ in quotes(text.source):
        quoted = english.get(_key(quote))
        if quoted is None:
            continue
        expected = messages[quoted]
        if _key(expected) not in quoted_keys and _key(expected) not in _key(text.target):
            yield text.problem(
                "refusal-quote",
                f"the source quotes the app's «{quote}»; here the app says «{expected}»: "
                f"write {{refusal}}`{quoted}`",
            )
