"""Counts with their noun: CLDR's plural forms from the catalog, zero as its own phrase,
numbers in words in the noun's gender (the catalog's), and the page roles that ask for them."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from generator import citations
from generator.describe import Describer
from generator.i18n import LOCALE_DIR, MissingPhraseError, catalog_path
from generator.spellout import number_words, spell
from generator.units import Unit

ARABIC_COUNTS = range(13), range(100, 113)


def test_arabic_counts_take_each_of_the_six_plural_forms():
    """Zero, one and two are the noun itself (one and two without the digit), 3-10 the plural,
    11-99 the singular accusative, 100-102 the singular genitive."""
    arabic = Describer("ar")
    assert [
        arabic.counted(Unit.EMPTY_COLUMN, n) for n in (*ARABIC_COUNTS[0], *ARABIC_COUNTS[1])
    ] == [
        "لا عمود فارغ",
        "عمود فارغ واحد",
        "عمودان فارغان",
        *(f"{n} أعمدة فارغة" for n in range(3, 11)),
        "11 عمودًا فارغًا",
        "12 عمودًا فارغًا",
        "100 عمود فارغ",
        "101 عمود فارغ",
        "102 عمود فارغ",
        *(f"{n} أعمدة فارغة" for n in range(103, 111)),
        "111 عمودًا فارغًا",
        "112 عمودًا فارغًا",
    ]
    assert [arabic.counted(Unit.CARD, n) for n in (1, 2, 10, 13, 104)] == [
        "ورقة واحدة",
        "ورقتان",
        "10 أوراق",
        "13 ورقة",
        "104 أوراق",
    ]
    assert arabic.counted(Unit.SECOND, 10) == "10 ثوانٍ"


def test_hindi_zero_is_its_own_phrase_not_the_singular():
    """CLDR puts 0 in Hindi's "one" class, where the catalog's form would say «0 पत्ता»: a count
    of zero is the zero phrase, and a count of zero in digits takes the plural («0 पत्ते»)."""
    hindi = Describer("hi")
    assert [hindi.quantity(Unit.CARD, n) for n in (0, 1, 2)] == ["0 पत्ते", "1 पत्ता", "2 पत्ते"]
    assert [hindi.count_label(n) for n in (0, 1)] == ["0 पत्ते", "1 पत्ता"]
    assert hindi.quantity(Unit.PILE, 0) == "0 पाइलें"
    # French puts zero with one, as CLDR says
    assert Describer("fr").quantity(Unit.CARD, 0) == "0 carte"
    assert [hindi.counted(Unit.CARD, n) for n in (0, 1, 2)] == ["कोई पत्ता नहीं", "1 पत्ता", "2 पत्ते"]
    assert hindi.counted(Unit.EMPTY_COLUMN, 0) == "कोई खाली कॉलम नहीं"
    assert [Describer(lang).counted(Unit.EMPTY_CELL, 0) for lang in ("en", "fr", "es", "ar")] == [
        "no empty cell",
        "aucune cellule vide",
        "ninguna celda vacía",
        "لا خلية فارغة",
    ]


def test_thai_counts_take_their_classifier_and_words_take_no_space():
    thai = Describer("th")
    assert thai.counted(Unit.EMPTY_COLUMN, 1) == "คอลัมน์ว่าง 1 คอลัมน์"
    assert thai.counted(Unit.ACTION, 100) == "การกระทำ 100 ครั้ง"
    assert thai.counted(Unit.CARD, 8) == "8 ใบ"
    # a number in digits is spaced off its words, one in words is written with them
    assert thai.counted(Unit.REDEAL, 3) == "การแจกใหม่ 3 ครั้ง"
    assert thai.counted(Unit.REDEAL, 3, words=True) == "การแจกใหม่สามครั้ง"
    assert thai.counted(Unit.DECK, 2, words=True) == "สองสำรับ"


def test_arabic_numbers_in_words_agree_with_their_noun():
    """CLDR's feminine rules change one and two only; three to ten take the gender opposite
    to their noun's, the ten of 11-19 agrees with it."""
    feminine = [spell(n, "ar", gender="feminine") for n in (*ARABIC_COUNTS[0], *ARABIC_COUNTS[1])]
    assert feminine == [
        "صفر", "واحدة", "اثنتان", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع", "عشر",
        "إحدى عشرة", "اثنتا عشرة",
        "مئة", "مئة وواحدة", "مئة واثنتان", "مئة وثلاث", "مئة وأربع", "مئة وخمس", "مئة وست",
        "مئة وسبع", "مئة وثماني", "مئة وتسع", "مئة وعشر", "مئة وإحدى عشرة", "مئة واثنتا عشرة",
    ]  # fmt: skip
    masculine = [spell(n, "ar", gender="masculine") for n in (*ARABIC_COUNTS[0], *ARABIC_COUNTS[1])]
    assert masculine == [
        "صفر", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة",
        "أحد عشر", "اثنا عشر",
        "مئة", "مئة وواحد", "مئة واثنان", "مئة وثلاثة", "مئة وأربعة", "مئة وخمسة", "مئة وستة",
        "مئة وسبعة", "مئة وثمانية", "مئة وتسعة", "مئة وعشرة", "مئة وأحد عشر", "مئة واثنا عشر",
    ]  # fmt: skip
    assert [spell(n, "ar", gender="feminine") for n in (13, 18, 20, 21, 22, 23)] == [
        "ثلاث عشرة",
        "ثماني عشرة",
        "عشرون",
        "إحدى وعشرون",
        "اثنتان وعشرون",
        "ثلاث وعشرون",
    ]


def test_arabic_hundreds_take_the_modern_spelling_and_the_old_is_read_too():
    """مئة, مئتان (the spelling of the Arabic language academies), not CLDR's older مائة; a
    page that writes مائة still says 100 to the checks."""
    assert [spell(n, "ar") for n in (100, 101, 200)] == ["مئة", "مئة وواحد", "مئتان"]
    assert spell(102, "ar", gender="feminine") == "مئة واثنتان"
    words = number_words("ar")
    assert (words["مئة"], words["مائة"], words["مئتان"], words["مائتان"]) == (100, 100, 200, 200)
    assert words["مائة وخمسة"] == 105


TAMIL_1_TO_30 = (
    "ஒன்று", "இரண்டு", "மூன்று", "நான்கு", "ஐந்து", "ஆறு", "ஏழு", "எட்டு", "ஒன்பது", "பத்து",
    "பதினொன்று", "பன்னிரண்டு", "பதின்மூன்று", "பதினான்கு", "பதினைந்து", "பதினாறு", "பதினேழு",
    "பதினெட்டு", "பத்தொன்பது", "இருபது",
    "இருபத்தொன்று", "இருபத்திரண்டு", "இருபத்துமூன்று", "இருபத்துநான்கு", "இருபத்தைந்து",
    "இருபத்தாறு", "இருபத்தேழு", "இருபத்தெட்டு", "இருபத்தொன்பது", "முப்பது",
)  # fmt: skip


def test_tamil_numbers_join_their_parts_in_one_word():
    """Tamil joins a ten or a hundred to what follows in its joining form (இருபத்து-,
    நூற்று-), with sandhi: CLDR's «இருபது ஐந்து», «ஒன்று ஆயிரம்» and ordinals «25ாவது» are
    not Tamil."""
    assert tuple(spell(n, "ta") for n in range(1, 31)) == TAMIL_1_TO_30
    assert [spell(n, "ta") for n in (40, 50, 52, 96, 99, 100, 101, 104, 110)] == [
        "நாற்பது", "ஐம்பது", "ஐம்பத்திரண்டு", "தொண்ணூற்றாறு", "தொண்ணூற்றொன்பது", "நூறு",
        "நூற்றொன்று", "நூற்றுநான்கு", "நூற்றுப்பத்து",
    ]  # fmt: skip
    assert [spell(n, "ta") for n in (200, 300, 900, 1000, 1001, 2000, 10000)] == [
        "இருநூறு", "முந்நூறு", "தொள்ளாயிரம்", "ஆயிரம்", "ஆயிரத்தொன்று", "இரண்டாயிரம்",
        "பத்தாயிரம்",
    ]  # fmt: skip
    assert [spell(n, "ta", "ordinal") for n in (1, 2, 3, 21, 25, 100, 1000)] == [
        "முதலாவது", "இரண்டாவது", "மூன்றாவது", "இருபத்தொன்றாவது", "இருபத்தைந்தாவது",
        "நூறாவது", "ஆயிரமாவது",
    ]  # fmt: skip
    # one word each, and the checks read them back (cardinals and ordinals)
    assert all(" " not in spell(n, "ta") for n in range(1000))
    assert number_words("ta")["இருபத்தைந்து"] == 25
    assert number_words("ta", kind="ordinal")["இருபத்தைந்தாவது"] == 25
    assert len(number_words("ta")) == 201  # 0 to 200, no two numbers spelled alike


def test_numbers_in_words_take_the_gender_the_catalog_gives_their_noun():
    arabic = Describer("ar")
    assert arabic.counted(Unit.REDEAL, 3, words=True) == "ثلاث إعادات توزيع"  # إعادة: feminine
    assert arabic.counted(Unit.COLUMN, 8, words=True) == "ثمانية أعمدة"  # عمود: masculine
    assert arabic.counted(Unit.DECK, 2, words=True) == "رزمتان"
    assert arabic.spelled(4, Unit.FOUNDATION) == "أربعة"
    assert arabic.spelled(6, Unit.CARD) == "ست"
    assert Describer("fr").counted(Unit.CARD, 1, words=True) == "une carte"
    assert Describer("fr").counted(Unit.DECK, 1, words=True) == "un jeu"
    assert Describer("es").counted(Unit.CARD, 21, words=True) == "veintiuna cartas"
    assert Describer("es").counted(Unit.SECOND, 21, words=True) == "veintiún segundos"
    assert Describer("en").counted(Unit.REDEAL, 3, words=True) == "three redeals"
    # the checks read every gender's words back
    assert number_words("ar")["ثلاث"] == 3 and number_words("es")["veintiún"] == 21


def _catalogs_with(tmp_path, lang, old, new):
    locale_dir = tmp_path / "locales"
    shutil.copytree(LOCALE_DIR, locale_dir)
    path = catalog_path(lang, locale_dir)
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    return locale_dir, path


def test_the_gender_comes_from_the_catalog(tmp_path):
    old = 'msgctxt "grammatical gender"\nmsgid "redeal"\nmsgstr "feminine"'
    locale_dir, _ = _catalogs_with(tmp_path, "ar", old, old.replace("feminine", "masculine"))
    assert Describer("ar", locale_dir=locale_dir).counted(Unit.REDEAL, 3, words=True) == (
        "ثلاثة إعادات توزيع"
    )


def test_a_gender_that_is_no_gender_is_refused_at_its_line(tmp_path):
    old = 'msgctxt "grammatical gender"\nmsgid "redeal"\nmsgstr "feminine"'
    locale_dir, path = _catalogs_with(tmp_path, "ar", old, old.replace("feminine", "مؤنث"))
    line = path.read_text(encoding="utf-8").splitlines().index('msgstr "مؤنث"') + 1
    with pytest.raises(
        MissingPhraseError, match=rf"{re.escape(str(path))}:{line}: .*'مؤنث' is none of"
    ):
        Describer("ar", locale_dir=locale_dir)


def test_roles_name_their_noun_by_its_english_plural():
    assert citations.constant("crescent.REDEALS:words redeals").noun == citations.Noun(Unit.REDEAL)
    assert citations.constant("crescent.UP_FOUNDATIONS:words (foundations)").noun == (
        citations.Noun(Unit.FOUNDATION, shown=False)
    )
    cited = citations.game_citation("value", "fc after-move=5 empty-cells empty-cells")
    assert cited.subject == "empty-cells" and cited.noun == citations.Noun(Unit.EMPTY_CELL)
    assert citations.game_citation("pile", "fc start 3 count cards").noun == citations.Noun(
        Unit.CARD
    )
    assert citations.survey("crescent seconds seconds").noun == citations.Noun(Unit.SECOND)
    assert citations.plain_count("2 cards") == (2, citations.Noun(Unit.CARD))
    assert [unit.noun for unit in Unit][:3] == ["cards", "piles", "columns"]


@pytest.mark.parametrize(
    ("role", "target", "reason"),
    [
        (
            "number",
            "crescent.REDEALS redealz",
            "no counted noun 'redealz': use one of cards, piles",
        ),
        ("number", "crescent.REDEALS (redeals)", "a number in digits writes its noun"),
        (
            "number",
            "freecell.DEAL_SIZES:words cards",
            "is a list of numbers: it is written in digits",
        ),
        ("number", "freecell.CARD_COUNT:words all-cards", "carries its article or preposition"),
        ("value", "fc start empty-cells (empty-cells)", "a count in digits writes its noun"),
        ("pile", "fc start 3 top cards", "write GAME MOMENT PLACE"),
        (
            "value",
            "fc start empty-cells empty-cells:dative",
            "write empty-cells or empty-cells:oblique",
        ),
        ("number", "freecell.CARD_COUNT all-cards:oblique", "its phrase carries its own case"),
        (
            "number",
            "crescent.UP_FOUNDATIONS:words (foundations):oblique",
            "a noun in brackets is not written",
        ),
    ],
)
def test_a_noun_the_role_cannot_count_is_refused_with_the_reason(role, target, reason):
    with pytest.raises(citations.CitationError, match=re.escape(reason)):
        if role == "number":
            citations.constant(target)
        else:
            citations.game_citation(role, target)


def _facts(app) -> list[str]:
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    facts = re.findall(r'<span class="fact (?:number|value|capacity)[^"]*">([^<]*)</span>', html)
    plain = re.search(r'<span class="plain">([^<]*)</span>', html)
    return [*facts, plain.group(1) if plain else ""]


@pytest.mark.sphinx("html", testroot="counts", freshenv=True)
def test_page_roles_write_number_and_noun_in_english(app):
    app.build()
    assert _facts(app) == [
        "Three redeals",
        "two decks",
        "four",
        "1 empty column",
        "3 empty cells",
        "8 cards",
        "no empty column",
        "2 cards",
        "all 52 cards",
        "onto the 4 foundations",
        "8 columns",
        "7, 7, 7, 7, 6, 6, 6, 6 cards",
        "2 empty cells",
        "2 decks",
        "2 cards",
    ]


@pytest.mark.sphinx("html", testroot="counts", freshenv=True, confoverrides={"language": "ar"})
def test_page_roles_write_number_and_noun_in_arabic(app):
    app.build()
    assert _facts(app) == [
        "ثلاث إعادات توزيع",
        "رزمتان",
        "أربعة",
        "عمود فارغ واحد",
        "3 خلايا فارغة",
        "8 أوراق",
        "لا عمود فارغ",
        "ورقتان",
        "الأوراق الـ 52 كلها",
        "إلى الأسس الـ 4",
        "8 أعمدة",
        "7 و7 و7 و7 و6 و6 و6 و6 أوراق",
        "خليتين فارغتين",
        "رزمتين",
        "ورقتان",
    ]


def test_a_number_in_words_before_its_noun_takes_its_adjectival_form():
    """Tamil counts with ஒரு, not the number alone (ஒன்று): ஒரு சீட்டு, பதினொரு சீட்டுகள்;
    the other languages' words before (or, Arabic, after) the noun are their plain words."""
    tamil = Describer("ta")
    assert [tamil.counted(Unit.CARD, n, words=True) for n in (1, 2, 11)] == [
        "ஒரு சீட்டு",
        "இரண்டு சீட்டுகள்",
        "பதினொரு சீட்டுகள்",
    ]
    assert tamil.counted(Unit.DECK, 1, words=True) == "ஒரு சீட்டுக்கட்டு"
    # a number standing for its noun is the number alone ("one of them builds up")
    assert tamil.spelled(1, Unit.FOUNDATION) == "ஒன்று"
    one_card = {
        lang: Describer(lang).counted(Unit.CARD, 1, words=True) for lang in Describer.locales()
    }
    assert one_card == {
        "ar": "ورقة واحدة",
        "en": "one card",
        "es": "una carta",
        "fr": "une carte",
        "hi": "एक पत्ता",
        "ta": "ஒரு சீட்டு",
        "th": "หนึ่งใบ",
    }


def test_all_the_cards_and_onto_the_foundations_are_phrases_of_each_language():
    """The goal's counts carry their article, case or postposition: Hindi's oblique before
    पर, Tamil's dative and inclusive உம், Arabic's definite count (الأوراق الـ 104 كلها), Thai's
    ทั้ง with the classifier."""
    said = {
        lang: (
            Describer(lang).counted(Unit.ALL_CARDS, 104),
            Describer(lang).counted(Unit.ONTO_FOUNDATIONS, 8),
        )
        for lang in Describer.locales()
    }
    assert said == {
        "ar": ("الأوراق الـ 104 كلها", "إلى الأسس الـ 8"),
        "en": ("all 104 cards", "onto the 8 foundations"),
        "es": ("las 104 cartas", "a las 8 fundaciones"),
        "fr": ("les 104 cartes", "sur les 8 fondations"),
        "hi": ("सभी 104 पत्ते", "8 फ़ाउंडेशनों पर"),
        "ta": ("104 சீட்டுகளும்", "8 அடித்தளங்களுக்கு"),
        "th": ("ไพ่ทั้ง 104 ใบ", "บนฐานทั้ง 8 ฐาน"),
    }
    assert not Unit.ALL_CARDS.in_words and Unit.CARD.in_words


def test_a_list_of_counts_names_its_noun_once_in_the_form_of_the_last():
    deal = (7, 7, 7, 7, 6, 6, 6, 6)
    said = {lang: Describer(lang).counted_list(Unit.CARD, deal) for lang in Describer.locales()}
    assert said == {
        "ar": "7 و7 و7 و7 و6 و6 و6 و6 أوراق",
        "en": "7, 7, 7, 7, 6, 6, 6, 6 cards",
        "es": "7, 7, 7, 7, 6, 6, 6, 6 cartas",
        "fr": "7, 7, 7, 7, 6, 6, 6 et 6 cartes",
        "hi": "7, 7, 7, 7, 6, 6, 6, 6 पत्ते",
        "ta": "7, 7, 7, 7, 6, 6, 6, 6 சீட்டுகள்",
        "th": "7, 7, 7, 7, 6, 6, 6 และ 6 ใบ",
    }
    # Arabic's one and two leave the number out: a list ending in one takes the plural form
    assert Describer("ar").counted_list(Unit.CARD, (7, 1)) == "7 و1 أوراق"


def test_free_cells_are_counted_with_the_glossarys_word_for_cell():
    """The pages call FreeCell's cells by the glossary's word (सेल, เซลล์, கலம்): the counts
    the generator writes beside them use the same word."""
    root = Path(__file__).resolve().parent.parent
    for lang in ("hi", "th", "ta", "ar", "fr", "es"):
        glossary = tomllib.loads((root / "locales" / lang / "glossary.toml").read_text("utf-8"))
        cell = glossary["terms"]["cell"]
        words = {cell["use"], *cell.get("forms", [])}
        describer = Describer(lang)
        for text in (describer.counted(Unit.FREE_CELL, 4), describer.counted(Unit.FREE_CELL, 0)):
            assert any(word in text for word in words), (lang, text)
    assert [Describer(lang).counted(Unit.FREE_CELL, 4) for lang in ("hi", "th", "ta")] == [
        "4 सेल",
        "4 เซลล์",
        "4 கலங்கள்",
    ]


def test_a_role_asks_for_the_oblique_after_its_noun():
    """``free-cells:oblique``, in every role that counts with a noun."""
    oblique = citations.Noun(Unit.FREE_CELL, case="oblique")
    assert citations.constant("freecell.CELLS free-cells:oblique").noun == oblique
    assert citations.survey("freecell-c2 cells free-cells:oblique").noun == oblique
    assert citations.game_citation("value", "fc start cells free-cells:oblique").noun == oblique
    assert citations.plain_count("2 free-cells:oblique") == (2, oblique)
    assert citations.constant("freecell.CELLS free-cells").noun == citations.Noun(Unit.FREE_CELL)


def test_arabic_counts_after_a_preposition():
    """The dual and the number words in -ون/-ان take -ين after a preposition (بخليتين حرتين,
    باثنتي عشرة خلية); one, 3-10 and 11-99 in digits are written the same in both."""
    arabic = Describer("ar")
    counts = (1, 2, 3, 11, 12)
    assert [arabic.counted(Unit.FREE_CELL, n) for n in counts] == [
        "خلية حرة واحدة",
        "خليتان حرتان",
        "3 خلايا حرة",
        "11 خلية حرة",
        "12 خلية حرة",
    ]
    assert [arabic.counted(Unit.FREE_CELL, n, case="oblique") for n in counts] == [
        "خلية حرة واحدة",
        "خليتين حرتين",
        "3 خلايا حرة",
        "11 خلية حرة",
        "12 خلية حرة",
    ]
    assert [arabic.counted(Unit.EMPTY_COLUMN, n, words=True) for n in counts] == [
        "عمود فارغ واحد",
        "عمودان فارغان",
        "ثلاثة أعمدة فارغة",
        "أحد عشر عمودًا فارغًا",
        "اثنا عشر عمودًا فارغًا",
    ]
    assert [arabic.counted(Unit.EMPTY_COLUMN, n, words=True, case="oblique") for n in counts] == [
        "عمود فارغ واحد",
        "عمودين فارغين",
        "ثلاثة أعمدة فارغة",
        "أحد عشر عمودًا فارغًا",
        "اثني عشر عمودًا فارغًا",
    ]
    assert arabic.counted(Unit.FREE_CELL, 12, words=True, case="oblique") == "اثنتي عشرة خلية حرة"
    assert arabic.counted(Unit.CARD, 22, words=True, case="oblique") == "اثنتين وعشرين ورقة"
    assert arabic.counted(Unit.REDEAL, 2, case="oblique") == "إعادتي توزيع"


def test_hindi_counts_before_a_postposition():
    """The oblique plural before के साथ, को, में (2 सेलों के साथ, 4 पत्तों को), and one card's
    oblique singular (1 पत्ते को); zero in the oblique is a count in the plural."""
    hindi = Describer("hi")
    assert [hindi.counted(Unit.FREE_CELL, n) for n in (0, 1, 2)] == ["कोई सेल नहीं", "1 सेल", "2 सेल"]
    assert [hindi.counted(Unit.FREE_CELL, n, case="oblique") for n in (0, 1, 2)] == [
        "0 सेलों",
        "1 सेल",
        "2 सेलों",
    ]
    assert [hindi.counted(Unit.CARD, n) for n in (0, 1, 2)] == ["कोई पत्ता नहीं", "1 पत्ता", "2 पत्ते"]
    assert [hindi.counted(Unit.CARD, n, case="oblique") for n in (0, 1, 2)] == [
        "0 पत्तों",
        "1 पत्ते",
        "2 पत्तों",
    ]
    assert hindi.counted(Unit.CARD, 4, words=True, case="oblique") == "चार पत्तों"
    assert hindi.counted_list(Unit.CARD, (7, 6), case="oblique") == "7, 6 पत्तों"


def test_languages_without_case_write_the_oblique_as_the_direct_count():
    """Thai, French, Spanish and English nouns do not change after a preposition; a Tamil
    case ending joins the noun, which a role cannot do, so Tamil writes the count as it is."""
    for lang in ("en", "fr", "es", "th", "ta"):
        describer = Describer(lang)
        for unit in Unit:
            if not unit.has_oblique:
                continue
            for n in (1, 2, 5, 12):
                assert describer.counted(unit, n, case="oblique") == describer.counted(unit, n), (
                    lang,
                    unit,
                    n,
                )


def test_a_phrase_with_its_own_case_has_no_oblique():
    with pytest.raises(ValueError, match="carries its own case"):
        Describer("ar").counted(Unit.ONTO_FOUNDATIONS, 8, case="oblique")


def test_a_translation_may_ask_for_a_case_the_source_does_not():
    """The check compares roles without the case: a translator asks for the form the sentence
    needs; any other change of the target is still another fact."""
    from generator.check.facts import check_roles
    from generator.check.texts import Locale, Text

    source = "The game played with {value}`fc start cells free-cells`."
    for target, problems in (
        ("لُعبت ب{value}`fc start cells free-cells:oblique`.", 0),
        ("{value}`fc start cells free-cells:oblique` के साथ खेला गया।", 0),
        ("لُعبت ب{value}`fc start cells free-cells:dative`.", 2),
        ("لُعبت ب{value}`fc start cells empty-cells:oblique`.", 2),
    ):
        found = list(check_roles(Text("x.po", "ar", target, source, 1), Locale("ar")))
        assert len(found) == problems, (target, found)
