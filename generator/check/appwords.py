"""The app's own words in a locale, as the generator's catalog gives them.

The checks compare what a page writes by hand with what the generator would
write: the refusal messages the app shows and the short form of each card.
They come from :class:`generator.describe.Describer`, so a page and the app
can never disagree silently.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.cards import DECK, Card
from generator.glossary import normalized
from generator.registry import GAMES


@dataclass(frozen=True)
class AppWords:
    """Refusal messages by role target (``GAME pile-full``) and card forms of one locale."""

    lang: str
    refusals: dict[str, str]
    card_forms: dict[str, Card]
    """The locale's short form of each card (``K♠``), as the app writes it."""
    card_names: dict[Card, str]
    """The locale's name of each card (``ace of spades``), as descriptions speak it."""

    def card_form(self, card: Card) -> str:
        return next(form for form, c in self.card_forms.items() if c is card)


def app_words(lang: str, locale_dir: Path | None = None) -> AppWords:
    """Ask the describer; raises its ``MissingCatalogError`` when the locale has no usable catalog.

    >>> words = app_words("hi")
    >>> len(words.refusals) == sum(len(game.refusal) for game in GAMES)
    True
    >>> words.card_names[DECK[12]], words.card_form(DECK[12])
    ('हुकुम का बादशाह', 'K♠')
    """
    from generator.describe import Describer

    describer = Describer(lang, locale_dir=locale_dir)
    refusals = {
        f"{game.key} {reason.value}": normalized(describer.refusal_message(reason))
        for game in GAMES
        for reason in game.refusal
    }
    forms = {normalized(describer.card_symbol(card)): card for card in DECK}
    names = {card: normalized(describer.card_name(card)) for card in DECK}
    return AppWords(lang, refusals, forms, names)
