"""The describer's words, per locale, against golden files read by a translator.

Golden files: ``tests/golden/<lang>/*.txt``.  After a deliberate change of
wording, rewrite them with ``UPDATE_GOLDEN=1 .venv/bin/python -m pytest
tests/test_describe.py`` and read the diff (it is the review of the wording).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from generator import describe
from generator.cards import DECK, Card, Rank, Suit
from generator.crescent import engine as crescent
from generator.crescent import words as crescent_words
from generator.crescent.engine import FOUNDATIONS, REDEAL, Direction, Foundation
from generator.deal import deal
from generator.describe import Describer
from generator.freecell import engine as freecell
from generator.freecell import words as freecell_words
from generator.freecell.engine import Cell, Column, FoundationPlace
from generator.i18n import MissingCatalogError
from generator.units import Unit

GOLDEN = Path(__file__).parent / "golden"
LOCALES = ("ar", "en", "es", "fr", "hi", "ta", "th")


def c(text: str) -> Card:
    return Card.parse(text)


def _filler(pool: Counter) -> list[Card]:
    """The pool's cards in a fixed scrambled order (deterministic, no RNG)."""
    cards = sorted(pool.elements(), key=lambda card: ((card.index * 7) % 52, card.index))
    # spread the two copies of a card apart
    return cards[0::2] + cards[1::2]


def crescent_position() -> crescent.Position:
    """A mid-game Crescent position: the foundations of the Thai seed page (CR-E3),
    pile 3 emptied (CR-10), pile 16 holding ten cards, all 104 cards present (CR-1)."""
    foundations = (2, 2, 1, 1, 2, 2, 1, 5)
    pool = Counter(DECK) + Counter(DECK)
    for foundation, count in zip(FOUNDATIONS, foundations, strict=False):
        for n in range(1, count + 1):
            pool[foundation.card_at(n)] -= 1
    sizes = (4, 6, 0, 5, 6, 4, 6, 6, 5, 6, 6, 6, 6, 6, 6, 10)
    tops = (
        "J♦",
        "8♠",
        None,
        "4♦",
        "10♠",
        "Q♠",
        "5♥",
        "6♠",
        "5♣",
        "A♠",
        "K♣",
        "10♣",
        "7♣",
        "K♠",
        "9♠",
        "2♣",
    )
    for top in tops:
        if top:
            pool[c(top)] -= 1
    filler = iter(_filler(+pool))
    piles: list[tuple[Card, ...]] = []
    for size, top in zip(sizes, tops, strict=False):
        if not size:
            piles.append(())
            continue
        assert top is not None  # a pile that holds cards has a top card
        piles.append((*tuple(next(filler) for _ in range(size - 1)), c(top)))
    position = crescent.Position(tuple(piles), foundations, crescent.REDEALS)
    assert position.card_count() == crescent.CARD_COUNT
    return position


def freecell_position(cells: int = 4) -> freecell.Position:
    """A FreeCell position with a run of three (9♣ 8♥ 7♠ on column 4), two cells used,
    column 6 empty and three foundations started; all 52 cards present (FC-1)."""
    foundations = (3, 0, 1, 2)
    cell_cards = {4: (c("Q♥"), None, c("7♦"), None), 2: (c("Q♥"), c("7♦")), 1: (c("Q♥"),)}[cells]
    tails = {
        1: ("A♥",),
        2: ("4♥",),
        3: ("K♠",),
        4: ("9♣", "8♥", "7♠"),
        5: ("8♣",),
        6: (),
        7: ("10♥",),
        8: ("K♣",),
    }
    sizes = {1: 6, 2: 6, 3: 6, 4: 8, 5: 6, 6: 0, 7: 6, 8: 6}
    pool = Counter(DECK)
    for suit, count in zip(Suit, foundations, strict=False):
        for rank in range(1, count + 1):
            pool[Card(Rank(rank), suit)] -= 1
    for card in (c("Q♥"), c("7♦")):
        pool[card] -= 1
    for tail in tails.values():
        for text in tail:
            pool[c(text)] -= 1
    filler = iter(_filler(+pool))
    columns = []
    for number in range(1, 9):
        top_cards = tuple(c(text) for text in tails[number])
        below = (
            tuple(next(filler) for _ in range(sizes[number] - len(top_cards)))
            if sizes[number]
            else ()
        )
        columns.append(below + top_cards)
    if cells < 4:  # with one cell, 7♦ has no cell: it goes under column 1 (column 6 stays empty)
        spare = [card for card in (c("Q♥"), c("7♦")) if card not in cell_cards]
        columns[0] = tuple(spare) + columns[0]
    position = freecell.Position(tuple(columns), cell_cards, foundations)
    assert position.card_count() == freecell.CARD_COUNT
    return position


@dataclass(frozen=True)
class Step:
    """The shape of a replay step, for narration."""

    action: Any
    move_number: int | None
    redeal_number: int | None
    before: Any
    after: Any
    line: int = 0


def crescent_steps() -> list[tuple[Any, Any, int, bool]]:
    """(position, action, number, legal) for the narration golden file."""
    start = crescent_position()
    up, down = (
        {s: Foundation(Direction.UP, s) for s in Suit},
        {s: Foundation(Direction.DOWN, s) for s in Suit},
    )
    # a position for a foundation-to-foundation move (CR-14): 7♠ from the king row onto the ace row
    late = replace(start, foundations=(6, 2, 1, 1, 7, 2, 1, 5))
    return [
        (start, crescent.Move(10, 14, c("A♠")), 10, True),  # CR-E1: an ace on a king (CR-7)
        (
            start,
            crescent.Move(16, up[Suit.CLUBS]),
            11,
            True,
        ),  # onto an ascending foundation (CR-11)
        (start, crescent.Move(14, 6), 12, True),  # a king onto a queen
        (start, crescent.Move(15, 5), 13, True),  # onto a number card
        (start, crescent.Move(2, 3), 14, False),  # refused: empty pile (CR-10)
        (late, crescent.Move(down[Suit.SPADES], up[Suit.SPADES]), 40, True),  # CR-14
        (start, REDEAL, 1, True),  # CR-16, CR-17
        (replace(start, redeals_left=1), REDEAL, 3, True),  # the last redeal: "no redeals"
    ]


def freecell_steps() -> list[tuple[Any, Any, int]]:
    start = freecell_position()
    spades = FoundationPlace(Suit.SPADES)
    return [
        (
            start,
            freecell.Move(Column(4), Column(7), None),
            12,
        ),  # a run of three, count inferred (FC-9)
        (
            start,
            freecell.Move(Column(4), Column(6), 3),
            13,
        ),  # the run into the empty column (FC-10)
        (start, freecell.Move(Column(3), Column(6)), 14),  # a king into the empty column (FC-7)
        (start, freecell.Move(Column(1), FoundationPlace()), 15),  # an ace to its foundation (FC-6)
        (start, freecell.Move(Cell(0), Column(8)), 16),  # from a cell onto a column
        (start, freecell.Move(Cell(2), Column(5)), 17),
        (start, freecell.Move(Column(3), Cell(1)), 18),  # into a cell (FC-5)
        (start, freecell.Move(Cell(0), Cell(1)), 19),  # cell to cell
        (start, freecell.Move(spades, Column(2)), 20),  # back from a foundation (FC-15)
        (start, freecell.Move(spades, Cell(3)), 21),
    ]


def _section(title: str, lines: list[str]) -> str:
    return f"# {title}\n" + "".join(line + "\n" for line in lines)


def golden_texts(lang: str) -> dict[str, str]:
    words = Describer(lang)
    texts = {}
    crescent_start = crescent_position()
    texts["crescent.txt"] = "\n".join(
        [
            _section("describe", words.describe(crescent_start)),
            _section(
                "alt_text",
                [
                    words.alt_text(crescent_start),
                    words.alt_text(replace(crescent_start, redeals_left=0)),
                ],
            ),
            _section(
                "narrate",
                [
                    words.narrate((before, action, number))
                    + ("" if legal else " / " + words.refusal_message(before.refusal(action)))
                    for before, action, number, legal in crescent_steps()
                ],
            ),
        ]
    )
    position = freecell_position()
    two_cells = freecell_position(cells=2)
    texts["freecell.txt"] = "\n".join(
        [
            _section("describe", words.describe(position)),
            _section("describe, two cells", words.describe(two_cells)[8:]),
            _section(
                "alt_text; two cells; one cell, taken; a deal",
                [
                    words.alt_text(position),
                    words.alt_text(two_cells),
                    words.alt_text(freecell_position(cells=1)),
                    words.alt_text(deal("FC1-C4-AAAAAAB")),
                ],
            ),
            _section("narrate", [words.narrate(step) for step in freecell_steps()]),
        ]
    )
    texts["cards.txt"] = _section(
        "symbol | card | card, moved | card, first of a run | card, last of a run"
        " | onto it on pile 5 | onto it on column 5",
        [
            " | ".join(
                (
                    words.card_symbol(card),
                    words.card_name(card),
                    *(words._card(table, card, number="5") for table in _tables()),
                )
            )
            for card in DECK
        ],
    )
    texts["refusals.txt"] = "\n".join(
        [
            _section(
                "crescent", [f"{r.value}: {words.refusal_message(r)}" for r in crescent.Refusal]
            ),
            _section(
                "freecell", [f"{r.value}: {words.refusal_message(r)}" for r in freecell.Refusal]
            ),
        ]
    )
    places = [
        1,
        16,
        FOUNDATIONS[0],
        FOUNDATIONS[7],
        Column(8),
        Cell(3),
        FoundationPlace(Suit.HEARTS),
    ]
    texts["labels.txt"] = "\n".join(
        [
            _section(
                "place_name | place_label | pile_label(place, 6)",
                [
                    f"{words.place_name(p)} | {words.place_label(p)} | {words.pile_label(p, 6)}"
                    for p in places
                ],
            ),
            _section(
                "count_label 0 1 2 5 13",
                [" | ".join(words.count_label(n) for n in (0, 1, 2, 5, 13))],
            ),
            _section(
                "quantity 1 | 3", [f"{words.quantity(u, 1)} | {words.quantity(u, 3)}" for u in Unit]
            ),
            _section(
                "redeals_left 3 2 1 0", [" | ".join(words.redeals_left(n) for n in (3, 2, 1, 0))]
            ),
            _section("number 7 104 12345", [" | ".join(words.number(n) for n in (7, 104, 12345))]),
        ]
    )
    return texts


def _tables():
    """The forms of a card, in the order of cards.txt's columns after the name alone."""
    return (
        describe._CARD_MOVED,
        describe._CARD_FIRST_OF_RUN,
        describe._CARD_LAST_OF_RUN,
        crescent_words._ONTO_CARD_ON_PILE,
        freecell_words._ONTO_CARD_ON_COLUMN,
    )


@pytest.mark.parametrize("lang", LOCALES)
def test_golden_descriptions(lang):
    texts = golden_texts(lang)
    folder = GOLDEN / lang
    if os.environ.get("UPDATE_GOLDEN"):
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in texts.items():
            (folder / name).write_text(text, encoding="utf-8")
    assert sorted(p.name for p in folder.glob("*.txt")) == sorted(texts)
    for name, text in texts.items():
        assert (folder / name).read_text(encoding="utf-8") == text, (
            f"{lang}/{name} differs from the golden file"
        )


# -- facts the golden files show, asserted directly ---------------------------------------------


def test_seed_examples_in_english():
    words = Describer("en")
    entries = words.describe(crescent_position())
    # the app's order, as the Thai page: 4 ascending, 4 descending foundations, piles 1-16
    assert entries[0] == "ascending spade foundation: two of spades on top, 2 cards"
    assert entries[7] == "descending club foundation: nine of clubs on top, 5 cards"
    assert entries[8] == "pile 1: 4 cards, jack of diamonds on top"
    assert entries[10] == "pile 3: empty"
    assert len(entries) == 8 + crescent.PILE_COUNT
    start, move, number, _ = crescent_steps()[0]
    assert words.narrate((start, move, number)) == (
        "move 10: the ace of spades from pile 10 onto the king of spades on pile 14"
    )
    assert words.narrate(crescent_steps()[1][:3]) == (
        "move 11: the two of clubs from pile 16 onto the ascending club foundation"
    )
    assert words.narrate((start, REDEAL, 1)) == (
        "first redeal: in every pile of two or more cards the bottom card goes on top; 2 redeals left"
    )
    assert words.narrate(freecell_steps()[0]) == (
        "move 12: 3 cards, the nine of clubs down to the seven of spades, from column 4 onto the ten of hearts on column 7"
    )
    assert words.alt_text(start) == (
        "Crescent position: 16 cards on the foundations, 1 pile empty, 3 redeals left"
    )


def test_thai_pile_lines_keep_the_count_apart_from_the_card():
    """A Thai line says the count with its noun and classifier (ไพ่ 4 ใบ) and then which card is
    on top (ใบบนสุดคือ…): a bare «4 ใบ แจ็ค…» ran the count into the card's name.  A number
    is set off by spaces, a Thai word is not («คือ 2 โพดำ», «คือเอซ…»)."""
    entries = Describer("th").describe(crescent_position())
    assert entries[0] == "ฐานนับขึ้นของโพดำ: ใบบนสุดคือ 2 โพดำ รวม 2 ใบ"
    assert entries[2] == "ฐานนับขึ้นของข้าวหลามตัด: ใบบนสุดคือเอซข้าวหลามตัด รวม 1 ใบ"
    assert entries[4] == "ฐานนับลงของโพดำ: ใบบนสุดคือควีนโพดำ รวม 2 ใบ"
    assert entries[8] == "กอง 1: มีไพ่ 4 ใบ ใบบนสุดคือแจ็คข้าวหลามตัด"
    assert entries[9] == "กอง 2: มีไพ่ 6 ใบ ใบบนสุดคือ 8 โพดำ"
    assert entries[10] == "กอง 3: ว่าง"
    assert Describer("th").describe(freecell_position())[0] == (
        "คอลัมน์ 1: มีไพ่ 6 ใบ จากล่างขึ้นบน: 3 โพแดง, 7 ดอกจิก, แจ็คโพแดง, 6 ข้าวหลามตัด, 5 โพแดง และเอซโพแดง"
    )


def test_a_thai_list_of_two_cards_is_spaced_as_the_end_of_a_longer_one():
    """Thai has no spaces between words, the space is the phrase separator: two card names
    joined by และ take the space before it that a longer list's last item takes («…, 6
    ข้าวหลามตัด และคิงดอกจิก»), not CLDR's two-item «ควีนโพดำและควีนข้าวหลามตัด»."""
    from positions import crescent_position as position_of

    words = Describer("th")
    pile = position_of({9: "Q♠ Q♦", 10: "8♦ Q♠", 11: "Q♠ 6♦ K♣"})
    entries = words.describe(pile, fan=True)
    assert entries[16] == "กอง 9: มีไพ่ 2 ใบ จากล่างขึ้นบน: ควีนโพดำ และควีนข้าวหลามตัด"
    assert entries[17] == "กอง 10: มีไพ่ 2 ใบ จากล่างขึ้นบน: 8 ข้าวหลามตัด และควีนโพดำ"
    assert entries[18] == "กอง 11: มีไพ่ 3 ใบ จากล่างขึ้นบน: ควีนโพดำ, 6 ข้าวหลามตัด และคิงดอกจิก"
    assert words.list_of(["โพดำ", "โพแดง"]) == "โพดำ และโพแดง"
    # the other lists keep CLDR's patterns: "or" is spaced already, numbers as before
    assert words.list_of(["ควีนโพดำ", "ควีนข้าวหลามตัด"], "or") == "ควีนโพดำ หรือ ควีนข้าวหลามตัด"
    assert words.number_list((4, 2)) == "4 และ 2"
    assert Describer("en").list_of(["queen of spades", "queen of diamonds"]) == (
        "queen of spades and queen of diamonds"
    )


def test_thai_narration_moves_a_card_and_a_run_down_in_rank():
    """The move says its verb (ย้าย) and a run goes down from its first card (ตั้งแต่ … ลงไปถึง …),
    never «ตั้งแต่…ขึ้นไป» ("and higher")."""
    words = Describer("th")
    assert words.narrate(crescent_steps()[0][:3]) == (
        "ตาที่ 10: ย้ายไพ่เอซโพดำ จากกอง 10 ไปวางบนไพ่คิงโพดำ ที่กอง 14"
    )
    assert words.narrate(freecell_steps()[0]) == (
        "ตาที่ 12: ย้ายไพ่ 3 ใบ ตั้งแต่ 9 ดอกจิก ลงไปถึง 7 โพดำ จากคอลัมน์ 4 ไปวางบนไพ่ 10 โพแดง ที่คอลัมน์ 7"
    )
    assert "ขึ้นไป" not in words.narrate(freecell_steps()[1])


@pytest.mark.parametrize("lang", ["en", "hi", "th", "fr"])
def test_a_fanned_crescent_picture_is_described_card_by_card_bottom_to_top(lang):
    """A fanned picture (before and after a redeal, CR-16) shows every card: its description names them all."""
    words = Describer(lang)
    position = crescent_position()
    flat, fanned = words.describe(position), words.describe(position, fan=True)
    assert fanned[:8] == flat[:8]  # the foundations: their top card and count, as drawn
    for number in range(1, crescent.PILE_COUNT + 1):
        cards = position.pile(number)
        entry = fanned[7 + number]
        assert entry.startswith(words.place_name(number))
        if len(cards) < 2:
            assert entry == flat[7 + number]
            continue
        names = [words.card_name(card) for card in cards]
        assert words.list_of(names) in entry
        at = [entry.index(name, entry.index(words.list_of(names))) for name in dict.fromkeys(names)]
        assert at == sorted(at)  # bottom to top, as the fan draws them


def test_a_fanned_pile_in_english():
    entries = Describer("en").describe(crescent_position(), fan=True)
    assert entries[10] == "pile 3: empty"
    assert entries[8].startswith("pile 1: 4 cards, bottom to top: ")
    assert entries[8].endswith(", and jack of diamonds")


def test_a_marked_move_is_said_and_its_marks_explained():
    start, move, number, _ = crescent_steps()[0]
    assert Describer("en").mark_entry((start, move, number)) == (
        "The marks show move 10: the ace of spades from pile 10 onto the king of spades on pile 14"
    )
    assert (
        Describer("th").mark_entry((start, move, number)).startswith("เครื่องหมายในภาพแสดงตาที่ 10: ")
    )
    for lang in ("en", "hi", "th", "fr"):
        legend = Describer(lang).mark_legend()
        assert legend and "\n" not in legend


def test_every_step_in_the_golden_files_is_what_the_engine_plays():
    for before, action, _, legal in crescent_steps():
        assert (before.refusal(action) is None) is legal
    for before, action, _ in freecell_steps():
        assert before.refusal(action) is None


def test_narrate_accepts_a_replay_step():
    words = Describer("hi")
    for before, action, number, legal in crescent_steps():
        if not legal:
            continue
        after = before.play(action)
        redeal = action is REDEAL
        step = Step(action, None if redeal else number, number if redeal else None, before, after)
        assert words.narrate(step) == words.narrate((before, action, number))


def test_narrate_refuses_what_it_cannot_say():
    words = Describer("en")
    start = crescent_position()
    with pytest.raises(ValueError, match="pile 3 is empty"):
        words.narrate((start, crescent.Move(3, 4), 1))
    with pytest.raises(ValueError, match="no redeal"):
        words.narrate((replace(start, redeals_left=0), REDEAL, 4))
    with pytest.raises(ValueError, match="needs its number"):
        words.narrate((start, crescent.Move(10, 14), None))
    with pytest.raises(ValueError, match="nothing to move"):
        words.narrate((freecell_position(), freecell.Move(Cell(1), Column(2)), 1))
    with pytest.raises(TypeError):
        words.describe("not a position")


@pytest.mark.parametrize("lang", LOCALES)
def test_card_grammar(lang):
    words = Describer(lang)
    expected = {
        "en": ("jack of diamonds", "ace of hearts", "the ace of hearts", "the queen of clubs"),
        "fr": ("valet de carreau", "as de cœur", "l’as de cœur", "la dame de trèfle"),
        "hi": ("ईंट का गुलाम", "पान का इक्का", "पान का इक्का", "चिड़ी की बेगम"),
        "th": ("แจ็คข้าวหลามตัด", "เอซโพแดง", "ไพ่เอซโพแดง", "ไพ่ควีนดอกจิก"),
        "es": (
            "jota de diamantes",
            "as de corazones",
            "el as de corazones",
            "la reina de tréboles",
        ),
        # Arabic: rank then suit, as in آس الكبة; Tamil: suit then rank, as players say ஆட்டின் ஏஸ்
        "ar": ("ولد الديناري", "آس الكبة", "آس الكبة", "ملكة السباتي"),
        "ta": ("டைமன் ஜாக்கி", "ஆட்டின் ஏஸ்", "ஆட்டின் ஏஸ்", "கிளாவர் ராணி"),
    }[lang]
    moved = _tables()[0]
    assert words.card_name(c("J♦")) == expected[0]
    assert words.card_name(c("A♥")) == expected[1]
    assert words._card(moved, c("A♥")) == expected[2]
    assert words._card(moved, c("Q♣")) == expected[3]


def test_french_articles_elide_only_before_the_ace():
    words = Describer("fr")
    moved = _tables()[0]
    for card in DECK:
        name = words._card(moved, card)
        assert name.startswith("l’as ") == (card.rank is Rank.ACE), name
        assert name.startswith("la dame ") == (card.rank is Rank.QUEEN), name


@pytest.mark.parametrize("lang", LOCALES)
def test_card_symbol_is_one_form_without_french_letters(lang):
    words = Describer(lang)
    for card in DECK:
        assert re.fullmatch(r"(A|[2-9]|10|J|Q|K)[♠♥♦♣]", words.card_symbol(card))
    # the seed pages' R♠ and V♦ (French roi, valet) never appear in anything we write
    for text in golden_texts(lang).values():
        assert not re.search(r"(?<![A-Za-z])[RV][♠♥♦♣]", text)


@pytest.mark.parametrize("lang", ["hi", "th"])
def test_latin_digits_everywhere(lang):
    # the seed pages and the card faces write 0-9; never Devanagari or Thai digits
    for text in golden_texts(lang).values():
        assert not re.search(r"[\u0966-\u096f\u0e50-\u0e59]", text)


@pytest.mark.parametrize(
    "lang, counts",
    [
        ("en", {0: "0 cards", 1: "1 card", 2: "2 cards"}),
        (
            "fr",
            {0: "0 carte", 1: "1 carte", 2: "2 cartes", 1_000_000: "1\u202f000\u202f000 de cartes"},
        ),
        # CLDR puts 0 with 1 in Hindi, but a Hindi count of zero takes the plural
        ("hi", {0: "0 पत्ते", 1: "1 पत्ता", 2: "2 पत्ते"}),
        ("th", {0: "0 ใบ", 1: "1 ใบ", 2: "2 ใบ"}),
    ],
)
def test_plural_forms_come_from_the_catalog(lang, counts):
    words = Describer(lang)
    for n, text in counts.items():
        assert words.count_label(n) == text


@pytest.mark.parametrize("lang", LOCALES)
def test_every_refusal_has_a_message_in_every_locale(lang):
    words = Describer(lang)
    english = Describer("en")
    for reason in [*crescent.Refusal, *freecell.Refusal]:
        message = words.refusal_message(reason)
        assert message.strip()
        if lang != "en":
            assert message != english.refusal_message(reason)
    with pytest.raises(ValueError, match="not a refusal"):
        words.refusal_message("pile-full")  # type: ignore[arg-type]  # an id, not the member


SEED_REFUSALS = {
    # RULES.md quotes (English) and seed pages 000 (Hindi) and 002 (Thai)
    crescent.Refusal.PILE_FULL: (  # CR-8
        "this pile is full; choose another place",
        "यह पाइल भरी है; कोई दूसरी जगह चुनें",
        "กองนี้เต็มแล้ว โปรดเลือกปลายทางอื่น",
    ),
    crescent.Refusal.NOT_SAME_SUIT: (  # CR-9
        "must be the same suit",
        "एक ही सूट का होना चाहिए",
        "ต้องเป็นดอกเดียวกัน",
    ),
    crescent.Refusal.RANK_NOT_ADJACENT: (  # CR-9
        "rank must be one higher or one lower",
        "रैंक एक ऊपर या एक नीचे होनी चाहिए",
        "ต้องมีลำดับสูงกว่าหรือต่ำกว่า",
    ),
    crescent.Refusal.EMPTY_PILE: (  # CR-10
        "cannot place on an empty pile",
        "खाली पाइल पर नहीं रखा जा सकता",
        "ไม่สามารถวางบนกองที่ว่างได้",
    ),
    crescent.Refusal.BASE_LOCKED: (  # CR-15
        "the foundation base is locked",
        "फ़ाउंडेशन का आधार लॉक है",
        "ไพ่ฐานถูกล็อก",
    ),
    crescent.Refusal.NO_REDEALS_LEFT: (  # CR-17
        "no redeals",
        "कोई रीडील नहीं",
        "ไม่เหลือการแจกใหม่",
    ),
}


@pytest.mark.parametrize("reason", list(SEED_REFUSALS))
def test_refusals_quote_the_app(reason):
    english, hindi, thai = SEED_REFUSALS[reason]
    assert Describer("en").refusal_message(reason) == english
    assert Describer("hi").refusal_message(reason) == hindi
    assert Describer("th").refusal_message(reason) == thai


def test_the_redeal_button_says_what_the_refusal_says():
    # CR-17: the button counts down, then shows "no redeals"
    for lang in LOCALES:
        words = Describer(lang)
        assert words.redeals_left(0) == words.refusal_message(crescent.Refusal.NO_REDEALS_LEFT)


def test_freecell_describes_only_the_cells_the_variant_has():
    words = Describer("en")
    entries = words.describe(freecell_position(cells=2))
    assert len(entries) == 8 + 2 + 4
    assert entries[8:10] == ["cell a: queen of hearts", "cell b: seven of diamonds"]
    entries = words.describe(freecell_position())
    assert entries[5] == "column 6: empty"
    assert entries[3] == (
        "column 4: 8 cards, bottom to top: "
        + ", ".join(words.card_name(x) for x in freecell_position().column(4)[:-1])
        + ", and seven of spades"
    )
    assert entries[8:12] == [
        "cell a: queen of hearts",
        "cell b: empty",
        "cell c: seven of diamonds",
        "cell d: empty",
    ]
    assert entries[13] == "heart foundation: empty"


def test_labels_for_the_renderer():
    words = Describer("en")
    assert words.place_label(3) == "3"
    assert words.place_label(Cell(2)) == "c"
    assert words.place_label(FOUNDATIONS[4]) == "down"
    assert words.count_label(6) == "6 cards"
    assert words.pile_label(3, 6) == "3 · 6 cards"
    with pytest.raises(ValueError, match="no pile 17"):
        words.place_label(17)
    with pytest.raises(ValueError, match="suit"):
        words.place_label(FoundationPlace())


def test_unknown_locale_is_an_error():
    with pytest.raises(MissingCatalogError, match="'de'"):
        Describer("de")
    assert Describer.locales() == LOCALES


def _replayed(code: str, game, format_action, length: int):
    """A replayed game of ``length`` actions, chosen by the engine (first legal move each time,
    plus a redeal in Crescent), to narrate real replay Steps."""
    from generator.codes import GameCode
    from generator.deal import deal
    from generator.record import parse_record
    from generator.replay import replay

    position = deal(GameCode.parse(code))
    actions = []
    for index in range(length):
        action = REDEAL if game is crescent and index == 2 else next(position.legal_moves())
        actions.append(format_action(action))
        position = position.play(action)
    return replay(parse_record(code + " " + " ".join(actions)))


@pytest.mark.parametrize("lang", LOCALES)
def test_narrate_every_step_of_a_replayed_game(lang):
    from generator.crescent.notation import format_crescent
    from generator.freecell.notation import format_freecell

    words = Describer(lang)
    script = {"hi": r"[\u0900-\u097f]", "th": r"[\u0e00-\u0e7f]"}.get(lang)
    for code, game, format_action in (
        ("CR1-N-AAAAAAB", crescent, format_crescent),
        ("FC1-C4-AAAAAKH", freecell, format_freecell),
    ):
        game_replay = _replayed(code, game, format_action, 6)
        lines = [words.narrate(step) for step in game_replay.steps]
        assert len(lines) == 6 and len(set(lines)) == 6
        for step, line in zip(game_replay.steps, lines, strict=False):
            if step.move_number is not None:
                assert words.number(step.move_number) in line
            else:  # the redeal: said with its ordinal and what is left (CR-17)
                assert words.redeals_left(step.after.redeals_left) in line
            if script:
                assert re.search(script, line), line
        assert words.describe(game_replay.final)


# -- names in the form their phrase needs, counts with their noun: one test per language --------


def test_tamil_foundations_take_the_dative_as_a_target_and_the_ablative_as_a_source():
    """«…அடித்தளத்துக்கு» (onto), «…அடித்தளத்திலிருந்து» (from), never the nominative
    «அடித்தளம் மீது» before a postposition."""
    words = Describer("ta")
    start = crescent_position()
    up, down = Foundation(Direction.UP, Suit.CLUBS), Foundation(Direction.DOWN, Suit.SPADES)
    assert words.narrate((start, crescent.Move(16, up), 11)) == (
        "நகர்வு 11: கிளாவர் இரண்டு, குவியல் 16-இலிருந்து ஏறுவரிசை கிளாவர் அடித்தளத்துக்கு"
    )
    late = replace(start, foundations=(6, 2, 1, 1, 7, 2, 1, 5))
    spades_up = Foundation(Direction.UP, Suit.SPADES)
    assert words.narrate((late, crescent.Move(down, spades_up), 40)) == (
        "நகர்வு 40: இஸ்பேட் ஏழு, இறங்குவரிசை இஸ்பேட் அடித்தளத்திலிருந்து ஏறுவரிசை இஸ்பேட் அடித்தளத்துக்கு"
    )
    fc = freecell_position()
    assert words.narrate((fc, freecell.Move(Column(1), FoundationPlace()), 15)) == (
        "நகர்வு 15: ஆட்டின் ஏஸ், நெடுவரிசை 1-இலிருந்து ஆட்டின் அடித்தளத்துக்கு"
    )
    assert words.narrate((fc, freecell.Move(FoundationPlace(Suit.SPADES), Cell(3)), 21)) == (
        "நகர்வு 21: இஸ்பேட் மூன்று, இஸ்பேட் அடித்தளத்திலிருந்து கலம் d-க்கு"
    )
    # every foundation, both ways: one word with its case ending
    for foundation in FOUNDATIONS:
        name = words.place_name(foundation)  # "ஏறுவரிசை இஸ்பேட் அடித்தளம்"
        stem = name.removesuffix("அடித்தளம்")
        source = words._phrase(crescent_words._CRESCENT_FOUNDATION_FROM[foundation])
        target = words._phrase(crescent_words._CRESCENT_FOUNDATION_ONTO[foundation])
        assert (source, target) == (stem + "அடித்தளத்திலிருந்து", stem + "அடித்தளத்துக்கு")


def test_arabic_two_of_a_suit_is_a_definite_noun_in_its_case():
    """The two is «الاثنان من الديناري», «الاثنين من الديناري» after a preposition: neither
    «اثنان الديناري» nor «الاثنان الكبة» (an article on the head of a construct) is Arabic;
    the other ranks head the suit as آس الكبة does."""
    words = Describer("ar")
    assert words.card_name(c("2♦")) == "الاثنان من الديناري"
    assert words.card_name(c("3♦")) == "ثلاثة الديناري"
    start = crescent_position()
    assert words.narrate((start, crescent.Move(16, Foundation(Direction.UP, Suit.CLUBS)), 11)) == (
        "النقلة 11: الاثنان من السباتي من الكومة 16 إلى أساس السباتي التصاعدي"
    )
    piles = [(c("5♥"),)] * 16
    piles[0], piles[1] = (c("A♦"),), (c("2♦"),)
    position = crescent.Position(tuple(piles), (1,) * 8, crescent.REDEALS)
    assert words.narrate((position, crescent.Move(1, 2), 5)) == (
        "النقلة 5: آس الديناري من الكومة 1 فوق الاثنين من الديناري في الكومة 2"
    )
    for text in golden_texts("ar").values():
        assert not re.search(r"اثن(?:ان|ين) ال", text)


ARABIC_PILE = {
    1: "الكومة 1: ورقة واحدة، آس الكبة في الأعلى",
    2: "الكومة 1: ورقتان، آس الكبة في الأعلى",
    **{n: f"الكومة 1: {n} أوراق، آس الكبة في الأعلى" for n in range(3, 11)},
    11: "الكومة 1: 11 ورقة، آس الكبة في الأعلى",
    12: "الكومة 1: 12 ورقة، آس الكبة في الأعلى",
    100: "الكومة 1: 100 ورقة، آس الكبة في الأعلى",
    101: "الكومة 1: 101 ورقة، آس الكبة في الأعلى",
    102: "الكومة 1: 102 ورقة، آس الكبة في الأعلى",
    **{n: f"الكومة 1: {n} أوراق، آس الكبة في الأعلى" for n in range(103, 111)},
    111: "الكومة 1: 111 ورقة، آس الكبة في الأعلى",
    112: "الكومة 1: 112 ورقة، آس الكبة في الأعلى",
}


@pytest.mark.parametrize("n", sorted(ARABIC_PILE))
def test_arabic_counts_take_cldrs_six_forms(n):
    """1 and 2 are the noun itself (ورقة واحدة، ورقتان), 3-10 and 103-110 the plural
    (أوراق), 11-99 and 100-102 the singular (ورقة), as CLDR's categories say."""
    words = Describer("ar")
    assert words._count_then_top(words.place_name(1), c("A♥"), n) == ARABIC_PILE[n]


ARABIC_ON_FOUNDATIONS = {
    0: "لا أوراق على الأسس بعد",
    1: "ورقة واحدة على الأسس",
    2: "ورقتان على الأسس",
    **{n: f"{n} أوراق على الأسس" for n in range(3, 11)},
    11: "11 ورقة على الأسس",
    12: "12 ورقة على الأسس",
}


def test_arabic_alt_text_counts_from_zero_and_the_free_cells():
    words = Describer("ar")
    for n, expected in ARABIC_ON_FOUNDATIONS.items():
        position = replace(freecell_position(), foundations=(n, 0, 0, 0))
        assert words.alt_text(position).startswith(f"وضعية FreeCell: {expected}، "), n
    for n, expected in {
        100: "100 ورقة",
        102: "102 ورقة",
        103: "103 أوراق",
        104: "104 أوراق",
    }.items():
        crescent_end = replace(crescent_position(), foundations=(13,) * 7 + (n - 91,))
        assert words.alt_text(crescent_end).startswith(f"وضعية Crescent: {expected} على الأسس، "), n
    cells = {
        0: "لا خلية حرة",
        1: "خلية حرة واحدة من 4",
        2: "خليتان حرتان من 4",
        3: "3 خلايا حرة من 4",
        4: "4 خلايا حرة من 4",
    }
    queens = (c("Q♥"), c("Q♠"), c("Q♦"), c("Q♣"))
    for free, expected in cells.items():
        used = queens[: 4 - free] + (None,) * free
        position = replace(freecell_position(), cells=used)
        assert f"، {expected}، " in words.alt_text(position), free


def test_hindi_zero_has_its_own_phrase():
    """CLDR puts 0 in Hindi's "one" class: «फ़ाउंडेशनों पर 0 पत्ता», «4 में से 0 सेल खाली» would
    follow.  Zero says "none" instead, as "no column empty" does."""
    words = Describer("hi")
    deal_start = deal("FC1-C4-AAAAAAB")
    assert words.alt_text(deal_start) == (
        "FreeCell की स्थिति: फ़ाउंडेशनों पर अभी कोई पत्ता नहीं, 4 में से 4 सेल खाली, कोई कॉलम खाली नहीं"
    )
    full = replace(freecell_position(), cells=(c("Q♥"), c("Q♠"), c("Q♦"), c("Q♣")))
    assert words.alt_text(full) == (
        "FreeCell की स्थिति: फ़ाउंडेशनों पर 6 पत्ते, कोई सेल खाली नहीं, 1 कॉलम खाली"
    )
    one = replace(freecell_position(), foundations=(1, 0, 0, 0))
    assert words.alt_text(one).startswith("FreeCell की स्थिति: फ़ाउंडेशनों पर 1 पत्ता, ")
    assert words.alt_text(crescent_position()).endswith(", 1 पाइल खाली, 3 रीडील बचे")
    assert "कोई पाइल खाली नहीं" in words.alt_text(deal("CR1-N-AAAAAAB"))


CARD_TARGETS = {
    # Tamil: the card in the genitive before மீது, the pile in the locative
    "ta": (
        "நகர்வு 10: இஸ்பேட் ஏஸ், குவியல் 10-இலிருந்து குவியல் 14-இல் உள்ள இஸ்பேட் ராஜாவின் மீது",
        "நகர்வு 12: இஸ்பேட் ராஜா, குவியல் 14-இலிருந்து குவியல் 6-இல் உள்ள இஸ்பேட் ராணியின் மீது",
        "நகர்வு 12: 3 சீட்டுகள், கிளாவர் ஒன்பது முதல் இஸ்பேட் ஏழு வரை, "
        "நெடுவரிசை 4-இலிருந்து நெடுவரிசை 7-இல் உள்ள ஆட்டின் பத்தின் மீது",
    ),
    # Hindi: the card oblique before पर, the pile's genitive agreeing with the card (के/की)
    "hi": (
        "चाल 10: हुकुम का इक्का, पाइल 10 से पाइल 14 के हुकुम के बादशाह पर",
        "चाल 12: हुकुम का बादशाह, पाइल 14 से पाइल 6 की हुकुम की बेगम पर",
        "चाल 12: 3 पत्ते, चिड़ी के 9 से हुकुम के 7 तक, कॉलम 4 से कॉलम 7 के पान के 10 पर",
    ),
}


@pytest.mark.parametrize("lang", sorted(CARD_TARGETS))
def test_a_card_a_move_ends_on_takes_the_case_of_its_postposition(lang):
    """«पाइल 14 के हुकुम के बादशाह पर», «पाइल 6 की हुकुम की बेगम पर» (never «पाइल 14 में …»),
    «…இஸ்பேட் ராஜாவின் மீது»; a run is named by its two ends, going down in rank."""
    words = Describer(lang)
    start = crescent_position()
    said = (
        words.narrate((start, crescent.Move(10, 14, c("A♠")), 10)),
        words.narrate((start, crescent.Move(14, 6), 12)),
        words.narrate(freecell_steps()[0]),
    )
    assert said == CARD_TARGETS[lang]


def test_no_hindi_line_puts_a_card_in_its_pile():
    for text in golden_texts("hi").values():
        assert "से ऊपर तक" not in text
        assert not re.search(r"(पाइल|कॉलम) \d+ में [^ ]+ (के|की) ", text)


@pytest.mark.parametrize("lang", LOCALES)
def test_pasted_names_leave_no_gap_and_thai_numbers_stand_apart(lang):
    """Every line the golden files hold is made of pasted forms: none may leave two spaces, a
    space at an end, or (Thai) a number touching a Thai word («คือ2», «2โพดำ»)."""
    for name, text in golden_texts(lang).items():
        for line in text.splitlines():
            assert "  " not in line and line == line.strip(), (name, line)
            if lang == "th":
                assert not re.search(
                    r"[\u0e01-\u0e4e][0-9]|[0-9][\u0e01-\u0e2e\u0e40-\u0e44]", line
                ), (
                    name,
                    line,
                )


CELL_LETTERS_SEEN = {"ar": "أبجد"}
"""The cells' letters a reader sees where the page's script has its own (the notation keeps a
to d); every other language shows the notation's letters."""


@pytest.mark.parametrize("lang", LOCALES)
def test_a_cell_has_one_letter_in_the_picture_the_description_and_the_narration(lang):
    """A cell's letter is the same in the picture's label, the place's name and a move's
    narration, so a reader finds in the picture the cell the text names: the notation's a to d,
    or the page's script's letters (Arabic أ ب ج د, which the Arabic examples page gives beside
    the notation's)."""
    words = Describer(lang)
    for index, letter in enumerate(CELL_LETTERS_SEEN.get(lang, "abcd")):
        cell = Cell(index)
        assert cell.letter == "abcd"[index]
        assert words.place_label(cell) == letter
        assert re.search(rf"(?<![a-z]){letter}(?![a-z])", words.place_name(cell)), lang


def test_the_describers_words_name_every_counted_unit_as_the_units_table_does() -> None:
    """``Unit`` (generator/units.py) says which nouns there are and how a page names them; the
    describer's catalog messages give their words: each table has a message for every unit it
    should, and the English plural is the noun a page names."""
    assert set(describe._QUANTITIES) == set(Unit)
    assert set(describe._GENDER) == {unit for unit in Unit if unit.in_words}
    assert set(describe._OBLIQUE) == {unit for unit in Unit if unit.has_oblique}
    for unit, (_, _, plural) in describe._QUANTITIES.items():
        assert plural.replace("%(n)s ", "").replace(" ", "-") == unit.noun
    english = Describer("en")
    assert english.quantity(Unit.COPY, 2) == "2 copies"
    assert english.quantity(Unit.ONTO_FOUNDATIONS, 8) == "onto the 8 foundations"
