"""Labels: measured and drawn through raqm in the locale's script and direction.

The renderer never makes words; it lays out the describer's text.  Each
label is one raqm run in one font (see :mod:`generator.fonts`), so shaping,
bidi and the language's glyph forms (raqm's ``language``) stay right.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from generator.fonts import FontChain


@functools.cache
def text_width(text: str, size: int, weight: int, chain: FontChain) -> int:
    """Advance width of ``text`` in pixels at ``size``, as raqm shapes it."""
    font = chain.face_for(text).font(size, weight)
    return round(font.getlength(text, direction=chain.direction, language=chain.language))


@functools.cache
def _label_mask(
    text: str, size: int, weight: int, anchor: str, chain: FontChain
) -> tuple[Image.Image | None, tuple[int, int]]:
    """The label's coverage mask and its offset from the anchor point (cached).

    Shaping a Devanagari label costs more than half a millisecond, and the
    same labels ("6 cards") come back in every image, so each is shaped once.
    """
    font = chain.face_for(text).font(size, weight)
    direction, language = chain.direction, chain.language
    # Pillow types the box as floats; with Raqm its values are whole pixels.
    left, top, right, bottom = (
        int(edge)
        for edge in font.getbbox(text, anchor=anchor, direction=direction, language=language)
    )
    if right <= left or bottom <= top:
        return None, (0, 0)
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text(
        (-left, -top),
        text,
        font=font,
        fill=255,
        anchor=anchor,
        direction=direction,
        language=language,
    )
    return mask, (left, top)


def label_box(
    text: str, size: int, weight: int, anchor: str, chain: FontChain
) -> tuple[int, int, int, int] | None:
    """The ink box of a label relative to its anchor point (left, top, right, bottom), or ``None``."""
    mask, (dx, dy) = _label_mask(text, size, weight, anchor, chain)
    if mask is None:
        return None
    return dx, dy, dx + mask.size[0], dy + mask.size[1]


def draw_label(
    image: Image.Image,
    xy: tuple[int, int],
    text: str,
    *,
    size: int,
    weight: int,
    colour: tuple[int, int, int],
    anchor: str,
    chain: FontChain,
) -> None:
    """Draw ``text`` with its ``anchor`` point (Pillow anchors: ``"ma"``, ``"ls"`` …) at ``xy``."""
    mask, (dx, dy) = _label_mask(text, size, weight, anchor, chain)
    if mask is None:
        return
    x, y = xy[0] + dx, xy[1] + dy
    image.paste(colour, (x, y, x + mask.size[0], y + mask.size[1]), mask)
