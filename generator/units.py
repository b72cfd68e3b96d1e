"""The things a page counts ("3 redeals", "16 piles"), named as a page role names them.

:class:`Unit` is the table of counted nouns that the roles read (``{number}`GAME.DECKS:Words
decks```) and the describer words (:meth:`generator.describe.Describer.quantity` and
:meth:`~generator.describe.Describer.counted`): which nouns there are, their English names,
and which may be counted in words or after a preposition.  The words of each language are
the describer's catalog messages, not this module's.
"""

from __future__ import annotations

import enum

#: The forms a page role may ask of a counted noun (``free-cells:oblique``): "direct" is the
#: count as subject or on its own, "oblique" the count a preposition or postposition governs
#: (:attr:`Unit.has_oblique`; the describer's catalog gives its words).
CASES = ("direct", "oblique")


class Unit(enum.Enum):
    """Things a page counts, for :meth:`Describer.quantity` ("3 redeals", "16 piles") and
    :meth:`Describer.counted` (the page roles' counts: "1 empty column", "three redeals").

    A page names a unit by its English plural, hyphenated (:attr:`noun`): ``empty-columns``.
    """

    CARD = "card"
    PILE = "pile"
    COLUMN = "column"
    FOUNDATION = "foundation"
    REDEAL = "redeal"
    MOVE = "move"
    DECK = "deck"
    EMPTY_COLUMN = "empty column"
    EMPTY_CELL = "empty cell"
    FREE_CELL = "free cell"
    SECOND = "second"
    DEAL = "deal"
    COPY = "copy"
    ACTION = "action"
    ALL_CARDS = "all cards"
    ONTO_FOUNDATIONS = "onto the foundations"

    @property
    def in_words(self) -> bool:
        """Whether a count of the unit may be written in words: a noun's count may ("three
        redeals"), not a phrase that carries its article or preposition ("all 104 cards",
        "onto the 8 foundations"), whose words would be put differently in each language
        (Arabic الأوراق الأربع كلها).

        >>> Unit.REDEAL.in_words, Unit.ALL_CARDS.in_words
        (True, False)
        """
        return self not in _PHRASES

    @property
    def has_oblique(self) -> bool:
        """Whether a page may ask for the unit's count after a preposition (``:oblique``):
        a noun's count may, not a phrase that carries its own case ("onto the 8 foundations").

        >>> Unit.FREE_CELL.has_oblique, Unit.ONTO_FOUNDATIONS.has_oblique
        (True, False)
        """
        return self not in _PHRASES

    @property
    def noun(self) -> str:
        """The word a page role names the unit by: its English plural, hyphenated.

        >>> Unit.EMPTY_COLUMN.noun, Unit.COPY.noun, Unit.ONTO_FOUNDATIONS.noun
        ('empty-columns', 'copies', 'onto-the-foundations')
        """
        plural = self.value if self in _PHRASES else _PLURALS.get(self, f"{self.value}s")
        return plural.replace(" ", "-")

    @classmethod
    def named(cls, noun: str) -> Unit:
        """The unit a page role names (:attr:`noun`), or ValueError listing them."""
        for unit in cls:
            if unit.noun == noun:
                return unit
        raise ValueError(
            f"no counted noun {noun!r}: use one of {', '.join(unit.noun for unit in cls)}"
        )


_PHRASES = frozenset({Unit.ALL_CARDS, Unit.ONTO_FOUNDATIONS})
"""The units that are whole phrases, already plural, carrying their article or preposition."""

_PLURALS = {Unit.COPY: "copies"}
"""The English plurals not made with an s."""
