"""Fonts for the position images: which font draws a locale's labels.

Fonts come only from the ``fontpkg-noto-sans*`` PyPI packages (never
from the system), so an image is the same on every machine.  Each
locale gets a chain of families chosen from its script (Babel's likely
subtags: ``hi`` → Devanagari, ``th`` → Thai, ``fr`` → Latin) and its writing
direction (Babel's ``text_direction``).  A label is drawn with the first font
of the chain that has a glyph for every character; a label that no font
covers is an error, never a row of empty boxes.

Text is always shaped by raqm (HarfBuzz + FriBiDi): Devanagari conjuncts and
Thai marks are wrong without it, so :func:`require_raqm` stops with a clear
message where Pillow was built without it.

>>> chain = font_chain("hi")
>>> [face.family for face in chain.faces], chain.direction, chain.language
(['Noto Sans Devanagari', 'Noto Sans'], 'ltr', 'hi')
>>> chain.face_for("पाइल 12").family, chain.face_for("12").family
('Noto Sans Devanagari', 'Noto Sans')
>>> font_chain("th").face_for("กอง 1").family
'Noto Sans Thai'
"""

from __future__ import annotations

import functools
import hashlib
import struct
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import fontpkg
from babel import Locale, UnknownLocaleError
from babel.core import get_global
from PIL import ImageFont, features

#: The family that draws each script.  A locale in another script needs its
#: ``fontpkg-noto-sans-*`` package in pyproject.toml and one line here.
#: Arabic labels are right to left: the direction comes from Babel, raqm
#: shapes and orders the text, and every label is centred on its place, so
#: nothing in the layout depends on the direction (the app's layout is kept).
SCRIPT_FAMILIES: dict[str, str] = {
    "Latn": "Noto Sans",
    "Cyrl": "Noto Sans",
    "Grek": "Noto Sans",
    "Deva": "Noto Sans Devanagari",
    "Thai": "Noto Sans Thai",
    "Arab": "Noto Sans Arabic",
    "Taml": "Noto Sans Tamil",
}
#: Last in every chain: digits, Latin notation (cell letters, card ranks) and
#: punctuation that a script font may lack.
BASE_FAMILY = "Noto Sans"

#: At one pixel size Thai letters stand about as tall as Latin lower case,
#: and Devanagari hangs from a headline near the cap height: both read small
#: next to Latin.  Their labels are drawn this much larger.
SIZE_FACTORS: dict[str, float] = {
    "Noto Sans Thai": 1.2,
    "Noto Sans Devanagari": 1.1,
}

REGULAR = 400
BOLD = 700

_LATIN_END = 0x0250
"""Basic Latin to Latin Extended-B: text the base family draws in every locale."""

#: Characters that shape text but need no glyph of their own.
_INVISIBLE = frozenset("\u200c\u200d\u200e\u200f\u2060\ufeff\n")


class FontError(RuntimeError):
    """The fonts cannot draw the text correctly; nothing is drawn."""


class RaqmUnavailableError(FontError):
    """Pillow was built without raqm, so complex scripts cannot be shaped."""


def require_raqm() -> None:
    """Stop unless Pillow shapes text with raqm (HarfBuzz + FriBiDi).

    Without raqm Pillow would lay Devanagari and Thai out one code point at a
    time: broken conjuncts and misplaced vowel marks that look plausible to
    someone who cannot read the script.  Better no image than a wrong one.
    """
    if not features.check_feature("raqm"):
        raise RaqmUnavailableError(
            "Pillow's raqm text layout is not available, so Devanagari and Thai labels "
            "cannot be shaped correctly; install libraqm (with HarfBuzz and FriBiDi) and "
            "reinstall Pillow"
        )


@dataclass(frozen=True)
class Face:
    """One font file of a family at a fixed weight."""

    family: str
    path: Path
    version: str
    size_factor: float = 1.0

    @functools.cached_property
    def coverage(self) -> frozenset[int]:
        """Code points the font maps to a glyph (from its ``cmap`` table)."""
        return _cmap_coverage(self.path.read_bytes())

    @functools.cached_property
    def digest(self) -> str:
        """SHA-256 of the font file: a new font build changes the image key."""
        return hashlib.sha256(self.path.read_bytes()).hexdigest()

    def covers(self, text: str) -> bool:
        coverage = self.coverage
        return all(ord(char) in coverage or char in _INVISIBLE or char.isspace() for char in text)

    def font(self, size: int, weight: int = REGULAR) -> ImageFont.FreeTypeFont:
        """The font for a ``size``-pixel label (times the script's size factor), shaped by raqm."""
        return _load_font(self.path, round(size * self.size_factor), weight)


@dataclass(frozen=True)
class FontChain:
    """The faces that draw one locale's labels, with its direction and language."""

    language: str
    direction: str
    faces: tuple[Face, ...]

    def face_for(self, text: str) -> Face:
        """The face that draws ``text``.

        Text in the Latin range only (numbers, cell letters, card ranks) is
        drawn by the base family in every locale, so that a pile number looks
        the same on every page; other text by the first face that has every
        glyph of it.

        >>> font_chain("en").face_for("pile ☃")
        Traceback (most recent call last):
        ...
        generator.fonts.FontError: no font for 'en' draws '☃' (U+2603 SNOWMAN) in 'pile ☃'; tried Noto Sans
        """
        if all(ord(char) < _LATIN_END or char.isspace() for char in text) and self.faces[-1].covers(
            text
        ):
            return self.faces[-1]
        for face in self.faces:
            if face.covers(text):
                return face
        tried = ", ".join(face.family for face in self.faces)
        for char in text:
            if not any(face.covers(char) for face in self.faces):
                name = unicodedata.name(char, "unnamed")
                raise FontError(
                    f"no font for {self.language!r} draws {char!r} (U+{ord(char):04X} {name}) "
                    f"in {text!r}; tried {tried}"
                )
        # Every character has a glyph somewhere, but not all in one font: one
        # raqm run per label keeps bidi and shaping right, so refuse to split.
        raise FontError(
            f"no single font for {self.language!r} draws all of {text!r}; tried {tried}"
        )


@functools.cache
def font_chain(language: str) -> FontChain:
    """The fonts, direction and script for a locale such as ``hi`` or ``pt_BR``.

    >>> font_chain("xx")
    Traceback (most recent call last):
    ...
    generator.fonts.FontError: unknown locale 'xx': cannot choose its fonts
    >>> font_chain("ar").direction, font_chain("ar").faces[0].family
    ('rtl', 'Noto Sans Arabic')
    >>> font_chain("ja")
    Traceback (most recent call last):
    ...
    generator.fonts.FontError: no font for the Jpan script of locale 'ja': add its fontpkg-noto-sans-* package and a line to generator.fonts.SCRIPT_FAMILIES
    """
    try:
        locale = Locale.parse(language)
    except (UnknownLocaleError, ValueError):
        raise FontError(f"unknown locale {language!r}: cannot choose its fonts") from None
    script = locale.script or likely_script(locale)
    family = SCRIPT_FAMILIES.get(script)
    if family is None:
        raise FontError(
            f"no font for the {script} script of locale {language!r}: add its "
            "fontpkg-noto-sans-* package and a line to generator.fonts.SCRIPT_FAMILIES"
        )
    names = (family,) if family == BASE_FAMILY else (family, BASE_FAMILY)
    return FontChain(
        language=language.replace("_", "-"),
        direction="rtl" if locale.text_direction == "rtl" else "ltr",
        faces=tuple(family_face(name) for name in names),
    )


def likely_script(locale: Locale) -> str:
    """The script CLDR's likely subtags give a locale: ``hi`` → ``Deva``, ``ta`` → ``Taml``."""
    likely = get_global("likely_subtags")
    for key in (str(locale), locale.language):
        tags = likely.get(key)
        if tags:
            parts = tags.split("_")
            if len(parts) > 1 and len(parts[1]) == 4:
                return parts[1]
    return "Zyyy"


@functools.cache
def family_face(family: str) -> Face:
    """The regular face of an installed family (``"Noto Sans Thai"``)."""
    try:
        found = fontpkg.family(family)
        path = fontpkg.path(family, weight=REGULAR)
    except fontpkg.FontpkgError as error:
        raise FontError(
            f"font family {family!r} is not installed ({error}); install its fontpkg package"
        ) from None
    return Face(
        family=found.name,
        path=Path(path),
        version=found.version,
        size_factor=SIZE_FACTORS.get(found.name, 1.0),
    )


@functools.cache
def _load_font(path: Path, size: int, weight: int) -> ImageFont.FreeTypeFont:
    require_raqm()
    font = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.RAQM)
    # The Noto files are variable fonts: pin every axis (weight as asked, the
    # rest at their defaults) so the glyphs never depend on a library default.
    axes = font.get_variation_axes()
    values = []
    for axis in axes:
        name = (
            axis["name"].decode("ascii", "replace")
            if isinstance(axis["name"], bytes)
            else axis["name"]
        )
        default = axis["default"]
        if default is None:
            raise ValueError(f"{path}: the font's {name!r} axis has no default value")
        values.append(
            float(weight) if name.strip().lower() in ("weight", "wght") else float(default)
        )
    if values:
        font.set_variation_by_axes(values)
    return font


def _cmap_coverage(data: bytes) -> frozenset[int]:
    """Code points with a glyph, read from the font's ``cmap`` table.

    Pillow does not say whether a font has a glyph (it silently draws the
    empty box), so the table is read here: the Unicode subtables in format 4
    (the Basic Multilingual Plane) and 12 (all planes).
    """
    (num_tables,) = struct.unpack_from(">H", data, 4)
    cmap = None
    for i in range(num_tables):
        tag, _checksum, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        raise FontError("font file has no cmap table")
    (count,) = struct.unpack_from(">H", data, cmap + 2)
    subtables = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        subtables[(platform, encoding)] = cmap + offset
    for key in ((3, 10), (0, 4), (0, 6)):
        if key in subtables and struct.unpack_from(">H", data, subtables[key])[0] == 12:
            return _format12(data, subtables[key])
    for key in ((3, 1), (0, 3), (0, 4)):
        if key in subtables and struct.unpack_from(">H", data, subtables[key])[0] == 4:
            return _format4(data, subtables[key])
    raise FontError("font file has no Unicode cmap subtable in format 4 or 12")


def _format12(data: bytes, start: int) -> frozenset[int]:
    (groups,) = struct.unpack_from(">I", data, start + 12)
    points: set[int] = set()
    for i in range(groups):
        first, last, glyph = struct.unpack_from(">III", data, start + 16 + 12 * i)
        points.update(range(first if glyph else first + 1, last + 1))
    return frozenset(points)


def _format4(data: bytes, start: int) -> frozenset[int]:
    (seg_x2,) = struct.unpack_from(">H", data, start + 6)
    segments = seg_x2 // 2
    ends = struct.unpack_from(f">{segments}H", data, start + 14)
    starts = struct.unpack_from(f">{segments}H", data, start + 16 + seg_x2)
    deltas = struct.unpack_from(f">{segments}h", data, start + 16 + 2 * seg_x2)
    range_offsets_at = start + 16 + 3 * seg_x2
    range_offsets = struct.unpack_from(f">{segments}H", data, range_offsets_at)
    points: set[int] = set()
    for i in range(segments):
        if starts[i] == 0xFFFF:
            continue
        for code in range(starts[i], ends[i] + 1):
            if range_offsets[i] == 0:
                glyph = (code + deltas[i]) & 0xFFFF
            else:
                at = range_offsets_at + 2 * i + range_offsets[i] + 2 * (code - starts[i])
                (glyph,) = struct.unpack_from(">H", data, at)
                if glyph:
                    glyph = (glyph + deltas[i]) & 0xFFFF
            if glyph:
                points.add(code)
    return frozenset(points)


def font_versions(chain: FontChain) -> tuple[tuple[str, str, float, str], ...]:
    """(family, version, size factor, file digest) of every font ``chain`` draws with: part of the
    image key.  Only the locale's own fonts, so installing a font for another script changes no key."""
    return tuple((face.family, face.version, face.size_factor, face.digest) for face in chain.faces)


def library_versions() -> tuple[tuple[str, str], ...]:
    """Versions of the libraries that rasterise and shape text: part of the image key."""
    import PIL

    names = ("freetype2", "raqm", "fribidi", "harfbuzz")
    return (
        ("pillow", PIL.__version__),
        *tuple((name, str(features.version(name))) for name in names),
    )
