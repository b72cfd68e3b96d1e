"""Where everything goes: a position becomes a :class:`Scene`, plain data.

A scene lists every card, empty place, label and mark with its pixel
coordinates and its exact text.  It is what the painter draws and what the
image key hashes, so anything that changes the picture changes the key.

Geometry is computed at 1× and multiplied by the scale, so a 2× image is the
1× image with every length doubled (and its glyphs and pips drawn natively
at 2×, not enlarged).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace

from generator.cards import Suit
from generator.fonts import BOLD, REGULAR, FontChain
from generator.render import route as routing
from generator.render.faces import (
    CARD_HEIGHT,
    CARD_WIDTH,
    CHEVRON_HEIGHT,
    CHEVRON_WIDTH,
    index_box,
)
from generator.render.marks import FRAME_PAD, HEAD_LENGTH, TARGET_WIDTH
from generator.render.text import label_box, text_width
from generator.render.words import ImageWords

MARGIN = 16
ROUTE_MARGIN = 36
"""From the outermost cards to the picture's edge where a mark's arrow may need to come
round and turn in: the target's frame (9 px), the arrowhead's straight leg (20 px), the
arrow's half width and halo, and 2 px to spare.  A corner place hemmed in by its
neighbours and labels is entered from a side; the end of a long fanned column from
below."""
GAP_X = 14
GAP_Y = 14
LABEL_GAP = 20
"""From a card's bottom edge to its first label baseline: room for a mark's frame."""
LINE_HEIGHT = 18
"""Baseline to baseline; Thai and Devanagari marks need more than Latin."""
NUMBER_SIZE = 14
COUNT_SIZE = 13
LABEL_PAD = 8
"""Least space between two labels side by side."""
LABEL_ROOM = CARD_WIDTH + GAP_X - LABEL_PAD
"""The widest label line that leaves the columns at their least pitch: a longer line breaks
between its words onto more lines (Tamil "13 சீட்டுகள்" over two), so that one language's
long words do not spread out the whole picture."""
MIN_ROW_WORD_SIZE = 10
"""A foundation row's words (up, down) are drawn smaller, down to this size, to fit beside
the foundations; a word still too long spreads the columns instead: text is never clipped."""
ROUTE_BAND = 14
"""Extra height between a row of cells and the column numbers below it: a channel where a
mark's arrow runs along the row and turns straight up into a cell or foundation."""
FOUNDATION_ROW_GAP = 34
"""Between two rows of foundations (under the upper one, its counts): room for an arrow to run
between the rows and enter a foundation of the lower row from above."""
BUTTON_HEIGHT = 26
BUTTON_PAD = 12
"""The redeal button: its height, and the space each side of its words."""

CHEVRON_RISE = 12
"""The chevron sits this far above a foundation row's middle, its word as far below."""
PANEL_INSET = 6
"""Space between the foundations panel and the piles beside it."""

FELT = (30, 90, 56)
PANEL = (24, 78, 48)
LABEL_COLOUR = (255, 255, 255)
COUNT_COLOUR = (214, 236, 221)


@dataclass(frozen=True)
class Rect:
    left: int
    top: int
    right: int
    bottom: int

    def union(self, other: Rect) -> Rect:
        return Rect(
            min(self.left, other.left),
            min(self.top, other.top),
            max(self.right, other.right),
            max(self.bottom, other.bottom),
        )

    def scaled(self, scale: int) -> Rect:
        return Rect(self.left * scale, self.top * scale, self.right * scale, self.bottom * scale)


def card_rect(x: int, y: int) -> Rect:
    return Rect(x, y, x + CARD_WIDTH, y + CARD_HEIGHT)


@dataclass(frozen=True)
class CardOp:
    """A face-up card, its top-left corner at (x, y)."""

    x: int
    y: int
    rank: str
    suit: Suit


@dataclass(frozen=True)
class SlotOp:
    """An empty place (pile, column, cell); ``suit`` for an empty foundation."""

    x: int
    y: int
    suit: Suit | None = None


@dataclass(frozen=True)
class LabelOp:
    """Text with its Pillow ``anchor`` point at (x, y)."""

    x: int
    y: int
    text: str
    size: int
    weight: int
    colour: tuple[int, int, int]
    anchor: str = "ms"


@dataclass(frozen=True)
class MarkOp:
    """A move: ``source`` framed with dashes, ``target`` framed solid, an arrow between.

    ``path``: the arrow, as :mod:`generator.render.route` found it (a start
    point, then two controls and an end per cubic segment), clear of card
    corners and labels wherever the picture leaves a way.
    """

    source: Rect
    target: Rect
    path: tuple[tuple[float, float], ...]
    refused: bool = False
    """A move the app refuses: drawn dashed and crossed (:mod:`generator.render.marks`)."""


@dataclass(frozen=True)
class ButtonOp:
    """A rounded outline: a button of the app's, such as a redeal button (its words are a
    :class:`LabelOp`)."""

    rect: Rect


@dataclass(frozen=True)
class PanelOp:
    """A shaded area behind a group of places."""

    rect: Rect


@dataclass(frozen=True)
class ChevronOp:
    """A small arrowhead centred at (x, y), pointing up or down."""

    x: int
    y: int
    up: bool


Op = PanelOp | ChevronOp | CardOp | SlotOp | LabelOp | ButtonOp | MarkOp


@dataclass(frozen=True)
class Scene:
    width: int
    height: int
    language: str
    ops: tuple[Op, ...]
    scale: int = 1

    def scaled(self, scale: int) -> Scene:
        if scale == 1:
            return self
        ops: list[Op] = []
        for op in self.ops:
            if isinstance(op, (PanelOp, ButtonOp)):
                ops.append(replace(op, rect=op.rect.scaled(scale)))
            elif isinstance(op, MarkOp):
                ops.append(
                    replace(
                        op,
                        source=op.source.scaled(scale),
                        target=op.target.scaled(scale),
                        path=routing.scaled(op.path, scale),
                    )
                )
            elif isinstance(op, LabelOp):
                ops.append(replace(op, x=op.x * scale, y=op.y * scale, size=op.size * scale))
            else:
                ops.append(replace(op, x=op.x * scale, y=op.y * scale))
        return Scene(
            self.width * scale, self.height * scale, self.language, tuple(ops), self.scale * scale
        )


def label_block(lines: int) -> int:
    """Height taken under a card by ``lines`` of labels."""
    return LABEL_GAP + (lines - 1) * LINE_HEIGHT + 6 if lines else 0


@dataclass(frozen=True)
class Line:
    """One line of the labels under a place, in its style."""

    text: str
    size: int
    weight: int
    colour: tuple[int, int, int]


def _styled(lines: tuple[str, ...]) -> tuple[Line, ...]:
    """The labels under a place: of two or more, the first (the place's name) bold."""
    styled = []
    for i, line in enumerate(lines):
        bold = i == 0 and len(lines) > 1
        styled.append(
            Line(
                line,
                NUMBER_SIZE if bold else COUNT_SIZE,
                BOLD if bold else REGULAR,
                LABEL_COLOUR if bold or len(lines) == 1 else COUNT_COLOUR,
            )
        )
    return tuple(styled)


def _width(line: Line, words: ImageWords) -> int:
    return text_width(line.text, line.size, line.weight, words.chain)


def fitted(lines: tuple[str, ...], words: ImageWords) -> tuple[Line, ...]:
    """The labels, each line wider than :data:`LABEL_ROOM` broken between its words onto as
    many lines as it needs (each in the line's style); a single word is never broken."""
    fitted: list[Line] = []
    for line in _styled(lines):
        if _width(line, words) <= LABEL_ROOM or " " not in line.text.strip():
            fitted.append(line)
            continue
        current = ""
        for word in line.text.split():
            joined = f"{current} {word}" if current else word
            if current and _width(replace(line, text=joined), words) > LABEL_ROOM:
                fitted.append(replace(line, text=current))
                current = word
            else:
                current = joined
        fitted.append(replace(line, text=current))
    return tuple(fitted)


def label_ops(cx: int, card_bottom: int, lines: tuple[Line, ...]) -> list[LabelOp]:
    return [
        LabelOp(
            cx,
            card_bottom + LABEL_GAP + i * LINE_HEIGHT,
            line.text,
            line.size,
            line.weight,
            line.colour,
        )
        for i, line in enumerate(lines)
    ]


def widest(lines: tuple[Line, ...], words: ImageWords) -> int:
    return max((_width(line, words) for line in lines), default=0)


def row_word_size(labels: list[str], room: int, words: ImageWords) -> int:
    """The size a foundation row's words are drawn at: the largest, from the labels' own size down
    to :data:`MIN_ROW_WORD_SIZE`, at which the longest fits ``room``."""
    for size in range(COUNT_SIZE, MIN_ROW_WORD_SIZE - 1, -1):
        if all(text_width(label, size, REGULAR, words.chain) <= room for label in labels):
            return size
    return COUNT_SIZE  # too long even then: the columns spread (pitch), nothing is clipped


def column_pitch(rows: list[dict[int, int]]) -> int:
    """The column pitch: room for every card, and no two labels of a row touching.

    ``rows`` map a column to the width of its widest label in that band.  A
    long label may spread over the gap beside it when its neighbour is short,
    so one long Thai word does not spread out the whole picture.
    """
    pitch = CARD_WIDTH + GAP_X
    for row in rows:
        columns = sorted(row)
        for a, b in itertools.pairwise(columns):
            need = (row[a] + row[b] + 1) // 2 + LABEL_PAD
            pitch = max(pitch, -(-need // (b - a)))
        for column in columns[:1] + columns[-1:]:
            # The outermost labels may use the margin, but not leave the picture.
            pitch = max(pitch, row[column] - 2 * MARGIN)
    return pitch


def group_width(lines: tuple[str, ...], words: ImageWords) -> int:
    return widest(_styled(lines), words)


def _obstacles(ops: list[Op], chain: FontChain):
    """What a mark's arrow should not cover, each with its weight (see :mod:`.route`)."""
    for op in ops:
        if isinstance(op, CardOp):
            yield (op.x, op.y, op.x + CARD_WIDTH, op.y + CARD_HEIGHT), routing.CARD
            left, top, right, bottom = index_box(op.rank, chain)
            yield (op.x + left, op.y + top, op.x + right, op.y + bottom), routing.INDEX
        elif isinstance(op, SlotOp):
            yield (op.x, op.y, op.x + CARD_WIDTH, op.y + CARD_HEIGHT), routing.SLOT
        elif isinstance(op, LabelOp):
            box = label_box(op.text, op.size, op.weight, op.anchor, chain)
            if box is not None:
                yield (op.x + box[0], op.y + box[1], op.x + box[2], op.y + box[3]), routing.TEXT
        elif isinstance(op, ChevronOp):
            # Down to the row word under it: the chevron and its word read as one sign.
            half_w, half_h = CHEVRON_WIDTH // 2, CHEVRON_HEIGHT // 2
            yield (
                (op.x - half_w, op.y - half_h, op.x + half_w, op.y + 2 * CHEVRON_RISE),
                routing.TEXT,
            )
        elif isinstance(op, ButtonOp):
            r = op.rect
            yield (r.left, r.top, r.right, r.bottom), routing.TEXT


def mark_op(
    ops: list[Op],
    size: tuple[int, int],
    source: Rect,
    target: Rect,
    xs: list[int],
    ys: list[int],
    chain: FontChain,
    *,
    labelled: bool,
    refused: bool = False,
) -> MarkOp:
    """The mark of a move from ``source`` to ``target`` (card rectangles), its arrow routed.

    ``labelled``: places have their labels right under them (numbered piles), so
    the arrow may end under the target's labels.
    """
    frame = (
        source.left - FRAME_PAD,
        source.top - FRAME_PAD,
        source.right + FRAME_PAD,
        source.bottom + FRAME_PAD,
    )
    tip = FRAME_PAD + 1 + TARGET_WIDTH  # the arrowhead stops on the outside of the target's frame
    outside = target.left - tip, target.top - tip, target.right + tip, target.bottom + tip
    # The target's own labels, right under it: where a way in from below may end.
    below = None
    for op in ops if labelled else ():
        if (
            isinstance(op, LabelOp)
            and target.left < op.x < target.right
            and 0 < op.y - target.bottom < 3 * LINE_HEIGHT
        ):
            box = label_box(op.text, op.size, op.weight, op.anchor, chain)
            if box is not None:
                below = max(below or 0, op.y + box[3] + routing.CLEAR)
    path = routing.route(
        size, _obstacles(ops, chain), xs, ys, frame, outside, head=HEAD_LENGTH, below=below
    )
    return MarkOp(source, target, path, refused)
