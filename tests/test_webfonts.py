"""The pages' fonts: each Noto family cut to what the site shows, by script, one copy per site."""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path

from fontTools import unicodedata as ucd
from fontTools.ttLib import TTFont

from generator import fonts, site, webfonts

RULE = re.compile(
    r'@font-face \{ font-family: "([^"]+)"; src: url\("([^"]+)"\) format\("woff2"\); '
    r"font-weight: 400 700; font-display: swap; unicode-range: ([^;]+); \}"
)


def parse_range(text: str) -> frozenset[int]:
    points: set[int] = set()
    for run in text.split(", "):
        first, _, last = run.removeprefix("U+").partition("-")
        points.update(range(int(first, 16), int(last or first, 16) + 1))
    return frozenset(points)


def left_to_another_family(char: str) -> bool:
    """Whether the base family leaves ``char`` to another family (:func:`webfonts.draws`): the
    scripts that use it and have a family of their own (SCRIPT_FAMILIES) have another one: a
    Devanagari letter, digit or danda; not a space, a digit 0-9 or a Latin letter."""
    families = {
        fonts.SCRIPT_FAMILIES[script]
        for script in ucd.script_extension(char)
        if script in fonts.SCRIPT_FAMILIES
    }
    return bool(families) and fonts.BASE_FAMILY not in families


def test_the_base_family_leaves_to_another_family_only_what_its_scripts_do_not_use() -> None:
    assert [left_to_another_family(char) for char in "a1 «ह१।"] == [False] * 4 + [True] * 3


def site_fonts(out: Path) -> dict[str, tuple[str, frozenset[int]]]:
    """File name → (CSS family, code points of its unicode-range), from the site's fonts.css."""
    sheet = (out / "_fonts" / "fonts.css").read_text(encoding="utf-8")
    return {file: (family, parse_range(points)) for family, file, points in RULE.findall(sheet)}


def test_a_cut_face_holds_exactly_its_characters_from_regular_to_bold_and_is_reproducible() -> None:
    thai = fonts.family_face("Noto Sans Thai")
    parts = {
        ("Noto Sans Thai", "Latn"): frozenset(map(ord, " 12ab")),
        ("Noto Sans Thai", "Thai"): frozenset(map(ord, "กองไพ่\u0e48")),
    }
    first = webfonts.cut(thai.path, parts)
    assert webfonts.cut(thai.path, parts) == first  # the same bytes, whenever it is cut
    for part, data in first.items():
        assert data[:4] == b"wOF2"
        font = TTFont(io.BytesIO(data))
        assert set(font.getBestCmap()) == parts[part]
        axes = {axis.axisTag: (axis.minValue, axis.maxValue) for axis in font["fvar"].axes}
        assert axes == {"wght": (400, 700)}  # the width pinned at its default, as the pictures
    # the Thai part keeps the tables that place a tone mark over its consonant
    assert "GPOS" in TTFont(io.BytesIO(first[("Noto Sans Thai", "Thai")]))


def test_the_fraction_features_are_kept_only_for_a_fraction_slash() -> None:
    """A browser makes fractions only around U+2044: a face without it needs no fraction glyphs."""
    sans = fonts.family_face("Noto Sans")

    def features(text: str) -> set[str]:
        part = ("Noto Sans", "Latn")
        data = webfonts.cut(sans.path, {part: frozenset(map(ord, text))})[part]
        records = TTFont(io.BytesIO(data))["GSUB"].table.FeatureList.FeatureRecord
        return {record.FeatureTag for record in records}

    assert {"frac", "numr", "dnom"} <= features("1\u20442 ab")
    assert not {"frac", "numr", "dnom"} & features("1/2 ab")


def test_script_parts_put_each_script_in_its_own_face_with_its_common_characters() -> None:
    coverage = fonts.family_face("Noto Sans").coverage
    text = "Pile 12 — पाइल 12।"
    parts = webfonts.script_parts(frozenset(map(ord, text)) & coverage, coverage)
    assert list(parts) == ["Latn", "Deva"]
    assert {chr(point) for point in parts["Latn"]} == set("Pile 12—")
    assert "।" not in {chr(point) for point in parts["Latn"]}  # the danda goes with Devanagari
    assert set("पाइल।\u200d") <= {chr(point) for point in parts["Deva"]}


def test_the_site_ships_one_copy_of_its_fonts_cut_to_what_its_pages_show(
    tiny: Path, tmp_path: Path
) -> None:
    assert all(r.status == 0 for r in site.build_site(tiny, languages=("en", "fr"), jobs=1))
    out = tiny / "build" / "site"
    faces = site_fonts(out)
    assert faces, "no @font-face rule in _fonts/fonts.css"
    for file, (_family, points) in faces.items():
        font = TTFont(out / "_fonts" / file)
        assert set(font.getBestCmap()) == points, file
    # no language carries its own copy; every page links the one at the site's root
    assert not list(out.glob("*/_static/fonts"))
    for page in out.glob("*/*.html"):
        assert '<link rel="stylesheet" href="../_fonts/fonts.css" />' in page.read_text(), page
    # every character a page shows that Noto Sans draws is in a Noto Sans face (è, the quotes)
    shown = set()
    for page in out.glob("*/*.html"):
        shown |= webfonts.page_characters(page.read_text(encoding="utf-8"))
    latin = frozenset().union(
        *(points for family, points in faces.values() if family == fonts.BASE_FAMILY)
    )
    assert {"è", "«"} <= {chr(point) for point in latin}
    drawn = {ord(char) for char in shown if not left_to_another_family(char)}
    assert drawn & fonts.family_face(fonts.BASE_FAMILY).coverage <= latin
    # no Thai on these pages: no Thai letter in any face but the switcher's names (none: en, fr)
    assert not any(0x0E00 <= point < 0x0E80 for _, points in faces.values() for point in points)
    # the same pages from another checkout path: the same fonts, byte for byte
    other = tmp_path / "elsewhere" / "tiny"
    shutil.copytree(tiny, other, ignore=shutil.ignore_patterns("build"))
    assert all(r.status == 0 for r in site.build_site(other, languages=("en", "fr"), jobs=1))
    for name in [*faces, "fonts.css"]:
        again = other / "build" / "site" / "_fonts" / name
        assert again.read_bytes() == (out / "_fonts" / name).read_bytes(), name


def test_the_language_names_come_from_tiny_faces_of_their_own_scripts() -> None:
    names = {"en": "English", "hi": "हिन्दी", "th": "ไทย", "ar": "العربية"}
    grouped = webfonts.names_by_family(names)
    # Hindi as the pages and the pictures draw it: Noto Sans, first in the pages' font stack,
    # covers Devanagari too but leaves it to Noto Sans Devanagari
    assert grouped == {
        "Noto Sans Devanagari": "हिन्दी",
        "Noto Sans Thai": "ไทย",
        "Noto Sans Arabic": "العربية",
    }
    assert webfonts.names_stack(grouped) == (
        '"Noto Sans Devanagari Names", "Noto Sans Thai Names", "Noto Sans Arabic Names", '
        '"Noto Sans", sans-serif'
    )


def test_a_script_with_a_family_of_its_own_is_cut_from_that_family_only(tmp_path: Path) -> None:
    """Noto Sans covers Devanagari, but the pages draw it (as the pictures do) with Noto Sans
    Devanagari: no Noto Sans face holds a Devanagari letter or the danda, Latin stays there."""
    faces = webfonts.site_faces(frozenset("Pile पाइल।"), {}, tmp_path)
    held: dict[str, set[str]] = {}
    for face in faces:
        held.setdefault(face.family, set()).update(map(chr, face.code_points))
    assert set("Pile") <= held[fonts.BASE_FAMILY]
    assert not set("पाइल।") & held[fonts.BASE_FAMILY]
    assert set("पाइल।") <= held["Noto Sans Devanagari"]


def test_every_word_shapes_with_the_cut_faces_without_a_missing_glyph(tmp_path: Path) -> None:
    """HarfBuzz, the browsers' shaper, draws Thai SARA AM (ำ) from NIKHAHIT and SARA AA, and
    Devanagari conjuncts from glyphs no character maps to: each word of these scripts, shaped
    with the face the browser picks for it, gives no missing glyph (.notdef, glyph 0)."""
    import uharfbuzz as hb

    words = ["ไพ่สองสำรับ", "ลำดับ", "เมนูนำทาง", "पत्ते", "क्षत्रिय", "சீட்டுகள்", "العربية"]
    faces = webfonts.site_faces(frozenset("".join(words)), {}, tmp_path)
    for word in words:
        points = {ord(char) for char in word}
        face = next(face for face in faces if points <= face.code_points)
        sfnt = TTFont(io.BytesIO(face.data))
        sfnt.flavor = None  # HarfBuzz reads the font itself, not its WOFF2 wrapping
        plain = io.BytesIO()
        sfnt.save(plain)
        font = hb.Font(hb.Face(plain.getvalue()))
        buffer = hb.Buffer()
        buffer.add_str(word)
        buffer.guess_segment_properties()
        hb.shape(font, buffer)
        assert 0 not in [info.codepoint for info in buffer.glyph_infos], (word, face.file)
