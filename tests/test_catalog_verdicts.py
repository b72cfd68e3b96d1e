"""One catalog, one verdict: the build, the generator (describe/render) and check read a catalog
with the same reader (generator.catalogs) and agree on every message and every bad line.

The tricky catalog: a fuzzy phrase, a plural phrase with one form left empty, an untranslated
phrase with a context, an obsolete (#~) message; and, each on its own, a Plural-Forms header
gettext cannot evaluate and a bad escape, which every reader refuses at the same line.
"""

from __future__ import annotations

import gettext
import io
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import cli
from generator.catalogs import CatalogError, Status, compile_mo, parse_catalog, read_catalog
from generator.check import check
from generator.compiled import CompileError, compile_catalogs
from generator.i18n import LOCALE_DIR, MissingCatalogError, MissingPhraseError, catalog_path, load
from generator.refresh import RefreshError, refresh

REPO = Path(__file__).resolve().parent.parent
FR = catalog_path("fr")

FUZZY = ("refusal", "no redeals")
EMPTY_FORM = ("quantity", "%(n)s card")
UNTRANSLATED = ("refusal", "the foundation base is locked")


def _entry_at(text: str, context: str, msgid: str) -> int:
    """The offset of the entry of ``msgid`` in ``context`` (its msgctxt line)."""
    at = text.index(f'msgctxt "{context}"\nmsgid "{msgid}"\n')
    return at


def _tricky(text: str) -> str:
    at = _entry_at(text, *FUZZY)
    text = text[:at] + "#, fuzzy\n" + text[at:]
    at = _entry_at(text, *EMPTY_FORM)
    end = text.index("\n\n", at)
    entry = re.sub(r'(msgstr\[1\] )".*"', r'\1""', text[at:end])
    text = text[:at] + entry + text[end:]
    at = _entry_at(text, *UNTRANSLATED)
    end = text.index("\n\n", at)
    entry = re.sub(r'(msgstr )".*"', r'\1""', text[at:end])
    text = text[:at] + entry + text[end:]
    return text + '\n#~ msgctxt "refusal"\n#~ msgid "an old refusal"\n#~ msgstr "un vieux refus"\n'


@pytest.fixture
def tricky(tmp_path: Path) -> Path:
    """The generator's catalogs, with French made tricky."""
    root = tmp_path / "generator-locales"
    shutil.copytree(LOCALE_DIR, root)
    path = catalog_path("fr", root)
    path.write_text(_tricky(FR.read_text(encoding="utf-8")), encoding="utf-8")
    return root


def _line(path: Path, context: str, msgid: str, keyword: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(
        n
        for n in range(len(lines) - 1)
        if lines[n : n + 2] == [f'msgctxt "{context}"', f'msgid "{msgid}"']
    )
    return next(n for n in range(start, len(lines)) if lines[n].startswith(keyword)) + 1


def test_the_reader_gives_each_message_its_status(tricky: Path) -> None:
    catalog = read_catalog(catalog_path("fr", tricky))

    def status(context: str, msgid: str) -> Status:
        message = catalog.get(msgid, context)
        assert message is not None, msgid
        return message.status

    assert status(*FUZZY) is Status.FUZZY
    assert status(*EMPTY_FORM) is Status.PARTLY_TRANSLATED
    assert status(*UNTRANSLATED) is Status.UNTRANSLATED
    assert [(m.msgid, m.status) for m in catalog.obsolete] == [("an old refusal", Status.OBSOLETE)]
    assert catalog.get("an old refusal", "refusal") is None  # never a message of the catalog
    others = [m for m in catalog.messages if m.key not in {FUZZY, EMPTY_FORM, UNTRANSLATED}]
    assert others and all(m.translated for m in others)


def test_generator_build_and_check_agree_on_every_message(tricky: Path) -> None:
    path = catalog_path("fr", tricky)
    expected = {
        (_line(path, *FUZZY, "msgstr"), Status.FUZZY),
        (_line(path, *EMPTY_FORM, "msgstr[1]"), Status.PARTLY_TRANSLATED),
        (_line(path, *UNTRANSLATED, "msgstr"), Status.UNTRANSLATED),
    }
    # check (an empty plural form is its catalog-plural problem, docs/checks.md)
    verdicts = {
        "fuzzy": Status.FUZZY,
        "untranslated": Status.UNTRANSLATED,
        "catalog-plural": Status.PARTLY_TRANSLATED,
    }
    found = {
        (p.line, verdicts[p.check])
        for p in check(REPO, languages=["fr"], generator_locales=tricky)
        if p.file.endswith("fr/LC_MESSAGES/generator.po") and p.check in verdicts
    }
    assert found == expected
    # the generator: describe and render load the catalog through generator.i18n
    with pytest.raises(MissingPhraseError) as refused:
        load("fr", tricky)
    assert str(refused.value).startswith(f"{path}:")
    from generator.i18n import check_catalog

    def verdict(reason: str) -> Status:
        if reason.startswith("fuzzy"):
            return Status.FUZZY
        return Status.PARTLY_TRANSLATED if "msgstr[1] empty" in reason else Status.UNTRANSLATED

    reported = {(p.lineno, verdict(p.reason)) for p in check_catalog("fr", tricky)}
    assert reported == expected
    # the build's compiled catalog holds exactly the translated messages: gettext finds no
    # fuzzy, empty-form, untranslated or obsolete message (never English in an empty form)
    compiled = gettext.GNUTranslations(io.BytesIO(compile_mo(read_catalog(path))))
    compiled.add_fallback(_NotFound())
    catalog = read_catalog(path)
    for message in [*catalog.messages, *catalog.obsolete]:
        context, plural = message.msgctxt, message.msgid_plural
        if plural is not None:
            said = (
                compiled.ngettext(message.msgid, plural, 1)
                if context is None
                else compiled.npgettext(context, message.msgid, plural, 1)
            )
        else:
            said = (
                compiled.gettext(message.msgid)
                if context is None
                else compiled.pgettext(context, message.msgid)
            )
        held = said is not NOT_FOUND
        assert held == message.translated, message.msgid


NOT_FOUND = "not found"


class _NotFound(gettext.NullTranslations):
    """What a compiled catalog falls back to: a mark instead of the English."""

    def gettext(self, message: str) -> str:
        return NOT_FOUND

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return NOT_FOUND

    def pgettext(self, context: str, message: str) -> str:
        return NOT_FOUND

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return NOT_FOUND


def test_the_sphinx_build_and_check_agree_on_a_pages_catalog(
    tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tiny
    po = root / "locales" / "fr" / "LC_MESSAGES" / "index.po"
    text = po.read_text(encoding="utf-8")
    text = text.replace('msgid "Tiny site"', '#, fuzzy\nmsgid "Tiny site"')
    text = text.replace('msgstr "Le deuxième coup."', 'msgstr ""')
    po.write_text(text + '\n#~ msgid "Gone"\n#~ msgstr "Parti"\n', encoding="utf-8")
    lines = po.read_text(encoding="utf-8").splitlines()
    fuzzy_line = lines.index('msgstr "Petit site"') + 1
    empty_line = lines.index('msgid "The second move."') + 2
    assert cli.main(["build", "--root", str(root), "-j", "1", "-l", "fr", "--strict"]) == 1
    err = capsys.readouterr().err
    said = set(
        re.findall(r"no fr translation of '[^']*': (fuzzy|untranslated) at \S*index\.po:(\d+)", err)
    )
    assert {(kind, int(line)) for kind, line in said} == {
        ("fuzzy", fuzzy_line),
        ("untranslated", empty_line),
    }, err
    found = {
        (p.check, p.line)
        for p in check(root, languages=["fr"], games=False, source_pages=False)
        if p.file.endswith("index.po") and p.check in ("fuzzy", "untranslated")
    }
    assert found == {("fuzzy", fuzzy_line), ("untranslated", empty_line)}


BAD: dict[str, tuple[Callable[[str], str], str, str]] = {
    "plural-forms": (
        lambda text: text.replace("Plural-Forms: nplurals=3;", "Plural-Forms: nplurals=x;", 1),
        "Plural-Forms:",
        "bad Plural-Forms",
    ),
    "plural-expression": (
        lambda text: re.sub(
            r"(Plural-Forms: nplurals=3; plural=)[^;]*;", r"\1(n > 1 ? 3 : 0);", text, count=1
        ),
        "Plural-Forms:",
        "plural= chooses form 3, but nplurals=3",
    ),
    "escape": (
        lambda text: text.replace(
            'msgstr "plus de redistribution"', 'msgstr "plus de \\q redistribution"', 1
        ),
        "plus de \\q",
        "bad escape '\\q'",
    ),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_catalog_is_refused_at_the_same_line_by_every_reader(
    tmp_path: Path, name: str
) -> None:
    change, marker, reason = BAD[name]
    text = FR.read_text(encoding="utf-8")
    bad = change(text)
    assert bad != text
    line = next(n for n, row in enumerate(bad.splitlines(), 1) if marker in row)
    # the reader
    with pytest.raises(CatalogError) as read:
        parse_catalog(bad, "fr.po")
    assert (read.value.line, reason in read.value.reason) == (line, True), read.value
    # the generator (describe, render)
    root = tmp_path / "generator-locales"
    shutil.copytree(LOCALE_DIR, root)
    path = catalog_path("fr", root)
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(MissingCatalogError) as loaded:
        load("fr", root)
    assert str(loaded.value).startswith(f"{path}:{line}: unreadable catalog: ") and reason in str(
        loaded.value
    )
    # check
    [problem] = [
        p
        for p in check(
            REPO, languages=["fr"], generator_locales=root, games=False, source_pages=False
        )
        if p.check == "po-syntax"
    ]
    assert (problem.line, reason in problem.message) == (line, True), problem
    # the build compiles the pages' catalogs with the same reader, and refreshes them with it
    locales = tmp_path / "locales"
    (locales / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (locales / "fr" / "LC_MESSAGES" / "page.po").write_text(bad, encoding="utf-8")
    with pytest.raises(CompileError) as compiled:
        compile_catalogs(locales, tmp_path / "build", ("fr",))
    [said] = compiled.value.problems
    assert (
        said.startswith(f"{locales / 'fr' / 'LC_MESSAGES' / 'page.po'}:{line}: ") and reason in said
    )
    pot = tmp_path / "pot"
    pot.mkdir()
    (pot / "page.pot").write_text('msgid ""\nmsgstr ""\n\nmsgid "a"\nmsgstr ""\n', encoding="utf-8")
    with pytest.raises(RefreshError) as refreshed:
        refresh(pot, locales, ("fr",))
    assert refreshed.value.problems == [said]
