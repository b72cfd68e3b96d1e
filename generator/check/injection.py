"""A translation adds no markup: text from a catalog is never HTML.

A page's translation is parsed as MyST, whose inline HTML reaches the page as
it is; an interface word (``sphinx.po``) is set by the theme's templates, some
inside an attribute (``aria-label="…"``, a permalink's ``title="…"``).  So a
translation may not have an HTML tag its source does not have, and an
interface word may not have more ``<``, ``>``, ``&`` or ``"`` than its source.
The build refuses the same (:mod:`generator.sphinxext.html`,
:mod:`generator.sphinxext.translations`); this check says it at the catalog's line.

>>> added_markup("Languages", 'Langues" onmouseover="alert(1)', interface=True)
['"']
>>> added_markup("A pile holds 13 cards.", "Une pile <img src=x onerror=alert(1)> a 13 cartes.")
['<img src=x onerror=alert(1)>']
>>> added_markup("Press <kbd>R</kbd>.", "Appuyez sur <kbd>R</kbd>.")
[]
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from generator.check.problem import Problem
from generator.check.site import INTERFACE_DOMAINS
from generator.check.texts import Locale, Text

HTML_TAG = re.compile(r"<(?:!--|/?[A-Za-z][\w:-]*)[^>]*>?")
"""An HTML tag or comment as a browser would start reading one (even unclosed)."""

ATTRIBUTE_BREAKERS = '<>&"'
"""What ends an attribute value or starts markup where a template inserts a word unescaped."""


def added_markup(source: str, target: str, *, interface: bool = False) -> list[str]:
    """The tags (and, for an interface word, the characters) ``target`` has beyond ``source``."""
    added: list[str] = []
    if "<" in target:  # every tag starts with one
        added = list(
            (Counter(HTML_TAG.findall(target)) - Counter(HTML_TAG.findall(source))).elements()
        )
    if interface:
        added += [ch for ch in ATTRIBUTE_BREAKERS if target.count(ch) > source.count(ch)]
    return added


@lru_cache(maxsize=1024)
def is_interface(file: str) -> bool:
    """Whether ``file`` is an interface catalog (``sphinx.po``): asked of each of its texts."""
    return Path(file).stem in INTERFACE_DOMAINS


def check_markup(text: Text, locale: Locale) -> Iterator[Problem]:
    """A translation with markup its source does not have (check id ``markup``)."""
    if text.source is None:
        return
    for item in added_markup(text.source, text.target, interface=is_interface(text.file)):
        offset = text.target.find(item)
        yield text.problem(
            "markup",
            f"{item!r} is not in the source: a translation is text, never markup",
            offset if offset >= 0 else None,
        )
