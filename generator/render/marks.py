"""Marking a move on the picture: which places, and how they are drawn.

Source and destination differ by shape, not only by colour: the source has a
dashed frame and a dot where the arrow starts, the destination a solid frame
and the arrowhead.  A dark halo keeps the marks visible on cards and felt.

A move the app refuses is drawn so that it cannot pass for a legal one, and
not by colour alone: its arrow is broken into long dashes and crossed by a
"no" sign (a ring with a bar) half way, in red.
"""

from __future__ import annotations

import importlib
import itertools
import math
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from generator.registry import game_of
from generator.render.faces import SUPERSAMPLE
from generator.render.route import flatten

MARK_COLOUR = (255, 204, 0)
REFUSED_COLOUR = (255, 92, 72)
"""A refused move's marks: red, and also dashed and crossed (the shape tells, not the colour)."""
HALO_COLOUR = (12, 12, 12)

# At 1×; multiplied by the scale.
FRAME_PAD = 4
"""Space between a card and its frame."""
SOURCE_WIDTH = 3
TARGET_WIDTH = 4
HALO = 2
DASH = 7
DASH_GAP = 5
ARROW_WIDTH = 3
HEAD_LENGTH = 14
HEAD_WIDTH = 14
DOT_RADIUS = 5
REFUSED_DASH = 12
REFUSED_GAP = 7
"""A refused move's shaft: longer dashes than the source frame's, so the two never look alike."""
NO_SIGN_RADIUS = 11
NO_SIGN_WIDTH = 4

Place = Any
"""A place of the position's game."""


@dataclass(frozen=True)
class MarkPlan:
    """A move resolved against the position shown.

    ``after`` says the picture shows the position after the move (the cards
    have arrived); otherwise it shows the move about to be made.  ``count``
    is the number of cards a run moves; foundation targets name
    their suit.
    """

    source: Place
    target: Place
    count: int = 1
    after: bool = False
    refused: bool = False
    """A move the app refuses in the position shown (drawn crossed out)."""


def picture_of(position: Any) -> Any:
    """The module that draws ``position``'s game (its ``picture``, imported when first drawn:
    a game's lower layers never import the painter)."""
    return importlib.import_module(game_of(position).picture)


def plan_refused(position: Any, move: Any) -> MarkPlan:
    """A move the app refuses in ``position``, to draw crossed out (the picture shows the
    position before it: the move never happens).  A move the app accepts, or one with no
    card to draw (from an empty place), is a :class:`ValueError`."""
    reason = position.refusal(move)
    if reason is None:
        raise ValueError(f"the app accepts {move!r} here: draw it as a move, not as a refused one")
    plan = picture_of(position).plan_refused(position, move)
    if plan is None:
        raise ValueError(
            f"the app refuses {move!r} here ({reason.value}): a refused move needs a card to draw"
        )
    return plan


def plan_mark(position: Any, mark: Any) -> MarkPlan:
    """Resolve ``mark`` (a game's move, or a replay step with ``.action``).

    >>> from generator.codes import example_codes
    >>> from generator.deal import deal
    >>> start = deal(example_codes()[0])
    >>> move = next(iter(start.legal_moves()))
    >>> plan_mark(start, move).refused
    False
    """
    action = getattr(mark, "action", mark)
    if not getattr(action, "is_move", True):
        raise ValueError(
            "a redeal moves no single card, so it cannot be marked: show it with fan=True instead"
        )
    before = getattr(mark, "before", None)
    after = getattr(mark, "after", None)
    return picture_of(position).plan_mark(position, action, before, after)


Box = tuple[float, float, float, float]


def _padded(box: Box, pad: float) -> Box:
    return (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad)


def _outline(points: list[tuple[float, float]], width: float) -> list[tuple[float, float]]:
    """A thick polyline as one polygon: its two sides offset along each point's normal.

    (``ImageDraw.line(joint="curve")`` draws a pie slice at every joint,
    several times slower for a smooth curve of many short segments.)
    """
    half = width / 2
    left, right = [], []
    for i, (x, y) in enumerate(points):
        ax, ay = points[max(i - 1, 0)]
        bx, by = points[min(i + 1, len(points) - 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * half, dx / length * half
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


def _simplified(
    points: list[tuple[float, float]], tolerance: float = 0.05
) -> list[tuple[float, float]]:
    """The polyline without points that lie on the line through their neighbours.

    A straight leg flattened into many points, each rounded a little
    differently by the polygon filler, leaves faint specks along the shaft's
    edges; its two ends draw it clean.
    """
    kept = [points[0]]
    for here, after in itertools.pairwise(points):
        (ax, ay), (cx, cy) = kept[-1], after
        length = math.hypot(cx - ax, cy - ay)
        off = (
            abs((cx - ax) * (here[1] - ay) - (cy - ay) * (here[0] - ax)) / length if length else 0.0
        )
        if off > tolerance:
            kept.append(here)
    kept.append(points[-1])
    return kept


def _dashes(box: Box, width: float, dash: float, gap: float) -> list[Box]:
    """The dashes of a rectangle's outline as boxes; each side starts and ends on a dash
    so the corners show."""
    left, top, right, bottom = box
    half = width / 2
    boxes = []
    for horizontal, fixed, start, end in (
        (True, top, left - half, right + half),
        (True, bottom, left - half, right + half),
        (False, left, top - half, bottom + half),
        (False, right, top - half, bottom + half),
    ):
        length = end - start
        count = max(1, round((length + gap) / (dash + gap)))
        step = (length + gap) / count
        for i in range(count):
            a, b = start + i * step, min(start + i * step + step - gap, end)
            boxes.append(
                (a, fixed - half, b, fixed + half)
                if horizontal
                else (fixed - half, a, fixed + half, b)
            )
    return boxes


def _box(rect) -> Box:
    return (rect.left, rect.top, rect.right, rect.bottom)


def _whole(box: Box) -> tuple[int, int, int, int]:
    return (round(box[0]), round(box[1]), round(box[2]) - 1, round(box[3]) - 1)


def paint_mark(image: Image.Image, op, scale: int) -> None:
    """Draw ``op`` (a :class:`~generator.render.layout.MarkOp`) on ``image``.

    The frames are upright rectangles, drawn straight onto the image; only the
    arrow (its shaft along the routed path, its head and starting dot) is
    drawn at :data:`SUPERSAMPLE` times over its own bounding box and
    box-filtered down: smooth curves at little cost.  Halos go down first,
    then the marks.
    """
    colour = REFUSED_COLOUR if op.refused else MARK_COLOUR
    halo = HALO * scale
    source = _padded(_box(op.source), FRAME_PAD * scale)
    target = _padded(_box(op.target), (FRAME_PAD + 1) * scale)
    dashes = _dashes(source, SOURCE_WIDTH * scale, DASH * scale, DASH_GAP * scale)
    width = TARGET_WIDTH * scale

    draw = ImageDraw.Draw(image)
    for dash in dashes:
        draw.rectangle(_whole(_padded(dash, halo)), fill=HALO_COLOUR)
    draw.rectangle(_whole(_padded(target, halo)), outline=HALO_COLOUR, width=width + 2 * halo)
    _paint_arrow(
        image, _simplified(flatten(op.path, 2 * scale)), scale, refused=op.refused, colour=colour
    )
    for dash in dashes:
        draw.rectangle(_whole(dash), fill=colour)
    draw.rectangle(_whole(target), outline=colour, width=width)


def _along(
    points: list[tuple[float, float]], start: float, end: float
) -> list[tuple[float, float]]:
    """The part of the polyline from arc length ``start`` to ``end``."""
    part: list[tuple[float, float]] = []
    walked = 0.0
    for a, b in itertools.pairwise(points):
        length = math.dist(a, b)
        if length == 0:
            continue
        low, high = max(start - walked, 0.0), min(end - walked, length)
        if low < high:
            t0, t1 = low / length, high / length
            first = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            if not part:
                part.append(first)
            part.append((a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1))
        walked += length
        if walked >= end:
            break
    return part


def _no_sign(centre: tuple[float, float], scale: float, grow: float) -> list:
    """A "no" sign: a ring and the bar across it, from top left to bottom right."""
    radius = NO_SIGN_RADIUS * scale + grow
    width = NO_SIGN_WIDTH * scale + 2 * grow
    x, y = centre
    ring = [(x - radius, y - radius), (x + radius, y + radius)]
    reach = (NO_SIGN_RADIUS * scale - NO_SIGN_WIDTH * scale / 2) / math.sqrt(2) + grow / 2
    bar = _outline([(x - reach, y - reach), (x + reach, y + reach)], width)
    return [("ring", ring, width), ("polygon", bar)]


def _arrow_shapes(
    points: list[tuple[float, float]], scale: float, grow: float, refused: bool = False
):
    """The dot, shaft and head of the arrow along ``points`` as (kind, points) shapes;
    ``grow`` widens them.  ``refused``: the shaft in dashes, a "no" sign half way."""
    start, end = points[0], points[-1]
    radius = DOT_RADIUS * scale + grow
    shapes: list = [
        (
            "ellipse",
            [(start[0] - radius, start[1] - radius), (start[0] + radius, start[1] + radius)],
        )
    ]
    head = HEAD_LENGTH * scale
    total = sum(math.dist(a, b) for a, b in itertools.pairwise(points))
    sign = (
        _no_sign(_along(points, total / 2, total / 2 + 1e-6)[0] if total else start, scale, grow)
        if refused
        else []
    )
    if total <= 1.5 * head:
        # Too short for a head: the frames alone (dashed source, solid target) tell the move.
        return shapes + sign
    points = list(points)
    # Cut the shaft where the head begins.
    while len(points) > 2 and math.hypot(points[-1][0] - end[0], points[-1][1] - end[1]) < head:
        points.pop()
    dx, dy = end[0] - points[-1][0], end[1] - points[-1][1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    base = (end[0] - ux * head, end[1] - uy * head)
    points[-1] = base
    if refused:
        shaft = sum(math.dist(a, b) for a, b in itertools.pairwise(points))
        dash, gap = REFUSED_DASH * scale, REFUSED_GAP * scale
        at = 0.0
        while at < shaft:
            piece = _along(points, at - (grow if at else 0), min(at + dash, shaft) + grow)
            if len(piece) >= 2:
                shapes.append(("shaft", _outline(piece, ARROW_WIDTH * scale + 2 * grow)))
            at += dash + gap
    else:
        shapes.append(("shaft", _outline(points, ARROW_WIDTH * scale + 2 * grow)))
    half = HEAD_WIDTH * scale / 2 + grow
    tip = (end[0] + ux * grow * 1.5, end[1] + uy * grow * 1.5)
    back = (base[0] - ux * grow, base[1] - uy * grow)
    shapes.append(
        (
            "polygon",
            [
                tip,
                (back[0] - uy * half, back[1] + ux * half),
                (back[0] + uy * half, back[1] - ux * half),
            ],
        )
    )
    return shapes + sign


def _paint_arrow(
    image: Image.Image,
    points: list[tuple[float, float]],
    scale: int,
    *,
    refused: bool = False,
    colour: tuple[int, int, int] = MARK_COLOUR,
) -> None:
    halo_shapes = _arrow_shapes(points, scale, HALO * scale, refused)
    xs = [x for _, shape, *_ in halo_shapes for x, _ in shape]
    ys = [y for _, shape, *_ in halo_shapes for _, y in shape]
    box = (
        max(math.floor(min(xs)) - 1, 0),
        max(math.floor(min(ys)) - 1, 0),
        min(math.ceil(max(xs)) + 2, image.width),
        min(math.ceil(max(ys)) + 2, image.height),
    )
    if box[2] <= box[0] or box[3] <= box[1]:
        return
    size = ((box[2] - box[0]) * SUPERSAMPLE, (box[3] - box[1]) * SUPERSAMPLE)
    for paint, shapes in (
        (HALO_COLOUR, halo_shapes),
        (colour, _arrow_shapes(points, scale, 0, refused)),
    ):
        mask = Image.new("L", size, 0)
        draw = ImageDraw.Draw(mask)
        for kind, shape, *extra in shapes:
            shifted = [((x - box[0]) * SUPERSAMPLE, (y - box[1]) * SUPERSAMPLE) for x, y in shape]
            if kind == "ellipse":
                draw.ellipse(shifted, fill=255)
            elif kind == "ring":
                draw.ellipse(shifted, outline=255, width=round(extra[0] * SUPERSAMPLE))
            else:
                draw.polygon(shifted, fill=255)
        image.paste(paint, box, mask.reduce(SUPERSAMPLE))
