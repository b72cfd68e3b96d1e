"""Position images: a pure function of a position and keyword options.

>>> from generator.codes import example_codes
>>> from generator.deal import deal
>>> start = deal(example_codes()[0])
>>> image = render(start, lang="th")
>>> image.mode, image.size == render(start, lang="th", scale=2).size
('RGB', False)
>>> render_png(start) == render_png(start)
True
>>> len(image_key(start, lang="hi", scale=2))
64

Each game lays its position out as the app shows it (its ``picture`` module's
``scene``: the places, their labels, what is fanned); this package paints any
such scene, with the page's fonts and words.

A marked move's arrow is routed (:mod:`generator.render.route`) through the
free felt and the gaps between places, never over a card's rank corner, a
label or another card's face where the picture leaves a way.

The same inputs give the same PNG bytes, so :func:`image_key` can name the
file: it hashes the laid-out scene (every card, place, label text and mark),
the drawing code itself, the font files and the text libraries.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import tokenize
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

from PIL import Image, features

from generator.fonts import font_chain, font_versions, library_versions, require_raqm
from generator.render.faces import (
    CHEVRON_COLOUR,
    SLOT_EDGE,
    SLOT_FILL,
    button_mask,
    card_face,
    chevron,
    empty_slot,
    panel_mask,
)
from generator.render.layout import (
    FELT,
    PANEL,
    ButtonOp,
    CardOp,
    ChevronOp,
    LabelOp,
    MarkOp,
    PanelOp,
    Scene,
    SlotOp,
)
from generator.render.marks import paint_mark, picture_of, plan_mark, plan_refused
from generator.render.text import draw_label
from generator.render.words import ImageWords


def _code_tokens(source: str) -> Iterator[str]:
    """The tokens of ``source`` that make it run: no comment, no docstring, no blank line.

    Docstrings are the string statements :mod:`ast` finds (module, class, function and
    attribute docstrings); tokens, not the syntax tree, are what is hashed, so that the
    digest is the same under every Python version that reads the same source."""
    tree = ast.parse(source)
    docstrings = {
        (node.lineno, node.col_offset)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }
    skipped = {tokenize.COMMENT, tokenize.NL, tokenize.ENCODING, tokenize.ENDMARKER}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in skipped or (token.type == tokenize.STRING and token.start in docstrings):
            continue
        yield f"{token.type}:{token.string}"


def _source_digest() -> str:
    """SHA-256 of the drawing code (this package and the font chooser), its comments and
    docstrings left out.

    A game's picture module is not part of it: what it lays out is the scene, which the key
    hashes whole.  Any change to how pixels are made gives new image keys, so a cache never
    serves a picture drawn by older code, and nobody has to remember to bump a version
    number; a change to the words about the code redraws nothing.
    """
    digest = hashlib.sha256()
    package = Path(__file__).resolve().parent
    for path in [*sorted(package.glob("*.py")), package.parent / "fonts.py"]:
        tokens = "\n".join(_code_tokens(path.read_text(encoding="utf-8")))
        digest.update(path.name.encode() + b"\0" + tokens.encode() + b"\0")
    return digest.hexdigest()


RENDERER_VERSION = _source_digest()
"""Changes whenever the drawing code changes: part of every image key."""

SCALES = (1, 2)

_WEBP_OPTIONS: dict[str, Any] = {
    "format": "WEBP",
    "lossless": True,
    "exact": True,
    "quality": 80,
    "method": 1,
}
"""The site's pictures: lossless WebP, so a picture decodes to exactly the pixels drawn.  Quality
and method set libwebp's effort only; fixed, so the bytes never depend on a library default.
Method 1 at quality 80 takes about twice the time of :data:`_PNG_OPTIONS` for a quarter of its
bytes.  Quality 76 to 89 give the same bytes within 1 %, in about 10 % less time than quality 90,
which saves under 1 %; below 76 the files grow by a quarter; higher methods save 2 % more in two to
thirty times the time (tests/benchmarks/README.md)."""

_PNG_OPTIONS: dict[str, Any] = {"format": "PNG", "optimize": False, "compress_level": 1}
"""Fixed so the bytes never depend on a library default; Pillow writes no time or metadata.

Level 1 encodes in about two thirds of the time of the default level 6 for
files about 15 % larger: the encoding is most of an image's cost, and the
budget is 20 ms per image."""


def scene(
    position: Any,
    *,
    lang: str = "en",
    scale: int = 1,
    mark: Any = None,
    fan: bool = False,
    refused: Any = None,
) -> Scene:
    """Everything the image shows, laid out at ``scale``: what :func:`render` paints."""
    if scale not in SCALES:
        raise ValueError(f"scale must be one of {', '.join(map(str, SCALES))}, not {scale!r}")
    # Made afresh per image (the describer caches its catalog by file and
    # modification time): an edited catalog shows in the next image.
    words = ImageWords(lang)
    if mark is not None and refused is not None:
        raise ValueError("mark a move or draw a refused one, not both: a picture shows one move")
    plan = None if mark is None else plan_mark(position, mark)
    if refused is not None:
        plan = plan_refused(position, refused)
    try:
        picture = picture_of(position)
    except TypeError:
        raise TypeError(
            f"cannot draw {type(position).__name__}: give a position of a registered game"
        ) from None
    return picture.scene(position, words, fan=fan, mark=plan).scaled(scale)


def render(
    position: Any,
    *,
    lang: str = "en",
    scale: int = 1,
    mark: Any = None,
    fan: bool = False,
    refused: Any = None,
) -> Image.Image:
    """The position as an RGB image, labels in ``lang``'s language and script.

    ``mark``: a move (or a replay step) whose source and destination are marked.
    ``refused``: a move the app refuses here, drawn crossed out (instead of ``mark``).
    ``fan``: show every card of each pile, bottom to top, in a game whose picture fans on
    demand (its ``fans``: to show a redeal).
    ``scale``: 1 or 2 (every length doubled, drawn natively at that size).
    """
    require_raqm()
    return paint(scene(position, lang=lang, scale=scale, mark=mark, fan=fan, refused=refused))


def paint(laid_out: Scene) -> Image.Image:
    """Draw a laid-out scene: cards, empty places, labels, then the mark on top."""
    image = Image.new("RGB", (laid_out.width, laid_out.height), FELT)
    chain = font_chain(laid_out.language)
    scale = laid_out.scale
    for op in laid_out.ops:
        if isinstance(op, PanelOp):
            r = op.rect
            image.paste(
                PANEL,
                (r.left, r.top, r.right, r.bottom),
                panel_mask(r.right - r.left, r.bottom - r.top, scale),
            )
        elif isinstance(op, ButtonOp):
            r = op.rect
            outline, inside = button_mask(r.right - r.left, r.bottom - r.top, scale)
            image.paste(SLOT_EDGE, (r.left, r.top, r.right, r.bottom), outline)
            image.paste(SLOT_FILL, (r.left, r.top, r.right, r.bottom), inside)
        elif isinstance(op, ChevronOp):
            mask = chevron(scale, op.up)
            x, y = op.x - mask.width // 2, op.y - mask.height // 2
            image.paste(CHEVRON_COLOUR, (x, y, x + mask.width, y + mask.height), mask)
        elif isinstance(op, CardOp):
            face = card_face(op.rank, op.suit, scale, chain)
            image.paste(face, (op.x, op.y), face)
        elif isinstance(op, SlotOp):
            slot = empty_slot(scale, op.suit)
            image.paste(slot, (op.x, op.y), slot)
        elif isinstance(op, LabelOp):
            draw_label(
                image,
                (op.x, op.y),
                op.text,
                size=op.size,
                weight=op.weight,
                colour=op.colour,
                anchor=op.anchor,
                chain=chain,
            )
        elif isinstance(op, MarkOp):
            paint_mark(image, op, scale)
    return image


def render_png(
    position: Any,
    *,
    lang: str = "en",
    scale: int = 1,
    mark: Any = None,
    fan: bool = False,
    refused: Any = None,
) -> bytes:
    """:func:`render` as PNG bytes: byte-identical for the same inputs."""
    return _png(render(position, lang=lang, scale=scale, mark=mark, fan=fan, refused=refused))


def _png(image: Image.Image) -> bytes:
    return _encoded(image, _PNG_OPTIONS)


def _encoded(image: Image.Image, options: dict[str, Any]) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, **options)
    return buffer.getvalue()


def image_key(
    position: Any,
    *,
    lang: str = "en",
    scale: int = 1,
    mark: Any = None,
    fan: bool = False,
    refused: Any = None,
) -> str:
    """A SHA-256 (hex) of everything that shapes the image: equal keys, equal bytes
    (:func:`keyed_picture`'s, in each encoding)."""
    laid_out = scene(position, lang=lang, scale=scale, mark=mark, fan=fan, refused=refused)
    key = _key_of(laid_out)
    _LAID_OUT[key] = laid_out
    while len(_LAID_OUT) > _LAID_OUT_KEPT:
        del _LAID_OUT[next(iter(_LAID_OUT))]
    return key


_LAID_OUT: dict[str, Scene] = {}
"""The scenes :func:`image_key` laid out last, by key: :func:`keyed_picture` paints the picture
a page names by its key without laying it out again (the layout routes the mark's arrow)."""

_LAID_OUT_KEPT = 64


ENCODINGS: dict[str, dict[str, Any]] = {".webp": _WEBP_OPTIONS, ".png": _PNG_OPTIONS}
"""How a picture is saved, by file suffix: lossless WebP for web pages, PNG where WebP cannot go
(LaTeX)."""


def keyed_picture(key: str, suffix: str, position: Any, **options: Any) -> bytes:
    """The picture :func:`image_key` named ``key`` (from ``position`` and ``options``), saved as
    ``suffix`` says (:data:`ENCODINGS`): the scene that key hashes when it is still held, else
    laid out again."""
    require_raqm()
    laid_out = _LAID_OUT.pop(key, None)
    if laid_out is None:
        laid_out = scene(position, **options)
    return _encoded(paint(laid_out), ENCODINGS[suffix])


def _key_of(laid_out: Scene) -> str:
    chain = font_chain(laid_out.language)
    payload = {
        "renderer": RENDERER_VERSION,
        "scene": _plain(laid_out),
        "direction": chain.direction,
        "fonts": font_versions(chain),
        "libraries": library_versions(),
        "encodings": ENCODINGS,
        "webp": features.version("webp"),
    }
    text = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _plain(value: Any) -> Any:
    """The scene as JSON-ready data, each op tagged with its type."""
    if is_dataclass(value) and not isinstance(value, type):
        data = {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
        data["type"] = type(value).__name__
        return data
    if isinstance(value, (tuple, list)):
        return [_plain(item) for item in value]
    if hasattr(value, "name") and hasattr(value, "value"):  # enums
        return value.name
    return value


__all__ = ["RENDERER_VERSION", "image_key", "render", "render_png", "scene"]
