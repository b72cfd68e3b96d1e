"""Fill in the facts of example games once every page is read.

A post-transform (run for each page as it is written) turns ``pending_fact``
into text, ``pending_position`` into a :class:`position_figure` and checks
each ``pending_assertion``.  Every mistake is a located, typed warning.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging

from generator.sphinxext import nodes as ext_nodes
from generator.sphinxext.conditions import (
    ConditionError, Moment, cards_at, count_at, is_move_reference, move_step, parse_conditions, parse_place,
    quantity, redeal_step,
)
from generator.sphinxext.html import DESCRIPTION_SUMMARY, ui_text
from generator.sphinxext.words import describer, missing_words_error, page_language

logger = logging.getLogger(__name__)


_CAPACITIES = {
    "onto-column": "capacity-onto-column",
    "to-empty-column": "capacity-to-empty-column",
    "empty-column": "capacity-to-empty-column",
}


def warn(message: str, location: Any, subtype: str) -> None:
    logger.warning(message, location=location, type="generator", subtype=subtype)


class ResolveGameFacts(SphinxPostTransform):
    default_priority = 5

    def run(self, **kwargs: Any) -> None:
        if self.env._builder_cls.name == "gettext":
            return  # extracting messages: the source text is what translators need, and no check
        self.domain = self.env.domains["generator"]
        self.words = None
        self.ids: set[str] = set()
        for node in list(self.document.findall(ext_nodes.pending_assertion)):
            self.check(node)
        for node in list(self.document.findall(ext_nodes.pending_fact)):
            self.fact(node)
        for node in list(self.document.findall(ext_nodes.pending_position)):
            self.position(node)

    # -- helpers -----------------------------------------------------------------
    def replay(self, name: str, location: Any) -> Any:
        """The replay of game ``name``, or ``None`` (after a warning if unknown)."""
        if name not in self.domain.games:
            known = ", ".join(sorted(self.domain.games)) or "none"
            warn(f"unknown example game {name!r} (declared games: {known})", location, "game")
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
                            warn(f"assertion on {node['game']!r} failed: {failure}", (docname, lineno), "assert")
                except ConditionError as error:
                    warn(f"assertion on {node['game']!r}: {error}", (docname, lineno), "assert")
        node.parent.remove(node)

    # -- roles ------------------------------------------------------------------------
    def fact(self, node: ext_nodes.pending_fact) -> None:
        role = node["role"]
        words = node["target"].split()
        replay = self.replay(words[0], node)
        text = None
        if replay is not None:
            try:
                text = getattr(self, f"fact_{role}")(replay, words[1:])
            except ConditionError as error:
                warn(f"{{{role}}}`{node['target']}`: {error}", node, "role")
            except missing_words_error() as error:
                warn(f"{{{role}}}`{node['target']}`: {error}", node, "i18n")
        classes = ["fact", role]
        if text is None:
            text = node["target"]
            classes.append("error")
        node.replace_self(nodes.inline(node.rawsource, text, classes=classes))

    def fact_move(self, replay: Any, words: list[str]) -> str:
        if len(words) == 1 and is_move_reference(words[0]):
            step = move_step(replay, words[0])
        elif len(words) == 1 and words[0].startswith("redeal="):
            step = redeal_step(replay, int(words[0][7:]) if words[0][7:].isdigit() else 0)
        else:
            raise ConditionError("write GAME N (move N), GAME first:KIND or GAME redeal=K")
        return self.describer().narrate(step)

    def fact_pile(self, replay: Any, words: list[str]) -> str:
        if len(words) not in (2, 3) or (len(words) == 3 and words[2] not in ("cards", "top", "bottom", "count")):
            raise ConditionError(
                "write GAME MOMENT PLACE [cards|top|bottom|count], e.g. crescent-example before-move=10 14 top"
            )
        position = Moment.parse(words[0]).position(replay)
        place = parse_place(position, words[1])
        view = words[2] if len(words) == 3 else "cards"
        speak = self.describer()
        if view == "count":
            return speak.number(count_at(position, place))
        cards = cards_at(position, place)
        if view == "top":
            cards = cards[-1:]
        elif view == "bottom":
            cards = cards[:1]
        # An empty place shows a dash: a sign, not a word, so it needs no translation.
        return " ".join(speak.card_symbol(card) for card in cards) or "—"

    def fact_capacity(self, replay: Any, words: list[str]) -> str:
        if len(words) != 2 or words[1] not in _CAPACITIES:
            raise ConditionError("write GAME MOMENT onto-column|to-empty-column")
        position = Moment.parse(words[0]).position(replay)
        return self.describer().number(quantity(position, _CAPACITIES[words[1]]))

    def fact_value(self, replay: Any, words: list[str]) -> str:
        if len(words) != 2:
            raise ConditionError("write GAME MOMENT QUANTITY, e.g. fc-example after-move=5 empty-cells")
        position = Moment.parse(words[0]).position(replay)
        return self.describer().number(quantity(position, words[1]))

    # -- positions ---------------------------------------------------------------------
    def position(self, node: ext_nodes.pending_position) -> None:
        replay = self.replay(node["game"], node)
        figure = None
        if replay is not None:
            try:
                figure = self.figure(node, replay)
            except ConditionError as error:
                warn(f"position of {node['game']!r}: {error}", node, "position")
            except missing_words_error() as error:
                warn(f"position of {node['game']!r}: {error}", node, "i18n")
        if figure is None:
            node.parent.remove(node)
        else:
            node.replace_self(figure)

    def figure(self, node: ext_nodes.pending_position, replay: Any) -> ext_nodes.position_figure:
        from generator.render import image_key

        moment = Moment.parse(node["moment"])
        position = moment.position(replay)
        mark = move_step(replay, node["mark"]) if node.get("mark") else None
        speak = self.describer()
        options = {
            "lang": page_language(self.env),
            "scale": self.config.generator_image_scale,
            "mark": mark,
            "fan": bool(node.get("fan")),
        }
        base = node["ids"][0] if node["ids"] else f"position-{node['game']}-{moment.slug()}"
        ident, number = base, 1
        while ident in self.ids or self.document.ids.get(ident, node) is not node:
            number += 1
            ident = f"{base}-{number}"
        self.ids.add(ident)
        figure = ext_nodes.position_figure(
            "",
            *node.children,
            ids=[ident],
            names=node["names"],
            classes=["solitaire-position"],
            key=image_key(position, **options),
            position=position,
            render=options,
            alt=speak.alt_text(position),
            description=list(speak.describe(position)),
            summary=ui_text(DESCRIPTION_SUMMARY),
        )
        figure.source, figure.line = node.source, node.line
        return figure
