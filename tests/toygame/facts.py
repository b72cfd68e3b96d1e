"""What a Ladder page may state and check (:class:`generator.registry.Facts`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from generator.cards import Card

from toygame import engine
from toygame.notation import parse
from toygame.notation import parse_place as _parse_place

place_words = ("pile", "foundation")

quantities: Mapping[str, Callable[[engine.Position], int]] = {
    "empty-piles": lambda p: sum(1 for cards in p.piles if not cards),
    "cards-on-foundations": lambda p: sum(p.foundations),
    "legal-moves": lambda p: len(p.legal_moves()),
}
predicates: Mapping[str, Callable[[engine.Position], bool]] = {"won": lambda p: p.is_won()}
move_kinds = tuple(kind.value for kind in engine.Kind)
given_quantities: tuple[str, ...] = ()


def parse_place(position: engine.Position, text: str) -> engine.Place:
    try:
        return _parse_place(text, text)
    except ValueError:
        raise ValueError(f"no Ladder place {text.strip()!r}: use a pile 1-4, fs or fh") from None


def cards_at(position: engine.Position, place: engine.Place) -> tuple[Card, ...]:
    if isinstance(place, engine.Foundation):
        top = position.top(place)
        return () if top is None else (top,)
    return position.cards(place)


def count_at(position: engine.Position, place: engine.Place) -> int:
    return len(position.cards(place))


def kinds(step: Any) -> set[str]:
    target = step.action.target
    if isinstance(target, engine.Foundation):
        return {engine.Kind.TO_FOUNDATION.value}
    if not step.before.cards(target):
        return {engine.Kind.TO_PILE.value, engine.Kind.TO_EMPTY_PILE.value}
    return {engine.Kind.TO_PILE.value}


def same_action(step: Any, text: str) -> bool:
    written = parse(text)
    played = step.action
    same = (written.source, written.target) == (played.source, played.target)
    return same and (written.card is None or written.card is played.card)


def given(start: engine.Position, wanted: Mapping[str, int]) -> engine.Position:
    raise ValueError("Ladder builds no given= position")
