"""Where everything goes: a position becomes a :class:`Scene`, plain data.

A scene lists every card, empty place, label and mark with its pixel
coordinates and its exact text.  It is what the painter draws and what the
image key hashes, so anything that changes the picture changes the key.

Geometry is computed at 1× and multiplied by the scale, so a 2× image is the
1× image with every length doubled (and its glyphs and pips drawn natively
at 2×, not enlarged).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Union

from generator import crescent, freecell
from generator.cards import Suit
from generator.fonts import BOLD, REGULAR
from generator.render.faces import CARD_HEIGHT, CARD_WIDTH, FAN_OFFSET
from generator.render.marks import FRAME_PAD, MarkPlan
from generator.render.text import text_width
from generator.render.words import ImageWords

MARGIN = 16
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
FREECELL_BEND = CARD_WIDTH * 3 // 8
"""How far a FreeCell arrow may stray: within the right half of a column's cards."""
FREECELL_DEAL_DEPTH = 7
"""FreeCell images are at least as tall as the deal's longest column (FC-1)."""

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

    ``bend``: how far the arrow may curve away from the straight line, so that
    it runs through free space instead of over cards and labels; ``lean``: the
    direction it curves to, or ``None`` for towards the middle of the picture;
    ``sides``: between places one above the other, the arrow leaves and
    enters by their left or right sides (labels lie above and below cards).
    """

    source: Rect
    target: Rect
    bend: int
    lean: tuple[int, int] | None = None
    sides: bool = False


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


Op = Union[PanelOp, ChevronOp, CardOp, SlotOp, LabelOp, MarkOp]


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
            if isinstance(op, PanelOp):
                ops.append(PanelOp(op.rect.scaled(scale)))
            elif isinstance(op, MarkOp):
                ops.append(replace(op, source=op.source.scaled(scale), target=op.target.scaled(scale), bend=op.bend * scale))
            elif isinstance(op, LabelOp):
                ops.append(replace(op, x=op.x * scale, y=op.y * scale, size=op.size * scale))
            else:
                ops.append(replace(op, x=op.x * scale, y=op.y * scale))
        return Scene(self.width * scale, self.height * scale, self.language, tuple(ops), self.scale * scale)


def _label_block(lines: int) -> int:
    """Height taken under a card by ``lines`` of labels."""
    return LABEL_GAP + (lines - 1) * LINE_HEIGHT + 6 if lines else 0


def _labels(cx: int, card_bottom: int, lines: tuple[str, ...], *, first_bold: bool) -> list[LabelOp]:
    ops = []
    for i, line in enumerate(lines):
        bold = first_bold and i == 0 and len(lines) > 1
        ops.append(
            LabelOp(
                cx,
                card_bottom + LABEL_GAP + i * LINE_HEIGHT,
                line,
                NUMBER_SIZE if bold else COUNT_SIZE,
                BOLD if bold else REGULAR,
                LABEL_COLOUR if bold or len(lines) == 1 else COUNT_COLOUR,
            )
        )
    return ops


def _widest(lines: list[tuple[str, ...]], words: ImageWords) -> int:
    widest = 0
    for group in lines:
        for i, line in enumerate(group):
            bold = i == 0 and len(group) > 1
            size, weight = (NUMBER_SIZE, BOLD) if bold else (COUNT_SIZE, REGULAR)
            widest = max(widest, text_width(line, size, weight, words.chain))
    return widest


def _pitch(rows: list[dict[int, int]]) -> int:
    """The column pitch: room for every card, and no two labels of a row touching.

    ``rows`` map a column to the width of its widest label in that band.  A
    long label may spread over the gap beside it when its neighbour is short,
    so one long Thai word does not spread out the whole picture.
    """
    pitch = CARD_WIDTH + GAP_X
    for row in rows:
        columns = sorted(row)
        for a, b in zip(columns, columns[1:]):
            need = (row[a] + row[b] + 1) // 2 + LABEL_PAD
            pitch = max(pitch, -(-need // (b - a)))
        for column in columns[:1] + columns[-1:]:
            # The outermost labels may use the margin, but not leave the picture.
            pitch = max(pitch, row[column] - 2 * MARGIN)
    return pitch


def _group_width(lines: tuple[str, ...], words: ImageWords) -> int:
    return _widest([lines], words)


# -- Crescent ------------------------------------------------------------------

#: Horseshoe rows (PRODUCT.md): the top row, then the side rows from the top
#: down, each a (left pile, right pile) pair; piles 1–4 climb the left side.
_TOP_ROW = tuple(range(5, 13))
_SIDE_ROWS = ((4, 13), (3, 14), (2, 15), (1, 16))
_FOUNDATION_COLUMNS = (2, 3, 4, 5)


def crescent_scene(
    position: crescent.Position, words: ImageWords, *, fan: bool, mark: MarkPlan | None
) -> Scene:
    """CR-3, CR-4: the horseshoe of 16 piles, the aces row over the kings row in the middle."""
    pile_lines = {
        n: words.pile_lines(n, len(position.pile(n))) for n in range(1, crescent.PILE_COUNT + 1)
    }
    foundation_lines = {
        f: words.foundation_lines(f, position.foundation_count(f)) for f in crescent.FOUNDATIONS
    }
    row_labels = {d: words.row_label(d) for d in crescent.Direction}
    top_band = {column: _group_width(pile_lines[n], words) for column, n in enumerate(_TOP_ROW)}
    middle_band = {
        0: max(_group_width(pile_lines[left], words) for left, _ in _SIDE_ROWS),
        7: max(_group_width(pile_lines[right], words) for _, right in _SIDE_ROWS),
    }
    # Row words stay inside the foundations panel.
    row_width = max(_group_width((label,), words) for label in row_labels.values()) + 2 * PANEL_INSET
    middle_band[1] = middle_band[6] = row_width
    for column, suit in zip(_FOUNDATION_COLUMNS, Suit):
        middle_band[column] = max(
            _group_width(foundation_lines[crescent.Foundation(d, suit)], words) for d in crescent.Direction
        )
    pitch = _pitch([top_band, middle_band])
    pile_block = max(_label_block(len(lines)) for lines in pile_lines.values())
    foundation_block = max(_label_block(len(lines)) for lines in foundation_lines.values())

    def depth(n: int) -> int:
        shown = len(position.pile(n)) if fan else 1
        return CARD_HEIGHT + max(shown - 1, 0) * FAN_OFFSET

    def centre_x(column: int) -> int:
        return MARGIN + column * pitch + pitch // 2

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
        ops.extend(_labels(centre_x(column), top + row_depth, pile_lines[n], first_bold=True))

    y = MARGIN
    top_depth = max(depth(n) for n in _TOP_ROW)
    for column, n in enumerate(_TOP_ROW):
        put_pile(n, column, y, top_depth)
    y += top_depth + pile_block + GAP_Y
    middle_top = y
    for left, right in _SIDE_ROWS:
        row_depth = max(depth(left), depth(right))
        put_pile(left, 0, y, row_depth)
        put_pile(right, 7, y, row_depth)
        y += row_depth + pile_block + GAP_Y
    middle_height = y - GAP_Y - middle_top
    height = y - GAP_Y + MARGIN

    row_height = CARD_HEIGHT + foundation_block
    block = 2 * row_height + GAP_Y
    row_top = middle_top + max(middle_height - block, 0) // 2
    # A panel sets the foundations apart from the piles, and a chevron at
    # each end of a row says which way it builds (CR-11, CR-12) without words.
    ops.append(
        PanelOp(
            Rect(
                MARGIN + pitch + PANEL_INSET,
                row_top - PANEL_INSET,
                MARGIN + 7 * pitch - PANEL_INSET,
                row_top + block + PANEL_INSET - LABEL_PAD,
            )
        )
    )
    for row in (crescent.Direction.UP, crescent.Direction.DOWN):
        for column in (1, 6):
            middle = row_top + CARD_HEIGHT // 2
            ops.append(ChevronOp(centre_x(column), middle - CHEVRON_RISE, row is crescent.Direction.UP))
            ops.append(
                LabelOp(
                    centre_x(column), middle + CHEVRON_RISE + COUNT_SIZE // 3, row_labels[row],
                    COUNT_SIZE, REGULAR, COUNT_COLOUR,
                )
            )
        for column, suit in zip(_FOUNDATION_COLUMNS, Suit):
            foundation = crescent.Foundation(row, suit)
            x = centre_x(column) - CARD_WIDTH // 2
            card = position.top(foundation)
            ops.append(CardOp(x, row_top, words.rank(card), card.suit))
            places[foundation] = _card_rect(x, row_top)
            ops.extend(
                _labels(
                    centre_x(column), row_top + CARD_HEIGHT, foundation_lines[foundation],
                    first_bold=True,
                )
            )
        row_top += row_height + GAP_Y

    if mark is not None:
        # Labels lie under every card and the gaps beside them are free: the
        # arrow runs from side to side, bending a little towards the centre.
        ops.append(MarkOp(places[mark.source], places[mark.target], GAP_X // 2, None, sides=True))
    return Scene(2 * MARGIN + 8 * pitch, height, words.language, tuple(ops))


# -- FreeCell -------------------------------------------------------------------

_FOUNDATION_SLOTS = (4, 5, 6, 7)


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
    top_band.update({slot: _group_width((suits[i],), words) for i, slot in enumerate(_FOUNDATION_SLOTS)})
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
        ops.append(LabelOp(centre_x(i), label_baseline, letters[i], NUMBER_SIZE, BOLD, LABEL_COLOUR))
        if card is None:
            ops.append(SlotOp(left(i), top))
        else:
            ops.append(CardOp(left(i), top, words.rank(card), card.suit))
        cells[i] = _card_rect(left(i), top)
    for slot, suit in zip(_FOUNDATION_SLOTS, Suit):
        ops.append(
            LabelOp(centre_x(slot), label_baseline, suits[suit.value], COUNT_SIZE, REGULAR, COUNT_COLOUR)
        )
        card = position.foundation_top(suit)
        if card is None:
            ops.append(SlotOp(left(slot), top, suit))
        else:
            ops.append(CardOp(left(slot), top, words.rank(card), card.suit))
        foundations[suit] = _card_rect(left(slot), top)

    number_baseline = top + CARD_HEIGHT + GAP_Y + NUMBER_SIZE + 4
    column_top = number_baseline + LINE_HEIGHT // 2
    deepest = max(FREECELL_DEAL_DEPTH, *(len(cards) for cards in position.columns))
    for n, cards in enumerate(position.columns, 1):
        column = n - 1
        ops.append(
            LabelOp(centre_x(column), number_baseline, numbers[column], NUMBER_SIZE, BOLD, LABEL_COLOUR)
        )
        if not cards:
            ops.append(SlotOp(left(column), column_top))
            columns[n] = [_card_rect(left(column), column_top)]
        else:
            columns[n] = []
            for i, card in enumerate(cards):
                y = column_top + i * FAN_OFFSET
                ops.append(CardOp(left(column), y, words.rank(card), card.suit))
                columns[n].append(_card_rect(left(column), y))
    height = column_top + (deepest - 1) * FAN_OFFSET + CARD_HEIGHT + MARGIN

    if mark is not None:

        def rect(place: freecell.Place, count: int) -> Rect:
            if isinstance(place, freecell.Cell):
                return cells[place.index]
            if isinstance(place, freecell.FoundationPlace):
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
        # Card indices sit at the left of each card, so the arrow leans right
        # (over the blank right half of the fanned cards) or, across a row, up.
        ops.append(
            MarkOp(rect(mark.source, source_count), rect(mark.target, target_count), FREECELL_BEND, (1, -1))
        )
    return Scene(2 * MARGIN + 8 * pitch, height, words.language, tuple(ops))
