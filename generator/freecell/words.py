"""FreeCell's words for readers: its places, descriptions, narrations and the app's messages.

The phrases only FreeCell says, each through the generator's catalog as
:mod:`generator.describe` explains (one message per form, counts as plural phrases); the
card names, counts and lists they hold are the describer's, whose helpers :class:`Words`
inherits.  The describer asks this module for a FreeCell position, place or refusal
(the game's ``words``, :class:`generator.registry.Game`).

>>> Describer("th").place_label(3), Describer("th").place_label(Cell(1))
('3', 'b')
"""

from __future__ import annotations

from typing import Any

from generator.cards import Card, Rank, Suit
from generator.describe import C_, Describer
from generator.freecell import engine as freecell
from generator.freecell.engine import Cell, Column, FoundationPlace
from generator.rules import RefusalReason

_ONTO_CARD_ON_COLUMN = {
    # TRANSLATORS: where a move ends: onto the top card of a FreeCell column: “move 12: the six of hearts from column 4 onto the seven of clubs on column 7”. One phrase per rank (see the same phrase “on pile”).
    Rank.ACE: C_("move target", "onto the ace of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the two of diamonds on column 7”
    Rank.TWO: C_("move target", "onto the two of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the three of clubs on column 7”
    Rank.THREE: C_("move target", "onto the three of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the four of hearts on column 7”
    Rank.FOUR: C_("move target", "onto the four of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the five of spades on column 7”
    Rank.FIVE: C_("move target", "onto the five of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the six of clubs on column 7”
    Rank.SIX: C_("move target", "onto the six of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the seven of hearts on column 7”
    Rank.SEVEN: C_("move target", "onto the seven of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the eight of diamonds on column 7”
    Rank.EIGHT: C_("move target", "onto the eight of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the nine of clubs on column 7”
    Rank.NINE: C_("move target", "onto the nine of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the ten of hearts on column 7”
    Rank.TEN: C_("move target", "onto the ten of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the jack of diamonds on column 7”
    Rank.JACK: C_("move target", "onto the jack of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the queen of hearts on column 7”
    Rank.QUEEN: C_("move target", "onto the queen of %(suit)s on column %(number)s"),
    # TRANSLATORS: “move 12: the six of hearts from column 4 onto the king of spades on column 7”
    Rank.KING: C_("move target", "onto the king of %(suit)s on column %(number)s"),
}
"""Where a move ends on a FreeCell column: the card it goes onto and the column, one phrase."""

_CELL_LETTERS = (
    # TRANSLATORS: a FreeCell cell's letter, in the pictures (the label above the cell) and in the descriptions (“cell a”, “into cell a”). The notation of the game records (3a, a5) keeps a to d; write the letter your script names the first cell with (Arabic أ), or a.
    C_("cell letter", "a"),
    # TRANSLATORS: the second cell's letter (see “a”): Arabic ب
    C_("cell letter", "b"),
    # TRANSLATORS: the third cell's letter (see “a”): Arabic ج
    C_("cell letter", "c"),
    # TRANSLATORS: the fourth cell's letter (see “a”): Arabic د
    C_("cell letter", "d"),
)
"""The cells' letters as readers see them, by index: the notation's a to d, in the page's
script where it has its own letters for them."""

_FREECELL_FOUNDATION = {
    # TRANSLATORS: a FreeCell foundation (one per suit, built from the ace up) as the head of its description.
    Suit.SPADES: C_("foundation", "spade foundation"),
    Suit.HEARTS: C_("foundation", "heart foundation"),
    Suit.DIAMONDS: C_("foundation", "diamond foundation"),
    Suit.CLUBS: C_("foundation", "club foundation"),
}

_FREECELL_FOUNDATION_FROM = {
    # TRANSLATORS: where a move starts: from a FreeCell foundation (one per suit): “move 40: the five of hearts from the heart foundation onto …”. The case “from” needs (Tamil: ablative).
    Suit.SPADES: C_("move source", "from the spade foundation"),
    Suit.HEARTS: C_("move source", "from the heart foundation"),
    Suit.DIAMONDS: C_("move source", "from the diamond foundation"),
    Suit.CLUBS: C_("move source", "from the club foundation"),
}

_FREECELL_FOUNDATION_ONTO = {
    # TRANSLATORS: where a move ends: onto a FreeCell foundation (one per suit): “move 5: the ace of spades from column 3 onto the spade foundation”. The case “onto” needs (Tamil: dative, «இஸ்பேட் அடித்தளத்துக்கு»).
    Suit.SPADES: C_("move target", "onto the spade foundation"),
    Suit.HEARTS: C_("move target", "onto the heart foundation"),
    Suit.DIAMONDS: C_("move target", "onto the diamond foundation"),
    Suit.CLUBS: C_("move target", "onto the club foundation"),
}

_REFUSALS: dict[RefusalReason, tuple[str, str]] = {
    freecell.Refusal.NOTHING_TO_MOVE: C_("refusal", "there is no card to move here"),
    freecell.Refusal.NOT_TOP_CARD: C_(
        "refusal", "only the top card of a column, or the run on top, can move"
    ),
    freecell.Refusal.SAME_PLACE: C_("refusal", "the card is already there; choose another place"),
    freecell.Refusal.NO_SUCH_CELL: C_("refusal", "this game has no such cell"),
    freecell.Refusal.CELL_OCCUPIED: C_("refusal", "this cell is taken; a cell holds one card"),
    freecell.Refusal.NOT_OPPOSITE_COLOUR: C_(
        "refusal", "must be the opposite colour: red on black, black on red"
    ),
    freecell.Refusal.RANK_NOT_ONE_LOWER: C_("refusal", "rank must be one lower"),
    freecell.Refusal.NOT_NEXT_ON_FOUNDATION: C_(
        "refusal", "must be the next card of this foundation"
    ),
    freecell.Refusal.ONE_CARD_ONLY: C_(
        "refusal", "only one card at a time goes to a cell or a foundation"
    ),
    freecell.Refusal.NOT_A_SEQUENCE: C_("refusal", "these cards do not form a run"),
    freecell.Refusal.SEQUENCE_TOO_LONG: C_(
        "refusal", "not enough free cells and empty columns to move so many cards"
    ),
}


class Words(Describer):
    """FreeCell's phrases in the language of the describer it is made from (its catalog,
    locale and helpers shared)."""

    def __init__(self, describer: Describer):  # no catalog read again: the describer's
        self.__dict__.update(describer.__dict__)

    def owns(self, place: object) -> bool:
        """A FreeCell place: a column, a cell or a foundation."""
        return isinstance(place, Column | Cell | FoundationPlace)

    def place_name(self, place: freecell.Place) -> str:
        """A place as the head of its description: "column 4", "cell a", "spade foundation"."""
        if isinstance(place, FoundationPlace):
            return self._phrase(_FREECELL_FOUNDATION[_suit_of(place)])
        if isinstance(place, Column):
            return self.pgettext("place", "column %(number)s") % {
                "number": self.number(place.number)
            }
        if isinstance(place, Cell):
            return self.pgettext("place", "cell %(letter)s") % {"letter": self.cell_letter(place)}
        raise ValueError(f"not a FreeCell place: {place!r}")

    def place_label(self, place: freecell.Place) -> str:
        """The short label drawn in the picture: a column's number, a cell's letter, a foundation's suit."""
        if isinstance(place, FoundationPlace):
            return self.suit_name(_suit_of(place))
        if isinstance(place, Column):
            return self.number(place.number)
        if isinstance(place, Cell):
            return self.cell_letter(place)
        raise ValueError(f"not a FreeCell place: {place!r}")

    def cell_letter(self, cell: Cell) -> str:
        """A cell's letter as the page's readers see it: the notation's (a to d), or the
        catalog's letter in the page's script (Arabic أ ب ج د)."""
        return self._phrase(_CELL_LETTERS[cell.index])

    def describe(self, position: freecell.Position, *, fan: bool = False) -> list[str]:
        """Each column from bottom to top (every card is visible), then the cells the variant
        has, then the foundations; ``fan`` changes nothing."""
        entries = []
        for number in range(1, freecell.COLUMN_COUNT + 1):
            cards = position.column(number)
            place = self.place_name(Column(number))
            if not cards:
                entries.append(self._empty(place))
            elif len(cards) == 1:
                entries.append(self._count_then_top(place, cards[0], 1))
            else:
                entries.append(self._bottom_to_top(place, cards))
        for index, card in enumerate(position.cells):
            place = self.place_name(Cell(index))
            if card is None:
                entries.append(self._empty(place))
            else:
                # TRANSLATORS: a FreeCell cell and its card: "cell a: queen of hearts".
                entries.append(
                    self.pgettext("description", "%(place)s: %(card)s")
                    % {
                        "place": place,
                        "card": self.card_name(card),
                    }
                )
        for suit in Suit:
            place = self.place_name(FoundationPlace(suit))
            top = position.foundation_top(suit)
            if top is None:
                entries.append(self._empty(place))
            else:
                entries.append(self._top_then_count(place, top, position.foundation_count(suit)))
        return entries

    def alt_text(self, position: freecell.Position) -> str:
        """The picture's ``alt``: the foundations, the free cells, the empty columns."""
        foundations = self._on_foundations(sum(position.foundations))
        free, total = position.empty_cells(), len(position.cells)
        if free == 0:
            # TRANSLATORS: in a FreeCell picture's alternative text, when every cell holds a card: “FreeCell position: 20 cards on the foundations, no free cell, 1 column empty”.
            cells = self.gettext("no free cell")
        else:
            cells = self.ngettext(
                "%(n)s free cell of %(total)s", "%(n)s free cells of %(total)s", free
            ) % {"n": self.number(free), "total": self.number(total)}
        # TRANSLATORS: alternative text of a FreeCell picture: "FreeCell position: 5 cards on the foundations, 2 free cells of 4, 1 column empty".
        template = self.gettext("FreeCell position: %(foundations)s, %(cells)s, %(empty)s")
        return template % {
            "foundations": foundations,
            "cells": cells,
            "empty": self._empty_columns(position.empty_columns()),
        }

    def _empty_columns(self, n: int) -> str:
        if n == 0:
            return self.gettext("no column empty")
        return self.ngettext("%(n)s column empty", "%(n)s columns empty", n) % {"n": self.number(n)}

    def narrate_action(
        self, position: freecell.Position, action: freecell.Move, number: int | None, after: Any
    ) -> str:
        """One line for a move: its card or run, where from and where to."""
        return self._narrate_freecell(position, action, number)

    def _narrate_freecell(
        self, position: freecell.Position, move: freecell.Move, number: int | None
    ) -> str:
        subject, from_, onto, run = self._freecell_parts(position, move)
        return self._move(number, subject, from_, onto, run=run)

    def _freecell_parts(
        self, position: freecell.Position, move: freecell.Move
    ) -> tuple[str, str, str, bool]:
        """The card or run, the "from …" and the "onto …" phrases of a FreeCell move, and
        whether it moves a run."""
        move = position.resolve(move)
        source, target, count = move.source, move.target, move.cards_moved
        if isinstance(source, Column):
            cards = position.column(source.number)
            if len(cards) < count or count < 1:
                raise ValueError(f"column {source.number} has no {count} cards to move (FC-3)")
            first: Card | None = cards[
                -count
            ]  # the lowest card of the run in the column: the first one lifted
            from_ = self.pgettext("move source", "from column %(number)s") % {
                "number": self.number(source.number)
            }
        elif isinstance(source, Cell):
            first = position.cells[source.index] if source.index < len(position.cells) else None
            from_ = self.pgettext("move source", "from cell %(letter)s") % {
                "letter": self.cell_letter(source)
            }
        else:
            first = position.foundation_top(_suit_of(source))
            from_ = self._phrase(_FREECELL_FOUNDATION_FROM[_suit_of(source)])
        if first is None:
            raise ValueError(f"nothing to move from {source} (FC-3)")
        if isinstance(target, Column):
            under = position.column(target.number)
            number = self.number(target.number)
            if under:
                onto = self._card(_ONTO_CARD_ON_COLUMN, under[-1], number=number)
            else:
                onto = self.pgettext("move target", "into empty column %(number)s") % {
                    "number": number
                }
        elif isinstance(target, Cell):
            onto = self.pgettext("move target", "into cell %(letter)s") % {
                "letter": self.cell_letter(target)
            }
        else:
            suit = target.suit if target.suit is not None else first.suit
            onto = self._phrase(_FREECELL_FOUNDATION_ONTO[suit])
        if count > 1:
            last = position.column(source.number)[-1] if isinstance(source, Column) else first
            # TRANSLATORS: a FreeCell run that moves, named by its two ends: “move 12: 3 cards, the nine of clubs down to the seven of hearts, from column 4 onto …”. %(first)s is a “card, first of a run” form, %(last)s a “card, last of a run” form; a run always goes down in rank from the first to the last.
            subject = self.npgettext(
                "run", "%(n)s card, %(first)s %(last)s", "%(n)s cards, %(first)s %(last)s", count
            ) % {
                "n": self.number(count),
                "first": self.card_first_of_run(first),
                "last": self.card_last_of_run(last),
            }
            return subject, from_, onto, True
        return self.card_moved(first), from_, onto, False

    def refused_move(
        self, position: freecell.Position, move: freecell.Move, reason: RefusalReason
    ) -> str:
        """A move the app refuses, and the app's message."""
        subject, from_, onto, run = self._freecell_parts(position, move)
        return self._refused(subject, from_, onto, reason, run=run)

    def refusal_message(self, reason: RefusalReason) -> str:
        """The app's text for a refusal, as RULES.md quotes it."""
        return self._phrase(_REFUSALS[reason])


def _suit_of(place: FoundationPlace) -> Suit:
    if place.suit is None:
        raise ValueError("name the suit of the foundation (FoundationPlace(suit))")
    return place.suit
