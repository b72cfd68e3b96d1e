"""Ladder as the generator sees it: the one object a project's ``generator_games`` names
(``toygame.game:GAME``), answering :class:`generator.registry.Game`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from generator.cards import Card
from generator.solution import Solution, Verdict

from toygame import engine, notation


def _place(place: engine.Place) -> str:
    return f"pile {place.number}" if isinstance(place, engine.Pile) else "its foundation"


class Ladder:
    """Eight cards, four piles, two foundations (the toy root's rules page, LD-1 … LD-6)."""

    key = "ladder"
    name = "Ladder"
    code = "LD"
    rule_prefix = "LD"
    versions: Mapping[int, tuple[int, int]] = {1: (1, 999)}
    variants = ("N",)
    position_type = engine.Position
    refusal = engine.Refusal
    illegal_move = engine.IllegalMoveError
    has_redeals = False
    constants: Mapping[str, int | tuple[int, ...]] = {
        "CARD_COUNT": len(engine.DECK),
        "PILE_COUNT": engine.PILE_COUNT,
    }
    card_on_card = staticmethod(engine.card_on_card)
    fans = False
    picture = "toygame.picture"
    words = "toygame.words"
    exports: Mapping[str, Callable[[Any, str], tuple[str, str | None]]] = {}
    deal_codes = None
    glossary_terms: Mapping[str, str] = {"pile": "one of Ladder's four piles"}

    @property
    def facts(self) -> Any:
        from toygame import facts

        return facts

    def deal(self, version: int, variant: str, number: int) -> engine.Position:
        return engine.deal(number)

    def splitmix_seed(self, version: int, number: int) -> int | None:
        return None  # its deals draw from no SplitMix64

    def variant_numbers(self, variant: str) -> Mapping[str, int]:
        return {}

    def variant_text(self, variant: str) -> str:
        return ""

    def parse_action(self, text: str) -> engine.Move:
        return notation.parse(text)

    def format_action(
        self, action: engine.Move, position: Any = None, *, ascii: bool = False, card: bool = True
    ) -> str:
        return notation.format_move(action, ascii=ascii, card=card)

    def resolve(self, position: engine.Position, action: engine.Move) -> engine.Move:
        return action

    def lifted(self, position: engine.Position, action: engine.Move) -> Card | None:
        return position.top(action.source)

    def cards_moved(self, before: engine.Position, action: engine.Move) -> tuple[Card, ...]:
        card = before.top(action.source)
        return () if card is None else (card,)

    def explain(
        self, position: engine.Position, action: engine.Move, reason: engine.Refusal
    ) -> str:
        card = position.top(action.source)
        return f"{reason.value}: {card or 'no card'} from {_place(action.source)} ({', '.join(reason.rules)})"

    def describe_action(self, before: engine.Position, action: engine.Move, after: Any) -> str:
        return (
            f"{before.top(action.source)} from {_place(action.source)} to {_place(action.target)}"
        )

    def outcome(self, position: engine.Position) -> str:
        if position.is_won():
            return "won"
        return "stuck" if not position.legal_moves() else "unfinished"

    def outcome_text(self, outcome: str) -> str:
        return "no move left" if outcome == "stuck" else ""

    def solve(
        self, position: engine.Position, *, max_seconds: float | None = None, progress: Any = None
    ) -> Solution:
        """A depth-first search: the game has eight cards."""
        seen: set[engine.Position] = set()

        def search(at: engine.Position) -> tuple[engine.Move, ...] | None:
            if at.is_won():
                return ()
            if at in seen:
                return None
            seen.add(at)
            for move in at.legal_moves():
                rest = search(at.play(move))
                if rest is not None:
                    return (move, *rest)
            return None

        line = search(position)
        if line is None:
            return Solution(Verdict.UNWINNABLE, states=len(seen))
        return Solution(Verdict.WON, line, states=len(seen))

    def tableau(self, position: engine.Position) -> tuple[tuple[Card, ...], ...]:
        return position.piles

    def text_lines(self, position: engine.Position, *, ascii: bool = False) -> list[str]:
        return [
            f"{n}: " + " ".join(card.ascii() if ascii else str(card) for card in cards)
            for n, cards in enumerate(position.piles, 1)
        ]


GAME = Ladder()
