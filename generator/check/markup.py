r"""The parts of a MyST paragraph that no translation may change, and the prose around them.

A role (``{card}`A♠```) states a fact the generator produces: its name and
target must reach the translation unchanged.  An inline literal (```3a```) is
notation.  Everything else is prose, which the word checks read.

>>> text = "Move {move}`example 10` puts {card}`A♠` on `10-14[A♠]`, see {ref}`the rules <rules>`."
>>> [(r.name, r.target) for r in roles(text)]
[('move', 'example 10'), ('card', 'A♠'), ('ref', 'rules')]
>>> [c.text for c in literals(text)]
['10-14[A♠]']
>>> prose(text)
'Move \ue000 puts \ue000 on \ue000, see \ue000.'
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from generator import myst
from generator.citations import bare_name
from generator.units import CASES

# The generator's roles (generator.sphinxext.roles.ROLES), whose whole content
# is a fact: a card, a move, a rule constant...  Roles of Sphinx and MyST whose
# content holds translatable text are listed apart; any other role is compared
# whole, which is the safe side.  The one list the checks use; a test keeps it
# equal to the extension's.
GENERATOR_ROLES: frozenset[str] = frozenset(
    {
        "card",
        "cardname",
        "suits",
        "suit",
        "number",
        "refusal",
        "dealnumber",
        "splitmix",
        "rule",
        "move",
        "pile",
        "capacity",
        "value",
        "plain",
        "legal",
        "refused",
        "survey",
    }
)
# Roles whose content is "title <target>": only the target is a fact.
TITLED_ROLES: frozenset[str] = frozenset(
    {"ref", "doc", "term", "numref", "download", "any", "external"}
)
# Roles whose content is prose in the reader's language: nothing to compare.
PROSE_ROLES: frozenset[str] = frozenset(
    {"abbr", "guilabel", "menuselection", "sub", "sup", "emphasis", "strong", "kbd"}
)

#: Stands for a role or a literal in the prose: not a letter, a digit, a space
#: or punctuation, so word and punctuation checks see a neutral token.
HOLE = "\ue000"

_TEXTS = 65536
"""How many texts the pure functions below remember: the checks ask about each catalog text
many times (every check of every language reads its source): 74,000 calls to masked in
a site check of seven languages."""

#: A counted noun's or a card's case (``free-cells:oblique``, ``8♥:oblique``): the form the
#: sentence needs, which each language asks for where its grammar does, not a fact of the
#: source to keep.
_NOUN_CASE = re.compile(rf"(?<=[\w)♠♥♦♣]):(?:{'|'.join(map(re.escape, CASES))})(?=\s|$)")

_TITLED = re.compile(r"^(?P<title>.*?)\s*<(?P<target>[^<>]+)>$", re.S)


@dataclass(frozen=True, slots=True)
class Role:
    """A role in a text: ``{name}`content```, with the part that is a fact (``target``)."""

    name: str
    content: str
    start: int
    end: int

    @property
    def target(self) -> str:
        if self.name in TITLED_ROLES:
            titled = _TITLED.match(self.content)
            return titled.group("target").strip() if titled else self.content.strip()
        if self.name in PROSE_ROLES:
            return ""
        return self.content

    @property
    def fact(self) -> str:
        """How the role is shown in messages: ``{card}`A♠```.

        A number in words is the same fact with or without its capital (``:Words`` starts
        an English sentence; a translation puts the number where its sentence needs it).

        >>> roles("{number}`game.REDEALS:Words`")[0].fact
        '{number}`game.REDEALS:words`'
        >>> roles("{number}`game.REDEALS:Words redeals`")[0].fact
        '{number}`game.REDEALS:words redeals`'

        The case of a counted noun is the translation's to choose, as its sentence needs it
        (Arabic بخليتين حرتين after a preposition, where English has no case):

        >>> roles("{value}`two-cells start cells free-cells:oblique`")[0].fact
        '{value}`two-cells start cells free-cells`'
        >>> roles("{card}`8♥:oblique`")[0].fact
        '{card}`8♥`'
        >>> roles("{pile}`example before-redeal=1 1 cards:oblique`")[0].fact
        '{pile}`example before-redeal=1 1`'
        """
        target = _NOUN_CASE.sub("", self.target)
        if self.name == "pile" and len(words := target.split()) == 4 and words[3] == "cards":
            # "cards" is the view a pile shows unasked: a translation writes it to add a case
            target = " ".join(words[:3])
        if self.name == "number":
            # the form ends the constant's name, before the noun it counts, if any
            target = re.sub(r":Words\b", ":words", target, count=1)
        return f"{{{self.name}}}`{target}`" if target else f"{{{self.name}}}"

    @property
    def text(self) -> str:
        return f"{{{self.name}}}`{self.content}`"


@dataclass(frozen=True, slots=True)
class Literal:
    """An inline literal, ```text```: notation that stays as it is."""

    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Link:
    """A link ``[words](target)`` or an image ``![words](target)``: its words are prose, its
    target (from ``address``, the ``]``, to ``end``) an address that stays as it is."""

    target: str
    start: int
    address: int
    end: int


@functools.lru_cache(maxsize=8192)
def _spans(text: str) -> tuple[Role | Literal | Link, ...]:
    """The roles, code spans and links of ``text`` read as inline MyST, as the build reads them
    (:func:`generator.myst.parse_inline`): in "`{card}`" the backquote comes first, so it is a
    literal that shows a role's name; after an escaped backquote a role is a role.  Roles, code
    spans and links are the same in every MyST configuration; the settings only add other syntax."""
    if "`" not in text and "](" not in text:
        return ()  # no role or code span without a backquote, no link without "](": nothing to parse
    spans: list[Role | Literal | Link] = []
    for token in myst.parse_inline(text):
        start, end = token.meta["start"], token.meta["end"]
        if token.type == "myst_role":
            spans.append(Role(bare_name(token.meta["name"]), token.content, start, end))
        elif token.type == "code_inline":
            spans.append(Literal(token.content, start, end))
        else:
            target = str(token.attrGet("href" if token.type == "link_open" else "src"))
            spans.append(Link(target, start, token.meta["label_end"], end))
    return tuple(spans)


def roles(text: str) -> list[Role]:
    """The roles of ``text``, in order."""
    return [span for span in _spans(text) if isinstance(span, Role)]


def literals(text: str) -> list[Literal]:
    """The inline literals of ``text`` (code spans, not role contents).

    >>> [c.text for c in literals("use `{card}` as in `` {card}`K♠` ``")]
    ['{card}', '{card}`K♠`']
    """
    return [span for span in _spans(text) if isinstance(span, Literal)]


def links(text: str) -> list[Link]:
    """The links and images of ``text``, outside roles and code spans.

    >>> [(link.target, link.address) for link in links("See [the page](codes.md) or `[x](y)`.")]
    [('codes.md', 13)]
    """
    return [span for span in _spans(text) if isinstance(span, Link)]


@functools.lru_cache(maxsize=_TEXTS)
def prose(text: str) -> str:
    """``text`` with every role and literal replaced by :data:`HOLE`, keeping offsets apart.

    Use :func:`prose_spans` when offsets into the original text are needed.
    """
    return "".join(piece for piece, _ in prose_spans(text))


def prose_spans(text: str) -> list[tuple[str, int]]:
    """The text between roles and literals, each with its offset in ``text``; holes between.

    >>> prose_spans("a {card}`A♠` b")
    [('a ', 0), ('\ue000', 2), (' b', 12)]
    """
    marks = sorted(
        [(r.start, r.end) for r in roles(text)] + [(c.start, c.end) for c in literals(text)]
    )
    spans: list[tuple[str, int]] = []
    position = 0
    for start, end in marks:
        if start > position:
            spans.append((text[position:start], position))
        spans.append((HOLE, start))
        position = end
    if position < len(text):
        spans.append((text[position:], position))
    return spans


@functools.lru_cache(maxsize=_TEXTS)
def masked(text: str) -> str:
    """``text`` with roles and literals blanked out, same length, so offsets still hold.

    >>> masked("a {card}`A♠` b") == "a " + HOLE * 10 + " b"
    True
    """
    marks = [(r.start, r.end) for r in roles(text)] + [(c.start, c.end) for c in literals(text)]
    chars = list(text)
    for start, end in marks:
        chars[start:end] = HOLE * (end - start)
    return "".join(chars)


@functools.lru_cache(maxsize=_TEXTS)
def ascii_digits(text: str) -> str:
    """Native digits (Devanagari ०-९, Thai ๐-๙, Arabic-Indic ٠-٩, Tamil ௦-௯, every Unicode
    decimal digit) written as ASCII digits.

    >>> ascii_digits("१३ पत्ते, ๑๐๔ ใบ")
    '13 पत्ते, 104 ใบ'
    >>> ascii_digits("١٣ ورقة، ۱۰۴ ورقة، ௧௦ சீட்டுகள்")
    '13 ورقة، 104 ورقة، 10 சீட்டுகள்'
    """
    if text.isascii():
        return text
    return re.sub(r"\d", lambda m: str(unicodedata.decimal(m.group())), text)
