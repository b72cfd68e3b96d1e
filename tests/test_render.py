"""The position images: layout, locales, raqm, determinism, marks."""

from __future__ import annotations

import hashlib
import io
import itertools
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageStat, features

from generator import fonts
from generator.cards import Card, Suit
from generator.crescent import engine as crescent
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.project import languages as site_languages
from generator.render import image_key, render, render_png, scene
from generator.render.faces import (
    CARD_FILL,
    CARD_HEIGHT,
    CARD_WIDTH,
    FAN_OFFSET,
    INDEX_BASELINE,
    SLOT_FILL,
    card_face,
    index_box,
)
from generator.render.layout import (
    COUNT_COLOUR,
    COUNT_SIZE,
    GAP_X,
    LABEL_PAD,
    LABEL_ROOM,
    ROUTE_MARGIN,
    ButtonOp,
    CardOp,
    ChevronOp,
    LabelOp,
    MarkOp,
    PanelOp,
    SlotOp,
    fitted,
)
from generator.render.marks import ARROW_WIDTH, HALO, HALO_COLOUR, MARK_COLOUR
from generator.render.route import flatten
from generator.render.text import draw_label, label_box
from generator.render.words import ImageWords

from positions import cards

LANGUAGES = ("en", "hi", "th", "fr")
CRESCENT_CODE = "CR1-N-AAAAAAB"
FREECELL_CODE = "FC1-C4-AAAAAKH"
WHITE = (255, 255, 255)
"""The labels' colour where a test draws one alone, white on black."""


@pytest.fixture(scope="module")
def crescent_start() -> crescent.Position:
    return deal(CRESCENT_CODE)


@pytest.fixture(scope="module")
def freecell_start() -> freecell.Position:
    return deal(FREECELL_CODE)


@pytest.fixture(scope="module")
def crescent_emptied(crescent_start) -> crescent.Position:
    """Piles 3 and 10 emptied (CR-10), others as dealt; one redeal used."""
    piles = list(crescent_start.piles)
    piles[2] = piles[9] = ()
    return crescent.Position(tuple(piles), crescent_start.foundations, 2)


def pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    value = image.getpixel(xy)
    assert isinstance(value, tuple) and len(value) == 3, value  # the pictures are RGB
    return value


def labels(laid_out) -> dict[str, list[LabelOp]]:
    found: dict[str, list[LabelOp]] = {}
    for op in laid_out.ops:
        if isinstance(op, LabelOp):
            found.setdefault(op.text, []).append(op)
    return found


def card_ops(laid_out) -> list[CardOp]:
    return [op for op in laid_out.ops if isinstance(op, CardOp)]


def top_card_op(laid_out, label: LabelOp) -> CardOp | SlotOp:
    """The card or slot whose centre is right above ``label``."""
    above = [
        op
        for op in laid_out.ops
        if isinstance(op, (CardOp, SlotOp)) and op.x < label.x < op.x + 56 and op.y < label.y
    ]
    return max(above, key=lambda op: op.y)


# -- every locale renders, in its script ------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_locale_renders_both_games(lang, crescent_start, freecell_start):
    for position in (crescent_start, freecell_start):
        image = render(position, lang=lang)
        assert image.mode == "RGB"
        assert image.width >= 8 * 70 and image.height > 300
        png = render_png(position, lang=lang)
        assert png.startswith(b"\x89PNG\r\n\x1a\n")


def test_locales_differ_only_by_their_words(crescent_start):
    english = scene(crescent_start, lang="en")
    for lang in ("hi", "th", "fr"):
        other = scene(crescent_start, lang=lang)
        assert [op for op in other.ops if isinstance(op, CardOp)] != []
        assert sorted(op.text for op in other.ops if isinstance(op, LabelOp)) != sorted(
            op.text for op in english.ops if isinstance(op, LabelOp)
        )
        assert render_png(crescent_start, lang=lang) != render_png(crescent_start, lang="en")


def test_labels_use_the_locale_script(crescent_start):
    thai = labels(scene(crescent_start, lang="th"))
    hindi = labels(scene(crescent_start, lang="hi"))
    assert any("\u0e00" <= char <= "\u0e7f" for text in thai for char in text)
    assert any("\u0900" <= char <= "\u097f" for text in hindi for char in text)
    chain = fonts.font_chain("th")
    assert chain.face_for(next(t for t in thai if "ใ" in t)).family == "Noto Sans Thai"
    assert fonts.font_chain("hi").face_for("पत्ते").family == "Noto Sans Devanagari"


def test_unknown_locale_is_refused(crescent_start):
    with pytest.raises(Exception, match="xx"):
        render(crescent_start, lang="xx")


# -- shaping goes through raqm -----------------------------------------------------------


def test_fonts_use_raqm_with_a_fixed_weight():
    for lang, text in (("hi", "पत्ते"), ("th", "ใบ"), ("en", "cards")):
        font = fonts.font_chain(lang).face_for(text).font(13)
        assert font.layout_engine == ImageFont.Layout.RAQM
        weight = next(a for a in font.get_variation_axes() if a["name"] in (b"Weight", "Weight"))
        lightest, boldest = weight["minimum"], weight["maximum"]
        assert lightest is not None and boldest is not None
        assert lightest < 400 < boldest  # variable: the weight must be pinned
    bold = fonts.font_chain("en").faces[0].font(14, fonts.BOLD)
    regular = fonts.font_chain("en").faces[0].font(14, fonts.REGULAR)
    assert bold.getlength("cards") > regular.getlength("cards")


@pytest.mark.parametrize(("lang", "text"), [("hi", "पत्ते"), ("th", "ขึ้น")])
def test_complex_script_labels_are_shaped_not_laid_out_per_code_point(lang, text):
    chain = fonts.font_chain(lang)
    face = chain.face_for(text)
    shaped = Image.new("RGB", (120, 40), 0)
    draw_label(
        shaped,
        (10, 28),
        text,
        size=20,
        weight=fonts.REGULAR,
        colour=WHITE,
        anchor="ls",
        chain=chain,
    )
    naive_font = ImageFont.truetype(
        str(face.path), face.font(20).size, layout_engine=ImageFont.Layout.BASIC
    )
    naive = Image.new("RGB", (120, 40), 0)
    ImageDraw.Draw(naive).text((10, 28), text, font=naive_font, fill=WHITE, anchor="ls")
    # Conjuncts (त्त) and stacked Thai marks come out differently when shaped.
    assert ImageChops.difference(shaped, naive).getbbox() is not None
    assert shaped.getbbox() is not None


def test_direction_reaches_raqm():
    """Ready for right-to-left: the chain's direction is what raqm lays out with."""
    ltr = fonts.font_chain("en")
    rtl = fonts.FontChain(language="en", direction="rtl", faces=ltr.faces)
    text = "(pile 3"
    images = []
    for chain in (ltr, rtl):
        image = Image.new("RGB", (120, 30), 0)
        draw_label(
            image,
            (60, 22),
            text,
            size=14,
            weight=fonts.REGULAR,
            colour=WHITE,
            anchor="ms",
            chain=chain,
        )
        images.append(image)
    assert ImageChops.difference(*images).getbbox() is not None


def test_right_to_left_labels_are_shaped_and_ordered_by_raqm():
    """Ready for right-to-left: an Arabic label is joined and laid out right to left.

    Without raqm (or with the wrong direction) the letters of كومة ("pile")
    come out in isolated forms, in reading order left to right.  Drawn as
    the renderer draws labels, they match the contextual forms (final ة,
    medial م, final و, initial ك) written out in visual order.
    """
    chain = fonts.font_chain("ar")
    assert (chain.direction, chain.faces[0].family, chain.language) == (
        "rtl",
        "Noto Sans Arabic",
        "ar",
    )
    word = "كومة"
    assert chain.face_for(word).family == "Noto Sans Arabic"
    size = 28
    shaped = Image.new("RGB", (160, 60), 0)
    draw_label(
        shaped,
        (10, 40),
        word,
        size=size,
        weight=fonts.REGULAR,
        colour=WHITE,
        anchor="ls",
        chain=chain,
    )
    basic = ImageFont.truetype(
        str(chain.faces[0].path),
        chain.faces[0].font(size).size,
        layout_engine=ImageFont.Layout.BASIC,
    )

    def unshaped(text: str) -> Image.Image:
        image = Image.new("RGB", (160, 60), 0)
        ImageDraw.Draw(image).text((10, 40), text, font=basic, fill=WHITE, anchor="ls")
        return image

    def distance(a: Image.Image, b: Image.Image) -> float:
        return ImageStat.Stat(ImageChops.difference(a, b)).sum[0] / 255

    visual = unshaped("\ufe94\ufee3\ufeee\ufedb")  # ة‎ م‎ و‎ ك: contextual forms, left to right
    logical = unshaped(word)
    assert distance(shaped, visual) < distance(shaped, logical) / 2

    # The paragraph direction reaches raqm: with a Latin letter after the
    # word, a right-to-left label starts (on the left) with that letter, a
    # left-to-right one with the word.  (Digits would not tell: after Arabic
    # letters they join the right-to-left run in either direction.)
    def label(text: str, direction: str) -> Image.Image:
        image = Image.new("RGB", (200, 60), 0)
        draw_label(
            image,
            (10, 40),
            text,
            size=size,
            weight=fonts.REGULAR,
            colour=WHITE,
            anchor="ls",
            chain=fonts.FontChain("ar", direction, chain.faces),
        )
        return image

    letter = label("A", "ltr")
    ink = letter.getbbox()
    assert ink is not None
    start = (0, 0, ink[2] + 2, 60)
    assert (
        ImageChops.difference(label(word + " A", "rtl").crop(start), letter.crop(start)).getbbox()
        is None
    )
    assert (
        ImageChops.difference(label(word + " A", "ltr").crop(start), letter.crop(start)).getbbox()
        is not None
    )


def test_render_stops_without_raqm(monkeypatch, crescent_start):
    monkeypatch.setattr(features, "check_feature", lambda name: name != "raqm")
    with pytest.raises(fonts.RaqmUnavailableError, match="raqm"):
        render(crescent_start, lang="hi")


def test_a_label_no_font_covers_is_an_error_not_boxes():
    with pytest.raises(fonts.FontError, match="U\\+2603"):
        fonts.font_chain("th").face_for("☃ 3")


# -- same inputs, same bytes ------------------------------------------------------------


def test_two_renders_are_byte_identical(crescent_emptied, freecell_start):
    for position in (crescent_emptied, freecell_start):
        for lang in ("hi", "th"):
            for scale in (1, 2):
                first = render_png(position, lang=lang, scale=scale)
                assert render_png(position, lang=lang, scale=scale) == first


def test_bytes_are_the_same_in_a_fresh_process(crescent_start):
    """No state of this process (caches, load order) shapes the bytes."""
    script = (
        "import hashlib, sys\n"
        "from generator.deal import deal\n"
        "from generator.crescent.engine import Move\n"
        "from generator.render import render_png\n"
        f"png = render_png(deal({CRESCENT_CODE!r}), lang='th', mark=Move(1, 5))\n"
        "sys.stdout.write(hashlib.sha256(png).hexdigest())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    here = hashlib.sha256(
        render_png(crescent_start, lang="th", mark=crescent.Move(1, 5))
    ).hexdigest()
    assert done.stdout == here


def test_png_has_no_metadata(freecell_start):
    image = Image.open(io.BytesIO(render_png(freecell_start)))
    assert image.info == {}


def test_image_key_names_everything_that_shapes_the_image(crescent_start, crescent_emptied):
    key = image_key(crescent_start, lang="hi")
    assert key == image_key(crescent_start, lang="hi")
    assert len(key) == 64 and int(key, 16) >= 0
    others = {
        image_key(crescent_emptied, lang="hi"),
        image_key(crescent_start, lang="th"),
        image_key(crescent_start, lang="hi", scale=2),
        image_key(crescent_start, lang="hi", fan=True),
        image_key(crescent_start, lang="hi", mark=crescent.Move(1, 5)),
    }
    assert key not in others and len(others) == 5


def test_image_key_follows_the_font_files_and_the_drawing_code(monkeypatch, crescent_start):
    key = image_key(crescent_start)
    with monkeypatch.context() as patch:
        patch.setattr(
            "generator.render.font_versions", lambda chain: (("Noto Sans", "9.999", 1.0, "0" * 64),)
        )
        assert image_key(crescent_start) != key
    with monkeypatch.context() as patch:
        patch.setattr("generator.render.RENDERER_VERSION", "edited")
        assert image_key(crescent_start) != key
    assert image_key(crescent_start) == key


# -- scales ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_scale_two_doubles_every_length(lang, crescent_emptied, freecell_start):
    for position in (crescent_emptied, freecell_start):
        one, two = scene(position, lang=lang), scene(position, lang=lang, scale=2)
        assert (two.width, two.height) == (2 * one.width, 2 * one.height)
        for a, b in zip(one.ops, two.ops, strict=False):
            if isinstance(a, (CardOp, SlotOp, LabelOp, ChevronOp)):
                assert isinstance(b, (CardOp, SlotOp, LabelOp, ChevronOp))
                assert (b.x, b.y) == (2 * a.x, 2 * a.y)
        assert render(position, lang=lang, scale=2).size == (2 * one.width, 2 * one.height)


def test_scale_must_be_one_or_two(crescent_start):
    with pytest.raises(ValueError, match="scale"):
        render(crescent_start, scale=3)


def test_cards_are_drawn_natively_at_two_times(freecell_start):
    """2× is drawn at 2×, not an enlarged 1×: edges have intermediate greys (anti-aliased)."""
    two = render(freecell_start, scale=2)
    enlarged = render(freecell_start).resize(two.size, Image.Resampling.NEAREST)
    assert ImageChops.difference(two, enlarged).getbbox() is not None


# -- Crescent layout (CR-3, CR-4) ----------------------------------------------------------


def test_crescent_horseshoe_numbering(crescent_start):
    """CR-3: 1–4 up the left, 5–12 along the top, 13–16 down the right."""
    laid_out = scene(crescent_start)
    numbers = labels(laid_out)
    where = {n: (numbers[str(n)][0].x, numbers[str(n)][0].y) for n in range(1, 17)}
    left = [where[n] for n in (1, 2, 3, 4)]
    assert len({x for x, _ in left}) == 1 and [y for _, y in left] == sorted(
        (y for _, y in left), reverse=True
    )
    top = [where[n] for n in range(5, 13)]
    assert len({y for _, y in top}) == 1 and [x for x, _ in top] == sorted(x for x, _ in top)
    right = [where[n] for n in (13, 14, 15, 16)]
    assert len({x for x, _ in right}) == 1 and [y for _, y in right] == sorted(y for _, y in right)
    assert where[4][0] == where[5][0] and where[4][1] > where[5][1]
    assert where[13][0] == where[12][0] and where[13][1] > where[12][1]


def test_crescent_shows_top_cards_and_counts_under_each_pile(crescent_start):
    """CR-4: only the top card; under it the pile number and its card count."""
    laid_out = scene(crescent_start)
    found = labels(laid_out)
    for n in range(1, 17):
        number = found[str(n)][0]
        card = top_card_op(laid_out, number)
        top = crescent_start.pile(n)[-1]
        assert isinstance(card, CardOp) and (card.rank, card.suit) == (top.rank.symbol, top.suit)
        count = next(
            op
            for op in laid_out.ops
            if isinstance(op, LabelOp)
            and op.x == number.x
            and op.y > number.y
            and op.y - number.y < 30
        )
        assert count.text == "6 cards"
    assert len(card_ops(laid_out)) == 16 + 8


def test_crescent_foundations_aces_row_over_kings_row(crescent_start):
    laid_out = scene(crescent_start)
    bases = [op for op in card_ops(laid_out) if op.rank in ("A", "K") and op.y > 150]
    foundations = [op for op in bases if 150 < op.x < 450]
    aces = sorted((op for op in foundations if op.rank == "A"), key=lambda op: op.x)
    kings = sorted((op for op in foundations if op.rank == "K"), key=lambda op: op.x)
    assert [op.suit for op in aces] == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
    assert [op.suit for op in kings] == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
    assert all(a.y < k.y for a, k in zip(aces, kings, strict=False))
    chevrons = [op for op in laid_out.ops if isinstance(op, ChevronOp)]
    assert {op.up for op in chevrons if op.y < aces[0].y + 78} == {True}
    assert {op.up for op in chevrons if op.y > kings[0].y} == {False}


def test_crescent_empty_piles_are_drawn_as_empty_places(crescent_emptied):
    """CR-10: an emptied pile stays, drawn as an outlined empty place."""
    laid_out = scene(crescent_emptied)
    image = render(crescent_emptied)
    slots = [op for op in laid_out.ops if isinstance(op, SlotOp)]
    assert len(slots) == 2
    found = labels(laid_out)
    for n in (3, 10):
        slot = top_card_op(laid_out, found[str(n)][0])
        assert isinstance(slot, SlotOp)
        assert pixel(image, (slot.x + 28, slot.y + 39)) == SLOT_FILL
    # Under each emptied pile the word for empty, not "0 cards" (the description says "pile 3: empty").
    assert "0 cards" not in found
    assert sorted(top_card_op(laid_out, label).x for label in found["empty"]) == sorted(
        top_card_op(laid_out, found[str(n)][0]).x for n in (3, 10)
    )
    card = top_card_op(laid_out, found["1"][0])
    assert pixel(image, (card.x + 45, card.y + 70)) == CARD_FILL


def test_fc_empty_columns_and_cells_say_empty_in_the_locale(freecell_start):
    """FC-2: the cells start empty; an empty place is labelled with the locale's word, inside it."""
    for lang, word in (("en", "empty"), ("th", "ว่าง"), ("hi", "खाली"), ("fr", "vide")):
        laid_out = scene(freecell_start, lang=lang)
        slots = [op for op in laid_out.ops if isinstance(op, SlotOp) and op.suit is None]
        inside = [
            op
            for op in labels(laid_out).get(word, [])
            if any(s.x < op.x < s.x + 56 and s.y < op.y < s.y + 78 for s in slots)
        ]
        assert len(slots) == len(freecell_start.cells) == 4
        assert len(inside) == 4, lang


def test_crescent_fan_shows_every_card_bottom_to_top(crescent_emptied):
    flat = scene(crescent_emptied)
    fanned = scene(crescent_emptied, fan=True)
    assert len(card_ops(fanned)) == 14 * 6 + 8
    assert fanned.height > flat.height
    found = labels(fanned)
    number, above = found["1"][0], found["2"][0]  # pile 2 is right above pile 1
    column = sorted(
        (
            op
            for op in card_ops(fanned)
            if op.x < number.x < op.x + 56 and above.y < op.y < number.y
        ),
        key=lambda op: op.y,
    )
    pile = crescent_emptied.pile(1)
    assert [(op.rank, op.suit) for op in column] == [(c.rank.symbol, c.suit) for c in pile]


def test_fanned_cards_keep_rank_and_pip_visible(crescent_emptied):
    """Fanned piles (and FreeCell columns) overlap as far as the index allows, no further:
    every covered card's rank and pip corner shows as drawn on the card."""
    box = max(
        (index_box(rank, fonts.font_chain("en")) for rank in ("A", "10", "Q", "J", "K")),
        key=lambda b: b[3],
    )
    assert box[3] <= FAN_OFFSET
    laid_out = scene(crescent_emptied, fan=True)
    image = render(crescent_emptied, fan=True)
    chain = fonts.font_chain("en")
    covered = 0
    ops = card_ops(laid_out)
    for op in ops:
        if not any(other.x == op.x and op.y < other.y < op.y + 78 for other in ops):
            continue  # a top card: wholly visible
        covered += 1
        left, top, right, bottom = index_box(op.rank, chain)
        face = card_face(op.rank, op.suit, 1, chain).convert("RGB")
        on_card = Image.new("RGB", face.size, (30, 90, 56))
        on_card.paste(face, (0, 0), card_face(op.rank, op.suit, 1, chain))
        shown = image.crop((op.x + left, op.y + top, op.x + right, op.y + bottom))
        assert (
            ImageChops.difference(shown, on_card.crop((left, top, right, bottom))).getbbox() is None
        ), op
    assert covered == 14 * 5


def test_fanned_crescent_is_shorter_than_before(crescent_start):
    """Six-card piles fanned: 1248 px at 1× with the old 22 px offset, now 75 px less."""
    assert scene(crescent_start, fan=True).height == 1248 - 5 * 5 * (22 - FAN_OFFSET)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_crescent_redeal_button_shows_the_redeals_left(lang, crescent_start):
    """CR-17: the button in the open end of the horseshoe says what the app's button says."""
    describer = Describer(lang)
    keys = set()
    for left in range(crescent.REDEALS + 1):
        position = crescent.Position(crescent_start.piles, crescent_start.foundations, left)
        laid_out = scene(position, lang=lang)
        (button,) = [op for op in laid_out.ops if isinstance(op, ButtonOp)]
        words = [
            op
            for op in laid_out.ops
            if isinstance(op, LabelOp) and op.text == describer.redeals_left(left)
        ]
        assert len(words) == 1
        chain = fonts.font_chain(lang)
        ink = label_box(words[0].text, words[0].size, words[0].weight, words[0].anchor, chain)
        assert ink is not None
        r = button.rect
        assert r.left < words[0].x + ink[0] and words[0].x + ink[2] < r.right
        assert r.top < words[0].y + ink[1] and words[0].y + ink[3] < r.bottom
        found = labels(laid_out)
        pile_1, pile_16 = (
            top_card_op(laid_out, found["1"][0]),
            top_card_op(laid_out, found["16"][0]),
        )
        assert pile_1.x + 56 < r.left and r.right < pile_16.x  # between piles 1 and 16
        assert pile_1.y < (r.top + r.bottom) // 2 < pile_1.y + 78  # level with them
        keys.add(image_key(position, lang=lang))
    assert len(keys) == crescent.REDEALS + 1


def test_crescent_long_piles_keep_their_labels_apart():
    """A pile of 13 in fan mode pushes the rows below down; nothing overlaps."""
    king, queen = Card.parse("K♠"), Card.parse("Q♠")
    piles = [(king, queen) * 6 + (king,)] + [(Card.parse("2♥"),)] * 15
    position = crescent.Position(tuple(piles))
    laid_out = scene(position, fan=True)
    boxes = [
        (op.x, op.y, op.x + 56, op.y + 78)
        for op in laid_out.ops
        if isinstance(op, (CardOp, SlotOp))
    ]
    for op in laid_out.ops:
        if isinstance(op, LabelOp):
            for left, top, right, bottom in boxes:
                assert not (left <= op.x <= right and top <= op.y <= bottom), op


# -- FreeCell layout (FC-2, FC-13) ----------------------------------------------------------


def test_freecell_image_fits_its_longest_column():
    """The canvas ends a margin below the longest column; an empty tableau keeps one card's room."""
    position = deal(FREECELL_CODE)
    laid_out = scene(position)
    bottom = max(op.y for op in card_ops(laid_out)) + 78
    assert laid_out.height == bottom + ROUTE_MARGIN  # room for an arrow under the longest column
    columns = list(position.columns)
    columns[0] = columns[0] + cards("K♠ Q♥ J♠")  # 10 cards
    longer = scene(freecell.Position(tuple(columns), position.cells))
    assert longer.height == laid_out.height + 3 * FAN_OFFSET
    won = scene(freecell.Position(((),) * 8, (None,) * 4, (13,) * 4))
    slot = max(op.y for op in won.ops if isinstance(op, SlotOp))
    assert won.height == slot + 78 + ROUTE_MARGIN < laid_out.height
    assert won.width == laid_out.width


@pytest.mark.parametrize(("variant", "count"), [("C4", 4), ("C2", 2), ("C1", 1)])
def test_freecell_draws_only_the_cells_of_its_variant(variant, count):
    position = deal(f"FC1-{variant}-AAAAAKH")
    laid_out = scene(position)
    found = labels(laid_out)
    letters = [letter for letter in "abcd" if letter in found]
    assert letters == list("abcd"[:count])
    slots = [op for op in laid_out.ops if isinstance(op, SlotOp)]
    assert len([op for op in slots if op.suit is None]) == count
    assert len([op for op in slots if op.suit is not None]) == 4
    image = render(position)
    for letter in letters:
        x = found[letter][0].x
        (slot,) = [op for op in slots if op.suit is None and op.x < x < op.x + 56]
        assert slot.y > found[letter][0].y  # the letter is over its cell
        assert pixel(image, (x, slot.y + 10)) == SLOT_FILL


def test_freecell_columns_fanned_and_numbered(freecell_start):
    laid_out = scene(freecell_start)
    found = labels(laid_out)
    xs = [found[str(n)][0].x for n in range(1, 9)]
    assert xs == sorted(xs)
    assert len(card_ops(laid_out)) == 52
    for n, x in enumerate(xs, 1):
        column = sorted(
            (op for op in card_ops(laid_out) if op.x < x < op.x + 56), key=lambda op: op.y
        )
        assert [(op.rank, op.suit) for op in column] == [
            (c.rank.symbol, c.suit) for c in freecell_start.column(n)
        ]


def test_freecell_cards_in_cells_and_on_foundations():
    columns = (cards("K♠ Q♥"), cards("2♠"), (), (), (), (), (), ())
    position = freecell.Position(columns, (Card.parse("J♦"), None), (1, 0, 0, 0))
    laid_out = scene(position)
    shown = {(op.rank, op.suit) for op in card_ops(laid_out)}
    assert ("J", Suit.DIAMONDS) in shown and ("A", Suit.SPADES) in shown
    slots = [op for op in laid_out.ops if isinstance(op, SlotOp)]
    assert {op.suit for op in slots if op.suit} == {Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS}
    assert len([op for op in slots if op.suit is None]) == 1 + 6  # cell b, six empty columns


# -- marks ----------------------------------------------------------------------------------------


def mark_of(laid_out) -> MarkOp:
    (mark,) = [op for op in laid_out.ops if isinstance(op, MarkOp)]
    return mark


def colour_count(image: Image.Image, colour: tuple[int, int, int]) -> int:
    colours = image.getcolors(1 << 20)
    assert colours is not None  # a picture has fewer colours than that
    return sum(count for count, c in colours if c == colour)


def test_crescent_mark_frames_source_and_target(crescent_start):
    move = crescent.Move(1, 5)
    laid_out = scene(crescent_start, mark=move)
    mark = mark_of(laid_out)
    found = labels(laid_out)
    source, target = top_card_op(laid_out, found["1"][0]), top_card_op(laid_out, found["5"][0])
    assert (mark.source.left, mark.source.top) == (source.x, source.y)
    assert (mark.target.left, mark.target.top) == (target.x, target.y)
    plain, marked = render(crescent_start), render(crescent_start, mark=move)
    assert colour_count(plain, MARK_COLOUR) == 0
    assert colour_count(marked, MARK_COLOUR) > 200 and colour_count(marked, HALO_COLOUR) > 200

    # Not by colour alone: the source frame is dashed (gaps of felt along its top
    # edge), the target frame solid.
    def run_along(y, left, right):
        return [pixel(marked, (x, y)) == MARK_COLOUR for x in range(left, right)]

    top_of_source = run_along(mark.source.top - 4, mark.source.left, mark.source.right)
    top_of_target = run_along(mark.target.top - 4, mark.target.left, mark.target.right)
    assert all(top_of_target)
    assert any(top_of_source) and not all(top_of_source)


def covered_by_arrow(laid_out, chain) -> list[str]:
    """Every rank corner, label, chevron or button that the drawn arrow (with its halo)
    touches, and the face of every wholly visible card but the two marked."""
    mark = mark_of(laid_out)
    points = flatten(mark.path, 1)
    reach = ARROW_WIDTH / 2 + HALO
    low_x, high_x = min(x for x, _ in points) - reach, max(x for x, _ in points) + reach
    low_y, high_y = min(y for _, y in points) - reach, max(y for _, y in points) + reach
    things = []
    cards_shown = card_ops(laid_out)
    for op in laid_out.ops:
        if isinstance(op, CardOp):
            left, top, right, bottom = index_box(op.rank, chain)
            things.append(
                (f"{op.rank} corner", (op.x + left, op.y + top, op.x + right, op.y + bottom))
            )
            covered = any(other.x == op.x and op.y < other.y < op.y + 78 for other in cards_shown)
            marked = any(
                r.left <= op.x < r.right and r.top <= op.y + 78 and op.y <= r.bottom
                for r in (mark.source, mark.target)
            )
            if not covered and not marked:
                things.append((f"{op.rank} face", (op.x, op.y, op.x + 56, op.y + 78)))
        elif isinstance(op, LabelOp):
            box = label_box(op.text, op.size, op.weight, op.anchor, chain)
            assert box is not None, op.text
            left, top, right, bottom = box
            things.append((repr(op.text), (op.x + left, op.y + top, op.x + right, op.y + bottom)))
        elif isinstance(op, ChevronOp):
            things.append(("chevron", (op.x - 8, op.y - 5, op.x + 8, op.y + 5)))
        elif isinstance(op, ButtonOp):
            things.append(("button", (op.rect.left, op.rect.top, op.rect.right, op.rect.bottom)))
    touched = []
    for name, (left, top, right, bottom) in things:
        if right < low_x or left > high_x or bottom < low_y or top > high_y:
            continue
        for x, y in points:
            dx, dy = max(left - x, 0, x - right), max(top - y, 0, y - bottom)
            if dx * dx + dy * dy < reach * reach:
                touched.append(name)
                break
    return touched


@pytest.mark.parametrize("lang", ["en", "th"])
def test_crescent_arrows_never_cover_a_corner_or_a_label(lang, crescent_start):
    """Every move between two piles, and from every pile to every foundation: the arrow finds
    a way around the foundations' words and counts, the piles' labels and the rank corners
    (pile 12 to the aces row, piles 1–4 to either row, across the horseshoe …)."""
    chain = fonts.font_chain(lang)
    places = list(range(1, 17)) + list(crescent.FOUNDATIONS)
    drawn = 0
    for source in places:
        for target in places:
            if source == target or (
                not isinstance(source, int)
                and not isinstance(target, int)
                and source.suit != target.suit
            ):
                continue
            laid_out = scene(crescent_start, lang=lang, mark=crescent.Move(source, target))
            assert covered_by_arrow(laid_out, chain) == [], (source, target)
            drawn += 1
    assert drawn == 16 * 15 + 2 * 16 * 8 + 8


@pytest.mark.parametrize("lang", ["en", "th"])
def test_freecell_arrows_never_cover_a_corner_or_a_label(lang, freecell_start):
    """Every column, cell and foundation to every other (column 8 to cell a, …), on the deal
    and with cards in the cells."""
    chain = fonts.font_chain(lang)
    places = (
        [freecell.Column(n) for n in range(1, 9)]
        + [freecell.Cell(i) for i in range(4)]
        + [freecell.FoundationPlace(suit) for suit in Suit]
    )
    in_cells = freecell.Position(freecell_start.columns, cards("K♠ 5♥ Q♦ 10♣"), (0, 2, 0, 1))
    columns = list(freecell_start.columns)
    columns[4] += cards("K♠ Q♥ J♠ 10♥")  # the longest column, in the middle
    long_column = freecell.Position(tuple(columns), (None,) * 4)
    for position, run in ((freecell_start, 1), (in_cells, 1), (long_column, 2)):
        for source in places:
            for target in places:
                if source == target or isinstance(source, freecell.FoundationPlace):
                    continue
                both_columns = isinstance(source, freecell.Column) and isinstance(
                    target, freecell.Column
                )
                move = freecell.Move(source, target, run if both_columns else 1)
                laid_out = scene(position, lang=lang, mark=move)
                assert covered_by_arrow(laid_out, chain) == [], (source, target)


def test_a_straight_way_stays_straight(crescent_start):
    """The router only detours when the straight line would cover something: pile 13 to
    pile 14 (one above the other, the labels of 13 between) goes round them; pile 4 to
    pile 13, across the open middle of the horseshoe, is one straight segment."""
    around = mark_of(scene(crescent_start, mark=crescent.Move(13, 14))).path
    assert len(around) > 4
    straight = mark_of(scene(crescent_start, mark=crescent.Move(4, 13))).path
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = straight
    for x, y in ((x1, y1), (x2, y2)):  # both controls on the line from start to end
        assert abs((x3 - x0) * (y - y0) - (y3 - y0) * (x - x0)) < 1e-6


def test_a_replay_step_marks_like_its_move(crescent_start):
    class Step:  # the fields of a replay Step that marking reads
        action = crescent.Move(1, 5)
        before = crescent_start
        after = crescent_start.play(action)

    assert render_png(Step.after, mark=Step) == render_png(Step.after, mark=Step.action)
    assert render_png(Step.before, mark=Step) == render_png(Step.before, mark=Step.action)


def test_a_redeal_cannot_be_marked(crescent_start):
    with pytest.raises(ValueError, match="fan"):
        render(crescent_start, mark=crescent.REDEAL)


def test_freecell_run_mark_before_and_after():
    columns = (cards("2♠ Q♥ J♣ 10♦"), cards("A♥ J♥"), (), (), (), (), (), cards("8♠"))
    before = freecell.Position(columns, (None,) * 4)
    move = freecell.Move(
        freecell.Column(1), freecell.Column(3), 3
    )  # "13v3": a run into an empty column
    after = before.play(move)

    def spans_the_run(rect, laid_out, column: int) -> bool:
        """The frame holds the run's three cards and stays off the index of the card above."""
        x = rect.left + 28
        stack = sorted(
            (op for op in card_ops(laid_out) if op.x < x < op.x + 56), key=lambda op: op.y
        )
        run = [op for op in stack if op.y + 78 <= rect.bottom and op.y + FAN_OFFSET > rect.top]
        above = stack[: len(stack) - len(run)]
        return (
            [(op.rank, op.suit) for op in run]
            == [("Q", Suit.HEARTS), ("J", Suit.CLUBS), ("10", Suit.DIAMONDS)]
            and rect.bottom == run[-1].y + 78
            and all(
                op.y + INDEX_BASELINE + 4 < rect.top for op in above
            )  # index baseline + the frame's stroke
        )

    ahead = scene(before, mark=move)
    assert spans_the_run(mark_of(ahead).source, ahead, 1)  # the three cards about to move

    # a replay step knows the position before, so the count
    step = SimpleNamespace(action=move, before=before, after=after)
    for mark in (step, freecell.Move(freecell.Column(1), freecell.Column(3), 3)):
        laid_out = scene(after, mark=mark)
        done = mark_of(laid_out)
        assert (
            done.target.bottom - done.target.top == 78 + 2 * FAN_OFFSET
        )  # the three cards arrived, alone
        assert spans_the_run(done.target, laid_out, 3)
        assert done.source.bottom - done.source.top == 78
    with pytest.raises(ValueError, match="how many cards"):
        scene(after, mark=freecell.Move(freecell.Column(1), freecell.Column(3), None))


def test_freecell_mark_to_the_foundation_of_the_card():
    columns = (cards("K♠ A♥"),) + ((),) * 7
    position = freecell.Position(columns, (None,) * 2)
    move = freecell.Move(freecell.Column(1), freecell.FoundationPlace(None))
    laid_out = scene(position, mark=move)
    heart_slot = next(
        op for op in laid_out.ops if isinstance(op, SlotOp) and op.suit is Suit.HEARTS
    )
    assert (mark_of(laid_out).target.left, mark_of(laid_out).target.top) == (
        heart_slot.x,
        heart_slot.y,
    )
    assert colour_count(render(position, mark=move, scale=2), MARK_COLOUR) > 400


def test_a_move_of_the_other_game_cannot_mark(crescent_start, freecell_start):
    with pytest.raises(TypeError):
        render(crescent_start, mark=freecell.Move(freecell.Column(1), freecell.Cell(0)))
    with pytest.raises(TypeError):
        render(freecell_start, mark=crescent.Move(1, 5))


# -- the render command ------------------------------------------------------------------------

from generator.cli import main  # noqa: E402
from generator.describe import Describer  # noqa: E402
from generator.record import parse_record  # noqa: E402
from generator.replay import replay  # noqa: E402

RECORD = "CR1-N-AAAAAAB\n13-4 4-AH[2♥]\n12-AC R\n"


@pytest.fixture
def record_file(tmp_path):
    path = tmp_path / "demo.game"
    path.write_text(RECORD, encoding="utf-8")
    return path


def test_command_draws_a_code_and_prints_its_description(tmp_path, capsys):
    out = tmp_path / "deal.png"
    assert main(["render", FREECELL_CODE, "--lang", "th", "-o", str(out)]) == 0
    position = deal(FREECELL_CODE)
    assert out.read_bytes() == render_png(position, lang="th")
    assert capsys.readouterr().out.splitlines() == Describer("th").describe(position)


def test_command_marks_a_move_of_a_record(tmp_path, record_file, capsys):
    game = replay(parse_record(RECORD, path=str(record_file)))
    out = tmp_path / "move.png"
    assert (
        main(
            [
                "render",
                str(record_file),
                "--at",
                "1",
                "--mark",
                "--lang",
                "hi",
                "--scale",
                "2",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    step = game.move(1)
    assert out.read_bytes() == render_png(step.after, lang="hi", scale=2, mark=step)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == Describer("hi").narrate(step)
    assert lines[1:] == Describer("hi").describe(step.after)

    assert (
        main(
            [
                "render",
                str(record_file),
                "--before-move",
                "2",
                "--mark",
                "--lang",
                "en",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    assert out.read_bytes() == render_png(game.move(2).before, mark=game.move(2))


def test_command_fans_a_redeal(tmp_path, record_file, capsys):
    out = tmp_path / "redeal.png"
    assert (
        main(
            [
                "render",
                str(record_file),
                "--after-redeal",
                "1",
                "--fan",
                "--lang",
                "fr",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    game = replay(parse_record(RECORD, path=str(record_file)))
    assert out.read_bytes() == render_png(game.after_redeal(1), lang="fr", fan=True)
    capsys.readouterr()
    assert (
        main(["render", str(record_file), "--lang", "en", "-o", str(out)]) == 0
    )  # default: the end
    assert out.read_bytes() == render_png(game.final)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["CR1-N-AAAAAAB", "--lang", "xx"], "unknown locale 'xx'"),
        (["CR1-N-AAAAAAB", "--at", "3", "--lang", "en"], "only its deal"),
        (["CR1-N-AAAAAAA", "--lang", "en"], "out of range"),
        (["FC1-C4-AAAAAKH", "--fan", "--lang", "en"], "--fan is for Crescent"),
        (["{record}", "--after-redeal", "1", "--mark", "--lang", "en"], "--fan"),
        (["{record}", "--at", "0", "--mark", "--lang", "en"], "--mark needs a move"),
        (["{record}", "--at", "9", "--lang", "en"], "no move 9"),
        (["{missing}", "--lang", "en"], "cannot read the record"),
    ],
)
def test_command_mistakes_are_one_line_and_exit_1(
    tmp_path, record_file, capsys, arguments, message
):
    out = tmp_path / "x.png"
    filled = [a.format(record=record_file, missing=tmp_path / "none.game") for a in arguments]
    assert main(["render", *filled, "-o", str(out)]) == 1
    error = capsys.readouterr().err
    assert message in error and "Traceback" not in error and error.count("\n") == 1
    assert not out.exists()


def test_command_wants_a_png_file_name(tmp_path, capsys):
    assert main(["render", FREECELL_CODE, "--lang", "en", "-o", str(tmp_path / "x.jpg")]) == 1
    assert "PNG" in capsys.readouterr().err


def test_cr9_refused_move_is_drawn_dashed_and_crossed_not_by_colour_alone(crescent_start):
    """A move the app refuses (here a card onto another suit, CR-9) is drawn so that it
    cannot pass for a legal move: its shaft has gaps where a legal arrow is solid."""
    from generator.render.marks import REFUSED_COLOUR, plan_refused

    refused = next(
        crescent.Move(s, t)
        for s in range(1, 17)
        for t in range(1, 17)
        if s != t and crescent_start.refusal(crescent.Move(s, t)) is crescent.Refusal.NOT_SAME_SUIT
    )
    legal = next(iter(crescent_start.legal_moves()))
    with pytest.raises(ValueError, match="the app accepts"):
        plan_refused(crescent_start, legal)
    with pytest.raises(ValueError, match="not both"):
        scene(crescent_start, mark=legal, refused=refused)
    laid_out = scene(crescent_start, refused=refused, scale=2)
    mark = mark_of(laid_out)
    assert mark.refused
    drawn = render(crescent_start, refused=refused, scale=2)
    assert colour_count(drawn, MARK_COLOUR) == 0 and colour_count(drawn, REFUSED_COLOUR) > 400
    assert image_key(crescent_start, refused=refused) != image_key(crescent_start, mark=refused)
    # The same route drawn as a legal move is solid along its shaft; the refused one has gaps.
    as_legal = paint_scene_with(laid_out, refused=False)
    points = flatten(mark.path, 2)
    shaft = points[
        len(points) // 5 : len(points) * 2 // 5
    ]  # clear of the dot, the sign and the head
    assert all(pixel(as_legal, (round(x), round(y))) == MARK_COLOUR for x, y in shaft)
    colours = [pixel(drawn, (round(x), round(y))) for x, y in shaft]
    assert REFUSED_COLOUR in colours and any(c != REFUSED_COLOUR for c in colours)


def paint_scene_with(laid_out, *, refused: bool):
    from dataclasses import replace

    from generator.render import paint

    ops = tuple(
        replace(op, refused=refused) if isinstance(op, MarkOp) else op for op in laid_out.ops
    )
    return paint(replace(laid_out, ops=ops))


@pytest.mark.parametrize(
    ("lang", "script"), [("ar", r"[\u0600-\u06ff]"), ("ta", r"[\u0b80-\u0bff]")]
)
def test_command_draws_and_describes_in_arabic_and_tamil(tmp_path, capsys, lang, script):
    import re

    out = tmp_path / f"{lang}.png"
    assert main(["render", CRESCENT_CODE, "--lang", lang, "-o", str(out)]) == 0
    position = deal(CRESCENT_CODE)
    assert out.read_bytes() == render_png(position, lang=lang)
    lines = capsys.readouterr().out.splitlines()
    assert (
        lines == Describer(lang).describe(position) and len(lines) == 24
    )  # 8 foundations, 16 piles (CR-2, CR-3)
    assert all(re.search(script, line) for line in lines)


def test_pictures_keep_the_apps_layout_in_every_direction():
    """CR-3: pile 1 at the bottom left, whatever the reading direction; only the labels change."""

    def cards_in_place(lang: str) -> list[tuple[str, Suit]]:
        ops = [op for op in scene(deal(CRESCENT_CODE), lang=lang).ops if isinstance(op, CardOp)]
        return [(op.rank, op.suit) for op in sorted(ops, key=lambda op: (op.x, op.y))]

    assert cards_in_place("ar") == cards_in_place("en") == cards_in_place("ta")


def test_a_keyed_picture_is_the_picture_its_key_names(monkeypatch, crescent_start):
    """The build keys a picture, then draws it from the scene the key hashed: same bytes as
    drawing it afresh, with the scene laid out once; a key no longer held is laid out again."""
    from generator import render as rendering

    options: dict[str, Any] = {"lang": "th", "scale": 2, "mark": crescent.Move(1, 5)}
    expected = render_png(crescent_start, **options)
    key = image_key(crescent_start, **options)
    laid_out = []

    def scene_laid_out(*args, **kwargs):
        laid_out.append(args)
        return 1 / 0

    monkeypatch.setattr(rendering, "scene", scene_laid_out)
    assert (
        rendering.keyed_picture(key, ".png", crescent_start, **options) == expected
        and laid_out == []
    )
    monkeypatch.undo()
    # drawn: the scene is given up, so a second draw of the same key lays it out again
    assert key not in rendering._LAID_OUT
    assert rendering.keyed_picture(key, ".png", crescent_start, **options) == expected


# -- every language in one width (Tamil's long words) -------------------------------

SITE_LANGUAGES = site_languages(Path(__file__).resolve().parents[1])


def crescent_positions(start: crescent.Position) -> list[crescent.Position]:
    """As dealt; piles emptied and redeals used; and won (every foundation holds 13 cards)."""
    piles = list(start.piles)
    piles[2] = piles[9] = ()
    return [
        start,
        crescent.Position(tuple(piles), start.foundations, 0),
        crescent.Position(((),) * crescent.PILE_COUNT, (13,) * 8, 0),
    ]


def ink_boxes(laid_out, lang: str) -> list[tuple[LabelOp, tuple[int, int, int, int]]]:
    chain = fonts.font_chain(lang)
    found = []
    for op in laid_out.ops:
        if isinstance(op, LabelOp):
            box = label_box(op.text, op.size, op.weight, op.anchor, chain)
            if box:
                found.append((op, (op.x + box[0], op.y + box[1], op.x + box[2], op.y + box[3])))
    return found


@pytest.mark.parametrize("lang", SITE_LANGUAGES)
def test_cr_3_a_crescent_picture_is_as_wide_in_every_language(lang, crescent_start):
    """Long words (Tamil's 13 சீட்டுகள், Spanish's row words) break between words or are drawn
    a little smaller beside the foundations: the horseshoe keeps the English picture's width."""
    for position in crescent_positions(crescent_start):
        assert scene(position, lang=lang).width == scene(position, lang="en").width, lang


@pytest.mark.parametrize("lang", SITE_LANGUAGES)
def test_cr_4_no_label_is_clipped_or_touches_another_or_a_card(lang, crescent_start):
    for position in crescent_positions(crescent_start):
        laid_out = scene(position, lang=lang)
        boxes = ink_boxes(laid_out, lang)
        places = [
            (op.x, op.y, op.x + CARD_WIDTH, op.y + CARD_HEIGHT)
            for op in laid_out.ops
            if isinstance(op, (CardOp, SlotOp))
        ]
        for op, (left, top, right, bottom) in boxes:
            assert left >= 0 and right <= laid_out.width, op  # inside the picture
            assert top >= 0 and bottom <= laid_out.height, op
            for a, b, c, d in places:
                assert right <= a or c <= left or bottom <= b or d <= top, op
        for (op, one), (other, two) in itertools.combinations(boxes, 2):
            apart = one[2] <= two[0] or two[2] <= one[0] or one[3] <= two[1] or two[3] <= one[1]
            assert apart, (op, other)
        # the row words (up, down) stay inside the foundations panel
        panel = next(op.rect for op in laid_out.ops if isinstance(op, PanelOp))
        words = ImageWords(lang)
        rows = {words.place_label(crescent.Foundation(d, Suit.SPADES)) for d in crescent.Direction}
        for op, (left, _, right, _) in boxes:
            if op.text in rows:
                assert panel.left <= left and right <= panel.right, op


def test_a_label_too_long_for_its_column_breaks_between_words_in_its_style():
    words = ImageWords("ta")
    number, *count = fitted(("5", "13 சீட்டுகள்"), words)
    assert number.text == "5" and number.weight == fonts.BOLD
    # "13 சீட்டுகள்" is wider than a column allows: two lines, both in the count's style
    assert [line.text for line in count] == ["13", "சீட்டுகள்"]
    assert {(line.size, line.weight, line.colour) for line in count} == {
        (COUNT_SIZE, fonts.REGULAR, COUNT_COLOUR)
    }
    # a line that fits, or a single word, stays whole
    assert [line.text for line in fitted(("1 சீட்டு",), words)] == ["1 சீட்டு"]
    long_word = "சீட்டுக்கட்டுகளிலிருந்து"
    assert [line.text for line in fitted((long_word,), words)] == [long_word]
    assert LABEL_ROOM == CARD_WIDTH + GAP_X - LABEL_PAD  # two such lines side by side still fit


def test_the_drawing_codes_digest_follows_code_not_its_words() -> None:
    """Pictures are named by the drawing code (RENDERER_VERSION): a docstring or a comment
    edited keeps every name, a changed statement renames them."""
    from generator.render import _code_tokens

    source = '"""Draws."""\n\nX = 1\n"""What X is."""\n\n\ndef f():  # a note\n    """Doc."""\n    return X\n'
    tokens = list(_code_tokens(source))
    reworded = (
        source.replace("Draws.", "Paints.")
        .replace("a note", "another")
        .replace("Doc.", "Documented.")
    )
    assert list(_code_tokens(reworded)) == tokens
    assert list(_code_tokens(source.replace("X = 1", "X = 2"))) != tokens
    assert list(_code_tokens(source.replace("return X", 'return "Doc."'))) != tokens


def test_a_refused_move_needs_a_card_to_draw() -> None:
    from generator.render.marks import plan_refused

    empty = crescent.Position(((),) * 16)
    with pytest.raises(ValueError, match=r"\(nothing-to-move\): a refused move needs a card"):
        plan_refused(empty, crescent.Move(10, 14))
    start = deal("CR1-N-AAAAAAB")
    with pytest.raises(ValueError, match="the app accepts"):
        plan_refused(start, next(iter(start.legal_moves())))
