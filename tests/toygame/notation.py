"""Ladder's notation: ``2-3`` moves pile 2's top card onto pile 3, ``2-f`` onto its
foundation (or ``2-fs``, ``2-fh``, naming it); ``[A♠]`` at the end checks the card."""

from __future__ import annotations

from generator.cards import Suit
from generator.notation import NotationError, format_card, split_card

from toygame import engine

_FOUNDATIONS = {"f" + suit.letter.lower(): suit for suit in engine.SUITS}


def parse_place(text: str, whole: str) -> engine.Place:
    word = text.strip().lower()
    if word.isdigit() and 1 <= int(word) <= engine.PILE_COUNT:
        return engine.Pile(int(word))
    if word in _FOUNDATIONS:
        return engine.Foundation(_FOUNDATIONS[word])
    raise NotationError("Ladder", whole, f"no place {text!r} (piles 1 to 4, fs or fh)")


def parse(text: str) -> engine.Move:
    body, card = split_card("Ladder", text)
    source, dash, target = body.partition("-")
    if not dash:
        raise NotationError("Ladder", text, "write SOURCE-TARGET, as 2-3 or 2-f")
    target_place: engine.Place
    if target.strip().lower() == "f":
        if card is None:
            raise NotationError("Ladder", text, "name the card for f, or write fs or fh")
        target_place = engine.Foundation(card.suit)
    else:
        target_place = parse_place(target, text)
    return engine.Move(parse_place(source, text), target_place, card)


def format_place(place: engine.Place) -> str:
    if isinstance(place, engine.Pile):
        return str(place.number)
    return "f" + Suit(place.suit).letter.lower()


def format_move(move: engine.Move, *, ascii: bool = False, card: bool = True) -> str:
    text = f"{format_place(move.source)}-{format_place(move.target)}"
    return text + (format_card(move.card, ascii) if card else "")
