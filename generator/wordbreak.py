"""Where a line may end in text written without spaces between words (Thai).

A browser breaks Thai lines with its own dictionary, which does not know the
game's loanwords: it ends a line inside เครสเซนต์ (เครส|เซนต์) or โพแดง.  At
build time the site's Thai text is cut into words by PyThaiNLP (newmm, a
maintained Thai segmenter) with a dictionary of its own words added: the
glossary's terms (``locales/th/glossary.toml``) and every card's name from the
generator's catalog, so a card name such as เอซโพแดง is one word.  A number
stays with its word: ``6 ใบ``, ``10 โพแดง``, ``กอง 1``.

The result is a list of :class:`Unit`\\ s: text between two places where a
line may end.  A unit the browser would still cut (its own line breaker finds
a break inside: ICU's, the one Chromium uses, is asked through icu4py) is
marked ``keep`` so the page can hold it together.

ICU alone was compared on the site's text and cuts words the site uses all the
time: กอง|ปลาย|ทาง, เป็นก|รอบ, ฐาน|นับ|ขึ้น, เค|รส|เซนต์; PyThaiNLP with the
site's words cuts none of them.

>>> [unit.text for unit in units("กองปลายทางแสดงเป็นกรอบทึบ", "th")]
['กอง', 'ปลายทาง', 'แสดง', 'เป็น', 'กรอบ', 'ทึบ']
>>> [(unit.text, unit.keep) for unit in units("กติกาของเครสเซนต์", "th")]
[('กติกา', False), ('ของ', False), ('เครสเซนต์', True)]
>>> [unit.text for unit in units("กอง 1: 6 ใบ เอซโพแดงอยู่บนสุด", "th")]
['กอง 1', ': ', '6 ใบ', ' ', 'เอซโพแดง', 'อยู่', 'บนสุด']
>>> [unit.text for unit in units("เป็น 9♣ 6♥", "th")]  # notation is not a number with its word
['เป็น', ' 9♣ 6♥']
>>> [unit.text for unit in units("Solitaire rules", "en")]
['Solitaire rules']
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

SEGMENTED_LANGUAGES = frozenset({"th"})
"""Languages written without spaces between words, whose text the build segments."""

_THAI_RUN = re.compile(r"[\u0e01-\u0e5b]+")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_SPACE = re.compile(r"[ \u00a0]")

PROJECT_GLOSSARIES = Path(__file__).resolve().parent.parent / "locales"
"""Where a checkout keeps ``<lang>/glossary.toml`` (the Sphinx build passes its own path)."""


@dataclass(frozen=True, slots=True)
class Unit:
    """Text between two line-break opportunities; ``keep``: the browser would break inside it."""

    text: str
    keep: bool = False


def segments(language: str) -> bool:
    """Whether the build segments this language's text into words."""
    return language.split("_")[0].split("-")[0] in SEGMENTED_LANGUAGES


@cache
def site_words(
    language: str, locale_dir: str | None = None, glossary: str | None = None
) -> frozenset[str]:
    """The site's own words for the segmenter: the glossary's terms (``glossary``, a
    ``glossary.toml``; by default the project's ``locales/<lang>/glossary.toml``) and every
    card's name from the generator's catalog (in ``locale_dir``, by default the package's)."""
    from generator.cards import Card, Rank, Suit
    from generator.describe import Describer
    from generator.glossary import read_glossary
    from generator.units import CASES

    words: set[str] = set()
    path = Path(glossary) if glossary else PROJECT_GLOSSARIES / language / "glossary.toml"
    if path.is_file():  # a project may have no glossary for the language: card names still count
        for term in read_glossary(path).terms:
            words.update((term.use, *term.forms))
    describer = Describer(language, locale_dir=locale_dir)
    for suit in Suit:
        words.add(describer.suit_name(suit))
        for rank in Rank:
            for case in CASES:
                words.update(describer.card_name(Card(rank, suit), case).split())
    return frozenset(word for word in words if _THAI_RUN.fullmatch(word))


def _word_table(words: frozenset[str]) -> Any:
    """PyThaiNLP's dictionary trie (``pythainlp.util.Trie``) as two sets, built in a fifth of the
    time: the words, and every proper beginning of a word.

    newmm asks the dictionary only for :meth:`prefixes` (the words that start at a
    place in the text, shortest first), which the sets answer as the trie's walk
    does: it goes on while the text read so far begins a word, and lists each
    word met.  Building the trie of PyThaiNLP's 62,000 words took 0.7 s of a
    1.5 s Thai build's word breaking; the sets take 0.15 s.
    """
    from pythainlp.util import Trie

    class WordTable(Trie):
        def __init__(self, words: frozenset[str]):  # no trie built (Trie.__init__ is not called)
            self.words = frozenset(word for word in (w.strip() for w in words) if word)
            self.beginnings = frozenset(
                word[:length] for word in self.words for length in range(1, len(word))
            )
            self._word_count = len(self.words)

        def prefixes(self, text: str, start: int = 0) -> list[str]:
            found = []
            for end in range(start + 1, len(text) + 1):
                piece = text[start:end]
                if piece in self.words:
                    found.append(piece)
                if piece not in self.beginnings:
                    break
            return found

        def __contains__(self, key: object) -> bool:
            return key in self.words

        def __iter__(self) -> Iterator[str]:
            return iter(sorted(self.words))

        def add(self, word: str) -> None:
            raise TypeError("the site's Thai dictionary is read-only")

        def remove(self, word: str) -> None:
            raise TypeError("the site's Thai dictionary is read-only")

    return WordTable(words)


@lru_cache(maxsize=8)
def _dictionary(language: str, locale_dir: str | None, glossary: str | None) -> Any:
    from pythainlp.corpus import thai_words

    return _word_table(frozenset(thai_words()) | site_words(language, locale_dir, glossary))


@lru_cache(maxsize=65536)
def _thai_words(run: str, locale_dir: str | None, glossary: str | None) -> tuple[str, ...]:
    from pythainlp.tokenize import word_tokenize

    return tuple(
        word_tokenize(
            run,
            custom_dict=_dictionary("th", locale_dir, glossary),
            engine="newmm",
            keep_whitespace=True,
        )
    )


def thai_words(run: str, locale_dir: str | None = None, glossary: str | None = None) -> list[str]:
    """A run of Thai letters cut into words (PyThaiNLP newmm, with the site's words).

    A page's navigation repeats on every page, and a word on many: each run is cut once.
    """
    return list(_thai_words(run, locale_dir, glossary))


_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[ \u00a0]+|[^\d \u00a0]+")


def _pieces(text: str, locale_dir: str | None, glossary: str | None) -> list[str]:
    """Thai words, numbers, spaces and the other text between them, in order."""
    pieces: list[str] = []
    last = 0
    for match in _THAI_RUN.finditer(text):
        pieces.extend(_TOKEN.findall(text[last : match.start()]))
        pieces.extend(thai_words(match.group(), locale_dir, glossary))
        last = match.end()
    pieces.extend(_TOKEN.findall(text[last:]))
    return pieces


def _is_thai(piece: str) -> bool:
    return bool(_THAI_RUN.fullmatch(piece))


def _bind_numbers(pieces: list[str]) -> list[str]:
    """A number joins the Thai word after it (``6 ใบ``), else the Thai word before it (``กอง 1``);
    the other text between Thai words is one piece."""
    bound: list[str] = []
    index = 0
    while index < len(pieces):
        piece = pieces[index]
        after = pieces[index + 1 : index + 3]
        if (
            _NUMBER.fullmatch(piece)
            and len(after) == 2
            and _SPACE.fullmatch(after[0])
            and _is_thai(after[1])
        ):
            bound.append(piece + after[0] + after[1])
            index += 3
            continue
        ends = not after or after[0][:1].isspace() or after[0][:1] in ":;,.)"
        if (
            _NUMBER.fullmatch(piece)
            and ends
            and len(bound) >= 2
            and _SPACE.fullmatch(bound[-1])
            and _is_thai(bound[-2])
        ):
            space = bound.pop()
            bound[-1] += space + piece
        elif bound and not _THAI_RUN.search(piece) and not _THAI_RUN.search(bound[-1]):
            bound[-1] += piece
        else:
            bound.append(piece)
        index += 1
    return bound


def _browser_breaks(text: str, language: str) -> set[int]:
    """Where the browser's own line breaker may end a line (ICU's, as in Chromium)."""
    from icu4py.breakers import LineBreaker

    return {end for _, end in LineBreaker(text, language).segments()}


def units(
    text: str, language: str, locale_dir: str | None = None, glossary: str | None = None
) -> list[Unit]:
    """``text`` cut where a line may end; a language written with spaces is one unit.

    ``locale_dir``: the generator's catalogs (card names); ``glossary``: the language's
    ``glossary.toml`` (see :func:`site_words`)."""
    if not segments(language) or not _THAI_RUN.search(text):
        return [Unit(text)] if text else []
    return list(_units(text, language, locale_dir, glossary))


@lru_cache(maxsize=16384)
def _units(
    text: str, language: str, locale_dir: str | None, glossary: str | None
) -> tuple[Unit, ...]:
    """:func:`units` of a text with Thai letters, cut once however often a page repeats it."""
    pieces = _bind_numbers(_pieces(text, locale_dir, glossary))
    breaks = _browser_breaks(text, language)
    result = []
    start = 0
    for piece in pieces:
        end = start + len(piece)
        keep = bool(_THAI_RUN.search(piece)) and any(start < at < end for at in breaks)
        result.append(Unit(piece, keep))
        start = end
    return tuple(result)
