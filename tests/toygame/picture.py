"""Ladder's picture: the two foundations above, the four piles fanned below (LD-2, LD-5).

:func:`scene` lays a position out with the shared painter's parts
(:mod:`generator.render.layout`); the painter draws it, as it draws the built-in games.
"""

from __future__ import annotations

from generator.fonts import BOLD, REGULAR
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
from generator.render.marks import MarkPlan
from generator.render.words import ImageWords

from toygame import engine

_FOUNDATION_SLOTS = (2, 3)
"""The foundations stand over piles 3 and 4."""


def scene(
    position: engine.Position, words: ImageWords, *, fan: bool, mark: MarkPlan | None
) -> Scene:
    """Every pile fanned (``fan`` changes nothing), each foundation's top card above."""
    del fan
    numbers = [words.place_label(engine.Pile(n)) for n in range(1, engine.PILE_COUNT + 1)]
    suits = [words.place_label(engine.Foundation(suit)) for suit in engine.SUITS]
    bands = {i: group_width((number, ""), words) for i, number in enumerate(numbers)}
    tops = {slot: group_width((suits[i],), words) for i, slot in enumerate(_FOUNDATION_SLOTS)}
    pitch = column_pitch([bands, tops])

    def left(column: int) -> int:
        return MARGIN + column * pitch + (pitch - CARD_WIDTH) // 2

    def centre(column: int) -> int:
        return MARGIN + column * pitch + pitch // 2

    ops: list[Op] = []
    rects: dict[engine.Place, Rect] = {}
    baseline = MARGIN + NUMBER_SIZE
    top = baseline + LINE_HEIGHT // 2
    for slot, suit, label in zip(_FOUNDATION_SLOTS, engine.SUITS, suits, strict=True):
        place = engine.Foundation(suit)
        ops.append(LabelOp(centre(slot), baseline, label, COUNT_SIZE, REGULAR, COUNT_COLOUR))
        card = position.top(place)
        if card is None:
            ops.append(SlotOp(left(slot), top, suit))
        else:
            ops.append(CardOp(left(slot), top, words.rank(card), card.suit))
        rects[place] = card_rect(left(slot), top)
    number_baseline = top + CARD_HEIGHT + ROUTE_BAND + GAP_Y + NUMBER_SIZE + 4
    pile_top = number_baseline + LINE_HEIGHT // 2
    deepest = max(1, *(len(cards) for cards in position.piles))
    for n, cards in enumerate(position.piles, 1):
        column = n - 1
        ops.append(
            LabelOp(
                centre(column), number_baseline, numbers[column], NUMBER_SIZE, BOLD, LABEL_COLOUR
            )
        )
        if not cards:
            ops.append(SlotOp(left(column), pile_top))
            rects[engine.Pile(n)] = card_rect(left(column), pile_top)
        for i, card in enumerate(cards):
            ops.append(CardOp(left(column), pile_top + i * FAN_OFFSET, words.rank(card), card.suit))
            rects[engine.Pile(n)] = card_rect(left(column), pile_top + i * FAN_OFFSET)
    height = pile_top + (deepest - 1) * FAN_OFFSET + CARD_HEIGHT + ROUTE_MARGIN
    width = 2 * MARGIN + engine.PILE_COUNT * pitch
    if mark is not None:
        xs = [MARGIN // 2] + [MARGIN + k * pitch for k in range(1, engine.PILE_COUNT)]
        xs.append(width - MARGIN // 2)
        ys = [MARGIN // 2, top + CARD_HEIGHT + (ROUTE_BAND + GAP_Y) // 2, height - MARGIN // 2]
        ops.append(
            mark_op(
                ops,
                (width, height),
                rects[mark.source],
                rects[mark.target],
                xs,
                ys,
                words.chain,
                labelled=False,
                refused=mark.refused,
            )
        )
    return Scene(width, height, words.language, tuple(ops))


def plan_mark(position: engine.Position, action: object, before: object, after: object) -> MarkPlan:
    """A move's mark: on the position before it, or after it (the card arrived)."""
    if not isinstance(action, engine.Move):
        raise TypeError(f"cannot mark a Ladder position with {action!r}")
    shows_after = position != before if before is not None else position.refusal(action) is not None
    return MarkPlan(action.source, action.target, 1, shows_after)


def plan_refused(position: engine.Position, move: engine.Move) -> MarkPlan | None:
    """A refused move crossed out, or ``None`` when there is no card to move."""
    if isinstance(move.source, engine.Foundation) or position.top(move.source) is None:
        return None
    return MarkPlan(move.source, move.target, 1, False, True)
