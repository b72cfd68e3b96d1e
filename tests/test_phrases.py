"""The phrase sheet: every message of every generator catalog, rendered in the site's contexts."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest

from generator.cli import main
from generator.describe import Describer
from generator.phrases import (
    ALONE,
    COUNTS,
    EXAMPLES,
    format_sheet,
    phrase_sheet,
    template_messages,
)

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = tuple(lang for lang in Describer.locales() if lang != "en")


@pytest.fixture(scope="module")
def sheets() -> dict[str, list]:
    return {lang: phrase_sheet(lang, ROOT) for lang in ("ar", "hi", "th")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_of_the_catalog_has_examples(lang):
    sheet = phrase_sheet(lang, ROOT)
    assert [phrase.key for phrase in sheet] == [phrase.key for phrase in template_messages()]
    assert [phrase.key for phrase in sheet if not phrase.examples] == []
    alone = [phrase for phrase in sheet if phrase.examples[0].label == ALONE]
    # only a few forms no game of the site plays (a move from a foundation) are shown alone
    assert len(alone) * 10 < len(sheet), [phrase.key for phrase in alone]
    for phrase in sheet:
        if phrase.context in ("card", "card, moved", "description", "quantity", "refusal"):
            assert phrase.examples[0].label != ALONE, phrase.key
            assert len(phrase.examples) >= EXAMPLES or phrase.context == "refusal", phrase.key


def test_a_count_shows_every_plural_form_of_the_language(sheets):
    # GNUTranslations sets ``plural`` from the catalog's Plural-Forms; typeshed leaves it out.
    plural: Callable[[int], int] = cast(Any, Describer("ar").translations).plural
    forms = {plural(n) for n in COUNTS}
    counts = [p for p in sheets["ar"] if p.context in ("quantity", "redeals left")]
    assert len(counts) >= 16
    for phrase in counts:
        # the redeal button says no redeals with the app's own message (CR-17), never "0 left"
        wanted = forms - {plural(0)} if phrase.context == "redeals left" else forms
        assert {example.form for example in phrase.examples} == wanted, phrase.key
    for phrase in sheets["ar"]:
        if phrase.plural is not None:
            assert len(phrase.examples) >= EXAMPLES, phrase.key


def test_examples_are_the_same_item_in_english_and_the_language(sheets):
    run = next(p for p in sheets["ar"] if p.context == "run")
    example = run.examples[0]
    assert example.english.startswith("move 14: 2 cards, the jack of clubs")
    assert example.translated.startswith("النقلة ")
    assert example.count is not None and example.count >= 2
    redeal = next(p for p in sheets["th"] if p.key == ("quantity", "%(n)s redeal"))
    words = [e for e in redeal.examples if e.label.endswith("counted in words")]
    assert [(e.english, e.translated) for e in words] == [("one redeal", "การแจกใหม่หนึ่งครั้ง")]
    zero = next(p for p in sheets["hi"] if p.key == ("quantity, zero", "no empty column"))
    assert zero.examples[0].translated == "कोई खाली कॉलम नहीं"


def test_the_sheet_reads_message_by_message(sheets):
    text = format_sheet(sheets["hi"], "hi")
    block = text.split("\n\n")[0].splitlines()
    assert block[0] == "1. msgctxt 'quantity'"
    assert block[1:3] == ["   msgid '%(n)s card'", "   msgid_plural '%(n)s cards'"]
    assert block[3].startswith("   - ") and block[4].startswith("     en: ")
    assert block[5].startswith("     hi: ")


def test_the_command_prints_the_sheet_and_refuses_an_unknown_language(capsys):
    assert main(["phrases", "ta", "--root", str(ROOT)]) == 0
    out = capsys.readouterr().out
    assert "msgid 'the ace of %(suit)s'" in out and "     ta: " in out
    assert main(["phrases", "xx", "--root", str(ROOT)]) == 1
    assert "unknown locale 'xx'" in capsys.readouterr().err


def test_the_template_carries_an_english_example_of_each_message():
    text = (ROOT / "generator" / "locales" / "generator.pot").read_text(encoding="utf-8")
    blocks = [block for block in text.split("\n\n")[1:] if "msgid " in block]
    assert blocks and all("#. Example: " in block for block in blocks)
    assert "#. Example: move 14: 2 cards, the jack of clubs" in text


def test_a_label_broken_over_two_lines_pairs_with_its_english():
    """Tamil's "6 சீட்டுகள்" is too wide for a column and breaks over two lines: the sheet
    joins it again, so each example shows the same count in English and in Tamil."""
    sheet = phrase_sheet("ta", ROOT)
    cards = next(p for p in sheet if p.key == ("quantity", "%(n)s card"))
    labels = [e for e in cards.examples if e.label.endswith("the picture's labels")]
    assert labels
    for phrase in sheet:
        if phrase.context != "quantity":
            continue
        for example in phrase.examples:
            english = re.findall(r"\d+", example.english)
            assert english == re.findall(r"\d+", example.translated), (phrase.key, example)
    assert [(e.english, e.translated) for e in labels][:1] == [("1 card", "1 சீட்டு")]
