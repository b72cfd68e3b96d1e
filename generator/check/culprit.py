"""The glossary as the likely culprit: many catalogs that agree against one term.

When translators of several catalogs all write a term one way and the glossary
says another, the glossary is more likely wrong than every catalog (a Thai
glossary whose ``use`` for the suit is ดอกเดียวกัน, "the same suit", makes
every ดอก of every page a key-term problem).  Dozens of problems in the
catalogs would hide the one line to fix, so a term with at least
:data:`MANY` key-term or glossary problems in at least :data:`CATALOGS`
catalogs of one language is reported once, at its line in the glossary, and
its problems in the catalogs are not.

>>> from generator.check.problem import Problem
>>> found = [Problem(f"locales/th/LC_MESSAGES/{n}.po", 3, "key-term", "...", term="suit")
...          for n in ("a", "b", "c", "d", "e", "f")]
>>> from generator.glossary import parse_glossary
>>> text = 'language = "th"\\n\\n[terms.suit]\\nen = ["suit"]\\nuse = "ดอกเดียวกัน"\\n'
>>> glossary = parse_glossary(text, "locales/th/glossary.toml")
>>> for p in glossary_culprits(found, glossary, glossary.path, text.splitlines()): print(p)  # doctest: +ELLIPSIS
locales/th/glossary.toml:5: [glossary] 6 translations in 6 catalogs (a.po, b.po, c.po...) do not write 'ดอกเดียวกัน' for suit: ...
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import PurePosixPath

from generator.check.problem import Problem
from generator.glossary import Glossary

MANY = 5
"""Problems about one term, at least, before the glossary is blamed."""
CATALOGS = 3
"""Catalogs (files) they are in, at least: one translator's habit in one page is not agreement."""


def _key_line(lines: list[str], start: int, key: str) -> int:
    """The line of ``key = ...`` in the term table that starts at line ``start``."""
    for number in range(start, len(lines)):
        written = lines[number].strip()
        if written.startswith("["):
            break
        if written.split("=", 1)[0].strip() == key:
            return number + 1
    return start


def glossary_culprits(
    problems: list[Problem], glossary: Glossary, file: str, lines: list[str]
) -> list[Problem]:
    """``problems`` (one language's) with each term the catalogs agree against replaced by one
    problem at the glossary ``file`` (``lines`` is its text): at its ``use`` line when the catalogs do
    not write that word, at its ``avoid`` line when they write an avoided one."""
    terms = {term.id: term for term in glossary.terms}
    groups: dict[tuple[str, str], list[Problem]] = defaultdict(list)
    for problem in problems:
        if problem.term and problem.check in ("key-term", "glossary") and problem.term in terms:
            groups[(problem.check, problem.term)].append(problem)
    blamed: set[tuple[str, str]] = set()
    culprits: list[Problem] = []
    for (check, term), group in sorted(groups.items()):
        files = sorted({p.file for p in group})
        if len(group) < MANY or len(files) < CATALOGS:
            continue
        blamed.add((check, term))
        found = terms[term]
        word = found.use
        line = _key_line(lines, found.line, "use" if check == "key-term" else "avoid")
        names = ", ".join(PurePosixPath(f).name for f in files[:3]) + (
            "..." if len(files) > 3 else ""
        )
        where = f"{len(group)} translations in {len(files)} catalogs ({names})"
        if check == "key-term":
            message = (
                f"{where} do not write {word!r} for {term}: the glossary is the likely culprit: "
                f"give terms.{term} the word they write (use, or forms for another form)"
            )
        else:
            message = (
                f"{where} write a word this glossary avoids for {term}: the glossary is the likely "
                f"culprit: if the translators are right, move the word from avoid to forms"
            )
        culprits.append(Problem(file, line, "glossary", message))
    kept = [p for p in problems if (p.check, p.term) not in blamed]
    return kept + culprits
