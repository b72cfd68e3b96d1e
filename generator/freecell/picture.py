"""FreeCell's picture: the cells and foundations above, eight fanned columns below (FC-2).

:func:`scene` lays a position out as a :class:`~generator.render.layout.Scene`
with the shared painter's parts (:mod:`generator.render.layout`); the painter draws it.
"""

from __future__ import annotations

from dataclasses import replace

from generator.cards import Card, Suit
from generator.fonts import BOLD, REGULAR
from generator.freecell import engine as freecell
from generator.render.faces import CARD_HEIGHT, CARD_WIDTH, FAN_OFFSET
from generator.render.layout import (
    COUNT_COLOUR,
    COUNT_SIZE,
    GAP_Y,
    LABEL_COLOUR,
    LINE_HEIGHT,
    MARGIN,
    NUMBER_SIZE,
    ROUTE_BAND,
    ROUTE_MARGIN,
    CardOp,
    LabelOp,
    Op,
    Rect,
    Scene,
    SlotOp,
    card_rect,
    column_pitch,
    group_width,
    mark_op,
)
from generator.render.marks import FRAME_PAD, MarkPlan
from generator.render.words import ImageWords

MIN_DEPTH = 1
"""A FreeCell image is as tall as its longest column, and at least one card (an empty
tableau still shows its eight places).  Heights step by one fan offset; images of one
game keep their width and everything above the columns in place, so they line up at
the top.  (A minimum of the deal's seven cards left a won game's picture with 150 px
of empty felt.)"""

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


def scene(
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
    top_band = {i: group_width((letter, ""), words) for i, letter in enumerate(letters)}
    top_band.update(
        {slot: group_width((suits[i],), words) for i, slot in enumerate(_FOUNDATION_SLOTS)}
    )
    number_band = {i: group_width((number, ""), words) for i, number in enumerate(numbers)}
    pitch = column_pitch([top_band, number_band])

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
        cells[i] = card_rect(left(i), top)
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
        foundations[suit] = card_rect(left(slot), top)

    number_baseline = top + CARD_HEIGHT + ROUTE_BAND + GAP_Y + NUMBER_SIZE + 4
    column_top = number_baseline + LINE_HEIGHT // 2
    deepest = max(MIN_DEPTH, *(len(cards) for cards in position.columns))
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
            columns[n] = [card_rect(left(column), column_top)]
        else:
            columns[n] = []
            for i, card in enumerate(cards):
                y = column_top + i * FAN_OFFSET
                ops.append(CardOp(left(column), y, words.rank(card), card.suit))
                columns[n].append(card_rect(left(column), y))
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
            mark_op(
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


def _freecell_place(place: object) -> freecell.Place:
    if not isinstance(place, freecell.Column | freecell.Cell | freecell.FoundationPlace):
        raise TypeError(f"not a FreeCell place to mark: {place!r}")
    return place


def plan_mark(
    position: freecell.Position, action: object, before: object, after: object
) -> MarkPlan:
    """The mark of a FreeCell move on ``position`` (the position before or after it)."""
    if not isinstance(action, freecell.Move):
        raise TypeError(f"cannot mark a FreeCell position with {action!r}")
    if before is not None:
        shows_after = position != before
        reference = before if isinstance(before, freecell.Position) else None
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


def plan_refused(position: freecell.Position, move: freecell.Move) -> MarkPlan | None:
    """A refused move crossed out, or ``None`` if it moves no card there to draw."""
    resolved = position.resolve(move)
    card = _moved_card(position, resolved)
    if card is None:
        return None
    target = resolved.target
    if isinstance(target, freecell.FoundationPlace) and target.suit is None:
        target = freecell.FoundationPlace(card.suit)
    count = (
        min(resolved.cards_moved, len(position.column(resolved.source.number)))
        if isinstance(resolved.source, freecell.Column)
        else 1
    )
    return MarkPlan(resolved.source, target, count, False, True)


def _moved_card(position: freecell.Position, move: freecell.Move) -> Card | None:
    source = move.source
    if isinstance(source, freecell.Column):
        cards = position.column(source.number)
        return cards[-1] if cards else None
    if isinstance(source, freecell.Cell):
        return position.cells[source.index]
    return position.foundation_top(source.suit) if source.suit else None
