"""Fill in the facts of example games once every page is read.

A post-transform (run for each page as it is written) turns ``pending_fact``
into text, ``pending_position`` into a :class:`position_figure` and checks
each ``pending_assertion``.  Every mistake is a located, typed warning.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform

from generator.citations import CitationError, Noun, PlaceName, unknown_game
from generator.conditions import ConditionError, parse_conditions
from generator.sphinxext import builders, images
from generator.sphinxext import nodes as ext_nodes
from generator.sphinxext.games import game_domain
from generator.sphinxext.report import warn
from generator.sphinxext.words import (
    describer,
    missing_words_error,
    page_language,
    said_at_start,
)


class ResolveGameFacts(SphinxPostTransform):
    default_priority = 5

    def run(self, **kwargs: Any) -> None:
        if self.env._builder_cls.name == "gettext":
            return  # extracting messages: the source text is what translators need, and no check
        self.domain = game_domain(self.env)
        self.words = None
        self.ids: set[str] = set()
        for assertion in list(self.document.findall(ext_nodes.pending_assertion)):
            self.check(assertion)
        for fact in list(self.document.findall(ext_nodes.pending_fact)):
            self.fact(fact)
        shown = [
            self.position(node) for node in list(self.document.findall(ext_nodes.pending_position))
        ]
        if any(shown):
            builders.warn_no_picture(next(node for node in shown if node), self.env._builder_cls)

    # -- helpers -----------------------------------------------------------------
    def replay(self, name: str, location: Any) -> Any:
        """The replay of game ``name``, or ``None`` (after a warning if unknown)."""
        if name not in self.domain.games:
            warn(str(unknown_game(name, self.domain.games)), location, "game")
            return None
        return self.domain.replay(name)

    def describer(self) -> Any:
        return describer(self.env)

    # -- assertions ----------------------------------------------------------------
    def check(self, node: ext_nodes.pending_assertion) -> None:
        replay = self.replay(node["game"], node)
        docname = self.env.docname
        if replay is not None:
            for lineno, text in node["conditions"]:
                try:
                    for condition in parse_conditions(text):
                        failure = condition.failure(replay)
                        if failure:
                            warn(
                                f"assertion on {node['game']!r} failed: {failure}",
                                (docname, lineno),
                                "assert",
                            )
                except ConditionError as error:
                    warn(f"assertion on {node['game']!r}: {error}", (docname, lineno), "assert")
        node.parent.remove(node)

    # -- roles ------------------------------------------------------------------------
    def fact(self, node: ext_nodes.pending_fact) -> None:
        role, citation = node["role"], node["citation"]
        replay = self.replay(citation.game, node)
        text = None
        if replay is not None:
            try:
                text = self.fact_text(role, citation.fact(replay), citation.noun, citation.case)
            except ConditionError as error:
                warn(f"{{{role}}}`{node['target']}`: {error}", node, "role")
            except missing_words_error() as error:
                if not said_at_start(error):
                    warn(f"{{{role}}}`{node['target']}`: {error}", node, "i18n")
        classes = ["fact", role]
        if text is None:
            text = node["target"]
            classes.append("error")
        if isinstance(text, str):
            text = [nodes.Text(text)]
        node.replace_self(nodes.inline(node.rawsource, "", *text, classes=classes))

    def fact_text(
        self, role: str, fact: Any, noun: Noun | None = None, case: str = "direct"
    ) -> str | list[nodes.Node]:
        """A game fact (:meth:`generator.citations.GameCitation.fact`) in the page's words;
        a count with its ``noun``, when the role names one; cards named in ``case``."""
        speak = self.describer()
        if noun is not None and isinstance(fact, int):
            return str(speak.counted(noun.unit, fact, case=noun.case))
        if role == "move":
            return str(speak.narrate(fact))
        if isinstance(fact, PlaceName):
            return str(speak.place_name(fact.place))
        if isinstance(fact, int):
            return str(speak.number(fact))
        if not fact:
            return "—"  # an empty place: a sign, not a word, so it needs no translation
        # Each card coloured and named as {card} does it, so "2♥" reads the same in a pile as alone.
        shown: list[nodes.Node] = []
        for card in fact:
            if shown:
                shown.append(nodes.Text(" "))
            shown.append(ext_nodes.card_sign_of(speak, card, case=case))
        return shown

    # -- positions ---------------------------------------------------------------------
    def position(self, node: ext_nodes.pending_position) -> nodes.Element | None:
        """Draw ``node`` as the builder shows positions; the node it became, if any."""
        replay = self.replay(node["game"], node)
        figure = None
        if replay is not None:
            try:
                figure = self.figure(node, replay)
            except CitationError as error:
                # At the line of the option at fault (the moment or the mark), as the check command says.
                line = node["option_lines"].get(error.option, node.line)
                warn(f"position of {node['game']!r}: {error}", (self.env.docname, line), "position")
            except missing_words_error() as error:
                if not said_at_start(error):
                    warn(f"position of {node['game']!r}: {error}", node, "i18n")
        if figure is None:
            node.parent.remove(node)
            return None
        shown = builders.for_builder(figure, self.env._builder_cls)
        shown.source, shown.line = node.source, node.line
        node.replace_self(shown)
        return shown

    def figure(self, node: ext_nodes.pending_position, replay: Any) -> ext_nodes.position_figure:
        citation = node["citation"]
        position = citation.position(replay)
        mark = citation.mark_step(replay)
        refused = citation.refused_move(replay)
        speak = self.describer()
        options = {
            "lang": page_language(self.env),
            "scale": self.config.generator_image_scale,
            "mark": mark,
            "fan": bool(node.get("fan")),
        }
        # A marked move is said first, as the marks draw the eye first; a fanned picture's
        # piles are listed card by card, as it shows them.
        description = [
            *([speak.mark_entry(mark)] if mark else []),
            *speak.describe(position, fan=options["fan"]),
        ]
        if refused is not None:
            options["refused"] = refused.action
            # Said first in the long description: the picture's point is the refusal.
            description.insert(0, speak.refused_move(position, refused.action, refused.reason))
        base = (
            node["ids"][0] if node["ids"] else f"position-{node['game']}-{citation.moment.slug()}"
        )
        ident, number = base, 1
        while ident in self.ids or self.document.ids.get(ident, node) is not node:
            number += 1
            ident = f"{base}-{number}"
        self.ids.add(ident)
        keys = images.srcset_keys(position, options)
        figure = ext_nodes.position_figure(
            "",
            *node.children,
            ids=[ident],
            names=node["names"],
            classes=["solitaire-position"],
            key=keys[-1][1],
            srcset=keys,
            position=position,
            render=options,
            alt=speak.alt_text(position),
            description=description,
            legend=speak.mark_legend() if mark else "",
            summary=speak.description_summary(),
        )
        figure.source, figure.line = node.source, node.line
        pictures = images.build_pictures(self.env)
        if pictures is not None:  # doctrees are resolved in the main process, even with -j
            pictures.shown.update(key for _, key in keys)
        return figure
