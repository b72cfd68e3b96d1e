"""The generator's catalogs: complete, strict, extracted from the code."""

from __future__ import annotations

import gettext
import re
import shutil
import unicodedata
from pathlib import Path

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

from generator.crescent import engine as crescent
from generator.describe import Describer
from generator.i18n import (
    GENDER_CONTEXT,
    LOCALE_DIR,
    MissingCatalogError,
    MissingPhraseError,
    StrictTranslations,
    available_locales,
    catalog_path,
    check_catalog,
    compile_catalog,
    load,
)
from generator.phrases import write_template
from generator.poformat import formatted

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ("ar", "en", "es", "fr", "hi", "ta", "th")
SCRIPTS = {
    "hi": r"[\u0900-\u097f]",
    "th": r"[\u0e00-\u0e7f]",
    "ar": r"[\u0600-\u06ff]",
    "ta": r"[\u0b80-\u0bff]",
}


def _keys(catalog) -> set:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


def _read(path: Path):
    with path.open("rb") as handle:
        return read_po(handle)


def test_template_is_what_the_code_asks_for(tmp_path):
    """Re-extract as documented (``python -m generator phrases --template``: Babel's extraction,
    with an English example in each message's comments) and compare with generator.pot."""
    output = write_template(ROOT, tmp_path / "generator.pot")
    fresh, committed = _keys(_read(output)), _keys(_read(LOCALE_DIR / "generator.pot"))
    assert fresh, "extraction found no phrase: is babel.cfg still right?"
    assert fresh - committed == set(), (
        "phrases in the code but not in generator/locales/generator.pot: re-extract"
    )
    assert committed - fresh == set(), (
        "phrases in generator/locales/generator.pot that the code no longer uses"
    )
    # and the same file in gettext's form, translator comments and order included
    # (the header holds dates: skip it)
    assert _body(formatted(output)) == _body(formatted(LOCALE_DIR / "generator.pot")), (
        "re-extract generator/locales/generator.pot: python -m generator phrases --template"
    )


def _body(text: str) -> str:
    return text[text.index("\n\n", text.index('msgid ""')) :]


def test_available_locales():
    assert available_locales() == LOCALES
    assert Describer.locales() == LOCALES


@pytest.mark.parametrize("lang", LOCALES)
def test_catalog_is_complete_and_clean(lang):
    assert [str(problem) for problem in check_catalog(lang)] == []
    catalog = _read(catalog_path(lang))
    assert catalog.plural_forms == str(get_plural(lang))  # CLDR's rule, through Babel
    assert _keys(catalog) == _keys(_read(LOCALE_DIR / "generator.pot"))


@pytest.mark.parametrize("lang", LOCALES)
def test_phrases_are_nfc(lang):
    # Devanagari nukta letters (फ़, ड़) must be stored one way only, or equal-looking phrases differ
    for message in _read(catalog_path(lang)):
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        for text in strings:
            assert unicodedata.normalize("NFC", text) == text, message.id


@pytest.mark.parametrize("lang", sorted(SCRIPTS))
def test_no_english_left_in_other_scripts(lang):
    """Every phrase with words is written in the locale's script (an untranslated copy
    of the English would pass the emptiness check but not this one).  A noun's gender is a
    keyword for the spellout rules, not words for readers; a FreeCell cell's letter may stay the
    notation's (a to d) where the script has no letters of its own for it."""
    script = re.compile(SCRIPTS[lang])
    for message in _read(catalog_path(lang)):
        if not message.id or message.context in (GENDER_CONTEXT, "cell letter"):
            continue
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        for text in strings:
            words = re.sub(r"%\(\w+\)s", "", text)
            if re.search(r"[^\W\d_]", words):
                assert script.search(words), f"{lang}: {message.id!r} -> {text!r}"


def test_french_punctuation_spacing():
    # French typography: a no-break space before ':' and a narrow one before ';', never a plain space
    for message in _read(catalog_path("fr")):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        for text in strings:
            assert not re.search(r"[^\u00a0]:|[^\u202f];", text.replace("%(", "")), text


def _temp_locales(tmp_path: Path, langs=("fr",), template=True) -> Path:
    root = tmp_path / "locales"
    for lang in langs:
        target = catalog_path(lang, root)
        target.parent.mkdir(parents=True)
        shutil.copy(catalog_path(lang), target)
    if template:
        shutil.copy(LOCALE_DIR / "generator.pot", root / "generator.pot")
    return root


def _edit(path: Path, change) -> None:
    catalog = _read(path)
    change(catalog)
    with path.open("wb") as handle:
        write_po(handle, catalog)


def test_missing_catalog_is_an_error(tmp_path):
    root = _temp_locales(tmp_path, langs=("fr",))
    with pytest.raises(MissingCatalogError) as error:
        Describer("hi", locale_dir=root)
    assert "'hi'" in str(error.value) and str(catalog_path("hi", root)) in str(error.value)
    assert error.value.locale == "hi"
    assert isinstance(error.value, ValueError)
    with pytest.raises(MissingCatalogError, match="unknown locale 'xx'"):
        Describer("xx", locale_dir=root)
    with pytest.raises(MissingCatalogError, match="unknown locale"):
        Describer("../fr", locale_dir=root)


def test_missing_phrase_is_an_error_when_loading(tmp_path):
    root = _temp_locales(tmp_path)
    _edit(
        catalog_path("fr", root), lambda catalog: catalog.delete("must be the same suit", "refusal")
    )
    with pytest.raises(MissingPhraseError) as error:
        Describer("fr", locale_dir=root)
    message = str(error.value)
    assert "missing phrase 'must be the same suit'" in message and "'fr'" in message
    assert str(catalog_path("fr", root)) in message
    assert error.value.msgid == "must be the same suit" and error.value.context == "refusal"
    assert isinstance(error.value, MissingCatalogError)


def test_missing_phrase_is_an_error_when_used(tmp_path):
    """Without a template to check against, the phrase fails where it is asked for: no English."""
    root = _temp_locales(tmp_path, template=False)
    _edit(
        catalog_path("fr", root), lambda catalog: catalog.delete("must be the same suit", "refusal")
    )
    words = Describer("fr", locale_dir=root)
    assert words.refusal_message(crescent.Refusal.PILE_FULL).startswith("cette pile est pleine")
    with pytest.raises(
        MissingPhraseError, match=r"no phrase 'must be the same suit'.*'fr'"
    ) as error:
        words.refusal_message(crescent.Refusal.NOT_SAME_SUIT)
    assert error.value.path == catalog_path("fr", root)
    for call in (
        lambda: words.gettext("never written"),
        lambda: words.ngettext("never written", "never written either", 2),
        lambda: words.npgettext("quantity", "never written", "never written either", 1),
    ):
        with pytest.raises(MissingPhraseError):
            call()


def _set_string(msgid, context, value):
    def change(catalog):
        catalog.get(msgid, context).string = value

    return change


def _line_of(path: Path, text: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, 1) if line == f'msgid "{text}"')


def test_untranslated_phrase_is_an_error(tmp_path):
    root = _temp_locales(tmp_path)
    path = catalog_path("fr", root)
    _edit(path, _set_string("the foundation base is locked", "refusal", ""))
    with pytest.raises(
        MissingPhraseError, match="untranslated phrase 'the foundation base is locked'"
    ) as error:
        load("fr", root)
    # located as file:line: the line to edit, its msgstr (as check reports it)
    assert str(error.value).startswith(f"{path}:{error.value.lineno}: ")
    assert error.value.lineno == _line_of(path, "the foundation base is locked") + 1


def test_fuzzy_phrase_is_an_error(tmp_path):
    root = _temp_locales(tmp_path)

    def fuzzy(catalog):
        catalog.get("no redeals", "refusal").flags.add("fuzzy")

    _edit(catalog_path("fr", root), fuzzy)
    with pytest.raises(MissingPhraseError, match="fuzzy phrase 'no redeals'"):
        Describer("fr", locale_dir=root)


def test_wrong_placeholders_are_an_error(tmp_path):
    root = _temp_locales(tmp_path)
    _edit(catalog_path("fr", root), _set_string("pile %(number)s", "place", "pile"))
    with pytest.raises(MissingPhraseError, match="placeholders"):
        Describer("fr", locale_dir=root)


def test_wrong_plural_count_is_an_error(tmp_path):
    root = _temp_locales(tmp_path)
    path = catalog_path("fr", root)
    text = path.read_text(encoding="utf-8")
    fourth = 'msgstr[2] "%(n)s cartes"\nmsgstr[3] "%(n)s cartes"\n'
    path.write_text(text.replace('msgstr[2] "%(n)s cartes"\n', fourth, 1), encoding="utf-8")
    line = _line_of(path, "%(n)s card") + 5  # the extra form's own line
    with pytest.raises(
        MissingCatalogError,
        match=rf"{path}:{line}: unreadable catalog: msgstr\[3\] of '%\(n\)s card': "
        r"the Plural-Forms header \(line \d+\) says nplurals=3",
    ):
        Describer("fr", locale_dir=root)
    path.write_text(text, encoding="utf-8")
    # a missing form is read as an empty one: untranslated
    _edit(
        catalog_path("fr", root),
        _set_string(("%(n)s card", "%(n)s cards"), "quantity", ("%(n)s carte",)),
    )
    with pytest.raises(MissingPhraseError, match="untranslated phrase '%\\(n\\)s card'"):
        Describer("fr", locale_dir=root)


def test_all_problems_are_reported(tmp_path):
    root = _temp_locales(tmp_path)

    def break_two(catalog):
        catalog.get("no redeals", "refusal").string = ""
        catalog.delete("must be the same suit", "refusal")

    _edit(catalog_path("fr", root), break_two)
    problems = check_catalog("fr", root)
    assert len(problems) == 2
    with pytest.raises(MissingPhraseError, match=r"\(and 1 more problems\)"):
        load("fr", root)


def test_a_strict_catalog_takes_no_fallback():
    translations = load("th")
    assert isinstance(translations, StrictTranslations)
    with pytest.raises(TypeError):
        translations.add_fallback(gettext.NullTranslations())


def test_catalog_is_reloaded_when_the_file_changes(tmp_path):
    root = _temp_locales(tmp_path)
    assert (
        Describer("fr", locale_dir=root).refusal_message(crescent.Refusal.NO_REDEALS_LEFT)
        == "plus de redistribution"
    )
    _edit(catalog_path("fr", root), _set_string("no redeals", "refusal", "aucune redistribution"))
    assert (
        Describer("fr", locale_dir=root).refusal_message(crescent.Refusal.NO_REDEALS_LEFT)
        == "aucune redistribution"
    )


def test_compile_catalog_writes_a_mo_that_gettext_reads(tmp_path):
    output = compile_catalog("hi", tmp_path / "hi" / "LC_MESSAGES" / "generator.mo")
    with output.open("rb") as handle:
        translations = gettext.GNUTranslations(handle)
    assert translations.pgettext("refusal", "no redeals") == "कोई रीडील नहीं"
    assert translations.npgettext("quantity", "%(n)s card", "%(n)s cards", 1) == "%(n)s पत्ता"


# -- the forms of a name (see generator.describe): one phrase per form, checked like any phrase --


def _msgstr_line(path: Path, context: str, msgid: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    for n, line in enumerate(lines, 1):
        if line == f'msgctxt "{context}"' and lines[n] == f'msgid "{msgid}"':
            return n + 2
    raise AssertionError(f"no {context!r} {msgid!r} in {path}")


def test_a_missing_form_of_a_card_is_located_beside_its_siblings(tmp_path):
    """A Tamil catalog without the "onto" phrase of the king on a pile: the error names the
    phrase and its context, at the line of the phrase before it in the template."""
    root = _temp_locales(tmp_path, langs=("ta",))
    path = catalog_path("ta", root)
    target = "onto the king of %(suit)s on pile %(number)s"
    _edit(path, lambda catalog: catalog.delete(target, "move target"))
    before = "onto the queen of %(suit)s on pile %(number)s"
    line = _msgstr_line(path, "move target", before) - 2  # the entry's first line
    problems = [p for p in check_catalog("ta", root) if p.msgid == target]
    assert [str(p) for p in problems] == [
        f"{path}:{line}: missing phrase {target!r} (context 'move target') in locale 'ta', "
        f"after {before!r} (context 'move target') (it is in generator.pot; run pybabel update)"
    ]
    with pytest.raises(MissingPhraseError, match=rf"{path}:{line}: missing phrase"):
        Describer("ta", locale_dir=root)


@pytest.mark.parametrize("bad", ["%(suit)s ராஜா முதல் ", " %(suit)s ராஜா முதல்", "%(suit)s  ராஜா முதல்"])
def test_a_malformed_form_is_an_error_at_its_line(tmp_path, bad):
    """A form pasted into a sentence with a stray space would leave a gap in every line it enters."""
    root = _temp_locales(tmp_path, langs=("ta",))
    path = catalog_path("ta", root)
    _edit(path, _set_string("the king of %(suit)s", "card, first of a run", bad))
    line = _msgstr_line(path, "card, first of a run", "the king of %(suit)s")
    assert [str(p) for p in check_catalog("ta", root)] == [
        f"{path}:{line}: phrase 'the king of %(suit)s' (context 'card, first of a run') in "
        f"locale 'ta': a space at the start or the end, two spaces or a line break in {bad!r}"
    ]


def test_a_form_without_its_placeholder_is_an_error_at_its_line(tmp_path):
    root = _temp_locales(tmp_path, langs=("hi",))
    path = catalog_path("hi", root)
    msgid = "onto the queen of %(suit)s on pile %(number)s"
    _edit(path, _set_string(msgid, "move target", "पाइल की %(suit)s की बेगम पर"))
    line = _msgstr_line(path, "move target", msgid)
    problems = [str(p) for p in check_catalog("hi", root)]
    assert problems == [
        f"{path}:{line}: phrase {msgid!r} (context 'move target') in locale 'hi': placeholders "
        "['suit'] in the translation, ['number', 'suit'] in the original"
    ]


def test_plural_forms_must_be_cldrs_rule(tmp_path):
    """Arabic's six categories come from CLDR (Babel); a hand-made rule that puts 100 with
    the 3-10 plural ("100 أوراق") is refused at the header."""
    root = _temp_locales(tmp_path, langs=("ar",))
    path = catalog_path("ar", root)
    text = path.read_text(encoding="utf-8")
    right = str(get_plural("ar"))
    wrong = right.replace("n % 100 >= 3 && n % 100 <= 10", "n >= 3 && n <= 10")
    assert wrong != right
    # the header line is wrapped in the file: write it whole, with the wrong rule
    written = re.sub(
        r'"Plural-Forms: .*?\\n"\n', lambda _: f'"Plural-Forms: {wrong}\\n"\n', text, flags=re.S
    )
    assert written != text
    path.write_text(written, encoding="utf-8")
    problems = [str(p) for p in check_catalog("ar", root)]
    header = next(n for n, line in enumerate(text.splitlines(), 1) if line == 'msgid ""')
    assert problems == [
        f"{path}:{header}: the catalog of locale 'ar' says Plural-Forms {wrong!r}; "
        f"CLDR's rule (Babel) is {right!r}"
    ]
