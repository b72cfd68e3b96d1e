"""Roles for the facts that prose states.

A translated paragraph keeps the role, and the fact is made in the page's
language by the describer, so no translation can change it.

=================================================  =====================================
``{card}`A♠```                                     the card, in the locale's short form
``{cardname}`A♠```                                 the card in words ("ace of spades")
``{card}`A♠:oblique```                             read in the form a postposition governs
``{number}`GAME.PILE_LIMIT```                      a rule constant (the game's ``constants``), in digits
``{number}`GAME.REDEALS:words```                   the same in words: "three", "तीन", "สาม", "trois"
``{number}`GAME.REDEALS:words redeals```           with its noun: "three redeals", "ثلاث إعادات توزيع"
``{plain}`1990```                                  a number that is no game fact, as written
``{legal}`GAME 8♥ on 9♥ or 7♥```                   a rule's example the engine accepts
``{refused}`GAME 7♥ on 8♥ REASON```                one it refuses, for that reason
``{refusal}`GAME REASON```                         the app's refusal message, quoted
``{suits}`♠ ♥ ♦ ♣```                                 suit names, as a list in the locale
``{suit}`♣ ♦ ♥ ♠```                                  the suit signs, each named in the locale
``{rule}`XY-7```                                   a link to the rule (label ``xy-7``)
``{dealnumber}`XY1-N-AAAAAKH```                    the deal number a code names
``{splitmix}`XY1-N-AAAAAAB 3```                    SplitMix64's first draws (hex) for a seed or a deal
``{move}`EXAMPLE 10```                             move 10 narrated (``first:wrap``, ``redeal=K`` too)
``{pile}`EXAMPLE before-move=10 14```              pile 14's cards (``top``, ``bottom``, ``count``, ``name``)
``{pile}`… 14 top:oblique```                      read before a postposition (``cards``, ``bottom`` too)
``{capacity}`EXAMPLE after-move=5 onto-column```   how many cards move at once (``to-empty-column``)
``{value}`EXAMPLE after-move=5 empty-cells```      any quantity of the condition language
``{value}`… empty-cells empty-cells```              with its noun: "1 empty cell", "no empty cell"
``{value}`… empty-cells empty-cells:oblique```      after a preposition: بخليتين, 2 सेलों के साथ
``{survey}`SURVEY won```                           a solver survey's figure (``tried``, ``seconds``…)
=================================================  =====================================

Facts of an example game are filled in once every page is read
(:mod:`generator.sphinxext.resolve`); the others at once.

The English pages state no number and no card by hand (check ``unbacked-number``,
``unbacked-card``): a game number is ``{number}``, in digits or, with ``:words``,
in the reader's words (``{number}`GAME.REDEALS:Words` redeals per game``
prints "Three redeals per game", "Trois redistributions…"); a count of an example
game is ``{value}``, ``{capacity}`` or ``{pile}`` (``count``), also for a position
the engine builds (``given=empty-cells:3,empty-columns:1``); an example of a rule
is ``{legal}`` or ``{refused}``, which the engine verifies, so "8♥ onto 9♠" fails
the build at its line (check ``example``).  A number that is not a game fact is
marked ``{plain}`…```; a page whose numbers specify something else than the game
(the dealing algorithms of a codes page) says so once, in a MyST comment that
readers never see: ``% numbers-as-written: REASON``.  An example written with
``{card}`` roles or rank names ("an ace on the king") is reported too: nothing
verifies it.

A number that stands with a noun takes the noun into the role, by its English plural
(:class:`generator.units.Unit`): ``{number}`GAME.DECKS:Words decks``` ("Two decks",
"رزمتان"), ``{capacity}`… onto-column cards```, ``{pile}`… 6 count cards```,
``{survey}`SURVEY seconds seconds```, ``{plain}`2 cards```.  The describer writes number and
noun together in the plural form CLDR gives that number in the page's language (Arabic's six,
Thai's classifier), a number in words in the noun's gender as the catalog gives it, and zero
as "no empty column"; ``(foundations)`` makes a number in words agree with a noun the
sentence leaves out.  So a translator never writes a noun form that fits only some numbers.
``:oblique`` after the noun asks for the form a preposition governs (:data:`COUNTED_HELP`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.util.docutils import SphinxRole

from generator import citations, registry, rule_examples
from generator.codes import example_codes
from generator.conditions import ConditionError
from generator.describe import NUMBER_LIST_STYLE
from generator.rule_examples import ExampleError
from generator.spellout import spell
from generator.sphinxext import nodes as ext_nodes
from generator.sphinxext.games import game_domain
from generator.sphinxext.report import warn
from generator.sphinxext.words import describer, missing_words_error, page_language


def fact_node(rawtext: str, text: str, role: str, *extra: str) -> nodes.inline:
    return nodes.inline(rawtext, text, classes=["fact", role, *extra])


class _WordsRole(SphinxRole):
    """A role whose fact needs only the page's language."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        try:
            return [self.fact()], []
        except missing_words_error() as error:
            warn(f"{{{self.name}}}`{self.text}`: {error}", self.get_location(), "i18n")
        except (ValueError, KeyError) as error:
            # an example the engine contradicts is its own kind of mistake (check id "example")
            subtype = "example" if isinstance(error, ExampleError) else "role"
            warn(f"{{{self.name}}}`{self.text}`: {error}", self.get_location(), subtype)
        return [nodes.inline(self.rawtext, self.text, classes=["fact", "error"])], []

    @property
    def words(self) -> Any:
        return describer(self.env)

    def fact(self) -> nodes.Node:
        raise NotImplementedError


class CardRole(_WordsRole):
    """``{card}`A♠``` (short form) and ``{cardname}`A♠``` (words); ``{card}`A♠:oblique```
    where a postposition follows, so the sign is read « हुकुम के इक्के » before को or पर
    (:func:`generator.citations.card_in_case`)."""

    def fact(self) -> nodes.Node:
        cited = citations.card_in_case(self.text)
        card = cited.card
        if self.name == "cardname":
            name = self.words.card_name(card, cited.case)
            return fact_node(self.rawtext, name, "card", card.color.value)
        return ext_nodes.card_sign_of(
            self.words, card, "fact", rawtext=self.rawtext, case=cited.case
        )


def format_numbers(words: Any, language: str, value: int | tuple[int, ...], style: str) -> str:
    if isinstance(value, int):
        return str(words.number(value))
    # As the describer writes number lists in the page's language (CLDR's patterns, Thai spacing).
    return str(words.number_list(value, style))


class ConstRole(_WordsRole):
    """``{number}`GAME.PILE_LIMIT```: a number (or list) from the game's ``constants``;
    ``{number}`GAME.REDEALS:words``` writes it in the page's language's words
    ("three", "तीन", "สาม", "trois": CLDR's spellout, :mod:`generator.spellout`),
    ``:Words`` the same with a capital, to start a sentence.

    Not ``{const}``: that name belongs to the Python domain, which Sphinx asks first.
    """

    def fact(self) -> nodes.Node:
        constant = citations.constant(self.text)
        words = constant.form != "digits"
        if constant.noun is not None and isinstance(constant.value, int):
            unit = constant.noun.unit
            if constant.noun.shown:
                text = self.words.counted(
                    unit, constant.value, words=words, case=constant.noun.case
                )
            else:
                text = self.words.spelled(constant.value, unit)
            if constant.form == "Words":
                text = text[:1].upper() + text[1:]
            return fact_node(self.rawtext, text, "number", *(["words"] if words else []))
        if constant.noun is not None and not isinstance(constant.value, int):
            # "7, 7, 7, 7, 6, 6, 6, 6 cards": the list, then its noun once.
            text = self.words.counted_list(
                constant.noun.unit, constant.value, case=constant.noun.case
            )
            return fact_node(self.rawtext, text, "number")
        # A list of numbers is written in digits only (citations.constant refuses its words).
        if words and isinstance(constant.value, int):
            text = spell(constant.value, page_language(self.env))
            if constant.form == "Words":
                text = text[:1].upper() + text[1:]
            return fact_node(self.rawtext, text, "number", "words")
        # a choice ("4, 2 or 1"), else a plain sequence ("7, 7, 7, 7, 6, 6, 6, 6")
        style = "or" if constant.name.endswith("CHOICES") else NUMBER_LIST_STYLE
        text = format_numbers(self.words, page_language(self.env), constant.value, style)
        return fact_node(self.rawtext, text, "number")


class PlainRole(_WordsRole):
    """``{plain}`1990```: a number that is not a game fact (a year, the digits of the notation
    a sentence explains), shown as written.  The English pages write every other number
    through a role (check ``unbacked-number``); this one says, in the source, that the
    number is meant as it stands."""

    def fact(self) -> nodes.Node:
        counted = citations.plain_count(self.text)
        if counted is not None:
            number, noun = counted
            text = self.words.counted(noun.unit, number, case=noun.case)
            return nodes.inline(self.rawtext, text, classes=["plain"])
        return nodes.inline(self.rawtext, citations.plain(self.text), classes=["plain"])


class ExampleRole(_WordsRole):
    """``{legal}`GAME 8♥ on 9♥ or 7♥``` and ``{refused}`GAME 7♥ on 8♥ REASON```:
    an example of a rule that the engine verifies (:mod:`generator.rule_examples`), written
    "8♥ onto 9♥ or 7♥" in the page's language with the cards coloured as ``{card}`` colours them."""

    def fact(self) -> nodes.Node:
        example = rule_examples.TARGETS[self.name](self.text)
        cards = (example.card, *example.targets)
        marks = [f"\ue001{index}\ue001" for index in range(len(cards))]
        text = self.words.rule_example(marks[0], marks[1:])
        node = nodes.inline(self.rawtext, "", classes=["fact", "example", self.name])
        for index, piece in enumerate(text.split("\ue001")):
            if index % 2 == 0:
                if piece:
                    node += nodes.Text(piece)
                continue
            # Every sign of the example stands before a postposition (« 8♥ को 9♥ पर »).
            node += ext_nodes.card_sign_of(self.words, cards[int(piece)], case="oblique")
        return node


class RefusalRole(_WordsRole):
    """``{refusal}`GAME REASON```: the app's refusal text for a reason."""

    def fact(self) -> nodes.Node:
        text = self.words.refusal_message(citations.refusal(self.text))
        return ext_nodes.app_message(self.rawtext, text, classes=["refusal"])


class SuitsRole(_WordsRole):
    """``{suits}`♠ ♥ ♦ ♣```: suit names as the locale writes a list (no suit named twice by hand)."""

    def fact(self) -> nodes.Node:
        names = [self.words.suit_name(suit) for suit in citations.suits(self.text)]
        return fact_node(self.rawtext, self.words.list_of(names), "suits")


class SuitSignsRole(_WordsRole):
    """``{suit}`♣ ♦ ♥ ♠``` (or one sign, ``{suit}`♠``` A…K): the signs themselves, where
    prose shows suits as signs (the order of a deck), each a :class:`card_sign` named in
    the page's language, so a screen reader says «السباتي» for ♣ on the Arabic page, not
    "black club suit" in English or nothing; separated by spaces, as written."""

    def fact(self) -> nodes.Node:
        node = nodes.inline(self.rawtext, "", classes=["fact", "suit"])
        for index, suit in enumerate(citations.suits(self.text)):
            if index:
                node += nodes.Text(" ")
            node += ext_nodes.card_sign(
                suit.symbol,
                suit.symbol,
                classes=["card", suit.color.value],
                name=self.words.suit_name(suit),
            )
        return node


class DealNumberRole(_WordsRole):
    """``{dealnumber}`CODE```: the number a code's letters stand for."""

    def fact(self) -> nodes.Node:
        return fact_node(
            self.rawtext, self.words.number(citations.deal_number(self.text)), "dealnumber"
        )


class SurveyRole(_WordsRole):
    """``{survey}`NAME FIGURE```: a figure of a solver survey (:mod:`generator.solve.survey`),
    read from ``generator_surveys`` (relative to the source directory): how many deals the
    project's own solvers won, tried, or the time each had."""

    def fact(self) -> nodes.Node:
        from pathlib import Path

        from generator.solve.survey import read_surveys

        cited = citations.survey(self.text)
        path = Path(self.env.srcdir, self.config.generator_surveys)
        self.env.note_dependency(str(path))
        surveys = read_surveys(path)
        if cited.name not in surveys:
            known = ", ".join(sorted(surveys)) or "none"
            raise ValueError(f"no survey {cited.name!r} in {path} (surveys: {known})")
        value = surveys[cited.name].value(cited.figure)
        if cited.noun is not None:
            text = self.words.counted(cited.noun.unit, value, case=cited.noun.case)
            return fact_node(self.rawtext, text, "survey")
        return fact_node(self.rawtext, self.words.number(value), "survey")


class SplitMixRole(SphinxRole):
    """``{splitmix}`SEED [COUNT]```: SplitMix64's first draws; SEED is a number, or a game
    code whose deal is seeded SplitMix64 (its game's ``splitmix_seed``)."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        from generator.codes import GameCode, GameCodeError
        from generator.registry import find_game
        from generator.splitmix import SplitMix64

        words = self.text.split()
        try:
            if not 1 <= len(words) <= 2:
                raise ValueError("write SEED [COUNT] (SEED: a number or a game code)")
            seed_text = words[0]
            if "-" in seed_text:
                try:
                    code = GameCode.parse(seed_text)
                except GameCodeError as error:
                    raise ValueError(str(error)) from None
                game = find_game(code.game)
                seed = game.splitmix_seed(code.version, code.number)
                if seed is None:
                    raise ValueError(f"{game.name}'s deals are not drawn from SplitMix64")
            else:
                seed = int(seed_text, 0)
            count = int(words[1]) if len(words) == 2 else 1
            generator = SplitMix64(seed)
            text = " ".join(f"0x{generator.next():016x}" for _ in range(count))
        except ValueError as error:
            warn(f"{{splitmix}}`{self.text}`: {error}", self.get_location(), "role")
            text = self.text
        return [nodes.literal(self.rawtext, text, classes=["splitmix"])], []


class RuleRole(SphinxRole):
    """``{rule}`XY-7```: a link to the rule's label (``(xy-7)=`` on the rules page)."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        try:
            rule = citations.rule(self.text)
        except ConditionError as error:
            warn(f"{{rule}}`{self.text.strip()}`: {error}", self.get_location(), "role")
            return [nodes.inline(self.rawtext, self.text.strip())], []
        reference = addnodes.pending_xref(
            self.rawtext,
            refdomain="std",
            reftype="ref",
            reftarget=rule.lower(),
            refexplicit=True,
            refwarn=True,
            generator_rule=rule,
        )
        reference += nodes.inline(rule, rule, classes=["rule-id"])
        self.set_source_info(reference)
        # The std domain replaces the inner node when it resolves the link: the class that
        # keeps "XY-12" on one line must be outside it.
        return [nodes.inline("", "", reference, classes=["rule-id"])], []


class GameFactRole(SphinxRole):
    """``{move}``, ``{pile}``, ``{capacity}``, ``{value}``: facts of an example game.

    The first word names the game; the target is read now
    (:func:`generator.citations.game_citation`), and checked against the
    game later, when it is known (it may be declared on another page).
    """

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        try:
            citation = citations.game_citation(self.name, self.text)
        except ConditionError as error:
            warn(f"{{{self.name}}}`{self.text}`: {error}", self.get_location(), "role")
            return [nodes.inline(self.rawtext, self.text, classes=["fact", "error"])], []
        node = ext_nodes.pending_fact(
            self.rawtext, self.text, role=self.name, target=self.text, citation=citation
        )
        self.set_source_info(node)
        game_domain(self.env).cite(self.env.docname, citation.game)
        return [node], []


def unknown_rule_reference(
    app: Any, env: Any, node: addnodes.pending_xref, contnode: nodes.Element
) -> nodes.Element | None:
    """Sphinx's ``missing-reference``: a ``{rule}`` naming no rule of the site's pages is
    reported as ``check`` reports it (the rules of its prefix that exist), not as Sphinx's
    "undefined label"; the id stays in the text, unlinked."""
    rule = node.get("generator_rule")
    if not rule:
        return None
    known = {
        label.upper()
        for label in env.get_domain("std").anonlabels  # every label, titled or not
        if registry.rule_id().fullmatch(label.upper())
    }
    warn(f"{{rule}}`{rule}`: {citations.unknown_rule(rule, known)}", node, "role")
    return contnode


ROLES = {
    "card": CardRole(),
    "cardname": CardRole(),
    "number": ConstRole(),
    "plain": PlainRole(),
    "legal": ExampleRole(),
    "refused": ExampleRole(),
    "refusal": RefusalRole(),
    "suits": SuitsRole(),
    "suit": SuitSignsRole(),
    "dealnumber": DealNumberRole(),
    "splitmix": SplitMixRole(),
    "survey": SurveyRole(),
    "rule": RuleRole(),
    "move": GameFactRole(),
    "pile": GameFactRole(),
    "capacity": GameFactRole(),
    "value": GameFactRole(),
}

_GAME = registry.GAMES[0]
"""The game the reference's examples are of: the first registered."""

ROLE_HELP: dict[str, tuple[str, str]] = {
    "card": (
        "A♠",
        "a card in its short form, coloured: A♠ 10♥ J♦; `:oblique` after it (A♠:oblique) "
        "reads it in the form a postposition governs",
    ),
    "cardname": ("A♠", "a card's name in the page's language: ace of spades"),
    "number": (
        f"{_GAME.key}.{next(iter(_GAME.constants), 'NAME')}",
        "a rule constant in digits; `:words` or `:Words` after it spells it out (three, Three)",
    ),
    "plain": ("1990", "a number that is not a game fact, shown as written"),
    "legal": (rule_examples.example("legal"), "a rule's example; the engine must accept each move"),
    "refused": (
        rule_examples.example("refused"),
        "a rule's example; the engine must refuse it, for that reason",
    ),
    "refusal": (
        f"{_GAME.key} {next(iter(_GAME.refusal)).value}",
        "the app's refusal message, quoted, in the page's language",
    ),
    "suits": ("♠ ♥ ♦ ♣", "suit names as the page's language lists them"),
    "suit": ("♣ ♦ ♥ ♠", "suit signs, each named in the page's language for a screen reader"),
    "dealnumber": (str(example_codes()[0]), "the deal number a code's letters stand for"),
    "splitmix": (
        "0 3",
        "SplitMix64's first draws, from a seed or a game code whose deal it draws",
    ),
    "survey": ("SURVEY won", "a figure of a recorded solver survey (`generator_surveys`)"),
    "rule": (f"{_GAME.rule_prefix}-1", "a link to the rule's label on the rules page"),
    "move": ("GAME 10", "move 10 of an example game, narrated (or `first:KIND`, `first:wrap`)"),
    "pile": (
        "GAME final 6 count",
        "a pile, column or cell at a moment (`final`, `after-move=10`…): its cards, `count`, "
        "`top`, `bottom` or `name`",
    ),
    "capacity": (
        "GAME given=empty-cells:3,empty-columns:1 onto-column",
        "how many cards can move at once at that moment",
    ),
    "value": (
        "GAME after-move=10 empty-cells",
        "a count at a moment (`empty-cells`, `empty-columns`, `redeals-left`…)",
    ),
}
"""An example target of each role of :data:`ROLES`, and what it shows (the reference's words)."""

COUNTED_HELP = """\
A count that stands with a noun names the noun last, by its English plural: \
`` {number}`GAME.DECKS:Words decks` `` ("Two decks", "رزمتان"), \
`` {value}`GAME start empty-cells empty-cells` ``, `` {pile}`GAME final 6 count cards` ``, \
`` {survey}`SURVEY cells free-cells` ``, `` {plain}`2 cards` ``. The page's language \
writes number and noun in the plural form CLDR gives that number, and zero as its own \
phrase ("no empty column"). `(foundations)` makes a number in words agree with a noun \
the sentence does not write.

`:oblique` after the noun (`free-cells:oblique`) asks for the count that a \
preposition or postposition governs (catalog context "quantity, oblique"): Arabic's \
dual and number words in -ين (بخليتين حرتين، اثنتي عشرة), Hindi's oblique plural \
(2 सेलों के साथ). A translation asks for it where its sentence needs it, whatever the \
English has: the check compares roles without the case. Languages whose nouns keep their \
form (Thai, French, Spanish) give the same words in both. Tamil does too: its case is an \
ending joined to the noun (2 கலங்களுடன்), which a role cannot take from the sentence, so \
a Tamil sentence takes the count in the nominative (2 கலங்கள் கொண்ட). In the oblique, \
zero is a count like the others ("0 सेलों"): no language's "no free cell" follows a \
preposition. The phrases that carry their own case, `all-cards` and \
`onto-the-foundations`, have no oblique.
"""
"""What :data:`ROLE_HELP` cannot say in a line: the counted nouns and their case, in the
reference's Markdown."""


def domain_role(name: str, role: Any) -> Any:
    """``role`` as the domain calls it (``sol:card``), run under its bare name (``card``): a role
    reads its own name to know what it shows."""

    def run(
        typ: str,
        rawtext: str,
        text: str,
        lineno: int,
        inliner: Any,
        options: dict[str, Any] | None = None,
        content: Sequence[str] = (),
    ) -> Any:
        return role(name, rawtext, text, lineno, inliner, options or {}, list(content))

    return run
