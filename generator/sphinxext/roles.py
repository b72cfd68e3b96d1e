"""Roles for the facts that prose states.

A translated paragraph keeps the role, and the fact is made in the page's
language by the describer, so no translation can change it.

=================================================  =====================================
``{card}`A♠```                                     the card, in the locale's short form
``{cardname}`A♠```                                 the card in words ("ace of spades")
``{number}`crescent.PILE_LIMIT```                  a rule constant (see :data:`CONSTANTS`)
``{refusal}`crescent pile-full```                  the app's refusal message, quoted
``{suits}`♠ ♥ ♦ ♣```                                 suit names, as a list in the locale
``{rule}`CR-7```                                   a link to the rule (label ``cr-7``)
``{dealnumber}`FC1-C4-AAAAAKH```                   the deal number a code names
``{splitmix}`deal=1 3```                           CR1's first draws (hex) for a seed
``{move}`crescent-example 10```                    move 10 narrated (``first:wrap``, ``redeal=K`` too)
``{pile}`crescent-example before-move=10 14```     pile 14's cards (``top``, ``bottom``, ``count``)
``{capacity}`fc-example after-move=5 onto-column```  FC-9/FC-10 capacity (``to-empty-column``)
``{value}`fc-example after-move=5 empty-cells```   any quantity of the condition language
=================================================  =====================================

Facts of an example game are filled in once every page is read
(:mod:`generator.sphinxext.resolve`); the others at once.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.util.docutils import SphinxRole

from generator import citations, crescent, freecell
from generator.cards import Suit
from generator.conditions import ConditionError
from generator.sphinxext import nodes as ext_nodes
from generator.sphinxext.report import warn
from generator.sphinxext.words import describer, missing_words_error, page_language
from generator.describe import NUMBER_LIST_STYLE

CONSTANTS: dict[str, int | tuple[int, ...]] = {
    "crescent.DECKS": crescent.DECKS,
    "crescent.CARD_COUNT": crescent.CARD_COUNT,
    "crescent.FOUNDATION_COUNT": len(crescent.FOUNDATIONS),
    "crescent.FOUNDATION_SIZE": crescent.FOUNDATION_SIZE,
    "crescent.DEALT": crescent.PILE_COUNT * crescent.DEAL_SIZE,
    "crescent.PILE_COUNT": crescent.PILE_COUNT,
    "crescent.DEAL_SIZE": crescent.DEAL_SIZE,
    "crescent.PILE_LIMIT": crescent.PILE_LIMIT,
    "crescent.REDEALS": crescent.REDEALS,
    "crescent.UNDO_LIMIT": crescent.UNDO_LIMIT,
    "crescent.LEFT_PILES": len(crescent.HORSESHOE_LEFT),
    "crescent.TOP_PILES": len(crescent.HORSESHOE_TOP),
    "crescent.RIGHT_PILES": len(crescent.HORSESHOE_RIGHT),
    "freecell.CARD_COUNT": freecell.CARD_COUNT,
    "freecell.COLUMN_COUNT": freecell.COLUMN_COUNT,
    "freecell.DEAL_SIZES": freecell.DEAL_SIZES,
    "freecell.CELLS": max(freecell.CELL_CHOICES),
    "freecell.CELL_CHOICES": freecell.CELL_CHOICES,
    "freecell.FOUNDATION_COUNT": len(Suit),
    "freecell.FOUNDATION_SIZE": freecell.FOUNDATION_SIZE,
    "freecell.UNDO_LIMIT": freecell.UNDO_LIMIT,
}
"""The rule constants a page may cite, from the engine (CR-2, CR-8, CR-17, CR-23, FC-1, FC-13, FC-16…)."""

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
            warn(f"{{{self.name}}}`{self.text}`: {error}", self.get_location(), "role")
        return [nodes.inline(self.rawtext, self.text, classes=["fact", "error"])], []

    @property
    def words(self) -> Any:
        return describer(self.env)

    def fact(self) -> nodes.Node:
        raise NotImplementedError


class CardRole(_WordsRole):
    """``{card}`A♠``` (short form) and ``{cardname}`A♠``` (words)."""

    def fact(self) -> nodes.Node:
        card = citations.card(self.text)
        text = self.words.card_name(card) if self.name == "cardname" else self.words.card_symbol(card)
        return fact_node(self.rawtext, text, "card", card.color.value)


def format_numbers(words: Any, language: str, value: int | tuple[int, ...], style: str) -> str:
    if isinstance(value, int):
        return words.number(value)
    # As the describer writes number lists in the page's language (CLDR's patterns, Thai spacing).
    return words.number_list(value, style)


class ConstRole(_WordsRole):
    """``{number}`crescent.PILE_LIMIT```: a number (or list) from :data:`CONSTANTS`.

    Not ``{const}``: that name belongs to the Python domain, which Sphinx asks first.
    """

    def fact(self) -> nodes.Node:
        name = self.text.strip()
        if name not in CONSTANTS:
            raise ValueError(f"unknown constant {name!r}: use one of {', '.join(CONSTANTS)}")
        value = CONSTANTS[name]
        # a choice ("4, 2 or 1"), else a plain sequence ("7, 7, 7, 7, 6, 6, 6, 6")
        style = "or" if name.endswith("CHOICES") else NUMBER_LIST_STYLE
        return fact_node(self.rawtext, format_numbers(self.words, page_language(self.env), value, style), "number")


class RefusalRole(_WordsRole):
    """``{refusal}`crescent pile-full```: the app's refusal text for a reason."""

    def fact(self) -> nodes.Node:
        text = self.words.refusal_message(citations.refusal(self.text))
        return ext_nodes.app_message(self.rawtext, text, classes=["refusal"])


class SuitsRole(_WordsRole):
    """``{suits}`♠ ♥ ♦ ♣```: suit names as the locale writes a list (no suit named twice by hand)."""

    def fact(self) -> nodes.Node:
        names = [self.words.suit_name(suit) for suit in citations.suits(self.text)]
        return fact_node(self.rawtext, self.words.list_of(names), "suits")


class DealNumberRole(_WordsRole):
    """``{dealnumber}`FC1-C4-AAAAAKH```: the number a code's letters stand for."""

    def fact(self) -> nodes.Node:
        return fact_node(self.rawtext, self.words.number(citations.deal_number(self.text)), "dealnumber")


class SplitMixRole(SphinxRole):
    """``{splitmix}`SEED [COUNT]```: CR1's first draws; SEED is a number or ``deal=N``."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        from generator import deal

        words = self.text.split()
        try:
            if not 1 <= len(words) <= 2:
                raise ValueError("write SEED [COUNT]")
            seed_text = words[0]
            if seed_text.startswith("deal="):
                seed = deal.CRESCENT_TAG ^ int(seed_text[5:])
            else:
                seed = int(seed_text, 0)
            count = int(words[1]) if len(words) == 2 else 1
            generator = deal.SplitMix64(seed)
            text = " ".join(f"0x{generator.next():016x}" for _ in range(count))
        except ValueError as error:
            warn(f"{{splitmix}}`{self.text}`: {error}", self.get_location(), "role")
            text = self.text
        return [nodes.literal(self.rawtext, text, classes=["splitmix"])], []


class RuleRole(SphinxRole):
    """``{rule}`CR-7```: a link to the rule's label (``(cr-7)=`` on the rules page)."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        try:
            rule = citations.rule(self.text)
        except ConditionError as error:
            warn(f"{{rule}}`{self.text.strip()}`: {error}", self.get_location(), "role")
            return [nodes.inline(self.rawtext, self.text.strip())], []
        reference = addnodes.pending_xref(
            self.rawtext, refdomain="std", reftype="ref", reftarget=rule.lower(),
            refexplicit=True, refwarn=True,
        )
        reference += nodes.inline(rule, rule, classes=["rule-id"])
        self.set_source_info(reference)
        # The std domain replaces the inner node when it resolves the link: the class that
        # keeps "CR-12" on one line must be outside it.
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
        node = ext_nodes.pending_fact(self.rawtext, self.text, role=self.name, target=self.text, citation=citation)
        self.set_source_info(node)
        self.env.domains["generator"].cite(self.env.docname, citation.game)
        return [node], []


ROLES = {
    "card": CardRole(),
    "cardname": CardRole(),
    "number": ConstRole(),
    "refusal": RefusalRole(),
    "suits": SuitsRole(),
    "dealnumber": DealNumberRole(),
    "splitmix": SplitMixRole(),
    "rule": RuleRole(),
    "move": GameFactRole(),
    "pile": GameFactRole(),
    "capacity": GameFactRole(),
    "value": GameFactRole(),
}
