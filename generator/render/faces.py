"""Card faces, suit pips and empty places, drawn once per scale and reused.

A pip is a vector shape (polygons and ellipses), never a font glyph: the Noto
fonts have no suit signs, and a drawn shape looks the same in every locale.
The four suits differ by shape as well as colour (a heart's lobes point up, a
spade's down to a stem; a diamond is a rhombus, a club three round leaves), so
a reader who cannot tell red from black still tells them apart.

Shapes are drawn at :data:`SUPERSAMPLE` times the final size into a greyscale
mask and box-filtered down: smooth edges, and the same bytes on every run.
"""

from __future__ import annotations

import functools
import math

from PIL import Image, ImageDraw

from generator.cards import Suit
from generator.fonts import BOLD, FontChain

SUPERSAMPLE = 4

# Sizes at 1×; everything is multiplied by the scale.
CARD_WIDTH = 56
CARD_HEIGHT = 78
CARD_RADIUS = 5
INDEX_SIZE = 18
"""Rank text in the card's corner, in pixels."""
INDEX_BASELINE = 17
"""Capitals stand 13 px tall: 3 px of card above them, 2 below before the next fanned card."""
INDEX_LEFT = 5
SMALL_PIP = 13
PIP_GAP = 2
"""Between the rank and its small pip."""
LARGE_PIP = 30
LARGE_PIP_CENTRE = 50
FAN_OFFSET = 19
"""Vertical step between fanned cards: each card's rank and pip stay whole (only the
tails of J and Q tuck under the next card).  One pixel less and the capitals touch the
card's top edge; 22, as before, made a picture of 16 fanned 6-card piles 1248 px tall."""

RED = (196, 18, 48)
BLACK = (17, 17, 17)
CARD_FILL = (255, 255, 255)
CARD_EDGE = (60, 60, 60)
SLOT_FILL = (22, 72, 44)
SLOT_EDGE = (150, 196, 165)
GHOST_PIP = (64, 118, 86)


def suit_colour(suit: Suit) -> tuple[int, int, int]:
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def _heart_points(cx: float, top: float, size: float, flip: bool) -> list[tuple[float, float]]:
    """The classic parametric heart, ``size`` wide, lobes up (or down if ``flip``)."""
    points = []
    for step in range(120):
        t = 2 * math.pi * step / 120
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        # x in [-16, 16], y in [-17, 12] (y up); map to a box size wide.
        u = x / 32
        v = (12 - y) / 29 if not flip else (y + 17) / 29
        points.append((cx + u * size, top + v * size * 0.92))
    return points


def _pip_mask(suit: Suit, size: int) -> Image.Image:
    """A greyscale mask ``size`` pixels square with the suit's shape."""
    big = size * SUPERSAMPLE
    mask = Image.new("L", (big, big), 0)
    draw = ImageDraw.Draw(mask)
    s = float(big)
    if suit is Suit.HEARTS:
        draw.polygon(_heart_points(s / 2, s * 0.06, s * 0.98, flip=False), fill=255)
    elif suit is Suit.DIAMONDS:
        # Slightly concave sides: a diamond that reads as a card suit, not a square.
        points = []
        corners = [(s / 2, 0.0), (s * 0.92, s / 2), (s / 2, s), (s * 0.08, s / 2)]
        for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1], strict=False):
            for step in range(16):
                t = step / 16
                bow = 0.06 * s * math.sin(math.pi * t)
                mx, my = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                # Pull each side towards the centre.
                dx, dy = s / 2 - mx, s / 2 - my
                length = math.hypot(dx, dy) or 1.0
                points.append((mx + dx / length * bow, my + dy / length * bow))
        draw.polygon(points, fill=255)
    elif suit is Suit.SPADES:
        draw.polygon(_heart_points(s / 2, s * 0.0, s * 0.96, flip=True), fill=255)
        _stem(draw, s)
    else:
        r = s * 0.215
        for cx, cy in ((s / 2, s * 0.25), (s * 0.265, s * 0.58), (s * 0.735, s * 0.58)):
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
        draw.polygon([(s / 2, s * 0.3), (s * 0.33, s * 0.6), (s * 0.67, s * 0.6)], fill=255)
        _stem(draw, s)
    return mask.reduce(SUPERSAMPLE)


def _stem(draw: ImageDraw.ImageDraw, s: float) -> None:
    """A flared stem under a spade or club."""
    points = [(s * 0.47, s * 0.55)]
    for step in range(9):
        t = step / 8
        points.append((s * (0.47 - 0.17 * t * t), s * (0.55 + 0.45 * t)))
    for step in range(9):
        t = 1 - step / 8
        points.append((s * (0.53 + 0.17 * t * t), s * (0.55 + 0.45 * t)))
    draw.polygon(points, fill=255)


@functools.cache
def pip(suit: Suit, size: int) -> Image.Image:
    """The suit's mask at ``size`` pixels (cached)."""
    return _pip_mask(suit, size)


@functools.cache
def _rounded_mask(width: int, height: int, radius: int, inset: int = 0) -> Image.Image:
    big = Image.new("L", (width * SUPERSAMPLE, height * SUPERSAMPLE), 0)
    ImageDraw.Draw(big).rounded_rectangle(
        (
            inset * SUPERSAMPLE,
            inset * SUPERSAMPLE,
            (width - inset) * SUPERSAMPLE - 1,
            (height - inset) * SUPERSAMPLE - 1,
        ),
        radius=max(radius - inset, 0) * SUPERSAMPLE,
        fill=255,
    )
    return big.reduce(SUPERSAMPLE)


def _framed(scale: int, fill: tuple[int, int, int], edge: tuple[int, int, int]) -> Image.Image:
    """A rounded card shape: ``edge`` outline of one pixel per scale, ``fill`` inside."""
    width, height, radius = CARD_WIDTH * scale, CARD_HEIGHT * scale, CARD_RADIUS * scale
    card = Image.new("RGBA", (width, height), (*edge, 0))
    card.putalpha(_rounded_mask(width, height, radius))
    inner = Image.new("RGBA", (width, height), (*fill, 255))
    card.paste(inner, (0, 0), _rounded_mask(width, height, radius, inset=scale))
    return card


@functools.cache
def card_face(rank: str, suit: Suit, scale: int, chain: FontChain) -> Image.Image:
    """An RGBA card: rank and small pip in the corner (visible when fanned), a large pip below.

    ``rank`` is the locale's rank text (from the describer); ``chain`` picks its font.
    """
    card = _framed(scale, CARD_FILL, CARD_EDGE)
    colour = suit_colour(suit)
    draw = ImageDraw.Draw(card)
    font = chain.face_for(rank).font(INDEX_SIZE * scale, BOLD)
    left = INDEX_LEFT * scale
    baseline = INDEX_BASELINE * scale
    # Ranks are drawn left to right whatever the page's direction: a card's
    # index is part of the card, like its pip.
    draw.text((left, baseline), rank, font=font, fill=colour, anchor="ls", direction="ltr")
    width = font.getlength(rank, direction="ltr")
    small = SMALL_PIP * scale
    pip_left = left + math.ceil(width) + PIP_GAP * scale
    # Sit the small pip on the rank's baseline.
    card.paste(colour, (pip_left, baseline - small, pip_left + small, baseline), pip(suit, small))
    large = LARGE_PIP * scale
    x = (CARD_WIDTH * scale - large) // 2
    y = LARGE_PIP_CENTRE * scale - large // 2
    card.paste(colour, (x, y, x + large, y + large), pip(suit, large))
    return card


@functools.cache
def index_box(rank: str, chain: FontChain) -> tuple[int, int, int, int]:
    """Where a card's rank and small pip lie, at 1×, from the card's top-left corner.

    What a mark's arrow must never cover: the part of a fanned card that shows.
    """
    font = chain.face_for(rank).font(INDEX_SIZE, BOLD)
    width = math.ceil(font.getlength(rank, direction="ltr"))
    top = int(font.getbbox(rank, anchor="ls", direction="ltr")[1])  # whole pixels with Raqm
    return (
        INDEX_LEFT - 1,
        INDEX_BASELINE + min(top, -SMALL_PIP) - 1,
        INDEX_LEFT + width + PIP_GAP + SMALL_PIP + 1,
        INDEX_BASELINE + 1,
    )


@functools.cache
def empty_slot(scale: int, suit: Suit | None = None) -> Image.Image:
    """An empty place: an outlined slot, with a faint pip for a suit's foundation."""
    slot = _framed(scale, SLOT_FILL, SLOT_EDGE)
    if suit is not None:
        large = LARGE_PIP * scale
        x = (CARD_WIDTH * scale - large) // 2
        y = (CARD_HEIGHT * scale - large) // 2
        slot.paste((*GHOST_PIP, 255), (x, y, x + large, y + large), pip(suit, large))
    return slot


CHEVRON_WIDTH = 16
CHEVRON_HEIGHT = 10
CHEVRON_COLOUR = (150, 196, 165)


@functools.cache
def chevron(scale: int, up: bool) -> Image.Image:
    """A mask of a flat arrowhead pointing up (or down)."""
    width, height = CHEVRON_WIDTH * scale, CHEVRON_HEIGHT * scale
    big = Image.new("L", (width * SUPERSAMPLE, height * SUPERSAMPLE), 0)
    w, h = big.size
    tip, base = (0, h) if up else (h, 0)
    ImageDraw.Draw(big).polygon([(w / 2, tip), (w, base), (0, base)], fill=255)
    return big.reduce(SUPERSAMPLE)


@functools.cache
def panel_mask(width: int, height: int, scale: int) -> Image.Image:
    return _rounded_mask(width, height, 10 * scale)


@functools.cache
def button_mask(width: int, height: int, scale: int) -> tuple[Image.Image, Image.Image]:
    """A pill the size of a button: its outline's mask and its inside's (one pixel per scale in)."""
    return _rounded_mask(width, height, height // 2), _rounded_mask(
        width, height, height // 2, inset=scale
    )
