"""Where a mark's arrow runs: through free felt, clear of card corners and labels.

A straight arrow between two places runs over whatever lies between them: the
"up" and "down" words of a foundation row, the count under a pile, the
rank corners of a fanned column.  The router instead chooses, among

- the straight line between the two places,
- a curve from a side of the source to a side of the target, and
- the cheapest path along the picture's channels (the gaps between columns
  and rows, which the layout names), found by a small A* search with a cost
  for every bend, drawn with rounded corners,

the one whose cost is least: its length, plus a bend's worth for every
quarter turn, plus, for every pixel it passes, the weight of what the arrow
would cover there (nothing on the felt, a little on a card's blank face, a
lot on a rank corner or a label).  The weights sit in a greyscale raster of
the picture, each obstacle grown by the arrow's half width and halo, so the
cost of a line is a sum of pixels along its middle.

Everything is computed at 1× in whole pixels, ties broken by a fixed order:
the same scene gives the same route, and the route is part of the scene (so
of the image key).  The result is a path of cubic Bézier segments.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable, Sequence
from itertools import accumulate, pairwise

from PIL import Image, ImageDraw

Box = tuple[int, int, int, int]
"""left, top, right, bottom; right and bottom exclusive."""
Point = tuple[float, float]
Path = tuple[Point, ...]
"""A start point, then three points (two controls and an end) per cubic segment."""
Pixel = tuple[int, int]
"""A point on the pixel grid (the channels' crossings are indexed by them)."""
Port = tuple[Pixel, Pixel]
"""Where an arrow may leave or enter a box, and the outward direction there."""
Entry = tuple[Pixel, Pixel, int]
"""A port of the target and the extra cost of entering there."""

# Weights per pixel of the arrow's middle line (0–255, the raster's range).
SLOT = 3
"""An empty place: the arrow may cross it, but felt is better."""
CARD = 40
"""A card's face away from its corner: the big pip, or the blank part of a fanned card.
Crossing a card costs as much as a detour of some 2000 px: only when nothing else goes."""
TEXT = 160
"""A label, a chevron, the redeal button: the arrow would hide words."""
INDEX = 220
"""A card's rank and pip: hidden, the card cannot be read."""
FRAME = 255
"""The marked places themselves: the arrow leaves and enters them, never crosses them."""

CLEAR = 5
"""Obstacles grow by this much: the arrow's half width (1.5), its halo (2) and a pixel of air."""
BEND = 28
"""A quarter turn costs as much as this many pixels of length."""
RADIUS = 8
"""Corners of a channel path are rounded with this radius (smaller on short legs)."""
DEPART = 3
"""A channel path leaves the source straight for at least this long: it may turn under
the starting dot, into the narrow gap beside the source."""
EDGE = 4
"""Cards and empty places grow by this much (the arrow's half width and halo): the arrow
passes between two cards, 14 px apart, without grazing either."""
BELOW_WORDS = 60
"""Extra cost of ending under the target's labels rather than at its frame."""
SKIP = 8
"""Cost is not counted this close to either end, inside the marked places' own frames."""
STEP = 2
"""Spacing of the points where a curve's cost is sampled."""
TOO_SHORT = 400
"""Added to a path too short to carry its arrowhead (the painter then draws only the
starting dot): between two places side by side, a longer arrow that shows its head
is worth a detour."""


def route(
    size: tuple[int, int],
    obstacles: Iterable[tuple[Box, int]],
    xs: Iterable[int],
    ys: Iterable[int],
    source: Box,
    target: Box,
    *,
    head: int,
    below: int | None = None,
) -> Path:
    """The arrow's path from the edge of ``source`` to the edge of ``target``.

    ``source`` is the line the source's dashed frame runs on; ``target`` the
    outside of the target's frame, where the arrowhead's tip stops.  ``xs``
    and ``ys`` are the channels: vertical and horizontal lines through free
    space.  ``head`` is the arrowhead's length: a channel path ends with a
    straight leg at least that long, so the head points the way it enters.

    ``below``: where the target's labels end, if it has labels under it.  A
    place hemmed in by its neighbours and its own labels (a pile in a
    row of piles) may then be pointed at from under its labels: the
    nearest edge of the place with its words, not a way across another card.
    """
    width, height = size
    raster = _raster(size, obstacles, source, target)
    pixels = raster.load()
    approach = head + 6
    candidates: list[tuple[float, int, Path]] = []

    def cost_of(path: Path) -> float:
        return _curve_cost(path, pixels, width, height) + short(path)

    def short(path: Path) -> float:
        length = sum(math.dist(a, b) for a, b in zip(path[::3], path[3::3], strict=False))
        return TOO_SHORT if length < 2 * head else 0

    targets: list[Entry] = [(port, normal, 0) for port, normal in _ports(target)]
    if below is not None:
        targets.append((((target[0] + target[2]) // 2, below), (0, 1), BELOW_WORDS))
    straight = _straight(source, target)
    candidates.append((cost_of(straight), 0, straight))
    for rank, (path, extra) in enumerate(_side_curves(source, targets), 1):
        candidates.append((cost_of(path) + extra, rank, path))
    channel = _channel_route(raster, size, xs, ys, source, targets, approach)
    if channel is not None:
        total, corners = channel
        rounded = _rounded(corners, head)
        candidates.append((total + short(rounded), 100, rounded))
    return min(candidates)[2]


# -- the cost raster ------------------------------------------------------------------


def _raster(
    size: tuple[int, int], obstacles: Iterable[tuple[Box, int]], source: Box, target: Box
) -> Image.Image:
    """Each pixel the weight of the heaviest obstacle the arrow would touch there."""
    raster = Image.new("L", size, 0)
    draw = ImageDraw.Draw(raster)
    listed = [*list(obstacles), (source, FRAME), (target, FRAME)]
    # Heaviest last, so it wins where grown obstacles overlap.
    for (left, top, right, bottom), weight in sorted(listed, key=lambda item: item[1]):
        if weight > 0:
            # Words, corners and frames must keep the whole arrow off; a card's
            # face only counts where the arrow's middle covers it, so the gap
            # between two cards is a way through.
            grow = CLEAR if weight >= TEXT else EDGE
            draw.rectangle(
                (left - grow, top - grow, right - 1 + grow, bottom - 1 + grow), fill=weight
            )
    # The arrow stays whole inside the picture.
    width, height = size
    draw.rectangle((0, 0, width - 1, height - 1), outline=FRAME, width=CLEAR)
    return raster


def _curve_cost(path: Path, pixels, width: int, height: int) -> float:
    """Length, plus a bend's worth per quarter turn, plus the raster's weights along the path."""
    points = _flatten(path, STEP)
    steps = [math.dist(a, b) for a, b in pairwise(points)]
    total = sum(steps)
    weight = 0.0
    walked = 0.0
    for (x, y), step in zip(points[1:], steps, strict=False):
        walked += step
        if SKIP < walked < total - SKIP:
            x, y = round(x), round(y)
            weight += (pixels[x, y] if 0 <= x < width and 0 <= y < height else FRAME) * step
    return total + weight + BEND * _turning(path) / (math.pi / 2)


def _turning(path: Path) -> float:
    """How far the path turns in all, in radians (on a coarse polyline: enough to count bends)."""
    points = _flatten(path, 12.0)
    turning = 0.0
    previous = None
    for a, b in pairwise(points):
        if a == b:
            continue
        heading = math.atan2(b[1] - a[1], b[0] - a[0])
        if previous is not None:
            turn = abs(heading - previous)
            turning += min(turn, 2 * math.pi - turn)
        previous = heading
    return turning


# -- candidates: a straight line, and curves between sides ------------------------------


def _centre(box: Box) -> Point:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _edge_point(box: Box, towards: Point) -> Point:
    """Where the ray from the box's centre towards ``towards`` leaves the box."""
    cx, cy = _centre(box)
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    half_w, half_h = (box[2] - box[0]) / 2, (box[3] - box[1]) / 2
    t = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
    return cx + dx * t, cy + dy * t


def _line(a: Point, b: Point) -> tuple[Point, Point, Point]:
    return (
        (a[0] + (b[0] - a[0]) / 3, a[1] + (b[1] - a[1]) / 3),
        (a[0] + 2 * (b[0] - a[0]) / 3, a[1] + 2 * (b[1] - a[1]) / 3),
        b,
    )


def _straight(source: Box, target: Box) -> Path:
    start = _edge_point(source, _centre(target))
    end = _edge_point(target, _centre(source))
    return (start, *_line(start, end))


def _ports(box: Box) -> list[Port]:
    """The middle of each side, with its outward direction: left, right, top, bottom."""
    left, top, right, bottom = box
    cx, cy = (left + right) // 2, (top + bottom) // 2
    return [
        ((left, cy), (-1, 0)),
        ((right, cy), (1, 0)),
        ((cx, top), (0, -1)),
        ((cx, bottom), (0, 1)),
    ]


def _exits(box: Box) -> list[Port]:
    """Where an arrow may leave the source: the middle of each side, and each corner straight
    up or down (a pile in a row leaves into the gap beside it, past its own labels)."""
    left, top, right, bottom = box
    corners: list[Port] = [
        ((left, bottom), (0, 1)),
        ((right, bottom), (0, 1)),
        ((left, top), (0, -1)),
        ((right, top), (0, -1)),
    ]
    return _ports(box) + corners


def _side_curves(source: Box, targets: list[Entry]) -> list[tuple[Path, int]]:
    """Curves leaving a side of the source straight out and entering a side of the target
    straight in, each with the extra cost of its way in."""
    curves: list[tuple[Path, int]] = []
    for start, (sx, sy) in _ports(source):
        for end, (tx, ty), extra in targets:
            dx, dy = end[0] - start[0], end[1] - start[1]
            # Only sides that face each other: the curve never doubles back.
            if dx * sx + dy * sy <= 0 or dx * tx + dy * ty >= 0:
                continue
            reach = max(16.0, min(0.45 * math.hypot(dx, dy), 90.0))
            curves.append(
                (
                    (
                        start,
                        (start[0] + sx * reach, start[1] + sy * reach),
                        (end[0] + tx * reach, end[1] + ty * reach),
                        end,
                    ),
                    extra,
                )
            )
    return curves


# -- candidates: the cheapest way along the channels ----------------------------------------

_DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))
_OPPOSITE = (1, 0, 3, 2)


def _channel_route(
    raster: Image.Image,
    size: tuple[int, int],
    xs: Iterable[int],
    ys: Iterable[int],
    source: Box,
    targets: list[Entry],
    approach: int,
) -> tuple[float, list[Point]] | None:
    """A* over the crossings of the channels, each state a crossing and a heading.

    The path leaves a side of the source straight out for at least
    :data:`DEPART` pixels and enters a side of the target straight in over
    at least its last ``approach`` pixels; between them it follows channels.
    """
    width, height = size
    sources = _exits(source)
    # Each side's straight leg is a channel of its own, and so is the nearest
    # point where it may join the others.
    channel_x = {x for x in xs if CLEAR <= x < width - CLEAR}
    channel_y = {y for y in ys if CLEAR <= y < height - CLEAR}
    for sides, reach in (
        (sources, DEPART),
        ([(port, normal) for port, normal, _ in targets], approach),
    ):
        for (px, py), (nx, ny) in sides:
            channel_x.add(px + nx * reach)
            channel_y.add(py + ny * reach)
            if nx:
                channel_y.add(py)
            else:
                channel_x.add(px)
    column_x = sorted(x for x in channel_x if CLEAR <= x < width - CLEAR)
    row_y = sorted(y for y in channel_y if CLEAR <= y < height - CLEAR)
    index_x = {x: i for i, x in enumerate(column_x)}
    index_y = {y: j for j, y in enumerate(row_y)}
    # Running sums of the raster along every channel: a leg's weight in two look-ups.
    rows = [list(accumulate(raster.crop((0, y, width, y + 1)).tobytes(), initial=0)) for y in row_y]
    columns = [
        list(accumulate(raster.crop((x, 0, x + 1, height)).tobytes(), initial=0)) for x in column_x
    ]

    def leg_from_side(port: tuple[int, int], normal: tuple[int, int], reach: int):
        """The grid points on a side's straight leg, at least ``reach`` out, with the leg's cost."""
        (px, py), (nx, ny) = port, normal
        # The leg runs along x from a left or right side, along y from a top or bottom one.
        across_x = bool(nx)
        line, start, step = (py, px, nx) if across_x else (px, py, ny)
        index, sums_on, stops = (index_y, rows, column_x) if across_x else (index_x, columns, row_y)
        if line not in index:
            return
        k = index[line]
        sums = sums_on[k]
        near = start + step * SKIP
        for m, stop in enumerate(stops):
            if (stop - start) * step >= reach:
                low, high = sorted((near, stop)) if (stop - near) * step > 0 else (stop, stop)
                point = (m, k) if across_x else (k, m)
                yield point, abs(stop - start) + sums[max(high, 0)] - sums[max(low, 0)]

    # finish[(i, j)]: ways to end from that crossing: (heading into the target, leg cost, port).
    finish: dict = {}
    for port, normal, extra in targets:
        inward = _DIRECTIONS.index((-normal[0], -normal[1]))
        for node, cost in leg_from_side(port, normal, approach):
            finish.setdefault(node, []).append((inward, cost + extra, port))
    if not finish:
        return None
    ports = [port for port, _, _ in targets]
    # Every way in ends at a side's middle, and costs at least its length:
    # the distance to the nearest side's middle never overestimates.
    guesses: dict = {}

    def estimate(i: int, j: int) -> float:
        guess = guesses.get((i, j))
        if guess is None:
            x, y = column_x[i], row_y[j]
            guess = guesses[(i, j)] = min(abs(x - px) + abs(y - py) for px, py in ports)
        return guess

    heap: list = []
    best: dict = {}
    parent: dict = {}
    order = 0
    for port, normal in sources:
        outward = _DIRECTIONS.index(normal)
        for (i, j), g in leg_from_side(port, normal, DEPART):
            state = (i, j, outward)
            if g < best.get(state, math.inf):
                best[state] = g
                parent[state] = ("start", port)
                heapq.heappush(heap, (g + estimate(i, j), g, order, state))
                order += 1
    last_x, last_y = len(column_x) - 1, len(row_y) - 1
    while heap:
        _f, g, _, state = heapq.heappop(heap)
        if state == "done":
            break
        if g > best.get(state, math.inf):
            continue
        i, j, heading = state
        for inward, end_cost, port in finish.get((i, j), ()):
            if heading == _OPPOSITE[inward]:
                continue
            total = g + end_cost + (BEND if heading != inward else 0)
            if total < best.get("done", math.inf):
                best["done"] = total
                parent["done"] = (state, port)
                heapq.heappush(heap, (total, total, order, "done"))
                order += 1
        for turn, (dx, dy) in enumerate(_DIRECTIONS):
            if turn == _OPPOSITE[heading]:
                continue  # no U-turns
            ni, nj = i + dx, j + dy
            if not (0 <= ni <= last_x and 0 <= nj <= last_y):
                continue
            if dx:
                x0, x1 = sorted((column_x[i], column_x[ni]))
                leg = (x1 - x0) + rows[j][x1] - rows[j][x0]
            else:
                y0, y1 = sorted((row_y[j], row_y[nj]))
                leg = (y1 - y0) + columns[i][y1] - columns[i][y0]
            ng = g + leg + (BEND if turn != heading else 0)
            next_state = (ni, nj, turn)
            if ng < best.get(next_state, math.inf):
                best[next_state] = ng
                parent[next_state] = state
                heapq.heappush(heap, (ng + estimate(ni, nj), ng, order, next_state))
                order += 1
    if "done" not in parent:
        return None
    state, end_port = parent["done"]
    points: list[Point] = [end_port]
    while True:
        i, j, _ = state
        points.append((column_x[i], row_y[j]))
        previous = parent[state]
        if previous[0] == "start":
            points.append(previous[1])
            break
        state = previous
    points.reverse()
    return best["done"], _corners(points)


def _corners(points: Sequence[Point]) -> list[Point]:
    """The polyline's ends and the points where it turns."""
    kept = [points[0]]
    for here, after in pairwise(points):
        before = kept[-1]
        cross = (here[0] - before[0]) * (after[1] - here[1]) - (here[1] - before[1]) * (
            after[0] - here[0]
        )
        if cross != 0:
            kept.append(here)
    kept.append(points[-1])
    return kept


def _rounded(corners: Sequence[Point], head: int) -> Path:
    """The polyline as cubic segments, each corner a quarter circle; the last leg keeps
    ``head`` pixels straight for the arrowhead."""
    path: list[Point] = [corners[0]]
    k = 0.5523  # control distance for a quarter circle, as a fraction of its radius
    last = len(corners) - 2
    for n in range(1, len(corners) - 1):
        before, here, after = corners[n - 1], corners[n], corners[n + 1]
        into, out = math.dist(before, here), math.dist(here, after)
        radius = min(RADIUS, into / 2, out / 2)
        if n == last:
            radius = min(RADIUS, into / 2, max(out - head, 0))
        ux, uy = (here[0] - before[0]) / into, (here[1] - before[1]) / into
        vx, vy = (after[0] - here[0]) / out, (after[1] - here[1]) / out
        a = (here[0] - ux * radius, here[1] - uy * radius)
        b = (here[0] + vx * radius, here[1] + vy * radius)
        path.extend(_line(path[-1], a))
        path.extend(
            (
                (a[0] + ux * k * radius, a[1] + uy * k * radius),
                (b[0] - vx * k * radius, b[1] - vy * k * radius),
                b,
            )
        )
    path.extend(_line(path[-1], corners[-1]))
    return tuple(path)


# -- paths ----------------------------------------------------------------------------------


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point, t: float) -> Point:
    s = 1 - t
    a, b, c, d = s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t
    return (
        a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
        a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
    )


def _flatten(path: Path, spacing: float) -> list[Point]:
    """Points along the path about ``spacing`` apart (segments split evenly in t)."""
    points = [path[0]]
    for n in range(1, len(path), 3):
        p0, p1, p2, p3 = path[n - 1], path[n], path[n + 1], path[n + 2]
        # The control polygon is at least as long as the curve.
        span = math.dist(p0, p1) + math.dist(p1, p2) + math.dist(p2, p3)
        steps = max(1, math.ceil(span / spacing))
        points.extend(_cubic(p0, p1, p2, p3, step / steps) for step in range(1, steps + 1))
    return points


def flatten(path: Path, spacing: float) -> list[Point]:
    """Points along ``path`` at most about ``spacing`` apart: what the painter draws."""
    return _flatten(path, spacing)


def scaled(path: Path, scale: int) -> Path:
    return tuple((x * scale, y * scale) for x, y in path)
