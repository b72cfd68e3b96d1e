"""Mutation sweep of the meaning checks: plant each kind of mistake in every message that allows it.

    .venv/bin/python tests/benchmarks/bench_meaning_mutations.py [--lang hi th fr ar es ta]

For every translated message of every catalog (pages and the generator's) of
each language, makes every mistake the meaning checks look for that the message allows, one at
a time, and counts those the checks report at that message:

- direction: a word for up (ascending) turned into the word for down, or back;
- suit, rank: a suit or rank word turned into another suit's or rank's word;
- negation: where the source has a negation, the translation's first negation
  word deleted, with its second part when one follows within 25 characters
  (French ne … pas, n' … jamais);
- number word: a number written in words turned into the next number's word;
- english: the translation replaced by its English source (sources of 4 words or more).

Prints, per kind and language, how many mutants were made and how many were
caught.  A mutant the checks miss is listed (the first few), so that a person
can judge whether the meaning really changed.  Runs in-process on the catalogs
as they are; nothing is written.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from generator.catalogs import read_catalog
from generator.check.runner import PAGE_TEXT_CHECKS, PHRASE_TEXT_CHECKS, _locale, _Run, texts
from generator.check.site import SOURCE_LANGUAGE, Site
from generator.check.texts import Text
from generator.check.words import spans
from generator.spellout import spell

KINDS = {
    "direction": ("up", "down"),
    "suit": ("spades", "hearts", "diamonds", "clubs"),
    "rank": ("ace", "king", "queen", "jack"),
}


def problems(text: Text, locale, checks) -> set[tuple[int, str, str]]:
    return {(p.line, p.check, p.message) for check in checks for p in check(text, locale)}


def mutants(text: Text, locale):
    """(kind, mutated target) for each mistake this message allows."""
    glossary = locale.glossary
    target = text.target
    for kind, ids in KINDS.items():
        terms = [glossary.term(i) for i in ids if glossary.term(i)]
        for term in terms:
            # every way the text may write the term, with the language's affixes (Arabic بالآس)
            words = glossary.written(term)
            found = spans(target, words, locale.lang, whole=glossary.word_boundaries)
            if found:
                start, end = found[0]
                other = next(t for t in terms if t is not term)
                yield kind, target[:start] + other.use + target[end:]
    english = locale.source.glossary
    if (
        glossary.negations
        and text.source
        and spans(text.source, english.negations, english.language)
    ):
        found = spans(target, glossary.negations, locale.lang, whole=glossary.word_boundaries)
        if found:
            # the first negation, with its second part when it has one close by (ne … pas)
            drop = [found[0]] + [span for span in found[1:2] if span[0] - found[0][1] <= 25]
            wrong = target
            for start, end in reversed(drop):
                wrong = wrong[:start] + wrong[end:]
            yield "negation", re.sub(r"  +", " ", wrong)
    for value in range(2, 11):
        word = spell(value, locale.lang)
        found = spans(target, (word,), locale.lang)
        if found:
            start, end = found[0]
            yield "number word", target[:start] + spell(value + 1, locale.lang) + target[end:]
            break
    if text.source and len(re.findall(r"[A-Za-z]{2,}", text.source)) >= 4:
        yield "english", text.source


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="*", default=["hi", "th", "fr", "ar", "es", "ta"])
    parser.add_argument("--missed", type=int, default=3, help="missed mutants shown per kind")
    arguments = parser.parse_args()
    site = Site(ROOT)
    state = _Run(site, lambda path: True, [])
    source = _locale(site, SOURCE_LANGUAGE, None, state)
    made: dict[tuple[str, str], int] = defaultdict(int)
    caught: dict[tuple[str, str], int] = defaultdict(int)
    missed: dict[tuple[str, str], list[str]] = defaultdict(list)
    for lang in arguments.lang:
        locale = _locale(site, lang, source, state)
        paths = [(site.generator_catalog(lang), PHRASE_TEXT_CHECKS)]
        paths += [(path, PAGE_TEXT_CHECKS) for path in site.page_catalogs(lang)]
        for path, checks in paths:
            for text in texts(read_catalog(path), site.display(path), lang):
                before = problems(text, locale, checks)
                for kind, wrong in mutants(text, locale):
                    if wrong == text.target:
                        continue
                    mutant = Text(text.file, lang, wrong, text.source, text.line, text.locate)
                    made[kind, lang] += 1
                    if problems(mutant, locale, checks) - before:
                        caught[kind, lang] += 1
                    else:
                        missed[kind, lang].append(f"{text.file}:{text.line}: {wrong[:100]!r}")
    for kind, lang in sorted(made):
        total, found = made[kind, lang], caught[kind, lang]
        print(f"{kind:12} {lang}: {found:4} of {total:4} caught ({100 * found / total:5.1f} %)")
        for example in missed[kind, lang][: arguments.missed]:
            print(f"    missed {example}")


if __name__ == "__main__":
    main()
