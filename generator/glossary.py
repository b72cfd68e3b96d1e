"""Per-locale glossaries: for each term of the game, the word to use and the variants not to use.

A glossary is ``locales/<lang>/glossary.toml``::

    language = "hi"
    word-boundaries = true        # false for scripts written without spaces (Thai)

    [terms.king]
    use = "बादशाह"                 # the word the site and the app use
    forms = ["बादशाहों"]           # other forms of that word (inflections), also right
    avoid = ["राजा", "राजाओं"]      # variants not to use, each reported with `use`
    note = "As in बेगम, गुलाम: the traditional card names."

Term ids are English game words (``king``, ``pile``, ``redeal``...).  The four
suits use the ids ``spades``, ``hearts``, ``diamonds`` and ``clubs``: the
suit-list check reads them to know which word names which suit.

The checks of meaning read more keys (all optional)::

    negations = ["नहीं", "न", "मत"]  # words that make a sentence negative (check "negation")
    negation-particles = []         # French ["ne", "n'"]: ne … pas in one clause is one negation
    prefixes = ["ال", "بال"]        # joined before any term's word (Arabic clitics): see affixes
    suffixes = ["ை", "கள்"]         # joined after it (Tamil case endings)

    [terms.up]
    use = "चढ़ती"
    forms = ["चढ़ते", "चढ़ता"]
    en = ["ascending", "build up"]  # the English words this term translates (check "key-term")
    contrast = "direction"          # one of a kind (rank, suit, direction): it cannot turn into another

    [number-words]                  # number words CLDR's spellout does not give (check "number")
    "चारों" = 4

    [terms.an]
    use = "ஓர்"
    avoid = ["ஒரு ஆட்டம்"]
    check-only = true               # held by the checks, not a word of the game: not on the glossary page
    negation-partners = ["pas", "jamais"]  # French: ne negates only with one in its clause
    negation-endings = ["வில்லை", "ாது"]    # Tamil: a word ending so is a negation

    [terms.same-colour]
    use = "அதே நிற"                 # the form before a noun, which the checks match
    headword = "அதே நிறம்"           # the word the glossary page shows instead (the checks ignore it)

    [terms.higher]                  # a side of a contrast said in many ways (check "contrast")
    use = "plus haut"
    en = ["higher"]
    contrast = "height"
    required = false                # only "plus bas" where the English says higher is reported

    [quantifiers.one-rank]          # the words of a quantifier (check "quantifier"); the English
    words = ["d'un rang"]           # glossary gives the source's phrases ("one rank")
    avoid = []                      # phrases with such a word that do not say it

A term with ``en`` must be in every translation whose English names it; a
term with ``contrast`` must be named at least as often as the English names
it, and must not appear where the English names another of its kind.  The
English glossary lists the source's ``negations``.

>>> g = parse_glossary('''
... language = "hi"
... word-boundaries = true
... [terms.king]
... use = "बादशाह"
... avoid = ["राजा"]
... ''', "glossary.toml")
>>> [(h.term.id, h.word, h.start) for h in g.forbidden("राजा और रानी")]
[('king', 'राजा', 0)]
>>> g.forbidden("महाराजा")
[]
"""

from __future__ import annotations

import functools
import os
import re
import tomllib
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from generator.affixes import inflections
from generator.cards import Suit
from generator.files import LocatedError, UnsafePathError, read_utf8, readable

SUIT_TERMS: dict[str, Suit] = {
    "spades": Suit.SPADES,
    "hearts": Suit.HEARTS,
    "diamonds": Suit.DIAMONDS,
    "clubs": Suit.CLUBS,
}


_TEXTS = 65536
"""How many texts :func:`normalized` remembers: the checks ask about each catalog text many
times (every check of every language reads its source)."""


@functools.lru_cache(maxsize=_TEXTS)
def normalized(text: str) -> str:
    """NFC, so a nukta letter written in one code point or two compares equal.

    >>> normalized("\u0959") == normalized("\u0916\u093c")
    True
    """
    return unicodedata.normalize("NFC", text)


def is_word_char(ch: str) -> bool:
    """Letters and combining marks: a Devanagari vowel sign is part of its word."""
    return unicodedata.category(ch)[0] in "LM" or ch.isdigit()


def find_words(text: str, word: str, *, boundaries: bool = True) -> list[int]:
    """Offsets where ``word`` occurs in ``text`` (both NFC); whole words unless told otherwise.

    Python's ``\\b`` breaks words at Devanagari vowel signs, so boundaries are
    checked here with Unicode categories.  Thai is written without spaces
    between words: its glossary asks for ``boundaries = false``.

    >>> find_words("पानी और पान", "पान")
    [8]
    >>> find_words("คิงโพดำ", "คิง", boundaries=False)
    [0]
    """
    found: list[int] = []
    start = text.find(word)
    while start >= 0:
        end = start + len(word)
        if not boundaries or (
            (start == 0 or not is_word_char(text[start - 1]))
            and (end == len(text) or not is_word_char(text[end]))
        ):
            found.append(start)
        start = text.find(word, start + 1)
    return found


class GlossaryError(LocatedError):
    """A glossary that cannot be used; ``line`` is where the mistake is."""


@dataclass(frozen=True, slots=True)
class Term:
    id: str
    use: str
    forms: tuple[str, ...]
    avoid: tuple[str, ...]
    note: str
    line: int
    """The line of the term's table in the glossary file."""
    en: tuple[str, ...] = ()
    """The English words and phrases this term translates: the key-term check counts them."""
    contrast: str = ""
    """The kind of thing this term is one of (``rank``, ``suit``, ``direction``): the key-term
    check holds the translation to naming it at least as often as the source does."""
    check_only: bool = False
    """A word the checks hold translations to that is no term of the game (Tamil's ஓர், "an"):
    the glossary page, a list of the game's words, leaves it out."""
    required: bool = True
    """False for a side of a contrast (higher, lower) that a translation may say in other words:
    only the other side's word where the source says this one is reported."""
    headword: str = ""
    """The word as a word list shows it, when ``use`` is a form that only stands before a noun
    (Tamil அதே நிற, shown as அதே நிறம்): the glossary page shows it instead of ``use``; the
    checks never read it, since they match ``use`` in the text."""

    @property
    def words(self) -> tuple[str, ...]:
        """Every word that names this term, right or wrong."""
        return (self.use, *self.forms, *self.avoid)


@dataclass(frozen=True, slots=True)
class Quantifier:
    """A quantifier of the rules ("one rank higher", "at most", "each pile") and the words that
    say it in the locale (check "quantifier")."""

    id: str
    words: tuple[str, ...]
    """The locale's words for it; one of them must be in a translation whose source says it.
    The English glossary gives the phrases that say it in the source (``one rank``, ``one
    higher``: not every "one", which is also the article of many languages)."""
    avoid: tuple[str, ...]
    """Phrases that hold one of ``words`` without saying the quantifier (Spanish «de un valor
    más alto», "of a higher value"): a word inside one does not count."""
    line: int
    quoted: tuple[str, ...] = ()
    """The app's own messages in the locale that leave the quantifier out (Thai's «ต้องมีลำดับ
    สูงกว่าหรือต่ำกว่า»): quoted as the app shows them, so a translation that is one of them is
    not reported."""


@dataclass(frozen=True, slots=True)
class Hit:
    """A forbidden variant found in a text: which term, which word, where."""

    term: Term
    word: str
    start: int


@dataclass(frozen=True, slots=True)
class Glossary:
    path: str
    language: str
    word_boundaries: bool
    terms: tuple[Term, ...]
    negations: tuple[str, ...] = ()
    """The words that make a sentence negative in this language (the negation check)."""
    negation_particles: tuple[str, ...] = ()
    """The negations that need a partner in their clause (French ne … pas): counted once with it."""
    negation_partners: tuple[str, ...] = ()
    """The words a particle needs in its clause to negate (French pas, jamais, plus, rien):
    «ne se pose jamais» with «jamais» removed, «ne se pose», says nothing (none: any clause with
    a particle negates)."""
    negation_endings: tuple[str, ...] = ()
    """Word endings that make a verb negative (Tamil -வில்லை, -ாது, -ாத, -ாமல்): a word that ends
    with one is a negation."""
    number_words: tuple[tuple[str, int], ...] = ()
    """Number words CLDR's spellout does not give (inflected forms: चारों, all four), with their value."""
    prefixes: tuple[str, ...] = ()
    """What the language writes joined before a term's word (Arabic ال, بـ, و): see :mod:`affixes`."""
    suffixes: tuple[str, ...] = ()
    """What the language writes joined after it (Tamil case endings, Arabic pronouns)."""
    quantifiers: tuple[Quantifier, ...] = ()
    """The rules' quantifiers and the locale's words for them (the quantifier check)."""

    def written(self, term: Term) -> tuple[str, ...]:
        """Every way the text may write ``term`` rightly: its word and forms, with affixes."""
        return inflections((term.use, *term.forms), self.prefixes, self.suffixes)

    def term(self, term_id: str) -> Term | None:
        return next((t for t in self.terms if t.id == term_id), None)

    def find(self, text: str, word: str) -> list[int]:
        return find_words(normalized(text), normalized(word), boundaries=self.word_boundaries)

    def forbidden(self, text: str) -> list[Hit]:
        """The forbidden variants in ``text``, in order of appearance.

        An occurrence inside the right word (``ฐานขึ้น`` inside a longer right
        phrase) is not a hit: the right words are masked first.
        """
        text = normalized(text)
        boundaries = self.word_boundaries
        hits: list[Hit] = []
        for term, avoided in self._avoided():
            if not any(map(text.__contains__, avoided)):
                continue  # no avoided word of this term in the text: none to search for
            found = [
                (word, start)
                for word in term.avoid
                for start in find_words(text, normalized(word), boundaries=boundaries)
            ]
            if not found:
                continue  # most terms avoid nothing here: their right words need no search
            right = [
                (start, start + len(normalized(word)))
                for word in (term.use, *term.forms)
                for start in find_words(text, normalized(word), boundaries=boundaries)
            ]
            for word, start in found:
                end = start + len(normalized(word))
                if not any(a <= start and end <= b for a, b in right):
                    hits.append(Hit(term, word, start))
        return sorted(hits, key=lambda h: (h.start, h.term.id))

    def _avoided(self) -> tuple[tuple[Term, tuple[str, ...]], ...]:
        """Each term with its avoided words, normalized (:meth:`forbidden` asks for every text)."""
        return _per_glossary(_AVOIDED, self.terms, _avoided_words)

    def suit_words(self) -> list[tuple[str, Suit]]:
        """Every word naming a suit (right or not), longest first so the longest match wins."""
        words: tuple[tuple[str, Suit], ...] = _per_glossary(_SUIT_WORDS, self.terms, _suit_words)
        return list(words)


_Kept = TypeVar("_Kept")
_GLOSSARIES_KEPT = 64
"""How many glossaries' words :func:`_per_glossary` keeps (a check reads one per language)."""


def _is_word_list(value: object) -> bool:
    """Whether a glossary value is a list of words: strings, none of them blank."""
    return isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value)


def _per_glossary(
    store: dict[int, tuple[tuple[Term, ...], _Kept]],
    terms: tuple[Term, ...],
    make: Callable[[tuple[Term, ...]], _Kept],
) -> _Kept:
    """``make(terms)``, kept in ``store`` by the identity of the glossary's terms (hashing them
    would cost more than what is kept saves; the terms are kept with it, so an identity is never
    reused while it is there).  The oldest glossary goes when :data:`_GLOSSARIES_KEPT` are kept."""
    kept = store.get(id(terms))
    if kept is None or kept[0] is not terms:
        if len(store) >= _GLOSSARIES_KEPT:
            del store[next(iter(store))]
        kept = store[id(terms)] = (terms, make(terms))
    return kept[1]


def _avoided_words(terms: tuple[Term, ...]) -> tuple[tuple[Term, tuple[str, ...]], ...]:
    return tuple((term, tuple(normalized(word) for word in term.avoid)) for term in terms)


_AVOIDED: dict[int, tuple[tuple[Term, ...], tuple[tuple[Term, tuple[str, ...]], ...]]] = {}
"""Each glossary's terms with their avoided words (:meth:`Glossary.forbidden`)."""
_SUIT_WORDS: dict[int, tuple[tuple[Term, ...], tuple[tuple[str, Suit], ...]]] = {}
"""Each glossary's suit words (:meth:`Glossary.suit_words`)."""


def _suit_words(terms: tuple[Term, ...]) -> tuple[tuple[str, Suit], ...]:
    """:meth:`Glossary.suit_words`, once per glossary (every text of a language asks)."""
    pairs = [
        (normalized(word), SUIT_TERMS[term.id])
        for term in terms
        if term.id in SUIT_TERMS
        for word in term.words
    ]
    return tuple(sorted(set(pairs), key=lambda p: (-len(p[0]), p[0])))


_KEYS = {
    "use",
    "headword",
    "forms",
    "avoid",
    "note",
    "en",
    "contrast",
    "check-only",
    "required",
}


GLOSSARY_LIMIT = 1_000_000
"""The largest glossary read, in bytes (a language's glossary is a few kilobytes)."""


def read_glossary(path: str | Path) -> Glossary:
    """The glossary at ``path`` (``locales/<lang>/glossary.toml``): refused with a
    :class:`GlossaryError` before it is read when it resolves outside its ``locales/``
    directory, is not a regular file or is over :data:`GLOSSARY_LIMIT`."""
    path = Path(path)
    locales = Path(os.path.abspath(path)).parent.parent
    try:
        readable(locales, path.resolve(), GLOSSARY_LIMIT, shown=str(path))
    except UnsafePathError as error:
        reason = str(error).replace(repr(str(path)), "the glossary", 1)
        raise GlossaryError(str(path), 1, reason) from None
    return parse_glossary(read_utf8(path, GlossaryError), str(path))


def parse_glossary(text: str, path: str) -> Glossary:
    """Read a glossary; every mistake is a :class:`GlossaryError` with its line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"at line (\d+)", str(error))
        raise GlossaryError(path, int(found.group(1)) if found else 1, str(error)) from None
    except (ValueError, RecursionError) as error:  # a 5,000-digit number, arrays nested too deep
        raise GlossaryError(path, 1, f"not TOML that can be read: {error}") from None
    lines = text.splitlines()

    def line_of(pattern: str) -> int:
        for number, line in enumerate(lines, start=1):
            if re.match(pattern, line.strip()):
                return number
        return 1

    language = data.get("language")
    if not isinstance(language, str) or not language:
        raise GlossaryError(path, 1, 'say which locale this is: language = "hi"')
    boundaries = data.get("word-boundaries", True)
    if not isinstance(boundaries, bool):
        raise GlossaryError(path, line_of(r"word-boundaries\b"), "word-boundaries is true or false")
    unknown = set(data) - {
        "language",
        "word-boundaries",
        "terms",
        "negations",
        "negation-particles",
        "negation-partners",
        "negation-endings",
        "number-words",
        "prefixes",
        "suffixes",
        "quantifiers",
    }
    if unknown:
        key = sorted(unknown)[0]
        raise GlossaryError(path, line_of(re.escape(key)), f"unknown key {key!r}")
    terms = []
    table = data.get("terms", {})
    if not isinstance(table, dict):
        raise GlossaryError(
            path, line_of(r"terms\b"), "terms is a table of tables: [terms.card] use = ..."
        )
    for term_id, entry in table.items():
        line = line_of(rf"\[terms\.{re.escape(term_id)}\]")
        if not isinstance(entry, dict):
            raise GlossaryError(path, line, f"terms.{term_id} must be a table")
        extra = set(entry) - _KEYS
        if extra:
            raise GlossaryError(path, line, f"terms.{term_id}: unknown key {sorted(extra)[0]!r}")
        use = entry.get("use")
        if not isinstance(use, str) or not use.strip():
            raise GlossaryError(path, line, f'terms.{term_id}: say which word to use (use = "...")')
        lists = {}
        for key in ("forms", "avoid", "en"):
            value = entry.get(key, [])
            if not _is_word_list(value):
                raise GlossaryError(path, line, f"terms.{term_id}: {key} is a list of words")
            lists[key] = tuple(value)
        contrast = entry.get("contrast", "")
        if not isinstance(contrast, str):
            raise GlossaryError(
                path, line, f'terms.{term_id}: contrast names a kind of term ("rank")'
            )
        check_only = entry.get("check-only", False)
        if not isinstance(check_only, bool):
            raise GlossaryError(path, line, f"terms.{term_id}: check-only is true or false")
        required = entry.get("required", True)
        if not isinstance(required, bool):
            raise GlossaryError(path, line, f"terms.{term_id}: required is true or false")
        headword = entry.get("headword", "")
        if not isinstance(headword, str) or ("headword" in entry and not headword.strip()):
            raise GlossaryError(
                path, line, f'terms.{term_id}: headword is the word the glossary page shows ("...")'
            )
        clash = set(map(normalized, lists["avoid"])) & set(map(normalized, (use, *lists["forms"])))
        if clash:
            word = sorted(clash)[0]
            written = next(
                (
                    number
                    for number in range(line + 1, len(lines) + 1)
                    if lines[number - 1].lstrip().startswith(("use", "forms"))
                    and word in normalized(lines[number - 1])
                ),
                line,
            )
            raise GlossaryError(
                path, written, f"terms.{term_id}: {word!r} is both used and avoided"
            )
        terms.append(
            Term(
                term_id,
                use,
                lists["forms"],
                lists["avoid"],
                str(entry.get("note", "")),
                line,
                lists["en"],
                contrast,
                check_only,
                required,
                headword.strip(),
            )
        )
    negations = data.get("negations", [])
    if not _is_word_list(negations):
        raise GlossaryError(path, line_of(r"negations\b"), "negations is a list of words")
    particles = data.get("negation-particles", [])
    if not isinstance(particles, list) or not all(
        isinstance(v, str) and v in negations for v in particles
    ):
        raise GlossaryError(
            path,
            line_of(r"negation-particles\b"),
            "negation-particles is a list of words that are also in negations",
        )
    extra_negations = {}
    for key in ("negation-partners", "negation-endings"):
        value = data.get(key, [])
        if not _is_word_list(value):
            raise GlossaryError(path, line_of(rf"{key}\b"), f"{key} is a list of words")
        extra_negations[key] = tuple(value)
    numbers = data.get("number-words", {})
    if not isinstance(numbers, dict) or not all(
        isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in numbers.values()
    ):
        raise GlossaryError(
            path,
            line_of(r"\[number-words\]"),
            'number-words is a table of words and their values: "चारों" = 4',
        )
    affixes = {}
    for key in ("prefixes", "suffixes"):
        value = data.get(key, [])
        if not _is_word_list(value):
            raise GlossaryError(path, line_of(rf"{key}\b"), f"{key} is a list of word parts")
        affixes[key] = tuple(value)
    quantifiers = []
    table = data.get("quantifiers", {})
    if not isinstance(table, dict):
        raise GlossaryError(path, line_of(r"\[quantifiers"), "quantifiers is a table of tables")
    for quantifier_id, entry in table.items():
        line = line_of(rf"\[quantifiers\.{re.escape(quantifier_id)}\]")
        if not isinstance(entry, dict) or set(entry) - {"words", "avoid", "quoted"}:
            raise GlossaryError(
                path, line, f"quantifiers.{quantifier_id}: a table of words, avoid and quoted"
            )
        given: dict[str, tuple[str, ...]] = {}
        for key in ("words", "avoid", "quoted"):
            value = entry.get(key, [])
            if not _is_word_list(value):
                raise GlossaryError(
                    path, line, f"quantifiers.{quantifier_id}: {key} is a list of words"
                )
            given[key] = tuple(value)
        if not given["words"]:
            raise GlossaryError(
                path,
                line,
                f"quantifiers.{quantifier_id}: give the words that say it (words = [...])",
            )
        quantifiers.append(
            Quantifier(quantifier_id, given["words"], given["avoid"], line, given["quoted"])
        )
    return Glossary(
        path,
        language,
        boundaries,
        tuple(terms),
        tuple(negations),
        tuple(particles),
        extra_negations["negation-partners"],
        extra_negations["negation-endings"],
        tuple(sorted(numbers.items())),
        affixes["prefixes"],
        affixes["suffixes"],
        tuple(quantifiers),
    )
