"""Cards written in the text, and the notation a locale uses for them.

Each locale writes a card one way (the describer's ``card_symbol``: ``K♠``
in English).  A hand-written page drifts: ``R♠`` and ``V♦`` (French roi and
valet) turn up in Hindi and Thai text, ``A ข้าวหลามตัด`` mixes a Latin rank
letter with a Thai suit name.  This module finds written cards and reads them
in any notation it knows, so the checks can both say "wrong notation" and
still compare the card with the source.

>>> [(t.text, t.rank_text) for t in card_tokens("पाइल 14 के R♠ पर, फिर 10♥ और V♦")]
[('R♠', 'R'), ('10♥', '10'), ('V♦', 'V')]
>>> str(read_card("R♠")[0]), read_card("R♠")[1]
('K♠', 'R is the French roi (king)')
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from generator.cards import Card, CardSyntaxError, Rank, Suit
from generator.check.markup import ascii_digits, masked
from generator.check.problem import Problem
from generator.check.texts import Locale, Text
from generator.glossary import normalized

# Rank letters of other card traditions, which a hand translation picks up
# from a French or German app.  Each entry says what the letter means.
FOREIGN_RANKS: dict[str, tuple[Rank, str]] = {
    "R": (Rank.KING, "the French roi (king)"),
    "D": (Rank.QUEEN, "the French dame (queen)"),
    "V": (Rank.JACK, "the French valet (jack)"),
    "B": (Rank.JACK, "the German Bube (jack)"),
    "H": (Rank.QUEEN, "the Dutch/Scandinavian letter for queen"),
}

_SUIT_SIGNS = "♠♥♦♣♤♡♢♧"
# A rank is digits (any script) or up to three letters; it must start the word.
_CARD = re.compile(
    rf"(?<![\w{_SUIT_SIGNS}])(?P<rank>\d{{1,2}}|[^\W\d_]{{1,3}})(?P<suit>[{_SUIT_SIGNS}])\ufe0f?"
)


@dataclass(frozen=True, slots=True)
class CardToken:
    text: str
    rank_text: str
    suit: Suit
    start: int


@lru_cache(maxsize=1 << 14)
def card_tokens(text: str) -> tuple[CardToken, ...]:
    """Cards written as a rank followed by a suit sign, outside roles and literals (kept: the
    number, card and length checks each ask for the same text's cards)."""
    if not any(sign in text for sign in _SUIT_SIGNS):
        return ()  # no card without a suit sign
    return tuple(
        CardToken(m.group(0), m.group("rank"), Suit.parse(m.group("suit")), m.start())
        for m in _CARD.finditer(masked(text))
    )


def read_card(text: str) -> tuple[Card | None, str]:
    """The card ``text`` most likely means, and which notation it is in.

    ``"standard"`` for the notation of :meth:`Card.parse` (``K♠``, ``10♥``);
    else a note naming the foreign letter; ``(None, reason)`` if unreadable.
    """
    token = ascii_digits(normalized(text.strip()))
    try:
        return Card.parse(token), "standard"
    except CardSyntaxError:
        pass
    match = _CARD.fullmatch(token)
    if match and match.group("rank").upper() in FOREIGN_RANKS:
        rank, note = FOREIGN_RANKS[match.group("rank").upper()]
        return Card(rank, Suit.parse(match.group("suit"))), f"{match.group('rank')} is {note}"
    return None, "not a card"


def written_cards(text: str, locale: Locale) -> list[tuple[CardToken, Card | None, str | None]]:
    """Each written card with the card it stands for, and why its notation is wrong (or None).

    A form the locale's app uses is right; anything else is read as best it
    can be (standard or foreign letters) and comes with the reason.
    """
    forms = locale.app.card_forms if locale.app is not None else None
    found: list[tuple[CardToken, Card | None, str | None]] = []
    for token in card_tokens(text):
        written = normalized(token.text)
        if forms is not None and written in forms:
            found.append((token, forms[written], None))
            continue
        card, how = read_card(written)
        if forms is None and how == "standard":
            found.append((token, card, None))
        elif card is None:
            found.append((token, None, f"{token.text!r} is not a card"))
        else:
            found.append(
                (token, card, how if how != "standard" else "not the form this locale uses")
            )
    return found


def check_card_notation(text: Text, locale: Locale) -> Iterator[Problem]:
    """A card in a notation the locale does not use (``R♠`` in Hindi)."""
    for token, card, wrong in written_cards(text.target, locale):
        if wrong is None:
            continue
        if card is None:
            yield text.problem(
                "card-notation", f"{wrong}: write a card as {{card}}`K♠`", token.start
            )
            continue
        right = locale.app.card_form(card) if locale.app is not None else str(card)
        yield text.problem(
            "card-notation",
            f"card written {token.text!r} ({wrong}); {text.lang} writes {right!r}: "
            f"write {{card}}`{card}`",
            token.start,
        )
    yield from _letter_and_suit_name(text, locale)


def _letter_and_suit_name(text: Text, locale: Locale) -> Iterator[Problem]:
    """``A ข้าวหลามตัด``: a Latin rank letter before the locale's suit name."""
    if locale.glossary is None or locale.app is None or locale.lang == "en":
        return
    if "letter-suit" not in locale.cache:
        words = sorted({w for w, _ in locale.glossary.suit_words()}, key=len, reverse=True)
        locale.cache["letter-suit"] = (
            re.compile(
                r"(?<![\w])(?P<rank>[AKQJRDVB])\s?(?P<suit>" + "|".join(map(re.escape, words)) + ")"
            )
            if words
            else None
        )
    pattern = locale.cache["letter-suit"]
    if not isinstance(pattern, re.Pattern):
        return
    suits = dict(locale.glossary.suit_words())
    target = normalized(masked(text.target))
    for match in pattern.finditer(target):
        letter = match.group("rank")
        rank = Rank.parse(letter) if letter in "AKQJ" else FOREIGN_RANKS[letter][0]
        card = Card(rank, suits[match.group("suit")])
        name = locale.app.card_names[card]
        if target.startswith(name, match.start()):
            continue
        yield text.problem(
            "card-notation",
            f"card written {match.group(0)!r} with a Latin rank letter; the app says {name!r}: "
            f"write {{card}}`{card}` or {name!r}",
            match.start(),
        )
