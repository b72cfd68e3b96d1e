"""Ladder's words for readers, from the catalog it ships (``locales/``, English and French).

The shared describer (:class:`generator.describe.Describer`) names cards, suits and
numbers in every language it has; what only Ladder says (its piles, its foundations,
its narrations and the app's refusals) is here, read from Ladder's own catalog with the
generator's strict loader (:func:`generator.i18n.load`): a missing phrase is an error,
never English on a French page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from generator.cards import Suit
from generator.describe import Describer
from generator.i18n import load

from toygame import engine

LOCALES = Path(__file__).resolve().parent / "locales"
"""Ladder's catalogs: ``<lang>/LC_MESSAGES/generator.po`` and the template ``generator.pot``."""


def C_(context: str, message: str) -> tuple[str, str]:
    """Mark a phrase with its context for extraction (``babel.cfg`` beside it)."""
    return context, message


_FOUNDATION = {
    Suit.SPADES: C_("place", "spade foundation"),
    Suit.HEARTS: C_("place", "heart foundation"),
}
_ONTO_FOUNDATION = {
    # TRANSLATORS: where a move ends, onto a Ladder foundation.
    Suit.SPADES: C_("move target", "onto the spade foundation"),
    Suit.HEARTS: C_("move target", "onto the heart foundation"),
}
_REFUSALS = {
    engine.Refusal.NOTHING_TO_MOVE: C_("refusal", "there is no card to move here"),
    engine.Refusal.SAME_PLACE: C_("refusal", "the card is already there"),
    engine.Refusal.RANK_NOT_ONE_LOWER: C_("refusal", "rank must be one lower"),
    engine.Refusal.NOT_NEXT_ON_FOUNDATION: C_(
        "refusal", "must be the next card of this foundation"
    ),
    engine.Refusal.FOUNDATION_TO_PILE: C_("refusal", "a foundation's cards stay there"),
}


class Words:
    """Ladder's phrases in the describer's language (the describer's ``words`` door)."""

    def __init__(self, describer: Describer):
        self.describer = describer
        self.catalog = load(describer.lang, LOCALES)

    def _phrase(self, marked: tuple[str, str], **values: str) -> str:
        text = self.catalog.pgettext(*marked)
        return text % values if values else text

    def owns(self, place: object) -> bool:
        return isinstance(place, engine.Pile | engine.Foundation)

    def place_name(self, place: engine.Place) -> str:
        if isinstance(place, engine.Foundation):
            return self._phrase(_FOUNDATION[place.suit])
        return self.catalog.pgettext("place", "pile %(number)s") % {
            "number": self.describer.number(place.number)
        }

    def place_label(self, place: engine.Place) -> str:
        if isinstance(place, engine.Foundation):
            return self.describer.suit_name(place.suit)
        return self.describer.number(place.number)

    def describe(self, position: engine.Position, *, fan: bool = False) -> list[str]:
        """One line a place: each pile bottom to top, each foundation's top card."""
        lines = []
        places: list[engine.Place] = [engine.Pile(n) for n in range(1, engine.PILE_COUNT + 1)]
        for place in [*places, *(engine.Foundation(suit) for suit in engine.SUITS)]:
            cards = position.cards(place)
            values = {"place": self.place_name(place)}
            if not cards:
                # TRANSLATORS: a Ladder place that holds no card: "pile 3: empty".
                lines.append(self.catalog.pgettext("description", "%(place)s: empty") % values)
            elif isinstance(place, engine.Foundation):
                values["card"] = self.describer.card_name(cards[-1])
                # TRANSLATORS: a Ladder foundation built up to its top card: "spade foundation: two of spades on top".
                line = self.catalog.pgettext("description", "%(place)s: %(card)s on top")
                lines.append(line % values)
            else:
                values["cards"] = self.describer.list_of(
                    [self.describer.card_name(card) for card in cards]
                )
                # TRANSLATORS: a Ladder pile's cards, the bottom one first: "pile 1: ace of spades and four of hearts, bottom to top".
                line = self.catalog.pgettext("description", "%(place)s: %(cards)s, bottom to top")
                lines.append(line % values)
        return lines

    def alt_text(self, position: engine.Position) -> str:
        n = sum(position.foundations)
        # TRANSLATORS: the alternative text of a Ladder picture.
        return self.catalog.npgettext(
            "alt text",
            "Ladder position: %(n)s card on the foundations",
            "Ladder position: %(n)s cards on the foundations",
            n,
        ) % {"n": self.describer.number(n)}

    def _parts(self, position: engine.Position, move: engine.Move) -> tuple[str, str, str]:
        card = position.top(move.source)
        if card is None:
            raise ValueError(f"{move.source} is empty: no card to narrate (LD-3)")
        assert isinstance(move.source, engine.Pile)
        number = self.describer.number(move.source.number)
        source = self.catalog.pgettext("move source", "from pile %(number)s") % {"number": number}
        if isinstance(move.target, engine.Foundation):
            return (
                self.describer.card_name(card),
                source,
                self._phrase(_ONTO_FOUNDATION[move.target.suit]),
            )
        number = self.describer.number(move.target.number)
        if position.top(move.target) is None:
            target = self.catalog.pgettext("move target", "onto empty pile %(number)s")
        else:
            target = self.catalog.pgettext("move target", "onto pile %(number)s")
        return self.describer.card_name(card), source, target % {"number": number}

    def narrate_action(
        self, position: engine.Position, action: Any, number: int | None, after: Any
    ) -> str:
        if number is None:
            raise ValueError("a move needs its number to be narrated")
        card, source, target = self._parts(position, action)
        # TRANSLATORS: one Ladder move: "move 2: four of hearts from pile 1 onto the spade foundation".
        template = self.catalog.gettext("move %(number)s: %(card)s %(source)s %(target)s")
        return template % {
            "number": self.describer.number(number),
            "card": card,
            "source": source,
            "target": target,
        }

    def refused_move(
        self, position: engine.Position, move: engine.Move, reason: engine.Refusal
    ) -> str:
        card, source, target = self._parts(position, move)
        # TRANSLATORS: a move the app refuses, drawn crossed out: "refused move: two of hearts from pile 1 onto pile 2; the app says “rank must be one lower”".
        template = self.catalog.gettext(
            "refused move: %(card)s %(source)s %(target)s; the app says “%(message)s”"
        )
        values = {"card": card, "source": source, "target": target}
        return template % {**values, "message": self.refusal_message(reason)}

    def refusal_message(self, reason: engine.Refusal) -> str:
        return self._phrase(_REFUSALS[reason])
