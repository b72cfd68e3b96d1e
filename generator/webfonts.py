"""The pages' fonts: the Noto fonts of the pictures, cut to what the site shows, one copy per site.

The pictures draw with the whole fonts of the ``fontpkg-noto-sans*`` packages
(:mod:`generator.fonts`); a reader's browser needs far less.  After every
language is built, :func:`publish_fonts` reads the characters the pages show
(their text, the values of their form fields, what the style sheets generate)
and cuts each family of :data:`generator.fonts.SCRIPT_FAMILIES` to those it
draws, with fontTools: its variable weight axis kept from regular to bold (the
weights the pages use), its other axes pinned at their defaults, saved as
WOFF2.  Each face's ``unicode-range`` is exactly the characters it holds, so a
browser downloads a script's face only for a page that shows that script.  A
script with a family of its own (Devanagari) is cut from that family only, not
also from the base family, which covers it too: the pages draw it with the
family the pictures draw it with, and the build cuts its glyphs once.

The language switcher (and the chooser at the site's root) names every
language in its own script, on every page: those names come from a second,
tiny face of each script's family (``"Noto Sans Thai Names"``), so an English
page downloads a few glyphs of Thai rather than every Thai glyph of the site.

Everything goes into ``<site>/_fonts/``, beside the languages: the faces,
named by a hash of their bytes, and ``fonts.css``, the ``@font-face`` rules
every page links (``generator.sphinxext.site``).  A face is cut once for a
given font and set of characters and kept in the font cache
(``build/.font-cache``), so a rebuild that shows no new character cuts
nothing; the site's build begins the cuts in its pool from the pages built so far
(:class:`FacePlan`, ``generator.site``), and keeps only those of every page.  The
same fonts and pages give the same bytes.
"""

from __future__ import annotations

import functools
import hashlib
import html
import io
import multiprocessing
import re
import unicodedata
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from generator import fonts
from generator.files import write_atomic

DIRECTORY = "_fonts"
"""The fonts' directory at the site's root, beside the languages' directories."""
STYLESHEET = "fonts.css"
"""The ``@font-face`` rules of every face, in :data:`DIRECTORY`."""
NAMES = " Names"
"""Appended to a family's name for its face of the language names (``"Noto Sans Thai Names"``)."""
NAMES_VARIABLE = "--generator-language-names"
"""The CSS variable ``fonts.css`` sets to the font stack of the language names."""
WEIGHTS = (fonts.REGULAR, fonts.BOLD)
"""The weights the pages use (the style sheets ask for normal and bold only)."""
FEATURES = ("tnum",)
"""OpenType features the style sheets ask for (``font-variant-numeric: tabular-nums`` on rule
ids), kept beside those a browser applies by itself (fontTools' default list)."""
SHAPING = "\u200c\u200d\u25cc"
"""The joiners and the dotted circle, which shaping may ask for: in every script's face."""
ALWAYS = frozenset(
    "\u00a0\u2009\u202f"  # the spaces a browser puts beside French quotation marks
    "\u00ab\u00bb\u2039\u203a\u2018\u2019\u201a\u201c\u201d\u201e"  # <q>'s quotes, per language
    "\u2022\u25e6\u25aa" + SHAPING  # list bullets
)
"""Characters the browser draws without their being in the text."""
UNUSED_FEATURES = {
    "fractions": (frozenset({"frac", "numr", "dnom"}), frozenset({0x2044})),
    "vertical": (frozenset({"valt", "vert", "vkrn", "vpal", "vrt2"}), frozenset()),
}
"""Features of fontTools' default list a browser applies only to characters or text the pages
do not have, each with the characters that would call for it: HarfBuzz applies the fraction
features around U+2044 FRACTION SLASH only, the vertical ones in vertical text only (no style
sheet sets ``writing-mode``).  Left out of a face without those characters, they only cost
glyphs and time (the Latin face of Noto Sans: 6 % of its bytes)."""
VERSION = "4"
"""Part of every face's cache key: change it when the way faces are cut changes."""

_SCRIPT_OR_STYLE = re.compile(r"<(script|style)\b.*?</\1\s*>", re.S | re.I)
_TAG = re.compile(r"<[^>]*>", re.S)
_SHOWN_ATTRIBUTE = re.compile(r"""\s(?:value|placeholder|data-[\w-]+)="([^"]*)\"""")
_CSS_CONTENT = re.compile(r"""content:\s*(["'])(.*?)\1""")
_CSS_ESCAPE = re.compile(r"\\([0-9a-fA-F]{1,6})\s?")


@dataclass(frozen=True)
class WebFace:
    """One published face: its CSS family, file name, the code points it holds and its bytes."""

    family: str
    file: str
    code_points: frozenset[int]
    data: bytes

    def rule(self) -> str:
        """The face's ``@font-face`` rule."""
        weights = " ".join(str(weight) for weight in WEIGHTS)
        return (
            f'@font-face {{ font-family: "{self.family}"; src: url("{self.file}") format("woff2"); '
            f"font-weight: {weights}; font-display: swap; "
            f"unicode-range: {unicode_range(self.code_points)}; }}"
        )


def shown_characters(site: Path, without: Iterable[str] = ()) -> frozenset[str]:
    """Every character the pages of ``site`` show: text, form values and generated content;
    but those of the languages ``without``."""
    shown: set[str] = set(ALWAYS)
    left_out = set(without)
    folders = [path for path in site.iterdir() if path.is_dir() and path.name not in left_out]
    pages = [*site.glob("*.html"), *(page for folder in folders for page in folder.glob("*.html"))]
    sheets = [sheet for folder in folders for sheet in folder.glob("_static/*.css")]
    for page in pages:
        shown.update(page_characters(page.read_text(encoding="utf-8")))
    for sheet in sheets:
        for _, content in _CSS_CONTENT.findall(sheet.read_text(encoding="utf-8")):
            shown.update(_CSS_ESCAPE.sub(lambda match: chr(int(match[1], 16)), content))
    return frozenset(shown)


def page_characters(page: str) -> set[str]:
    """The characters an HTML page shows (``value``, ``placeholder`` and ``data-*`` attributes
    included: the deal-code converter shows its messages from them).

    >>> sorted(page_characters('<p title="x">a&amp;b</p><script>z</script><input value="7">'))
    [' ', '&', '7', 'a', 'b']
    """
    body = _SCRIPT_OR_STYLE.sub(" ", page)
    shown = set(html.unescape(_TAG.sub(" ", body)))
    for tag in re.findall(r"<[^>]+>", body):
        for value in _SHOWN_ATTRIBUTE.findall(tag):
            shown.update(html.unescape(value))
    return shown - {"\n", "\r", "\t"}


def with_decompositions(characters: Iterable[str]) -> frozenset[str]:
    """``characters`` and every character of their decompositions, canonical and compatibility:
    a shaper may draw a character from its parts (HarfBuzz draws Thai SARA AM as NIKHAHIT and
    SARA AA), so a face needs their glyphs too.

    >>> sorted(with_decompositions("ำ"))
    ['า', 'ำ', 'ํ']
    """
    found = set(characters)
    pending = list(found)
    while pending:
        parts = unicodedata.decomposition(pending.pop()).split()
        for part in parts:
            if not part.startswith("<"):
                char = chr(int(part, 16))
                if char not in found:
                    found.add(char)
                    pending.append(char)
    return frozenset(found)


def unicode_range(code_points: Iterable[int]) -> str:
    """A CSS ``unicode-range`` of ``code_points``, runs joined.

    >>> unicode_range([0x41, 0x42, 0x43, 0x61, 0xE00])
    'U+41-43, U+61, U+E00'
    """
    points = sorted(set(code_points))
    runs: list[list[int]] = []
    for point in points:
        if runs and runs[-1][1] == point - 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    return ", ".join(
        f"U+{first:X}" if first == last else f"U+{first:X}-{last:X}" for first, last in runs
    )


def families() -> list[str]:
    """The families of the pages' text, in the order of their style sheet's font stack."""
    return list(dict.fromkeys(fonts.SCRIPT_FAMILIES.values()))


def draws(family: str, script: str) -> bool:
    """Whether the pages draw ``script`` with ``family`` when it covers it: every family but
    the base one draws whatever it covers; the base family leaves a script that has a family
    of its own to that family (:data:`generator.fonts.SCRIPT_FAMILIES`).

    >>> draws("Noto Sans", "Latn"), draws("Noto Sans", "Deva"), draws("Noto Sans Thai", "Latn")
    (True, False, True)
    """
    return family != fonts.BASE_FAMILY or fonts.SCRIPT_FAMILIES.get(script, family) == family


def names_by_family(names: dict[str, str]) -> dict[str, str]:
    """The language names (``{"th": "ไทย", …}``, as the switcher shows them) grouped by the
    family that draws them in the pages' text: the first of the font stack that has every
    character of the name and draws its script (:func:`draws`).  Names in Latin letters are
    left to the base family's text face, which every page has.

    >>> names_by_family({"fr": "Français", "hi": "हिन्दी", "th": "ไทย", "ta": "தமிழ்"})
    {'Noto Sans Devanagari': 'हिन्दी', 'Noto Sans Thai': 'ไทย', 'Noto Sans Tamil': 'தமிழ்'}
    """
    from fontTools import unicodedata as ucd

    grouped: dict[str, str] = {}
    for name in names.values():
        if all(ucd.script(char) in ("Latn", "Zyyy", "Zinh") for char in name):
            continue
        scripts = {ucd.script(char) for char in name} - {"Zyyy", "Zinh", "Zzzz"}
        for family in families():
            if all(draws(family, script) for script in scripts) and fonts.family_face(
                family
            ).covers(name):
                grouped[family] = grouped.get(family, "") + name
                break
    return grouped


def names_stack(names: dict[str, str]) -> str:
    """The CSS font stack of the language names: each names face, then the base family."""
    stack = [family + NAMES for family in families() if family in names]
    return ", ".join(f'"{family}"' for family in [*stack, fonts.BASE_FAMILY]) + ", sans-serif"


def site_faces(
    shown: frozenset[str], names: dict[str, str], cache: Path, jobs: int = 1
) -> list[WebFace]:
    """The faces of the site (:func:`face_plans`), cut now (in ``jobs`` processes) only where
    ``cache`` does not hold them."""
    plans = face_plans(shown, names, cache)
    missing = [plan for plan in plans if not plan.cached()]
    if len(missing) > 1 and jobs > 1:
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(min(jobs, len(missing)), mp_context=context) as pool:
            for plan, data in zip(missing, pool.map(cut_plan, missing), strict=True):
                plan.store(data)
    else:
        for plan in missing:
            plan.store(cut_plan(plan))
    return [face for plan in plans for face in plan.faces()]


def face_plans(shown: frozenset[str], names: dict[str, str], cache: Path) -> list[FacePlan]:
    """Each family cut to the characters of ``shown`` it has and draws (:func:`draws`), one face
    per script (:func:`script_parts`), then its face of ``names``: one plan a family, its faces
    kept in ``cache``."""
    plans = []
    shown = with_decompositions(shown)
    for family in families():
        face = fonts.family_face(family)
        points = frozenset(ord(char) for char in shown) & face.coverage
        parts = {
            (family, script): part
            for script, part in script_parts(points, face.coverage).items()
            if draws(family, script)
        }
        if family in names:
            parts[(family + NAMES, "")] = frozenset(
                ord(char) for char in with_decompositions(names[family])
            ) & (face.coverage)
        if parts:
            plans.append(FacePlan(face, parts, cache))
    return plans


@dataclass(frozen=True)
class FacePlan:
    """One family's faces: its parts (CSS family and script → code points) and their cache files."""

    face: fonts.Face
    parts: dict[tuple[str, str], frozenset[int]]
    cache: Path

    @functools.cached_property
    def key(self) -> str:
        """A hash of everything the faces' bytes come from: equal keys, equal faces."""
        spec = "\n".join(
            f"{family}|{script}|{unicode_range(points)}"
            for (family, script), points in self.parts.items()
        )
        return hashlib.sha256(
            "\n".join((VERSION, self.face.digest, *map(str, WEIGHTS), *FEATURES, spec)).encode()
        ).hexdigest()

    @functools.cached_property
    def paths(self) -> dict[tuple[str, str], Path]:
        return {
            part: self.cache / f"{self.key}.{index}.woff2" for index, part in enumerate(self.parts)
        }

    def cached(self) -> bool:
        return all(path.exists() for path in self.paths.values())

    def store(self, data: dict[tuple[str, str], bytes]) -> None:
        self.cache.mkdir(parents=True, exist_ok=True)
        for part, path in self.paths.items():
            write_atomic(path, data[part])

    def faces(self) -> list[WebFace]:
        faces = []
        for (family, script), points in self.parts.items():
            data = self.paths[(family, script)].read_bytes()
            stem = family.replace(" ", "") + (f"-{script}" if script else "")
            digest = hashlib.sha256(data).hexdigest()[:12]
            faces.append(WebFace(family, f"{stem}.{digest}.woff2", points, data))
        return faces


def cut_plan(plan: FacePlan) -> dict[tuple[str, str], bytes]:
    """The faces of ``plan``, cut now (:meth:`FacePlan.store` keeps them)."""
    return cut(plan.face.path, plan.parts)


def script_parts(points: frozenset[int], coverage: frozenset[int]) -> dict[str, frozenset[int]]:
    """``points`` by script, so a page downloads only the scripts it shows: the letters of each
    script, with the common characters that script alone uses (the danda with Devanagari), and
    the joiners and dotted circle its shaping may ask for; Latin with every other common
    character first (``""`` where the points hold no Latin letter).

    >>> parts = script_parts(frozenset(map(ord, "ab1 कि।\u200d")), frozenset(range(0x3000)))
    >>> {script: "".join(sorted(map(chr, part))) for script, part in parts.items()}
    {'Latn': ' 1ab\u200d', 'Deva': 'कि।\u200c\u200d◌'}
    """
    from fontTools import unicodedata as ucd

    scripts: dict[str, set[int]] = {}
    common: list[int] = []
    for point in sorted(points):
        script = ucd.script(chr(point))
        if script in ("Zyyy", "Zinh", "Zzzz"):
            common.append(point)
        else:
            scripts.setdefault(script, set()).add(point)
    base = "Latn" if "Latn" in scripts else ""
    others = [script for script in scripts if script != base]
    shaping = {ord(char) for char in SHAPING} & coverage
    for point in common:
        targets = [script for script in others if script in ucd.script_extension(chr(point))]
        for script in targets or [base]:
            scripts.setdefault(script, set()).add(point)
    for script in others:
        scripts[script] |= shaping
    return {script: frozenset(scripts[script]) for script in [base, *others] if script in scripts}


def cut(path: Path, parts: dict[tuple[str, str], frozenset[int]]) -> dict[tuple[str, str], bytes]:
    """The font at ``path`` cut into ``parts``: each with the glyphs of its points only (and
    those its layout reaches from them), regular to bold, as WOFF2.  The font is cut to all the
    points once, then each part from that.  The ``head`` table's dates are the font's own, so
    the bytes depend on the font and the parts only."""
    from fontTools.ttLib import TTFont
    from fontTools.varLib import instancer

    font = TTFont(path, recalcTimestamp=False, lazy=True)
    _subset(font, frozenset().union(*parts.values()))
    if "fvar" in font:
        limits: dict[str, float | tuple[float, float]] = {}
        for axis in font["fvar"].axes:
            if axis.axisTag == "wght":
                limits["wght"] = (max(axis.minValue, WEIGHTS[0]), min(axis.maxValue, WEIGHTS[-1]))
            else:
                limits[axis.axisTag] = axis.defaultValue
        instancer.instantiateVariableFont(font, limits, inplace=True)
    whole = io.BytesIO()
    font.save(whole)
    cut_parts = {}
    for part, points in parts.items():
        piece = TTFont(io.BytesIO(whole.getvalue()), recalcTimestamp=False)
        # The part keeps the name table of the cut it comes from, already pruned to the names
        # that cut refers to: pruning it again visits every table of the font (about a
        # twentieth of the fonts' time) for the feature names a part may have dropped (none in
        # these fonts: the same bytes).
        names = piece.get("name")
        if names is not None:
            del piece["name"]
        _subset(piece, points)
        if names is not None:
            piece["name"] = names
        piece.flavor = "woff2"
        buffer = io.BytesIO()
        piece.save(buffer)
        cut_parts[part] = buffer.getvalue()
    return cut_parts


def _subset(font: object, points: frozenset[int]) -> None:
    from fontTools import subset

    options = subset.Options()
    unused = frozenset().union(
        *(tags for tags, needed in UNUSED_FEATURES.values() if not needed & points)
    )
    options.layout_features = [
        *(tag for tag in options.layout_features if tag not in unused),
        *FEATURES,
    ]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)


def publish_fonts(site: Path, names: dict[str, str], cache: Path, jobs: int = 1) -> list[WebFace]:
    """Write the faces the pages of ``site`` need and their ``fonts.css`` into ``site/_fonts/``,
    and remove the faces no longer used; ``names`` are the switcher's language names."""
    grouped = names_by_family(names)
    faces = site_faces(shown_characters(site), grouped, cache, jobs)
    target = site / DIRECTORY
    target.mkdir(parents=True, exist_ok=True)
    for face in faces:
        if not (target / face.file).is_file():
            write_atomic(target / face.file, face.data)
    sheet = "/* The pages' fonts (generator.webfonts): each Noto family cut to the characters the site shows. */\n"
    sheet += "".join(face.rule() + "\n" for face in faces)
    sheet += f":root {{ {NAMES_VARIABLE}: {names_stack(grouped)}; }}\n"
    if not (target / STYLESHEET).is_file() or (target / STYLESHEET).read_text() != sheet:
        write_atomic(target / STYLESHEET, sheet)
    kept = {face.file for face in faces} | {STYLESHEET}
    for old in target.iterdir():
        if old.name not in kept:
            old.unlink()
    return faces
