"""The catalogs are written in GNU gettext's form: msgcat and msgmerge leave every one as it is.

The writer (generator.poformat) is compared with GNU gettext's own output when
its programs are installed (.ci/run installs them): on every catalog of the
site, on strings chosen to reach each wrapping rule (format directives,
escapes, combining signs, Thai without spaces, a word longer than a line),
and on a catalog a GNU tool saved, which the project's refresh must leave
as it is.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from generator import cli
from generator.poformat import Entry, entries_text, formatted, project_catalogs, wrap
from generator.refresh import refresh

REPO = Path(__file__).resolve().parent.parent
CATALOGS = project_catalogs(REPO)
GENERATOR_TEMPLATE = REPO / "generator" / "locales" / "generator.pot"

gettext_tools = pytest.mark.skipif(
    shutil.which("msgcat") is None or shutil.which("msgmerge") is None,
    reason="GNU gettext is not installed (apt-get install gettext; .ci/run installs it)",
)


def _shown(path: Path) -> str:
    return str(path.relative_to(REPO))


def _gnu(*command: str | Path) -> str:
    done = subprocess.run([str(part) for part in command], capture_output=True, check=True)
    return done.stdout.decode("utf-8")


def test_the_site_has_its_catalogs():
    shown = {_shown(path) for path in CATALOGS}
    assert "locales/fr/LC_MESSAGES/freecell.po" in shown
    assert "generator/locales/generator.pot" in shown
    assert len(shown) >= 50


@pytest.mark.parametrize("path", CATALOGS, ids=_shown)
def test_every_catalog_is_in_the_form_the_project_writes(path):
    """Each catalog is byte for byte what the writer makes of it: a refresh or a
    format-catalogs run that changes no message rewrites no line."""
    assert path.read_text(encoding="utf-8") == formatted(path)


@gettext_tools
@pytest.mark.parametrize("path", CATALOGS, ids=_shown)
def test_msgcat_leaves_every_catalog_unchanged(path):
    assert _gnu("msgcat", path) == path.read_text(encoding="utf-8")


@gettext_tools
@pytest.mark.parametrize(
    "path", sorted((REPO / "generator" / "locales").glob("*/LC_MESSAGES/*.po")), ids=_shown
)
def test_msgmerge_with_the_template_leaves_the_generator_catalogs_unchanged(path, tmp_path):
    out = tmp_path / "merged.po"
    _gnu("msgmerge", "--quiet", "--previous", "-o", out, path, GENERATOR_TEMPLATE)
    assert out.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


TRICKY = [
    # a long English sentence, and one whose words end with an infix separator
    "The first move from one foundation to another, {move}`crescent-example first:from-foundation`. "
    "A card may pass to the other foundation of its suit when it is that foundation's next card.",
    # python-format directives are never cut, escapes neither
    "%(redeal)s: in every pile of two or more cards the bottom card goes on top; %(left)s and %(n)s",
    'He said "stop" and wrote \\ twice, then a tab\there and a newline at the end, just before it\n',
    # several portions: one line per \n
    "First line\nSecond line that is long enough to be wrapped by itself when it goes past the width\n",
    # Devanagari and Tamil vowel signs take no column; Thai breaks only at spaces
    "**लक्ष्य:** सभी {number}`freecell.CARD_COUNT` पत्ते {number}`freecell.FOUNDATION_COUNT` "
    "फ़ाउंडेशनों पर पहुँचाना, हर सूट की एक फ़ाउंडेशन, हर एक इक्के से बादशाह तक चढ़ती हुई।",
    "எதிர் நிறமாக இருக்க வேண்டும்: கருப்பின் மேல் சிவப்பு, சிவப்பின் மேல் கருப்பு",
    "เกมในหน้านี้เล่นจนจบและชนะแล้ว ระหว่างสร้างเว็บไซต์ แต่ละเกมจะถูกเล่นซ้ำทีละตาตามกติกาของแอป "
    "ภาพทุกภาพด้านล่างวาดจากสถานะที่ได้จากการเล่นซ้ำ",
    # French spaces that do not break, Arabic with isolates
    "coup refusé : %(cards)s, %(source)s %(target)s ; l’application dit « %(message)s » et rien d’autre",
    "الصيغة \u20666(p − 1)\u2069 تعطي عدد الأوراق في الأكوام بعد كل إعادة توزيع، ولا يتغير شيء آخر في اللعبة",
    # a line may break after "." before a letter, never inside a directive of the message's flag
    "y" * 60 + "; %(pile.top)s; {pile.top}; and more words after them",
    # a word longer than a line stays whole
    "see " + "x" * 90 + " and then more words after it to wrap",
]


@gettext_tools
@pytest.mark.parametrize("flags", [(), ("python-format",), ("python-brace-format",)])
def test_wrapping_is_gettexts(flags, tmp_path):
    entries = [Entry(msgid="", msgstr=("Content-Type: text/plain; charset=UTF-8\n",))]
    entries += [
        Entry(msgid=text, msgstr=(text,), msgctxt="context", flags=flags, previous_msgid=text[5:])
        for text in TRICKY
    ]
    entries += [Entry(msgid="an old " + TRICKY[0], msgstr=(TRICKY[0],), obsolete=True)]
    path = tmp_path / "tricky.po"
    ours = entries_text(entries)
    path.write_text(ours, encoding="utf-8")
    assert _gnu("msgcat", path) == ours


def test_a_string_that_wraps_starts_empty_and_no_line_passes_the_width():
    lines = wrap("msgid", TRICKY[0])
    assert lines[0] == 'msgid ""'
    assert all(len(line) <= 79 for line in lines)
    assert "".join(line.strip('"') for line in lines[1:]) == TRICKY[0]


@pytest.mark.parametrize(
    ("flag", "directive"),
    [("python-format", "%(pile.top)s"), ("python-brace-format", "{pile.top}")],
)
def test_a_format_directive_is_never_cut(flag, directive):
    """After "." a line may break (Unicode's class IS before a letter), but not in a directive."""
    texts = ["y" * length + f"; {directive}; and more" for length in range(55, 80)]
    assert not all(any(directive in line for line in wrap("msgid", text)) for text in texts)
    for text in texts:
        lines = wrap("msgid", text, flags=(flag,))
        assert any(directive in line for line in lines), lines


@gettext_tools
def test_a_refresh_after_a_gnu_tool_saved_a_catalog_rewrites_nothing(tmp_path):
    """msgcat saves the French catalog (as Poedit or msgattrib would); the refresh from the
    same template then changes no byte, and a changed message changes only its own lines."""
    templates = tmp_path / "templates"
    templates.mkdir()
    shutil.copy(GENERATOR_TEMPLATE, templates / "generator.pot")
    locales = tmp_path / "locales"
    target = locales / "fr" / "LC_MESSAGES" / "generator.po"
    target.parent.mkdir(parents=True)
    source = REPO / "generator" / "locales" / "fr" / "LC_MESSAGES" / "generator.po"
    target.write_text(_gnu("msgcat", source), encoding="utf-8")
    before = target.read_bytes()
    (change,) = refresh(templates, locales, ("fr",))
    assert not change.written
    assert target.read_bytes() == before

    text = (templates / "generator.pot").read_text(encoding="utf-8")
    (templates / "generator.pot").write_text(
        text.replace(
            'msgid "the foundation base is locked"', 'msgid "the foundation\'s base is locked"'
        ),
        encoding="utf-8",
    )
    (change,) = refresh(templates, locales, ("fr",))
    assert change.written and change.fuzzy == 1
    after = target.read_text(encoding="utf-8").splitlines()
    changed = set(after) ^ set(before.decode("utf-8").splitlines())
    # a translation changed (one message is now fuzzy): the revision date becomes the template's
    (created,) = re.findall(r'"POT-Creation-Date: ([^"]*)\\n"', text)
    revised = {line for line in before.decode("utf-8").splitlines() if "PO-Revision-Date" in line}
    revised ^= {f'"PO-Revision-Date: {created}\\n"'}
    assert changed == {
        "#, fuzzy",
        '#| msgid "the foundation base is locked"',
        'msgid "the foundation\'s base is locked"',
        'msgid "the foundation base is locked"',
        *revised,
    }


def test_format_catalogs_rewrites_a_babel_catalog_and_then_nothing(tmp_path, capsys):
    path = tmp_path / "fr.po"
    source = REPO / "generator" / "locales" / "fr" / "LC_MESSAGES" / "generator.po"
    text = source.read_text(encoding="utf-8")
    path.write_text(text.replace('"Language: fr\\n"\n', "") + "\n", encoding="utf-8")
    assert cli.main(["format-catalogs", str(path)]) == 0
    assert "1 rewritten" in capsys.readouterr().out
    assert cli.main(["format-catalogs", str(path)]) == 0
    assert "0 rewritten" in capsys.readouterr().out


def test_format_catalogs_names_a_bad_catalog_and_changes_nothing(tmp_path, capsys):
    good = tmp_path / "good.po"
    good.write_text('msgid "a"\nmsgstr "b"\n\n', encoding="utf-8")
    bad = tmp_path / "bad.po"
    bad.write_text('msgid "a"\nmsgstr "\\q"\n', encoding="utf-8")
    assert cli.main(["format-catalogs", str(good), str(bad)]) == 1
    assert f"{bad}:2: bad escape" in capsys.readouterr().err
    assert good.read_text(encoding="utf-8") == 'msgid "a"\nmsgstr "b"\n\n'
