"""Crescent's picture: the horseshoe of sixteen piles round the foundations (CR-3, CR-4).

:func:`scene` lays a position out as a :class:`~generator.render.layout.Scene`
with the shared painter's parts (:mod:`generator.render.layout`); the painter draws it.
"""

from __future__ import annotations

from generator.cards import Suit
from generator.crescent import engine as crescent
from generator.fonts import REGULAR
from generator.render.faces import CARD_HEIGHT, CARD_WIDTH, CHEVRON_WIDTH, FAN_OFFSET
from generator.render.layout import (
    BUTTON_HEIGHT,
    BUTTON_PAD,
    CHEVRON_RISE,
    COUNT_COLOUR,
    COUNT_SIZE,
    FOUNDATION_ROW_GAP,
    GAP_X,
    GAP_Y,
    LABEL_COLOUR,
    LABEL_PAD,
    MARGIN,
    PANEL_INSET,
    ROUTE_MARGIN,
    ButtonOp,
    CardOp,
    ChevronOp,
    LabelOp,
    Op,
    PanelOp,
    Rect,
    Scene,
    SlotOp,
    card_rect,
    column_pitch,
    fitted,
    label_block,
    label_ops,
    mark_op,
    row_word_size,
    widest,
)
from generator.render.marks import FRAME_PAD, TARGET_WIDTH, MarkPlan
from generator.render.text import text_width
from generator.render.words import ImageWords

#: Horseshoe rows (CR-3): the top row, then the side rows from the top
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


def scene(
    position: crescent.Position, words: ImageWords, *, fan: bool, mark: MarkPlan | None
) -> Scene:
    """CR-3, CR-4: the horseshoe of 16 piles, the aces row over the kings row in the middle."""
    pile_lines = {
        n: fitted(words.pile_lines(n, len(position.pile(n))), words)
        for n in range(1, crescent.PILE_COUNT + 1)
    }
    foundation_lines = {
        f: fitted(words.foundation_lines(f, position.foundation_count(f)), words)
        for f in crescent.FOUNDATIONS
    }
    # Beside a row of foundations: "up" or "down" (CR-11, CR-12), a foundation's direction.
    row_labels = {
        d: words.place_label(crescent.Foundation(d, Suit.SPADES)) for d in crescent.Direction
    }
    top_band = {column: widest(pile_lines[n], words) for column, n in enumerate(_TOP_ROW)}
    middle_band = {
        _LEFT_COLUMN: max(widest(pile_lines[left], words) for left, _ in _SIDE_ROWS),
        _RIGHT_COLUMN: max(widest(pile_lines[right], words) for _, right in _SIDE_ROWS),
    }
    for column, suit in zip(_FOUNDATION_COLUMNS, Suit, strict=False):
        middle_band[column] = max(
            widest(foundation_lines[crescent.Foundation(d, suit)], words)
            for d in crescent.Direction
        )
    # Row words stay inside the foundations panel, between the side piles' labels and the
    # foundations': as large as fits there at the least pitch (see pitch).
    beside = max(
        middle_band[c]
        for c in (_LEFT_COLUMN, _FOUNDATION_COLUMNS[0], _FOUNDATION_COLUMNS[-1], _RIGHT_COLUMN)
    )
    room = 2 * (CARD_WIDTH + GAP_X - LABEL_PAD) - 1 - beside - 2 * PANEL_INSET
    row_size = row_word_size(list(row_labels.values()), room, words)
    row_width = (
        max(text_width(label, row_size, REGULAR, words.chain) for label in row_labels.values())
        + 2 * PANEL_INSET
    )
    middle_band.update(dict.fromkeys(_ROW_WORD_COLUMNS, row_width))
    pitch = column_pitch([top_band, middle_band])
    pile_block = max(label_block(len(lines)) for lines in pile_lines.values())
    foundation_block = max(label_block(len(lines)) for lines in foundation_lines.values())

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
            places[n] = card_rect(x, top)
        else:
            shown = cards if fan else cards[-1:]
            for i, card in enumerate(shown):
                ops.append(CardOp(x, top + i * FAN_OFFSET, words.rank(card), card.suit))
            places[n] = card_rect(x, top + (len(shown) - 1) * FAN_OFFSET)
        # The labels of a row line up under its deepest pile (fanned piles differ in depth).
        ops.extend(label_ops(centre_x(column), top + row_depth, pile_lines[n]))

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
            places[foundation] = card_rect(x, row_top)
            ops.extend(
                label_ops(centre_x(column), row_top + CARD_HEIGHT, foundation_lines[foundation])
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
            mark_op(
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


def _crescent_place(place: object) -> crescent.Place:
    if not isinstance(place, int | crescent.Foundation):
        raise TypeError(f"not a Crescent place to mark: {place!r}")
    return place


def plan_mark(
    position: crescent.Position, action: object, before: object, after: object
) -> MarkPlan:
    """The mark of a Crescent move on ``position`` (the position before or after it)."""
    if not isinstance(action, crescent.Move):
        raise TypeError(f"cannot mark a Crescent position with {action!r}")
    shows_after = (position == after) if after is not None else not position.is_legal(action)
    return MarkPlan(action.source, action.target, 1, shows_after)


def plan_refused(position: crescent.Position, move: crescent.Move) -> MarkPlan | None:
    """A refused move crossed out, or ``None`` if it moves no card there to draw."""
    if position.top(move.source) is None:
        return None
    return MarkPlan(move.source, move.target, 1, False, True)
