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
from generator.crescent import engine as crescent
from generator.fonts import BOLD, REGULAR, FontChain
from generator.freecell import engine as freecell
from generator.render import route as routing
from generator.render.faces import (
    CARD_HEIGHT,
    CARD_WIDTH,
    CHEVRON_HEIGHT,
    CHEVRON_WIDTH,
    FAN_OFFSET,
    index_box,
)
from generator.render.marks import FRAME_PAD, HEAD_LENGTH, TARGET_WIDTH, MarkPlan
from generator.render.text import label_box, text_width
from generator.render.words import ImageWords

MARGIN = 16
ROUTE_MARGIN = 36
"""From the outermost cards to the picture's edge where a mark's arrow may need to come
round and turn in: the target's frame (9 px), the arrowhead's straight leg (20 px), the
arrow's half width and halo, and 2 px to spare.  Crescent's corner piles 5 and 12
(hemmed in by their neighbours and labels) are entered from the sides; FreeCell's
longest column from below."""
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
"""Crescent's row words (up, down) are drawn smaller, down to this size, to fit beside the
foundations; a word still too long spreads the columns instead: text is never clipped."""
FREECELL_MIN_DEPTH = 1
"""A FreeCell image is as tall as its longest column, and at least one card (an empty
tableau still shows its eight places).  Heights step by one fan offset; images of one
game keep their width and everything above the columns in place, so they line up at
the top.  (A minimum of the deal's seven cards left a won game's picture with 150 px
of empty felt.)"""
ROUTE_BAND = 14
"""Extra height between FreeCell's cells and the column numbers: a channel where a
mark's arrow runs along the row and turns straight up into a cell or foundation."""
FOUNDATION_ROW_GAP = 34
"""Between Crescent's aces row (its counts) and kings row: room for an arrow to run
between the rows and enter a kings-row foundation from above."""
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


def _card_rect(x: int, y: int) -> Rect:
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
    """A rounded outline: Crescent's redeal button (its words are a :class:`LabelOp`)."""

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


def _label_block(lines: int) -> int:
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


def _fitted(lines: tuple[str, ...], words: ImageWords) -> tuple[Line, ...]:
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


def _labels(cx: int, card_bottom: int, lines: tuple[Line, ...]) -> list[LabelOp]:
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


def _widest(lines: tuple[Line, ...], words: ImageWords) -> int:
    return max((_width(line, words) for line in lines), default=0)


def _row_word_size(labels: list[str], room: int, words: ImageWords) -> int:
    """The size Crescent's row words are drawn at: the largest, from the labels' own size down
    to :data:`MIN_ROW_WORD_SIZE`, at which the longest fits ``room``."""
    for size in range(COUNT_SIZE, MIN_ROW_WORD_SIZE - 1, -1):
        if all(text_width(label, size, REGULAR, words.chain) <= room for label in labels):
            return size
    return COUNT_SIZE  # too long even then: the columns spread (_pitch), nothing is clipped


def _pitch(rows: list[dict[int, int]]) -> int:
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


def _group_width(lines: tuple[str, ...], words: ImageWords) -> int:
    return _widest(_styled(lines), words)


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


def _mark_op(
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

    ``labelled``: places have their labels right under them (Crescent), so
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


# -- Crescent ------------------------------------------------------------------

#: Horseshoe rows (PRODUCT.md): the top row, then the side rows from the top
#: down, each a (left pile, right pile) pair; piles 1–4 climb the left side.
_TOP_ROW = crescent.HORSESHOE_TOP
_SIDE_ROWS = tuple(zip(reversed(crescent.HORSESHOE_LEFT), crescent.HORSESHOE_RIGHT, strict=False))
_GRID = len(_TOP_ROW)
"""Columns of the picture: one a pile of the top row; the side rows use the first and the last."""
_LEFT_COLUMN, _RIGHT_COLUMN = 0, _GRID - 1
_FOUNDATION_COLUMNS = tuple(range((_GRID - len(Suit)) // 2, (_GRID + len(Suit)) // 2))
"""The middle columns, one a suit: its ascending foundation over its descending one."""
_ROW_WORD_COLUMNS = (_FOUNDATION_COLUMNS[0] - 1, _FOUNDATION_COLUMNS[-1] + 1)
"""Beside the foundations, each row's word (up, down) and chevron."""


def crescent_scene(
    position: crescent.Position, words: ImageWords, *, fan: bool, mark: MarkPlan | None
) -> Scene:
    """CR-3, CR-4: the horseshoe of 16 piles, the aces row over the kings row in the middle."""
    pile_lines = {
        n: _fitted(words.pile_lines(n, len(position.pile(n))), words)
        for n in range(1, crescent.PILE_COUNT + 1)
    }
    foundation_lines = {
        f: _fitted(words.foundation_lines(f, position.foundation_count(f)), words)
        for f in crescent.FOUNDATIONS
    }
    row_labels = {d: words.row_label(d) for d in crescent.Direction}
    top_band = {column: _widest(pile_lines[n], words) for column, n in enumerate(_TOP_ROW)}
    middle_band = {
        _LEFT_COLUMN: max(_widest(pile_lines[left], words) for left, _ in _SIDE_ROWS),
        _RIGHT_COLUMN: max(_widest(pile_lines[right], words) for _, right in _SIDE_ROWS),
    }
    for column, suit in zip(_FOUNDATION_COLUMNS, Suit, strict=False):
        middle_band[column] = max(
            _widest(foundation_lines[crescent.Foundation(d, suit)], words)
            for d in crescent.Direction
        )
    # Row words stay inside the foundations panel, between the side piles' labels and the
    # foundations': as large as fits there at the least pitch (see _pitch).
    beside = max(
        middle_band[c]
        for c in (_LEFT_COLUMN, _FOUNDATION_COLUMNS[0], _FOUNDATION_COLUMNS[-1], _RIGHT_COLUMN)
    )
    room = 2 * (CARD_WIDTH + GAP_X - LABEL_PAD) - 1 - beside - 2 * PANEL_INSET
    row_size = _row_word_size(list(row_labels.values()), room, words)
    row_width = (
        max(text_width(label, row_size, REGULAR, words.chain) for label in row_labels.values())
        + 2 * PANEL_INSET
    )
    middle_band.update(dict.fromkeys(_ROW_WORD_COLUMNS, row_width))
    pitch = _pitch([top_band, middle_band])
    pile_block = max(_label_block(len(lines)) for lines in pile_lines.values())
    foundation_block = max(_label_block(len(lines)) for lines in foundation_lines.values())

    def depth(n: int) -> int:
        shown = len(position.pile(n)) if fan else 1
        return CARD_HEIGHT + max(shown - 1, 0) * FAN_OFFSET

    side = max(MARGIN, ROUTE_MARGIN - (pitch - CARD_WIDTH) // 2)

    def centre_x(column: int) -> int:
        return side + column * pitch + pitch // 2

    ops: list[Op] = []
    places: dict[crescent.Place, Rect] = {}

    def put_pile(n: int, column: int, top: int, row_depth: int) -> None:
        x = centre_x(column) - CARD_WIDTH // 2
        cards = position.pile(n)
        if not cards:
            ops.append(SlotOp(x, top))
            places[n] = _card_rect(x, top)
        else:
            shown = cards if fan else cards[-1:]
            for i, card in enumerate(shown):
                ops.append(CardOp(x, top + i * FAN_OFFSET, words.rank(card), card.suit))
            places[n] = _card_rect(x, top + (len(shown) - 1) * FAN_OFFSET)
        # The labels of a row line up under its deepest pile (fanned piles differ in depth).
        ops.extend(_labels(centre_x(column), top + row_depth, pile_lines[n]))

    y = MARGIN
    top_depth = max(depth(n) for n in _TOP_ROW)
    for column, n in enumerate(_TOP_ROW):
        put_pile(n, column, y, top_depth)
    y += top_depth + pile_block + GAP_Y
    # Channels for a mark's arrow: the margins and the gaps between columns and rows.
    xs = [MARGIN // 2] + [side + k * pitch for k in range(1, _GRID)]
    ys = [MARGIN // 2, y - GAP_Y // 2]
    middle_top = y
    bottom_row_middle = y
    for left, right in _SIDE_ROWS:
        row_depth = max(depth(left), depth(right))
        put_pile(left, _LEFT_COLUMN, y, row_depth)
        put_pile(right, _RIGHT_COLUMN, y, row_depth)
        bottom_row_middle = y + row_depth - CARD_HEIGHT // 2
        y += row_depth + pile_block + GAP_Y
        ys.append(y - GAP_Y // 2)
    middle_height = y - GAP_Y - middle_top
    height = y - GAP_Y + MARGIN
    width = 2 * side + _GRID * pitch
    xs.append(width - MARGIN // 2)
    ys[-1] = height - MARGIN // 2

    row_height = CARD_HEIGHT + foundation_block
    block = 2 * row_height + FOUNDATION_ROW_GAP
    row_top = middle_top + max(middle_height - block, 0) // 2
    panel = Rect(
        side + _ROW_WORD_COLUMNS[0] * pitch + PANEL_INSET,
        row_top - PANEL_INSET,
        side + _RIGHT_COLUMN * pitch - PANEL_INSET,
        row_top + block + PANEL_INSET - LABEL_PAD,
    )
    # A panel sets the foundations apart from the piles, and a chevron at
    # each end of a row says which way it builds (CR-11, CR-12) without words.
    ops.append(PanelOp(panel))
    # Channels in the panel: between each row word and the foundations beside
    # it, and between the two rows; around the panel.
    word = max(
        CHEVRON_WIDTH,
        *(text_width(label, row_size, REGULAR, words.chain) for label in row_labels.values()),
    )
    inner = (
        centre_x(_ROW_WORD_COLUMNS[0])
        + word // 2
        + centre_x(_FOUNDATION_COLUMNS[0])
        - CARD_WIDTH // 2
    ) // 2
    xs += [inner, width - inner]
    ys += [
        row_top + row_height + (FOUNDATION_ROW_GAP - FRAME_PAD - 1 - TARGET_WIDTH) // 2,
        panel.top - GAP_Y // 2,
        panel.bottom + GAP_Y // 2,
    ]
    for row in crescent.Direction:
        for column in _ROW_WORD_COLUMNS:
            middle = row_top + CARD_HEIGHT // 2
            ops.append(
                ChevronOp(centre_x(column), middle - CHEVRON_RISE, row is crescent.Direction.UP)
            )
            ops.append(
                LabelOp(
                    centre_x(column),
                    middle + CHEVRON_RISE + COUNT_SIZE // 3,
                    row_labels[row],
                    row_size,
                    REGULAR,
                    COUNT_COLOUR,
                )
            )
        for column, suit in zip(_FOUNDATION_COLUMNS, Suit, strict=False):
            foundation = crescent.Foundation(row, suit)
            x = centre_x(column) - CARD_WIDTH // 2
            card = position.foundation_top(foundation)
            ops.append(CardOp(x, row_top, words.rank(card), card.suit))
            places[foundation] = _card_rect(x, row_top)
            ops.extend(
                _labels(centre_x(column), row_top + CARD_HEIGHT, foundation_lines[foundation])
            )
        row_top += row_height + FOUNDATION_ROW_GAP

    # CR-17: the redeal button shows how many redeals remain, in the describer's
    # words; it sits in the open end of the horseshoe, between piles 1 and 16.
    redeals = words.redeals_left(position.redeals_left)
    button_width = text_width(redeals, COUNT_SIZE, REGULAR, words.chain) + 2 * BUTTON_PAD
    button_top = bottom_row_middle - BUTTON_HEIGHT // 2
    button = Rect(
        width // 2 - button_width // 2,
        button_top,
        width // 2 - button_width // 2 + button_width,
        button_top + BUTTON_HEIGHT,
    )
    ops.append(ButtonOp(button))
    ops.append(
        LabelOp(
            width // 2, bottom_row_middle, redeals, COUNT_SIZE, REGULAR, LABEL_COLOUR, anchor="mm"
        )
    )

    if mark is not None:
        ops.append(
            _mark_op(
                ops,
                (width, height),
                places[_crescent_place(mark.source)],
                places[_crescent_place(mark.target)],
                xs,
                ys,
                words.chain,
                labelled=True,
                refused=mark.refused,
            )
        )
    return Scene(width, height, words.language, tuple(ops))


# -- FreeCell -------------------------------------------------------------------

_FOUNDATION_SLOTS = tuple(range(freecell.COLUMN_COUNT - len(Suit), freecell.COLUMN_COUNT))
"""The columns the foundations stand over, one a suit: the last ones (the cells take the first)."""


def _empty_label(centre: int, top: int, words: ImageWords) -> LabelOp:
    """The locale's word for empty, in the middle of an empty FreeCell column or cell."""
    return LabelOp(
        centre,
        top + CARD_HEIGHT // 2,
        words.empty(),
        COUNT_SIZE,
        REGULAR,
        COUNT_COLOUR,
        anchor="mm",
    )


def freecell_scene(
    position: freecell.Position, words: ImageWords, *, fan: bool, mark: MarkPlan | None
) -> Scene:
    """FC-2, FC-13: the variant's cells and the foundations above, eight fanned columns below.

    Columns are always fanned (FreeCell shows every card); ``fan`` changes nothing here.
    """
    del fan
    letters = [words.place_label(freecell.Cell(i)) for i in range(len(position.cells))]
    numbers = [words.place_label(freecell.Column(n)) for n in range(1, freecell.COLUMN_COUNT + 1)]
    suits = [words.place_label(freecell.FoundationPlace(suit)) for suit in Suit]
    # Letters and numbers are bold, suit names regular: measure each as drawn.
    top_band = {i: _group_width((letter, ""), words) for i, letter in enumerate(letters)}
    top_band.update(
        {slot: _group_width((suits[i],), words) for i, slot in enumerate(_FOUNDATION_SLOTS)}
    )
    number_band = {i: _group_width((number, ""), words) for i, number in enumerate(numbers)}
    pitch = _pitch([top_band, number_band])

    def left(column: int) -> int:
        return MARGIN + column * pitch + (pitch - CARD_WIDTH) // 2

    def centre_x(column: int) -> int:
        return MARGIN + column * pitch + pitch // 2

    ops: list[Op] = []
    cells: dict[int, Rect] = {}
    foundations: dict[Suit, Rect] = {}
    columns: dict[int, list[Rect]] = {}

    label_baseline = MARGIN + NUMBER_SIZE
    top = label_baseline + LINE_HEIGHT // 2
    for i, card in enumerate(position.cells):
        ops.append(
            LabelOp(centre_x(i), label_baseline, letters[i], NUMBER_SIZE, BOLD, LABEL_COLOUR)
        )
        if card is None:
            ops.append(SlotOp(left(i), top))
            ops.append(_empty_label(centre_x(i), top, words))
        else:
            ops.append(CardOp(left(i), top, words.rank(card), card.suit))
        cells[i] = _card_rect(left(i), top)
    for slot, suit in zip(_FOUNDATION_SLOTS, Suit, strict=False):
        ops.append(
            LabelOp(
                centre_x(slot), label_baseline, suits[suit.value], COUNT_SIZE, REGULAR, COUNT_COLOUR
            )
        )
        card = position.foundation_top(suit)
        if card is None:
            ops.append(SlotOp(left(slot), top, suit))
        else:
            ops.append(CardOp(left(slot), top, words.rank(card), card.suit))
        foundations[suit] = _card_rect(left(slot), top)

    number_baseline = top + CARD_HEIGHT + ROUTE_BAND + GAP_Y + NUMBER_SIZE + 4
    column_top = number_baseline + LINE_HEIGHT // 2
    deepest = max(FREECELL_MIN_DEPTH, *(len(cards) for cards in position.columns))
    for n, cards in enumerate(position.columns, 1):
        column = n - 1
        ops.append(
            LabelOp(
                centre_x(column), number_baseline, numbers[column], NUMBER_SIZE, BOLD, LABEL_COLOUR
            )
        )
        if not cards:
            ops.append(SlotOp(left(column), column_top))
            ops.append(_empty_label(centre_x(column), column_top, words))
            columns[n] = [_card_rect(left(column), column_top)]
        else:
            columns[n] = []
            for i, card in enumerate(cards):
                y = column_top + i * FAN_OFFSET
                ops.append(CardOp(left(column), y, words.rank(card), card.suit))
                columns[n].append(_card_rect(left(column), y))
    height = column_top + (deepest - 1) * FAN_OFFSET + CARD_HEIGHT + ROUTE_MARGIN
    width = 2 * MARGIN + 8 * pitch

    if mark is not None:

        def rect(place: freecell.Place, count: int) -> Rect:
            if isinstance(place, freecell.Cell):
                return cells[place.index]
            if isinstance(place, freecell.FoundationPlace):
                if place.suit is None:
                    raise ValueError(f"mark {mark!r}: name the foundation's suit")
                return foundations[place.suit]
            stack = columns[place.number]
            run = stack[-count:]
            rect = run[0].union(run[-1])
            if len(stack) > len(run):
                # A card above shows only its index strip: lower the frame's top
                # edge onto the run so it does not cross that card's index.
                rect = replace(rect, top=rect.top + FRAME_PAD + 1)
            return rect

        source_count = 1 if mark.after else mark.count
        target_count = mark.count if mark.after else 1
        # Channels: the margins, the gaps between columns, the band between the
        # cells and the column numbers, the felt above the labels.
        xs = [MARGIN // 2] + [MARGIN + k * pitch for k in range(1, 8)] + [width - MARGIN // 2]
        band = top + CARD_HEIGHT + (ROUTE_BAND + GAP_Y) // 2
        ys = [MARGIN // 2, band, height - MARGIN // 2]
        ops.append(
            _mark_op(
                ops,
                (width, height),
                rect(_freecell_place(mark.source), source_count),
                rect(_freecell_place(mark.target), target_count),
                xs,
                ys,
                words.chain,
                labelled=False,
                refused=mark.refused,
            )
        )
    return Scene(width, height, words.language, tuple(ops))


def _crescent_place(place: object) -> crescent.Place:
    if not isinstance(place, int | crescent.Foundation):
        raise TypeError(f"not a Crescent place to mark: {place!r}")
    return place


def _freecell_place(place: object) -> freecell.Place:
    if not isinstance(place, freecell.Column | freecell.Cell | freecell.FoundationPlace):
        raise TypeError(f"not a FreeCell place to mark: {place!r}")
    return place
