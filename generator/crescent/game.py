"""Crescent as the shared layers see it: the :class:`~generator.registry.Game` it answers.

Its game codes (:mod:`generator.codes`, CR-24) start ``CR1``, version 1 of its deal,
then its one variant ``N`` (normal Crescent).  ``CR1`` deals every number seven code
letters write but zero, 1 … 8,031,810,175 (26⁷ − 1): the project's own algorithm
(:mod:`generator.crescent.deal`) is defined for all of them.

>>> from generator.codes import GameCode
>>> str(GameCode.of("crescent", 1)), GameCode.parse("CR1-N-AAAAAAB").heading
('CR1-N-AAAAAAB', 'CR1-N-AAAAAAB: Crescent deal 1')
>>> GameCode.parse("CR1-N-AAAAAAA")
Traceback (most recent call last):
...
generator.codes.GameCodeError: bad game code 'CR1-N-AAAAAAA': deal number 0 is out of range for CR1 (1 to 8,031,810,175)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from generator.cards import DECK, Card
from generator.crescent import engine

if TYPE_CHECKING:
    from generator.solution import Progress, Solution


# The game's notation, words, facts and deal are imported where first asked for: the
# registry imports every game, and dealing one game should not load all of another.


class Crescent:
    """Two decks, sixteen piles in a horseshoe, eight foundations and three redeals."""

    key = "crescent"
    name = "Crescent"
    code = "CR"
    rule_prefix = "CR"
    versions: Mapping[int, tuple[int, int]] = {1: (1, 26**7 - 1)}
    """Version 1 deals every number seven code letters write but zero (CR-24)."""
    variants = ("N",)
    position_type = engine.Position
    refusal = engine.Refusal
    illegal_move = engine.IllegalMoveError

    @property
    def facts(self) -> Any:
        from generator.crescent import facts

        return facts

    has_redeals = True
    constants: Mapping[str, int | tuple[int, ...]] = {
        "DECKS": engine.DECKS,
        "DECK_SIZE": len(DECK),
        "CARD_COUNT": engine.CARD_COUNT,
        "FOUNDATION_COUNT": len(engine.FOUNDATIONS),
        "UP_FOUNDATIONS": sum(1 for f in engine.FOUNDATIONS if f.direction is engine.Direction.UP),
        "DOWN_FOUNDATIONS": sum(
            1 for f in engine.FOUNDATIONS if f.direction is engine.Direction.DOWN
        ),
        "FOUNDATION_SIZE": engine.FOUNDATION_SIZE,
        "DEALT": engine.PILE_COUNT * engine.DEAL_SIZE,
        "PILE_COUNT": engine.PILE_COUNT,
        "DEAL_SIZE": engine.DEAL_SIZE,
        "PILE_LIMIT": engine.PILE_LIMIT,
        "REDEALS": engine.REDEALS,
        "UNDO_LIMIT": engine.UNDO_LIMIT,
        "LEFT_PILES": len(engine.HORSESHOE_LEFT),
        "TOP_PILES": len(engine.HORSESHOE_TOP),
        "RIGHT_PILES": len(engine.HORSESHOE_RIGHT),
    }
    """The rule constants a page may cite as ``crescent.NAME`` (CR-2, CR-8, CR-17, CR-23…)."""
    card_on_card = staticmethod(engine.card_on_card)
    exports: Mapping[str, Callable[[engine.Position, str], tuple[str, str | None]]] = {}
    deal_codes = None
    glossary_terms: Mapping[str, str] = {
        "deck": f"Crescent shuffles {engine.DECKS} together",
        "foundation": "or down, in Crescent",
        "pile": f"one of Crescent's {engine.PILE_COUNT} piles",
        "redeal": "Crescent's button: the bottom card of each pile goes on top (three per game)",
    }

    def deal(self, version: int, variant: str, number: int) -> engine.Position:
        from generator.crescent.deal import crescent_deal

        return engine.initial_position(crescent_deal(number))

    def splitmix_seed(self, version: int, number: int) -> int | None:
        from generator.crescent.deal import CRESCENT_TAG

        return CRESCENT_TAG ^ number  # CR-24: the state starts as TAG xor N

    def variant_numbers(self, variant: str) -> Mapping[str, int]:
        return {}

    def variant_text(self, variant: str) -> str:
        return ""

    def parse_action(self, text: str) -> engine.Action:
        from generator.crescent.notation import parse_crescent

        return parse_crescent(text)

    def format_action(
        self,
        action: engine.Action,
        position: engine.Position | None = None,
        *,
        ascii: bool = False,
        card: bool = True,
    ) -> str:
        from generator.crescent.notation import format_crescent

        return format_crescent(action, ascii=ascii, card=card)

    def resolve(self, position: engine.Position, action: engine.Action) -> engine.Action:
        return action

    def lifted(self, position: engine.Position, action: engine.Action) -> Card | None:
        return position.top(action.source) if isinstance(action, engine.Move) else None

    def cards_moved(self, before: engine.Position, action: engine.Action) -> tuple[Card, ...]:
        if isinstance(action, engine.Redeal) or action.card is None:
            return ()
        return (action.card,)

    def explain(
        self, position: engine.Position, action: engine.Action, reason: engine.Refusal
    ) -> str:
        from generator.crescent import plain

        return plain.explain(position, action, reason)

    def describe_action(
        self, before: engine.Position, action: engine.Action, after: engine.Position
    ) -> str:
        from generator.crescent import plain

        return plain.describe_action(before, action, after)

    def outcome(self, position: engine.Position) -> str:
        if position.is_won():
            return "won"
        return "stuck" if position.is_stuck() else "unfinished"

    def outcome_text(self, outcome: str) -> str:
        return "no move and no redeal left (CR-20)" if outcome == "stuck" else ""

    def solve(
        self,
        position: engine.Position,
        *,
        max_seconds: float | None = None,
        progress: Progress | None = None,
    ) -> Solution:
        from generator.crescent import solver  # here: only the game solved imports its solver

        return solver.solve(position, max_seconds=max_seconds, progress=progress)

    fans = True
    picture = "generator.crescent.picture"
    words = "generator.crescent.words"

    def tableau(self, position: engine.Position) -> tuple[tuple[Card, ...], ...]:
        return position.piles

    def text_lines(self, position: engine.Position, *, ascii: bool = False) -> list[str]:
        from generator.crescent import plain

        return plain.text_lines(position, ascii=ascii)


GAME = Crescent()
