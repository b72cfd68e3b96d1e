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

from generator.check.markup import HOLE, masked, normalized
from generator.check.problem import Problem
from generator.check.texts import Locale, Text

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


def _key(text: str) -> str:
    return " ".join(normalized(text).strip(_TRIM).casefold().split())


def closest(quote: str, messages: dict[str, str]) -> tuple[str, float]:
    """The role target of the app message nearest to ``quote``, and how near (0…1)."""
    best, score = "", 0.0
    key = _key(quote)
    for target, message in sorted(messages.items()):
        ratio = difflib.SequenceMatcher(None, key, _key(message), autojunk=False).ratio()
        if ratio > score:
            best, score = target, ratio
    return best, score


def check_refusal_quotes(text: Text, locale: Locale) -> Iterator[Problem]:
    if locale.app is None:
        return
    messages = locale.app.refusals
    exact = {_key(m) for m in messages.values()}
    target_quotes = quotes(text.target)
    quoted_keys = {_key(q) for q, _ in target_quotes}
    for quote, offset in target_quotes:
        if _key(quote) in exact or len(_key(quote)) < MIN_LENGTH:
            continue
        target, score = closest(quote, messages)
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
    english = {_key(m): t for t, m in source_app.refusals.items()}
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
