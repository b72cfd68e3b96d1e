"""What a page cites, read one way for the build and for the check command.

The site's roles and its ``position`` directive name facts: a card, one of
the app's refusals, a rule, a move or a pile of an example game…  This
module reads what they name into the engine's values, or raises
:class:`CitationError` with the reason.  The build (:mod:`generator.sphinxext`)
then puts the values into words in the page's language; the check command
(:mod:`generator.check`) only needs to know that they exist.  It depends on
the engine alone, not on Sphinx, so the check command reads every citation
exactly as the build does, in a fraction of the time.

Facts that need no game (GAME is a game's key)::

    {card}`A♠` {cardname}`A♠`        card_in_case()  a CardInCase: the Card, in a case
    {refusal}`GAME pile-full`        refusal()    a member of the game's Refusal
    {suits}`♠ ♥ ♦ ♣`                   suits()      the Suits, each once
    {suit}`♣ ♦ ♥ ♠`                    suits()      the same, shown as signs
    {rule}`XY-7`                     rule()       the rule id (a game's prefix, a number)
    {dealnumber}`CODE`               deal_number()
    {number}`GAME.REDEALS`           constant()   a Constant: the value, in digits or words
    {plain}`1990`                    plain()      the text itself: a number that is no game fact

A number the prose states with a noun names the noun after it, by its English
plural (:func:`noun`): ``{number}`GAME.REDEALS:words redeals``` is "three
redeals", ``{value}`example after-move=5 empty-cells empty-cells``` "1 empty
cell" or "no empty cell", each in the plural form and gender of the page's
language; ``(foundations)`` in brackets makes a number in words agree with a noun
it does not write ("four build up").  A list of numbers in digits names its noun once:
``{number}`GAME.DEAL_SIZES cards``` is "7, 7, 6, 6 cards".  A few
nouns carry their article or preposition, where languages inflect the whole phrase:
``all-cards`` ("all 104 cards"), ``onto-the-foundations`` ("onto the 8 foundations").
    {legal}`GAME 8♥ on 9♥`           legal()      an Example the engine accepts
    {refused}`GAME 7♥ on 8♥ REASON`  refused()    an Example it refuses so

(the examples are in :mod:`generator.rule_examples`).

Facts of an example game, whose name comes first (moments and places are
those of :mod:`generator.conditions`)::

    {move}`GAME N`, `GAME first:KIND`, `GAME redeal=K`         the Step
    {pile}`GAME MOMENT PLACE [cards|top|bottom|count|name]`  the cards, their count, the place
    {capacity}`GAME MOMENT onto-column|to-empty-column`      a number (a game's capacity)
    {value}`GAME MOMENT QUANTITY`                            a number

and a ``position`` directive's options: exactly one moment, and the move it
marks or a move the app refuses there, with the reason (:class:`PositionCitation`).  The target's syntax is read at once
(:func:`game_citation`); whether the game has what it names, against its
replay (:meth:`GameCitation.fact`).

>>> citation = game_citation("pile", "example before-move=10 4 top")
>>> citation.game, str(citation.moment), citation.subject, citation.view
('example', 'before-move=10', '4', 'top')
>>> game_citation("move", "example 10 11")
Traceback (most recent call last):
...
generator.citations.CitationError: write GAME N (move N), GAME first:KIND or GAME redeal=K
>>> game = registry.GAMES[0]
>>> reason = next(iter(game.refusal))
>>> refusal(f"{game.key} {reason.value}") is reason
True
>>> PositionCitation.from_options({"before-move": "first:wrap", "mark": "first:wrap"})
PositionCitation(moment=Moment('before-move', 'first:wrap'), mark='first:wrap', refused=None)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from generator import registry
from generator.cards import Card, Suit
from generator.conditions import (
    ConditionError,
    Moment,
    cards_at,
    count_at,
    game_of,
    is_move_reference,
    move_step,
    parse_card,
    parse_place,
    quantity,
    redeal_step,
)
from generator.rules import RefusalReason
from generator.units import CASES, Unit


class CitationError(ConditionError):
    """A citation that does not parse, or names what its game does not have.

    ``option`` is the directive option at fault (``mark``, ``before-move``…),
    when there is one, so that a report can point at its line.
    """

    def __init__(self, message: str, option: str | None = None) -> None:
        super().__init__(message)
        self.option = option


# -- facts that need no game -----------------------------------------------------------


def _game_keys() -> str:
    return " or ".join(game.key for game in registry.GAMES)


card = parse_card
"""A card as an assertion or a rule example reads it: ``A♠``, ``AS``, ``10h``…"""


@dataclass(frozen=True)
class CardInCase:
    """A card a page names, with the case its name is read in (:data:`CASES`): ``direct``
    alone, ``oblique`` before a postposition (Hindi « पान के 8 को », not « पान का 8 को »)."""

    card: Card
    case: str = "direct"


def card_in_case(text: str) -> CardInCase:
    """``{card}`` and ``{cardname}``: a card (:func:`card`), and ``:oblique`` after it for
    the name a postposition governs, which a translation may ask for where the source
    does not, as for a counted noun (:func:`noun`).

    >>> card_in_case("8♥:oblique")
    CardInCase(card=Card.parse('8♥'), case='oblique')
    >>> card_in_case("8♥").case
    'direct'
    """
    written, colon, case = text.strip().partition(":")
    if colon and (case not in CASES or case == "direct"):
        raise CitationError(f"{text.strip()}: write {written} or {written}:oblique")
    return CardInCase(card(written), case or "direct")


def refusal(text: str) -> RefusalReason:
    """``{refusal}``: ``GAME REASON``, a reason the app gives for refusing a move (GAME is
    the game's key)."""
    game, _, reason = text.strip().partition(" ")
    found = next((known for known in registry.GAMES if known.key == game), None)
    if found is None:
        raise CitationError(f"write GAME REASON with GAME {_game_keys()}, not {text!r}")
    reasons = found.refusal
    try:
        return reasons.named(reason.strip())
    except ValueError:
        choices = ", ".join(member.value for member in reasons)
        raise CitationError(f"no {game} refusal {reason.strip()!r}: use one of {choices}") from None


def suits(text: str) -> list[Suit]:
    """``{suits}``: suits named by sign or letter, each once (a list of suits written by hand
    is where a translation names one twice)."""
    try:
        found = [Suit.parse(word) for word in text.split()]
    except ValueError as error:
        raise CitationError(str(error)) from None
    if not found or len(set(found)) != len(found):
        raise CitationError("name each suit once, as ♠ ♥ ♦ ♣ or S H D C")
    return found


def rule(text: str) -> str:
    """``{rule}``: a rule id of RULES.md, a game's prefix, a hyphen and a number (``XY-7``,
    ``XY-E1``)."""
    if not registry.rule_id().fullmatch(text.strip()):
        prefixes = [game.rule_prefix for game in registry.GAMES]
        raise CitationError(
            f"rule ids look like {prefixes[0]}-7: a game's prefix ({', '.join(prefixes)}), "
            "a hyphen and the rule's number"
        )
    return text.strip()


RULE_LABEL = re.compile(r"^\((?P<label>[a-z]+-e?\d+)\)=[ \t]*$", re.MULTILINE)
"""A rule's label on a rules page, ``(xy-7)=``: what a ``{rule}`` role links to."""


def rule_labels(text: str) -> set[str]:
    """The rule ids a page defines, by their labels: ``{"XY-1", "XY-2", …}``.

    >>> sorted(rule_labels("(xy-1)=\\n1. A rule.\\n\\n(xy-2)=\\n2. Another.\\n"))
    ['XY-1', 'XY-2']
    """
    return {found["label"].upper() for found in RULE_LABEL.finditer(text)}


def unknown_rule(rule: str, known: set[str]) -> CitationError:
    """Why ``rule`` links nowhere: the rules of its prefix the site does define.

    >>> print(unknown_rule("XY-66", {"XY-1", "XY-2", "XY-18", "AB-1"}))
    no rule XY-66 on the site's rules pages; the XY rules are XY-1 to XY-18
    >>> print(unknown_rule("QQ-1", {"XY-1", "AB-1", "AB-2"}))
    no rule QQ-1 on the site's rules pages; the rules are AB-1 to AB-2 and XY-1 to XY-1
    """

    def number(rule_id: str) -> tuple[int, str]:
        tail = rule_id.split("-", 1)[1]
        return (int(tail), "") if tail.isdigit() else (10**9, tail)

    prefix = rule.split("-", 1)[0]
    ranges: dict[str, list[str]] = {}
    for rule_id in sorted(known, key=number):
        if rule_id.split("-", 1)[1].isdigit():
            ranges.setdefault(rule_id.split("-", 1)[0], []).append(rule_id)
    if prefix in ranges:
        same = ranges[prefix]
        return CitationError(
            f"no rule {rule} on the site's rules pages; the {prefix} rules are {same[0]} to {same[-1]}"
        )
    listed = " and ".join(f"{ids[0]} to {ids[-1]}" for _, ids in sorted(ranges.items()))
    return CitationError(
        f"no rule {rule} on the site's rules pages; the rules are {listed or 'none'}"
    )


def deal_number(text: str) -> int:
    """``{dealnumber}``: the deal number a game code names."""
    from generator.codes import GameCode

    try:
        return GameCode.parse(text.strip()).number
    except ValueError as error:
        raise CitationError(str(error)) from None


@dataclass(frozen=True)
class Noun:
    """The noun a count stands with: its :class:`~generator.units.Unit`, whether it is
    written (``cards``: "3 cards") or only agreed with (``(cards)``: "three", in the noun's
    gender), and its ``case``: ``free-cells:oblique`` asks for the form a preposition or
    postposition governs (Arabic بخليتين حرتين, Hindi 2 सेलों के साथ), which a translation
    may ask for where the source does not (:data:`generator.units.CASES`)."""

    unit: Unit
    shown: bool = True
    case: str = "direct"


def noun(word: str) -> Noun:
    """A counted noun as a role names it: ``empty-columns``, ``free-cells:oblique``, or
    ``(foundations)``.

    >>> noun("empty-columns"), noun("(foundations)").shown
    (Noun(unit=<Unit.EMPTY_COLUMN: 'empty column'>, shown=True, case='direct'), False)
    >>> noun("free-cells:oblique").case
    'oblique'
    """
    word, _, case = word.partition(":")
    shown = not (word.startswith("(") and word.endswith(")"))
    try:
        unit = Unit.named(word if shown else word[1:-1])
    except ValueError as error:
        raise CitationError(str(error)) from None
    if not case:
        return Noun(unit, shown)
    if case not in CASES or case == "direct":
        raise CitationError(f"{word}:{case}: write {word} or {word}:oblique")
    if not shown:
        raise CitationError(f"{word}:{case}: a noun in brackets is not written: drop :{case}")
    if not unit.has_oblique:
        raise CitationError(
            f"{word}:{case}: {word} has no oblique form: its phrase carries its own case"
        )
    return Noun(unit, shown, case)


def _written_noun(word: str) -> Noun:
    """A noun for a count in digits, which has no gender to agree with: it must be written."""
    found = noun(word)
    if not found.shown:
        raise CitationError(f"{word}: a count in digits writes its noun: drop the brackets")
    return found


def constants() -> dict[str, int | tuple[int, ...]]:
    """The rule constants a page may cite, ``GAME.NAME``, from each game (its ``constants``,
    whose docstring says which rules they count)."""
    return {
        f"{game.key}.{name}": value
        for game in registry.GAMES
        for name, value in game.constants.items()
    }


NUMBER_FORMS = ("digits", "words", "Words")
"""How ``{number}`` writes a number: ``GAME.REDEALS`` (digits, "3"),
``GAME.REDEALS:words`` ("three", "तीन", "สาม", "trois", CLDR's spellout)
and ``GAME.REDEALS:Words`` (the same, capitalised, to start a sentence)."""


@dataclass(frozen=True)
class Constant:
    """A ``{number}`` target: the constant's ``name``, its ``value``, the ``form`` to write it
    in and the ``noun`` it stands with, if any."""

    name: str
    value: int | tuple[int, ...]
    form: str = "digits"
    noun: Noun | None = None


def constant(text: str) -> Constant:
    """``{number}``: ``GAME.NAME`` or ``GAME.NAME:words`` (see :data:`NUMBER_FORMS`), then
    the noun it counts, if it stands with one (:func:`noun`).

    >>> name = next(name for name, value in constants().items() if isinstance(value, int))
    >>> constant(name) == Constant(name, constants()[name])
    True
    >>> constant(f"{name}:Words").form, constant(f"{name} redeals").noun.unit
    ('Words', <Unit.REDEAL: 'redeal'>)
    """
    words = text.split()
    if len(words) not in (1, 2):
        raise CitationError(
            f"{text.strip()!r}: write NAME[:words] [NOUN], e.g. {next(iter(constants()))}"
        )
    counted = noun(words[1]) if len(words) == 2 else None
    name, _, form = words[0].partition(":")
    known = constants()
    if name not in known:
        raise CitationError(f"unknown constant {name!r}: use one of {', '.join(known)}")
    form = form or "digits"
    if form not in NUMBER_FORMS:
        raise CitationError(f"{text.strip()!r}: write NAME, NAME:words or NAME:Words")
    value = known[name]
    if form != "digits" and not isinstance(value, int):
        raise CitationError(f"{name} is a list of numbers: it is written in digits only")
    if counted is not None and form == "digits" and not counted.shown:
        raise CitationError(f"{words[1]}: a number in digits writes its noun: drop the brackets")
    if counted is not None and form != "digits" and not counted.unit.in_words:
        raise CitationError(
            f"{words[1]} carries its article or preposition: write the number in digits"
        )
    return Constant(name, value, form, counted)


def plain(text: str) -> str:
    """``{plain}``: a number (or words holding one) that is not a game fact, shown as written:
    a year, the digits of the notation a sentence explains, a variant's name."""
    if not text.strip():
        raise CitationError("write the text to show, e.g. {plain}`1990`")
    return text


def plain_count(text: str) -> tuple[int, Noun] | None:
    """A ``{plain}`` count with its noun, ``2 cards`` (the notation's ``v2``), which the page's
    language writes in its plural form; ``None`` for other text, shown as written.

    >>> plain_count("2 cards"), plain_count("1990")
    ((2, Noun(unit=<Unit.CARD: 'card'>, shown=True, case='direct')), None)
    """
    words = text.split()
    if len(words) != 2 or not words[0].isdigit():
        return None
    return int(words[0]), _written_noun(words[1])


@dataclass(frozen=True)
class SurveyFigure:
    """A ``{survey}`` target: the survey's ``name``, the ``figure`` shown and its ``noun``."""

    name: str
    figure: str
    noun: Noun | None = None


def survey(text: str) -> SurveyFigure:
    """``{survey}``: ``NAME FIGURE [NOUN]``, a figure of a solver survey (read from the
    site's survey file when the page is built or checked).

    >>> survey("deals seconds seconds")
    SurveyFigure(name='deals', figure='seconds', noun=Noun(unit=<Unit.SECOND: 'second'>, shown=True, case='direct'))
    """
    words = text.split()
    if len(words) not in (2, 3):
        raise CitationError(
            "write NAME FIGURE [NOUN]: a survey's name, then a figure (won, seconds…)"
        )
    return SurveyFigure(words[0], words[1], _written_noun(words[2]) if len(words) == 3 else None)


TARGETS = {
    "card": card_in_case,
    "cardname": card_in_case,
    "refusal": refusal,
    "suits": suits,
    "suit": suits,
    "rule": rule,
    "dealnumber": deal_number,
    "number": constant,
    "plain": plain,
    "survey": survey,
}
"""How each role that needs no game reads its target (with the examples' roles:
:data:`generator.rule_examples.TARGETS`)."""


# -- facts of an example game ------------------------------------------------------------


def unknown_game(name: str, declared: Iterable[str]) -> CitationError:
    """The error for a citation of a game no page declares."""
    known = ", ".join(sorted(declared)) or "none"
    return CitationError(f"unknown example game {name!r} (declared games: {known})")


DOMAIN = "sol"
"""The extension's Sphinx domain: every role and directive is also ``sol:NAME`` (``{sol:card}``),
a name no other extension's can clash with."""


def bare_name(name: str) -> str:
    """A role's or directive's name without the extension's domain.

    >>> bare_name("sol:card"), bare_name("card"), bare_name("py:func")
    ('card', 'card', 'py:func')
    """
    prefix = DOMAIN + ":"
    return name[len(prefix) :] if name.startswith(prefix) else name


GAME_ROLES = ("move", "pile", "capacity", "value")
"""The roles whose target starts with an example game's name."""

PILE_VIEWS = ("cards", "top", "bottom", "count", "name")
"""What ``{pile}`` shows of a place: its cards, top or bottom card, their count, or its name
("pile 1", "column 4": the place the sentence is about, from the same target as its cards)."""

CAPACITIES = {
    "onto-column": "capacity-onto-column",
    "to-empty-column": "capacity-to-empty-column",
    "empty-column": "capacity-to-empty-column",
}
"""``{capacity}`` words and the quantities they stand for (a game's ``capacity-…``
quantities, for a game that has them)."""

USAGE = {
    "move": "write GAME N (move N), GAME first:KIND or GAME redeal=K",
    "pile": "write GAME MOMENT PLACE [cards|top|bottom|count [NOUN]|name], e.g. example before-move=10 4 top (top:oblique before a postposition)",
    "capacity": "write GAME MOMENT onto-column|to-empty-column [NOUN]",
    "value": "write GAME MOMENT QUANTITY [NOUN]",
}
"""How each game role is written; :func:`_usage` adds an example."""


def _usage(role: str) -> str:
    """How a game role is written (:data:`USAGE`), with an example of the first game's words
    where the form alone does not show them.

    >>> _usage("value").startswith(USAGE["value"] + ", e.g. example after-move=5 ")
    True
    """
    if role != "value":
        return USAGE[role]
    quantity = next(iter(registry.GAMES[0].facts.quantities), "QUANTITY")
    return f"{USAGE[role]}, e.g. example after-move=5 {quantity}"


_REDEAL = re.compile(r"redeal=(\d+)")


@dataclass(frozen=True)
class PlaceName:
    """What ``{pile}`GAME MOMENT PLACE name``` shows: the place itself, to be named in words."""

    place: Any


@dataclass(frozen=True)
class GameCitation:
    """A game role's target: the ``game``, and what it shows of it.

    ``subject`` is the move (``10``, ``first:wrap``, ``redeal=1``) of
    ``{move}``, the place of ``{pile}`` (read against the game's position: one of
    its places, as its ``facts`` read them), the quantity of ``{capacity}`` and
    ``{value}``; ``moment`` is when, for all but ``{move}``.
    """

    role: str
    game: str
    subject: str
    moment: Moment | None = None
    view: str = "cards"
    noun: Noun | None = None
    case: str = "direct"
    """The case the cards of ``{pile}`` are read in: ``top:oblique`` before a postposition."""

    def fact(self, replay: Any) -> Any:
        """What the citation shows of ``replay``: the step of ``{move}``; the cards of
        ``{pile}`` bottom to top (a tuple), or their count; the number of the others."""
        if self.role == "move":
            redeal = _REDEAL.fullmatch(self.subject)
            return (
                redeal_step(replay, int(redeal.group(1)))
                if redeal
                else move_step(replay, self.subject)
            )
        if self.moment is None:
            raise CitationError(f"{{{self.role}}} needs a moment: when in the game to look")
        position = self.moment.position(replay)
        if self.role != "pile":
            return quantity(position, self.subject)
        place = parse_place(position, self.subject)
        if self.view == "name":
            return PlaceName(place)
        if self.view == "count":
            return count_at(position, place)
        cards = cards_at(position, place)
        if self.view == "top":
            return cards[-1:]
        if self.view == "bottom":
            return cards[:1]
        return cards


def game_citation(role: str, target: str) -> GameCitation:
    """Read a game role's target (its syntax; whether the game has it: :meth:`GameCitation.fact`)."""
    words = target.split()
    if len(words) < 2:
        raise CitationError("write GAME then what to show")
    game, rest = words[0], words[1:]
    if role == "move":
        if len(rest) != 1 or not (is_move_reference(rest[0]) or _REDEAL.fullmatch(rest[0])):
            raise CitationError(_usage(role))
        return GameCitation(role, game, rest[0])
    if role == "pile":
        # cards, top or bottom may ask for their cards' names in the oblique (top:oblique)
        view, colon, case = rest[2].partition(":") if len(rest) >= 3 else ("cards", "", "")
        counted = len(rest) == 4 and view == "count"
        if not (len(rest) in (2, 3) or counted) or view not in PILE_VIEWS:
            raise CitationError(_usage(role))
        if colon and (case != "oblique" or view in ("count", "name")):
            raise CitationError(
                f"{rest[2]}: only cards, top or bottom may be read in the oblique (top:oblique)"
            )
        return GameCitation(
            role,
            game,
            rest[1],
            Moment.parse(rest[0]),
            view,
            _written_noun(rest[3]) if counted else None,
            case or "direct",
        )
    if role == "capacity":
        if len(rest) not in (2, 3) or rest[1] not in CAPACITIES:
            raise CitationError(_usage(role))
        counted_noun = _written_noun(rest[2]) if len(rest) == 3 else None
        return GameCitation(
            role, game, CAPACITIES[rest[1]], Moment.parse(rest[0]), noun=counted_noun
        )
    if role == "value":
        if len(rest) not in (2, 3):
            raise CitationError(_usage(role))
        counted_noun = _written_noun(rest[2]) if len(rest) == 3 else None
        return GameCitation(role, game, rest[1], Moment.parse(rest[0]), noun=counted_noun)
    raise CitationError(f"{{{role}}} is not a role of an example game")


# -- positions ------------------------------------------------------------------------------

MOMENT_OPTIONS = (
    "start",
    "final",
    "before-move",
    "after-move",
    "before-redeal",
    "after-redeal",
    "first-where",
)
"""The ``position`` directive's moments; it takes exactly one."""


def _refusal_role() -> re.Pattern[str]:
    keys = "|".join(re.escape(game.key) for game in registry.GAMES)
    return re.compile(rf"\{{refusal\}}`\s*(?:{keys})\s+([a-z-]+)\s*`")


def quotes_refusal(caption: str, reason: str) -> bool:
    """Whether a caption quotes the app's message for ``reason`` with a ``{refusal}`` role
    (a refused move is shown with the words the app says).

    >>> caption = "Refused: {refusal}`" + registry.GAMES[0].key + " pile-full`."
    >>> quotes_refusal(caption, "pile-full"), quotes_refusal(caption, "pile")
    (True, False)
    >>> quotes_refusal("The pile is full.", "pile-full")
    False
    """
    return reason in _refusal_role().findall(caption)


def move_reference(text: str | None) -> int | str:
    """A move named by a page: its number, or ``first:KIND`` (the first move of that kind)."""
    text = (text or "").strip()
    if not is_move_reference(text):
        raise CitationError(f"{text!r} is not a move: write its number or first:KIND (first:wrap)")
    return int(text) if text.isdigit() else text


@dataclass(frozen=True)
class RefusedMove:
    """A move the app refuses, drawn crossed out: the ``action`` and the app's ``reason``."""

    action: Any
    reason: RefusalReason


@dataclass(frozen=True)
class PositionCitation:
    """The position a ``position`` directive draws: its ``moment``, the move it marks,
    or a move the app refuses there (``refused``: the move in notation and the reason,
    ``("9-10[K♠]", "pile-full")``)."""

    moment: Moment
    mark: int | str | None = None
    refused: tuple[str, str] | None = None

    @classmethod
    def from_options(cls, options: Mapping[str, str | None]) -> PositionCitation:
        """Read the directive's options (a flag's value is ``None`` or empty)."""
        chosen = [key for key in MOMENT_OPTIONS if key in options]
        if len(chosen) != 1:
            raise CitationError(
                "give exactly one of " + ", ".join(f":{key}:" for key in MOMENT_OPTIONS)
            )
        key = chosen[0]
        value = (options[key] or "").strip()
        try:
            moment = Moment.parse(key if key in ("start", "final") else f"{key}={value}")
        except ConditionError as error:
            raise CitationError(str(error), key) from None
        mark = None
        if "mark" in options:
            try:
                mark = move_reference(options["mark"])
            except CitationError as error:
                raise CitationError(f":mark: {error}", "mark") from None
        refused = None
        if "refused" in options:
            words = (options["refused"] or "").split()
            if len(words) != 2:
                raise CitationError(
                    ":refused: write MOVE REASON, the move in the game's notation and the app's reason, "
                    "e.g. 9-10[K♠] pile-full",
                    "refused",
                )
            if mark is not None:
                raise CitationError(
                    "give :mark: or :refused:, not both: a picture shows one move", "refused"
                )
            refused = (words[0], words[1])
        return cls(moment, mark, refused)

    def position(self, replay: Any) -> Any:
        try:
            return self.moment.position(replay)
        except ConditionError as error:
            shown = "" if self.moment.number is None else f" {self.moment.number}"
            raise CitationError(f":{self.moment.kind}:{shown}: {error}", self.moment.kind) from None

    def refused_move(self, replay: Any) -> RefusedMove | None:
        """The refused move, checked against the position shown: the engine must refuse it,
        for the reason the page states (``None`` without ``:refused:``)."""
        if self.refused is None:
            return None
        text, reason_text = self.refused
        position = self.position(replay)
        game = game_of(position)
        try:
            reason = refusal(f"{game} {reason_text}")
        except CitationError as error:
            raise CitationError(f":refused: {error}", "refused") from None
        try:
            action = registry.find_game(game).parse_action(text)
        except ValueError as error:
            raise CitationError(f":refused: {error}", "refused") from None
        if not action.is_move:
            # A refused redeal (none left) moves no card: the button shows "no redeals" instead.
            raise CitationError(":refused: a redeal moves no card to draw; name a move", "refused")
        try:
            actual = position.refusal(action)
        except ValueError as error:
            raise CitationError(f":refused: {text}: {error}", "refused") from None
        if actual is None:
            raise CitationError(
                f":refused: the app accepts {text} in this position ({self.moment}): "
                "a refused move must be one the app refuses",
                "refused",
            )
        if actual is not reason:
            raise CitationError(
                f":refused: the app refuses {text} in this position ({self.moment}) "
                f"as {actual.value}, not {reason.value}",
                "refused",
            )
        return RefusedMove(action, reason)

    def mark_step(self, replay: Any) -> Any:
        """The step of the marked move, or ``None``.

        The marks frame the card that moves: the position shown must be the one the
        move is played from, or the one it leads to when it left its source empty
        (else the dashed frame would hold a card that did not move).
        """
        if self.mark is None:
            return None
        try:
            step = move_step(replay, self.mark)
        except ConditionError as error:
            raise CitationError(f":mark: {self.mark}: {error}", "mark") from None
        shown = self.position(replay)
        if shown == step.before:
            return step
        fix = f"show :before-move: {self.mark}, the position it is played from"
        if shown != step.after:
            raise CitationError(
                f":mark: {self.mark}: the move is not played from the position shown "
                f"({self.moment}), so no card there moves: {fix}",
                "mark",
            )
        if cards_at(shown, step.action.source):
            raise CitationError(
                f":mark: {self.mark}: after the move, its source still holds a card that did "
                f"not move, which the mark would frame: {fix}",
                "mark",
            )
        return step
