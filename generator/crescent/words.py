"""Crescent's words for readers: its places, descriptions, narrations and the app's messages.

The phrases only Crescent says, each through the generator's catalog as
:mod:`generator.describe` explains (one message per form, counts as plural phrases); the
card names, counts and lists they hold are the describer's, whose helpers :class:`Words`
inherits.  The describer asks this module for a Crescent position, place or refusal
(the game's ``words``, :class:`generator.registry.Game`):

>>> from generator.cards import Card
>>> from generator.crescent.engine import Move, Position, Refusal
>>> Describer("en").alt_text(Position(((),) * 16, (2,) * 8, 0))
'Crescent position: 16 cards on the foundations, 16 piles empty, no redeals'
>>> piles = [(Card.parse("2♥"),)] * 16
>>> piles[9], piles[13] = (Card.parse("A♠"),), (Card.parse("K♠"),)
>>> Describer("en").narrate((Position(tuple(piles)), Move(10, 14), 10))
'move 10: the ace of spades from pile 10 onto the king of spades on pile 14'
>>> piles[13] = ()
>>> Describer("en").refused_move(Position(tuple(piles)), Move(10, 14), Refusal.EMPTY_PILE)
'refused move: the ace of spades from pile 10 onto empty pile 14; the app says “cannot place on an empty pile”'
>>> Describer("hi").refusal_message(Refusal.PILE_FULL)
'यह पाइल भरी है; कोई दूसरी जगह चुनें'
"""

from __future__ import annotations

from typing import Any

from generator.cards import Rank, Suit
from generator.crescent import engine as crescent
from generator.crescent.engine import FOUNDATIONS, Direction, Foundation
from generator.describe import C_, Describer
from generator.rules import RefusalReason

_ONTO_CARD_ON_PILE = {
    # TRANSLATORS: where a move ends: onto the top card of a Crescent pile: “move 10: the ace of spades from pile 10 onto the king of spades on pile 14”. One phrase per rank, so that the card takes the case its postposition needs and the pile agrees with the card (Hindi: «पाइल 14 के हुकुम के बादशाह पर», «पाइल 14 की पान की बेगम पर»; Tamil: genitive before மீது).
    Rank.ACE: C_("move target", "onto the ace of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the two of diamonds on pile 14”
    Rank.TWO: C_("move target", "onto the two of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the three of clubs on pile 14”
    Rank.THREE: C_("move target", "onto the three of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the four of hearts on pile 14”
    Rank.FOUR: C_("move target", "onto the four of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the five of spades on pile 14”
    Rank.FIVE: C_("move target", "onto the five of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the six of clubs on pile 14”
    Rank.SIX: C_("move target", "onto the six of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the seven of hearts on pile 14”
    Rank.SEVEN: C_("move target", "onto the seven of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the eight of diamonds on pile 14”
    Rank.EIGHT: C_("move target", "onto the eight of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the nine of clubs on pile 14”
    Rank.NINE: C_("move target", "onto the nine of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the ten of hearts on pile 14”
    Rank.TEN: C_("move target", "onto the ten of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the jack of diamonds on pile 14”
    Rank.JACK: C_("move target", "onto the jack of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the queen of hearts on pile 14”
    Rank.QUEEN: C_("move target", "onto the queen of %(suit)s on pile %(number)s"),
    # TRANSLATORS: “move 10: the ace of hearts from pile 10 onto the king of spades on pile 14”
    Rank.KING: C_("move target", "onto the king of %(suit)s on pile %(number)s"),
}
"""Where a move ends on a Crescent pile: the card it goes onto and the pile, one phrase."""

_UP = {suit: Foundation(Direction.UP, suit) for suit in Suit}
_DOWN = {suit: Foundation(Direction.DOWN, suit) for suit in Suit}

_CRESCENT_FOUNDATION = {
    # TRANSLATORS: a Crescent foundation as the head of its description: "ascending spade foundation: two of spades on top, 2 cards". Ascending foundations are built on the ace, descending ones on the king.
    _UP[Suit.SPADES]: C_("foundation", "ascending spade foundation"),
    _UP[Suit.HEARTS]: C_("foundation", "ascending heart foundation"),
    _UP[Suit.DIAMONDS]: C_("foundation", "ascending diamond foundation"),
    _UP[Suit.CLUBS]: C_("foundation", "ascending club foundation"),
    _DOWN[Suit.SPADES]: C_("foundation", "descending spade foundation"),
    _DOWN[Suit.HEARTS]: C_("foundation", "descending heart foundation"),
    _DOWN[Suit.DIAMONDS]: C_("foundation", "descending diamond foundation"),
    _DOWN[Suit.CLUBS]: C_("foundation", "descending club foundation"),
}

_CRESCENT_FOUNDATION_FROM = {
    # TRANSLATORS: where a move starts: from a Crescent foundation, one phrase per foundation: “move 30: the queen of clubs from the descending club foundation onto …”. Write the foundation in the case “from” needs (Tamil: ablative, «இறங்குவரிசை கிளாவர் அடித்தளத்திலிருந்து»; Hindi: «… फ़ाउंडेशन से»).
    _UP[Suit.SPADES]: C_("move source", "from the ascending spade foundation"),
    _UP[Suit.HEARTS]: C_("move source", "from the ascending heart foundation"),
    _UP[Suit.DIAMONDS]: C_("move source", "from the ascending diamond foundation"),
    _UP[Suit.CLUBS]: C_("move source", "from the ascending club foundation"),
    _DOWN[Suit.SPADES]: C_("move source", "from the descending spade foundation"),
    _DOWN[Suit.HEARTS]: C_("move source", "from the descending heart foundation"),
    _DOWN[Suit.DIAMONDS]: C_("move source", "from the descending diamond foundation"),
    _DOWN[Suit.CLUBS]: C_("move source", "from the descending club foundation"),
}

_CRESCENT_FOUNDATION_ONTO = {
    # TRANSLATORS: where a move ends: onto a Crescent foundation, one phrase per foundation: “move 11: the two of clubs from pile 16 onto the ascending club foundation”. Write the foundation in the case “onto” needs (Tamil: dative, «ஏறுவரிசை கிளாவர் அடித்தளத்துக்கு»; Hindi: «… फ़ाउंडेशन पर»).
    _UP[Suit.SPADES]: C_("move target", "onto the ascending spade foundation"),
    _UP[Suit.HEARTS]: C_("move target", "onto the ascending heart foundation"),
    _UP[Suit.DIAMONDS]: C_("move target", "onto the ascending diamond foundation"),
    _UP[Suit.CLUBS]: C_("move target", "onto the ascending club foundation"),
    _DOWN[Suit.SPADES]: C_("move target", "onto the descending spade foundation"),
    _DOWN[Suit.HEARTS]: C_("move target", "onto the descending heart foundation"),
    _DOWN[Suit.DIAMONDS]: C_("move target", "onto the descending diamond foundation"),
    _DOWN[Suit.CLUBS]: C_("move target", "onto the descending club foundation"),
}

_DIRECTION_LABEL = {
    # TRANSLATORS: a very short label drawn under a Crescent foundation in the picture.
    Direction.UP: C_("image label, foundation", "up"),
    Direction.DOWN: C_("image label, foundation", "down"),
}

_REFUSALS: dict[RefusalReason, tuple[str, str]] = {
    # TRANSLATORS: the app's refusal messages (RULES.md quotes them). Short, lower case, as the app shows them.
    crescent.Refusal.NOTHING_TO_MOVE: C_("refusal", "this pile is empty; there is no card to move"),
    crescent.Refusal.NOT_TOP_CARD: C_("refusal", "only the top card of a pile can move"),
    crescent.Refusal.SAME_PLACE: C_("refusal", "the card is already there; choose another place"),
    crescent.Refusal.NOT_SAME_SUIT: C_("refusal", "must be the same suit"),
    crescent.Refusal.RANK_NOT_ADJACENT: C_("refusal", "rank must be one higher or one lower"),
    crescent.Refusal.PILE_FULL: C_("refusal", "this pile is full; choose another place"),
    crescent.Refusal.EMPTY_PILE: C_("refusal", "cannot place on an empty pile"),
    crescent.Refusal.NOT_NEXT_ON_FOUNDATION: C_(
        "refusal", "must be the next card of this foundation"
    ),
    crescent.Refusal.NO_WRAP_ON_FOUNDATION: C_("refusal", "this foundation is complete"),
    crescent.Refusal.FOUNDATION_TO_PILE: C_(
        "refusal", "a card cannot go back from a foundation to a pile"
    ),
    crescent.Refusal.BASE_LOCKED: C_("refusal", "the foundation base is locked"),
    crescent.Refusal.NO_REDEALS_LEFT: C_("refusal", "no redeals"),
}

_REDEAL_ORDINALS = {
    # TRANSLATORS: the redeals of a Crescent game, in order (the app allows three).
    1: C_("redeal", "first redeal"),
    2: C_("redeal", "second redeal"),
    3: C_("redeal", "third redeal"),
}


class Words(Describer):
    """Crescent's phrases in the language of the describer it is made from (its catalog,
    locale and helpers shared)."""

    def __init__(self, describer: Describer):  # no catalog read again: the describer's
        self.__dict__.update(describer.__dict__)

    def owns(self, place: object) -> bool:
        """A Crescent place: a pile by its number, or a foundation."""
        return isinstance(place, int | Foundation)

    def redeals_left(self, n: int) -> str:
        """What the redeal button says: "2 redeals left", then "no redeals" (CR-17)."""
        if n == 0:
            return self._phrase(_REFUSALS[crescent.Refusal.NO_REDEALS_LEFT])
        return self.npgettext("redeals left", "%(n)s redeal left", "%(n)s redeals left", n) % {
            "n": self.number(n)
        }

    def place_name(self, place: crescent.Place) -> str:
        """A place as the head of its description: "pile 3", "ascending spade foundation"."""
        if isinstance(place, Foundation):
            return self._phrase(_CRESCENT_FOUNDATION[place])
        return self.pgettext("place", "pile %(number)s") % {"number": self.number(_pile(place))}

    def place_label(self, place: crescent.Place) -> str:
        """The short label drawn under a place: its number, "up" or "down" for a foundation."""
        if isinstance(place, Foundation):
            return self._phrase(_DIRECTION_LABEL[place.direction])
        return self.number(_pile(place))

    def describe(self, position: crescent.Position, *, fan: bool = False) -> list[str]:
        """The four ascending foundations, the four descending ones, then piles 1 to 16 (the
        top card and the count, as the app shows them; ``fan``: every card, bottom to top)."""
        entries = []
        for foundation in FOUNDATIONS:
            count = position.foundation_count(foundation)
            entries.append(
                self._top_then_count(self.place_name(foundation), foundation.card_at(count), count)
            )
        for number in range(1, crescent.PILE_COUNT + 1):
            cards = position.pile(number)
            place = self.place_name(number)
            if fan and len(cards) > 1:
                entries.append(self._bottom_to_top(place, cards))
            elif cards:
                entries.append(self._count_then_top(place, cards[-1], len(cards)))
            else:
                entries.append(self._empty(place))
        return entries

    def alt_text(self, position: crescent.Position) -> str:
        """The picture's ``alt``: the foundations, the empty piles, the redeals left."""
        foundations = self._on_foundations(sum(position.foundations))
        # TRANSLATORS: alternative text of a Crescent picture: "Crescent position: 12 cards on the foundations, 2 piles empty, 2 redeals left".
        template = self.gettext("Crescent position: %(foundations)s, %(empty)s, %(redeals)s")
        return template % {
            "foundations": foundations,
            "empty": self._empty_piles(len(position.empty_piles())),
            "redeals": self.redeals_left(position.redeals_left),
        }

    def _empty_piles(self, n: int) -> str:
        if n == 0:
            return self.gettext("no pile empty")
        return self.ngettext("%(n)s pile empty", "%(n)s piles empty", n) % {"n": self.number(n)}

    def narrate_action(
        self, position: crescent.Position, action: Any, number: int | None, after: Any
    ) -> str:
        """One line for a move or a redeal (CR-16)."""
        if isinstance(action, crescent.Redeal):
            if not isinstance(after, crescent.Position):
                if position.redeals_left <= 0:
                    raise ValueError("no redeal is left to narrate (CR-17)")
                after = position.play(action)
            return self._narrate_redeal(number, after.redeals_left)
        return self._narrate_crescent(position, action, number)

    def _narrate_redeal(self, number: int | None, left: int) -> str:
        if number is None:
            raise ValueError("a redeal needs its number to be narrated")
        if number in _REDEAL_ORDINALS:
            redeal = self._phrase(_REDEAL_ORDINALS[number])
        else:
            redeal = self.pgettext("redeal", "redeal %(number)s") % {"number": self.number(number)}
        # TRANSLATORS: narration of a redeal (CR-16): "first redeal: in every pile of two or more cards the bottom card goes on top; 2 redeals left".
        return self.gettext(
            "%(redeal)s: in every pile of two or more cards the bottom card goes on top; %(left)s"
        ) % {"redeal": redeal, "left": self.redeals_left(left)}

    def _narrate_crescent(
        self, position: crescent.Position, move: crescent.Move, number: int | None
    ) -> str:
        subject, from_, onto = self._crescent_parts(position, move)
        return self._move(number, subject, from_, onto)

    def _crescent_parts(
        self, position: crescent.Position, move: crescent.Move
    ) -> tuple[str, str, str]:
        """The card, the "from …" and the "onto …" phrases of a Crescent move."""
        source, target = move.source, move.target
        card = position.top(source)
        if isinstance(source, Foundation):
            from_ = self._phrase(_CRESCENT_FOUNDATION_FROM[source])
        else:
            from_ = self.pgettext("move source", "from pile %(number)s") % {
                "number": self.number(_pile(source))
            }
        if card is None:
            raise ValueError(f"pile {source} is empty: no card to narrate (CR-5)")
        if isinstance(target, Foundation):
            onto = self._phrase(_CRESCENT_FOUNDATION_ONTO[target])
        else:
            under = position.top(_pile(target))
            number = self.number(target)
            if under is None:
                onto = self.pgettext("move target", "onto empty pile %(number)s") % {
                    "number": number
                }
            else:
                onto = self._card(_ONTO_CARD_ON_PILE, under, number=number)
        return self.card_moved(card), from_, onto

    def refused_move(
        self, position: crescent.Position, move: crescent.Move, reason: RefusalReason
    ) -> str:
        """A move the app refuses, and the app's message."""
        subject, from_, onto = self._crescent_parts(position, move)
        return self._refused(subject, from_, onto, reason)

    def refusal_message(self, reason: RefusalReason) -> str:
        """The app's text for a refusal, as RULES.md quotes it."""
        return self._phrase(_REFUSALS[reason])


def _pile(place: object) -> int:
    if (
        not isinstance(place, int)
        or isinstance(place, bool)
        or not 1 <= place <= crescent.PILE_COUNT
    ):
        raise ValueError(
            f"no pile {place!r}: Crescent piles are numbered 1 to {crescent.PILE_COUNT}"
        )
    return place
