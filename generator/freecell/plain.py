"""FreeCell in plain English for the command line: places, moves, refusals, positions.

The pages' words in every language are the describer's (:mod:`generator.describe`);
these are the command line's messages and transcripts, in English only.

>>> from generator.freecell.deal import microsoft_deal
>>> position = freecell.initial_position(microsoft_deal(1))
>>> move = freecell.Move(freecell.Column(1), freecell.Column(2), 1)
>>> explain(position, move, position.refusal(move))
'must be the opposite colour: 6♠ onto 9♣ (FC-4)'
"""

from __future__ import annotations

from generator.cards import Card, Rank, Suit
from generator.freecell import engine as freecell


def place_name(place: freecell.Place, card: Card | None = None) -> str:
    """``column 3``, ``cell a``, ``the ♠ foundation`` (the suit of ``card`` if the place
    names none)."""
    if isinstance(place, freecell.Column):
        return f"column {place.number}"
    if isinstance(place, freecell.Cell):
        return f"cell {place.letter}"
    suit = place.suit if place.suit is not None else (card.suit if card else None)
    return "the foundation" if suit is None else f"the {suit.symbol} foundation"


def describe_action(before: freecell.Position, move: freecell.Move) -> str:
    """A played move: ``5♦ from column 5 to cell a``, ``3 cards 9♠ 8♥ 7♣ from …``."""
    cards = moved_cards(before, move)
    what = str(cards[0]) if len(cards) == 1 else f"{len(cards)} cards {' '.join(map(str, cards))}"
    return f"{what} from {place_name(move.source)} to {place_name(move.target, cards[0])}"


def moved_cards(before: freecell.Position, move: freecell.Move) -> tuple[Card, ...]:
    """Every card a resolved ``move`` carries, bottom to top."""
    if move.card is None:
        return ()
    if isinstance(move.source, freecell.Column) and move.count is not None:
        return before.column(move.source.number)[-move.count :]
    return (move.card,)


def explain(position: freecell.Position, move: freecell.Move, reason: freecell.Refusal) -> str:
    """Why ``position`` refuses ``move``, with the cards and the rules
    (the ids :meth:`freecell.Position.refusal_rules` gives)."""
    move = position.resolve(move)
    rules = ", ".join(position.refusal_rules(move, reason))
    return f"{_reason(position, move, reason)} ({rules})"


def _reason(position: freecell.Position, move: freecell.Move, reason: freecell.Refusal) -> str:
    R = freecell.Refusal
    source, target, count = move.source, move.target, move.count
    moved = position.card_lifted(move)
    if reason is R.SAME_PLACE:
        return "the source and the target are the same place"
    if reason is R.NO_SUCH_CELL:
        cells = len(position.cells)
        letters = freecell.CELL_LETTERS[:cells]
        return f"this game has {cells} cell{'s' if cells != 1 else ''} ({', '.join(letters)})"
    if reason is R.NOTHING_TO_MOVE:
        return f"nothing to move: {place_name(source)} is empty"
    if reason is R.NOT_TOP_CARD:
        return f"the card moved would be {moved}, not {move.card}"
    if reason is R.NOT_A_SEQUENCE and isinstance(source, freecell.Column):
        run = position.run_length(source.number)
        return (
            f"the top {count} cards of column {source.number} are not a run of alternating "
            f"colours and consecutive ranks (the run is {run} card{'s' if run != 1 else ''})"
        )
    if reason is R.ONE_CARD_ONLY:
        return f"only one card at a time goes to {place_name(target, moved)}"
    if reason is R.CELL_OCCUPIED and isinstance(target, freecell.Cell):
        return f"cell {target.letter} already holds {position.cells[target.index]}"
    if (
        reason is R.NOT_NEXT_ON_FOUNDATION
        and isinstance(target, freecell.FoundationPlace)
        and moved is not None
    ):
        suit = target.suit or moved.suit
        top = position.foundation_count(suit)
        if moved.suit is not suit:
            return f"{moved} is not a {suit.symbol} card"
        if top == freecell.FOUNDATION_SIZE:
            return f"the {suit.symbol} foundation is complete"
        return f"the {suit.symbol} foundation takes {Card(Rank(top + 1), suit)} next, not {moved}"
    under = (
        position.column(target.number)[-1]
        if isinstance(target, freecell.Column) and position.column(target.number)
        else None
    )
    if reason is R.NOT_OPPOSITE_COLOUR:
        return f"must be the opposite colour: {moved} onto {under}"
    if reason is R.RANK_NOT_ONE_LOWER:
        return f"must be one rank lower: {moved} onto {under}"
    if reason is R.SEQUENCE_TOO_LONG:
        limit = (
            position.capacity_onto_column()
            if under is not None
            else position.capacity_to_empty_column()
        )
        return f"{count} cards cannot move together here: at most {limit}"
    return str(reason.value)


def _card(card: Card | None, ascii: bool) -> str:
    if card is None:
        return "-"
    return card.ascii() if ascii else str(card)


def text_lines(position: freecell.Position, *, ascii: bool = False) -> list[str]:
    """The cells, the foundations and columns 1–8 bottom to top, one line each."""
    cells = "  ".join(
        f"{freecell.Cell(i).letter} {_card(card, ascii)}" for i, card in enumerate(position.cells)
    )
    foundations = "  ".join(
        f"{suit.letter if ascii else suit.symbol} {_card(position.foundation_top(suit), ascii)}"
        for suit in Suit
    )
    lines = [f"cells        {cells}", f"foundations  {foundations}", "", "columns (bottom to top)"]
    for number in range(1, freecell.COLUMN_COUNT + 1):
        cards = position.column(number)
        text = " ".join(_card(card, ascii) for card in cards) if cards else "(empty)"
        lines.append(f"  {number}  {text}")
    return lines


__all__ = ["describe_action", "explain", "moved_cards", "place_name", "text_lines"]
