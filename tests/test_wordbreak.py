"""Thai word breaking (generator.wordbreak): the faster dictionary cuts as PyThaiNLP's trie does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from generator import wordbreak

REPOSITORY = Path(__file__).resolve().parents[1]
GLOSSARY = str(REPOSITORY / "locales" / "th" / "glossary.toml")


@pytest.fixture(scope="module")
def thai_texts() -> list[str]:
    """Every Thai translation of the site's pages: the text the build cuts."""
    texts = []
    for path in sorted((REPOSITORY / "locales" / "th" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as stream:
            catalog = read_po(stream)
        texts += [m.string for m in catalog if m.id and isinstance(m.string, str) and m.string]
    assert len(texts) > 100
    return texts


def test_the_word_table_finds_the_words_the_trie_finds(thai_texts):
    """newmm asks its dictionary only for the words starting at a place (``prefixes``)."""
    from pythainlp.corpus import thai_words
    from pythainlp.util import Trie

    words = frozenset(thai_words()) | wordbreak.site_words("th", None, GLOSSARY)
    table, trie = wordbreak._word_table(words), Trie(words)
    assert len(table) == len(trie) and "เครสเซนต์" in table and "เครสเซนต์" in trie
    asked = 0
    for text in thai_texts[:200]:
        for run in re.findall(r"[\u0e01-\u0e5b]+", text):
            for start in range(len(run)):
                assert table.prefixes(run, start) == trie.prefixes(run, start), (run, start)
                asked += 1
    assert asked > 5000


def test_thai_pages_are_cut_as_with_pythainlps_own_dictionary(thai_texts):
    from pythainlp.corpus import thai_words
    from pythainlp.tokenize import word_tokenize
    from pythainlp.util import dict_trie

    trie = dict_trie(set(thai_words()) | wordbreak.site_words("th", None, GLOSSARY))
    for text in thai_texts:
        for run in re.findall(r"[\u0e01-\u0e5b]+", text):
            expected = word_tokenize(run, custom_dict=trie, engine="newmm", keep_whitespace=True)
            assert wordbreak.thai_words(run, None, GLOSSARY) == expected


def test_a_text_cut_once_is_not_changed_by_its_reader():
    first = wordbreak.units("กติกาของเครสเซนต์ กอง 1", "th")
    first.append(wordbreak.Unit("x"))
    again = wordbreak.units("กติกาของเครสเซนต์ กอง 1", "th")
    assert [unit.text for unit in again] == ["กติกา", "ของ", "เครสเซนต์", " ", "กอง 1"]
    words = wordbreak.thai_words("กติกาของเครสเซนต์")
    words.clear()
    assert wordbreak.thai_words("กติกาของเครสเซนต์") == ["กติกา", "ของ", "เครสเซนต์"]
