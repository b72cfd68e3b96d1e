"""Game codes (CR-24, FC-17)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.codes import (
    GameCode,
    GameCodeError,
    decode_number,
    encode_number,
    example_codes,
    examples,
)
from generator.deal import deal
from generator.registry import find_game


def test_cr24_product_examples():
    """CR-24 / FC-17: the codes RULES.md quotes parse to deals 1 and 267."""
    crescent = GameCode.parse("CR1-N-AAAAAAB")
    assert (crescent.game, crescent.version, crescent.variant, crescent.number) == (
        "crescent",
        1,
        "N",
        1,
    )
    assert crescent.game_name == "Crescent"
    assert crescent.heading == "CR1-N-AAAAAAB: Crescent deal 1"
    freecell = GameCode.parse("FC1-C4-AAAAAKH")
    assert (freecell.game, freecell.version, freecell.variant, freecell.number) == (
        "freecell",
        1,
        "C4",
        267,
    )
    assert freecell.heading == "FC1-C4-AAAAAKH: FreeCell deal 267, 4 cells"
    assert str(freecell) == "FC1-C4-AAAAAKH"


def test_fc13_cell_variants():
    """FC-13: the variant names the cell count."""
    starts = [deal(f"FC1-{v}-AAAAAAB") for v in ("C4", "C2", "C1")]
    assert [len(start.cells) for start in starts] == [4, 2, 1]
    assert GameCode.parse("FC1-C1-AAAAAAB").heading.endswith("deal 1, 1 cell")
    assert str(GameCode.of("freecell", 617, "C2")) == "FC1-C2-AAAAAXT"


def test_base26_letters():
    assert encode_number(0) == "AAAAAAA"
    assert encode_number(25) == "AAAAAAZ"
    assert encode_number(26) == "AAAAABA"
    assert decode_number("ZZZZZZZ") == 26**7 - 1
    with pytest.raises(ValueError):
        encode_number(26**7)


def test_lower_case_and_spaces_are_read():
    assert str(GameCode.parse("  cr1-n-aaaaaab\n")) == "CR1-N-AAAAAAB"


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "three parts"),
        ("CR1-N", "three parts"),
        ("CR1-N-AAAAAAB-X", "three parts"),
        ("1-N-AAAAAAB", "must be a game and a version"),
        ("CR-N-AAAAAAB", "must be a game and a version"),
        ("XX1-N-AAAAAAB", "unknown game 'XX'"),
        ("CR2-N-AAAAAAB", "unknown version '2' of CR"),
        ("CR01-N-AAAAAAB", "unknown version '01' of CR"),
        ("FC9-C4-AAAAAAB", "unknown version '9' of FC"),
        ("CR1-C4-AAAAAAB", "unknown variant 'C4' for CR"),
        ("FC1-N-AAAAAAB", "unknown variant 'N' for FC"),
        ("FC1-C3-AAAAAAB", "unknown variant 'C3' for FC"),
        ("CR1-N-AAAAAB", "7 letters A to Z, not 'AAAAAB'"),
        ("CR1-N-AAAAAAAB", "7 letters"),
        ("CR1-N-AAAAA1B", "7 letters A to Z, not 'AAAAA1B'"),
        ("CR1-N-AAAAAÀB", "7 letters"),
        ("CR1-N-AAAAAAA", "deal number 0 is out of range for CR1 (1 to 8,031,810,175)"),
        ("FC1-C4-AAAAAAA", "deal number 0 is out of range for FC1"),
        (
            "FC1-C4-" + encode_number(2**31),
            "deal number 2,147,483,648 is out of range for FC1 (1 to 2,147,483,647)",
        ),
    ],
)
def test_cr24_fc17_bad_codes_are_refused_with_reason(text, reason):
    """CR-24 / FC-17: a code that names no deal is refused, naming input and reason."""
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse(text)
    message = str(caught.value)
    assert message.startswith(f"bad game code {text!r}: ")
    assert reason in message
    assert isinstance(caught.value, ValueError)
    assert caught.value.text == text


def test_range_edges_are_accepted():
    assert GameCode.parse("FC1-C4-" + encode_number(2**31 - 1)).number == 2**31 - 1
    assert GameCode.parse("CR1-N-ZZZZZZZ").number == 26**7 - 1


def test_constructor_checks_parts():
    with pytest.raises(GameCodeError, match="out of range"):
        GameCode.of("crescent", 0)
    with pytest.raises(GameCodeError, match="unknown variant"):
        GameCode.of("freecell", 1, "C3")
    with pytest.raises(GameCodeError, match="must be an integer"):
        GameCode("crescent", 1, "N", True)
    with pytest.raises(GameCodeError, match="unknown game 'CR'"):
        GameCode("CR", 1, "N", 1)
    with pytest.raises(TypeError):
        GameCode.parse(5)  # type: ignore[arg-type]  # a number, not a code's text


def test_a_game_is_named_by_its_key_or_its_code_letters():
    assert GameCode.of("CR", 1) == GameCode.of("crescent", 1)
    assert str(GameCode.of("FC", 267)) == "FC1-C4-AAAAAKH"


def test_the_examples_are_each_games_first_deal_in_its_default_variant():
    assert [str(code) for code in example_codes()] == ["CR1-N-AAAAAAB", "FC1-C4-AAAAAAB"]
    assert examples() == "CR1-N-AAAAAAB or FC1-C4-AAAAAAB"
    assert examples(lambda code: f"{code.head}:1-50") == "CR1-N:1-50 or FC1-C4:1-50"
    assert GameCode.parse("FC1-C2-AAAAAKH").head == "FC1-C2"


def test_codes_are_hashable_values():
    assert GameCode.parse("CR1-N-AAAAAAB") == GameCode.of("crescent", 1)
    assert len({GameCode.of("crescent", 1), GameCode.parse("cr1-n-aaaaaab")}) == 1
    assert eval(repr(GameCode.of("crescent", 5))) == GameCode.of("crescent", 5)


codes = st.one_of(
    st.builds(GameCode.of, st.just("crescent"), st.integers(*find_game("crescent").versions[1])),
    st.builds(
        GameCode.of,
        st.just("freecell"),
        st.integers(*find_game("freecell").versions[1]),
        st.sampled_from(["C4", "C2", "C1"]),
    ),
)


@given(codes)
def test_format_parse_round_trip(code):
    """Parse and format round-trip for every code."""
    text = str(code)
    assert GameCode.parse(text) == code
    assert str(GameCode.parse(text)) == text
    assert GameCode.parse(text.lower()) == code


@given(st.text(max_size=20))
def test_parse_never_fails_otherwise(text):
    """Any text either parses to a code that formats back, or gives GameCodeError."""
    try:
        code = GameCode.parse(text)
    except GameCodeError:
        return
    assert str(code) == text.strip().upper()
