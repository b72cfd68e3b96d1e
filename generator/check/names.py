"""Name collisions: two things the generator names apart must not get one name in a locale.

In ``generator.po`` each context (``msgctxt``) gathers names of one kind: the
ranks in ``card, moved``, the suits in ``suit``, the places in ``place``, the
foundations in ``foundation``.  Two messages of one context translated alike
(the two and the three of a suit both written ``%(suit)s का 3``, pile and
column both ``कॉलम %(number)s``) make two cards or two places one on every
page: a reader can no longer tell them apart.  Each plural form is compared
with the same form of the other messages.

>>> from generator.catalogs import parse_catalog
>>> catalog = parse_catalog('''
... msgctxt "card"
... msgid "two of %(suit)s"
... msgstr "%(suit)s का 3"
...
... msgctxt "card"
... msgid "three of %(suit)s"
... msgstr "%(suit)s का 3"
... ''', "hi.po")
>>> for p in check_name_collisions(catalog, "hi.po"): print(p)
hi.po:8: [name-collision] 'three of %(suit)s' and 'two of %(suit)s' (line 4) are both '%(suit)s का 3' (card): give each its own name
"""

from __future__ import annotations

from collections.abc import Iterator

from generator.catalogs import Catalog, Message
from generator.check.problem import Problem
from generator.i18n import GENDER_CONTEXT


def check_name_collisions(catalog: Catalog, file: str) -> Iterator[Problem]:
    seen: dict[tuple[str, int, str], Message] = {}
    for message in catalog.messages:
        # genders are a few keywords shared by many nouns, not names
        if message.msgctxt in (None, GENDER_CONTEXT) or message.fuzzy:
            continue
        for form, target in enumerate(message.msgstr):
            if not target:
                continue
            key = (message.msgctxt, form, target.strip().casefold())
            first = seen.setdefault(key, message)
            if first is not message and first.msgid != message.msgid:
                yield Problem(
                    file,
                    message.msgstr_line(form),
                    "name-collision",
                    f"{message.msgid!r} and {first.msgid!r} (line {first.msgstr_line(form)}) are both "
                    f"{target!r} ({message.msgctxt}): give each its own name",
                )
