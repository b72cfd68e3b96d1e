"""Marking a move on the picture: which places, and how they are drawn.

Source and destination differ by shape, not only by colour: the source has a
dashed frame and a dot where the arrow starts, the destination a solid frame
and the arrowhead.  A dark halo keeps the marks visible on cards and felt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Union

from PIL import Image, ImageDraw

from generator import crescent, freecell
from generator.render.faces import SUPERSAMPLE

MARK_COLOUR = (255, 204, 0)
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
CURVE_STEPS = 48

Place = Union[crescent.Place, freecell.Place]


@dataclass(frozen=True)
class MarkPlan:
    """A move resolved against the position shown.

    ``after`` says the picture shows the position after the move (the cards
    have arrived); otherwise it shows the move about to be made.  ``count``
    is the number of cards a FreeCell run moves; foundation targets name
    their suit.
    """

    source: Place
    target: Place
    count: int = 1
    after: bool = False


def plan_mark(position: Any, mark: Any) -> MarkPlan:
    """Resolve ``mark`` (a Crescent or FreeCell ``Move``, or a replay step with ``.action``).

    >>> from generator.crescent import Move, Position
    >>> plan_mark(Position(((),) * 16), Move(10, 14))
    MarkPlan(source=10, target=14, count=1, after=True)
    """
    action = getattr(mark, "action", mark)
    before = getattr(mark, "before", None)
    after = getattr(mark, "after", None)
    if isinstance(action, crescent.Redeal):
        raise ValueError(
            "a redeal moves no single card, so it cannot be marked: show it with fan=True instead"
        )
    if isinstance(action, crescent.Move):
        if not isinstance(position, crescent.Position):
            raise TypeError("a Crescent move cannot mark a FreeCell position")
        shows_after = (position == after) if after is not None else not position.is_legal(action)
        return MarkPlan(action.source, action.target, 1, shows_after)
    if isinstance(action, freecell.Move):
        if not isinstance(position, freecell.Position):
            raise TypeError("a FreeCell move cannot mark a Crescent position")
        if before is not None:
            shows_after = position != before
            reference = before
        else:
            shows_after = not position.is_legal(action)
            reference = None if shows_after else position
        move = reference.resolve(action) if reference is not None else action
        if move.count is None:
            raise ValueError(
                f"cannot tell how many cards {action!r} moved to reach this position: "
                "give the move's count, or mark with the replay step"
            )
        count = move.count
        target = move.target
        if isinstance(target, freecell.FoundationPlace) and target.suit is None:
            card = move.card
            if card is None and reference is not None:
                card = _moved_card(reference, move)
            if card is None:
                raise ValueError(
                    f"cannot tell which foundation {action!r} went to: name the card moved"
                )
            target = freecell.FoundationPlace(card.suit)
        return MarkPlan(move.source, target, count, shows_after)
    raise TypeError(f"cannot mark {mark!r}: give a Crescent or FreeCell Move, or a replay step")


def _moved_card(position: freecell.Position, move: freecell.Move):
    source = move.source
    if isinstance(source, freecell.Column):
        cards = position.column(source.number)
        return cards[-1] if cards else None
    if isinstance(source, freecell.Cell):
        return position.cells[source.index]
    return position.foundation_top(source.suit) if source.suit else None


Box = tuple[float, float, float, float]


def _padded(box: Box, pad: float) -> Box:
    return (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad)


def _edge_point(box: tuple[float, float, float, float], towards: tuple[float, float]):
    """Where the ray from the box's centre towards ``towards`` leaves the box."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    half_w, half_h = (box[2] - box[0]) / 2, (box[3] - box[1]) / 2
    t = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
    return cx + dx * t, cy + dy * t


def _dashed_frame(draw, box, width: float, dash: float, gap: float) -> None:
    """A rectangle of dashes; each side starts and ends on a dash so the corners show."""
    left, top, right, bottom = box
    half = width / 2
    sides = (
        ((left - half, top), (right + half, top)),
        ((right, top - half), (right, bottom + half)),
        ((right + half, bottom), (left - half, bottom)),
        ((left, bottom + half), (left, top - half)),
    )
    for (x0, y0), (x1, y1) in sides:
        length = math.hypot(x1 - x0, y1 - y0)
        dashes = max(1, round((length + gap) / (dash + gap)))
        step = (length + gap) / dashes
        for i in range(dashes):
            a, b = i * step / length, min((i * step + step - gap) / length, 1.0)
            draw.line(
                ((x0 + (x1 - x0) * a, y0 + (y1 - y0) * a), (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)),
                fill=255,
                width=max(1, round(width)),
            )


def _centre(box: Box) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _control_point(source: Box, target: Box, towards: tuple[float, float], bend: float):
    """The control point of the arrow's curve.

    A straight arrow between two places of one column or row runs over the
    very cards and labels the reader is looking at; bending it towards the
    middle of the picture (Crescent's open centre, FreeCell's gaps) keeps
    them readable.
    """
    (x0, y0), (x1, y1) = _centre(source), _centre(target)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    if (towards[0] - mx) * nx + (towards[1] - my) * ny < 0:
        nx, ny = -nx, -ny
    # A quadratic curve strays half as far as its control point.
    bulge = min(0.35 * length, 2 * bend)
    return mx + nx * bulge, my + ny * bulge


def _bezier(p0, p1, p2, t: float) -> tuple[float, float]:
    a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
    return a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]


def _draw_mark(
    draw,
    source: Box,
    target: Box,
    towards: tuple[float, float],
    bend: float,
    scale: float,
    grow: float,
) -> None:
    """Draw the mark's shapes into a mask; ``grow`` widens every stroke (for the halo)."""
    source = _padded(source, FRAME_PAD * scale)
    target = _padded(target, (FRAME_PAD + 1) * scale)
    _dashed_frame(
        draw, source, SOURCE_WIDTH * scale + 2 * grow, DASH * scale - 2 * grow, DASH_GAP * scale + 2 * grow
    )
    draw.rectangle(target, outline=255, width=max(1, round(TARGET_WIDTH * scale + 2 * grow)))
    control = _control_point(source, target, towards, bend)
    start = _edge_point(source, control)
    # The arrowhead stops on the outside of the target's frame.
    end = _edge_point(_padded(target, TARGET_WIDTH * scale), control)
    radius = DOT_RADIUS * scale + grow
    draw.ellipse((start[0] - radius, start[1] - radius, start[0] + radius, start[1] + radius), fill=255)
    head = HEAD_LENGTH * scale
    if math.hypot(end[0] - start[0], end[1] - start[1]) <= 2 * head:
        return
    points = [_bezier(start, control, end, step / CURVE_STEPS) for step in range(CURVE_STEPS + 1)]
    # Cut the shaft where the head begins.
    while len(points) > 2 and math.hypot(points[-1][0] - end[0], points[-1][1] - end[1]) < head:
        points.pop()
    base = points[-1]
    dx, dy = end[0] - base[0], end[1] - base[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    base = (end[0] - ux * head, end[1] - uy * head)
    points[-1] = base
    draw.line(points, fill=255, width=max(1, round(ARROW_WIDTH * scale + 2 * grow)), joint="curve")
    half = HEAD_WIDTH * scale / 2 + grow
    tip = (end[0] + ux * grow * 1.5, end[1] + uy * grow * 1.5)
    back = (base[0] - ux * grow, base[1] - uy * grow)
    draw.polygon(
        [tip, (back[0] - uy * half, back[1] + ux * half), (back[0] + uy * half, back[1] - ux * half)],
        fill=255,
    )


def paint_mark(image: Image.Image, op, scale: int) -> None:
    """Draw ``op`` (a :class:`~generator.render.layout.MarkOp`) on ``image``.

    The shapes are drawn at :data:`SUPERSAMPLE` times over their bounding box
    only, then box-filtered down: smooth diagonal arrows at little cost.
    """
    # The curve stays within the frames' box widened by its largest bulge.
    reach = (FRAME_PAD + TARGET_WIDTH + HALO + HEAD_WIDTH + DOT_RADIUS) * scale + op.bend
    box = (
        max(min(op.source.left, op.target.left) - reach, 0),
        max(min(op.source.top, op.target.top) - reach, 0),
        min(max(op.source.right, op.target.right) + reach, image.width),
        min(max(op.source.bottom, op.target.bottom) + reach, image.height),
    )
    if op.lean is None:
        towards = ((image.width / 2 - box[0]) * SUPERSAMPLE, (image.height / 2 - box[1]) * SUPERSAMPLE)
    else:
        # A point far off in the lean's direction.
        far = 10 * (image.width + image.height) * SUPERSAMPLE
        towards = (op.lean[0] * far, op.lean[1] * far)
    size = ((box[2] - box[0]) * SUPERSAMPLE, (box[3] - box[1]) * SUPERSAMPLE)

    def shifted(rect) -> Box:
        return (
            (rect.left - box[0]) * SUPERSAMPLE,
            (rect.top - box[1]) * SUPERSAMPLE,
            (rect.right - box[0]) * SUPERSAMPLE,
            (rect.bottom - box[1]) * SUPERSAMPLE,
        )

    source, target = shifted(op.source), shifted(op.target)
    for colour, grow in ((HALO_COLOUR, HALO * scale * SUPERSAMPLE), (MARK_COLOUR, 0)):
        mask = Image.new("L", size, 0)
        _draw_mark(
            ImageDraw.Draw(mask), source, target, towards, op.bend * SUPERSAMPLE, scale * SUPERSAMPLE, grow
        )
        image.paste(colour, box, mask.reduce(SUPERSAMPLE))
